"""The expert's inference from play (dokodesk.bots.inference): the others' cards are evidence,
the weights are reproducible, and nothing hidden is read."""

from __future__ import annotations

import random

from dokodesk.bots.inference import replay_likelihood, weighted_worlds
from dokodesk.bots.sampler import DealSampler, PublicInfo
from dokodesk.bots.search import worlds
from dokodesk.rules import Deal, Game
from dokodesk.rules.cards import CARDS_BY_CODE

# Seat 0 and seat 2 hold a Kreuz Dame (Re); seat 1 and 3 are Kontra. Seat 1 leads (dealer 0).
HANDS = [
    "QC QS JC JS AD TD 9D AC TC AS TS AH",
    "TH QH JH KD KC 9C KS 9S KH 9H 9H TS",
    "TH QC QD JD 9D AC KC 9C AS KS 9S KH",
    "QS QH QD JC JS JH JD AD TD KD TC AH",
]
ASSES = [CARDS_BY_CODE[c].id for c in ("AC", "AS", "AH")]


def _view(log, seat=0, hands=HANDS):
    return Game.replay(Deal.parse(hands, 0), log).view(seat)


def test_leading_a_low_card_makes_asses_in_that_hand_less_likely():
    """Seat 1 opens with Pik König. The modelled player leads a Fehl Ass in the first round
    when it holds one, so worlds where seat 1 holds an Ass weigh less (the truth: none). The
    model gives only a choice it would make most of the probability, and in most worlds
    without an Ass it would not lead Pik König either, so the shift is modest: from about 70 %
    to about 65 % (1800 worlds each way)."""
    view = _view(["1:KS"])
    info = PublicInfo(view)
    rng = random.Random(1)
    uniform = [st for _ in range(30) for st in worlds(info, 60, rng, evidence=False)]
    inferred = []
    for _ in range(30):
        states, weights = weighted_worlds(info, 60, 120, rng)
        inferred += [st for st, w in zip(states, weights) for _ in range(int(w))]
    assert len(inferred) == 1800

    def holds_an_ass(states):
        return sum(any(st.counts[1][a] for a in ASSES) for st in states) / len(states)

    assert holds_an_ass(inferred) < holds_an_ass(uniform) - 0.03, (holds_an_ass(inferred), holds_an_ass(uniform))


def test_a_played_ass_as_the_model_plays_it_costs_nothing():
    """The likelihood of a play the modelled player would make (seat 1 leading its Ass) is the
    largest a choice can get: log(1 - alpha + alpha/n), never below a world where it is not."""
    hands = list(HANDS)
    view = _view([], seat=0)
    info = PublicInfo(view)
    sampler = DealSampler(info)
    rng = random.Random(2)
    for _ in range(20):
        _, ll = replay_likelihood(info, sampler.sample(rng), no_ansage=False)
        assert ll == 0.0  # nothing played yet: nothing to weigh
    assert hands == HANDS


def test_weighted_worlds_are_reproducible_and_sum_to_n():
    view = _view(["1:KS", "2:KS", "3:QS", "0:AS", "3:JH", "0:JC"])
    info = PublicInfo(view)
    a = weighted_worlds(info, 40, 80, random.Random(3))
    b = weighted_worlds(info, 40, 80, random.Random(3))
    assert sum(a[1]) == 40 and all(w >= 1 for w in a[1])
    assert [st.counts for st in a[0]] == [st.counts for st in b[0]] and a[1] == b[1]


def test_inference_does_not_depend_on_hidden_hands():
    """Two deals that differ only in cards seat 0 cannot see (seat 1's Herz Bube and seat 2's
    Karo Bube swapped) give the same weighted worlds for the same generator."""
    log = ["1:KS", "2:KS", "3:QS", "0:AS"]
    twin = list(HANDS)
    twin[1] = HANDS[1].replace("JH", "JD")
    twin[2] = HANDS[2].replace("JD", "JH")
    va, vb = _view(log), _view(log, hands=twin)
    assert va == vb
    a = weighted_worlds(PublicInfo(va), 30, 60, random.Random(4))
    b = weighted_worlds(PublicInfo(vb), 30, 60, random.Random(4))
    assert [st.counts for st in a[0]] == [st.counts for st in b[0]] and a[1] == b[1]
