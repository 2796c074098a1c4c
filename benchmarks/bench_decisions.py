"""The expert's card decisions on fixed positions: CPU time per decision and the decisions made.

Run: python benchmarks/bench_decisions.py [--positions 24] [--samples N]
Prints one JSON object: the kernel kind, median / p90 / max CPU seconds per decision (process
time, steadier than wall time on a shared machine) and the chosen cards. Run it compiled and with
DOKODESK_KERNEL=python: the chosen cards must be the same (same seeds), the times show the
speed-up. Positions: games of four strong bots on generated deals, every 4th card decision.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from dokodesk._native import kernel_kind
from dokodesk.bots.expert import ExpertBot
from dokodesk.bots.runner import play_game
from dokodesk.bots.strong import StrongBot
from dokodesk.dodge.generator import generate_deals


def positions(count: int) -> list:
    """(view, seed) of `count` card decisions taken from strong-bot games."""

    class Recorder(StrongBot):
        def __init__(self, out: list):
            super().__init__()
            self.out = out

        def choose_card(self, view, rng):
            self.out.append(view)
            return super().choose_card(view, rng)

    views: list = []
    deals = generate_deals(max(1, count // 12 + 1), "bench-decisions")
    for i, deal in enumerate(deals):
        play_game(deal, [Recorder(views)] * 4, random.Random(i))
    picked = views[::4][:count]
    return [(view, 1000 + n) for n, view in enumerate(picked)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--exact-cards", type=int, default=None, help="the rollouts' exact search from this many cards left")
    args = parser.parse_args()
    settings = {k: v for k, v in (("samples", args.samples), ("exact_cards", args.exact_cards)) if v}
    bot = ExpertBot(**settings)
    times, cards = [], []
    for view, seed in positions(args.positions):
        if len(view.legal_cards) < 2:
            continue
        start = time.process_time()
        decision = bot.choose_card(view, random.Random(seed))
        times.append(time.process_time() - start)
        cards.append(str(decision.card))
    times.sort()
    print(json.dumps({"kernel": kernel_kind(), "decisions": len(times),
                      "median_s": round(statistics.median(times), 4),
                      "p90_s": round(times[int(0.9 * (len(times) - 1))], 4), "max_s": round(times[-1], 4),
                      "total_s": round(sum(times), 2), "cards": cards}))


if __name__ == "__main__":
    main()
