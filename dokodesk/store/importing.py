"""Importing set and results files: verified first, then stored whole or not at all."""

from __future__ import annotations

import json
import os
import sqlite3
from collections import Counter
from contextlib import contextmanager
from operator import attrgetter
from typing import Iterator, Sequence

import numpy as np

from dokodesk.dodge.model import FIELD_KINDS, DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.setfile import (
    _SET_ID, MAX_DEAL_NUMBER, MAX_RE_POINTS, RESULTS_FORMAT, CheckReport, Limits, SetFileError, check_document, check_header,
    parse_json, read_bytes, release, verify_results,
)
from dokodesk.dodge.points import dodge_against_field
from dokodesk.rules import RE
from dokodesk.store.records import ImportSummary, OwnImport, Progress, _content_key, _dumps, _id_key, _party, content_key
from dokodesk.store.schema import StoreError, is_database_in_use
from dokodesk.dodge.seats import is_person
from dokodesk.terminal import has_visible, shown as terminal_shown

OwnResult = tuple[int, int, FieldResult]  # (deal number, the user's seat, result)

INSERT_CHUNK = 5000  # result rows per executemany between progress reports
ROWS_SLICE = 100_000  # results counted per C call (a tenth of it for logged ones): the window's thread gets the lock between

_RESULT_FIELDS = attrgetter("id", "re_points", "log", "players", "played_at")
_RE_POINTS = attrgetter("re_points")
_INSERT_RESULT = (
    "INSERT INTO results (deal_id, re_points, log, players, result_id, played_at, dedup_key, copies) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (deal_id, dedup_key) DO UPDATE SET copies = max(copies, excluded.copies)")
_SET_RESULT_COUNT = (
    "SELECT coalesce(sum(r.copies), 0) FROM results r JOIN deals d ON d.id = r.deal_id WHERE d.set_id = ?")


def _result_rows(deal_id: int, results: Sequence[FieldResult]) -> list[tuple]:
    """One row per distinct result: identical results (every field equal, the id included) become
    one row with copies, so the stored field counts every table the file lists."""
    if all(r.id is None and r.log is None and r.players is None and r.played_at is None for r in results):
        # Points only, the bulk of a big field: count the values in numpy. In slices: one C call
        # over 2,000,000 results holds the interpreter lock for 150 ms, and the window waits.
        points = np.concatenate([np.fromiter(map(_RE_POINTS, results[start:start + ROWS_SLICE]), dtype=np.int64)
                                 for start in range(0, len(results), ROWS_SLICE)] or [np.zeros(0, np.int64)])
        values, counts = np.unique(points, return_counts=True)
        return [(deal_id, v, None, None, None, None, content_key(v, None, None, None), n)
                for v, n in zip(values.tolist(), counts.tolist())]
    counter: Counter = Counter()
    for start in range(0, len(results), ROWS_SLICE // 10):  # logged results: ~12 ms a slice
        counter.update(map(_RESULT_FIELDS, results[start:start + ROWS_SLICE // 10]))
    rows = []
    for (rid, re_points, log, players, played_at), n in counter.items():
        log_json, players_json = _dumps(log), _dumps(players)
        key = (_content_key(re_points, log_json, players_json, played_at) if rid is None
               else _id_key(rid, re_points, log_json, players_json, played_at))
        rows.append((deal_id, re_points, log_json, players_json, rid, played_at, key, n))
    return rows


@contextmanager
def _unicode_checked(set_id: str) -> Iterator[None]:
    """JSON may carry lone surrogates ("\\ud800"), which are no text SQLite can store: refuse the
    import with a message instead of a traceback (the transaction inside is rolled back)."""
    try:
        yield
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start:exc.end] if isinstance(exc.object, str) else ""
        raise StoreError(f"set {set_id}: a text in it is not valid Unicode ({bad!r}: {exc.reason}); "
                         "nothing was imported") from None


class ImportMixin:
    """Store's import methods (see `Store`)."""

    def import_file(self, path: str | os.PathLike, progress: Progress | None = None,
                    limits: Limits = Limits(), me: str | None = None) -> ImportSummary:
        """Import a set file or a results file (detected from its `format`). A results file needs
        its set in the store; its logs are replayed on the stored deals. A bad file raises
        SetFileError listing every problem, and nothing is stored.

        `me`: the results in which this player name played become the user's own games (seat
        and party from the result) instead of the field: the first per deal rated, any later
        one practice (see `take_own_results`)."""
        source = str(path)
        report_progress = progress or (lambda stage, done, total: None)
        report_progress("parsing", 0, 1)
        if is_database_in_use(path):  # reading it would drop this process's locks on it (see schema)
            raise SetFileError(source, [("", "this is dokodesk's own database, not a set or results file")])
        doc = parse_json(read_bytes(path, limits), source, limits)
        problems: list[tuple[str, str]] = []
        kind = check_header(doc, problems)
        if problems:
            raise SetFileError(source, problems)
        known_set = None
        if kind == RESULTS_FORMAT:
            set_id = doc.get("set_id")
            if isinstance(set_id, str) and _SET_ID.fullmatch(set_id):  # else check_document names it
                if not self._set_exists(set_id):
                    raise SetFileError(source, [("set_id", f"set {set_id!r} is not in the database; "
                                                           "import its set file first")])
                known_set = self.get_set(set_id, with_results=False)
        report_progress("parsing", 1, 1)
        report = check_document(doc, known_set, lambda done, total: report_progress("verifying", done, total),
                                limits)
        release(doc)  # freed a slice at a time: at once it would hold the interpreter lock (the window) 100 ms
        del doc  # the parsed JSON is the bulk of an import's memory; the report holds what is kept
        try:
            if report.problems:
                raise SetFileError(source, report.problems)
            if me is None:
                if report.dodge_set is not None:
                    return self.import_set(report.dodge_set, verify=False, progress=progress)
                assert report.results_file is not None
                return self.import_results(report.results_file, verify=False, progress=progress)
            if report.dodge_set is not None:
                dodge_set, own = take_own_results(report.dodge_set, me, source)
                return self.import_set(dodge_set, verify=False, progress=progress, own=(me, own))
            assert report.results_file is not None
            results_file, own = take_own_results(report.results_file, me, source)
            return self.import_results(results_file, verify=False, progress=progress, own=(me, own))
        finally:
            report.release()  # like the document: a slice at a time, here and not where the error is shown

    def import_set(self, dodge_set: DodgeSet, *, verify: bool = True,
                   progress: Progress | None = None, own: tuple[str, list[OwnResult]] | None = None) -> ImportSummary:
        """Store a set with its field. A known set gets only its new deals and new results; a set
        whose stored deals differ from these (hands, dealer, cards) is refused.
        `verify`: replay the results' logs first (skip only for a set just read by setfile)."""
        numbers = [d.number for d in dodge_set.deals]
        if len(set(numbers)) != len(numbers):
            raise StoreError(f"set {dodge_set.id}: deal numbers appear twice")
        if numbers and not 1 <= min(numbers) <= max(numbers) <= MAX_DEAL_NUMBER:
            raise StoreError(f"set {dodge_set.id}: deal numbers must be 1 to {MAX_DEAL_NUMBER:,}")
        if dodge_set.field not in FIELD_KINDS:
            raise StoreError(f"set {dodge_set.id}: field must be one of {', '.join(FIELD_KINDS)}")
        if verify:
            self._verify(dodge_set.id, [(d, j, r) for d in dodge_set.deals
                                        if any(r.log is not None for r in d.results)
                                        for j, r in enumerate(d.results)], progress)
        with _unicode_checked(dodge_set.id), self._write() as conn:
            row = conn.execute("SELECT cards FROM sets WHERE id = ?", (dodge_set.id,)).fetchone()
            new_set = row is None
            if new_set:
                conn.execute("INSERT INTO sets (id, title, month, field, source, cards, imported_at) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)",
                             (dodge_set.id, dodge_set.title, dodge_set.month, dodge_set.field,
                              dodge_set.source, dodge_set.ruleset.cards, self.now()))
            else:
                self._check_same_deals(conn, dodge_set, row[0])
            known = {n for (n,) in conn.execute("SELECT number FROM deals WHERE set_id = ?", (dodge_set.id,))}
            new_deals = [d for d in dodge_set.deals if d.number not in known]
            conn.executemany(
                "INSERT INTO deals (set_id, number, dealer, hand0, hand1, hand2, hand3) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(dodge_set.id, d.number, d.deal.dealer, *d.deal.hand_strings()) for d in new_deals])
            deal_ids = dict(conn.execute("SELECT number, id FROM deals WHERE set_id = ?", (dodge_set.id,)))
            added, offered = self._insert_results(
                conn, dodge_set.id, [(deal_ids[d.number], d.results) for d in dodge_set.deals], progress, new_set)
            own_import = None if own is None else self._insert_own_games(conn, dodge_set.id, *own)
        return ImportSummary(len(new_deals), added, offered - added, dodge_set.id, new_set, own_import)

    def import_results(self, results: ResultsFile, *, verify: bool = True, progress: Progress | None = None,
                       own: tuple[str, list[OwnResult]] | None = None) -> ImportSummary:
        """Add results played elsewhere on a stored set; only new ones are added."""
        if not self._set_exists(results.set_id):
            raise StoreError(f"set {results.set_id!r} is not in the database; import its set file first")
        by_deal: dict[int, list[FieldResult]] = {}
        for number, result in results.results:
            by_deal.setdefault(number, []).append(result)
        if verify:
            known = {d.number: d for d in self.get_set(results.set_id, with_results=False).deals}
            missing = sorted(set(by_deal) - set(known))
            if missing:
                raise StoreError(f"set {results.set_id} has no deal {missing[0]}")
            entries = [(known[n], j, r) for n, rs in by_deal.items() for j, r in enumerate(rs)]
            self._verify(results.set_id, entries, progress)
        with _unicode_checked(results.set_id), self._write() as conn:
            deal_ids = dict(conn.execute("SELECT number, id FROM deals WHERE set_id = ?", (results.set_id,)))
            missing = sorted(set(by_deal) - set(deal_ids))
            if missing:
                raise StoreError(f"set {results.set_id} has no deal {missing[0]}")
            added, offered = self._insert_results(
                conn, results.set_id, [(deal_ids[n], rs) for n, rs in by_deal.items()], progress)
            own_import = None if own is None else self._insert_own_games(conn, results.set_id, *own)
        return ImportSummary(0, added, offered - added, results.set_id, False, own_import)

    def _insert_own_games(self, conn: sqlite3.Connection, set_id: str, name: str,
                          own: list[OwnResult]) -> OwnImport:
        """Store the user's games from a file, in the open transaction, after the field: each is
        rated against the field as stored now. A game already stored (same deal, seat, points and
        log) is not stored again."""
        hands = {n: h for n, *h in conn.execute(
            "SELECT number, hand0, hand1, hand2, hand3 FROM deals WHERE set_id = ?", (set_id,))}
        self._remove_from_field(conn, set_id, own)
        rated_count = practice = known = 0
        now = self.now()
        for number, seat, result in own:
            log_json = _dumps(list(result.log or ()))
            if conn.execute("SELECT 1 FROM games WHERE set_id = ? AND deal_number = ? AND seat = ? AND re_points = ? "
                            "AND log = ? AND status = 'finished'",
                            (set_id, number, seat, result.re_points, log_json)).fetchone():
                known += 1
                continue
            rated = not self._rated_taken(conn, set_id, number)
            party = _party(hands[number], seat)
            dodge = dodge_against_field(result.re_points, self.field_points(set_id, number), party)
            own_points = result.re_points if party == RE else -result.re_points
            conn.execute("INSERT INTO games (set_id, deal_number, seat, rated, status, log, re_points, own_points, "
                         "dodge_points, started_at, finished_at) VALUES (?, ?, ?, ?, 'finished', ?, ?, ?, ?, ?, ?)",
                         (set_id, number, seat, int(rated), log_json, result.re_points, own_points, dodge, now, now))
            rated_count += rated
            practice += not rated
        return OwnImport(name, rated_count, practice, known)

    @staticmethod
    def _remove_from_field(conn: sqlite3.Connection, set_id: str, own: list[OwnResult]) -> None:
        """One's own games never count in one's own field: an earlier import without --me
        stored these results as the field; take them out again (one copy per own result)."""
        deal_ids = dict(conn.execute("SELECT number, id FROM deals WHERE set_id = ?", (set_id,)))
        for number, _seat, result in own:
            ((deal_id, *_fields, key, _copies),) = _result_rows(deal_ids[number], [result])
            if conn.execute("UPDATE results SET copies = copies - 1 WHERE deal_id = ? AND dedup_key = ? "
                            "AND copies > 1", (deal_id, key)).rowcount == 0:
                conn.execute("DELETE FROM results WHERE deal_id = ? AND dedup_key = ?", (deal_id, key))

    def _verify(self, set_id: str, entries: list[tuple[SetDeal, int, FieldResult]],
                progress: Progress | None) -> None:
        """Replay the logs of (deal, index in the deal, result) entries; SetFileError on a bad one."""
        checked = [(f"deal {d.number}, result {j}", d.number, j, d, r) for d, j, r in entries if r.log is not None]
        if not checked:
            return
        report = CheckReport()
        verify_results(checked, report, None if progress is None else
                        (lambda done, total: progress("verifying", done, total)))
        if report.problems:
            raise SetFileError(f"set {set_id}", report.problems)

    @staticmethod
    def _check_same_deals(conn: sqlite3.Connection, dodge_set: DodgeSet, stored_cards: int) -> None:
        if stored_cards != dodge_set.ruleset.cards:
            raise StoreError(f"set {dodge_set.id} is stored with {stored_cards} cards, but this one has "
                             f"{dodge_set.ruleset.cards}; refused")
        stored = {n: (dealer, hands) for n, dealer, *hands in conn.execute(
            "SELECT number, dealer, hand0, hand1, hand2, hand3 FROM deals WHERE set_id = ?", (dodge_set.id,))}
        differences = []
        for d in dodge_set.deals:
            if d.number not in stored:
                continue
            dealer, hands = stored[d.number]
            if dealer != d.deal.dealer:
                differences.append(f"deal {d.number}: dealer is seat {d.deal.dealer}, stored seat {dealer}")
            for seat, (mine, theirs) in enumerate(zip(d.deal.hand_strings(), hands)):
                if mine != theirs:
                    differences.append(f"deal {d.number}, hand of seat {seat}: {mine} differs from the "
                                       f"stored {theirs}")
        if differences:
            shown = "\n  ".join(differences[:20])
            more = f"\n  … and {len(differences) - 20} more" if len(differences) > 20 else ""
            raise StoreError(f"set {dodge_set.id} is already stored with other cards; refused:\n  {shown}{more}")

    @staticmethod
    def _insert_results(conn: sqlite3.Connection, set_id: str, groups: list[tuple[int, Sequence[FieldResult]]],
                        progress: Progress | None, new_set: bool = False) -> tuple[int, int]:
        """Upsert results, one group per deal (deal id, results), in the open transaction.
        Returns (added, offered); added counts the tables the stored field grew by."""
        offered = sum(len(rs) for _, rs in groups)
        # Files are bounded by setfile; this keeps results built in code from reaching SQLite's
        # 64-bit integers as an OverflowError.
        wild = next((r.re_points for _, rs in groups for r in rs
                     if not -MAX_RE_POINTS <= r.re_points <= MAX_RE_POINTS), None)
        if wild is not None:
            raise StoreError(f"set {set_id}: re_points {wild} is beyond what a game can score "
                             f"(-{MAX_RE_POINTS} to {MAX_RE_POINTS}); nothing was imported")
        if not new_set:
            groups = _without_own_games(conn, set_id, groups)
        rows = [row for deal_id, rs in groups if rs for row in _result_rows(deal_id, rs)]
        before = 0 if new_set else conn.execute(_SET_RESULT_COUNT, (set_id,)).fetchone()[0]
        for start in range(0, len(rows), INSERT_CHUNK):
            conn.executemany(_INSERT_RESULT, rows[start:start + INSERT_CHUNK])
            if progress is not None:
                progress("inserting", min(start + INSERT_CHUNK, len(rows)), len(rows))
        if new_set:  # every row is new: keys are unique within a deal's rows
            return sum(row[-1] for row in rows), offered
        return conn.execute(_SET_RESULT_COUNT, (set_id,)).fetchone()[0] - before, offered


def _without_own_games(conn: sqlite3.Connection, set_id: str,
                       groups: list[tuple[int, Sequence[FieldResult]]]) -> list[tuple[int, Sequence[FieldResult]]]:
    """The results minus the user's own games: a result whose whole log is that of a finished own
    game is that game (imported with --me earlier, or played at that table), and one's own
    games never count in one's own field."""
    own = {(deal_id, re_points, log) for deal_id, re_points, log in conn.execute(
        "SELECT d.id, g.re_points, g.log FROM games g JOIN deals d ON d.set_id = g.set_id AND d.number = g.deal_number "
        "WHERE g.set_id = ? AND g.status = 'finished' AND g.log != '[]'", (set_id,))}
    if not own:
        return groups
    # a cheap look first (deal, points, length of the log); the log itself only for those few
    quick = {(deal_id, re_points, len(json.loads(log))) for deal_id, re_points, log in own}
    return [(deal_id, [r for r in rs if r.log is None or (deal_id, r.re_points, len(r.log)) not in quick
                       or (deal_id, r.re_points, _dumps(list(r.log))) not in own])
            for deal_id, rs in groups]


def take_own_results(doc: DodgeSet | ResultsFile, name: str, source: str):
    """Split a checked set or results file into the field and the results `name` played in, as
    (deal number, seat, result) in file order. Refused with the place: `name` at two seats of
    one result; `name` in no result at all."""
    field = doc.field if isinstance(doc, DodgeSet) else None
    if not has_visible(name):
        raise StoreError(f"--me {name!r}: a player's name needs a character one can see; nothing was imported")
    if not is_person(name, field):
        raise StoreError(f"--me {name!r} names a simulated seat (a bot), not a person; nothing was imported")
    if isinstance(doc, DodgeSet):
        entries = [((i, j), d.number, f"deal {d.number}, result {j}", r)
                   for i, d in enumerate(doc.deals) for j, r in enumerate(d.results)]
    else:
        entries = [(j, n, f"results[{j}]", r) for j, (n, r) in enumerate(doc.results)]
    own: list[OwnResult] = []
    taken: set = set()  # places of the results that became own games
    problems: list[tuple[str, str]] = []
    names: set[str] = set()
    for key, number, place, result in entries:
        if result.players is None:
            continue
        names.update(result.players)
        seats = [seat for seat, player in enumerate(result.players) if player == name]
        if len(seats) > 1:
            problems.append((f"{place}, players", f"{name} sits at seats {' and '.join(map(str, seats))} "
                                                  "of one table; whose game is it?"))
        elif seats:
            own.append((number, seats[0], result))
            taken.add(key)
    if problems:
        raise SetFileError(source, problems)
    if not own:
        shown = ", ".join(terminal_shown(n) for n in sorted(names)[:12]) + (", …" if len(names) > 12 else "")
        raise StoreError(f"{source}: {name!r} plays in none of its results"
                         + (f" (players in the file: {shown})" if names else " (its results name no players)")
                         + "; nothing was imported")
    if isinstance(doc, DodgeSet):
        deals = [SetDeal(d.number, d.deal, [r for j, r in enumerate(d.results) if (i, j) not in taken])
                 for i, d in enumerate(doc.deals)]
        return DodgeSet(doc.id, deals, doc.ruleset, doc.title, doc.month, doc.field, doc.source), own
    return ResultsFile(doc.set_id, [(n, r) for j, (n, r) in enumerate(doc.results) if j not in taken]), own
