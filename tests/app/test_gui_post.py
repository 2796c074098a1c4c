"""Worker threads reach the GUI thread only through gui_post: the calls run there, in order,
never for an owner that was deleted meanwhile, and one failing call does not swallow the rest.
(A worker emitting a signal of an object the GUI thread deletes can crash the process: the CI
run on record died of a segfault with the game saver's thread writing.)"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from dokodesk.app import main as app_main
from dokodesk.app.gui_post import post


def _in_thread(function) -> None:
    thread = threading.Thread(target=function)
    thread.start()
    thread.join(5)


def test_calls_from_a_worker_run_in_the_gui_thread_in_order(qtbot):
    seen: list[tuple[int, bool]] = []

    def record(number: int) -> None:
        seen.append((number, threading.current_thread() is threading.main_thread()))

    _in_thread(lambda: [post(None, record, n) for n in range(5)])
    assert seen == []  # not at once: only when the GUI thread's event loop runs
    qtbot.waitUntil(lambda: len(seen) == 5, timeout=2000)
    assert seen == [(0, True), (1, True), (2, True), (3, True), (4, True)]


def test_a_call_posted_in_the_gui_thread_waits_for_the_event_loop(qtbot):
    seen = []
    post(None, seen.append, "later")
    assert seen == []
    qtbot.waitUntil(lambda: seen == ["later"], timeout=2000)


def test_a_call_for_a_deleted_owner_is_dropped(qtbot):
    owner, survivor = QObject(), QObject()
    seen = []
    _in_thread(lambda: (post(owner, seen.append, "for the deleted"), post(survivor, seen.append, "for the living")))
    import shiboken6

    shiboken6.delete(owner)  # as a closed window's saver goes with it
    qtbot.waitUntil(lambda: seen == ["for the living"], timeout=2000)
    qtbot.wait(50)
    assert seen == ["for the living"]


def test_a_failing_call_does_not_swallow_the_calls_behind_it(qtbot):
    seen = []

    def fail() -> None:
        raise ValueError("planted")

    with qtbot.capture_exceptions() as caught:
        post(None, fail)
        post(None, seen.append, "after")
        qtbot.waitUntil(lambda: seen == ["after"], timeout=2000)
    assert [type(e[1]) for e in caught] == [ValueError]


def test_an_error_hook_in_a_worker_thread_shows_its_dialog_from_the_gui_thread(qtbot, monkeypatch, tmp_path):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda parent, title, text: shown.append(threading.current_thread() is threading.main_thread())))
    monkeypatch.setattr("sys.excepthook", app_main.sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    app_main.install_error_reporting(tmp_path / "dokodesk.log")
    hook = app_main.sys.excepthook

    def fail_in_worker() -> None:
        try:
            raise RuntimeError("in a pool thread")
        except RuntimeError as error:
            hook(type(error), error, error.__traceback__)

    _in_thread(fail_in_worker)
    qtbot.waitUntil(lambda: shown == [True], timeout=2000)


def test_a_call_while_the_interpreter_ends_is_dropped_without_a_traceback(qtbot):
    import shiboken6

    from dokodesk.app import gui_post

    post(None, lambda: None)  # the mailbox exists
    shiboken6.delete(gui_post._mailbox)  # as Qt's objects go at the interpreter's end, a pool thread still posting
    errors = []

    def worker() -> None:
        try:
            post(None, lambda: None)
        except Exception as error:  # noqa: BLE001 - what would reach stderr from a QRunnable
            errors.append(error)

    try:
        _in_thread(worker)
    finally:
        gui_post._mailbox = None  # the next test gets a new one
    assert errors == []
    seen = []
    post(None, seen.append, "a new mailbox")
    qtbot.waitUntil(lambda: seen == ["a new mailbox"], timeout=2000)
