"""The coach's analysis of the user's finished games, kept with the game (issue 28: "the coach
forgets"): the app shows it again when the game is reviewed, after a restart too, instead of
analysing anew. The store keeps the record as the coach wrote it (JSON text, see
dokodesk.coach.records); it does not read what is inside. The game's open-hands review is kept
beside it the same way (issue 37; dokodesk.coach.open_hands_records): solved once per game."""

from __future__ import annotations

import json

from dokodesk.store.records import _check_seat
from dokodesk.store.schema import StoreError


class AnalysisRecords:
    """Store's analysis methods (see `Store`)."""

    def save_analysis(self, game_id: int, seat: int, format_version: int, field_key: str, record: str) -> None:
        """Keep the analysis of a finished game for `seat` (one per game, format and seat: a new
        one replaces the old). `record`: JSON text; `field_key`: the field it was made against.
        Refused (StoreError) for a game that is missing or not finished: the analysis of a game
        is that of its whole log."""
        _check_seat(seat)
        if not isinstance(record, str):
            raise TypeError("the analysis record must be JSON text")
        json.loads(record)  # a record that is no JSON is refused before anything is written
        with self._write() as conn:
            self._check_finished(conn, game_id, "analysis")
            conn.execute("INSERT OR REPLACE INTO analyses (game_id, format, seat, field_key, record, analysed_at) "
                         "VALUES (?, ?, ?, ?, ?, ?)", (game_id, int(format_version), seat, field_key, record,
                                                       self.now()))

    def stored_analysis(self, game_id: int, seat: int, format_version: int, field_key: str | None = None) -> str | None:
        """The record kept for the game, seat and format (JSON text as saved), or None: none kept,
        or (with `field_key`) made against another field."""
        row = self._conn.execute("SELECT field_key, record FROM analyses WHERE game_id = ? AND format = ? AND seat = ?",
                                 (game_id, int(format_version), seat)).fetchone()
        if row is None or (field_key is not None and row[0] != field_key):
            return None
        return row[1]

    def _check_finished(self, conn, game_id: int, what: str) -> None:
        row = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise StoreError(f"game {game_id} is not in the database; its {what} was not stored")
        if row[0] != "finished":
            raise StoreError(f"game {game_id} is not finished; its {what} was not stored")

    def save_open_hands(self, game_id: int, format_version: int, record: str) -> None:
        """Keep the open-hands review of a finished game (one per game and format: a new one
        replaces the old). `record`: JSON text. Refused (StoreError) for a game that is missing
        or not finished: the review is that of the game's whole log."""
        if not isinstance(record, str):
            raise TypeError("the open-hands record must be JSON text")
        json.loads(record)  # a record that is no JSON is refused before anything is written
        with self._write() as conn:
            self._check_finished(conn, game_id, "open-hands review")
            conn.execute("INSERT OR REPLACE INTO open_hands (game_id, format, record, solved_at) VALUES (?, ?, ?, ?)",
                         (game_id, int(format_version), record, self.now()))

    def stored_open_hands(self, game_id: int, format_version: int) -> str | None:
        """The open-hands record kept for the game and format (JSON text as saved), or None."""
        row = self._conn.execute("SELECT record FROM open_hands WHERE game_id = ? AND format = ?",
                                 (game_id, int(format_version))).fetchone()
        return None if row is None else row[0]

    def forget_analysis(self, game_id: int) -> None:
        """Drop every analysis kept for the game (a record found damaged)."""
        with self._write() as conn:
            conn.execute("DELETE FROM analyses WHERE game_id = ?", (game_id,))
