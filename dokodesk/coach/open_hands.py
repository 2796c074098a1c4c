"""The open-hands review of a game as the app runs it: on the process's CPU time in the solver's
own process (`review_on_process_time`), and one review per game for every thread that asks
(`SharedReviews`). The review itself (`open_hands_review`, `OpenHandsReview`: every trick's exact
value with all hands open) is dokodesk.bots.open_hands, below the coach, where `dokodesk solve`
finds it too; its names are imported here, where the coach and the app have always found them.
"""

from __future__ import annotations

import threading
import time
from typing import Callable

from dokodesk.bots.open_hands import (
    GROWTH, TRICK_BUDGET, CardValue, OpenHandsReview, OpenHandsTrick, TrickAhead, open_hands_review, solve_trick_ahead,
)
from dokodesk.coach.own_process import ChildFailed
from dokodesk.rules import Deal

__all__ = ["GROWTH", "TRICK_BUDGET", "CardValue", "OpenHandsReview", "OpenHandsTrick", "SharedReviews", "TrickAhead",
           "open_hands_review", "review_on_process_time", "solve_trick_ahead", "trick_on_process_time"]


def review_on_process_time(deal: Deal, log: list[str], progress: Callable[[int, int], None] | None = None,
                           **settings) -> OpenHandsReview:
    """`open_hands_review` with its budgets read on the process's CPU time (so a busy machine
    solves as far as an idle one): what the app runs in the solver's own process (own_process)."""
    return open_hands_review(deal, log, clock=time.process_time, progress=progress, **settings)


def trick_on_process_time(deal: Deal, log: list[str], trick: int, **settings) -> TrickAhead:
    """`solve_trick_ahead` on the process's CPU time: one trick solved while the game goes on,
    in the solver's own process (the app's)."""
    return solve_trick_ahead(deal, log, trick, clock=time.process_time, **settings)


class SharedReviews:
    """One open-hands review per game for everyone who asks for it from a worker thread (after
    a game, the review page's runner and the analysis of the player's cards both want it): the
    first asker solves, the others wait for its result instead of solving the same tricks again.
    A solve that is cancelled (or fails here) leaves nothing behind: the next asker (a waiter
    too) solves anew. One whose own process failed (own_process.ChildFailed: out of memory,
    killed, hung) is kept as the game's answer: every asker gets that failure, and nobody solves
    the game again (the same solve would fail the same way; issue 40.6: after the review's
    MemoryError the analysis solved it a second time). Results are kept for the life of the
    object."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._done: dict[tuple, OpenHandsReview] = {}
        self._failed: dict[tuple, ChildFailed] = {}
        self._solving: dict[tuple, threading.Event] = {}

    @staticmethod
    def key(deal: Deal, log) -> tuple:
        return (str(deal), tuple(log))

    def result_for(self, deal: Deal, log) -> OpenHandsReview | None:
        with self._lock:
            return self._done.get(self.key(deal, log))

    def failure_for(self, deal: Deal, log) -> ChildFailed | None:
        """How the game's solve failed in its process, if it did (see the class)."""
        with self._lock:
            return self._failed.get(self.key(deal, log))

    def get(self, deal: Deal, log, solve: Callable[[], OpenHandsReview],
            waiting: Callable[[], None] | None = None) -> OpenHandsReview:
        """The game's review: kept, awaited from another thread's `solve`, or solved here.
        `waiting()` is called every 0.1 s while another thread solves (it may raise to cancel)."""
        key = self.key(deal, log)
        while True:
            with self._lock:
                if key in self._done:
                    return self._done[key]
                if key in self._failed:
                    raise ChildFailed(*self._failed[key].args)  # a copy: raised in many threads
                running = self._solving.get(key)
                if running is None:
                    running = self._solving[key] = threading.Event()
                    mine = True
                else:
                    mine = False
            if not mine:
                while not running.wait(0.1):
                    if waiting is not None:
                        waiting()
                continue  # solved (kept) or failed (then solve here)
            try:
                review = solve()
                with self._lock:
                    self._done[key] = review
                return review
            except ChildFailed as failure:
                with self._lock:
                    self._failed[key] = ChildFailed(*failure.args)  # without the frames of its raise
                raise
            finally:
                with self._lock:
                    del self._solving[key]
                running.set()
