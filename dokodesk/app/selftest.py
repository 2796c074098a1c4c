"""`dokodesk --self-test`: does this installation work? Meant for a fresh bundle or package.

Runs offscreen (unless QT_QPA_PLATFORM says otherwise) and checks, step by step:

1. Qt starts (a QApplication, so QtWidgets is there) with the app's desktop-file id;
2. the 25 card pictures (24 faces and the back) load as valid SVGs;
   painting them keeps every reference to None (PySide6 6.12.0 lost one per drawPixmap,
   which ended long sessions in `Fatal Python error: none_dealloc`);
3. the app icon loads;
4. the bundled demo set reads and verifies (every logged game is replayed);
5. one full game of the demo set's first deal, played by bots, scores consistently: 12 (or
   10) tricks, 240 Augen, and the same game value from the engine, from a replay of its log
   and from the batch verifier (numpy).

Prints one line per step and returns 0 when every step passed, 1 otherwise. Touches no data
directory and no database.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
import traceback
from typing import Callable

from dokodesk.resources import APP_ID, resource_path, resource_root
from dokodesk.terminal import counted

CARD_CODES = [rank + suit for rank in "9TJQKA" for suit in "CSHD"] + ["back"]
DEMO_SET = ("demo", "dodge-demo.json.gz")
SEED = 20261130  # the bots' random generator: the self-test plays the same game every time


class StepFailed(Exception):
    """A step's failure, with the message to print."""


class _Report:
    def __init__(self, out) -> None:
        self.out = out
        self.failed: list[str] = []

    def step(self, name: str, check: Callable[[], str]) -> object:
        started = time.perf_counter()
        try:
            detail = check()
        except StepFailed as exc:
            self._line("FAIL", name, str(exc), started)
            self.failed.append(name)
            return None
        except Exception as exc:  # an unexpected error is a failure of this step, not a crash
            self._line("FAIL", name, f"{type(exc).__name__}: {exc}", started)
            traceback.print_exc(file=self.out)
            self.failed.append(name)
            return None
        self._line("ok", name, detail, started)
        return True

    def _line(self, status: str, name: str, detail: str, started: float) -> None:
        ms = (time.perf_counter() - started) * 1000
        print(f"[{status:>4}] {name}: {detail} ({ms:.0f} ms)", file=self.out, flush=True)


def run_self_test(args: argparse.Namespace | None = None, out=None) -> int:
    out = out if out is not None else sys.stdout
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from dokodesk import __version__

    frozen = "bundle" if getattr(sys, "frozen", False) else "python"
    print(f"dokodesk {__version__} self-test ({frozen}, Python {platform.python_version()}, "
          f"{platform.system()} {platform.machine()})", file=out)
    print(f"resources: {resource_root()}", file=out, flush=True)
    report = _Report(out)
    state: dict[str, object] = {}

    report.step("Qt", lambda: _start_qt(state))
    if "app" not in state:
        print("self-test FAILED: Qt did not start, nothing else can be checked", file=out)
        return 1
    report.step("card art", _card_art)
    report.step("painting", _painting)
    report.step("app icon", _app_icon)
    report.step("demo set", lambda: _demo_set(state))
    report.step("bot game", lambda: _bot_game(state))

    if report.failed:
        print(f"self-test FAILED: {', '.join(report.failed)}", file=out)
        return 1
    print("self-test passed", file=out)
    return 0


# ------------------------------------------------------------------------------ steps
def _start_qt(state: dict) -> str:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    QGuiApplication.setDesktopFileName(APP_ID)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "dokodesk"])
    state["app"] = app
    if QGuiApplication.desktopFileName() != APP_ID:
        raise StepFailed(f"desktop file name is {QGuiApplication.desktopFileName()!r}, not {APP_ID!r}")
    return (f"Qt {qVersion()}, PySide6 {pyside_version}, platform {QGuiApplication.platformName()}, "
            f"desktop file {APP_ID}")


def _card_art() -> str:
    from PySide6.QtSvg import QSvgRenderer

    folder = resource_path("cards")
    if not folder.is_dir():
        raise StepFailed(f"no card folder at {folder}")
    bad = []
    for code in CARD_CODES:
        path = folder / f"{code}.svg"
        if not path.is_file() or not QSvgRenderer(str(path)).isValid():
            bad.append(path.name)
    if bad:
        raise StepFailed(f"{len(bad)} of {len(CARD_CODES)} card SVGs missing or invalid in {folder}: "
                         + ", ".join(bad))
    if not (folder / "LICENSE.txt").is_file():
        raise StepFailed(f"the card art's LICENSE.txt is missing from {folder}")
    return f"{len(CARD_CODES)} SVGs valid, LICENSE.txt present"


PAINTS = 500


def _painting() -> str:
    import gc

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage, QPainter, QPixmap

    if sys.version_info >= (3, 12):
        return "None is immortal on this Python; nothing to check"
    pixmap = QPixmap(40, 56)
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    gc.collect()
    before = sys.getrefcount(None)
    painter = QPainter(image)
    for _ in range(PAINTS):
        painter.drawPixmap(QPointF(3, 4), pixmap)
    painter.end()
    gc.collect()
    lost = before - sys.getrefcount(None)
    if lost >= PAINTS // 2:
        raise StepFailed(f"PySide6 {pyside_version} loses a reference to None on every "
                         f"QPainter.drawPixmap ({lost} in {PAINTS} calls); a long session would "
                         "crash. Use another PySide6 release (6.12.0 is known to leak).")
    return f"{PAINTS} drawPixmap calls, no reference to None lost (PySide6 {pyside_version})"


def _app_icon() -> str:
    from PySide6.QtGui import QIcon

    path = resource_path("icons", f"{APP_ID}.svg")
    icon = QIcon(str(path))
    if not path.is_file() or icon.isNull() or icon.pixmap(64, 64).isNull():
        raise StepFailed(f"the app icon does not load from {path}")
    return path.name


def _demo_set(state: dict) -> str:
    from dokodesk.dodge.setfile import SetFileError, read_set

    path = resource_path(*DEMO_SET)
    if not path.is_file():
        raise StepFailed(f"the demo set is missing: {path} does not exist "
                         "(the bundle or package was built without resources/demo)")
    try:
        dodge_set = read_set(path)
    except SetFileError as exc:
        raise StepFailed(f"the demo set does not read: {exc}") from None
    state["set"] = dodge_set
    logs = sum(1 for d in dodge_set.deals for r in d.results if r.log is not None)
    return (f"{path.name}: set {dodge_set.id}, {counted(len(dodge_set.deals), 'deal')}, "
            f"{counted(dodge_set.result_count, 'result')} ({counted(logs, 'log')} replayed)")


def _bot_game(state: dict) -> str:
    from dokodesk.dodge.verify import verify_logs
    from dokodesk.rules import Game

    dodge_set = state.get("set")
    if dodge_set is not None:
        first = min(dodge_set.deals, key=lambda d: d.number)
        deal, where = first.deal, f"demo deal {first.number}"
    else:  # still exercise the engine and the bots, but the step before has failed already
        from dokodesk.dodge.generator import generate_deals

        deal, where = generate_deals(1, "self-test")[0], "a generated deal (no demo set)"
    rng = random.Random(SEED)
    game, players = _play(deal, rng)
    ruleset = deal.ruleset
    if not game.is_over:
        raise StepFailed(f"the game stopped after {counted(len(game.tricks), 'trick')}")
    if len(game.tricks) != ruleset.tricks:
        raise StepFailed(f"{counted(len(game.tricks), 'trick')} played, expected {ruleset.tricks}")
    value = game.value()
    if sum(value.augen) != 240:
        raise StepFailed(f"the Augen add up to {sum(value.augen)}, not 240")
    replayed = Game.replay(deal, game.log).value().re_points
    if replayed != value.re_points:
        raise StepFailed(f"the game scored Re {value.re_points:+d}, its replayed log {replayed:+d}")
    checked = verify_logs([deal], [0], [game.log])
    if not bool(checked.ok[0]) or int(checked.re_points[0]) != value.re_points:
        raise StepFailed(f"the batch verifier disagrees: ok={bool(checked.ok[0])}, "
                         f"Re {int(checked.re_points[0]):+d} instead of {value.re_points:+d}")
    return f"{where}, {players}: {counted(len(game.log), 'event')}, {value.describe()}"


def _play(deal, rng: random.Random):
    """One full game: by the registered bots when dokodesk.bots offers them, else random cards."""
    from dokodesk import bots as bots_package

    make_bot = getattr(bots_package, "make_bot", None)
    play_game = getattr(bots_package, "play_game", None)
    registry = getattr(bots_package, "BOTS", None)
    if make_bot is not None and play_game is not None and registry:
        name = list(registry)[-1]  # the registry runs weakest first: the bot people play against
        game = play_game(deal, [make_bot(name) for _ in range(4)], rng)
        return game, f"4 × bot {name!r}"
    from dokodesk.rules import Game

    game = Game(deal)
    while not game.is_over:
        seat = game.turn
        game.play(seat, rng.choice(game.legal_cards(seat)))
    return game, "random legal cards (dokodesk.bots has no make_bot/play_game/BOTS yet)"
