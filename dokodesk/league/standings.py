"""Season standings and the Ewige Bestenliste (seed 002, sections 4 and 5).

Saisonschnitt (6 months, target 1,200 games)::

    under 1200 games:  (Punkte − (1200 − Spiele) × 2) ÷ 1200
    from 1200 games:   Punkte ÷ Spiele

The seed says both "Bis 1.200 … Strafpunkte" and "Ab 1.200 … normale Punkteschnitt"; at
exactly 1,200 games the two formulas agree (``P / 1200``), so the boundary is harmless;
the code uses the penalty below 1,200.  Season order: more Ligapunkte, then the better
Saisonschnitt.  The seed names no further criterion, so :func:`rank_season` keeps the
input order of entries that tie on both (Python's sort is stable).

Ewige Bestenliste (the last 24 completed months): the sum of Ligapunkte decides; on a tie
the internal Wertungsschnitt (``(Punkte − (4800 − Spiele) × 2) ÷ 4800`` under 4,800 games,
else ``Punkte ÷ Spiele``), then fewer games, then the later last game.  The visible column
"Schnitt" is always plain ``Spielpunkte ÷ Ligaspiele``.  The Tendenz projects the average
Ligapunkte per month taken part in onto 24 months: ``(Ligapunkte ÷ Monate) × 24``; it is a
projection shown under the Ligapunkte, not the ranking value.

All figures are exact Fractions and are not rounded; round only for display.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Iterable

from dokodesk.league._exact import as_count, as_int
from dokodesk.league.monthly import PENALTY_PER_MISSING_GAME, LeagueClass
from dokodesk.league.periods import ETERNAL_MONTHS

__all__ = [
    "SEASON_GAMES",
    "SEASON_MONTHS",
    "ETERNAL_GAMES",
    "season_average",
    "SeasonEntry",
    "SeasonStanding",
    "rank_season",
    "ranking_average",
    "plain_average",
    "trend",
    "EternalEntry",
    "EternalStanding",
    "rank_eternal",
]

#: Games a season is measured against (6 × 200).
SEASON_GAMES = 1200
#: Months in a season.
SEASON_MONTHS = 6
#: Games the Ewige Bestenliste is measured against (24 × 200).
ETERNAL_GAMES = 4800

_MAX_MONTHLY_LEAGUE_POINTS = LeagueClass.KOENIGSLIGA.max_league_points


def _penalised_average(points: int, games: int, target: int) -> Fraction:
    points = as_int(points, "points")
    games = as_count(games, "games")
    if games == 0 and points != 0:
        raise ValueError(f"with 0 games the points must be 0 (got {points})")
    if games < target:
        return Fraction(points - (target - games) * PENALTY_PER_MISSING_GAME, target)
    return Fraction(points, games)


def season_average(points: int, games: int) -> Fraction:
    """The Saisonschnitt of ``points`` Spielpunkte in ``games`` season games."""
    return _penalised_average(points, games, SEASON_GAMES)


def ranking_average(points: int, games: int) -> Fraction:
    """The internal Wertungsschnitt of the Ewige Bestenliste (its first tie-break)."""
    return _penalised_average(points, games, ETERNAL_GAMES)


def plain_average(points: int, games: int) -> Fraction | None:
    """The visible "Schnitt": Spielpunkte ÷ Ligaspiele (``None`` with no games)."""
    points = as_int(points, "points")
    games = as_count(games, "games")
    if games == 0:
        if points != 0:
            raise ValueError(f"with 0 games the points must be 0 (got {points})")
        return None
    return Fraction(points, games)


def trend(league_points: int, months: int) -> Fraction:
    """The Tendenz: ``(Ligapunkte ÷ beteiligte Monate) × 24``.

    ``months`` is the number of months in the 24-month window in which the player was
    listed (1..24).  ``league_points`` cannot exceed 1,500 (the Königsliga maximum) per
    month.  At 24 months the Tendenz equals the Ligapunkte; the site shows it only while
    participation is incomplete (``months < 24``).
    """
    league_points = as_count(league_points, "league points")
    months = as_int(months, "months")
    if not 1 <= months <= ETERNAL_MONTHS:
        raise ValueError(f"months must be between 1 and {ETERNAL_MONTHS} (got {months})")
    if league_points > months * _MAX_MONTHLY_LEAGUE_POINTS:
        raise ValueError(
            f"{league_points} Ligapunkte in {months} months is more than the maximum of "
            f"{_MAX_MONTHLY_LEAGUE_POINTS} per month"
        )
    return Fraction(league_points, months) * ETERNAL_MONTHS


# --------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeasonEntry:
    name: str
    league_points: int
    points: int
    games: int


@dataclass(frozen=True)
class SeasonStanding:
    place: int
    entry: SeasonEntry
    saisonschnitt: Fraction


def rank_season(entries: Iterable[SeasonEntry]) -> list[SeasonStanding]:
    """Season order: more Ligapunkte first, then the better Saisonschnitt."""
    rows = [(e, season_average(e.points, e.games)) for e in entries]
    rows.sort(key=lambda row: (as_count(row[0].league_points, "league points"), row[1]), reverse=True)
    return [SeasonStanding(place, e, avg) for place, (e, avg) in enumerate(rows, start=1)]


@dataclass(frozen=True)
class EternalEntry:
    name: str
    league_points: int
    points: int
    games: int
    last_game: datetime | None = None


@dataclass(frozen=True)
class EternalStanding:
    place: int
    entry: EternalEntry
    #: Internal Wertungsschnitt (tie-break).
    ranking_average: Fraction
    #: Visible "Schnitt" (Spielpunkte ÷ Ligaspiele).
    average: Fraction | None


def rank_eternal(entries: Iterable[EternalEntry]) -> list[EternalStanding]:
    """Ewige Bestenliste order: more Ligapunkte; then the higher internal Wertungsschnitt;
    then fewer games; then the later last game (none counts as earliest).  Entries equal
    on all of these keep their input order."""
    rows = [(e, ranking_average(e.points, e.games)) for e in entries]
    rows.sort(
        key=lambda row: (row[0].last_game is not None, row[0].last_game or datetime.min),
        reverse=True,
    )
    rows.sort(key=lambda row: row[0].games)
    rows.sort(key=lambda row: (as_count(row[0].league_points, "league points"), row[1]), reverse=True)
    return [
        EternalStanding(place, e, avg, plain_average(e.points, e.games))
        for place, (e, avg) in enumerate(rows, start=1)
    ]
