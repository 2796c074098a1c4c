"""Where an open-hands solve spends its nodes: the zero-window searches (probes) of MTD(f) one by
one, on the bench's fixed positions (seed 2026, four `strong` bots, the first card of trick K,
as benchmarks/solver_positions.py). Per position: the value, CPU seconds, the table's entries
and each probe as (beta, result, nodes): "can Re reach beta?" and what the search returned.

The probes are the ones `Solver.value` makes (the same first guess, the same steps), so the sum
of their nodes is the solve's. Deterministic: two builds compare exactly.

Run: python benchmarks/solver_probes.py 6:10 [5:10]
"""

from __future__ import annotations

import argparse
import json
import time

from solver_positions import specs_and_games

from dokodesk.bots.solve_cli import start_state
from dokodesk.bots.solver import Solver

UNBOUNDED = 1000  # the solver's INF: beyond any game value


def probes(solver: Solver) -> tuple[int, list[tuple[int, int, int]]]:
    """Solver.value's MTD(f), step by step: (value, [(beta, result, nodes), ...])."""
    g = solver.guess() + 1
    low, high = -UNBOUNDED, UNBOUNDED
    out = []
    while low < high:
        beta = g + 1 if g <= low else g
        beta = min(beta, high)
        before = solver.nodes
        g = solver.search(beta - 1, beta)
        out.append((beta, g, solver.nodes - before))
        if g >= beta:
            low = g
        else:
            high = g
    return low, out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("specs", nargs="+", help="TRICK:DEALS")
    p.add_argument("--seed", type=int, default=2026)
    args = p.parse_args()
    specs, games = specs_and_games(args)
    for trick, deals in specs:
        for number, (deal, log) in enumerate(games[:deals]):
            solver = Solver(start_state(deal, log, trick))
            start = time.process_time()
            value, steps = probes(solver)
            print(json.dumps({"trick": trick, "deal": number, "value": value,
                              "cpu_s": round(time.process_time() - start, 3), "entries": solver.tt.used,
                              "probes": steps}), flush=True)


if __name__ == "__main__":
    main()
