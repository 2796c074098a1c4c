"""The set session's database work off the GUI thread.

Every write of the session (starting and finishing a game, closing a set, a forfeit, the seat
mode) and every standings computation runs here, one after the other, on a thread with its own
`Store`. Before each job the game saver's queued moves are written (so the job reads the game
as played), waiting in this thread, never in the window's. The answer or the error comes back
to the GUI thread by signal; while a job takes longer than a moment the window shows it is busy.
"""

from __future__ import annotations

import dataclasses
import gc
import itertools
import logging
import queue
import threading
import traceback
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from dokodesk.app.gui_post import post
from dokodesk.freeing import free_in_slices

log = logging.getLogger(__name__)
BUSY_AFTER_MS = 150  # shorter jobs pass without a busy sign
SAVER_WAIT_S = 5.0


def _without_collector_pauses(job, store):
    """Run the job with Python's cycle collector off, then freeze what exists. A set of 100,000
    deals is millions of objects: a full collection over them stops every thread, the window's
    too, for half a second; frozen objects are never scanned again (cyclic garbage among them
    is kept, which costs a little memory). Page reads wait meanwhile (tasks.WORKER_TURN)."""
    from dokodesk.app.tasks import WORKER_TURN, collector_paused

    with WORKER_TURN, collector_paused():
        try:
            return job(store)
        finally:
            gc.freeze()


def _release_gradually(value, slice_size: int = 2000) -> None:
    """Free an answer a slice at a time: the big sequences in it (a SetView's 100,000 rows) are
    copied to lists, the containers dropped, and the lists cut down in slices. Freeing 100,000
    objects in one go is one C call that holds the interpreter lock for ~100 ms."""
    big: list[list] = []

    def collect(item, depth: int) -> None:
        if depth > 3:
            return
        if isinstance(item, (tuple, list)):
            if len(item) > slice_size:
                big.append(list(item))
            else:
                for element in item:
                    collect(element, depth + 1)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            for f in dataclasses.fields(item):
                collect(getattr(item, f.name), depth + 1)

    collect(value, 0)
    del value
    free_in_slices(*big, size=slice_size)


class SessionWorker(QObject):
    busy_changed = Signal(bool)  # True once a job has run for BUSY_AFTER_MS, False when all are done

    def __init__(self, data_dir: Path | None, saver=None, parent: QObject | None = None):
        super().__init__(parent)
        self._data_dir = data_dir
        self._saver = saver
        self._jobs: queue.Queue = queue.Queue()
        # Answers wait here and only their key crosses to the GUI thread: the value is taken out
        # there and given back to this worker to be freed (see _release_gradually).
        self._answers: dict[int, tuple] = {}
        self._keys = itertools.count()
        self._pending = 0  # submitted and not answered (GUI thread only)
        self._stopped = False
        self._busy_shown = False
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.timeout.connect(self._show_busy)
        self._thread = threading.Thread(target=self._work, name="dokodesk-session", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------ GUI thread
    def submit(self, job: Callable[[Any], Any], succeeded: Callable[[Any], None],
               failed: Callable[[Exception], None]) -> None:
        """Run `job(store)` in the worker; `succeeded(result)` or `failed(error)` runs here after."""
        self._pending += 1
        if not self._busy_timer.isActive() and not self._busy_shown:
            self._busy_timer.start(BUSY_AFTER_MS)
        self._jobs.put((job, succeeded, failed))

    def idle(self) -> bool:
        return self._pending == 0

    def stop(self, timeout: float = 10.0) -> None:
        """Finish the queued jobs (a finishing write among them) and end; answers that arrive
        after this are dropped (the window is closing)."""
        self._jobs.put(None)
        self._thread.join(timeout)
        self._stopped = True

    def _show_busy(self) -> None:
        if self._pending and not self._busy_shown:
            self._busy_shown = True
            self.busy_changed.emit(True)

    @Slot(object)
    def _deliver(self, key) -> None:
        callback, value = self._answers.pop(key)
        self._pending -= 1
        if self._stopped:
            return
        if self._pending == 0:
            self._busy_timer.stop()
            if self._busy_shown:
                self._busy_shown = False
                self.busy_changed.emit(False)
        try:
            callback(value)
        finally:
            self._jobs.put(("release", value))  # the worker frees it, in slices
            del value

    # ------------------------------------------------------------ worker thread
    def _work(self) -> None:
        from dokodesk.store import Store

        store = None
        try:
            while True:
                item = self._jobs.get()
                if item is None:
                    return
                if item[0] == "release":
                    _release_gradually(item[1])
                    continue
                job, succeeded, failed = item
                result = None
                try:
                    if self._saver is not None and not self._saver.flush(SAVER_WAIT_S):
                        log.warning("the session reads while the game saver still waits for the database")
                    if store is None:
                        store = Store.open(self._data_dir)
                    result = _without_collector_pauses(job, store)
                except Exception as error:  # noqa: BLE001 - every failure reaches the player
                    error.traceback_text = traceback.format_exc()  # type: ignore[attr-defined]
                    answer = (failed, error)
                else:
                    answer = (succeeded, result)
                key = next(self._keys)
                self._answers[key] = answer
                answer = result = None  # the GUI thread's take is the last reference
                post(self, self._deliver, key)  # not a signal of this object: see gui_post
        finally:
            if store is not None:
                store.close()
