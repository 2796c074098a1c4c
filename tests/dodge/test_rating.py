"""Dodgewertung (100 Pflichtspiele, Strafpunkte) and the stars."""

import math

import pytest

from dokodesk.dodge.points import (
    MAX_STARS, MIN_STARS, STARTING_STARS, SetRating, set_rating, star_change, stars_after_sets,
    stars_delta,
)


def test_below_100_games_the_penalty_applies():
    r = set_rating([50.0] * 40)
    assert r.games == 40
    assert r.dodge_points == 2000.0
    assert r.penalty == 100 * 60
    assert r.rating == (2000 - 6000) / 100
    assert r.games_to_go == 60
    assert r.pending == 0


def test_from_100_games_the_average_counts():
    r = set_rating([30.0] * 150)
    assert r.games == 150 and r.penalty == 0
    assert r.rating == pytest.approx(30.0)
    assert r.games_to_go == 0


@pytest.mark.parametrize("games, penalty, rating", [
    (99, 100, (99 * 20.0 - 100) / 100),
    (100, 0, 20.0),
    (101, 0, 20.0),
])
def test_around_the_obligatory_games(games, penalty, rating):
    r = set_rating([20.0] * games)
    assert r.penalty == penalty
    assert r.rating == pytest.approx(rating)
    assert r.games_to_go == max(0, 100 - games)


def test_the_two_formulas_meet_at_100_games():
    points = [float(i % 7 - 3) * 10 for i in range(100)]
    r = set_rating(points)
    assert r.rating == pytest.approx(sum(points) / 100)
    assert set_rating(points[:99]).rating == pytest.approx((sum(points[:99]) - 100) / 100)
    # 101 games: the average over 101, no longer "/ 100"
    r = set_rating(points + [100.0])
    assert r.rating == pytest.approx((sum(points) + 100) / 101)


def test_no_games_at_all():
    r = set_rating([])
    assert r == SetRating(games=0, dodge_points=0.0, penalty=10000, rating=-100.0)
    assert r.games_to_go == 100


def test_games_without_field_are_pending_by_default():
    r = set_rating([100.0, None, math.nan, -50.0])
    assert r.games == 2 and r.pending == 2
    assert r.dodge_points == 50.0
    assert r.penalty == 9800
    assert r.games_to_go == 98
    zero = set_rating([100.0, None, math.nan, -50.0], no_field_as_zero=True)
    assert zero.games == 4 and zero.pending == 0
    assert zero.dodge_points == 50.0 and zero.penalty == 9600


def test_custom_obligatory_games():
    r = set_rating([10.0] * 5, obligatory=10)
    assert r.penalty == 500 and r.rating == (50 - 500) / 10 and r.games_to_go == 5
    with pytest.raises(ValueError):
        set_rating([], obligatory=0)


def test_rating_is_frozen():
    r = set_rating([1.0])
    with pytest.raises(AttributeError):
        r.games = 5  # type: ignore[misc]


def test_stars():
    assert STARTING_STARS == 1 and MIN_STARS == 1 and MAX_STARS == 3
    assert star_change(1, 5.0) == 2
    assert star_change(2, 5.0) == 3
    assert star_change(3, 5.0) == 3  # 3 stays 3
    assert star_change(3, -0.01) == 2
    assert star_change(2, -7.0) == 1
    assert star_change(1, -7.0) == 1  # 1 stays 1
    assert star_change(1, 0.0) == 2  # exactly 0 is non-negative: it earns a star
    assert star_change(2, -0.0) == 3


def test_stars_delta():
    assert stars_delta(1, 0.0) == 1
    assert stars_delta(3, 12.0) == 0
    assert stars_delta(1, -1.0) == 0
    assert stars_delta(3, -1.0) == -1


def test_stars_over_several_sets():
    assert stars_after_sets([]) == 1
    assert stars_after_sets([1.0, 2.0, 3.0, 4.0]) == 3
    assert stars_after_sets([1.0, 1.0, -1.0]) == 2
    assert stars_after_sets([-1.0, -1.0]) == 1


def test_star_input_checks():
    for bad in (0, 4):
        with pytest.raises(ValueError):
            star_change(bad, 1.0)
    with pytest.raises(ValueError):
        star_change(2, math.nan)


def test_rating_feeds_the_stars():
    # 99 games at +1 each: (99 - 100) / 100 < 0 -> a star lost; 100 games: +1 -> gained
    assert star_change(2, set_rating([1.0] * 99).rating) == 1
    assert star_change(2, set_rating([1.0] * 100).rating) == 3
    # exactly 0: 100 games with Dodgepunkte summing to 0
    assert star_change(2, set_rating([50.0, -50.0] * 50).rating) == 3
