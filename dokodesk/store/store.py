"""The local database: imported sets with their field, the user's own games, a few settings.

One SQLite file in the data directory (see `schema.resolve_data_dir`), in WAL mode with foreign
keys on. Every write is one explicit transaction (`BEGIN IMMEDIATE` ... `COMMIT`, `ROLLBACK` on
any error), so an import is stored whole or not at all, and each saved game event is committed
before `save_progress` returns.

A `Store` wraps one connection and, like it, belongs to the thread that opened it; a GUI opens
one per worker thread (WAL lets readers run while another connection writes).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import sqlite3
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from operator import attrgetter
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import numpy as np

from dokodesk.dodge.model import FIELD_KINDS, DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.points import (
    STARTING_STARS, SetRating, dodge_against_field, set_rating, star_change,
)
from dokodesk.dodge.setfile import (
    RESULTS_FORMAT, CheckReport, Limits, SetFileError, _verify_results, check_document, check_header,
    parse_json, read_bytes,
)
from dokodesk.rules import KONTRA, RE, Deal, Game, Ruleset
from dokodesk.store.schema import DB_NAME, StoreError, connect, resolve_data_dir

Progress = Callable[[str, int, int], None]
"""progress(stage, done, total), stage one of "parsing", "verifying", "inserting". Raising from
it cancels an import; nothing of it is stored."""

INSERT_CHUNK = 5000  # result rows per executemany between progress reports
STARS_KEY = "stars"
SEAT_DRAWN = -1  # seat mode: the app draws the seat per deal; 0..3: always that seat
GAME_STATES = ("available", "rated", "practised", "in_progress")

_RESULT_FIELDS = attrgetter("id", "re_points", "log", "players", "played_at")
_RE_POINTS = attrgetter("re_points")
_INSERT_RESULT = (
    "INSERT INTO results (deal_id, re_points, log, players, result_id, played_at, dedup_key, copies) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (deal_id, dedup_key) DO UPDATE SET copies = max(copies, excluded.copies)")
_SET_RESULT_COUNT = (
    "SELECT coalesce(sum(r.copies), 0) FROM results r JOIN deals d ON d.id = r.deal_id WHERE d.set_id = ?")


# ------------------------------------------------------------------------------- values
@dataclass(frozen=True, slots=True)
class ImportSummary:
    added_deals: int
    added_results: int
    skipped_duplicates: int
    set_id: str = ""
    new_set: bool = False

    def __str__(self) -> str:
        return (f"added {self.added_deals} deals, {self.added_results} results "
                f"({self.skipped_duplicates} duplicates skipped)")


@dataclass(frozen=True, slots=True)
class SetInfo:
    """A stored set with its counts. `results` counts the field's results (tables);
    `rated_games`/`practice_games` the user's finished games, `in_progress` the unfinished."""

    id: str
    title: str | None
    month: str | None
    field: str
    source: str | None
    cards: int
    imported_at: str
    seat_mode: int
    deals: int
    results: int
    rated_games: int
    practice_games: int
    in_progress: int


@dataclass(frozen=True, slots=True)
class OwnGame:
    """One of the user's games. `dodge_points` is the value stored when the game finished (the
    field may have grown since: `Store.current_dodge_points` recomputes it)."""

    id: int
    set_id: str
    deal_number: int
    seat: int
    rated: bool
    status: str  # "in_progress" or "finished"
    log: tuple[str, ...]
    re_points: int | None
    own_points: int | None
    dodge_points: float | None
    started_at: str
    finished_at: str | None

    @property
    def finished(self) -> bool:
        return self.status == "finished"


@dataclass(frozen=True, slots=True)
class DealStanding:
    """One deal of a set from the user's side. `state`: "available" (no game), "in_progress"
    (a game is unfinished), "rated" (the rated game is finished), "practised" (only practice
    games). Own points and Dodge points are those of the rated game; `dodge_points` is
    computed against today's field, `dodge_points_at_finish` was stored at the time."""

    number: int
    state: str
    game_id: int | None
    seat: int | None
    party: int | None
    own_points: int | None
    field_size: int
    dodge_points: float | None
    dodge_points_at_finish: float | None
    practice_games: int

    def to_json(self) -> dict:
        return {"deal": self.number, "state": self.state, "game_id": self.game_id, "seat": self.seat,
                "party": None if self.party is None else ("re", "kontra")[self.party],
                "own_points": self.own_points, "field_size": self.field_size,
                "dodge_points": self.dodge_points, "dodge_points_at_finish": self.dodge_points_at_finish,
                "practice_games": self.practice_games}


@dataclass(frozen=True, slots=True)
class Standings:
    """The user's standing in one set: every deal, the set rating from the finished rated
    games, and the stars before and (if the set ended now) after."""

    set_id: str
    title: str | None
    deals: tuple[DealStanding, ...]
    rating: SetRating
    stars_before: int
    stars_after: int

    @property
    def played(self) -> tuple[DealStanding, ...]:
        """The deals with a finished rated game."""
        return tuple(d for d in self.deals if d.state == "rated")

    @property
    def games_to_go(self) -> int:
        return self.rating.games_to_go

    @property
    def stars_delta(self) -> int:
        return self.stars_after - self.stars_before

    def to_json(self) -> dict:
        r = self.rating
        return {"set_id": self.set_id, "title": self.title,
                "deals": [d.to_json() for d in self.deals if d.state != "available"],
                "games": r.games, "pending": r.pending, "dodge_points": r.dodge_points, "penalty": r.penalty,
                "rating": r.rating, "games_to_go": r.games_to_go, "stars_before": self.stars_before,
                "stars_after": self.stars_after, "stars_delta": self.stars_delta}


# ------------------------------------------------------------------------------ helpers
def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


_NEEDS_ESCAPE = re.compile(r'["\\\x00-\x1f]')


def _dumps(values: Sequence[str] | None) -> str | None:
    """Compact JSON of a list of strings (a log, four names), as
    json.dumps(values, ensure_ascii=False, separators=(",", ":")) writes it."""
    if values is None:
        return None
    if not values or _NEEDS_ESCAPE.search("".join(values)):
        return json.dumps(list(values), ensure_ascii=False, separators=(",", ":"))
    return '["' + '","'.join(values) + '"]'  # the usual case, tokens like "2:QC": ten times faster


def _content_key(re_points: int, log_json: str | None, players_json: str | None, played_at: str | None) -> str:
    canonical = (f"[{int(re_points)},{log_json or 'null'},{players_json or 'null'},"
                 f"{'null' if played_at is None else json.dumps(played_at, ensure_ascii=False)}]")
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


@lru_cache(maxsize=1 << 12)
def content_key(re_points: int, log: Sequence[str] | None = None, players: Sequence[str] | None = None,
                played_at: str | None = None) -> str:
    """The dedup key of a result without an id (see schema.py): "sha256:" and the first 32 hex
    digits of the SHA-256 of its canonical JSON [re_points, log, players, played_at] (compact
    separators, UTF-8, absent fields as null)."""
    return _content_key(re_points, _dumps(log), _dumps(players), played_at)


def _result_rows(deal_id: int, results: Sequence[FieldResult]) -> list[tuple]:
    """One row per distinct result; identical results without an id become one row with copies."""
    if all(r.id is None and r.log is None and r.players is None and r.played_at is None for r in results):
        # Points only, the bulk of a big field: count the values in numpy.
        points = np.fromiter(map(_RE_POINTS, results), dtype=np.int64, count=len(results))
        values, counts = np.unique(points, return_counts=True)
        return [(deal_id, v, None, None, None, None, content_key(v, None, None, None), n)
                for v, n in zip(values.tolist(), counts.tolist())]
    rows: dict[str, tuple] = {}
    for (rid, re_points, log, players, played_at), n in Counter(map(_RESULT_FIELDS, results)).items():
        log_json, players_json = _dumps(log), _dumps(players)
        if rid is not None:
            key, copies = "id:" + rid, 1
        else:
            key, copies = _content_key(re_points, log_json, players_json, played_at), n
        if key not in rows:  # the same id with other content again: the first one stays
            rows[key] = (deal_id, re_points, log_json, players_json, rid, played_at, key, copies)
    return list(rows.values())


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


def _party(hands: Sequence[str], seat: int) -> int:
    return RE if "QC" in hands[seat].split() else KONTRA


def _nan_to_none(value: float | None) -> float | None:
    if value is None:
        return None
    value = float(value)
    return None if math.isnan(value) else value


def _check_seat(seat: object) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0 to 3, not {seat!r}")
    return seat


def _check_log(log: object) -> list[str]:
    if isinstance(log, str) or not isinstance(log, (list, tuple)) or not all(isinstance(t, str) for t in log):
        raise ValueError("a log must be a list of event strings")
    return list(log)


# -------------------------------------------------------------------------------- store
class Store:
    """The database. Open with `Store.open()`; close with `close()` or a `with` block."""

    def __init__(self, conn: sqlite3.Connection, path: Path):
        self._conn = conn
        self.path = path
        self.now: Callable[[], str] = _now  # the clock for timestamps (tests may replace it)

    @classmethod
    def open(cls, data_dir: str | os.PathLike | None = None) -> "Store":
        """Open the database in `data_dir` (else $DOKODESK_DATA_DIR, else the user data dir),
        creating or migrating it; a database of a newer dokodesk raises NewerDatabaseError."""
        path = resolve_data_dir(data_dir) / DB_NAME
        return cls(connect(path), path)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed whole, or rolled back on any exception."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    # ------------------------------------------------------------------------ importing
    def import_file(self, path: str | os.PathLike, progress: Progress | None = None,
                    limits: Limits = Limits()) -> ImportSummary:
        """Import a set file or a results file (detected from its `format`). A results file needs
        its set in the store; its logs are replayed on the stored deals. A bad file raises
        SetFileError listing every problem, and nothing is stored."""
        source = str(path)
        report_progress = progress or (lambda stage, done, total: None)
        report_progress("parsing", 0, 1)
        doc = parse_json(read_bytes(path, limits), source)
        problems: list[tuple[str, str]] = []
        kind = check_header(doc, problems)
        if problems:
            raise SetFileError(source, problems)
        known_set = None
        if kind == RESULTS_FORMAT:
            set_id = doc.get("set_id")
            if isinstance(set_id, str):
                if not self._set_exists(set_id):
                    raise SetFileError(source, [("set_id", f"set {set_id!r} is not in the database; "
                                                           "import its set file first")])
                known_set = self.get_set(set_id, with_results=False)
        report_progress("parsing", 1, 1)
        report = check_document(doc, known_set, lambda done, total: report_progress("verifying", done, total))
        if report.problems:
            raise SetFileError(source, report.problems)
        if report.dodge_set is not None:
            return self.import_set(report.dodge_set, verify=False, progress=progress)
        assert report.results_file is not None
        return self.import_results(report.results_file, verify=False, progress=progress)

    def import_set(self, dodge_set: DodgeSet, *, verify: bool = True,
                   progress: Progress | None = None) -> ImportSummary:
        """Store a set with its field. A known set gets only its new deals and new results; a set
        whose stored deals differ from these (hands, dealer, cards) is refused.
        `verify`: replay the results' logs first (skip only for a set just read by setfile)."""
        numbers = [d.number for d in dodge_set.deals]
        if len(set(numbers)) != len(numbers):
            raise StoreError(f"set {dodge_set.id}: deal numbers appear twice")
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
        return ImportSummary(len(new_deals), added, offered - added, dodge_set.id, new_set)

    def import_results(self, results: ResultsFile, *, verify: bool = True,
                       progress: Progress | None = None) -> ImportSummary:
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
        return ImportSummary(0, added, offered - added, results.set_id, False)

    def _verify(self, set_id: str, entries: list[tuple[SetDeal, int, FieldResult]],
                progress: Progress | None) -> None:
        """Replay the logs of (deal, index in the deal, result) entries; SetFileError on a bad one."""
        checked = [(f"deal {d.number}, result {j}", d.number, j, d, r) for d, j, r in entries if r.log is not None]
        if not checked:
            return
        report = CheckReport()
        _verify_results(checked, report, None if progress is None else
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
        rows = [row for deal_id, rs in groups if rs for row in _result_rows(deal_id, rs)]
        before = 0 if new_set else conn.execute(_SET_RESULT_COUNT, (set_id,)).fetchone()[0]
        for start in range(0, len(rows), INSERT_CHUNK):
            conn.executemany(_INSERT_RESULT, rows[start:start + INSERT_CHUNK])
            if progress is not None:
                progress("inserting", min(start + INSERT_CHUNK, len(rows)), len(rows))
        if new_set:  # every row is new: keys are unique within a deal's rows
            return sum(row[-1] for row in rows), offered
        return conn.execute(_SET_RESULT_COUNT, (set_id,)).fetchone()[0] - before, offered

    # ------------------------------------------------------------------------ sets
    def _set_exists(self, set_id: str) -> bool:
        return self._conn.execute("SELECT 1 FROM sets WHERE id = ?", (set_id,)).fetchone() is not None

    _SET_INFO = """
        SELECT s.id, s.title, s.month, s.field, s.source, s.cards, s.imported_at, s.seat_mode,
            (SELECT count(*) FROM deals d WHERE d.set_id = s.id),
            (SELECT coalesce(sum(r.copies), 0) FROM results r JOIN deals d ON d.id = r.deal_id
             WHERE d.set_id = s.id),
            (SELECT count(*) FROM games g WHERE g.set_id = s.id AND g.rated = 1 AND g.status = 'finished'),
            (SELECT count(*) FROM games g WHERE g.set_id = s.id AND g.rated = 0 AND g.status = 'finished'),
            (SELECT count(*) FROM games g WHERE g.set_id = s.id AND g.status = 'in_progress')
        FROM sets s"""

    def sets(self) -> list[SetInfo]:
        """Every stored set with its counts, the most recently imported first."""
        rows = self._conn.execute(self._SET_INFO + " ORDER BY s.imported_at DESC, s.id").fetchall()
        return [SetInfo(*row) for row in rows]

    def set_info(self, set_id: str) -> SetInfo:
        row = self._conn.execute(self._SET_INFO + " WHERE s.id = ?", (set_id,)).fetchone()
        if row is None:
            raise KeyError(f"no set {set_id!r} in the database")
        return SetInfo(*row)

    def get_set(self, set_id: str, with_results: bool = True) -> DodgeSet:
        """The stored set; with its field's results unless `with_results` is False. Identical
        results without an id come back repeated, next to each other."""
        conn = self._conn
        row = conn.execute("SELECT title, month, field, source, cards FROM sets WHERE id = ?", (set_id,)).fetchone()
        if row is None:
            raise KeyError(f"no set {set_id!r} in the database")
        title, month, field_kind, source, cards = row
        deals: dict[int, SetDeal] = {}
        for deal_id, number, dealer, *hands in conn.execute(
                "SELECT id, number, dealer, hand0, hand1, hand2, hand3 FROM deals WHERE set_id = ? ORDER BY number",
                (set_id,)):
            deals[deal_id] = SetDeal(number, Deal.parse(hands, dealer, cards))
        if with_results:
            for deal_id, re_points, log, players, rid, played_at, copies in conn.execute(
                    "SELECT r.deal_id, r.re_points, r.log, r.players, r.result_id, r.played_at, r.copies "
                    "FROM results r JOIN deals d ON d.id = r.deal_id WHERE d.set_id = ? ORDER BY r.id", (set_id,)):
                result = FieldResult(re_points, None if log is None else tuple(json.loads(log)),
                                     None if players is None else tuple(json.loads(players)), rid, played_at)
                deals[deal_id].results.extend([result] * copies)
        return DodgeSet(set_id, list(deals.values()), Ruleset(cards), title, month, field_kind, source)

    def logged_results(self, set_id: str, number: int) -> list[FieldResult]:
        """The field's results of one deal that have a log (each distinct one once), for review."""
        rows = self._conn.execute(
            "SELECT r.re_points, r.log, r.players, r.result_id, r.played_at FROM results r "
            "JOIN deals d ON d.id = r.deal_id WHERE d.set_id = ? AND d.number = ? AND r.log IS NOT NULL "
            "ORDER BY r.id", (set_id, number))
        return [FieldResult(points, tuple(json.loads(log)), None if players is None else tuple(json.loads(players)),
                            rid, played_at) for points, log, players, rid, played_at in rows]

    def deal(self, set_id: str, number: int) -> SetDeal:
        """One stored deal (without its results)."""
        row = self._conn.execute(
            "SELECT d.dealer, d.hand0, d.hand1, d.hand2, d.hand3, s.cards FROM deals d JOIN sets s "
            "ON s.id = d.set_id WHERE d.set_id = ? AND d.number = ?", (set_id, number)).fetchone()
        if row is None:
            raise KeyError(f"set {set_id!r} has no deal {number} in the database")
        dealer, *hands, cards = row
        return SetDeal(number, Deal.parse(hands, dealer, cards))

    def delete_set(self, set_id: str) -> None:
        """Remove a set with its deals, field and the user's games on it."""
        with self._write() as conn:
            conn.execute("DELETE FROM sets WHERE id = ?", (set_id,))

    def set_seat_mode(self, set_id: str, seat_mode: int) -> None:
        """How the app seats the user in this set: SEAT_DRAWN (-1) or always seat 0..3."""
        if isinstance(seat_mode, bool) or not isinstance(seat_mode, int) or not -1 <= seat_mode <= 3:
            raise ValueError(f"seat mode must be -1 (drawn) or a seat 0 to 3, not {seat_mode!r}")
        with self._write() as conn:
            if conn.execute("UPDATE sets SET seat_mode = ? WHERE id = ?", (seat_mode, set_id)).rowcount == 0:
                raise KeyError(f"no set {set_id!r} in the database")

    # ------------------------------------------------------------------------ the field
    def _deal_id(self, set_id: str, number: int) -> int:
        row = self._conn.execute("SELECT id FROM deals WHERE set_id = ? AND number = ?", (set_id, number)).fetchone()
        if row is None:
            raise KeyError(f"set {set_id!r} has no deal {number} in the database")
        return row[0]

    def field_histogram(self, set_id: str, deal_number: int) -> list[tuple[int, int]]:
        """The field's Re points on a deal as (points, number of tables), sorted by points."""
        deal_id = self._deal_id(set_id, deal_number)
        return self._conn.execute(
            "SELECT re_points, sum(copies) FROM results WHERE deal_id = ? GROUP BY re_points ORDER BY re_points",
            (deal_id,)).fetchall()

    def field_points(self, set_id: str, deal_number: int) -> np.ndarray:
        """The field's Re points on a deal, one per table, sorted ascending (int64)."""
        histogram = self.field_histogram(set_id, deal_number)
        if not histogram:
            return np.zeros(0, dtype=np.int64)
        values, counts = np.array(histogram, dtype=np.int64).T
        return np.repeat(values, counts)

    def field(self, set_id: str) -> tuple[np.ndarray, np.ndarray]:
        """The whole set's field as (deal numbers, Re points), one entry per table, sorted by deal
        and points: ready for `dodge.points.rank_set`."""
        rows = self._conn.execute(
            "SELECT d.number, r.re_points, sum(r.copies) FROM results r JOIN deals d ON d.id = r.deal_id "
            "WHERE d.set_id = ? GROUP BY d.number, r.re_points ORDER BY d.number, r.re_points",
            (set_id,)).fetchall()
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        numbers, points, counts = np.array(rows, dtype=np.int64).T
        return np.repeat(numbers, counts), np.repeat(points, counts)

    # ------------------------------------------------------------------------ own games
    def rated_available(self, set_id: str, deal_number: int) -> bool:
        """Whether a game of this deal started now would be rated (no rated game yet)."""
        return self._conn.execute("SELECT 1 FROM games WHERE set_id = ? AND deal_number = ? AND rated = 1",
                                  (set_id, deal_number)).fetchone() is None

    def start_game(self, set_id: str, deal_number: int, seat: int, rated: bool) -> int:
        """Start a game of a stored deal; returns its id. Only the first rated game of a deal is
        rated: asking for a rated game when the deal already has one starts a practice game
        (see `game(id).rated`)."""
        _check_seat(seat)
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM deals WHERE set_id = ? AND number = ?",
                            (set_id, deal_number)).fetchone() is None:
                raise KeyError(f"set {set_id!r} has no deal {deal_number} in the database")
            if rated and conn.execute("SELECT 1 FROM games WHERE set_id = ? AND deal_number = ? AND rated = 1",
                                      (set_id, deal_number)).fetchone():
                rated = False
            cursor = conn.execute("INSERT INTO games (set_id, deal_number, seat, rated, started_at) "
                                  "VALUES (?, ?, ?, ?, ?)", (set_id, deal_number, seat, int(bool(rated)), self.now()))
            return int(cursor.lastrowid)

    def _game_and_deal(self, game_id: int) -> tuple[OwnGame, Deal]:
        game = self.game(game_id)
        if game.finished:
            raise StoreError(f"game {game_id} is finished; it cannot be changed")
        return game, self.deal(game.set_id, game.deal_number).deal

    def save_progress(self, game_id: int, log: Sequence[str]) -> None:
        """Save a game in progress (call after every event); committed before returning. The log
        must be legal so far (a shorter log than before is fine: practice undo)."""
        events = _check_log(log)
        _, deal = self._game_and_deal(game_id)
        Game.replay(deal, events)  # raises IllegalEventError (a ValueError) with the event's index
        with self._write() as conn:
            conn.execute("UPDATE games SET log = ? WHERE id = ? AND status = 'in_progress'",
                         (_dumps(events), game_id))

    def finish_game(self, game_id: int, log: Sequence[str], re_points: int, own_points: int,
                    dodge_points: float | None) -> None:
        """Finish a game with its complete log, the game value, the user's points and the Dodge
        points against the field as it is now (None: no field). The log is replayed: the values
        must be the ones it scores."""
        events = _check_log(log)
        game, deal = self._game_and_deal(game_id)
        played = Game.replay(deal, events)
        if not played.is_over:
            raise ValueError(f"game {game_id}: the log ends before the game does")
        value = played.value().re_points
        own = value if deal.parties[game.seat] == RE else -value
        if (re_points, own_points) != (value, own):
            raise ValueError(f"game {game_id}: the log scores re_points {value} and own points {own}, "
                             f"not {re_points} and {own_points}")
        with self._write() as conn:
            if conn.execute("UPDATE games SET status = 'finished', log = ?, re_points = ?, own_points = ?, "
                            "dodge_points = ?, finished_at = ? WHERE id = ? AND status = 'in_progress'",
                            (_dumps(events), value, own, _nan_to_none(dodge_points), self.now(),
                             game_id)).rowcount != 1:
                raise StoreError(f"game {game_id} is finished; it cannot be changed")

    _GAME_COLUMNS = ("SELECT id, set_id, deal_number, seat, rated, status, log, re_points, own_points, "
                     "dodge_points, started_at, finished_at FROM games")

    @staticmethod
    def _game(row: tuple) -> OwnGame:
        gid, set_id, number, seat, rated, status, log, re_points, own, dodge, started, finished = row
        return OwnGame(gid, set_id, number, seat, bool(rated), status, tuple(json.loads(log)), re_points, own,
                       dodge, started, finished)

    def game(self, game_id: int) -> OwnGame:
        row = self._conn.execute(self._GAME_COLUMNS + " WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(f"no game {game_id} in the database")
        return self._game(row)

    def in_progress_game(self) -> OwnGame | None:
        """The most recently started unfinished game, to resume."""
        row = self._conn.execute(self._GAME_COLUMNS + " WHERE status = 'in_progress' "
                                 "ORDER BY started_at DESC, id DESC LIMIT 1").fetchone()
        return None if row is None else self._game(row)

    def own_games(self, set_id: str) -> list[OwnGame]:
        """The user's games on a set, by deal and then in the order they were started."""
        rows = self._conn.execute(self._GAME_COLUMNS + " WHERE set_id = ? ORDER BY deal_number, id", (set_id,))
        return [self._game(row) for row in rows]

    def current_dodge_points(self, game_id: int) -> float | None:
        """A finished game's Dodge points against the field as it is now (None: no field)."""
        game = self.game(game_id)
        if not game.finished:
            raise StoreError(f"game {game_id} is not finished")
        party = self.deal(game.set_id, game.deal_number).deal.parties[game.seat]
        return dodge_against_field(game.re_points, self.field_points(game.set_id, game.deal_number), party)

    def set_standings(self, set_id: str) -> Standings:
        """Per deal the user's state, points and Dodge points against today's field; the set
        rating of the finished rated games; the stars now and if the set ended now."""
        conn = self._conn
        row = conn.execute("SELECT title FROM sets WHERE id = ?", (set_id,)).fetchone()
        if row is None:
            raise KeyError(f"no set {set_id!r} in the database")
        title = row[0]
        hands = {n: h for n, *h in conn.execute(
            "SELECT number, hand0, hand1, hand2, hand3 FROM deals WHERE set_id = ? ORDER BY number", (set_id,))}
        field: dict[int, list[tuple[int, int]]] = {}
        for number, points, count in conn.execute(
                "SELECT d.number, r.re_points, sum(r.copies) FROM results r JOIN deals d ON d.id = r.deal_id "
                "WHERE d.set_id = ? GROUP BY d.number, r.re_points", (set_id,)):
            field.setdefault(number, []).append((points, count))
        games: dict[int, list[OwnGame]] = {}
        for game in self.own_games(set_id):
            games.setdefault(game.deal_number, []).append(game)
        rows = []
        for number, deal_hands in hands.items():
            histogram = field.get(number, [])
            size = sum(count for _, count in histogram)
            deal_games = games.get(number, [])
            rated = next((g for g in deal_games if g.rated), None)
            practice = sum(1 for g in deal_games if not g.rated and g.finished)
            if any(not g.finished for g in deal_games):
                state = "in_progress"
            elif rated is not None:
                state = "rated"
            elif practice:
                state = "practised"
            else:
                state = "available"
            seat = party = own = dodge = at_finish = None
            game_id = None
            if rated is not None:
                game_id, seat = rated.id, rated.seat
                party = _party(deal_hands, seat)
                if rated.finished:
                    own, at_finish = rated.own_points, rated.dodge_points
                    values = np.repeat(*np.array(histogram, dtype=np.int64).reshape(-1, 2).T)
                    dodge = dodge_against_field(rated.re_points, values, party)
            rows.append(DealStanding(number, state, game_id, seat, party, own, size, dodge, at_finish, practice))
        rating = set_rating(d.dodge_points for d in rows if d.own_points is not None)
        stars = self.stars()
        return Standings(set_id, title, tuple(rows), rating, stars, star_change(stars, rating.rating))

    # ------------------------------------------------------------------------ settings
    def get_setting(self, key: str, default: Any = None) -> Any:
        row = self._conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return default if row is None else json.loads(row[0])

    def set_setting(self, key: str, value: Any) -> None:
        """Keep a JSON-serialisable value under `key`."""
        text = json.dumps(value)
        with self._write() as conn:
            conn.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
                         "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, text))

    def stars(self) -> int:
        """The user's Dodge stars now (a fresh player has one)."""
        return int(self.get_setting(STARS_KEY, STARTING_STARS))

    def set_stars(self, stars: int) -> None:
        star_change(stars, 0.0)  # validates 1..3
        self.set_setting(STARS_KEY, int(stars))
