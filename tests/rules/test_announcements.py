"""Ansagen and Absagen as rules.md describes them, played out on real games."""

import random

import pytest

from dokodesk.rules import RULES_40, Call, Game, IllegalAnnouncementError, KONTRA, RE
from rules_helpers import FIXED_DEAL, play_out, play_until, random_deal

LEVEL_CALLS = [Call.RE, Call.NO_90, Call.NO_60, Call.NO_30, Call.SCHWARZ]


def game(names=("Anna", "Ben", "Cem", "Dora")):
    return Game(FIXED_DEAL, names)  # Re: seats 0 and 2; Kontra: 1 and 3; seat 0 leads


def refused(g, seat, call):
    with pytest.raises(IllegalAnnouncementError) as info:
        g.announce(seat, call)
    return info.value


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_deadline_per_level_12_cards(level):
    g = game()
    for lower in LEVEL_CALLS[:level - 1]:
        g.announce(0, lower)
    play_until(g, 0, 12 - level)
    assert g.can_announce(0, LEVEL_CALLS[level - 1])
    play_until(g, 0, 12 - level - 1)
    error = refused(g, 0, LEVEL_CALLS[level - 1])
    assert error.reason == "deadline_passed"
    assert error.details["needed"] == 12 - level


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_deadline_per_level_10_cards(level):
    deal = random_deal(random.Random(level), RULES_40)
    seat = deal.re_seats[0]
    g = Game(deal)
    for lower in LEVEL_CALLS[:level - 1]:
        g.announce(seat, lower)
    play_until(g, seat, 10 - level)
    assert g.can_announce(seat, LEVEL_CALLS[level - 1])
    play_until(g, seat, 10 - level - 1)
    assert not g.can_announce(seat, LEVEL_CALLS[level - 1])


def test_message_names_the_player_and_the_count():
    g = game()
    g.announce(0, Call.RE)
    play_until(g, 0, 9)
    error = refused(g, 0, Call.NO_90)
    assert str(error) == "keine 90 needs at least 10 cards in hand; Anna has 9"


def test_jump_counts_the_levels_jumped_over():
    g = game()
    play_until(g, 0, 11)
    g.announce(0, Call.NO_60)  # without Re and keine 90
    assert g.levels[RE] == 3
    play_out(g)
    keys = [line.key for line in g.value().lines]
    assert "re" in keys and "absage_re_90" in keys and "absage_re_60" in keys


def test_jump_needs_the_deadline_of_the_lowest_level_not_made():
    g = game()
    play_until(g, 0, 10)
    error = refused(g, 0, Call.NO_90)  # keine 90's own deadline (10) is met, Re's (11) is not
    assert error.reason == "deadline_passed"
    assert "jumps over Re" in str(error)
    g2 = game()
    g2.announce(0, Call.RE)
    play_until(g2, 0, 10)
    g2.announce(0, Call.NO_60)  # jumps keine 90 whose deadline (10) still holds
    assert g2.levels[RE] == 3
    play_until(g2, 0, 9)
    assert g2.can_announce(0, Call.NO_30)  # keine 30 needs 8: its own deadline, untouched by the jump
    play_until(g2, 0, 7)
    assert refused(g2, 0, Call.SCHWARZ).reason == "deadline_passed"  # schwarz needs 7? no: keine 30 (8) first

def test_passed_level_cannot_be_made_up_later():
    g = game()
    g.announce(0, Call.RE)
    play_until(g, 0, 9)  # keine 90's deadline (10) has passed
    assert not g.can_announce(0, Call.NO_90)
    assert not g.can_announce(0, Call.NO_60)  # a jump needs keine 90's deadline too


def test_partner_makes_the_next_level_by_own_card_count():
    # Trick 3 of this game is led by seat 2: seats 2, 3, 0, 1 play in that order.
    g = game()
    g.announce(3, Call.KONTRA)
    play_until(g, 3, 9)  # Dora (seat 3) holds 9, her partner Ben (seat 1) still 10
    assert g.cards_in_hand(1) == 10
    assert not g.can_announce(3, Call.NO_90)
    g.announce(1, Call.NO_90)
    assert g.levels[KONTRA] == 2


def test_nobody_announces_for_the_other_party():
    g = game()
    assert refused(g, 1, Call.RE).reason == "wrong_party"
    assert refused(g, 0, Call.KONTRA).reason == "wrong_party"
    # An Absage is always for the caller's own party.
    g.announce(1, Call.NO_90)
    assert g.levels[KONTRA] == 2 and g.levels[RE] == 0


def test_repeated_calls_are_refused_as_pointless():
    g = game()
    g.announce(0, Call.RE)
    assert refused(g, 2, Call.RE).reason == "already_made"
    g.announce(0, Call.NO_60)
    assert refused(g, 0, Call.NO_90).reason == "already_made"
    assert refused(g, 2, Call.NO_60).reason == "already_made"


def test_erwiderung_one_card_fewer_after_re():
    g = game()
    g.announce(0, Call.RE)
    play_until(g, 1, 10)
    assert g.can_announce(1, Call.KONTRA)
    assert [a.call for a in g.allowed_calls(1)] == [Call.KONTRA]  # nothing higher
    assert not g.can_announce(1, Call.NO_90)
    play_until(g, 1, 9)
    error = refused(g, 1, Call.KONTRA)
    assert error.reason == "reply_too_late"
    assert error.details["needed"] == 10


def test_erwiderung_window_follows_the_highest_level_of_the_other_party():
    g = game()
    g.announce(0, Call.RE)
    g.announce(0, Call.NO_60)  # Re up to keine 60 (deadline 9): Kontra may reply with 8
    play_until(g, 1, 8)
    assert g.can_announce(1, Call.KONTRA)
    play_until(g, 1, 7)
    assert not g.can_announce(1, Call.KONTRA)


def test_new_absage_reopens_the_reply_window():
    g = game()
    g.announce(3, Call.KONTRA)
    play_until(g, 2, 9)  # Cem (Re) has played his 3rd card; Dora (Kontra) has not
    assert g.cards_in_hand(3) == 10
    assert refused(g, 2, Call.RE).reason == "reply_too_late"  # Kontra's deadline 11, so 10 needed
    g.announce(3, Call.NO_90)  # keine 90 (deadline 10): Re may now reply with 9
    assert g.can_announce(2, Call.RE)
    assert g.announce(2, Call.RE).late_reply


def test_no_absage_after_a_late_reply():
    g = game()
    g.announce(0, Call.RE)
    play_until(g, 1, 10)
    made = g.announce(1, Call.KONTRA)
    assert made.late_reply
    # Seat 3 still holds 10 cards, enough for keine 90 in itself, but the party replied late.
    assert g.cards_in_hand(3) >= 10
    error = refused(g, 3, Call.NO_90)
    assert error.reason == "absage_after_late_reply"
    assert refused(g, 1, Call.NO_90).reason == "absage_after_late_reply"


def test_a_reply_in_time_is_an_ordinary_ansage():
    g = game()
    g.announce(0, Call.RE)
    made = g.announce(1, Call.KONTRA)  # 12 cards: in time
    assert not made.late_reply
    play_until(g, 1, 10)
    g.announce(1, Call.NO_90)
    assert g.levels[KONTRA] == 2


def test_announcing_early_moves_no_later_deadline():
    g = game()
    g.announce(0, Call.RE)
    g.announce(0, Call.NO_90)
    play_until(g, 0, 9)
    assert g.can_announce(0, Call.NO_60)  # still 9 cards, keine 60's own deadline
    play_until(g, 0, 8)
    assert not g.can_announce(0, Call.NO_60)


def test_allowed_calls_carry_their_deadline():
    g = game()
    allowed = g.allowed_calls(0)
    assert [a.call for a in allowed] == LEVEL_CALLS
    assert all(a.min_cards == 11 and a.until_card(12) == 2 for a in allowed)
    g.announce(0, Call.RE)
    play_until(g, 0, 11)
    nxt = g.allowed_calls(0)[0]
    assert nxt.call == Call.NO_90 and nxt.min_cards == 10 and nxt.until_card(12) == 3


def test_calls_any_moment_not_only_on_turn():
    g = game()
    assert g.turn == 0
    g.announce(3, Call.KONTRA)  # seat 3 is not on turn
    assert g.levels[KONTRA] == 1


def test_no_call_after_the_game():
    g = game()
    play_out(g)
    assert refused(g, 0, Call.RE).reason == "game_over"
    assert g.allowed_calls(0) == []


def test_allowed_calls_are_exactly_the_calls_the_engine_accepts():
    import random as _random

    from rules_helpers import random_deal as _deal

    rng = _random.Random(17)
    for _ in range(60):
        g = Game(_deal(rng))
        while not g.is_over:
            for seat in range(4):
                party = g.parties[seat]
                accepted = [c for c in Call if g.can_announce(seat, c)]
                assert [a.call for a in g.allowed_calls(seat)] == [
                    Call.for_level(party, lvl) for lvl in range(1, 6) if Call.for_level(party, lvl) in accepted]
            if rng.random() < 0.15:
                seat = rng.randrange(4)
                if g.allowed_calls(seat):
                    g.announce(seat, rng.choice(g.allowed_calls(seat)).call)
                    continue
            g.play(g.turn, rng.choice(g.legal_cards(g.turn)))
