"""Long work off the GUI thread (imports, generating sets with a simulated field), reporting
progress by signal, and the pages' reads (`PageReads`). Each task opens its own database
connection in its worker thread."""

from __future__ import annotations

import gc
import logging
import threading
import traceback
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from PySide6.QtCore import QObject, QRunnable, QThreadPool

from dokodesk.app.gui_post import post, release_in_gui
from dokodesk.freeing import free_in_slices  # noqa: F401 - the app's workers call it through here

Progress = Callable[[int, int, str], None]
log = logging.getLogger(__name__)


class TaskCancelled(Exception):
    """Raised from a task's progress callback once the task was cancelled; the work's own
    error handling (an import's transaction) undoes what it started."""


class Task(QRunnable):
    """Runs `work(progress)` in the thread pool; the progress, the result or the exception reach
    their callbacks in the GUI thread (through gui_post: a task has no Qt object of its own that
    the pool thread could race the GUI thread for). Nothing arrives after `cancel()`, nor once
    `owner` is deleted."""

    def __init__(self, work: Callable[[Progress], Any], on_progress: Callable[[int, int, str], None],
                 on_success: Callable[[Any], None], on_failure: Callable[[Exception], None],
                 owner: QObject | None = None):
        super().__init__()
        self._work = work
        self._on_progress, self._on_success, self._on_failure = on_progress, on_success, on_failure
        self._owner = owner
        self._cancelled = False
        self._last_report: tuple | None = None

    def cancel(self) -> None:
        self._cancelled = True

    def _progress(self, done: int, total: int, what: str = "") -> None:
        if self._cancelled:
            raise TaskCancelled()
        report = (done, total, what)
        if report == self._last_report:
            return  # a worker that waits (on a child process) asks ten times a second: nothing new to show
        self._last_report = report
        post(self._owner, self._unless_cancelled, self._on_progress, report)

    def _unless_cancelled(self, call, args) -> None:
        if not self._cancelled:
            call(*args)

    def run(self) -> None:
        try:
            result = self._work(self._progress)
        except TaskCancelled:
            pass  # the window is closing: nobody listens any more
        except Exception as exc:  # reported to the GUI, which shows it
            exc.traceback_text = traceback.format_exc()  # type: ignore[attr-defined]
            post(self._owner, self._unless_cancelled, self._on_failure, (exc,))
        else:
            post(self._owner, self._unless_cancelled, self._on_success, (result,))
        finally:
            # The callbacks hold the window's objects: their last references die in the GUI thread.
            release_in_gui(self._work, self._on_progress, self._on_success, self._on_failure, self._owner)
            self._work = self._on_progress = self._on_success = self._on_failure = self._owner = None
            result = None


# Most tasks wait on a coach process (a hint, the analysis, the open-hands solve, the work done
# ahead while a game goes on): Qt's pool has as many threads as cores (2 here), so two such waits
# held back every page read (the verdict after a game) for the whole of their work. Python-heavy
# tasks take turns anyway (WORKER_TURN).
POOL_THREADS = 12


def start_task(work: Callable[[Progress], Any], on_progress: Callable[[int, int, str], None],
               on_success: Callable[[Any], None], on_failure: Callable[[Exception], None],
               owner: QObject | None = None) -> Task:
    task = Task(work, on_progress, on_success, on_failure, owner)
    pool = QThreadPool.globalInstance()
    if pool.maxThreadCount() < POOL_THREADS:
        pool.setMaxThreadCount(POOL_THREADS)
    pool.start(task)
    return task


def cancel_and_wait(tasks: list[Task], timeout_ms: int = 30000) -> None:
    """Cancel running tasks and wait until the pool is idle (before the app tears Qt down)."""
    for task in tasks:
        task.cancel()
    QThreadPool.globalInstance().waitForDone(timeout_ms)


_reading = 0
_reading_lock = threading.Lock()


FREEZE_FROM = 20_000  # rows: a read this big has its objects frozen (see big_read)

# One Python-heavy worker at a time (a page read here, a session job in session_worker): with
# two threads busy in Python, the interpreter lock passes between them and the window's thread,
# which asks for it only when a switch interval went by without any switch, can wait 100s of ms.
WORKER_TURN = threading.Lock()


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a worker allocates heavily (a solve's millions of table
    entries, a read's rows): each full pass over them holds the interpreter lock, and so the
    window's thread, for 100 ms and more. Counted, so that overlapping workers share one pause;
    what they drop is freed by reference counting meanwhile."""
    global _reading
    with _reading_lock:
        _reading += 1
        if _reading == 1:
            gc.disable()
    try:
        yield
    finally:
        with _reading_lock:
            _reading -= 1
            if _reading == 0:
                gc.enable()


@contextmanager
def big_read() -> Iterator[dict]:
    """A worker builds 100,000s of objects (a field's logs, a set's deals): the garbage collector
    pauses meanwhile, since each of its full passes holds the GIL, and so the GUI thread, for
    a quarter second. When the work says its result is big (`state["freeze"] = True`), what it
    built lives on in the views and is frozen: never scanned again. Small reads freeze nothing
    (frozen cycles are never collected)."""
    state = {"freeze": False}
    with WORKER_TURN, collector_paused():
        yield state
        if state["freeze"]:
            gc.freeze()


def start_read(work: Callable[[], Any], on_success: Callable[[Any], None],
               on_failure: Callable[[Exception], None], owner: QObject | None = None) -> Task:
    """A read for a page (a field, a set's deals) in the pool; the caller keeps the task."""
    def read(_progress):
        with big_read() as state:
            result = work()
            state["freeze"] = getattr(result, "rows", 0) >= FREEZE_FROM
            return result

    return start_task(read, _ignore_progress, on_success, on_failure, owner)


class PageReads:
    """The reads for a window's pages, running in the pool. A newer read of the same kind
    (`succeeded`'s name) supersedes an older one: only the latest answer reaches its page."""

    def __init__(self, owner: QObject, failed: Callable[[Exception], None]):
        self._owner = owner
        self._failed = failed  # for a read that brings no handler of its own
        self._running: set = set()
        self._serial: dict[str, int] = {}

    def run(self, work: Callable[[], Any], succeeded: Callable[[Any], None],
            failed: Callable[[Exception], None] | None = None) -> None:
        """`work()` in the pool; `succeeded(result)` in the GUI thread when done."""
        kind = getattr(succeeded, "__name__", "")
        self._serial[kind] = serial = self._serial.get(kind, 0) + 1

        def done(result, task=None) -> None:
            self._running.discard(holder[0])
            if self._serial.get(kind) == serial:
                succeeded(result)

        def broke(error: Exception) -> None:
            self._running.discard(holder[0])
            log.error("reading for the window failed: %s\n%s", error, getattr(error, "traceback_text", ""))
            if self._serial.get(kind) == serial:
                (failed or self._failed)(error)

        holder = [None]
        holder[0] = start_read(work, done, broke, owner=self._owner)
        self._running.add(holder[0])

    def idle(self) -> bool:
        return not self._running


def _ignore_progress(done: int, total: int, what: str) -> None:
    pass
