"""Clear words (issue 30, point 13): counts in the right number, JSON spellings and JSON errors in
plain words with their place, an empty file called empty, a full stdout said as such, and the
readings that were too lenient (digits other than ASCII in a month, other whitespace than spaces
between cards, player names that show nothing) refused with their place."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from store_helpers import make_set, set_doc, write_doc

from dokodesk.cli import main


def run(capsys, *argv) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse's usage errors and --help
        code = exit_.code
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    return code, out.out, out.err


# --- counts ---------------------------------------------------------------------------------------

def test_a_valid_file_of_one_deal_says_1_deal_1_result_1_log(capsys, tmp_path):
    path = write_doc(tmp_path / "one.json", set_doc(make_set(n_deals=1, logs=1)))
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0
    assert out.strip() == f"{path}: valid set: 1 deal, 1 result, 1 log replayed"


def test_a_problem_outside_any_result_gives_no_0_of_0_results(capsys, tmp_path):
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert out.splitlines() == [f"{path}: the file is empty", f"{path}: 1 problem"]


def test_solve_of_a_deal_without_results_names_no_result_range(capsys, tmp_path):
    path = write_doc(tmp_path / "s.json", set_doc(make_set(n_deals=1)))
    code, _, err = run(capsys, "solve", str(path), "--deal", "1", "--result", "0")
    assert code == 2
    assert "deal 1 has no results; there is no result 0" in err
    words = err.replace(str(path), "FILE")  # the temporary path may hold a "-1" of its own (popen-gw1)
    assert "-1" not in words and "0 results" not in words


def test_simulate_with_too_few_players_for_one_table(capsys, tmp_path):
    path = write_doc(tmp_path / "s.json", set_doc(make_set(n_deals=1)))
    code, _, err = run(capsys, "simulate", str(path), "--tables", "1", "--results", str(tmp_path / "r.json"),
                       "--players", "Anna,Ben,Cem")
    assert code == 2
    assert "1 table needs at least 4 players, not 3" in err


def test_simulate_help_names_the_real_default_mix(capsys):
    from dokodesk.bots.simulate import DEFAULT_MIX

    # the field the module's documentation describes: expert 45 %, strong 40 %, simple 15 %
    assert DEFAULT_MIX == (("expert", 0.45), ("strong", 0.40), ("simple", 0.15))
    code, out, _ = run(capsys, "simulate", "--help")
    assert code == 0
    text = " ".join(out.split())
    assert "default expert:0.45,strong:0.40,simple:0.15" in text
    assert "random:0.15" not in text


# --- JSON spelling and JSON errors ------------------------------------------------------------------

def test_a_json_true_is_shown_as_the_file_spells_it(capsys, tmp_path):
    doc = set_doc(make_set(n_deals=1))
    doc["deals"][0]["dealer"] = True
    path = write_doc(tmp_path / "s.json", doc)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert "dealer must be a seat 0 to 3, not true" in out
    assert "True" not in out


@pytest.mark.parametrize("text, place, words", [
    # cut off inside a text: its opening quote is character 28 of line 1
    ('{"format": "dokodesk-set", "ti', "line 1, column 28",
     "the file ends inside a text in double quotes that begins here: it is incomplete"),
    # cut off after a comma, where the next key should begin (character 42)
    ('{"format": "dokodesk-set", "version": 1, ', "line 1, column 42",
     "the file ends here, where a key in double quotes was expected: it is incomplete"),
    # not cut off: a comma is missing between "version": 1 and "deals" (character 15 of line 2)
    ('{"format": "dokodesk-set",\n "version": 1 "deals": []}', "line 2, column 15",
     "bad JSON: a comma was expected"),
    ('{"format": "dokodesk-set", "version": 1, "deals": [}', "line 1, column 52",
     "bad JSON: a value was expected"),
])
def test_broken_json_is_told_in_plain_words_with_its_place(capsys, tmp_path, text, place, words):
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert f"{path}: {place}: {words}" in out
    for json_words in ("Unterminated", "Expecting", "delimiter", "property name"):
        assert json_words not in out


def test_a_key_twice_is_named_not_called_a_broken_file(capsys, tmp_path):
    doc = set_doc(make_set(n_deals=1))
    text = json.dumps(doc).replace('"format": "dokodesk-set"', '"format": "dokodesk-set", "format": "dokodesk-results"', 1)
    path = tmp_path / "twice.json"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert f'{path}: the key "format" appears twice in one JSON object' in out
    assert "set_id" not in out and "results:" not in out  # not read as a broken results file


@pytest.mark.parametrize("data, words", [(b"", "the file is empty"),
                                         (b"  \n\t\n", "the file holds only spaces and line breaks, no data")])
def test_an_empty_file_is_called_empty(capsys, tmp_path, data, words):
    path = tmp_path / "empty.json"
    path.write_bytes(data)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert f"{path}: {words}" in out
    assert "middle of the data" not in out


# --- a full standard output -------------------------------------------------------------------------

@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("argv", [["bots"], ["check", "{set}"]])
def test_a_full_stdout_is_said_not_reported_as_a_bug(tmp_path, argv):
    path = write_doc(tmp_path / "s.json", set_doc(make_set(n_deals=1, logs=1)))
    argv = [arg.format(set=path) for arg in argv]
    with open("/dev/full", "w") as full:
        run_ = subprocess.run([sys.executable, "-m", "dokodesk", *argv], stdout=full, stderr=subprocess.PIPE,
                              text=True, env={**os.environ, "DOKODESK_DATA_DIR": str(tmp_path / "data")})
    assert run_.returncode == 1, run_.stderr
    assert f"dokodesk {argv[0]}: could not write the output: No space left on device" in run_.stderr
    assert "unexpected error" not in run_.stderr and "report" not in run_.stderr
    assert "Traceback" not in run_.stderr and "Exception ignored" not in run_.stderr


# --- readings that were too lenient ------------------------------------------------------------------

@pytest.mark.parametrize("month", ["２０２６-１０", "٢٠٢٦-10", "2026-１0"])
def test_a_month_in_other_digits_than_ascii_is_refused(capsys, tmp_path, month):
    doc = set_doc(make_set(n_deals=1))
    doc["set"]["month"] = month
    path = write_doc(tmp_path / "s.json", doc)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert "set: month" in out and "is not a month YYYY-MM" in out
    code, _, err = run(capsys, "generate", "--deals", "1", "--seed", "1", "--month", month, "-o",
                       str(tmp_path / "g.json"))
    assert code == 2 and "--month must be a month YYYY-MM" in err
    from dokodesk.league.periods import Month

    with pytest.raises(ValueError, match="not a month"):
        Month.parse(month)


@pytest.mark.parametrize("space, name", [("\t", "a tab"), ("\xa0", "a no-break space"), ("\n", "a line break"),
                                         ("\u3000", "an ideographic space")])
def test_cards_separated_by_other_whitespace_than_spaces_are_refused(capsys, tmp_path, space, name):
    doc = set_doc(make_set(n_deals=1))
    hand = doc["deals"][0]["hands"][2]
    doc["deals"][0]["hands"][2] = hand[:2] + space + hand[3:]  # between the first and second card
    path = write_doc(tmp_path / "s.json", doc)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert f"deal 1, hand of seat 2: the cards must be separated by spaces; character 3 is {name}" in out


def test_cards_separated_by_several_spaces_are_still_read(capsys, tmp_path):
    doc = set_doc(make_set(n_deals=1))
    doc["deals"][0]["hands"][1] = "  " + doc["deals"][0]["hands"][1].replace(" ", "   ") + " "
    path = write_doc(tmp_path / "s.json", doc)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0, out


@pytest.mark.parametrize("invisible", ["\x00", "\x00\x00\x00", "\u200b", "\u200b\u200c\u200d", "\u202e", "\u200f",
                                       "\u2066\u2069", " \u00a0", "\u0301"])
def test_a_player_name_that_shows_nothing_is_refused(capsys, tmp_path, invisible):
    doc = set_doc(make_set(n_deals=1, logs=1))
    doc["deals"][0]["results"][0]["players"] = ["Anna", "Ben", invisible, "Dora"]
    path = write_doc(tmp_path / "s.json", doc)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert "deal 1, result 0" in out and "players: the name of seat 2" in out and "has no visible character" in out


def test_names_in_any_script_or_emoji_are_kept(capsys, tmp_path):
    doc = set_doc(make_set(n_deals=1, logs=1))
    doc["deals"][0]["results"][0]["players"] = ["Ünal", "李娜", "😀", "\u200fאבי"]
    path = write_doc(tmp_path / "s.json", doc)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0, out


def test_simulate_refuses_a_player_name_that_shows_nothing(capsys, tmp_path):
    path = write_doc(tmp_path / "s.json", set_doc(make_set(n_deals=1)))
    code, _, err = run(capsys, "simulate", str(path), "--tables", "1", "--results", str(tmp_path / "r.json"),
                       "--players", "Anna,Ben,\u200b\u200b,Dora")
    assert code == 2
    assert "--players: the name '\\u200b\\u200b' has no visible character" in err
