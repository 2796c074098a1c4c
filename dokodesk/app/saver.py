"""Saving the game at the table, off the GUI thread.

Every event of a game is saved. While an import holds the database's write lock, a save on the
GUI thread would freeze the table for the busy timeout and then raise; here a worker thread
with its own connection does the writes, keeps only the newest log of each game while it
waits, retries until the lock is free and tells the player once that saving waits.

When the disk is full (or the database cannot be written for another reason) nothing is lost:
the newest log of every unsaved game stays in memory and is retried every few seconds, and a
small journal next to the database holds it too (its space is reserved at start, see
store.journal, so it can be written on a disk that has filled up since). The player is told
once (`failing`), and again when everything is saved (`saved`). A journal left by an app that
ended before the space came back is replayed when the next one starts.

When another program replaces, removes or overwrites the database file while the app runs (the
store notices it after each commit: a fault of kind "replaced"), the saver writes nothing more
into it for this run and keeps every game in the journal, each with its identity (set, deal,
seat, start, hands). The next start stores them into whatever database is there then, a fresh
one after a damaged file was moved aside included: a game not in it is stored anew on its deal,
and one whose set is not there yet waits in the journal until the set is imported
(`waiting_for_set`, `retry_waiting`).
"""

from __future__ import annotations

import logging
import queue
import sqlite3
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from dokodesk.app.gui_post import post

from dokodesk.store.journal import Journal
from dokodesk.store.schema import DatabaseFault, StoreError, database_fault, resolve_data_dir

log = logging.getLogger(__name__)
RETRY_SECONDS = 0.25  # while another writer holds the lock
FAULT_RETRY_SECONDS = 2.0  # while the disk is full or the database cannot be written


class GameSaver(QObject):
    """Queues `save_progress` and `finish_game` writes for a worker thread."""

    waiting = Signal()  # the database is busy (an import); the writes wait and are not lost
    saved = Signal()  # every queued write is on disk (after a wait or a failure)
    failing = Signal(str, str)  # writes fail: the fault's kind ("full"...) and what it is; kept, retried
    failed = Signal(str)  # a write was refused for good (the game was removed meanwhile...)
    waiting_for_set = Signal(str, int)  # a journal's game waits for its set (id, deal) to be imported

    def __init__(self, data_dir: Path | None, parent: QObject | None = None):
        super().__init__(parent)
        self._data_dir = data_dir
        self._lock = threading.Condition()
        self._pending: dict[int, tuple] = {}  # game id -> the newest write of that game
        self._order: list[int] = []
        self._replayed: set[int] = set()  # games whose pending write came from a journal
        self._identities: dict[int, dict] = {}  # game id -> Store.game_identity, for the journal
        self._waiting: dict[int, tuple] = {}  # journal games whose deal is not in the database yet
        self._told_waiting: set[int] = set()
        self._detached: DatabaseFault | None = None  # the file was changed under us: no more writes to it
        self._busy = False  # a write is running
        self._failing = False  # the last write failed for a reason other than a busy database
        self._stopping = False
        self._journal_lock = threading.Lock()
        self._inflight: tuple[int, tuple] | None = None  # the write the worker is doing now
        # games whose finish this saver took (queued, in flight, waiting or stored): over for this
        # run, so no later progress write replaces the finish and no table resumes them
        self._finished: set[int] = set()
        self._last_fault = "busy"  # the kind of the last failed write: why a finish still waits
        self._snapshots = 0  # numbers the journal's snapshots, so an older one never overwrites a newer
        self._journalled = 0  # the number of the snapshot in the journal
        self._reports: queue.Queue = queue.Queue()
        try:
            self._journal: Journal | None = Journal(resolve_data_dir(data_dir))
        except Exception:  # noqa: BLE001 - no data dir: the store says so when it opens
            self._journal = None
        self._load_journal()
        self._thread = threading.Thread(target=self._work, name="dokodesk-saver", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------ GUI thread
    def save_progress(self, game_id: int, log_: list[str] | tuple[str, ...]) -> None:
        self._put(game_id, ("progress", tuple(log_)))

    def finish_game(self, game_id: int, log_, re_points: int, own_points: int, dodge: float | None) -> None:
        self._put(game_id, ("finish", tuple(log_), re_points, own_points, dodge))

    def _put(self, game_id: int, job: tuple) -> None:
        with self._lock:
            if game_id in self._finished:
                return  # a finished game does not change any more (its finish may be in flight)
            if job[0] == "finish":
                self._finished.add(game_id)
            if game_id not in self._pending:
                self._order.append(game_id)
            self._pending[game_id] = job
            self._replayed.discard(game_id)
            self._lock.notify_all()  # while failing, the worker tries again now and journals it

    def retry_waiting(self) -> None:
        """Try the journal's games that waited for their set again (after an import)."""
        with self._lock:
            for game_id, job in self._waiting.items():
                if game_id not in self._pending:
                    self._order.append(game_id)
                    self._pending[game_id] = job
                    self._replayed.add(game_id)
            self._waiting.clear()
            self._lock.notify_all()

    def holds_finished(self, game_id: int) -> bool:
        """Whether this saver took the game's finish (queued, being written, waiting for its set,
        kept in the journal, or stored since the database was read): the game is over, even where
        the database still has it in progress, and must not be resumed at a table."""
        with self._lock:
            return game_id in self._finished

    def finish_waits(self, game_id: int) -> str | None:
        """Why the game's finish is not stored yet: "busy" (another program holds the
        database), "full", "io"...; None when it is not waiting here."""
        with self._lock:
            waiting = (self._pending.get(game_id, ("",))[0] == "finish" or game_id in self._waiting
                       or (self._inflight is not None and self._inflight[0] == game_id
                           and self._inflight[1][0] == "finish"))
            return self._last_fault if waiting else None

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait until every queued write is done; False if the database stayed busy, at once
        while writes fail (disk full): waiting would only freeze the window."""
        end = time.monotonic() + timeout
        with self._lock:
            while self._pending or self._busy:
                left = end - time.monotonic()
                if left <= 0 or self._failing:
                    return False
                self._lock.wait(min(left, 0.05))
        return True

    def stop(self, timeout: float = 10.0) -> bool:
        """Write what is queued (waiting up to `timeout` s) and end the thread. What could not
        be written stays in the journal for the next start."""
        done = self.flush(timeout)
        with self._lock:
            self._stopping = True
            unsaved = self._unsaved()
            self._lock.notify_all()
        if unsaved[1]:
            self._write_journal(unsaved)
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
            elif kind == "failing":
                self.failing.emit(*text)
            elif kind == "waiting_set":
                self.waiting_for_set.emit(*text)
            else:
                self.failed.emit(text)

    def _tell(self, kind: str, text: str | tuple = "") -> None:
        self._reports.put((kind, text))
        post(self, self._deliver)  # never a signal of this object from the worker: see gui_post

    # ------------------------------------------------------------ journal
    def _load_journal(self) -> None:
        """Queue the writes a journal left by an earlier run holds (before anything else), then
        reserve the journal's space while there is some."""
        if self._journal is None:
            return
        jobs = self._journal.load()
        self._identities.update(self._journal.identities)
        for game_id, job in jobs.items():
            self._order.append(game_id)
            self._pending[game_id] = job
            self._replayed.add(game_id)
            if job[0] == "finish":
                self._finished.add(game_id)
        if jobs:
            log.info("saving journal: %d game(s) left unsaved by the last run are saved now", len(jobs))
        self._journal.reserve()

    def can_keep_games(self) -> bool:
        """Whether a game played now is safe: the journal's space is reserved (tried again here,
        in case space was freed), so that a disk filling up during the game loses none of it.
        Cheap when it is reserved (two stat calls)."""
        if self._journal is None:
            return True  # no data folder: the store refuses to open before any game
        with self._journal_lock:
            return self._journal.reserve()

    def _unsaved(self) -> tuple[int, dict[int, tuple], dict[int, dict]]:
        """The writes not yet stored, the one being tried and those waiting for their set
        included, with the snapshot's number and the games' identities (call with the lock held)."""
        unsaved = dict(self._waiting)
        if self._inflight is not None and self._inflight[0] not in self._pending:
            unsaved[self._inflight[0]] = self._inflight[1]
        unsaved.update((game_id, self._pending[game_id]) for game_id in self._order)
        self._snapshots += 1
        identities = {game_id: self._identities[game_id] for game_id in unsaved if game_id in self._identities}
        return self._snapshots, unsaved, identities

    def _write_journal(self, snapshot: tuple[int, dict[int, tuple], dict[int, dict]]) -> None:
        """Keep a snapshot of the unsaved writes next to the database, unless a newer one is
        there already. Not under the queue's lock (a write syncs to disk, and the table must not
        wait for it); one writer at a time."""
        number, unsaved, identities = snapshot
        if self._journal is not None:
            with self._journal_lock:
                if number > self._journalled:
                    self._journal.write(unsaved, identities)
                    self._journalled = number

    # ------------------------------------------------------------ worker thread
    def _work(self) -> None:
        from dokodesk.store import Store

        store = None
        waited = False  # the player was told that saving waits or fails
        try:
            while True:
                with self._lock:
                    while not self._pending and not self._stopping:
                        self._lock.wait()
                    if not self._pending or (self._stopping and self._failing):
                        return  # failing while closing: the journal keeps the rest
                    game_id = self._order.pop(0)
                    job = self._pending.pop(game_id)
                    replayed = game_id in self._replayed
                    self._replayed.discard(game_id)
                    self._inflight = (game_id, job)
                    self._busy = True
                try:
                    if self._detached is not None:  # kept in the journal until the next start
                        raise DatabaseFault(self._detached.path, self._detached.kind, self._detached.what)
                    if store is None:
                        store = Store.open(self._data_dir)
                    identity = self._identities.get(game_id)
                    if replayed and identity is not None:
                        if store.recover_game(game_id, identity, job) is None:
                            self._wait_for_set(game_id, job, identity)
                    else:
                        if identity is None:  # once per game: what the journal needs to recover it
                            identity = store.game_identity(game_id)
                            if identity is not None:
                                with self._lock:
                                    self._identities[game_id] = identity
                        if job[0] == "progress":
                            store.save_progress(game_id, job[1])
                        else:
                            store.finish_game(game_id, *job[1:])
                except (sqlite3.Error, DatabaseFault) as error:
                    fault = database_fault(error, store.path if store is not None else self._db_path())
                    unsaved = None
                    with self._lock:
                        self._inflight = None
                        self._last_fault = fault.kind
                        newer = self._pending.get(game_id)
                        # keep it, unless a newer write came; a finish is never replaced by a
                        # progress write (_put refuses those, but a journal's replay may differ)
                        if newer is None or (job[0] == "finish" and newer[0] != "finish"):
                            if newer is None:
                                self._order.insert(0, game_id)
                            self._pending[game_id] = job
                            if replayed:
                                self._replayed.add(game_id)
                            else:
                                self._replayed.discard(game_id)
                        if fault.kind == "busy":
                            pause = RETRY_SECONDS
                            if not waited:
                                log.info("saving waits: the database is busy")
                                self._tell("waiting")
                        else:
                            pause = FAULT_RETRY_SECONDS
                            if not self._failing:
                                self._failing = True
                                log.error("saving failed, kept in memory and retried: %s", fault.what)
                                self._tell("failing", (fault.kind, fault.what))
                            unsaved = self._unsaved()
                            if fault.kind == "replaced":
                                self._detached = fault
                            if fault.kind in ("io", "damaged", "replaced") and store is not None:
                                store.close()  # open afresh on the next try
                                store = None
                        waited = True
                    if unsaved is not None:
                        self._write_journal(unsaved)
                    with self._lock:
                        self._busy = False
                        self._lock.notify_all()
                        if not self._stopping and (not self._pending or self._pending_unchanged(unsaved)):
                            self._lock.wait(pause)  # a new write wakes it: tried (and journalled) at once
                    if self._stopping and not self._failing:
                        time.sleep(pause)
                    continue
                except StoreError as error:
                    if not replayed:  # a journal's game stored or removed meanwhile: nothing lost
                        self._failed(game_id, error, with_traceback=False)
                        waited = True  # the next save that works says so
                except Exception as error:  # reported to the player; the game goes on
                    self._failed(game_id, error, with_traceback=True)
                    waited = True
                finally:
                    with self._lock:
                        self._inflight = None
                        self._busy = False
                        self._lock.notify_all()
                with self._lock:
                    empty = not self._pending
                    if empty:
                        was_failing, self._failing = self._failing, False
                        if was_failing:
                            log.warning("saving works again: every kept write is saved")
                        self._snapshots += 1
                        number = self._snapshots
                if empty and self._journal is not None:
                    with self._lock:
                        waiting = self._unsaved() if self._waiting else None
                    if waiting is not None:  # the games that wait for their set stay in the journal
                        self._write_journal(waiting)
                    else:
                        with self._journal_lock:
                            if number > self._journalled:  # an older snapshot must not come back
                                self._journal.clear()  # a no-op unless it holds writes
                                self._journalled = number
                if empty and waited:
                    waited = False
                    self._tell("saved")
        finally:
            if store is not None:
                store.close()

    def _wait_for_set(self, game_id: int, job: tuple, identity: dict) -> None:
        """A journal's game whose deal is not in the database: kept (journal included) until an
        import brings its set; the player is told once per game."""
        with self._lock:
            told = game_id in self._told_waiting
            self._told_waiting.add(game_id)
            self._waiting[game_id] = job
        log.warning("saving journal: game %s waits for set %s, deal %s to be imported", game_id,
                    identity["set"], identity["deal"])
        if not told:
            self._tell("waiting_set", (identity["set"], int(identity["deal"])))

    def _pending_unchanged(self, unsaved: tuple | None) -> bool:
        """No write came while the journal was written (call with the lock held)."""
        if unsaved is None:
            return True
        current = {game_id: self._pending[game_id] for game_id in self._order}
        return current == unsaved[1]

    def _db_path(self) -> Path:
        from dokodesk.store import DB_NAME

        try:
            return resolve_data_dir(self._data_dir) / DB_NAME
        except Exception:  # noqa: BLE001
            return Path(DB_NAME)

    def _failed(self, game_id: int, error: Exception, with_traceback: bool) -> None:
        # An expected refusal is one line; only a bug's traceback goes to the log file.
        log.error("saving game %s failed: %s: %s", game_id, type(error).__name__, error,
                  exc_info=error if with_traceback else None)
        self._tell("failed", f"{type(error).__name__}: {error}")
