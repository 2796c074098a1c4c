"""Reading and writing set files and results files (../shared/docs/set-format.md, version 1).

Reading is strict and complete: every problem of a file is collected with its place
("deal 17, hand of seat 2: QC appears 3 times in the deal") and the file is rejected whole.
Unknown keys are ignored, a newer version is refused, nothing in a file is ever executed, and
sizes are limited before and while decompressing, and counted before parsing, so that no file
can make a reader take more than about 1 GB of memory (see `Limits`). Only regular files are
read: a named pipe or a device is refused without opening it for a blocking read.
"""

from __future__ import annotations

import functools
import gc
import gzip
import io
import itertools
import json
import os
import re
import stat
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

from dokodesk.dodge.model import FIELD_KINDS, DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.verify import verify_logs
from dokodesk.rules import Deal, DealError, Ruleset

FORMAT_VERSION = 1
SET_FORMAT = "dokodesk-set"
RESULTS_FORMAT = "dokodesk-results"
MAX_FILE_BYTES = 64 * 1024 * 1024  # on disk, compressed or not
MAX_JSON_BYTES = 128 * 1024 * 1024  # after decompression (its text is held twice while parsing)
MAX_RESULTS = 2_000_000  # results in one file
MAX_RICH_RESULTS = 100_000  # results in one file with more than re_points (a log, players, id, played_at)
MAX_DEALS = 100_000  # deals in one set: room for archives of many sets with one game a deal
MAX_DEAL_NUMBER = 1_000_000
MAX_MEMORY_BYTES = 1000 * 1000 * 1000  # what reading one file may take, estimated before parsing
# The estimate: bytes per JSON object, list and value (comma), and per byte of JSON, measured over
# check and import (a plain result of a results file takes ~450 bytes in all, a logged one ~5.5 kB).
MEMORY_PER_OBJECT, MEMORY_PER_LIST, MEMORY_PER_VALUE = 300, 150, 50
_WIDE_UTF8 = re.compile(rb"[\xc4-\xef]")  # lead bytes of characters beyond Latin-1 (2 bytes each in a str)
_ASTRAL_UTF8 = re.compile(rb"[\xf0-\xf4]")  # lead bytes of characters beyond the BMP (4 bytes each)
_ESCAPE = re.compile(rb"\\u")
# The largest |game value| of a normal game under the DDV checklist (docs/rules.md, seed 004),
# reached by Kontra winning every trick after both parties said everything up to schwarz:
# gewonnen 1 + under 90/60/30 3 + schwarz 1, Re and Kontra said 2 + 2, eight Absagen 8, 120/90/60/30
# Augen reached against the four Absagen 4, gegen die Kreuz-Damen 1, Doppelkopf 4 (a trick of
# 40 Augen needs four Asse or Zehnen, of which there are 16), two Füchse 2, Karlchen 1. Re's best
# is one less (no "gegen die Kreuz-Damen").
MAX_RE_POINTS = 29
MAX_LOG_EVENTS = 200  # 48 cards and at most 10 calls fit easily
MAX_TEXT = 1000  # characters of a free-text field
_SET_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
_MONTH = re.compile(r"\d{4}-(0[1-9]|1[0-2])")
_GZIP_MAGIC = b"\x1f\x8b"


class SetFileError(ValueError):
    """A file that breaks the format. `problems` lists every (place, message)."""

    def __init__(self, source: str, problems: list[tuple[str, str]]):
        self.source = source
        self.problems = problems
        shown = "\n".join(f"  {place}: {message}" if place else f"  {message}" for place, message in problems[:50])
        more = f"\n  … and {len(problems) - 50} more" if len(problems) > 50 else ""
        super().__init__(f"{source}: {len(problems)} problem{'s' if len(problems) != 1 else ''}\n{shown}{more}")


@dataclass(frozen=True)
class Limits:
    file_bytes: int = MAX_FILE_BYTES
    json_bytes: int = MAX_JSON_BYTES
    results: int = MAX_RESULTS
    rich_results: int = MAX_RICH_RESULTS
    deals: int = MAX_DEALS
    memory_bytes: int = MAX_MEMORY_BYTES


def _shown(value: object) -> str:
    """A value for a message, cut short (a JSON integer may have thousands of digits)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:20] + "…" + text[-8:] + f" ({len(text)} characters)"


@dataclass(slots=True)
class ResultCheck:
    """The verdict on one result of a file (for `dokodesk check`)."""

    deal: int | None
    result: int
    ok: bool
    error: str | None = None
    event_index: int | None = None
    re_points: int | None = None

    def to_json(self) -> dict:
        return {"deal": self.deal, "result": self.result, "ok": self.ok, "error": self.error,
                "event_index": self.event_index, "re_points": self.re_points}


@dataclass
class CheckReport:
    """Everything found in one document: problems with places, and a verdict per result.

    Only results that could not be checked or were found wrong get a stored `ResultCheck`;
    a log replayed to its re_points is kept as a (deal, result index, re_points) triple in
    `replayed`, and the others are valid as read: their verdicts are made on demand by
    `results`, so that a million results cost no object each.
    """

    kind: str | None = None  # SET_FORMAT or RESULTS_FORMAT
    problems: list[tuple[str, str]] = field(default_factory=list)
    checked: list[ResultCheck] = field(default_factory=list)
    replayed: list[tuple[int, int, int]] = field(default_factory=list)
    result_counts: list[tuple[int | None, range]] = field(default_factory=list)  # (deal, result indices)
    dodge_set: DodgeSet | None = None
    results_file: ResultsFile | None = None

    @property
    def ok(self) -> bool:
        return not self.problems

    def _walk(self) -> Iterator[tuple[int | None, int, ResultCheck | None]]:
        """(deal, result index, its check or None when valid as read) for every verdict, in file
        order; checks at no counted place (a result without a deal number) come last."""
        by_place: dict[tuple[int | None, int], list[ResultCheck]] = {}
        for r in self.checked:
            by_place.setdefault((r.deal, r.result), []).append(r)
        for deal, index, points in self.replayed:
            by_place.setdefault((deal, index), []).append(ResultCheck(deal, index, True, None, None, points))
        for deal, indices in self.result_counts:
            for j in indices:
                found = by_place.pop((deal, j), None) if by_place else None
                if found is None:
                    yield deal, j, None
                else:
                    yield from ((deal, j, r) for r in found)
        for found in by_place.values():
            yield from ((r.deal, r.result, r) for r in found)

    @property
    def results(self) -> list[ResultCheck]:
        """A verdict for every result read, in file order."""
        return [r if r is not None else ResultCheck(deal, j, True) for deal, j, r in self._walk()]

    def tally(self) -> tuple[int, int, int]:
        """(results, wrong results, logs replayed): what `results` holds, counted without a
        verdict object per result (a big file has millions)."""
        if not self.problems:
            # Then every verdict is valid and every place (deal numbers are unique) holds one.
            return sum(len(indices) for _, indices in self.result_counts), 0, len(self.replayed)
        total = wrong = replayed = 0
        for _, _, r in self._walk():
            total += 1
            if r is not None:
                wrong += not r.ok
                replayed += r.re_points is not None
        return total, wrong, replayed


# ------------------------------------------------------------------------------ bytes
def _gc_paused(fn):
    """Run `fn` with the cyclic garbage collector off. A parsed document, its deals and results
    hold no reference cycles, and with millions of fresh objects the collector would rescan
    them again and again: half the time of checking a big file."""
    @functools.wraps(fn)
    def paused(*args, **kwargs):
        if not gc.isenabled():
            return fn(*args, **kwargs)
        gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            gc.enable()
    return paused


def read_bytes(path: str | os.PathLike, limits: Limits = Limits()) -> bytes:
    """The JSON bytes of a file, gunzipped when it is gzip, within the size limits."""
    path = Path(path)
    if not stat.S_ISREG(path.stat().st_mode):
        raise SetFileError(str(path), [("", _NOT_REGULAR)])
    # O_NONBLOCK: should the name turn into a named pipe after the stat, opening it does not wait
    # for a writer, and the fstat below refuses it.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SetFileError(str(path), [("", _NOT_REGULAR)])
        if info.st_size > limits.file_bytes:
            raise SetFileError(str(path), [("", f"the file has {info.st_size:,} bytes; "
                                                f"the limit is {limits.file_bytes:,}")])
        raw = f.read(limits.file_bytes + 1)
    if len(raw) > limits.file_bytes:
        raise SetFileError(str(path), [("", f"the file has more than {limits.file_bytes:,} bytes (the limit)")])
    if raw[:2] == _GZIP_MAGIC:
        return gunzip_limited(raw, limits.json_bytes, str(path))
    if path.suffix == ".gz":
        raise SetFileError(str(path), [("", "the name ends in .gz but the file is not gzip-compressed")])
    return raw


_NOT_REGULAR = "not a regular file (a folder, named pipe or device); give a set or results file"


def gunzip_limited(raw: bytes, limit: int, source: str) -> bytes:
    """Decompress gzip data, refusing it as soon as it unpacks beyond `limit` bytes."""
    out = io.BytesIO()
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(raw)) as stream:
            while True:
                chunk = stream.read(1 << 20)
                if not chunk:
                    break
                out.write(chunk)
                if out.tell() > limit:
                    raise SetFileError(source, [("", f"the file unpacks to more than {limit:,} bytes "
                                                     "(the limit); refused")])
    except (OSError, EOFError, zlib.error) as exc:
        raise SetFileError(source, [("", f"broken gzip data: {exc}")]) from None
    return out.getvalue()


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def count_limits(data: bytes, limits: Limits, source: str) -> None:
    """Refuse, before parsing, a document with more objects or lists than the limits allow: each
    costs a hundred bytes or more once parsed, so that 32 million tiny results in a 1 MB .gz file
    would take gigabytes. Counting `{` and `[` (also inside strings) bounds them from above in
    well under a second even at the JSON limit."""
    objects = data.count(b"{")
    # every result and deal is an object; a few more for the file, "set" and "rules"
    if objects > limits.results + limits.deals + 16:
        raise SetFileError(source, [("", f"the file holds {objects:,} JSON objects: more than the "
                                         f"{limits.results:,} results and {limits.deals:,} deals a file may "
                                         "have; refused")])
    lists = data.count(b"[")
    # a log and players are one list each on a rich result; a deal has hands and results
    if lists > 2 * limits.rich_results + 2 * limits.deals + 16:
        raise SetFileError(source, [("", f"the file holds {lists:,} JSON lists: more than the "
                                         f"{limits.rich_results:,} results with a log or players a file may "
                                         "have; refused")])
    values = data.count(b",")
    # at most about 60 values per rich result (a log of 48 cards and calls), 2 per plain result
    if values > 64 * limits.rich_results + 4 * limits.results + 16 * limits.deals + 64:
        raise SetFileError(source, [("", f"the file holds {values:,} JSON values: more than its "
                                         f"{limits.results:,} results may have; refused")])
    # Within those counts, their mix still decides the memory (unknown keys cost as much as known ones).
    estimate = (MEMORY_PER_OBJECT * objects + MEMORY_PER_LIST * lists + MEMORY_PER_VALUE * values
                + _memory_per_byte(data) * len(data))
    if estimate > limits.memory_bytes:
        raise SetFileError(source, [("", f"reading the file would take about {estimate // 1_000_000:,} MB of memory "
                                         f"({objects:,} JSON objects, {lists:,} lists, {values:,} values); a reader "
                                         f"takes at most {limits.memory_bytes // 1_000_000:,} MB. Split it into "
                                         "smaller files; refused")])


def _memory_per_byte(data: bytes) -> int:
    """Bytes of memory per byte of JSON: the bytes, the decoded text and the parsed strings. A str
    takes 1, 2 or 4 bytes per character by its widest one, so one emoji makes the whole text 4x."""
    if data.isascii():
        text = 1
    else:
        text = 4 if _ASTRAL_UTF8.search(data) else 2 if _WIDE_UTF8.search(data) else 1
    parsed = 4 if _ESCAPE.search(data) else text  # "\ud83d\ude00" is an emoji in ASCII
    return 1 + text + parsed


def parse_json(data: bytes, source: str, limits: Limits = Limits()) -> Any:
    count_limits(data, limits, source)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SetFileError(source, [("", f"not UTF-8 text (byte {exc.start})")]) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        if not text[exc.pos:].strip():  # the text stops inside a value: cut off, not malformed
            raise SetFileError(source, [(f"line {exc.lineno}, column {exc.colno}",
                                         "the file ends in the middle of the data: it is incomplete "
                                         "(cut off, e.g. by a broken download or copy); get the whole file again")]) from None
        raise SetFileError(source, [(f"line {exc.lineno}, column {exc.colno}", f"bad JSON: {exc.msg}")]) from None
    except (ValueError, RecursionError) as exc:
        raise SetFileError(source, [("", f"bad JSON: {exc}")]) from None


# ------------------------------------------------------------------------- validation
def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_text(value: object) -> bool:
    """A str that is real Unicode text (JSON escapes can smuggle in lone surrogates)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _text(obj: dict, key: str, place: str, problems: list, pattern: re.Pattern | None = None,
          what: str = "") -> str | None:
    if key not in obj or obj[key] is None:
        return None
    value = obj[key]
    if not _is_text(value) or len(value) > MAX_TEXT:
        problems.append((place, f"{key} must be text (valid Unicode) of at most {MAX_TEXT} characters"))
        return None
    if pattern is not None and not pattern.fullmatch(value):
        problems.append((place, f"{key} {value!r} is not {what}"))
        return None
    return value


def check_header(doc: Any, problems: list) -> str | None:
    """The document's kind, after checking format and version."""
    if not isinstance(doc, dict):
        problems.append(("", "the file must hold a JSON object"))
        return None
    kind = doc.get("format")
    if kind not in (SET_FORMAT, RESULTS_FORMAT):
        problems.append(("format", f"must be {SET_FORMAT!r} or {RESULTS_FORMAT!r}, not {kind!r}"))
        return None
    version = doc.get("version")
    if not _is_int(version) or version < 1:
        problems.append(("version", f"must be a positive integer, not {version!r}"))
        return None
    if version > FORMAT_VERSION:
        problems.append(("version", f"this file is version {version}, newer than this dokodesk reads "
                                    f"(version {FORMAT_VERSION}); update dokodesk to open it"))
        return None
    return kind


def _result(obj: Any, where: str | tuple, problems: list) -> FieldResult | None:
    """A result object, or None after adding its problems. `where`: a place, or (deal place,
    result index) so that the place text is only built when there is a problem."""
    if type(obj) is dict and len(obj) <= 2:  # the common cases: points, or points and log
        points = obj.get("re_points")
        if type(points) is int and -MAX_RE_POINTS <= points <= MAX_RE_POINTS:
            if len(obj) == 1:
                return FieldResult.points_only(points)
            log = obj.get("log")
            if type(log) is list and len(log) <= MAX_LOG_EVENTS:
                return FieldResult(points, tuple(log))
    place = _place(where)
    if not isinstance(obj, dict):
        problems.append((place, "a result must be a JSON object"))
        return None
    re_points = obj.get("re_points")
    log = obj.get("log")
    players = obj.get("players")
    rid = obj.get("id")
    played_at = obj.get("played_at")
    if (type(re_points) is int and -MAX_RE_POINTS <= re_points <= MAX_RE_POINTS
            and (log is None or (type(log) is list and len(log) <= MAX_LOG_EVENTS))
            and players is None and rid is None and played_at is None):
        return FieldResult(re_points, tuple(log)) if log is not None else FieldResult.points_only(re_points)
    count = len(problems)
    if "re_points" not in obj:
        problems.append((place, "re_points is missing"))
    elif not _is_int(re_points):
        problems.append((place, f"re_points must be an integer, not {_shown(re_points)}"))
    elif not -MAX_RE_POINTS <= re_points <= MAX_RE_POINTS:
        problems.append((place, f"re_points {_shown(re_points)} is beyond what a game can score "
                                f"(-{MAX_RE_POINTS} to {MAX_RE_POINTS})"))
    if log is not None:
        # The events themselves are judged when the log is replayed ("event 7: … is not an event").
        if not isinstance(log, list):
            problems.append((place, "log must be a list of event strings"))
        elif len(log) > MAX_LOG_EVENTS:
            problems.append((place, f"log has {len(log)} events; at most {MAX_LOG_EVENTS}"))
    if players is not None and (not isinstance(players, list) or len(players) != 4
                                or not all(_is_text(p) and 0 < len(p) <= 64 for p in players)):
        problems.append((place, "players must be a list of four names (seats 0 to 3)"))
    rid = _text(obj, "id", place, problems)
    played_at = _text(obj, "played_at", place, problems)
    if len(problems) > count:
        return None
    return FieldResult(re_points, tuple(log) if log is not None else None,
                       tuple(players) if players is not None else None, rid, played_at)


def _place(where: str | tuple) -> str:
    """A result's place text, built only when a problem needs it: a place, (deal place, index)
    in a set file, or (deal number, index, "results") in a results file."""
    if isinstance(where, str):
        return where
    if len(where) == 3:
        return f"deal {where[0]}, results[{where[1]}]"
    return f"{where[0]}, result {where[1]}"


def verify_results(entries: list[tuple[str | tuple[str, int], int, int, SetDeal, FieldResult]],
                    report: CheckReport, progress: Callable[[int, int], None] | None = None) -> None:
    """Replay every log (batch) and check each re_points. entries: (place, deal number, result
    index, deal, result), all with a log, all deals of one set (one ruleset).
    `progress(done, total)` is passed on to `verify_logs`."""
    deals: list[Deal] = []
    index_of: dict[int, int] = {}
    deal_index = []
    for e in entries:
        i = index_of.get(id(e[3]))
        if i is None:
            i = index_of[id(e[3])] = len(deals)
            deals.append(e[3].deal)
        deal_index.append(i)
    verdict = verify_logs(deals, deal_index, [e[4].log for e in entries], progress)
    expected = np.fromiter([e[4].re_points for e in entries], dtype=verdict.re_points.dtype, count=len(entries))
    right = verdict.ok & (verdict.re_points == expected)
    numbers, indices = [e[1] for e in entries], [e[2] for e in entries]
    report.replayed.extend(itertools.compress(zip(numbers, indices, verdict.re_points.tolist()), right.tolist()))
    checks = report.checked
    for pos in np.flatnonzero(~right).tolist():
        where, number, index, _, result = entries[pos]
        if not verdict.ok[pos]:
            error = verdict.errors[pos]
            report.problems.append((f"{_place(where)}, event {error.event_index}", str(error)))
            checks.append(ResultCheck(number, index, False, str(error), error.event_index, None))
        else:
            points = int(verdict.re_points[pos])
            message = f"re_points is {result.re_points} but the log scores {points}"
            report.problems.append((_place(where), message))
            checks.append(ResultCheck(number, index, False, message, None, points))


def _rich(result: FieldResult) -> bool:
    return not (result.log is None and result.players is None and result.id is None and result.played_at is None)


def _count_problems(results: int, rich: int, limits: Limits) -> list[tuple[str, str]]:
    out = []
    if results > limits.results:
        out.append(("results", f"the file has {results:,} results; at most {limits.results:,} per file "
                               "(split it into several files)"))
    if rich > limits.rich_results:
        out.append(("results", f"the file has {rich:,} results with a log, players, id or played_at; at most "
                               f"{limits.rich_results:,} per file (split it into several files)"))
    return out


def check_set(doc: dict, report: CheckReport, progress: Callable[[int, int], None] | None = None,
              limits: Limits = Limits()) -> None:
    problems = report.problems
    meta = doc.get("set")
    if not isinstance(meta, dict):
        problems.append(("set", "the set object with its id is missing"))
        meta = {}
    set_id = meta.get("id")
    if not isinstance(set_id, str) or not _SET_ID.fullmatch(set_id):
        problems.append(("set.id", f"must be 1 to 64 characters of A-Z a-z 0-9 . _ -, not {set_id!r}"))
    title = _text(meta, "title", "set", problems)
    month = _text(meta, "month", "set", problems, _MONTH, "a month YYYY-MM")
    source = _text(meta, "source", "set", problems)
    field_kind = meta.get("field", "archive")
    if field_kind not in FIELD_KINDS:
        problems.append(("set.field", f"must be one of {', '.join(FIELD_KINDS)}, not {field_kind!r}"))
    rules = doc.get("rules", {})
    cards = rules.get("cards", 48) if isinstance(rules, dict) else None
    if cards not in (48, 40) or isinstance(cards, bool):
        problems.append(("rules.cards", f"must be 48 or 40, not {cards!r}"))
        cards = 48
    ruleset = Ruleset(cards)
    deals_json = doc.get("deals")
    if not isinstance(deals_json, list) or not deals_json:
        problems.append(("deals", "a set needs a list of at least one deal"))
        deals_json = []
    if len(deals_json) > limits.deals:
        problems.append(("deals", f"the set has {len(deals_json):,} deals; at most {limits.deals:,}"))
        deals_json = []
    deals: list[SetDeal] = []
    seen: dict[int, int] = {}
    entries = []
    for i, d in enumerate(deals_json):
        place = f"deals[{i}]"
        if not isinstance(d, dict):
            problems.append((place, "a deal must be a JSON object"))
            continue
        number = d.get("number")
        if not _is_int(number) or not 1 <= number <= MAX_DEAL_NUMBER:
            problems.append((place, f"number must be an integer 1 to {MAX_DEAL_NUMBER:,}, not {_shown(number)}"))
            number = None
        else:
            place = f"deal {number}"
            if number in seen:
                problems.append((place, f"deal number {number} appears twice (deals[{seen[number]}] and deals[{i}])"))
            seen.setdefault(number, i)
        deal = _deal(d, ruleset, place, problems)
        results_json = d.get("results", [])
        if not isinstance(results_json, list):
            problems.append((place, "results must be a list"))
            results_json = []
        results: list[FieldResult] = []
        logged: list[int] = []  # indices of the results with a log
        for j, r in enumerate(results_json):
            before = len(problems)
            result = _result(r, (place, j), problems)
            if result is None:
                report.checked.append(ResultCheck(number, j, False, "; ".join(m for _, m in problems[before:])))
                continue
            if result.log is not None:
                logged.append(len(results))
            results.append(result)
        if number is None:
            continue
        report.result_counts.append((number, range(len(results_json))))
        if deal is None:
            # The deal's own problems are reported; its results cannot be replayed.
            report.checked.extend(ResultCheck(number, j, False, f"deal {number} is invalid, so this result "
                                              "cannot be checked") for j in range(len(results_json)))
            continue
        set_deal = SetDeal(number, deal, results)
        deals.append(set_deal)
        if logged:
            # result positions in `results` equal file indices unless some results were invalid,
            # and then the set is rejected anyway; the place uses the file index when it can.
            for k in logged:
                entries.append(((place, k), number, k, set_deal, results[k]))
    over = _count_problems(sum(len(d.results) for d in deals),
                           sum(1 for d in deals for r in d.results if _rich(r)), limits)
    if over:
        problems.extend(over)  # too many to replay within the memory a reader may take
    else:
        verify_results(entries, report, progress)
    if not problems:
        report.dodge_set = DodgeSet(set_id, deals, ruleset, title, month, field_kind, source)


def _deal(d: dict, ruleset: Ruleset, place: str, problems: list) -> Deal | None:
    hands = d.get("hands")
    dealer = d.get("dealer")
    if not isinstance(hands, list) or len(hands) != 4 or not all([isinstance(h, str) for h in hands]):
        problems.append((place, "hands must be a list of four strings of cards"))
        return None
    if not _is_int(dealer):
        problems.append((place, f"dealer must be a seat 0 to 3, not {dealer!r}"))
        return None
    try:
        return Deal.parse(hands, dealer, ruleset.cards)
    except DealError as exc:
        problems.extend((f"{place}, {p}" if p else place, m) for p, m in exc.problems)
        return None


def check_results(doc: dict, report: CheckReport, known_set: DodgeSet | None,
                  progress: Callable[[int, int], None] | None = None, limits: Limits = Limits()) -> None:
    problems = report.problems
    set_id = doc.get("set_id")
    if not isinstance(set_id, str) or not _SET_ID.fullmatch(set_id):
        problems.append(("set_id", f"must name a set (1 to 64 characters of A-Z a-z 0-9 . _ -), not {set_id!r}"))
    if known_set is not None and set_id != known_set.id:
        problems.append(("set_id", f"the results are for set {set_id!r}, not {known_set.id!r}"))
        known_set = None
    results_json = doc.get("results")
    if not isinstance(results_json, list):
        problems.append(("results", "must be a list of results"))
        results_json = []
    deals = {d.number: d for d in known_set.deals} if known_set is not None else {}
    parsed, entries = [], []
    for j, r in enumerate(results_json):
        if type(r) is dict and len(r) == 2:
            # the bulk of a big results file: {"deal": n, "re_points": p}, checked without a place text
            number, points = r.get("deal"), r.get("re_points")
            if (type(number) is int and 1 <= number <= MAX_DEAL_NUMBER and type(points) is int
                    and -MAX_RE_POINTS <= points <= MAX_RE_POINTS and (known_set is None or number in deals)):
                parsed.append((number, FieldResult.points_only(points)))
                if report.result_counts and report.result_counts[-1][0] == number \
                        and report.result_counts[-1][1].stop == j:
                    report.result_counts[-1] = (number, range(report.result_counts[-1][1].start, j + 1))
                else:
                    report.result_counts.append((number, range(j, j + 1)))
                continue
        place: str | tuple = f"results[{j}]"
        number = r.get("deal") if isinstance(r, dict) else None
        if not _is_int(number) or not 1 <= number <= MAX_DEAL_NUMBER:
            problems.append((place, f"deal must be a deal number 1 to {MAX_DEAL_NUMBER:,}, not {_shown(number)}"))
            number = None
        else:
            place = (number, j, "results")  # its text is built only for a problem
            if known_set is not None and number not in deals:
                problems.append((_place(place), f"set {known_set.id} has no deal {number}"))
                number = None
        before = len(problems)
        result = _result(r, place, problems)
        if result is None or number is None:
            report.checked.append(ResultCheck(number, j, False, "; ".join(m for _, m in problems[before:])))
            continue
        parsed.append((number, result))
        report.result_counts.append((number, range(j, j + 1)))
        if known_set is not None and result.log is not None:
            entries.append((place, number, j, deals[number], result))
    over = _count_problems(len(results_json), sum(1 for _, r in parsed if _rich(r)), limits)
    if over:
        problems.extend(over)
    elif known_set is not None:
        verify_results(entries, report, progress)
    if not problems:
        report.results_file = ResultsFile(set_id, parsed)


@_gc_paused
def check_document(doc: Any, known_set: DodgeSet | None = None,
                   progress: Callable[[int, int], None] | None = None, limits: Limits = Limits()) -> CheckReport:
    """Validate a parsed set or results document completely. For a results file, pass the set
    it belongs to so its logs can be replayed. `progress(done, total)` reports the logs replayed."""
    report = CheckReport()
    report.kind = check_header(doc, report.problems)
    if report.kind == SET_FORMAT:
        check_set(doc, report, progress, limits)
    elif report.kind == RESULTS_FORMAT:
        check_results(doc, report, known_set, progress, limits)
    return report


@_gc_paused
def check_file(path: str | os.PathLike, known_set: DodgeSet | None = None, limits: Limits = Limits()) -> CheckReport:
    """Read and validate a file; every problem of the file, the file system's included, is in
    the report (OSError only for a file that cannot be read at all)."""
    try:
        doc = parse_json(read_bytes(path, limits), str(path), limits)
    except SetFileError as exc:
        return CheckReport(problems=exc.problems)
    return check_document(doc, known_set, limits=limits)


def read_set(path: str | os.PathLike, limits: Limits = Limits()) -> DodgeSet:
    """A valid set file, or SetFileError listing every problem."""
    report = check_file(path, limits=limits)
    if report.problems:
        raise SetFileError(str(path), report.problems)
    if report.dodge_set is None:
        raise SetFileError(str(path), [("format", "this is a results file, not a set file")])
    return report.dodge_set


def read_results(path: str | os.PathLike, known_set: DodgeSet | None = None, limits: Limits = Limits()) -> ResultsFile:
    report = check_file(path, known_set, limits)
    if report.problems:
        raise SetFileError(str(path), report.problems)
    if report.results_file is None:
        raise SetFileError(str(path), [("format", "this is a set file, not a results file")])
    return report.results_file


# ------------------------------------------------------------------------------ writing
def set_to_json(dodge_set: DodgeSet) -> dict:
    meta: dict = {"id": dodge_set.id}
    for key in ("title", "month", "source"):
        value = getattr(dodge_set, key)
        if value is not None:
            meta[key] = value
    meta["field"] = dodge_set.field
    return {
        "format": SET_FORMAT, "version": FORMAT_VERSION, "set": meta,
        "rules": {"cards": dodge_set.ruleset.cards},
        "deals": [{"number": d.number, "dealer": d.deal.dealer, "hands": d.deal.hand_strings(),
                   **({"results": [r.to_json() for r in d.results]} if d.results else {})}
                  for d in dodge_set.deals],
    }


def results_to_json(results: ResultsFile) -> dict:
    return {"format": RESULTS_FORMAT, "version": FORMAT_VERSION, "set_id": results.set_id,
            "results": [{"deal": number, **r.to_json()} for number, r in results.results]}


def _fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (where the platform can open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return  # Windows: folders cannot be opened; its rename is durable with the file's flush
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is synced
    finally:
        os.close(fd)


def write_json(doc: dict, path: str | os.PathLike) -> None:
    """Write atomically and durably (temp file, fsync, rename, fsync of the folder); gzip when
    the name ends in .gz. A crash leaves the old file or the new one, never a part. The file
    gets the usual permissions (the umask's), not a temp file's private ones."""
    path = Path(path)
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if path.suffix == ".gz":
        data = gzip.compress(data, mtime=0)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        with open(tmp, "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())  # the bytes on disk before the name points at them
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def write_set(dodge_set: DodgeSet, path: str | os.PathLike) -> None:
    write_json(set_to_json(dodge_set), path)


def write_results(results: ResultsFile, path: str | os.PathLike) -> None:
    write_json(results_to_json(results), path)
