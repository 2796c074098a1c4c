"""Issue 28: a missed Ansage is charged once, not at the Ansage deadline and again at the
Erwiderung's (deal 58, result 10 of the demo, the reported case)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dokodesk.coach import analyse_game, decision_points
from dokodesk.coach.cli import field_of
from dokodesk.dodge.setfile import read_set

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"


@pytest.fixture(scope="module")
def deal58():
    demo = read_set(DEMO)
    d = demo.deal(58)
    return d.deal, d.results, demo.field


def test_the_game_has_two_last_chances_for_kontra(deal58):
    """Re is said before the first card (event 0): Kontra's deadline is at 11 cards (seat 2's
    second card, event 5), and after it the Erwiderung stays open one card longer (event 10)."""
    deal, results, _ = deal58
    log = results[10].log
    assert log[0] == "1:re" and deal.parties[2] == 1
    assert [i for i, k in decision_points(deal, log, 2) if k == "missed"] == [5, 10]


def sure_kontra(view, seed, levels, **kw):
    """The engine's call rating made to find each level 2 game points better than silence on
    every sample (so a mistake at every last chance)."""
    from dokodesk.coach import engine
    from dokodesk.rules import Call

    keys = ["pass", *(Call.for_level(view.party, lv).value for lv in levels)]
    return engine.Rating(keys, {k: [0.0 if k == "pass" else 2.0 - 0.1 * i] * 96 for i, k in enumerate(keys)})


def test_a_missed_kontra_is_charged_once(deal58, monkeypatch):
    """Whatever the engine thinks of Kontra here, a silence is charged once. The engine is made
    to find Kontra 2 game points better on every sample (so a mistake at every last chance);
    the analysis charges it at event 5 and does not rate the Erwiderung at event 10 again
    (before: charged at both, 64.5 + 14.6 Dodge points). (With players answering the call,
    the real engine finds Kontra no better here: -0.6 against +0.1 for silence at event 5.)"""
    from dokodesk.coach import engine

    monkeypatch.setattr(engine, "rate_calls", sure_kontra)
    deal, results, kind = deal58
    log = results[10].log
    analysis = analyse_game(deal, log, 2, deal_number=58, result_index=10,
                            field_points=field_of(deal, results, 10, 2, kind), open_hands_budget=0, on_deal_seeds=0,
                            samples=2, time_budget=None)  # the cards' ratings do not matter here
    missed = [d for d in analysis.mistakes() if d.kind == "call" and d.chosen == "pass"]
    assert [(d.event_index, d.best) for d in missed] == [(5, "kontra")]
    assert not any(d.event_index == 10 and d.kind == "call" for d in analysis.decisions)
