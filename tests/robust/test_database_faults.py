"""Database faults (issue 12, points 4, 5 and 7): each one is a message that names the file and
what to do, on the command line and in the app; the file stays as it was; readers are not held
up by a writer; the folder is created 0700 and the database 0600."""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import sqlite3
import stat
import subprocess
import threading
import time
from pathlib import Path

import pytest
from store_helpers import make_set, write_doc, set_doc

from dokodesk.cli import main
from dokodesk.store import DB_NAME, Store, StoreError
from dokodesk.store import schema
from dokodesk.store.schema import DatabaseFault


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_cli(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Traceback" not in text
    return code, text


def refused_everywhere(capsys, db: Path, tmp_path: Path, *advice: str) -> None:
    """`sets`, `standings` and `import` all refuse with the file's name and the advice, and the
    file's bytes do not change."""
    before = digest(db) if db.is_file() else None
    set_file = write_doc(tmp_path / "other.json", set_doc(make_set(n_deals=1, set_id="other")))
    for argv in (["sets"], ["standings", "t-set"], ["import", str(set_file)]):
        code, text = run_cli(capsys, *argv)
        assert code == 1, (argv, text)
        assert str(db) in text, (argv, text)
        for word in advice:
            assert word in text, (argv, text)
    if before is not None:
        assert digest(db) == before


def test_random_bytes_in_the_pages_are_found_on_opening(populated, capsys, tmp_path):
    data = bytearray(populated.read_bytes())
    page = 4096
    assert len(data) >= 3 * page  # page 1 is the header; damage the b-tree headers of the others
    rng = random.Random(7)
    for start in range(page, len(data), page):
        data[start:start + 12] = bytes(rng.randrange(256) for _ in range(12))
    populated.write_bytes(bytes(data))
    refused_everywhere(capsys, populated, tmp_path, "damaged", "backup")


def test_random_bytes_anywhere_give_a_message_or_an_answer_never_a_traceback(populated, capsys, tmp_path):
    # Bytes in the cells themselves pass PRAGMA quick_check; SQLite meets them only when a query
    # reads them. Then that query's command says so; the others may answer.
    clean = populated.read_bytes()
    set_file = write_doc(tmp_path / "other.json", set_doc(make_set(n_deals=1, set_id="other")))
    for seed in range(6):
        data = bytearray(clean)
        rng = random.Random(seed)
        for _ in range(300):
            data[rng.randrange(100, len(data))] = rng.randrange(256)
        populated.write_bytes(bytes(data))
        for argv in (["sets"], ["standings", "t-set"], ["import", str(set_file)]):
            before = populated.read_bytes()
            code, text = run_cli(capsys, *argv)
            if code != 0:
                assert code == 1 and str(populated) in text and "backup" in text, (seed, argv, text)
                assert populated.read_bytes() == before


def test_a_dropped_table_is_reported(populated, capsys, tmp_path):
    with sqlite3.connect(populated) as conn:
        conn.execute("DROP TABLE results")
    conn.close()
    refused_everywhere(capsys, populated, tmp_path, "lacks the table results", "backup")


def test_a_dropped_table_of_a_later_version_is_reported(populated, capsys, tmp_path):
    from dokodesk.store.schema import TABLES_SINCE

    later = TABLES_SINCE[max(TABLES_SINCE)][-1]
    with sqlite3.connect(populated) as conn:
        conn.execute(f"DROP TABLE {later}")
    conn.close()
    refused_everywhere(capsys, populated, tmp_path, f"lacks the table {later}", "backup")


def test_every_table_of_the_schema_is_known_to_the_check(fresh_data_dir):
    from dokodesk.store.schema import TABLES_SINCE

    with Store.open() as store:
        tables = {name for (name,) in store._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {name for names in TABLES_SINCE.values() for name in names}


def test_a_reset_user_version_is_reported_not_migrated_over(populated, capsys, tmp_path):
    conn = sqlite3.connect(populated)
    conn.execute("PRAGMA user_version = 0")
    conn.close()
    refused_everywhere(capsys, populated, tmp_path, "user_version", "backup")


def test_a_database_cut_to_half_is_found_cheaply(populated, capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(schema, "QUICK_CHECK_BYTES", 0)  # found by the header's page count alone
    data = populated.read_bytes()
    populated.write_bytes(data[:len(data) // 2])
    refused_everywhere(capsys, populated, tmp_path, "cut off", "backup")


def test_a_data_folder_that_is_a_file(fresh_data_dir, capsys, tmp_path):
    fresh_data_dir.write_text("I am a file")
    code, text = run_cli(capsys, "sets")
    assert code == 1
    assert str(fresh_data_dir) in text and "not a folder" in text and "--data-dir" in text
    assert fresh_data_dir.read_text() == "I am a file"


def test_a_dangling_symlink_is_not_followed_into_a_new_file(fresh_data_dir, capsys, tmp_path):
    fresh_data_dir.mkdir()
    target = tmp_path / "moved" / DB_NAME
    target.parent.mkdir()
    (fresh_data_dir / DB_NAME).symlink_to(target)
    refused_everywhere(capsys, fresh_data_dir / DB_NAME, tmp_path, "symbolic link", "backup")
    assert not target.exists()  # SQLite would have created it behind the link


def _make_unwritable(folder: Path) -> callable:
    """Make `folder` unwritable even for root (chattr +i) or by mode; returns the undo, or skips."""
    if os.geteuid() == 0:
        if shutil.which("chattr") and subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode == 0:
            return lambda: subprocess.run(["chattr", "-i", str(folder)], check=True)
        pytest.skip("running as root without chattr +i: a folder cannot be made unwritable")
    folder.chmod(0o500)
    return lambda: folder.chmod(0o700)


def test_an_unwritable_data_folder(fresh_data_dir, capsys, tmp_path):
    fresh_data_dir.mkdir()
    undo = _make_unwritable(fresh_data_dir)
    try:
        code, text = run_cli(capsys, "sets")
    finally:
        undo()
    assert code == 1
    assert str(fresh_data_dir / DB_NAME) in text and "writable" in text
    assert list(fresh_data_dir.iterdir()) == []


def test_an_immutable_folder_with_a_database(populated, capsys, tmp_path):
    # closed cleanly: no -wal; an immutable folder forbids the -wal and -shm SQLite needs
    for extra in ("-wal", "-shm"):
        populated.with_name(DB_NAME + extra).unlink(missing_ok=True)
    before = digest(populated)
    set_file = write_doc(tmp_path / "other.json", set_doc(make_set(n_deals=1, set_id="other")))
    undo = _make_unwritable(populated.parent)
    try:
        reads = [run_cli(capsys, "sets"), run_cli(capsys, "standings", "t-set")]
        write = run_cli(capsys, "import", str(set_file))
    finally:
        undo()
    # read-only media: what is there can be read; a write says why it cannot be made
    assert reads[0][0] == 0 and "t-set" in reads[0][1]
    assert reads[1][0] == 0 and "rated games 1" in reads[1][1]
    assert write[0] == 1 and str(populated) in write[1] and "writable" in write[1]
    assert digest(populated) == before


def test_a_disk_that_fills_during_an_import_leaves_the_database_as_it_was(populated, tmp_path):
    big = make_set(n_deals=40, set_id="big", points={n: list(range(-20, 21)) * 20 for n in range(1, 41)})
    with Store.open() as store:
        before = (store.sets(), store._conn.execute("SELECT count(*), sum(copies) FROM results").fetchone())
        pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
        store._conn.execute(f"PRAGMA max_page_count = {pages + 2}")  # a disk with two pages left
        with pytest.raises(DatabaseFault) as caught:
            store.import_set(big)
        assert caught.value.kind == "full"
        assert str(populated) in str(caught.value) and "Free some space" in str(caught.value)
        after = (store.sets(), store._conn.execute("SELECT count(*), sum(copies) FROM results").fetchone())
        assert after == before


def test_readers_are_not_blocked_by_a_long_write_and_writers_are_told(populated, capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_MS", 200)
    writer = sqlite3.connect(populated, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # an import in another dokodesk, holding the write lock
    writer.execute("INSERT INTO settings (key, value) VALUES ('x', '1')")
    try:
        started = time.monotonic()
        code, text = run_cli(capsys, "sets")
        assert code == 0 and "t-set" in text
        code, text = run_cli(capsys, "standings", "t-set")
        assert code == 0 and "rated games 1" in text
        assert time.monotonic() - started < 3  # no waiting for the writer's lock
        set_file = write_doc(tmp_path / "other.json", set_doc(make_set(n_deals=1, set_id="other")))
        code, text = run_cli(capsys, "import", str(set_file))
        assert code == 1
        assert str(populated) in text and "locked" in text and "close the other dokodesk" in text
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_the_data_folder_and_database_are_private(fresh_data_dir):
    old = os.umask(0o022)
    try:
        with Store.open() as store:
            store.set_setting("x", 1)  # the -wal file exists now
            assert stat.S_IMODE(fresh_data_dir.stat().st_mode) == 0o700
            for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm"):
                assert stat.S_IMODE((fresh_data_dir / name).stat().st_mode) == 0o600, name
    finally:
        os.umask(old)


def test_a_database_restored_with_cp_is_made_private_with_its_side_files(fresh_data_dir):
    """Issue 30.12: the README's restore (cp under the usual umask) left the database, its -wal
    and -shm 0644 for every user of the machine to read."""
    with Store.open() as store:
        store.set_setting("x", 1)
    backup = fresh_data_dir.parent / "backup.sqlite3"
    os.replace(fresh_data_dir / DB_NAME, backup)
    os.chmod(backup, 0o644)  # as `sqlite3 ... ".backup"` (the README's backup) writes it
    old = os.umask(0o022)
    try:
        subprocess.run(["cp", str(backup), str(fresh_data_dir / DB_NAME)], check=True)
        for side in ("-wal", "-shm"):  # as a copy taken beside a running dokodesk brings them
            (fresh_data_dir / (DB_NAME + side)).write_bytes(b"")
    finally:
        os.umask(old)
    assert stat.S_IMODE((fresh_data_dir / DB_NAME).stat().st_mode) == 0o644
    with Store.open() as store:
        assert store.get_setting("x") == 1
        store.set_setting("y", 2)
        for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm"):
            assert stat.S_IMODE((fresh_data_dir / name).stat().st_mode) == 0o600, name


def test_fault_kinds_of_sqlite_errors(tmp_path):
    path = tmp_path / DB_NAME
    for code, kind, words in ((5, "busy", "close the other dokodesk"), (13, "full", "Free some space"),
                              (8, "readonly", "writable"), (11, "damaged", "backup"), (26, "damaged", "backup")):
        error = sqlite3.OperationalError("boom")
        error.sqlite_errorcode = code
        fault = schema.database_fault(error, path)
        assert fault.kind == kind and str(path) in str(fault) and words in str(fault)
    assert schema.database_fault(sqlite3.OperationalError("no such table: sets"), path).kind == "damaged"
    assert isinstance(schema.database_fault(OSError(28, "No space left on device"), path), StoreError)
    assert schema.database_fault(OSError(28, "No space left on device"), path).kind == "full"


# ------------------------------------------------------------------------------- the app
def test_the_app_shows_a_database_fault_as_a_dialog_and_leaves_the_file(populated, qapp, monkeypatch):
    import argparse

    from PySide6.QtWidgets import QMessageBox

    from dokodesk.app import main as app_main

    from dokodesk.app import fresh_database

    populated.write_bytes(populated.read_bytes()[:len(populated.read_bytes()) // 2])
    before = digest(populated)
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    # damaged: the dialog offers a new database; the player quits
    monkeypatch.setattr(fresh_database, "choose_fresh_database", lambda title, text: shown.append(text) and False)
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    assert app_main.main(argparse.Namespace(data_dir=None, open_files=None)) == 1
    assert len(shown) == 1 and str(populated) in shown[0] and "backup" in shown[0]
    assert digest(populated) == before


def test_a_damaged_database_can_be_moved_aside_for_a_new_one(populated, qapp, monkeypatch):
    """Issue 30, point 3: the start-up dialog's other choice. The damaged file and its side files
    keep their bytes under a dated name; a new database opens in its place."""
    from dokodesk.app import fresh_database

    populated.write_bytes(b"\x00garbage" * 6000)
    before = digest(populated)
    wal = populated.with_name(populated.name + "-wal")
    wal.write_bytes(b"old log")
    monkeypatch.setattr(fresh_database, "choose_fresh_database", lambda title, text: True)
    with pytest.raises(DatabaseFault) as refused:
        Store.open().close()
    store = fresh_database.start_afresh(refused.value, populated.parent, None, "title", None)
    assert store is not None
    try:
        assert store.sets() == []  # the new, empty database
    finally:
        store.close()
    (aside,) = [p for p in populated.parent.iterdir() if p.name.startswith(populated.name + ".damaged-")
                and not p.name.endswith(("-wal", "-shm"))]
    assert digest(aside) == before
    assert Path(str(aside) + "-wal").read_bytes() == b"old log"


def test_an_error_escaping_a_slot_becomes_a_dialog(populated, qapp, monkeypatch, tmp_path):
    import logging
    import sys
    import threading

    from PySide6.QtWidgets import QMessageBox

    from dokodesk.app import main as app_main

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    root = logging.getLogger()
    handlers = list(root.handlers)
    try:
        log_path = app_main.setup_logging(tmp_path / "logs")
        app_main.install_error_reporting(log_path)
        fault = DatabaseFault(populated, "full", "the disk is full (database or disk is full)")
        sys.excepthook(DatabaseFault, fault, None)
        try:
            raise RuntimeError("a bug")
        except RuntimeError as error:
            sys.excepthook(RuntimeError, error, error.__traceback__)
    finally:
        for handler in root.handlers[len(handlers):]:
            handler.close()
            root.removeHandler(handler)
    assert shown[0].startswith(f"{populated}\n") and "The disk is full." in shown[0] and "Free some space" in shown[0]
    assert "RuntimeError: a bug" in shown[1] and str(log_path) in shown[1]
    log = log_path.read_text()
    assert "Traceback" in log and "a bug" in log and "database or disk is full" in log


def test_the_app_says_when_the_data_folder_is_a_file(fresh_data_dir, qapp, monkeypatch):
    import argparse

    from PySide6.QtWidgets import QMessageBox

    from dokodesk.app import main as app_main

    fresh_data_dir.write_text("not a folder")
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    assert app_main.main(argparse.Namespace(data_dir=None, open_files=None)) == 1
    assert len(shown) == 1 and str(fresh_data_dir) in shown[0] and "--data-dir" in shown[0]
    assert fresh_data_dir.read_text() == "not a folder"


def test_the_fault_dialog_speaks_german_in_the_german_app(qapp, tmp_path):
    from dokodesk.app.main import fault_text, install_translations

    fault = DatabaseFault(tmp_path / DB_NAME, "busy", "the database is locked (database is locked)")
    install_translations(qapp, "de")
    try:
        text = fault_text(fault)
    finally:
        install_translations(qapp, "en")
    assert text.startswith(f"{tmp_path / DB_NAME}\n")
    assert "Die Datenbank ist gesperrt." in text and "schließe das andere dokodesk" in text
    assert "(the database is locked (database is locked))" in text  # SQLite's words, for a report


def test_a_big_damaged_database_gets_the_dialog_when_a_file_is_opened_with_dokodesk_too(populated, qapp,
                                                                                        monkeypatch, tmp_path):
    """`dokodesk FILE` (the desktop's "Open with") starts with an import in a worker: the damage
    must still be met at the start, not by that worker (an import error and a warning over an
    open window)."""
    import argparse

    from dokodesk.app import fresh_database
    from dokodesk.app import main as app_main

    _damage_a_big_database(populated)
    asked = []
    monkeypatch.setattr(fresh_database, "choose_fresh_database", lambda title, text: asked.append(text) or False)
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    monkeypatch.setattr(qapp, "exec", lambda: 0)  # should the window start, no event loop here
    monkeypatch.setattr(qapp, "shutdown", lambda: None)
    set_file = write_doc(tmp_path / "other.json", set_doc(make_set(n_deals=1, set_id="other")))
    try:
        assert app_main.main(argparse.Namespace(data_dir=None, open_files=[str(set_file)])) == 1
    finally:
        for widget in qapp.topLevelWidgets():
            widget.close()
    assert len(asked) == 1 and asked[0].startswith(f"{populated}\n") and "damaged" in asked[0]


def _damage_a_big_database(populated: Path) -> None:
    """More than schema.QUICK_CHECK_BYTES of results, then bytes over the b-tree page headers in
    the middle of the file: the open's checks pass, the first read of the sets fails. Each
    header's first byte is 0, a page type no b-tree page has: with random bytes alone, whether
    that read met the damage hung on the page layout (version 6's one table more moved the
    middle by a page, and the sets' count of results then came out short, without an error)."""
    conn = sqlite3.connect(populated)
    (deal,) = conn.execute("SELECT id FROM deals ORDER BY id LIMIT 1").fetchone()
    conn.execute("INSERT INTO results (deal_id, re_points, players, dedup_key) "
                 "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < 150000) "
                 "SELECT ?, i % 20, hex(randomblob(40)), 'filler:' || i FROM n", (deal,))
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(populated.read_bytes())
    assert len(data) > schema.QUICK_CHECK_BYTES
    rng = random.Random(7)
    middle, page = len(data) // 2, 4096
    for start in range(middle - 20 * page, middle + 20 * page, page):
        data[start:start + 12] = bytes([0]) + bytes(rng.randrange(256) for _ in range(11))
    populated.write_bytes(bytes(data))
    Store.open().close()  # the open's checks pass: the damage is found later


def test_a_damaged_database_over_the_quick_check_size_gets_the_same_dialog(populated, qapp, monkeypatch):
    """Issue 30, point 6: over schema.QUICK_CHECK_BYTES the open skips PRAGMA quick_check, and the
    damage is met by the window's first read of the sets: that is a dialog and exit code 1 too,
    not one line on stderr from the command's last line of defence."""
    import argparse

    from PySide6.QtWidgets import QMessageBox

    from dokodesk.app import main as app_main

    _damage_a_big_database(populated)
    before = digest(populated)
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    from dokodesk.app import fresh_database

    choice = []  # the dialog offers a new database (issue 30.3); first the player quits
    monkeypatch.setattr(fresh_database, "choose_fresh_database",
                        lambda title, text: shown.append(text) or (choice.pop() if choice else False))
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    assert app_main.main(argparse.Namespace(data_dir=None, open_files=None)) == 1
    assert len(shown) == 1 and shown[0].startswith(f"{populated}\n"), shown
    assert "damaged" in shown[0] and "backup" in shown[0]
    assert digest(populated) == before
    # then takes the new database: the app opens on it, the damaged file kept aside as it was
    choice.append(True)
    monkeypatch.setattr(qapp, "exec", lambda: 0)  # the window is made and started; no event loop here
    monkeypatch.setattr(qapp, "shutdown", lambda: None)  # the test process's QApplication lives on
    assert app_main.main(argparse.Namespace(data_dir=None, open_files=None)) == 0
    for widget in qapp.topLevelWidgets():
        widget.close()
    assert len(shown) == 2
    (aside,) = populated.parent.glob(populated.name + ".damaged-*[0-9]")
    assert digest(aside) == before
    conn = sqlite3.connect(populated)  # the new database in its place
    try:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)
    finally:
        conn.close()


# ------------------------------------- not a file where the -wal or -shm goes (issue 40, point 7)
def _plant_side(kind: str, place: Path, tmp_path: Path) -> None:
    if kind == "a named pipe":
        os.mkfifo(place)
    elif kind == "a folder":
        place.mkdir()
        (place / "keep.txt").write_text("mine")
    elif kind == "a symbolic link to a named pipe":
        os.mkfifo(tmp_path / "pipe")
        place.symlink_to(tmp_path / "pipe")
    elif kind == "a symbolic link to nothing":
        place.symlink_to(tmp_path / "gone" / "log")


@pytest.mark.parametrize("side", ["-wal", "-shm"])
@pytest.mark.parametrize("kind", ["a named pipe", "a folder", "a symbolic link to a named pipe",
                                  "a symbolic link to nothing"])
def test_not_a_file_as_the_wal_or_shm_is_moved_aside_and_the_database_opens(populated, tmp_path, side, kind, caplog):
    """A named pipe as the -wal made every open say "The disk reported an error. Check the disk".
    It holds none of the database's data (neither does a folder, or a link to one or to nothing):
    it is moved aside, by name only (never opened), the log says what it was, and the database
    opens with all it held."""
    place = populated.with_name(populated.name + side)
    assert not os.path.lexists(place)  # closed cleanly: no log, no index
    _plant_side(kind, place, tmp_path)
    before = {p.name for p in populated.parent.iterdir()}
    with caplog.at_level("WARNING", logger="dokodesk.store.schema"):
        with Store.open() as store:
            assert [s.id for s in store.sets()] == ["t-set"]
            assert store.found and kind in store.found[0] and str(place) in store.found[0]
            store.set_setting("still", "writable")  # writes go through a real -wal now
    assert kind in caplog.text and str(place) in caplog.text
    moved = [name for name in {p.name for p in populated.parent.iterdir()} - before if ".moved-" in name]
    assert len(moved) == 1 and moved[0].startswith(place.name + ".moved-")
    aside = populated.parent / moved[0]
    if kind == "a named pipe":
        assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    elif kind == "a folder":
        assert (aside / "keep.txt").read_text() == "mine"  # kept, not deleted
    else:
        assert os.path.islink(aside)
    if kind == "a symbolic link to nothing":
        assert not (tmp_path / "gone").exists()  # nothing made behind the link
    with Store.open() as store:
        assert store.found == [] and store.get_setting("still") == "writable"


def test_a_real_wal_holding_commits_is_never_moved(populated):
    """Only what cannot hold data is moved: a -wal that is a regular file (commits not yet
    checkpointed) is SQLite's to read, as before."""
    writer = sqlite3.connect(populated, isolation_level=None)
    try:
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("""INSERT INTO settings (key, value) VALUES ('only-in-the-wal', '"x"')""")
        wal = populated.with_name(populated.name + "-wal")
        assert wal.stat().st_size > 0
        with Store.open() as store:
            assert store.found == [] and store.get_setting("only-in-the-wal") == "x"
        assert not list(populated.parent.glob("*.moved-*"))
    finally:
        writer.close()


@pytest.mark.parametrize("side", ["-wal", "-shm"])
def test_a_named_pipe_as_the_wal_that_cannot_be_moved_is_named_not_a_disk_error(populated, side, monkeypatch, capsys,
                                                                              tmp_path):
    def refuse(path):
        raise OSError(16, "Device or resource busy", str(path))

    monkeypatch.setattr(schema, "move_aside", refuse)
    place = populated.with_name(populated.name + side)
    os.mkfifo(place)
    with pytest.raises(DatabaseFault) as refused:
        Store.open()
    fault = refused.value
    assert fault.kind == "folder" and fault.path == place
    assert "a named pipe, not a regular file" in str(fault) and "Move that away" in str(fault)
    assert "disk" not in str(fault).lower()
    refused_everywhere(capsys, place, tmp_path, "a named pipe", "Move that away")
    assert stat.S_ISFIFO(os.lstat(place).st_mode)


def test_the_app_starts_over_a_named_pipe_as_the_wal_and_says_what_it_moved(populated, qapp, monkeypatch, capsys):
    import argparse

    from PySide6.QtWidgets import QMessageBox

    from dokodesk.app import main as app_main

    wal, shm = (populated.with_name(populated.name + side) for side in ("-wal", "-shm"))
    os.mkfifo(wal)
    shm.mkdir()
    shown = []
    for name in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda parent, title, text, *a: shown.append(text)))
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    monkeypatch.setattr(qapp, "exec", lambda: 0)  # the window is made and started; no event loop here
    monkeypatch.setattr(qapp, "shutdown", lambda: None)  # the test process's QApplication lives on
    try:
        assert app_main.main(argparse.Namespace(data_dir=None, open_files=None)) == 0
    finally:
        for widget in qapp.topLevelWidgets():
            widget.close()
    assert shown == []  # no "The disk reported an error"
    err = capsys.readouterr().err
    assert f"{wal} was a named pipe" in err and f"{shm} was a folder" in err, err
    assert "Traceback" not in err
    assert not os.path.lexists(wal) or stat.S_ISREG(os.lstat(wal).st_mode)  # SQLite's own log, or none after close
    assert len(list(populated.parent.glob(populated.name + "-*.moved-*"))) == 2
