"""The suite's own settings keep a broken test from holding CI until its time limit.

pytest-xdist 3.8.0 waits forever after it replaces a crashed worker under `--dist loadfile`
(xdist issues #784, #1378); a CI run on record ran into its 5400 s limit that way after one
segfault. pyproject's addopts end the run at the first crash instead, and a hanging test ends its
worker (faulthandler_exit_on_timeout). Here a throwaway suite with a crashing test, a hanging
test and passing ones runs under exactly those settings: it must end soon, fail, and name both.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CRASHES = """
import os, signal
def test_before():
    pass
def test_crash():
    os.kill(os.getpid(), signal.SIGSEGV)
def test_after():
    pass
"""
HANGS = """
import time
def test_hang():
    time.sleep(3600)
"""
PASSES = """
def test_one():
    pass
def test_two():
    pass
"""


def test_a_crash_and_a_hang_end_the_run_and_are_named(tmp_path):
    for name, text in [("test_a_crashes.py", CRASHES), ("test_b_hangs.py", HANGS), ("test_c_passes.py", PASSES)]:
        (tmp_path / name).write_text(textwrap.dedent(text))
    env = dict(os.environ)
    env.pop("PYTEST_XDIST_WORKER", None)
    env.pop("PYTEST_ADDOPTS", None)
    # The project's configuration (addopts, faulthandler settings), only the hang's limit shorter.
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path),
         "-p", "no:cacheprovider", "-n", "2", "-o", "faulthandler_timeout=1", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    out = done.stdout + done.stderr
    assert done.returncode != 0, out
    assert "crashed while running 'test_a_crashes.py::test_crash'" in out, out
    assert "test_b_hangs.py::test_hang" in out and "Timeout" in out, out
    # Once each, then the run ends: without --max-worker-restart=0 xdist starts replacement
    # workers that crash on the same test again (10 failures here) or wait forever.
    assert re.search(r"\b2 failed\b", out), out
