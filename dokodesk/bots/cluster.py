"""Running simulation jobs on a Dask `distributed` cluster (`simulate --cluster ADDRESS`).

A club or a league that wants many expert tables per deal outgrows one machine. The jobs are
the same chunk jobs `simulate` runs in local worker processes: each is a batch of deals whose
results depend only on the seed, the deal numbers and the table numbers, never on the worker
or the order. So the output of a cluster run is the output of a local run, byte for byte.

Dask is an optional extra (`pip install 'dokodesk[cluster]'`) and this module imports it only
inside its functions, so nothing else in dokodesk pays for it or needs it.

Failure model: when a worker dies, the scheduler re-runs the jobs it held on another worker
(up to `distributed.scheduler.allowed-failures` deaths per job). Each job has one key, and
its result is taken exactly once, by its index; a job whose result came twice or not at all
is an error, never a silent double count.

Nothing is waited for without a bound or in silence (issue 30): a scheduler that takes the
connection and never answers, or answers with anything but Dask's protocol, is reported after
the connect timeout; a scheduler without workers gets a line on stderr every few seconds until
one joins or the workers timeout ends; a scheduler lost mid-run ends the run with a message.
Dask's own log lines (tracebacks of its background tasks) are kept off the terminal.
"""

from __future__ import annotations

import sys
import threading
import time
import uuid
from contextlib import contextmanager
from typing import Callable, Iterator, Sequence

from dokodesk.terminal import counted

LOCAL = "local"
CONNECT_TIMEOUT_S = 10.0  # a scheduler that does not answer by then is reported, not waited for
WORKERS_TIMEOUT_S = 120.0  # a scheduler without a worker for this long is reported, not waited for
SAY_EVERY_S = 5.0  # a line on stderr this often while waiting for workers
POLL_S = 0.1  # how often the run looks for finished jobs (and, every SAY_EVERY_S, at the workers)

Say = Callable[[str], None]


class ClusterError(Exception):
    """A cluster run that could not be done; the text says why and what to do."""


def _distributed():
    try:
        import distributed
    except ImportError:
        raise ClusterError("--cluster needs Dask distributed, which is not installed: "
                           "pip install 'dokodesk[cluster]'") from None
    return distributed


def check_address(address: str) -> str:
    """`local`, or a scheduler address such as tcp://host:8786 (returned unchanged)."""
    if address == LOCAL:
        return address
    scheme, sep, rest = address.partition("://")
    if not sep or scheme not in ("tcp", "tls", "ws", "wss", "inproc") or not rest:
        raise ClusterError(f"{address[:80]!r} is not a scheduler address: write tcp://HOST:PORT "
                           "(e.g. tcp://10.0.0.5:8786) or 'local'")
    return address


def say_on_stderr(text: str) -> None:
    print(f"dokodesk simulate: --cluster: {text}", file=sys.stderr, flush=True)


def quiet_dask_logs() -> None:
    """Keep Dask's log lines off the terminal: when the scheduler goes away its background tasks
    log tracebacks there (two of them, before our message). What went wrong is said by the
    ClusterError; the command line has no use for Dask's internals."""
    import logging

    # Dask gives several loggers their own stderr handler (distributed, distributed.client, …)
    names = [name for name in list(logging.root.manager.loggerDict)
             if name.split(".")[0] in ("distributed", "tornado", "bokeh", "asyncio")]
    for name in ["distributed", "asyncio", *names]:
        log = logging.getLogger(name)
        log.handlers[:] = [logging.NullHandler()]
        log.propagate = False


def connect(address: str, workers: int, connect_timeout: float | None = None,
            workers_timeout: float | None = None, say: Say = say_on_stderr):
    """A `distributed.Client` for `address`; `local` starts a LocalCluster of `workers`
    single-threaded worker processes on this machine, listening on loopback only (its HTTP
    status server on a free port, so that several local runs don't fight over 8787).

    A remote scheduler must answer within `connect_timeout` seconds and have a worker within
    `workers_timeout` (waiting is said through `say` every SAY_EVERY_S); else ClusterError.
    (Defaults: CONNECT_TIMEOUT_S, WORKERS_TIMEOUT_S.) The client keeps the limits and `say` as
    `dokodesk_limits`, for `run_jobs`."""
    connect_timeout = CONNECT_TIMEOUT_S if connect_timeout is None else connect_timeout
    workers_timeout = WORKERS_TIMEOUT_S if workers_timeout is None else workers_timeout
    if check_address(address) == LOCAL:
        client = _local_client(workers)
    else:
        distributed = _distributed()
        quiet_dask_logs()
        client = _client_within(distributed, address, connect_timeout)
        try:
            wait_for_workers(client, address, workers_timeout, connect_timeout, say)
        except BaseException:
            close_quietly(client, connect_timeout)
            raise
    client.dokodesk_limits = (connect_timeout, workers_timeout, say)
    return client


def _local_client(workers: int):
    """A client of a LocalCluster whose worker processes ignore Ctrl+C: the terminal sends it to
    the whole process group, and each worker printed a KeyboardInterrupt traceback; this process
    stops them when it ends. The processes started now inherit the ignoring (SIGINT is ignored
    here while they start); a worker the nanny starts again later ignores it from its preload on.
    A Ctrl+C while they start still counts: see _ctrl_c_held."""
    cluster = client = None
    try:
        with _ctrl_c_held():
            distributed = _distributed()
            quiet_dask_logs()
            cluster = distributed.LocalCluster(
                n_workers=max(1, workers), threads_per_worker=1, processes=True, host="127.0.0.1",
                scheduler_port=0, dashboard_address="127.0.0.1:0", silence_logs=50,
                preload=["dokodesk.bots.cluster_worker"])
            client = distributed.Client(cluster)
    except KeyboardInterrupt:
        for started in (client, cluster):
            if started is not None:
                started.close()
        raise
    return client


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """SIGINT ignored, so that the processes started meanwhile inherit the ignoring, and blocked,
    so that a Ctrl+C meanwhile is not lost: Linux keeps a blocked signal pending even when it is
    ignored, and it arrives (a KeyboardInterrupt) when the handler is back at the end. Every
    thread must block it (a thread that does not takes it, and drops it as ignored): threads
    made meanwhile inherit the mask, so distributed is imported in here, and multiprocessing's
    resource tracker, whose start unblocks SIGINT in its thread, is started before. The spawned
    processes do not inherit the mask."""
    import signal

    if threading.current_thread() is not threading.main_thread():
        yield  # signal.signal works in the main thread only; a Ctrl+C is the main thread's anyway
        return
    mask = None
    if hasattr(signal, "pthread_sigmask"):
        from multiprocessing import resource_tracker

        resource_tracker.ensure_running()
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)  # a pending Ctrl+C is handled here


def _client_within(distributed, address: str, timeout: float):
    """`distributed.Client(address)`, or ClusterError within `timeout` seconds (and a little).
    Dask's own timeout covers the TCP connection but not the handshake after it: a server that
    accepts and never answers held `Client()` for 20 minutes and more. So the client is made in
    a thread, waited for here; one made after the wait is closed by that thread."""
    _probe(distributed, address, timeout)
    box: dict = {}
    given_up = threading.Event()

    def attempt() -> None:
        try:
            client = distributed.Client(address, timeout=f"{timeout}s", set_as_default=False)
        except BaseException as exc:  # noqa: BLE001 - reported by the waiting thread
            box["error"] = exc
            return
        box["client"] = client
        if given_up.is_set():
            close_quietly(client, timeout)

    thread = threading.Thread(target=attempt, name="dokodesk-cluster-connect", daemon=True)
    thread.start()
    thread.join(timeout + 0.5)  # Dask's own timeout, when it fires, says more
    if thread.is_alive() or "client" not in box and "error" not in box:
        given_up.set()
        raise _silent(address, timeout)
    error = box.get("error")
    if error is None:
        return box["client"]
    if isinstance(error, (OSError, TimeoutError)):
        raise _unreachable(address, timeout, error) from None
    if isinstance(error, Exception):  # MemoryError, ValueError, …: bytes that are no Dask message
        raise _not_dask(address, error) from None
    raise error


def _probe(distributed, address: str, timeout: float) -> None:
    """Ask the server at `address` who it is, within `timeout` seconds, before a Client is made:
    a Client made on a server that answers garbage fails, and its remains then stall the exit
    and print a traceback from Client.__del__. ClusterError unless a Dask scheduler answers."""
    import asyncio

    import socket

    # A plain TCP connection first: Dask's connect retries a refused port until its timeout,
    # and the wait around it (the same length) could fire first on a busy machine, so a closed
    # port was reported as a silent server. Once a connection stood, a timeout is the server's.
    scheme, _, rest = address.partition("://")
    if scheme != "inproc":  # tcp, tls, ws, wss all ride on a TCP connection
        host, _, port = rest.split("/", 1)[0].rpartition(":")
        try:
            socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
        except (OSError, ValueError) as exc:
            raise _unreachable(address, timeout, exc) from None

    async def ask() -> dict:
        comm = await distributed.comm.connect(address, timeout=timeout)
        try:
            await comm.write({"op": "identity", "reply": True})
            return await comm.read()
        finally:
            comm.abort()

    # Not asyncio.run: it turns Ctrl+C into a cancellation, which Dask's connect reports as a
    # timeout. Here Ctrl+C is a KeyboardInterrupt, as everywhere else in the command.
    loop = asyncio.new_event_loop()
    try:
        answer = loop.run_until_complete(asyncio.wait_for(ask(), timeout))
    except (asyncio.TimeoutError, TimeoutError):
        raise _silent(address, timeout) from None
    except OSError as exc:
        raise _unreachable(address, timeout, exc) from None
    except Exception as exc:  # noqa: BLE001 - MemoryError, ValueError, …: bytes that are no Dask message
        raise _not_dask(address, exc) from None
    finally:
        loop.close()
    kind = answer.get("type") if isinstance(answer, dict) else None
    if kind != "Scheduler":
        what = f"a Dask {kind}" if isinstance(kind, str) else "no Dask scheduler"
        raise ClusterError(f"the server at {address} is {what[:60]}, not a scheduler: give the address "
                           "'dask scheduler' prints (port 8786 by default)")


def _unreachable(address: str, timeout: float, exc: BaseException | None = None) -> ClusterError:
    why = f" ({_short(exc)})" if exc is not None else ""
    return ClusterError(f"cannot reach the Dask scheduler at {address} within {timeout:g} s{why}; is 'dask "
                        "scheduler' running there and the port open? (--connect-timeout SECONDS waits longer)")


def _silent(address: str, timeout: float) -> ClusterError:
    return ClusterError(f"the server at {address} took the connection but did not answer within {timeout:g} s: "
                        "is it a Dask scheduler ('dask scheduler', port 8786 by default) of a matching Dask "
                        "version? (--connect-timeout SECONDS waits longer)")


def _not_dask(address: str, exc: BaseException) -> ClusterError:
    return ClusterError(f"the server at {address} did not answer as a Dask scheduler does ({_short(exc)}); is "
                        "that the address of 'dask scheduler' (port 8786 by default), not of another service?")


def _short(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text[:160]}" if text else type(exc).__name__


def close_quietly(client, timeout: float) -> None:
    """Close `client` within about `timeout` seconds; a scheduler already gone is no error here."""
    try:
        client.close(timeout=timeout)
    except BaseException:  # noqa: BLE001 - closing after a failure must not hide the failure
        pass


def _worker_threads(client, timeout: float) -> int:
    """The worker threads the scheduler has now; ClusterError when it does not say within `timeout`."""
    try:
        return sum(client.nthreads(callback_timeout=timeout).values())
    except Exception as exc:  # noqa: BLE001 - OSError, TimeoutError, or whatever a closed client gives
        raise ClusterError(f"lost the scheduler at {client.scheduler.address} ({_short(exc)})") from None


def wait_for_workers(client, address: str, timeout: float, connect_timeout: float, say: Say) -> None:
    """Return once the scheduler has a worker; meanwhile a line through `say` every SAY_EVERY_S
    seconds; ClusterError after `timeout` seconds without one."""
    start = time.monotonic()
    next_line = start
    while not _worker_threads(client, connect_timeout):
        now = time.monotonic()
        if now - start >= timeout:
            raise ClusterError(f"no worker joined the scheduler at {address} within {timeout:g} s; start some "
                               f"with 'dask worker {address}' (--workers-timeout SECONDS waits longer)")
        if now >= next_line:
            next_line = now + SAY_EVERY_S
            say(f"the scheduler at {address} has no workers yet; waiting for one "
                f"({now - start:.0f} s of at most {timeout:g} s)")
        time.sleep(min(0.5, max(0.01, timeout - (now - start))))


@contextmanager
def open_client(address: str, workers: int, connect_timeout: float | None = None,
                workers_timeout: float | None = None, say: Say = say_on_stderr) -> Iterator:
    """`connect`, and on leaving close the client and, for `local`, the cluster it started."""
    client = connect(address, workers, connect_timeout, workers_timeout, say)
    timeout = client.dokodesk_limits[0]
    try:
        yield client
    finally:
        own_cluster = client.cluster if address == LOCAL else None
        close_quietly(client, timeout)
        if own_cluster is not None:
            try:
                own_cluster.close(timeout=timeout)
            except BaseException:  # noqa: BLE001 - as close_quietly
                pass


def cluster_threads(client) -> int:
    """How many jobs the cluster runs at once (all worker threads); at least 1."""
    return max(1, sum(client.nthreads().values()))


def run_jobs(client, job_fn: Callable[[tuple], list], jobs: Sequence[tuple],
             progress: Callable[[int, int], None] | None, total: int) -> list[list]:
    """Each job's output, in job order. `progress(items done, total)` as results arrive, in
    whatever order the cluster finishes them; an item is one element of a job's output.
    ClusterError when the scheduler is lost, a job fails on the workers, or no worker is left
    for the workers timeout (said while waiting); the limits are those `connect` gave the client."""
    distributed = _distributed()
    connect_timeout, workers_timeout, say = getattr(client, "dokodesk_limits",
                                                    (CONNECT_TIMEOUT_S, WORKERS_TIMEOUT_S, say_on_stderr))
    address = client.scheduler.address
    run = uuid.uuid4().hex[:12]  # keys unique per run: several clients may share a scheduler
    keys = [f"dokodesk-simulate-{run}-{i}" for i in range(len(jobs))]
    index_of = {key: i for i, key in enumerate(keys)}
    futures = client.map(job_fn, list(jobs), key=keys, pure=False)
    outputs: list[list | None] = [None] * len(jobs)
    done = 0
    lost = (f"lost the scheduler at {address} in the middle of the run; nothing was written "
            "(is 'dask scheduler' still running?)")
    try:
        finished = distributed.as_completed(futures, loop=client.loop)
        next_look = time.monotonic() + SAY_EVERY_S
        no_workers_since: float | None = None
        while not finished.is_empty():
            batch = finished.next_batch(block=False)
            if not batch:
                time.sleep(POLL_S)
                now = time.monotonic()
                if client.status not in ("running", "connecting", "newly-created"):
                    raise ClusterError(lost)
                if now < next_look:
                    continue
                next_look = now + SAY_EVERY_S
                if _worker_threads(client, connect_timeout):
                    no_workers_since = None
                    continue
                no_workers_since = no_workers_since or now
                if now - no_workers_since >= workers_timeout:
                    raise ClusterError(f"the scheduler at {address} has had no workers for {workers_timeout:g} s; "
                                       "nothing was written (--workers-timeout SECONDS waits longer)")
                say(f"the scheduler at {address} has no workers left; waiting for one "
                    f"({now - no_workers_since:.0f} s of at most {workers_timeout:g} s)")
                continue
            for future in batch:
                if future.status not in ("finished", "error", "cancelled"):
                    finished.add(future)  # its worker died as it finished: the job runs again
                    continue
                out = _output(future, connect_timeout, lost, distributed)
                i = index_of[future.key]
                if outputs[i] is not None:
                    raise ClusterError(f"job {i} came back twice")
                outputs[i] = out
                done += len(out)
                if progress is not None:
                    progress(done, total)
    except distributed.client.FutureCancelledError:
        raise ClusterError(lost) from None
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"{lost} ({_short(exc)})") from None
    finally:
        try:
            client.cancel(futures, callback_timeout=connect_timeout)
        except BaseException:  # noqa: BLE001 - the scheduler may be gone already
            pass
    missing = [i for i, out in enumerate(outputs) if out is None]
    if missing:
        raise ClusterError(f"{counted(len(missing), 'job')} never came back")
    return outputs  # type: ignore[return-value]


def _output(future, timeout: float, lost: str, distributed) -> list:
    """A finished job's output; ClusterError for a job cancelled (the scheduler went away) or
    failed on the workers (its exception cannot come with a traceback from there)."""
    status = future.status
    if status == "cancelled":
        raise ClusterError(lost)
    if status == "finished":
        out = future.result(timeout=timeout)
        if not isinstance(out, list):
            raise ClusterError(f"a job came back as {type(out).__name__}, not as the list of its results")
        return out
    exc = future.exception(timeout=timeout)
    if isinstance(exc, distributed.scheduler.KilledWorker):
        raise ClusterError(f"a job was lost with every worker that ran it ({exc}); the workers may be "
                           "running out of memory")
    raise ClusterError(f"a job failed on a worker ({_short(exc)}); the workers need the same dokodesk "
                       "version installed as this machine")
