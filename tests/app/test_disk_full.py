"""A full disk loses no game (issue 17, point 2): one notice that stays until saving works again,
no dialog per move, the game kept and retried, a journal next to the database, the finished game
stored as soon as there is space (or at the next start), no traceback anywhere."""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import sqlite3
import stat
import subprocess
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import dokodesk.app.saver as saver_module
from app_fixtures import a_started_game, click_card, place_of_seat, settle, small_set
from dokodesk.app.saver import GameSaver
from dokodesk.store import DB_NAME, Store
from dokodesk.store import schema
from dokodesk.store.journal import RESERVED, SLOT_NAMES, Journal
from dokodesk.store.store import Store as StoreClass


def disk_full_error() -> sqlite3.OperationalError:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13  # SQLITE_FULL
    return error


@pytest.fixture
def full_disk(monkeypatch):
    """While `full[0]`, every game write raises SQLite's "database or disk is full"."""
    full = [True]
    real_progress, real_finish = StoreClass.save_progress, StoreClass.finish_game

    def progress(self, *args, **kwargs):
        if full[0]:
            raise disk_full_error()
        return real_progress(self, *args, **kwargs)

    def finish(self, *args, **kwargs):
        if full[0]:
            raise disk_full_error()
        return real_finish(self, *args, **kwargs)

    monkeypatch.setattr(StoreClass, "save_progress", progress)
    monkeypatch.setattr(StoreClass, "finish_game", finish)
    monkeypatch.setattr(saver_module, "FAULT_RETRY_SECONDS", 0.2)
    return full


@pytest.fixture
def no_dialogs(monkeypatch):
    shown = []
    for name in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, _n=name, **k: shown.append((_n, a)) or 0)
    return shown


def play_to_the_end(qtbot, window) -> None:
    c = window.controller
    while c.game is not None and not c.game.is_over:
        qtbot.waitUntil(lambda: c.game is None or c.game.is_over or c.is_human_turn, timeout=10000)
        if c.game is None or c.game.is_over:
            break
        click_card(qtbot, window, c.game.legal_cards(0)[0])
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)


def test_a_full_disk_mid_game_shows_one_notice_and_stores_the_game_when_space_is_back(
        qtbot, window, store, full_disk, no_dialogs, fresh_data_dir, capfd):
    window.open_set("test-set")
    settle(window)  # the set page's reads arrive from a worker
    window.set_page.seat_combo.setCurrentIndex(window.set_page.seat_combo.findData(place_of_seat(window, 1, 0)))
    window.play_deal(1)
    settle(window)  # the game starts in the set session's worker
    assert window.controller.human_seat == 0
    game_id = window.controller._game_id
    play_to_the_end(qtbot, window)
    played = list(window.result_page.outcome.game.log)
    assert len(played) >= 48
    # every one of the ~48 saves failed: no dialog, one notice that is still there
    assert no_dialogs == []
    assert window.save_notice.isVisible()
    assert "disk is full" in window.save_notice.text()
    assert "saved later" in window.table_page.leave_button.text()  # not "game is saved"
    assert not store.game(game_id).finished
    # the worker tries the finish at once and journals it
    qtbot.waitUntil(lambda: Journal(fresh_data_dir).load().get(game_id, ("",))[0] == "finish", timeout=5000)
    journal = Journal(fresh_data_dir).load()
    assert journal[game_id][0] == "finish" and list(journal[game_id][1]) == played
    for name in SLOT_NAMES:
        assert stat.S_IMODE((fresh_data_dir / name).stat().st_mode) == 0o600
    full_disk[0] = False  # space is back
    qtbot.waitUntil(lambda: not window.save_notice.isVisible(), timeout=5000)
    assert window.table_page.leave_button.text().endswith("(game is saved)")
    stored = store.game(game_id)
    assert stored.finished and list(stored.log) == played
    assert Journal(fresh_data_dir).load() == {}
    assert no_dialogs == []
    assert "Traceback" not in capfd.readouterr().err


def test_a_game_the_app_could_not_store_before_closing_is_stored_at_the_next_start(
        qtbot, fresh_data_dir, full_disk):
    game_id, log, re_points, own = a_started_game(fresh_data_dir)
    first = GameSaver(fresh_data_dir)
    for count in range(1, len(log)):
        first.save_progress(game_id, log[:count])
    first.finish_game(game_id, log, re_points, own, 12.5)
    assert not first.stop(0.5)  # the app closes while the disk is full
    assert Journal(fresh_data_dir).load()[game_id][0] == "finish"
    with Store.open(fresh_data_dir) as s:
        assert not s.game(game_id).finished
    full_disk[0] = False
    second = GameSaver(fresh_data_dir)  # the next start
    try:
        assert second.flush(5.0)
    finally:
        second.stop()
    with Store.open(fresh_data_dir) as s:
        stored = s.game(game_id)
        assert stored.finished and list(stored.log) == log and stored.dodge_points == 12.5
    assert Journal(fresh_data_dir).load() == {}
    # a third start finds nothing to replay, and a finished game is not touched again
    third = GameSaver(fresh_data_dir)
    assert third.flush(1.0)
    third.stop()


def test_a_journal_of_a_game_stored_meanwhile_is_dropped_quietly(qtbot, fresh_data_dir):
    game_id, log, re_points, own = a_started_game(fresh_data_dir)
    with Store.open(fresh_data_dir) as s:
        s.finish_game(game_id, log, re_points, own, None)
    assert Journal(fresh_data_dir).write({game_id: ("progress", tuple(log[:5]))})
    failures = []
    saver = GameSaver(fresh_data_dir)
    saver.failed.connect(failures.append)
    assert saver.flush(5.0)
    saver.stop()
    qtbot.wait(50)
    assert failures == []
    assert Journal(fresh_data_dir).load() == {}
    with Store.open(fresh_data_dir) as s:
        assert list(s.game(game_id).log) == log  # the finished game, not the journal's 5 events


def test_an_io_error_on_a_nearly_full_disk_is_a_full_disk(tmp_path, monkeypatch):
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = 10 | (19 << 8)  # SQLITE_IOERR_SHMSIZE: the -shm could not grow

    class Space:
        def __init__(self, free_bytes):
            self.f_frsize, self.f_bfree, self.f_bavail = 4096, free_bytes // 4096, free_bytes // 4096

    monkeypatch.setattr(os, "statvfs", lambda folder: Space(28 * 1024))
    fault = schema.database_fault(error, tmp_path / DB_NAME)
    assert fault.kind == "full" and "disk is full" in str(fault) and "Check the disk" not in str(fault)
    monkeypatch.setattr(os, "statvfs", lambda folder: Space(10 * 1024 * 1024))
    assert schema.database_fault(error, tmp_path / DB_NAME).kind == "io"


def test_the_log_file_is_private_and_quiet_on_a_full_disk(tmp_path, capfd):
    from dokodesk.app.main import LOG_NAME, setup_logging

    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    (data / LOG_NAME).write_text("from an older dokodesk\n")
    os.chmod(data / LOG_NAME, 0o644)
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        assert setup_logging(data) == data / LOG_NAME
        handler = next(h for h in root.handlers if h not in before)
        logging.getLogger("dokodesk.test").error("one line")
        handler.flush()
        assert stat.S_IMODE((data / LOG_NAME).stat().st_mode) == 0o600
        handler.doRollover()
        assert stat.S_IMODE((data / LOG_NAME).stat().st_mode) == 0o600

        def full(*_args):
            raise OSError(errno.ENOSPC, "No space left on device")

        handler.stream.write = full  # the disk fills
        try:
            raise ValueError("planted")
        except ValueError:
            logging.getLogger("dokodesk.test").exception("saving failed")
        assert "Traceback" not in capfd.readouterr().err
    finally:
        for h in root.handlers:
            if h not in before:
                root.removeHandler(h)
                with contextlib.suppress(Exception):
                    h.close()


# ------------------------------------------------------------------ a real full disk (tmpfs)
@contextlib.contextmanager
def small_tmpfs(folder: Path, size: str = "2m"):
    folder.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(folder)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder: Path) -> Path:
    """Write a file until the disk is full (to the last byte)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for chunk in (65536, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"\0" * chunk)
            except OSError as error:
                assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a tmpfs needs root")
def test_a_really_full_disk_keeps_the_game_until_space_is_back(qtbot, tmp_path, monkeypatch, capfd):
    monkeypatch.setattr(saver_module, "FAULT_RETRY_SECONDS", 0.2)
    with small_tmpfs(tmp_path / "disk") as disk:
        data = disk / "data"
        game_id, log, re_points, own = a_started_game(data)
        window_store = Store.open(data)  # the window's connection stays open, as in the app
        saver = GameSaver(data)
        faults = []
        saver.failing.connect(lambda kind, what: faults.append(kind))
        try:
            for count in range(1, 9):
                saver.save_progress(game_id, log[:count])
            assert saver.flush(5.0)  # 8 events stored while there is space
            filler = fill(disk)
            for count in range(9, len(log)):
                saver.save_progress(game_id, log[:count])
            saver.finish_game(game_id, log, re_points, own, None)
            qtbot.waitUntil(lambda: faults != [], timeout=5000)
            assert faults == ["full"]  # said once, as a full disk
            assert not saver.flush(0.5)
            assert list(window_store.game(game_id).log) == log[:8]
            # the journal's space was reserved at start: it holds the finished game on the full disk
            qtbot.waitUntil(lambda: Journal(data).load().get(game_id, ("",))[0] == "finish", timeout=5000)
            filler.unlink()  # space is back
            assert saver.flush(10.0) or qtbot.waitUntil(lambda: saver.flush(0.1), timeout=10000) is None
            stored = window_store.game(game_id)
            assert stored.finished and list(stored.log) == log
            assert faults == ["full"]
        finally:
            saver.stop()
            window_store.close()
        conn = sqlite3.connect(data / DB_NAME)
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.close()
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a tmpfs needs root")
def test_a_game_finished_on_a_full_disk_is_stored_at_the_next_start(qtbot, tmp_path, monkeypatch):
    """The app closes (or is killed) while the disk is full: the reserved journal holds the game,
    and the next start stores it once there is space."""
    monkeypatch.setattr(saver_module, "FAULT_RETRY_SECONDS", 0.2)
    with small_tmpfs(tmp_path / "disk") as disk:
        data = disk / "data"
        game_id, log, re_points, own = a_started_game(data)
        saver = GameSaver(data)
        saver.save_progress(game_id, log[:4])
        assert saver.flush(5.0)
        filler = fill(disk)
        for count in range(5, len(log)):
            saver.save_progress(game_id, log[:count])
        saver.finish_game(game_id, log, re_points, own, -20.0)
        assert not saver.stop(1.0)  # quitting on the full disk
        assert Journal(data).load()[game_id] == ("finish", tuple(log), re_points, own, -20.0)
        filler.unlink()
        with Store.open(data) as s:
            assert list(s.game(game_id).log) == log[:4]
        again = GameSaver(data)  # the next start
        try:
            assert again.flush(10.0)
        finally:
            again.stop()
        with Store.open(data) as s:
            stored = s.game(game_id)
            assert stored.finished and list(stored.log) == log and stored.dodge_points == -20.0
        assert Journal(data).load() == {}


def test_a_journal_write_cut_short_leaves_the_one_before(tmp_path):
    journal = Journal(tmp_path)
    journal.reserve()
    assert all((tmp_path / name).stat().st_size == RESERVED for name in SLOT_NAMES)
    assert journal.write({7: ("progress", ("0:QC",))})
    assert journal.write({7: ("progress", ("0:QC", "1:AS"))})
    newest = max((tmp_path / name for name in SLOT_NAMES), key=lambda p: json.loads(p.read_bytes())["seq"])
    newest.write_bytes(newest.read_bytes()[:20])  # a crash in the middle of the write
    assert Journal(tmp_path).load() == {7: ("progress", ("0:QC",))}


def test_a_game_finished_in_the_journal_is_not_resumed_while_the_disk_is_still_full(
        qtbot, store, fresh_data_dir, full_disk, no_dialogs):
    from dokodesk.app.main_window import MainWindow

    game_id, log, re_points, own = a_started_game(fresh_data_dir)
    assert Journal(fresh_data_dir).write({game_id: ("finish", tuple(log), re_points, own, None)})
    window = MainWindow(store, fresh_data_dir)  # the next start, the disk still full
    qtbot.addWidget(window)
    try:
        window.start()
        assert window.stack.currentWidget() is window.library  # not the table at an old event
        assert window.controller.game is None
        full_disk[0] = False
        qtbot.waitUntil(lambda: store.game(game_id).finished, timeout=5000)
        assert list(store.game(game_id).log) == log
    finally:
        window.close()


def test_without_a_log_file_problems_reach_stderr_as_one_line_without_a_traceback(tmp_path, capfd):
    from dokodesk.app.main import setup_logging

    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file where the data folder should be")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        assert setup_logging(not_a_folder) is None
        try:
            raise sqlite3.OperationalError("database or disk is full")
        except sqlite3.OperationalError:
            logging.getLogger("dokodesk.test").exception("saving failed")
        err = capfd.readouterr().err
        assert "Traceback" not in err
        assert err.count("\n") == 2  # "no log file (...)", then the one line
        assert "saving failed (OperationalError: database or disk is full)" in err
    finally:
        for h in root.handlers:
            if h not in before:
                root.removeHandler(h)


def test_a_named_pipe_as_the_log_or_the_journal_stalls_nothing(qtbot, tmp_path, capfd):
    from dokodesk import cli
    from dokodesk.app.main import LOG_NAME, setup_logging

    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    os.mkfifo(data / LOG_NAME)
    for name in SLOT_NAMES:
        os.mkfifo(data / name)
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        assert setup_logging(data) is None  # refused at once, not blocked on the pipe
    finally:
        for h in root.handlers:
            if h not in before:
                root.removeHandler(h)
    try:
        raise ValueError("x")
    except ValueError as exc:
        where = cli.log_unexpected(exc, str(data), "test")
    assert where != str(data / LOG_NAME)
    journal = Journal(data)
    assert journal.reserve()  # the pipes hold no journal: moved aside (issue 40, point 4), never opened
    assert journal.write({1: ("progress", ("0:QC",))})
    assert Journal(data).load() == {1: ("progress", ("0:QC",))}
    assert stat.S_ISFIFO(os.stat(data / LOG_NAME).st_mode)
    for name in SLOT_NAMES:
        assert stat.S_ISREG(os.lstat(data / name).st_mode)
        (aside,) = data.glob(name + ".moved-*")
        assert stat.S_ISFIFO(os.lstat(aside).st_mode)


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a tmpfs needs root")
def test_a_nearly_full_disk_at_launch_is_said_before_a_card_is_seen(qtbot, tmp_path, monkeypatch, no_dialogs):
    """Issue 30.2: with 64-80 KB free at launch the journal could not take its two 64 KB slots;
    a whole rated game was played and 46 of its 49 events were lost at close. Now no game starts
    until the journal's space is there, and the player is told why."""
    from dokodesk.app.main_window import MainWindow

    with small_tmpfs(tmp_path / "disk", size="4m") as disk:
        data = disk / "data"
        with Store.open(data) as s:
            s.import_set(small_set())
        for name in SLOT_NAMES:  # never reserved: the disk was this full at the first launch
            (data / name).unlink(missing_ok=True)
        filler = fill(disk)
        os.truncate(filler, filler.stat().st_size - 72 * 1024)  # 72 KB free: one slot fits, not two
        store = Store.open(data)
        window = MainWindow(store, data)
        window.controller.pace_ms = 0
        qtbot.addWidget(window)
        try:
            window.show()
            window.start()
            settle(qtbot, window)
            assert [name for name, _args in no_dialogs] == ["warning"]  # told at once, at launch
            assert "nearly full" in no_dialogs[0][1][2] and "KB free" in no_dialogs[0][1][2]
            assert window.save_notice.isVisible()
            window.open_set("test-set")
            settle(window)
            window.play_deal(1)
            settle(window)
            assert len(no_dialogs) == 2 and window.controller.game is None  # no card was shown
            assert store.in_progress_game() is None
            assert window.stack.currentWidget() is not window.table_page

            filler.unlink()  # the player frees space
            window.play_deal(1)
            settle(window)
            assert window.controller.game is not None and len(no_dialogs) == 2
            assert not window.save_notice.isVisible()
            assert all((data / name).stat().st_size >= RESERVED for name in SLOT_NAMES)
        finally:
            window.close()
            store.close()


# ------------------------------------------ not a file in a journal slot's place (issue 40, point 4)
def _plant_slot(kind: str, place: Path, tmp_path: Path) -> None:
    if kind == "a named pipe":
        os.mkfifo(place)
    elif kind == "a folder":
        place.mkdir()
        (place / "keep.txt").write_text("mine")
    elif kind == "a symbolic link to a named pipe":
        os.mkfifo(tmp_path / "pipe")
        place.symlink_to(tmp_path / "pipe")
    elif kind == "a symbolic link to a device":
        place.symlink_to("/dev/null")


@pytest.mark.parametrize("kind", ["a named pipe", "a folder", "a symbolic link to a named pipe",
                                  "a symbolic link to a device"])
def test_not_a_file_in_a_journal_slot_is_moved_aside_and_the_space_reserved(tmp_path, kind, caplog):
    """Issue 40, point 4: a named pipe or a folder as a slot made reserve() fail at every try, and
    the app called that a nearly full disk (81 GB free). It holds no journal: it is moved aside
    (renamed, never opened), the log says what it was, and both slots are reserved."""
    data = tmp_path / "data"
    data.mkdir()
    place = data / SLOT_NAMES[0]
    _plant_slot(kind, place, tmp_path)
    journal = Journal(data)
    with caplog.at_level("WARNING", logger="dokodesk.store.journal"):
        assert journal.load() == {}
        assert journal.reserve()
    assert kind in caplog.text and str(place) in caplog.text and "moved to" in caplog.text
    for name in SLOT_NAMES:
        assert stat.S_ISREG(os.lstat(data / name).st_mode) and (data / name).stat().st_size == RESERVED
    (aside,) = data.glob(SLOT_NAMES[0] + ".moved-*")
    if kind == "a folder":
        assert (aside / "keep.txt").read_text() == "mine"
    elif kind == "a named pipe":
        assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    else:
        assert os.path.islink(aside)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)  # the link's target left alone
    assert journal.write({3: ("progress", ("0:QC",))}) and journal.write({3: ("progress", ("0:QC", "1:AS"))})
    assert Journal(data).load() == {3: ("progress", ("0:QC", "1:AS"))}


def test_a_named_pipe_as_the_journals_temporary_file_stalls_nothing(tmp_path):
    """The slot's replacement is written to `<slot>.tmp` first: a pipe there is moved aside too,
    not opened for writing (that open would wait for a reader for ever)."""
    import sys

    os.mkfifo(tmp_path / (SLOT_NAMES[0] + ".tmp"))
    code = ("import sys; from pathlib import Path; from dokodesk.store.journal import Journal; "
            f"sys.exit(0 if Journal(Path({str(tmp_path)!r})).reserve() else 3)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)  # it hung
    assert done.returncode == 0, done.stdout + done.stderr
    assert all((tmp_path / name).stat().st_size == RESERVED for name in SLOT_NAMES)
    assert not os.path.lexists(tmp_path / (SLOT_NAMES[0] + ".tmp"))


def test_the_app_plays_over_a_named_pipe_and_a_folder_as_journal_slots(qtbot, store, fresh_data_dir, no_dialogs):
    """The false "The disk ... is nearly full (81,049,584 KB free)" at every start and every try
    is gone: the slots are cleared at start and a game starts."""
    from dokodesk.app.main_window import MainWindow

    os.mkfifo(fresh_data_dir / SLOT_NAMES[0])
    (fresh_data_dir / SLOT_NAMES[1]).mkdir()
    window = MainWindow(store, fresh_data_dir)
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    try:
        window.show()
        window.start()
        settle(qtbot, window)
        window.open_set("test-set")
        settle(window)
        window.play_deal(1)
        settle(window)
        assert no_dialogs == [] and not window.save_notice.isVisible()
        assert window.controller.game is not None
        assert all(stat.S_ISREG(os.lstat(fresh_data_dir / name).st_mode) for name in SLOT_NAMES)
    finally:
        window.close()


def test_a_journal_slot_that_cannot_be_moved_aside_is_named_not_called_a_full_disk(
        qtbot, store, fresh_data_dir, no_dialogs, monkeypatch):
    import dokodesk.private_files as private_files
    from dokodesk.app.main_window import MainWindow

    def refuse(path):
        raise OSError(errno.EBUSY, "Device or resource busy", str(path))

    real_move_aside = private_files.move_aside
    monkeypatch.setattr(private_files, "move_aside", refuse)
    os.mkfifo(fresh_data_dir / SLOT_NAMES[0])
    window = MainWindow(store, fresh_data_dir)
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    try:
        window.show()
        window.start()
        settle(qtbot, window)
        window.open_set("test-set")
        settle(window)
        window.play_deal(1)
        settle(window)
        assert window.controller.game is None  # no game without its journal
        assert no_dialogs and no_dialogs[-1][0] == "warning"
        text = no_dialogs[-1][1][2]
        assert str(fresh_data_dir / SLOT_NAMES[0]) in text and "a named pipe" in text and "Move it away" in text
        assert "nearly full" not in text and "nearly full" not in window.save_notice.text()
        monkeypatch.setattr(private_files, "move_aside", real_move_aside)  # the folder takes renames again
        window.play_deal(1)
        settle(window)
        assert window.controller.game is not None and not window.save_notice.isVisible()
    finally:
        window.close()
