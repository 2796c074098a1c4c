"""A finished game kept in the journal survives a database held by another program at the next
start (issue 40, point 1): nothing the journal holds is dropped until the database has it, the
table never shows the finished game resumed, and the player is told what waits and why."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from PySide6.QtWidgets import QMessageBox

import dokodesk.app.saver as saver_module
import dokodesk.app.session_worker as session_worker_module
from app_fixtures import a_started_game, settle
from dokodesk.app.main_window import MainWindow
from dokodesk.app.saver import GameSaver
from dokodesk.store import DB_NAME, Store
from dokodesk.store import schema
from dokodesk.store.journal import Journal

HOLDER = """
import select, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
select.select([sys.stdin], [], [], float(sys.argv[2]))  # until told to let go (`let_go`), at most this long
conn.execute("COMMIT")
conn.close()
"""


def hold_write_lock(path, seconds: float) -> subprocess.Popen:
    """Another program: a second process that holds the database's write lock for `seconds`, or
    until `let_go`."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(seconds)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "locked"
    return holder


def let_go(holder: subprocess.Popen) -> None:
    """The other program commits and ends now."""
    holder.stdin.write("go\n")
    holder.stdin.flush()
    holder.wait(10)


@pytest.fixture
def short_waits(monkeypatch):
    """The start-up's waits shortened, so that the other program's lock outlasts them all."""
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_MS", 200)
    monkeypatch.setattr(session_worker_module, "SAVER_WAIT_S", 0.3)
    monkeypatch.setattr(saver_module, "RETRY_SECONDS", 0.05)
    # the window's wait for the saver before a page reads own games (2 s; twice here while locked)
    monkeypatch.setattr(MainWindow.saved, "__defaults__", (0.3,))


@pytest.fixture
def no_dialogs(monkeypatch):
    shown = []
    for name in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, _n=name, **k: shown.append((_n, a)) or 0)
    return shown


def test_a_journal_finish_is_stored_whole_after_another_program_lets_go(
        qtbot, store, fresh_data_dir, short_waits, no_dialogs):
    game_id, log, re_points, own = a_started_game(fresh_data_dir)
    store.save_progress(game_id, log[:5])  # the database took 5 events before the disk filled up
    assert Journal(fresh_data_dir).write({game_id: ("finish", tuple(log), re_points, own, -25.0)})
    holder = hold_write_lock(fresh_data_dir / DB_NAME, 60.0)  # let go below, once the window has seen it
    window = MainWindow(store, fresh_data_dir)
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    window.show()
    notice = window.save_notices.notice
    try:
        window.start()  # the next start, while the other program still holds the lock
        qtbot.waitUntil(lambda: "deal 1" in notice.text(), timeout=5000)
        assert window.stack.currentWidget() is window.library
        assert window.controller.game is None  # never resumed at event 5
        assert notice.isVisible() and "another program holds the database" in notice.text()
        window.open_set("test-set")
        settle(qtbot, window)
        window.play_deal(1)  # asked for again by the player: still over, not resumed
        settle(qtbot, window)
        assert holder.poll() is None, "the lock must outlast these steps for this test to mean anything"
        assert window.controller.game is None and window.stack.currentWidget() is not window.table_page
        assert Journal(fresh_data_dir).load()[game_id][0] == "finish"  # kept while the database refuses
        let_go(holder)
        qtbot.waitUntil(lambda: store.game(game_id).finished, timeout=10000)
        stored = store.game(game_id)
        assert list(stored.log) == log and stored.dodge_points == -25.0
        qtbot.waitUntil(lambda: Journal(fresh_data_dir).load() == {}, timeout=5000)
        qtbot.waitUntil(lambda: not notice.isVisible(), timeout=5000)
        assert no_dialogs == []
    finally:
        holder.kill()
        window.close()


def test_a_progress_write_after_a_finish_in_flight_never_replaces_it(fresh_data_dir, store, short_waits):
    """The cause seen: the finish was in flight (busy), a progress write of the same game came,
    and the failed finish was dropped as "older"."""
    game_id, log, re_points, own = a_started_game(fresh_data_dir)
    holder = hold_write_lock(fresh_data_dir / DB_NAME, 30.0)
    saver = GameSaver(fresh_data_dir)
    try:
        saver.finish_game(game_id, log, re_points, own, 10.0)
        time.sleep(0.1)  # the worker has taken the finish and waits on the lock
        waits = saver.finish_waits(game_id)
        saver.save_progress(game_id, log[:7])  # a late table's write: refused, the game is over
        time.sleep(0.2)  # the worker tries again, still refused
        let_go(holder)
        assert saver.flush(10.0)
        with Store.open(fresh_data_dir) as s:
            stored = s.game(game_id)
            assert stored.finished and list(stored.log) == log
        assert waits == "busy"  # what the player is told while it waits
        assert saver.holds_finished(game_id)  # stored now, and still never to be resumed
    finally:
        holder.kill()
        saver.stop()
