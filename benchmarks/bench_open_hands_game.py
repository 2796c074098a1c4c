"""A whole game card by card with all hands open (`dokodesk solve --game`, the review's and the
coach's open-hands view): how far back from the last trick every legal card's value is found
within a budget, and what sharing one table between the tricks saves.

    python benchmarks/bench_open_hands_game.py --deals 50 --budget 20 [--no-share] [--out F.jsonl]

Games: generated deals (seed --seed, the solver bench's 2026) played by four `strong` bots. Each
game: `open_hands_review(every_card=True)` from the last trick backwards, each trick within the
time left of the game's --budget (CPU seconds of this process), until a trick does not fit. Prints
per game the earliest trick reached and the seconds, then the medians.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from dokodesk.bots import make_bot
from dokodesk.bots.runner import play_game
from dokodesk.coach import open_hands
from dokodesk.dodge.generator import generate_deals


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--budget", type=float, default=20.0, help="CPU seconds for a whole game")
    ap.add_argument("--no-share", action="store_true", help="a fresh table for each trick (the old way)")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    earliest, seconds, per_trick = [], [], {}
    for i, deal in enumerate(generate_deals(args.deals, args.seed)):
        log = list(play_game(deal, [make_bot("strong")] * 4, random.Random(i)).log)
        done_at = [time.process_time()]

        def progress(done: int, total: int) -> None:
            now = time.process_time()
            per_trick.setdefault(total - done + 1, []).append(now - done_at[0])
            done_at[0] = now

        start = time.process_time()
        review = open_hands.open_hands_review(deal, log, budget=args.budget, total_budget=args.budget,
                                              every_card=True, progress=progress,
                                              clock=time.process_time, share_tables=not args.no_share)
        spent = time.process_time() - start
        row = {"deal": i + 1, "earliest": review.earliest, "seconds": round(spent, 3), "share": not args.no_share}
        print(json.dumps(row), flush=True)
        if args.out:
            with open(args.out, "a") as f:
                f.write(json.dumps(row) + "\n")
        earliest.append(review.earliest or 13)
        seconds.append(spent)
    print(f"games {len(earliest)}: earliest trick reached, median {statistics.median(earliest)}, "
          f"worst {max(earliest)}, best {min(earliest)}; CPU s a game median {statistics.median(seconds):.2f}")
    for trick in sorted(per_trick):
        ts = per_trick[trick]
        print(f"trick {trick:>2}: solved in {len(ts)} games, CPU s median {statistics.median(ts):.3f}, max {max(ts):.2f}")


if __name__ == "__main__":
    main()
