"""`dokodesk bench` and the DOKODESK_KERNEL switch (compiled or interpreted for the whole program)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from dokodesk.cli import main


def run(args, env_kernel=None):
    env = dict(os.environ)
    env.pop("DOKODESK_KERNEL", None)
    if env_kernel is not None:
        env["DOKODESK_KERNEL"] = env_kernel
    out = subprocess.run([sys.executable, "-m", "dokodesk", *args], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_bench_json_has_the_three_figures(capsys):
    from dokodesk._native import kernel_kind

    assert main(["bench", "--json", "--seconds", "0.05"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"kernel", "playouts_per_s", "solver_nodes_per_s"}
    assert result["kernel"] == kernel_kind()
    assert result["playouts_per_s"] > 0 and result["solver_nodes_per_s"] > 0


def test_bench_refuses_a_bad_duration(capsys):
    assert main(["bench", "--seconds", "0"]) == 2
    assert "--seconds" in capsys.readouterr().err


def test_kernel_python_switches_every_compiled_module_to_its_source():
    code = ("import json, dokodesk.rules.kernel as k, dokodesk.rules.random_play as r, dokodesk.bots.search as s; "
            "print(json.dumps([k.__file__, r.__file__, s.__file__]))")
    env = dict(os.environ, DOKODESK_KERNEL="python")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert all(path.endswith(".py") for path in json.loads(out.stdout))
    assert json.loads(run(["bench", "--json", "--seconds", "0.05"], "python"))["kernel"] == "interpreted"
