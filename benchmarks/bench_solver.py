"""The open-hands solver: time, nodes and peak memory per solve by starting trick, on one core.

Run (from the repository root):
    python benchmarks/bench_solver.py --deals 50 --tricks 9,8,7,6,5 --budget 60 [--cards] [--out FILE]

Positions: generated deals (seed --seed) played by four `strong` bots, or with `--field mixed`
by a table drawn per deal from `dokodesk simulate`'s default mix (expert 45 %, strong 40 %,
simple 15 %: more announcements, and the positions after them are harder, issue 41); for starting
trick K the solve starts at the first card of trick K with the announcements the bots made before
it (as `dokodesk solve --result --trick K` does). Each solve runs in a forked process of its own, so
that its peak memory (the process's maximum resident set, the interpreter and the deals
included) is its own; it gets --budget CPU seconds, and one that runs longer counts as a timeout
(its time as "more than the budget", so medians with timeouts are lower bounds). Times are CPU
seconds of the solving process (one core; the machine may be shared, so wall time would measure
the neighbours too). One solve is the exact game value for Re (`Solver.value`); with --cards,
also every legal card's value at the position (`Solver.card_values`), reported as the ratio of
the whole (value and cards) to the value alone. Prints one JSON line per trick; `--out` writes
the table as Markdown.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import platform
import random
import resource
import statistics
import sys
import time

from dokodesk.bots import make_bot
from dokodesk.bots.runner import play_game
from dokodesk.bots.simulate import draw_seats
from dokodesk.bots.solve_cli import start_state
from dokodesk.bots.solver import SolveTimeout, Solver
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Card, parse_event


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _solve_child(conn, state, budget: float, cards: bool) -> None:
    solver = Solver(state, budget=budget, clock=time.process_time)
    start = time.process_time()
    out = {"timeout": False}
    try:
        value = solver.value()
        out["seconds"] = time.process_time() - start
        out["nodes"] = solver.nodes
        out["value"] = value
        if cards:
            solver.stop_at = 0.0  # the cards of a solved position are timed, not cut
            solver.card_values(value)
            out["cards_seconds"] = time.process_time() - start
            out["cards_nodes"] = solver.nodes
    except SolveTimeout:
        out["timeout"] = True
    out["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    conn.send(out)
    conn.close()


def solve_in_child(state, budget: float, cards: bool) -> dict:
    ctx = multiprocessing.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_solve_child, args=(child, state, budget, cards))
    proc.start()
    child.close()
    out = parent.recv()
    proc.join()
    return out


def bench_games(deals: int, seed: int, field: str = "strong") -> list[tuple]:
    """(deal, log) of each bench deal: four `strong` bots, or (`mixed`) a table drawn per deal
    from simulate's DEFAULT_MIX (each seat its own bot)."""
    games = []
    for i, deal in enumerate(generate_deals(deals, seed)):
        if field == "mixed":
            bots = [make_bot(kind) for kind in draw_seats(random.Random(f"bench-solver/{seed}/{i}"))]
        else:
            bots = [make_bot("strong")] * 4
        games.append((deal, list(play_game(deal, bots, random.Random(i)).log)))
    return games


def announced(log: list[str], trick: int) -> int:
    """The announcements made before the first card of `trick`."""
    cards = calls = 0
    for token in log:
        if isinstance(parse_event(token)[1], Card):
            if cards == (trick - 1) * 4:
                break
            cards += 1
        else:
            calls += 1
    return calls


def run(deals: int, tricks: list[int], budget: float, seed: int, cards: bool, field: str = "strong") -> list[dict]:
    games = bench_games(deals, seed, field)
    rows = []
    for trick in tricks:
        times, nodes, peaks, ratios, node_ratios, timeouts = [], [], [], [], [], 0
        for deal, log in games:
            out = solve_in_child(start_state(deal, log, trick), budget, cards)
            peaks.append(out["peak_mb"])
            if out["timeout"]:
                timeouts += 1
                times.append(float("inf"))
                continue
            times.append(out["seconds"])
            nodes.append(out["nodes"])
            if cards:
                ratios.append(out["cards_seconds"] / max(out["seconds"], 1e-3))
                node_ratios.append(out["cards_nodes"] / max(out["nodes"], 1))
        solved = [t for t in times if t != float("inf")]
        row = {"trick": trick, "cards_left": 48 - 4 * (trick - 1), "deals": len(games), "timeouts": timeouts,
               "median_s": statistics.median(times), "p90_s": quantile(times, 0.9),
               "max_s": max(times), "median_nodes": statistics.median(nodes) if nodes else None,
               "nodes_per_s": sum(nodes) / sum(solved) if solved and sum(solved) > 0 else None,
               "peak_mb": max(peaks)}
        if cards and ratios:
            row.update({"cards_ratio_median": statistics.median(ratios), "cards_ratio_p90": quantile(ratios, 0.9),
                        "cards_node_ratio_median": statistics.median(node_ratios)})
        row["with_calls"] = sum(1 for _, log in games if announced(log, trick))
        row["field"] = field
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def markdown(rows: list[dict], budget: float, seed: int) -> str:
    import dokodesk.rules.kernel as kernel_module

    kernel = "interpreted" if kernel_module.__file__.endswith(".py") else "compiled"

    def sec(x):
        return f"> {budget:g}" if x == float("inf") else f"{x:.3f}"

    with_cards = any("cards_ratio_median" in r for r in rows)
    players = ("four `strong` bots" if rows[0].get("field", "strong") == "strong"
               else "a table per deal drawn from simulate's default mix (expert, strong, simple)")
    lines = [f"Deals: {rows[0]['deals']} generated (seed {seed}), played by {players}; one core, "
             f"Python {platform.python_version()}, {kernel} kernel; CPU seconds, budget {budget:g} s per solve.", "",
             "| start trick | cards left | with calls | median s | p90 s | max s | timeouts | median nodes | nodes/s "
             "| peak MB |"
             + (" cards: time x (median, p90) |" if with_cards else ""),
             "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|" + ("---:|" if with_cards else "")]
    for r in rows:
        nodes = f"{r['median_nodes']:,.0f}" if r["median_nodes"] is not None else "-"
        rate = f"{r['nodes_per_s']:,.0f}" if r["nodes_per_s"] else "-"
        line = (f"| {r['trick']} | {r['cards_left']} | {r['with_calls']} | {sec(r['median_s'])} | "
                f"{sec(r['p90_s'])} | {sec(r['max_s'])} | "
                f"{r['timeouts']} | {nodes} | {rate} | {r['peak_mb']:.0f} |")
        if with_cards:
            line += (f" {r['cards_ratio_median']:.2f}, {r['cards_ratio_p90']:.2f} |" if "cards_ratio_median" in r
                     else " - |")
        lines.append(line)
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=50)
    p.add_argument("--tricks", default="12,11,10,9,8,7,6,5")
    p.add_argument("--budget", type=float, default=60.0)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--cards", action="store_true", help="also time every legal card's value at each position")
    p.add_argument("--field", choices=("strong", "mixed"), default="strong",
                   help="who played the games: four strong bots (the bench's set), or simulate's default mix")
    p.add_argument("--out", help="write the table as Markdown to this file")
    args = p.parse_args()
    rows = run(args.deals, [int(t) for t in args.tricks.split(",")], args.budget, args.seed, args.cards, args.field)
    text = markdown(rows, args.budget, args.seed)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
