"""Command line entry points. Imports no Qt at module level: only `dokodesk` without a
subcommand (the GUI) loads the app package."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Sequence

# Each feature registers its subcommands here: (name, add_parser(subparsers)) pairs.
# A registering function adds its parser and sets `handler` via set_defaults.
Registrar = Callable[[argparse._SubParsersAction], None]
SET_FILE_SUFFIXES = (".json", ".json.gz", ".gz")


def _registrars() -> list[Registrar]:
    from dokodesk.bots.cli import register as register_bots
    from dokodesk.dodge.cli import register as register_dodge
    from dokodesk.league.cli import register as register_league
    from dokodesk.store.cli import register as register_store

    return [register_dodge, register_store, register_bots, register_league]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dokodesk",
        description="Dodge (duplicate Doppelkopf) trainer. Without a command, opens the app.",
    )
    parser.add_argument("--data-dir", help="where dokodesk keeps its database "
                        "(default: the user data dir, or $DOKODESK_DATA_DIR)")
    parser.add_argument("--startup-time", action="store_true",
                        help="open the app, print the time until its window is interactive, and quit")
    parser.add_argument("--self-test", action="store_true",
                        help="load the card art and the demo set, play one bot game offscreen, exit 0 when all works")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for register in _registrars():
        register(sub)
    return parser


def _split_open_files(argv: list[str]) -> tuple[list[str], list[str]]:
    """Set files named without a command, and the remaining arguments."""
    files, rest, takes_value = [], [], False
    for arg in argv:
        if takes_value or arg.startswith("-"):
            rest.append(arg)
            takes_value = arg == "--data-dir"
        elif arg.endswith(SET_FILE_SUFFIXES) and Path(arg).is_file():
            files.append(arg)
        else:
            return [], argv  # a command: its arguments are its own
    return files, rest


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    # `dokodesk FILE…` (the desktop entry's "Open with"): the app, importing those files.
    open_files, argv = _split_open_files(argv)
    args = parser.parse_args(argv)
    args.open_files = open_files
    if args.self_test:
        from dokodesk.app.selftest import run_self_test  # Qt only here

        return run_self_test(args)
    if args.command is None:
        from dokodesk.app import run_app  # Qt only here

        return run_app(args)
    try:
        return int(args.handler(args) or 0)
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 1
