"""Where the database lives, its schema and the migrations between schema versions.

The schema version is SQLite's `PRAGMA user_version`. `MIGRATIONS[i]` takes a database from
version i to i + 1, so a new version is one more function appended to the list; a fresh
database runs them all. Each migration runs in the same transaction as the version bump.

A database written by a newer dokodesk (user_version above `SCHEMA_VERSION`) is refused before
anything writes to it: the version is first read through a read-only connection, and read
again inside the write transaction before any migration runs.

Opening first moves aside anything other than a regular file where SQLite keeps the -wal, -shm
or -journal (`clear_side_files`: a named pipe or a folder there holds no data, and SQLite called
it a disk error). It checks the file cheaply before trusting it (`check_file`): a regular file, an SQLite
header, a size that matches the header's page count, dokodesk's tables for its version, and on
small databases `PRAGMA quick_check`. The header is read with open() only before this process
has a connection on the file: closing that descriptor would drop SQLite's locks (see
`connected_here`). Any fault found there or later becomes a `DatabaseFault`
naming the file and what to do; nothing is written to a database found faulty. Opening takes
no write lock unless a migration is due, so readers are never held up by a running import. In
a folder nobody may write to, a database closed cleanly and up to date is opened read-only:
reading works, and a write is refused as a `DatabaseFault`.
The data folder is created 0700 and the database 0600 (the user's games are nobody else's).
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path
from typing import Callable

import appdirs

from dokodesk.private_files import move_aside, non_file, tighten
# The registry of this process's connections (which guards the file's locks) lives there.
from dokodesk.store.connections import (  # noqa: F401 - SIDE_FILES and is_database_in_use are used through here
    SIDE_FILES, SQLITE_HEADER, _open_tracked, connected_here, is_database_in_use,
)

APP_NAME = "dokodesk"
DB_NAME = "dokodesk.sqlite3"
DATA_DIR_ENV = "DOKODESK_DATA_DIR"
BUSY_TIMEOUT_MS = 5000
LOG_NAME = "dokodesk.log"  # in the data dir, written by the app and the CLI: details for a bug report
log = logging.getLogger(__name__)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name the translation tool looks for
    """Marks a text the app translates (context "DatabaseFault"); the store itself speaks English."""
    return text


class StoreError(Exception):
    """Something the store refuses to do, with a message for the user."""


class DatabaseFault(StoreError):
    """The database (or its folder) cannot be used as it is: damaged, busy, full, not writable.
    The message names the file and what to do; `kind` says which fault."""

    # One wording of each fault for the CLI and the app: the app shows the headline and the
    # advice translated (the marker lets the translation tool collect them; no Qt here).
    HEADLINE = {
        "damaged": QT_TRANSLATE_NOOP("DatabaseFault", "The database is damaged."),
        "busy": QT_TRANSLATE_NOOP("DatabaseFault", "The database is locked."),
        "full": QT_TRANSLATE_NOOP("DatabaseFault", "The disk is full."),
        "readonly": QT_TRANSLATE_NOOP("DatabaseFault", "dokodesk cannot write its database."),
        "folder": QT_TRANSLATE_NOOP("DatabaseFault", "The data folder cannot be used."),
        "io": QT_TRANSLATE_NOOP("DatabaseFault", "The disk reported an error."),
        "replaced": QT_TRANSLATE_NOOP("DatabaseFault", "Another program changed the database file while dokodesk ran."),
    }
    ADVICE = {
        "damaged": QT_TRANSLATE_NOOP("DatabaseFault", "It was not changed. Restore it from your backup, or move it "
                                     "away to start with a new database (your games in it are then no longer shown)."),
        "busy": QT_TRANSLATE_NOOP("DatabaseFault", "Another dokodesk (or another program) is writing to it. Wait "
                                  "until it is done, or close the other dokodesk, then try again."),
        "full": QT_TRANSLATE_NOOP("DatabaseFault", "Nothing was changed. Free some space, then try again."),
        "readonly": QT_TRANSLATE_NOOP("DatabaseFault", "Make the folder and the file writable for you, or choose "
                                      "another data folder (--data-dir or $DOKODESK_DATA_DIR)."),
        "folder": QT_TRANSLATE_NOOP("DatabaseFault", "Move that away, or choose another data folder (--data-dir or "
                                    "$DOKODESK_DATA_DIR)."),
        "io": QT_TRANSLATE_NOOP("DatabaseFault", "Nothing was changed. Check the disk, then try again."),
        "replaced": QT_TRANSLATE_NOOP("DatabaseFault", "dokodesk writes nothing more into it. A game at the table is kept "
                                      "in the saving journal: start dokodesk again, and the game is stored (in a "
                                      "new database if that file is damaged)."),
    }

    def __init__(self, path: Path, kind: str, what: str):
        self.path = path
        self.kind = kind
        self.what = what  # the fault itself, without the advice (the app words the advice itself)
        super().__init__(f"{path}: {what}. {self.ADVICE[kind]}")


# SQLite's primary result codes (the low byte of an extended code) and the fault each means.
_FAULT_OF_CODE = {5: "busy", 6: "busy", 13: "full", 8: "readonly", 23: "readonly", 3: "readonly",
                  14: "readonly", 11: "damaged", 26: "damaged", 10: "io"}


def database_fault(exc: BaseException, path: Path) -> DatabaseFault:
    """The user's view of an sqlite3 error (or an OSError) on the database at `path`."""
    if isinstance(exc, DatabaseFault):
        return exc
    if isinstance(exc, UnicodeDecodeError):  # bytes in a page that are no text
        return DatabaseFault(path, "damaged", f"the database is damaged (text that is not UTF-8: {exc.reason})")
    if isinstance(exc, OSError):
        import errno

        kind = {errno.ENOSPC: "full", errno.EDQUOT: "full", errno.EACCES: "readonly", errno.EPERM: "readonly",
                errno.EROFS: "readonly"}.get(exc.errno, "io")
        return DatabaseFault(path, kind, f"cannot use the database ({exc.strerror or exc})")
    code = getattr(exc, "sqlite_errorcode", None)
    kind = _FAULT_OF_CODE.get(code & 0xFF) if isinstance(code, int) else None
    if kind is None:
        # SQLITE_ERROR and the like: a missing table or column is a schema changed outside dokodesk.
        kind = "damaged" if isinstance(exc, sqlite3.DatabaseError) else "io"
    if kind == "io" and nearly_full(path.parent):
        kind = "full"  # SQLite says "disk I/O error" when the -shm or -wal cannot grow by a page
    what = {"busy": "the database is locked", "full": "the disk is full",
            "readonly": "the database cannot be written", "damaged": "the database is damaged",
            "io": "the database could not be read or written"}[kind]
    return DatabaseFault(path, kind, f"{what} ({exc})")


NEARLY_FULL_BYTES = 32 * 1024  # less free space than this: an I/O error is a full disk


def nearly_full(folder: Path) -> bool:
    """Whether the disk holding `folder` has less than `NEARLY_FULL_BYTES` free for this user."""
    statvfs = getattr(os, "statvfs", None)  # not on Windows
    if statvfs is None:
        return False
    try:
        st = statvfs(folder)
    except (OSError, ValueError):
        return False
    root = getattr(os, "geteuid", lambda: -1)() == 0
    free = st.f_bfree if root else st.f_bavail  # root may use the reserved blocks
    return free * st.f_frsize < NEARLY_FULL_BYTES


class NewerDatabaseError(StoreError):
    """The database was written by a newer dokodesk; it is left untouched."""

    def __init__(self, path: Path, version: int, known: int):
        self.path = path
        self.version = version
        super().__init__(
            f"{path}: this database was written by a newer dokodesk (schema version {version}; "
            f"this dokodesk knows up to {known}). It was not changed. Update dokodesk, "
            f"or use another data directory (--data-dir or ${DATA_DIR_ENV}).")


def resolve_data_dir(data_dir: str | os.PathLike | None = None) -> Path:
    """The data directory: the explicit argument, else $DOKODESK_DATA_DIR, else appdirs'
    user data dir."""
    if data_dir is not None and str(data_dir) != "":
        return Path(data_dir).expanduser()
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    return Path(appdirs.user_data_dir(APP_NAME))


# --------------------------------------------------------------------------- migrations
def _run_all(statements: tuple[str, ...]) -> Callable[[sqlite3.Connection], None]:
    """A migration that executes `statements` in order."""
    def migration(conn: sqlite3.Connection) -> None:
        for statement in statements:
            conn.execute(statement)
    return migration


# Deals keep their hands as set-format strings (sorted as `Deal.hand_strings()` writes them),
# so a stored deal is compared with a re-imported one by string equality.
#
# results: one row per distinct result of a deal. `dedup_key` identifies a result across
# imports: "sha256:<32 hex>", the first 128 bits of the SHA-256 of the canonical JSON
# [re_points, log, players, played_at] (compact separators, UTF-8, absent fields as null); a
# result with an `id` has "id:<id>|sha256:<32 hex>" (since version 3; "id:<id>" before, which
# let a second result with the same id and other content be dropped). `copies` counts identical
# results (same key) on the deal: they cannot be told apart, so an import keeps the larger of the
# stored count and the count in the file (importing a file twice adds nothing; an archive that
# grew adds only the new tables). Points-only results of a big field thus take one row per
# (deal, points) instead of one per table.
#
# games: the user's own games. At most one rated game per (set, deal): the partial unique
# index below; later games of a deal are practice.
_SCHEMA_1 = (
    """CREATE TABLE sets (
        id          TEXT PRIMARY KEY,
        title       TEXT,
        month       TEXT,
        field       TEXT NOT NULL DEFAULT 'archive' CHECK (field IN ('archive', 'simulated', 'club')),
        source      TEXT,
        cards       INTEGER NOT NULL CHECK (cards IN (40, 48)),
        imported_at TEXT NOT NULL,
        seat_mode   INTEGER NOT NULL DEFAULT -1 CHECK (seat_mode BETWEEN -1 AND 3)
    )""",
    """CREATE TABLE deals (
        id      INTEGER PRIMARY KEY,
        set_id  TEXT NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
        number  INTEGER NOT NULL CHECK (number >= 1),
        dealer  INTEGER NOT NULL CHECK (dealer BETWEEN 0 AND 3),
        hand0   TEXT NOT NULL,
        hand1   TEXT NOT NULL,
        hand2   TEXT NOT NULL,
        hand3   TEXT NOT NULL,
        UNIQUE (set_id, number)
    )""",
    """CREATE TABLE results (
        id        INTEGER PRIMARY KEY,
        deal_id   INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
        re_points INTEGER NOT NULL,
        log       TEXT,
        players   TEXT,
        result_id TEXT,
        played_at TEXT,
        dedup_key TEXT NOT NULL,
        copies    INTEGER NOT NULL DEFAULT 1 CHECK (copies >= 1),
        UNIQUE (deal_id, dedup_key)
    )""",
    """CREATE TABLE games (
        id           INTEGER PRIMARY KEY,
        set_id       TEXT NOT NULL,
        deal_number  INTEGER NOT NULL,
        seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
        rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
        status       TEXT NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'finished')),
        log          TEXT NOT NULL DEFAULT '[]',
        re_points    INTEGER,
        own_points   INTEGER,
        dodge_points REAL,
        started_at   TEXT NOT NULL,
        finished_at  TEXT,
        FOREIGN KEY (set_id, deal_number) REFERENCES deals (set_id, number) ON DELETE CASCADE,
        CHECK ((status = 'finished') = (finished_at IS NOT NULL AND re_points IS NOT NULL
                                        AND own_points IS NOT NULL))
    )""",
    "CREATE UNIQUE INDEX games_rated_once ON games (set_id, deal_number) WHERE rated = 1",
    "CREATE INDEX games_by_deal ON games (set_id, deal_number)",
    "CREATE INDEX games_in_progress ON games (started_at) WHERE status = 'in_progress'",
    """CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
)

# closed_sets: one row per closed set, in the order they were closed (rowid): the rating at
# closing and the stars before and after, i.e. the stars' history. No foreign key: the history
# outlives a deleted set, and a set imported again stays closed. A set closed without a rated
# game is not rated (rating NULL) and leaves the stars alone: the user did not take part.
#
# forfeits: deals whose rated game the user gave up to see the hands and the field before
# playing (the spoiler rule). A forfeit counts as a rated game with -100 Dodge points.
_SCHEMA_2 = (
    """CREATE TABLE closed_sets (
        set_id       TEXT PRIMARY KEY,
        title        TEXT,
        month        TEXT,
        closed_at    TEXT NOT NULL,
        games        INTEGER NOT NULL CHECK (games >= 0),
        dodge_points REAL NOT NULL,
        penalty      INTEGER NOT NULL CHECK (penalty >= 0),
        rating       REAL,
        stars_before INTEGER NOT NULL CHECK (stars_before BETWEEN 1 AND 3),
        stars_after  INTEGER NOT NULL CHECK (stars_after BETWEEN 1 AND 3)
    )""",
    """CREATE TABLE forfeits (
        set_id       TEXT NOT NULL,
        deal_number  INTEGER NOT NULL,
        forfeited_at TEXT NOT NULL,
        PRIMARY KEY (set_id, deal_number),
        FOREIGN KEY (set_id, deal_number) REFERENCES deals (set_id, number) ON DELETE CASCADE
    )""",
)


def _id_keys_with_content(conn: sqlite3.Connection) -> None:
    """Version 3: a result with an id is keyed by its id and its content (see results above)."""
    from dokodesk.store.records import _id_key  # records imports the rules; schema stays light
    rows = conn.execute("SELECT id, result_id, re_points, log, players, played_at FROM results "
                        "WHERE result_id IS NOT NULL").fetchall()
    conn.executemany("UPDATE results SET dedup_key = ? WHERE id = ?",
                     [(_id_key(rid, points, log, players, played_at), row_id)
                      for row_id, rid, points, log, players, played_at in rows])


# Version 4: a deal's field as (points, copies) from an index alone. Without it the field's
# histogram read every result row, logs and names included: 0.5 s for a deal with 100,000
# logged results (each page read a game's end, review, a hint, training); with it 15 ms.
_SCHEMA_4 = ("CREATE INDEX results_points ON results (deal_id, re_points, copies)",)

# Version 5: the coach's analysis of an own game (issue 28: the coach forgot it at every
# restart and analysed the game again). One row per game, format of the record (coach.records)
# and analysed seat; `field_key` names the field it was made against (shown only against the
# same field). It goes with its game (ON DELETE CASCADE, the game goes with its deal and set).
_SCHEMA_5 = (
    """CREATE TABLE analyses (
        game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        format      INTEGER NOT NULL,
        seat        INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
        field_key   TEXT NOT NULL,
        record      TEXT NOT NULL,
        analysed_at TEXT NOT NULL,
        PRIMARY KEY (game_id, format, seat)
    )""",
)

# Version 6: the open-hands review of an own finished game (issue 37: up to 20 s of CPU, solved
# again at every restart when the game was opened again). One row per game and format of the
# record (coach.open_hands_records); the review depends on the deal and the log alone, so neither
# seat nor field. It goes with its game, like the analysis.
_SCHEMA_6 = (
    """CREATE TABLE open_hands (
        game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        format    INTEGER NOT NULL,
        record    TEXT NOT NULL,
        solved_at TEXT NOT NULL,
        PRIMARY KEY (game_id, format)
    )""",
)

MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _run_all(_SCHEMA_1),
    _run_all(_SCHEMA_2),
    _id_keys_with_content,
    _run_all(_SCHEMA_4),
    _run_all(_SCHEMA_5),
    _run_all(_SCHEMA_6),
]
SCHEMA_VERSION = len(MIGRATIONS)


# ------------------------------------------------------------------------------ opening
QUICK_CHECK_BYTES = 16 * 1024 * 1024  # databases up to this size get PRAGMA quick_check on opening (~70 ms)
# The tables each schema version brought (a migration that adds a table adds it here).
TABLES_SINCE = {1: ("deals", "games", "results", "sets", "settings"), 2: ("closed_sets", "forfeits"),
                5: ("analyses",), 6: ("open_hands",)}


def prepare_data_dir(data_dir: Path) -> None:
    """Make sure the data folder exists (created 0700) and is a folder."""
    if data_dir.is_dir():
        return
    if data_dir.exists() or data_dir.is_symlink():
        what = "is a symbolic link to nothing" if not data_dir.exists() else "is not a folder"
        raise DatabaseFault(data_dir, "folder", f"the data folder {what}")
    try:
        data_dir.mkdir(parents=True, mode=0o700)
        os.chmod(data_dir, 0o700)  # mkdir's mode is masked by the umask
    except FileExistsError:
        if not data_dir.is_dir():
            raise DatabaseFault(data_dir, "folder", "the data folder is not a folder") from None
    except OSError as exc:
        raise DatabaseFault(data_dir, "readonly", f"cannot create the data folder ({exc.strerror or exc})") from None


_SIDE_WORDS = {"-wal": "write-ahead log", "-shm": "shared-memory index", "-journal": "rollback journal"}


def clear_side_files(path: Path) -> list[str]:
    """Something other than a regular file where SQLite keeps the database's -wal, -shm or
    -journal (a named pipe, a folder, a device, a link to one or to nothing) made every open fail
    as "disk I/O error: check the disk" (issue 40). None of these holds any of the database's
    data, so it is moved aside; a regular file there (a real log, maybe holding commits) and a
    link to one are never touched. lstat, stat and rename only: nothing is opened, so this
    process's locks on the database are never dropped. Returns sentences saying what was moved
    (also logged); raises DatabaseFault naming the file when it cannot be moved."""
    found = []
    for side in SIDE_FILES:
        name = path.with_name(path.name + side)
        what = non_file(name)
        if what is None:
            continue
        try:
            moved = move_aside(name)
        except OSError as exc:
            raise DatabaseFault(name, "folder", f"this is {what}, not a regular file, where SQLite keeps the "
                                                f"database's {_SIDE_WORDS[side]}, and it cannot be moved aside "
                                                f"({exc.strerror or exc})") from None
        sentence = f"{name} was {what}, not the database's {_SIDE_WORDS[side]}; it was moved to {moved.name}"
        log.warning("database: %s", sentence)
        found.append(sentence)
    return found


def check_file(path: Path) -> bytes | None:
    """Cheap checks of an existing database file before SQLite opens it (which would create a
    file behind a dangling link, or read a truncated file as if whole). Returns the first 100
    bytes read (None: not read). The header is read with open() only while this process has no
    connection on the file (see `connected_here`); later opens leave the header to SQLite, which
    refuses a file without one, or one shorter than its header says, as damaged."""
    if path.is_symlink() and not path.exists():
        raise DatabaseFault(path, "damaged", f"the database is a symbolic link to {os.readlink(path)}, "
                                             "which does not exist")
    if not path.exists():
        return None
    if not path.is_file():
        raise DatabaseFault(path, "folder", "the database is not a regular file")
    if connected_here(path):
        return None
    try:
        with open(path, "rb") as f:
            header = f.read(100)
            size = os.fstat(f.fileno()).st_size
    except OSError as exc:
        raise database_fault(exc, path) from None
    if size == 0:
        return None  # an empty file is an empty database (SQLite treats it so)
    if len(header) < 100 or not header.startswith(SQLITE_HEADER):
        raise DatabaseFault(path, "damaged", "this file is not a dokodesk database (no SQLite header)")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise DatabaseFault(path, "damaged", f"the database header is damaged (page size {page_size})")
    pages = int.from_bytes(header[28:32], "big")
    header_valid = header[92:96] == header[24:28]  # the page count is valid only then
    wal = path.with_name(path.name + "-wal")
    wal_pending = wal.exists() and wal.stat().st_size > 0
    # With a write-ahead log pending, a checkpoint cut short may have written the header before the
    # pages; SQLite completes it from the log. Otherwise a short file was cut off.
    if header_valid and not wal_pending and size < pages * page_size:
        raise DatabaseFault(path, "damaged", f"the database is cut off: {size:,} of its {pages * page_size:,} bytes "
                                             "are there")
    return header


def peek_version(path: Path, header: bytes | None = None) -> int:
    """The schema version of an existing database, read without writing anything.

    With a -wal file, through a read-only connection that takes SQLite's locks (the log may hold
    a newer version). Without one nobody has the database open in WAL mode: the version is the
    header's `user_version` (`header`, read by `check_file` before this process connected).
    No `immutable=1` connection: SQLite takes no locks for one and would read a file another
    process writes at the same time, and its close() closes the descriptor at once, dropping
    this process's other locks on the file.
    """
    wal = path.with_name(path.name + "-wal")
    if header is not None and len(header) >= 64 and not wal.exists():
        return int.from_bytes(header[60:64], "big")
    try:
        conn = _open_tracked(path, path.resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise database_fault(exc, path) from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    except sqlite3.Error as exc:
        raise database_fault(exc, path) from None
    finally:
        conn.close()


def check_schema(conn: sqlite3.Connection, path: Path, version: int, size: int) -> None:
    """dokodesk's tables for a database of `version`; on a small database, PRAGMA quick_check."""
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if version == 0 and tables:
        raise DatabaseFault(path, "damaged", "the database holds tables but no schema version (its user_version "
                                             "was reset outside dokodesk)")
    expected = {name for since, names in TABLES_SINCE.items() if since <= version for name in names}
    if not expected <= tables:
        missing = ", ".join(sorted(expected - tables))
        raise DatabaseFault(path, "damaged", f"the database lacks the table{'s' if ',' in missing else ''} {missing}")
    if 0 < size <= QUICK_CHECK_BYTES:
        verdict = [row[0] for row in conn.execute("PRAGMA quick_check(3)")]
        if verdict != ["ok"]:
            raise DatabaseFault(path, "damaged", "the database is damaged (" + "; ".join(verdict) + ")")


def _create_private(path: Path) -> None:
    """Create the database file 0600 (SQLite gives its -wal and -shm files the same mode)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass
    except OSError as exc:
        raise database_fault(exc, path) from None


def connect(path: Path, migrations: list[Callable[[sqlite3.Connection], None]] | None = None,
            found: list[str] | None = None) -> sqlite3.Connection:
    """Open (creating when missing) and migrate the database at `path`; refuse a newer one and a
    faulty one (`DatabaseFault`), leaving the file as it was. What stood in the place of its
    -wal, -shm or -journal and was moved aside is appended to `found` (sentences)."""
    migrations = MIGRATIONS if migrations is None else migrations
    known = len(migrations)
    prepare_data_dir(path.parent)
    moved = clear_side_files(path)
    if found is not None:
        found.extend(moved)
    header = check_file(path)
    if path.exists():
        # With a connection already open in this process the version is read by the new
        # connection itself (`_connect_writable` refuses a newer one before writing).
        if not connected_here(path):
            version = peek_version(path, header)
            if version > known:
                raise NewerDatabaseError(path, version, known)
    else:
        _create_private(path)
    for name in (path, *(path.with_name(path.name + side) for side in SIDE_FILES)):
        # A database restored with cp is the umask's 0644 (SQLite gives a new -wal and -shm the
        # database's mode). By path: tighten opens no descriptor, which would drop our locks.
        tighten(name)
    size = path.stat().st_size
    try:
        return _connect_writable(path, migrations, size)
    except DatabaseFault as fault:
        # A folder nobody may write to (read-only media, an immutable folder): a database closed
        # cleanly and up to date can still be read, and every write then says why it fails.
        # immutable=1 is safe only here: with no -wal and a folder nobody can write to, no
        # process can change the file, and no connection of this one holds a lock on it.
        wal = path.with_name(path.name + "-wal")
        if fault.kind != "readonly" or size == 0 or wal.exists():
            raise
        try:
            conn = _open_tracked(path, path.resolve().as_uri() + "?mode=ro&immutable=1", uri=True,
                                 isolation_level=None)
        except sqlite3.Error:
            raise fault from None
        try:
            if int(conn.execute("PRAGMA user_version").fetchone()[0]) != known:
                raise fault
            check_schema(conn, path, known, size)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            conn.close()
            raise database_fault(exc, path) from None
        except BaseException:
            conn.close()
            raise
        return conn


def _connect_writable(path: Path, migrations: list[Callable[[sqlite3.Connection], None]], size: int) -> sqlite3.Connection:
    known = len(migrations)
    try:
        # isolation_level=None: no implicit transactions; every write below says BEGIN itself.
        conn = _open_tracked(path, path, isolation_level=None)
    except sqlite3.Error as exc:
        raise database_fault(exc, path) from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > known:  # a newer dokodesk got there between the peek and now
            raise NewerDatabaseError(path, version, known)
        check_schema(conn, path, version, size)
        if version < known or conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            conn.execute("PRAGMA journal_mode = WAL")  # changing the mode takes a write lock
        # FULL: each commit (one per saved game event) is on disk before it returns.
        conn.execute("PRAGMA synchronous = FULL")
        if version < known:  # only a migration takes a write lock: readers never wait for one
            migrate(conn, path, migrations)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        conn.close()
        raise database_fault(exc, path) from None
    except BaseException:
        conn.close()
        raise
    return conn


def migrate(conn: sqlite3.Connection, path: Path, migrations: list[Callable[[sqlite3.Connection], None]]) -> None:
    known = len(migrations)
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > known:
            raise NewerDatabaseError(path, version, known)
        for step in range(version, known):
            migrations[step](conn)
        if version != known:
            conn.execute(f"PRAGMA user_version = {known:d}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
