"""The player's session on one set, without Qt: which deal comes next, which seat the player
takes, whether a game is rated, the spoiler rule before a deal is seen, the set's summary, the
finishing write and the closing.

The app's window only shows what a `SetSession` answers and runs its calls in a worker thread
(each worker with its own `Store`); tests call it directly. Nothing here imports Qt.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import sqlite3
import zlib
from dataclasses import dataclass, field
from datetime import date
from typing import Callable, Sequence

import numpy as np

from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.points import SetRating, dodge_against_field
from dokodesk.rules import RE, Game
from dokodesk.store import ClosedSet, Store
from dokodesk.store.records import SEAT_DRAWN, DealStanding, OwnGame, Standings
from dokodesk.store.schema import DatabaseFault

__all__ = [
    "DEMO_SET_ID", "SEAT_DRAWN", "DealRow", "DealRows", "FinishedGame", "SetOutline", "GameStart", "ReviewGames", "SetSession",
    "SetSummary", "SetView", "drawn_seat", "due_closings", "library_rows", "party_name", "LibraryRow",
]

# The bundled demo set (resources/demo): practice material that never asks to be closed.
DEMO_SET_ID = "demo-2026-11"


def party_name(party: int) -> str:
    """Re or Kontra: German in every language."""
    return "Re" if party == RE else "Kontra"


def drawn_seat(set_id: str, deal_number: int) -> int:
    """The player's seat for a deal when it is drawn: fixed per set and deal, spread over all four."""
    return zlib.crc32(f"{set_id}:{deal_number}".encode()) % 4


# ------------------------------------------------------------------------------ answers
@dataclass(frozen=True)
class DealRow:
    number: int
    state: str  # "available", "rated", "practised", "in_progress", "forfeited"
    seat: int | None
    party: str
    own_points: int | None
    field_size: int
    dodge_points: float | None
    practice_games: int
    dealer: int | None = None  # the deal's dealer: the seat is shown as a place at the table


def _deal_row(d: DealStanding, dealer: int | None) -> DealRow:
    return DealRow(d.number, d.state, d.seat, "" if d.party is None else party_name(d.party), d.own_points,
                   d.field_size, d.dodge_points, d.practice_games, dealer)


class DealRows(collections.abc.Sequence):
    """The set page's rows over a `Standings`' columns: a deal without own games is made into
    a `DealRow` when the view asks for it (`Standings.row`), so a set of 100,000 deals costs two
    numpy columns and a row object per touched deal, not 100,000 objects built and freed in one go."""

    def __init__(self, standings: Standings, dealers: dict[int, int]):
        self._standings = standings
        self._touched = {n: _deal_row(d, dealers.get(n)) for n, d in standings.touched.items()}

    def __len__(self) -> int:
        return len(self._standings)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        row = self._touched.get(int(self._standings.numbers[index]))
        return row if row is not None else _deal_row(self._standings.row(index), None)


def deal_rows(store: Store, standings: Standings) -> DealRows:
    """The set page's rows; the dealers are read for the touched deals only (their seat is
    shown as a place at the table)."""
    dealers = store.dealers(standings.set_id, list(standings.touched)) if standings.touched else {}
    return DealRows(standings, dealers)


@dataclass(frozen=True)
class SetSummary:
    set_id: str
    title: str
    games: int
    dodge_points: float
    penalty: float
    rating: float
    games_to_100: int
    stars_before: int
    stars_after: int
    pending: int  # rated games without a field yet
    closed: bool = False
    month: str | None = None


@dataclass(frozen=True)
class SetOutline:
    """A set as the window holds it: its id, title, month and deal numbers, without the hands
    (a set may have 100,000 deals: parsing them all kept a worker, and through the interpreter
    lock the window, busy for seconds). `deal(number)` reads one deal through `store`, which
    the window binds to its own `Store` (`bound`)."""

    id: str
    title: str | None
    month: str | None
    numbers: np.ndarray  # int64, ascending
    store: Store | None = None

    def bound(self, store: Store) -> "SetOutline":
        return dataclasses.replace(self, store=store)

    def deal(self, number: int) -> SetDeal:
        if self.store is None:
            raise RuntimeError(f"the outline of set {self.id} is not bound to a store")
        return self.store.deal(self.id, number)

    def deal_numbers(self) -> list[int]:
        return self.numbers.tolist()


@dataclass(frozen=True)
class SetView:
    """Everything the set page shows, read in one go."""

    outline: SetOutline  # the deal numbers, without hands or field
    summary: SetSummary
    rows: DealRows
    seat_mode: int


@dataclass(frozen=True)
class LibraryRow:
    set_id: str
    title: str
    field: str
    deals: int
    results: int
    games: int
    rating: float | None  # None: no rated game yet
    stars_after: int
    month: str | None
    closed: bool
    stars_delta: int | None  # closed sets: how the closing moved the stars


@dataclass(frozen=True)
class GameStart:
    """A game to put on the table: new (log empty) or an unfinished one resumed."""

    set_deal: SetDeal
    seat: int
    rated: bool  # as the database stored it
    game_id: int
    log: tuple[str, ...] = ()
    resumed: bool = False


@dataclass(frozen=True)
class FinishedGame:
    """A finished game as the database stored it. `rated` is the stored flag: a set closed by
    another process while the game ran turned it into practice (`closed_meanwhile`)."""

    game_id: int
    rated: bool
    closed_meanwhile: bool
    own_points: int
    field_points: np.ndarray  # the field's Re points on the deal
    dodge_points: float | None
    stored: bool = True  # False: the write failed and waits in the caller's retry queue


@dataclass(frozen=True)
class ReviewGames:
    """What review shows of a deal: the player's finished games (rated first) and the field's
    logged games, once the spoiler rule allows it."""

    number: int
    seat: int
    own: tuple[OwnGame, ...]
    field: tuple[FieldResult, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class ClosingFacts:
    name: str
    month: str | None
    rating: SetRating
    stars_before: int
    stars_after: int


class SpoilerRuleError(Exception):
    """The deal's hands and field are hidden until its rated game or a forfeit."""


# ------------------------------------------------------------------------------ the session
class SetSession:
    """The competition rules on one set, on one `Store` (which belongs to the calling thread)."""

    def __init__(self, store: Store, set_id: str):
        self.store = store
        self.set_id = set_id

    # -------------------------------------------------------------- which deal, which seat
    def seat_mode(self) -> int:
        return self.store.set_info(self.set_id).seat_mode

    def set_seat_mode(self, mode: int) -> None:
        self.store.set_seat_mode(self.set_id, mode)

    def seat_for(self, number: int, mode: int | None = None) -> int:
        """Drawn per deal, or a fixed place relative to the deal's dealer (0: Vorhand … 3: Geber)."""
        mode = self.seat_mode() if mode is None else mode
        if mode == SEAT_DRAWN:
            return drawn_seat(self.set_id, number)
        return (self.store.deal(self.set_id, number).deal.dealer + 1 + mode) % 4

    def next_deal(self) -> int | None:
        """The first deal (in the set's order) without a finished rated game or a forfeit:
        on a closed set, the first one never played rated. None: every deal is done."""
        done = ({g.deal_number for g in self.store.own_games(self.set_id) if g.rated and g.finished}
                | self.store.forfeits(self.set_id))
        return next((n for n in self.store.deal_numbers(self.set_id) if n not in done), None)

    def start(self, number: int) -> GameStart:
        """Resume the deal's unfinished game, else start a new one: rated unless the deal has a
        rated game or a forfeit, or the set is closed (the store decides inside its write)."""
        set_deal = self.store.deal(self.set_id, number)
        own = [g for g in self.store.own_games(self.set_id) if g.deal_number == number]
        unfinished = next((g for g in own if g.status == "in_progress"), None)
        if unfinished is not None:
            return GameStart(set_deal, unfinished.seat, unfinished.rated, unfinished.id, unfinished.log, True)
        seat = self.seat_for(number)
        game_id = self.store.start_game(self.set_id, number, seat, True)
        return GameStart(set_deal, seat, self.store.game(game_id).rated, game_id)

    def start_practice(self, number: int, seat: int, log: Sequence[str]) -> GameStart:
        """A practice game of the deal at `seat` that starts with `log` (review's "play on from
        here", announcement training): stored with that history, never rated."""
        set_deal = self.store.deal(self.set_id, number)
        game_id = self.store.start_game(self.set_id, number, seat, False)
        if log:
            self.store.save_progress(game_id, list(log))
        return GameStart(set_deal, seat, False, game_id, tuple(log))

    def start_next(self) -> GameStart | None:
        number = self.next_deal()
        return None if number is None else self.start(number)

    # -------------------------------------------------------------- the spoiler rule
    def needs_forfeit(self, number: int) -> bool:
        """Seeing the deal now would forfeit it: no finished rated game, no forfeit, set open."""
        return not self.store.field_visible(self.set_id, number)

    def forfeit(self, number: int) -> bool:
        """Give up the deal's rated game (worth FORFEIT_DODGE_POINTS) to see it."""
        return self.store.forfeit_deal(self.set_id, number)

    def review(self, number: int, with_field: bool = True) -> ReviewGames:
        """The deal's games for review; refused (SpoilerRuleError) while the spoiler rule hides it."""
        if self.needs_forfeit(number):
            raise SpoilerRuleError(f"deal {number} of {self.set_id} is hidden until it is played rated")
        own = sorted((g for g in self.store.own_games(self.set_id) if g.deal_number == number and g.finished),
                     key=lambda g: not g.rated)
        seat = own[0].seat if own else drawn_seat(self.set_id, number)
        field = tuple(self.store.logged_results(self.set_id, number)) if with_field else ()
        return ReviewGames(number, seat, tuple(own), field)

    # -------------------------------------------------------------- a game ends
    def finish(self, game_id: int, log: Sequence[str], rated_at_start: bool,
               on_write_error: Callable[[int, int, float | None], None] | None = None) -> FinishedGame:
        """Score the complete log, store it finished with its Dodge points against today's
        field, and say what was stored: a closing meanwhile (another process) made a rated game
        practice. A database fault or SQLite error on the write goes to `on_write_error(re_points, own_points,
        dodge)` when given (the caller retries the write), else it is raised."""
        game = self.store.game(game_id)
        set_deal = self.store.deal(game.set_id, game.deal_number)
        value = Game.replay(set_deal.deal, list(log)).value()
        party = set_deal.deal.parties[game.seat]
        own = value.re_points if party == RE else -value.re_points
        field_re = np.asarray(self.store.field_points(game.set_id, game.deal_number), dtype=np.int64)
        dodge = dodge_against_field(value.re_points, field_re, party)
        try:
            self.store.finish_game(game_id, log, value.re_points, own, dodge)
        except (sqlite3.OperationalError, DatabaseFault):  # busy or full: the caller's saver retries
            if on_write_error is None:
                raise
            on_write_error(value.re_points, own, dodge)
            return FinishedGame(game_id, game.rated, rated_at_start and not game.rated, own, field_re, dodge, False)
        rated = self.store.game(game_id).rated
        return FinishedGame(game_id, rated, rated_at_start and not rated, own, field_re, dodge)

    def training_deals(self, limit: int, progress: Callable[[int, int], None] | None = None) -> list[tuple]:
        """The announcement training's deals: the first `limit` whose hands may be seen (rated
        game played, forfeited or the set closed), each as (number, deal, the player's seat: the
        rated game's, else the drawn one, the field's Re points)."""
        own = {g.deal_number: g.seat for g in self.store.own_games(self.set_id) if g.rated}
        numbers = self.store.visible_deal_numbers(self.set_id, limit)
        deals = []
        for done, n in enumerate(numbers):
            deals.append((n, self.store.deal(self.set_id, n).deal, own.get(n, drawn_seat(self.set_id, n)),
                          list(self.store.field_points(self.set_id, n))))
            if progress is not None:
                progress(done + 1, len(numbers))
        return deals

    # -------------------------------------------------------------- the set as a whole
    def view(self) -> SetView:
        """The set page's content: the set's outline, the standings per deal and the summary."""
        standing = self.store.set_standings(self.set_id)
        title, month, seat_mode = self._heading()
        outline = SetOutline(self.set_id, title, month, standing.numbers)
        return SetView(outline, *self._summary(outline, standing), seat_mode)

    def summary(self) -> tuple[SetSummary, DealRows]:
        standing = self.store.set_standings(self.set_id)
        title, month, _ = self._heading()
        return self._summary(SetOutline(self.set_id, title, month, standing.numbers), standing)

    def outline(self) -> SetOutline:
        title, month, _ = self._heading()
        return SetOutline(self.set_id, title, month, np.asarray(self.store.deal_numbers(self.set_id), dtype=np.int64))

    def _heading(self) -> tuple[str | None, str | None, int]:
        return self.store.set_heading(self.set_id)

    def _summary(self, outline: SetOutline, standing: Standings) -> tuple[SetSummary, DealRows]:
        rows = deal_rows(self.store, standing)
        r = standing.rating
        summary = SetSummary(self.set_id, outline.title or self.set_id, r.games, r.dodge_points, r.penalty,
                             r.rating, r.games_to_go, standing.stars_before, standing.stars_after, r.pending,
                             standing.closed, outline.month)
        return summary, rows

    def closing_facts(self) -> ClosingFacts:
        """What the question before closing names: the set, its month, the rating now and the
        stars before and after (only these travel to the window, not the whole standings)."""
        info = self.store.set_info(self.set_id)
        standings = self.store.set_standings(self.set_id)
        return ClosingFacts(info.title or self.set_id, info.month, standings.rating, standings.stars_before,
                            standings.stars_after)

    def close(self) -> ClosedSet:
        return self.store.close_set(self.set_id)


def library_rows(store: Store) -> list[LibraryRow]:
    """Every stored set with the player's standing in it, for the library."""
    rows = []
    for info in store.sets():
        standing = store.set_standings(info.id)
        r = standing.rating
        rows.append(LibraryRow(info.id, info.title or info.id, info.field, info.deals, info.results, r.games,
                               r.rating if r.games else None, standing.stars_after, info.month, standing.closed,
                               standing.stars_delta if standing.closed else None))
    return rows


def due_closings(store: Store, today: date | None = None) -> list[str]:
    """Open sets the player took part in whose month is over; the bundled demo never asks."""
    return [set_id for set_id in store.sets_due_for_closing(today) if set_id != DEMO_SET_ID]
