"""Node counts and CPU time of the open-hands solver on fixed positions, in one process: the
bench's deals (seed 2026, four `strong` bots, as benchmarks/bench_solver.py), the solve from the
first card of trick K for the first N deals. The search is deterministic, so the node counts
compare two versions of the solver exactly; the values must not change. With --cards, also
every legal card's value at each position (`Solver.card_values`, on the same table; its nodes
and time apart); --save FILE keeps the values (and the cards' values) of this run and --check
FILE compares them with a saved run's, position by position (exit 1 on a difference).

Run: python benchmarks/solver_positions.py 7:20 6:10 [5:6 --budget 60] [--cards] [--save F | --check F]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
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
    p.add_argument("--cards", action="store_true", help="also every legal card's value at each position")
    p.add_argument("--save", help="write the values (and cards' values) to this JSON file")
    p.add_argument("--check", help="compare the values (and cards' values) with this file from --save")
    args = p.parse_args()
    specs, games = specs_and_games(args)
    found: dict[str, list] = {}
    for trick, deals in specs:
        nodes, secs, values, cards, card_nodes, card_secs = [], [], [], [], [], []
        for deal, log in games[:deals]:
            solver = Solver(start_state(deal, log, trick), budget=args.budget, clock=time.process_time)
            start = time.process_time()
            try:
                value = solver.value()
            except SolveTimeout:
                value = None
            values.append(value)
            secs.append(time.process_time() - start)
            nodes.append(solver.nodes)
            if args.cards:
                if value is None:
                    cards.append(None)
                else:
                    before = solver.nodes
                    start = time.process_time()
                    solver.stop_at = 0.0  # a solved position's cards are counted, not cut
                    cards.append({str(c): v for c, v in sorted(solver.card_values(value).items())})
                    card_secs.append(time.process_time() - start)
                    card_nodes.append(solver.nodes - before)
            del solver
        row = {"trick": trick, "deals": deals, "total_nodes": sum(nodes),
               "median_nodes": statistics.median(nodes), "cpu_s": round(sum(secs), 3),
               "median_s": round(statistics.median(secs), 4), "max_s": round(max(secs), 3),
               "values": values, "secs": [round(s, 2) for s in secs], "nodes": nodes}
        if args.cards:
            row.update({"cards_nodes": sum(card_nodes), "cards_cpu_s": round(sum(card_secs), 3)})
        found[str(trick)] = [values, cards if args.cards else None]
        print(json.dumps(row), flush=True)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump({"seed": args.seed, "positions": found}, f)
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            saved = json.load(f)
        wrong = 0
        for spec, (values, cards) in found.items():
            if spec not in saved["positions"]:
                print(f"trick {spec}: not in {args.check}")
                continue
            old_values, old_cards = saved["positions"][spec]
            for i, (a, b) in enumerate(zip(values, old_values)):
                if a is not None and b is not None and a != b:
                    wrong += 1
                    print(f"trick {spec} deal {i}: value {a}, saved {b}")
            if cards is not None and old_cards is not None:
                for i, (a, b) in enumerate(zip(cards, old_cards)):
                    if a is not None and b is not None and a != b:
                        wrong += 1
                        print(f"trick {spec} deal {i}: cards {a}, saved {b}")
        print(f"check against {args.check}: {'the same values' if not wrong else f'{wrong} differences'}")
        if wrong:
            sys.exit(1)


if __name__ == "__main__":
    main()
