"""A simulated field: bots of mixed strength play every deal of a set at many tables.

Each table of each deal seats four bots drawn independently per seat from a weighted mix
(`DEFAULT_MIX`: expert 45 %, strong 40 %, simple 15 %, no random seats — a field worth beating:
Dodge points against a field of beginners flatter; a published set's field plays well). The
draw is per seat, so the tables vary: some have two experts and a beginner, some none. The result keeps Re's game value, the full
log and the seats as `players`, each its own player named by its bot and place
(`expert#17.4.2`: deal 17, table 4, seat 2; dokodesk.dodge.seats), so that no two seats of
the set share a name; the set's `field` becomes "simulated".

Determinism: table t of deal number d draws its seats and its four seat generators from
`random.Random(derive_seed(seed, "simulate", d, t))` alone. Deals are handed to worker processes
in chunks and the results put back in deal order, so the output is the same byte for byte
whatever the number of workers.

A simulated club (`simulate_club`) is what a club evening writes down: named players, each
with one bot strength for the whole set (drawn from the mix by the name), seated anew for every
deal (`random.Random(derive_seed(seed, "seating", d))` shuffles them; the first four sit at
table 1, and so on; the rest sit out that deal), so that nobody plays a deal twice (seed 001).
Its results, with the players' names and logs, go to a results file for `dokodesk rally`.
"""

from __future__ import annotations

import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Iterator, Sequence

from dokodesk.bots.runner import derive_seed, play_game, seat_rngs
from dokodesk.dodge.model import DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.seats import simulated_seat_name
from dokodesk.rules import Deal
from dokodesk.terminal import counted

DEFAULT_MIX: tuple[tuple[str, float], ...] = (("expert", 0.45), ("strong", 0.40), ("simple", 0.15))
# A field without the searching expert, for a practice set made while the player waits: about
# 8 ms of CPU a table, where DEFAULT_MIX takes 0.95-1.1 s (compiled kernel, measured 2026-12-01):
# 200 deals of 30 tables are a minute instead of over an hour.
QUICK_MIX: tuple[tuple[str, float], ...] = (("strong", 0.85), ("simple", 0.15))

Progress = Callable[[int, int], None]


def draw_seats(rng: random.Random, mix: Sequence[tuple[str, float]] = DEFAULT_MIX) -> list[str]:
    """Four bot names, each drawn from the weighted mix (one `rng.random()` a seat)."""
    total = sum(w for _, w in mix)
    names = []
    for _ in range(4):
        x = rng.random() * total
        for name, weight in mix:
            x -= weight
            if x < 0:
                break
        names.append(name)
    return names


def _bots(names: Sequence[str]) -> dict:
    from dokodesk.bots import make_bot

    return {name: make_bot(name) for name in set(names)}


def simulate_deal(deal: Deal, number: int, tables: int, seed: object,
                  mix: Sequence[tuple[str, float]] = DEFAULT_MIX) -> list[FieldResult]:
    """The field of one deal: `tables` games, each with its own seats and generators."""
    bots = _bots([name for name, _ in mix])  # bots are stateless: one of each serves all seats
    results = []
    for t in range(tables):
        rng = random.Random(derive_seed(seed, "simulate", number, t))
        names = draw_seats(rng, mix)
        game = play_game(deal, [bots[n] for n in names], seat_rngs(rng))
        players = tuple(simulated_seat_name(kind, number, t, seat) for seat, kind in enumerate(names))
        results.append(FieldResult(game.value().re_points, tuple(game.log), players))
    return results


def _chunk_job(job: tuple) -> list[list[tuple]]:
    """Worker side: deals arrive as text (cards are interned per process, so `Deal` objects
    are not sent), results go back as plain tuples."""
    cards, items, tables, seed, mix = job
    out = []
    for number, hands, dealer in items:
        deal = Deal.parse(hands, dealer, cards)
        out.append([(r.re_points, r.log, r.players) for r in simulate_deal(deal, number, tables, seed, mix)])
    return out


PARENT_POLL_SECONDS = 0.5


def end_with_parent(parent_pid: int) -> None:
    """Worker initializer: the worker ends when the process that started it does. Without it a
    `kill -9` of `dokodesk simulate` left its workers playing (and then waiting) for minutes.
    On Linux the kernel sends SIGKILL at the parent's death (PR_SET_PDEATHSIG); everywhere a
    daemon thread also watches the parent's pid (it covers the race before prctl, and systems
    without it)."""
    import threading

    if sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass

    def watch() -> None:
        while True:
            if os.getppid() != parent_pid:
                os._exit(1)  # the parent is gone: nobody wants the results
            time.sleep(PARENT_POLL_SECONDS)

    if os.getppid() != parent_pid:
        os._exit(1)
    threading.Thread(target=watch, name="dokodesk-parent-watch", daemon=True).start()


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """Worker processes that end with this one."""
    return ProcessPoolExecutor(max_workers=workers, initializer=end_with_parent, initargs=(os.getpid(),))


def _chunks(n: int, workers: int, local: bool = False) -> list[range]:
    """The deals' indexes in jobs: a few per worker process or cluster thread, small enough for
    progress; `local` (the jobs run in this process, one after the other): one deal a job, so
    that progress comes after every deal: the app's 200 deals of the quick field came in 25-deal
    chunks of 6-10 s each, and the player saw no count at 13 s (issue 39.6). A job costs
    nothing in this process."""
    size = 1 if local else max(1, min(25, -(-n // (workers * 6))))
    return [range(i, min(n, i + size)) for i in range(0, n, size)]


def _local(workers: int, client) -> bool:
    """Whether the jobs run in this process (as `_run_chunks` runs them)."""
    return client is None and workers <= 1


def _run_chunks(job_fn: Callable[[tuple], list], jobs: list[tuple], workers: int,
                progress: Progress | None, total: int, client=None) -> Iterator[list]:
    """Each job's output in job order, from worker processes when there are several of both,
    or from a Dask cluster when `client` is given; `progress(deals done, total)` after each job."""
    if client is not None:
        from dokodesk.bots.cluster import run_jobs

        yield from run_jobs(client, job_fn, jobs, progress, total)
        return
    pool = worker_pool(workers) if workers > 1 and len(jobs) > 1 else None
    done = 0
    try:
        for out in map(job_fn, jobs) if pool is None else pool.map(job_fn, jobs):
            done += len(out)
            if progress is not None:
                progress(done, total)
            yield out
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def _job_slots(workers: int, client) -> int:
    """How many jobs run at once: the local workers, or every thread of the cluster."""
    if client is None:
        return max(1, workers)
    from dokodesk.bots.cluster import cluster_threads

    return cluster_threads(client)


def simulate_set(dodge_set: DodgeSet, tables: int, seed: object, workers: int = 1,
                 progress: Progress | None = None,
                 mix: Sequence[tuple[str, float]] = DEFAULT_MIX, client=None) -> DodgeSet:
    """A copy of `dodge_set` whose every deal has the results of `tables` simulated tables
    (replacing any results it had), with `field = "simulated"`. With a Dask `client`, the
    jobs run on its cluster instead of local processes; the result is the same."""
    if tables < 1:
        raise ValueError(f"need at least one table, not {tables}")
    workers = _job_slots(workers, client)
    deals = dodge_set.deals
    cards = dodge_set.ruleset.cards
    jobs = [(cards, [(deals[i].number, deals[i].deal.hand_strings(), deals[i].deal.dealer) for i in chunk],
             tables, seed, tuple(mix)) for chunk in _chunks(len(deals), workers, _local(workers, client))]
    results: list[list[tuple]] = []
    for out in _run_chunks(_chunk_job, jobs, workers, progress, len(deals), client):
        results.extend(out)
    new_deals = [SetDeal(d.number, d.deal, [FieldResult(p, log, players) for p, log, players in res])
                 for d, res in zip(deals, results)]
    source = (f"simulated by dokodesk: {counted(tables, 'table')} a deal, seed {seed!r}, bots drawn per seat from "
              + ", ".join(f"{name} {weight:.0%}" for name, weight in mix))
    if dodge_set.source:
        source = f"{dodge_set.source}; {source}"
    return DodgeSet(dodge_set.id, new_deals, dodge_set.ruleset, dodge_set.title, dodge_set.month,
                    "simulated", source[:1000])


def club_names(count: int) -> list[str]:
    """Default names for a simulated club: Player 1, Player 2, …"""
    return [f"Player {i}" for i in range(1, count + 1)]


def player_bots(players: Sequence[str], seed: object,
                mix: Sequence[tuple[str, float]] = DEFAULT_MIX) -> dict[str, str]:
    """Each player's bot for the whole set, drawn from the mix by the player's name and the seed."""
    return {name: draw_seats(random.Random(derive_seed(seed, "player", name)), mix)[0] for name in players}


def club_seating(players: Sequence[str], tables: int, number: int, seed: object) -> list[tuple[str, ...]]:
    """The tables of one deal: four distinct players each, in seat order."""
    order = list(players)
    random.Random(derive_seed(seed, "seating", number)).shuffle(order)
    return [tuple(order[4 * t:4 * t + 4]) for t in range(tables)]


def _club_chunk_job(job: tuple) -> list[list[tuple]]:
    cards, items, seed, bots_of = job
    bots = _bots(sorted(set(bots_of.values())))
    out = []
    for number, hands, dealer, seating in items:
        deal = Deal.parse(hands, dealer, cards)
        results = []
        for t, names in enumerate(seating):
            rng = random.Random(derive_seed(seed, "simulate", number, t))
            game = play_game(deal, [bots[bots_of[n]] for n in names], seat_rngs(rng))
            results.append((game.value().re_points, tuple(game.log), names))
        out.append(results)
    return out


def simulate_club(dodge_set: DodgeSet, players: Sequence[str], tables: int, seed: object, workers: int = 1,
                  progress: Progress | None = None,
                  mix: Sequence[tuple[str, float]] = DEFAULT_MIX, client=None) -> ResultsFile:
    """A club's results on the set: `tables` tables a deal, seated from `players` (at least
    4 x tables distinct names), each player a fixed bot. Same output for any number of workers,
    locally or on a Dask `client`'s cluster."""
    if tables < 1:
        raise ValueError(f"need at least one table, not {tables}")
    if len(set(players)) != len(players):
        raise ValueError("a player's name appears twice")
    if len(players) < 4 * tables:
        need = "1 table needs" if tables == 1 else f"{tables:,} tables need"
        raise ValueError(f"{need} at least {4 * tables:,} players, not {len(players):,}")
    bots_of = player_bots(players, seed, mix)
    slots = _job_slots(workers, client)
    deals = dodge_set.deals
    cards = dodge_set.ruleset.cards
    jobs = [(cards, [(deals[i].number, deals[i].deal.hand_strings(), deals[i].deal.dealer,
                      club_seating(players, tables, deals[i].number, seed)) for i in chunk], seed, bots_of)
            for chunk in _chunks(len(deals), slots, _local(slots, client))]
    results: list[tuple[int, FieldResult]] = []
    for job, out in zip(jobs, _run_chunks(_club_chunk_job, jobs, workers, progress, len(deals), client)):
        for (number, *_), deal_results in zip(job[1], out):
            results.extend((number, FieldResult(p, log, names)) for p, log, names in deal_results)
    return ResultsFile(dodge_set.id, results)


def stderr_progress(label: str) -> Progress:
    """A progress reporter for long runs: one updating line on a terminal, else a line about
    every 10 %."""
    start = time.perf_counter()
    tty = sys.stderr.isatty()
    last = [-1]

    def report(done: int, total: int) -> None:
        elapsed = time.perf_counter() - start
        pct = 100 * done // max(1, total)
        eta = elapsed / done * (total - done) if done else 0.0
        text = f"{label}: {done}/{total} deals ({pct}%), {elapsed:.0f} s, about {eta:.0f} s to go"
        if tty:
            sys.stderr.write("\r" + text + ("\n" if done == total else ""))
            sys.stderr.flush()
        elif pct // 10 != last[0] or done == total:
            last[0] = pct // 10
            print(text, file=sys.stderr)

    return report


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)
