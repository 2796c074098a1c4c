"""The user's standing in a set: Dodge points against today's field, rating, stars."""

from __future__ import annotations

import numpy as np

from dokodesk.dodge.points import SetRating, dodge_against_field, set_rating, star_change
from dokodesk.store.records import DealStanding, OwnGame, Standings, _party
from dokodesk.store.schema import StoreError
from dokodesk.store.season import FORFEIT_DODGE_POINTS


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
        forfeited = self.forfeits(set_id)
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
            if any(not g.finished for g in deal_games) and (rated is None or not rated.finished):
                state = "in_progress"  # an unfinished practice game beside a finished rated one: "rated"
            elif number in forfeited and rated is None:
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
            elif number in forfeited:
                dodge = at_finish = FORFEIT_DODGE_POINTS
            rows.append(DealStanding(number, state, game_id, seat, party, own, size, dodge, at_finish, practice))
        closed = self.closed_set(set_id)
        if closed is not None and closed.rating is not None:  # final, whatever the field did since
            rating = SetRating(closed.games, closed.dodge_points, closed.penalty, closed.rating)
            return Standings(set_id, title, tuple(rows), rating, closed.stars_before, closed.stars_after, True)
        rating = set_rating(d.dodge_points for d in rows
                            if d.own_points is not None or (d.game_id is None and d.number in forfeited))
        if closed is not None:  # closed without taking part: not rated, the stars stayed
            return Standings(set_id, title, tuple(rows), rating, closed.stars_before, closed.stars_after, True)
        stars = self.stars()
        return Standings(set_id, title, tuple(rows), rating, stars, star_change(stars, rating.rating))
