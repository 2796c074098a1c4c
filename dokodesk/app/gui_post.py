"""Calls from worker threads to the GUI thread, through one mailbox that lives as long as the
process.

A worker that emits a signal of a Qt object can race the GUI thread deleting that object (a
window closed and deleted, a task's signal object dropped by the pool thread): a read of freed
memory, a segfault, one of them in the CI run on record. So no worker touches a Qt object that
may die. It puts the call into a queue and rings the mailbox; the GUI thread runs the calls in
the order they came. A call whose owner (a QObject) was deleted meanwhile is dropped.
"""

from __future__ import annotations

import queue
import threading
from typing import Any, Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot


class _Mailbox(QObject):
    rang = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.calls: queue.SimpleQueue = queue.SimpleQueue()
        self.rang.connect(self.deliver, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def deliver(self) -> None:
        while True:
            try:
                owner, call, args = self.calls.get_nowait()
            except queue.Empty:
                return
            if owner is not None and not shiboken6.isValid(owner):
                continue  # its window is gone: nobody to tell
            try:
                call(*args)
            except BaseException:
                self.rang.emit()  # the calls behind this one still come (the error is reported as any slot's)
                raise
            finally:
                owner = call = args = None  # the last reference dies here, in the GUI thread


_mailbox: _Mailbox | None = None
_mailbox_lock = threading.Lock()


def _the_mailbox() -> _Mailbox:
    global _mailbox
    with _mailbox_lock:
        if _mailbox is None:
            mailbox = _Mailbox()
            app = QCoreApplication.instance()
            if app is not None and mailbox.thread() is not app.thread():
                mailbox.moveToThread(app.thread())  # made by a worker's first call: it belongs to the GUI
            _mailbox = mailbox
        return _mailbox


def post(owner: QObject | None, call: Callable[..., Any], *args: Any) -> None:
    """Run `call(*args)` in the GUI thread soon (never at once, also when called there), unless
    `owner` has been deleted by then. Safe from any thread."""
    mailbox = _the_mailbox()
    mailbox.calls.put((owner, call, args))
    try:
        mailbox.rang.emit()
    except RuntimeError:  # the interpreter is ending and Qt's objects are gone: nobody to tell
        pass


def release_in_gui(*objects: Any) -> None:
    """Let the last references to `objects` die in the GUI thread (a worker ending with the only
    reference to a Qt object would delete it in the wrong thread)."""
    post(None, _keep, objects)


def _keep(_objects) -> None:
    pass
