"""Where the database lives, its schema and the migrations between schema versions.

The schema version is SQLite's `PRAGMA user_version`. `MIGRATIONS[i]` takes a database from
version i to i + 1, so a new version is one more function appended to the list; a fresh
database runs them all. Each migration runs in the same transaction as the version bump.

A database written by a newer dokodesk (user_version above `SCHEMA_VERSION`) is refused before
anything writes to it: the version is first read through a read-only connection, and read
again inside the write transaction before any migration runs.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Callable

import appdirs

APP_NAME = "dokodesk"
DB_NAME = "dokodesk.sqlite3"
DATA_DIR_ENV = "DOKODESK_DATA_DIR"
BUSY_TIMEOUT_MS = 5000


class StoreError(Exception):
    """Something the store refuses to do, with a message for the user."""


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
def _migrate_to_1(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA_1:
        conn.execute(statement)


# Deals keep their hands as set-format strings (sorted as `Deal.hand_strings()` writes them),
# so a stored deal is compared with a re-imported one by string equality.
#
# results: one row per distinct result of a deal. `dedup_key` identifies a result across
# imports: "id:<id>" when the result has an `id`, else "sha256:<32 hex>", the first 128 bits of
# the SHA-256 of the canonical JSON [re_points, log, players, played_at] (compact separators,
# UTF-8, absent fields as null). `copies` counts identical results (same key) on the deal:
# results without an id and with the same content cannot be told apart, so an import keeps the
# larger of the stored count and the count in the file (importing a file twice adds nothing; an
# archive that grew adds only the new tables). Points-only results of a big field thus take one
# row per (deal, points) instead of one per table.
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

def _migrate_to_2(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA_2:
        conn.execute(statement)


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

MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _migrate_to_1,
    _migrate_to_2,
]
SCHEMA_VERSION = len(MIGRATIONS)


# ------------------------------------------------------------------------------ opening
def peek_version(path: Path) -> int:
    """The schema version of an existing database, read through a read-only connection.

    Without a -wal file (the database was closed cleanly) the file is opened as immutable, so
    that SQLite creates no -wal or -shm file next to it either; with one, a plain read-only
    connection also reads what the write-ahead log holds.
    """
    wal = path.with_name(path.name + "-wal")
    uri = path.resolve().as_uri() + ("?mode=ro" if wal.exists() else "?mode=ro&immutable=1")
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: cannot open the database: {exc}") from None
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"{path}: not a dokodesk database ({exc})") from None
    finally:
        conn.close()


def connect(path: Path, migrations: list[Callable[[sqlite3.Connection], None]] | None = None) -> sqlite3.Connection:
    """Open (creating when missing) and migrate the database at `path`; refuse a newer one."""
    migrations = MIGRATIONS if migrations is None else migrations
    known = len(migrations)
    if path.exists():
        version = peek_version(path)
        if version > known:
            raise NewerDatabaseError(path, version, known)
    path.parent.mkdir(parents=True, exist_ok=True)
    # isolation_level=None: no implicit transactions; every write below says BEGIN itself.
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > known:  # a newer dokodesk got there between the peek and now
            raise NewerDatabaseError(path, version, known)
        conn.execute("PRAGMA journal_mode = WAL")
        # FULL: each commit (one per saved game event) is on disk before it returns.
        conn.execute("PRAGMA synchronous = FULL")
        migrate(conn, path, migrations)
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
        conn.execute("ROLLBACK")
        raise
