"""The expert's rules against the habits of issue 27, on fixed positions: the search's values
are replaced by given ones (the rules decide on top of them), the expected cards and calls come
from the rules of the game and the rule's definition.

Deck check for the deals below: every kind twice in the four hands."""

from __future__ import annotations

import random
from collections import Counter

from dokodesk.bots.expert import ExpertBot
from dokodesk.rules import Call, Card, Deal, Game
from dokodesk.rules.cards import CARD_CODES

# Seat 0 leads (dealer 3). Seat 0 and seat 1 are Re (a Kreuz Dame each).
HANDS = (
    "QC TH QS QH QD JC JS JH AC TC KC 9C",
    "QC TH QS QH 9D TS AS TS KS 9S AH KH",
    "KS JC JS JH JD KD KD AC TC KC 9C AS",
    "JD AD AD TD TD 9D QD 9S AH KH 9H 9H",
)


def _game(hands=HANDS) -> Game:
    assert Counter(" ".join(hands).split()) == {code: 2 for code in CARD_CODES}
    return Game(Deal.parse(list(hands), 3))


def _with_values(monkeypatch, values: dict[str, float]) -> None:
    """The search answers these values (cards not named: far worse)."""
    def card_values(self, view, rng, legal=None, samples=None):
        legal = legal if legal is not None else sorted({c.id for c in view.legal_cards})
        by_id = {Card.parse(code).id: v for code, v in values.items()}
        return {c: by_id.get(c, -10.0) for c in legal}, 1
    monkeypatch.setattr(ExpertBot, "card_values", card_values)


def _card(game: Game, seat: int) -> str:
    return str(ExpertBot().choose_card(game.view(seat), random.Random(0)).card)


# ---------------------------------------------------------------- Dulle at trick 1
def test_kreuz_ass_before_the_dulle_when_the_search_barely_prefers_the_dulle(monkeypatch):
    _with_values(monkeypatch, {"TH": 1.0, "AC": 0.4, "QC": 0.2})
    assert _card(_game(), 0) == "AC"


def test_dulle_led_when_the_search_prefers_it_by_far(monkeypatch):
    _with_values(monkeypatch, {"TH": 2.5, "AC": 0.4})  # 2.1 game points apart: above the margin
    assert _card(_game(), 0) == "TH"


def test_no_ass_rule_after_trick_one(monkeypatch):
    game = _game()
    for event in ("0:QC", "1:9D", "2:KD", "3:JD"):  # seat 0 takes trick 1 and leads again
        game.apply(event)
    _with_values(monkeypatch, {"TH": 1.0, "AC": 0.9})
    assert _card(game, 0) == "TH"


# ---------------------------------------------------------------- last seat
def _last_seat(first: str) -> Game:
    game = _game()
    for event in (f"0:{first}", "1:9D", "2:KD"):
        game.apply(event)
    return game  # seat 3 (Kontra) plays last a trump: JD, AD, TD, 9D or QD, none beats the Kreuz Dame


def test_no_fuchs_to_a_trick_the_known_re_takes(monkeypatch):
    # Seat 0 showed a Kreuz Dame: Re, an opponent of seat 3. The Karo Neun gives 0 Augen, not 11.
    _with_values(monkeypatch, {"AD": 0.5, "TD": 0.48, "9D": 0.45})
    assert _card(_last_seat("QC"), 3) == "9D"


def test_the_best_low_card_within_the_margin(monkeypatch):
    _with_values(monkeypatch, {"AD": 0.5, "JD": 0.45, "9D": 0.2})
    assert _card(_last_seat("QC"), 3) == "JD"


def test_fuchs_when_the_search_says_so_clearly(monkeypatch):
    _with_values(monkeypatch, {"AD": 0.5, "JD": 0.3, "9D": 0.2})  # 0.2 worse: above the margin
    assert _card(_last_seat("QC"), 3) == "AD"


def test_a_dame_is_no_low_card(monkeypatch):
    # 3 Augen, but a Dame takes later tricks: the search's choice stands.
    _with_values(monkeypatch, {"AD": 0.5, "QD": 0.49})
    assert _card(_last_seat("QC"), 3) == "AD"


def test_no_rule_when_the_holder_is_not_known(monkeypatch):
    # A Karo Dame shows no party: seat 3 may be schmieren to its partner.
    _with_values(monkeypatch, {"AD": 0.5, "9D": 0.49})
    assert _card(_last_seat("QD"), 3) == "AD"


# ---------------------------------------------------------------- announcements
WEAK_RE = (  # seat 0: Re with Kreuz Dame, three small trumps, one Ass: strength 1.5 + 3 + 0.75 = 5.25
    "QC 9D 9D KD AC TC KC 9C TS KS 9S KH",
    "QC TH QS QH QD JC JS JH AC TC KC 9C",
    "TH QS QH QD JC JS JH JD AS TS KS AH",
    "JD AD AD TD TD KD AS 9S AH KH 9H 9H",
)
KONTRA_12_13 = (  # seat 0: Kontra, 6 trumps (3 + 2 + 1.75 + 1.5 + 1 + 1), two Asse, Herz void: 13.25
    "TH QS QH QD JC JS AC TC AS TS KS 9S",
    "QC TH QS QH QD JC JS JH AC TC KC 9C",
    "QC JH JD JD AD TD KD 9D KC 9C AS TS",
    "AD TD KD 9D KS 9S AH AH KH KH 9H 9H",
)


def _calls(monkeypatch, hands, gain: float) -> tuple:
    def call_gains(self, view, rng, levels, samples=None):
        return 0.0, {level: gain for level in levels}
    monkeypatch.setattr(ExpertBot, "call_gains", call_gains)
    return ExpertBot().choose_calls(_game(hands).view(0), random.Random(0)).calls


def test_no_re_with_a_hand_below_strength_9_whatever_the_search_says(monkeypatch):
    assert _calls(monkeypatch, WEAK_RE, 5.0) == ()


def test_kontra_above_the_margin(monkeypatch):
    # 0.5 game points is a win chance of about 56 % (gain 2(2p - 1)), above the 0.4 margin.
    assert _calls(monkeypatch, KONTRA_12_13, 0.5) == (Call.KONTRA,)


def test_no_kontra_below_the_margin(monkeypatch):
    assert _calls(monkeypatch, KONTRA_12_13, 0.3) == ()


def test_re_from_strength_9_when_the_search_says_so(monkeypatch):
    # seat 1 of WEAK_RE: Re (Kreuz Dame); 8 trumps 12.75, Kreuz Ass 0.75, Pik and Herz void 3: 16.5
    def call_gains(self, view, rng, levels, samples=None):
        return 0.0, {level: 1.0 for level in levels}
    monkeypatch.setattr(ExpertBot, "call_gains", call_gains)
    game = _game(WEAK_RE)
    game.apply("0:9C")  # seat 0 leads; seat 1 decides its call before its first card
    assert ExpertBot().choose_calls(game.view(1), random.Random(0)).calls == (Call.RE,)
