"""Timing of the season: the Statistics page's numbers, closing a set, importing a club's
results with --me.

Run from the repository root:  python benchmarks/bench_season.py [--deals 200] [--tables 30]
Works in a temporary data directory. The user's games are those of "Anna" in a simulated club
of exactly 4 x tables players, so she plays every deal once.
Targets: statistics of a 200-deal set with 30 logged tables a deal < 1 s (it runs in a worker
thread with a progress dialog); closing a set < 200 ms.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run without installing

from dokodesk.bots.simulate import simulate_club  # noqa: E402
from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.model import DodgeSet, SetDeal  # noqa: E402
from dokodesk.dodge.setfile import write_results  # noqa: E402
from dokodesk.store import Store  # noqa: E402
from dokodesk.store.statistics import compute_statistics  # noqa: E402


def timed(label: str, fn, target_ms: float | None = None):
    start = time.perf_counter()
    value = fn()
    ms = 1000 * (time.perf_counter() - start)
    verdict = "" if target_ms is None else f"  (target < {target_ms:,.0f} ms: {'ok' if ms < target_ms else 'MISSED'})"
    print(f"{label}: {ms:,.0f} ms{verdict}")
    return value


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    players = ["Anna"] + [f"P{i}" for i in range(4 * args.tables - 1)]  # everyone plays every deal
    with tempfile.TemporaryDirectory() as tmp:
        deals = [SetDeal(i + 1, d) for i, d in enumerate(generate_deals(args.deals, "bench-season"))]
        dodge_set = DodgeSet("bench", deals, title="Bench", month="2026-10", field="club")
        results = timed(f"simulate a club ({args.deals} deals x {args.tables} tables)",
                        lambda: simulate_club(dodge_set, players, args.tables, seed=1, workers=args.workers))
        path = Path(tmp) / "club.json"
        write_results(results, path)
        with Store.open(tmp) as store:
            store.import_set(dodge_set)
            summary = timed("import the results with --me Anna", lambda: store.import_file(path, me="Anna"))
            print(f"  {summary}")
            stats = timed("compute the statistics", lambda: compute_statistics(store), 1000)
            print(f"  {stats.calls[0].you_games} own logged games, {stats.calls[0].field_games} field games")
            timed("close the set", lambda: store.close_set("bench"), 200)


if __name__ == "__main__":
    main()
