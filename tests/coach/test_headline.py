"""Issue 28: the headline is a fact of this deal: what the first decisive mistake's better choice
gained, played on by the table, never more than the room the game had (100 minus the Dodge points
it scored against the field); beside it, named, the expected game points from what the player
knew; a game that was top of its field is not told that it lost anything."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dokodesk.cli import main
from dokodesk.coach import Decision, GameAnalysis, analyse_game
from dokodesk.coach.cli import field_of, headline_text
from dokodesk.coach.on_this_deal import DealGain
from dokodesk.dodge.setfile import read_set

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"

def _gain(alternative: str, chosen: str, dodge: float, dodge_se: float, game: float, game_se: float) -> DealGain:
    return DealGain(alternative, chosen, (0,) * 8, (0,) * 8, game, game_se, dodge, dodge_se)


# Three mistakes from what the player knew (2.7, 1.2 and 0.8 expected game points) and one loss
# that is noise; each mistake's better choice played on this deal. The first (event 3) gained
# 5 ± 4 Dodge points there: 5 - 2 * 4 < 0, not decisive. The second (event 9, a missed Re)
# gained 60 ± 10: decisive. The third is later and does not count.
DECISIONS = (
    Decision(3, "card", "KH", "AH", 2.7, {}, "card", {}, 0.5, True, on_deal=_gain("AH", "KH", 5.0, 4.0, 0.5, 0.4)),
    Decision(7, "card", "JD", "QC", 0.4, {}, "card", {}, 0.3, False),
    Decision(9, "call", "pass", "re", 1.2, {}, "missed_call", {}, 0.2, True,
             on_deal=_gain("re", "pass", 60.0, 10.0, 2.0, 0.5)),
    Decision(20, "card", "TS", "AS", 0.8, {}, "card", {}, 0.2, True, on_deal=_gain("AS", "TS", 80.0, 5.0, 3.0, 0.2)),
)


@pytest.mark.parametrize("achieved,shown,capped", [
    (None, 60.0, False),  # no score known: the gain as it is
    (-40.0, 60.0, False),  # 140 to the top: the gain fits
    (50.0, 50.0, True),  # 50 to the top: cut to 50
    (100.0, 0.0, True),  # top of the field: nothing to gain on this deal
])
def test_the_headline_is_the_first_decisive_mistakes_gain_on_this_deal_capped_by_the_room(achieved, shown, capped):
    analysis = GameAnalysis(1, 0, 0, DECISIONS, field_size=11, achieved=achieved)
    h = analysis.headline()
    assert h.first is DECISIONS[2]
    assert h.deal_dodge == shown and h.capped == capped and h.uncapped == 60.0
    assert (h.deal_game, h.deal_game_se, h.deal_dodge_se) == (2.0, 0.5, 10.0)
    assert h.lost_nothing == (achieved == 100.0)
    # from what the player knew, beside it: the mistakes' expected game points
    assert h.game == pytest.approx(2.7 + 1.2 + 0.8)
    text = headline_text(analysis)
    assert text.startswith("from what you knew: the mistakes cost you about 4.7 expected game points")
    if achieved != 100.0:
        assert "\non this deal: re instead of pass (event 9), played on by the table, would have gained +2.0 game " \
               f"points (±0.5), +{shown:.0f} Dodge points against this field (±10)" in text


def test_no_decisive_mistake_says_no_better_choice_scored_more_here():
    undecided = tuple(d if d.on_deal is None else Decision(
        d.event_index, d.kind, d.chosen, d.best, d.loss, {}, d.reason_key, {}, d.loss_se, True,
        on_deal=_gain(d.best, d.chosen, 0.0, 0.0, 0.0, 0.0)) for d in DECISIONS)
    analysis = GameAnalysis(1, 0, 0, undecided, field_size=11, achieved=20.0)
    h = analysis.headline()
    assert h.first is None and h.deal_dodge is None and not h.capped
    assert "on this deal: no mistake's better choice scored more here, played on by the table (3 played out)" in \
        headline_text(analysis)


def test_a_game_that_was_top_of_its_field_lost_nothing():
    """Demo deal 4, result 9: Re scored +8; the other eleven tables scored 4 to 6 for Re, so Re
    beat all eleven: (11 - 0) / 11 * 100 = +100 Dodge points, no room. Seat 0 (Re) was told 56
    Dodge points lost before (seed 0)."""
    demo = read_set(DEMO)
    d = demo.deal(4)
    assert d.results[9].re_points == 8 and max(r.re_points for i, r in enumerate(d.results) if i != 9) == 6
    # what the headline does with a top game, not the analysis's precision: a small budget
    analysis = analyse_game(d.deal, d.results[9].log, 0, deal_number=4, result_index=9,
                            field_points=field_of(d.deal, d.results, 9, 0, demo.field), samples=4,
                            time_budget=None, open_hands_budget=0, on_deal_seeds=2)
    assert d.deal.parties[0] == 0 and analysis.achieved == 100.0 and analysis.room == 0.0
    h = analysis.headline()
    assert h.lost_nothing and (h.deal_dodge is None or h.deal_dodge == 0.0)
    text = headline_text(analysis)
    if analysis.mistakes():
        assert "\non this deal: your game was top of this field (+100 Dodge points): nothing was lost on this deal" in text


def test_the_json_names_the_view_and_the_room(capsys):
    assert main(["analyse", str(DEMO), "--deal", "4", "--result", "9", "--seat", "0", "--json",
                 "--samples", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["achieved_dodge"] == 100.0 and out["room"] == 0.0
    assert list(out["headline"]) == ["from_what_you_knew", "on_this_deal", "lost_nothing"]
    assert out["headline"]["lost_nothing"] is True
    assert out["headline"]["on_this_deal"]["dodge"] in (None, 0.0)
