"""The coach: analysis in Dodge points, its stability, and hint times (issue 20).

Run (from the repository root, one core):
    python benchmarks/bench_analysis.py stability --games 20 [--out FILE]
    python benchmarks/bench_analysis.py hints --positions 60
    python benchmarks/bench_analysis.py verdicts --games 8
    python benchmarks/bench_analysis.py error-bars --games 16 --seeds 1,2,3
    python benchmarks/bench_analysis.py demo --games 30 [--first 1] [--out FILE]
    python benchmarks/bench_analysis.py halving --games 30 [--first 31] [--min-options 4] [--out FILE]
    python benchmarks/bench_analysis.py open-hands-times --games 30 [--cap 6] [--every-seat] [--out FILE]
    python benchmarks/bench_analysis.py open-hands-times --simulate FILE [--budgets 2,3,4,5,6] [--growths 4,10,20]

`stability` plays 20 games of mixed bots on generated deals (the analysed seat random, simple
or strong in turn), simulates a field of 12 tables per deal, analyses each game twice with the
seeds 1 and 2, and reports: how often the two analyses agree on which decisions are mistakes,
the CPU time of a whole-game analysis (median, max; CPU seconds of the
working thread, so other load on the machine does not count), and the mistakes found.
`hints` times the practice hint (the same engine and budget) on positions of such games;
`verdicts` the announcement-training verdicts at the stops of such games. `error-bars` checks
that the headline's standard error is honest across seeds (issue 28).
`demo` analyses demo games as `dokodesk analyse` does (deal 1..N, the first result, seat N mod 4,
the field and the table's bots from the set) and times each part in CPU seconds of the thread:
the decisions from what you knew, the open-hands solve, the mistakes played on this deal
(issue 37: a whole game's analysis at most 8 s at the median, 15 s at p90).
`halving` rates the player's card decisions of demo games with at least `--min-options` cards
three ways, each with the analysis's budget: the race that halves below the floor (HALVING_FIRST),
the race that gives every card the floor (HALVING_FIRST = MIN_SAMPLES, as before issue 37's
halving), and that race again on another seed; where a best card differs from the floor race's,
the two are played out on 192 fresh deals (the engine's own fresh stream): what the halving
costs, beside what another seed costs.
`open-hands-times` times each trick's open-hands solve of demo games (deal 1..N, seat N mod 4, as
`demo`), from the last trick back, each trick given `--cap` CPU seconds (every legal card's value
at the seat's cards; `--every-seat`: at every card), and with `--simulate` replays a file of
such times under budgets and growth factors (analysis.OPEN_HANDS_BUDGET, OPEN_HANDS_GROWTH): the
CPU a game and the earliest trick reached.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

from dokodesk.coach.stability import agreement, analyse_twice, mixed_games


def stability(args) -> None:
    games = mixed_games(args.games, args.deals_seed)
    same = total = 0
    times = []
    flagged = []
    out = open(args.out, "a") if args.out else None
    for i, g in enumerate(games):
        t0, c0 = time.perf_counter(), time.thread_time()
        a, b = analyse_twice(g)
        dt = (time.perf_counter() - t0) / 2
        cpu = (time.thread_time() - c0) / 2
        times.append(cpu)
        s, n = agreement(a, b)
        same += s
        total += n
        flagged.append((sum(d.mistake for d in a.decisions), sum(d.mistake for d in b.decisions)))
        line = {"game": i, "seat": g.seat, "agree": s, "decisions": n, "cpu_seconds": round(cpu, 2), "wall_seconds": round(dt, 2),
                "mistakes": flagged[-1], "mistake_game_points": [a.mistake_cost()[0], b.mistake_cost()[0]]}
        print(json.dumps(line), flush=True)
        if out:
            out.write(json.dumps(line) + "\n")
            out.flush()
    print(f"agreement on mistake flags: {same}/{total} = {same / total:.1%} over {len(games)} games")
    print(f"analysis of a whole game (CPU seconds, one core): median {statistics.median(times):.2f} s, "
          f"max {max(times):.2f} s")


def hints(args) -> None:
    from dokodesk.coach.hints import expert_hint
    from dokodesk.rules import Game
    games = mixed_games(max(1, args.positions // 10), args.deals_seed)
    rng = random.Random(5)
    times = []
    for g in games:
        game = Game.replay(g.deal, [])
        for i, token in enumerate(g.log):
            view = game.view(game.turn) if game.turn is not None else None
            if view is not None and len(view.legal_cards) > 1 and rng.random() < 0.25:
                t0 = time.thread_time()
                expert_hint(view, 0)
                times.append(time.thread_time() - t0)
            game.apply(token)
    times.sort()
    print(f"hints (CPU seconds, one core): {len(times)} positions, median {statistics.median(times):.2f} s, "
          f"p90 {times[int(0.9 * len(times))]:.2f} s, max {times[-1]:.2f} s")


def verdicts(args) -> None:
    from dokodesk.coach.training import stops_of, verdict
    games = mixed_games(args.games, args.deals_seed)
    times = []
    for g in games:
        for stop in stops_of(g.deal, g.log, g.seat)[:4]:
            t0 = time.thread_time()
            verdict(g.deal, stop, False)
            times.append(time.thread_time() - t0)
    times.sort()
    print(f"announcement verdicts (CPU seconds, one core): {len(times)} stops, median "
          f"{statistics.median(times):.2f} s, p90 {times[int(0.9 * len(times))]:.2f} s, max {times[-1]:.2f} s")


def error_bars(args) -> None:
    """Are the error bars honest? Each game analysed with several seeds: for every pair of seeds,
    the two headlines (expected game points lost by the mistakes, from what the player knew) should differ by more than two
    combined standard errors in about 5 % of pairs if the errors are right (issue 28 measured
    12.5 % with a first batch of 32 samples and the mistakes' own errors). Both errors are
    checked: the mistakes' own, and the headline's, which adds that a decision near the
    threshold is a mistake in one analysis and not in the next. Also how many decisions and training verdicts
    stop at the floor (`engine.MIN_SAMPLES`), where a standard error is least trustworthy."""
    import math
    from itertools import combinations

    from dokodesk.coach import engine
    from dokodesk.coach.analysis import analyse_game
    from dokodesk.coach.training import stops_of, verdict

    seeds = [int(x) for x in args.seeds.split(",")]
    games = mixed_games(args.games, args.deals_seed)
    pairs = wide = wide_flag = 0
    decisions = at_floor = 0
    stops = stops_at_floor = 0
    times = []
    for i, g in enumerate(games):
        heads = []
        for seed in seeds:
            c0 = time.thread_time()
            # the headline is from what you knew: the open-hands and on-this-deal parts change nothing
            a = analyse_game(g.deal, g.log, g.seat, seed=seed, field_points=g.field, open_hands_budget=0,
                             on_deal_seeds=0)
            times.append(time.thread_time() - c0)
            game, se = a.mistake_cost()
            heads.append((game, se, a.flag_errors()))
            rated = [d for d in a.decisions if d.samples]
            decisions += len(rated)
            at_floor += sum(1 for d in rated if d.samples <= engine.MIN_SAMPLES)
        for (h1, s1, f1), (h2, s2, f2) in combinations(heads, 2):
            pairs += 1
            combined = math.hypot(s1, s2)
            wide += abs(h1 - h2) > 2 * combined if combined > 0 else h1 != h2
            combined = math.hypot(f1, f2)
            wide_flag += abs(h1 - h2) > 2 * combined if combined > 0 else h1 != h2
        for stop in stops_of(g.deal, g.log, g.seat)[:2]:
            v = verdict(g.deal, stop, False, seed=seeds[0])
            stops += 1
            stops_at_floor += v.samples <= engine.MIN_SAMPLES
        print(json.dumps({"game": i, "headlines": [[round(h, 1), round(e, 1), round(f, 1)] for h, e, f in heads]}),
              flush=True)
    print(f"floor {engine.MIN_SAMPLES} samples; seeds {seeds}; {len(games)} games")
    print(f"headlines more than 2 combined SE apart: {wide}/{pairs} seed pairs = {wide / max(1, pairs):.1%} "
          f"with the mistakes' own errors, {wide_flag}/{pairs} = {wide_flag / max(1, pairs):.1%} with the "
          f"headline's (GameAnalysis.flag_errors; honest errors: about 5 %)")
    print(f"decisions stopped at the floor: {at_floor}/{decisions}; training verdicts: {stops_at_floor}/{stops}")
    print(f"analysis of a whole game (CPU seconds, one core): median {statistics.median(times):.2f} s, "
          f"max {max(times):.2f} s")


def demo(args) -> None:
    import dokodesk.coach.analysis as analysis
    import dokodesk.coach.open_hands as open_hands
    from dokodesk.coach.analysis import analyse_game
    from dokodesk.coach.cli import field_of
    from dokodesk.coach.on_this_deal import table_kinds
    from dokodesk.dodge.setfile import read_set

    parts = {}

    def timed(name, f):
        def wrapper(*a, **k):
            t0 = time.thread_time()
            try:
                return f(*a, **k)
            finally:
                parts[name] = parts.get(name, 0.0) + time.thread_time() - t0
        return wrapper

    analysis._with_deal_gains = timed("on_deal", analysis._with_deal_gains)
    open_hands.open_hands_review = timed("open_hands", open_hands.open_hands_review)
    dodge_set = read_set(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "demo",
                                      "dodge-demo.json.gz"))
    out = open(args.out, "a") if args.out else None
    rows = []
    for d in dodge_set.deals[args.first - 1:args.first - 1 + args.games]:
        seat = d.number % 4
        result = d.results[0]
        field = field_of(d.deal, d.results, 0, seat, dodge_set.field)
        table = table_kinds(result.players, seat, dodge_set.field)
        parts.clear()
        ahead, ahead_cpu = None, 0.0
        last_trick = 0.0
        tricks_cpu = 0.0
        shared_review = None
        if args.ahead:  # as the app does: the decisions rated and the tricks from the fourth solved
            # after each completed trick; the last trick completes as the game ends: after the game
            from dokodesk.app.analysis_worker import REVIEW_BUDGET
            from dokodesk.coach.open_hands import solve_trick_ahead

            log = list(result.log)
            ends = analysis.trick_ends(log)
            t0 = time.thread_time()
            for end in ends[:-1]:
                ahead = analysis.analyse_ahead(d.deal, log[:end], seat, ahead)
            ahead_cpu = time.thread_time() - t0
            t0 = time.thread_time()
            solved = {k: solve_trick_ahead(d.deal, log[:end], k, REVIEW_BUDGET, every_card=True, clock=time.thread_time)
                      for k, end in enumerate(ends[:-1], start=1) if k >= 4}
            k = 4  # after a solved trick the one before it (app.ahead.TricksAhead), until one does not fit
            while k > 1 and solved.get(k) is not None and solved[k].solved is not None:
                k -= 1
                solved[k] = solve_trick_ahead(d.deal, log[:ends[k - 1]], k, REVIEW_BUDGET, every_card=True,
                                              clock=time.thread_time)
            tricks_cpu = time.thread_time() - t0
            t0 = time.thread_time()
            ahead = analysis.analyse_ahead(d.deal, log[:ends[-1]], seat, ahead)
            last_trick = time.thread_time() - t0

            def shared(waiting):  # the app's one review of the game, taking the tricks solved ahead
                return open_hands.open_hands_review(d.deal, log, budget=REVIEW_BUDGET, total_budget=REVIEW_BUDGET,
                                                    every_card=True, clock=time.thread_time, bounds=True,
                                                    ahead=solved)
            shared_review = shared
        t0 = time.thread_time()
        a = analyse_game(d.deal, list(result.log), seat, deal_number=d.number, field_points=field, table=table,
                         ahead=ahead, open_hands=shared_review)
        cpu = time.thread_time() - t0 + last_trick
        row = {"deal": d.number, "seat": seat, "cpu_seconds": round(cpu, 2), "ahead_seconds": round(ahead_cpu, 2),
               "tricks_ahead_seconds": round(tricks_cpu, 2),
               "earliest_open_hands_trick": min((1 + sum(not t.split(":")[1].islower() for t in result.log[:x.event_index]) // 4
                                                 for x in a.decisions if x.open_hands), default=None),
               "decisions_seconds": round(cpu - sum(parts.values()), 2),
               "open_hands_seconds": round(parts.get("open_hands", 0.0), 2),
               "on_deal_seconds": round(parts.get("on_deal", 0.0), 2),
               "mistakes": sum(x.mistake for x in a.decisions)}
        rows.append(row)
        print(json.dumps(row), flush=True)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
    for key in ("cpu_seconds", "decisions_seconds", "open_hands_seconds", "on_deal_seconds", "ahead_seconds",
                "tricks_ahead_seconds"):
        v = sorted(r[key] for r in rows)
        print(f"{key}: median {statistics.median(v):.2f}, p90 {v[min(len(v) - 1, int(0.9 * len(v)))]:.2f}, "
              f"max {v[-1]:.2f} ({len(v)} games)")


def halving(args) -> None:
    import dokodesk.coach.engine as engine
    from dokodesk.coach.engine import position_seed, rate_cards
    from dokodesk.dodge.setfile import read_set
    from dokodesk.rules import Game

    dodge_set = read_set(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "demo",
                                      "dodge-demo.json.gz"))
    halving_first = engine.HALVING_FIRST
    out = open(args.out, "a") if args.out else None

    def race(view, seed, first):
        engine.HALVING_FIRST = first
        try:
            t0 = time.thread_time()
            r = rate_cards(view, seed)
            return r, time.thread_time() - t0
        finally:
            engine.HALVING_FIRST = halving_first

    def fresh_cost(rating, a, b):  # game points b loses to a on fresh deals
        if a == b:
            return 0.0
        v = rating.fresh(192, [a, b])
        return sum(x - y for x, y in zip(v[a], v[b])) / 192

    rows = []
    for d in dodge_set.deals[args.first - 1:args.first - 1 + args.games]:
        seat = d.number % 4
        log = list(d.results[0].log)
        game = Game(d.deal)
        for i, token in enumerate(log):
            if game.turn == seat and token.startswith(f"{seat}:") and len({c.id for c in game.legal_cards(seat)}) >= args.min_options:
                view = game.view(seat)
                seed = position_seed(0, view, "card")
                new, new_cpu = race(view, seed, halving_first)
                old, old_cpu = race(view, seed, engine.MIN_SAMPLES)
                other, _ = race(view, position_seed(1, view, "card"), engine.MIN_SAMPLES)
                row = {"deal": d.number, "event": i, "trick": 1 + len(game.tricks), "options": len(old.options),
                       "floor_cpu": round(old_cpu, 3), "halving_cpu": round(new_cpu, 3),
                       "floor_best": old.best(), "halving_best": new.best(), "other_seed_best": other.best(),
                       "halving_cost": round(fresh_cost(old, old.best(), new.best()), 3),
                       "other_seed_cost": round(fresh_cost(old, old.best(), other.best()), 3)}
                rows.append(row)
                print(json.dumps(row), flush=True)
                if out:
                    out.write(json.dumps(row) + "\n")
                    out.flush()
            game.apply(token)
    n = len(rows)
    if not n:
        return
    for key in ("floor_cpu", "halving_cpu"):
        v = sorted(r[key] for r in rows)
        print(f"{key}: sum {sum(v):.1f}, median {statistics.median(v):.2f}, p90 {v[min(n - 1, int(0.9 * n))]:.2f}")
    for key, best in (("halving_cost", "halving_best"), ("other_seed_cost", "other_seed_best")):
        same = sum(r[best] == r["floor_best"] for r in rows)
        v = [r[key] for r in rows]
        mean = statistics.fmean(v)
        se = statistics.stdev(v) / n ** 0.5 if n > 1 else float("nan")
        print(f"{key}: the floor race's best card in {same}/{n}; mean cost {mean:.3f} +- {se:.3f} game points "
              f"(fresh deals)")


def open_hands_times(args) -> None:
    if args.simulate:
        rows = [json.loads(line) for line in open(args.simulate)]
        for budget in (float(b) for b in args.budgets.split(",")):
            for growth in (float(g) for g in args.growths.split(",")):
                spent_reached = [_simulated_solve(r["times"], budget, growth) for r in rows]
                t = sorted(x for x, _ in spent_reached)
                e = [y for _, y in spent_reached if y is not None]
                n = len(t)
                print(f"budget {budget:g} growth {growth:g}: CPU median {statistics.median(t):.2f}, "
                      f"p90 {t[min(n - 1, int(0.9 * n))]:.2f}; earliest trick mean {statistics.fmean(e):.2f}, "
                      f"median {statistics.median(e)}; budget used up in {sum(x >= budget - 1e-9 for x in t)}/{n}")
        return
    from dokodesk.coach.open_hands import open_hands_review
    from dokodesk.dodge.setfile import read_set

    dodge_set = read_set(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "demo",
                                      "dodge-demo.json.gz"))
    out = open(args.out, "a") if args.out else None
    for d in dodge_set.deals[args.first - 1:args.first - 1 + args.games]:
        seat = d.number % 4
        times: dict[str, float] = {}
        mark = [time.thread_time()]

        def solved(done, total):
            times[str(total - done + 1)] = round(time.thread_time() - mark[0], 3)
            mark[0] = time.thread_time()

        t0 = time.thread_time()
        review = open_hands_review(d.deal, list(d.results[0].log), budget=args.cap, every_card=True,
                                   clock=time.thread_time, growth=0.0, seat=None if args.every_seat else seat,
                                   progress=solved)
        row = {"deal": d.number, "seat": seat, "every_seat": args.every_seat, "times": times,
               "cpu_seconds": round(time.thread_time() - t0, 2), "earliest": review.earliest}
        print(json.dumps(row), flush=True)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()


def _simulated_solve(times: dict[str, float], budget: float, growth: float) -> tuple[float, int | None]:
    """open_hands_review's rule on measured trick times: (CPU spent, earliest trick solved). A
    trick that took longer than the time left (or is missing: beyond the cap) uses it all up."""
    spent, last, reached = 0.0, 0.0, None
    for trick in range(12, 0, -1):
        left = budget - spent
        if left <= 0 or last * growth > left:
            break
        took = times.get(str(trick))
        if took is None or took > left:
            return budget, reached
        spent, last, reached = spent + took, took, trick
    return spent, reached


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("stability")
    s.add_argument("--games", type=int, default=20)
    s.add_argument("--deals-seed", default="stability")
    s.add_argument("--out")
    s.set_defaults(run=stability)
    h = sub.add_parser("hints")
    h.add_argument("--positions", type=int, default=60)
    h.add_argument("--deals-seed", default="hints")
    h.set_defaults(run=hints)
    v = sub.add_parser("verdicts")
    v.add_argument("--games", type=int, default=8)
    v.add_argument("--deals-seed", default="verdicts")
    v.set_defaults(run=verdicts)
    e = sub.add_parser("error-bars")
    e.add_argument("--games", type=int, default=16)
    e.add_argument("--seeds", default="1,2,3")
    e.add_argument("--deals-seed", default="error-bars")
    e.set_defaults(run=error_bars)
    g = sub.add_parser("demo")
    g.add_argument("--games", type=int, default=30)
    g.add_argument("--first", type=int, default=1, help="the first deal (default 1)")
    g.add_argument("--ahead", action="store_true", help="rate the decisions after each completed trick first, as the app does")
    g.add_argument("--out")
    g.set_defaults(run=demo)
    hv = sub.add_parser("halving")
    hv.add_argument("--games", type=int, default=30)
    hv.add_argument("--first", type=int, default=31)
    hv.add_argument("--min-options", type=int, default=4)
    hv.add_argument("--out")
    hv.set_defaults(run=halving)
    ot = sub.add_parser("open-hands-times")
    ot.add_argument("--games", type=int, default=30)
    ot.add_argument("--first", type=int, default=1)
    ot.add_argument("--cap", type=float, default=6.0, help="CPU seconds a trick may take")
    ot.add_argument("--every-seat", action="store_true")
    ot.add_argument("--simulate", metavar="FILE")
    ot.add_argument("--budgets", default="2,3,4,5,6")
    ot.add_argument("--growths", default="4,10,20")
    ot.add_argument("--out")
    ot.set_defaults(run=open_hands_times)
    args = p.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
