"""On this deal, realistically: one decision of a seat played out on the REAL deal (issue 28).

The game is replayed from its log up to the decision; there the seat makes a given choice (a
card, a call, or "pass") in place of the one it made, and the four seats play the rest with
bots: the analysed seat with the expert, the others with the bots of the table (a simulated
seat's bot kind is its name before '#', "strong#3.1.2"; a person or an unknown name gets the
expert). Every bot sees only its own `PlayerView`, and calls are made as the bots make them (a
Kontra reply, the partner's own calls). Several seeds give several continuations; the choice the
seat actually made is played out the same way on the same seeds (not the logged continuation),
so the two sides are compared alike, and their difference is scored in game points and in Dodge
points against the deal's field.

This is the "on this deal" view: what the choice would have done with these very cards, against
the field that held them. The "from what you knew" view is dokodesk.coach.analysis.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np

from dokodesk.bots import make_bot
from dokodesk.bots.base import Bot, calls_of
from dokodesk.bots.runner import PlayTable, derive_seed, may_call
from dokodesk.coach.field import DodgeField
from dokodesk.dodge.seats import simulated_kind
from dokodesk.rules import Call, Card, Deal, Game, IllegalPlayError, parse_event
from dokodesk.rules.cards import CARDS_BY_CODE

ANALYSED_KIND = "expert"  # the bot that plays on for the analysed seat
DEFAULT_KIND = "expert"  # a person's seat, or a name that is no simulated seat
SEEDS = 6  # continuations per choice (common seeds for all choices of a decision)


def bot_kind(name: str | None, field: str | None = None) -> str:
    """The bot that plays on for a seat of this name: the kind of a simulated seat
    ("strong#3.1.2" -> "strong"), else the expert."""
    kind = simulated_kind(name, field)
    return kind if kind is not None else DEFAULT_KIND


def table_kinds(players: Sequence[str] | None, seat: int, field: str | None = None,
                analysed: str = ANALYSED_KIND) -> list[str]:
    """The bot kind for each seat of a table: `analysed` for `seat`, the table's bots elsewhere."""
    names = list(players or ())
    return [analysed if s == seat else bot_kind(names[s] if s < len(names) else None, field) for s in range(4)]


def decision_kind(log: Sequence[str], event_index: int, choice: str) -> str:
    """"card" (the event is the seat's card and the choice a card), "call" (the event is a call),
    or "missed" (the event is the seat's card and the choice a call or "pass": the last moment
    for a call, as in analysis.decision_points)."""
    _, what = parse_event(log[event_index])
    if isinstance(what, Call):
        return "call"
    return "card" if choice in CARDS_BY_CODE else "missed"


class _Table(PlayTable):
    """The runner's table (`bots.runner.PlayTable`); `silent` is kept for the deal and shared by
    the table's copies too: (seat, its party's level, its bot) -> whether the bot stays silent
    whatever it sees (`stays_silent`, from the dealt hand; asked before nearly every card of
    the first tricks)."""

    def __init__(self, deal: Deal, names: Sequence[str] | None = None):
        super().__init__(deal, names)
        self.silent: dict[tuple, bool] = {}

    def copy(self) -> "_Table":
        other = super().copy()
        other.silent = self.silent
        return other


def _ask_calls(game: _Table, bots: Sequence[Bot], rngs: Sequence[random.Random], seats: Sequence[int]) -> int:
    """Ask `seats` in order for their calls (as dokodesk.bots.runner does); how many were asked.
    A bot that can tell from its dealt hand and its party's level that it stays silent
    (`stays_silent`, the strong bot) is counted as asked without a view: a third of a hint's
    play-outs went into building views for seats that could not call."""
    asked = 0
    for seat in seats:
        if not may_call(game, seat):
            continue
        asked += 1
        bot = bots[seat]
        silent = getattr(bot, "stays_silent", None)
        if silent is not None:
            party = game.parties[seat]
            level = game.levels[party]
            key = (seat, level, id(bot))
            known = game.silent.get(key)
            if known is None:
                known = game.silent[key] = silent([c.id for c in game.deal.hands[seat]], game.ruleset.cards,
                                                  party, level)
            if known:
                continue
        for call in calls_of(bot.choose_calls(game.view(seat), rngs[seat])):
            game.announce(seat, call)
    return asked


def _play_card(game: _Table, bots: Sequence[Bot], rngs: Sequence[random.Random]) -> None:
    turn = game.turn
    legal = game.legal_cards(turn)
    if len({c.id for c in legal}) == 1:  # what every bot plays there, without a view (a third of all cards)
        game.play(turn, legal[0])
        return
    decision = bots[turn].choose_card(game.view(turn), rngs[turn])
    if not isinstance(decision.card, Card):
        raise IllegalPlayError("no_card", f"{game.names[turn]} chose no card ({decision.card!r})", seat=turn)
    game.play(turn, decision.card)


def _finish(game: _Table, bots: Sequence[Bot], rngs: Sequence[random.Random]) -> None:
    """The rest of the game as dokodesk.bots.runner.play_game plays it: before each card every
    seat, from the seat on turn, is asked for its calls, then the seat on turn plays."""
    while not game.is_over:
        if not game.calls_closed:
            turn = game.turn
            if not _ask_calls(game, bots, rngs, [(turn + i) % 4 for i in range(4)]):
                game.calls_closed = True
        _play_card(game, bots, rngs)


def _apply_choice(game: _Table, seat: int, kind: str, choice: str, bots: Sequence[Bot],
                  rngs: Sequence[random.Random]) -> None:
    """The seat's choice at the decision, then what the runner does up to the next call round:
    after a card nothing; after a call (or "pass") the seats still to be asked in this round
    (those after the seat, from the seat on turn) answer, and the seat on turn plays its card."""
    if kind == "card":
        game.play(seat, CARDS_BY_CODE[choice])
        return
    if choice != "pass":
        game.announce(seat, Call.parse(choice))
    turn = game.turn
    after = [(turn + i) % 4 for i in range((seat - turn) % 4 + 1, 4)]
    _ask_calls(game, bots, rngs, after)
    _play_card(game, bots, rngs)


def continuation_seed(seed: object, event_index: int, k: int, seat: int) -> int:
    """The generator seed of `seat` in continuation `k` of the decision at `event_index`: the
    same for every choice of that decision (common seeds)."""
    return derive_seed(seed, "on_this_deal", event_index, k, seat)


def play_out(deal: Deal, log: Sequence[str], seat: int, event_index: int, choice: str, *,
             kinds: Sequence[str] | None = None, bots: Sequence[Bot] | None = None, seeds: int = SEEDS,
             seed: object = 0) -> list[int]:
    """Game points for the seat's party in each of `seeds` continuations of the logged game
    with `choice` (card code, call value or "pass") at the decision `event_index` of `seat`.

    `kinds`: the bot kind of each seat (default: the expert everywhere); or `bots`, four bots.
    The log's events before `event_index` are replayed as they were; from the decision on, the
    bots play. Raises IllegalPlayError / IllegalAnnouncementError for an illegal choice."""
    return [o.points for o in play_out_outcomes(deal, log, seat, event_index, choice, kinds=kinds, bots=bots,
                                                seeds=seeds, seed=seed)]


def play_out_outcomes(deal: Deal, log: Sequence[str], seat: int, event_index: int, choice: str, *,
                      kinds: Sequence[str] | None = None, bots: Sequence[Bot] | None = None, seeds: int = SEEDS,
                      seed: object = 0) -> list[Outcome]:
    """`play_out`'s continuations, each as an `Outcome` (points, the decision's trick, the game)."""
    log = list(log)
    if not 0 <= event_index < len(log):
        raise ValueError(f"event {event_index} is not in the log (0 to {len(log) - 1})")
    event_seat, _ = parse_event(log[event_index])
    if event_seat != seat:
        raise ValueError(f"event {event_index} ({log[event_index]}) is not a decision of seat {seat}")
    kind = decision_kind(log, event_index, choice)
    if bots is None:
        made: dict[str, Bot] = {}
        bots = [made.setdefault(k, make_bot(k)) for k in (kinds or [ANALYSED_KIND] * 4)]
    if len(bots) != 4:
        raise ValueError(f"need a bot for each of the 4 seats, got {len(bots)}")
    start = table_at(deal, log[:event_index], bots)
    trick = len(start.tricks)  # the decision's trick: complete tricks before it
    out = []
    for k in range(seeds):
        rngs = [random.Random(continuation_seed(seed, event_index, k, s)) for s in range(4)]
        out.append(outcome_of(continue_game(start, seat, kind, choice, bots, rngs), seat, trick))
    return out


def table_at(deal: Deal, events: Sequence[str], bots: Sequence[Bot]) -> Game:
    """The game of `deal` after `events` (log tokens), ready for `continue_with`."""
    start = _Table(deal, [b.name for b in bots])
    for token in events:
        start.apply(token)
    return start


def continue_game(start: Game, seat: int, kind: str, choice: str, bots: Sequence[Bot],
                  rngs: Sequence[random.Random]) -> Game:
    """The finished game when `seat` makes `choice` (a card, a call or "pass"; `kind` as
    `decision_kind` gives it) in a copy of `start` and the bots play the game out with their
    own calls (also on a sampled deal: the coach's calls with reacting players)."""
    game = start.copy()
    _apply_choice(game, seat, kind, choice, bots, rngs)
    _finish(game, bots, rngs)
    return game


def continue_with(start: Game, seat: int, kind: str, choice: str, bots: Sequence[Bot],
                  rngs: Sequence[random.Random]) -> int:
    """Game points for the seat's party in `continue_game`'s finished game."""
    game = continue_game(start, seat, kind, choice, bots, rngs)
    return (1 if game.deal.parties[seat] == 0 else -1) * game.value().re_points


@dataclass(frozen=True)
class Outcome:
    """One continuation on the real deal, for the seat's party: its game points, whether it took
    the trick in which the decision fell, whether it won the game, and its Augen."""

    points: int
    took_trick: bool
    won: bool
    augen: int


def outcome_of(game: Game, seat: int, trick: int) -> Outcome:
    """The finished `game` for `seat`'s party; `trick`: the 0-based trick of the decision."""
    party = game.deal.parties[seat]
    value = game.value()
    return Outcome((1 if party == 0 else -1) * value.re_points,
                   game.parties[game.tricks[trick].winner] == party, value.winner == party, value.augen[party])


@dataclass(frozen=True)
class DealGain:
    """An alternative against the choice made, on the real deal, over common seeds."""

    alternative: str
    chosen: str
    alternative_points: tuple[int, ...]  # game points for the seat's party, per seed
    chosen_points: tuple[int, ...]
    game: float  # mean gain of the alternative in game points (negative: it did worse)
    game_se: float
    dodge: float | None  # mean gain in Dodge points against the field; None: no field
    dodge_se: float | None
    alternative_dodge: tuple[float, ...] | None = None  # Dodge points of each outcome
    chosen_dodge: tuple[float, ...] | None = None
    # What happened on the table, counted over the seeds, (with the alternative, with the choice
    # made): the seat's party took the decision's trick; it won the game. None: not recorded.
    took_trick: tuple[int, int] | None = None
    won: tuple[int, int] | None = None
    augen: tuple[float, float] | None = None  # the party's Augen, the mean over the seeds

    @property
    def seeds(self) -> int:
        return len(self.chosen_points)

    def to_json(self) -> dict:
        def r(x):
            return None if x is None or not math.isfinite(x) else round(x, 3)

        return {"alternative": self.alternative, "chosen": self.chosen,
                "alternative_points": list(self.alternative_points), "chosen_points": list(self.chosen_points),
                "game": r(self.game), "game_se": r(self.game_se), "dodge": r(self.dodge), "dodge_se": r(self.dodge_se),
                "alternative_dodge": None if self.alternative_dodge is None else list(self.alternative_dodge),
                "chosen_dodge": None if self.chosen_dodge is None else list(self.chosen_dodge),
                "took_trick": None if self.took_trick is None else list(self.took_trick),
                "won": None if self.won is None else list(self.won),
                "augen": None if self.augen is None else [r(x) for x in self.augen]}


def _mean_se(x: np.ndarray) -> tuple[float, float]:
    if x.size == 0:
        return math.nan, math.nan
    if x.size < 2:
        return float(x.mean()), math.inf
    return float(x.mean()), float(x.std(ddof=1) / math.sqrt(x.size))


def score_gain(alternative: str, chosen: str, alternative_points: Sequence[int], chosen_points: Sequence[int],
               field_points: Sequence[int] | None) -> DealGain:
    """The per-seed gain (alternative − chosen; seed k against seed k) in game points and in
    Dodge points against the field (`field_points`: the field's pairs of the seat's party, from
    that party's side, as analysis.analyse_game takes them), with its standard error."""
    a = np.asarray(alternative_points, dtype=np.int64)
    c = np.asarray(chosen_points, dtype=np.int64)
    if a.size != c.size:
        raise ValueError(f"{a.size} against {c.size} continuations: the seeds must be common")
    game, game_se = _mean_se((a - c).astype(float))
    dodge = dodge_se = None
    a_dodge = c_dodge = None
    if field_points is not None and len(field_points):
        f = DodgeField(field_points)
        da, dc = f.dodge(a), f.dodge(c)
        dodge, dodge_se = _mean_se(da - dc)
        a_dodge, c_dodge = tuple(float(x) for x in da), tuple(float(x) for x in dc)
    return DealGain(alternative, chosen, tuple(int(x) for x in a), tuple(int(x) for x in c), game, game_se,
                    dodge, dodge_se, a_dodge, c_dodge)


def gain_on_deal(deal: Deal, log: Sequence[str], seat: int, event_index: int, chosen: str, alternative: str,
                 field_points: Sequence[int] | None = None, *, kinds: Sequence[str] | None = None,
                 bots: Sequence[Bot] | None = None, seeds: int = SEEDS, seed: object = 0) -> DealGain:
    """`alternative` against `chosen` at the decision `event_index` of `seat`, both played out
    on the real deal by the same bots on the same seeds (see `play_out`), scored with
    `score_gain`, with what happened on the table (`DealGain.took_trick`, `DealGain.won`). An
    alternative equal to the choice is played out once: gain 0."""
    if bots is None:
        made: dict[str, Bot] = {}
        bots = [made.setdefault(k, make_bot(k)) for k in (kinds or [ANALYSED_KIND] * 4)]
    c = play_out_outcomes(deal, log, seat, event_index, chosen, bots=bots, seeds=seeds, seed=seed)
    a = c if alternative == chosen else play_out_outcomes(deal, log, seat, event_index, alternative, bots=bots,
                                                           seeds=seeds, seed=seed)
    gain = score_gain(alternative, chosen, [o.points for o in a], [o.points for o in c], field_points)
    return replace(gain, took_trick=(sum(o.took_trick for o in a), sum(o.took_trick for o in c)),
                   won=(sum(o.won for o in a), sum(o.won for o in c)),
                   augen=(sum(o.augen for o in a) / len(a), sum(o.augen for o in c) / len(c)))


def what_changed(gain: DealGain, kind: str) -> list[tuple[str, float, float]]:
    """Why the alternative did better or worse on the deal, from its continuations: the facts
    that differ between it and the choice made, each (what, with the alternative, with the
    choice): "trick" (continuations, of `gain.seeds`, in which the seat's party took the
    decision's trick; for cards only: after a call the next card decides it), "game" (in which
    it won the game), "augen" (its Augen, the mean; when they differ by one or more)."""
    out: list = []
    if kind == "card" and gain.took_trick is not None and gain.took_trick[0] != gain.took_trick[1]:
        out.append(("trick", *gain.took_trick))
    if gain.won is not None and gain.won[0] != gain.won[1]:
        out.append(("game", *gain.won))
    if gain.augen is not None and abs(gain.augen[0] - gain.augen[1]) >= 1:
        out.append(("augen", *gain.augen))
    return out
