"""Command line entry points. Imports no Qt at module level: only `dokodesk` without a
subcommand (the GUI) loads the app package."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Sequence

# Each package registers its subcommands through `register(subparsers)`,
# A registering function adds its parser and sets `handler` via set_defaults.
Registrar = Callable[[argparse._SubParsersAction], None]
SET_FILE_SUFFIXES = (".json", ".json.gz", ".gz")


# Which package registers which command, so that a command loads only its own package.
_COMMANDS = {"check": "dodge", "generate": "store", "import": "store", "sets": "store", "standings": "store",
             "rally": "store", "close": "store", "stars": "store", "bots": "bots", "duel": "bots",
             "simulate": "bots", "league": "league", "analyse": "coach"}
_PACKAGES = ("dodge", "store", "bots", "league", "coach")


def _registrars(packages: Sequence[str] = _PACKAGES) -> list[Registrar]:
    import importlib

    return [importlib.import_module(f"dokodesk.{name}.cli").register for name in packages]


def _command_of(argv: Sequence[str]) -> str | None:
    """The subcommand named in `argv`, if any (skipping the top-level options)."""
    takes_value = False
    for arg in argv:
        if takes_value:
            takes_value = False
        elif arg == "--data-dir":
            takes_value = True
        elif not arg.startswith("-"):
            return arg
    return None


def build_parser(packages: Sequence[str] = _PACKAGES) -> argparse.ArgumentParser:
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
    for register in _registrars(packages):
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
    command = _COMMANDS.get(_command_of(argv) or "")
    parser = build_parser([command] if command else _PACKAGES)
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
