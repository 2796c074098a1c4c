"""How well the expert's inference from play predicts the hidden cards (issue 19).

For positions of whole games (after 8, 16, 24 and 32 cards, every seat), 200 worlds are drawn
uniformly among the consistent deals; the score of a world is the share of the cards the seat
cannot see that the world puts in the right hand. Reported: the mean score of uniform worlds,
and of the same worlds weighed by the likelihood of the play (dokodesk.bots.inference) for a
few settings (alpha, temper, grade). Cheap next to a duel, so it selects the settings a duel
then measures.

    python benchmarks/bench_inference.py strong 6     # games of four strong bots
    python benchmarks/bench_inference.py pimc 4       # games of four 20-sample PIMC players
"""

from __future__ import annotations

import math
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from dokodesk.bots import make_bot, play_game  # noqa: E402
from dokodesk.bots.inference import replay_likelihood  # noqa: E402
from dokodesk.bots.sampler import DealSampler, PublicInfo  # noqa: E402
from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.rules import Game  # noqa: E402

CALLS = {"re", "kontra", "90", "60", "30", "schwarz"}
SETTINGS = [(0.2, t, g) for t in (0.6, 1.0) for g in (0.0, 0.3, 0.5)]


def _prefix(log, cards):
    out, seen = [], 0
    for e in log:
        if e[2:] not in CALLS:
            if seen == cards:
                break
            seen += 1
        out.append(e)
    return out


def main() -> None:
    which, n_games = sys.argv[1], int(sys.argv[2])
    games = []
    for i, deal in enumerate(generate_deals(n_games, "diag")):
        if which == "strong":
            bots = [make_bot("strong")] * 4
        else:
            from pimc_baseline import PimcBaseline
            bots = [PimcBaseline(20)] * 4
        games.append((deal, play_game(deal, bots, random.Random(i))))
    scores = {p: [] for p in SETTINGS}
    uniform = []
    rng = random.Random(0)
    for deal, game in games:
        for cut in (8, 16, 24, 32):
            partial = Game.replay(deal, _prefix(game.log, cut))
            for seat in range(4):
                info = PublicInfo(partial.view(seat))
                truth = [Counter(c.id for c in partial.view(s).hand) for s in range(4)]
                sampler = DealSampler(info)
                worlds = [sampler.sample(rng) for _ in range(200)]

                def right(hands):
                    hit = total = 0
                    for s in range(4):
                        if s != seat:
                            c = Counter(hands[s])
                            total += sum(c.values())
                            hit += sum((c & truth[s]).values())
                    return hit / total

                score = [right(h) for h in worlds]
                uniform.append(sum(score) / len(score))
                for p in SETTINGS:
                    lls = [replay_likelihood(info, h, p[0], True, False, p[2])[1] for h in worlds]
                    top = max(lls)
                    w = [math.exp(p[1] * (ll - top)) for ll in lls]
                    scores[p].append(sum(a * b for a, b in zip(w, score)) / sum(w))
    print(which, "uniform", round(sum(uniform) / len(uniform), 4), "positions", len(uniform))
    for p in SETTINGS:
        print("alpha %.1f temper %.1f grade %.1f" % p, round(sum(scores[p]) / len(scores[p]), 4))


if __name__ == "__main__":
    main()
