"""The plain PIMC baseline of benchmarks/pimc_baseline.py (issue 19) is what it says: its
worlds are drawn uniformly among the deals consistent with the seat's view (voids, Kreuz-Damen,
parties shown), announcements are not weighed, and it plays legal, reproducible games."""

from __future__ import annotations

import itertools
import math
import random
import sys
from collections import Counter
from pathlib import Path

from dokodesk.bots import make_bot, play_game
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import CARDS, Deal, Game
from dokodesk.rules.cards import N_KINDS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from pimc_baseline import PimcBaseline  # noqa: E402

CALLS = {"re", "kontra", "90", "60", "30", "schwarz"}


def _prefix(log, cards):
    out, seen = [], 0
    for event in log:
        if event[2:] not in CALLS:
            if seen == cards:
                break
            seen += 1
        out.append(event)
    return out


def _consistent_deals(deal: Deal, log: list[str], seat: int) -> dict[tuple, float]:
    """Every assignment of the cards `seat` cannot see to the other seats, kept when the public
    log replays legally on the resulting deal and shows `seat` the same view; each with its
    number of physical deals (copies of a kind are distinct cards): prod 1/x! per seat and kind,
    up to a common factor. Independent of the sampler: brute force and the rules engine."""
    game = Game.replay(deal, log)
    view = game.view(seat)
    played = [[0] * N_KINDS for _ in range(4)]
    for trick in view.tricks + (view.current_trick,):
        for s, card in trick.cards:
            played[s][card.id] += 1
    held = [game.view(s) for s in range(4)]
    unseen = sorted(c.id for s in range(4) if s != seat for c in held[s].hand)
    others = [s for s in range(4) if s != seat]
    sizes = [len(held[s].hand) for s in others]
    out = {}
    tried = set()
    idx = range(len(unseen))
    for first in itertools.combinations(idx, sizes[0]):
        rest = [i for i in idx if i not in first]
        for second in itertools.combinations(rest, sizes[1]):
            third = [i for i in rest if i not in second]
            key = tuple(tuple(sorted(unseen[i] for i in part)) for part in (first, second, third))
            if key in tried:
                continue
            tried.add(key)
            hands = dict(zip(others, key))
            _check(out, key, hands, deal, log, view, seat, played)
    return out


def _check(out, key, hands, deal, log, view, seat, played) -> None:
    if True:
        originals = []
        for s in range(4):
            now = [c.id for c in view.hand] if s == seat else list(hands[s])
            ids = now + [k for k in range(N_KINDS) for _ in range(played[s][k])]
            originals.append([CARDS[k] for k in ids])
        try:
            candidate = Deal.create(originals, deal.dealer, deal.ruleset)
            if Game.replay(candidate, log).view(seat) != view:
                return
        except Exception:  # an illegal replay or a bad deal: not consistent
            return
        weight = 1.0
        for h in key:
            for x in Counter(h).values():
                weight /= math.factorial(x)
        out[key] = weight


def _position(cut: int = 39):
    """A late position (9 unseen cards) where an opponent of seat 0 has made an Ansage, with
    several consistent deals."""
    for i, deal in enumerate(generate_deals(40, "pimc-baseline-uniform")):
        game = play_game(deal, [make_bot("strong")] * 4, random.Random(i))
        log = _prefix(game.log, cut)
        party0 = deal.parties[0]
        calls = [e for e in log if e[2:] in ("re", "kontra") and deal.parties[int(e[0])] != party0]
        if not calls:
            continue
        consistent = _consistent_deals(deal, log, 0)
        if len(consistent) >= 10:
            return deal, log, consistent
    raise AssertionError("no suitable position")


def test_worlds_are_uniform_among_consistent_deals():
    """Chi-square of 6000 drawn worlds against the brute-force count of physical deals (the
    expert's play inference, planted here, gives a chi-square in the thousands)."""
    deal, log, consistent = _position()
    view = Game.replay(deal, log).view(0)
    bot = PimcBaseline()
    rng = random.Random(7)
    drawn = Counter()
    n = 0
    while n < 6000:
        for st in bot._worlds(view, 40, rng):
            key = tuple(tuple(k for k in range(N_KINDS) for _ in range(st.counts[s][k])) for s in (1, 2, 3))
            assert key in consistent, "a world inconsistent with the view"
            drawn[key] += 1
            n += 1
    total = sum(consistent.values())
    chi2 = sum((drawn[k] - n * w / total) ** 2 / (n * w / total) for k, w in consistent.items())
    df = len(consistent) - 1
    assert chi2 < df + 4 * math.sqrt(2 * df), (chi2, df)


def test_baseline_plays_legally_and_reproducibly():
    deal = generate_deals(1, "pimc-baseline-repro")[0]
    logs = [play_game(deal, [PimcBaseline(samples=6)] * 4, random.Random(3)).log for _ in range(2)]
    assert logs[0] == logs[1]
    assert len([e for e in logs[0] if e[2:] not in CALLS]) == 48


# Seat 0 and seat 2 hold a Kreuz Dame (Re); seat 1 and 3 are Kontra. Seat 1 leads (dealer 0).
HANDS = [
    "QC QS JC JS AD TD 9D AC TC AS TS AH",
    "TH QH JH KD KC 9C KS 9S KH 9H 9H TS",
    "TH QC QD JD 9D AC KC 9C AS KS 9S KH",
    "QS QH QD JC JS JH JD AD TD KD TC AH",
]


def test_an_announcement_fixes_the_party_but_is_not_weighed():
    """After seat 3 says kontra before any card, seat 1 (Kontra) knows seat 3 is its partner
    and seats 0 and 2 hold one Kreuz Dame each: seat 3's hand is then 12 cards drawn uniformly
    from the 34 other cards seat 1 cannot see. The baseline's worlds give seat 3 that hand
    strength on average (the expert's sampler, which weighs the call, makes it about 1 point
    stronger)."""
    from dokodesk.bots.strong import hand_strength
    from dokodesk.rules.cards import KREUZ_DAME_ID

    view = Game.replay(Deal.parse(HANDS, 0), ["3:kontra"]).view(1)
    bot = PimcBaseline()
    rng = random.Random(5)
    hands = [[k for k in range(N_KINDS) for _ in range(st.counts[3][k])]
             for _ in range(40) for st in bot._worlds(view, 40, rng)]
    assert all(KREUZ_DAME_ID not in h for h in hands)
    mine = Counter(c.id for c in view.hand)
    rest = [k for k in range(N_KINDS) if k != KREUZ_DAME_ID for _ in range(2 - mine[k])]
    assert len(rest) == 34
    ref = random.Random(6)
    uniform = [hand_strength(ref.sample(rest, 12)) for _ in range(6000)]
    got = sum(hand_strength(h) for h in hands) / len(hands)
    assert abs(got - sum(uniform) / len(uniform)) < 0.25, (got, sum(uniform) / len(uniform))
