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


# --- Python's own texts in refusals (issue 40, point 8) ---------------------------------------------
# Each refusal names the file and the place in it, in dokodesk's words: none of these may show.
PYTHON_WORDS = ("sys.", "set_int_max_str_digits", "recursion", "utf-8-sig", "Unexpected UTF-8 BOM", "Traceback",
                "Exceeds the limit", "is not valid JSON", "(byte 0)")


def _refused(capsys, tmp_path, data: bytes, name: str = "s.json") -> tuple[str, str]:
    """`dokodesk check` and `dokodesk import` of `data`: (check's output, import's error)."""
    path = tmp_path / name
    path.write_bytes(data)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1, out
    code, _, err = run(capsys, "import", str(path))  # the app's import reads the same way
    assert code != 0, err
    for words in (out, err):
        assert str(path) in words
        for python in PYTHON_WORDS:
            assert python not in words, words
    return out, err


def _set_text() -> str:
    return json.dumps(set_doc(make_set(n_deals=1, logs=1)), indent=1)


def test_a_number_of_5000_digits_is_refused_with_its_place(capsys, tmp_path):
    text = _set_text()
    at = text.index('"dealer": ') + len('"dealer": ')
    text = text[:at] + "9" * 5000 + text[at + 1:]  # the dealer, a digit, made 5000 digits long
    line = text.count("\n", 0, at) + 1
    column = at - text.rfind("\n", 0, at)
    out, err = _refused(capsys, tmp_path, text.encode())
    for words in (out, err):
        assert f"line {line}, column {column}: a number of 5,000 digits; numbers may have at most 4,300" in words


def test_nesting_5000_deep_is_refused_with_its_place(capsys, tmp_path):
    text = _set_text()
    text = text.rstrip()[:-1] + ', "x": ' + "[" * 5000 + "]" * 5000 + "}"  # an unknown key, nested
    last_line = text.count("\n") + 1
    column = text.index("[" * 5000) - text.rfind("\n") + 99  # its 100th bracket: level 101 in the file's object
    out, err = _refused(capsys, tmp_path, text.encode())
    for words in (out, err):
        assert f"line {last_line}, column {column}: lists and objects are nested more than 100 levels deep" in words


def test_one_byte_order_mark_is_read_and_a_second_is_refused_in_plain_words(capsys, tmp_path):
    text = _set_text().encode()
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + text)  # as Windows editors save UTF-8: read as the format's UTF-8
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0 and "valid set" in out, out
    out, err = _refused(capsys, tmp_path, b"\xef\xbb\xbf\xef\xbb\xbf" + text)
    for words in (out, err):
        assert "line 1, column 1: bad JSON: a second byte order mark (U+FEFF) where the data should begin: " \
               "save the file as UTF-8 without a byte order mark" in words


@pytest.mark.parametrize("encoding, name", [("utf-16", "UTF-16"), ("utf-16-le", "UTF-16"), ("utf-16-be", "UTF-16"),
                                            ("utf-32", "UTF-32"), ("utf-32-le", "UTF-32")])
def test_a_utf16_file_is_called_utf16(capsys, tmp_path, encoding, name):
    out, err = _refused(capsys, tmp_path, _set_text().encode(encoding))
    for words in (out, err):
        assert f"the file is {name} text, not UTF-8: save it as UTF-8" in words


def test_a_byte_that_is_no_utf8_is_refused_with_its_line_and_column(capsys, tmp_path):
    text = _set_text().replace('"Test set"', '"Test s\udce9t"', 1)  # a Latin-1 é in the title
    data = text.encode("utf-8", "surrogateescape")
    at = data.index(b"\xe9")
    line = data.count(b"\n", 0, at) + 1
    column = at - data.rfind(b"\n", 0, at)
    out, err = _refused(capsys, tmp_path, data)
    for words in (out, err):
        assert f"line {line}, column {column}: not UTF-8 text (byte {at}): save the file as UTF-8" in words


def test_nan_is_refused_with_its_place(capsys, tmp_path):
    text = _set_text().replace('"Test set"', '"NaN"', 1)  # a title NaN is no error
    at = text.index('"dealer": ') + len('"dealer": ')
    text = text[:at] + "NaN" + text[at + 1:]
    line = text.count("\n", 0, at) + 1
    out, err = _refused(capsys, tmp_path, text.encode())
    for words in (out, err):
        assert f"line {line}, column {at - text.rfind(chr(10), 0, at)}: NaN is not a JSON value" in words


# --- one deal, one table: the singular --------------------------------------------------------------

def test_one_deal_one_table_one_result_are_singular(capsys, tmp_path):
    set_path = tmp_path / "g.json"
    code, out, _ = run(capsys, "generate", "--deals", "1", "--seed", "1", "-o", str(set_path))
    assert code == 0 and ", 1 deal, 48 cards" in out, out
    played = tmp_path / "p.json"
    code, out, _ = run(capsys, "simulate", str(set_path), "--tables", "1", "--mix", "strong:1", "--workers", "1",
                       "-o", str(played))
    assert code == 0 and "1 deal x 1 table = 1 simulated game with logs" in out, out
    assert "1 table a deal" in json.loads(played.read_text())["set"]["source"]
    club = tmp_path / "club.json"
    code, out, _ = run(capsys, "simulate", str(set_path), "--tables", "1", "--mix", "strong:1", "--workers", "1",
                       "--results", str(club))
    assert code == 0 and "1 deal x 1 table = 1 game of 4 players" in out, out
    code, out, _ = run(capsys, "import", str(played))
    assert code == 0 and "added 1 deal, 1 result (0 duplicates skipped)" in out, out
    code, out, _ = run(capsys, "sets")
    assert code == 0 and "   1 deal       " in out and "        1 result " in out, out
    code, out, _ = run(capsys, "duel", "simple", "random", "--deals", "1")
    assert code == 0 and "simple vs random: 1 deal (48 cards" in out, out
    for words in ("1 deals", "1 tables", "1 results", "1 games", "1 logs"):
        assert words not in out


def test_solve_from_a_card_after_the_first_names_that_card(capsys):
    from pathlib import Path

    fixture = Path(__file__).parent.parent / "bots" / "fixtures" / "solve-set.json"
    code, _, err = run(capsys, "solve", str(fixture), "--deal", "1", "--result", "0", "--trick", "1", "--card", "2",
                       "--budget", "0.2")
    assert code == 3
    assert "deal 1 from trick 1, card 2: not solved within 0.2 seconds" in err
    assert "from trick 1, card 2 a solve can take hours" in err
    assert "from trick 1:" not in err and "from trick 1 a solve" not in err


# --- a database held by a program that does not come to the front -----------------------------------

def _held(tmp_path, monkeypatch):
    """A data folder whose lock a running program holds (this process, by another open), and the
    SingleInstance of a second launch that asked it to come to the front and got no answer."""
    from dokodesk.app import single_instance
    from dokodesk.app.single_instance import LOCK_NAME, InstanceLock, SingleInstance

    monkeypatch.setattr(single_instance, "runtime_dir", lambda: tmp_path)
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    holder = InstanceLock(data / LOCK_NAME)
    assert holder.acquire()
    second = SingleInstance(data)
    assert not second.acquire() and not second.problem()
    return data, holder, second, single_instance.server_name(data)


@pytest.mark.parametrize("socket_kind, reason", [
    ("none", "nothing listens on its socket {name}"),
    ("not listening", "its socket {name} refuses connections"),  # a socket file nobody accepts on
])
def test_a_lock_held_without_an_answer_says_who_and_why(qapp, tmp_path, monkeypatch, socket_kind, reason):
    import socket

    from dokodesk.app.main import already_running_text

    data, holder, second, name = _held(tmp_path, monkeypatch)
    squatter = None
    try:
        if socket_kind == "not listening":
            squatter = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            squatter.bind(name)
        assert not second.ask_running_instance([])
        assert second.unanswered() == reason.format(name=name)
        text = already_running_text(data, second)
    finally:
        holder.release()
        if squatter is not None:
            squatter.close()
    assert text == (f"dokodesk is already running with the database in {data} (process {os.getpid()} on host "
                    f"{socket.gethostname()}), but it did not come to the front: {reason.format(name=name)}. "
                    "Close it first, or start dokodesk with another --data-dir.")


def test_a_lock_that_names_no_process_is_said_so(qapp, tmp_path, monkeypatch):
    from dokodesk.app.main import already_running_text

    data, holder, second, name = _held(tmp_path, monkeypatch)
    try:
        os.truncate(data / "dokodesk.lock", 0)  # another program holds the lock and wrote nothing in it
        assert not second.acquire() and second.holder_process() is None
        assert not second.ask_running_instance([])
        text = already_running_text(data, second)
    finally:
        holder.release()
    assert f"in {data} (a program that does not say which), but it did not come to the front: nothing listens" in text


# --- broken gzip in dokodesk's words (issue 40.8) ---------------------------------------------------

@pytest.mark.parametrize("damage, words", [
    ("cut", "the gzip data ends too early (the file was cut short)"),
    ("crc", "the gzip data is damaged (its check sum does not match)"),
    ("stream", "the gzip data is damaged and cannot be unpacked"),
])
def test_a_broken_gzip_file_is_named_in_dokodesks_words(capsys, tmp_path, damage, words):
    import gzip

    packed = bytearray(gzip.compress(json.dumps(set_doc(make_set(n_deals=1, logs=1))).encode()))
    if damage == "cut":
        packed = packed[:len(packed) // 2]
    elif damage == "crc":
        packed[-8] ^= 0xFF  # the trailer's CRC-32 of the unpacked data
    else:
        packed[12:20] = b"\xff" * 8  # the deflate stream itself, after the 10-byte header
    path = tmp_path / "set.json.gz"
    path.write_bytes(bytes(packed))
    code, out, err = run(capsys, "check", str(path))
    assert code != 0
    text = out + err
    assert words in text and str(path) in text
    for python in ("Not a gzipped file", "CRC check failed", "Compressed file ended", "Error -3", "zlib"):
        assert python not in text
