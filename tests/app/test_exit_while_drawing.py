"""A window closed while the card art is still being drawn (in its thread) must not crash the
process: Qt was torn down under a running painter ("QPaintDevice: Cannot destroy paint device
that is being painted", signal 11), about one start in ten with `--startup-time`."""

from __future__ import annotations

import os
import subprocess
import sys

import dokodesk.app.card_art as card_art
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


def test_stop_ends_the_drawing_thread(qapp, monkeypatch):
    monkeypatch.setattr(card_art, "_MASTERS", {})  # nothing drawn yet in this process
    art = CardArt()
    art.stop()
    assert not art._master_thread.is_alive()
    drawn = len(art._masters)
    assert drawn < 25  # stopped before the whole deck (a face takes ~10 ms)
    assert art.pixmap(None, 40).width() == 40  # still draws, without the thread


def test_a_second_art_takes_the_faces_drawn_for_the_first(qapp, monkeypatch):
    """Every window drew the whole deck anew in its own thread (0.24 s of CPU, mostly holding
    the interpreter lock): a window made again (another language) and every test's window. The
    faces are drawn once a process; an art stopped half-way leaves the rest to the next one."""
    monkeypatch.setattr(card_art, "_MASTERS", {})
    first = CardArt()
    first.stop()  # at once: a few faces at most
    assert len(card_art._MASTERS) < 25
    second = CardArt()
    assert second._master_thread is not None  # draws what the first did not
    second.wait_drawn()
    assert len(card_art._MASTERS) == 25
    drawn = dict(card_art._MASTERS)
    third = CardArt()
    assert third._master_thread is None  # nothing left to draw: no thread
    third.wait_drawn()
    third.stop()
    assert all(card_art._MASTERS[code] is image for code, image in drawn.items())  # the same images
    assert third.pixmap(None, 40).width() == 40
