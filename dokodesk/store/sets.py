"""Reading stored sets, their deals and their field."""

from __future__ import annotations

import json

import numpy as np

from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import Deal, Ruleset
from dokodesk.store.records import SetInfo


class SetQueries:
    """Store's set and field queries (see `Store`)."""

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

    def set_heading(self, set_id: str) -> tuple[str | None, str | None, int]:
        """A set's title, month and seat mode, without `set_info`'s counting of deals and field."""
        row = self._conn.execute("SELECT title, month, seat_mode FROM sets WHERE id = ?", (set_id,)).fetchone()
        if row is None:
            raise KeyError(f"no set {set_id!r} in the database")
        return row

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

    def logged_results_json(self, set_id: str, number: int) -> tuple[list[int], list[str], list[str | None]]:
        """`logged_results` undecoded, for a GUI that decodes only the games it shows: the Re
        points, each log's and player list's JSON text (None: no names), in the same order."""
        rows = self._conn.execute(
            "SELECT r.re_points, r.log, r.players FROM results r "
            "JOIN deals d ON d.id = r.deal_id WHERE d.set_id = ? AND d.number = ? AND r.log IS NOT NULL "
            "ORDER BY r.id", (set_id, number)).fetchall()
        return [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows]

    def deal(self, set_id: str, number: int) -> SetDeal:
        """One stored deal (without its results)."""
        row = self._conn.execute(
            "SELECT d.dealer, d.hand0, d.hand1, d.hand2, d.hand3, s.cards FROM deals d JOIN sets s "
            "ON s.id = d.set_id WHERE d.set_id = ? AND d.number = ?", (set_id, number)).fetchone()
        if row is None:
            raise KeyError(f"set {set_id!r} has no deal {number} in the database")
        dealer, *hands, cards = row
        return SetDeal(number, Deal.parse(hands, dealer, cards))

    def dealers(self, set_id: str, numbers: list[int]) -> dict[int, int]:
        """The dealer of each of these deals (deal number -> seat); unknown numbers are left out."""
        found: dict[int, int] = {}
        for start in range(0, len(numbers), 500):  # within SQLite's limit on parameters
            part = numbers[start:start + 500]
            found.update(self._conn.execute(
                f"SELECT number, dealer FROM deals WHERE set_id = ? AND number IN ({','.join('?' * len(part))})",
                (set_id, *part)).fetchall())
        return found

    def deal_numbers(self, set_id: str) -> list[int]:
        """The set's deal numbers in order (none for an unknown set)."""
        return [n for (n,) in self._conn.execute("SELECT number FROM deals WHERE set_id = ? ORDER BY number",
                                                 (set_id,))]

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
