"""benchmarks/solver_probes.py replays `Solver.value` probe by probe: the same value, the same
nodes in total, and every probe's answer on the side it says (a bound that moves the next)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from dokodesk.bots.solver import Solver, random_position

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from solver_probes import probes  # noqa: E402


def test_the_probes_are_the_solve_step_by_step():
    rng = random.Random(2612)
    for _ in range(12):
        state = random_position(rng, tricks_left=4)
        whole = Solver(state)
        value = whole.value()
        replay = Solver(state)
        replayed, steps = probes(replay)
        assert replayed == value
        assert sum(nodes for _, _, nodes in steps) == whole.nodes
        # one probe returned the value itself (MTD(f) ends when a bound meets it)
        assert any(result == value for _, result, _ in steps)
        assert 1 <= len(steps) <= 12
