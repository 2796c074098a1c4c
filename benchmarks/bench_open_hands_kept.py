"""The open-hands review of an own game opened again after a restart (issue 37): solved again,
as before the review was kept with the game, against read back from the database.

    python benchmarks/bench_open_hands_kept.py [--deals 1 2 3]

Each demo deal is played by four `strong` bots as the player's own finished game, in a fresh
data folder. Then, as the app does (analysis_worker.OpenHandsRunner.review_for, the solve in its
own process at the review's 20 s budget): the first review (solved, then kept); a runner without
a database, what every restart did before (solved again); a new runner on the same data folder,
what a restart does now (read back). Wall seconds of each ask, and the tricks it holds.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from dokodesk.app.analysis_worker import OpenHandsRunner
from dokodesk.bots import make_bot
from dokodesk.bots.runner import play_game
from dokodesk.dodge.setfile import read_set
from dokodesk.resources import resource_path
from dokodesk.rules import RE
from dokodesk.store import Store


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, nargs="+", default=[1, 2, 3])
    args = ap.parse_args()
    demo = read_set(resource_path("demo", "dodge-demo.json.gz"))
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        with Store.open(data_dir) as store:
            store.import_set(demo)
            games = []
            for number in args.deals:
                deal = demo.deal(number).deal
                game = play_game(deal, [make_bot("strong")] * 4, random.Random(number))
                log, value = list(game.log), game.value().re_points
                game_id = store.start_game(demo.id, number, 0, False)
                store.finish_game(game_id, log, value, value if deal.parties[0] == RE else -value, None)
                games.append((number, deal, log))
        print(f"{'deal':>4}  {'first solve':>11}  {'restart before':>14}  {'restart now':>11}  tricks")
        for number, deal, log in games:
            times, reviews = [], []
            for runner in (OpenHandsRunner(data_dir=data_dir), OpenHandsRunner(), OpenHandsRunner(data_dir=data_dir)):
                started = time.perf_counter()
                reviews.append(runner.review_for(deal, log))
                times.append(time.perf_counter() - started)
            assert reviews[2] == reviews[0], "the review read back is not the one solved"
            print(f"{number:>4}  {times[0]:>10.2f}s  {times[1]:>13.2f}s  {times[2] * 1000:>9.1f}ms  "
                  f"from {reviews[0].earliest} ({reviews[1].earliest} solved again)")


if __name__ == "__main__":
    main()
