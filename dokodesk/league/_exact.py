"""Exact arithmetic helpers shared by the league rules.

Every league figure is computed as a :class:`fractions.Fraction`, so that a value such as
1,487.5 Ligapunkte is exactly ``2975/2`` and rounds the way the rules say, never the way a
binary float happens to land.  Rounding is *kaufmännisch* (round half away from zero):
2.5 → 3, 0.125 → 0.13 at two decimals, -2.5 → -3.  Python's built-in :func:`round` rounds
half to even and is therefore never used for league figures.
"""

from __future__ import annotations

import math
import operator
from fractions import Fraction

__all__ = ["round_half_up", "format_figure", "as_count", "as_int"]


def round_half_up(value: Fraction | int, decimals: int = 0) -> Fraction:
    """Round ``value`` to ``decimals`` places, halves away from zero (kaufmännisch).

    Returns a Fraction so callers keep exactness; ``int(...)`` of the result is the integer
    when ``decimals == 0``.
    """
    value = Fraction(value)
    scale = 10**decimals
    magnitude = Fraction(math.floor(abs(value) * scale + Fraction(1, 2)), scale)
    return -magnitude if value < 0 else magnitude


def as_int(value: object, name: str) -> int:
    """``value`` as an int; bools and floats are refused with a ValueError naming ``name``."""
    if isinstance(value, bool):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise ValueError(f"{name} must be a whole number, not {value!r}") from None


def as_count(value: object, name: str) -> int:
    """``value`` as a non-negative int (a number of games, solos, months …)."""
    number = as_int(value, name)
    if number < 0:
        raise ValueError(f"{name} cannot be negative (got {number})")
    return number


def format_figure(value: Fraction | int | None, decimals: int = 2) -> str:
    """``value`` rounded half up and written with ``decimals`` places and a decimal point
    (``"1.49"``); ``"–"`` for ``None``.  For plain-text output; the GUI uses QLocale."""
    if value is None:
        return "–"
    rounded = round_half_up(Fraction(value), decimals)
    sign = "-" if rounded < 0 else ""
    scaled = abs(rounded) * 10**decimals
    assert scaled.denominator == 1
    whole, frac = divmod(int(scaled), 10**decimals)
    return f"{sign}{whole}.{frac:0{decimals}d}" if decimals else f"{sign}{whole}"
