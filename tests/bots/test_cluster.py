"""`simulate --cluster`: the same jobs on a Dask LocalCluster give the local run's output, byte
for byte, also when a worker dies mid-run; Dask is imported only for --cluster."""

from __future__ import annotations

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
