"""The Qt desktop app. Only this package imports Qt."""

from __future__ import annotations

import argparse
import os
import sys

from dokodesk.dodge.setfile.parsing import share_the_lock

# The window's process: a worker that reads a set or results file parses it in pieces, so that the
# window gets the interpreter lock between them (the command line, which never loads this
# package, parses in one C call). Here, not in run_app: whatever loads the window (its tests,
# benchmarks/bench_import_stall.py) reads files as the app does.
share_the_lock()


def _ensure_platform() -> None:
    """With no display at all (a server, CI), run offscreen instead of failing to start."""
    if sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM") \
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        print("dokodesk: no display found; running offscreen", file=sys.stderr)


def run_app(args: argparse.Namespace) -> int:
    _ensure_platform()
    from dokodesk.app.main import main

    return main(args)
