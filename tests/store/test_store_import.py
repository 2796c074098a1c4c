"""Importing sets and results: all or nothing, no duplicates, every bad file refused with its
place and the database unchanged."""

from __future__ import annotations

import hashlib
import json

import numpy as np
from hypothesis import given, strategies as st
import pytest

from dokodesk.dodge.model import FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.setfile import SetFileError, write_results, write_set
from dokodesk.store import Store, StoreError, content_key
from dokodesk.cli import main
from dokodesk.store import importing as store_module, schema
from store_helpers import (
    BAD_SET_ID, MALFORMED_SET_CASES, counts, dump, make_set, played, set_doc, write_doc,
)


@pytest.fixture
def populated(store, tmp_path):
    """A store holding a set with a field, a game in progress and a setting."""
    dodge_set = make_set(3, points={1: [1, 1, -2], 2: [4], 3: []}, logs=1)
    write_set(dodge_set, tmp_path / "known.json")
    store.import_file(tmp_path / "known.json")
    game = store.start_game("t-set", 1, 0, rated=True)
    store.save_progress(game, played(dodge_set.deals[0].deal, 5)[0][:7])
    store.set_setting("player", "Anna")
    return store


def snapshot(store):
    return dump(store.path), counts(store.path)


# --------------------------------------------------------------------------- good files
def test_import_set_then_read_it_back(store, tmp_path):
    dodge_set = make_set(3, points={1: [1, 1, -2], 2: [4]}, logs=2)
    write_set(dodge_set, tmp_path / "set.json.gz")
    summary = store.import_file(tmp_path / "set.json.gz")
    assert (summary.added_deals, summary.added_results, summary.skipped_duplicates) == (3, 3 + 1 + 6, 0)
    assert summary.set_id == "t-set" and summary.new_set
    assert str(summary) == "added 3 deals, 10 results (0 duplicates skipped)"

    (info,) = store.sets()
    assert (info.id, info.title, info.month, info.field, info.cards) == ("t-set", "Test set", "2026-10", "archive", 48)
    assert (info.deals, info.results, info.rated_games, info.practice_games) == (3, 10, 0, 0)

    back = store.get_set("t-set")
    assert [d.number for d in back.deals] == [1, 2, 3]
    for mine, stored in zip(dodge_set.deals, back.deals):
        assert stored.deal == mine.deal
        key = lambda r: (r.re_points, r.log or ())  # noqa: E731
        assert sorted(stored.results, key=key) == sorted(mine.results, key=key)
    assert store.field_points("t-set", 1).tolist() == sorted([-2, 1, 1] + [r.re_points for r in dodge_set.deals[0].results[3:]])
    assert sum(n for _, n in store.field_histogram("t-set", 2)) == 3  # [4] and two logged games


def test_importing_the_same_set_again_adds_nothing(store, tmp_path):
    write_set(make_set(3, points={1: [1, 1, -2], 2: [4]}, logs=1), tmp_path / "set.json")
    store.import_file(tmp_path / "set.json")
    before = snapshot(store)
    summary = store.import_file(tmp_path / "set.json")
    assert (summary.added_deals, summary.added_results, summary.skipped_duplicates) == (0, 0, 7)
    assert not summary.new_set
    assert snapshot(store) == before


def test_a_grown_field_adds_only_the_new_tables(store):
    store.import_set(make_set(2, points={1: [1, 1, -2], 2: [4]}))
    # The archive now has one more +1 table and a new -3 on deal 1, and a new deal 3.
    grown = make_set(3, points={1: [1, 1, 1, -2, -3], 2: [4], 3: [0]})
    summary = store.import_set(grown)
    assert (summary.added_deals, summary.added_results, summary.skipped_duplicates) == (1, 3, 4)
    assert store.field_points("t-set", 1).tolist() == [-3, -2, 1, 1, 1]
    assert store.set_info("t-set").results == 7


def test_identical_anonymous_results_are_counted_not_collapsed(store):
    store.import_set(make_set(1, points={1: [2] * 500}))
    assert store.field_points("t-set", 1).tolist() == [2] * 500
    assert store._conn.execute("SELECT count(*), sum(copies) FROM results").fetchone() == (1, 500)


def test_results_are_the_same_only_when_everything_in_them_is(store):
    dodge_set = make_set(1)
    store.import_set(dodge_set)
    first = ResultsFile("t-set", [(1, FieldResult(3, id="t-1")), (1, FieldResult(3, id="t-2")),
                                  (1, FieldResult(3, id="t-2"))])  # t-2 listed twice: two tables, as the file says
    summary = store.import_results(first)
    assert (summary.added_results, summary.skipped_duplicates) == (3, 0)
    again = ResultsFile("t-set", [(1, FieldResult(3, id="t-2")), (1, FieldResult(-1, id="t-2")),
                                  (1, FieldResult(5, id="t-3"))])
    summary = store.import_results(again)  # t-2 with 3 is known; t-2 with -1 is another game; t-3 is new
    assert (summary.added_deals, summary.added_results, summary.skipped_duplicates) == (0, 2, 1)
    assert store.field_points("t-set", 1).tolist() == [-1, 3, 3, 3, 5]
    assert store.import_results(again).added_results == 0  # the same file again adds nothing


def test_two_club_tables_numbering_their_games_alike_are_both_kept(store, tmp_path):
    # Two tables both call their games game-1 and game-2: four different games, four results.
    dodge_set = make_set(2)
    store.import_set(dodge_set)
    results = []
    for table, players in enumerate((("A", "B", "C", "D"), ("E", "F", "G", "H"))):
        for number in (1, 2):
            log, re_points = played(dodge_set.deals[number - 1].deal, 10 * table + number)
            results.append((number, FieldResult(re_points, tuple(log), players, f"game-{number}")))
    write_results(ResultsFile("t-set", results), tmp_path / "club.json")
    summary = store.import_file(tmp_path / "club.json")
    assert (summary.added_results, summary.skipped_duplicates) == (4, 0)
    for number in (1, 2):
        stored = store.get_set("t-set").deal(number).results
        assert sorted(r.players[0] for r in stored) == ["A", "E"]
    assert store.set_info("t-set").results == 4


def test_a_database_keyed_by_id_alone_is_migrated_to_id_and_content(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = schema.connect(path, schema.MIGRATIONS[:2])  # the version before the content keys
    conn.execute("INSERT INTO sets (id, cards, imported_at) VALUES ('t-set', 48, 'now')")
    hands = make_set(1).deals[0].deal.hand_strings()
    conn.execute("INSERT INTO deals (set_id, number, dealer, hand0, hand1, hand2, hand3) VALUES ('t-set', 1, 0, ?, ?, ?, ?)",
                 hands)
    conn.execute("INSERT INTO results (deal_id, re_points, result_id, dedup_key) VALUES (1, 3, 't-2', 'id:t-2')")
    conn.close()
    conn = schema.connect(path)
    (key,) = conn.execute("SELECT dedup_key FROM results").fetchone()
    conn.close()
    # "id:<id>|" and the documented content key of [3, null, null, null]
    assert key == "id:t-2|sha256:" + hashlib.sha256(b"[3,null,null,null]").hexdigest()[:32]


def test_results_file_import_verifies_logs_on_the_stored_deals(store, tmp_path):
    dodge_set = make_set(2)
    store.import_set(dodge_set)
    log, re_points = played(dodge_set.deals[1].deal, 77)
    results = ResultsFile("t-set", [(2, FieldResult(re_points, tuple(log), ("A", "B", "C", "D"), "x-1",
                                                    "2026-10-04T19:22:05Z")), (1, FieldResult(0))])
    write_results(results, tmp_path / "club.json")
    stages = []
    summary = store.import_file(tmp_path / "club.json", progress=lambda *a: stages.append(a))
    assert (summary.added_deals, summary.added_results, summary.skipped_duplicates) == (0, 2, 0)
    assert ("verifying", 1, 1) in stages and stages[0] == ("parsing", 0, 1)
    assert store.import_file(tmp_path / "club.json").added_results == 0
    stored = store.get_set("t-set").deal(2).results
    assert stored == [FieldResult(re_points, tuple(log), ("A", "B", "C", "D"), "x-1", "2026-10-04T19:22:05Z")]


def test_the_dedup_key_is_documented_sha256_of_the_canonical_content():
    # canonical JSON [re_points, log, players, played_at], compact, UTF-8; first 32 hex digits
    expected = hashlib.sha256(b'[3,["0:QC"],null,null]').hexdigest()[:32]
    assert content_key(3, ("0:QC",), None, None) == "sha256:" + expected
    assert content_key(3, None, None, None) != content_key(-3, None, None, None)


def test_progress_reports_every_stage(store, tmp_path):
    write_set(make_set(2, points={1: [1] * 10, 2: [0, 2]}, logs=1), tmp_path / "set.json")
    stages = []
    store.import_file(tmp_path / "set.json", progress=lambda stage, done, total: stages.append((stage, done, total)))
    assert [s for s, _, _ in stages] == ["parsing", "parsing", "verifying", "inserting"]
    assert stages[2] == ("verifying", 2, 2)  # two logs replayed
    assert stages[-1][1] == stages[-1][2]


# ----------------------------------------------------------------------- all or nothing
def test_a_failure_midway_leaves_the_database_unchanged(populated, tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "INSERT_CHUNK", 2)  # many small batches
    before = snapshot(populated)
    bigger = make_set(3, points={1: [1, 1, -2, 5, 6, 7], 2: [4, 8, 9], 3: [1, 2, 3]}, logs=1)
    new_set = make_set(4, seed="other", set_id="other", points={1: [1, 2, 3, 4]})
    for dodge_set in (bigger, new_set):  # new results for a known set, and a new set
        calls = []

        def progress(stage, done, total):
            calls.append(stage)
            if stage == "inserting" and calls.count("inserting") == 2:
                raise KeyboardInterrupt  # the user cancels (or anything else fails) midway

        with pytest.raises(KeyboardInterrupt):
            populated.import_set(dodge_set, progress=progress)
        assert calls.count("inserting") == 2
        assert snapshot(populated) == before
    # and the connection is usable afterwards
    assert populated.import_set(new_set).added_results == 4


def test_a_failing_insert_rolls_back(populated, monkeypatch):
    before = snapshot(populated)
    real = store_module._result_rows
    calls = []

    def failing(deal_id, results):
        calls.append(deal_id)
        if len(calls) == 2:
            raise RuntimeError("disk on fire")
        return real(deal_id, results)

    monkeypatch.setattr(store_module, "_result_rows", failing)
    with pytest.raises(RuntimeError):
        populated.import_set(make_set(3, points={1: [9], 2: [9], 3: [9]}))
    assert snapshot(populated) == before


# -------------------------------------------------------------------------- refusals
@pytest.mark.parametrize("case", MALFORMED_SET_CASES, ids=lambda c: c.__name__[5:])
def test_malformed_set_file_is_refused_with_its_place(populated, tmp_path, case):
    path, limits, place, message = case(tmp_path)
    before = snapshot(populated)
    kwargs = {} if limits is None else {"limits": limits}
    with pytest.raises(SetFileError) as info:
        populated.import_file(path, **kwargs)
    problems = info.value.problems
    assert any(place in p and message in m for p, m in problems), problems
    text = str(info.value)  # what a user sees: the file, then every problem with its place
    assert text.startswith(str(path)) and message in text
    if place:
        assert f"{place}" in text
    assert snapshot(populated) == before
    assert BAD_SET_ID not in [s.id for s in populated.sets()]


def results_doc(*entries):
    return {"format": "dokodesk-results", "version": 1, "set_id": "t-set", "results": list(entries)}


def test_results_for_an_unknown_set_are_refused(populated, tmp_path):
    path = write_doc(tmp_path / "r.json", {**results_doc({"deal": 1, "re_points": 1}), "set_id": "nope"})
    before = snapshot(populated)
    with pytest.raises(SetFileError) as info:
        populated.import_file(path)
    assert info.value.problems == [("set_id", "set 'nope' is not in the database; import its set file first")]
    assert snapshot(populated) == before


@pytest.mark.parametrize("entry, place, message", [
    ({"deal": 9, "re_points": 1}, "deal 9, results[1]", "set t-set has no deal 9"),
    ({"deal": 1, "re_points": None}, "deal 1, results[1]", "re_points must be an integer"),
    ({"deal": 1, "re_points": 1, "log": ["0:XX"]}, "deal 1, results[1], event 0", "XX"),
    ({"deal": 1, "re_points": 1, "players": ["A", "B"]}, "deal 1, results[1]", "players must be a list of four"),
], ids=["unknown-deal", "points-missing", "illegal-log", "bad-players"])
def test_malformed_results_file_is_refused_with_its_place(populated, tmp_path, entry, place, message):
    path = write_doc(tmp_path / "r.json", results_doc({"deal": 2, "re_points": 0}, entry))
    before = snapshot(populated)
    with pytest.raises(SetFileError) as info:
        populated.import_file(path)
    assert any(place in p and message in m for p, m in info.value.problems), info.value.problems
    assert snapshot(populated) == before


def test_results_file_with_a_wrong_re_points_for_its_log(populated, tmp_path):
    deal = populated.get_set("t-set", with_results=False).deal(3).deal
    log, scored = played(deal, 3)
    path = write_doc(tmp_path / "r.json", results_doc({"deal": 3, "re_points": scored - 1, "log": log}))
    before = snapshot(populated)
    with pytest.raises(SetFileError) as info:
        populated.import_file(path)
    assert info.value.problems == [("deal 3, results[0]", f"re_points is {scored - 1} but the log scores {scored}")]
    assert snapshot(populated) == before


def test_a_set_whose_deals_differ_is_refused_naming_the_deal(populated, tmp_path):
    before = snapshot(populated)
    other = make_set(3, seed="different cards", points={1: [1]})
    other.deals[0] = SetDeal(1, populated.get_set("t-set").deal(1).deal, [FieldResult(1)])  # deal 1 the same
    with pytest.raises(StoreError) as info:
        populated.import_set(other)
    message = str(info.value)
    assert "set t-set is already stored with other cards" in message
    assert "deal 2, hand of seat 0" in message and "deal 3" in message and "deal 1," not in message
    assert snapshot(populated) == before


def test_a_set_with_another_dealer_is_refused(populated):
    before = snapshot(populated)
    stored = populated.get_set("t-set", with_results=False)
    deal = stored.deals[1].deal
    moved = type(deal)(deal.hands, (deal.dealer + 1) % 4, deal.ruleset)
    stored.deals[1] = SetDeal(2, moved, [FieldResult(7)])
    with pytest.raises(StoreError, match=rf"deal 2: dealer is seat {moved.dealer}, stored seat {deal.dealer}"):
        populated.import_set(stored)
    assert snapshot(populated) == before


def test_a_set_with_another_deck_is_refused(populated):
    before = snapshot(populated)
    from dokodesk.rules import RULES_40
    with pytest.raises(StoreError, match="stored with 48 cards, but this one has 40"):
        populated.import_set(make_set(3, ruleset=RULES_40))
    assert snapshot(populated) == before


def test_import_set_verifies_logs_it_did_not_read_itself(populated):
    before = snapshot(populated)
    dodge_set = make_set(1, set_id="handmade")
    log, scored = played(dodge_set.deals[0].deal, 1)
    dodge_set.deals[0].results.append(FieldResult(scored + 2, tuple(log)))
    with pytest.raises(SetFileError) as info:
        populated.import_set(dodge_set)
    assert info.value.problems == [("deal 1, result 0", f"re_points is {scored + 2} but the log scores {scored}")]
    assert snapshot(populated) == before


def test_field_of_the_whole_set_ranks_like_rank_set(store):
    from dokodesk.dodge.points import rank_set
    store.import_set(make_set(3, points={1: [3, -2, 3], 2: [0], 3: [1, 2]}))
    numbers, points = store.field("t-set")
    assert numbers.tolist() == [1, 1, 1, 2, 3, 3]
    assert points.tolist() == [-2, 3, 3, 0, 1, 2]
    re, kontra = rank_set(numbers, points)
    assert np.allclose(re, [-100, 50, 50, np.nan, -100, 100], equal_nan=True)


def test_delete_set_removes_deals_results_and_games(populated):
    populated.delete_set("t-set")
    assert counts(populated.path) == {"sets": 0, "deals": 0, "results": 0, "games": 0, "settings": 1}


def test_verifying_in_steps_reports_progress_and_the_right_places(store, tmp_path, monkeypatch):
    from dokodesk.dodge import verify
    monkeypatch.setattr(verify, "CHUNK", 2)
    dodge_set = make_set(2, logs=3)  # 6 logs: chunks of 2, 2, 2
    doc = set_doc(dodge_set)
    bad = doc["deals"][1]["results"][1]
    bad["re_points"] += 1  # the fifth log of the file, in the third batch
    path = write_doc(tmp_path / "steps.json", doc)
    stages = []
    with pytest.raises(SetFileError) as info:
        store.import_file(path, progress=lambda *a: stages.append(a))
    assert [a for a in stages if a[0] == "verifying"] == [("verifying", 2, 6), ("verifying", 4, 6), ("verifying", 6, 6)]
    assert info.value.problems == [("deal 2, result 1", f"re_points is {bad['re_points']} but the log scores "
                                                        f"{bad['re_points'] - 1}")]
    assert store.sets() == []


@given(st.lists(st.text(max_size=6), max_size=5))
def test_fast_log_json_is_the_canonical_json(values):
    assert store_module._dumps(values) == json.dumps(values, ensure_ascii=False, separators=(",", ":"))


def test_text_that_is_not_unicode_is_refused_not_a_traceback(populated, tmp_path):
    # "\ud800" is valid JSON syntax but a lone surrogate, no Unicode text.
    doc = set_doc(make_set(1, set_id="odd", points={1: [1]}))
    doc["deals"][0]["results"][0]["players"] = ["\ud800", "B", "C", "D"]
    path = write_doc(tmp_path / "odd.json", doc)
    before = snapshot(populated)
    # The reader names the place …
    with pytest.raises(SetFileError, match=r"deal 1, result 0: players must be a list of four names"):
        populated.import_file(path)
    assert snapshot(populated) == before
    # … and a set built in memory (not read from a file) is refused by the store itself.
    odd = make_set(1, set_id="odd", points={1: [1]})
    odd.deals[0].results[0] = FieldResult(1, players=("\ud800", "B", "C", "D"))
    with pytest.raises(StoreError, match=r"set odd: a text in it is not valid Unicode \('\\ud800'"):
        populated.import_set(odd)
    assert snapshot(populated) == before


def test_check_and_import_count_the_same_results_when_ids_repeat(tmp_path, fresh_data_dir, capsys):
    dodge_set = make_set(1)
    deal = dodge_set.deals[0].deal
    results = []
    for seed in (1, 2, 3):  # three games, all called "game-1"; the third listed twice
        log, re_points = played(deal, seed)
        results.append(FieldResult(re_points, tuple(log), ("A", "B", "C", "D"), "game-1"))
    results.append(results[-1])
    write_set(type(dodge_set)(dodge_set.id, [SetDeal(1, deal, results)], dodge_set.ruleset, title="Club"),
              tmp_path / "club.json")
    assert main(["check", str(tmp_path / "club.json")]) == 0
    assert "4 results" in capsys.readouterr().out
    assert main(["import", str(tmp_path / "club.json")]) == 0
    out = capsys.readouterr().out
    assert "4 results" in out and "0 duplicates" in out
    with Store.open() as store:
        assert store.set_info("t-set").results == 4
