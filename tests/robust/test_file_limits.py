"""Set and results files (issue 12, points 1-3): numbers bounded to what can be real, files
counted before parsing, non-regular files refused; `check` and `import` agree on every one."""

from __future__ import annotations

import gzip
import json
import os
import struct
import subprocess
import sys
import time
import zlib
from pathlib import Path

import pytest
from store_helpers import counts, make_set, set_doc, write_doc

from dokodesk.cli import main
from dokodesk.dodge.setfile import (
    MAX_DEAL_NUMBER, MAX_DEALS, MAX_JSON_BYTES, MAX_RE_POINTS, MAX_RESULTS, MAX_RICH_RESULTS, Limits, SetFileError,
    check_file,
)
from dokodesk.store import DB_NAME, Store, StoreError

ROOT = Path(__file__).resolve().parents[2]


def verdicts(path: Path, limits: Limits = Limits()) -> tuple[list[str], list[str] | None]:
    """(check's problems, import's problems or None when it imported), the database unchanged
    whenever the import refused."""
    checked = [f"{p}: {m}" if p else m for p, m in check_file(path, limits=limits).problems]
    with Store.open() as store:
        before = counts(store.path)
        try:
            store.import_file(path, limits=limits)
        except SetFileError as exc:
            assert counts(store.path) == before
            return checked, [f"{p}: {m}" if p else m for p, m in exc.problems]
        except StoreError as exc:
            assert counts(store.path) == before
            return checked, [str(exc)]
    return checked, None


def refused_alike(path: Path, expected: str, limits: Limits = Limits()) -> None:
    checked, imported = verdicts(path, limits)
    assert imported is not None, "imported a file check refuses"
    assert checked == imported
    assert any(expected in p for p in checked), checked


@pytest.fixture
def doc():
    return set_doc(make_set(n_deals=2, points={1: [3, -2]}, logs=1))


# ------------------------------------------------------------------ 1. integers beyond 64 bits
@pytest.mark.parametrize("number", [2**63, 2**64 + 5, 10**30, MAX_DEAL_NUMBER + 1])
def test_deal_numbers_beyond_a_set_are_refused_by_check_and_import(tmp_path, doc, number):
    doc["deals"][1]["number"] = number
    refused_alike(write_doc(tmp_path / "s.json", doc), f"deals[1]: number must be an integer 1 to {MAX_DEAL_NUMBER:,}")


def test_the_largest_deal_number_is_fine(tmp_path, doc):
    doc["deals"][1]["number"] = MAX_DEAL_NUMBER
    assert verdicts(write_doc(tmp_path / "s.json", doc)) == ([], None)


@pytest.mark.parametrize("points", [2**63, -(2**63) - 1, 10**30, MAX_RE_POINTS + 1, -MAX_RE_POINTS - 1])
@pytest.mark.parametrize("extra", [{}, {"id": "t-1"}, {"players": ["A", "B", "C", "D"]}])
def test_re_points_beyond_a_game_are_refused_naming_the_result(tmp_path, doc, points, extra):
    doc["deals"][0]["results"][1] = {"re_points": points, **extra}
    refused_alike(write_doc(tmp_path / "s.json", doc), "deal 1, result 1: re_points")


def test_the_largest_game_values_pass(tmp_path, doc):
    # 29 for Kontra: every point of the DDV checklist at once (worked out in setfile.MAX_RE_POINTS)
    doc["deals"][0]["results"] += [{"re_points": -29}, {"re_points": 28, "id": "x"}, {"re_points": 29}]
    assert verdicts(write_doc(tmp_path / "s.json", doc)) == ([], None)


def test_results_file_deal_numbers_are_bounded(tmp_path, doc):
    set_path = write_doc(tmp_path / "s.json", doc)
    with Store.open() as store:
        store.import_file(set_path)
    results = {"format": "dokodesk-results", "version": 1, "set_id": doc["set"]["id"],
               "results": [{"deal": 2**63, "re_points": 1}, {"deal": 1, "re_points": 10**30}]}
    path = write_doc(tmp_path / "r.json", results)
    checked, imported = verdicts(path)
    assert imported is not None and checked[:1] == imported[:1]
    assert any("results[0]: deal must be a deal number" in p for p in imported)
    assert any("results[1]: re_points" in p and "beyond" in p for p in imported)


def test_rally_refuses_a_huge_number_without_a_traceback(tmp_path, doc, capsys):
    doc["deals"][0]["results"][0] = {"re_points": 10**30, "players": ["A", "B", "C", "D"]}
    path = write_doc(tmp_path / "s.json", doc)
    assert main(["rally", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "re_points" in err


# ---------------------------------------------------------------------------- 2. memory
def test_more_objects_than_results_allowed_are_refused_before_parsing(tmp_path, doc):
    doc["deals"][0]["results"] = [{"re_points": 0}] * 5000
    path = write_doc(tmp_path / "s.json.gz", doc)
    refused_alike(path, "the file holds 5,0", Limits(results=1000, deals=10))


def test_more_lists_than_rich_results_allowed_are_refused_before_parsing(tmp_path, doc):
    doc["deals"][0]["results"] = [{"re_points": 0, "players": ["A", "B", "C", "D"]}] * 300
    refused_alike(write_doc(tmp_path / "s.json", doc), "JSON lists", Limits(rich_results=100, deals=10))


def test_more_values_than_results_may_have_are_refused_before_parsing(tmp_path, doc):
    doc["deals"][0]["padding"] = [0] * 20000
    refused_alike(write_doc(tmp_path / "s.json", doc), "JSON values", Limits(results=1000, rich_results=10, deals=10))


def test_results_beyond_the_limit_are_counted_exactly(tmp_path, doc):
    doc["deals"][0]["results"] = [{"re_points": 1}] * 6
    doc["deals"][1]["results"] = [{"re_points": 1}] * 6
    refused_alike(write_doc(tmp_path / "s.json", doc), "results: the file has 12 results; at most 10 per file",
                  Limits(results=10))


def test_rich_results_beyond_the_limit_are_counted_exactly(tmp_path, doc):
    doc["deals"][0]["results"] += [{"re_points": 1, "id": f"t{k}"} for k in range(3)]  # and a log per deal
    refused_alike(write_doc(tmp_path / "s.json", doc), "5 results with a log, players, id or played_at; at most 3",
                  Limits(rich_results=3))


def test_deals_beyond_the_limit_are_refused(tmp_path, doc):
    refused_alike(write_doc(tmp_path / "s.json", doc), "deals: the set has 2 deals; at most 1", Limits(deals=1))


def _write_bomb(path: Path, head: bytes, block: bytes, repeats: int, tail: bytes) -> None:
    """A gzip file of head + block * repeats + tail, the block compressed once: after a full
    flush the compressor starts afresh, so each repeat is the same bytes (gzip.open of 512 MB
    took 3 s of CPU; this 0.3 s). The trailer's CRC-32 and size are those of all the data."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)  # raw deflate: the gzip frame is ours
    first = deflate.compress(head) + deflate.flush(zlib.Z_FULL_FLUSH)
    middle = deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)
    last = deflate.compress(tail) + deflate.flush()
    crc = zlib.crc32(head)
    for _ in range(repeats):
        crc = zlib.crc32(block, crc)
    crc = zlib.crc32(tail, crc)
    size = len(head) + repeats * len(block) + len(tail)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"  # deflate, no name, no time, best compression
    path.write_bytes(header + first + middle * repeats + last + struct.pack("<II", crc, size & 0xFFFFFFFF))


def test_the_issues_bomb_is_refused_within_seconds_in_little_memory(tmp_path):
    """32 M tiny results in a 1 MB .gz: refused while unpacking (the JSON limit), measured in a
    child process so that its peak memory is its own."""
    bomb = tmp_path / "bomb.json.gz"
    head = (b'{"format":"dokodesk-set","version":1,"set":{"id":"b"},"deals":[{"number":1,"dealer":0,'
            b'"hands":[],"results":[{"re_points":0}')
    item = b',{"re_points":0}'
    _write_bomb(bomb, head, item * 100_000, 320, b"]}]}")
    assert bomb.stat().st_size < 2_000_000
    with gzip.open(bomb) as f:  # a well-formed gzip file of the document
        assert f.read(len(head) + 2 * len(item)) == head + item * 2
    # VmHWM where there is /proc (ru_maxrss would include the pytest process the child forked from)
    code = ("import os, resource, sys; from dokodesk.cli import main; rc = main(sys.argv[1:]); "
            "hwm = [int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM')] "
            "if os.path.exists('/proc/self/status') else [resource.getrusage(resource.RUSAGE_SELF).ru_maxrss]; "
            "print('PEAK', hwm[0]); sys.exit(rc)")
    for command in ("check", "import"):
        started = time.monotonic()
        proc = subprocess.run([sys.executable, "-c", code, command, str(bomb)], capture_output=True, text=True,
                              cwd=ROOT, env=dict(os.environ, DOKODESK_DATA_DIR=str(tmp_path / "data")), timeout=120)
        seconds = time.monotonic() - started
        assert proc.returncode == 1, proc.stderr
        assert "unpacks to more than" in proc.stdout + proc.stderr
        assert "Traceback" not in proc.stderr
        peak_kb = int(proc.stdout.split("PEAK")[1].split()[0])
        assert peak_kb < 1024 * 1024, peak_kb  # far below 1 GB (about 170 MB measured)
        assert seconds < 30  # about a second; generous for a loaded CI machine


def test_the_documented_limits_are_the_code_s(tmp_path):
    text = (ROOT / "docs" / "set-format.md").read_text(encoding="utf-8")
    for figure in (f"{MAX_JSON_BYTES // 2**20} MiB", f"{MAX_RESULTS:,}", f"{MAX_RICH_RESULTS:,}", f"{MAX_DEALS:,}",
                   f"{MAX_DEAL_NUMBER:,}", f"-{MAX_RE_POINTS} to {MAX_RE_POINTS}"):
        assert figure in text, figure


# ---------------------------------------------------------------------- 3. non-regular files
# Runs each command line of argv[1] (JSON) through dokodesk's entry point in this one process and
# prints [exit code, output] for each as JSON: one Python start-up for several commands.
_COMMANDS = """
import contextlib, io, json, sys
from dokodesk.cli import main
answers = []
for argv in json.loads(sys.argv[1]):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(argv)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 2
    answers.append([code, out.getvalue()])
sys.__stdout__.write(json.dumps(answers))
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_not_waited_on(tmp_path):
    """In a child process with a time limit: a command that opened the pipe would wait forever."""
    fifo = tmp_path / "set.json"
    os.mkfifo(fifo)
    data = tmp_path / "data"
    commands = [["check", str(fifo)], ["import", str(fifo)], ["rally", str(fifo)],
                ["check", str(tmp_path / "missing.json"), "--set", str(fifo)]]
    proc = subprocess.run([sys.executable, "-c", _COMMANDS, json.dumps(commands)], capture_output=True, text=True,
                          cwd=ROOT, env=dict(os.environ, DOKODESK_DATA_DIR=str(data)), timeout=60)
    assert proc.returncode == 0, proc.stderr
    answers = json.loads(proc.stdout)
    assert len(answers) == len(commands)
    for argv, (code, out) in zip(commands, answers):
        assert code in (1, 2), (argv, out)
        assert "not a regular file" in out, (argv, out)
        assert "Traceback" not in out


def test_a_folder_is_refused_as_a_file(tmp_path):
    assert check_file(tmp_path).problems[0][1].startswith("not a regular file")


def test_a_mix_beyond_the_memory_estimate_is_refused_before_parsing(tmp_path, doc):
    # unknown keys on every result: each count within its limit, the whole beyond the estimate
    doc["deals"][0]["results"] = [{"re_points": 0, "a": 1, "b": 2, "c": 3}] * 1000
    path = write_doc(tmp_path / "s.json", doc)
    refused_alike(path, "reading the file would take about", Limits(memory_bytes=500_000))
    assert verdicts(path, Limits(memory_bytes=5_000_000)) == ([], None)


def test_wide_text_counts_four_bytes_a_character(tmp_path, doc):
    doc["set"]["source"] = "x" * 900
    plain = write_doc(tmp_path / "plain.json", doc)
    size = plain.stat().st_size
    doc["set"]["source"] = "x" * 899 + "\U0001f0a1"  # one emoji: Python holds the whole text 4 bytes a character
    wide = tmp_path / "wide.json"
    wide.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    data = plain.read_bytes()
    structure = 300 * data.count(b"{") + 150 * data.count(b"[") + 50 * data.count(b",")
    budget = Limits(memory_bytes=structure + 6 * size)  # room for ASCII text (3 bytes a byte), not for 9
    assert check_file(plain, limits=budget).ok
    refused_alike(wide, "reading the file would take about", budget)


# ------------------------------------------------------------- issue 30, point 8: capped problems
def test_problems_are_capped_at_the_source_and_check_and_import_agree(tmp_path, doc, capsys):
    """250 bad results: the report and the error keep the first 100 problems (file order) and
    count the others; `check` and `import` list the same 100 and say "… and 150 more problems"."""
    from dokodesk.dodge.setfile import MAX_PROBLEMS
    from dokodesk.dodge.setfile.limits import NOT_LISTED

    doc["deals"][0]["results"] = [{"re_points": 100 + k} for k in range(250)]
    path = write_doc(tmp_path / "s.json", doc)
    report = check_file(path)
    assert MAX_PROBLEMS == 100 and len(report.problems) == 100 and report.problems.total == 250
    assert report.problems[99] == ("deal 1, result 99", f"re_points 199 is beyond what a game can score "
                                                        f"(-{MAX_RE_POINTS} to {MAX_RE_POINTS})")
    verdicts_ = {r.result: r.error for r in report.checked}
    assert verdicts_[99].startswith("re_points 199") and verdicts_[100] is NOT_LISTED and len(verdicts_) == 250
    assert report.tally() == (251, 250, 1)  # deal 2 has one good logged result
    checked, imported = verdicts(path)
    assert checked == imported and len(imported) == 100
    with Store.open() as store, pytest.raises(SetFileError) as info:
        store.import_file(path)
    assert (info.value.total, info.value.more) == (250, 150)
    assert str(info.value).endswith("\n  … and 150 more problems") and len(str(info.value)) < 100 * 120
    assert main(["check", str(path)]) == 1
    check_lines = capsys.readouterr().out.splitlines()
    assert main(["import", str(path)]) == 1
    import_lines = capsys.readouterr().err.splitlines()
    assert check_lines[:101] == import_lines[:101]
    assert check_lines[100] == f"{path}: … and 150 more problems"
    assert check_lines[101] == f"{path}: 250 problems (250 of 251 results wrong)"
    assert import_lines[101] == f"dokodesk import: {path}: 250 problems; nothing was imported"


def test_many_bad_results_keep_no_text_each(tmp_path):
    """A results file of 200,000 results, each wrong in its own way: the report holds 100
    problems; the wrong results' verdicts beyond them share one text (memory stays bounded).
    200,000 plain results, over the 100,000 of a file with logs (MAX_RICH_RESULTS): no limit of
    the plain path lies between them and MAX_RESULTS' 2,000,000, and whether a text is shared is
    the same at any count (a million took 4 s of CPU and 9 s of a loaded CI machine)."""
    from dokodesk.dodge.setfile.limits import MAX_RICH_RESULTS, NOT_LISTED

    n = 200_000
    assert n > MAX_RICH_RESULTS
    path = tmp_path / "r.json"
    path.write_text('{"format":"dokodesk-results","version":1,"set_id":"t","results":['
                    + ",".join('{"deal":1,"re_points":%d}' % (100 + k) for k in range(n)) + "]}")
    report = check_file(path)
    assert len(report.problems) == 100 and report.problems.total == n
    assert len(report.checked) == n
    assert all(r.error is NOT_LISTED for r in report.checked[100:])
