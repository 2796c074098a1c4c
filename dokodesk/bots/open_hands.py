"""What was possible with all hands open: the exact open-hands value of a logged game at each
trick, and for each card whether it kept that value (no Qt). The coach's review page and analysis
and `dokodesk solve --game` read it; the app's one review per game, shared between threads, is
dokodesk.coach.open_hands.

For trick K the solver starts at its first card with the announcements made before it and no
later ones (`dokodesk.bots.solver.state_at_trick`), then follows the game's own cards through
the trick: the value before and after each card. A card that keeps the value for its party is
best play with all hands open; otherwise it gave away the difference. With `every_card`, each
card also gets Re's value after every legal card of its seat there (`CardValue.options`), with
the announcements made before that card (one said inside the trick starts a new search).

Tricks are solved from the last backwards, each within a time budget; the first trick that does
not fit ends the work (earlier tricks only get harder). The tricks of one game share one
transposition table while the announcements stay the same (`Solver.share_tables`): the earlier
trick's search meets many positions the later ones stored.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Mapping

from dokodesk.bots.solver import SolveTimeout, Solver, state_at_trick
from dokodesk.rules import Call, Card, Deal, RE
from dokodesk.rules.cards import CARD_CODES
from dokodesk.rules.game import parse_event

TRICK_BUDGET = 1.5  # seconds for one trick (its start and the values after its four cards)
# Each trick earlier takes about 10 times the one after it (benchmarks/results/solver.md): a
# trick whose predecessor took more than 1/GROWTH of the time left is not started, so the budget
# is not spent on a search that cannot end in it.
GROWTH = 4.0


@dataclass(frozen=True)
class CardValue:
    """One card of the game: Re's open-hands value just before and just after it."""

    event_index: int
    seat: int
    card: str
    before: int
    after: int
    options: Mapping[str, int] = field(default_factory=dict)  # card code -> Re's value after it
    #   (every legal card of the seat there; empty unless asked for with `every_card`)

    def loss(self, party: int) -> int:
        """Game points the card gave away for `party` (0: it kept the value)."""
        return self.before - self.after if party == RE else self.after - self.before

    def best_options(self, party: int) -> list[str]:
        """The legal cards that keep the value for `party` (empty without `options`)."""
        return [code for code, v in self.options.items() if v == self.before]


@dataclass
class OpenHandsTrick:
    trick: int  # 1-based
    re_value: int  # at the start of the trick
    cards: list[CardValue] = field(default_factory=list)


@dataclass
class OpenHandsReview:
    """Per solved trick (1-based), its value and cards; `earliest` is the first solved trick."""

    tricks: dict[int, OpenHandsTrick] = field(default_factory=dict)
    # The trick before the earliest solved one: (trick, (low, high)) the unfinished search had
    # proved for its start (low <= Re's value <= high); None: nothing proved.
    bounds: tuple[int, tuple[int, int]] | None = None

    @property
    def earliest(self) -> int | None:
        return min(self.tricks) if self.tricks else None

    def value_at(self, trick: int) -> int | None:
        solved = self.tricks.get(trick)
        return None if solved is None else solved.re_value


@dataclass(frozen=True)
class TrickAhead:
    """One trick solved alone while the game went on (`solve_trick_ahead`): the trick, or None
    when it did not fit its budget (then `proven`, the bounds its search showed for the trick's
    start, if any), and the `seconds` it took on the clock it was given."""

    trick: int
    solved: OpenHandsTrick | None
    seconds: float
    proven: tuple[int, int] | None = None


def solve_trick_ahead(deal: Deal, log: list[str] | tuple[str, ...], trick: int, budget: float = TRICK_BUDGET,
                      every_card: bool = False, clock: Callable[[], float] = time.perf_counter) -> TrickAhead:
    """Trick `trick` (1-based, completed in `log`) solved alone, with a table of its own: what
    `open_hands_review` gives for it (the values are exact: the same whatever else was solved),
    for a review of the finished game to take (`ahead`). The trick needs only the log up to its
    last card, so the app solves the dear early tricks while the game goes on (issue 37)."""
    log = list(log)
    events = _card_events(log)[(trick - 1) * 4:trick * 4]
    if trick < 1 or len(events) < 4:
        raise ValueError(f"trick {trick} is not completed in the log")
    kept: list[Solver] = []
    started = clock()
    try:
        solved = _solve_trick(deal, log, trick, events, budget, every_card, kept, clock)
        return TrickAhead(trick, solved, clock() - started)
    except SolveTimeout as exc:
        return TrickAhead(trick, None, clock() - started, getattr(exc, "proven", None))
    finally:
        for solver in kept:
            solver.forget()


def _card_events(log: list[str]) -> list[tuple[int, int, int, bool]]:
    """(event index, seat, card id, a call was said since the card before) of each card."""
    out = []
    called = False
    for index, token in enumerate(log):
        seat, what = parse_event(token)
        if isinstance(what, Card):
            out.append((index, seat, what.id, called))
            called = False
        elif isinstance(what, Call):
            called = True
    return out


def open_hands_review(deal: Deal, log: list[str] | tuple[str, ...], budget: float = TRICK_BUDGET,
                      progress: Callable[[int, int], None] | None = None, first_trick: int = 1,
                      every_card: bool = False, total_budget: float | None = None,
                      clock: Callable[[], float] = time.perf_counter, share_tables: bool = True,
                      bounds: bool = False, ahead: Mapping[int, TrickAhead] | None = None,
                      growth: float = GROWTH, seat: int | None = None) -> OpenHandsReview:
    """Solve the game's tricks from the last backwards while each fits in `budget` seconds (and
    the whole in `total_budget`, if given), not before `first_trick`. `every_card`: also every
    legal card's value at each card (about twice the work). `progress(done, total)` after each
    trick (it may raise to cancel). The budgets are read on `clock` (the coach and the benchmark
    give CPU time, so a busy machine solves as far as an idle one). `share_tables` False: each
    trick with a table of its own (what the benchmark compares sharing with). `bounds`: the
    trick that will not fit is still searched with the time left, for the bounds on its value
    that search proves (`OpenHandsReview.bounds`); without, it is not started. `ahead`: tricks
    solved alone while the game went on (`solve_trick_ahead`, on this log), taken as they are:
    one solved costs nothing here, one that did not fit ends the review there. `growth`: a
    trick is not started when the one after it took more than 1/growth of the time left.
    `seat`: with `every_card`, each trick holds only this seat's card, with every legal card's
    value, solved where it stands (what an analysis of the seat reads; `_solve_seat_card`)."""
    log = list(log)
    card_events = _card_events(log)
    n_tricks = len(card_events) // 4
    review = OpenHandsReview()
    stop_all = None if total_budget is None else clock() + total_budget
    kept: list[Solver] = []  # the solver whose table the next trick shares (flat arrays: freed with it)
    last_took = 0.0
    for done, trick in enumerate(range(n_tricks, max(first_trick, 1) - 1, -1)):
        before = (ahead or {}).get(trick)
        if before is not None:
            if before.solved is None:
                if before.proven is not None and bounds:
                    review.bounds = (trick, before.proven)
                break
            review.tricks[trick] = before.solved
            last_took = before.seconds
            if progress is not None:
                progress(done + 1, n_tricks)
            continue
        left = budget if stop_all is None else min(budget, stop_all - clock())
        if left <= 0 or (last_took * growth > left and not bounds):
            break  # no time, or not enough for a trick that will take about `growth` x the last
        started = clock()
        try:
            if not share_tables:
                kept.clear()
            solved = _solve_trick(deal, log, trick, card_events[(trick - 1) * 4:trick * 4], left, every_card, kept, clock,
                                  seat)
        except SolveTimeout as exc:
            proven = getattr(exc, "proven", None)
            if proven is not None:
                review.bounds = (trick, proven)
            break
        review.tricks[trick] = solved
        last_took = clock() - started
        if progress is not None:
            progress(done + 1, n_tricks)
    return review


def _solver(state, budget: float, kept: list[Solver], clock: Callable[[], float]) -> Solver:
    """A solver for `state` that shares the tables of the last one when it can; one that
    cannot (other announcements) is forgotten now."""
    solver = Solver(state, budget=budget, clock=clock)
    if kept and solver.share_tables(kept[-1]):
        kept[-1] = solver
    else:
        for old in kept:
            old.forget()
        kept[:] = [solver]
    return solver


def _solve_trick(deal: Deal, log: list[str], trick: int, events, budget: float, every_card: bool,
                 kept: list[Solver], clock: Callable[[], float], seat: int | None = None) -> OpenHandsTrick:
    """Trick `trick`'s start value and its cards'. On a timeout the exception carries `proven`:
    the bounds the unfinished search showed for the start, or the start's value if it was solved.
    With `seat` (and `every_card`), `_solve_seat_card`."""
    if every_card and seat is not None:
        return _solve_seat_card(deal, log, trick, events, budget, kept, clock, seat)
    solver = _solver(state_at_trick(deal, log, trick), budget, kept, clock)
    start = solver
    solved = None
    try:
        solved = OpenHandsTrick(trick, solver.value())
        before = solved.re_value
        for j, (index, s, cid, called) in enumerate(events):
            if every_card and called and j:
                # A call inside the trick: from here on the values are under the new levels.
                solver = _solver(state_at_trick(deal, log, trick, j + 1), budget, kept, clock)
                solver.stop_at = start.stop_at
                before = solver.value()
            options: dict[str, int] = {}
            if every_card:
                values = solver.card_values(before)
                options = {CARD_CODES[c]: v for c, v in sorted(values.items())}
                solver._play(cid)
                after = values[cid]
            else:
                solver._play(cid)
                after = solver.value()
            solved.cards.append(CardValue(index, s, CARD_CODES[cid], before, after, options))
            before = after
    except SolveTimeout as exc:
        exc.proven = start.proven_range() if solved is None else (solved.re_value, solved.re_value)
        raise
    return solved


def _solve_seat_card(deal: Deal, log: list[str], trick: int, events, budget: float, kept: list[Solver],
                     clock: Callable[[], float], seat: int) -> OpenHandsTrick:
    """The seat's card of trick `trick` alone, solved where it stands (the trick's start and the
    others' cards are not: an analysis of the seat never reads them): the record holds that card
    only, with every legal card's value, and its value (`re_value`) is the one before that card."""
    j = next(k for k, e in enumerate(events) if e[1] == seat)
    index, _, cid, _ = events[j]
    solver = _solver(state_at_trick(deal, log, trick, j + 1), budget, kept, clock)
    before = solver.value()
    values = solver.card_values(before)
    solved = OpenHandsTrick(trick, before)
    solved.cards.append(CardValue(index, seat, CARD_CODES[cid], before, values[cid],
                                  {CARD_CODES[c]: v for c, v in sorted(values.items())}))
    return solved
