"""Issue 37: one open-hands solve per game. The review of an own finished game is kept in the
database with the game (coach.open_hands_records, Store.save_open_hands), so a game opened
again, after a restart too, is read back instead of solved (up to 20 s of CPU); a kept record
that cannot be used is solved again and replaced; a field game, a cancelled solve and a failed
one are never kept; a failed read or write costs a solve, never an error.

With the app tests' quick solve (conftest: the last three tricks, in this process), each solve
is counted through the name the runner calls (analysis_worker.open_hands_review)."""

from __future__ import annotations

import logging
import random

import pytest

from app_fixtures import play_deal_through, settle, small_set
from dokodesk.app import analysis_worker
from dokodesk.app.analysis_worker import OpenHandsRunner
from dokodesk.app.main_window import MainWindow
from dokodesk.coach import own_process
from dokodesk.coach.open_hands_records import FORMAT_VERSION, review_from_text, review_text
from dokodesk.coach.own_process import ChildFailed
from dokodesk.rules import RE, play_randomly
from dokodesk.store import Store
from dokodesk.store.schema import DatabaseFault

DEAL = small_set().deals[0].deal


def _log(seed: int) -> list[str]:
    return list(play_randomly(DEAL, random.Random(seed)).log)


def _finished(store, seed: int = 1, finish: bool = True) -> tuple[int, list[str]]:
    """An own practice game of deal 1, finished with a random log (or left in progress at it)."""
    log = _log(seed)
    game_id = store.start_game("test-set", 1, 0, False)
    if finish:
        v = play_randomly(DEAL, random.Random(seed)).value().re_points
        store.finish_game(game_id, log, v, v if DEAL.parties[0] == RE else -v, None)
    else:
        store.save_progress(game_id, log[:-1])
    return game_id, log


@pytest.fixture
def solves(monkeypatch):
    """The solves the runners make (the conftest's quick one, counted)."""
    made: list[tuple] = []
    quick = analysis_worker.open_hands_review

    def counted(deal, log, **settings):
        made.append((str(deal), tuple(log)))
        return quick(deal, log, **settings)

    monkeypatch.setattr(analysis_worker, "open_hands_review", counted)
    return made


def _kept(store, game_id: int) -> str | None:
    return store.stored_open_hands(game_id, FORMAT_VERSION)


def _reviewed(qtbot, runner: OpenHandsRunner, log):
    """The game's review through the runner's own path (`start`, in the pool, its signal)."""
    with qtbot.waitSignal(runner.finished, timeout=60000) as signal:
        runner.start(DEAL, log)
    assert signal.args[0] == runner.key(DEAL, log)
    return signal.args[1]


def test_an_own_games_review_is_kept_and_a_new_runner_reads_it_without_solving(
        qtbot, store, fresh_data_dir, solves):
    game_id, log = _finished(store)
    first = OpenHandsRunner(data_dir=fresh_data_dir)
    review = _reviewed(qtbot, first, log)
    assert sorted(review.tricks) == [10, 11, 12] and len(solves) == 1
    assert _kept(store, game_id) == review_text(review)

    again = OpenHandsRunner(data_dir=fresh_data_dir)  # as after a restart: nothing in memory
    read = _reviewed(qtbot, again, log)
    assert read == review and read is not review
    assert again.review_for(DEAL, log) is read  # then from memory
    assert len(solves) == 1  # solved once in all


@pytest.mark.parametrize("damage", [
    "UPDATE open_hands SET record = '" + "[" * 100_000 + "'",
    "UPDATE open_hands SET record = json_set(record, '$.tricks[0].re_value', 1e300)",
    "UPDATE open_hands SET record = json_set(record, '$.format', 2)",
    "UPDATE open_hands SET record = json_set(record, '$.tricks[0].cards[0].event_index', 60)",
], ids=["nested-100000-deep", "value-1e300", "another-format", "event-past-the-log"])
def test_a_kept_review_that_cannot_be_used_is_solved_again_and_replaced(
        qtbot, store, fresh_data_dir, solves, damage):
    game_id, log = _finished(store)
    review = _reviewed(qtbot, OpenHandsRunner(data_dir=fresh_data_dir), log)
    with store._write() as conn:
        assert conn.execute(damage).rowcount == 1
    assert review_from_text(_kept(store, game_id), log) is None

    solved = _reviewed(qtbot, OpenHandsRunner(data_dir=fresh_data_dir), log)
    assert solved == review and len(solves) == 2
    assert _kept(store, game_id) == review_text(review)  # replaced by the new solve
    assert _reviewed(qtbot, OpenHandsRunner(data_dir=fresh_data_dir), log) == review and len(solves) == 2


def test_a_field_game_is_solved_as_before_and_never_kept(qtbot, store, fresh_data_dir, solves):
    _finished(store, seed=1)
    field_log = list(small_set().deals[0].results[0].log)
    assert field_log != _log(1)
    first = _reviewed(qtbot, OpenHandsRunner(data_dir=fresh_data_dir), field_log)
    assert store._conn.execute("SELECT count(*) FROM open_hands").fetchone()[0] == 0
    assert _reviewed(qtbot, OpenHandsRunner(data_dir=fresh_data_dir), field_log) == first
    assert len(solves) == 2


def test_a_runner_without_a_data_dir_keeps_nothing(qtbot, store, solves):
    _, log = _finished(store)
    _reviewed(qtbot, OpenHandsRunner(), log)  # a review page of its own, as in the page tests
    assert store._conn.execute("SELECT count(*) FROM open_hands").fetchone()[0] == 0


class Cancelled(Exception):
    pass


def test_a_cancelled_solve_is_not_kept(store, fresh_data_dir, solves):
    game_id, log = _finished(store)
    runner = OpenHandsRunner(data_dir=fresh_data_dir)

    def cancel(done, total):
        raise Cancelled  # what a cancelled task's progress does, after the first trick solved

    with pytest.raises(Cancelled):
        runner.review_for(DEAL, log, progress=cancel)
    assert _kept(store, game_id) is None and runner.result_for(DEAL, log) is None
    review = runner.review_for(DEAL, log)  # asked again: solved to its end, and kept
    assert _kept(store, game_id) == review_text(review) and len(solves) == 2


def test_a_review_whose_process_failed_is_not_kept(store, fresh_data_dir, monkeypatch):
    game_id, log = _finished(store)

    def failed(deal, log, **settings):
        raise ChildFailed("the solve ran out of memory", own_process.MEMORY)

    monkeypatch.setattr(analysis_worker, "open_hands_review", failed)
    runner = OpenHandsRunner(data_dir=fresh_data_dir)
    for _ in range(2):  # and asked again: the same failure, from memory
        with pytest.raises(ChildFailed):
            runner.review_for(DEAL, log)
    assert _kept(store, game_id) is None


def test_a_game_finished_after_its_solve_is_kept_when_the_review_is_asked_for_again(store, fresh_data_dir, solves):
    # The game's finish is written by the saver's thread; the quick solve may end before it.
    game_id, log = _finished(store, finish=False)
    runner = OpenHandsRunner(data_dir=fresh_data_dir)
    review = runner.review_for(DEAL, log)
    assert _kept(store, game_id) is None  # not finished yet: nothing to keep it with
    v = play_randomly(DEAL, random.Random(1)).value().re_points
    store.finish_game(game_id, log, v, v if DEAL.parties[0] == RE else -v, None)
    assert runner.review_for(DEAL, log) is review  # the analysis asks: from memory, and kept now
    assert _kept(store, game_id) == review_text(review) and len(solves) == 1


def test_a_failed_write_or_read_costs_a_solve_and_is_logged(store, fresh_data_dir, solves, monkeypatch, caplog):
    game_id, log = _finished(store)

    def fault(*args, **kwargs):
        raise DatabaseFault(fresh_data_dir / "dokodesk.sqlite3", "busy", "database is locked")

    caplog.set_level(logging.WARNING, logger="dokodesk.app.analysis_worker")
    with monkeypatch.context() as m:
        m.setattr(Store, "save_open_hands", fault)
        review = OpenHandsRunner(data_dir=fresh_data_dir).review_for(DEAL, log)
    assert _kept(store, game_id) is None and "could not be kept" in caplog.text
    OpenHandsRunner(data_dir=fresh_data_dir).review_for(DEAL, log)  # kept this time
    assert len(solves) == 2 and _kept(store, game_id) == review_text(review)
    with monkeypatch.context() as m:
        m.setattr(Store, "stored_open_hands", fault)
        assert OpenHandsRunner(data_dir=fresh_data_dir).review_for(DEAL, log) == review
    assert len(solves) == 3 and "could not be read" in caplog.text


def test_the_window_keeps_the_games_review_and_opens_it_again_after_a_restart_without_solving(
        qtbot, window, store, fresh_data_dir, solves):
    outcome, _ = play_deal_through(qtbot, window)
    runner = window.review_page.open_hands_runner
    game = outcome.game
    qtbot.waitUntil(lambda: runner.result_for(game.deal, game.log) is not None
                    and _kept(store, outcome.game_id) is not None, timeout=20000)
    review = runner.result_for(game.deal, game.log)
    assert review_from_text(_kept(store, outcome.game_id), game.log) == review and len(solves) == 1
    window.close()

    again = MainWindow(store, fresh_data_dir)
    again.controller.pace_ms = 0
    qtbot.addWidget(again)
    again.show()
    again.start()
    settle(qtbot, again)
    try:
        again.open_set("test-set")
        settle(qtbot, again)
        again.review_deal(1)
        settle(qtbot, again)
        assert again.stack.currentWidget() is again.review_page
        read = again.review_page.open_hands_runner
        qtbot.waitUntil(lambda: read.result_for(game.deal, game.log) is not None, timeout=20000)
        assert read.result_for(game.deal, game.log) == review
        assert len(solves) == 1
    finally:
        again.close()
