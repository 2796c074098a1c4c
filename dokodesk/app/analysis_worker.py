"""The analysis of a finished game and the expert's hints, off the GUI thread.

`AnalysisRunner` analyses the player's game after every game (rated or practice) in a process
of its own (coach.own_process, waited for by a thread of the pool), reports progress per decision, can be cancelled (a newer game cancels an older run), and
hands the result, or the error, to whoever listens. Results are kept per game log, so the review
of the same game shows them without running again (and a rated game's is kept in the database
by analysis_flow, for the review after a restart).
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from dokodesk.app.ahead import DecisionsAhead, TricksAhead
from dokodesk.app.tasks import Task, collector_paused, start_task
from dokodesk.coach import GameAnalysis, analyse_game, own_process
from dokodesk.coach.analysis import with_deal_gains, with_open_hands, with_own_open_hands
from dokodesk.coach.hints import Hint, expert_hint
from dokodesk.coach.open_hands import OpenHandsReview, SharedReviews, open_hands_review, review_on_process_time
from dokodesk.coach.open_hands_records import FORMAT_VERSION as OPEN_HANDS_FORMAT, review_from_text, review_text
from dokodesk.coach.own_process import ChildFailed, run_in_own_process
from dokodesk.rules import Deal, PlayerView
from dokodesk.store import Store

logger = logging.getLogger(__name__)  # not `log`: the runners take a game log by that name
# The review's open-hands values, every legal card at each card, from the last trick back, within
# 20 s of CPU for the game, in the solver's own process (benchmarks/results/solver.md, "A whole
# game card by card, with the C-array solver": at that budget the median game is solved from
# trick 5, in 11 s). Any trick may take the whole budget (it was 4 s a trick and 12 s a game
# while the solve ran in the window's process).
REVIEW_BUDGET = 20.0
ANALYSIS_SEED = 0  # the analysis and the hints sample with the same seed: the same answers
# The review's solve runs in a process of its own (coach.own_process: in a thread of this one, the
# compiled search and its table's allocations held the window up to 160 ms). The app tests swap
# in a quick solve of the last tricks in this process (tests/app/conftest.py).
SOLVE_IN_OWN_PROCESS = True
# The analysis too: its bot play-outs are Python, about 20 s after each game; in a worker thread
# the window waited for the interpreter lock (issue 30.8: up to 596 ms at a game's end).
ANALYSE_IN_OWN_PROCESS = True
# The expert's hint as well (up to ~7 s of Python at trick 1): a hint asked again, or the game
# left, ends the old one's process instead of letting it run on beside the new one.
HINT_IN_OWN_PROCESS = True


def failure_text(error: BaseException) -> str:
    """What went wrong, for the player: how the coach's process failed in plain words (never its
    exit code: issue 40.6), else the error's own text."""
    if isinstance(error, ChildFailed):
        words = {
            own_process.MEMORY: QCoreApplication.translate("Coach", "not enough memory"),
            own_process.KILLED: QCoreApplication.translate(
                "Coach", "the helper process was ended (killed by the system; perhaps memory ran short)"),
            own_process.CRASHED: QCoreApplication.translate("Coach", "the helper process crashed"),
            own_process.ENDED: QCoreApplication.translate("Coach", "the helper process ended unexpectedly"),
            own_process.HUNG: QCoreApplication.translate("Coach", "the helper process stopped responding"),
        }.get(error.reason)
        if words is not None:
            return words
    return str(error) or type(error).__name__


class AnalysisRunner(QObject):
    progress = Signal(int, int)  # steps done, steps in all
    # A part is ready (issue 37): the analysis so far, shown while the rest runs: the decisions
    # from what you knew, then with the mistakes played on this deal; `finished` adds open hands.
    partial = Signal(object, str)  # GameAnalysis, the part still to come: "on_deal" or "open_hands"
    finished = Signal(object)  # GameAnalysis
    failed = Signal(str)  # what went wrong, for the player
    cancelled = Signal()

    _partial = Signal(object, object, str)  # from the worker thread: key, analysis, the part to come

    def __init__(self, parent: QObject | None = None, ahead: DecisionsAhead | None = None):
        super().__init__(parent)
        self._task: Task | None = None
        self._running_key: tuple | None = None
        self._results: dict[tuple, GameAnalysis] = {}
        self.ahead = ahead  # the decisions rated while the game went on, if any
        self._partial.connect(self._on_partial)  # queued: emitted in the worker's thread

    def _on_partial(self, key: tuple, analysis: GameAnalysis, still: str) -> None:
        if key == self._running_key:
            self.partial.emit(analysis, still)

    @staticmethod
    def key(deal: Deal, log: list[str] | tuple[str, ...], seat: int) -> tuple:
        return (str(deal), tuple(log), seat)

    def result_for(self, deal: Deal, log, seat: int) -> GameAnalysis | None:
        return self._results.get(self.key(deal, log, seat))

    def remember(self, deal: Deal, log, seat: int, analysis: GameAnalysis) -> None:
        """Keep an analysis made elsewhere (read from the database) as this runner's result."""
        self._results[self.key(deal, log, seat)] = analysis

    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self, deal: Deal, log, seat: int, deal_number: int = 0, field_points=None, table=None,
              open_hands: "OpenHandsRunner | None" = None) -> None:
        """Analyse `seat`'s decisions in the game against `field_points` (the field's points for
        the seat's party; None or empty: no Dodge values); a run still going is cancelled first.
        `table`: the bot kind of each seat, who plays on for the others on this deal.
        `open_hands`: the runner whose review of the game gives the open-hands values (solved
        once for both; without, the analysis solves its own)."""
        self.cancel(quiet=True)
        ahead = self.ahead
        if ahead is not None:
            ahead.stop()
        key = self.key(deal, log, seat)
        if key in self._results:
            self.finished.emit(self._results[key])
            return
        log = list(log)

        settings = dict(deal_number=deal_number, seed=ANALYSIS_SEED,
                        field_points=None if field_points is None else list(field_points),
                        table=None if table is None else list(table))

        def work(progress):
            last = [0, 0]

            def told(done: int, total: int) -> None:
                last[:] = done, total
                progress(done, total, "")

            def waiting() -> None:
                progress(last[0], last[1], "")  # raises once cancelled

            def review(waiting) -> OpenHandsReview:
                try:
                    return open_hands.review_for(deal, log, waiting=waiting)
                except ChildFailed:
                    # Its process failed (logged, kept by the runner as the game's answer, said
                    # on the result page and in review): the rest of the analysis is shown.
                    return OpenHandsReview()

            def run(target, args, kwargs):
                if not ANALYSE_IN_OWN_PROCESS:
                    with collector_paused():  # thousands of sampled worlds a decision (see tasks)
                        return target(*args, progress=told, **kwargs)
                return run_in_own_process(target, args, kwargs, told, waiting)

            def ready(analysis: GameAnalysis, still: str) -> None:
                waiting()  # a cancelled run shows nothing more
                self._partial.emit(key, analysis, still)

            # Each part as it is ready (issue 37: the bar sat at its end while the player waited
            # for all three): the decisions from what you knew, then the mistakes played on this
            # deal, then the open-hands values of the game's one review (solved meanwhile by the
            # review page's runner in a process of its own, or solved here).
            rated = None if ahead is None else ahead.take(deal, log, seat)
            analysis = run(analyse_game, (deal, log, seat),
                           dict(settings, open_hands_budget=0, on_deal_seeds=0, ahead=rated))
            if any(d.mistake for d in analysis.decisions):
                ready(analysis, "on_deal")
                analysis = run(with_deal_gains, (analysis, deal, log),
                               dict(field_points=settings["field_points"], seed=settings["seed"], table=settings["table"]))
            ready(analysis, "open_hands")
            if open_hands is not None:
                return with_open_hands(analysis, deal, review(waiting))
            return run(with_own_open_hands, (analysis, deal, log), {})

        def succeeded(analysis: GameAnalysis) -> None:
            if self._running_key != key:
                return
            self._task, self._running_key = None, None
            self._results[key] = analysis
            self.finished.emit(analysis)

        def failed(error: Exception) -> None:
            if self._running_key != key:
                return
            self._task, self._running_key = None, None
            logger.error("the analysis failed", exc_info=(type(error), error, error.__traceback__))
            self.failed.emit(failure_text(error))

        def progress(done: int, total: int, _what: str) -> None:
            if self._running_key == key:
                self.progress.emit(done, total)

        self._running_key = key
        self._task = start_task(work, progress, succeeded, failed, owner=self)

    def cancel(self, quiet: bool = False) -> None:
        if self._task is None:
            return
        self._task.cancel()
        self._task, self._running_key = None, None
        if not quiet:
            self.cancelled.emit()


# The hint is searched while the player thinks (issue 37): from the moment the seat gets the
# turn in practice, quietly, kept for its position; H shows it at once when it is ready and waits
# for the running search otherwise. The search is the quick hint (a second of CPU), then the
# analysis's own race on the same position ("deeper") while the player still thinks: a shown
# hint is replaced when the deeper search names another card or call. The app tests turn this
# off (tests/app/conftest.py): every practice turn of theirs would search.
PREPARE_HINTS = True
DEEPER_HINTS = True  # after the quick hint, the analysis's race on the same position
KEPT_HINTS = 16  # positions whose hint is kept (undo and asking again find them)


def hint_key(view: PlayerView, seed: int) -> tuple:
    """A position as the hint sees it: the seat, its hand, every card played and every call with
    the cards held when it was made (the seat's view determines the hint), and the seed."""
    return (view.seat, seed, tuple(c.code for c in view.hand), tuple((s, c.code) for s, c in view.played_cards()),
            tuple((a.seat, a.call.value, a.cards_in_hand) for a in view.announcements))


class HintRunner(QObject):
    """The expert's hint for one view, computed in the thread pool (in a process of its own);
    searched ahead by `prepare` and kept per position."""

    ready = Signal(object)  # Hint
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._task: Task | None = None
        self._task_key: tuple | None = None
        self._wanted = False  # the running search was asked for (H), not only prepared
        self._request = 0
        self._kept: dict[tuple, Hint] = {}
        self._deep: set[tuple] = set()  # positions whose kept hint is the deeper search's
        self._shown: tuple | None = None  # the position whose hint was last shown (H)

    def request(self, view: PlayerView, seed: int) -> None:
        """The hint for `view`, by `ready`: at once when it is kept, when the search running for
        this position ends, or from a search started now."""
        key = hint_key(view, seed)
        kept = self._kept.get(key)
        if kept is not None:
            self._shown = key
            if self._task is not None and self._task_key == key:
                self._wanted = True  # the deeper search goes on and may still refine it
                QTimer.singleShot(0, lambda: self._shown == key and self.ready.emit(kept))
                return
            self._request += 1
            request = self._request
            QTimer.singleShot(0, lambda: request == self._request and self.ready.emit(kept))
            return
        if self._task is not None and self._task_key == key:
            self._wanted = True
            return
        self._start(view, seed, key, wanted=True)

    def prepare(self, view: PlayerView, seed: int) -> None:
        """Search the hint for `view` now, quietly, unless it is kept or being searched."""
        key = hint_key(view, seed)
        if key in self._kept or (self._task is not None and self._task_key == key):
            return
        self._start(view, seed, key, wanted=False)

    def _start(self, view: PlayerView, seed: int, key: tuple, wanted: bool, deeper: bool = False) -> None:
        if self._task is not None:
            self._task.cancel()
        self._request += 1
        request = self._request
        self._task_key, self._wanted = key, wanted
        if wanted:
            self._shown = key

        def succeeded(hint: Hint) -> None:
            if request == self._request:
                self._task, self._task_key = None, None
                before = self._kept.get(key)
                self._kept[key] = hint
                if deeper:
                    self._deep.add(key)
                while len(self._kept) > KEPT_HINTS:
                    self._deep.discard(next(iter(self._kept)))
                    del self._kept[next(iter(self._kept))]
                if self._wanted and (before is None or (before.card, before.calls) != (hint.card, hint.calls)):
                    self.ready.emit(hint)
                if not deeper and DEEPER_HINTS and key not in self._deep:
                    self._start(view, seed, key, wanted=self._wanted, deeper=True)

        def failed(error: Exception) -> None:
            if request == self._request:
                self._task, self._task_key = None, None
                logger.error("the hint failed", exc_info=(type(error), error, error.__traceback__))
                if self._wanted:
                    self.failed.emit(failure_text(error))

        def work(progress):
            if not HINT_IN_OWN_PROCESS:
                return expert_hint(view, seed, deeper=deeper)
            # waiting(): a newer request or the window's close cancels, and so ends the process
            return run_in_own_process(expert_hint, (view, seed), {"deeper": deeper},
                                      waiting=lambda: progress(0, 0, ""))

        self._task = start_task(work, lambda *a: None, succeeded, failed, owner=self)

    def cancel(self) -> None:
        self._request += 1
        self._task_key, self._wanted, self._shown = None, False, None
        if self._task is not None:
            self._task.cancel()
            self._task = None


class OpenHandsRunner(QObject):
    """The open-hands values of a game's tricks (coach.open_hands), in the thread pool; one run
    at a time (a newer game cancels an older run between tricks), results kept per game: in
    memory, and the player's own finished games' in the database with the game (issue 37: one
    solve per game, a game opened again after a restart is read back, not solved)."""

    finished = Signal(object, object)  # key, OpenHandsReview
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, data_dir: Path | None = None):
        super().__init__(parent)
        self._task: Task | None = None
        self._running_key: tuple | None = None
        # the reviews solved, kept per game; also the analysis' open-hands values: one solve a game
        self.shared = SharedReviews()
        # The database the reviews of the player's own finished games are kept in (issue 37), so a
        # game opened again, after a restart too, is not solved again; None: none kept (a review
        # page of its own in the tests). The window hands it over (main_window).
        self.data_dir = data_dir
        self._unkept: set[tuple] = set()  # solved here, not yet kept (the game's finish not yet saved)
        self._unkept_lock = threading.Lock()
        # the game on the table's tricks solved while it goes on (issue 37): the review takes them
        self.ahead = TricksAhead(self, budget=REVIEW_BUDGET)

    key = staticmethod(SharedReviews.key)

    def result_for(self, deal: Deal, log):
        return self.shared.result_for(deal, log)

    def failure_for(self, deal: Deal, log) -> ChildFailed | None:
        """How the game's solve failed in its process, if it did (never solved again then)."""
        return self.shared.failure_for(deal, log)

    def review_for(self, deal: Deal, log, progress=None, waiting=None):
        """The game's review, for the calling worker thread: kept, awaited from the thread that
        solves it, read back from the database (an own finished game with this deal and log), or
        solved now, in the solver's own process (the review's budgets, on that process's CPU
        time) while this thread waits, and then kept with the own game; `waiting()` may raise to
        cancel it (a cancelled or failed solve is not kept)."""
        events = list(log)
        settings = dict(budget=REVIEW_BUDGET, total_budget=REVIEW_BUDGET, every_card=True, bounds=True)
        key = self.key(deal, events)

        def solve():
            kept = self._kept_review(deal, events)
            if kept is not None:
                return kept
            ahead = self.ahead.take(deal, events)  # tricks solved while the game went on, taken as they are
            if SOLVE_IN_OWN_PROCESS:
                review = run_in_own_process(review_on_process_time, (deal, events), dict(settings, ahead=ahead),
                                            progress, waiting)
            else:
                with collector_paused():  # the solver's tables are millions of lists (see tasks)
                    review = open_hands_review(deal, events, clock=time.thread_time, progress=progress, ahead=ahead,
                                               **settings)
            # Solved to its end (a cancel or a failed process raised above: nothing of it is kept).
            with self._unkept_lock:
                self._unkept.add(key)
            return review

        review = self.shared.get(deal, events, solve, waiting)
        if key in self._unkept:  # solved here; or then, when the game's finish was not saved yet
            self._keep_review(deal, events, key, review)
        return review

    def _kept_review(self, deal: Deal, events: list[str]) -> OpenHandsReview | None:
        """The review kept in the database for the player's own finished game of this deal and
        log, when there is one and it reads back (else None: the game is solved). A read that
        fails is logged: it costs a solve, never an error."""
        if self.data_dir is None:
            return None
        try:
            with Store.open(self.data_dir) as store:
                game_id = store.finished_game_with_log(deal, events)
                text = None if game_id is None else store.stored_open_hands(game_id, OPEN_HANDS_FORMAT)
        except Exception as error:  # noqa: BLE001 - a database fault here only costs a solve
            logger.warning("the kept open-hands review could not be read: %s", error)
            return None
        return None if text is None else review_from_text(text, events)

    def _keep_review(self, deal: Deal, events: list[str], key: tuple, review: OpenHandsReview) -> None:
        """Keep a review solved here with the player's own finished game of this deal and log
        (a field game's is not kept). A failed write is logged: it costs a solve next time."""
        if self.data_dir is None:
            return
        try:
            with Store.open(self.data_dir) as store:
                game_id = store.finished_game_with_log(deal, events)
                if game_id is None:
                    return  # a field game, or the game's finish not saved yet: tried again when asked again
                store.save_open_hands(game_id, OPEN_HANDS_FORMAT, review_text(review))
        except Exception as error:  # noqa: BLE001 - a database fault here only costs a solve next time
            logger.warning("the open-hands review could not be kept: %s", error)
            return
        with self._unkept_lock:
            self._unkept.discard(key)

    def is_running(self, deal: Deal, log) -> bool:
        return self._task is not None and self._running_key == self.key(deal, log)

    def start(self, deal: Deal, log) -> None:
        key = self.key(deal, log)
        kept = self.shared.result_for(deal, log)
        if kept is not None:
            self.finished.emit(key, kept)
            return
        if self._running_key == key:
            return
        self.cancel()
        events = list(log)

        def work(progress):
            # CPU time of this worker thread: a busy machine solves as far as an idle one
            return self.review_for(deal, events, progress=lambda done, total: progress(done, total, ""),
                                   waiting=lambda: progress(0, 0, ""))

        def succeeded(review) -> None:
            if self._running_key == key:
                self._task, self._running_key = None, None
            self.finished.emit(key, review)

        def failed(error: Exception) -> None:
            if self._running_key == key:
                self._task, self._running_key = None, None
            logger.error("the open-hands solve failed", exc_info=(type(error), error, error.__traceback__))
            self.failed.emit(failure_text(error))

        self._running_key = key
        self._task = start_task(work, lambda *a: None, succeeded, failed, owner=self)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
        self._task, self._running_key = None, None
