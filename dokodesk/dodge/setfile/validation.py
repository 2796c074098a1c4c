"""Validation of a parsed set or results document: every problem collected with its place, the
logs of results replayed in one batch (`verify_logs`), the file rejected whole when anything is
wrong."""

from __future__ import annotations

import functools
import gc
import itertools
import os
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from dokodesk.dodge.model import FIELD_KINDS, DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.setfile.limits import (
    FORMAT_VERSION, MAX_DEAL_NUMBER, MAX_LOG_EVENTS, MAX_RE_POINTS, MAX_TEXT, NOT_LISTED, RESULTS_FORMAT, SET_FORMAT,
    Limits, Problems, SetFileError,
)
from dokodesk.dodge.setfile.parsing import _empty, parse_json, read_bytes
from dokodesk.dodge.verify import verify_logs
from dokodesk.rules import Deal, DealError, Ruleset
from dokodesk.terminal import has_visible

_SET_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
_MONTH = re.compile(r"[0-9]{4}-(0[1-9]|1[0-2])")  # ASCII digits: \d takes "２０２６" too


def _shown(value: object) -> str:
    """A value for a message, cut short (a JSON integer may have thousands of digits); true,
    false and null as the file spells them."""
    if value is True or value is False or value is None:
        return "true" if value is True else "false" if value is False else "null"
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
    problems: Problems = field(default_factory=Problems)  # the first MAX_PROBLEMS; `problems.total` counts all
    checked: list[ResultCheck] = field(default_factory=list)
    replayed: list[tuple[int, int, int]] = field(default_factory=list)
    result_counts: list[tuple[int | None, range]] = field(default_factory=list)  # (deal, result indices)
    dodge_set: DodgeSet | None = None
    results_file: ResultsFile | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.problems, Problems):
            self.problems = Problems(self.problems)

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

    def release(self) -> None:
        """Empty what the report holds a slice at a time (a big file's results, verdicts and
        counts: millions of objects), so that other threads, the window's, run between the
        slices; freed at once, they hold the interpreter lock for 100s of ms. `problems` stay."""
        big = [self.checked, self.replayed, self.result_counts]
        if self.results_file is not None:
            big.append(self.results_file.results)
        if self.dodge_set is not None:
            big.extend(d.results for d in self.dodge_set.deals if isinstance(d.results, list))
        for items in big:
            _empty(items)
        self.results_file = self.dodge_set = None

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
        problems.append(("format", f"must be {SET_FORMAT!r} or {RESULTS_FORMAT!r}, not {_shown(kind)}"))
        return None
    version = doc.get("version")
    if not _is_int(version) or version < 1:
        problems.append(("version", f"must be a positive integer, not {_shown(version)}"))
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
    elif players is not None and not all(map(has_visible, players)):
        seat = next(i for i, p in enumerate(players) if not has_visible(p))
        problems.append((place, f"players: the name of seat {seat}, {_shown(players[seat])}, has no visible character"))
    rid = _text(obj, "id", place, problems)
    played_at = _text(obj, "played_at", place, problems)
    if len(problems) > count:
        return None
    return FieldResult(re_points, tuple(log) if log is not None else None,
                       tuple(players) if players is not None else None, rid, played_at)


def _listed(found: list[tuple[str, str]], problems: Problems) -> str:
    """One wrong result's problems (`found`, then emptied) into the report, and its verdict text:
    its messages while the report lists problems, a shared text beyond MAX_PROBLEMS (a file of
    2,000,000 bad results keeps no text per result)."""
    listed = len(problems) + len(found) <= problems.cap
    text = "; ".join(m for _, m in found) if listed else NOT_LISTED
    problems.extend(found)
    found.clear()
    return text


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
    right = [ok and points == e[4].re_points for ok, points, e in zip(verdict.ok, verdict.re_points, entries)]
    numbers, indices = [e[1] for e in entries], [e[2] for e in entries]
    report.replayed.extend(itertools.compress(zip(numbers, indices, verdict.re_points), right))
    checks = report.checked
    for pos in itertools.compress(range(len(entries)), [not r for r in right]):
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
        problems.append(("set.field", f"must be one of {', '.join(FIELD_KINDS)}, not {_shown(field_kind)}"))
    rules = doc.get("rules", {})
    cards = rules.get("cards", 48) if isinstance(rules, dict) else None
    if cards not in (48, 40) or isinstance(cards, bool):
        problems.append(("rules.cards", f"must be 48 or 40, not {_shown(cards)}"))
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
    found: list[tuple[str, str]] = []  # one result's problems (see _listed)
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
            result = _result(r, (place, j), found)
            if result is None:
                report.checked.append(ResultCheck(number, j, False, _listed(found, problems)))
                continue
            if result.log is not None:
                logged.append(len(results))
            results.append(result)
        if number is None:
            continue
        report.result_counts.append((number, range(len(results_json))))
        if deal is None:
            # The deal's own problems are reported; its results cannot be replayed.
            verdict = f"deal {number} is invalid, so this result cannot be checked"  # one text for them all
            report.checked.extend(ResultCheck(number, j, False, verdict) for j in range(len(results_json)))
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
        problems.append((place, f"dealer must be a seat 0 to 3, not {_shown(dealer)}"))
        return None
    try:
        return Deal.parse(hands, dealer, ruleset.cards)
    except DealError as exc:
        problems.extend((f"{place}, {p}" if p else place, m) for p, m in exc.problems)
        return None


MAX_NOT_OBJECTS = 1000  # entries of a results list that are no objects, before the list is refused whole


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
    # A list whose bulk is no objects (millions of bare texts or numbers, within the size
    # limits) is no results list: checked entry by entry its report outgrew the memory budget
    # (2.3 GB for 12 million texts, issue 30.8). Counted first, refused as a whole.
    not_objects = sum(1 for r in results_json if type(r) is not dict)
    if not_objects > MAX_NOT_OBJECTS:
        first = next(j for j, r in enumerate(results_json) if type(r) is not dict)
        problems.append((f"results[{first}]", f"must be a result object {{\"deal\": …, \"re_points\": …}}, not "
                         f"{_shown(results_json[first])}; {not_objects:,} of the {len(results_json):,} entries are no "
                         f"objects: the results are not checked further"))
        results_json = []
    deals = {d.number: d for d in known_set.deals} if known_set is not None else {}
    parsed, entries = [], []
    found: list[tuple[str, str]] = []  # one result's problems (see _listed)
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
        result = _result(r, place, found)
        if result is None or number is None:
            report.checked.append(ResultCheck(number, j, False, _listed(found, problems)))
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
