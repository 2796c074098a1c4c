"""Bots play only legal cards and calls, see nothing but their own view, and use only the
generator they are given."""

from __future__ import annotations

import random

import numpy as np
import pytest

from dokodesk.bots import BOTS, Decision, RandomBot, SimpleBot, StrongBot, calls_of, make_bot, play_game
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import KREUZ_DAME, RULES_40, RULES_48, Deal, Game, PlayerView


class Referee:
    """Wraps a bot: checks every answer against the view it was given and records the views."""

    def __init__(self, bot):
        self.bot = bot
        self.name = bot.name
        self.views: list = []
        self.calls_made = 0

    def choose_card(self, view, rng):
        assert type(view) is PlayerView
        self.views.append(view)
        decision = self.bot.choose_card(view, rng)
        assert isinstance(decision, Decision)
        assert decision.card in view.legal_cards, (decision, view.legal_cards)
        _check_reason(decision.reason)
        return decision

    def choose_calls(self, view, rng):
        assert type(view) is PlayerView
        self.views.append(view)
        answer = self.bot.choose_calls(view, rng)
        allowed = {a.call for a in view.allowed_calls}
        for call in calls_of(answer):
            assert call in allowed, (call, view.allowed_calls)
        self.calls_made += len(calls_of(answer))
        if isinstance(answer, Decision):
            _check_reason(answer.reason)
        return answer


def _check_reason(reason: str) -> None:
    assert reason and "\n" not in reason and len(reason) <= 160, reason
    assert reason.endswith("."), reason


def test_registry_weakest_first():
    assert list(BOTS) == ["random", "simple", "strong", "expert"]
    assert isinstance(make_bot("strong"), StrongBot)
    with pytest.raises(ValueError, match="random, simple, strong, expert"):
        make_bot("grandmaster")


@pytest.mark.parametrize("ruleset,n_deals,tables", [(RULES_48, 30, 6), (RULES_40, 20, 6)])
def test_many_games_only_legal_moves(ruleset, n_deals, tables):
    """300 games in all: the engine raises on anything illegal, the referee checks each answer
    against the view, and every game ends complete with 240 Augen. (Measured with a line tracer
    over the 960 games this test played before: every line of the bots' Python ran by deal 15 of
    48 cards, 90 games, and nothing new came in the 40-card games; the rules lines after deal 30
    were the memos' clearing at their size.)"""
    rng = random.Random(f"legal-{ruleset.cards}")
    deals = generate_deals(n_deals, f"legal-{ruleset.cards}", ruleset)
    names = [n for n in BOTS if n != "expert"]  # the search player has its own, smaller test
    calls = 0
    for i, deal in enumerate(deals):
        for t in range(tables):
            if t < 3:
                seats = [names[t]] * 4  # each bot against itself
            else:
                seats = [rng.choice(names) for _ in range(4)]
            bots = [Referee(make_bot(n)) for n in seats]
            game = play_game(deal, bots, random.Random(rng.getrandbits(32)))
            assert game.is_over and len(game.tricks) == ruleset.tricks
            assert game.augen(0) + game.augen(1) == 240
            assert len([e for e in game.log if e[2:] in {"re", "kontra", "90", "60", "30", "schwarz"}]) == len(game.announcements)
            replayed = Game.replay(deal, game.log)
            assert replayed.value() == game.value()
            calls += sum(b.calls_made for b in bots)
    assert calls > 0  # the strong and simple bots do announce


def test_bots_get_views_only_and_use_only_their_generator():
    deal = generate_deals(1, "views")[0]
    bots = [Referee(make_bot(n)) for n in ("strong", "simple", "random", "strong")]
    random.seed(12345)
    np.random.seed(12345)
    global_state, np_state = random.getstate(), np.random.get_state()[1].copy()
    play_game(deal, bots, random.Random(5))
    assert random.getstate() == global_state  # no global random
    assert (np.random.get_state()[1] == np_state).all()  # no np.random
    for bot in bots:
        assert bot.views and all(type(v) is PlayerView for v in bot.views)


def _same_public_history_other_hands(deal: Deal, log: list[str], seat: int, rng: random.Random) -> Deal | None:
    """A deal where `seat` holds the same cards and everybody played the same cards so far,
    but the other seats' unplayed cards are shuffled among them; None if no legal one was found."""
    game = Game.replay(deal, log)
    played = {s: [] for s in range(4)}
    for trick in game.tricks:
        for s, c in trick.cards:
            played[s].append(c)
    for s, c in game.current_trick:
        played[s].append(c)
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in game.hand(s)]
    for _ in range(500):
        rng.shuffle(pool)
        hands, at = {}, 0
        for s in others:
            n = game.cards_in_hand(s)
            hands[s] = played[s] + pool[at:at + n]
            at += n
        hands[seat] = list(deal.hands[seat])
        if any(hands[s].count(KREUZ_DAME) == 2 for s in range(4)):
            continue
        other = Deal.create([hands[s] for s in range(4)], deal.dealer, deal.ruleset)
        if [other.parties[s] for s in range(4)] != [deal.parties[s] for s in range(4)]:
            continue  # the announcements so far must stay legal
        if other.hands == deal.hands:
            continue
        try:
            Game.replay(other, log)
        except ValueError:
            continue
        return other
    return None


@pytest.mark.parametrize("name", list(BOTS))
def test_decision_does_not_depend_on_hidden_hands(name, monkeypatch):
    """Two games that differ only in the other seats' hidden cards give the bot on turn equal
    views, and it decides the same, card and calls, with the same generator state. (The expert
    on 40 sampled deals a card, not 320: the same search, a sixth of the test's time.)"""
    from functools import partial

    import dokodesk.bots
    from dokodesk.bots.expert import ExpertBot

    monkeypatch.setitem(dokodesk.bots.BOTS, "expert", partial(ExpertBot, samples=40))
    rng = random.Random(f"hidden-{name}")
    checked = 0
    for deal in generate_deals(12, f"hidden-{name}"):
        game = play_game(deal, [make_bot("strong")] * 4, random.Random(rng.getrandbits(32)))
        cut = rng.randrange(0, 14)  # early: a few tricks in, so that shuffles stay legal
        cards_seen = 0
        log = []
        for event in game.log:
            if event[2:] in ("re", "kontra", "90", "60", "30", "schwarz"):
                log.append(event)
                continue
            if cards_seen == cut:
                break
            log.append(event)
            cards_seen += 1
        partial = Game.replay(deal, log)
        seat = partial.turn
        other = _same_public_history_other_hands(deal, log, seat, rng)
        if other is None:
            continue
        twin = Game.replay(other, log)
        view_a, view_b = partial.view(seat), twin.view(seat)
        assert view_a == view_b
        bot = make_bot(name)
        seed = rng.getrandbits(32)
        assert bot.choose_card(view_a, random.Random(seed)) == bot.choose_card(view_b, random.Random(seed))
        assert bot.choose_calls(view_a, random.Random(seed)) == bot.choose_calls(view_b, random.Random(seed))
        checked += 1
    assert checked >= 8


def test_illegal_bot_is_refused_by_the_engine():
    class Cheater(RandomBot):
        name = "cheater"

        def choose_card(self, view, rng):
            return Decision("Play anything.", view.hand[-1] if view.current_trick.cards else view.hand[0])

    from dokodesk.rules import IllegalPlayError

    with pytest.raises(IllegalPlayError):
        for deal in generate_deals(20, "cheat"):
            play_game(deal, [Cheater(), SimpleBot(), SimpleBot(), SimpleBot()], random.Random(1))


def test_fast_table_allows_the_same_calls_as_the_engine():
    """The runner's table skips the five-level check once the next level is refused; at every
    moment of many games (with announcements) it must answer exactly as `Game` does."""
    from dokodesk.bots.runner import PlayTable

    class Caller(RandomBot):
        """Makes a random allowed call now and then (late replies and jumps included)."""

        def choose_calls(self, view, rng):
            if view.allowed_calls and rng.random() < 0.15:
                return [rng.choice(view.allowed_calls).call]
            return []

    for ruleset in (RULES_48, RULES_40):
        for i, deal in enumerate(generate_deals(40, f"table-{ruleset.cards}", ruleset)):
            bots = [make_bot("strong") if i % 2 else Caller()] * 4
            log = play_game(deal, bots, random.Random(i)).log
            fast, plain = PlayTable(deal), Game(deal)
            for event in [None, *log]:
                if event is not None:
                    fast.apply(event)
                    plain.apply(event)
                for seat in range(4):
                    assert fast.allowed_calls(seat) == plain.allowed_calls(seat)
                    assert fast.view(seat) == plain.view(seat)
