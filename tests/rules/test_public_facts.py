"""One source of what a seat can know (`view.facts`): voids shown and forced by counting, Kreuz
Damen shown, parties, pinned on a hand-built game; and every reader (the bots' knowledge, the
expert's sampler, the coach, the table's `known_parties`) sees those same facts."""

from __future__ import annotations

from dokodesk.bots.knowledge import Knowledge
from dokodesk.bots.sampler import PublicInfo
from dokodesk.coach.analysis import _card_reason
from dokodesk.rules import Card, Deal, Game, KONTRA, RE

TRUMP, KREUZ, PIK, HERZ = range(4)

# Re: seats 0 and 2 (a Kreuz Dame each). Seat 3 holds a single trump (9D), so it shows a trump
# void in the second trick. The Herz cards: AH 0 and 3, KH 1 and 3, 9H 2 and 3.
DEAL = Deal.parse([
    "QC TH QS QH JC JH AD KD 9D AC AS AH",
    "QD JS JD JD AD TD TD KD TC KC 9C KH",
    "QC TH QS QH QD JC JS JH TS KS 9S 9H",
    "9D AC TC KC 9C AS TS KS 9S AH KH 9H",
], dealer=3)  # seat 0 leads
TRICKS = [
    "0:9D", "1:KD", "2:JH", "3:9D",  # trumps; JH wins: seat 2
    "2:JS", "3:9C", "0:KD", "1:JD",  # trump led, seat 3 throws 9C: no trump left. JS wins: seat 2
    "2:9H", "3:AH", "0:AH", "1:KH",  # Herz; the first AH wins: seat 3
]


def _view(seat: int, events=TRICKS):
    return Game.replay(DEAL, events).view(seat)


def test_voids_shown_by_not_following():
    facts = _view(0).facts
    # Only seat 3 failed to follow (trump, in the second trick); everyone followed Herz.
    assert facts.shown_void == ((False,) * 4, (False,) * 4, (False,) * 4, (True, False, False, False))
    assert facts.suit_led == (2, 0, 0, 1)
    # Seat 0 still sees 2 Herz with others (seat 3's KH and 9H): no Herz void forced.
    assert facts.unseen_follow[HERZ] == 2 and not facts.exhausted[HERZ]
    # Trumps unseen by seat 0: 26 - 7 played - 7 in its hand = 12 (seats 1 and 2 hold 6 each).
    assert facts.unseen_follow[TRUMP] == 12


def test_a_suit_counted_out_makes_every_other_seat_void():
    facts = _view(3).facts
    # Seat 3 holds KH 9H; the other four Herz are played: nobody else has Herz.
    assert facts.unseen_follow[HERZ] == 0 and facts.exhausted == (False, False, False, True)
    assert [facts.void[s][HERZ] for s in range(4)] == [True, True, True, False]
    assert not any(facts.shown_void[s][HERZ] for s in range(4))
    # The own seat is void only by what it showed (trump here).
    assert facts.void[3] == (True, False, False, False)


def test_parties_from_a_trump_void_without_kreuz_dame():
    # After trick 1 seat 1 (Kontra) knows only itself.
    assert _view(1, TRICKS[:4]).facts.known == {1: KONTRA}
    facts = _view(1).facts
    # Seat 3 has no trump and showed no Kreuz Dame: it holds none, so it is Kontra; with
    # seat 1 that makes both Kontra seats, so 0 and 2 are Re.
    assert facts.known == {0: RE, 1: KONTRA, 2: RE, 3: KONTRA}
    assert facts.partner() == 3
    # What the table says openly (no Kreuz Dame played, no announcement): only the own party.
    assert facts.shown_parties == {1: KONTRA}
    # Seat 0 (Re) learns seat 3 is Kontra, but not who its partner is.
    assert _view(0).facts.known == {0: RE, 3: KONTRA}
    assert _view(0).partner() is None


def test_kreuz_dame_and_announcements():
    events = TRICKS + ["3:KH", "0:QC"]  # seat 0, out of Herz, trumps with its Kreuz Dame
    facts = _view(1, events).facts
    assert facts.shown_qc == (True, False, False, False)
    assert facts.shown_parties == {1: KONTRA, 0: RE}
    facts = _view(2, events).facts  # seat 2 (Re) now knows its partner
    assert facts.known == {0: RE, 1: KONTRA, 2: RE, 3: KONTRA} and facts.partner() == 0
    # An announcement: seat 1 says Kontra before its first card; seat 2 knows it at once.
    facts = Game.replay(DEAL, ["1:kontra"]).view(2).facts
    assert facts.known == {1: KONTRA, 2: RE} == facts.shown_parties


def test_every_reader_sees_the_same_facts():
    view = _view(3)
    facts = view.facts
    assert view.facts is facts  # computed once, kept on the view
    k, info = Knowledge(view), PublicInfo(view)
    assert k.void is facts.void and info.void is facts.void
    assert k.known is facts.known and info.known is facts.known
    assert k.unseen is facts.unseen and info.unseen is facts.unseen
    assert view.known_parties() == facts.known and view.known_parties() is not facts.known


def test_coach_names_a_lead_into_a_void_known_by_counting():
    # Seat 3 won the Herz trick and leads KH: the other seats are void in Herz by counting (not
    # by showing it), and seat 0 or 2 may be an opponent with trumps.
    view = _view(3)
    kh, as_ = Card.parse("KH").id, Card.parse("AS").id
    key, details = _card_reason(view, kh, as_)
    assert key == "lead_into_void" and details["seat"] == 0
