"""Issue 28: a decision played out on the real deal ("on this deal"), the alternative against
the choice made, both continued by bots on common seeds."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dokodesk.bots import StrongBot, play_game
from dokodesk.coach.on_this_deal import (bot_kind, decision_kind, gain_on_deal, play_out, score_gain,
                                         table_kinds, what_changed)
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Call, Card, Deal, Game, PlayerView, parse_event
from dokodesk.rules.cards import CARDS_BY_CODE

# Re: seats 0 and 2 (a Kreuz Dame each); Kontra: seats 1 and 3. Seat 0 leads (dealer 3).
HANDS = ["TH TH QC QS QS QH QH QD QD JC JC 9S",
         "9D 9S 9H AC TC KC 9C AS TS KS AH KH",
         "QC AD AD KS 9C AC TC KC AS TS AH KH",
         "JS JS JH JH JD JD TD TD KD KD 9D 9H"]
# Seat 0 leads trumps and takes tricks 1-10 (no trick of 40 Augen; the Füchse are Re's own).
TRICKS = ["TH 9D QC JS", "TH AC AD JS", "QC TC AD JH", "QS KC AC JH", "QS 9C TC JD",
          "QH AS KC JD", "QH TS AS TD", "QD KS TS TD", "QD AH AH KD", "JC KH KH KD"]
# Trick 11: seat 0 leads Pik Neun, seat 1 follows with Pik Neun, seat 2 with Pik König.
LOG = [f"{s}:{c}" for t in TRICKS for s, c in enumerate(t.split())] + ["0:9S", "1:9S", "2:KS"]
DECISION = len(LOG)  # seat 3's card of trick 11: Herz Neun (ducks) or Karo Neun (ruffs)


def _deal() -> Deal:
    return Deal([[CARDS_BY_CODE[c] for c in h.split()] for h in HANDS], 3)


def _logged_game() -> list[str]:
    return LOG + ["3:9H", "2:9C", "3:9D", "0:JC", "1:9H"]


def test_the_position_is_as_designed():
    game = Game.replay(_deal(), LOG)
    assert game.turn == 3 and game.deal.parties == (0, 1, 0, 1)
    assert sorted(c.code for c in game.legal_cards(3)) == ["9D", "9H"]
    assert all(t.winner == 0 for t in game.tricks)
    assert game.allowed_calls(3) == []


def test_ruffing_the_last_but_one_trick_saves_schwarz():
    """Ducking with Herz Neun: Re (seat 2's Pik König) takes trick 11, Kontra stays without a
    trick: Re scores gewonnen, unter 90, unter 60, unter 30, schwarz and the Karlchen (seat 0's
    Kreuz Bube takes the last trick), 6, so -6 for seat 3's party. Ruffing with Karo Neun:
    Kontra takes trick 11 (4 Augen), not schwarz, the rest as before: -5. Gain +1 on every seed
    (trick 12 is forced)."""
    field = [-6, -5, -4]  # Kontra pairs of the field, from Kontra's side
    g = gain_on_deal(_deal(), _logged_game(), 3, DECISION, "9H", "9D", field, seeds=3, seed="last")
    assert g.chosen_points == (-6, -6, -6)
    assert g.alternative_points == (-5, -5, -5)
    assert g.game == 1.0 and g.game_se == 0.0
    # -6 against the field: 0 below, 2 above -> -200/3; -5: 1 below, 1 above -> 0
    assert g.dodge == pytest.approx(200 / 3) and g.dodge_se == 0.0
    assert g.chosen_dodge == pytest.approx((-200 / 3,) * 3)
    assert g.alternative_dodge == (0.0, 0.0, 0.0)


def test_what_the_ruff_changed_on_the_table():
    """Issue 28.4, a reason from the counterfactual: ruffing with Karo Neun, Kontra takes trick
    11 on every seed (ducking: never), with its 4 Augen (Pik Neun 0, Pik Neun 0, Pik König 4,
    Karo Neun 0; ducking: Kontra ends with 0), and loses the game either way."""
    g = gain_on_deal(_deal(), _logged_game(), 3, DECISION, "9H", "9D", seeds=3, seed="last")
    assert g.took_trick == (3, 0)
    assert g.won == (0, 0)
    assert g.augen == (4.0, 0.0)
    assert what_changed(g, "card") == [("trick", 3, 0), ("augen", 4.0, 0.0)]
    # after a call the next card decides the trick: only the game and the Augen are told
    assert what_changed(g, "call") == [("augen", 4.0, 0.0)]


def test_the_same_choice_changes_nothing():
    g = score_gain("9H", "9H", [1, 2], [1, 2], None)
    assert what_changed(replace(g, took_trick=(1, 1), won=(2, 2), augen=(100.0, 100.5)), "card") == []
    assert what_changed(g, "card") == []  # nothing recorded: nothing told


def test_the_rules_agree_with_the_hand_count():
    """The two finished games, replayed by the rules: Re scores 6 and 5."""
    deal = _deal()
    duck = Game.replay(deal, LOG + ["3:9H", "2:9C", "3:9D", "0:JC", "1:9H"])
    ruff = Game.replay(deal, LOG + ["3:9D", "3:9H", "0:JC", "1:9H", "2:9C"])
    assert duck.value().re_points == 6 and ruff.value().re_points == 5


def test_kontra_seat_plays_for_its_own_party():
    """The points are those of the seat's party: Kontra's -6 where Re scores 6 (the duck)."""
    points = play_out(_deal(), _logged_game(), 3, DECISION, "9H", seeds=2)
    assert points == [-6, -6]


def test_score_gain_by_hand():
    g = score_gain("a", "b", [3, -2, 4], [1, -2, 0], [0])
    assert g.game == pytest.approx(2.0)  # differences 2, 0, 4
    assert g.game_se == pytest.approx(2.0 / 3 ** 0.5)  # sd 2 over sqrt 3
    # against one pair at 0: +3 -> +100, -2 -> -100, 4 -> +100; 1 -> +100, -2 -> -100, 0 -> 0
    assert g.dodge == pytest.approx(100 / 3)
    assert score_gain("a", "b", [1], [1], None).dodge is None
    with pytest.raises(ValueError):
        score_gain("a", "b", [1, 2], [1], None)


# ------------------------------------------------------------------ a game with play left
@pytest.fixture(scope="module")
def played():
    deal = generate_deals(1, "on-this-deal")[0]
    game = play_game(deal, [StrongBot()] * 4, random.Random(7))
    return deal, list(game.log)


def _card_events(log, seat):
    return [i for i, t in enumerate(log) if parse_event(t)[0] == seat and isinstance(parse_event(t)[1], Card)]


def test_the_same_choice_gains_nothing_on_common_seeds(played):
    deal, log = played
    index = _card_events(log, 1)[2]  # seat 1's card of trick 3
    chosen = parse_event(log[index])[1].code
    g = gain_on_deal(deal, log, 1, index, chosen, chosen, [0, 3, -3], kinds=["strong"] * 4, seeds=4)
    assert g.alternative_points == g.chosen_points and len(g.chosen_points) == 4
    assert g.game == 0.0 and g.dodge == 0.0 and g.game_se == 0.0


def test_play_outs_are_reproducible_and_seeded(played):
    deal, log = played
    index = _card_events(log, 2)[1]
    chosen = parse_event(log[index])[1].code
    a = play_out(deal, log, 2, index, chosen, kinds=["strong"] * 4, seeds=3, seed=1)
    assert a == play_out(deal, log, 2, index, chosen, kinds=["strong"] * 4, seeds=3, seed=1)


def test_an_illegal_alternative_is_refused(played):
    deal, log = played
    index = _card_events(log, 0)[5]
    game = Game.replay(deal, log[:index])
    illegal = [c for c in game.hand(0) if c not in game.legal_cards(0)] or \
        [c for c in CARDS_BY_CODE.values() if c not in game.hand(0)]
    with pytest.raises(Exception):
        play_out(deal, log, 0, index, illegal[0].code, kinds=["strong"] * 4, seeds=1)
    with pytest.raises(ValueError):
        play_out(deal, log, 1, index, illegal[0].code, kinds=["strong"] * 4, seeds=1)  # not seat 1's event


class Spy(StrongBot):
    """A strong bot that checks what it is given: its own seat's view, never the game."""

    def __init__(self, seat: int, deal: Deal, seen: list):
        super().__init__()
        self.seat, self.deal, self.seen = seat, deal, seen

    def _check(self, view, what):
        assert type(view) is PlayerView and view.seat == self.seat
        held = list(self.deal.hands[self.seat])
        for c in view.hand:  # the hand in the view is a part of the seat's own cards
            held.remove(c)
        played = [c for s, c in view.played_cards() if s == self.seat]
        assert sorted(c.id for c in held) == sorted(c.id for c in played)
        self.seen.append((self.seat, what, view))

    def choose_card(self, view, rng):
        self._check(view, "card")
        assert view.turn == self.seat
        return super().choose_card(view, rng)

    def choose_calls(self, view, rng):
        self._check(view, "calls")
        return super().choose_calls(view, rng)


def test_no_bot_receives_hidden_cards(played):
    deal, log = played
    seen: list = []
    bots = [Spy(s, deal, seen) for s in range(4)]
    index = _card_events(log, 3)[0]
    game = Game.replay(deal, log[:index])
    for card in game.legal_cards(3):
        play_out(deal, log, 3, index, card.code, bots=bots, seeds=2)
    assert {s for s, _, _ in seen} == {0, 1, 2, 3}


def test_a_call_at_a_missed_point_is_answered_by_the_others():
    """The seat that leads trick 1 says its party's Ansage before its first card (a missed call
    point: the event is its card): the three other seats are asked for their calls with the
    Ansage in their view before that card is played, so Kontra (or Re) can reply at once."""
    deal = generate_deals(1, "otd-3")[0]
    log = list(play_game(deal, [StrongBot()] * 4, random.Random(0)).log)
    seat, first = parse_event(log[0])
    assert isinstance(first, Card)  # nobody called before the first card
    call = Call.for_level(deal.parties[seat], 1).value
    assert decision_kind(log, 0, call) == "missed"
    seen: list = []
    bots = [Spy(s, deal, seen) for s in range(4)]
    play_out(deal, log, seat, 0, call, bots=bots, seeds=1)
    first_asked = seen[:3]  # before anyone plays a card
    assert all(what == "calls" for _, what, _ in first_asked)
    assert [s for s, _, _ in first_asked] == [(seat + i) % 4 for i in (1, 2, 3)]
    for _, _, view in first_asked:
        assert [(a.seat, a.call.value) for a in view.announcements][:1] == [(seat, call)]
        assert view.played_cards() == []


def test_bot_kinds_of_a_table():
    assert bot_kind("strong#3.1.2") == "strong"
    assert bot_kind("simple#200.12.0") == "simple"
    assert bot_kind("Anna") == "expert" and bot_kind(None) == "expert"
    assert bot_kind("strong", "simulated") == "strong"  # an older simulated file: the kind alone
    assert table_kinds(["strong#1.1.0", "simple#1.1.1", "Anna", "expert#1.1.3"], 0) == \
        ["expert", "simple", "expert", "expert"]
    assert table_kinds(["strong#1.1.0", "simple#1.1.1", "random#1.1.2", "strong#1.1.3"], 2, analysed="strong") == \
        ["strong", "simple", "strong", "strong"]
