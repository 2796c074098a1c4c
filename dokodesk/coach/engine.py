"""One engine for the analysis and the hints, the view "from what you knew": every option of a
position rated on the same sampled deals (layouts of the hidden cards consistent with what the
seat had seen), in expected game points with standard errors, sampling more where the call is
close.

- Game points only. The deal's field played the REAL layout; ranking outcomes of sampled
  layouts against its results mixes the two views (issue 28: headlines beyond the room, games
  top of their field told they lost) and lets the hidden cards shape a hint. Dodge points
  against the field belong to the view "on this deal" (dokodesk.coach.on_this_deal).
- Common random numbers: every option still in the race is played out on every sampled deal,
  so the per-sample differences between two options give the standard error of their
  difference directly (std of the differences / sqrt(n)).
- Calls are played out with reacting players (`rate_calls`): on each sampled deal the game goes
  on with bots for all four seats that answer a call (Kontra's reply, the partner's own calls)
  and play on what they have heard; "pass" is "not now": the seat may still call later.
- Cards are played out the same way, by bots that see only their own cards (`_table_evaluator`):
  a slip that only perfect open-card play punishes is no mistake against a table that sees its
  own cards. A flagged choice's loss is measured again on fresh sampled deals (`Rating.fresh`).
- Sampled deals are drawn by how likely the others' play and silence made them
  (`dokodesk.bots.inference`), from what the seat had seen.
- Adaptive: samples come in batches. Up to `MIN_SAMPLES` the race halves (`HALVING_FIRST`):
  every option gets a first batch, then only the better half by mean goes on. From there,
  after each batch an option clearly worse than the leader (by more than `GAME_THRESHOLD`, at
  `Z_STOP` standard errors) leaves the race; the rating stops when every remaining option is
  decided (clearly worse, or surely within the threshold of the leader) or the budget
  (samples, seconds) is spent. Which options stay never depends on the choice that was made,
  so a hint and the analysis of the same position sample the same deals and name the same best
  option; the analysis takes a choice the halving left behind up to the best's deals before it
  measures its loss (`Rating.top_up`).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from dokodesk.bots.inference import inferred_draw
from dokodesk.bots.runner import derive_seed
from dokodesk.bots.sampler import DealSampler, PublicInfo
from dokodesk.rules import Call, Deal, PlayerView
from dokodesk.rules.cards import CARDS, N_KINDS, RULES_40, RULES_48

# The floor: no option leaves the race as clearly worse and no rating stops before this many
# sampled deals (below it the race only halves, see HALVING_FIRST). A standard error from 32 samples is not to be trusted: what an option changes on
# only a few layouts (a Fuchs caught, a Doppelkopf, a trick that turns the game) shows up on 5 %
# of them, and 32 samples miss all of those in 19 % of positions (0.95^32): the differences are
# then all alike, their standard error near 0, and the rating stops "decided" on a fraction of
# the truth (issue 28: 48 of 84 training verdicts stopped after 32 samples). 96 samples miss
# such an effect in 0.7 % of positions (0.95^96), for ~10 % more CPU a game. (The spread of the
# headlines across seeds is another matter: GameAnalysis.flag_errors; both measured with
# benchmarks/bench_analysis.py error-bars, results in benchmarks/results/analysis.md.)
MIN_SAMPLES = 96
BATCH = 32
# Below the floor the analysis's race halves (issue 37): every option gets HALVING_FIRST samples,
# then, batch by batch up to the floor, only the better half by mean (at least two) gets more. A
# lead at trick 1 has up to 12 cards, and the floor for each of them was a third of a game's
# analysis; the best cards there lie within a tenth of a point. A choice the halving left behind
# is taken up to the best's samples before their comparison (`Rating.top_up`), so its loss is
# measured on as many deals as before.
HALVING_FIRST = 32
MAX_SAMPLES = 320  # per position: the budget of a close call
# CPU seconds per position: no close call holds the analysis up beyond this. 0.5 since the
# play-outs are compiled (1.6x faster): about the samples 0.8 s bought interpreted.
TIME_BUDGET = 0.5
# The practice hint's race (`quick`, issue 37): a first batch of QUICK_FIRST samples for every
# option, then rounds of QUICK_ROUND within its time budget (a round that would end beyond it is
# not started); while the budget left cannot take every option still in the race to MIN_SAMPLES,
# each round keeps the better half of them (successive halving, at least two). Simulated on the
# analysis's own samples at 40 trick-1 positions (benchmarks/results/analysis.md, "The quick
# hint by halving"): the same cost against the analysis's best card as every card on 32 samples
# (0.17 against 0.16 game points) at half the CPU (p90 0.79 s against 1.43 s).
QUICK_FIRST = 8
QUICK_ROUND = 8
Z = 2.0  # standard errors above the threshold: a mistake
Z_STOP = 3.0  # standard errors to stop sampling early: peeking after every batch must not decide
#               a close call on a lucky batch (measured: benchmarks/bench_analysis.py stability)
INFER_POOL = 4  # uniform layouts weighed per sampled deal (~0.2 ms each)
GAME_THRESHOLD = 0.25  # game points: smaller losses are no mistake, however certain
CALL_BOT = "strong"  # who plays on after a call on a sampled deal (3.7 ms a whole game: ~100
#                      continuations within a position's budget; the expert would take seconds)

# Budgets are in CPU seconds of the working thread: the same samples on a busy machine as on an
# idle one (and in the GUI's worker thread as in the CLI), so results do not depend on load.
clock = time.thread_time


@dataclass(frozen=True)
class Comparison:
    """Option `better` against option `worse` on their common samples."""

    game: float  # mean game points of better minus worse
    game_se: float
    samples: int


@dataclass
class Rating:
    """Every option of one position: per-sample game values (with the Augen tie-breaker) on the
    same deals; options dropped from the race keep the samples they had."""

    options: list[str]
    samples: dict[str, list[float]]
    decided: bool = False
    active: list[str] | None = None
    leader: str | None = None  # the best option when the race ended (fixed from then on)
    evaluate: Callable | None = None  # (n, options) -> new samples, for `refine`
    # (n, options) -> samples on deals of their own stream, which had no part in the race: an
    # unbiased measure of the loss of a choice the race singled out
    fresh: Callable | None = None
    halved: list[str] | None = None  # left behind by the halving below the floor, not as clearly worse
    # (start, stop, options) -> samples on the race's deals start..stop-1, for `top_up`
    evaluate_at: Callable | None = None

    def _arrays(self, a: str, b: str) -> tuple[np.ndarray, np.ndarray]:
        n = min(len(self.samples[a]), len(self.samples[b]))
        return np.asarray(self.samples[a][:n]), np.asarray(self.samples[b][:n])

    def game_value(self, option: str) -> float:
        return float(np.mean(self.samples[option]))

    def best(self) -> str:
        """The leader by expected game points among the options still in the race; ties to
        the earlier option."""
        if self.leader is not None:
            return self.leader
        pool = self.active or self.options
        return max(pool, key=lambda o: (self.game_value(o), -self.options.index(o)))

    def best_game(self) -> str:
        pool = self.active or self.options
        return max(pool, key=lambda o: (self.game_value(o), -self.options.index(o)))

    def compare(self, better: str, worse: str) -> Comparison:
        a, b = self._arrays(better, worse)
        n = a.size
        diff = a - b
        game, game_se = _mean_se(diff)
        return Comparison(game, game_se, n)

    def n(self) -> int:
        return max(len(v) for v in self.samples.values())

    def top_up(self, option: str, n: int) -> None:
        """`option` (left behind by the halving) played out on the race's deals up to the n-th,
        on the same deals as the options that went on: their comparison is then on n deals."""
        have = len(self.samples[option])
        if self.evaluate_at is not None and have < n:
            self.samples[option].extend(self.evaluate_at(have, n, [option])[option])

    def refine(self, better: str, worse: str, max_samples: int, time_budget: float | None,
               cancelled: Callable[[], bool] | None = None) -> bool:
        """More samples for the comparison of two options that stayed in the race together, or
        one that the halving left behind (the best and the choice made), until it is clear at
        `Z_STOP` standard errors either way or the budget is spent. One left behind is first
        played out on the deals the other had (`top_up`), so none of them is thrown away. The
        leader stays. Returns whether it is decided at `Z` (the flag's own standard), so a loss
        between two and three errors is a mistake, decided."""
        started = clock()
        pair = [better, worse]
        short, long_ = sorted(pair, key=lambda o: len(self.samples[o]))
        self.top_up(short, len(self.samples[long_]))
        while True:
            c = self.compare(better, worse)
            if is_mistake(c, Z_STOP) or is_cleared(c, Z_STOP):
                return True
            if (self.evaluate is None or c.samples + BATCH > max_samples
                    or (time_budget is not None and clock() - started > time_budget)
                    or (cancelled is not None and cancelled())):
                return is_mistake(c) or is_cleared(c)
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


def is_mistake(c: Comparison, z: float = Z) -> bool:
    """A loss is a mistake when it exceeds the threshold by `z` (two) standard errors."""
    return c.game - z * c.game_se > GAME_THRESHOLD


def is_cleared(c: Comparison, z: float = Z) -> bool:
    """The loss is surely below the threshold: not a mistake, decided."""
    return c.game + z * c.game_se < GAME_THRESHOLD


def position_seed(seed: object, view: PlayerView, kind: str) -> int:
    """The sampling seed of a position: the same for the analysis and a hint on that position."""
    history = tuple((s, c.code) for t in view.tricks + (view.current_trick,) for s, c in t.cards)
    calls = tuple((a.seat, a.call.value, a.cards_in_hand) for a in view.announcements)
    return derive_seed(seed, "position", kind, view.seat, str(view.dealer), history, calls,
                       tuple(sorted(c.code for c in view.hand)))


# ------------------------------------------------------------------------------- sampling
class _Sampler:
    """Sampled deals from what the seat knew: the hidden cards consistent with the voids and
    the calls, each drawn from `INFER_POOL` uniform layouts by how likely the others' play and
    their silence were in it (dokodesk.bots.inference). What the others did is part of what the
    player knew: uniform layouts keep imagining hands that the play had already ruled unlikely
    (issue 28's calibration: late card flags that changed nothing on the deal)."""

    def __init__(self, info: PublicInfo, rng: random.Random):
        self.info = info
        self.sampler = DealSampler(info)
        self.rng = rng

    def draw(self) -> list[list[int]]:
        """The hidden hands of one sampled deal."""
        return inferred_draw(self.sampler, self.info, self.rng, INFER_POOL)[0]


def _run(options: list[str], evaluate, max_samples: int, time_budget: float | None,
         cancelled: Callable[[], bool] | None, quick: bool = False) -> Rating:
    """The adaptive loop: `evaluate(n, active)` returns per-option lists of n new sample values.

    `quick` (the practice hint): `QUICK_FIRST` samples, then rounds of `QUICK_ROUND` while the
    time budget lasts (a round that would end beyond it is not started); the rating never counts
    as decided before `MIN_SAMPLES`. A quick race is the analysis's race stopped early, on the
    same sampled deals in the same order: its leader leads a prefix of the analysis's samples."""
    rating = Rating(list(options), {o: [] for o in options}, halved=[])
    active = list(options)
    started = clock()
    floor = min(MIN_SAMPLES, max_samples)
    first, later = (QUICK_FIRST, QUICK_ROUND) if quick else (HALVING_FIRST, BATCH)
    batch = min(first, max_samples)
    while True:
        new = evaluate(batch, active)
        for o in active:
            rating.samples[o].extend(new[o])
        rating.active = active
        if not quick and rating.n() < floor:
            # below the floor no option leaves as clearly worse (see MIN_SAMPLES): the better
            # half goes on (HALVING_FIRST), whatever the budget, to the floor
            if len(active) > 2:
                keep = _better_half(rating, options, active)
                rating.halved.extend(o for o in active if o not in keep)
                active = keep
                rating.active = active
            if cancelled is not None and cancelled():
                break
            batch = min(later, floor - rating.n())
            continue
        leader = rating.best()
        open_ = False
        still = [leader]
        for o in active:
            if o == leader:
                continue
            c = rating.compare(leader, o)
            if is_mistake(c, Z_STOP):
                continue  # clearly worse: out of the race
            still.append(o)
            if not is_cleared(c, Z_STOP):
                open_ = True
        active = [o for o in options if o in still]
        if quick and time_budget is not None and len(active) > 2:
            active = _halved(rating, options, active, clock() - started, time_budget)
        rating.active = active
        if not open_ and rating.n() >= min(MIN_SAMPLES, max_samples):
            rating.decided = True
            break
        if rating.n() + later > max_samples:
            break
        spent = clock() - started
        if time_budget is not None and spent > time_budget:
            break
        if quick and time_budget is not None:
            # the next round at the cost per option and sample so far: a round at trick 1 is
            # half a second, so a round that would end beyond the budget is not started
            per_option_sample = spent / max(1, sum(len(v) for v in rating.samples.values()))
            if spent + later * len(active) * per_option_sample > time_budget:
                break
        if cancelled is not None and cancelled():
            break
        batch = later
    rating.leader = rating.best()
    rating.evaluate = evaluate
    rating.evaluate_at = getattr(evaluate, "at", None)
    return rating


def _better_half(rating: Rating, options: list[str], active: list[str]) -> list[str]:
    """The better half of `active` by mean (at least two; ties to the earlier option)."""
    keep = sorted(active, key=lambda o: (-rating.game_value(o), options.index(o)))[:max(2, (len(active) + 1) // 2)]
    return [o for o in options if o in keep]


def _halved(rating: Rating, options: list[str], active: list[str], spent: float, budget: float) -> list[str]:
    """The quick race's options: all while the budget left can take them to MIN_SAMPLES at the
    cost per option and sample so far, else the better half by mean (ties to the earlier)."""
    per_option_sample = spent / max(1, sum(len(v) for v in rating.samples.values()))
    if (MIN_SAMPLES - rating.n()) * len(active) * per_option_sample <= budget - spent:
        return active
    return _better_half(rating, options, active)


def rate_cards(view: PlayerView, seed: int, *, legal: list[int] | None = None,
               max_samples: int = MAX_SAMPLES, time_budget: float | None = TIME_BUDGET,
               cancelled: Callable[[], bool] | None = None, quick: bool = False) -> Rating:
    """Every legal card of the view's seat (its turn), keyed by card code; `quick`: see `_run`."""
    legal = legal if legal is not None else sorted({c.id for c in view.legal_cards})
    codes = {CARDS[c].code: c for c in legal}
    info = PublicInfo(view)
    rating = _run(list(codes), _table_evaluator(view, info, "card", seed), max_samples, time_budget, cancelled,
                  quick)
    rating.fresh = _table_evaluator(view, info, "card", derive_seed(seed, "fresh"))
    return rating


def _table_evaluator(view: PlayerView, info: PublicInfo, kind: str, stream: int,
                     events: Sequence[str] | None = None) -> Callable:
    """(n, options) -> per-option game points on `n` sampled deals of `stream`, each option
    played out from now by `CALL_BOT`s for all four seats, every bot seeing only its own cards
    and making its own calls, on common seeds: what follows a choice at a real table. Open-card
    rollouts (the search's PIMC, ten times cheaper) punish every slip perfectly: their losses were
    3.7 times what the recommendations gained on the real deal, and a best card picked by them,
    measured this way, still gained too little (issue 28, benchmarks/results/calibration.md)."""
    from dokodesk.bots import make_bot
    from dokodesk.coach.on_this_deal import continue_with, table_at

    seat = view.seat
    prefix = list(events) if events is not None else public_log(view, info)
    bots = [make_bot(CALL_BOT)] * 4
    sampler = _Sampler(info, random.Random(stream))
    tables: list = []  # the sampled deals' tables, by the order they were drawn

    def values_at(k: int, active: list[str], out: dict[str, list[float]]) -> None:
        start = tables[k]
        for o in active:
            rngs = [random.Random(derive_seed(stream, kind, k, s)) for s in range(4)]
            out[o].append(float(continue_with(start, seat, kind, o, bots, rngs)))

    def evaluate(n: int, active: list[str]) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {o: [] for o in active}
        for _ in range(n):
            tables.append(table_at(sampled_deal(info, sampler.draw()), prefix, bots))
            values_at(len(tables) - 1, active, out)
        return out

    def at(start: int, stop: int, options: list[str]) -> dict[str, list[float]]:
        """The options on deals start..stop-1 drawn before (the same values they had there)."""
        out: dict[str, list[float]] = {o: [] for o in options}
        for k in range(start, min(stop, len(tables))):
            values_at(k, options, out)
        return out

    evaluate.at = at  # type: ignore[attr-defined]
    return evaluate


def rate_calls(view: PlayerView, seed: int, levels: list[int], *, events: Sequence[str] | None = None,
               max_samples: int = MAX_SAMPLES, time_budget: float | None = TIME_BUDGET,
               cancelled: Callable[[], bool] | None = None, quick: bool = False) -> Rating:
    """"pass" and each announcement level (made now by the view's party). On each sampled deal
    every option is played out from now by `CALL_BOT`s for all four seats, on common seeds: the
    call is made (or not), the others answer it and play on what they heard, and the seat itself
    may still call later ("pass" is "not now"). `events`: the game's log so far (public: the
    cards played and the calls made; the view's own order of them if not given). Keys: "pass"
    and the calls' values."""
    party = view.party
    info = PublicInfo(view)
    keys = ["pass", *(Call.for_level(party, lv).value for lv in levels)]
    rating = _run(keys, _table_evaluator(view, info, "call", seed, events), max_samples, time_budget, cancelled,
                  quick)
    rating.fresh = _table_evaluator(view, info, "call", derive_seed(seed, "fresh"), events)
    return rating


def sampled_deal(info: PublicInfo, hands: list[list[int]]) -> Deal:
    """The whole deal of a sample: each seat's cards now and the cards it has played."""
    originals = []
    for s in range(4):
        played = info.played_by[s]
        ids = sorted(hands[s] + [k for k in range(N_KINDS) for _ in range(played[k])])
        originals.append(tuple(CARDS[k] for k in ids))
    return Deal(tuple(originals), info.dealer, RULES_40 if info.cards == 40 else RULES_48)


def public_log(view: PlayerView, info: PublicInfo | None = None) -> list[str]:
    """The game's log so far as the seat saw it (cards and calls in the table's order)."""
    info = info or PublicInfo(view)
    calls = iter(view.announcements)
    out = []
    for e in info.events:
        if e.is_card:
            out.append(f"{e.seat}:{CARDS[e.card].code}")
        else:
            out.append(f"{e.seat}:{next(calls).call.value}")
    return out
