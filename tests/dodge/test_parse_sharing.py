"""Issue 37, point 5: a set or results file is parsed in pieces that leave other threads the
interpreter lock only in the window's process (dokodesk.app turns it on); the command line
parses it in one C call, at full speed. Both read the same values and refuse the same files
with the same words and places, within the same limits."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "rules"))
from rules_helpers import random_deal  # noqa: E402

from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal  # noqa: E402
from dokodesk.dodge.setfile import Limits, check_file, parsing, set_to_json  # noqa: E402
from dokodesk.rules import play_randomly  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def big_set_text() -> str:
    """A valid set of 2 deals: 3 logged results each and 4,000 points-only results (~90,000
    characters, more than a piece), one result per line as people write them."""
    rng = random.Random(37)
    deals = []
    for number in (1, 2):
        deal = random_deal(rng)
        games = [play_randomly(deal, rng) for _ in range(3)]
        results = [FieldResult(g.value().re_points, tuple(g.log)) for g in games]
        results += [FieldResult(rng.choice([-3, -2, 2, 3, 4])) for _ in range(2000)]
        deals.append(SetDeal(number, deal, results))
    text = json.dumps(set_to_json(DodgeSet("share-2026-11", deals, field="archive")), indent=1)
    assert len(text) > 2 * parsing._PIECE
    return text


_PROBE = """
import json, sys
from dokodesk.dodge.setfile import parsing
pieces = []
real = parsing._list
parsing._list = lambda s, idx: pieces.append(idx) or real(s, idx)
if sys.argv[2] == "app":
    from dokodesk.app import run_app  # what `dokodesk` without a command loads: the window's process
    from dokodesk.dodge.setfile import check_file
    code = 0 if check_file(sys.argv[1]).ok else 1
else:
    from dokodesk.cli import main
    code = main(["check", sys.argv[1]])
print(json.dumps({"code": code, "shares": parsing.shares_the_lock(), "pieces": len(pieces)}))
"""


@pytest.mark.parametrize("process, shares", [("cli", False), ("app", True)])
def test_the_command_line_parses_in_one_call_and_the_window_in_pieces(tmp_path, process, shares):
    path = tmp_path / "big.json"
    path.write_text(big_set_text(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", _PROBE, str(path), process], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.splitlines()[-1])
    assert got["code"] == 0 and got["shares"] is shares
    assert (got["pieces"] > 0) is shares  # the big results lists were read in runs only by the window


@pytest.fixture
def sharing(monkeypatch):
    """Reads `path` with the lock shared (on) or not, counting the lists opened in pieces."""
    def read(path: Path, on: bool, limits: Limits = Limits()):
        pieces = []
        real = parsing._list
        monkeypatch.setattr(parsing, "_list", lambda s, idx: pieces.append(idx) or real(s, idx))
        monkeypatch.setattr(parsing, "_share_the_lock", on)
        report = check_file(path, limits=limits)
        monkeypatch.setattr(parsing, "_list", real)
        return list(report.problems), report.tally(), len(pieces)
    return read


def _damaged(text: str) -> dict[str, str]:
    middle = text.index('"re_points": 2\n', len(text) // 2)  # a points-only result deep in a big list
    at = middle + len('"re_points": 2')
    deep = "[" * 600 + text + "]" * 600
    return {
        "a key twice": text[:at] + ', "re_points": 3' + text[at:],
        "NaN": text[:middle] + '"re_points": NaN' + text[at:],
        "cut off": text[:len(text) // 2],
        "cut off in a text": text[:text.index('"', middle + 1) + 1],
        "trailing comma": text[:at] + ",}" + text[at + 2:],
        "missing comma": text[:text.index("},", at)] + "}" + text[text.index("},", at) + 2:],
        "bad escape": text[:middle] + '"re_\\q": 2' + text[at:],
        "extra data": text + " []",
        "a long number": text[:middle] + '"re_points": ' + "9" * 5000 + text[at:],
        "a second BOM": "\ufeff\ufeff" + text,
        "nested 600 deep": deep,
        "nested 2,000 deep": "[" * 2000 + text + "]" * 2000,
        "not an object": "[" + text + "]",
    }


def test_a_valid_big_file_reads_the_same_in_both(tmp_path, sharing):
    path = tmp_path / "big.json"
    path.write_text(big_set_text(), encoding="utf-8")
    fast, shared = sharing(path, False), sharing(path, True)
    assert fast[0] == shared[0] == [] and fast[1] == shared[1] == (4006, 0, 6)
    assert fast[2] == 0 and shared[2] > 0


@pytest.mark.parametrize("case", [
    "a key twice", "NaN", "cut off", "cut off in a text", "trailing comma", "missing comma", "bad escape",
    "extra data", "a long number", "a second BOM", "nested 600 deep", "nested 2,000 deep", "not an object"])
def test_the_refusals_are_the_same_words_at_the_same_places(tmp_path, sharing, case):
    text = _damaged(big_set_text())[case]
    path = tmp_path / "bad.json"
    path.write_bytes(text.encode("utf-8"))
    fast, shared = sharing(path, False), sharing(path, True)
    assert fast[0], case  # refused
    assert fast[0] == shared[0], case
    assert fast[2] == 0


@pytest.mark.parametrize("limits, words", [
    (Limits(results=1000), "the file has 4,006 results; at most 1,000 per file"),
    (Limits(rich_results=2), "the file has 6 results with a log"),
    (Limits(memory_bytes=1_000_000), "reading the file would take about"),
    (Limits(file_bytes=1000), "bytes; the limit is 1,000"),
    (Limits(json_bytes=10_000), "the file unpacks to more than 10,000 bytes"),
])
def test_the_limits_hold_in_both(tmp_path, sharing, limits, words):
    import gzip

    path = tmp_path / "big.json.gz"
    path.write_bytes(gzip.compress(big_set_text().encode()))
    fast, shared = sharing(path, False, limits), sharing(path, True, limits)
    assert fast[0] == shared[0] and words in fast[0][0][1]
