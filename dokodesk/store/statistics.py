"""The user's progress over the season, for the Statistics page (no Qt).

- Rating per set and stars over time: every closed set (oldest first) as rated when it was
  closed, then the open sets with rated games at their current rating.
- The user's Dodge points per rated game, as Re and as Kontra.
- Announcements: on the deals the user played rated, how often the user's seat made each level
  (1 Re/Kontra, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz; a jump makes the levels below
  too) and how often it was made, beside the field's player at the same seat on the same deals.
- Silence or not: on the deals the user played, the field's pairs of the user's party split by
  whether they announced, with their average game points, once for the deals where the user's
  party stayed silent, once where the partner announced and the user did not, and once where
  the user announced (a partner's Re is the party's announcement, not the user's silence).

Only logged field results tell who announced; points-only results are left out of the last two.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from dokodesk.rules import Call, Game
from dokodesk.rules.scoring import absage_kept

LEVELS = (1, 2, 3, 4, 5)


@dataclass(frozen=True, slots=True)
class SeasonPoint:
    set_id: str
    title: str | None
    month: str | None
    games: int
    rating: float
    stars_after: int | None  # None: the set is still open
    closed: bool


@dataclass(slots=True)
class CallStats:
    """One level: games of the user's seat and of the field's same seat, announced and made."""

    level: int
    you_games: int = 0
    you_called: int = 0
    you_made: int = 0
    field_games: int = 0
    field_called: int = 0
    field_made: int = 0


PARTY_SILENT, PARTNER_CALLED, YOU_CALLED = range(3)  # who of the user's party announced in the user's game


@dataclass(slots=True)
class SilenceStats:
    """The field's pairs of the user's party on deals where, in the user's game, `who` of the
    party announced (PARTY_SILENT: nobody; PARTNER_CALLED: the partner, not the user;
    YOU_CALLED: the user): how many announced, and the average own-party game points of those
    that announced and of those that did not (None: no such pair)."""

    who: int
    deals: int = 0
    pairs: int = 0
    pairs_called: int = 0
    points_called: int = 0
    points_silent: int = 0

    @property
    def share_called(self) -> float | None:
        return None if not self.pairs else self.pairs_called / self.pairs

    @property
    def mean_called(self) -> float | None:
        return None if not self.pairs_called else self.points_called / self.pairs_called

    @property
    def mean_silent(self) -> float | None:
        silent = self.pairs - self.pairs_called
        return None if not silent else self.points_silent / silent


@dataclass(slots=True)
class Statistics:
    seasons: list[SeasonPoint] = field(default_factory=list)
    stars_now: int = 1
    re_dodge: list[float] = field(default_factory=list)
    kontra_dodge: list[float] = field(default_factory=list)
    calls: list[CallStats] = field(default_factory=lambda: [CallStats(level) for level in LEVELS])
    silence: tuple[SilenceStats, ...] = field(  # indexed by PARTY_SILENT, PARTNER_CALLED, YOU_CALLED
        default_factory=lambda: tuple(SilenceStats(who) for who in (PARTY_SILENT, PARTNER_CALLED, YOU_CALLED)))

    @property
    def empty(self) -> bool:
        return not self.seasons and not self.re_dodge and not self.kontra_dodge


_CALL_LEVEL = {call.value: call.level for call in Call}


def seat_levels(log) -> list[int]:
    """The highest level each seat announced (0: none), in one pass over the log."""
    levels = [0, 0, 0, 0]
    for token in log:
        level = _CALL_LEVEL.get(token[2:])
        if level is not None:
            seat = int(token[0])
            levels[seat] = max(levels[seat], level)
    return levels


def seat_level(log, seat: int) -> int:
    """The highest level the player at `seat` announced (0: none)."""
    return seat_levels(log)[seat]


def made(game: Game, party: int, level: int) -> bool:
    """Whether `party` fulfilled `level` in the finished game."""
    if level == 1:
        return game.value().winner == party  # value() builds its own summary
    return absage_kept(party, level, game.summary())


def _count(stats: list[CallStats], deal, log, levels: list[int], seat: int, party: int, you: bool) -> int:
    """Count one game at `seat` into every level; replays the log only when the seat announced
    (whether it was made needs the Augen), which most games did not."""
    level = levels[seat]
    game = Game.replay(deal, list(log)) if level else None
    for s in stats:
        if you:
            s.you_games += 1
        else:
            s.field_games += 1
        if level >= s.level:
            hit = made(game, party, s.level)
            if you:
                s.you_called += 1
                s.you_made += hit
            else:
                s.field_called += 1
                s.field_made += hit
    return level


def compute_statistics(store, progress: Callable[[int, int], None] | None = None) -> Statistics:
    """Everything the Statistics page shows, from the store (replays logged games: run it in
    a worker thread)."""
    stats = Statistics(stars_now=store.stars())
    for closed in store.stars_history():
        if closed.rating is None:
            continue  # closed without taking part
        stats.seasons.append(SeasonPoint(closed.set_id, closed.title, closed.month, closed.games, closed.rating,
                                         closed.stars_after, True))
    infos = sorted(store.sets(), key=lambda i: (i.month or "", i.imported_at))
    for done, info in enumerate(infos):
        standings = store.set_standings(info.id)
        if not standings.closed and standings.rating.games:
            stats.seasons.append(SeasonPoint(info.id, info.title, info.month, standings.rating.games,
                                             standings.rating.rating, None, False))
        for d in standings.touched.values():
            if d.own_points is None or d.game_id is None or d.party is None or d.seat is None:
                continue  # no finished rated game (a forfeit has no game to learn from)
            if d.dodge_points is not None:
                (stats.re_dodge if d.party == 0 else stats.kontra_dodge).append(d.dodge_points)
            own = store.game(d.game_id)
            if not own.log:
                continue  # imported by points only
            deal = store.deal(info.id, d.number).deal
            own_levels = seat_levels(own.log)
            you_level = _count(stats.calls, deal, own.log, own_levels, d.seat, d.party, True)
            party_seats = [s for s in range(4) if deal.parties[s] == d.party]
            partner_level = max(own_levels[s] for s in party_seats if s != d.seat)
            silence = stats.silence[YOU_CALLED if you_level else PARTNER_CALLED if partner_level else PARTY_SILENT]
            silence.deals += 1
            for result in store.logged_results(info.id, d.number):
                levels = seat_levels(result.log)
                _count(stats.calls, deal, result.log, levels, d.seat, d.party, False)
                points = result.re_points if d.party == 0 else -result.re_points
                silence.pairs += 1
                if max(levels[s] for s in party_seats):
                    silence.pairs_called += 1
                    silence.points_called += points
                else:
                    silence.points_silent += points
        if progress is not None:
            progress(done + 1, len(infos))
    return stats


__all__ = ["CallStats", "LEVELS", "PARTNER_CALLED", "PARTY_SILENT", "SeasonPoint", "SilenceStats", "Statistics", "compute_statistics", "made",
           "seat_level", "seat_levels", "YOU_CALLED"]
