"""Small settings kept in the database, and the user's stars; reading a number from any
settings file (the app's QSettings too) with a fallback when its value is damaged."""

from __future__ import annotations

import json
import logging
import math
from typing import Any

from dokodesk.dodge.points import STARTING_STARS, star_change

STARS_KEY = "stars"
log = logging.getLogger(__name__)


def setting_int(value: Any, default: int, low: int, high: int, name: str) -> int:
    """A whole number from a settings file, `low` to `high`. A damaged value (`abc`, `1e12`,
    `-5`, a list) must not stop the app at every launch: it falls back to `default`, logged."""
    number: float | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, (int, float)):
        number = value
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            number = None
    if number is None or not math.isfinite(number) or number != int(number) or not low <= number <= high:
        log.warning("setting %s: %r is not a whole number from %d to %d; using %d", name, value, low, high, default)
        return default
    return int(number)


class SettingsMixin:
    """Store's settings methods (see `Store`)."""

    def get_setting(self, key: str, default: Any = None) -> Any:
        """The value kept under `key`; `default` when there is none, or when it is no JSON
        (changed outside dokodesk; logged)."""
        row = self._conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        if row is None:
            return default
        try:
            return json.loads(row[0])
        except (ValueError, TypeError):
            log.warning("setting %s in the database: %r is no JSON; using %r", key, row[0], default)
            return default

    def set_setting(self, key: str, value: Any) -> None:
        """Keep a JSON-serialisable value under `key`."""
        text = json.dumps(value)
        with self._write() as conn:
            conn.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
                         "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, text))

    def stars(self) -> int:
        """The user's Dodge stars now (a fresh player has one)."""
        return setting_int(self.get_setting(STARS_KEY, STARTING_STARS), STARTING_STARS, 1, 3, STARS_KEY)

    def set_stars(self, stars: int) -> None:
        star_change(stars, 0.0)  # validates 1..3
        self.set_setting(STARS_KEY, int(stars))
