"""kill -9 of `dokodesk simulate` ends its worker processes too (issue 17, point 5): they went
on playing, then waited, for minutes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def children_of(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                out.append(int(entry))
    return out


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")  # a zombie has ended; only its exit status waits for a reaper


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to find the workers")
def test_killing_simulate_ends_its_workers(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), DOKODESK_DATA_DIR=str(tmp_path / "data"))
    set_file = tmp_path / "set.json"
    made = subprocess.run([sys.executable, "-m", "dokodesk", "generate", "--seed", "1", "--deals", "100",
                           "-o", str(set_file)], env=env, capture_output=True, text=True, timeout=60)
    assert made.returncode == 0, made.stderr
    simulate = subprocess.Popen([sys.executable, "-m", "dokodesk", "simulate", str(set_file), "--tables", "500",
                                 "--workers", "2", "-o", str(tmp_path / "out.json")], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 30
        workers: list[int] = []
        while time.monotonic() < end and len(workers) < 2:
            time.sleep(0.1)
            workers = [pid for pid in children_of(simulate.pid) if alive(pid)]
        assert len(workers) >= 2, "the workers never started"
        time.sleep(0.5)  # playing now
        assert simulate.poll() is None
    finally:
        simulate.send_signal(signal.SIGKILL)
        simulate.wait(10)
    end = time.monotonic() + 5
    while time.monotonic() < end and any(alive(pid) for pid in workers):
        time.sleep(0.1)
    left = [pid for pid in workers if alive(pid)]
    for pid in left:  # leave nothing behind for the next test
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"workers {left} outlived their parent by 5 s"
