"""The open-hands solver: time per solve by starting trick, on one core.

Run (from the repository root):
    python benchmarks/bench_solver.py --deals 20 --tricks 12,11,10,9,8,7,6,5 --budget 60 [--out FILE]

Positions: generated deals (seed --seed) played by four `strong` bots; for starting trick K the
solve starts at the first card of trick K with the announcements the bots made before it (as
`dokodesk solve --result --trick K` does). Each solve gets --budget seconds; one that runs
longer counts as a timeout. Times are CPU seconds of the solving process (one core; the
machine may be shared, so wall time would measure the neighbours too) (its time as "more than the budget", so medians with timeouts are
lower bounds). Prints, per trick: solved, timeouts, median and p90 seconds, median nodes and
nodes per second; `--out` writes the same table as Markdown.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time

from dokodesk.bots import make_bot
from dokodesk.bots.runner import play_game
from dokodesk.bots.solve_cli import start_state
from dokodesk.bots.solver import SolveTimeout, Solver
from dokodesk.dodge.generator import generate_deals


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(deals: int, tricks: list[int], budget: float, seed: int) -> list[dict]:
    games = []
    for i, deal in enumerate(generate_deals(deals, seed)):
        games.append((deal, list(play_game(deal, [make_bot("strong")] * 4, random.Random(i)).log)))
    rows = []
    for trick in tricks:
        times, nodes, timeouts = [], [], 0
        for deal, log in games:
            st = start_state(deal, log, trick)
            solver = Solver(st, budget=budget, clock=time.process_time)
            start = time.process_time()
            try:
                solver.value()
            except SolveTimeout:
                timeouts += 1
                times.append(float("inf"))
                continue
            finally:
                spent = time.process_time() - start
            times.append(spent)
            nodes.append(solver.nodes)
        solved = [t for t in times if t != float("inf")]
        row = {"trick": trick, "cards_left": 48 - 4 * (trick - 1), "deals": len(games), "timeouts": timeouts,
               "median_s": statistics.median(times), "p90_s": quantile(times, 0.9),
               "max_solved_s": max(solved) if solved else None,
               "median_nodes": statistics.median(nodes) if nodes else None,
               "nodes_per_s": sum(nodes) / sum(solved) if solved and sum(solved) > 0 else None}
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def markdown(rows: list[dict], budget: float, seed: int) -> str:
    import dokodesk.rules.kernel as kernel_module

    kernel = "interpreted" if kernel_module.__file__.endswith(".py") else "compiled"

    def sec(x):
        return f"> {budget:g}" if x == float("inf") else f"{x:.3f}"

    lines = [f"Deals: {rows[0]['deals']} generated (seed {seed}), played by four `strong` bots; one core, "
             f"Python {platform.python_version()}, {kernel} kernel; CPU seconds, budget {budget:g} s per solve.", "",
             "| start trick | cards left | median s | p90 s | timeouts | median nodes | nodes/s |",
             "|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['trick']} | {r['cards_left']} | {sec(r['median_s'])} | {sec(r['p90_s'])} | "
                     f"{r['timeouts']} | {r['median_nodes'] if r['median_nodes'] is not None else '-'} | "
                     f"{r['nodes_per_s']:,.0f} |" if r['nodes_per_s'] else
                     f"| {r['trick']} | {r['cards_left']} | {sec(r['median_s'])} | {sec(r['p90_s'])} | "
                     f"{r['timeouts']} | - | - |")
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--tricks", default="12,11,10,9,8,7,6,5")
    p.add_argument("--budget", type=float, default=60.0)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--out", help="write the table as Markdown to this file")
    args = p.parse_args()
    rows = run(args.deals, [int(t) for t in args.tricks.split(",")], args.budget, args.seed)
    text = markdown(rows, args.budget, args.seed)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
