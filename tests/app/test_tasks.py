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
