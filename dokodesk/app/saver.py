"""Saving the game at the table, off the GUI thread.

Every event of a game is saved. While an import holds the database's write lock, a save on the
GUI thread would freeze the table for the busy timeout and then raise; here a worker thread
with its own connection does the writes, keeps only the newest log of each game while it
waits, retries until the lock is free and tells the player once that saving waits.
"""

from __future__ import annotations

import logging
import queue
import sqlite3
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot

from dokodesk.store.schema import DatabaseFault

log = logging.getLogger(__name__)
RETRY_SECONDS = 0.25


def _busy(error: Exception) -> bool:
    """The database is locked by another writer (an import): worth waiting for. The store says
    so as a DatabaseFault of kind "busy"; a raw sqlite3 error says it in words."""
    if isinstance(error, DatabaseFault):
        return error.kind == "busy"
    return "locked" in str(error) or "busy" in str(error)


class GameSaver(QObject):
    """Queues `save_progress` and `finish_game` writes for a worker thread."""

    waiting = Signal()  # the database is busy (an import); the writes wait and are not lost
    saved = Signal()  # every queued write is on disk (after a wait)
    failed = Signal(str)  # a write failed for another reason; the message names it
    _report = Signal()

    def __init__(self, data_dir: Path | None, parent: QObject | None = None):
        super().__init__(parent)
        self._data_dir = data_dir
        self._lock = threading.Condition()
        self._pending: dict[int, tuple] = {}  # game id -> the newest write of that game
        self._order: list[int] = []
        self._busy = False  # a write is running
        self._stopping = False
        self._reports: queue.Queue = queue.Queue()
        self._report.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._thread = threading.Thread(target=self._work, name="dokodesk-saver", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------ GUI thread
    def save_progress(self, game_id: int, log_: list[str] | tuple[str, ...]) -> None:
        self._put(game_id, ("progress", tuple(log_)))

    def finish_game(self, game_id: int, log_, re_points: int, own_points: int, dodge: float | None) -> None:
        self._put(game_id, ("finish", tuple(log_), re_points, own_points, dodge))

    def _put(self, game_id: int, job: tuple) -> None:
        with self._lock:
            if self._pending.get(game_id, ("",))[0] == "finish":
                return  # a finished game does not change any more
            if game_id not in self._pending:
                self._order.append(game_id)
            self._pending[game_id] = job
            self._lock.notify_all()

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait until every queued write is done; False if the database stayed busy."""
        end = time.monotonic() + timeout
        with self._lock:
            while self._pending or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(left)
        return True

    def stop(self, timeout: float = 10.0) -> bool:
        """Write what is queued (waiting up to `timeout` s) and end the thread."""
        done = self.flush(timeout)
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
        self._thread.join(1.0)
        return done

    @Slot()
    def _deliver(self) -> None:
        while True:
            try:
                kind, text = self._reports.get_nowait()
            except queue.Empty:
                return
            if kind == "waiting":
                self.waiting.emit()
            elif kind == "saved":
                self.saved.emit()
            else:
                self.failed.emit(text)

    def _tell(self, kind: str, text: str = "") -> None:
        self._reports.put((kind, text))
        self._report.emit()

    # ------------------------------------------------------------ worker thread
    def _work(self) -> None:
        from dokodesk.store import Store

        store = None
        waited = False
        try:
            while True:
                with self._lock:
                    while not self._pending and not self._stopping:
                        self._lock.wait()
                    if not self._pending:
                        return
                    game_id = self._order.pop(0)
                    job = self._pending.pop(game_id)
                    self._busy = True
                try:
                    if store is None:
                        store = Store.open(self._data_dir)
                    if job[0] == "progress":
                        store.save_progress(game_id, job[1])
                    else:
                        store.finish_game(game_id, *job[1:])
                except (sqlite3.OperationalError, DatabaseFault) as error:
                    if not _busy(error):
                        self._failed(game_id, error)
                    else:  # an import holds the lock: keep the newest write and try again
                        with self._lock:
                            if game_id not in self._pending:
                                self._pending[game_id] = job
                                self._order.insert(0, game_id)
                        if not waited:
                            waited = True
                            log.info("saving waits: the database is busy")
                            self._tell("waiting")
                        if self._stopping:
                            time.sleep(RETRY_SECONDS)
                        else:
                            with self._lock:
                                self._busy = False
                                self._lock.wait(RETRY_SECONDS)
                        continue
                except Exception as error:  # reported to the player; the game goes on
                    self._failed(game_id, error)
                finally:
                    with self._lock:
                        self._busy = False
                        self._lock.notify_all()
                if waited:
                    with self._lock:
                        empty = not self._pending
                    if empty:
                        waited = False
                        self._tell("saved")
        finally:
            if store is not None:
                store.close()

    def _failed(self, game_id: int, error: Exception) -> None:
        log.error("saving game %s failed", game_id, exc_info=error)
        self._tell("failed", f"{type(error).__name__}: {error}")
