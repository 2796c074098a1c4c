"""`dokodesk bots`, `dokodesk duel` and `dokodesk simulate` (no Qt)."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from typing import Callable

from dokodesk.bots import BOTS, make_bot
from dokodesk.dodge.setfile import MAX_RICH_RESULTS
from dokodesk.terminal import counted

MAX_WORKERS = 256
MAX_DUEL_DEALS = 100_000


def _seed(text: str) -> int | str:
    """A seed as typed: plain decimal digits are an int (as `generate_deals` takes them),
    anything else a str (also digits too many for Python to convert)."""
    return int(text) if text.isascii() and text.isdecimal() and len(text) <= 4000 else text


def _within(high: int) -> "Callable[[str], int]":
    """An argparse type: a whole number 1 to `high`."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number 1 to {high:,}, not {text[:40]!r}") from None
        if not 1 <= value <= high:
            raise argparse.ArgumentTypeError(f"must be 1 to {high:,}, not {text[:40]}")
        return value

    parse.__name__ = "number"
    return parse


def parse_mix(text: str) -> tuple[tuple[str, float], ...]:
    """`expert:0.3,strong:0.5,simple:0.2` -> (("expert", 0.3), ...); names from BOTS, weights > 0."""
    mix = []
    for part in text.split(","):
        name, sep, weight = part.strip().partition(":")
        if not sep:
            raise argparse.ArgumentTypeError(f"{part.strip()!r}: write each bot as NAME:WEIGHT, e.g. strong:0.5")
        if name not in BOTS:
            raise argparse.ArgumentTypeError(f"no bot named {name!r}; choose from {', '.join(BOTS)}")
        try:
            value = float(weight)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{part.strip()!r}: the weight {weight!r} is not a number") from None
        if not value > 0 or value == float("inf"):
            raise argparse.ArgumentTypeError(f"{part.strip()!r}: a weight must be a positive number")
        if any(n == name for n, _ in mix):
            raise argparse.ArgumentTypeError(f"{name!r} appears twice in the mix")
        mix.append((name, value))
    return tuple(mix)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add this package's subcommands to the top-level parser."""
    bots = subparsers.add_parser("bots", help="list the bots, weakest first",
                                 description="List the bot names, one a line, weakest first.")
    bots.set_defaults(handler=run_bots)

    duel = subparsers.add_parser(
        "duel", help="duplicate match of two bots on generated deals",
        description="Play every deal of a generated set twice: bot A on the Re seats and B on the "
                    "Kontra seats, then the other way round. Reports A's mean Dodge points "
                    "against B (A's Re pair against B's Re pair and A's Kontra pair against B's "
                    "Kontra pair, +100/0/-100 each) with a 95% confidence interval over the "
                    "per-deal means.")
    duel.add_argument("a", metavar="BOT_A", choices=list(BOTS), help=f"one of: {', '.join(BOTS)}")
    duel.add_argument("b", metavar="BOT_B", choices=list(BOTS), help="the bot A is compared with")
    duel.add_argument("--deals", type=_within(MAX_DUEL_DEALS), default=400, help="number of deals (default 400)")
    duel.add_argument("--seed", type=_seed, default=1, help="seed of the deals and the bots (default 1)")
    duel.add_argument("--cards", type=int, choices=(48, 40), default=48)
    duel.add_argument("--json", action="store_true",
                      help='print {"a", "b", "deals", "mean_dodge_a", "ci95"} as JSON')
    duel.set_defaults(handler=run_duel)

    sim = subparsers.add_parser(
        "simulate", help="let bots play a set's deals at many tables (a simulated field)",
        description="Play every deal of SET_FILE at N tables of bots drawn per seat from a mix "
                    "(default expert 45%, strong 40%, simple 15%; see --mix) and write the set with "
                    "these results and their logs as a simulated field; or, with --results, a club's "
                    "results file with named players for dokodesk rally. The output is the same for "
                    "any number of workers.")
    sim.add_argument("set_file", metavar="SET_FILE")
    sim.add_argument("--tables", type=_within(MAX_RICH_RESULTS), required=True,
                     help=f"tables (results) per deal; deals x tables at most {MAX_RICH_RESULTS:,}")
    sim.add_argument("--seed", type=_seed, default=1, help="seed of the field (default 1)")
    out = sim.add_mutually_exclusive_group(required=True)
    out.add_argument("-o", "--output", help="the set file to write (.json or .json.gz)")
    out.add_argument("--results", metavar="FILE",
                     help="write a results file instead: a simulated club whose named players "
                          "(--players) play each deal once, each with one bot for the whole set; "
                          "dokodesk rally and dokodesk import read it")
    sim.add_argument("--players", metavar="NAMES",
                     help="with --results: the club's players, comma-separated, at least 4 per table "
                          "(default Player 1, Player 2, … four per table)")
    sim.add_argument("--workers", type=_within(MAX_WORKERS), default=None,
                     help="processes to use (default: one per CPU core)")
    sim.add_argument("--mix", type=parse_mix, default=None, metavar="BOT:WEIGHT,...",
                     help="the bots of the field and their shares, e.g. expert:0.3,strong:0.5,simple:0.2 "
                          "(default expert:0.45,strong:0.40,simple:0.15: the expert seats take about 1 s "
                          "of CPU a table, some 100 times a field without them, e.g. strong:0.85,simple:0.15)")
    sim.add_argument("--cluster", metavar="ADDRESS", default=None,
                     help="run the games on a Dask cluster: a scheduler address such as tcp://host:8786, "
                          "or 'local' for a cluster of --workers processes on this machine; the output is "
                          "the same as without it (needs: pip install 'dokodesk[cluster]')")
    from dokodesk.bots.cluster import CONNECT_TIMEOUT_S, SAY_EVERY_S, WORKERS_TIMEOUT_S  # no Dask import

    sim.add_argument("--connect-timeout", type=_cluster_seconds, default=None, metavar="SECONDS",
                     help="with --cluster: how long the scheduler may take to answer, and to answer again "
                          f"while the run goes on, before the run ends with a message (default {CONNECT_TIMEOUT_S:g})")
    sim.add_argument("--workers-timeout", type=_cluster_seconds, default=None, metavar="SECONDS",
                     help="with --cluster: how long to wait for a worker when the scheduler has none, "
                          f"with a line on stderr every {SAY_EVERY_S:g} s meanwhile (default {WORKERS_TIMEOUT_S:g})")
    sim.set_defaults(handler=run_simulate)

    bench = subparsers.add_parser(
        "bench", help="measure the speed of the rules kernel and the endgame search",
        description="Measure random playouts per second (fresh random deals, random legal cards, "
                    "scored) and nodes per second of the exact endgame search, on one core, and "
                    "say whether the rules kernel runs compiled or interpreted "
                    "(DOKODESK_KERNEL=python forces the interpreted one).")
    bench.add_argument("--seconds", type=float, default=2.0,
                       help="time to spend on each measurement (default 2)")
    bench.add_argument("--json", action="store_true",
                       help='print {"kernel", "playouts_per_s", "solver_nodes_per_s"} as JSON')
    bench.set_defaults(handler=run_bench)

    from dokodesk.bots.solve_cli import register as register_solve

    register_solve(subparsers)


def run_bots(args: argparse.Namespace) -> int:
    for name in BOTS:
        print(name)
    return 0


def run_duel(args: argparse.Namespace) -> int:
    from dokodesk.bots.duel import duel
    from dokodesk.bots.simulate import stderr_progress
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import Ruleset

    deals = generate_deals(args.deals, args.seed, Ruleset(args.cards))
    progress = stderr_progress(f"duel {args.a} vs {args.b}") if sys.stderr.isatty() and args.deals >= 50 else None
    result = duel(make_bot(args.a), make_bot(args.b), deals, args.seed, progress)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    lo, hi = result.ci95
    won, tied, lost = result.counts()
    print(f"{args.a} vs {args.b}: {counted(len(deals), 'deal')} ({args.cards} cards, seed {args.seed}), each played "
          f"twice (once with {args.a} on the Re seats, once on the Kontra seats)")
    print(f"mean Dodge points of {args.a}: {result.mean_dodge_a:+.1f}  "
          f"(95% CI {lo:+.1f} to {hi:+.1f}, over the per-deal means)")
    print(f"deals {args.a} won / tied / lost: {won} / {tied} / {lost}")
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    from dokodesk.bots.simulate import default_workers, simulate_set
    from dokodesk.dodge.setfile import SetFileError, check_output_target, read_set, write_set

    for target in (args.output, args.results):  # before minutes of play, not after
        if target is not None:
            try:
                check_output_target(target)
            except OSError as exc:
                print(f"dokodesk simulate: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
                return 2
    try:
        dodge_set = read_set(args.set_file)
    except (SetFileError, OSError) as exc:
        print(f"dokodesk simulate: {args.set_file}: {exc}", file=sys.stderr)
        return 2
    games = len(dodge_set.deals) * args.tables
    if games > MAX_RICH_RESULTS:  # what one set or results file may hold (setfile.MAX_RICH_RESULTS)
        print(f"dokodesk simulate: {counted(len(dodge_set.deals), 'deal')} x {counted(args.tables, 'table')} = "
              f"{counted(games, 'game')} with logs; "
              f"a file holds at most {MAX_RICH_RESULTS:,} (use fewer tables)", file=sys.stderr)
        return 2
    if args.results is not None:
        return _simulate_club(args, dodge_set)
    if args.players is not None:
        print("dokodesk simulate: --players needs --results (a club's results file)", file=sys.stderr)
        return 2
    dropped = dodge_set.result_count
    if dropped:
        print(f"dokodesk simulate: note: the {counted(dropped, 'result')} in {args.set_file} are replaced by the "
              "simulated field", file=sys.stderr)
    workers = args.workers or default_workers()
    mix, progress = _field_mix_and_progress(args, games)
    try:
        with _cluster_client(args, workers) as client:
            out = simulate_set(dodge_set, args.tables, args.seed, workers, progress, mix=mix, client=client)
    except _cluster_errors() as exc:
        print(f"dokodesk simulate: --cluster: {exc}", file=sys.stderr)
        return 2
    try:
        write_set(out, args.output)
    except OSError as exc:
        print(f"dokodesk simulate: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"{args.output}: {counted(len(out.deals), 'deal')} x {counted(args.tables, 'table')} = "
          f"{counted(out.result_count, 'simulated game')} with logs")
    return 0


def _cluster_seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0 and at most a day."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, not {text[:40]!r}") from None
    if not 0 < value <= 86400:
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most 86400 seconds, not {text[:40]}")
    return value


def _cluster_client(args: argparse.Namespace, workers: int):
    """A context giving the Dask client for --cluster, or None without it. Dask is imported
    only here, only when --cluster is given."""
    if args.cluster is None:
        return contextlib.nullcontext(None)
    from dokodesk.bots.cluster import open_client

    return open_client(args.cluster, workers, args.connect_timeout, args.workers_timeout)


def _cluster_errors() -> tuple[type[Exception], ...]:
    from dokodesk.bots.cluster import ClusterError

    return (ClusterError,)


def _field_mix_and_progress(args: argparse.Namespace, games: int):
    """The field's bot mix and, for a long run, a progress printer; one rule for both outputs."""
    from dokodesk.bots.simulate import DEFAULT_MIX, stderr_progress

    mix = args.mix or DEFAULT_MIX
    # the search player is slow: show how far it is even for a small field
    slow = any(name == "expert" for name, _ in mix)
    return mix, stderr_progress("simulate") if games >= (50 if slow else 2000) else None


def _simulate_club(args: argparse.Namespace, dodge_set) -> int:
    from dokodesk.bots.simulate import club_names, default_workers, simulate_club
    from dokodesk.dodge.setfile import write_results

    if args.players is None:
        players = club_names(4 * args.tables)
    else:
        players = [name.strip() for name in args.players.split(",") if name.strip()]
    too_long = [name for name in players if len(name) > 64]
    if too_long:
        print(f"dokodesk simulate: --players: {too_long[0][:70]!r}… is longer than 64 characters", file=sys.stderr)
        return 2
    from dokodesk.terminal import has_visible

    unseen = [name for name in players if not has_visible(name)]
    if unseen:
        print(f"dokodesk simulate: --players: the name {unseen[0]!r} has no visible character", file=sys.stderr)
        return 2
    mix, progress = _field_mix_and_progress(args, len(dodge_set.deals) * args.tables)
    workers = args.workers or default_workers()
    try:
        with _cluster_client(args, workers) as client:
            out = simulate_club(dodge_set, players, args.tables, args.seed, workers, progress, mix=mix,
                                client=client)
    except _cluster_errors() as exc:
        print(f"dokodesk simulate: --cluster: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"dokodesk simulate: --players: {exc}", file=sys.stderr)
        return 2
    try:
        write_results(out, args.results)
    except OSError as exc:
        print(f"dokodesk simulate: cannot write {args.results}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"{args.results}: {counted(len(dodge_set.deals), 'deal')} x {counted(args.tables, 'table')} = "
          f"{counted(len(out.results), 'game')} of {counted(len(players), 'player')}, for set {dodge_set.id}")
    return 0


def run_bench(args: argparse.Namespace) -> int:
    from dokodesk.bots.bench import bench

    if not 0 < args.seconds <= 600:
        print("dokodesk bench: --seconds must be more than 0 and at most 600", file=sys.stderr)
        return 2
    result = bench(args.seconds)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"kernel: {result['kernel']}")
        print(f"random playouts: {result['playouts_per_s']:,} per second")
        print(f"endgame search: {result['solver_nodes_per_s']:,} nodes per second")
    return 0
