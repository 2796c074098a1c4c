"""Preload of the workers of `simulate --cluster local` (see cluster._local_client): they ignore
Ctrl+C, which the terminal sends to the whole process group; the command stops them itself."""

import signal
import threading


def dask_setup(worker) -> None:  # noqa: ARG001 - Dask's preload hook
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
