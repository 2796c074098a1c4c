"""The database connections of this process, and what may touch the database file meanwhile.

Closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's
included (its "POSIX advisory locks cancelled by close()" hazard). Another process then takes
itself for the database's last user, checkpoints and deletes the -wal and -shm files under this
process's feet, and every later commit here goes into a deleted file. So once this process has a
connection on a database, nothing but SQLite opens that file or its -wal, -shm or -journal: the
registry here says when that is. It also keeps one descriptor per live database file, through
which each commit's check reads the header (`changed_on_disk`, used by Store._write).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

SQLITE_HEADER = b"SQLite format 3\x00"

_live: dict[tuple[int, int], int] = {}  # (st_dev, st_ino) of a database file -> open connections
_live_names: dict[str, int] = {}  # the same by resolved path (the -wal and -shm have no inode yet)
_live_lock = threading.Lock()
SIDE_FILES = ("-wal", "-shm", "-journal")
# One descriptor per live database file, opened with its first connection and closed with its
# last (then no lock of this process is left to drop): the header is read through it after each
# commit, since no other open() of the file is allowed meanwhile. Value: [fd, header seen valid].
_header_fds: dict[tuple[int, int], list] = {}


def _file_key(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)  # stat opens no descriptor
    except OSError:
        return None
    return st.st_dev, st.st_ino


class _TrackedConnection(sqlite3.Connection):
    """A connection that keeps the registry of this process's databases up to date. One not
    closed explicitly stays registered: the file is then left to SQLite for good (the safe side)."""

    _registered: tuple[tuple[int, int] | None, str] | None = None

    def _register(self, path: Path) -> None:
        key, name = _file_key(path), str(path.resolve())
        with _live_lock:
            if key is not None:
                _live[key] = _live.get(key, 0) + 1
                if key not in _header_fds:
                    _open_header_fd(name, key)
            _live_names[name] = _live_names.get(name, 0) + 1
        self._registered = (key, name)

    def changed_on_disk(self) -> str | None:
        """What another program did to the database file since this connection opened it, or
        None: removed or renamed, replaced by another file (a later commit here would go into
        the unlinked old one), or its header overwritten (the pages behind it are then garbage
        too). Two system calls, no descriptor opened: cheap enough for every commit."""
        if self._registered is None or self._registered[0] is None:
            return None
        key, name = self._registered
        now = _file_key(Path(name))
        if now is None:
            return "the database file was removed or renamed while dokodesk ran"
        if now != key:
            return "the database file was replaced by another file while dokodesk ran"
        entry = _header_fds.get(key)
        if entry is None:
            return None
        try:
            header = os.pread(entry[0], 100, 0)
        except OSError:
            return None
        if _header_valid(header):
            entry[1] = True
        elif entry[1] or header:  # a new, still empty file is no damage
            return "the database file was overwritten while dokodesk ran: its first bytes are no SQLite header"
        return None

    def close(self) -> None:
        registered, self._registered = self._registered, None
        try:
            super().close()
        finally:
            if registered is not None:
                key, name = registered
                with _live_lock:
                    for table, k in ((_live, key), (_live_names, name)):
                        if k in table:
                            table[k] -= 1
                            if table[k] <= 0:
                                del table[k]
                    if key is not None and key not in _live and key in _header_fds:
                        os.close(_header_fds.pop(key)[0])  # no connection of this process is left on it


def _header_valid(header: bytes) -> bool:
    """The first 100 bytes of a database: SQLite's magic and a page size it can have."""
    if len(header) < 100 or not header.startswith(SQLITE_HEADER):
        return False
    size = int.from_bytes(header[16:18], "big")
    return size == 1 or (512 <= size <= 32768 and size & (size - 1) == 0)


def _open_header_fd(name: str, key: tuple[int, int]) -> None:
    """Open the descriptor the header checks read through (call with `_live_lock` held)."""
    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(name, flags)
    except OSError:
        return  # no header checks for this file; the inode check still runs
    try:
        st = os.fstat(fd)
    except OSError:
        st = None
    if st is None or (st.st_dev, st.st_ino) != key:  # replaced between the stat and the open
        os.close(fd)  # another file: no lock of ours on it
        return
    try:
        valid = _header_valid(os.pread(fd, 100, 0))
    except OSError:
        valid = False
    _header_fds[key] = [fd, valid]


def _open_tracked(path: Path, target: str | Path, **kwargs) -> sqlite3.Connection:
    conn = sqlite3.connect(target, factory=_TrackedConnection, **kwargs)
    conn._register(path)
    return conn


def connected_here(path: Path) -> bool:
    """Whether this process may hold a connection on the database at `path`: then only SQLite
    may open it."""
    key, name = _file_key(path), str(path.resolve())
    with _live_lock:
        return (key is not None and key in _live) or name in _live_names


def is_database_in_use(path: str | os.PathLike) -> bool:
    """Whether `path` is a database this process has open, or one of its -wal, -shm, -journal
    files: reading it with open() would drop this process's locks on the database."""
    path = Path(path)
    if connected_here(path):
        return True
    name = str(path.resolve())
    with _live_lock:
        return any(name == live + side for live in _live_names for side in SIDE_FILES)
