"""Dodgepunkte, the monthly Dodge rating (Dodgewertung) and the stars. Pure numpy + stdlib.

A result of a deal is one table's game; `re_points` is its game value as the Re party
scored it (set-format.md), so the Kontra pair of that table scored ``-re_points``. A pair is
compared only with the pairs of its own party that played the same deal:

    Dodgepunkte = (pairs with fewer points - pairs with more points) / (all pairs - 1) * 100

"All pairs" counts the compared field and the pair itself; a tie counts as neither fewer
nor more. The best pair gets +100, the worst -100, an average one about 0.

Kontra pairs rank on the negated Re points, so on every deal a result's Kontra Dodgepunkte
are exactly the negation of its Re Dodgepunkte (the best Re table is the worst Kontra one).

"No field": a pair with nobody to compare with has no Dodgepunkte yet. The scalar functions
return None for it, the array functions NaN; `set_rating` leaves such games out by default
(see there).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np
from numpy.typing import ArrayLike

from dokodesk.rules.deal import KONTRA, RE

# The Dodge rating rules (Regeln & Wertung).
OBLIGATORY_GAMES = 100  # Pflichtspiele per set
PENALTY_PER_MISSING_GAME = 100  # Strafpunkte for each game short of the obligatory ones
STARTING_STARS = 1
MIN_STARS = 1
MAX_STARS = 3

# rank_set counts with np.bincount when (deals x distinct points) is at most this many slots
# per result (plus a constant): game values live in a narrow band, so this is the normal
# case and runs in O(n). Wider keys fall back to a sort, O(n log n).
_COUNTING_SLOTS_PER_RESULT = 4
_COUNTING_SLOTS_MIN = 1 << 16


def _dodge(fewer: np.ndarray | int, more: np.ndarray | int, field: np.ndarray | int) -> np.ndarray | float:
    # One expression for the scalar and the array paths so they agree to the last bit:
    # 100 * (integer) is exact, then a single correctly rounded division.
    return 100.0 * (fewer - more) / field


def dodge_points(own_points: int, field_points: ArrayLike) -> float | None:
    """Dodgepunkte of a pair with `own_points` against the OTHER pairs' `field_points`.

    All points are from the pair's own party's perspective (Kontra: negated Re points).
    Returns None when the field is empty ("no field": never divide by zero).
    """
    field = np.asarray(field_points).ravel()
    if field.size == 0:
        return None
    if field.dtype.kind == "f" and np.isnan(field).any():
        raise ValueError("field points contain NaN")
    fewer = int(np.count_nonzero(field < own_points))
    more = int(np.count_nonzero(field > own_points))
    return float(_dodge(fewer, more, field.size))


def dodge_against_field(own_re_points: int, field_re_points: ArrayLike, party: int) -> float | None:
    """Dodgepunkte of the user's game against an imported field of the same deal.

    Both are given as Re points (as stored in a set file); `party` is the user's party,
    RE (0) or KONTRA (1). A Kontra pair ranks on the negated values. None: no field.
    """
    field = np.asarray(field_re_points)
    if field.dtype.kind in "ub":
        field = field.astype(np.int64)  # negating an unsigned array would wrap around
    if party == RE:
        return dodge_points(own_re_points, field)
    if party == KONTRA:
        return dodge_points(-own_re_points, -field)
    raise ValueError(f"party must be RE (0) or KONTRA (1), not {party!r}")


def field_histogram(field_points: ArrayLike) -> list[tuple[int, int]]:
    """The field's distribution for a histogram: (points, number of pairs), sorted by points."""
    values, counts = np.unique(np.asarray(field_points).ravel(), return_counts=True)
    return [(v.item(), int(c)) for v, c in zip(values, counts)]


def _check_points(points: np.ndarray, name: str) -> None:
    if points.ndim != 1:
        raise ValueError(f"{name} must be one-dimensional, got shape {points.shape}")
    if points.dtype.kind not in "iuf":
        raise TypeError(f"{name} must be numbers, got dtype {points.dtype}")
    if points.dtype.kind == "f" and np.isnan(points).any():
        raise ValueError(f"{name} contains NaN")


def _re_and_kontra(fewer: np.ndarray, more: np.ndarray, size: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Both parties' Dodgepunkte from the per-result counts; NaN where nobody else played."""
    with np.errstate(divide="ignore", invalid="ignore"):
        re = _dodge(fewer, more, size - 1)
    re[size <= 1] = np.nan
    # Kontra ranks on -re_points: fewer and more swap, so the value just flips sign.
    # 0.0 - x rather than -x keeps ties at +0.0 instead of -0.0.
    return re, 0.0 - re


def rank_field(re_points: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """Dodgepunkte of every result of ONE deal against the deal's other results.

    Returns (re_dodge, kontra_dodge) as float arrays in the input order; both are NaN when
    the deal has a single result. O(n log n): one sort, two binary searches.
    """
    points = np.asarray(re_points)
    _check_points(points, "re_points")
    n = points.size
    ordered = np.sort(points)
    fewer = np.searchsorted(ordered, points, side="left")
    more = n - np.searchsorted(ordered, points, side="right")
    return _re_and_kontra(fewer, more, np.full(n, n))


def _codes(values: np.ndarray, n: int) -> tuple[np.ndarray, int]:
    """Order-preserving small non-negative int64 codes for `values`, and their range.

    Integers in a compact range are just shifted (no sort); anything else (floats, sparse
    numbers) gets dense ranks.
    """
    if values.dtype.kind in "iu" and values.size:
        low, high = values.min(), values.max()
        span = int(high) - int(low) + 1
        if span <= n + _COUNTING_SLOTS_MIN:
            if values.dtype.kind == "u":
                # Subtract in the unsigned dtype (never negative): a uint64 beyond int64
                # would wrap if cast first.
                return (values - low).astype(np.int64), span
            return values.astype(np.int64) - np.int64(low), span
    uniques, inverse = np.unique(values, return_inverse=True)
    return inverse.astype(np.int64).ravel(), max(int(uniques.size), 1)


def _run_bounds(ordered: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each place of a sorted array: start and end (exclusive) of its run of equal values."""
    n = ordered.size
    starts_run = np.empty(n, dtype=bool)
    starts_run[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=starts_run[1:])
    run_start = np.flatnonzero(starts_run)
    run_length = np.diff(np.append(run_start, n))
    return np.repeat(run_start, run_length), np.repeat(run_start + run_length, run_length)


def _counts_by_counting(key: np.ndarray, span: int, groups: int):
    """fewer, more, deal size for every possible key (deal * span + points code), as flat
    tables of groups * span slots, from one histogram of the keys. Index them with `key`."""
    per_key = np.bincount(key, minlength=groups * span).reshape(groups, span)
    up_to = per_key.cumsum(axis=1)  # results of the deal with at most this many points
    size = up_to[:, -1:]
    fewer = up_to - per_key
    more = size - up_to
    return fewer.ravel(), more.ravel(), np.broadcast_to(size, per_key.shape).ravel()


def _counts_by_sorting(key: np.ndarray, span: int):
    """fewer, more, deal size per result, by one argsort and run lengths: O(n log n)."""
    order = np.argsort(key)
    ordered = key[order]
    tie_start, tie_end = _run_bounds(ordered)
    deal_start, deal_end = _run_bounds(ordered // span)
    fewer = np.empty_like(key)
    more = np.empty_like(key)
    size = np.empty_like(key)
    fewer[order] = tie_start - deal_start
    more[order] = deal_end - tie_end
    size[order] = deal_end - deal_start
    return fewer, more, size


def rank_set(deal_index: ArrayLike, re_points: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """Dodgepunkte of every result of a whole set at once.

    `deal_index[i]` names the deal of result i (any integers, e.g. deal numbers), and
    `re_points[i]` its Re points. Each result is ranked against the other results of its
    deal. Returns (re_dodge, kontra_dodge) in the input order, NaN for a deal's only result.

    No Python loop over results or deals: the pair (deal, points) becomes one integer key
    (deal * span + points). For the usual narrow range of game values a histogram of the
    keys, cumulated within each deal, gives every count in O(n); otherwise an argsort and
    the runs of equal keys and of equal deals do, in O(n log n).
    """
    deal_arr = np.asarray(deal_index)
    points = np.asarray(re_points)
    _check_points(points, "re_points")
    if deal_arr.shape != points.shape:
        raise ValueError(f"deal_index has shape {deal_arr.shape}, re_points {points.shape}")
    n = points.size
    if n == 0:
        return np.empty(0), np.empty(0)
    if deal_arr.dtype.kind not in "iu":
        raise TypeError(f"deal_index must be integers, got dtype {deal_arr.dtype}")
    deal, groups = _codes(deal_arr, n)
    points_code, span = _codes(points, n)
    # Both ranges are at most n + 65536 (or dense ranks), so the product fits in int64.
    key = deal  # a fresh array from _codes: build the key in place, saving 8 MB a step
    key *= span
    key += points_code
    slots = groups * span
    if slots <= _COUNTING_SLOTS_PER_RESULT * n + _COUNTING_SLOTS_MIN:
        # Score the small table of possible keys once, then look every result up.
        re_table, kontra_table = _re_and_kontra(*_counts_by_counting(key, span, groups))
        return re_table[key], kontra_table[key]
    return _re_and_kontra(*_counts_by_sorting(key, span))


# --- Dodgewertung and stars -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetRating:
    """A player's Dodgewertung for one set.

    `games` are the games that count (they have Dodgepunkte), `dodge_points` their sum,
    `penalty` the Strafpunkte for the games short of `obligatory`. `pending` are games
    played without a field that were not counted (see `set_rating`).
    """

    games: int
    dodge_points: float
    penalty: int
    rating: float
    obligatory: int = OBLIGATORY_GAMES
    pending: int = 0

    @property
    def games_to_go(self) -> int:
        """Games still missing to the Pflichtspiele (0 once reached)."""
        return max(0, self.obligatory - self.games)


def set_rating(
    dodge_points: Iterable[float | None],
    obligatory: int = OBLIGATORY_GAMES,
    *,
    no_field_as_zero: bool = False,
) -> SetRating:
    """The Dodgewertung from one set's per-game Dodgepunkte.

    Below the obligatory games: (Dodgepunkte - Strafpunkte) / obligatory, with 100
    Strafpunkte per missing game; from then on: Dodgepunkte / games. (The rules say "/ 100"
    for 100 Pflichtspiele; dividing by `obligatory` keeps the two formulas continuous.)

    Games without a field (None or NaN) are by default NOT counted: they are neither played
    games nor 0 Dodgepunkte but `pending` until a field exists, when they get real
    Dodgepunkte. Counting them as 0 would let a player escape 100 Strafpunkte per game with
    deals nobody else played. `no_field_as_zero=True` counts them as played games worth 0.
    """
    if obligatory < 1:
        raise ValueError(f"obligatory games must be at least 1, not {obligatory}")
    games = 0
    pending = 0
    total = 0.0
    for value in dodge_points:
        if value is None or math.isnan(value):
            if no_field_as_zero:
                games += 1
            else:
                pending += 1
            continue
        games += 1
        total += float(value)
    penalty = PENALTY_PER_MISSING_GAME * max(0, obligatory - games)
    rating = (total - penalty) / obligatory if games < obligatory else total / games
    return SetRating(games, total, penalty, rating, obligatory, pending)


def _check_stars(stars: int) -> None:
    if not MIN_STARS <= stars <= MAX_STARS:
        raise ValueError(f"stars must be {MIN_STARS} to {MAX_STARS}, not {stars}")


def star_change(stars_before: int, rating: float) -> int:
    """Stars after a set: a non-negative Dodgewertung earns one (up to 3), a negative one
    costs one (never below 1). A rating of exactly 0 earns a star."""
    _check_stars(stars_before)
    if math.isnan(rating):
        raise ValueError("rating is NaN")
    if rating >= 0:
        return min(MAX_STARS, stars_before + 1)
    return max(MIN_STARS, stars_before - 1)


def stars_delta(stars_before: int, rating: float) -> int:
    """+1, 0 or -1: how the stars change after a set with this Dodgewertung."""
    return star_change(stars_before, rating) - stars_before


def stars_after_sets(ratings: Sequence[float], stars: int = STARTING_STARS) -> int:
    """Stars after a run of sets, starting from a fresh player's one star."""
    for rating in ratings:
        stars = star_change(stars, rating)
    return stars
