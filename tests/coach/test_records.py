"""Issue 28, point 8: a game's analysis as a record and back, exactly (the app stores it with
the game and shows it after a restart); a record of another version, with other fields or
damaged is no analysis (None), never an exception."""

from __future__ import annotations

import copy
import dataclasses
import json
import math

import pytest

from dokodesk.coach.analysis import Decision, GameAnalysis
from dokodesk.coach.records import (
    FORMAT_VERSION, analysis_from_record, analysis_from_text, analysis_to_record, field_key, record_text,
)
from dokodesk.coach.on_this_deal import DealGain
from dokodesk.rules import KONTRA, RE


def _card() -> Decision:
    return Decision(event_index=17, kind="card", chosen="AH", best="TD", loss=2.5,
                    values={"AH": -3.5, "TD": -1.0, "KS": -2.0}, reason_key="ducked",
                    details={"card": "Herz Ass", "best": "Dulle", "special": "fuchs_caught", "seat": 2},
                    loss_se=0.75, mistake=True, samples=96, decided=True,
                    open_hands={"AH": 3, "TD": 6, "KS": None}, open_hands_party=KONTRA,
                    on_deal=DealGain("TD", "AH", (2, -3), (2, -4), 0.5, 0.5, 12.25, 3.5, (50.0, -25.0), (50.0, -50.0),
                                     took_trick=(2, 0), won=(1, 1), augen=(101.5, 88)))


def _call() -> Decision:
    # a missed call, no open hands, not played on, an int where a float is declared
    return Decision(5, "call", "pass", "re", 0, {"pass": 1.0, "re": 1.0}, "missed_call", {"call": "Re"},
                    0.0, False, 32, False)


def _analysis() -> GameAnalysis:
    return GameAnalysis(deal=4, result=0, seat=1, decisions=(_call(), _card()), field_size=11, achieved=63.5)


# The record, written out by hand from the dataclasses' fields.
EXPECTED_CARD = {
    "event_index": 17, "kind": "card", "chosen": "AH", "best": "TD", "loss": 2.5,
    "values": {"AH": -3.5, "TD": -1.0, "KS": -2.0}, "reason_key": "ducked",
    "details": {"card": "Herz Ass", "best": "Dulle", "special": "fuchs_caught", "seat": 2},
    "loss_se": 0.75, "mistake": True, "samples": 96, "decided": True,
    "open_hands": {"AH": 3, "TD": 6, "KS": None}, "open_hands_party": 1,
    "on_deal": {"alternative": "TD", "chosen": "AH", "alternative_points": [2, -3], "chosen_points": [2, -4],
                "game": 0.5, "game_se": 0.5, "dodge": 12.25, "dodge_se": 3.5, "alternative_dodge": [50.0, -25.0],
                "chosen_dodge": [50.0, -50.0], "took_trick": [2, 0], "won": [1, 1], "augen": [101.5, 88]},
}
EXPECTED_CALL = {
    "event_index": 5, "kind": "call", "chosen": "pass", "best": "re", "loss": 0,
    "values": {"pass": 1.0, "re": 1.0}, "reason_key": "missed_call", "details": {"call": "Re"},
    "loss_se": 0.0, "mistake": False, "samples": 32, "decided": False, "open_hands": None, "open_hands_party": 0,
    "on_deal": None,
}
EXPECTED = {"format": 2, "analysis": {"deal": 4, "result": 0, "seat": 1, "decisions": [EXPECTED_CALL, EXPECTED_CARD],
                                      "field_size": 11, "achieved": 63.5}}


def test_the_record_holds_every_field_by_hand():
    assert KONTRA == 1 and RE == 0 and FORMAT_VERSION == 2
    assert analysis_to_record(_analysis()) == EXPECTED


def test_every_field_of_the_dataclasses_is_in_the_record():
    """A field added to Decision or GameAnalysis (another engineer edits analysis.py) must be
    in the record written here by hand: this test names it."""
    assert {f.name for f in dataclasses.fields(Decision)} == set(EXPECTED_CARD) == set(EXPECTED_CALL)
    assert {f.name for f in dataclasses.fields(GameAnalysis)} == set(EXPECTED["analysis"])


def test_round_trip_is_exact_through_json_text():
    analysis = _analysis()
    text = record_text(analysis_to_record(analysis))
    back = analysis_from_text(text)
    assert back == analysis
    assert isinstance(back.decisions, tuple) and back.decisions[1].open_hands == {"AH": 3, "TD": 6, "KS": None}
    assert back.decisions[1].open_hands_party == KONTRA
    assert type(back.decisions[0].loss) is int and type(back.decisions[1].loss) is float
    assert back.headline() == analysis.headline() and back.mistakes() == analysis.mistakes()
    assert analysis_from_record(json.loads(text)) == analysis == analysis_from_record(EXPECTED)


def test_an_analysis_without_decisions_or_field():
    empty = GameAnalysis(1, 2, 3, ())
    assert analysis_to_record(empty) == {"format": 2, "analysis": {"deal": 1, "result": 2, "seat": 3, "decisions": [],
                                                                   "field_size": 0, "achieved": None}}
    assert analysis_from_record(analysis_to_record(empty)) == empty


def test_non_finite_numbers_are_strict_json():
    """The non-finite numbers an analysis makes (on_this_deal: the error of one seed is inf, the
    mean and error of none NaN) are written as strict JSON and read back."""
    one_seed = DealGain("TD", "AH", (2,), (-3,), 5.0, math.inf, 12.5, math.inf)
    no_seed = DealGain("TD", "AH", (), (), math.nan, math.nan, math.nan, math.nan)
    odd = GameAnalysis(1, 0, 0, (dataclasses.replace(_card(), on_deal=one_seed),
                                 dataclasses.replace(_card(), event_index=21, on_deal=no_seed)))
    record = analysis_to_record(odd)
    assert record["analysis"]["decisions"][0]["on_deal"]["game_se"] == {"float": "inf"}
    text = record_text(record)  # allow_nan=False: raises on a bare inf
    back = analysis_from_text(text)
    assert back.decisions[0].on_deal.game_se == math.inf and back.decisions[0].on_deal.dodge_se == math.inf
    assert all(math.isnan(x) for x in (back.decisions[1].on_deal.game, back.decisions[1].on_deal.dodge_se))


def _damaged(change):
    record = copy.deepcopy(EXPECTED)
    change(record)
    return record


@pytest.mark.parametrize("record", [
    None, [], "text", 42, {},
    {"format": 1},
    _damaged(lambda r: r.update(format=1)),  # an older format (Dodge points from what you knew)
    _damaged(lambda r: r.update(format=3)),  # a newer one
    _damaged(lambda r: r.update(format="1")),
    _damaged(lambda r: r.update(format=True)),
    _damaged(lambda r: r.update(extra=1)),
    _damaged(lambda r: r["analysis"].pop("achieved")),  # written before a field was added
    _damaged(lambda r: r["analysis"].update(mood="good")),  # a field this dokodesk does not know
    _damaged(lambda r: r["analysis"]["decisions"][1].pop("open_hands")),
    _damaged(lambda r: r["analysis"].update(decisions={"0": EXPECTED_CALL})),
    _damaged(lambda r: r["analysis"].update(decisions=[None])),
    _damaged(lambda r: r["analysis"].update(deal="4")),
    _damaged(lambda r: r["analysis"].update(seat=1.0)),
    _damaged(lambda r: r["analysis"].update(field_size=True)),
    _damaged(lambda r: r["analysis"]["decisions"][1].update(loss="2.5")),
    _damaged(lambda r: r["analysis"]["decisions"][1].update(loss=None)),
    _damaged(lambda r: r["analysis"]["decisions"][1].update(loss={"float": "lots"})),
    _damaged(lambda r: r["analysis"]["decisions"][1].update(mistake=1)),
    _damaged(lambda r: r["analysis"]["decisions"][1].update(values=[1, 2])),
    _damaged(lambda r: r["analysis"]["decisions"][1]["values"].update(AH=None)),
    _damaged(lambda r: r["analysis"]["decisions"][1]["open_hands"].update(AH=2.5)),
    _damaged(lambda r: r["analysis"]["decisions"][1].update(details="ducked")),
], ids=lambda r: json.dumps(r)[:60] if not isinstance(r, dict) or "analysis" not in r else None)
def test_a_record_of_another_version_or_damaged_is_no_analysis(record):
    assert analysis_from_record(record) is None


@pytest.mark.parametrize("text", [None, b"{}", "", "{", "[1, 2", "null", '{"format": 1, "analysis": NaN}'])
def test_text_that_is_no_record_is_no_analysis(text):
    assert analysis_from_text(text) is None


def test_a_value_without_a_record_form_is_named_when_writing():
    with pytest.raises(TypeError, match="set"):
        analysis_to_record(GameAnalysis(1, 0, 0, (dataclasses.replace(_card(), details={"cards": {1, 2}}),)))


def test_the_field_key_is_the_field_in_any_order():
    assert field_key([3, -1, 3]) == field_key((-1, 3, 3)) != field_key([3, -1])
    assert field_key(None) == field_key([]) and field_key([]).startswith("0:")
    assert field_key([3, -1, 3]).startswith("3:")


def test_a_real_analysis_round_trips_exactly():
    """What analyse_game makes (numpy behind the Dodge values, open hands at the last tricks)
    comes back equal from its JSON text."""
    import numpy as np

    from coach_games import SEAT, given_away
    from dokodesk.coach import analyse_game
    from dokodesk.coach.analysis import RatedAhead, trick_ends

    deal, log = given_away()  # a sure mistake (coach_games): played on this deal, in Dodge points
    field = np.array([-3, 2, 4, 4, -1], dtype=np.int64)
    # the last three tricks (the mistake, open hands): the ones before given as rated ahead with
    # nothing in them; the record is the same whatever the number of decisions
    ahead = RatedAhead(str(deal), SEAT, tuple(log[:trick_ends(log)[8]]))
    analysis = analyse_game(deal, log, SEAT, samples=4, field_points=field, time_budget=None, ahead=ahead)
    assert analysis.field_size == 5 and any(d.open_hands for d in analysis.decisions)
    assert any(d.on_deal is not None and d.on_deal.dodge is not None for d in analysis.decisions)
    back = analysis_from_text(record_text(analysis_to_record(analysis)))
    assert back == analysis and back is not analysis
