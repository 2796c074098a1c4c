"""One open-hands review per game: the review page and the analysis after a game asked the
solver for the same tricks, each in its own worker thread (up to 22 s of CPU twice)."""

from __future__ import annotations

import threading

import pytest

from dokodesk.coach.open_hands import OpenHandsReview, SharedReviews
from dokodesk.dodge.generator import generate_deals

DEAL = generate_deals(1, "shared-reviews")[0]
LOG = ["0:9C"]


def test_the_second_asker_waits_for_the_first_solve():
    shared = SharedReviews()
    started, release = threading.Event(), threading.Event()
    calls = []
    review = OpenHandsReview()

    def slow_solve():
        calls.append("first")
        started.set()
        release.wait(10)
        return review

    got = {}
    first = threading.Thread(target=lambda: got.setdefault("first", shared.get(DEAL, LOG, slow_solve)))
    first.start()
    assert started.wait(10)
    waits = []

    def second_solve():
        calls.append("second")
        return OpenHandsReview()

    def waiting():
        waits.append(1)
        if len(waits) == 2:
            release.set()  # the first solve ends while the second asker waits

    got["second"] = shared.get(DEAL, LOG, second_solve, waiting)
    first.join(10)
    assert calls == ["first"]
    assert got["first"] is review and got["second"] is review
    assert shared.result_for(DEAL, LOG) is review
    assert shared.get(DEAL, LOG, second_solve) is review and calls == ["first"]  # kept


def test_a_failed_solve_leaves_nothing_and_the_next_asker_solves():
    shared = SharedReviews()

    def broken():
        raise RuntimeError("cancelled")

    with pytest.raises(RuntimeError):
        shared.get(DEAL, LOG, broken)
    review = OpenHandsReview()
    assert shared.get(DEAL, LOG, lambda: review) is review


def _solving_elsewhere(shared: SharedReviews, fails: bool):
    """Another thread that has begun to solve the game and goes on when `release` is set (then
    fails, or returns a review); its errors are collected."""
    started, release = threading.Event(), threading.Event()
    errors: list[Exception] = []

    def solve():
        started.set()
        release.wait(10)
        if fails:
            raise RuntimeError("the review page moved on to another game")
        return OpenHandsReview()

    def run():
        try:
            shared.get(DEAL, LOG, solve)
        except RuntimeError as exc:
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    assert started.wait(10)
    return thread, release, errors


def test_a_waiter_whose_solver_fails_solves_itself():
    shared = SharedReviews()
    thread, release, errors = _solving_elsewhere(shared, fails=True)
    mine = OpenHandsReview()
    assert shared.get(DEAL, LOG, lambda: mine, lambda: release.set()) is mine
    thread.join(10)
    assert len(errors) == 1


def test_a_waiter_can_be_cancelled():
    shared = SharedReviews()
    thread, release, _ = _solving_elsewhere(shared, fails=False)

    def cancel():
        raise KeyboardInterrupt  # what a cancelled task's progress raises, in kind

    with pytest.raises(KeyboardInterrupt):
        shared.get(DEAL, LOG, lambda: OpenHandsReview(), cancel)
    release.set()
    thread.join(10)


def test_a_solve_whose_process_failed_is_the_games_answer_for_every_asker():
    """Issue 40.6: the review's solve ran out of memory in its process, and the analysis waiting
    for it solved the game a second time (still running at 122 s). A failure of the process is
    kept: the waiter and every later asker get it, and nobody solves again."""
    from dokodesk.coach.own_process import MEMORY, ChildFailed

    shared = SharedReviews()
    started, release = threading.Event(), threading.Event()
    solves = []

    def out_of_memory():
        solves.append("review page")
        started.set()
        release.wait(10)
        raise ChildFailed("the coach's process ran out of memory", MEMORY)

    errors = []
    first = threading.Thread(target=lambda: errors.append(pytest.raises(ChildFailed, shared.get, DEAL, LOG,
                                                                        out_of_memory)))
    first.start()
    assert started.wait(10)

    def solve_again():
        solves.append("again")
        return OpenHandsReview()

    with pytest.raises(ChildFailed) as waiter:
        shared.get(DEAL, LOG, solve_again, release.set)
    first.join(10)
    assert errors and waiter.value.reason == MEMORY
    with pytest.raises(ChildFailed) as later:
        shared.get(DEAL, LOG, solve_again)
    assert later.value.reason == MEMORY and str(later.value) == "the coach's process ran out of memory"
    assert solves == ["review page"]
    assert shared.failure_for(DEAL, LOG).reason == MEMORY and shared.result_for(DEAL, LOG) is None
