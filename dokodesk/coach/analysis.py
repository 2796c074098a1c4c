"""Analysis of one seat's decisions in a played game, in two views, each named.

*From what you knew*: for every decision of the seat (each card it played, each call it made,
and the last moment at which it could have made each level it did not make) the seat's view at
that moment is rebuilt from the log, and the coach's engine (dokodesk.coach.engine) rates every
choice on the same sampled layouts of the hidden cards (common random numbers) in expected game
points. The loss of a decision is the value of the best choice minus that of the choice made,
with its standard error; a decision is a mistake only when its loss is significant (about two
standard errors above a small threshold). Close calls get more samples. No Dodge points here:
the field played the real layout, not the sampled ones.

*On this deal*: the cards are known after the game. Each card gets every legal card's exact
value with all hands open where the solver reaches (`Decision.open_hands`, from the last trick
back); each mistake gets its better choice played out on the real deal with the table going on
(`Decision.on_deal`, dokodesk.coach.on_this_deal), in game points and in Dodge points against
the deal's field, which held these very cards. The headline is the real-deal gain of the first
mistake whose better choice gains there, capped by the room the game had.

Each rated decision also gets a short reason naming the most likely mistake (dokodesk.coach.reasons).
The records the analysis makes (`Decision`, `GameAnalysis`, `Headline`) are in
dokodesk.coach.decisions; their names are imported here too, where callers have always found them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

from dokodesk.coach import engine
from dokodesk.coach.decisions import Decision, GameAnalysis, Headline, decisive
from dokodesk.coach.engine import Rating, is_mistake, position_seed
from dokodesk.coach.field import DodgeField
from dokodesk.coach.reasons import (  # _card_reason: the tests' way in, kept where they import it
    SPECIAL_TEXT, _call_name, _card_reason, card_reason, loss_text, on_deal_why_text, reason_card_name, reason_text,
)
from dokodesk.rules import CARDS, Call, Card, Deal, Game, PlayerView, parse_event
from dokodesk.rules.cards import CARDS_BY_CODE

__all__ = [  # with the names of dokodesk.coach.decisions and .reasons other modules import from here
    "ANALYSIS_SAMPLES", "AnalysisCancelled", "CONFIRM_SAMPLES", "Decision", "GAME_TIME_BUDGET", "GameAnalysis",
    "Headline", "OPEN_HANDS_BUDGET", "RatedAhead", "SPECIAL_TEXT", "analyse_ahead", "analyse_game", "card_reason", "decision_points", "decisive",
    "loss_text", "on_deal_why_text", "reason_card_name", "reason_text", "with_deal_gains", "with_open_hands",
    "with_own_open_hands",
]

ANALYSIS_SAMPLES = engine.MAX_SAMPLES  # at most this many sampled deals per decision (close calls)
CONFIRM_SAMPLES = 96  # fresh sampled deals that measure a flagged mistake's loss (0: none)
REFINE_FACTOR = 8  # the best and the choice made, on a close call: up to 8 x the samples
# Who plays on after a mistake's better choice on the real deal: the expert for the analysed
# seat, on few samples (its sampling makes the continuations differ from seed to seed; `strong`
# plays every seed alike, so eight seeds were one line with an error of 0), `strong` for the
# others (3.7 ms a game; the full expert everywhere would take ~20 s a decision).
ON_DEAL_BOT = "strong"
ON_DEAL_EXPERT_SAMPLES = 24
ON_DEAL_SEEDS = 8  # continuations per choice, on common seeds
# CPU seconds of extra samples for the close calls of a whole game; a decision gets at most
# engine.TIME_BUDGET. 4 since the play-outs are compiled (1.6x faster): about what 8 s of the
# interpreted play-outs bought (issue 37: a whole analysis in 8 s of CPU at the median).
GAME_TIME_BUDGET = 4.0
# CPU seconds for the open-hands values of a whole game when the analysis solves them itself
# (the command line's; the app shares its review's solve), from the last trick back, the seat's
# card of each trick solved where it stands. A trick is not started when the one after it took
# more than 1/OPEN_HANDS_GROWTH of the time left: a trick took a median 9.5 x the one after it
# (27 demo games; under 1 x in 7 of 60 pairs, up to 150 x), and one that does not fit burns all
# that is left. Replayed on the 30 demo games' trick times (bench_analysis.py open-hands-times):
# 4 s and 20 give a median 1.35 s, p90 4.0 s, the earliest trick solved 5.10 on average;
# measured in the whole analysis, the same 30 games: median 1.18 s, p90 4.0 s, 5.10, against
# 6.32 s, 10.0 s and 5.10 with 10 s, 10 and every card of every seat from the trick's start
# (benchmarks/results/analysis.md, "Halving").
OPEN_HANDS_BUDGET = 4.0
OPEN_HANDS_GROWTH = 20.0
Progress = Callable[[int, int], None]


class AnalysisCancelled(Exception):
    """Raised by a progress callback to stop an analysis."""


# ------------------------------------------------------------------------------- analysis
def decision_points(deal: Deal, log: Sequence[str], seat: int) -> list[tuple[int, str]]:
    """(event index, kind) of every decision of `seat` in the log: "card" for its cards, "call"
    for its calls, "missed" before its card when a level then allowed had its last chance."""
    game = Game(deal)
    points: list[tuple[int, str]] = []
    for i, token in enumerate(log):
        s, what = parse_event(token)
        if s == seat:
            if isinstance(what, Card):
                allowed = game.allowed_calls(seat)
                held = game.cards_in_hand(seat)
                if allowed and any(a.min_cards == held for a in allowed):
                    points.append((i, "missed"))
                points.append((i, "card"))
            else:
                points.append((i, "call"))
        game.apply(token)
    return points


def _tricks_of(deal: Deal, log: Sequence[str]) -> dict[int, tuple[list[tuple[int, int]], bool]]:
    """Event index of each card -> (its trick as completed, (seat, card id)), whether last)."""
    out: dict[int, tuple[list[tuple[int, int]], bool]] = {}
    current: list[tuple[int, int]] = []
    indices: list[int] = []
    n_tricks = deal.ruleset.tricks
    done = 0
    for i, token in enumerate(log):
        s, what = parse_event(token)
        if isinstance(what, Card):
            current.append((s, what.id))
            indices.append(i)
            if len(current) == 4:
                done += 1
                for j in indices:
                    out[j] = (current, done == n_tricks)
                current, indices = [], []
    for j in indices:
        out[j] = (current, False)
    return out


def analyse_game(deal: Deal, log: Sequence[str], seat: int, *, deal_number: int = 0, result_index: int = 0,
                 samples: int = ANALYSIS_SAMPLES, seed: object = 0, progress: Progress | None = None,
                 field_points: Sequence[int] | None = None, time_budget: float | None = GAME_TIME_BUDGET,
                 open_hands_budget: float | None = None, on_deal_seeds: int = ON_DEAL_SEEDS,
                 table: Sequence[str] | None = None,
                 open_hands: Callable[[Callable[[], None] | None], object] | None = None,
                 ahead: RatedAhead | None = None) -> GameAnalysis:
    """Rate every decision of `seat` in the logged game. `field_points`: the game points of the
    field's pairs of the seat's party (from that party's side), without this game and the
    player's own; None or empty: no Dodge points. `progress(done, total)` is called after each
    decision and may raise `AnalysisCancelled` to stop. `time_budget` (seconds, None: none)
    bounds the extra samples for close calls over the whole game. `open_hands_budget` (CPU
    seconds; None: OPEN_HANDS_BUDGET; 0: no open-hands values) gives the cards of the tricks the
    solver reaches from the end every legal card's exact value on this deal. Each mistake's
    better choice is played out on this deal `on_deal_seeds` times (0: not), the others' seats
    by the bot kinds in `table` (one per seat, e.g. from the result's simulated seats; default
    `ON_DEAL_BOT`), the expert's kind on `ON_DEAL_EXPERT_SAMPLES`. `open_hands(waiting)`: where
    the game's open-hands review comes from instead (the app's one review per game, shared with
    its review page; `waiting()` lets a wait for it be cancelled). `ahead`: the decisions rated
    while the game went on (`analyse_ahead`), used where the log still begins with theirs."""
    if not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0 to 3, not {seat}")
    log = list(log)
    played = Game.replay(deal, log)  # a bad log raises here, with its event index
    points = decision_points(deal, log, seat)
    dodge_field = DodgeField(field_points) if field_points is not None and len(field_points) else None
    tricks = _tricks_of(deal, log)
    parties = deal.parties
    so_far = ahead if ahead is not None and ahead.fits(deal, log, seat) else None
    out: list[Decision] = list(so_far.decisions) if so_far is not None else []
    # the highest level already charged as a missed call (each missed call counts once)
    charged = so_far.charged if so_far is not None else 0
    todo = [p for p in points if so_far is None or p[0] >= len(so_far.events)]
    started = engine.clock()
    if progress is not None:
        progress(len(points) - len(todo), len(points))
    for n, (index, kind) in enumerate(todo):
        budget = None
        if time_budget is not None:
            left = time_budget - (engine.clock() - started)
            budget = max(0.0, min(engine.TIME_BUDGET, left / max(1, len(todo) - n) * 2))
        decision, charged = _rate_point(deal, log, seat, index, kind, seed, samples, budget, tricks, charged)
        if decision is not None:
            out.append(decision)
        if progress is not None:
            progress(len(points) - len(todo) + n + 1, len(points))
    if open_hands_budget is None:
        open_hands_budget = OPEN_HANDS_BUDGET
    # Then the mistakes played on this deal, each a step of the progress (the bar sat at "13 of 13"
    # for the half minute they took: issue 37); each solved trick and each play-out offers the
    # callback a chance to cancel.
    steps = len(points) + (sum(1 for d in out if d.mistake) if on_deal_seeds > 0 else 0)
    ticks = None if progress is None else (lambda done, total: progress(len(points), steps))
    step_done = None if progress is None else (lambda k: progress(len(points) + k, steps))
    if open_hands is not None:
        waiting = None if ticks is None else (lambda: ticks(0, 0))
        out = _with_open_hands(deal, seat, out, open_hands(waiting))
    elif open_hands_budget > 0:
        out = _with_open_hands(deal, seat, out, _own_review(deal, log, open_hands_budget, ticks, seat))
    if on_deal_seeds > 0:
        out = _with_deal_gains(deal, log, seat, out, field_points, on_deal_seeds, seed, step_done, table)
    achieved = None
    if dodge_field:
        re = played.value().re_points
        achieved = float(dodge_field.dodge([re if parties[seat] == 0 else -re])[0])
    return GameAnalysis(deal_number, result_index, seat, tuple(out), dodge_field.size if dodge_field else 0, achieved)


def _rate_point(deal: Deal, log: list[str], seat: int, index: int, kind: str, seed: object, samples: int,
                budget: float | None, tricks, charged: int) -> tuple[Decision | None, int]:
    """One decision point of `seat` rated (None: a missed point with nothing then open), and the
    level charged as a missed call so far, with this one."""
    game = Game.replay(deal, log[:index])
    view = game.view(seat)
    if kind == "card":
        hands = [[c.id for c in game.hand(s)] for s in range(4)]
        return _rate_card(view, log[index], index, seed, samples, budget, tricks, deal.parties, hands), charged
    decision = _rate_call(view, log, index, kind, seed, samples, budget, charged)
    if decision is not None and kind == "missed" and decision.mistake and decision.best != "pass":
        charged = max(charged, Call(decision.best).level)
    return decision, charged


@dataclass(frozen=True)
class RatedAhead:
    """A game's decisions rated while it went on (issue 37: the analysis after the game then only
    rates what came since): every decision point of `seat` before event `len(events)` of the game
    of `deal` (its text) whose log began with `events`. A game undone behind them no longer begins
    so: rated anew."""

    deal: str
    seat: int
    events: tuple[str, ...]
    decisions: tuple[Decision, ...] = ()
    charged: int = 0  # the highest level charged as a missed call among them

    def fits(self, deal: Deal, log: Sequence[str], seat: int) -> bool:
        return (self.deal == str(deal) and self.seat == seat and len(self.events) <= len(log)
                and tuple(log[:len(self.events)]) == self.events)


def trick_ends(log: Sequence[str]) -> list[int]:
    """For each completed trick of the log, the number of events up to its last card: the
    decisions before it can be rated with their tricks' outcome (a card's reason names who took it)."""
    ends = []
    cards = 0
    for i, token in enumerate(log):
        if isinstance(parse_event(token)[1], Card):
            cards += 1
            if cards % 4 == 0:
                ends.append(i + 1)
    return ends


def analyse_ahead(deal: Deal, log: Sequence[str], seat: int, so_far: RatedAhead | None = None, *,
                  samples: int = ANALYSIS_SAMPLES, seed: object = 0, budget: float | None = engine.TIME_BUDGET,
                  progress: Progress | None = None) -> RatedAhead:
    """`so_far` with the decisions of `seat` in the tricks the game in progress (`log`) has
    completed since, each rated as `analyse_game` rates it, on `budget` CPU seconds of extra
    samples (the most the analysis gives a decision). `so_far` that the log no longer begins with
    (undone) is dropped. `progress(done, total)` after each, and may raise `AnalysisCancelled`."""
    if not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0 to 3, not {seat}")
    log = list(log)
    ends = trick_ends(log)
    end = ends[-1] if ends else 0
    Game.replay(deal, log[:end])  # a bad log raises here, with its event index
    if so_far is None or not so_far.fits(deal, log, seat) or len(so_far.events) > end:
        so_far = RatedAhead(str(deal), seat, ())
    start = len(so_far.events)
    done = log[:end]
    todo = [p for p in decision_points(deal, done, seat) if p[0] >= start]
    tricks = _tricks_of(deal, done)
    out = list(so_far.decisions)
    charged = so_far.charged
    for n, (index, kind) in enumerate(todo):
        decision, charged = _rate_point(deal, done, seat, index, kind, seed, samples, budget, tricks, charged)
        if decision is not None:
            out.append(decision)
        if progress is not None:
            progress(n + 1, len(todo))
    return RatedAhead(str(deal), seat, tuple(done), tuple(out), charged)


def _with_deal_gains(deal: Deal, log: list[str], seat: int, decisions: list[Decision],
                     field_points: Sequence[int] | None, seeds: int, seed: object,
                     played: Callable[[int], None] | None, table: Sequence[str] | None = None) -> list[Decision]:
    """Each mistake's better choice against the choice made, played out on this deal on common
    seeds (dokodesk.coach.on_this_deal): the seat by the expert on `ON_DEAL_EXPERT_SAMPLES`,
    the others by their kinds in `table` (`ON_DEAL_BOT` without). `played(k)` after the k-th."""
    from dataclasses import replace

    from dokodesk.bots import make_bot
    from dokodesk.bots.expert import ExpertBot
    from dokodesk.coach.on_this_deal import gain_on_deal

    kinds = list(table) if table is not None else [ON_DEAL_BOT] * 4
    bots = [ExpertBot(samples=ON_DEAL_EXPERT_SAMPLES) if s == seat or kinds[s] == "expert" else make_bot(kinds[s])
            for s in range(4)]
    out = []
    done = 0
    for d in decisions:
        if d.mistake:
            gain = gain_on_deal(deal, log, seat, d.event_index, d.chosen, d.best, field_points, bots=bots,
                                seeds=seeds, seed=seed)
            d = replace(d, on_deal=gain)
            done += 1
            if played is not None:
                played(done)
        out.append(d)
    return out


def _decision(rating: Rating, kind: str, chosen: str, index: int, budget: float | None,
              max_samples: int) -> Decision:
    """The loss of `chosen` against the best option of the rating; a close call between the
    best and the choice made gets more samples first (only those two: cheap).

    Each option's value is the best option's mean minus the mean difference on the samples
    the two share (common random numbers), so all values and losses are on one footing."""
    best = rating.best()
    decided = True
    if best != chosen and chosen in (rating.active or []) + (rating.halved or []):
        decided = rating.refine(best, chosen, REFINE_FACTOR * max_samples, budget)
    options = rating.options
    top = rating.game_value(best)
    game_values = {o: top - rating.compare(best, o).game for o in options}
    c = rating.compare(best, chosen)
    mistake = best != chosen and is_mistake(c)
    if mistake and CONFIRM_SAMPLES and rating.fresh is not None:
        # The race picked the best of several noisy options and flagged the largest gaps: on
        # the samples that chose them, both are biased upwards. The loss a mistake reports comes
        # from fresh deals that played no part in the choice, and a mistake must still lose
        # there. (Measured, the bias was small: claims 0.82 instead of 0.87 game points; the
        # claims' excess over the real-deal gain was the open-card rollouts', see engine.)
        # The choice's value is the best's less that loss, so the values shown and the loss agree.
        fresh = rating.fresh(CONFIRM_SAMPLES, [best, chosen])
        c = Rating([best, chosen], fresh).compare(best, chosen)
        mistake = c.game > engine.GAME_THRESHOLD
        game_values[chosen] = top - c.game
    loss = max(0.0, c.game) if best != chosen else 0.0
    loss_se = c.game_se if best != chosen else 0.0
    n = c.samples if best != chosen else len(rating.samples[chosen])
    return Decision(index, kind, chosen, best, loss, {o: round(v, 3) for o, v in game_values.items()},
                    "", {}, loss_se if math.isfinite(loss_se) else 0.0, mistake, n, decided)


def _rate_card(view: PlayerView, token: str, index: int, seed: object, samples: int,
               budget: float | None, tricks, parties, hands=None) -> Decision:
    chosen = parse_event(token)[1].id  # type: ignore[union-attr]
    legal = sorted({c.id for c in view.legal_cards})
    code = CARDS[chosen].code
    trick, last = tricks.get(index, ([], False))
    if len(legal) == 1:
        return Decision(index, "card", code, code, 0.0, {code: 0.0}, "only_card",
                        {"card": reason_card_name(chosen, last)}, 0.0, False, 0)
    rating = engine.rate_cards(view, position_seed(seed, view, "card"), legal=legal,
                               max_samples=samples, time_budget=budget)
    d = _decision(rating, "card", code, index, budget, samples)
    best = CARDS_BY_CODE[d.best].id
    if d.best != code:
        key, details = card_reason(view, chosen, best, trick, parties, last, hands)
    else:
        key, details = "best", {"card": reason_card_name(chosen, last)}
    return _with_reason(d, key, details)


def _with_reason(d: Decision, key: str, details: dict) -> Decision:
    from dataclasses import replace
    return replace(d, reason_key=key, details=details)


def _rate_call(view: PlayerView, log: list[str], index: int, kind: str, seed: object,
               samples: int, budget: float | None, charged: int = 0) -> Decision | None:
    """A call made, or (`kind` "missed") the last chance for the levels then open. A missed
    call is charged once: after the Ansage deadline an Erwiderung may still be open (Kontra
    after Re's call, until one card later), and a miss of it already charged as a mistake at
    the deadline (`charged`: the highest level so charged; a higher level includes the Ansage)
    is not charged again there: it is the same silence, scored the same way."""
    if kind == "call":
        made = parse_event(log[index])[1]
        assert isinstance(made, Call)
        levels = [made.level]
        chosen = made.value
    else:
        allowed = view.allowed_calls
        if not allowed:
            return None
        levels = [a.call.level for a in allowed if charged < a.call.level <= 3][:2]
        if not levels:
            return None
        chosen = "pass"
    rating = engine.rate_calls(view, position_seed(seed, view, "call"), levels, events=log[:index],
                               max_samples=samples, time_budget=budget)
    d = _decision(rating, "call", chosen, index, budget, samples)
    best = d.best
    if best == chosen:
        key, details = "best", {"call": _call_name(chosen)}
    elif chosen == "pass":
        key, details = "missed_call", {"call": _call_name(best)}
    elif best == "pass":
        key, details = "bad_call", {"call": _call_name(chosen)}
    else:
        key, details = "call_instead", {"call": _call_name(chosen), "best": _call_name(best)}
    return _with_reason(d, key, details)


def with_deal_gains(analysis: GameAnalysis, deal: Deal, log: Sequence[str], *, field_points: Sequence[int] | None = None,
                    seed: object = 0, seeds: int = ON_DEAL_SEEDS, table: Sequence[str] | None = None,
                    progress: Progress | None = None) -> GameAnalysis:
    """`analysis` (made with `on_deal_seeds=0`) with each mistake's better choice played out on
    this deal: what `analyse_game` gives with `on_deal_seeds=seeds` (the app shows the decisions
    first and adds this part when it is done, issue 37). `progress(done, total)` counts on from
    the decisions: `total` is the decisions and the mistakes."""
    from dataclasses import replace

    log = list(log)
    points = len(decision_points(deal, log, analysis.seat))
    steps = points + sum(1 for d in analysis.decisions if d.mistake)
    played = None if progress is None else (lambda k: progress(points + k, steps))
    if progress is not None:
        progress(points, steps)
    decisions = _with_deal_gains(deal, log, analysis.seat, list(analysis.decisions), field_points, seeds, seed,
                                 played, table)
    return replace(analysis, decisions=tuple(decisions))


def with_own_open_hands(analysis: GameAnalysis, deal: Deal, log: Sequence[str], progress: Progress | None = None,
                        budget: float | None = None) -> GameAnalysis:
    """`analysis` (made with `open_hands_budget=0`) with open-hands values solved here, on
    `budget` CPU seconds (None: OPEN_HANDS_BUDGET): what `analyse_game` gives with that budget
    (a module-level function: the app runs it in a process of its own when it has no review
    runner to share a solve with)."""
    budget = OPEN_HANDS_BUDGET if budget is None else budget
    return with_open_hands(analysis, deal, _own_review(deal, list(log), budget, seat=analysis.seat))


def _own_review(deal: Deal, log: list[str], budget: float, progress=None, seat: int | None = None):
    """The game's open-hands review solved here on `budget` CPU seconds, every legal card's
    value at each card of `seat` (None: of every seat)."""
    from dokodesk.coach.open_hands import open_hands_review

    return open_hands_review(deal, log, budget=budget, total_budget=budget, every_card=True, clock=engine.clock,
                             progress=progress, growth=OPEN_HANDS_GROWTH, seat=seat)


def with_open_hands(analysis: GameAnalysis, deal: Deal, review) -> GameAnalysis:
    """`analysis` (made with `open_hands_budget=0`) with the open-hands values of `review` (the
    game's, solved with `every_card`) at the seat's cards it reached: what `analyse_game` gives
    with that review as its `open_hands`."""
    from dataclasses import replace

    return replace(analysis, decisions=tuple(_with_open_hands(deal, analysis.seat, list(analysis.decisions), review)))


def _with_open_hands(deal: Deal, seat: int, decisions: list[Decision], review) -> list[Decision]:
    """The card decisions with every legal card's open-hands value where the review (solved
    with `every_card`) reached them."""
    from dataclasses import replace

    options = {card.event_index: card.options for solved in review.tricks.values() for card in solved.cards
               if card.seat == seat}
    party = deal.parties[seat]
    return [replace(d, open_hands=dict(options[d.event_index]), open_hands_party=party)
            if d.kind == "card" and d.event_index in options else d for d in decisions]
