"""The pool's tasks (dokodesk.app.tasks): progress reaches the GUI thread once per change; a
worker that only checks for a cancel (calling progress with what it last reported, as the coach's
runners do ten times a second while a child process works) posts nothing."""

from __future__ import annotations

from dokodesk.app.tasks import start_task


def test_a_repeated_progress_is_posted_once(qtbot):
    seen, done = [], []

    def work(progress):
        progress(0, 2, "")
        for _ in range(50):
            progress(0, 2, "")  # waiting: a cancel check
        progress(1, 2, "")
        progress(1, 2, "")
        progress(2, 2, "")
        return "ok"

    start_task(work, lambda *report: seen.append(report), done.append, lambda error: done.append(error))
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    qtbot.wait(50)
    assert done == ["ok"]
    assert seen == [(0, 2, ""), (1, 2, ""), (2, 2, "")]


def test_a_page_read_is_not_held_back_by_tasks_that_wait_on_coach_processes(qtbot):
    """At a practice game's end four tasks wait on coach processes (the decisions rated ahead, the
    analysis, the open-hands solve, a hint): Qt's pool had as many threads as cores (2 on the CI
    machine), and the verdict's read waited behind them for their whole work. As many waits as
    the machine has cores (at least four) leave a read its thread."""
    import threading

    from PySide6.QtCore import QThread

    from dokodesk.app.tasks import POOL_THREADS, start_read

    release = threading.Event()
    count = min(POOL_THREADS - 1, max(4, QThread.idealThreadCount()))
    waits = [start_task(lambda progress: release.wait(30), lambda *a: None, lambda r: None, lambda e: None)
             for _ in range(count)]
    read = []
    try:
        start_read(lambda: "the field", read.append, read.append)
        qtbot.waitUntil(lambda: bool(read), timeout=5000)
        assert read == ["the field"]
    finally:
        release.set()
        for task in waits:
            task.cancel()
