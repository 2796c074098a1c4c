"""Issue 37: a game's open-hands review as a JSON record (kept with the game) and back, exactly;
a record that no review of the game makes reads as None, never raises (the game is solved again)."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import pytest

from dokodesk.coach.open_hands import CardValue, OpenHandsReview, OpenHandsTrick, open_hands_review
from dokodesk.coach.open_hands_records import (
    FORMAT_VERSION, review_from_record, review_from_text, review_text, review_to_record,
)
from dokodesk.rules import Deal

FIXTURE = Path(__file__).parent.parent / "bots" / "fixtures" / "solve-set.json"


def _game():
    entry = json.loads(FIXTURE.read_text())["deals"][1]  # deal 2: 48 cards, no calls
    return Deal.parse(entry["hands"], entry["dealer"]), entry["results"][0]["log"]


DEAL, LOG = _game()
# The log's last two tricks (no calls: event i is the game's card i + 1):
# trick 11: 40 2:JC, 41 3:AD, 42 0:TD, 43 1:AC; trick 12: 44 2:JC, 45 3:9C, 46 0:KS, 47 1:AS.
assert LOG[40:48] == ["2:JC", "3:AD", "0:TD", "1:AC", "2:JC", "3:9C", "0:KS", "1:AS"]


def _hand_built() -> OpenHandsReview:
    """Trick 12 solved (every card), trick 11 solved, trick 10 only bounded."""
    review = OpenHandsReview()
    review.tricks[12] = OpenHandsTrick(12, 3, [CardValue(44, 2, "JC", 3, 3, {"JC": 3}), CardValue(45, 3, "9C", 3, 3),
                                               CardValue(46, 0, "KS", 3, 3), CardValue(47, 1, "AS", 3, 3)])
    review.tricks[11] = OpenHandsTrick(11, -2, [CardValue(40, 2, "JC", -2, 1, {"QS": -2, "JC": 1, "9H": -5}),
                                                CardValue(41, 3, "AD", 1, 1), CardValue(42, 0, "TD", 1, 3),
                                                CardValue(43, 1, "AC", 3, 3)])
    review.bounds = (10, (-29, 4))
    return review


def test_the_record_of_a_review_written_out_by_hand():
    review = _hand_built()
    record = review_to_record(review)
    assert record == {
        "format": 1,
        "tricks": [
            {"trick": 12, "re_value": 3, "cards": [
                {"event_index": 44, "seat": 2, "card": "JC", "before": 3, "after": 3, "options": {"JC": 3}},
                {"event_index": 45, "seat": 3, "card": "9C", "before": 3, "after": 3, "options": {}},
                {"event_index": 46, "seat": 0, "card": "KS", "before": 3, "after": 3, "options": {}},
                {"event_index": 47, "seat": 1, "card": "AS", "before": 3, "after": 3, "options": {}}]},
            {"trick": 11, "re_value": -2, "cards": [
                {"event_index": 40, "seat": 2, "card": "JC", "before": -2, "after": 1,
                 "options": {"QS": -2, "JC": 1, "9H": -5}},
                {"event_index": 41, "seat": 3, "card": "AD", "before": 1, "after": 1, "options": {}},
                {"event_index": 42, "seat": 0, "card": "TD", "before": 1, "after": 3, "options": {}},
                {"event_index": 43, "seat": 1, "card": "AC", "before": 3, "after": 3, "options": {}}]},
        ],
        "bounds": [10, [-29, 4]],
    }
    assert FORMAT_VERSION == 1


@pytest.mark.parametrize("review", [
    _hand_built(),
    OpenHandsReview(),  # nothing solved, nothing proved
    OpenHandsReview(bounds=(12, (-1, 7))),  # not even the last trick solved; its bounds
    OpenHandsReview(tricks={12: _hand_built().tricks[12]}),
], ids=["two-tricks-and-bounds", "empty", "bounds-only", "last-trick"])
def test_a_hand_built_review_reads_back_exactly(review):
    text = review_text(review)
    for log in (LOG, None):
        back = review_from_text(text, log)
        assert back == review
        assert list(back.tricks) == list(review.tricks)  # in the order solved
        assert [list(c.options) for t in back.tricks.values() for c in t.cards] == \
            [list(c.options) for t in review.tricks.values() for c in t.cards]
        assert back.bounds is None or type(back.bounds[1]) is tuple


def test_a_real_review_of_the_games_last_tricks_reads_back_exactly():
    review = open_hands_review(DEAL, LOG, budget=30.0, first_trick=10, every_card=True, bounds=True)
    assert sorted(review.tricks) == [10, 11, 12] and all(len(t.cards) == 4 for t in review.tricks.values())
    assert review_from_text(review_text(review), LOG) == review
    # and one cut short by its budget (the bounds of the trick that did not fit, if any were proved)
    short = open_hands_review(DEAL, LOG, budget=0.02, total_budget=0.05, every_card=True, bounds=True)
    assert review_from_text(review_text(short), LOG) == short


def _damaged(change):
    record = copy.deepcopy(review_to_record(_hand_built()))
    change(record)
    return record


def _set(path, value):
    def change(record):
        target = record
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
    return change


CARD = ("tricks", 1, "cards", 0)  # trick 11's first card (40 2:JC, options QS JC 9H)
DAMAGED = {
    "format-2": _set(("format",), 2),
    "format-true": _set(("format",), True),
    "format-missing": lambda r: r.pop("format"),
    "an-extra-key": _set(("solver",), "v2"),
    "tricks-not-a-list": _set(("tricks",), {"12": {}}),
    "value-1e300": _set(("tricks", 0, "re_value"), 1e300),
    "value-3.0": _set(("tricks", 0, "re_value"), 3.0),
    "value-true": _set(("tricks", 0, "re_value"), True),
    "value-beyond-a-game": _set(("tricks", 0, "re_value"), 30),
    "value-2**70": _set(CARD + ("before",), 2 ** 70),
    "value-text": _set(CARD + ("after",), "1"),
    "option-value-nan": _set(CARD + ("options", "QS"), math.nan),
    "option-no-card": _set(CARD + ("options", "XX"), 0),
    "option-value-beyond": _set(CARD + ("options", "QS"), -400),
    "played-card-not-its-option": _set(CARD + ("options", "JC"), 2),
    "card-no-card": _set(CARD + ("card",), "ZZ"),
    "card-not-the-games": _set(CARD + ("card",), "QS"),
    "seat-not-the-cards": _set(CARD + ("seat",), 1),
    "seat-4": _set(CARD + ("seat",), 4),
    "event-index-past-the-log": _set(CARD + ("event_index",), 48),
    "event-index-negative": _set(CARD + ("event_index",), -1),
    "event-index-of-another-card": _set(CARD + ("event_index",), 39),
    "five-cards": lambda r: r["tricks"][0]["cards"].append(r["tricks"][0]["cards"][0]),
    "card-key-missing": lambda r: r["tricks"][0]["cards"][1].pop("options"),
    "trick-13": _set(("tricks", 0, "trick"), 13),
    "trick-0": _set(("tricks", 1, "trick"), 0),
    "trick-twice": _set(("tricks", 1, "trick"), 12),
    "not-the-last-tricks": lambda r: r["tricks"].pop(0),  # trick 11 without trick 12
    "bounds-low-above-high": _set(("bounds", 1), [5, 4]),
    "bounds-of-a-solved-trick": _set(("bounds", 0), 11),
    "bounds-beyond-a-game": _set(("bounds", 1), [-400, 4]),
    "bounds-not-a-pair": _set(("bounds",), [10, -29, 4]),
    "not-an-object": lambda r: r.clear(),
}


@pytest.mark.parametrize("name", DAMAGED)
def test_a_record_no_review_of_the_game_makes_reads_as_none(name):
    record = _damaged(DAMAGED[name])
    assert review_from_record(record, LOG) is None
    text = json.dumps(record)  # NaN written as JSON's NaN: refused by the text's reader too
    assert review_from_text(text, LOG) is None


def test_the_records_reader_checks_the_game_only_when_given_its_log():
    moved = _damaged(_set(CARD + ("event_index",), 39))  # another card of the game: fine for any game
    assert review_from_record(moved) is not None
    assert review_from_record(_damaged(_set(CARD + ("event_index",), 200))) is None  # longer than any game


@pytest.mark.parametrize("text", [
    "[" * 100_000,  # nested too deep (RecursionError inside json)
    "[" * 2_000 + "]" * 2_000,
    '{"format": 1, "tricks": [], "bounds": NaN}',
    '{"format": 1, "tricks": [], "bounds": [1e300, [0, 1]]}',
    '{"format": 1, "tricks": [], "bounds": [Infinity, [0, 1]]}',
    "{not json",
    "",
    " " * 100_001 + '{"format":1,"tricks":[],"bounds":null}',  # a record, but longer than any is
    '"a text"',
    "null",
], ids=["nested-100000", "nested-2000", "nan", "1e300", "infinity", "not-json", "empty", "too-long", "text", "null"])
def test_text_that_is_no_record_reads_as_none(text):
    assert review_from_text(text, LOG) is None


@pytest.mark.parametrize("value", [None, 5, b"{}", ["format"]])
def test_what_is_no_text_reads_as_none(value):
    assert review_from_text(value, LOG) is None
    assert review_from_record(value, LOG) is None


def test_the_empty_record_text_is_the_empty_review():
    assert review_from_text('{"format":1,"tricks":[],"bounds":null}', LOG) == OpenHandsReview()
