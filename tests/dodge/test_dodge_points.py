"""Dodgepunkte: the formula of the Dodge rules, per deal and for whole sets."""

import math
import time

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from dokodesk.dodge.points import (
    _counts_by_counting, _counts_by_sorting, _re_and_kontra, dodge_against_field, dodge_points,
    field_histogram, rank_field, rank_set,
)
from dokodesk.rules import KONTRA, RE


def naive(own, field):
    """The rules' formula literally: all pairs = field + the pair itself."""
    fewer = sum(1 for f in field if f < own)
    more = sum(1 for f in field if f > own)
    return (fewer - more) / (len(field) + 1 - 1) * 100


def naive_set(deals, points):
    """Double loop: every result against the other results of its deal, both parties."""
    re, kontra = [], []
    for i, (d, p) in enumerate(zip(deals, points)):
        field = [q for j, (e, q) in enumerate(zip(deals, points)) if e == d and j != i]
        if not field:
            re.append(math.nan)
            kontra.append(math.nan)
            continue
        re.append(naive(p, field))
        kontra.append(naive(-p, [-q for q in field]))
    return np.array(re), np.array(kontra)


def test_formula_with_ties():
    # 5 pairs: own 3 against 1, 3, 3, 5 -> 1 fewer, 1 more, 2 ties: (1 - 1) / 4 * 100 = 0.
    assert dodge_points(3, [1, 3, 3, 5]) == 0.0
    # own 4 against 1, 2, 4, 6: 2 fewer, 1 more -> 25.
    assert dodge_points(4, [1, 2, 4, 6]) == 25.0
    # a tie with everybody is worth 0, not +100 or -100
    assert dodge_points(2, [2, 2, 2]) == 0.0
    assert dodge_points(-2, [-5, -2, 0]) == 0.0
    assert dodge_points(0, [-5, -2, 0]) == pytest.approx(200 / 3)


def test_best_pair_gets_plus_100_and_worst_minus_100():
    field = [-4, -1, 0, 2, 5]
    assert dodge_points(9, field) == 100.0
    assert dodge_points(-9, field) == -100.0
    re, _ = rank_field(np.array([-4, -1, 0, 2, 5]))
    assert re[4] == 100.0 and re[0] == -100.0
    # the shared best still beats everybody else and ties the other one
    assert dodge_points(5, [5, 0, 0]) == pytest.approx(200 / 3)


def test_average_pair_is_about_zero():
    rng = np.random.default_rng(7)
    field = rng.binomial(24, 0.5, 4001) - 12
    assert dodge_points(0, field) == pytest.approx(0, abs=5)
    # a symmetric field: the median scores exactly 0
    assert dodge_points(0, [-3, -1, 1, 3]) == 0.0
    re, kontra = rank_field(np.arange(-5, 6))
    assert re[5] == 0.0 and kontra[5] == 0.0
    assert re.mean() == pytest.approx(0)


def test_no_field():
    assert dodge_points(3, []) is None
    assert dodge_points(3, np.array([], dtype=np.int64)) is None
    assert dodge_against_field(3, [], RE) is None
    assert dodge_against_field(3, [], KONTRA) is None
    re, kontra = rank_field(np.array([4]))
    assert np.isnan(re[0]) and np.isnan(kontra[0])
    re, kontra = rank_field(np.array([], dtype=np.int64))
    assert re.size == 0 and kontra.size == 0
    # a deal with a single result is NaN, the other deals are scored
    re, kontra = rank_set(np.array([1, 2, 2]), np.array([5, 1, 3]))
    assert np.isnan(re[0]) and np.isnan(kontra[0])
    assert list(re[1:]) == [-100.0, 100.0]
    re, kontra = rank_set(np.array([], dtype=np.int64), np.array([], dtype=np.int64))
    assert re.size == 0 and kontra.size == 0


def test_re_and_kontra_rank_the_same_deal_oppositely():
    points = np.array([7, -2, 3, 3, -5])
    re, kontra = rank_field(points)
    # the high result is the best Re pair and the worst Kontra pair
    assert re[0] == 100.0 and kontra[0] == -100.0
    assert re[4] == -100.0 and kontra[4] == 100.0
    assert np.array_equal(kontra, -re)
    assert not np.signbit(kontra[re == 0]).any()  # ties are +0.0, not -0.0
    # the user's game against an imported field, from either side of the table
    field = [-2, 3, 3, -5]
    assert dodge_against_field(7, field, RE) == 100.0
    assert dodge_against_field(7, field, KONTRA) == -100.0
    assert dodge_against_field(-5, [7, -2, 3, 3], KONTRA) == 100.0
    assert dodge_against_field(3, [7, -2, 3, -5], RE) == dodge_points(3, [7, -2, 3, -5]) == 25.0
    assert dodge_against_field(3, [7, -2, 3, -5], KONTRA) == -25.0
    with pytest.raises(ValueError):
        dodge_against_field(3, field, 2)


def test_rank_field_and_rank_set_agree_with_the_scalar_formula():
    points = np.array([4, -2, 4, 0, 11, -2, -7, 4])
    re, kontra = rank_field(points)
    deals = np.full(points.size, 17)
    re_set, kontra_set = rank_set(deals, points)
    for i, p in enumerate(points):
        field = np.delete(points, i)
        assert re[i] == re_set[i] == dodge_points(p, field)
        assert kontra[i] == kontra_set[i] == dodge_against_field(int(p), field, KONTRA)


def test_field_histogram():
    assert field_histogram([3, -2, 3, 0, -2, 3]) == [(-2, 2), (0, 1), (3, 3)]
    assert field_histogram([]) == []
    hist = field_histogram(np.array([5, 5]))
    assert hist == [(5, 2)] and type(hist[0][0]) is int


def test_rank_set_keeps_input_order_and_any_deal_ids():
    deals = np.array([900, 3, 900, 3, 900, -4, -4])
    points = np.array([1, 10, 2, -10, 3, 0, 0])
    re, kontra = rank_set(deals, points)
    assert list(re) == [-100.0, 100.0, 0.0, -100.0, 100.0, 0.0, 0.0]
    assert np.array_equal(kontra, 0.0 - re)


def test_input_checks():
    with pytest.raises(ValueError):
        rank_set(np.array([1, 2]), np.array([1, 2, 3]))
    with pytest.raises(ValueError):
        rank_field(np.array([1.0, np.nan]))
    with pytest.raises(ValueError):
        dodge_points(1, [np.nan])
    with pytest.raises(TypeError):
        rank_set(np.array([1.5, 2.0]), np.array([1, 2]))
    with pytest.raises(ValueError):
        rank_field(np.zeros((2, 2)))


deals_and_points = st.integers(1, 60).flatmap(
    lambda n: st.tuples(
        st.lists(st.integers(0, 6), min_size=n, max_size=n),
        st.lists(st.integers(-12, 12), min_size=n, max_size=n),
    )
)


@settings(max_examples=100, deadline=None)
@given(deals_and_points)
def test_rank_set_equals_naive_double_loop(data):
    deals, points = data
    re, kontra = rank_set(np.array(deals), np.array(points))
    want_re, want_kontra = naive_set(deals, points)
    # NaN where a result is alone on its deal; the naive formula divides first, so allow
    # the last bit
    np.testing.assert_allclose(re, want_re, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(kontra, want_kontra, rtol=1e-12, atol=1e-12)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.tuples(st.integers(-2**40, 2**40), st.integers(-2**40, 2**40)), min_size=1, max_size=40),
    st.booleans(),
)
def test_wide_keys_and_float_points_equal_naive(pairs, as_float):
    # Sparse deal ids, wide point ranges and floats are replaced by dense ranks.
    deals = [d for d, _ in pairs]
    points = [p // 7 for _, p in pairs]  # some ties
    arr = np.array(points, dtype=float if as_float else np.int64)
    re, kontra = rank_set(np.array(deals), arr)
    want_re, want_kontra = naive_set(deals, points)
    np.testing.assert_allclose(re, want_re, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(kontra, want_kontra, rtol=1e-12, atol=1e-12)


@settings(max_examples=100, deadline=None)
@given(deals_and_points)
def test_counting_and_sorting_paths_agree(data):
    deals, points = data
    deal = np.array(deals, dtype=np.int64)
    code = np.array(points, dtype=np.int64) + 12
    span, groups = 25, 7
    key = deal * span + code
    counted = [table[key] for table in _counts_by_counting(key, span, groups)]
    sorted_ = _counts_by_sorting(key, span)
    for a, b in zip(counted, sorted_):
        np.testing.assert_array_equal(a, b)
    np.testing.assert_allclose(_re_and_kontra(*counted)[0], naive_set(deals, points)[0],
                               rtol=1e-12, atol=1e-12)


def test_rank_set_per_deal_equals_rank_field():
    rng = np.random.default_rng(3)
    deals = rng.integers(1, 30, 3000)
    points = rng.binomial(24, 0.5, 3000) - 12
    re, kontra = rank_set(deals, points)
    for d in np.unique(deals):
        mask = deals == d
        want_re, want_kontra = rank_field(points[mask])
        np.testing.assert_array_equal(re[mask], want_re)
        np.testing.assert_array_equal(kontra[mask], want_kontra)


def test_wide_key_range_takes_the_sorting_path(monkeypatch):
    import dokodesk.dodge.points as points_module

    calls = []
    real = points_module._counts_by_sorting
    monkeypatch.setattr(points_module, "_counts_by_sorting", lambda *a: calls.append(1) or real(*a))
    rng = np.random.default_rng(5)
    deals = rng.integers(0, 400, 2000)
    points = rng.integers(-500, 500, 2000)  # 400 x 1000 key slots: too many to count
    re, kontra = rank_set(deals, points)
    assert calls
    for i in range(0, 2000, 37):
        field = points[(deals == deals[i]) & (np.arange(2000) != i)]
        want = dodge_points(points[i], field)
        assert (math.isnan(re[i]) and want is None) or re[i] == want
        assert want is None or kontra[i] == dodge_against_field(int(points[i]), field, KONTRA)


def test_small_integer_dtypes_do_not_overflow():
    deals = np.array([0, 0, 1, 1], dtype=np.int8)
    points = np.array([-128, 127, 127, -128], dtype=np.int8)
    re, _ = rank_set(deals, points)
    assert list(re) == [-100.0, 100.0, 100.0, -100.0]
    big = np.array([2**64 - 1, 2**64 - 2], dtype=np.uint64)
    re, _ = rank_set(np.zeros(2, dtype=np.int64), big)
    assert list(re) == [100.0, -100.0]


def test_inputs_are_not_modified():
    deals = np.array([3, 3, 5, 5, 5])
    points = np.array([1, -1, 4, 4, 0])
    rank_set(deals, points)
    rank_field(points)
    assert list(deals) == [3, 3, 5, 5, 5] and list(points) == [1, -1, 4, 4, 0]
    assert dodge_against_field(1, np.array([0, 2], dtype=np.uint8), KONTRA) == 0.0


def test_a_full_set_scores_quickly():
    # 200 deals x 5,000 results: the benchmark's target is < 50 ms; this only guards against
    # an accidental quadratic or per-result Python loop on a loaded test machine.
    rng = np.random.default_rng(1)
    deals = np.repeat(np.arange(1, 201), 5000)
    points = rng.binomial(24, 0.5, deals.size) - 12
    start = time.perf_counter()
    re, kontra = rank_set(deals, points)
    assert time.perf_counter() - start < 1.0
    assert re.shape == kontra.shape == (1_000_000,)
    assert not np.isnan(re).any()
    assert re.max() == 100.0 and re.min() == -100.0
