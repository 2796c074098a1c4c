"""Work for the game on the table done while it goes on (issue 37): after each completed trick its
decisions are rated (coach.analysis.analyse_ahead) and its dear early tricks solved with all hands
open (coach.open_hands.solve_trick_ahead), one run at a time each, in processes of their own at a
lower priority (the table's bots and the hint come first; the budgets are CPU time, so the answers
are the same at any priority). After the game the analysis and the open-hands review take what is
done and do only the rest: the player waits for the last trick, not for the first ones.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Callable

from PySide6.QtCore import QObject

from dokodesk.app.tasks import Task, collector_paused, start_task
from dokodesk.coach.analysis import RatedAhead, analyse_ahead, trick_ends
from dokodesk.coach.open_hands import TrickAhead, solve_trick_ahead, trick_on_process_time
from dokodesk.coach.own_process import run_in_own_process
from dokodesk.rules import Deal

logger = logging.getLogger(__name__)

# The app tests turn this off (tests/app/conftest.py) unless they test it: a process after every
# trick of every test's game.
RATE_AHEAD = True
IN_OWN_PROCESS = True  # (tests: in the pool's thread, where they can watch the work)
AHEAD_NICENESS = 10
# Tricks solved ahead with all hands open: from the fourth on (benchmarks/results/solver.md: from
# trick 4 the median solve is 7-14 s, from trick 3 none finished in 120 s), each on the review's
# budget for a trick, as the review of the finished game would have given it.
SOLVE_AHEAD_FROM = 4


class _OneRun(QObject):
    """One run at a time in the pool, each in a process of its own (or in the pool's thread when
    the app's flag says so); a cancelled run's end changes nothing."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._task: Task | None = None
        self._lock = threading.Lock()  # the results, kept by the pool's thread, read by others
        self._generation = 0  # under _lock: the newest run (a cancelled one's result is not kept)

    def _launch(self, compute: Callable[[Callable[[], None]], Any], keep: Callable[[Any], None],
                what: str) -> None:
        """`compute(waiting)` in the pool; `keep(result)` there too, under the lock, unless the run
        was cancelled meanwhile; then `_next()` in the GUI thread."""
        with self._lock:
            self._generation += 1
            generation = self._generation

        def work(progress):
            result = compute(lambda: progress(0, 0, ""))
            with self._lock:
                if generation == self._generation:
                    keep(result)
            return result

        def succeeded(_result) -> None:
            if generation == self._generation:
                self._task = None
                self._next()

        def failed(error: Exception) -> None:
            if generation == self._generation:
                self._task = None
                # Only a head start: after the game this is done again, there.
                logger.warning("%s ahead failed: %s", what, error)
                self._next()

        self._task = start_task(work, lambda *a: None, succeeded, failed, owner=self)

    def _next(self) -> None:
        """The run ended: start the next one, if any (GUI thread)."""

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
        self._task = None
        with self._lock:
            self._generation += 1

    def stop(self) -> None:
        """The game is over (GUI thread): the run going on ends, none queued starts. The work
        after the game does the rest at the window's priority and takes what is done; a run at a
        lower priority is not waited for (on a busy machine it may get no CPU at all: measured,
        45 s until the analysis's first part)."""
        self.cancel()


class DecisionsAhead(_OneRun):
    """The decisions of the game on the table rated while it goes on, each run from where the last
    left off; `take` hands the analysis after the game what is rated."""

    def __init__(self, parent: QObject | None = None, seed: int = 0):
        super().__init__(parent)
        self.seed = seed  # the analysis's
        self._game: tuple | None = None  # (deal text, seat) of the running run
        self._wanted: tuple | None = None  # (deal, log, seat) to rate when the running run ends
        self._rated: RatedAhead | None = None

    def feed(self, deal: Deal, log, seat: int) -> None:
        """The game so far: its completed tricks are rated, now or after the running run (a run
        for another game or seat is cancelled: nobody waits for it)."""
        if not RATE_AHEAD:
            return
        if self._task is not None and self._game != (str(deal), seat):
            self.cancel()
        if self._task is not None:
            self._wanted = (deal, list(log), seat)
            return
        self._start(deal, list(log), seat)

    def _start(self, deal: Deal, log: list[str], seat: int) -> None:
        with self._lock:
            so_far = self._rated if self._rated is not None and self._rated.fits(deal, log, seat) else None
        self._game = (str(deal), seat)
        seed = self.seed

        def compute(waiting):
            if IN_OWN_PROCESS:
                return run_in_own_process(analyse_ahead, (deal, log, seat, so_far), {"seed": seed}, waiting=waiting,
                                          use_spare=False, nice=AHEAD_NICENESS)
            with collector_paused():  # a cancelled run stops at its next decision
                return analyse_ahead(deal, log, seat, so_far, seed=seed, progress=lambda *_: waiting())

        self._launch(compute, self._keep, "rating the game's decisions")

    def _keep(self, rated: RatedAhead) -> None:
        self._rated = rated

    def _next(self) -> None:
        self._game = None
        wanted, self._wanted = self._wanted, None
        if wanted is not None:
            self._start(*wanted)

    def take(self, deal: Deal, log, seat: int) -> RatedAhead | None:
        """For a worker thread: what is rated of this game; None when nothing fits the game."""
        with self._lock:
            rated = self._rated
        return rated if rated is not None and rated.fits(deal, list(log), seat) else None

    def cancel(self) -> None:
        self._wanted, self._game = None, None
        super().cancel()


class TricksAhead(_OneRun):
    """The tricks of the game on the table solved with all hands open while it goes on, from
    SOLVE_AHEAD_FROM on, one at a time as they complete, and after a solved one the trick before
    it, until one does not fit; `take` hands the review of the finished game those solved on its
    log (the one going on is stopped at the game's end: the review solves from the last trick back
    at once, and takes the tricks done here as they are)."""

    def __init__(self, parent: QObject | None = None, budget: float = 20.0):
        super().__init__(parent)
        self.budget = budget  # CPU seconds for a trick: the review's
        self._deal: str | None = None  # the game's deal (its text): results of no other are kept
        self._queue: list[tuple[Deal, list[str], int]] = []
        self._running_key: tuple | None = None
        self._running_trick: tuple | None = None  # (deal, events, trick) of the run going on
        self._solved: dict[tuple, TrickAhead] = {}  # (deal text, events up to the trick's end) -> it

    def feed(self, deal: Deal, log) -> None:
        if not RATE_AHEAD:
            return
        text = str(deal)
        if text != self._deal:
            self.cancel()
            self._deal, self._queue, self._solved = text, [], {}
        log = list(log)
        ends = trick_ends(log)
        for trick in range(SOLVE_AHEAD_FROM, len(ends) + 1):
            self._ask(deal, log[:ends[trick - 1]], trick)
        if self._task is None:
            self._next()

    def _ask(self, deal: Deal, events: list[str], trick: int) -> None:
        """Queue the trick unless it is solved, queued or being solved."""
        key = (str(deal), tuple(events))
        if key not in self._solved and key != self._running_key and all(
                (str(d), tuple(e)) != key for d, e, _ in self._queue):
            self._queue.append((deal, events, trick))

    def _next(self) -> None:
        done, self._running_trick = self._running_trick, None
        self._running_key = None
        with self._lock:
            solved = None if done is None else self._solved.get((str(done[0]), tuple(done[1])))
        if solved is not None and solved.solved is not None and done[2] > 1:
            # Solved: the trick before it next, as the review would go on (it stops at the first
            # that does not fit, and then has that one's bounds from here instead of searching them
            # after the game with its whole budget).
            deal, events, trick = done
            self._ask(deal, events[:trick_ends(events)[trick - 2]], trick - 1)
        if not self._queue:
            return
        deal, events, trick = self._queue.pop(0)
        self._running_trick = (deal, events, trick)
        budget = self.budget
        key = (str(deal), tuple(events))
        self._running_key = key

        def compute(waiting):
            if IN_OWN_PROCESS:
                return run_in_own_process(trick_on_process_time, (deal, events, trick),
                                          {"budget": budget, "every_card": True}, waiting=waiting, use_spare=False,
                                          nice=AHEAD_NICENESS)
            with collector_paused():
                return solve_trick_ahead(deal, events, trick, budget, every_card=True, clock=time.thread_time)

        self._launch(compute, lambda solved: self._solved.__setitem__(key, solved), "solving a trick")

    def take(self, deal: Deal, log) -> dict[int, TrickAhead]:
        """For a worker thread: the tricks solved on this game's log, by trick."""
        text, log = str(deal), list(log)
        with self._lock:
            found = {solved.trick: solved for (d, events), solved in self._solved.items()
                     if d == text and tuple(log[:len(events)]) == events}
        return found

    def cancel(self) -> None:
        self._queue, self._running_key, self._running_trick = [], None, None
        super().cancel()
