"""The expert bot: legal play at the table, determinism for a seed, and information safety of
every bot's input."""

from __future__ import annotations

import random
import re
from collections import Counter

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


# Where a card may sit in a view: the own hand, the legal cards, the cards of the tricks.
_CARD_PLACES = re.compile(r"\.hand\[\d+\]|\.legal_cards\[\d+\]|\.tricks\[\d+\]\.cards\[\d+\]\[1\]"
                          r"|\.current_trick\.cards\[\d+\]\[1\]")


def _card_places(obj, path: str = "", seen: set[int] | None = None) -> list[tuple[str, Card]]:
    """Every occurrence of a card reachable from `obj` (through attributes, tuples, lists, dicts)
    with the path to it. Cards are interned, so occurrences are told apart by place, not by
    object or value: a hidden card equal to one in the own hand is found where it sits. A string
    that is a card's code ("QC") counts as that card, so a hand leaked as codes is seen too."""
    seen = set() if seen is None else seen
    if isinstance(obj, str):
        return [(path, Card.parse(obj))] if obj in CARD_CODES else []
    if isinstance(obj, Card):
        return [(path, obj)]
    if isinstance(obj, (int, float, bool, type(None))) or id(obj) in seen:
        return []
    seen.add(id(obj))
    assert not isinstance(obj, (Game, Deal)), f"a view reaches a {type(obj).__name__} at {path}"
    out: list[tuple[str, Card]] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _card_places(k, f"{path}{{key}}", seen) + _card_places(v, f"{path}[{k!r}]", seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for i, v in enumerate(obj):
            out += _card_places(v, f"{path}[{i}]", seen)
    else:
        for name in getattr(type(obj), "__slots__", ()) or ():
            out += _card_places(getattr(obj, name, None), f"{path}.{name}", seen)
        for name, v in getattr(obj, "__dict__", {}).items():
            out += _card_places(v, f"{path}.{name}", seen)
    return out


def check_view_holds_no_hidden_card(view, deal: Deal) -> None:
    """A card reachable from the view sits only in the own hand, the legal cards or a trick;
    the own hand and the seat's played cards are exactly its dealt cards; every seat's played
    cards come from its dealt hand; the legal cards are in the own hand. So no hidden card is
    reachable, whatever its value."""
    strays = [(p, str(c)) for p, c in _card_places(view) if not _CARD_PLACES.fullmatch(p)]
    assert strays == [], f"cards outside the public places of seat {view.seat}'s view: {strays[:5]}"
    played = {s: Counter() for s in range(4)}
    for s, c in view.played_cards():
        played[s][c] += 1
    assert Counter(view.hand) + played[view.seat] == Counter(deal.hands[view.seat])
    for s in range(4):
        assert not played[s] - Counter(deal.hands[s]), f"seat {s} played cards it was not dealt"
    assert not Counter(set(view.legal_cards)) - Counter(view.hand)


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
                view.facts  # what the view works out on first use is part of it too
                check_view_holds_no_hidden_card(view, deal)

            def choose_card(self, view, rng):
                self.check(view)
                return self.inner.choose_card(view, rng)

            def choose_calls(self, view, rng):
                self.check(view)
                return self.inner.choose_calls(view, rng)

        names = [n for n in BOTS if n != "expert"]
        bots = [Spy(make_bot(names[(i + s) % len(names)])) for s in range(4)]
        play_game(deal, bots, random.Random(i))
