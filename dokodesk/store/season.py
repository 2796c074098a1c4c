"""The Dodge season: closing a set (rating and stars recorded), the stars' history, the
spoiler rule's forfeits, and which sets are due for closing because their month is over.

Closing a set rates it with today's standings (`Store.set_standings`, the seeds' formulas:
Dodgepunkte against the field, 100 Strafpunkte per game short of 100) and moves the stars
by the star rule (a non-negative rating earns one up to three, a negative one costs one, never
below one). Rated play on a closed set ends; practice stays open, and the field may be seen.
A set closed without any rated game (nor forfeit) is not rated: the user did not take part, as
nobody is rated in a month's rally they never joined, so the stars stay (rating None).

The app offers to close a set once its month is over (the user's local calendar: the first day
of the next month), for the sets the user took part in; a set never played is not pressed.

A forfeit (the user looked at a deal's hands or field before playing it rated) uses up the
deal's rated game and counts as a rated game with FORFEIT_DODGE_POINTS, the worst pair's
score: the same as a missing game below the 100 Pflichtspiele, and a full -100 in the average
beyond them, so looking first never pays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date

from dokodesk.store.schema import StoreError
from dokodesk.store.settings import STARS_KEY

FORFEIT_DODGE_POINTS = -100.0


@dataclass(frozen=True, slots=True)
class ClosedSet:
    """A closed set as recorded when it was closed: one entry of the stars' history."""

    set_id: str
    title: str | None
    month: str | None
    closed_at: str
    games: int
    dodge_points: float
    penalty: int
    rating: float | None  # None: closed without a rated game, not rated
    stars_before: int
    stars_after: int
    converted_to_practice: int = 0  # unfinished rated games the closing turned into practice

    def to_json(self) -> dict:
        return {"set": self.set_id, "games": self.games, "rating": self.rating,
                "stars_before": self.stars_before, "stars_after": self.stars_after}


def month_over(month: str | None, today: date) -> bool:
    """Whether a set's month ("YYYY-MM") lies wholly before `today` (the user's calendar)."""
    if not month:
        return False
    try:
        year, number = (int(part) for part in month.split("-"))
    except ValueError:
        return False
    return (today.year, today.month) > (year, number)


_CLOSED_COLUMNS = ("SELECT set_id, title, month, closed_at, games, dodge_points, penalty, rating, "
                   "stars_before, stars_after FROM closed_sets")


class SeasonQueries:
    """Store's season methods (see `Store`)."""

    # ------------------------------------------------------------------ closing
    def closed_set(self, set_id: str) -> ClosedSet | None:
        row = self._conn.execute(_CLOSED_COLUMNS + " WHERE set_id = ?", (set_id,)).fetchone()
        return None if row is None else ClosedSet(*row)

    def is_closed(self, set_id: str) -> bool:
        return self._conn.execute("SELECT 1 FROM closed_sets WHERE set_id = ?", (set_id,)).fetchone() is not None

    def stars_history(self) -> list[ClosedSet]:
        """Every closed set, oldest first."""
        return [ClosedSet(*row) for row in self._conn.execute(_CLOSED_COLUMNS + " ORDER BY rowid")]

    def close_set(self, set_id: str) -> ClosedSet:
        """Rate the set with today's standings, move the stars and record both; the set's rated
        play ends (an unfinished rated game becomes practice). Closing twice is refused."""
        info = self.set_info(set_id)  # KeyError for an unknown set
        if self.is_closed(set_id):
            raise StoreError(f"set {set_id} is already closed; it was rated when it was closed")
        with self._write() as conn:
            # Inside the write lock: nobody finishes a game or closes the set meanwhile.
            if conn.execute("SELECT 1 FROM closed_sets WHERE set_id = ?", (set_id,)).fetchone():
                raise StoreError(f"set {set_id} is already closed; it was rated when it was closed")
            standings = self.set_standings(set_id)
            r = standings.rating
            if r.games:
                closed = ClosedSet(set_id, info.title, info.month, self.now(), r.games, r.dodge_points, r.penalty,
                                   r.rating, standings.stars_before, standings.stars_after)
            else:  # not taken part: not rated, the stars stay
                closed = ClosedSet(set_id, info.title, info.month, self.now(), 0, 0.0, 0, None,
                                   standings.stars_before, standings.stars_before)
            converted = conn.execute("UPDATE games SET rated = 0 WHERE set_id = ? AND rated = 1 "
                                     "AND status = 'in_progress'", (set_id,)).rowcount
            conn.execute("INSERT INTO closed_sets (set_id, title, month, closed_at, games, dodge_points, penalty, "
                         "rating, stars_before, stars_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (closed.set_id, closed.title, closed.month, closed.closed_at, closed.games,
                          closed.dodge_points, closed.penalty, closed.rating, closed.stars_before,
                          closed.stars_after))
            conn.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
                         "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (STARS_KEY, str(closed.stars_after)))
        return replace(closed, converted_to_practice=converted)

    def sets_due_for_closing(self, today: date | None = None) -> list[str]:
        """Open sets the user took part in (a finished rated game or a forfeit) whose month is
        over by `today` (the local date by default), oldest month first."""
        today = today or date.today()
        rows = self._conn.execute(
            "SELECT id, month FROM sets s WHERE month IS NOT NULL AND id NOT IN (SELECT set_id FROM closed_sets) "
            "AND (EXISTS (SELECT 1 FROM games g WHERE g.set_id = s.id AND g.rated = 1 AND g.status = 'finished') "
            "OR EXISTS (SELECT 1 FROM forfeits f WHERE f.set_id = s.id)) ORDER BY month, id").fetchall()
        return [set_id for set_id, month in rows if month_over(month, today)]

    # ------------------------------------------------------------------ the spoiler rule
    def is_forfeited(self, set_id: str, deal_number: int) -> bool:
        return self._conn.execute("SELECT 1 FROM forfeits WHERE set_id = ? AND deal_number = ?",
                                  (set_id, deal_number)).fetchone() is not None

    def field_visible(self, set_id: str, deal_number: int) -> bool:
        """Whether the deal's hands and field may be shown: the set is closed, the user's rated
        game on the deal is finished, or the user forfeited the deal to see them."""
        conn = self._conn
        return (self.is_closed(set_id) or self.is_forfeited(set_id, deal_number)
                or conn.execute("SELECT 1 FROM games WHERE set_id = ? AND deal_number = ? AND rated = 1 "
                                "AND status = 'finished'", (set_id, deal_number)).fetchone() is not None)

    def visible_deal_numbers(self, set_id: str, limit: int | None = None) -> list[int]:
        """The deals `field_visible` allows, ascending (at most `limit`), in one query: the
        announcement training asks for them on sets of up to 100,000 deals."""
        conn = self._conn
        if self.is_closed(set_id):
            query = "SELECT number FROM deals WHERE set_id = ? ORDER BY number"
            args: tuple = (set_id,)
        else:
            query = ("SELECT deal_number FROM forfeits WHERE set_id = ? UNION SELECT deal_number FROM games "
                     "WHERE set_id = ? AND rated = 1 AND status = 'finished' ORDER BY 1")
            args = (set_id, set_id)
        if limit is not None:
            query += " LIMIT ?"
            args += (limit,)
        return [number for (number,) in conn.execute(query, args)]

    def forfeit_deal(self, set_id: str, deal_number: int) -> bool:
        """Give up the deal's rated game to see its hands and field: from now on it counts as a
        rated game with FORFEIT_DODGE_POINTS and can only be practised. An unfinished rated game
        on it becomes practice. Returns False when there was nothing to forfeit (the field is
        visible already)."""
        self._deal_id(set_id, deal_number)  # KeyError for an unknown deal
        if self.field_visible(set_id, deal_number):
            return False
        with self._write() as conn:
            conn.execute("UPDATE games SET rated = 0 WHERE set_id = ? AND deal_number = ? AND rated = 1 "
                         "AND status = 'in_progress'", (set_id, deal_number))
            conn.execute("INSERT OR IGNORE INTO forfeits (set_id, deal_number, forfeited_at) VALUES (?, ?, ?)",
                         (set_id, deal_number, self.now()))
        return True

    def forfeits(self, set_id: str) -> set[int]:
        return {n for (n,) in self._conn.execute("SELECT deal_number FROM forfeits WHERE set_id = ?", (set_id,))}

