"""Every rule of rules.md that decides points, pinned by a fixed game played through `Game`.

The games are written out trick by trick in rules_helpers (GAME_A .. GAME_D) with the winner
and Augen of each trick worked out by hand from rules.md; the expected values below are hand
computations from the rules text ("Who wins", "Game value"), not outputs of the engine.
"""

import pytest

from dokodesk.rules import Call, Game, KONTRA, RE
from dokodesk.rules.scoring import FUCHS_GEFANGEN, KARLCHEN
from rules_helpers import (
    GAME_A_TRICKS, GAME_A_WINNERS, GAME_B_TRICKS, GAME_B_WINNERS, GAME_C_TRICKS, GAME_C_WINNERS,
    GAME_D_TRICKS, GAME_D_WINNERS, scripted,
)


def played(tricks, dealer, calls=()):
    """The scripted game, with `calls` ((seat, Call), ...) made before the first card."""
    deal, log = scripted(tricks, dealer)
    game = Game(deal)
    for seat, call in calls:
        game.announce(seat, call)
    for token in log:
        game.apply(token)
    assert game.is_over
    return game


def lines(game, party):
    return sorted(line.key for line in game.value().lines if line.party == party for _ in range(line.points))


def test_game_a_trick_winners_fuchs_caught_both_ways_and_no_karlchen():
    game = played(GAME_A_TRICKS, dealer=3)
    assert [t.winner for t in game.tricks] == GAME_A_WINNERS
    assert [t.augen for t in game.tricks] == [19, 31, 19, 31, 19, 15, 17, 18, 8, 12, 33, 18]
    assert (game.augen(RE), game.augen(KONTRA)) == (160, 80)
    # Trick 11: Re takes Kontra's Fuchs; trick 12: Kontra takes Re's. Both Kreuz Buben lie in
    # the last trick, but a Karo Dame wins it: no Karlchen.
    assert game.summary().specials == ((RE, FUCHS_GEFANGEN), (KONTRA, FUCHS_GEFANGEN))
    assert lines(game, RE) == sorted(["won", "under_90", FUCHS_GEFANGEN])
    assert lines(game, KONTRA) == [FUCHS_GEFANGEN]
    assert game.value().re_points == 2  # 1 won + 1 under 90 + 1 Fuchs - 1 Fuchs


def test_game_b_karlchen_won_by_the_first_kreuz_bube_and_own_fuchs_kept():
    game = played(GAME_B_TRICKS, dealer=3)
    assert [t.winner for t in game.tricks] == GAME_B_WINNERS
    last = game.tricks[-1]
    assert str(last.winning_card) == "JC" and last.winner == 0  # the first of the two wins
    assert (game.augen(RE), game.augen(KONTRA)) == (177, 63)
    # Re's Fuchs (seat 2) taken by Re (seat 0) is no Fuchs gefangen; Kontra's in trick 11 is.
    assert game.summary().specials == ((RE, FUCHS_GEFANGEN), (RE, KARLCHEN))
    assert game.value().re_points == 4  # won, under 90, Fuchs, Karlchen


def test_game_c_a_kreuz_bube_merely_in_the_last_trick_and_own_fuchse_score_nothing():
    game = played(GAME_C_TRICKS, dealer=3)
    assert [t.winner for t in game.tricks] == GAME_C_WINNERS
    assert str(game.tricks[-1].winning_card) == "QS"
    assert game.summary().specials == ()


@pytest.mark.parametrize("calls, winner, value", [
    ((), KONTRA, -2),  # Re needs 121: Kontra wins, 1 + gegen die Kreuz-Damen (example 11)
    (((0, Call.RE),), KONTRA, -4),  # Re needs 121 still: 1 + 2 Re said + 1 gegen die Kreuz-Damen
    (((1, Call.KONTRA),), RE, 3),  # only Kontra said: Re needs 120, wins, 1 + 2 Kontra said (ex. 12)
    (((0, Call.RE), (1, Call.KONTRA)), KONTRA, -6),  # both said: as with none, 1 + 2 + 2 + 1
    (((1, Call.KONTRA), (2, Call.RE)), KONTRA, -6),  # the order of the calls does not matter
])
def test_120_to_120(calls, winner, value):
    game = played(GAME_C_TRICKS, dealer=3, calls=calls)
    assert (game.augen(RE), game.augen(KONTRA)) == (120, 120)
    assert game.tricks_won(RE) == game.tricks_won(KONTRA) == 6
    assert game.value().winner == winner
    assert game.value().re_points == value


def test_schwarz_is_by_tricks_a_trick_of_four_nines_counts():
    game = played(GAME_D_TRICKS, dealer=0)
    assert [t.winner for t in game.tricks] == GAME_D_WINNERS
    assert game.tricks[0].augen == 0 and game.tricks[0].winner == 1  # the first Kreuz Neun wins
    assert (game.augen(RE), game.augen(KONTRA)) == (240, 0)
    assert (game.tricks_won(RE), game.tricks_won(KONTRA)) == (11, 1)
    # Kontra has no Augen but a trick: under 90, 60, 30, and no "schwarz".
    assert lines(game, RE) == sorted(["won", "under_90", "under_60", "under_30"])
    assert game.value().re_points == 4


def test_said_schwarz_fails_on_a_trick_of_four_nines():
    # Re says schwarz (jumping from nothing, 12 cards): it must take every trick. Kontra's one
    # trick is enough against schwarz (rules.md example 16): Kontra wins 1 + 2 Re said + 4
    # Absagen + 1 gegen die Kreuz-Damen = 8.
    game = played(GAME_D_TRICKS, dealer=0, calls=((0, Call.SCHWARZ),))
    assert game.levels == (5, 0)
    assert game.value().winner == KONTRA
    assert game.value().re_points == -8


def test_no_winner():
    # Re up to keine 60 needs 181, has 160; Kontra's own keine 90 needs 151, it has 80. Without a
    # winner only these count: Re kept Kontra under 90 (+1) and reached 120 against keine 90
    # (+1); each side's Fuchs gefangen (+1 each). Kontra reached neither 120 nor 90 against Re's.
    game = played(GAME_A_TRICKS, dealer=3, calls=((0, Call.NO_60), (1, Call.NO_90)))
    assert game.levels == (3, 2)
    value = game.value()
    assert value.winner is None
    assert lines(game, RE) == sorted(["under_90", "reached_120", FUCHS_GEFANGEN])
    assert lines(game, KONTRA) == [FUCHS_GEFANGEN]
    assert value.re_points == 2


def test_doppelkopf_from_40_augen():
    # Game D as it is: its richest trick (2: AC TH AC JD) has 34 Augen, no Doppelkopf. With
    # seat 0's Karo Zehn and Karo Bube swapped between tricks 2 and 3, trick 2 has
    # 11 + 10 + 11 + 10 = 42 Augen and Re, taking it, earns a Doppelkopf.
    plain = played(GAME_D_TRICKS, dealer=0)
    assert max(t.augen for t in plain.tricks) == 34 and "doppelkopf" not in lines(plain, RE)
    tricks = list(GAME_D_TRICKS)
    tricks[1], tricks[2] = "1:AC 2:TH 3:AC 0:TD", "2:QC 3:9D 0:JD 1:9D"
    game = played(tricks, dealer=0)
    assert game.tricks[1].augen == 42 and game.tricks[1].winner == 2
    assert lines(game, RE) == sorted(["won", "under_90", "under_60", "under_30", "doppelkopf"])
    assert game.value().re_points == 5


def test_doppelkopf_at_exactly_40_augen():
    # Game D with four Zehnen in trick 2: seat 1 leads TC, seat 2 (no Kreuz) trumps with TH,
    # seat 3 follows TC, seat 0 (no Kreuz) gives TD: 10 + 10 + 10 + 10 = 40, the Dulle wins.
    # The Asse the Kontra seats kept go into trick 5 (they have no trumps then); seat 0's Karo
    # Bube into trick 3.
    tricks = list(GAME_D_TRICKS)
    tricks[1] = "1:TC 2:TH 3:TC 0:TD"  # 2  seat 2 (Re) 40
    tricks[2] = "2:QC 3:9D 0:JD 1:9D"  # 3  seat 2 (Re) 3 + 0 + 2 + 0 = 5
    tricks[4] = "2:QH 3:AC 0:JH 1:AC"  # 5  seat 2 (Re) 3 + 11 + 2 + 11 = 27
    game = played(tricks, dealer=0)
    assert [t.winner for t in game.tricks] == GAME_D_WINNERS
    assert [t.augen for t in game.tricks][1:5] == [40, 5, 22, 27]
    assert (game.augen(RE), game.augen(KONTRA)) == (240, 0)
    assert lines(game, RE) == sorted(["won", "under_90", "under_60", "under_30", "doppelkopf"])
    assert game.value().re_points == 5


def test_no_doppelkopf_at_37_augen():
    # Three Asse and a König (the only way to 37 Augen): trick 10 is seat 0's Fuchs, seat 1's AH (no trumps), seat 2's Fuchs (the second Karo Ass
    # does not beat the first), seat 3's KH: 11 + 11 + 11 + 4 = 37, no Doppelkopf. Both Füchse
    # stay with Re (their own party): nothing caught. Seat 0's QS and seat 2's JD, freed, go to
    # tricks 4 and 11, seat 3's AH to trick 11.
    tricks = list(GAME_D_TRICKS)
    tricks[3] = "2:QS 3:KD 0:QS 1:KD"  # 4  seat 2 (the first Pik Dame) 3 + 4 + 3 + 4 = 14
    tricks[9] = "0:AD 1:AH 2:AD 3:KH"  # 10 seat 0 (Re) 37
    tricks[10] = "0:QC 1:KH 2:JD 3:AH"  # 11 seat 0 (Re) 3 + 4 + 2 + 11 = 20
    game = played(tricks, dealer=0)
    assert [t.winner for t in game.tricks] == GAME_D_WINNERS
    assert [t.augen for t in game.tricks][9:11] == [37, 20] and game.tricks[3].augen == 14
    assert game.summary().specials == ()
    assert lines(game, RE) == sorted(["won", "under_90", "under_60", "under_30"])
    assert game.value().re_points == 4


def test_exactly_120_against_keine_90():
    # Game C, 120:120. Re says keine 90 (with Re, before the first card): Re needs 151 and fails;
    # Kontra needs 90 against it and has 120. Kontra: won 1, Re said 2, keine 90 (Re) 1,
    # 120 gegen keine 90 1, gegen die Kreuz-Damen 1 = 6.
    game = played(GAME_C_TRICKS, dealer=3, calls=((0, Call.NO_90),))
    assert game.levels == (2, 0) and (game.augen(RE), game.augen(KONTRA)) == (120, 120)
    assert game.value().winner == KONTRA
    assert lines(game, KONTRA) == sorted(["won", "re", "re", "absage_re_90", "reached_120", "gegen_die_alten"])
    assert lines(game, RE) == []
    assert game.value().re_points == -6
    # The other way round: Kontra says keine 90, Re has exactly 120: won 1, Kontra said 2,
    # keine 90 (Kontra) 1, 120 gegen keine 90 1 = 5 (no "gegen die Kreuz-Damen" for Re).
    game = played(GAME_C_TRICKS, dealer=3, calls=((1, Call.NO_90),))
    assert game.value().winner == RE
    assert lines(game, RE) == sorted(["won", "kontra", "kontra", "absage_kontra_90", "reached_120"])
    assert game.value().re_points == 5


# Game E: game A with seat 1's Herz König and Neun swapped between tricks 5 and 6, and seat 3's
# Karo König and Zehn between tricks 10 and 11; the winners stay, 10 Augen go over to Kontra.
GAME_E_TRICKS = GAME_A_TRICKS[:4] + [
    "0:AH 1:9H 2:9H 3:KH",  # 5  seat 0 (Re)     11 + 0 + 0 + 4 = 15
    "0:AH 1:KH 2:9D 3:KD",  # 6  seat 3 (Kontra) 11 + 4 + 0 + 4 = 19: seats 2, 3 have no Herz
] + GAME_A_TRICKS[6:9] + [
    "0:QD 1:QH 2:JS 3:TD",  # 10 seat 1 (Kontra) 3 + 3 + 2 + 10 = 18: Herz Dame highest
    "1:AD 2:TD 3:KD 0:JH",  # 11 seat 0 (Re)     11 + 10 + 4 + 2 = 27: Re catches Kontra's Fuchs
] + GAME_A_TRICKS[11:]
# Kontra: 19 + 17 + 18 + 18 + 18 = 90; Re: 19 + 31 + 19 + 31 + 15 + 8 + 27 = 150.


def test_exactly_90_against_keine_90():
    game = played(GAME_E_TRICKS, dealer=3)
    assert [t.winner for t in game.tricks] == GAME_A_WINNERS
    assert [t.augen for t in game.tricks] == [19, 31, 19, 31, 15, 19, 17, 18, 8, 18, 27, 18]
    assert (game.augen(RE), game.augen(KONTRA)) == (150, 90)
    # Without calls Re wins with 150, and 90 is not "unter 90": won 1, Füchse 1 each.
    assert lines(game, RE) == sorted(["won", FUCHS_GEFANGEN]) and lines(game, KONTRA) == [FUCHS_GEFANGEN]
    # Re says keine 90: it needs 151 and has 150; Kontra needs 90 and has exactly 90, so Kontra
    # wins: won 1, Re said 2, keine 90 (Re) 1, gegen die Kreuz-Damen 1, its Fuchs 1 = 6 against
    # Re's Fuchs 1 (90 is no "120 gegen keine 90").
    game = played(GAME_E_TRICKS, dealer=3, calls=((0, Call.NO_90),))
    assert game.value().winner == KONTRA
    assert lines(game, KONTRA) == sorted(["won", "re", "re", "absage_re_90", "gegen_die_alten", FUCHS_GEFANGEN])
    assert lines(game, RE) == [FUCHS_GEFANGEN]
    assert game.value().re_points == -5
