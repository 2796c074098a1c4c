"""Issue 28, item 3: a call is valued with players who answer it. On each sampled deal the game
goes on with bots for all four seats: after "re" the Kontra side may reply and the partner may
add its own calls; after "pass" the seat itself may still call later ("not now"). Before, the
same sampled play was scored again with the call added: nobody heard it."""

from __future__ import annotations

import dokodesk.bots as bots_module
from dokodesk.bots.base import calls_of
from dokodesk.coach import engine
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Game, RE


class _Spy:
    """A bot that plays as `inner` and writes down every call it makes (seat, call, option)."""

    def __init__(self, inner, heard):
        self.inner, self.heard, self.name = inner, heard, inner.name

    def choose_card(self, view, rng):
        return self.inner.choose_card(view, rng)

    def choose_calls(self, view, rng):
        answer = self.inner.choose_calls(view, rng)
        for call in calls_of(answer):
            self.heard.append((view.seat, call.value, view.levels))
        return answer


def test_the_others_answer_and_pass_is_not_never(monkeypatch):
    heard: list = []
    real = bots_module.make_bot
    monkeypatch.setattr(bots_module, "make_bot", lambda kind, **kw: _Spy(real(kind, **kw), heard))
    # A Re seat on turn at the first card, with Re open to it.
    for n, deal in enumerate(generate_deals(30, "reacting-calls")):
        game = Game(deal)
        seat = game.turn
        if deal.parties[seat] == RE:
            break
    view = game.view(seat)
    assert any(a.call.value == "re" for a in view.allowed_calls)
    rating = engine.rate_calls(view, 7, [1], events=[], max_samples=24, time_budget=None)
    assert set(rating.options) == {"pass", "re"} and rating.n() >= 24
    kontra_side = [s for s in range(4) if deal.parties[s] != RE]
    # the other party calls in the continuations: after Re is said, Kontra's replies are part of the value
    assert any(s in kontra_side for s, _, _ in heard)
    # after "pass" the seat may call Re later: a call of its own made while Re's level was still 0
    assert any(s == seat and value == "re" for s, value, levels in heard)
