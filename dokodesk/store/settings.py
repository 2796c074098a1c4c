"""Small settings kept in the database, and the user's stars."""

from __future__ import annotations

import json
from typing import Any

from dokodesk.dodge.points import STARTING_STARS, star_change

STARS_KEY = "stars"


class SettingsMixin:
    """Store's settings methods (see `Store`)."""

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
