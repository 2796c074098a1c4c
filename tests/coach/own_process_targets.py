"""The targets test_own_process.py runs in processes of their own: module-level, so that the
spawned child finds them by name (its sys.path is ours), and in a module of their own that
imports nothing heavy. A child imports the module its target lives in: the test module's own
imports (pytest, the open-hands solver, the deal generator) were 0.2 s of CPU in every child,
half its start-up."""

from __future__ import annotations

import os
import signal
import threading
import time


def counts_to(n, progress=None):
    for i in range(1, n + 1):
        progress(i, n)
    return [os.getpid(), n * n]


def fails():
    raise ValueError("the planted failure")


def dies():
    os._exit(7)


def sleeps(path):
    with open(path, "w") as f:
        f.write(str(os.getpid()))
    time.sleep(120)


def _mark(path):
    """The child's pid and the moment (monotonic: one clock for every process) it goes wrong."""
    with open(path, "w") as f:
        f.write(f"{os.getpid()} {time.monotonic()!r}")


def kills_itself(path):
    _mark(path)
    os.kill(os.getpid(), signal.SIGKILL)


def runs_out_of_memory(path):
    """A MemoryError under a memory cap (RLIMIT_AS: the child's size now and 200 MB more)."""
    import resource

    with open("/proc/self/statm") as f:
        size = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    resource.setrlimit(resource.RLIMIT_AS, (size + (200 << 20), resource.getrlimit(resource.RLIMIT_AS)[1]))
    _mark(path)
    hoard = bytearray(1 << 30)  # over the cap: MemoryError
    return len(hoard)


def stops_itself(path):
    _mark(path)
    os.kill(os.getpid(), signal.SIGSTOP)
    return "went on"


def sleeps_for_good(path):
    _mark(path)
    threading.Event().wait()


def computes(seconds):
    """Busy, without a word, for `seconds`: what a trick of the solve or a hint does."""
    end, n = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        n += 1
    return n > 0
