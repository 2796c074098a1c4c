"""Compiled against interpreted, side by side in one run: `dokodesk bench` and `dokodesk check`.

Run: python benchmarks/bench_kernel.py [--rounds 3] [--seconds 2] [--check-deals 20000] [--check-repeats 15]

Each round runs `dokodesk bench --json` twice as its own process, once as built (the compiled
kernel when setup.py built it) and once with DOKODESK_KERNEL=python, back to back, so both see
the same load on the shared machine; the best round of each is reported with the ratio. Then
`dokodesk check` of a file of 20,000 deals with one logged game each, both ways taking turns,
best of 15 (games per second of wall time and of the process's CPU time). Results: benchmarks/results/kernel.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

KINDS = {"compiled": {}, "interpreted": {"DOKODESK_KERNEL": "python"}}


def _env(extra: dict) -> dict:
    env = dict(os.environ)
    env.pop("DOKODESK_KERNEL", None)
    env.update(extra)
    return env


def bench_round(kind: str, seconds: float) -> dict:
    out = subprocess.run([sys.executable, "-m", "dokodesk", "bench", "--json", "--seconds", str(seconds)],
                         env=_env(KINDS[kind]), capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def check_file_of(deals: int, path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    from bench_rules import write_archive
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import play_randomly

    rng = random.Random(3)
    many = generate_deals(deals, "bench-kernel-check")
    games = [play_randomly(d, rng, 0.03) for d in many]
    write_archive(many, list(range(deals)), [g.log for g in games], [g.value().re_points for g in games], path)


def check_process(path: Path, games: int, repeats: int = 15) -> dict[str, tuple[float, float]]:
    """Best games per second of wall time and of CPU time (user + system) of `dokodesk check`,
    compiled and interpreted runs taking turns: the shared machine's speed drifts by half within
    minutes, so the best of many interleaved runs is the least disturbed one of each kind."""
    walls: dict[str, list[float]] = {kind: [] for kind in KINDS}
    cpus: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for _ in range(repeats):
        for kind in KINDS:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "dokodesk", "check", str(path)], env=_env(KINDS[kind]),
                           check=True, stdout=subprocess.DEVNULL)
            walls[kind].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus[kind].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return {kind: (games / min(walls[kind]), games / min(cpus[kind])) for kind in KINDS}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--check-deals", type=int, default=20_000)
    parser.add_argument("--check-repeats", type=int, default=15)
    args = parser.parse_args()

    best: dict[str, dict] = {}
    for n in range(args.rounds):
        for kind in KINDS:
            result = bench_round(kind, args.seconds)
            print(f"round {n + 1} {kind}: {json.dumps(result)}", flush=True)
            if result["kernel"] != kind:
                sys.exit(f"asked for the {kind} kernel, got {result['kernel']} (build it: python setup.py build_ext --inplace)")
            mine = best.setdefault(kind, dict(result))
            for key in ("playouts_per_s", "solver_nodes_per_s"):
                mine[key] = max(mine[key], result[key])
    for key in ("playouts_per_s", "solver_nodes_per_s"):
        c, i = best["compiled"][key], best["interpreted"][key]
        print(f"{key}: compiled {c:,} interpreted {i:,} ratio {c / i:.1f}x")

    if args.check_deals:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "check.json.gz"
            check_file_of(args.check_deals, path)
            for kind, (wall, cpu) in check_process(path, args.check_deals, args.check_repeats).items():
                print(f"dokodesk check {args.check_deals:,} deals x 1 ({kind}): {wall:,.0f} games/s wall, "
                      f"{cpu:,.0f} games/s CPU (best of {args.check_repeats})")


if __name__ == "__main__":
    main()
