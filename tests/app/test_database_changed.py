"""The database file changed under the running app (issue 30, point 3): 64 KB of garbage written
over it, or another file renamed over it. Before, the next moves still showed as saved and every
event went into garbage or into the unlinked old file (0 of 49 recoverable). Now each commit
checks the file's inode and header; the saver then writes nothing more into it, keeps the game in
the journal with its identity, tells the player, and the next start stores the game into the
database found there, a fresh one after the damaged file was moved aside included."""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest

import dokodesk.app.saver as saver_module
from app_fixtures import a_started_game, small_set
from dokodesk.app.saver import GameSaver
from dokodesk.store import DB_NAME, Store
from dokodesk.store.journal import Journal
from dokodesk.store.schema import SIDE_FILES, DatabaseFault


def play_through_the_attack(qtbot, data: Path, attack, while_open=None) -> tuple[int, list[str], int, int, list]:
    """Nine events saved, then `attack()`, then the rest of the game and its finish; the app's own
    connection stays open throughout, as the window's does (`while_open()` is called before it
    closes)."""
    game_id, log, re_points, own = a_started_game(data)
    window_store = Store.open(data)
    saver = GameSaver(data)
    faults = []
    saver.failing.connect(lambda kind, what: faults.append((kind, what)))
    try:
        for count in range(1, 10):
            saver.save_progress(game_id, log[:count])
        assert saver.flush(5.0)
        attack()
        for count in range(10, len(log)):
            saver.save_progress(game_id, log[:count])
        saver.finish_game(game_id, log, re_points, own, 25.0)
        qtbot.waitUntil(lambda: faults != [], timeout=5000)
        qtbot.waitUntil(lambda: Journal(data).load().get(game_id, ("",))[0] == "finish", timeout=5000)
        if while_open is not None:
            while_open()
        assert not saver.stop(0.5)  # the player closes the app: nothing more went into the file
    finally:
        window_store.close()
    return game_id, log, re_points, own, faults


def assert_recovered(data: Path, log: list[str], points: tuple) -> None:
    """The database holds the game once, finished with the whole log, rated, with its points."""
    with Store.open(data) as s:
        (recovered,) = s.own_games("test-set")
        assert recovered.finished and list(recovered.log) == log and recovered.rated
        assert (recovered.re_points, recovered.own_points, recovered.dodge_points) == points


def test_garbage_over_the_file_keeps_the_game_for_a_fresh_database(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(saver_module, "FAULT_RETRY_SECONDS", 0.1)
    data = tmp_path / "data"

    def garbage() -> None:  # another program writes over the first 64 KB
        fd = os.open(data / DB_NAME, os.O_WRONLY)
        os.pwrite(fd, random.Random(1).randbytes(65536), 0)
        os.close(fd)

    game_id, log, re_points, own, faults = play_through_the_attack(qtbot, data, garbage)
    assert [kind for kind, _ in faults] == ["replaced"]  # said once, and what happened
    assert "overwritten" in faults[0][1]
    journal = Journal(data)
    assert journal.load()[game_id] == ("finish", tuple(log), re_points, own, 25.0)
    assert journal.identities[game_id]["set"] == "test-set" and journal.identities[game_id]["deal"] == 1

    with pytest.raises(DatabaseFault) as refused:  # the next start finds the damage
        Store.open(data).close()
    assert refused.value.kind == "damaged"
    for name in [DB_NAME] + [DB_NAME + side for side in SIDE_FILES]:  # moved aside (the start-up dialog's choice)
        if (data / name).exists():
            os.replace(data / name, tmp_path / (name + ".damaged"))

    saver = GameSaver(data)  # a fresh database: the game's set is not in it yet
    waits = []
    saver.waiting_for_set.connect(lambda set_id, number: waits.append((set_id, number)))
    try:
        qtbot.waitUntil(lambda: waits == [("test-set", 1)], timeout=5000)
        assert Journal(data).load()[game_id][0] == "finish"  # still kept
        with Store.open(data) as s:
            s.import_set(small_set())  # the player imports the set (the demo: at the first start)
        saver.retry_waiting()
        qtbot.waitUntil(lambda: Journal(data).load() == {}, timeout=5000)
    finally:
        saver.stop()
    assert_recovered(data, log, (re_points, own, 25.0))


def test_another_file_renamed_over_it_gets_the_game_at_the_next_start(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(saver_module, "FAULT_RETRY_SECONDS", 0.1)
    data = tmp_path / "data"
    backup = tmp_path / "backup"
    with Store.open(backup) as s:  # an older copy of the player's database: the set, no games
        s.import_set(small_set())

    def renamed_over() -> None:
        os.replace(backup / DB_NAME, data / DB_NAME)

    def nothing_in_the_new_file() -> None:
        # SQLite finds the -wal by name: a commit through the old connection would land in the
        # log that the file now at the path reads (seen with kill -9: the old copy showed the game)
        conn = sqlite3.connect(data / DB_NAME)
        try:
            assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)
        finally:
            conn.close()

    game_id, log, re_points, own, faults = play_through_the_attack(qtbot, data, renamed_over, nothing_in_the_new_file)
    assert [kind for kind, _ in faults] == ["replaced"] and "replaced by another file" in faults[0][1]
    with Store.open(data) as s:
        assert s.own_games("test-set") == []  # nothing went into the file found there

    saver = GameSaver(data)  # the next start
    try:
        qtbot.waitUntil(lambda: Journal(data).load() == {}, timeout=5000)
    finally:
        saver.stop()
    assert_recovered(data, log, (re_points, own, 25.0))


def test_a_journal_game_already_in_the_database_is_not_stored_twice(qtbot, tmp_path):
    data = tmp_path / "data"
    game_id, log, re_points, own = a_started_game(data)
    with Store.open(data) as s:
        identity = s.game_identity(game_id)
        s.finish_game(game_id, log, re_points, own, None)
    Journal(data).write({game_id: ("finish", tuple(log), re_points, own, None)}, {game_id: identity})
    saver = GameSaver(data)
    try:
        qtbot.waitUntil(lambda: Journal(data).load() == {}, timeout=5000)
    finally:
        saver.stop()
    with Store.open(data) as s:
        assert len(s.own_games("test-set")) == 1


def test_a_file_renamed_over_never_reads_the_old_log_after_a_crash(tmp_path):
    """SQLite finds the -wal by name. The old file's log, left behind by a crash, was read into
    the file renamed over it at the next open (the older copy showed the game). On noticing the
    change the store checkpoints its own log into its own file and empties it."""
    import subprocess
    import sys
    import textwrap

    data, backup = tmp_path / "data", tmp_path / "backup"
    with Store.open(backup) as s:
        s.import_set(small_set())
    game_id, log, _, _ = a_started_game(data)
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from dokodesk.store import Store
        from dokodesk.store.schema import DatabaseFault
        s = Store.open({str(data)!r})
        s._conn.execute("PRAGMA wal_autocheckpoint = 0")  # the saved moves stay in the -wal
        for k in range(1, 10):
            s.save_progress({game_id}, {log!r}[:k])
        os.replace({str(backup / DB_NAME)!r}, {str(data / DB_NAME)!r})
        try:
            s.save_progress({game_id}, {log!r}[:10])
        except DatabaseFault as fault:
            print(fault.kind, flush=True)
        os._exit(0)  # a crash: no connection is closed
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "replaced", done.stderr
    conn = sqlite3.connect(data / DB_NAME)
    try:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)  # the copy as it was
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    finally:
        conn.close()
