"""Other dokodesk processes on the database while the app saves (issue 17, point 1).

The app holds two connections to its database (the window's and the game saver's). Closing any
descriptor of the database file in that process drops every POSIX lock it holds on it; another
process then believes it is the last user, checkpoints and deletes the -wal and -shm files, and
every move saved afterwards goes into a deleted file: lost on the next crash. Here a child
process plays the app (two connections, one saved event at a time), a real `dokodesk` command
runs between its saves in another process, and the child is killed with SIGKILL: every saved
event must be there. The commands run one after another in one other process (`dokodesk.cli.main`,
what `python -m dokodesk` runs; each opens and closes the database as a process of its own
would): 9 Python start-ups a test less.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from store_helpers import make_set, set_doc, write_doc

from dokodesk.store import DB_NAME, Store

ROOT = Path(__file__).resolve().parents[2]
SAVED_EVENTS = 8

# The app's part: two connections, the second opened after the first has started a game (as the
# saver thread opens its own); one event saved per line read from stdin, its count printed.
APP = textwrap.dedent("""
    import json, sys
    from dokodesk.store import Store
    data_dir, log = sys.argv[1], json.loads(sys.argv[2])
    window = Store.open(data_dir)
    game_id = window.start_game("t-set", 1, 0, True)
    saver = Store.open(data_dir)
    print("ready", game_id, flush=True)
    for count in range(1, len(log) + 1):
        sys.stdin.readline()
        saver.save_progress(game_id, log[:count])
        print(count, flush=True)
    sys.stdin.readline()  # killed here
""")


# The other process: runs one dokodesk command per line of JSON argv read from stdin, answers
# with one line of JSON: the exit code and what the command printed.
OTHER = textwrap.dedent("""
    import contextlib, io, json, sys
    from dokodesk.cli import main
    for line in sys.stdin:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            try:
                code = main(json.loads(line))
            except SystemExit as exit_:
                code = exit_.code if isinstance(exit_.code, int) else 2
        print(json.dumps([code, out.getvalue()]), flush=True)
""")


class OtherProcess:
    """`dokodesk` commands in one other process, one at a time."""

    def __init__(self, data_dir: Path):
        self.proc = subprocess.Popen([sys.executable, "-c", OTHER], env=_env(data_dir), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def run(self, *argv: str) -> tuple[int, str]:
        self.proc.stdin.write(json.dumps(argv) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, f"the other process ended (exit code {self.proc.poll()})"
        code, out = json.loads(line)
        return code, out

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(30)


def _env(data_dir: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), DOKODESK_DATA_DIR=str(data_dir))
    env.pop("QT_QPA_PLATFORM", None)
    return env


@pytest.mark.parametrize("other", ["reader", "writer"])
def test_saves_survive_another_process_and_a_kill(fresh_data_dir, tmp_path, other):
    dodge_set = make_set(n_deals=2, logs=1)
    with Store.open() as store:
        store.import_set(dodge_set)
    log = list(dodge_set.deals[0].results[-1].log)[:SAVED_EVENTS]
    assert len(log) == SAVED_EVENTS

    app = subprocess.Popen([sys.executable, "-c", APP, str(fresh_data_dir), json.dumps(log)],
                           env=_env(fresh_data_dir), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           text=True)
    dokodesk = OtherProcess(fresh_data_dir)
    try:
        first = app.stdout.readline().split()
        assert first[0] == "ready", first
        game_id = int(first[1])
        for count in range(1, SAVED_EVENTS + 1):
            if other == "reader":
                code, out = dokodesk.run("sets") if count % 2 else dokodesk.run("stars")
            else:  # every import a new set: a write that commits
                extra = write_doc(tmp_path / f"extra{count}.json",
                                  set_doc(make_set(n_deals=1, set_id=f"extra-{count}", seed=count)))
                code, out = dokodesk.run("import", str(extra))
            assert code == 0, out
            app.stdin.write("\n")
            app.stdin.flush()
            assert app.stdout.readline().strip() == str(count)
        # one more reader after the last save, as a `dokodesk stars` run while the app idles
        assert dokodesk.run("stars")[0] == 0
    finally:
        dokodesk.close()
        app.send_signal(signal.SIGKILL)
        app.wait(10)
    conn = sqlite3.connect(fresh_data_dir / DB_NAME)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        (saved,) = conn.execute("SELECT log FROM games WHERE id = ?", (game_id,)).fetchone()
        assert json.loads(saved) == log  # all 8 events, not the 0 the old check_file left
        if other == "writer":
            assert conn.execute("SELECT count(*) FROM sets").fetchone()[0] == 1 + SAVED_EVENTS
    finally:
        conn.close()


def test_importing_the_database_itself_is_refused_without_reading_it(fresh_data_dir, monkeypatch):
    """The import dialog pointed at the database (or its -wal): reading it with open() would drop
    the app's locks; it is refused by name before anything reads it."""
    from dokodesk.dodge.setfile import SetFileError
    from dokodesk.store import importing

    with Store.open() as window, Store.open() as saver:
        db = fresh_data_dir / DB_NAME
        opened = []
        monkeypatch.setattr(importing, "read_bytes", lambda *a, **k: opened.append(a) or b"")
        for target in (db, Path(str(db) + "-wal"), Path(str(db) + "-shm")):
            with pytest.raises(SetFileError, match="dokodesk's own database"):
                saver.import_file(target)
        assert opened == []
        assert window.stars() == 1


def test_no_descriptor_of_the_database_is_opened_outside_sqlite_once_connected(fresh_data_dir, monkeypatch):
    """Store.open while this process holds a connection: neither open() nor os.open() touches the
    database file or its -wal/-shm (closing such a descriptor drops SQLite's locks)."""
    import builtins

    with Store.open() as first:
        first.stars()
        db = str((fresh_data_dir / DB_NAME).resolve())
        touched = []
        real_open, real_os_open = builtins.open, os.open

        def spy_open(file, *args, **kwargs):
            if isinstance(file, (str, os.PathLike)) and str(Path(file).resolve()).startswith(db):
                touched.append(str(file))
            return real_open(file, *args, **kwargs)

        def spy_os_open(file, *args, **kwargs):
            if str(Path(file).resolve()).startswith(db):
                touched.append(str(file))
            return real_os_open(file, *args, **kwargs)

        monkeypatch.setattr(builtins, "open", spy_open)
        monkeypatch.setattr(os, "open", spy_os_open)
        with Store.open() as second:
            assert second.stars() == 1
        monkeypatch.undo()
        assert touched == []
