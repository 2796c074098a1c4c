"""The work done ahead while a game goes on (dokodesk.app.ahead): the tricks solved with all hands
open as they complete, and after a solved one the trick before it, until one does not fit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dokodesk.rules import Deal

FIXTURE = Path(__file__).parent.parent / "bots" / "fixtures" / "solve-set.json"


def _game(number: int = 2):
    doc = json.loads(FIXTURE.read_text())
    entry = next(d for d in doc["deals"] if d["number"] == number)
    return Deal.parse(entry["hands"], entry["dealer"]), entry["results"][0]["log"]


@pytest.mark.rated_ahead
def test_after_a_solved_trick_the_one_before_it_is_solved_until_one_does_not_fit(qtbot, monkeypatch):
    """As the review of the finished game goes from its last trick back and stops at the first
    that does not fit (keeping that one's bounds), so does the work ahead, during the game: the
    review then finds that trick's bounds here instead of searching them with its whole budget
    after the game (20 s a game, measured on demo games, before this)."""
    from dokodesk.app import ahead

    monkeypatch.setattr(ahead, "IN_OWN_PROCESS", False)
    monkeypatch.setattr(ahead, "SOLVE_AHEAD_FROM", 11)
    deal, log = _game()
    runner = ahead.TricksAhead(budget=0.05)  # CPU seconds a trick: the last tricks fit, trick 1 never
    runner.feed(deal, log[:-4])  # eleven tricks completed
    qtbot.waitUntil(lambda: runner._task is None, timeout=60000)
    found = runner.take(deal, log)
    tricks = sorted(found, reverse=True)
    assert tricks[0] == 11 and tricks == list(range(11, 11 - len(tricks), -1))
    assert all(found[t].solved is not None for t in tricks[:-1])
    assert found[tricks[-1]].solved is None and tricks[-1] > 1  # the first that did not fit ends it
    assert found[11].solved.trick == 11
