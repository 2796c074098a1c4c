"""One league month: the classes, the Monatswertung, the month table and its Ligapunkte.

Source: the site's league rules (seed 002, sections 2–4).  All figures are exact
:class:`~fractions.Fraction` values; see :mod:`dokodesk.league._exact` for the rounding.

Monatswertung (section 3) has four regimes, chosen by the number of league games ``G`` and
the sign of the Spielpunkte ``P``:

* ``G <= 200`` (:attr:`MonthRegime.PENALTY`): ``(P - (200 - G) * 2) / 200`` – two
  Strafpunkte per missing Pflichtspiel; at exactly 200 games this is ``P / 200``.
* ``G > 200`` and ``P <= 0`` (:attr:`MonthRegime.PLAIN`): ``P / G``, the plain average
  without bonus factor.
* ``201 <= G <= 1200`` and ``P > 0`` (:attr:`MonthRegime.BONUS`):
  ``avg * (1 + (G - 200) * 0.001)`` – +0.1 % per game above 200.
* ``G >= 1201`` and ``P > 0`` (:attr:`MonthRegime.CAPPED`): ``avg * 2`` – the bonus factor
  is capped at 2, which the formula above already reaches at exactly 1,200 games.

**Interpretation – the rounded average.**  The seed says "Der *gerundete* Punkteschnitt
wird für jedes Spiel über 200 um 0,1 Prozent aufgewertet" while its formula shows the plain
``Spielpunkte ÷ Spiele``.  dokodesk follows the prose: in both bonus regimes (201–1,200 and
from 1,201, which is the same bonus with its factor capped) ``avg`` is the Punkteschnitt as
the site displays it, rounded half up to two decimals (:data:`AVERAGE_DECIMALS`), *before*
the factor is applied; the product itself is kept exact.  ``month_rating(...,
average_decimals=None)`` gives the unrounded reading.  The non-positive regime is "der
einfache Punkteschnitt" and is not rounded, nor is the penalty regime (it has no average).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from fractions import Fraction
from typing import Iterable

from dokodesk.league._exact import as_count, as_int, round_half_up

__all__ = [
    "PFLICHTSPIELE",
    "PENALTY_PER_MISSING_GAME",
    "BONUS_PER_GAME",
    "BONUS_CAP_GAMES",
    "MAX_BONUS_FACTOR",
    "AVERAGE_DECIMALS",
    "LeagueClass",
    "ClassOutcome",
    "MonthRegime",
    "MonthRating",
    "month_rating",
    "monatswertung",
    "league_points",
    "league_points_unrounded",
    "last_paying_place",
    "class_outcome",
    "MonthEntry",
    "MonthStanding",
    "rank_month",
]

#: The monthly target of league games (Pflichtspiele).
PFLICHTSPIELE = 200
#: Strafpunkte per missing Pflichtspiel (month, season and Ewige Bestenliste alike).
PENALTY_PER_MISSING_GAME = 2
#: Bonus per game above 200 with a positive account: 0.1 %.
BONUS_PER_GAME = Fraction(1, 1000)
#: From the game after this one the bonus factor no longer grows.
BONUS_CAP_GAMES = 1200
#: The cap of the bonus factor.
MAX_BONUS_FACTOR = Fraction(2)
#: Decimals of the "gerundete Punkteschnitt" used in the bonus regimes (see module doc).
AVERAGE_DECIMALS = 2


# --------------------------------------------------------------------------------------
# Classes
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _ClassSpec:
    display_name: str
    max_size: int | None  # None: unbounded
    promoted: int  # the first N move up
    relegated: int  # the last N move down
    paying_places: int  # G: places 1..G may earn Ligapunkte
    max_league_points: int  # Ligapunkte for place 1


_SPECS: dict[str, _ClassSpec] = {
    "koenigsliga": _ClassSpec("Königsliga", 260, 0, 75, 239, 1500),
    "erste": _ClassSpec("Erste Liga", 370, 75, 105, 247, 1200),
    "zweite": _ClassSpec("Zweite Liga", 530, 105, 165, 309, 900),
    "qualifikation": _ClassSpec("Qualifikation", None, 165, 0, 0, 0),
}


class LeagueClass(Enum):
    """The four classes, best first.  The value is the CLI spelling."""

    KOENIGSLIGA = "koenigsliga"
    ERSTE = "erste"
    ZWEITE = "zweite"
    QUALIFIKATION = "qualifikation"

    @property
    def display_name(self) -> str:
        """The site's German name, e.g. ``"Königsliga"``."""
        return _SPECS[self.value].display_name

    @property
    def max_size(self) -> int | None:
        """Maximum number of players (``None`` for the unbounded Qualifikation)."""
        return _SPECS[self.value].max_size

    @property
    def promoted(self) -> int:
        """How many of the first places move up (0 in the Königsliga)."""
        return _SPECS[self.value].promoted

    @property
    def relegated(self) -> int:
        """How many of the last places move down (0 in the Qualifikation)."""
        return _SPECS[self.value].relegated

    @property
    def paying_places(self) -> int:
        """``G`` of the Ligapunkte formula: only places 1..G can earn Ligapunkte.

        Note that the formula rounds the last few of these to 0; see
        :func:`last_paying_place`.
        """
        return _SPECS[self.value].paying_places

    @property
    def max_league_points(self) -> int:
        """The Höchstwert: Ligapunkte for place 1 (0 in the Qualifikation)."""
        return _SPECS[self.value].max_league_points

    @property
    def higher(self) -> "LeagueClass | None":
        order = list(LeagueClass)
        index = order.index(self)
        return order[index - 1] if index > 0 else None

    @property
    def lower(self) -> "LeagueClass | None":
        order = list(LeagueClass)
        index = order.index(self)
        return order[index + 1] if index + 1 < len(order) else None

    @classmethod
    def parse(cls, text: "str | LeagueClass") -> "LeagueClass":
        """Accepts the CLI value (``erste``), the enum name or the German name
        (``"Erste Liga"``, ``"Königsliga"``), case-insensitively."""
        if isinstance(text, LeagueClass):
            return text
        key = str(text).strip().casefold().replace("ö", "oe").replace("_", " ")
        for member in cls:
            names = {
                member.value,
                member.name.casefold(),
                member.display_name.casefold().replace("ö", "oe"),
            }
            if key in names or key.removesuffix(" liga") == member.value:
                return member
        choices = ", ".join(m.value for m in cls)
        raise ValueError(f"unknown league class {text!r}; expected one of {choices}")

    def __str__(self) -> str:
        return self.display_name


class ClassOutcome(Enum):
    """What a month-end place means for next month's class."""

    PROMOTION = "promotion"  # Aufstieg
    STAY = "stay"  # Klassenerhalt
    RELEGATION = "relegation"  # Abstieg


def class_outcome(
    league_class: LeagueClass | str,
    place: int,
    class_size: int | None = None,
    *,
    sperrmonat: bool = False,
) -> ClassOutcome:
    """Aufstieg, Klassenerhalt or Abstieg for ``place`` at the end of a month (section 2).

    ``class_size`` is the number of players in the final month table; it defaults to the
    class's maximum size and is only needed for relegation ("die letzten N").  A player in
    a Sperrmonat keeps the class (section 7).  If a class is so small that the promotion
    and relegation zones overlap, promotion wins (the seed does not cover that case).
    """
    league_class = LeagueClass.parse(league_class)
    place = _check_place(place)
    if class_size is None:
        class_size = league_class.max_size
    else:
        class_size = as_count(class_size, "class size")
        if league_class.max_size is not None and class_size > league_class.max_size:
            raise ValueError(
                f"the {league_class.display_name} has at most {league_class.max_size} "
                f"players (got a class size of {class_size})"
            )
    if class_size is not None and place > class_size:
        raise ValueError(f"place {place} is beyond the class size of {class_size}")
    if sperrmonat:
        return ClassOutcome.STAY
    if place <= league_class.promoted:
        return ClassOutcome.PROMOTION
    if class_size is not None and place > class_size - league_class.relegated:
        return ClassOutcome.RELEGATION
    return ClassOutcome.STAY


# --------------------------------------------------------------------------------------
# Monatswertung
# --------------------------------------------------------------------------------------


class MonthRegime(Enum):
    """Which formula of section 3 applies."""

    PENALTY = "penalty"  # up to and including 200 games
    PLAIN = "plain"  # more than 200 games, account <= 0
    BONUS = "bonus"  # 201..1200 games, account > 0
    CAPPED = "capped"  # 1201+ games, account > 0 (factor 2)


@dataclass(frozen=True)
class MonthRating:
    """A Monatswertung with the pieces it was computed from."""

    points: int
    games: int
    regime: MonthRegime
    #: The Monatswertung, exact.
    value: Fraction
    #: Plain Punkteschnitt ``points / games`` (``None`` with no games).
    average: Fraction | None
    #: The rounded Punkteschnitt the bonus was applied to (bonus regimes only).
    rounded_average: Fraction | None
    #: 1 outside the bonus regimes; 1 + (G − 200) × 0.001, at most 2.
    bonus_factor: Fraction
    #: Pflichtspiele still missing (0 from 200 games).
    missing_games: int
    #: Strafpunkte deducted (penalty regime only).
    penalty_points: int

    @property
    def full_month(self) -> bool:
        """All 200 Pflichtspiele played (months without are marked on the site)."""
        return self.missing_games == 0


def month_rating(
    points: int, games: int, *, average_decimals: int | None = AVERAGE_DECIMALS
) -> MonthRating:
    """The Monatswertung of ``points`` Spielpunkte in ``games`` league games.

    ``average_decimals`` is the rounding of the Punkteschnitt in the bonus regimes (see
    the module docstring); ``None`` keeps it exact.
    """
    points = as_int(points, "points")
    games = as_count(games, "games")
    if games == 0 and points != 0:
        raise ValueError(f"with 0 games the points must be 0 (got {points})")
    average = Fraction(points, games) if games else None
    if games <= PFLICHTSPIELE:
        missing = PFLICHTSPIELE - games
        penalty = missing * PENALTY_PER_MISSING_GAME
        return MonthRating(
            points, games, MonthRegime.PENALTY, Fraction(points - penalty, PFLICHTSPIELE),
            average, None, Fraction(1), missing, penalty,
        )
    assert average is not None
    if points <= 0:
        return MonthRating(
            points, games, MonthRegime.PLAIN, average, average, None, Fraction(1), 0, 0
        )
    rounded = average if average_decimals is None else round_half_up(average, average_decimals)
    if games <= BONUS_CAP_GAMES:
        regime = MonthRegime.BONUS
        factor = 1 + (games - PFLICHTSPIELE) * BONUS_PER_GAME
    else:
        regime = MonthRegime.CAPPED
        factor = MAX_BONUS_FACTOR
    return MonthRating(points, games, regime, rounded * factor, average, rounded, factor, 0, 0)


def monatswertung(
    points: int, games: int, *, average_decimals: int | None = AVERAGE_DECIMALS
) -> Fraction:
    """Shorthand for ``month_rating(points, games).value``."""
    return month_rating(points, games, average_decimals=average_decimals).value


# --------------------------------------------------------------------------------------
# Ligapunkte
# --------------------------------------------------------------------------------------


def _check_place(place: int) -> int:
    place = as_int(place, "place")
    if place < 1:
        raise ValueError(f"place must be 1 or more (got {place})")
    return place


def league_points_unrounded(league_class: LeagueClass | str, place: int) -> Fraction:
    """``((G + 1 − place) × (G + 2 − place)) ÷ (G × (G + 1)) × Höchstwert``, exact.

    0 for places beyond ``G`` and in the Qualifikation.  Raises ValueError for place < 1
    or a place beyond the class's maximum size.
    """
    league_class = LeagueClass.parse(league_class)
    place = _check_place(place)
    if league_class.max_size is not None and place > league_class.max_size:
        raise ValueError(
            f"the {league_class.display_name} has only {league_class.max_size} places "
            f"(got place {place})"
        )
    g = league_class.paying_places
    if place > g:  # also the whole Qualifikation, where G = 0
        return Fraction(0)
    return Fraction((g + 1 - place) * (g + 2 - place), g * (g + 1)) * league_class.max_league_points


def league_points(league_class: LeagueClass | str, place: int) -> int:
    """Ligapunkte for a month-end ``place`` in ``league_class`` (section 4).

    "gerundet" is read as rounding half up to a whole number, on the exact value (the one
    half case, Königsliga place 2 = 1,487.5, gives 1,488).
    """
    return int(round_half_up(league_points_unrounded(league_class, place)))


def last_paying_place(league_class: LeagueClass | str) -> int | None:
    """The last place that still earns at least one Ligapunkt after rounding.

    236 (Königsliga), 243 (Erste Liga), 303 (Zweite Liga), ``None`` (Qualifikation): the
    last two or three of the places 1..G round to 0.
    """
    league_class = LeagueClass.parse(league_class)
    for place in range(league_class.paying_places, 0, -1):
        if league_points(league_class, place) > 0:
            return place
    return None


# --------------------------------------------------------------------------------------
# The month table
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MonthEntry:
    """One player's month: name, Spielpunkte, league games, time of the last game."""

    name: str
    points: int
    games: int
    last_game: datetime | None = None


@dataclass(frozen=True)
class MonthStanding:
    place: int
    entry: MonthEntry
    rating: MonthRating
    #: Ligapunkte for the place (``None`` when no class was given).
    league_points: int | None
    #: Aufstieg/Klassenerhalt/Abstieg (``None`` when no class was given).
    outcome: ClassOutcome | None


def rank_month(
    entries: Iterable[MonthEntry],
    league_class: LeagueClass | str | None = None,
    *,
    average_decimals: int | None = AVERAGE_DECIMALS,
) -> list[MonthStanding]:
    """Sort a class's month table and number the places (section 3, last paragraph).

    Order: higher Monatswertung first; on a tie fewer games; then the *later* last game
    (an entry without a last game counts as earliest); then the player name in
    alphabetical order (case-insensitive, then exact, so the order is total).  With a
    ``league_class`` each row also gets its Ligapunkte and class outcome, the class size
    being the number of entries.
    """
    rated = [(e, month_rating(e.points, e.games, average_decimals=average_decimals)) for e in entries]
    # Stable sorts from the last criterion to the first.
    rated.sort(key=lambda pair: (pair[0].name.casefold(), pair[0].name))
    rated.sort(
        key=lambda pair: (pair[0].last_game is not None, pair[0].last_game or datetime.min),
        reverse=True,
    )
    rated.sort(key=lambda pair: pair[0].games)
    rated.sort(key=lambda pair: pair[1].value, reverse=True)

    cls = None if league_class is None else LeagueClass.parse(league_class)
    if cls is not None and cls.max_size is not None and len(rated) > cls.max_size:
        raise ValueError(
            f"the {cls.display_name} has at most {cls.max_size} players (got {len(rated)})"
        )
    table = []
    for place, (entry, rating) in enumerate(rated, start=1):
        points = outcome = None
        if cls is not None:
            points = league_points(cls, place)
            outcome = class_outcome(cls, place, len(rated))
        table.append(MonthStanding(place, entry, rating, points, outcome))
    return table
