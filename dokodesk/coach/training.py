"""Announcement training ("präzise Ansagen"): walk through deals, stop at the player's
announcement points up to each deadline, and judge "announce" against "stay silent for now" from
what the player knew: expected game points over the layouts it could not tell apart, the game
played on by bots that answer the call (the analysis's engine, with standard errors). The
field's Dodge points belong to the real layout and appear only once the deal is played on.

A stop is a moment before one of the seat's cards when it may make its party's next level
(Re or Kontra, keine 90, keine 60, keine 30, schwarz; an Erwiderung after the other party's
call): the first card at which that level is open and the card of its deadline (or, with `every`,
each card up to the deadline). Between stops
the game is played by the `strong` bot for every seat (quick); the choice at a stop is the
player's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from dokodesk.bots import make_bot
from dokodesk.bots.runner import derive_seed
from dokodesk.coach import engine
from dokodesk.coach.engine import Z, position_seed
from dokodesk.rules import Call, Card, Deal, Game, parse_event

VERDICT_BUDGET = 1.5  # CPU seconds for a verdict: within the 2 s the issue allows


@dataclass(frozen=True)
class Stop:
    deal_number: int
    seat: int
    log: tuple[str, ...]  # the game so far
    call: Call  # the level the seat may make now
    deadline: bool  # the last chance for it
    late_reply: bool  # an Erwiderung after the other party's call
    first: bool = True  # the first chance for it (with `every`, later stops are neither)


RIGHT, EQUAL, WRONG = "right", "equal", "wrong"


def judge(difference: float, se: float, z: float = Z) -> str:
    """The word for a choice whose expected game points exceed the other option's by
    `difference` (standard error `se`): right only where it is better beyond `z` standard errors,
    wrong only where it is worse beyond them, else about equal (issue 38, item 4)."""
    if difference > z * se:
        return RIGHT
    if difference < -z * se:
        return WRONG
    return EQUAL


@dataclass(frozen=True)
class Verdict:
    stop: Stop
    announced: bool
    best_is_call: bool
    game: dict[str, float]  # "pass" / call value -> expected game points, from what the seat knew
    loss: float  # of the choice, in expected game points
    loss_se: float  # standard error of the difference between the two options
    samples: int
    difference: float  # the choice's expected game points minus the other option's, on their common samples

    @property
    def outcome(self) -> str:
        """RIGHT, EQUAL or WRONG: the choice against the other option beyond the error or within it."""
        return judge(self.difference, self.loss_se)

    @property
    def right(self) -> bool:
        return self.outcome == RIGHT


def stops_of(deal: Deal, log: Sequence[str], seat: int, number: int = 0, every: bool = False) -> list[Stop]:
    """The stops of `seat` along a finished or running log (used by the trainer and its tests):
    before each of its cards, ahead of any call it made right before that card."""
    out: list[Stop] = []
    seen: set[str] = set()
    for i, token in enumerate(log):
        who, what = parse_event(token)
        if who != seat or not isinstance(what, Card):
            continue
        j = i
        while j > 0 and parse_event(log[j - 1])[0] == seat and isinstance(parse_event(log[j - 1])[1], Call):
            j -= 1
        stop = _stop_now(Game.replay(deal, list(log[:j])), seat, seen, number, tuple(log[:j]), every)
        if stop is not None:
            out.append(stop)
    return out


def _stop_now(game: Game, seat: int, seen: set[str], number: int, log: tuple[str, ...],
              every: bool = False) -> Stop | None:
    allowed = game.allowed_calls(seat)
    if not allowed:
        return None
    a = allowed[0]  # the party's next level
    held = game.cards_in_hand(seat)
    deadline = a.min_cards == held
    key = f"{a.call.value}/{a.late_reply}"
    first = key not in seen
    seen.add(key)
    if first or deadline or every:
        return Stop(number, seat, log, a.call, deadline, a.late_reply, first)
    return None


class Trainer:
    """Walks through `deals` ((number, Deal, seat, field Re points)), yielding stops; `answer`
    applies the player's choice; between stops the strong bot plays every seat."""

    def __init__(self, deals: Sequence[tuple[int, Deal, int, Sequence[int]]], seed: object = 0,
                 every: bool = False):
        """`every`: stop before each of the seat's cards while a level is open, not only at its
        first chance and its deadline."""
        self.deals = list(deals)
        self.every = every
        self.seed = seed
        self.right = 0
        self.equal = 0  # answers about equal to the other option (within the error)
        self.answered = 0
        self.history: list[Verdict] = []
        self._game: Game | None = None
        self._index = -1
        self._seen: set[str] = set()
        self._bots = [make_bot("strong") for _ in range(4)]
        self._rng = random.Random(derive_seed(seed, "training"))
        self.current: Stop | None = None

    @property
    def deal_info(self):
        return self.deals[self._index]

    def next_stop(self) -> Stop | None:
        """Play on to the next stop (the next deal when this one is over); None: all done."""
        while True:
            if self._game is None or self._game.is_over:
                self._index += 1
                if self._index >= len(self.deals):
                    self.current = None
                    return None
                self._game = Game(self.deals[self._index][1])
                self._seen = set()
            number, deal, seat, _ = self.deal_info
            game = self._game
            while not game.is_over:
                if game.turn == seat:
                    stop = _stop_now(game, seat, self._seen, number, tuple(game.log), self.every)
                    if stop is not None:
                        self.current = stop
                        return stop
                self._bot_step(game)

    def _bot_step(self, game: Game) -> None:
        """One card by the strong bot of the seat to play (its calls first; never calls for the
        player's seat: those are the player's to make)."""
        s = game.turn
        bot = self._bots[s]
        view = game.view(s)
        if s != self.deal_info[2]:
            for c in bot.choose_calls(view, self._rng).calls:
                if c in [a.call for a in game.allowed_calls(s)]:
                    game.apply(f"{s}:{c.value}")
        if game.turn == s:
            card = bot.choose_card(game.view(s), self._rng).card
            game.apply(f"{s}:{card.code}")

    def answer(self, announce: bool) -> Stop:
        """Apply the player's choice at the current stop (the verdict is computed separately,
        in the background); after it, the seat's card is played by the bot."""
        stop = self.current
        assert stop is not None and self._game is not None
        if announce:
            self._game.apply(f"{stop.seat}:{stop.call.value}")
        self._bot_step(self._game)
        return stop

    @property
    def game(self) -> Game | None:
        return self._game

    def resume(self, deal_number: int, log: Sequence[str], announced: bool) -> bool:
        """Go on after a stop answered in an earlier session: deal `deal_number` replayed to the
        stop's `log`, the answer applied and the seat's card played by the bot, so that
        `next_stop` finds the stop after it. False, and nothing changed, where the deal is not
        among these deals or the log is not a stop of its seat."""
        index = next((i for i, d in enumerate(self.deals) if d[0] == deal_number), None)
        if index is None:
            return False
        number, deal, seat, _ = self.deals[index]
        game, seen, checked, cards = Game(deal), set(), set(), 0
        try:
            for token in list(log) + [None]:
                if game.turn == seat and cards not in checked:  # once per position, ahead of the seat's calls
                    checked.add(cards)  # (the levels seen so far: first chances are not asked twice)
                    _stop_now(game, seat, seen, number, (), self.every)
                if token is not None:
                    game.apply(token)
                    cards += isinstance(parse_event(token)[1], Card)
            allowed = game.allowed_calls(seat)
        except (ValueError, TypeError):  # a damaged or foreign log: start afresh
            return False
        if game.is_over or game.turn != seat or not allowed:
            return False
        self._index, self._game, self._seen, self.current = index, game, seen, None
        if announced:
            game.apply(f"{seat}:{allowed[0].call.value}")
        self._bot_step(game)
        return True

    def record(self, verdict: Verdict, counted: bool = True) -> None:
        """Keep the verdict; `counted`: in the score (a stop answered before is counted once)."""
        self.history.append(verdict)
        if counted:
            self.answered += 1
            self.right += verdict.outcome == RIGHT
            self.equal += verdict.outcome == EQUAL


def verdict(deal: Deal, stop: Stop, announced: bool, seed: object = 0,
            time_budget: float | None = VERDICT_BUDGET, cancelled: Callable[[], bool] | None = None) -> Verdict:
    """Announce or stay silent (for now) at `stop`, from what the seat knew: each option's
    expected game points on the same sampled deals, the game played on by bots that answer the
    call (dokodesk.coach.engine.rate_calls), and the difference between the two with its error
    (the verdict's word: `judge`)."""
    view = Game.replay(deal, list(stop.log)).view(stop.seat)
    rating = engine.rate_calls(view, position_seed(seed, view, "training"), [stop.call.level], events=stop.log,
                               max_samples=engine.MAX_SAMPLES * 2, time_budget=time_budget, cancelled=cancelled)
    chosen = stop.call.value if announced else "pass"
    best = rating.best()
    c = rating.compare(best, chosen)
    loss = max(0.0, c.game) if best != chosen else 0.0
    other = "pass" if chosen != "pass" else stop.call.value
    between = rating.compare(chosen, other)  # the error of the difference between the two options
    game = {o: rating.game_value(o) for o in rating.options}
    return Verdict(stop, announced, best != "pass", game, loss, between.game_se, rating.n(), between.game)
