"""Issue 40, point 9: one huge text in a file stalled the window during its import. json decodes
a text (a key or a value) in one C call, however long: 60 MB of \\u00e9 escapes held the
interpreter lock for 150-200 ms, plain letters ~130 ms. In the window's process a text longer
than a piece is now decoded in slices (parsing._text), cut before an escape, never inside one
nor between the halves of a surrogate pair; these tests pin the slices and that they give
json.loads' answers (the stall itself is measured in benchmarks/bench_import_stall.py)."""

from __future__ import annotations

import json
import random

import pytest

from dokodesk.dodge.setfile import parse_json, parsing


@pytest.fixture(autouse=True)
def the_windows_process(monkeypatch):
    """Pieces are the window's process's way of parsing (dokodesk.app turns them on)."""
    monkeypatch.setattr(parsing, "_share_the_lock", True, raising=False)


def plain(text: str):
    return json.loads(text, parse_constant=parsing._reject_constant, object_pairs_hook=parsing._as_parsed)


def read(text: str, reader):
    try:
        return "ok", repr(reader(text))
    except json.JSONDecodeError as exc:
        return exc.msg, exc.pos
    except ValueError as exc:
        return type(exc).__name__, str(exc)


def test_a_huge_text_is_decoded_in_bounded_c_calls(monkeypatch):
    """A key and a value of thousands of escapes, surrogate pairs and escaped quotes and
    backslashes: no C call of json's reads more than about a piece of the document (before, each
    text was one call over all of it)."""
    monkeypatch.setattr(parsing, "_PIECE", 100)
    consumed = []
    real_scan, real_text = parsing._scan, getattr(parsing, "_scanstring", json.decoder.scanstring)

    def scan(s, idx):
        value, end = real_scan(s, idx)
        consumed.append(end - idx)
        return value, end

    def text(s, begin, strict=True):
        value, end = real_text(s, begin, strict)
        consumed.append(end - begin + 1)
        return value, end
    monkeypatch.setattr(parsing, "_scan", scan)
    monkeypatch.setattr(parsing, "_scanstring", text, raising=False)
    monkeypatch.setattr(json.decoder, "scanstring", text)  # what json's own JSONObject reads keys with
    value = "é" * 3000 + "😀\"\\x" * 500 + "Kreuz Dame " * 300
    doc = {"format": "dokodesk-results", "note": value, value[::-1]: [value, 1], "results": [{"deal": 1}]}
    data = json.dumps(doc).encode()  # ASCII: every é and 😀 an escape (a pair for 😀)
    assert len(data) > 80_000
    assert parse_json(data, "x") == doc
    assert consumed and max(consumed) <= 102


@pytest.mark.parametrize("body", [
    "\\ud83d\\ude00" * 40,  # pairs: a cut falls between two halves somewhere
    "\\\\" * 50 + "\\\"" * 50,  # escaped backslashes and quotes across every cut
    "ab\\u00e9" * 40 + "\\u12",  # a broken \u escape at the end: json's error, at its place
    "x" * 300 + "\\ud83d",  # a lone first half at the end
    "\\ud83d" + "\\ude00\\ud83d" * 30 + "y",
])
@pytest.mark.parametrize("piece", [16, 17, 18, 19, 20, 21, 40])
def test_a_text_cut_anywhere_reads_as_one_call(monkeypatch, body, piece):
    monkeypatch.setattr(parsing, "_PIECE", piece)
    for text in ('{"a": "' + body + '", "b": 1}', '{"' + body + '": 1}', '"' + body + '"', '{"a": "' + body):
        assert read(text, parsing._loads) == read(text, plain), text


def test_texts_read_in_slices_give_json_loads_answer_on_random_documents(monkeypatch):
    """Keys and values of random escapes, pairs, halves, quotes, backslashes, control characters
    and broken escapes, some documents cut off: each as json.loads reads it, value or error."""
    rng = random.Random(40)
    tokens = ["a", "é", "😀", "\\\\", '\\"', "\\n", "\\u00e9", "\\ud83d\\ude00", "\\ud83d", "\\ude00", "\\u12",
              "\\q", "\\", '"', "\x01", "u", ",", "]", "}"]
    weights = [20, 3, 2, 5, 4, 3, 8, 4, 2, 2, 0.05, 0.05, 0.05, 0.1, 0.05, 2, 2, 1, 1]

    def body(n: int) -> str:
        return "".join(rng.choices(tokens, weights, k=n))
    outcomes = set()
    for _ in range(3000):
        monkeypatch.setattr(parsing, "_PIECE", rng.choice([4, 16, 17, 20, 40]))
        shape = rng.randrange(4)
        b = body(rng.randrange(200))
        text = ('{"k": "' + b + '", "z": [1, "' + body(rng.randrange(40)) + '"]}', '{"' + b + '": 1, "b": 2}',
                '["x", "' + b + '", 3]', '"' + b + '"')[shape]
        if rng.random() < 0.2:
            text = text[:rng.randrange(len(text) + 1)]
        expected = read(text, plain)
        assert read(text, parsing._loads) == expected, text
        outcomes.add(expected[0])
    assert {"ok", "Unterminated string starting at", "Invalid \\uXXXX escape", "Invalid \\escape",
            "Invalid control character at"} <= outcomes
