"""Work in a process of its own (coach.own_process): the answer comes back, so do progress and
the child's errors; a dead child is named, a cancel kills it, and the solve there gives what the
same solve gives here. A child that dies (SIGKILL, MemoryError) is seen within a second, one that
hangs (SIGSTOP, asleep) within the stall window, each with its reason (issue 40.6)."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from dokodesk.coach.open_hands import open_hands_review, review_on_process_time
from dokodesk.coach import own_process
from dokodesk.coach.own_process import ChildFailed, run_in_own_process
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import play_randomly


# Targets: module-level, in a module that imports nothing heavy (see own_process_targets).
from own_process_targets import (  # noqa: E402
    computes, counts_to, dies, fails, kills_itself, runs_out_of_memory, sleeps, sleeps_for_good, stops_itself)


def _noticed(target, path, reason):
    """Run `target` to its failure: (seconds from its mark to the failure here, the failure)."""
    with pytest.raises(ChildFailed) as failed:
        run_in_own_process(target, (str(path),))
    noticed = time.monotonic()
    pid, marked = path.read_text().split()
    assert failed.value.reason == reason, failed.value
    with pytest.raises(ProcessLookupError):  # gone and reaped
        os.kill(int(pid), 0)
    return noticed - float(marked), failed.value


def test_a_child_killed_by_sigkill_is_seen_at_once_and_said_plainly(tmp_path):
    seconds, failure = _noticed(kills_itself, tmp_path / "mark", own_process.KILLED)
    assert seconds < 1.5, seconds
    assert "exit code" not in str(failure) and "SIGKILL" in str(failure)


def test_a_memory_error_in_the_child_is_seen_at_once_as_out_of_memory(tmp_path):
    seconds, failure = _noticed(runs_out_of_memory, tmp_path / "mark", own_process.MEMORY)
    assert seconds < 1.5, seconds
    assert str(failure) == "the coach's process ran out of memory"


def test_a_stopped_child_is_seen_as_hung_and_ended(tmp_path, monkeypatch):
    monkeypatch.setattr(own_process, "STALL_SECONDS", 0.5)
    seconds, failure = _noticed(stops_itself, tmp_path / "mark", own_process.HUNG)
    assert 0.375 <= seconds < 2.5, seconds  # the stall counts from the last CPU seen, just before the mark
    assert "stopped responding" in str(failure)


def test_a_child_asleep_for_good_is_seen_as_hung(tmp_path, monkeypatch):
    monkeypatch.setattr(own_process, "STALL_SECONDS", 0.5)
    seconds, _ = _noticed(sleeps_for_good, tmp_path / "mark", own_process.HUNG)
    assert 0.375 <= seconds < 2.5, seconds  # the stall counts from the last CPU seen, just before the mark


def test_a_busy_child_that_says_nothing_is_not_taken_for_hung(monkeypatch):
    monkeypatch.setattr(own_process, "STALL_SECONDS", 0.5)
    assert run_in_own_process(computes, (1.0,)) is True  # two stall windows without a word


def test_the_watch_counts_no_stall_across_a_gap_in_its_own_looks():
    """Looks every 0.1 s, as the wait does; the stall is counted on the wait's clock, anew after a
    gap in the looks (the app stopped whole with Ctrl-Z: its child had no CPU meanwhile either)."""
    cpu = [1.0]
    watch = own_process._Watch(lambda: cpu[0], 0.0)

    def looks(start, stop):
        return [round(start + i * 0.1, 1) for i in range(round((stop - start) / 0.1) + 1)]

    assert not any(watch.stalled(t) for t in looks(0.1, 9.8))
    assert not watch.stalled(60.0)  # no look for 50 s: counted anew
    assert not any(watch.stalled(t) for t in looks(60.1, 69.9))
    assert watch.stalled(70.0)
    cpu[0] += own_process.STALL_CPU_SECONDS  # it works again
    assert not any(watch.stalled(t) for t in looks(70.1, 75.0))
    watch.heard(75.0)  # a message: a sign of life too
    assert not any(watch.stalled(t) for t in looks(75.1, 84.9))
    assert watch.stalled(85.0)


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
    with pytest.raises(ChildFailed, match="exit code 7") as failed:
        run_in_own_process(dies)
    assert failed.value.reason == own_process.ENDED


class Cancelled(Exception):
    pass


def _cancel_a_sleeping_child(marker) -> int:
    """Run `sleeps` in a process of its own and cancel the wait as soon as the child has written
    its pid to `marker`; the child's pid."""

    def waiting():
        if marker.exists() and marker.read_text():
            raise Cancelled()

    with pytest.raises(Cancelled):
        run_in_own_process(sleeps, (str(marker),), waiting=waiting)
    return int(marker.read_text())


def test_a_cancel_while_waiting_kills_the_child(tmp_path):
    started = time.monotonic()
    pid = _cancel_a_sleeping_child(tmp_path / "pid")
    assert time.monotonic() - started < 60  # not the child's 120 s sleep
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
    # the tricks the review solved rated (8-12; the ones before given as rated ahead with nothing
    # in them: each decision is rated alone, and the whole game's took most of the test's time)
    ahead = analysis.RatedAhead(str(deal), 1, tuple(log[:analysis.trick_ends(log)[6]]))
    quick = dict(samples=4, time_budget=None, on_deal_seeds=0, ahead=ahead)
    given = analysis.analyse_game(deal, log, 1, open_hands=lambda waiting: review, **quick)
    later = analysis.with_open_hands(analysis.analyse_game(deal, log, 1, open_hands_budget=0, **quick), deal, review)
    solved = [d for d in later.decisions if d.open_hands]
    assert len(solved) >= 4  # the seat's cards of tricks 8-12
    assert all(d.event_index >= len(ahead.events) for d in later.decisions)
    assert later == given


@pytest.fixture
def spare():
    own_process.keep_spare()
    yield own_process._spares
    own_process.drop_spare()


def _waiting_spare(spares, seconds: float = 30.0):
    """The spare child started ahead, once it is there."""
    end = time.monotonic() + seconds
    while spares._ready.empty() and time.monotonic() < end:
        time.sleep(0.01)
    return spares._ready.queue[0][0]


def test_work_nobody_waits_for_leaves_the_spare_to_the_next_hint(spare):
    """The work rated ahead while a game goes on (use_spare=False) runs in a process of its own: the
    spare stays for a hint asked at the same moment (a trick's end and the player's turn)."""
    first = _waiting_spare(spare)
    quiet = lambda done, total: None  # noqa: E731
    pid, square = run_in_own_process(counts_to, (2,), progress=quiet, use_spare=False)
    assert pid != first.pid and square == 4
    assert spare._ready.queue[0][0] is first
    assert run_in_own_process(counts_to, (2,), progress=quiet)[0] == first.pid


def test_a_spare_started_ahead_takes_the_next_job_and_another_is_started(spare):
    """Issue 37: a hint waited 0.3-0.4 s for its process to start and import the coach. With a
    spare the job runs in the child started ahead (its pid), answers and reports as any child,
    and the next spare is started for the job after."""
    first = _waiting_spare(spare)
    seen = []
    pid, square = run_in_own_process(counts_to, (3,), progress=lambda done, total: seen.append((done, total)))
    assert (pid, square, seen) == (first.pid, 9, [(1, 3), (2, 3), (3, 3)])
    with pytest.raises(ProcessLookupError):  # one job a process: it ended with its job
        os.kill(pid, 0)
    second = _waiting_spare(spare)
    assert second.pid != first.pid
    with pytest.raises(ChildFailed, match="the planted failure"):  # a failure as from any child
        run_in_own_process(fails)
    assert run_in_own_process(os.getpid) not in (first.pid, second.pid)  # the next spare's


def test_a_cancelled_job_ends_its_spare_and_a_dead_spare_is_not_taken(spare, tmp_path):
    taken = _waiting_spare(spare)
    assert _cancel_a_sleeping_child(tmp_path / "pid") == taken.pid
    with pytest.raises(ProcessLookupError):
        os.kill(taken.pid, 0)
    dead = _waiting_spare(spare)
    os.kill(dead.pid, signal.SIGKILL)
    dead.join(10)
    assert run_in_own_process(os.getpid) != dead.pid  # a fresh process instead


def test_work_nobody_waits_for_yet_runs_at_a_lower_priority():
    """The analysis rated ahead while the game goes on runs niced (the table's bots first): its
    process's niceness is this one's plus the increment."""
    assert run_in_own_process(os.nice, (0,), nice=3, use_spare=False) == os.nice(0) + 3
