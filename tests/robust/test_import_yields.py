"""Issue 30, point 8: a big import runs in a worker, and the window's thread must get the
interpreter lock within 100 ms throughout. What held it for longer: json.loads over the whole
file (0.7 s for 2,000,000 results), whole-file scans and decoding (up to 180 ms each on 128 MB),
and freeing millions of parsed objects at once (100s of ms). Each is now done in pieces; these
tests pin the pieces and that they give the same answers (the stalls themselves are measured in
benchmarks/bench_import_stall.py, not timed here)."""

from __future__ import annotations

import json
import random

import pytest
from store_helpers import make_set, set_doc, write_doc

from dokodesk.dodge.setfile import Limits, SetFileError, check_document, count_limits, parse_json, release
from dokodesk.dodge.setfile import parsing, validation
from dokodesk.store import Store


@pytest.fixture(autouse=True)
def the_windows_process(monkeypatch):
    """These pieces are the window's (dokodesk.app turns them on); the command line parses in
    one C call (tests/dodge/test_parse_sharing.py)."""
    monkeypatch.setattr(parsing, "_share_the_lock", True)


def test_the_parse_calls_into_python_at_each_object(monkeypatch):
    """There the worker offers the lock to the window's thread (json.loads alone never does)."""
    seen = []
    real = parsing._as_parsed  # it takes the object's (key, value) pairs and checks for a key twice
    monkeypatch.setattr(parsing, "_as_parsed", lambda pairs: seen.append(real(pairs)) or seen[-1])
    doc = parse_json(b'{"a": [{"b": 1}, {"c": {"d": 2}}], "e": [1, 2]}', "x")
    assert doc == {"a": [{"b": 1}, {"c": {"d": 2}}], "e": [1, 2]}
    assert len(seen) == 4 and seen[-1] is doc


def test_a_big_list_of_bare_values_is_parsed_in_bounded_c_calls(monkeypatch):
    """A list of numbers or texts has no object whose hook would call into Python: json.loads
    read 15,000,000 of them in one call (0.9 s; texts 2.7 s), the window frozen. Each C call
    now reads at most about _PIECE characters, and Python runs between them."""
    monkeypatch.setattr(parsing, "_PIECE", 100)
    consumed = []
    real = parsing._scan

    def scan(s, idx):
        value, end = real(s, idx)
        consumed.append(end - idx)
        return value, end
    monkeypatch.setattr(parsing, "_scan", scan)
    real_text = parsing._scanstring

    def text(s, begin, strict=True):  # a text read on its own (parsing._text)
        value, end = real_text(s, begin, strict)
        consumed.append(end - begin + 1)
        return value, end
    monkeypatch.setattr(parsing, "_scanstring", text)
    numbers = list(range(2000))
    texts = ["a,b]", "}", "],"] * 300
    data = json.dumps({"n": numbers, "t": texts, "m": [[1, "x"], {"y": [2]}] * 50}).encode()
    assert len(data) > 15_000
    assert parse_json(data, "x") == {"n": numbers, "t": texts, "m": [[1, "x"], {"y": [2]}] * 50}
    assert max(consumed) <= 102 and len(consumed) > len(data) // 102


@pytest.mark.parametrize("text, place, message", [
    ('[1, 2,\n 3,]', "line 2, column 4", "a value was expected"),
    ('[1, 2,, 3, 4, 5, 6, 7, 8, 9, 10]', "line 1, column 7", "a value was expected"),
    ('[1, 2, 3, 4, 5, 6, 7, 8, 9 10]', "line 1, column 28", "a comma was expected"),
    ('{"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": {"c": 1 "d"}}', "line 1, column 46", "a comma was expected"),
    ('{"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": ["x", "y", "z]', "line 1, column 49",
     "the file ends inside a text in double quotes that begins here"),
    ('{"a": [1, 2, 3, 4, 5, 6, 7, 8]} []', "line 1, column 33", "the data goes on after the end"),
])
def test_a_list_read_in_runs_gives_json_s_errors_at_json_s_places(monkeypatch, text, place, message):
    for piece in (4, 8, 10_000):  # runs of a few elements, one by one, and json.loads itself
        monkeypatch.setattr(parsing, "_PIECE", piece)
        with pytest.raises(SetFileError) as info:
            parse_json(text.encode(), "x")
        assert info.value.problems[0][0] == place and message in info.value.problems[0][1]


def test_a_list_read_in_runs_gives_json_loads_answer_on_mutated_documents(monkeypatch):
    """Cuts inside texts, in nested lists and objects, "[1,]" and lists that close inside a
    run: 3,000 damaged documents read with small pieces, each as json.loads reads it."""
    rng = random.Random(7)

    def value(depth=0):
        r = rng.random()
        if depth > 4 or r < 0.4:
            return rng.choice([1, -2.5, "a,b]", "}", "],", True, None, '\\u00e4"'])
        if r < 0.7:
            return [value(depth + 1) for _ in range(rng.randrange(12))]
        return {rng.choice("abcdef"): value(depth + 1) for _ in range(rng.randrange(6))}

    def read(text, reader):
        try:
            return "ok", repr(reader(text))
        except json.JSONDecodeError as exc:
            return exc.msg, exc.pos
        except ValueError as exc:
            return type(exc).__name__, str(exc)

    def plain(text):
        return json.loads(text, parse_constant=parsing._reject_constant, object_pairs_hook=parsing._as_parsed)
    outcomes = set()
    for _ in range(3000):
        monkeypatch.setattr(parsing, "_PIECE", rng.choice([4, 8, 16, 40]))
        text = json.dumps(value(), indent=rng.choice([None, 1]))
        for _ in range(rng.randrange(3)):
            at = rng.randrange(len(text) + 1)
            text = rng.choice([text[:at] + text[at + 1:], text[:at] + rng.choice(',[]{}": x') + text[at:], text[:at]])
        expected = read(text, plain)
        assert read(text, parsing._loads) == expected, text
        outcomes.add(expected[0])
    assert {"ok", "Expecting value", "Expecting ',' delimiter", "Extra data"} <= outcomes


@pytest.mark.parametrize("data", [
    '{"a": "\\u00e4", "b": [1, 2, {"c": 3}]}'.encode(),  # an escape
    '\ufeff{"a": "Kreuz Dame ä € 😀", "b": [[], {}, ","]}'.encode(),  # a BOM, 2-, 3- and 4-byte characters
    b'{"a": "' + b"x" * 50 + b'"}',
])
def test_scanning_and_decoding_in_slices_gives_the_whole_file_s_answers(monkeypatch, data):
    whole = (parsing._memory_per_byte(data), data.decode("utf-8-sig"),
             [data.count(c) for c in (b"{", b"[", b",")])
    limits = Limits(results=1, deals=1, rich_results=1, memory_bytes=10**9)
    for size in (1, 2, 3, 7):  # every boundary falls inside an escape or a character somewhere
        monkeypatch.setattr(parsing, "_SCAN_SLICE", size)
        assert parsing._memory_per_byte(data) == whole[0]
        assert parsing._decode(data) == whole[1]
        assert [parsing._count(data, c) for c in (b"{", b"[", b",")] == whole[2]
        count_limits(data, limits, "x")  # within the limits either way
    monkeypatch.setattr(parsing, "_SCAN_SLICE", 3)
    with pytest.raises(SetFileError, match=r"not UTF-8 text \(byte 7\)"):
        parse_json(b'{"a": "\xc3"}', "x")  # the place in the whole file, not in a slice


def test_a_parsed_document_and_a_report_are_freed_to_the_last_list(monkeypatch):
    monkeypatch.setattr(parsing, "_RELEASE_SLICE", 0)  # every deal's results count as big
    doc = set_doc(make_set(n_deals=3, points={1: [2, -3, 4], 2: [1]}, logs=1))
    report = check_document(json.loads(json.dumps(doc)))
    assert report.ok and report.dodge_set is not None
    lists = [doc["deals"], *(d["results"] for d in doc["deals"])]
    release(doc)
    assert not any(lists) and doc["deals"] == []
    kept = [report.result_counts, report.replayed, *(d.results for d in report.dodge_set.deals)]
    assert any(kept)
    report.release()
    assert not any(kept) and report.dodge_set is None


def test_an_import_that_fails_frees_its_verdicts_before_the_error_leaves(fresh_data_dir, tmp_path):
    """The error crosses to the window's thread with its traceback, whose frames held the report:
    5,000 verdicts there (2,000,000 in the issue's file) were freed by the window's thread."""
    doc = set_doc(make_set(n_deals=2, points={1: [3, -2]}, logs=1))
    doc["deals"][0]["results"] = [{"re_points": 99}] * 5000
    path = write_doc(tmp_path / "bad.json", doc)
    with Store.open() as store, pytest.raises(SetFileError) as info:
        store.import_file(path)
    assert info.value.total == 5000
    reports = []
    tb = info.value.__traceback__
    while tb is not None:
        reports += [v for v in tb.tb_frame.f_locals.values() if isinstance(v, validation.CheckReport)]
        tb = tb.tb_next
    assert reports and all(not r.checked and not r.result_counts for r in reports)
    assert len(reports[0].problems) == 100  # what the error lists stays
