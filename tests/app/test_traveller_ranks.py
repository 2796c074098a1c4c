"""Issue 30, point 8: the traveller's text columns are ranked without numpy's unique over the
names (one call of 0.3 s for 100,000 names, holding the interpreter lock: the window waited
for the worker computing the traveller). The ranks are the ones np.unique gave."""

from __future__ import annotations

import random

import numpy as np

from app_fixtures import small_set
from dokodesk.app import traveller
from dokodesk.app.traveller import compute_traveller, text_ranks
from dokodesk.dodge.model import FieldResult


def test_text_ranks_are_numpy_s_unique_inverse():
    rng = random.Random(30)
    alphabet = "aAbZ ,\"[]ÄäßéŽ€😀\uffff"
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 6))) for _ in range(3000)]
    texts += texts[:500] + ["", "\uffff"]
    _, inverse = np.unique(np.array(texts, dtype=object).astype(str), return_inverse=True)
    assert text_ranks(texts).tolist() == inverse.tolist()
    assert text_ranks([]).tolist() == []


def test_text_ranks_sort_in_slices_merged_in_order(monkeypatch):
    """set() and sorted() over 100,000 names held the interpreter lock 35 and 70 ms in one call
    each; here in slices of 7."""
    monkeypatch.setattr(traveller, "_RANK_SLICE", 7)
    texts = ["b", "a", "c", "a", "é", "B", "", "b", "a", "z", "😀", "Z", "c", "aa", "a", "ab", "\uffff", "b"]
    # by code point: "" B Z a aa ab b c z é \uffff 😀
    assert text_ranks(texts).tolist() == [6, 3, 7, 3, 9, 1, 0, 6, 3, 8, 11, 2, 7, 4, 3, 5, 10, 6]
    sorts = []
    real = sorted
    monkeypatch.setattr("builtins.sorted", lambda items: sorts.append(len(items)) or real(items))
    text_ranks(texts * 3)
    assert sorts == [7, 5]  # 12 distinct texts, sorted 7 and 5 at a time


def test_the_traveller_ranks_its_names_without_numpy_s_unique_over_text(monkeypatch):
    deal = small_set(deals=1, tables=6).deal(1)
    names = [("Anna", "Ben", "Cleo", "Dora"), None, ("Zoe", "Ben", "Cleo", "Dora"), ("Anna", "Ben", "Cleo", "Al"),
             None, ("Émile", "Ben", "Cleo", "Dora")]
    logged = [FieldResult(r.re_points, r.log, p) for r, p in zip(deal.results, names)]
    points = [r.re_points for r in deal.results] + [5, -3, 5]  # and three results without a log
    real = np.unique

    def unique(values, *args, **kwargs):
        assert np.asarray(values).dtype.kind not in "UO", "numpy's unique over text"
        return real(values, *args, **kwargs)

    monkeypatch.setattr(traveller.np, "unique", unique)
    data = compute_traveller(deal.deal, points, logged, deal.results[0].log)
    monkeypatch.setattr(traveller.np, "unique", real)
    labels = ["" if p is None else p for p in data.players]
    _, by_name = np.unique(np.array(labels, dtype=object).astype(str), return_inverse=True)
    assert (np.floor(data.label_rank).astype(int) // 10).tolist() == by_name.tolist()
    _, by_calls = np.unique(np.array(["\uffff" if c is None else c for c in data.calls], dtype=object).astype(str),
                            return_inverse=True)
    assert data.calls_rank.tolist() == by_calls.tolist()
