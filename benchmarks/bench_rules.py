"""Rules engine throughput: random legal games, readable replay, batch verification, `check`.

Run: python benchmarks/bench_rules.py [--games N] [--deals D]
Prints games (or logs) per second on one core; numbers go into the issue notes. The two
`dokodesk check` figures are issue 14's targets: an archive of D deals x N/D logged games, and a
file of N deals with one game each. Any version can be measured with this script:
`PYTHONPATH=<checkout> python benchmarks/bench_rules.py` (the kernel line needs the kernel).

Issue 14, measured back to back on the shared 2-core machine (load average about 4-5, so wall
times are roughly doubled; the CPU figure of the check process is steadier), default arguments:

                                              before (bacd58c)    after (branch kernel)
  random legal games, play_randomly w/ calls    2,809 - 3,598      9,091 - 11,298 games/s (*)
  kernel playouts (copy, play_fast, re_points)          -         10,857 - 15,080 games/s
  dokodesk check 200 deals x 100, wall / CPU   13-18k / 21-28k     22-35k / 31-33k games/s
  dokodesk check 20,000 deals x 1, wall / CPU  4.7-7.7k / 7-8.6k   9-14.5k / 16-19k games/s
  (*) one run under the heaviest load gave 3,899. At the session's start (load about 1.4) the
  before version gave 2,777 - 3,498 random games/s, 21,700 and 10,200 games/s for the two checks.

Issue 14 point 3 (`dokodesk check` as a process), back to back, load average about 1 (another
helper's GUI tests running), each version from a plain path (no editable install), best of three:

                                              before (74f51d6)    after (branch speed)
  dokodesk check 200 deals x 100, wall / CPU   24.4k / 23.5k       28.2k / 29.0k games/s
  dokodesk check 20,000 deals x 1, wall / CPU  13.8k / 15.2k       17.7k / 18.1k games/s
  Where the time of the 20,000 x 1 check goes (after): start and imports ~0.2 s (numpy ~0.12),
  read + gunzip + count + json.loads ~0.2 s, Deal.parse ~0.25 s, replay (verify_logs) ~0.27 s,
  the rest of the deal loop ~0.15 s.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import check_file, write_set
from dokodesk.dodge.verify import verify_logs
from dokodesk.rules import KREUZ_DAME, RULES_48, Deal, Game, play_randomly
try:
    from dokodesk.rules.kernel import State
except ImportError:  # measuring a version from before the kernel
    State = None


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


def best_rate(fn, n: int, repeats: int = 5) -> float:
    """Items per second of `fn(n)`, the best of `repeats` runs (the machine is shared: the best
    run is the one least disturbed)."""
    return n / best_of(repeats, lambda: fn(n))


def kernel_playouts(deals: list[Deal], rng: random.Random, n: int) -> float:
    """Card-only random playouts on kernel States, as a search runs them: copy a start state,
    play it out with play_fast, score it with re_points. Returns playouts per second."""
    starts = [State(d) for d in deals]

    def run(count: int) -> None:
        for i in range(count):
            state = starts[i % len(starts)].copy()
            while state.turn >= 0:
                state.play_fast(rng.choice(state.legal_cards()))
            state.re_points()
    return best_rate(run, n)


def write_archive(deals: list[Deal], index: list[int], logs: list, expected: list[int], path: Path) -> None:
    by_deal = [SetDeal(n + 1, d, []) for n, d in enumerate(deals)]
    for i, log, points in zip(index, logs, expected):
        by_deal[i].results.append(FieldResult(points, tuple(log)))
    write_set(DodgeSet("bench", by_deal), path)


def check_process(path: Path, games: int) -> str:
    """`dokodesk check FILE` as a user runs it: a whole new process. Best of three: games per
    second of wall time, and of the process's CPU time (user + system; steadier on a busy machine)."""
    walls, cpus = [], []
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "dokodesk", "check", str(path)], check=True, stdout=subprocess.DEVNULL)
        walls.append(time.perf_counter() - t)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return f"{games / min(walls):,.0f} games/s wall, {games / min(cpus):,.0f} games/s CPU"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(2026)
    deals = [random_deal(rng) for _ in range(args.deals)]

    games = [random_game(rng, deals[i % len(deals)]) for i in range(args.games)]
    batch = max(1, args.games // 10)
    rate = best_rate(lambda n: [random_game(rng, deals[i % len(deals)]) for i in range(n)], batch)
    print(f"random legal games (play_randomly: random cards, random calls): {rate:,.0f} games/s")
    rate = best_rate(lambda n: [random_game(rng, deals[i % len(deals)], 0.0) for i in range(n)], batch)
    print(f"random legal games (play_randomly, cards only): {rate:,.0f} games/s")
    if State is not None:
        print(f"kernel playouts (State.copy, play_fast, re_points): {kernel_playouts(deals, rng, batch):,.0f} games/s")
    index = [i % len(deals) for i in range(args.games)]
    logs = [g.log for g in games]
    expected = [g.value().re_points for g in games]

    sample = min(5000, args.games)
    dt = best_of(3, lambda: [Game.replay(deals[index[i]], logs[i]).value() for i in range(sample)])
    print(f"Game.replay + value (readable, one by one): {sample / dt:,.0f} logs/s")

    result = verify_logs(deals, index, logs)
    assert all(result.ok) and list(result.re_points) == expected
    dt = best_of(3, lambda: verify_logs(deals, index, logs))
    print(f"verify_logs (batch, {args.deals} deals): {args.games / dt:,.0f} logs/s")

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json.gz"
        write_archive(deals, index, logs, expected, path)
        dt = best_of(3, lambda: check_file(path))
        assert check_file(path).ok
        print(f"check_file ({args.deals} deals x {args.games // args.deals}): {args.games / dt:,.0f} logs/s")
        print(f"`dokodesk check` process ({args.deals} deals x {args.games // args.deals}): "
              f"{check_process(path, args.games)}")

        # One game for each of as many deals: the per-deal setup dominates.
        many = [random_deal(rng) for _ in range(args.games)]
        one_each = [random_game(rng, d) for d in many]
        path = Path(tmp) / "bench-one-each.json.gz"
        write_archive(many, list(range(args.games)), [g.log for g in one_each],
                      [g.value().re_points for g in one_each], path)
        dt = best_of(3, lambda: check_file(path))
        assert check_file(path).ok
        print(f"check_file ({args.games} deals x 1): {args.games / dt:,.0f} logs/s")
        print(f"`dokodesk check` process ({args.games} deals x 1): {check_process(path, args.games)}")


if __name__ == "__main__":
    main()
