"""Work in a process of its own (coach.own_process): the answer comes back, so do progress and
the child's errors; a dead child is named, a cancel kills it, and the solve there gives what the
same solve gives here."""

from __future__ import annotations

import os
import random
import time

import pytest

from dokodesk.coach.open_hands import open_hands_review, review_on_process_time
from dokodesk.coach.own_process import ChildFailed, run_in_own_process
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import play_randomly


# Targets: module-level, so that the spawned child finds them by name (its sys.path is ours).
def counts_to(n, progress=None):
    for i in range(1, n + 1):
        progress(i, n)
    return [os.getpid(), n * n]


def fails():
    raise ValueError("the planted failure")


def dies():
    os._exit(7)


def sleeps(path):
    with open(path, "w") as f:
        f.write(str(os.getpid()))
    time.sleep(120)


def test_the_answer_and_the_progress_come_from_another_process():
    seen = []
    pid, square = run_in_own_process(counts_to, (3,), progress=lambda done, total: seen.append((done, total)))
    assert pid != os.getpid()
    assert square == 9
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_a_target_is_given_a_progress_callback_only_when_progress_is_asked_for():
    # the expert's hint takes none: it runs as it is (os.getpid takes no arguments at all)
    assert run_in_own_process(os.getpid) != os.getpid()


def test_the_childs_error_is_raised_here_with_its_text():
    with pytest.raises(ChildFailed, match="the planted failure"):
        run_in_own_process(fails)


def test_a_child_that_dies_is_named_with_its_exit_code():
    with pytest.raises(ChildFailed, match="exit code 7"):
        run_in_own_process(dies)


def test_a_cancel_while_waiting_kills_the_child(tmp_path):
    marker = tmp_path / "pid"

    class Cancelled(Exception):
        pass

    def waiting():
        if marker.exists() and marker.read_text():
            raise Cancelled()

    started = time.monotonic()
    with pytest.raises(Cancelled):
        run_in_own_process(sleeps, (str(marker),), waiting=waiting)
    assert time.monotonic() - started < 60  # not the child's 120 s sleep
    pid = int(marker.read_text())
    with pytest.raises(ProcessLookupError):  # gone (and reaped), not left sleeping
        os.kill(pid, 0)


def test_the_review_solved_in_its_own_process_is_the_one_solved_here():
    deal = generate_deals(1, "own-process-review")[0]
    log = play_randomly(deal, random.Random(3)).log
    settings = dict(first_trick=9, every_card=True)
    there = run_in_own_process(review_on_process_time, (deal, log), settings)
    here = open_hands_review(deal, log, **settings)
    assert sorted(there.tricks) == [9, 10, 11, 12]
    assert there == here


def test_open_hands_added_afterwards_give_what_the_analysis_gives_with_them(monkeypatch):
    """The app analyses in a process of its own without the open-hands values and adds the
    game's one review afterwards (analysis_worker): the same decisions as with the review given."""
    from dokodesk.bots import make_bot
    from dokodesk.coach import analysis
    from dokodesk.bots.runner import play_game

    monkeypatch.setattr(analysis, "CONFIRM_SAMPLES", 8)
    deal = generate_deals(1, "own-process-analysis")[0]
    log = play_game(deal, [make_bot("strong")] * 4, random.Random(5)).log
    review = open_hands_review(deal, log, first_trick=8, every_card=True)
    quick = dict(samples=8, time_budget=None, on_deal_seeds=0)
    given = analysis.analyse_game(deal, log, 1, open_hands=lambda waiting: review, **quick)
    later = analysis.with_open_hands(analysis.analyse_game(deal, log, 1, open_hands_budget=0, **quick), deal, review)
    solved = [d for d in later.decisions if d.open_hands]
    assert len(solved) >= 4  # the seat's cards of tricks 8-12
    assert later == given
