"""Timing of the Dodge scoring and the set generator.

Run from the repository root:  python benchmarks/bench_dodge_points.py
Targets: rank_set on 200 deals x 5,000 results < 50 ms.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run without installing

import numpy as np  # noqa: E402

from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.points import rank_field, rank_set  # noqa: E402

DEALS = 200
RESULTS_PER_DEAL = 5_000
REPEATS = 7


def best_of(fn: Callable[[], object], repeats: int = REPEATS) -> float:
    """Best wall time in milliseconds (the least disturbed run)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main() -> None:
    rng = np.random.default_rng(2026)
    n = DEALS * RESULTS_PER_DEAL
    # Game values cluster near 0 with tails to about +-12: a binomial shifted to centre 0.
    re_points = rng.binomial(24, 0.5, n).astype(np.int64) - 12
    deal_index = np.repeat(np.arange(1, DEALS + 1), RESULTS_PER_DEAL)
    shuffled = rng.permutation(n)  # results as they arrive, not grouped by deal

    print(f"numpy {np.__version__}, Python {sys.version.split()[0]}, best of {REPEATS}")
    ms = best_of(lambda: rank_set(deal_index, re_points))
    print(f"rank_set, {DEALS} deals x {RESULTS_PER_DEAL:,} results, grouped:   {ms:7.2f} ms")
    d, p = deal_index[shuffled], re_points[shuffled]
    ms = best_of(lambda: rank_set(d, p))
    print(f"rank_set, {DEALS} deals x {RESULTS_PER_DEAL:,} results, shuffled:  {ms:7.2f} ms")
    wide = rng.integers(-10**6, 10**6, n)  # forces the O(n log n) sorting fallback
    ms = best_of(lambda: rank_set(d, wide))
    print(f"rank_set, same size, points in +-1,000,000 (sort path): {ms:7.2f} ms")
    one = re_points[:RESULTS_PER_DEAL]
    ms = best_of(lambda: rank_field(one))
    print(f"rank_field, one deal x {RESULTS_PER_DEAL:,} results:              {ms:7.2f} ms")
    ms = best_of(lambda: generate_deals(DEALS, "bench"), repeats=5)
    print(f"generate_deals({DEALS}), 48 cards:                           {ms:7.2f} ms")


if __name__ == "__main__":
    main()
