"""Bots at a table: one game of a deal, every event through the engine.

`play_game(deal, bots, rng)` plays a whole game. Before every card it asks each seat, in seat
order starting with the seat on turn, whether it announces; then the seat on turn chooses a card.
Every call goes through `Game.announce` and every card through `Game.play`, so a bot that tries
anything illegal raises `IllegalAnnouncementError` / `IllegalPlayError`.

A seat is only asked about calls while it may make one: when the lowest level its party has
not made yet is refused, every higher level is refused too (same deadline), so
`can_announce(seat, next level)` tells whether `allowed_calls` would be empty — asking then
could only get "no call" back, and skipping it saves building a view.
"""

from __future__ import annotations

import hashlib
import random
from typing import Callable, Sequence

from dokodesk.bots.base import Bot, Decision, calls_of
from dokodesk.rules import Card, Deal, Game, IllegalPlayError

Observer = Callable[[int, Decision], None]


def derive_seed(*parts: object) -> int:
    """A 64-bit seed from any parts (e.g. a user's seed, "duel", deal number, seat): SHA-256 of
    their `repr`s joined by "/", the first 8 bytes big-endian. Stable across runs and machines
    (unlike `hash()`), and independent streams for different parts."""
    text = "/".join(repr(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def seat_rngs(rng: random.Random) -> list[random.Random]:
    """Four independent generators, one a seat, drawn from `rng` (64 bits each)."""
    return [random.Random(rng.getrandbits(64)) for _ in range(4)]


def may_call(game: Game, seat: int) -> bool:
    """Whether `seat` may make its party's next call now: `Game.can_announce` of it, from the
    kernel's legal levels, without building the refusal (after the deadlines, before nearly every
    card of a game, the answer is no)."""
    state = game.state
    return state.levels[game.parties[seat]] + 1 in state.legal_calls(seat)


class PlayTable(Game):
    """The engine's `Game` for bots playing a game out, answering `allowed_calls` (and so every
    view) faster: by the argument in the module doc, no call is allowed when the next level is
    refused, so the five-level check is skipped then (and for good once `calls_closed`); the
    calls a seat may make are kept by what they depend on (the levels, the late replies, the
    seat's cards held), shared by the table's copies. Same answers (a test pins it)."""

    calls_closed = False  # set by the runner once no seat may call (final, see play_game)

    def __init__(self, deal: Deal, names: Sequence[str] | None = None):
        super().__init__(deal, names)
        self.allowed: dict[tuple, list] = {}

    def copy(self) -> "PlayTable":
        other = super().copy()  # Game.copy: no __init__
        other.calls_closed, other.allowed = self.calls_closed, self.allowed
        return other

    def allowed_calls(self, seat: int):  # type: ignore[override]
        if self.calls_closed or self.turn is None or not may_call(self, seat):
            return []
        state = self.state
        levels, late = state.levels, state.late
        key = (seat, levels[0], levels[1], late[0], late[1], state.held[seat])
        got = self.allowed.get(key)
        if got is None:
            got = self.allowed[key] = super().allowed_calls(seat)
        return list(got)


def play_game(deal: Deal, bots: Sequence[Bot], rng: random.Random | Sequence[random.Random],
              observer: Observer | None = None, names: Sequence[str] | None = None) -> Game:
    """Play `deal` to the end with `bots[seat]` in each seat and return the finished game.

    `rng` is either one generator (four seat generators are drawn from it, see `seat_rngs`) or
    a sequence of four, one a seat; a bot only ever gets its own seat's generator, so what one
    bot draws never changes another's stream. `observer(seat, decision)` is told every
    decision that led to an event (calls and cards), e.g. to show hints.
    """
    if len(bots) != 4:
        raise ValueError(f"need a bot for each of the 4 seats, got {len(bots)}")
    rngs = list(rng) if not isinstance(rng, random.Random) else seat_rngs(rng)
    if len(rngs) != 4:
        raise ValueError(f"need one generator a seat (4), got {len(rngs)}")
    game = PlayTable(deal, names or [b.name for b in bots])
    calls_open = True  # False once no seat may call: deadlines only ever come nearer, and only
    # a new call (impossible then) could reopen an Erwiderung window, so it stays False.
    while not game.is_over:
        turn = game.turn
        turn_view = None
        turn_view_at = -1
        asked = 0
        for i in range(4 if calls_open else 0):
            seat = (turn + i) % 4
            if not may_call(game, seat):
                continue
            asked += 1
            view = game.view(seat)
            answer = bots[seat].choose_calls(view, rngs[seat])
            calls = calls_of(answer)
            for call in calls:
                game.announce(seat, call)
            if calls and observer is not None:
                observer(seat, answer if isinstance(answer, Decision) else Decision("", calls=calls))
            if seat == turn and not calls:
                turn_view, turn_view_at = view, len(game.log)
        if not asked:
            calls_open = False
            game.calls_closed = True
        if turn_view is None or turn_view_at != len(game.log):
            turn_view = game.view(turn)  # the first view is stale after a later seat's call
        decision = bots[turn].choose_card(turn_view, rngs[turn])
        if not isinstance(decision.card, Card):
            raise IllegalPlayError("no_card", f"{game.names[turn]} chose no card ({decision.card!r})",
                                   seat=turn)
        game.play(turn, decision.card)
        if observer is not None:
            observer(turn, decision)
    return game
