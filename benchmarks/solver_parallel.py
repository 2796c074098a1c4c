"""What two cores could give one open-hands solve (issue 41, "both cores for one solve"): the
CPU each half of a split takes, in one process, so that the wall time of the two halves run side
by side is the larger of the two (no table shared between them; a lazy SMP with a shared table
is not measured here).

For each position (the bench's deals, as benchmarks/solver_positions.py: seed 2026, four
`strong` bots, the first card of trick K):
- seq: `Solver.value()` alone, and with every legal card's value (`card_values`), as the review
  solves a position;
- root split of the value: the legal cards in the solver's own order dealt alternately to two
  halves, each half's best card found by MTD(f) over that half only (a fresh table each);
- root split of every card's value: each half's cards solved exactly, one MTD(f) per card on a
  table shared within the half;
- parallel probes with the answer known (an oracle, so a bound on any scheme of two probes at
  once): the two zero-window searches that prove the value, "at least v" and "not v + 1", each
  from a fresh table.

Run: python benchmarks/solver_parallel.py 5:10 4:6 [--budget 60]
Prints one JSON line per position and a summary per trick: the median of (larger half / seq).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from solver_positions import specs_and_games  # noqa: E402

from dokodesk.bots.solve_cli import start_state  # noqa: E402
from dokodesk.bots.solver import Solver, SolveTimeout  # noqa: E402
from dokodesk.rules.deal import RE  # noqa: E402

INF = 1000  # the solver's own bound (solver.INF, a C constant when compiled)


def _cpu(f, *args):
    start = time.process_time()
    out = f(*args)
    return out, time.process_time() - start


def best_of_half(state, cards: list[int], budget: float) -> int:
    """The value of the best card among `cards` for the seat on turn: MTD(f) whose probes try
    only these cards at the root."""
    s = Solver(state, budget=budget, clock=time.process_time)
    maximise = s.parties[s.st.turn] == RE

    def probe(beta: int) -> int:
        best = -INF if maximise else INF
        for c in cards:
            s._play(c)
            v = s.search(beta - 1, beta)
            s._unplay()
            if maximise:
                best = max(best, v)
                if best >= beta:
                    break
            else:
                best = min(best, v)
                if best < beta:
                    break
        return best

    low, high = -INF, INF
    g = s.guess() + 1
    while low < high:
        beta = min(g + 1 if g <= low else g, high)
        g = probe(beta)
        if g >= beta:
            low = g
        else:
            high = g
    return low


def cards_of_half(state, cards: list[int], budget: float) -> dict[int, int]:
    """Each of `cards`' exact value, one MTD(f) each from the rollout's guess, one table."""
    s = Solver(state, budget=budget, clock=time.process_time)
    out = {}
    for c in cards:
        s._play(c)
        out[c] = s._mtd(s.guess() + 1, -INF, INF)
        s._unplay()
    return out


def probe_alone(state, beta: int, budget: float) -> int:
    return Solver(state, budget=budget, clock=time.process_time).search(beta - 1, beta)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("specs", nargs="+", help="TRICK:DEALS")
    p.add_argument("--budget", type=float, default=60.0, help="CPU seconds for each search")
    p.add_argument("--seed", type=int, default=2026)
    args = p.parse_args()
    specs, games = specs_and_games(args)
    for trick, deals in specs:
        ratios: dict[str, list[float]] = {"value split": [], "cards split": [], "probes (oracle)": []}
        for number, (deal, log) in enumerate(games[:deals]):
            state = start_state(deal, log, trick)
            try:
                solver = Solver(state, budget=args.budget, clock=time.process_time)
                value, seq = _cpu(solver.value)
                solver.stop_at = 0.0
                cards, seq_cards = _cpu(solver.card_values, value)
                seq_cards += seq
                order = solver.moves()
                halves = [order[0::2], order[1::2]]
                values, t_value = zip(*(_cpu(best_of_half, state, h, args.budget) for h in halves))
                maximise = solver.parties[solver.st.turn] == RE
                assert (max(values) if maximise else min(values)) == value, "a split found another value"
                found, t_cards = zip(*(_cpu(cards_of_half, state, h, 2 * args.budget) for h in halves))
                assert {**found[0], **found[1]} == cards, "a split found other cards' values"
                (at_least, t_low), (above, t_high) = (_cpu(probe_alone, state, b, args.budget)
                                                      for b in (value, value + 1))
                assert at_least >= value and above <= value, "a probe contradicts the value"
            except SolveTimeout:
                print(json.dumps({"trick": trick, "deal": number, "timeout": True}), flush=True)
                continue
            row = {"trick": trick, "deal": number, "value": value, "cards": len(order),
                   "value_s": round(seq, 3), "value_and_cards_s": round(seq_cards, 3),
                   "value_split_s": [round(t, 3) for t in t_value], "cards_split_s": [round(t, 3) for t in t_cards],
                   "probes_s": [round(t_low, 3), round(t_high, 3)]}
            print(json.dumps(row), flush=True)
            if seq >= 0.05:  # positions solved at once say nothing about a split
                ratios["value split"].append(max(t_value) / seq)
                ratios["cards split"].append(max(t_cards) / seq_cards)
                ratios["probes (oracle)"].append(max(t_low, t_high) / seq)
        print(json.dumps({"trick": trick, "positions": len(ratios["value split"]),
                          **{f"{k}: median larger half / seq": round(statistics.median(v), 2)
                             for k, v in ratios.items() if v},
                          **{f"{k}: max": round(max(v), 2) for k, v in ratios.items() if v}}), flush=True)


if __name__ == "__main__":
    main()
