"""One engine for the analysis and the hints: every option of a position rated on the same
sampled deals, in game points and in Dodge points against the deal's field, with standard
errors, sampling more where the call is close.

- Common random numbers: every option still in the race is played out on every sampled deal,
  so the per-sample differences between two options give the standard error of their
  difference directly (std of the differences / sqrt(n)).
- Dodge points: a sampled outcome v (game points for the seat's party) is worth
  (field pairs below v - field pairs above v) / field pairs * 100 against the field (the
  Dodge formula with the analysed pair added to the field); an option's value is the mean.
- Adaptive: samples come in batches. After each batch an option clearly worse than the leader
  (by more than `threshold`, at two standard errors) leaves the race; the rating stops when
  every remaining option is decided (clearly worse, or surely within `threshold` of the
  leader) or the budget (samples, seconds) is spent. Which options stay never depends on the
  choice that was made, so a hint and the analysis of the same position sample the same deals
  and name the same best option.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Callable, Sequence

import numpy as np

from dokodesk.bots.runner import derive_seed
from dokodesk.bots.sampler import DealSampler, PublicInfo
from dokodesk.bots.search import build_state, final_outcomes, finish_value, solve, value_for
from dokodesk.rules import Call, PlayerView
from dokodesk.rules.cards import CARDS
from dokodesk.rules.deal import RE
from dokodesk.rules.scoring import score

EXACT_CARDS = 4  # rollouts end in exact search from this many cards left
ROOT_EXACT_CARDS = 12  # from this many cards left the rest of the game is solved exactly
# The floor: no option leaves the race and no rating stops before this many sampled deals (the
# first batch). A standard error from 32 samples is not to be trusted: what an option changes on
# only a few layouts (a Fuchs caught, a Doppelkopf, a trick that turns the game) shows up on 5 %
# of them, and 32 samples miss all of those in 19 % of positions (0.95^32): the differences are
# then all alike, their standard error near 0, and the rating stops "decided" on a fraction of
# the truth (issue 28: 48 of 84 training verdicts stopped after 32 samples). 96 samples miss
# such an effect in 0.7 % of positions (0.95^96), for ~10 % more CPU a game. (The spread of the
# headlines across seeds is another matter: GameAnalysis.flag_errors; both measured with
# benchmarks/bench_analysis.py error-bars, results in benchmarks/results/analysis.md.)
MIN_SAMPLES = 96
BATCH = 32
MAX_SAMPLES = 320  # per position: the budget of a close call
TIME_BUDGET = 0.8  # CPU seconds per position: no close call holds the analysis up beyond this
Z = 2.0  # standard errors above the threshold: a mistake
Z_STOP = 3.0  # standard errors to stop sampling early: peeking after every batch must not decide
#               a close call on a lucky batch (measured: benchmarks/bench_analysis.py stability)
GAME_THRESHOLD = 0.25  # game points: smaller losses are no mistake, however certain
DODGE_THRESHOLD = 4.0  # Dodge points: the same

# Budgets are in CPU seconds of the working thread: the same samples on a busy machine as on an
# idle one (and in the GUI's worker thread as in the CLI), so results do not depend on load.
clock = time.thread_time


class DodgeField:
    """The field of one party on a deal: the other pairs' game points from that party's side."""

    def __init__(self, points: Sequence[int] | np.ndarray):
        self.points = np.sort(np.asarray(points, dtype=np.int64).ravel())

    @property
    def size(self) -> int:
        return int(self.points.size)

    def __bool__(self) -> bool:
        return self.points.size > 0

    def dodge(self, outcomes: np.ndarray) -> np.ndarray:
        """Dodge points of each outcome (game points for the party) against the field."""
        v = np.asarray(outcomes)
        below = np.searchsorted(self.points, v, side="left")
        above = self.points.size - np.searchsorted(self.points, v, side="right")
        return 100.0 * (below - above) / self.points.size


@dataclass(frozen=True)
class Comparison:
    """Option `better` against option `worse` on their common samples."""

    game: float  # mean game points of better minus worse
    game_se: float
    dodge: float | None
    dodge_se: float | None
    samples: int


@dataclass
class Rating:
    """Every option of one position: per-sample game values (with the Augen tie-breaker) on the
    same deals; options dropped from the race keep the samples they had."""

    options: list[str]
    samples: dict[str, list[float]]
    field: DodgeField | None
    decided: bool = False
    active: list[str] | None = None
    leader: str | None = None  # the best option when the race ended (fixed from then on)
    evaluate: Callable | None = None  # (n, options) -> new samples, for `refine`

    def _arrays(self, a: str, b: str) -> tuple[np.ndarray, np.ndarray]:
        n = min(len(self.samples[a]), len(self.samples[b]))
        return np.asarray(self.samples[a][:n]), np.asarray(self.samples[b][:n])

    def game_value(self, option: str) -> float:
        return float(np.mean(self.samples[option]))

    def dodge_value(self, option: str) -> float | None:
        if not self.field:
            return None
        return float(np.mean(self.field.dodge(np.rint(self.samples[option]))))

    @property
    def primary_dodge(self) -> bool:
        return bool(self.field)

    def best(self) -> str:
        """The leader by the primary measure (Dodge points when there is a field), among the
        options still in the race; ties to the earlier option."""
        if self.leader is not None:
            return self.leader
        pool = self.active or self.options
        if self.primary_dodge:
            return max(pool, key=lambda o: (self.dodge_value(o), self.game_value(o), -self.options.index(o)))
        return max(pool, key=lambda o: (self.game_value(o), -self.options.index(o)))

    def best_game(self) -> str:
        pool = self.active or self.options
        return max(pool, key=lambda o: (self.game_value(o), -self.options.index(o)))

    def compare(self, better: str, worse: str) -> Comparison:
        a, b = self._arrays(better, worse)
        n = a.size
        diff = a - b
        game, game_se = _mean_se(diff)
        dodge = dodge_se = None
        if self.field:
            dodge, dodge_se = _mean_se(self.field.dodge(np.rint(a)) - self.field.dodge(np.rint(b)))
        return Comparison(game, game_se, dodge, dodge_se, n)

    def n(self) -> int:
        return max(len(v) for v in self.samples.values())

    def refine(self, better: str, worse: str, max_samples: int, time_budget: float | None,
               cancelled: Callable[[], bool] | None = None) -> bool:
        """More samples for the comparison of two options that stayed in the race together
        (the best and the choice made) until it is clear at `Z_STOP` standard errors either way
        or the budget is spent. The leader stays. Returns whether it is decided at `Z` (the
        flag's own standard), so a loss between two and three errors is a mistake, decided."""
        started = clock()
        dodge = self.primary_dodge
        pair = [better, worse]
        while True:
            c = self.compare(better, worse)
            if is_mistake(c, dodge, Z_STOP) or is_cleared(c, dodge, Z_STOP):
                return True
            if (self.evaluate is None or c.samples + BATCH > max_samples
                    or (time_budget is not None and clock() - started > time_budget)
                    or (cancelled is not None and cancelled())):
                return is_mistake(c, dodge) or is_cleared(c, dodge)
            n = c.samples
            for o in pair:
                del self.samples[o][n:]
            new = self.evaluate(BATCH, pair)
            for o in pair:
                self.samples[o].extend(new[o])


def _mean_se(diff: np.ndarray) -> tuple[float, float]:
    n = diff.size
    if n == 0:
        return 0.0, math.inf
    mean = float(diff.mean())
    if n < 2:
        return mean, math.inf
    return mean, float(diff.std(ddof=1) / math.sqrt(n))


def is_mistake(c: Comparison, dodge: bool, z: float = Z) -> bool:
    """A loss is a mistake when it exceeds the threshold by `z` (two) standard errors."""
    if dodge and c.dodge is not None:
        return c.dodge - z * c.dodge_se > DODGE_THRESHOLD
    return c.game - z * c.game_se > GAME_THRESHOLD


def is_cleared(c: Comparison, dodge: bool, z: float = Z) -> bool:
    """The loss is surely below the threshold: not a mistake, decided."""
    if dodge and c.dodge is not None:
        return c.dodge + z * c.dodge_se < DODGE_THRESHOLD
    return c.game + z * c.game_se < GAME_THRESHOLD


def position_seed(seed: object, view: PlayerView, kind: str) -> int:
    """The sampling seed of a position: the same for the analysis and a hint on that position."""
    history = tuple((s, c.code) for t in view.tricks + (view.current_trick,) for s, c in t.cards)
    calls = tuple((a.seat, a.call.value, a.cards_in_hand) for a in view.announcements)
    return derive_seed(seed, "position", kind, view.seat, str(view.dealer), history, calls,
                       tuple(sorted(c.code for c in view.hand)))


# ------------------------------------------------------------------------------- sampling
class _Sampler:
    def __init__(self, view: PlayerView, rng: random.Random):
        self.info = PublicInfo(view)
        self.sampler = DealSampler(self.info)
        self.rng = rng

    def states(self, n: int):
        return [build_state(self.info, self.sampler.sample(self.rng)) for _ in range(n)]


def _card_value(st, card: int, party: int, exact_root: bool) -> float:
    st.play_fast(card)
    if st.turn == -1:
        v = value_for(st, party)
    elif exact_root or (sum(st.held) <= EXACT_CARDS and not st.trick_size):
        re = solve(st)
        v = re if party == RE else -re
    else:
        v = finish_value(st, party, EXACT_CARDS)
    st.pop()
    return v


def _run(options: list[str], evaluate, field: DodgeField | None, max_samples: int, time_budget: float | None,
         cancelled: Callable[[], bool] | None) -> Rating:
    """The adaptive loop: `evaluate(n, active)` returns per-option lists of n new sample values."""
    rating = Rating(list(options), {o: [] for o in options}, field if field else None)
    active = list(options)
    started = clock()
    batch = min(MIN_SAMPLES, max_samples)
    dodge = rating.primary_dodge
    while True:
        new = evaluate(batch, active)
        for o in active:
            rating.samples[o].extend(new[o])
        rating.active = active
        leader = rating.best()
        open_ = False
        still = [leader]
        for o in active:
            if o == leader:
                continue
            c = rating.compare(leader, o)
            if is_mistake(c, dodge, Z_STOP) and is_mistake_game_too(c, dodge):
                continue  # clearly worse: out of the race
            still.append(o)
            if not is_cleared(c, dodge, Z_STOP):
                open_ = True
        active = [o for o in options if o in still]
        rating.active = active
        if not open_:
            rating.decided = True
            break
        if rating.n() + BATCH > max_samples:
            break
        if time_budget is not None and clock() - started > time_budget:
            break
        if cancelled is not None and cancelled():
            break
        batch = BATCH
    rating.leader = rating.best()
    rating.evaluate = evaluate
    return rating


def is_mistake_game_too(c: Comparison, dodge: bool) -> bool:
    """An option leaves the race only when it is clearly worse in Dodge points AND not better
    in game points (so the best game value stays in the race for `loss`)."""
    if not dodge:
        return True
    return c.game >= 0


def rate_cards(view: PlayerView, seed: int, field: DodgeField | None = None, *, legal: list[int] | None = None,
               max_samples: int = MAX_SAMPLES, time_budget: float | None = TIME_BUDGET,
               cancelled: Callable[[], bool] | None = None) -> Rating:
    """Every legal card of the view's seat (its turn), keyed by card code."""
    legal = legal if legal is not None else sorted({c.id for c in view.legal_cards})
    codes = {CARDS[c].code: c for c in legal}
    party = view.party
    sampler = _Sampler(view, random.Random(seed))
    exact_root = sum(view.cards_held) <= ROOT_EXACT_CARDS

    def evaluate(n: int, active: list[str]) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {o: [] for o in active}
        states = sampler.states(n)
        for st in states:
            for o in active:
                out[o].append(_card_value(st, codes[o], party, exact_root))
        return out

    return _run(list(codes), evaluate, field, max_samples, time_budget, cancelled)


def rate_calls(view: PlayerView, seed: int, levels: list[int], field: DodgeField | None = None, *,
               max_samples: int = MAX_SAMPLES, time_budget: float | None = TIME_BUDGET,
               cancelled: Callable[[], bool] | None = None) -> Rating:
    """"pass" and each announcement level (made now by the view's party): one playout per
    sampled deal, scored with and without the call. Keys: "pass" and the levels as text."""
    party = view.party
    sign = 1 if party == RE else -1
    sampler = _Sampler(view, random.Random(seed))
    keys = {"pass": 0, **{Call.for_level(party, lv).value: lv for lv in levels}}

    def evaluate(n: int, active: list[str]) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {o: [] for o in active}
        for s in final_outcomes(sampler.states(n), EXACT_CARDS):
            for o in active:
                level = keys[o]
                if level:
                    new_levels = list(s.levels)
                    new_levels[party] = max(new_levels[party], level)
                    s2 = replace(s, levels=tuple(new_levels))
                else:
                    s2 = s
                out[o].append(float(sign * score(s2).re_points))
        return out

    return _run(list(keys), evaluate, field, max_samples, time_budget, cancelled)
