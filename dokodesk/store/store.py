"""The local database: imported sets with their field, the user's own games, a few settings.

One SQLite file in the data directory (see `schema.resolve_data_dir`), in WAL mode with foreign
keys on. Every write is one explicit transaction (`BEGIN IMMEDIATE` ... `COMMIT`, `ROLLBACK` on
any error), so an import is stored whole or not at all, and each saved game event is committed
before `save_progress` returns.

A `Store` wraps one connection and, like it, belongs to the thread that opened it; a GUI opens
one per worker thread (WAL lets readers run while another connection writes).
"""

from __future__ import annotations

import functools
import os
import sqlite3
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from dokodesk.store.analyses import AnalysisRecords
from dokodesk.store.games import GameRecords
from dokodesk.store.importing import ImportMixin
from dokodesk.store.records import _now
from dokodesk.store.schema import DB_NAME, DatabaseFault, connect, database_fault, resolve_data_dir
from dokodesk.store.season import SeasonQueries
from dokodesk.store.sets import SetQueries
from dokodesk.store.settings import SettingsMixin
from dokodesk.store.standings import StandingsQueries


class Store(ImportMixin, SetQueries, GameRecords, AnalysisRecords, StandingsQueries, SeasonQueries, SettingsMixin):
    """The database. Open with `Store.open()`; close with `close()` or a `with` block.
    Its methods live by topic in importing, sets, games, analyses, standings, season and
    settings."""

    def __init__(self, conn: sqlite3.Connection, path: Path):
        self._conn = conn
        self.path = path
        self.now: Callable[[], str] = _now  # the clock for timestamps (tests may replace it)
        self.found: list[str] = []  # what stood in the place of the -wal or -shm and was moved aside

    @classmethod
    def open(cls, data_dir: str | os.PathLike | None = None) -> "Store":
        """Open the database in `data_dir` (else $DOKODESK_DATA_DIR, else the user data dir),
        creating or migrating it; a database of a newer dokodesk raises NewerDatabaseError."""
        path = resolve_data_dir(data_dir) / DB_NAME
        found: list[str] = []
        store = cls(connect(path, found=found), path)
        store.found = found
        return store

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed whole, or rolled back on any exception."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
            # A file replaced, removed or overwritten under this connection takes every later
            # commit into nothing (issue 30: all 49 events of a game went into an unlinked file),
            # or, through the -wal that SQLite finds by name, into the file now at the path.
            # Checked before the commit (rolled back then) and after it (changed meanwhile).
            self._check_file(conn)
            conn.execute("COMMIT")
            self._check_file(conn)
        except BaseException:
            if conn.in_transaction:
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass  # SQLite rolls back by itself when the connection closes; the first error counts
            raise

    def _check_file(self, conn: sqlite3.Connection) -> None:
        changed = conn.changed_on_disk() if hasattr(conn, "changed_on_disk") else None
        if changed is None:
            return
        try:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            # The -wal is found by name: left behind, its frames would be read into whatever file
            # is at the path at the next open (seen: an older copy renamed over it showed the
            # game after a kill -9). Checkpointed into our own file and emptied, it cannot be.
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass  # the fault below is what the caller must hear
        raise DatabaseFault(self.path, "replaced", changed)


def _faults_named(method: Callable) -> Callable:
    """Let an sqlite3 error out of a Store method only as a DatabaseFault naming the file."""

    @functools.wraps(method)
    def guarded(self: Store, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except (sqlite3.Error, UnicodeDecodeError) as exc:  # the latter: damaged text in a page
            raise database_fault(exc, self.path) from exc

    return guarded


for _name in dir(Store):
    _method = getattr(Store, _name)
    if not _name.startswith("_") and callable(_method) and _name not in ("open", "close"):
        setattr(Store, _name, _faults_named(_method))
