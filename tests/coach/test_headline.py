"""Issue 28: the headline never exceeds the room the game had (100 minus the Dodge points it
scored against the field), is named as the view it is ("from what you knew"), and a game that
was top of its field is not told that it lost anything."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dokodesk.cli import main
from dokodesk.coach import Decision, GameAnalysis, analyse_game
from dokodesk.coach.cli import field_of, headline_text
from dokodesk.dodge.setfile import read_set

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"

# Three mistakes of 38, 20 and 12 Dodge points (SE 8, 4, 3) and one loss that is noise.
DECISIONS = (
    Decision(3, "card", "KH", "AH", 2.7, {}, "card", {}, 0.5, 38.0, 8.0, True),
    Decision(7, "card", "JD", "QC", 0.4, {}, "card", {}, 0.3, 6.0, 5.0, False),
    Decision(9, "call", "pass", "re", 1.2, {}, "missed_call", {}, 0.2, 20.0, 4.0, True),
    Decision(20, "card", "TS", "AS", 0.8, {}, "card", {}, 0.2, 12.0, 3.0, True),
)


@pytest.mark.parametrize("achieved,shown,capped", [
    (None, 70.0, False),  # no score known: the sum, 38 + 20 + 12
    (-40.0, 70.0, False),  # 140 to the top: the sum fits
    (50.0, 50.0, True),  # 50 to the top: cut to 50
    (100.0, 0.0, True),  # top of the field: nothing to gain on this deal
])
def test_the_headline_is_capped_by_the_room(achieved, shown, capped):
    h = GameAnalysis(1, 0, 0, DECISIONS, field_size=11, achieved=achieved).headline()
    assert h.dodge == shown and h.capped == capped and h.uncapped == 70.0
    assert h.lost_nothing == (achieved == 100.0)
    assert h.game == pytest.approx(2.7 + 1.2 + 0.8)


def test_a_game_that_was_top_of_its_field_lost_nothing():
    """Demo deal 4, result 9: Re scored +8; the other eleven tables scored 4 to 6 for Re, so Re
    beat all eleven: (11 - 0) / 11 * 100 = +100 Dodge points, no room. Seat 0 (Re) was told 56
    Dodge points lost before (seed 0)."""
    demo = read_set(DEMO)
    d = demo.deal(4)
    assert d.results[9].re_points == 8 and max(r.re_points for i, r in enumerate(d.results) if i != 9) == 6
    analysis = analyse_game(d.deal, d.results[9].log, 0, deal_number=4, result_index=9,
                            field_points=field_of(d.deal, d.results, 9, 0, demo.field))
    assert d.deal.parties[0] == 0 and analysis.achieved == 100.0 and analysis.room == 0.0
    h = analysis.headline()
    assert h.dodge == 0.0 and h.lost_nothing
    text = headline_text(analysis)
    assert "cost you" not in text
    if analysis.mistakes():
        assert text.startswith("your game was top of this field (+100 Dodge points): nothing was lost on this deal")


def test_the_json_names_the_view_and_the_room(capsys):
    assert main(["analyse", str(DEMO), "--deal", "4", "--result", "9", "--seat", "0", "--json",
                 "--samples", "64"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["achieved_dodge"] == 100.0 and out["room"] == 0.0
    assert out["headline"]["view"] == "from what you knew" and out["headline"]["dodge"] == 0.0
    assert out["headline"]["lost_nothing"] is True
