"""A window closed while the card art is still being drawn (in its thread) must not crash the
process: Qt was torn down under a running painter ("QPaintDevice: Cannot destroy paint device
that is being painted", signal 11), about one start in ten with `--startup-time`."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from dokodesk.app.card_art import CardArt

# The faces drawn slowly (60 ms each, 25 faces): the window closes long before the last one.
SLOW_ART = """
import sys, time
from PySide6.QtSvg import QSvgRenderer
import dokodesk.app.card_art as card_art

class Slow(QSvgRenderer):
    def render(self, *args):
        time.sleep(0.06)
        return super().render(*args)

card_art.QSvgRenderer = Slow
from dokodesk.cli import main
raise SystemExit(main(sys.argv[1:]))
"""


def test_closing_while_the_card_art_is_drawn_exits_cleanly(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", SLOW_ART, "--data-dir", str(tmp_path / "data"), "--startup-time"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "startup to interactive window" in done.stdout
    assert "being painted" not in done.stderr


def test_stop_ends_the_drawing_thread(qapp):
    art = CardArt()
    art.stop()
    assert not art._master_thread.is_alive()
    drawn = len(art._masters)
    assert drawn < 25  # stopped before the whole deck (a face takes ~10 ms)
    assert art.pixmap(None, 40).width() == 40  # still draws, without the thread
