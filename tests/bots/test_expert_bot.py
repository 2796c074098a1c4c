"""The expert bot: legal play at the table, determinism for a seed, and information safety of
every bot's input."""

from __future__ import annotations

import random

import pytest

from dokodesk.bots import BOTS, make_bot, play_game
from dokodesk.bots.expert import ExpertBot
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import RULES_40, RULES_48, Card, Deal, Game
from dokodesk.rules.cards import CARD_CODES


class Referee:
    """Checks every answer of the bot it wraps against the view it was given."""

    def __init__(self, bot):
        self.bot, self.name = bot, bot.name

    def choose_card(self, view, rng):
        decision = self.bot.choose_card(view, rng)
        assert decision.card in view.legal_cards
        assert decision.reason
        return decision

    def choose_calls(self, view, rng):
        answer = self.bot.choose_calls(view, rng)
        allowed = {a.call for a in view.allowed_calls}
        for call in getattr(answer, "calls", answer) or ():
            assert call in allowed
        return answer


@pytest.mark.parametrize("ruleset", [RULES_48, RULES_40])
def test_expert_plays_whole_games_legally(ruleset):
    """Experts and strong bots at one table: every card and call is legal (the engine and the
    referee check), every game ends with all tricks and 240 Augen."""
    for i, deal in enumerate(generate_deals(3, f"expert-legal-{ruleset.cards}", ruleset)):
        bots = [Referee(ExpertBot(samples=8, call_samples=8)) if (s + i) % 2 else Referee(make_bot("strong")) for s in range(4)]
        game = play_game(deal, bots, random.Random(i))
        assert game.is_over and len(game.tricks) == ruleset.tricks
        assert game.augen(0) + game.augen(1) == 240


def test_expert_is_deterministic_for_a_seed():
    deal = generate_deals(1, "expert-repro")[0]
    logs = [play_game(deal, [ExpertBot(samples=8, call_samples=8)] * 4, random.Random(42)).log for _ in range(2)]
    assert logs[0] == logs[1]


def _reachable_cards(obj, seen: set[int] | None = None) -> list[Card]:
    """Every Card reachable from `obj` through attributes, tuples, lists, dicts; a string that
    is a card's code ("QC") counts as that card, so a hand leaked as codes is seen too."""
    seen = set() if seen is None else seen
    if isinstance(obj, str) and obj in CARD_CODES:
        return [Card.parse(obj)]
    if id(obj) in seen or isinstance(obj, (int, float, str, bool, type(None))):
        return []
    seen.add(id(obj))
    if isinstance(obj, Card):
        return [obj]
    assert not isinstance(obj, (Game, Deal)), f"a view reaches a {type(obj).__name__}"
    out: list[Card] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _reachable_cards(k, seen) + _reachable_cards(v, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            out += _reachable_cards(v, seen)
    else:
        for name in getattr(type(obj), "__slots__", ()) or ():
            out += _reachable_cards(getattr(obj, name, None), seen)
        for v in getattr(obj, "__dict__", {}).values():
            out += _reachable_cards(v, seen)
    return out


def test_no_bot_input_reaches_a_hidden_card():
    """What a bot gets (its PlayerView and its generator) reaches no Game, no Deal and no card
    beyond its own hand and the cards played: checked on every view of whole games. Together
    with test_decision_does_not_depend_on_hidden_hands (every bot, expert included) this is
    the information-safety guarantee."""
    for i, deal in enumerate(generate_deals(4, "info-safety")):

        class Spy:
            name = "spy"

            def __init__(self, inner):
                self.inner = inner

            def check(self, view):
                game_cards = {c for c in view.hand} | {c for _, c in view.played_cards()}
                for c in _reachable_cards(view):
                    assert c in game_cards

            def choose_card(self, view, rng):
                self.check(view)
                return self.inner.choose_card(view, rng)

            def choose_calls(self, view, rng):
                self.check(view)
                return self.inner.choose_calls(view, rng)

        names = [n for n in BOTS if n != "expert"]
        bots = [Spy(make_bot(names[(i + s) % len(names)])) for s in range(4)]
        play_game(deal, bots, random.Random(i))
