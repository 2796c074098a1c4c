"""Issue 20, section 3: what the field's pairs did at the player's positions."""

from __future__ import annotations

import pytest

from dokodesk.coach.field import FieldChoice, field_at_decisions
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Game


def _legal_game(deal, choose):
    """A full legal game, `choose(game, legal)` picking each card."""
    game = Game(deal)
    while not game.is_over:
        s = game.turn
        c = choose(game, game.legal_cards(s))
        game.apply(f"{s}:{c.code}")
    return game


def test_field_pairs_at_the_same_position_grouped_by_their_card():
    deal = generate_deals(1, "field-choices")[0]
    me = deal.leader  # the player leads the first trick: every field game is at that position
    mine = _legal_game(deal, lambda g, legal: legal[0])
    other = _legal_game(deal, lambda g, legal: legal[-1])
    # Field: two games exactly like mine (+4 and +2 Re points), one unlike it from the first card
    # (-6), one without a log (counts in the field, reaches no position).
    field = [(mine.log, 4), (mine.log, 2), (other.log, -6), (None, 0)]
    sign = 1 if deal.parties[me] == 0 else -1
    at = field_at_decisions(deal, mine.log, me, field)
    first = at[0]
    assert (first.reached, first.field) == (3, 4)
    # Two pairs played my first card (average (4 + 2) / 2 = 3 for Re), one the other (-6 for Re).
    assert first.choices[0] == FieldChoice(mine.log[0][2:], 2, sign * 3.0)
    assert first.choices[1] == FieldChoice(other.log[0][2:], 1, sign * -6.0)
    # At my second card only the two identical games are still at my position, and both played it.
    second_index = [i for i, t in enumerate(mine.log) if t.startswith(f"{me}:")][1]
    second = at[second_index]
    assert second.reached == 2 and [(c.card, c.pairs) for c in second.choices] == [(mine.log[second_index][2:], 2)]
    # Positions that no field game reached are left out.
    lonely = field_at_decisions(deal, mine.log, me, [(other.log, 1)])
    assert list(lonely) == [0]


def test_the_field_s_cards_are_freed_a_slice_at_a_time(monkeypatch):
    """Issue 30, point 8: the worker's (seat, card) pairs of 100,000 field games, freed at once
    when the function returned, held the window for 130 ms."""
    from dokodesk.coach import field as field_module

    deal = generate_deals(1, "field-choices")[0]
    mine = _legal_game(deal, lambda g, legal: legal[0])
    freed = []
    real = field_module._free_in_slices
    monkeypatch.setattr(field_module, "FREE_SLICE", 2)
    monkeypatch.setattr(field_module, "_free_in_slices", lambda items: (freed.append(len(items)), real(items)))
    at = field_at_decisions(deal, mine.log, deal.leader, [(mine.log, 4)] * 5 + [(None, 0)])
    assert at and freed == [6]
    items = list(range(7))
    real(items)
    assert items == []


def test_a_pair_that_reached_the_same_hand_and_trick_by_other_earlier_cards_counts():
    """Issue 28, item 8: a Dodge player compares with the pairs who held the same cards at the
    same point of the same trick, whatever the others played before. Among random legal games of
    one deal, find one that differs from mine before one of my cards but leaves me the same hand
    and the same trick so far there (worked out from the logs: my cards played so far as a
    multiset, and the cards of the running trick)."""
    import random

    deal = generate_deals(1, "field-transposed")[0]
    me = deal.leader
    rng = random.Random(11)
    mine = _legal_game(deal, lambda g, legal: legal[0])
    own = [(int(t[0]), t[2:]) for t in mine.log]
    for _ in range(400):
        other = _legal_game(deal, lambda g, legal: rng.choice(legal))
        cards = [(int(t[0]), t[2:]) for t in other.log]
        for n, (s, _) in enumerate(own):
            if s != me or cards[n][0] != me or cards[:n] == own[:n]:
                continue
            same_hand = sorted(c for s2, c in own[:n] if s2 == me) == sorted(c for s2, c in cards[:n] if s2 == me)
            if same_hand and own[n - n % 4:n] == cards[n - n % 4:n]:
                at = field_at_decisions(deal, mine.log, me, [(other.log, 5)])
                sign = 1 if deal.parties[me] == 0 else -1
                assert at[n].reached == 1 and at[n].choices == (FieldChoice(cards[n][1], 1, sign * 5.0),)
                return
    raise AssertionError("no transposed game found")


def test_a_field_logs_cards_are_read_with_each_event_parsed_once_and_a_bad_one_still_refused():
    """coach.field._cards looks each event up instead of parsing it (100,000 field games were 4.8
    million parses): the cards come out the same the second time, a call is no card, and an event
    that is neither is refused every time."""
    from dokodesk.coach.field import _cards
    from dokodesk.rules import LogError

    log = ["0:QC", "1:re", "2:9S", "3:kontra"]
    assert _cards(log) == [(0, "QC"), (2, "9S")]
    assert _cards(log) == [(0, "QC"), (2, "9S")]
    for _ in range(2):
        with pytest.raises(LogError):
            _cards(["0:QC", "2:XX"])
