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
child works and may raise to cancel: the child is then killed. A child that fails raises `ChildFailed` here with its
error's text; one that dies (killed, out of memory) raises `ChildFailed` naming its exit code.
"""

from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import traceback
from typing import Any, Callable

logger = logging.getLogger(__name__)

POLL_SECONDS = 0.1
# A child that ends after sending its result is given this long to exit before it is killed.
EXIT_GRACE_SECONDS = 5.0


class ChildFailed(RuntimeError):
    """The work failed in its process: the message is the error's, for the player."""


def _child_main(conn, parent_pid: int, target: Callable, args: tuple, kwargs: dict, reports: bool) -> None:
    from dokodesk.bots.simulate import end_with_parent

    end_with_parent(parent_pid)  # nobody wants the answer once the app is gone
    # The work allocates millions of short-lived objects (table entries, sampled worlds) and
    # holds no cycles worth collecting before the process ends: the collector only costs time.
    gc.disable()
    try:
        if reports:
            kwargs = dict(kwargs, progress=lambda done, total: conn.send(("progress", (done, total))))
        result = target(*args, **kwargs)
        conn.send(("done", result))
    except BaseException as exc:  # noqa: BLE001 - everything goes back to the parent as text
        conn.send(("error", (f"{exc}" or type(exc).__name__, traceback.format_exc())))
    finally:
        conn.close()


def _died(child) -> ChildFailed:
    return ChildFailed(f"the coach's process stopped unexpectedly (exit code {child.exitcode})")


def run_in_own_process(target: Callable[..., Any], args: tuple = (), kwargs: dict | None = None,
                       progress: Callable[[int, int], None] | None = None,
                       waiting: Callable[[], None] | None = None) -> Any:
    """`target(*args, **kwargs)` in a child process; its result (see the module).
    `target`, the arguments and the result must pickle (a module-level function, plain data)."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child_main,
                            args=(sender, os.getpid(), target, args, kwargs or {}, progress is not None),
                            name="dokodesk-coach", daemon=True)
    child.start()
    sender.close()  # the child's end: its death then reads as EOF here at once
    answered = False
    try:
        while True:
            if not receiver.poll(POLL_SECONDS):
                if not child.is_alive() and not receiver.poll():
                    raise _died(child)
                if waiting is not None:
                    waiting()
                continue
            try:
                kind, payload = receiver.recv()
            except EOFError:
                child.join(EXIT_GRACE_SECONDS)
                raise _died(child) from None
            if kind == "progress":
                progress(*payload)
            elif kind == "done":
                answered = True
                return payload
            else:
                answered = True
                message, child_traceback = payload
                logger.error("the work in its own process failed:\n%s", child_traceback)
                raise ChildFailed(message)
    finally:
        receiver.close()
        if answered:
            child.join(EXIT_GRACE_SECONDS)
        if child.is_alive():
            child.kill()  # cancelled (or it hung after its answer)
            child.join()
