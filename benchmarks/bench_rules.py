"""Rules engine throughput: random legal games, readable replay, batch verification, `check`.

Run: python benchmarks/bench_rules.py [--games N]
Prints games (or logs) per second on one core; numbers go into the issue notes.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import check_file, write_set
from dokodesk.dodge.verify import verify_logs
from dokodesk.rules import KREUZ_DAME, RULES_48, Deal, Game, play_randomly


def random_deal(rng: random.Random) -> Deal:
    deck = RULES_48.deck()
    while True:
        rng.shuffle(deck)
        hands = [deck[i * 12:(i + 1) * 12] for i in range(4)]
        if not any(h.count(KREUZ_DAME) == 2 for h in hands):
            return Deal.create(hands, rng.randrange(4))


def random_game(rng: random.Random, deal: Deal, call_rate: float = 0.03) -> Game:
    return play_randomly(deal, rng, call_rate)


def best_of(repeats: int, fn) -> float:
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(2026)
    deals = [random_deal(rng) for _ in range(args.deals)]

    t = time.perf_counter()
    games = [random_game(rng, deals[i % len(deals)]) for i in range(args.games)]
    dt = time.perf_counter() - t
    print(f"random legal games (random cards, random calls): {args.games / dt:,.0f} games/s")
    index = [i % len(deals) for i in range(args.games)]
    logs = [g.log for g in games]
    expected = [g.value().re_points for g in games]

    sample = min(5000, args.games)
    dt = best_of(3, lambda: [Game.replay(deals[index[i]], logs[i]).value() for i in range(sample)])
    print(f"Game.replay + value (readable, one by one): {sample / dt:,.0f} logs/s")

    result = verify_logs(deals, index, logs)
    assert result.ok.all() and list(result.re_points) == expected
    dt = best_of(3, lambda: verify_logs(deals, index, logs))
    print(f"verify_logs (batch): {args.games / dt:,.0f} logs/s")

    with tempfile.TemporaryDirectory() as tmp:
        by_deal = [SetDeal(n + 1, d, []) for n, d in enumerate(deals)]
        for i, log, points in zip(index, logs, expected):
            by_deal[i].results.append(FieldResult(points, tuple(log)))
        path = Path(tmp) / "bench.json.gz"
        write_set(DodgeSet("bench", by_deal), path)
        dt = best_of(3, lambda: check_file(path))
        assert check_file(path).ok
        print(f"check_file (gunzip, JSON, deals, verify, compare): {args.games / dt:,.0f} logs/s")
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "dokodesk", "check", str(path)], check=True, stdout=subprocess.DEVNULL)
        dt = time.perf_counter() - t
        print(f"`dokodesk check` whole process on {args.games:,} logs: {dt:.2f} s = {args.games / dt:,.0f} logs/s")


if __name__ == "__main__":
    main()
