"""Command line entry points. Imports no Qt at module level: only `dokodesk` without a
subcommand (the GUI) loads the app package."""

from __future__ import annotations

import argparse
import gc
import os
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
             "simulate": "bots", "solve": "bots", "bench": "bots", "league": "league", "analyse": "coach",
             "hint": "coach"}
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


EXIT_UNEXPECTED = 70  # EX_SOFTWARE


def _tolerant_streams() -> None:
    """Names from the command line may carry bytes that are no UTF-8 (Python keeps them as lone
    surrogates); print them escaped rather than fail on them."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass


def log_unexpected(exc: BaseException, data_dir: str | None, context: str) -> str:
    """Append the traceback of an unexpected error to the error log in the data dir (else in the
    user's private runtime folder); returns where it went, or a note that it could not be written."""
    import time
    import traceback

    from dokodesk.private_files import open_append, runtime_dir
    from dokodesk.store.schema import LOG_NAME, prepare_data_dir, resolve_data_dir

    text = (f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} {context}\n"
            + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    candidates = []
    try:
        folder = resolve_data_dir(data_dir)
        prepare_data_dir(folder)
        candidates.append(folder / LOG_NAME)
    except Exception:  # noqa: BLE001 - a broken environment must not hide the first error
        pass
    try:
        # a folder only this user can enter: in the shared temp folder another user could put a
        # link at the log's name (it appended to a file of the victim's)
        candidates.append(runtime_dir() / LOG_NAME)
    except OSError:
        pass
    for path in candidates:
        try:
            with open(open_append(path), "a", encoding="utf-8", errors="backslashreplace") as f:
                f.write(text)
            return str(path)
        except OSError:
            continue
    return "nowhere (no writable place for the error log)"


def main(argv: Sequence[str] | None = None) -> int:
    """The `dokodesk` command. No Python traceback reaches the user: a database fault or a
    refusal is one message; anything unexpected is one line, with the details logged."""
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_streams()
    collecting = gc.isenabled()  # `check` switches the cyclic collector off for its run
    try:
        return _guarded_main(argv)
    finally:
        if collecting:  # a caller in the same process (a test, a script) gets it back
            gc.enable()


def _guarded_main(argv: list[str]) -> int:
    try:
        code = _main(argv)
        sys.stdout.flush()  # the output's last lines: a full disk is told here, not at the exit
        return code
    except KeyboardInterrupt:
        print("dokodesk: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        try:
            sys.stderr.close()
        except OSError:
            pass
        return 1
    except Exception as exc:  # noqa: BLE001 - the last line of defence
        from dokodesk.store.schema import StoreError

        command = _command_of(argv)
        prefix = f"dokodesk {command}" if command in _COMMANDS else "dokodesk"
        if isinstance(exc, StoreError):
            from dokodesk.terminal import shown_lines

            print(f"{prefix}: {shown_lines(exc)}", file=sys.stderr)
            return 1
        if _output_failed(exc):
            print(f"{prefix}: could not write the output: {exc.strerror or exc}", file=sys.stderr)
            return 1
        if isinstance(exc, UnicodeEncodeError) and exc.reason == "surrogates not allowed":
            # Bytes on the command line that are no UTF-8 arrive as lone surrogates; SQLite and
            # the files cannot take them.
            bad = next((arg for arg in argv if any("\udc80" <= ch <= "\udcff" for ch in arg)), "")
            print(f"{prefix}: the argument {bad[:60]!r} is not UTF-8 text; nothing was done", file=sys.stderr)
            return 2
        data_dir = _data_dir_of(argv)
        where = log_unexpected(exc, data_dir, " ".join(["dokodesk", *argv])[:500])
        print(f"{prefix}: unexpected error ({type(exc).__name__}: {str(exc)[:200]}). Nothing more was done; "
              f"the details are in {where}. Please report it.", file=sys.stderr)
        return EXIT_UNEXPECTED


def _output_failed(exc: Exception) -> bool:
    """Whether `exc` is the standard output failing to take what was written (a full disk,
    /dev/full, a device error): an OSError with no file name (the commands report their own
    files' errors with the name) of the kinds a write gives. If so, stdout goes to the null
    device, so that the exit does not fail on what it still holds, with a traceback of its own."""
    import errno

    if not isinstance(exc, OSError) or exc.filename is not None or exc.errno not in (
            errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG, errno.EIO):
        return False
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    return True


def _data_dir_of(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--data-dir" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--data-dir="):
            return arg.split("=", 1)[1]
    return None


def _main(argv: list[str]) -> int:
    if _command_of(argv) == "check":
        # Checking does no linear algebra: numpy's BLAS thread pool would only cost start-up time.
        # Its objects hold no reference cycles either (see run_check): the cyclic collector stays
        # off from here on, while the modules load too, until the command returns (main).
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        gc.disable()
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
    return int(args.handler(args) or 0)
