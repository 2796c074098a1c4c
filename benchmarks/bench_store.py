"""Timing of the store: importing big fields, verifying logs, and Dodge points from the store.

Run from the repository root:  python benchmarks/bench_store.py [--results 5000] [--logs 100]
Works in a temporary data directory (never the user's database).
Targets: import 200 deals x 5,000 results (points only) < 2 s; Dodge points of every result of
such a set (the ranking itself) < 50 ms.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run without installing

import numpy as np  # noqa: E402

from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal  # noqa: E402
from dokodesk.dodge.points import rank_set  # noqa: E402
from dokodesk.dodge.setfile import check_document, parse_json, read_bytes, write_set  # noqa: E402
from dokodesk.rules import Deal, play_randomly  # noqa: E402
from dokodesk.store import Store  # noqa: E402


def random_log(rng: random.Random, deal: Deal, call_rate: float = 0.08) -> tuple[tuple[str, ...], int]:
    """A complete legal game by random play (with some announcements) and its Re points."""
    game = play_randomly(deal, rng, call_rate)
    return tuple(game.log), game.value().re_points


def timed(label: str, fn, target_ms: float | None = None):
    start = time.perf_counter()
    value = fn()
    ms = 1000 * (time.perf_counter() - start)
    verdict = "" if target_ms is None else (f"  (target < {target_ms:,.0f} ms: "
                                            f"{'met' if ms < target_ms else 'MISSED'})")
    print(f"{label:<62} {ms:9.1f} ms{verdict}")
    return value, ms


def breakdown(path: Path, data_dir: Path) -> None:
    """The parts of an import from a file, each timed on its own."""
    doc, _ = timed("  read + JSON parse", lambda: parse_json(read_bytes(path), str(path)))
    report, _ = timed("  setfile.check_document (structure, deals, logs replayed)", lambda: check_document(doc))
    with Store.open(data_dir) as store:
        timed("  Store.import_set(verify=False): the database part",
              lambda: store.import_set(report.dodge_set, verify=False))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--results", type=int, default=5000, help="points-only results per deal")
    parser.add_argument("--logs", type=int, default=100, help="logged results per deal")
    args = parser.parse_args()
    n_deals, n_results, n_logs = args.deals, args.results, args.logs
    print(f"numpy {np.__version__}, Python {sys.version.split()[0]}")

    with tempfile.TemporaryDirectory(prefix="dokodesk-bench-") as tmp:
        tmp_path = Path(tmp)
        deals, _ = timed(f"generate_deals({n_deals})", lambda: generate_deals(n_deals, "bench-store"))

        # ---- points only ------------------------------------------------------------
        rng = np.random.default_rng(2026)
        points = (rng.binomial(24, 0.5, (n_deals, n_results)) - 12).tolist()
        big = DodgeSet("bench-points", [SetDeal(i + 1, deal, [FieldResult(p) for p in points[i]])
                                        for i, deal in enumerate(deals)])
        total = n_deals * n_results
        print(f"\npoints only: {n_deals} deals x {n_results:,} results = {total:,}")
        with Store.open(tmp_path / "a") as store:
            summary, _ = timed("Store.import_set (in memory -> SQLite)", lambda: store.import_set(big), 2000)
            assert summary.added_results == total, summary
            again, _ = timed("Store.import_set again (all duplicates)", lambda: store.import_set(big))
            assert again.added_results == 0
        path = tmp_path / "points.json"
        timed("write_set (JSON file)", lambda: write_set(big, path))
        print(f"  file: {path.stat().st_size / 1e6:.1f} MB")
        with Store.open(tmp_path / "b") as store:
            timed("Store.import_file end to end (read, check, insert)", lambda: store.import_file(path), 2000)
        breakdown(path, tmp_path / "b2")

        # ---- Dodge points from the store -------------------------------------------
        print("\nDodge points of every result of that set, from the store")
        with Store.open(tmp_path / "b") as store:
            (numbers, re_points), _ = timed("Store.field (load deal numbers and points)",
                                            lambda: store.field("bench-points"))
            timed("rank_set (the ranking itself), first call", lambda: rank_set(numbers, re_points), 50)
            best = min(timed("rank_set (the ranking itself), again", lambda: rank_set(numbers, re_points), 50)[1]
                       for _ in range(5))
            print(f"  best of 5: {best:.1f} ms for {numbers.size:,} results")
            timed("Store.field_points for all deals, one by one",
                  lambda: [store.field_points("bench-points", n) for n in range(1, n_deals + 1)])

        # ---- with logs ----------------------------------------------------------------
        if n_logs:
            n = n_deals * n_logs
            print(f"\nwith logs: {n_deals} deals x {n_logs} logged results = {n:,}")
            play_rng = random.Random(7)
            start = time.perf_counter()
            logged = DodgeSet("bench-logs", [
                SetDeal(i + 1, deal, [FieldResult(re, log) for log, re in
                                      (random_log(play_rng, deal) for _ in range(n_logs))])
                for i, deal in enumerate(deals)])
            print(f"{'random legal play through Game (not part of the import)':<62} "
                  f"{1000 * (time.perf_counter() - start):9.1f} ms")
            path = tmp_path / "logs.json.gz"
            write_set(logged, path)
            print(f"  file: {path.stat().st_size / 1e6:.1f} MB (gzip)")
            with Store.open(tmp_path / "c") as store:
                summary, ms = timed("Store.import_file with logs (every log replayed)",
                                    lambda: store.import_file(path))
                print(f"  {n / (ms / 1000):,.0f} logs/s end to end")
                assert summary.added_results == n, summary
            breakdown(path, tmp_path / "c2")
            with Store.open(tmp_path / "d") as store:
                _, ms = timed("Store.import_set with logs (verify + insert, no file)",
                              lambda: store.import_set(logged))
                print(f"  {n / (ms / 1000):,.0f} logs/s")


if __name__ == "__main__":
    main()
