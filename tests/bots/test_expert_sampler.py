"""The expert's inference and sampler: every sampled deal is consistent with the seat's view
(the replay of the public history on it is legal and shows the same view), the Kreuz-Damen
and void inferences hold, announcements shift the hands, and nothing hidden is read."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dokodesk.bots import make_bot, play_game
from dokodesk.bots.sampler import QC, DealSampler, PublicInfo, _PairModel
from dokodesk.bots.strong import hand_strength
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import CARDS, RULES_40, Call, Deal, Game
from dokodesk.rules.cards import CARDS_BY_CODE, FOLLOW
from dokodesk.rules.deal import KONTRA, RE

CALLS = {"re", "kontra", "90", "60", "30", "schwarz"}


def _prefix(log: list[str], cards: int) -> list[str]:
    """The log up to (not including) card number `cards`, calls before it included."""
    out, seen = [], 0
    for event in log:
        if event[2:] not in CALLS:
            if seen == cards:
                break
            seen += 1
        out.append(event)
    return out


def _deal_from_sample(info: PublicInfo, hands: list[list[int]], deal: Deal) -> Deal:
    originals = [[CARDS[k] for k in hands[s]] + [CARDS[k] for k in range(24) for _ in range(info.played_by[s][k])]
                 for s in range(4)]
    return Deal.create(originals, deal.dealer, deal.ruleset)  # validates: deck, sizes, Kreuz Damen split


def _positions(n_deals: int, seed: str, ruleset=None):
    """(deal, partial game, seat) at many moments of strong-bot games, for every seat."""
    kw = {} if ruleset is None else {"ruleset": ruleset}
    for i, deal in enumerate(generate_deals(n_deals, seed, **kw)):
        game = play_game(deal, [make_bot("strong")] * 4, random.Random(i))
        total = deal.ruleset.cards
        for cut in range(0, total, 7 + i % 3):
            partial = Game.replay(deal, _prefix(game.log, cut))
            for seat in range(4):
                yield deal, partial, seat


@pytest.mark.parametrize("ruleset", [None, RULES_40])
def test_every_sample_replays_to_the_same_view(ruleset):
    """A sampled deal is a valid Dodge deal on which the public history is legal and which shows
    the seat exactly its view: the same hand, the same tricks, the same calls."""
    checked = 0
    for deal, partial, seat in _positions(6, "sampler-replay", ruleset):
        view = partial.view(seat)
        info = PublicInfo(view)
        sampler = DealSampler(info)
        rng = random.Random(checked)
        for _ in range(4):
            hands = sampler.sample(rng)
            assert [len(h) for h in hands] == list(view.cards_held)
            other = _deal_from_sample(info, hands, deal)
            assert Game.replay(other, partial.log).view(seat) == view
            checked += 1
    assert checked > 300


def test_events_replay_the_public_history():
    """The view's history as one sequence (calls placed by the card counts the view keeps) is a
    legal replay that gives the same view, also with announcements."""
    with_calls = 0
    for deal, partial, seat in _positions(12, "sampler-events"):
        view = partial.view(seat)
        info = PublicInfo(view)
        tokens = [f"{e.seat}:{CARDS[e.card].code}" if e.is_card
                  else f"{e.seat}:{Call.for_level(deal.parties[e.seat], e.level).value}" for e in info.events]
        assert Game.replay(deal, tokens).view(seat) == view
        with_calls += bool(view.announcements)
    assert with_calls > 20


def _game(hands: list[str], dealer: int, log: list[str]) -> Game:
    return Game.replay(Deal.parse(hands, dealer), log)


# Seat 0 and seat 2 hold a Kreuz Dame (Re); seat 1 and 3 are Kontra. Seat 1 leads (dealer 0).
HANDS = [
    "QC QS JC JS AD TD 9D AC TC AS TS AH",
    "TH QH JH KD KC 9C KS 9S KH 9H 9H TS",
    "TH QC QD JD 9D AC KC 9C AS KS 9S KH",
    "QS QH QD JC JS JH JD AD TD KD TC AH",
]


def test_kreuz_dame_and_announcements_fix_the_parties():
    """Seat 1 (Kontra) knows nothing of the others' parties at first: every Re pair among the
    other three occurs. After seat 3 says kontra, seat 3 never holds a Kreuz Dame and seats 0
    and 2 each hold exactly one in every sample."""
    game = _game(HANDS, 0, [])
    info = PublicInfo(game.view(1))
    assert sorted(info.re_pairs()) == [(0, 2), (0, 3), (2, 3)]
    rng = random.Random(1)
    holders = Counter()
    sampler = DealSampler(info)
    for _ in range(300):
        hands = sampler.sample(rng)
        assert hands[1].count(QC) == 0
        holders[tuple(s for s in range(4) if QC in hands[s])] += 1
    assert set(holders) == {(0, 2), (0, 3), (2, 3)}  # each pair of one QC each
    assert all(n > 60 for n in holders.values())  # about a third each (symmetric at the start)

    game = _game(HANDS, 0, ["3:kontra"])
    info = PublicInfo(game.view(1))
    assert info.re_pairs() == [(0, 2)]
    sampler = DealSampler(info)
    for _ in range(100):
        hands = sampler.sample(rng)
        assert hands[0].count(QC) == 1 and hands[2].count(QC) == 1 and QC not in hands[3]


def test_own_kreuz_dame_places_the_other_with_the_partner():
    """Seat 0 (Re, one Kreuz Dame): once seat 2 plays the other one, seat 2 is the partner and
    seats 1 and 3 hold no Kreuz Dame; before that, exactly one of the other seats holds it."""
    game = _game(HANDS, 0, [])
    info = PublicInfo(game.view(0))
    sampler = DealSampler(info)
    rng = random.Random(2)
    for _ in range(100):
        hands = sampler.sample(rng)
        assert sum(h.count(QC) for h in hands[1:]) == 1
    # Seat 1 leads TH (trump), seat 2 plays its Kreuz Dame, seat 3 QS, seat 0 JC.
    game = _game(HANDS, 0, ["1:TH", "2:QC", "3:QS", "0:JC"])
    info = PublicInfo(game.view(0))
    assert info.known == {0: RE, 2: RE, 1: KONTRA, 3: KONTRA}
    sampler = DealSampler(info)
    for _ in range(50):
        hands = sampler.sample(rng)
        assert all(QC not in h for h in hands[1:])


def test_voids_shown_are_respected():
    """Seat 1 leads Pik König, seat 2 follows, seat 3 has no Pik and trumps with Pik Dame:
    in every deal seat 0 samples afterwards, seat 3 holds no Pik."""
    game = _game(HANDS, 0, ["1:KS", "2:KS", "3:QS", "0:AS"])
    view = game.view(0)
    info = PublicInfo(view)
    assert info.void[3][FOLLOW[CARDS_BY_CODE["AS"].id]]
    pik = {CARDS_BY_CODE[c].id for c in ("AS", "TS", "KS", "9S")}
    sampler = DealSampler(info)
    rng = random.Random(3)
    for _ in range(200):
        hands = sampler.sample(rng)
        assert not pik & set(hands[3])


def test_exact_counting_draws_like_rejection():
    """Both ways of drawing (cheap shuffles with rejection, exact counts) give the same
    distribution: how often each seat holds each card agrees within sampling noise."""
    game = _game(HANDS, 0, ["1:KS", "2:KS", "3:QS", "0:AS", "3:JH", "0:JC", "1:QH", "2:QD"])
    info = PublicInfo(game.view(0))
    model = _PairModel(info, (0, 2))
    assert model.feasible and model.exact_count() > 0
    n = 3000
    rng = random.Random(4)
    by_shuffle, by_count = Counter(), Counter()
    got = 0
    while got < n:
        hands = model.draw_shuffle(rng)
        if hands is None:
            continue
        got += 1
        for s, h in zip(model.others, hands):
            by_shuffle.update((s, k) for k in h)
    for _ in range(n):
        for s, h in zip(model.others, model.draw_exact(rng)):
            by_count.update((s, k) for k in h)
    for key in set(by_shuffle) | set(by_count):
        a, b = by_shuffle[key] / n, by_count[key] / n
        assert abs(a - b) < 0.06, (key, a, b)


def test_an_announcement_is_evidence_of_a_strong_hand():
    """After seat 3 says kontra at the start, seat 3's sampled hands are stronger on average
    than without the call (the call is weighed as evidence)."""
    rng = random.Random(5)
    plain = DealSampler(PublicInfo(_game(HANDS, 0, []).view(1)))
    called = DealSampler(PublicInfo(_game(HANDS, 0, ["3:kontra"]).view(1)))
    without = [hand_strength(plain.sample(rng)[3]) for _ in range(300)]
    with_call = [hand_strength(called.sample(rng)[3]) for _ in range(300)]
    assert sum(with_call) / 300 > sum(without) / 300 + 1.0


def test_samples_do_not_depend_on_hidden_hands():
    """Two deals that differ only in cards seat 0 cannot see (seat 1's Herz Bube and seat 2's
    Karo Bube swapped) give equal views and the same samples for the same generator: the
    sampler reads nothing but the view."""
    log = ["1:KS", "2:KS", "3:QS", "0:AS"]
    twin = list(HANDS)
    twin[1] = HANDS[1].replace("JH", "JD")
    twin[2] = HANDS[2].replace("JD", "JH")
    a, b = _game(HANDS, 0, log).view(0), _game(twin, 0, log).view(0)
    assert a == b
    sa = DealSampler(PublicInfo(a)).samples(20, random.Random(6))
    sb = DealSampler(PublicInfo(b)).samples(20, random.Random(6))
    assert sa == sb
