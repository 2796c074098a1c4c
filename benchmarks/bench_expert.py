"""The expert bot: duplicate duel against `strong`, move times, and strength/time by samples.

Run (from the repository root):
    python benchmarks/bench_expert.py duel --deals 400 --workers 2 [--samples 20] [--out FILE]
    python benchmarks/bench_expert.py times --games 20 [--samples 20]
    python benchmarks/bench_expert.py sweep --deals 60 --samples 6,12,20,32 --workers 2
    python benchmarks/bench_expert.py analyse --games 10

`duel` plays each deal twice exactly as `dokodesk duel expert strong` does (same deals for
the seed, same seat generators, same Dodge points), spread over worker processes one deal at a
time; every finished deal is appended to --out as a JSON line, so a run cut short still
reports the deals it completed (`summary FILE` prints mean and 95% CI of such a file, plain or
gzipped). Each line also carries the expert's card-decision times (seconds) in that deal.

`times` plays games with four experts and reports the distribution of card-decision times
(median, p90, p99, max) and call-decision times. `analyse` times `dokodesk analyse` on whole
games. All on one core per process.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from dokodesk.bots.duel import play_duplicate
from dokodesk.bots.expert import ExpertBot
from dokodesk.bots.strong import StrongBot
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.points import dodge_points

SEED = 1


class TimedExpert(ExpertBot):
    """The expert, recording how long each card decision and call decision takes."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.card_times: list[float] = []
        self.card_cpu: list[float] = []  # CPU seconds: fairer than wall time on a loaded machine
        self.call_times: list[float] = []

    def choose_card(self, view, rng):
        t, c = time.perf_counter(), time.process_time()
        d = super().choose_card(view, rng)
        self.card_times.append(time.perf_counter() - t)
        self.card_cpu.append(time.process_time() - c)
        return d

    def choose_calls(self, view, rng):
        t = time.perf_counter()
        d = super().choose_calls(view, rng)
        self.call_times.append(time.perf_counter() - t)
        return d


def _opponent(name: str):
    if name == "strong":
        return StrongBot()
    if name == "pimc40dc":  # the independent baseline rebuilt from issue 27's description
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from pimc_dc import PimcDC

        return PimcDC()
    if name.startswith("pimc"):  # pimc40: the plain PIMC baseline (benchmarks/pimc_baseline.py)
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from pimc_baseline import PimcBaseline

        budget = name.endswith("b")  # pimc40b: with the expert's sample budget for many legal cards
        return PimcBaseline(int(name[4:].rstrip("b") or 40), budget=budget)
    raise ValueError(f"unknown opponent {name!r}")


def _duel_deal(job: tuple) -> dict:
    number, hands, dealer, samples, seed, opponent, options = job
    from dokodesk.rules import Deal

    deal = Deal.parse(hands, dealer)
    kw = dict(options)
    strong_calls = kw.pop("calls", None) == "strong"  # the card-play lead alone: strong's calls
    if samples:
        kw["samples"] = samples
    expert = TimedExpert(**kw)
    if strong_calls:
        expert.choose_calls = StrongBot().choose_calls
    g_a, g_b = play_duplicate(deal, expert, _opponent(opponent), seed, number)
    ra, rb = g_a.value().re_points, g_b.value().re_points
    dodge = (dodge_points(ra, [rb]) + dodge_points(-rb, [-ra])) / 2.0
    return {"deal": number, "re_points_expert_re": ra, "re_points_strong_re": rb, "dodge": dodge,
            "card_times": [round(t, 4) for t in expert.card_times],
            "card_cpu": [round(t, 4) for t in expert.card_cpu], "load": os.getloadavg()[0],
            "call_times": [round(t, 4) for t in expert.call_times]}


def read_rows(path: str) -> list[dict]:
    """The JSON lines of a duel's file, plain or gzipped (benchmarks/results/expert/*.jsonl.gz)."""
    with (gzip.open if path.endswith(".gz") else open)(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def summarize(rows: list[dict]) -> dict:
    n = len(rows)
    values = [r["dodge"] for r in rows]
    mean = sum(values) / n if n else 0.0
    half = 1.96 * math.sqrt(statistics.variance(values) / n) if n > 1 else 0.0
    times = sorted(t for r in rows for t in r["card_times"])
    out = {"deals": n, "mean_dodge_expert": round(mean, 2), "ci95": [round(mean - half, 2), round(mean + half, 2)],
           "won_tied_lost": [sum(v > 0 for v in values), sum(v == 0 for v in values), sum(v < 0 for v in values)]}
    if times:
        out.update(card_decisions=len(times), mean_s=round(sum(times) / len(times), 4),
                   median_s=round(statistics.median(times), 4),
                   p99_s=round(times[min(len(times) - 1, int(0.99 * len(times)))], 4),
                   max_s=round(times[-1], 4))
    cpu = [t for r in rows for t in r.get("card_cpu", [])]
    if cpu:
        out.update(cpu_mean_s=round(sum(cpu) / len(cpu), 4), cpu_decisions=len(cpu))
    loads = [r["load"] for r in rows if "load" in r]
    if loads:
        out.update(load_mean=round(sum(loads) / len(loads), 1))
    return out


def run_duel(deals: int, workers: int, samples: int | None, out_path: str | None, seed=SEED,
             quiet: bool = False, opponent: str = "strong", options: dict | None = None,
             first: int = 1) -> dict:
    """Deals `first`..`deals` of the seed's sequence (a later run can add deals to a file)."""
    generated = generate_deals(deals, seed)
    jobs = [(i + 1, d.hand_strings(), d.dealer, samples, seed, opponent, options or {})
            for i, d in enumerate(generated) if i + 1 >= first]
    rows = []
    out = open(out_path, "a", encoding="utf-8") if out_path else None
    start = time.perf_counter()
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for row in pool.map(_duel_deal, jobs):
                rows.append(row)
                if out:
                    out.write(json.dumps(row) + "\n")
                    out.flush()
                if not quiet and len(rows) % 10 == 0:
                    s = summarize(rows)
                    print(f"{len(rows)}/{deals} deals, {time.perf_counter() - start:.0f} s: mean "
                          f"{s['mean_dodge_expert']:+.1f} (95% CI {s['ci95'][0]:+.1f} to {s['ci95'][1]:+.1f})",
                          file=sys.stderr, flush=True)
    finally:
        if out:
            out.close()
    result = summarize(rows)
    result["samples"] = samples or ExpertBot().samples
    result["wall_s"] = round(time.perf_counter() - start, 1)
    return result


def run_times(games: int, samples: int | None) -> dict:
    from dokodesk.bots.runner import play_game

    bot = TimedExpert(samples=samples) if samples else TimedExpert()
    for i, deal in enumerate(generate_deals(games, "bench-expert-times")):
        play_game(deal, [bot] * 4, random.Random(i))
    times = sorted(bot.card_times)
    calls = sorted(bot.call_times)
    pct = lambda xs, q: xs[min(len(xs) - 1, int(q * len(xs)))]  # noqa: E731
    return {"games": games, "card_decisions": len(times), "median_s": round(statistics.median(times), 4),
            "p90_s": round(pct(times, 0.9), 4), "p99_s": round(pct(times, 0.99), 4), "max_s": round(times[-1], 4),
            "call_decisions": len(calls), "call_median_s": round(statistics.median(calls), 4),
            "call_p99_s": round(pct(calls, 0.99), 4)}


def run_analyse(games: int) -> dict:
    from dokodesk.bots import StrongBot as Strong
    from dokodesk.bots.runner import play_game
    from dokodesk.coach.analysis import analyse_game

    times = []
    for i, deal in enumerate(generate_deals(games, "bench-expert-analyse")):
        game = play_game(deal, [Strong()] * 4, random.Random(i))
        t = time.perf_counter()
        analyse_game(deal, game.log, seat=i % 4)
        times.append(time.perf_counter() - t)
    return {"games": games, "median_s": round(statistics.median(times), 2), "max_s": round(max(times), 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="what", required=True)
    d = sub.add_parser("duel")
    d.add_argument("--deals", type=int, default=400)
    d.add_argument("--workers", type=int, default=2)
    d.add_argument("--samples", type=int, default=None)
    d.add_argument("--out", default=None, help="append one JSON line per finished deal")
    d.add_argument("--seed", type=int, default=SEED, help="the deals' seed (a fresh one: deals nothing was tuned on)")
    d.add_argument("--opponent", default="strong",
                   help="strong, pimc40 (the project's plain PIMC baseline) or pimc40dc (issue 27's independent one)")
    d.add_argument("--options", default="{}", help='expert settings as JSON, e.g. {"infer": false}; '
                   '{"calls": "strong"}: the expert\'s cards with strong\'s calls (the card-play lead alone)')
    d.add_argument("--first", type=int, default=1, help="first deal number to play")
    t = sub.add_parser("times")
    t.add_argument("--games", type=int, default=20)
    t.add_argument("--samples", type=int, default=None)
    s = sub.add_parser("sweep")
    s.add_argument("--deals", type=int, default=60)
    s.add_argument("--samples", default="6,12,20,32")
    s.add_argument("--workers", type=int, default=2)
    a = sub.add_parser("analyse")
    a.add_argument("--games", type=int, default=10)
    m = sub.add_parser("summary")
    m.add_argument("file")
    tb = sub.add_parser("table", help="markdown rows (label=FILE[+FILE...] ...) for benchmarks/results/expert.md")
    tb.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.what == "duel":
        print(json.dumps(run_duel(args.deals, args.workers, args.samples, args.out, seed=args.seed,
                                  opponent=args.opponent, options=json.loads(args.options), first=args.first)))
    elif args.what == "times":
        print(json.dumps(run_times(args.games, args.samples)))
    elif args.what == "sweep":
        for n in [int(x) for x in args.samples.split(",")]:
            print(json.dumps(run_duel(args.deals, args.workers, n, None, quiet=True)), flush=True)
    elif args.what == "analyse":
        print(json.dumps(run_analyse(args.games)))
    elif args.what == "table":
        print("| expert | opponent | deals | CPU s a card (mean) | wall s a card (mean, loaded) | mean load | "
              "Dodge points of the expert | 95% CI | won / tied / lost |")
        print("|---|---|---|---|---|---|---|---|---|")
        for item in args.files:
            label, _, path = item.rpartition("=")
            opponent = ("strong" if "strong" in path else "pimc40dc" if "pimc40dc" in path
                        else "pimc40b" if "pimc40b" in path else "pimc40")
            rows = []
            for part in path.split("+"):  # several files of one duel (parallel runs of its deals)
                rows += read_rows(part)
            s = summarize(rows)
            print(f"| {label} | {opponent} | {s['deals']} | {s.get('cpu_mean_s', '')} | {s.get('mean_s', '')} | "
                  f"{s.get('load_mean', '')} | {s['mean_dodge_expert']:+.1f} | {s['ci95'][0]:+.1f} to {s['ci95'][1]:+.1f} | "
                  f"{' / '.join(map(str, s['won_tied_lost']))} |")
    else:
        print(json.dumps(summarize(read_rows(args.file))))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
