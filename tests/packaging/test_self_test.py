"""`dokodesk --self-test` in a fresh interpreter, as a user (or a packager) runs it."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import write_set
from dokodesk.resources import RESOURCE_DIR_ENV
from dokodesk.rules import Game

REPO = Path(__file__).resolve().parents[2]


# One fresh interpreter runs `dokodesk --self-test` (the command line's entry, as `python -m
# dokodesk --self-test` calls it) once for each resource folder below, one after the other, and
# prints each run's exit code and output as JSON. The self-test plays a whole game of four of the
# registry's strongest bots (the expert, ~4 s), so the tests share these runs (a session fixture)
# rather than start their own. The run on the broken folder checks that the steps after a failed
# one still run and the failures are named: its bot game is played by the registry without the
# expert (the strong bot, the same step's code), the expert's game is the repository run's.
_DRIVER = """
import contextlib, io, json, os, sys
import dokodesk.bots
from dokodesk.cli import main
from dokodesk.resources import RESOURCE_DIR_ENV
registry = dict(dokodesk.bots.BOTS)
runs = {}
for name, (folder, without_expert) in json.loads(sys.argv[1]).items():
    if folder is None:
        os.environ.pop(RESOURCE_DIR_ENV, None)
    else:
        os.environ[RESOURCE_DIR_ENV] = folder
    dokodesk.bots.BOTS = {k: v for k, v in registry.items() if not (without_expert and k == "expert")}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["--self-test"])
    runs[name] = [code, out.getvalue()]
sys.__stdout__.write(json.dumps(runs))
"""


def _resources(root: Path, demo: bool, broken_art: bool) -> Path:
    shutil.copytree(REPO / "resources" / "cards", root / "cards")
    shutil.copytree(REPO / "resources" / "icons", root / "icons")
    if demo:
        rng = random.Random(3)
        deals = []
        for number, deal in enumerate(generate_deals(2, "self-test-demo"), start=1):
            game = Game(deal)
            while not game.is_over:
                game.play(game.turn, rng.choice(game.legal_cards(game.turn)))
            deals.append(SetDeal(number, deal, [FieldResult(game.value().re_points, tuple(game.log))]))
        (root / "demo").mkdir()
        write_set(DodgeSet("demo-test", deals, field="simulated"), root / "demo" / "dodge-demo.json.gz")
    if broken_art:
        (root / "cards" / "QC.svg").write_text("<svg", encoding="utf-8")
        (root / "cards" / "back.svg").unlink()
    return root


# Kept by the process: xdist may set a session fixture up again on the same worker (it runs this
# whole file on one worker: --dist loadfile in pyproject.toml).
_RUNS: dict[str, tuple[int, str]] = {}


@pytest.fixture(scope="session")
def self_test_runs(tmp_path_factory) -> dict[str, tuple[int, str]]:
    """(exit code, output) of the self-test: with the repository's resources (the checkout, as
    a user runs it), and with a folder that lacks the demo set and has broken card art (every
    other step must still be checked and the failures named). Run once per test process."""
    if not _RUNS:
        folders = {  # name: (resource folder, None: the checkout's), whether the bot game leaves out the expert
            "repository": (None, False),
            "broken": (str(_resources(tmp_path_factory.mktemp("self-test-broken"), demo=False, broken_art=True)), True),
        }
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env.pop(RESOURCE_DIR_ENV, None)
        run = subprocess.run([sys.executable, "-c", _DRIVER, json.dumps(folders)], env=env, cwd=REPO,
                             capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stdout + run.stderr
        _RUNS.update({name: (code, text) for name, (code, text) in json.loads(run.stdout).items()})
    return _RUNS


def test_repository_resources(self_test_runs):
    """The checkout itself: passes once the demo set is there (a bot game on its first deal)."""
    code, out = self_test_runs["repository"]
    if not (REPO / "resources" / "demo" / "dodge-demo.json.gz").is_file():
        assert code == 1 and "the demo set is missing" in out
        pytest.skip("resources/demo/dodge-demo.json.gz is not there yet (made with the bots)")
    assert code == 0, out
    assert "[  ok] card art: 25 SVGs valid" in out
    assert "[  ok] demo set: dodge-demo.json.gz: set demo-" in out and "logs replayed)" in out
    assert "[  ok] bot game: demo deal 1, 4 × bot 'expert'" in out
    assert out.rstrip().endswith("self-test passed")


def test_fails_clearly_without_the_demo_set(self_test_runs):
    code, out = self_test_runs["broken"]
    assert code == 1
    assert "[FAIL] demo set: the demo set is missing" in out
    assert "[  ok] bot game: a generated deal (no demo set), 4 × bot 'strong'" in out  # the rest is still checked
    assert "[  ok] app icon:" in out and "[  ok] painting:" in out


def test_fails_on_broken_card_art(self_test_runs):
    code, out = self_test_runs["broken"]
    assert code == 1
    assert "[FAIL] card art: 2 of 25 card SVGs missing or invalid" in out
    assert "QC.svg" in out and "back.svg" in out
    assert "self-test FAILED: card art, demo set" in out


def test_a_demo_set_of_two_deals_reads_and_verifies(tmp_path, monkeypatch):
    """The demo-set step on a small generated set (2 deals, 2 logged results), without the bot
    game: the exact line the self-test prints for it."""
    from dokodesk.app import selftest

    monkeypatch.setenv(RESOURCE_DIR_ENV, str(_resources(tmp_path, demo=True, broken_art=False)))
    detail = selftest._demo_set({})
    assert detail == "dodge-demo.json.gz: set demo-test, 2 deals, 2 results (2 logs replayed)"
