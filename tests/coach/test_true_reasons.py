"""Issue 28, "Reasons that are false": each reason must be true of the deal the player played.
Positions from the demo set (fixed inputs); the reasons are computed without sampling."""

from __future__ import annotations

from pathlib import Path

import pytest

from dokodesk.coach.analysis import _card_reason, _tricks_of, card_reason, reason_card_name
from dokodesk.dodge.setfile import read_set
from dokodesk.rules import Card, Game

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"
ID = {code: Card.parse(code).id for code in ("AH", "QD", "QH", "JC", "JS", "9S", "KH", "QS", "9D", "TH")}


@pytest.fixture(scope="module")
def demo():
    return read_set(DEMO)


def _position(demo, number, result, event):
    d = demo.deal(number)
    log = d.results[result].log
    game = Game.replay(d.deal, log[:event])
    hands = [[c.id for c in game.hand(s)] for s in range(4)]
    trick, last = _tricks_of(d.deal, log)[event]
    return game.view(game.turn), d.deal.parties, hands, trick, last


def test_ducked_only_when_no_later_opponent_could_beat_the_better_card(demo):
    """Deal 82, result 10, event 30 (the reported case): seat 1 (Kontra) leads Kreuz König,
    seat 2 (Re, no Kreuz) throws Herz Ass, seat 3 (Kontra) takes it with Pik Bube, seat 0 adds
    Kreuz Zehn. Karo Dame would beat every card played, but seat 3, out of Kreuz, held two Herz
    Damen above it: "Karo Dame would have won the trick" is false."""
    view, parties, hands, trick, last = _position(demo, 82, 10, 30)
    assert view.seat == 2 and trick[1] == (2, ID["AH"])
    assert trick[2] == (3, ID["JS"]) and hands[3].count(ID["QH"]) == 2 and parties[3] != parties[2]
    key, details = card_reason(view, ID["AH"], ID["QD"], trick, parties, last, hands)
    assert key == "card" and details == {"card": "Herz Ass", "best": "Karo Dame"}
    # Had seat 3 held no trump above the Karo Dame (its Herz Damen swapped for Pik Neunen),
    # the Karo Dame would have won the trick whatever seat 3 played: then it is "ducked".
    weaker = [list(h) for h in hands]
    weaker[3] = [ID["9S"] if c == ID["QH"] else c for c in weaker[3]]
    assert card_reason(view, ID["AH"], ID["QD"], trick, parties, last, weaker)[0] == "ducked"


def test_a_lead_into_a_void_names_a_known_opponent_never_a_possible_partner(demo):
    """Deal 3, result 6, event 21: seat 3 (Kontra) leads Herz König. Seat 0 has shown it is out
    of Herz and has trumps, but seat 3 does not know seat 0's party, and seat 0 is its partner:
    leading into that void is no mistake to name."""
    view, parties, hands, trick, last = _position(demo, 3, 6, 21)
    assert view.seat == 3 and parties[0] == parties[3] and 0 not in view.facts.known
    assert view.facts.void[0][Card.parse("KH").follows_as] and not view.facts.void[0][0]
    assert _card_reason(view, ID["KH"], ID["QS"])[0] != "lead_into_void"
    # Deal 82, result 10, event 25: seat 2 (Re) leads Herz König; seat 3, a known opponent (seat 0
    # has shown the other Kreuz Dame), trumped Herz before: a known opponent's void is named.
    view, parties, hands, trick, last = _position(demo, 82, 10, 25)
    assert view.facts.known.get(3) == 1 - view.party
    key, details = _card_reason(view, ID["KH"], ID["TH"])
    assert key == "lead_into_void" and details["seat"] == 3


def test_karlchen_is_named_only_in_the_last_trick(demo):
    """Deal 82, result 10, event 13: seat 2 leads Karo Neun in trick 4, the coach's better card
    was the Kreuz Bube; it is no Karlchen there (a Kreuz Bube winning the last trick is)."""
    view, parties, hands, trick, last = _position(demo, 82, 10, 13)
    assert not last
    key, details = card_reason(view, ID["9D"], ID["JC"], trick, parties, last, hands)
    assert details["best"] == "Kreuz Bube"
    assert reason_card_name(ID["JC"]) == "Kreuz Bube"
    assert reason_card_name(ID["JC"], last_trick=True) == "Kreuz Bube (Karlchen)"
