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


def test_a_missed_kontra_is_charged_once(deal58):
    deal, results, kind = deal58
    log = results[10].log
    analysis = analyse_game(deal, log, 2, deal_number=58, result_index=10,
                            field_points=field_of(deal, results, 10, 2, kind))
    missed = [d for d in analysis.mistakes() if d.kind == "call" and d.chosen == "pass"]
    # seat 2 never said Kontra: one silence, one charge (before: at events 5 and 10, 64.5 + 14.6)
    assert len(missed) == 1 and missed[0].best == "kontra"
    assert not any(d.event_index == 10 and d.kind == "call" and d.mistake for d in analysis.decisions)
