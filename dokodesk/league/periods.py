"""Calendar of the league: Wertungsmonate, seasons, the Ewige-Bestenliste window and the
Sperrmonat rules (seed 002, sections 4, 5 and 7).

* Sommersaison: 1 April – 30 September of one year, e.g. "Sommersaison 2026".
* Wintersaison: 1 October – 31 March of the following year.  It "trägt das Jahr ihres
  Beginns" (``Season.year`` is the October year) and is named by both years:
  "Wintersaison 2026/2027", short "Winter 2026/27".
* Ewige Bestenliste: the 24 completed Wertungsmonate before the current month.
* Sperrmonat: at most one per season, never March or September (the last month of each
  season), and it must be fixed before the month begins; until then it can be cancelled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from enum import IntEnum
from typing import Iterable, Mapping

from dokodesk.league._exact import as_int

__all__ = [
    "Month",
    "SeasonKind",
    "Season",
    "season_of",
    "ETERNAL_MONTHS",
    "eternal_window",
    "eternal_league_points",
    "SPERRMONAT_EXCLUDED_MONTHS",
    "SperrmonatError",
    "sperrmonat_problems",
    "check_sperrmonat",
    "validate_sperrmonate",
    "can_cancel_sperrmonat",
    "choosable_sperrmonate",
]

#: Length of the Ewige-Bestenliste window in completed months.
ETERNAL_MONTHS = 24
#: Months that cannot be a Sperrmonat: March and September, the last month of a season.
SPERRMONAT_EXCLUDED_MONTHS = (3, 9)

_MONTH_RE = re.compile(r"^\s*([0-9]{4})-([0-9]{1,2})\s*$", re.ASCII)  # ASCII only: \d takes "２０２６" too


@dataclass(frozen=True, order=True)
class Month:
    """A calendar month (a Wertungsmonat).  ``str(Month(2026, 4)) == "2026-04"``."""

    year: int
    month: int

    def __post_init__(self) -> None:
        as_int(self.year, "year")
        if not 1 <= as_int(self.month, "month") <= 12:
            raise ValueError(f"month must be 1..12 (got {self.month})")

    @classmethod
    def parse(cls, text: str) -> "Month":
        """``"2026-11"`` → ``Month(2026, 11)``."""
        match = _MONTH_RE.match(str(text))
        if not match:
            raise ValueError(f"not a month {text!r}; expected YYYY-MM, e.g. 2026-11")
        return cls(int(match.group(1)), int(match.group(2)))

    @classmethod
    def of(cls, day: date | datetime) -> "Month":
        return cls(day.year, day.month)

    @property
    def first_day(self) -> date:
        return date(self.year, self.month, 1)

    @property
    def last_day(self) -> date:
        return date.fromordinal(self.next().first_day.toordinal() - 1)

    def next(self) -> "Month":
        return self.plus(1)

    def previous(self) -> "Month":
        return self.plus(-1)

    def plus(self, months: int) -> "Month":
        index = self.year * 12 + (self.month - 1) + months
        return Month(index // 12, index % 12 + 1)

    @property
    def season(self) -> "Season":
        return season_of(self)

    def __str__(self) -> str:
        return f"{self.year:04d}-{self.month:02d}"


class SeasonKind(IntEnum):
    SUMMER = 0  # Sommersaison, April–September
    WINTER = 1  # Wintersaison, October–March


@dataclass(frozen=True, order=True)
class Season:
    """A season, ordered in time (summer 2026 < winter 2026/27 < summer 2027).

    ``year`` is the year the season begins in.
    """

    year: int
    kind: SeasonKind

    @property
    def first_month(self) -> Month:
        return Month(self.year, 4 if self.kind is SeasonKind.SUMMER else 10)

    @property
    def months(self) -> tuple[Month, ...]:
        """The six Wertungsmonate, in order."""
        first = self.first_month
        return tuple(first.plus(i) for i in range(6))

    @property
    def last_month(self) -> Month:
        return self.first_month.plus(5)

    @property
    def start(self) -> date:
        return self.first_month.first_day

    @property
    def end(self) -> date:
        """The last day (30 September or 31 March)."""
        return self.last_month.last_day

    @property
    def name(self) -> str:
        """"Sommersaison 2026" or "Wintersaison 2026/2027"."""
        if self.kind is SeasonKind.SUMMER:
            return f"Sommersaison {self.year}"
        return f"Wintersaison {self.year}/{self.year + 1}"

    @property
    def short_name(self) -> str:
        """"Sommer 2026" or "Winter 2026/27"."""
        if self.kind is SeasonKind.SUMMER:
            return f"Sommer {self.year}"
        return f"Winter {self.year}/{(self.year + 1) % 100:02d}"

    def __contains__(self, item: object) -> bool:
        if isinstance(item, (date, datetime)):
            item = Month.of(item)
        return isinstance(item, Month) and item in self.months

    def next(self) -> "Season":
        if self.kind is SeasonKind.SUMMER:
            return Season(self.year, SeasonKind.WINTER)
        return Season(self.year + 1, SeasonKind.SUMMER)

    def previous(self) -> "Season":
        if self.kind is SeasonKind.WINTER:
            return Season(self.year, SeasonKind.SUMMER)
        return Season(self.year - 1, SeasonKind.WINTER)

    def __str__(self) -> str:
        return self.name


def season_of(when: date | datetime | Month) -> Season:
    """The season a day or month belongs to.  January–March belong to the winter season
    that began in the previous October."""
    month = when if isinstance(when, Month) else Month.of(when)
    if 4 <= month.month <= 9:
        return Season(month.year, SeasonKind.SUMMER)
    if month.month >= 10:
        return Season(month.year, SeasonKind.WINTER)
    return Season(month.year - 1, SeasonKind.WINTER)


# --------------------------------------------------------------------------------------
# Ewige Bestenliste window
# --------------------------------------------------------------------------------------


def eternal_window(today: date | datetime | Month) -> tuple[Month, ...]:
    """The 24 completed Wertungsmonate before the month of ``today``, oldest first.

    "Der laufende Monat gehört noch nicht zum Wertungsfenster."
    """
    current = today if isinstance(today, Month) else Month.of(today)
    return tuple(current.plus(-i) for i in range(ETERNAL_MONTHS, 0, -1))


def eternal_league_points(
    league_points_by_month: Mapping[Month, int], today: date | datetime | Month
) -> tuple[int, int]:
    """``(sum of Ligapunkte, beteiligte Monate)`` over the window of :func:`eternal_window`.

    ``league_points_by_month`` holds one entry per month in which the player was listed in
    a Monatswertung (0 Ligapunkte still counts as a month taken part in); months outside
    the window are ignored.
    """
    window = set(eternal_window(today))
    months = [m for m in league_points_by_month if m in window]
    return sum(as_int(league_points_by_month[m], "Ligapunkte") for m in months), len(months)


# --------------------------------------------------------------------------------------
# Sperrmonat
# --------------------------------------------------------------------------------------


class SperrmonatError(ValueError):
    """A Sperrmonat that the rules do not allow."""


def _as_month(value: Month | str) -> Month:
    return value if isinstance(value, Month) else Month.parse(value)


def _as_day(value: date | datetime) -> date:
    return value.date() if isinstance(value, datetime) else value


def sperrmonat_problems(
    month: Month | str,
    *,
    today: date | None = None,
    chosen: Iterable[Month | str] = (),
) -> list[str]:
    """Why ``month`` cannot be chosen as a Sperrmonat; an empty list if it can.

    ``today`` (optional) checks that the month has not begun yet ("muss vor Monatsbeginn
    festgelegt werden"): on the first day of the month it is too late.  ``chosen`` are the
    player's other Sperrmonate; one in the same season blocks ``month`` (it would have to
    be cancelled first, which is possible until that month begins).
    """
    month = _as_month(month)
    today = None if today is None else _as_day(today)
    problems = []
    if month.month in SPERRMONAT_EXCLUDED_MONTHS:
        problems.append(
            f"{month} is the last month of the {month.season.name}; March and September "
            "cannot be a Sperrmonat"
        )
    if today is not None and not today < month.first_day:
        problems.append(
            f"{month} has already begun (today is {today.isoformat()}); a Sperrmonat must be "
            "chosen before the month begins"
        )
    for other in sorted({_as_month(m) for m in chosen}):
        if other != month and other.season == month.season:
            problems.append(
                f"{month.season.name} already has the Sperrmonat {other}; only one per "
                "season is allowed"
            )
    return problems


def check_sperrmonat(
    month: Month | str,
    *,
    today: date | None = None,
    chosen: Iterable[Month | str] = (),
) -> Month:
    """Return ``month`` if it may be chosen, else raise :class:`SperrmonatError`."""
    problems = sperrmonat_problems(month, today=today, chosen=chosen)
    if problems:
        raise SperrmonatError("; ".join(problems))
    return _as_month(month)


def validate_sperrmonate(months: Iterable[Month | str]) -> tuple[Month, ...]:
    """Check a whole set of Sperrmonate: no March/September, at most one per season.

    Returns them sorted; raises :class:`SperrmonatError` naming every problem.
    """
    parsed = sorted({_as_month(m) for m in months})
    problems = []
    for month in parsed:
        if month.month in SPERRMONAT_EXCLUDED_MONTHS:
            problems.append(f"{month}: March and September cannot be a Sperrmonat")
    by_season: dict[Season, list[Month]] = {}
    for month in parsed:
        by_season.setdefault(month.season, []).append(month)
    for season, in_season in sorted(by_season.items()):
        if len(in_season) > 1:
            listed = ", ".join(str(m) for m in in_season)
            problems.append(f"{season.name} has {len(in_season)} Sperrmonate ({listed}); at most one")
    if problems:
        raise SperrmonatError("; ".join(problems))
    return tuple(parsed)


def can_cancel_sperrmonat(month: Month | str, today: date) -> bool:
    """A Sperrmonat can be cancelled until the month begins."""
    return _as_day(today) < _as_month(month).first_day


def choosable_sperrmonate(today: date, chosen: Iterable[Month | str] = ()) -> list[Month]:
    """Months of the current and the next season that could still be chosen today, besides
    the ``chosen`` ones (which block the rest of their season)."""
    chosen = [_as_month(m) for m in chosen]
    today = _as_day(today)
    season = season_of(today)
    candidates = season.months + season.next().months
    return [
        m for m in candidates
        if m not in chosen and not sperrmonat_problems(m, today=today, chosen=chosen)
    ]
