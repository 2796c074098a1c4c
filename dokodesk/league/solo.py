"""Solowertung and Solo-Gewinnquote (seed 002, section 6).

Two windows: the Solo-Saisonwertung (6 completed months, 1,200 games) and the
Solo-Langzeitwertung (24 completed months, 4,800 games).  With ``G`` league games, ``S``
solos played, ``W`` solos won, ``P`` Solopunkte and ``T`` the window's target (1,200 or
4,800)::

    required solos  = max(G, T) ÷ 40          (30 or 120 at least; may be fractional,
                                                never rounded before use)
    Solowertung     = P ÷ max(G, T) × 100      (Solopunkte per 100 league games)
    Gewinnquote     = W ÷ max(S, required)

"o.A." (ohne Abzug) values are shown in brackets after the stored value and never rank:

* Solowertung o.A. = ``P ÷ G × 100``, only while ``G < T`` (and ``G > 0``);
* Gewinnquote o.A. = ``W ÷ S``, only while ``S < required`` (and ``S > 0``).

The Gewinnquote is a fraction between 0 and 1 here; the CLI and the dialog show percent.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from dokodesk.league._exact import as_count, as_int
from dokodesk.league.standings import ETERNAL_GAMES, SEASON_GAMES

__all__ = ["GAMES_PER_SOLO", "SoloWindow", "SoloRating", "required_solos", "solo_rating"]

#: One solo is expected per this many league games.
GAMES_PER_SOLO = 40


class SoloWindow(Enum):
    """The two solo rankings.  The value is the CLI spelling."""

    SEASON = "season"  # Solo-Saisonwertung
    ETERNAL = "eternal"  # Solo-Langzeitwertung

    @property
    def target_games(self) -> int:
        """The league games divided by at least: 1,200 or 4,800."""
        return SEASON_GAMES if self is SoloWindow.SEASON else ETERNAL_GAMES

    @property
    def months(self) -> int:
        return 6 if self is SoloWindow.SEASON else 24

    @classmethod
    def parse(cls, text: "str | SoloWindow") -> "SoloWindow":
        if isinstance(text, SoloWindow):
            return text
        key = str(text).strip().casefold()
        aliases = {"saison": cls.SEASON, "langzeit": cls.ETERNAL, "ewig": cls.ETERNAL}
        for member in cls:
            if key in (member.value, member.name.casefold()):
                return member
        if key in aliases:
            return aliases[key]
        raise ValueError(f"unknown solo window {text!r}; expected season or eternal")


def required_solos(games: int, window: SoloWindow | str) -> Fraction:
    """One solo per 40 league games, counting at least the window's target games."""
    window = SoloWindow.parse(window)
    games = as_count(games, "games")
    return Fraction(max(games, window.target_games), GAMES_PER_SOLO)


@dataclass(frozen=True)
class SoloRating:
    window: SoloWindow
    solo_points: int
    games: int
    solos: int
    won: int
    #: max(games, target) ÷ 40, exact (may be fractional).
    required_solos: Fraction
    #: Games the Solopunkte are divided by: max(games, target).
    divisor_games: int
    #: Solopunkte per 100 league games, the ranking value.
    solowertung: Fraction
    #: Won ÷ max(played, required), between 0 and 1, the ranking value.
    gewinnquote: Fraction
    #: Solowertung o.A. (actual games), only while games < target.
    solowertung_oa: Fraction | None
    #: Gewinnquote o.A. (won ÷ played), only while played < required.
    gewinnquote_oa: Fraction | None

    @property
    def missing_solos(self) -> Fraction:
        """Pflichtsoli still missing (0 when enough were played)."""
        return max(Fraction(0), self.required_solos - self.solos)


def solo_rating(
    solo_points: int, games: int, solos: int, won: int, window: SoloWindow | str
) -> SoloRating:
    """Solowertung, Gewinnquote and their o.A. values for one window."""
    window = SoloWindow.parse(window)
    solo_points = as_int(solo_points, "solo points")
    games = as_count(games, "games")
    solos = as_count(solos, "solos")
    won = as_count(won, "won solos")
    if solos > games:
        raise ValueError(f"{solos} solos cannot be more than the {games} league games")
    if won > solos:
        raise ValueError(f"{won} won solos cannot be more than the {solos} solos played")
    if solos == 0 and solo_points != 0:
        raise ValueError(f"with no solos played the solo points must be 0 (got {solo_points})")
    required = required_solos(games, window)
    divisor = max(games, window.target_games)
    solowertung = Fraction(solo_points, divisor) * 100
    gewinnquote = Fraction(won) / max(Fraction(solos), required)
    solowertung_oa = (
        Fraction(solo_points, games) * 100 if 0 < games < window.target_games else None
    )
    gewinnquote_oa = Fraction(won, solos) if 0 < solos < required else None
    return SoloRating(
        window, solo_points, games, solos, won, required, divisor,
        solowertung, gewinnquote, solowertung_oa, gewinnquote_oa,
    )
