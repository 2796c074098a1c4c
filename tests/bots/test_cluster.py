"""`simulate --cluster`: the same jobs on a Dask LocalCluster give the local run's output, byte
for byte, also when a worker dies mid-run; Dask is imported only for --cluster."""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import signal
import subprocess
import sys

import pytest

# Skipped without Dask; found, not imported: the worker that collects this file but runs others
# does not pay Dask's import (0.5 s), and the cluster module imports it only when used.
pytestmark = pytest.mark.skipif(importlib.util.find_spec("distributed") is None,
                                reason="Dask distributed is not installed (pip install 'dokodesk[cluster]')")

from dokodesk.bots.cluster import ClusterError, check_address, open_client, run_jobs  # noqa: E402
from dokodesk.bots.simulate import _chunk_job, simulate_club, simulate_set  # noqa: E402
from dokodesk.cli import main  # noqa: E402
from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.model import DodgeSet, SetDeal  # noqa: E402
from dokodesk.dodge.setfile import write_set  # noqa: E402

MIX = (("strong", 0.5), ("simple", 0.5))


@pytest.fixture(scope="module")
def small_set():
    deals = generate_deals(10, 41)
    return DodgeSet("cluster-test", [SetDeal(i + 1, d, []) for i, d in enumerate(deals)])


@pytest.fixture(scope="module")
def client():
    with open_client("local", 2) as c:
        yield c


def _field(dodge_set):
    return [[(r.re_points, r.log, r.players) for r in d.results] for d in dodge_set.deals]


def test_cluster_field_equals_the_local_field(small_set, client):
    local = simulate_set(small_set, 3, seed=5, workers=1, mix=MIX)
    remote = simulate_set(small_set, 3, seed=5, workers=1, mix=MIX, client=client)
    assert _field(remote) == _field(local)
    assert remote.source == local.source


def test_cluster_club_equals_the_local_club(small_set, client):
    players = [f"P{i}" for i in range(9)]
    local = simulate_club(small_set, players, 2, seed=8, workers=1, mix=MIX)
    remote = simulate_club(small_set, players, 2, seed=8, workers=1, mix=MIX, client=client)
    assert remote.results == local.results


def test_progress_counts_every_deal_once(small_set, client):
    seen = []
    simulate_set(small_set, 2, seed=1, workers=1, mix=MIX, client=client,
                 progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (10, 10)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_cli_cluster_local_writes_the_same_file(tmp_path, small_set, capsys):
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    common = ["simulate", str(set_file), "--tables", "2", "--seed", "3", "--mix", "strong:0.5,simple:0.5",
              "--workers", "1"]
    assert main(common + ["-o", str(tmp_path / "local.json")]) == 0
    assert main(common + ["-o", str(tmp_path / "cluster.json"), "--cluster", "local"]) == 0
    assert (tmp_path / "cluster.json").read_bytes() == (tmp_path / "local.json").read_bytes()


@pytest.mark.parametrize("address", ["localhost:8786", "http://x:1", "tcp://", "8786"])
def test_a_malformed_address_is_refused_with_the_form_to_use(address):
    with pytest.raises(ClusterError, match="tcp://HOST:PORT"):
        check_address(address)


def test_an_unreachable_scheduler_is_a_message_not_a_traceback(tmp_path, small_set, capsys, monkeypatch):
    monkeypatch.setattr("dokodesk.bots.cluster.CONNECT_TIMEOUT_S", 1)
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    # port 9 on loopback: nothing listens there
    code = main(["simulate", str(set_file), "--tables", "1", "-o", str(tmp_path / "o.json"),
                 "--cluster", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert code == 2
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err
    assert "Traceback" not in err
    assert not (tmp_path / "o.json").exists()


def test_without_dask_the_cli_says_how_to_install_it(tmp_path, small_set, capsys, monkeypatch):
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    code = main(["simulate", str(set_file), "--tables", "1", "-o", str(tmp_path / "o.json"), "--cluster", "local"])
    assert code == 2
    assert "pip install 'dokodesk[cluster]'" in capsys.readouterr().err


def test_dask_is_imported_only_for_cluster(tmp_path, small_set):
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    probe = ("import sys; from dokodesk.cli import main; "
             f"main(['simulate', {str(set_file)!r}, '--tables', '1', '-o', {str(tmp_path / 'o.json')!r}, "
             "'--workers', '1', '--mix', 'strong:0.5,simple:0.5']); print(json.dumps(sorted(m for m in ('dask', 'distributed') if m in sys.modules)))")
    out = subprocess.run([sys.executable, "-c", "import json; " + probe], capture_output=True, text=True,
                         check=True).stdout
    assert json.loads(out.strip().splitlines()[-1]) == []


def test_a_worker_killed_mid_run_changes_nothing(small_set, client):
    """Kill -9 one of two workers as soon as the first job is back: the scheduler re-runs the
    jobs it held elsewhere, and every deal is counted exactly once. On the file's shared
    cluster (its nanny starts a new worker), so this test comes last in the file."""
    deals = small_set.deals
    cards = small_set.ruleset.cards
    # one deal a job, 4 tables each: enough jobs that both workers are busy when one dies
    jobs = [(cards, [(d.number, d.deal.hand_strings(), d.deal.dealer)], 4, 9, MIX) for d in deals]
    expected = [_chunk_job(job) for job in jobs]
    killed = []
    pids = client.run(os.getpid)
    assert len(pids) == 2

    def kill_one(done: int, total: int) -> None:
        if not killed:
            address, pid = sorted(pids.items())[0]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    outputs = run_jobs(client, _chunk_job, jobs, kill_one, len(jobs))
    pids_after = set(client.run(os.getpid).values())
    assert killed and killed[0] not in pids_after  # a worker really died and was replaced
    assert outputs == expected


# --- issue 30, point 9: nothing waited for in silence or without a bound -------------------------

import socket  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402


def _server(answer: bytes | None):
    """A TCP server on a free loopback port that accepts every connection and then says nothing
    (answer None) or sends `answer` and keeps the connection open. Returns (port, stop)."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(16)
    srv.settimeout(0.2)
    held, stopped = [], threading.Event()

    def serve() -> None:
        while not stopped.is_set():
            try:
                conn, _ = srv.accept()
            except OSError:
                continue
            held.append(conn)
            if answer is not None:
                conn.sendall(answer)

    threading.Thread(target=serve, daemon=True).start()

    def stop() -> None:
        stopped.set()
        for conn in held:
            conn.close()
        srv.close()

    return srv.getsockname()[1], stop


def _run_bounded(argv: list[str], limit: float) -> tuple[int | None, float]:
    """main(argv) in a thread, given up after `limit` seconds: (exit code or None, seconds)."""
    box: list = []
    start = time.monotonic()
    thread = threading.Thread(target=lambda: box.append(main(argv)), daemon=True)
    thread.start()
    thread.join(limit)
    return (box[0] if box else None), time.monotonic() - start


def _simulate_on_server(tmp_path, small_set, capsys, answer: bytes | None,
                        connect_timeout: str) -> tuple[int | None, float, str, int]:
    """`simulate --cluster` against `_server(answer)`, given up after 15 s: (exit code, seconds,
    stderr, the server's port)."""
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    port, stop = _server(answer)
    try:
        code, seconds = _run_bounded(["simulate", str(set_file), "--tables", "1", "-o", str(tmp_path / "o.json"),
                                      "--cluster", f"tcp://127.0.0.1:{port}", "--connect-timeout",
                                      connect_timeout], 15)
    finally:
        stop()
    return code, seconds, capsys.readouterr().err, port


def test_a_server_that_never_answers_is_reported_within_the_connect_timeout(tmp_path, small_set, capsys):
    """It accepts the TCP connection and never answers: `Client()` waited 1,200 s and more with
    nothing printed. Now a message within --connect-timeout (1 s here) and a little."""
    code, seconds, err, port = _simulate_on_server(tmp_path, small_set, capsys, None, "1")
    assert code == 2, (code, err)
    assert seconds < 6
    assert f"the server at tcp://127.0.0.1:{port} took the connection but did not answer within 1 s" in err
    assert "--connect-timeout" in err and "Traceback" not in err
    assert not (tmp_path / "o.json").exists()


@pytest.mark.parametrize("answer", [
    b"\xff" * 64,                                   # a length no buffer can have
    (2**62).to_bytes(8, "little") + b"\0" * 56,     # Dask's frame count, then an absurd size: 3 EiB
    b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n",  # a web server on the port
], ids=["ff-bytes", "3-EiB-frame", "http"])
def test_a_server_answering_garbage_is_reported_not_a_memory_error(tmp_path, small_set, capsys, answer):
    """It answered bytes that are no Dask message: "MemoryError: Unable to allocate 3.07 EiB",
    exit 70. Now one line saying the server is no Dask scheduler."""
    code, seconds, err, port = _simulate_on_server(tmp_path, small_set, capsys, answer, "2")
    assert code == 2, (code, err)
    assert seconds < 7
    assert (f"the server at tcp://127.0.0.1:{port} did not answer as a Dask scheduler does" in err
            or f"the server at tcp://127.0.0.1:{port} took the connection but did not answer within 2 s" in err), err
    assert "Traceback" not in err and "unexpected error" not in err


def test_a_scheduler_without_workers_says_it_waits_then_gives_up(tmp_path, small_set, capsys, monkeypatch):
    """A scheduler with no worker: the run waited silently for ever. Now a line on stderr every
    SAY_EVERY_S (0.3 s here) and, after --workers-timeout (1.5 s here), a message and exit 2."""
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr("dokodesk.bots.cluster.SAY_EVERY_S", 0.3)
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    with distributed.LocalCluster(n_workers=0, processes=False, protocol="tcp", host="127.0.0.1", scheduler_port=0,
                                  dashboard_address=None) as empty:
        address = empty.scheduler_address
        code, seconds = _run_bounded(["simulate", str(set_file), "--tables", "1", "-o", str(tmp_path / "o.json"),
                                      "--cluster", address, "--workers-timeout", "1.5"], 20)
    err = capsys.readouterr().err
    assert code == 2, (code, err)
    assert seconds < 10
    assert err.count(f"the scheduler at {address} has no workers yet; waiting for one") >= 2, err
    assert f"no worker joined the scheduler at {address} within 1.5 s" in err
    assert "Traceback" not in err
    assert not (tmp_path / "o.json").exists()


def _read_address(scheduler_file) -> str:
    """The scheduler's address from its file, once it is written (up to 30 s)."""
    for _ in range(600):
        try:
            return json.loads(scheduler_file.read_text())["address"]
        except (OSError, ValueError, KeyError):
            time.sleep(0.05)
    raise AssertionError(f"the scheduler wrote no {scheduler_file}")


@contextlib.contextmanager
def _scheduler_and_worker(tmp_path):
    """`dask scheduler` and one `dask worker` (one thread, no nanny) as processes on loopback:
    (its scheduler file, scheduler process, worker process); both killed on leaving. Both start
    at once (the worker finds the scheduler through its file, as it waits for it): each takes a
    second to import Dask, and the worker had waited for the scheduler's. The address is read
    from the file (`_read_address`) by whoever needs it, so that the command under test can
    start (and import) meanwhile too."""
    scheduler_file = tmp_path / "scheduler.json"
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                  "--port", "0", "--no-dashboard", "--scheduler-file", str(scheduler_file)],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    worker = None
    try:
        worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", "--scheduler-file",
                                   str(scheduler_file), "--nthreads", "1", "--no-nanny", "--host", "127.0.0.1",
                                   "--no-dashboard"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        yield scheduler_file, scheduler, worker
    finally:
        for proc in (worker, scheduler):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait()


def _simulate_killing(set_file, out, scheduler_file, pid: int, *options: str,
                      say_every: float | None = None) -> tuple[subprocess.CompletedProcess, float, str]:
    """`dokodesk simulate --cluster ADDRESS` in a process that kills `pid` (-9) when the first
    job is back (through the progress hook), looking for workers every `say_every` seconds if
    given (SAY_EVERY_S, 5 s): (the run, its seconds, the address). Started at once, beside the
    scheduler and its worker: it imports dokodesk while they start, then reads the address from
    `scheduler_file` (as the worker does) and connects."""
    probe = (
        "import json, os, signal, sys, time\n"
        "from pathlib import Path\n"
        "from dokodesk.bots import cli, cluster\n"
        f"cluster.SAY_EVERY_S = {say_every or 'cluster.SAY_EVERY_S'}\n"
        "from dokodesk.cli import main\n"
        "def kill(done, total):\n"
        f"    os.kill({pid}, signal.SIGKILL)\n"
        "cli._field_mix_and_progress = lambda args, games: (args.mix, kill)\n"
        "for _ in range(600):\n"
        "    try:\n"
        f"        address = json.loads(Path({str(scheduler_file)!r}).read_text())['address']\n"
        "        break\n"
        "    except (OSError, ValueError, KeyError):\n"
        "        time.sleep(0.05)\n"
        f"sys.exit(main(['simulate', {str(set_file)!r}, '--tables', '30', '--mix', 'strong:1', '-o', "
        f"{str(out)!r}, '--cluster', address, *{list(options)!r}]))\n")
    start = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-c", probe], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        address = _read_address(scheduler_file)
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    run = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
    return run, time.monotonic() - start, address


def test_a_scheduler_killed_mid_run_is_one_message(tmp_path, small_set):
    """The scheduler is killed -9 once the first job is back. It gave two Dask tracebacks and
    "unexpected error (TypeError … FutureCancelledError …)", exit 70. Now: "lost the
    scheduler", exit 2, no traceback, no file."""
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    with _scheduler_and_worker(tmp_path) as (scheduler_file, scheduler, _):
        run, seconds, address = _simulate_killing(set_file, tmp_path / "o.json", scheduler_file, scheduler.pid,
                                                  "--connect-timeout", "3")
        scheduler.wait(10)
    assert scheduler.returncode == -signal.SIGKILL  # the hook did kill it mid-run
    assert run.returncode == 2, run.stderr
    assert f"lost the scheduler at {address}" in run.stderr
    assert "Traceback" not in run.stderr and "unexpected error" not in run.stderr
    assert seconds < 60
    assert not (tmp_path / "o.json").exists()


def test_the_last_worker_gone_mid_run_is_said_and_given_up_after_the_workers_timeout(tmp_path, small_set,
                                                                                    monkeypatch):
    """The only worker is killed -9 once the first job is back: the jobs left would wait for a
    worker for ever. Now a line says so while waiting, and after --workers-timeout (1 s here)
    the run ends: exit 2, no file."""
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    with _scheduler_and_worker(tmp_path) as (scheduler_file, _, worker):
        # looking every 0.25 s: at 5 s a lost worker was seen up to 5 s late and given up 5 s after
        run, seconds, address = _simulate_killing(set_file, tmp_path / "o.json", scheduler_file, worker.pid,
                                                  "--workers-timeout", "1", say_every=0.25)
        worker.wait(10)
    assert worker.returncode == -signal.SIGKILL
    assert run.returncode == 2, run.stderr
    assert f"the scheduler at {address} has no workers left; waiting for one" in run.stderr
    assert f"the scheduler at {address} has had no workers for 1 s; nothing was written" in run.stderr
    assert "Traceback" not in run.stderr
    assert seconds < 60
    assert not (tmp_path / "o.json").exists()


def _session_processes(sid: int) -> int:
    """How many processes run in session `sid` (Linux /proc)."""
    count = 0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            count += int(fields[3]) == sid  # state, ppid, pgrp, session
    return count


def _simulate_on_local_cluster(tmp_path, small_set) -> subprocess.Popen:
    """`simulate` of 2,000 games on a local cluster of two workers, in a session of its own (so
    that a SIGINT to its process group is what the terminal's Ctrl+C does). The random bot plays
    them: ten jobs of one deal's 200 games on two workers (200 of the strong bot's were 1 s a
    job), and the command waits for its workers' jobs when it stops (2.1 s from start to exit,
    3.7 at 400 games a job, 6.6 with the strong bot). Left alone, the run went on 1.6 s after
    its first progress line (400 a job: 2.9 s), so a Ctrl+C sent on that line finds it busy."""
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    return subprocess.Popen([sys.executable, "-m", "dokodesk", "simulate", str(set_file), "--tables", "200",
                             "--mix", "random:1", "-o", str(tmp_path / "o.json"), "--cluster", "local",
                             "--workers", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_on_a_local_cluster_prints_no_traceback(tmp_path, small_set):
    """Ctrl+C reaches the whole process group, the local cluster's workers too: each printed a
    KeyboardInterrupt traceback (mostly when it came while they started). Now the workers ignore
    it and the command says "interrupted". Here once the jobs are under way."""
    proc = _simulate_on_local_cluster(tmp_path, small_set)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(proc.stderr), daemon=True)
    try:
        reader.start()
        deadline = time.monotonic() + 90
        # 2,000 games print progress: the first line means the cluster is up and the jobs under way
        while not any(line.startswith("simulate: ") for line in lines) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert proc.poll() is None, "".join(lines)
        os.killpg(proc.pid, signal.SIGINT)  # what the terminal does
        proc.wait(timeout=60)
        reader.join(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    err = "".join(lines)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "dokodesk: interrupted" in err
    assert not (tmp_path / "o.json").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_first_ctrl_c_while_local_workers_start_stops_the_command(tmp_path, small_set):
    """SIGINT was ignored while the workers started, so that they inherit the ignoring: a Ctrl+C
    then was lost and had to be pressed again. Now it ends the command at once, one line, no
    traceback, no output file, and no worker left behind."""
    proc = _simulate_on_local_cluster(tmp_path, small_set)
    try:
        deadline = time.monotonic() + 90
        # the command, multiprocessing's resource tracker, and a worker starting
        while _session_processes(proc.pid) < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert proc.poll() is None and time.monotonic() < deadline
        os.killpg(proc.pid, signal.SIGINT)  # once, as the terminal sends it
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip().splitlines()[-1] == "dokodesk: interrupted", err
    assert "simulate: " not in err  # stopped before any job ran
    assert not (tmp_path / "o.json").exists()
    deadline = time.monotonic() + 10
    while _session_processes(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _session_processes(proc.pid) == 0


def test_a_closed_port_is_unreachable_even_when_dasks_own_retries_outlast_the_wait(tmp_path, small_set, capsys,
                                                                                     monkeypatch):
    """CI on a busy machine: Dask's connect retried the refused port 9 until its timeout, the
    wait around it (the same length) fired first, and the closed port was reported as a server
    that "took the connection but did not answer". A slow Dask connect makes that certain here."""
    import asyncio

    import distributed

    async def slow_connect(*args, **kwargs):
        await asyncio.sleep(30)

    monkeypatch.setattr(distributed.comm, "connect", slow_connect)
    monkeypatch.setattr("dokodesk.bots.cluster.CONNECT_TIMEOUT_S", 1)
    set_file = tmp_path / "set.json"
    write_set(small_set, set_file)
    code = main(["simulate", str(set_file), "--tables", "1", "-o", str(tmp_path / "o.json"),
                 "--cluster", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert code == 2
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err and "did not answer" not in err
