"""Bot speed: time per decision for each bot, and a simulated field of a whole set.

Run: python benchmarks/bench_bots.py [--games 200] [--deals 200] [--tables 100] [--workers W]
Prints, per bot, the median and 99th percentile of `choose_card` and `choose_calls` (the view is
built before the clock starts; building it is timed separately), then the wall time of
`simulate_set` on deals x tables games. Numbers go into the issue notes; the targets are a
median move under 5 ms and 200 deals x 100 tables under 60 s on two cores.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from dokodesk.bots import BOTS, make_bot
from dokodesk.bots.simulate import simulate_set
from dokodesk.bots.base import calls_of
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, SetDeal
from dokodesk.rules import Game


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def time_moves(name: str, deals, seed: int) -> tuple[list[float], list[float], list[float]]:
    """Plays every deal with four copies of the bot; returns card, call and view times (ms)."""
    bot = make_bot(name)
    card_ms, call_ms, view_ms = [], [], []
    clock = time.perf_counter_ns
    for i, deal in enumerate(deals):
        rng = random.Random(seed + i)
        game = Game(deal)
        while not game.is_over:
            for k in range(4):
                seat = (game.turn + k) % 4
                view = game.view(seat)
                if view.allowed_calls:
                    t = clock()
                    answer = bot.choose_calls(view, rng)
                    call_ms.append((clock() - t) / 1e6)
                    for call in calls_of(answer):
                        game.announce(seat, call)
            t = clock()
            view = game.view(game.turn)
            view_ms.append((clock() - t) / 1e6)
            t = clock()
            decision = bot.choose_card(view, rng)
            card_ms.append((clock() - t) / 1e6)
            game.play(game.turn, decision.card)
    return card_ms, call_ms, view_ms


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games per bot for move times")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    deals = generate_deals(args.games, "bench-bots")
    print(f"move times over {args.games} games per bot (four copies of the bot), ms:")
    print(f"{'bot':8} {'card median':>12} {'card p99':>9} {'card max':>9} {'calls median':>13} {'calls p99':>10}")
    all_views: list[float] = []
    for name in BOTS:
        if name == "expert":
            continue  # the search player has its own benchmark: benchmarks/bench_expert.py
        card_ms, call_ms, view_ms = time_moves(name, deals, 7)
        all_views += view_ms
        print(f"{name:8} {statistics.median(card_ms):12.3f} {percentile(card_ms, 0.99):9.3f} "
              f"{max(card_ms):9.3f} {statistics.median(call_ms):13.3f} {percentile(call_ms, 0.99):10.3f}")
    print(f"building a PlayerView (Game.view): median {statistics.median(all_views):.3f} ms, "
          f"p99 {percentile(all_views, 0.99):.3f} ms")

    dodge_set = DodgeSet("bench", [SetDeal(i + 1, d) for i, d in enumerate(generate_deals(args.deals, "bench-sim"))])
    t = time.perf_counter()
    out = simulate_set(dodge_set, args.tables, seed=1, workers=args.workers)
    dt = time.perf_counter() - t
    games = out.result_count
    print(f"simulate_set: {args.deals} deals x {args.tables} tables = {games:,} games with {args.workers} "
          f"workers: {dt:.1f} s ({games / dt:,.0f} games/s)")


if __name__ == "__main__":
    main()
