"""The user's own games: start, save after every event, finish."""

from __future__ import annotations

import json
from typing import Sequence

from dokodesk.rules import RE, Deal, Game
from dokodesk.store.records import OwnGame, _check_log, _check_seat, _dumps, _nan_to_none
from dokodesk.store.schema import StoreError


class GameRecords:
    """Store's own-game methods (see `Store`)."""

    def rated_available(self, set_id: str, deal_number: int) -> bool:
        """Whether a game of this deal started now would be rated: no rated game yet, the deal
        not forfeited and the set not closed."""
        return not self._rated_taken(self._conn, set_id, deal_number)

    @staticmethod
    def _rated_taken(conn, set_id: str, deal_number: int) -> bool:
        return conn.execute(
            "SELECT 1 FROM games WHERE set_id = ?1 AND deal_number = ?2 AND rated = 1 "
            "UNION ALL SELECT 1 FROM forfeits WHERE set_id = ?1 AND deal_number = ?2 "
            "UNION ALL SELECT 1 FROM closed_sets WHERE set_id = ?1", (set_id, deal_number)).fetchone() is not None

    def start_game(self, set_id: str, deal_number: int, seat: int, rated: bool) -> int:
        """Start a game of a stored deal; returns its id. Only the first rated game of a deal is
        rated: asking for a rated game when the deal already has one, was forfeited or its set
        is closed starts a practice game (see `game(id).rated`)."""
        _check_seat(seat)
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM deals WHERE set_id = ? AND number = ?",
                            (set_id, deal_number)).fetchone() is None:
                raise KeyError(f"set {set_id!r} has no deal {deal_number} in the database")
            if rated and self._rated_taken(conn, set_id, deal_number):
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
            if conn.execute("UPDATE games SET log = ? WHERE id = ? AND status = 'in_progress'",
                            (_dumps(events), game_id)).rowcount != 1:
                # deleted (its set removed) or finished by another window meanwhile: say so, or
                # the player plays on believing each move is saved
                raise StoreError(f"game {game_id} is no longer in progress in the database; "
                                 "this move was not saved")

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

    # ------------------------------------------------------------ recovery from the journal
    def game_identity(self, game_id: int) -> dict | None:
        """What names a game independently of its row id, for the saving journal: set, deal,
        seat, rated, start time and the deal's hands. None: no such game."""
        try:
            game = self.game(game_id)
        except KeyError:
            return None
        deal = self.deal(game.set_id, game.deal_number).deal
        return {"set": game.set_id, "deal": game.deal_number, "seat": game.seat, "rated": game.rated,
                "started_at": game.started_at, "hands": list(deal.hand_strings())}

    def recover_game(self, game_id: int, identity: dict, job: tuple) -> int | None:
        """Store a journal's write of a game that may not be in this database as `game_id`: the
        database was replaced, or damaged and started afresh. The game is found by its identity
        (`game_identity`); missing, it is stored anew on its deal (rated while the deal allows
        it). Returns the game's id here, or None when its deal is not in the database (the set
        must be imported first). job: ("progress", log) or ("finish", log, re_points, own, dodge)."""
        set_id, number, seat = identity["set"], int(identity["deal"]), int(identity["seat"])
        try:
            deal = self.deal(set_id, number).deal
        except KeyError:
            return None
        if list(deal.hand_strings()) != list(identity["hands"]):
            raise StoreError(f"set {set_id}, deal {number} is stored with other cards than the game kept in "
                             "the saving journal; it was not stored")
        found = self._conn.execute(
            "SELECT id FROM games WHERE set_id = ? AND deal_number = ? AND seat = ? AND started_at = ? "
            "ORDER BY id = ? DESC LIMIT 1", (set_id, number, seat, identity["started_at"], game_id)).fetchone()
        if found is not None:
            game_id = int(found[0])
            if self.game(game_id).finished:
                return game_id  # stored before (a write of it came through): nothing to add
        played = Game.replay(deal, _check_log(job[1]))  # a damaged journal entry is refused before anything is stored
        if found is None:
            with self._write() as conn:
                rated = bool(identity.get("rated")) and not self._rated_taken(conn, set_id, number)
                game_id = int(conn.execute(
                    "INSERT INTO games (set_id, deal_number, seat, rated, started_at) VALUES (?, ?, ?, ?, ?)",
                    (set_id, number, seat, int(rated), identity["started_at"])).lastrowid)
        if job[0] == "progress" and played.is_over:  # its finish never reached the journal
            value = played.value().re_points
            job = ("finish", job[1], value, value if deal.parties[seat] == RE else -value, None)
        if job[0] == "progress":
            self.save_progress(game_id, job[1])
        else:
            self.finish_game(game_id, *job[1:])
        return game_id

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

    def finished_game_with_log(self, deal: Deal, log: Sequence[str]) -> int | None:
        """The id of the user's earliest finished game of `deal` (on any set) with exactly this
        log, or None: no own game of it (a field game's log). What keeps a game's open-hands
        review finds its game by."""
        text = _dumps(_check_log(log))
        rows = self._conn.execute("SELECT id, set_id, deal_number FROM games WHERE status = 'finished' AND log = ? "
                                  "ORDER BY id", (text,)).fetchall()
        for game_id, set_id, number in rows:  # a log of 48 cards is one deal's: almost always one row
            try:
                if self.deal(set_id, number).deal == deal:
                    return int(game_id)
            except KeyError:
                continue
        return None

    def in_progress_game(self) -> OwnGame | None:
        """The most recently started unfinished game, to resume."""
        row = self._conn.execute(self._GAME_COLUMNS + " WHERE status = 'in_progress' "
                                 "ORDER BY started_at DESC, id DESC LIMIT 1").fetchone()
        return None if row is None else self._game(row)

    def own_games(self, set_id: str) -> list[OwnGame]:
        """The user's games on a set, by deal and then in the order they were started."""
        rows = self._conn.execute(self._GAME_COLUMNS + " WHERE set_id = ? ORDER BY deal_number, id", (set_id,))
        return [self._game(row) for row in rows]
