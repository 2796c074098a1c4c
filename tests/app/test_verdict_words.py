"""The verdict in the UI language (issue 38): singular and plural right, counted by what they
count (points by points, tricks by tricks), the player's own move in the second person in German."""

from __future__ import annotations

import pytest

from dokodesk.app.verdict_words import verdict_text
from dokodesk.coach.field_splits import FieldSplit
from dokodesk.coach.verdict import OwnCards, Verdict


def _verdict(split, own, more=11, fewer=1, pairs=12, cause="partner"):
    return Verdict(pairs, more, fewer, -8, -5.0, cause, split, None if split is None else 3, 0, own, 0)


PARTNER = FieldSplit(9, "1:AD", "1:TC", "partner", pairs=8, better=8, worse=0, mean_points=-5.0)
ONE_GIVEN = OwnCards((), 3, (11,), 8, 12)
TWO_GIVEN = OwnCards(((6, 2.5, 0.6),), 2, (6, 11), 8, 12)


def test_english_counts_points_and_tricks_apart():
    text = verdict_text(_verdict(PARTNER, ONE_GIVEN))
    assert text == ("11 of 12 Re pairs scored more than your -8, 1 less. 8 of them left your line in trick 3: your "
                    "partner played Ace of Diamonds, at their tables the partner played Ten of Clubs; those 8 averaged "
                    "-5.0 (you -8).\nYour own cards: with all hands open, 3 game points given away (trick 11).")
    text = verdict_text(_verdict(PARTNER, TWO_GIVEN))
    assert text.endswith("Your own cards: from what you knew, one mistake cost about 2.5 expected game points "
                         "(±0.6, trick 6); with all hands open, 2 game points given away (tricks 6, 11).")
    one = FieldSplit(9, "1:AD", "1:TC", "partner", pairs=1, better=1, worse=0, mean_points=-5.0)
    assert "1 of them left your line in trick 3" in verdict_text(_verdict(one, None, more=1, fewer=10))
    assert "at their table the partner played" in verdict_text(_verdict(one, None, more=1, fewer=10))


def test_no_praise_below_the_median_and_praise_above_it():
    clean = OwnCards((), 0, (), 8, 12)
    below = _verdict(None, clean, cause="unlogged")  # own -8 below the median -5
    assert verdict_text(below).endswith("Your own cards: neither view found a mistake.")
    above = Verdict(12, 0, 7, -5, -7.0, "top", None, None, 0, clean, 0)
    assert verdict_text(above) == ("Top of the field: none of the 12 Re pairs scored more than your -5 (7 less).\n"
                                   "Your own cards: neither view found a mistake: well played.")


def test_where_more_pairs_left_the_line_than_scored_more_the_sentence_counts_both():
    # seen on the result page: "2 of them left your line in trick 1: ...; those 9 averaged -4.0
    # (you -4)": "those 9" read as the 2 of them. 9 pairs left it there, 2 of them scored more.
    wider = FieldSplit(1, "3:AH", "3:re", "opponent", pairs=9, better=2, worse=3, mean_points=-4.0)
    text = verdict_text(_verdict(wider, None, more=4, fewer=2))
    assert text == ("4 of 12 Re pairs scored more than your -8, 2 less. 2 of them left your line in trick 3: an "
                    "opponent played Ace of Hearts, at their tables the opponent said Re; all 9 pairs that left it "
                    "there averaged -4.0 (you -8).")


def test_german_where_more_pairs_left_the_line_than_scored_more(german):
    wider = FieldSplit(1, "3:AH", "3:re", "opponent", pairs=9, better=2, worse=3, mean_points=-4.0)
    assert ("2 davon verließen deinen Weg in Stich 3: ein Gegner spielte Herz-Ass, an ihren Tischen dagegen: der "
            "Gegner sagte Re an; alle 9 Paare, die ihn dort verließen, holten im Schnitt") in \
        verdict_text(_verdict(wider, None, more=4, fewer=2))


def test_german_second_person_for_your_own_move(german):
    you = FieldSplit(4, "2:TC", "2:9C", "you", pairs=3, better=2, worse=1, mean_points=-1.0)
    text = verdict_text(_verdict(you, ONE_GIVEN, more=2, fewer=9))
    assert "2 davon verließen deinen Weg in Stich 3: du spieltest Kreuz-Zehn, an ihren Tischen dagegen: der " \
           "Spieler auf deinem Platz spielte Kreuz-Neun" in text
    assert text.startswith("2 von 12 Re-Paaren mit mehr Punkten als deine -8, 9 mit weniger.")
    assert text.endswith("Deine eigenen Karten: mit offenen Karten 3 Spielpunkte verschenkt (Stich 11).")


def test_while_all_hands_open_is_still_working_the_own_cards_line_says_so_and_praises_nothing():
    """Issue 37: the first part of the analysis now comes at once after the game; its verdict said
    "neither view found a mistake: well played" beside "Still working: all hands open", and the
    finished page then named a card that gave a game point away."""
    clean = OwnCards((), 0, (), 0, 12)
    above = Verdict(12, 0, 7, -5, -7.0, "top", None, None, 0, clean, 0)
    assert verdict_text(above, open_hands_pending=True).endswith(
        "Your own cards: from what you knew, no mistake; with all hands open: still working.")
    one_mistake = OwnCards(((6, 2.5, 0.6),), 0, (), 0, 12)
    assert verdict_text(_verdict(PARTNER, one_mistake), open_hands_pending=True).endswith(
        "Your own cards: from what you knew, one mistake cost about 2.5 expected game points (±0.6, trick 6); "
        "with all hands open: still working.")


def test_german_while_all_hands_open_is_still_working(german):
    clean = OwnCards((), 0, (), 0, 12)
    above = Verdict(12, 0, 7, -5, -7.0, "top", None, None, 0, clean, 0)
    assert verdict_text(above, open_hands_pending=True).endswith(
        "Deine eigenen Karten: nach dem, was du wissen konntest, kein Fehler; mit offenen Karten: noch in Arbeit.")
