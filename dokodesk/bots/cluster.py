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
"""

from __future__ import annotations

import uuid
from contextlib import contextmanager
from typing import Callable, Iterator, Sequence

LOCAL = "local"
CONNECT_TIMEOUT_S = 10  # a scheduler that does not answer by then is reported, not waited for


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


def connect(address: str, workers: int):
    """A `distributed.Client` for `address`; `local` starts a LocalCluster of `workers`
    single-threaded worker processes on this machine, listening on loopback only (its HTTP
    status server on a free port, so that several local runs don't fight over 8787)."""
    distributed = _distributed()
    if check_address(address) == LOCAL:
        cluster = distributed.LocalCluster(n_workers=max(1, workers), threads_per_worker=1, processes=True,
                                           host="127.0.0.1", scheduler_port=0, dashboard_address="127.0.0.1:0",
                                           silence_logs=50)
        return distributed.Client(cluster)
    try:
        return distributed.Client(address, timeout=f"{CONNECT_TIMEOUT_S}s")
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {exc}; is "
                           "'dask scheduler' running there and the port open?") from None


@contextmanager
def open_client(address: str, workers: int) -> Iterator:
    """`connect`, and on leaving close the client and, for `local`, the cluster it started."""
    client = connect(address, workers)
    try:
        yield client
    finally:
        own_cluster = client.cluster if address == LOCAL else None
        client.close()
        if own_cluster is not None:
            own_cluster.close()


def cluster_threads(client) -> int:
    """How many jobs the cluster runs at once (all worker threads); at least 1."""
    return max(1, sum(client.nthreads().values()))


def run_jobs(client, job_fn: Callable[[tuple], list], jobs: Sequence[tuple],
             progress: Callable[[int, int], None] | None, total: int) -> list[list]:
    """Each job's output, in job order. `progress(items done, total)` as results arrive, in
    whatever order the cluster finishes them; an item is one element of a job's output."""
    distributed = _distributed()
    run = uuid.uuid4().hex[:12]  # keys unique per run: several clients may share a scheduler
    keys = [f"dokodesk-simulate-{run}-{i}" for i in range(len(jobs))]
    index_of = {key: i for i, key in enumerate(keys)}
    futures = client.map(job_fn, list(jobs), key=keys, pure=False)
    outputs: list[list | None] = [None] * len(jobs)
    done = 0
    try:
        for future, out in distributed.as_completed(futures, with_results=True):
            i = index_of[future.key]
            if outputs[i] is not None:
                raise ClusterError(f"job {i} came back twice")
            outputs[i] = out
            done += len(out)
            if progress is not None:
                progress(done, total)
    except distributed.client.FutureCancelledError:
        raise ClusterError("the cluster cancelled the run (the scheduler went away?)") from None
    except distributed.scheduler.KilledWorker as exc:
        raise ClusterError(f"a job was lost with every worker that ran it ({exc}); the workers may be "
                           "running out of memory") from None
    finally:
        client.cancel(futures)
    missing = [i for i, out in enumerate(outputs) if out is None]
    if missing:
        raise ClusterError(f"{len(missing)} jobs never came back")
    return outputs  # type: ignore[return-value]
