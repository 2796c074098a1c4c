"""Practice hint CPU by trick, on demo positions (issue 37).

Run (from the repository root, compiled modules built):
    python benchmarks/bench_hint.py --deals 30 --tricks 1,5,9 [--out FILE.jsonl]
    python benchmarks/bench_hint.py --agree --deals 40 --tricks 1,3,5,7,9 [--quick] [--deeper] [--other-seed 1] [--out FILE.jsonl]
    python benchmarks/bench_hint.py --fixed 12 --deals 3 --tricks 1,5


For each demo deal 1..N and each trick asked for: the deal's first logged result, at the first
position of that trick where the seat on turn has more than one legal card; the hint the app
gives there (`expert_hint(view, 0)`, seed 0 as the app's) is timed in CPU seconds of the thread.
Prints one JSON line per position (card, value, samples, seconds) and median, p90 and max per
trick. Compare two builds by running this on each (same positions, same seed).

`--agree`: at each position the analysis's own rating of the cards (the same engine, seed and
budget as `analyse_game`, dokodesk.coach.analysis._rate_card) and, on prefixes of its sampled
deals (8, 16, 24, 32, 48, 64, 96 samples), the card that leads there: how often a race that
stopped after n samples names the analysis's best card, and what a different card costs in the
analysis's own values (game points). The hint's race is such a prefix (engine `quick`).
"""

from __future__ import annotations

import argparse
import os
import json
import statistics
import time

from dokodesk.coach.hints import expert_hint
from dokodesk.dodge.setfile import read_set
from dokodesk.rules import Game

DEMO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "demo", "dodge-demo.json.gz")


def positions(deals: int, trick: int):
    """(deal number, view) at the first position with a choice in `trick` (1-based)."""
    dodge_set = read_set(DEMO)
    for d in dodge_set.deals[:deals]:
        log = list(d.results[0].log)
        game = Game.replay(d.deal, [])
        for token in log:
            if len(game.tricks) + 1 == trick and game.turn is not None:
                view = game.view(game.turn)
                if len({c.id for c in view.legal_cards}) > 1:
                    yield d.number, view
                    break
            game.apply(token)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


PREFIXES = (8, 16, 24, 32, 48, 64, 96)


def agree(args) -> None:
    from dokodesk.coach import engine
    from dokodesk.coach.engine import position_seed

    out = open(args.out, "a") if args.out else None
    rows = []
    for trick in [int(t) for t in args.tricks.split(",")]:
        for number, view in positions(args.deals, trick):
            legal = sorted({c.id for c in view.legal_cards})
            t0 = time.thread_time()
            rating = engine.rate_cards(view, position_seed(0, view, "card"), legal=legal)
            cpu = time.thread_time() - t0
            best = rating.best()
            full = {o: rating.game_value(o) for o in rating.options}
            line = {"trick": trick, "deal": number, "options": len(legal), "best": best,
                    "samples": rating.n(), "cpu_seconds": round(cpu, 3), "prefix": {}}
            if args.quick:  # the practice hint as the app shows it first (expert_hint, its budget)
                from dokodesk.coach.hints import expert_hint
                t1 = time.thread_time()
                hinted = expert_hint(view, 0).card.code
                line["quick"] = [hinted, round(full[best] - full[hinted], 3), round(time.thread_time() - t1, 3)]
            if args.deeper:  # the app's second search: the whole race of this position
                from dokodesk.coach.hints import expert_hint
                deep = expert_hint(view, 0, deeper=True).card.code
                line["deeper"] = [deep, round(full[best] - full[deep], 3)]
            if args.other_seed is not None:  # the analysis's own race on other sampled deals
                other = engine.rate_cards(view, position_seed(args.other_seed, view, "card"), legal=legal).best()
                line["other_seed"] = [other, round(full[best] - full[other], 3)]
            for n in PREFIXES:
                lead = max(rating.options, key=lambda o: (sum(rating.samples[o][:n]) / max(1, len(rating.samples[o][:n])),
                                                          -rating.options.index(o)))
                line["prefix"][n] = [lead, round(full[best] - full[lead], 3)]
            rows.append(line)
            print(json.dumps(line), flush=True)
            if out:
                out.write(json.dumps(line) + "\n")
                out.flush()
    print(f"{len(rows)} positions; the analysis's rating: median {statistics.median(r['cpu_seconds'] for r in rows):.2f} s CPU")
    for trick in sorted({r["trick"] for r in rows}) + [None]:
        sel = [r for r in rows if trick is None or r["trick"] == trick]
        parts = []
        for n in PREFIXES:
            same = sum(r["prefix"][n][0] == r["best"] for r in sel)
            cost = statistics.mean(r["prefix"][n][1] for r in sel)
            parts.append(f"{n}: {same}/{len(sel)} ({cost:.2f})")
        if args.quick:
            same = sum(r["quick"][0] == r["best"] for r in sel)
            parts.append(f"the quick hint: {same}/{len(sel)} ({statistics.mean(r['quick'][1] for r in sel):.2f}; "
                         f"CPU p90 {pct([r['quick'][2] for r in sel], 0.9):.2f} s)")
        if args.deeper:
            same = sum(r["deeper"][0] == r["best"] for r in sel)
            parts.append(f"the whole race of the hint: {same}/{len(sel)} "
                         f"({statistics.mean(r['deeper'][1] for r in sel):.2f})")
        if args.other_seed is not None:
            same = sum(r["other_seed"][0] == r["best"] for r in sel)
            cost = statistics.mean(r["other_seed"][1] for r in sel)
            parts.append(f"the analysis with seed {args.other_seed}: {same}/{len(sel)} ({cost:.2f})")
        print(f"{'all' if trick is None else f'trick {trick}'}: same best card after n samples (mean cost in game "
              f"points): " + ", ".join(parts))


def fixed(args) -> None:
    """The play-outs' own speed: every legal card rated on exactly `--fixed` samples (no time
    budget, no early stop counted: the same work in every build), CPU seconds per trick."""
    from dokodesk.coach import engine
    from dokodesk.coach.engine import position_seed

    for trick in [int(t) for t in args.tricks.split(",")]:
        total = 0.0
        n = 0
        for _, view in positions(args.deals, trick):
            legal = sorted({c.id for c in view.legal_cards})
            t0 = time.thread_time()
            engine.rate_cards(view, position_seed(0, view, "card"), legal=legal, max_samples=args.fixed,
                              time_budget=None)
            total += time.thread_time() - t0
            n += 1
        print(f"trick {trick}: {n} positions, every card on {args.fixed} samples: {total:.2f} s of CPU", flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--tricks", default="1,5,9")
    p.add_argument("--out")
    p.add_argument("--agree", action="store_true", help="agreement of short races with the analysis's best card")
    p.add_argument("--quick", action="store_true",
                   help="with --agree: also the quick hint (expert_hint with its budget) at each position")
    p.add_argument("--deeper", action="store_true",
                   help="with --agree: also the app's second search (expert_hint deeper=True) at each position")
    p.add_argument("--other-seed", type=int, default=None,
                   help="with --agree: also the analysis's race with this seed (its own seed-to-seed agreement)")
    p.add_argument("--fixed", type=int, default=0,
                   help="time the play-outs: every card on exactly this many samples (compare builds)")
    args = p.parse_args()
    if args.fixed:
        fixed(args)
        return
    if args.agree:
        agree(args)
        return
    out = open(args.out, "a") if args.out else None
    summary = []
    for trick in [int(t) for t in args.tricks.split(",")]:
        times = []
        for number, view in positions(args.deals, trick):
            t0 = time.thread_time()
            hint = expert_hint(view, 0)
            cpu = time.thread_time() - t0
            times.append(cpu)
            line = {"trick": trick, "deal": number, "card": hint.card.code if hint.card else None,
                    "calls": [c.value for c in hint.calls], "value": round(hint.details.get("value", 0.0), 3),
                    "samples": hint.details.get("samples", 0), "cpu_seconds": round(cpu, 3)}
            print(json.dumps(line), flush=True)
            if out:
                out.write(json.dumps(line) + "\n")
                out.flush()
        summary.append(f"trick {trick}: {len(times)} positions, median {statistics.median(times):.2f} s, "
                       f"p90 {pct(times, 0.9):.2f} s, max {max(times):.2f} s")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
