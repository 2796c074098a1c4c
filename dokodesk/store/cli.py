"""Subcommands of the store (registered by dokodesk.cli; no Qt): generate, import, sets,
standings, close, stars, rally."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import time
from typing import Iterator, TextIO

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import FIELD_KINDS, DodgeSet, SetDeal
from dokodesk.dodge.setfile import (
    _MONTH, _SET_ID, MAX_DEALS, SetFileError, count_words, more_words, read_results, read_set, write_set,
)
from dokodesk.rules import Ruleset
from dokodesk.store.rally import Rally, rally
from dokodesk.store.schema import StoreError
from dokodesk.store.records import Standings
from dokodesk.store.season import ClosedSet
from dokodesk.store.store import Store
from dokodesk.terminal import counted, noun, shown, shown_lines

DEFAULT_DEALS = 200  # a Dodge set has 200 deals a month (seed 000)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add this package's subcommands to the top-level parser."""
    gen = subparsers.add_parser(
        "generate", help="write a reproducible set of Dodge deals (no results)",
        description="Generate N Dodge deals from a seed (the same on every machine) and write them "
                    "as a set file (.json, or .json.gz compressed).")
    gen.add_argument("--deals", type=int, default=DEFAULT_DEALS, metavar="N",
                     help=f"number of deals (default {DEFAULT_DEALS}, a month's set)")
    gen.add_argument("--seed", required=True, metavar="S",
                     help="an integer, or any text (hashed to one)")
    gen.add_argument("--cards", type=int, choices=(40, 48), default=48, help="deck size (default 48)")
    gen.add_argument("--id", dest="set_id", help="the set's id (default gen-SEED)")
    gen.add_argument("--title", help="the set's title")
    gen.add_argument("--month", help="the set's month, YYYY-MM (once it is over, the app offers to close the set)")
    gen.add_argument("--field", choices=FIELD_KINDS, default="simulated",
                     help="where the set's results will come from (default simulated)")
    gen.add_argument("-o", "--output", required=True, metavar="FILE", help="the set file to write")
    gen.set_defaults(handler=run_generate)

    imp = subparsers.add_parser(
        "import", help="import a set file or a results file into the database",
        description="Import a set file, or a results file of a set already imported. Every log is "
                    "replayed; a bad file is refused whole with every problem and its place. "
                    "Importing again adds only new results.")
    imp.add_argument("file")
    imp.add_argument("--me", metavar="NAME",
                     help="the results in which NAME played are your own games (the first per deal "
                          "rated, seat and party from the result), not the field")
    imp.set_defaults(handler=run_import)

    sets = subparsers.add_parser("sets", help="list the sets in the database",
                                 description="One line per set: id, title, deals, field results, your "
                                             "rated games and your rating in it.")
    sets.add_argument("--json", action="store_true", help="one JSON object per set and line")
    sets.set_defaults(handler=run_sets)

    standings = subparsers.add_parser(
        "standings", help="your games, Dodge points and rating in a set",
        description="Per deal you played: your points, the field's size and your Dodge points against "
                    "today's field; then the set rating, penalty, games to 100 and the star outlook.")
    standings.add_argument("set_id", metavar="SET")
    standings.add_argument("--json", action="store_true", help="one JSON object")
    standings.set_defaults(handler=run_standings)

    close = subparsers.add_parser(
        "close", help="close a set: rate it and move your stars",
        description="Rate the set with today's field (Dodge points, 100 penalty points per game short "
                    "of 100) and apply the star rule: a rating of 0 or more earns a star (up to 3), a "
                    "negative one costs a star (never below 1). A set without a rated game closes "
                    "unrated (rating null) and leaves the stars alone. Rated play on the set ends; "
                    "practice stays open. A set is closed once.")
    close.add_argument("set_id", metavar="SET_ID")
    close.add_argument("--json", action="store_true",
                       help='print {"set", "games", "rating", "stars_before", "stars_after"}')
    close.set_defaults(handler=run_close)

    stars = subparsers.add_parser(
        "stars", help="your Dodge stars and their history",
        description="Your stars now and every closed set, oldest first.")
    stars.add_argument("--json", action="store_true",
                       help='print {"stars", "history": [objects like close --json prints]}')
    stars.set_defaults(handler=run_stars)

    rally_parser = subparsers.add_parser(
        "rally", help="evaluate a club's games on a set (no database)",
        description="Rank every result of the set file and the results files against the rest of its "
                    "deal's field, and rate every player named in the results' players.")
    rally_parser.add_argument("set_file", metavar="SET_FILE")
    rally_parser.add_argument("results_files", nargs="*", metavar="RESULTS_FILE")
    rally_parser.add_argument("--json", action="store_true",
                              help="one JSON object with results and players")
    rally_parser.set_defaults(handler=run_rally)


def _error(command: str, message: str) -> None:
    print(f"dokodesk {command}: {shown_lines(message)}", file=sys.stderr)


def _print_problems(exc: SetFileError, stream: TextIO) -> None:
    """The problems the error lists (the first MAX_PROBLEMS), then how many more it counted."""
    for place, message in exc.problems:
        print(shown(f"{exc.source}: {place}: {message}" if place else f"{exc.source}: {message}"), file=stream)
    if exc.more:
        print(shown(f"{exc.source}: … and {more_words(exc.more)}"), file=stream)


def _open_store(args: argparse.Namespace, command: str) -> Store | None:
    try:
        return Store.open(getattr(args, "data_dir", None))
    except StoreError as exc:
        _error(command, str(exc))
    except (OSError, sqlite3.Error) as exc:
        _error(command, f"cannot open the database: {exc}")
    return None


def _signed(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:+.{digits}f}"


# ------------------------------------------------------------------------------ generate
def run_generate(args: argparse.Namespace) -> int:
    if not 1 <= args.deals <= MAX_DEALS:
        _error("generate", f"--deals must be 1 to {MAX_DEALS:,} (the most a set may have), not {args.deals}")
        return 2
    seed = _seed(args.seed)
    set_id = args.set_id or f"gen-{args.seed}"
    if not _SET_ID.fullmatch(set_id):
        _error("generate", f"the set id {set_id!r} is not 1 to 64 characters of A-Z a-z 0-9 . _ - "
                           "(pass --id)")
        return 2
    if args.month is not None and not _MONTH.fullmatch(args.month):
        _error("generate", f"--month must be a month YYYY-MM, not {args.month!r}")
        return 2
    ruleset = Ruleset(args.cards)
    deals = generate_deals(args.deals, seed, ruleset)
    dodge_set = DodgeSet(set_id, [SetDeal(i + 1, deal) for i, deal in enumerate(deals)], ruleset,
                         title=args.title, month=args.month, field=args.field,
                         source=f"dokodesk generate --deals {args.deals} --seed {args.seed} --cards {args.cards}")
    try:
        write_set(dodge_set, args.output)
    except OSError as exc:
        _error("generate", f"{args.output}: {exc.strerror or exc}")
        return 2
    print(f"{args.output}: set {set_id}, {counted(args.deals, 'deal')}, {args.cards} cards")
    return 0


def _seed(text: str) -> int | str:
    """Plain decimal digits are an int seed (as `generate_deals` takes them), anything else a str
    (also digits too many for Python to convert)."""
    return int(text) if text.isascii() and text.isdecimal() and len(text) <= 4000 else text


# -------------------------------------------------------------------------------- import
class ProgressLine:
    """A one-line progress display on a terminal (stderr): redrawn in place at most every
    `interval` seconds, shown only after `delay` seconds, cleared by `close()`. Silent when the
    stream is not a terminal, unless `force`."""

    LABELS = {"parsing": "parsing", "verifying": "verifying logs", "inserting": "inserting"}

    def __init__(self, stream: TextIO, *, force: bool = False, delay: float = 0.3, interval: float = 0.1):
        self.stream = stream
        self.enabled = force or (hasattr(stream, "isatty") and stream.isatty())
        self.start = time.monotonic()
        self.delay, self.interval = delay, interval
        self._last = -1.0
        self._width = 0

    def __call__(self, stage: str, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self.start < self.delay or (now - self._last < self.interval and done < total):
            return
        self._last = now
        label = self.LABELS.get(stage, stage)
        text = f"{label}…" if stage == "parsing" else f"{label} {done:,}/{total:,}"
        self.stream.write("\r" + text.ljust(self._width))
        self.stream.flush()
        self._width = max(self._width, len(text))

    def close(self) -> None:
        if self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0


def run_import(args: argparse.Namespace) -> int:
    store = _open_store(args, "import")
    if store is None:
        return 1
    progress = ProgressLine(sys.stderr)
    try:
        with store:
            summary = store.import_file(args.file, progress=progress, me=args.me)
    except SetFileError as exc:
        progress.close()
        _print_problems(exc, sys.stderr)
        _error("import", f"{args.file}: {count_words(exc.total)}; nothing was imported")
        return 1
    except StoreError as exc:
        progress.close()
        _error("import", f"{exc}")
        return 1
    except OSError as exc:
        progress.close()
        _error("import", f"{args.file}: {exc.strerror or exc}")
        return 2
    progress.close()
    print(shown(summary))
    return 0


# ---------------------------------------------------------------------------------- sets
def run_sets(args: argparse.Namespace) -> int:
    store = _open_store(args, "sets")
    if store is None:
        return 1
    with store:
        infos = store.sets()
        # The rating so far; None before the first rated game (not the -100 of an empty set).
        rows = [(info, store.set_standings(info.id).rating.rating if info.rated_games else None) for info in infos]
        closed = {c.set_id for c in store.stars_history()}  # one query, not one per set
    if args.json:
        for info, rating in rows:
            print(json.dumps({"id": info.id, "title": info.title, "month": info.month, "field": info.field,
                              "cards": info.cards, "deals": info.deals, "results": info.results,
                              "rated_games": info.rated_games, "practice_games": info.practice_games,
                              "rating": rating, "closed": info.id in closed}))
        return 0
    if not rows:
        print("no sets yet; add one with: dokodesk import FILE (or dokodesk generate)")
        return 0
    id_width = max(len(info.id) for info, _ in rows)
    title_width = min(40, max(len(shown(info.title or "")) for info, _ in rows))
    for info, rating in rows:
        title = shown(info.title or "")[:title_width]
        rating_text = "–" if rating is None else f"{rating:+.2f}"
        print(f"{info.id:<{id_width}}  {title:<{title_width}}  {info.deals:>4} {noun(info.deals, 'deal'):<5}  "
              f"{info.results:>9,} {noun(info.results, 'result'):<7}  "
              f"{info.rated_games:>4} rated  rating {rating_text:>8}" + ("  closed" if info.id in closed else ""))
    return 0


# ----------------------------------------------------------------------------- standings
def format_standings(standings: Standings) -> str:
    lines = [f"{standings.set_id}" + (f"  {shown(standings.title)}" if standings.title else "")]
    played = list(standings.touched.values())  # the deals not "available", in order
    if played:
        lines.append(f"{'deal':>5}  {'state':<11} {'seat':>4}  {'party':<6} {'points':>6}  {'field':>7}  {'Dodge':>7}")
    for d in played:
        party = "" if d.party is None else ("Re", "Kontra")[d.party]
        own = "" if d.own_points is None else f"{d.own_points:+d}"
        seat = "" if d.seat is None else str(d.seat)
        if d.state == "rated":
            dodge = "no field" if d.dodge_points is None else f"{d.dodge_points:+.1f}"
        else:
            dodge = ""
        state = d.state + (f" +{d.practice_games}p" if d.practice_games and d.state == "rated" else "")
        lines.append(f"{d.number:>5}  {state:<11} {seat:>4}  {party:<6} {own:>6}  {d.field_size:>7,}  {dodge:>7}")
    r = standings.rating
    lines.append(f"rated games {r.games}" + (f" (+{r.pending} without a field yet)" if r.pending else "")
                 + f", {r.games_to_go} to {r.obligatory}")
    lines.append(f"Dodge points {r.dodge_points:+.1f}, penalty {r.penalty:,}, rating {r.rating:+.2f}")
    if standings.closed:
        lines.append(f"closed: stars {'★' * standings.stars_before} → {'★' * standings.stars_after} "
                     f"({standings.stars_delta:+d}); only practice from now on")
    else:
        lines.append(f"stars {'★' * standings.stars_before} now; {'★' * standings.stars_after} if the set ended "
                     f"now ({standings.stars_delta:+d})")
    return "\n".join(lines)


def run_standings(args: argparse.Namespace) -> int:
    if not _SET_ID.fullmatch(args.set_id):
        _error("standings", f"{args.set_id!r} is not a set id (1 to 64 characters of A-Z a-z 0-9 . _ -; "
                            "see dokodesk sets)")
        return 2
    store = _open_store(args, "standings")
    if store is None:
        return 1
    with store:
        try:
            standings = store.set_standings(args.set_id)
        except KeyError:
            _error("standings", f"no set {args.set_id!r} in the database (see dokodesk sets)")
            return 1
    if args.json:
        print(json.dumps(standings.to_json()))
    else:
        print(format_standings(standings))
    return 0


# ---------------------------------------------------------------------------- close, stars
def _stars(count: int) -> str:
    return "★" * count + "☆" * (3 - count)


def format_closed(closed: ClosedSet) -> str:
    if closed.rating is None:
        return f"{closed.set_id}: no rated game, not rated; stars stay {_stars(closed.stars_after)}"
    return (f"{closed.set_id}: {counted(closed.games, 'rated game')}, rating {closed.rating:+.2f}, "
            f"stars {_stars(closed.stars_before)} → {_stars(closed.stars_after)}")


def run_close(args: argparse.Namespace) -> int:
    store = _open_store(args, "close")
    if store is None:
        return 1
    with store:
        try:
            closed = store.close_set(args.set_id)
        except KeyError:
            _error("close", f"no set {args.set_id!r} in the database (see dokodesk sets)")
            return 1
        except StoreError as exc:
            _error("close", str(exc))
            return 1
    if closed.converted_to_practice:
        print(f"dokodesk close: note: {closed.converted_to_practice} unfinished rated game(s) on the set "
              "are practice now", file=sys.stderr)
    print(json.dumps(closed.to_json()) if args.json else format_closed(closed))
    return 0


def run_stars(args: argparse.Namespace) -> int:
    store = _open_store(args, "stars")
    if store is None:
        return 1
    with store:
        stars, history = store.stars(), store.stars_history()
    if args.json:
        print(json.dumps({"stars": stars, "history": [c.to_json() for c in history]}))
        return 0
    print(f"stars {_stars(stars)} ({stars})")
    for closed in history:
        month = f" ({shown(closed.month)})" if closed.month else ""
        print(f"  {closed.closed_at[:10]}  {format_closed(closed)}{month}")
    if not history:
        print("  no set closed yet (dokodesk close SET_ID)")
    return 0


# --------------------------------------------------------------------------------- rally
def rally_lines(result: Rally) -> Iterator[str]:
    """The rally as text, a line at a time (a club's archive may have millions of results)."""
    yield f"set {result.set_id}: {counted(len(result.results), 'result')}"
    for r in result.results:
        names = r.result.players
        who = "" if names is None else "  " + " ".join(shown(name) for name in names)
        yield (f"deal {r.deal:>3} result {r.index:>3}: Re {r.result.re_points:+3d}  "
               f"Re {_signed(r.re_dodge):>6}  Kontra {_signed(r.kontra_dodge):>6}{who}")
    if result.players:
        width = max(6, max(len(shown(p.name)) for p in result.players))
        yield ""
        yield f"{'player':<{width}}  {'games':>5}  {'Dodge':>8}  {'penalty':>7}  {'rating':>8}  stars"
        for p in result.players:
            r = p.rating
            yield (f"{shown(p.name):<{width}}  {r.games:>5}  {r.dodge_points:>+8.1f}  {r.penalty:>7,}  "
                   f"{r.rating:>+8.2f}  {p.stars_delta:+d}")


def _write_rally_json(result: Rally, out: TextIO) -> None:
    """`result.to_json()` as one JSON object, written a result at a time."""
    out.write('{"results": [')
    for i, r in enumerate(result.results):
        out.write((", " if i else "") + json.dumps(r.to_json()))
    out.write('], "players": ' + json.dumps([p.to_json() for p in result.players]) + "}\n")


def run_rally(args: argparse.Namespace) -> int:
    try:
        dodge_set = read_set(args.set_file)
        files = [read_results(path, dodge_set) for path in args.results_files]
    except SetFileError as exc:
        _print_problems(exc, sys.stderr)
        _error("rally", f"{exc.source}: {count_words(exc.total)}")
        return 1
    except OSError as exc:
        _error("rally", f"{exc.filename}: {exc.strerror or exc}")
        return 2
    result = rally(dodge_set, files)
    for warning in result.warnings:
        print(f"dokodesk rally: warning: {shown(warning)}", file=sys.stderr)
    if args.json:
        _write_rally_json(result, sys.stdout)
    else:
        for line in rally_lines(result):
            print(line)
    return 0
