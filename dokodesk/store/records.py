"""The store's records and the small helpers every part of it shares."""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from typing import Callable, Sequence

import numpy as np

from dokodesk.dodge.points import SetRating
from dokodesk.rules import KONTRA, RE
from dokodesk.terminal import counted

Progress = Callable[[str, int, int], None]
"""progress(stage, done, total), stage one of "parsing", "verifying", "inserting". Raising from
it cancels an import; nothing of it is stored."""

SEAT_DRAWN = -1  # seat mode: the app draws the seat per deal; 0..3: always that seat
GAME_STATES = ("available", "rated", "practised", "in_progress", "forfeited")


# ------------------------------------------------------------------------------- values
@dataclass(frozen=True, slots=True)
class ImportSummary:
    added_deals: int
    added_results: int
    skipped_duplicates: int
    set_id: str = ""
    new_set: bool = False
    own: "OwnImport | None" = None  # with `import --me NAME`: what became the user's games

    def __str__(self) -> str:
        text = (f"added {counted(self.added_deals, 'deal')}, {counted(self.added_results, 'result')} "
                f"({counted(self.skipped_duplicates, 'duplicate')} skipped)")
        return text if self.own is None else f"{text}; {self.own}"


@dataclass(frozen=True, slots=True)
class OwnImport:
    """The results in which `name` played, taken as the user's own games: the first per deal
    is rated (unless the deal already has a rated game or the set is closed), the others are
    practice; `known` were stored by an earlier import already."""

    name: str
    rated: int
    practice: int
    known: int

    def __str__(self) -> str:
        text = f"{self.name}'s games: {self.rated} rated"
        if self.practice:
            text += f", {self.practice} practice (only a deal's first rated game counts)"
        return text + (f", {self.known} already stored" if self.known else "")


@dataclass(frozen=True, slots=True)
class SetInfo:
    """A stored set with its counts. `results` counts the field's results (tables);
    `rated_games`/`practice_games` the user's finished games, `in_progress` the unfinished."""

    id: str
    title: str | None
    month: str | None
    field: str
    source: str | None
    cards: int
    imported_at: str
    seat_mode: int
    deals: int
    results: int
    rated_games: int
    practice_games: int
    in_progress: int


@dataclass(frozen=True, slots=True)
class OwnGame:
    """One of the user's games. `dodge_points` is the value stored when the game finished (the
    field may have grown since: `Store.current_dodge_points` recomputes it)."""

    id: int
    set_id: str
    deal_number: int
    seat: int
    rated: bool
    status: str  # "in_progress" or "finished"
    log: tuple[str, ...]
    re_points: int | None
    own_points: int | None
    dodge_points: float | None
    started_at: str
    finished_at: str | None

    @property
    def finished(self) -> bool:
        return self.status == "finished"


@dataclass(frozen=True, slots=True)
class DealStanding:
    """One deal of a set from the user's side. `state`: "available" (no game), "in_progress"
    (a game is unfinished), "rated" (the rated game is finished), "forfeited" (the user saw the
    hands or field before playing: a rated game worth -100 Dodge points), "practised" (only
    practice games). Own points and Dodge points are those of the rated game; `dodge_points` is
    computed against today's field, `dodge_points_at_finish` was stored at the time."""

    number: int
    state: str
    game_id: int | None
    seat: int | None
    party: int | None
    own_points: int | None
    field_size: int
    dodge_points: float | None
    dodge_points_at_finish: float | None
    practice_games: int

    def to_json(self) -> dict:
        return {"deal": self.number, "state": self.state, "game_id": self.game_id, "seat": self.seat,
                "party": None if self.party is None else ("re", "kontra")[self.party],
                "own_points": self.own_points, "field_size": self.field_size,
                "dodge_points": self.dodge_points, "dodge_points_at_finish": self.dodge_points_at_finish,
                "practice_games": self.practice_games}


@dataclass(frozen=True, slots=True)
class Standings:
    """The user's standing in one set: every deal, the set rating from the finished rated
    games, and the stars before and (if the set ended now) after.

    A set may have 100,000 deals, nearly all untouched: those are kept as two columns (deal
    numbers in order, field sizes) and only the deals with an own game or a forfeit as
    `DealStanding`s (`touched`). `deals` builds every row when asked (the CLI, tests); the
    app reads the columns (see `row`)."""

    set_id: str
    title: str | None
    numbers: np.ndarray  # int64, every deal's number, ascending
    field_sizes: np.ndarray  # int64, the field's pairs on each deal, aligned with `numbers`
    touched: dict[int, DealStanding]  # deal number -> its row, for deals not "available"
    rating: SetRating
    stars_before: int
    stars_after: int
    closed: bool = False  # closed sets: rating and stars as recorded when it was closed

    def __len__(self) -> int:
        return len(self.numbers)

    def row(self, index: int) -> DealStanding:
        """The deal at `index` in the set's order."""
        number = int(self.numbers[index])
        found = self.touched.get(number)
        if found is not None:
            return found
        return DealStanding(number, "available", None, None, None, None, int(self.field_sizes[index]), None, None, 0)

    @property
    def deals(self) -> tuple[DealStanding, ...]:
        """Every deal's row, in the set's order (built on request: one object per deal)."""
        return tuple(self.row(i) for i in range(len(self.numbers)))

    @property
    def played(self) -> tuple[DealStanding, ...]:
        """The deals with a finished rated game."""
        return tuple(d for d in self.touched.values() if d.state == "rated")

    @property
    def games_to_go(self) -> int:
        return self.rating.games_to_go

    @property
    def stars_delta(self) -> int:
        return self.stars_after - self.stars_before

    def to_json(self) -> dict:
        r = self.rating
        return {"set_id": self.set_id, "title": self.title,
                "deals": [d.to_json() for d in self.touched.values()],
                "games": r.games, "pending": r.pending, "dodge_points": r.dodge_points, "penalty": r.penalty,
                "rating": r.rating, "games_to_go": r.games_to_go, "stars_before": self.stars_before,
                "stars_after": self.stars_after, "stars_delta": self.stars_delta, "closed": self.closed}


# ------------------------------------------------------------------------------ helpers
def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


_NEEDS_ESCAPE = re.compile(r'["\\\x00-\x1f]')


def _dumps(values: Sequence[str] | None) -> str | None:
    """Compact JSON of a list of strings (a log, four names), as
    json.dumps(values, ensure_ascii=False, separators=(",", ":")) writes it."""
    if values is None:
        return None
    if not values or _NEEDS_ESCAPE.search("".join(values)):
        return json.dumps(list(values), ensure_ascii=False, separators=(",", ":"))
    return '["' + '","'.join(values) + '"]'  # the usual case, tokens like "2:QC": ten times faster


def _content_key(re_points: int, log_json: str | None, players_json: str | None, played_at: str | None) -> str:
    canonical = (f"[{int(re_points)},{log_json or 'null'},{players_json or 'null'},"
                 f"{'null' if played_at is None else json.dumps(played_at, ensure_ascii=False)}]")
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


@lru_cache(maxsize=1 << 12)
def content_key(re_points: int, log: Sequence[str] | None = None, players: Sequence[str] | None = None,
                played_at: str | None = None) -> str:
    """The dedup key of a result without an id (see schema.py): "sha256:" and the first 32 hex
    digits of the SHA-256 of its canonical JSON [re_points, log, players, played_at] (compact
    separators, UTF-8, absent fields as null)."""
    return _content_key(re_points, _dumps(log), _dumps(players), played_at)


def _id_key(result_id: str, re_points: int, log_json: str | None, players_json: str | None,
            played_at: str | None) -> str:
    """The dedup key of a result with an id: the id and its content (see schema.py). Two results
    that share an id but differ in anything are two results (two club tables that both number
    their games game-1), never one dropped for the other."""
    return f"id:{result_id}|{_content_key(re_points, log_json, players_json, played_at)}"


def _party(hands: Sequence[str], seat: int) -> int:
    return RE if "QC" in hands[seat].split() else KONTRA


def _nan_to_none(value: float | None) -> float | None:
    if value is None:
        return None
    value = float(value)
    return None if math.isnan(value) else value


def _check_seat(seat: object) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0 to 3, not {seat!r}")
    return seat


def _check_log(log: object) -> list[str]:
    if isinstance(log, str) or not isinstance(log, (list, tuple)) or not all(isinstance(t, str) for t in log):
        raise ValueError("a log must be a list of event strings")
    return list(log)
