"""One dokodesk per database: a second launch raises the running window instead of opening
the same database twice; a lock left by a crashed instance does not keep dokodesk out."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from dokodesk.app.single_instance import LOCK_NAME, SingleInstance


def test_a_second_instance_asks_the_first_to_come_to_the_front(qtbot, tmp_path):
    first = SingleInstance(tmp_path)
    assert first.acquire()
    second = SingleInstance(tmp_path)
    assert not second.acquire()
    with qtbot.waitSignal(first.activated, timeout=3000) as blocker:
        assert second.ask_running_instance([str(tmp_path / "club.json")])
    assert blocker.args == [[str((tmp_path / "club.json").resolve())]]
    first.release()
    third = SingleInstance(tmp_path)
    assert third.acquire()  # released: the next launch is the running one
    third.release()


def test_another_database_is_another_instance(tmp_path):
    a, b = SingleInstance(tmp_path / "a"), SingleInstance(tmp_path / "b")
    assert a.acquire() and b.acquire()
    a.release()
    b.release()


def test_the_lock_of_a_crashed_instance_is_taken_over(tmp_path):
    # A process that took the lock and died without releasing it.
    code = ("import os, sys; from PySide6.QtCore import QLockFile; "
            f"lock = QLockFile({str(tmp_path / LOCK_NAME)!r}); assert lock.tryLock(0); os._exit(0)")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    assert (tmp_path / LOCK_NAME).exists()
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    instance.release()


def test_a_second_launch_of_the_app_ends_and_raises_the_first(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    data = tmp_path / "data"
    first = subprocess.Popen([sys.executable, "-m", "dokodesk", "--data-dir", str(data)], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (data / LOCK_NAME).exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(0.5)
        second = subprocess.run([sys.executable, "-m", "dokodesk", "--data-dir", str(data)], env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running with this database" in second.stderr
        assert first.poll() is None  # the first one runs on
    finally:
        first.terminate()
        first.wait(10)
