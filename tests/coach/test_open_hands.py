"""What was possible with all hands open, trick by trick, for a logged game (coach.open_hands)."""

from __future__ import annotations

import json
from pathlib import Path

from dokodesk.bots.solver import state_at_trick
from dokodesk.coach.open_hands import open_hands_review
from dokodesk.rules import Deal, RE

FIXTURE = Path(__file__).parent.parent / "bots" / "fixtures" / "solve-set.json"


def _game(number: int):
    doc = json.loads(FIXTURE.read_text())
    entry = next(d for d in doc["deals"] if d["number"] == number)
    result = entry["results"][0]
    return Deal.parse(entry["hands"], entry["dealer"]), result["log"], result["re_points"]


def _minimax(st) -> int:
    if st.turn < 0:
        return st.re_points()
    values = []
    for c in st.legal_cards():
        st.play_fast(c)
        values.append(_minimax(st))
        st.pop()
    return max(values) if st.parties[st.turn] == RE else min(values)


def test_each_solved_trick_has_the_brute_force_value_and_the_cards_chain_to_the_result():
    deal, log, re_points = _game(2)
    review = open_hands_review(deal, log, budget=30.0, first_trick=8)
    assert review.earliest == 8 and sorted(review.tricks) == list(range(8, 13))
    for trick in (10, 11, 12):
        assert review.value_at(trick) == _minimax(state_at_trick(deal, log, trick))
    for trick, solved in review.tricks.items():
        assert len(solved.cards) == 4 and solved.cards[0].before == solved.re_value
        for a, b in zip(solved.cards, solved.cards[1:]):
            assert a.after == b.before
        for card in solved.cards:
            # a card can keep the value for its party or give some away, never gain
            assert card.loss(deal.parties[card.seat]) >= 0
    # After the last card the value is the game's own result (as the file records it).
    assert review.tricks[12].cards[-1].after == re_points


def test_a_small_budget_stops_at_the_first_trick_that_does_not_fit():
    deal, log, _ = _game(2)
    review = open_hands_review(deal, log, budget=1e-9)
    # Each trick's solve checks the clock only every few thousand nodes: the last tricks fit,
    # the first never does in no time at all; what was solved is a run up to the last trick.
    assert 1 not in review.tricks
    if review.tricks:
        assert sorted(review.tricks) == list(range(review.earliest, 13))
