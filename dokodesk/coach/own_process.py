"""The coach's long work in a process of its own (no Qt): the open-hands solve, the analysis,
the hints.

The open-hands solver is compiled: its search holds the interpreter lock between its offers, and
its table (up to millions of entries) is allocated and freed in long C calls; the analysis and
the hints play games on with bots in Python for seconds. In a thread of the app's process the
window waited for them, at times over 100 ms (the latency test's runs on a loaded CI machine:
110-160 ms). In a child process the window shares nothing with them but the pipe, and their
memory goes back to the system when they end.

`run_in_own_process(target, args, kwargs, progress, waiting)` runs `target(*args, **kwargs)` in
a spawned child (not forked: the app's threads and Qt state must not be copied) and returns its
result. With `progress`, the target is given a `progress=` callback too, and its
`progress(done, total)` calls arrive here; `waiting()` is called every POLL_SECONDS while the
child works and may raise to cancel: the child is then killed.

A child that fails raises `ChildFailed` here, its `reason` saying how, for the player's words
(the app's analysis_worker.failure_text): ERROR, the target's own exception (its text);
MEMORY, a MemoryError in the child; KILLED (SIGKILL: the kernel's out-of-memory killer, or a
user), CRASHED (SIGSEGV and the like), ENDED (any other end without an answer); HUNG, a child
that stopped working, killed here. A death is seen at once: the child's end of the pipe closes
with it, and the wait reads EOF within POLL_SECONDS.

A hang is told by the child's CPU time (Linux, /proc/<pid>/stat): the targets compute without
pause, so a child that used less than STALL_CPU_SECONDS in STALL_SECONDS is stopped (SIGSTOP,
state T, uses none), or blocked for good. Progress messages are no heartbeat: the hint sends
none, a trick of the open-hands solve may take its whole 20 s budget, and a heartbeat thread in
the child would wait for the interpreter lock, which the compiled solver holds for long stretches.
A healthy child on a loaded machine still gets its share of a core (2 cores at load 20: a tenth,
1 s in 10 s; the threshold is 0.05 s). Where /proc does not tell, no child is judged hung.

A spare (`keep_spare()`, the app's): a child started ahead that has imported the coach and waits
for its one job, so that a hint does not wait for a process to start and import (0.3-0.4 s of
its second, issue 37). A spawner thread of its own starts each spare: on Linux a child dies with
the thread that started it (PR_SET_PDEATHSIG), and the pool's threads end when idle. Each job
still has a process of its own, ended with its job; the next spare is started when one is taken.
"""

from __future__ import annotations

import gc
import importlib
import logging
import multiprocessing
import os
import queue
import signal
import threading
import time
import traceback
from typing import Any, Callable

logger = logging.getLogger(__name__)

POLL_SECONDS = 0.1
# A child that ends after sending its result is given this long to exit before it is killed.
EXIT_GRACE_SECONDS = 5.0
# A child that used less than STALL_CPU_SECONDS of CPU in STALL_SECONDS is hung (see the module).
STALL_SECONDS = 10.0
STALL_CPU_SECONDS = 0.05
# A wait here that was itself held this long (the whole app stopped with Ctrl-Z, a machine
# that stalled) starts the child's watch anew: its stall is not counted across that gap.
WATCH_GAP_SECONDS = 2.0
# The child's exit code when even the report of its MemoryError could not be sent.
MEMORY_EXIT_CODE = 86

ERROR, MEMORY, KILLED, CRASHED, ENDED, HUNG = "error", "memory", "killed", "crashed", "ended", "hung"
_CRASH_SIGNALS = {signal.SIGSEGV, signal.SIGBUS, signal.SIGABRT, signal.SIGILL, signal.SIGFPE}


class ChildFailed(RuntimeError):
    """The work failed in its process: the message says how in English (the log, the CLI);
    `reason` (ERROR, MEMORY, KILLED, CRASHED, ENDED, HUNG) is for the player's words."""

    def __init__(self, message: str, reason: str = ERROR):
        super().__init__(message, reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.args[0]


def _child_main(conn, parent_pid: int, target: Callable, args: tuple, kwargs: dict, reports: bool) -> None:
    from dokodesk.bots.simulate import end_with_parent

    end_with_parent(parent_pid)  # nobody wants the answer once the app is gone
    # The work allocates millions of short-lived objects (table entries, sampled worlds) and
    # holds no cycles worth collecting before the process ends: the collector only costs time.
    gc.disable()
    short_of_memory = False
    try:
        if reports:
            kwargs = dict(kwargs, progress=lambda done, total: conn.send(("progress", (done, total))))
        answer = ("done", target(*args, **kwargs))
    except MemoryError:
        # Said below, once the work's frames (held by the traceback until this block ends) are gone.
        short_of_memory = True
    except BaseException as exc:  # noqa: BLE001 - everything goes back to the parent as text
        answer = ("error", (ERROR, f"{exc}" or type(exc).__name__, traceback.format_exc()))
    if short_of_memory:
        gc.collect()
        answer = ("error", (MEMORY, "the coach's process ran out of memory", ""))
    try:
        try:
            conn.send(answer)
        except MemoryError:  # the answer did not fit (pickled); nor may a report now: the exit code says it
            os._exit(MEMORY_EXIT_CODE)
        except Exception as exc:  # noqa: BLE001 - an answer that does not pickle
            conn.send(("error", (ERROR, f"{exc}" or type(exc).__name__, traceback.format_exc())))
    finally:
        conn.close()


# What a spare imports while it waits: the modules of the targets the app runs.
SPARE_IMPORTS = ("dokodesk.coach.hints", "dokodesk.coach.analysis", "dokodesk.coach.open_hands")


def _spare_main(jobs, conn, parent_pid: int) -> None:
    """A spare: import ahead, wait for one job (target, args, kwargs, reports), run it as
    `_child_main` does; the parent closing its end without a job ends the spare quietly."""
    from dokodesk.bots.simulate import end_with_parent

    end_with_parent(parent_pid)
    for name in SPARE_IMPORTS:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - only a head start: the job imports what it needs
            pass
    try:
        target, args, kwargs, reports = jobs.recv()
    except (EOFError, OSError):
        return
    finally:
        jobs.close()
    _child_main(conn, parent_pid, target, args, kwargs, reports)


class _Spares:
    """One spare child at a time, started by a thread of its own (see the module)."""

    def __init__(self):
        self.enabled = False
        self._ready: queue.Queue = queue.Queue(maxsize=1)
        self._wanted = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        self.enabled = True
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._spawn, name="dokodesk-coach-spares", daemon=True)
                self._thread.start()
        self._wanted.set()

    def _spawn(self) -> None:
        context = multiprocessing.get_context("spawn")
        while True:
            self._wanted.wait()
            self._wanted.clear()
            if not self.enabled or not self._ready.empty():
                continue
            try:
                jobs_receiver, jobs_sender = context.Pipe(duplex=False)
                receiver, sender = context.Pipe(duplex=False)
                child = context.Process(target=_spare_main, args=(jobs_receiver, sender, os.getpid()),
                                        name="dokodesk-coach", daemon=True)
                child.start()
                jobs_receiver.close()
                sender.close()
            except Exception:  # noqa: BLE001 - no spare: the next job starts its own process
                logger.warning("no spare coach process", exc_info=True)
                continue
            self._ready.put((child, jobs_sender, receiver))

    def stop(self) -> None:
        """No more spares; the one waiting ends (its job pipe closes)."""
        self.enabled = False
        try:
            child, jobs, receiver = self._ready.get_nowait()
        except queue.Empty:
            return
        jobs.close()
        receiver.close()
        child.join(EXIT_GRACE_SECONDS)

    def take(self):
        """(child, jobs sender, result receiver) of a live spare, or None; the next is started."""
        if not self.enabled:
            return None
        try:
            spare = self._ready.get_nowait()
        except queue.Empty:
            return None
        finally:
            self._wanted.set()
        child, jobs, receiver = spare
        if not child.is_alive():
            jobs.close()
            receiver.close()
            return None
        return spare


_spares = _Spares()


def keep_spare() -> None:
    """Keep a child started ahead for the next `run_in_own_process` (the app calls this once)."""
    _spares.start()


def drop_spare() -> None:
    """Start no more spares and end the one waiting (tests; the app's end ends them anyway)."""
    _spares.stop()


def _died(child) -> ChildFailed:
    code = child.exitcode
    if code == MEMORY_EXIT_CODE:
        return ChildFailed("the coach's process ran out of memory", MEMORY)
    if code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        if -code == signal.SIGKILL:
            return ChildFailed("the coach's process was killed (SIGKILL: by the system, perhaps short of memory)",
                               KILLED)
        if -code in _CRASH_SIGNALS:
            return ChildFailed(f"the coach's process crashed ({name})", CRASHED)
        return ChildFailed(f"the coach's process was ended ({name})", ENDED)
    return ChildFailed(f"the coach's process ended without an answer (exit code {code})", ENDED)


_CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_seconds(pid: int) -> float | None:
    """The process's CPU time so far (user and system), or None where /proc does not tell."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()  # the name in parentheses may hold spaces
        return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS  # utime, stime: fields 14 and 15
    except (OSError, ValueError, IndexError):
        return None


class _Watch:
    """Whether a child still works: its CPU time grows, or it sends (see the module)."""

    def __init__(self, cpu: Callable[[], float | None], now: float):
        self._cpu = cpu
        self._since = self._looked = now
        self._used = cpu()

    def heard(self, now: float) -> None:
        self._since = self._looked = now
        self._used = self._cpu()

    def stalled(self, now: float) -> bool:
        used = self._cpu()
        if (used is None or self._used is None or used - self._used >= STALL_CPU_SECONDS
                or now - self._looked > WATCH_GAP_SECONDS):
            self._since, self._used = now, used
        self._looked = now
        return now - self._since >= STALL_SECONDS


def run_in_own_process(target: Callable[..., Any], args: tuple = (), kwargs: dict | None = None,
                       progress: Callable[[int, int], None] | None = None,
                       waiting: Callable[[], None] | None = None, use_spare: bool = True,
                       nice: int = 0) -> Any:
    """`target(*args, **kwargs)` in a child process; its result (see the module).
    `target`, the arguments and the result must pickle (a module-level function, plain data).
    `nice`: the child's priority this much lower from its start on, its start-up and imports too
    (work nobody waits for yet, the analysis rated during the game: the table's bots and the hint
    first; budgets are CPU time, so its answers are the same at any priority; niced only inside
    the target, a fresh child's 0.3-0.4 s of start-up ran beside the hint: 1.0-1.1 s until H's
    hint at 6 of 12 tricks of a keyboard game). `use_spare` False: a process of its own even when
    a spare waits (work nobody waits for leaves the spare to a hint: the work rated ahead took it
    at each trick's end, and the hint asked then waited 0.3 s for a process to start)."""
    spare = _spares.take() if use_spare else None
    if spare is not None:
        child, jobs, receiver = spare
        try:
            jobs.send((target, args, kwargs or {}, progress is not None))
        except BaseException:
            receiver.close()  # the spare ends without a job (a target that does not pickle is
            spare = None      # refused below as before; a spare that died meanwhile is replaced)
        finally:
            jobs.close()
    if spare is None:
        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        child = context.Process(target=_child_main,
                                args=(sender, os.getpid(), target, args, kwargs or {}, progress is not None),
                                name="dokodesk-coach", daemon=True)
        child.start()
        sender.close()  # the child's end: its death then reads as EOF here at once
    if nice:
        try:
            os.setpriority(os.PRIO_PROCESS, child.pid, os.getpriority(os.PRIO_PROCESS, 0) + nice)
        except OSError:  # gone already (its end is seen below), or a system that refuses: only a priority
            pass
    watch = _Watch(lambda: cpu_seconds(child.pid), time.monotonic())
    answered = False
    try:
        while True:
            if not receiver.poll(POLL_SECONDS):
                if not child.is_alive() and not receiver.poll():
                    raise _died(child)
                if watch.stalled(time.monotonic()):
                    logger.error("the coach's process %s used no CPU for %.0f s: ended as hung", child.pid,
                                 STALL_SECONDS)
                    raise ChildFailed(f"the coach's process stopped responding (no work for {STALL_SECONDS:.0f} s)",
                                      HUNG)
                if waiting is not None:
                    waiting()
                continue
            try:
                kind, payload = receiver.recv()
            except EOFError:
                child.join(EXIT_GRACE_SECONDS)
                raise _died(child) from None
            watch.heard(time.monotonic())
            if kind == "progress":
                progress(*payload)
            elif kind == "done":
                answered = True
                return payload
            else:
                answered = True
                reason, message, child_traceback = payload
                logger.error("the work in its own process failed: %s\n%s", message, child_traceback)
                raise ChildFailed(message, reason)
    finally:
        receiver.close()
        if answered:
            child.join(EXIT_GRACE_SECONDS)
        if child.is_alive():
            child.kill()  # cancelled, hung (or it hung after its answer)
            child.join()
