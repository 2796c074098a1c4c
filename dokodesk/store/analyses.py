"""The coach's analysis of the user's finished games, kept with the game (issue 28: "the coach
forgets"): the app shows it again when the game is reviewed, after a restart too, instead of
analysing anew. The store keeps the record as the coach wrote it (JSON text, see
dokodesk.coach.records); it does not read what is inside."""

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
            row = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(f"game {game_id} is not in the database; its analysis was not stored")
            if row[0] != "finished":
                raise StoreError(f"game {game_id} is not finished; its analysis was not stored")
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

    def forget_analysis(self, game_id: int) -> None:
        """Drop every analysis kept for the game (a record found damaged)."""
        with self._write() as conn:
            conn.execute("DELETE FROM analyses WHERE game_id = ?", (game_id,))
