"""Node counts and CPU time of the open-hands solver on fixed positions, in one process: the
bench's deals (seed 2026, four `strong` bots, as benchmarks/bench_solver.py), the solve from the
first card of trick K for the first N deals. The search is deterministic, so the node counts
compare two versions of the solver exactly; the values must not change.

Run: python benchmarks/solver_positions.py 7:20 6:10 [5:6 --budget 60]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from dokodesk.bots import make_bot
from dokodesk.bots.runner import play_game
from dokodesk.bots.solve_cli import start_state
from dokodesk.bots.solver import SolveTimeout, Solver
from dokodesk.dodge.generator import generate_deals


def specs_and_games(args) -> tuple[list[tuple[int, int]], list]:
    """The TRICK:DEALS specs and the games they need: (deal, log), the bench's deals played by
    four `strong` bots (also benchmarks/solver_probes.py's)."""
    specs = [tuple(int(x) for x in s.split(":")) for s in args.specs]
    n = max(d for _, d in specs)
    games = [(deal, list(play_game(deal, [make_bot("strong")] * 4, random.Random(i)).log))
             for i, deal in enumerate(generate_deals(n, args.seed))]
    return specs, games


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("specs", nargs="+", help="TRICK:DEALS")
    p.add_argument("--budget", type=float, default=0.0)
    p.add_argument("--seed", type=int, default=2026)
    args = p.parse_args()
    specs, games = specs_and_games(args)
    for trick, deals in specs:
        nodes, secs, values = [], [], []
        for deal, log in games[:deals]:
            solver = Solver(start_state(deal, log, trick), budget=args.budget, clock=time.process_time)
            start = time.process_time()
            try:
                values.append(solver.value())
            except SolveTimeout:
                values.append(None)
            secs.append(time.process_time() - start)
            nodes.append(solver.nodes)
            del solver
        print(json.dumps({"trick": trick, "deals": deals, "total_nodes": sum(nodes),
                          "median_nodes": statistics.median(nodes), "cpu_s": round(sum(secs), 3),
                          "median_s": round(statistics.median(secs), 4), "max_s": round(max(secs), 3),
                          "values": values, "secs": [round(s, 2) for s in secs]}), flush=True)


if __name__ == "__main__":
    main()
