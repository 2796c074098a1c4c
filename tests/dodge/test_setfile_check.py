"""Set files and results files: strict reading with located problems, and `dokodesk check`."""

import copy
import gzip
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "rules"))
from rules_helpers import random_deal  # noqa: E402

from dokodesk.cli import main  # noqa: E402
from dokodesk.dodge.model import DodgeSet, FieldResult, ResultsFile, SetDeal  # noqa: E402
from dokodesk.dodge.setfile import (  # noqa: E402
    Limits, SetFileError, check_file, read_results, read_set, set_to_json, write_results, write_set,
)
from dokodesk.rules import play_randomly  # noqa: E402


def make_set(seed=1, deals=3, tables=4):
    rng = random.Random(seed)
    out = []
    for number in range(1, deals + 1):
        deal = random_deal(rng)
        results = []
        for _ in range(tables):
            game = play_randomly(deal, rng)
            results.append(FieldResult(game.value().re_points, tuple(game.log)))
        out.append(SetDeal(number, deal, results))
    return DodgeSet("club-2026-11", out, title="Testset", month="2026-11", field="club")


@pytest.fixture
def doc():
    return set_to_json(make_set())


def write(tmp_path, doc, name="set.json"):
    path = tmp_path / name
    data = json.dumps(doc).encode()
    path.write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    return path


def problems(tmp_path, doc, **kw):
    report = check_file(write(tmp_path, doc), **kw)
    assert not report.ok
    return [f"{place}: {message}" if place else message for place, message in report.problems]


def test_round_trip_json_and_gz(tmp_path):
    original = make_set()
    for name in ("a.json", "a.json.gz"):
        write_set(original, tmp_path / name)
        again = read_set(tmp_path / name)
        assert set_to_json(again) == set_to_json(original)
    assert gzip.decompress((tmp_path / "a.json.gz").read_bytes())  # really gzip


def test_unknown_keys_are_ignored(tmp_path, doc):
    doc["future"] = {"x": 1}
    doc["deals"][0]["comment"] = "hi"
    doc["deals"][0]["results"][0]["table_colour"] = "green"
    assert check_file(write(tmp_path, doc)).ok


def test_newer_version_is_refused_with_a_clear_message(tmp_path, doc):
    doc["version"] = 2
    assert problems(tmp_path, doc) == [
        "version: this file is version 2, newer than this dokodesk reads (version 1); update dokodesk to open it"]


def test_bad_json_names_line_and_column(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "dokodesk-set",\n "version": 1,,}')
    report = check_file(path)
    assert report.problems[0][0] == "line 2, column 15"  # the second comma


def test_every_problem_is_reported_with_its_place(tmp_path, doc):
    hands = doc["deals"][0]["hands"]
    seat_with_qc = next(s for s in range(4) if "QC" in hands[s].split())
    other = (seat_with_qc + 1) % 4
    cards = hands[other].split()
    cards[0] = "QC" if cards[0] != "QC" else cards[1]
    hands[other] = " ".join(cards)  # a third QC (or both in one hand)
    doc["deals"][1]["dealer"] = 4
    doc["deals"][2]["number"] = 2  # duplicate number
    doc["deals"][2]["results"][0]["re_points"] = 2.0
    found = problems(tmp_path, doc)
    text = "\n".join(found)
    assert "deal 1, hand of seat" in text and "QC appears 3 times in the deal" in text
    assert "deal 2, dealer: must be a seat 0 to 3, not 4" in text
    assert "deal number 2 appears twice (deals[1] and deals[2])" in text
    assert "deal 2, result 0: re_points must be an integer, not 2.0" in text


def test_both_kreuz_damen_in_one_hand(tmp_path, doc):
    hands = [h.split() for h in doc["deals"][0]["hands"]]
    a, b = [s for s in range(4) if "QC" in hands[s]]
    i, j = hands[b].index("QC"), next(k for k, c in enumerate(hands[a]) if c != "QC")
    hands[a][j], hands[b][i] = hands[b][i], hands[a][j]
    doc["deals"][0]["hands"] = [" ".join(h) for h in hands]
    assert f"deal 1, hand of seat {a}: holds both Kreuz Damen (a marriage; Dodge deals split them)" in problems(tmp_path, doc)


def test_wrong_card_count_and_bad_card(tmp_path, doc):
    doc["deals"][0]["hands"][2] = " ".join(doc["deals"][0]["hands"][2].split()[:11])
    doc["deals"][1]["hands"][3] = doc["deals"][1]["hands"][3].replace(doc["deals"][1]["hands"][3][:2], "1H", 1)
    text = "\n".join(problems(tmp_path, doc))
    assert "deal 1, hand of seat 2: has 11 cards, needs 12" in text
    assert "deal 2, hand of seat 3: '1H' is not a card" in text


def test_illegal_log_names_deal_result_and_event(tmp_path, doc):
    log = doc["deals"][1]["results"][2]["log"]
    log[0], log[1] = log[1], log[0]  # the second seat plays first
    found = problems(tmp_path, doc)
    assert len(found) == 1 and found[0].startswith("deal 2, result 2, event 0: it is seat")


def test_incomplete_log_is_at_fault_at_its_length(tmp_path, doc):
    doc["deals"][0]["results"][1]["log"] = doc["deals"][0]["results"][1]["log"][:47]
    found = problems(tmp_path, doc)
    assert found == ["deal 1, result 1, event 47: the log ends after 11 of 12 tricks; a log holds the whole game"]


def test_wrong_re_points(tmp_path, doc):
    doc["deals"][2]["results"][3]["re_points"] += 2
    true = doc["deals"][2]["results"][3]["re_points"] - 2
    assert problems(tmp_path, doc) == [
        f"deal 3, result 3: re_points is {true + 2} but the log scores {true}"]


def test_size_limits_and_gzip_bomb(tmp_path, doc):
    path = write(tmp_path, doc)
    report = check_file(path, limits=Limits(file_bytes=1000))
    assert "the limit is 1,000" in report.problems[0][1]
    bomb = tmp_path / "bomb.json.gz"
    bomb.write_bytes(gzip.compress(b" " * (20 * 1024 * 1024)))  # 20 KB that unpack to 20 MB
    assert bomb.stat().st_size < 100_000
    report = check_file(bomb, limits=Limits(json_bytes=5 * 1024 * 1024))
    assert "unpacks to more than 5,242,880 bytes" in report.problems[0][1]
    fake = tmp_path / "fake.json.gz"
    fake.write_bytes(json.dumps(doc).encode())
    assert "not gzip-compressed" in check_file(fake).problems[0][1]


def test_results_file_needs_its_set_to_replay(tmp_path):
    dodge_set = make_set()
    extra = make_set(seed=1, tables=6).deals[0].results[4:]  # same deals (same seed): new tables
    results = ResultsFile(dodge_set.id, [(1, r) for r in extra])
    write_results(results, tmp_path / "r.json")
    assert read_results(tmp_path / "r.json", dodge_set).results == results.results
    other = DodgeSet("another-set", dodge_set.deals)
    with pytest.raises(SetFileError, match="the results are for set 'club-2026-11', not 'another-set'"):
        read_results(tmp_path / "r.json", other)


def test_check_cli_exit_codes_and_json_lines(tmp_path, doc, capsys):
    good = write(tmp_path, doc, "good.json.gz")
    assert main(["check", str(good)]) == 0
    assert "valid set: 3 deals, 12 results, 12 logs replayed" in capsys.readouterr().out
    bad_doc = copy.deepcopy(doc)
    bad_doc["deals"][0]["results"][0]["re_points"] += 1
    log = bad_doc["deals"][2]["results"][1]["log"]
    log[10] = "0:schwarz" if log[10] != "0:schwarz" else "1:schwarz"
    bad = write(tmp_path, bad_doc, "bad.json")
    assert main(["check", str(bad), "--json"]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 12
    assert {k for line in lines for k in line} == {"deal", "result", "ok", "error", "event_index", "re_points"}
    wrong = [line for line in lines if not line["ok"]]
    assert [(w["deal"], w["result"]) for w in wrong] == [(1, 0), (3, 1)]
    assert wrong[0]["re_points"] == doc["deals"][0]["results"][0]["re_points"]
    assert wrong[1]["event_index"] == 10 and wrong[1]["re_points"] is None
    ok_line = next(line for line in lines if line["ok"])
    assert isinstance(ok_line["re_points"], int) and ok_line["error"] is None


def test_check_cli_missing_file(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nope.json")]) == 2
    assert "nope.json" in capsys.readouterr().err


def test_written_files_are_private_whatever_the_umask(tmp_path):
    import os
    import stat

    old = os.umask(0o022)
    try:
        write_set(make_set(), tmp_path / "perm.json.gz")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "perm.json.gz").stat().st_mode) == 0o600  # user data (issue 30.12)
    assert [p.name for p in tmp_path.iterdir()] == ["perm.json.gz"]  # no temp file left


def test_lone_surrogates_in_text_are_refused_with_their_place(tmp_path, doc):
    doc["set"]["title"] = "Set \ud800"
    doc["deals"][1]["results"][0]["players"] = ["Anna", "B\udfffen", "Cem", "Dora"]
    found = problems(tmp_path, doc)
    assert "set: title must be text (valid Unicode) of at most 1000 characters" in found
    assert "deal 2, result 0: players must be a list of four names (seats 0 to 3)" in found



@pytest.mark.parametrize("valid", [True, False])
def test_check_called_in_process_gives_the_cyclic_collector_back(tmp_path, doc, capsys, valid):
    """`dokodesk check` runs with the cyclic collector off (a one-shot command over objects
    without cycles). Called through `main` in a process that goes on (a test, a script), it left
    the collector off for good: a later app test found it disabled."""
    import gc

    if not valid:
        doc["deals"][0]["hands"] = "nonsense"
    assert gc.isenabled()
    code = main(["check", str(write(tmp_path, doc))])
    capsys.readouterr()
    assert code == (0 if valid else 1)
    assert gc.isenabled()
