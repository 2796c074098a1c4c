"""The user's standing in a set: Dodge points against today's field, rating, stars."""

from __future__ import annotations

import numpy as np

from dokodesk.dodge.points import SetRating, dodge_against_field, set_rating, star_change
from dokodesk.store.records import DealStanding, OwnGame, Standings, _party
from dokodesk.store.schema import StoreError
from dokodesk.store.season import FORFEIT_DODGE_POINTS

_SLICE = 4096  # rows fetched and converted per call


class StandingsQueries:
    """Store's standings methods (see `Store`)."""

    def current_dodge_points(self, game_id: int) -> float | None:
        """A finished game's Dodge points against the field as it is now (None: no field)."""
        game = self.game(game_id)
        if not game.finished:
            raise StoreError(f"game {game_id} is not finished")
        party = self.deal(game.set_id, game.deal_number).deal.parties[game.seat]
        return dodge_against_field(game.re_points, self.field_points(game.set_id, game.deal_number), party)

    def set_standings(self, set_id: str) -> Standings:
        """Per deal the user's state, points and Dodge points against today's field; the set
        rating of the finished rated games; the stars now and if the set ended now.

        Work grows with the user's own games, not with the set: the deal numbers and field sizes
        come from SQL as numpy columns, a `DealStanding` is built only for a deal with an own
        game or a forfeit, and the field is read only for the finished rated games. (A set of
        100,000 deals in a Python loop kept the interpreter lock, and so the window, busy.)"""
        conn = self._conn
        row = conn.execute("SELECT title FROM sets WHERE id = ?", (set_id,)).fetchone()
        if row is None:
            raise KeyError(f"no set {set_id!r} in the database")
        title = row[0]
        numbers, sizes = self._deal_columns(set_id)
        games: dict[int, list[OwnGame]] = {}
        for game in self.own_games(set_id):
            games.setdefault(game.deal_number, []).append(game)
        forfeited = self.forfeits(set_id)
        hands = {n: h for n, *h in conn.execute(
            "SELECT d.number, d.hand0, d.hand1, d.hand2, d.hand3 FROM deals d JOIN games g "
            "ON g.set_id = d.set_id AND g.deal_number = d.number WHERE g.set_id = ? AND g.rated = 1", (set_id,))}
        field: dict[int, list[tuple[int, int]]] = {}
        for number, points, count in conn.execute(
                "SELECT d.number, r.re_points, sum(r.copies) FROM games g "
                "JOIN deals d ON d.set_id = g.set_id AND d.number = g.deal_number JOIN results r ON r.deal_id = d.id "
                "WHERE g.set_id = ? AND g.rated = 1 AND g.status = 'finished' GROUP BY d.number, r.re_points",
                (set_id,)):
            field.setdefault(number, []).append((points, count))
        touched: dict[int, DealStanding] = {}
        wanted = sorted(set(games) | forfeited)
        where = np.searchsorted(numbers, wanted)
        for number, index in zip(wanted, where.tolist()):
            if index >= len(numbers) or numbers[index] != number:
                continue  # a game or forfeit of a deal the set no longer has
            touched[number] = self._deal_standing(number, int(sizes[index]), games.get(number, []),
                                                  number in forfeited, hands.get(number), field.get(number, []))
        closed = self.closed_set(set_id)
        if closed is not None and closed.rating is not None:  # final, whatever the field did since
            rating = SetRating(closed.games, closed.dodge_points, closed.penalty, closed.rating)
            return Standings(set_id, title, numbers, sizes, touched, rating, closed.stars_before, closed.stars_after,
                             True)
        rating = set_rating(d.dodge_points for d in touched.values()
                            if d.own_points is not None or (d.game_id is None and d.number in forfeited))
        if closed is not None:  # closed without taking part: not rated, the stars stayed
            return Standings(set_id, title, numbers, sizes, touched, rating, closed.stars_before, closed.stars_after,
                             True)
        stars = self.stars()
        return Standings(set_id, title, numbers, sizes, touched, rating, stars, star_change(stars, rating.rating))

    def _deal_columns(self, set_id: str) -> tuple[np.ndarray, np.ndarray]:
        """Every deal's number (ascending) and field size, as int64 columns. SQLite sums the
        field (without the interpreter lock); the rows come over in slices, each a short call."""
        cursor = self._conn.execute(
            "SELECT d.number, (SELECT coalesce(sum(r.copies), 0) FROM results r WHERE r.deal_id = d.id) "
            "FROM deals d WHERE d.set_id = ? ORDER BY d.number", (set_id,))
        chunks = []
        while rows := cursor.fetchmany(_SLICE):
            chunks.append(np.array(rows, dtype=np.int64).reshape(-1, 2))
        if not chunks:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        table = np.concatenate(chunks)
        return table[:, 0].copy(), table[:, 1].copy()

    @staticmethod
    def _deal_standing(number: int, size: int, deal_games: list[OwnGame], forfeited: bool,
                       deal_hands: list[str] | None, histogram: list[tuple[int, int]]) -> DealStanding:
        """One deal with own games or a forfeit: its state, the rated game's points and its
        Dodge points against the field's histogram (points, pairs)."""
        rated = next((g for g in deal_games if g.rated), None)
        practice = sum(1 for g in deal_games if not g.rated and g.finished)
        if any(not g.finished for g in deal_games) and (rated is None or not rated.finished):
            state = "in_progress"  # an unfinished practice game beside a finished rated one: "rated"
        elif forfeited and rated is None:
            state = "forfeited"
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
        elif forfeited:
            dodge = at_finish = FORFEIT_DODGE_POINTS
        return DealStanding(number, state, game_id, seat, party, own, size, dodge, at_finish, practice)
