"""Card pictures: the vendored SVG deck rendered once per size into cached pixmaps."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from dokodesk.resources import resource_path
from dokodesk.rules import CARDS, Card

CARD_ASPECT = 336 / 240  # height / width of the vendored faces
MASTER_WIDTH = 240  # faces are drawn once at this width (off the GUI thread) and scaled down
# The faces drawn at MASTER_WIDTH, kept for the process: a window made again (another language, a
# test's window) takes them as they are instead of drawing the deck anew (0.24 s of CPU, with the
# interpreter lock held for most of it). QImage is read-only once stored here, safe to share.
_MASTERS: dict[str, QImage] = {}


class CardArt:
    """Renders card faces and the back; pixmaps are cached per (code, size, device ratio)."""

    def __init__(self) -> None:
        folder = resource_path("cards")
        self._renderers: dict[str, QSvgRenderer] = {}
        for code in [c.code for c in CARDS] + ["back"]:
            renderer = QSvgRenderer(str(folder / f"{code}.svg"))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art missing or broken: {folder / (code + '.svg')}")
            self._renderers[code] = renderer
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}
        # One SVG render costs ~7 ms: a hand of twelve at a new size held the window 90 ms,
        # the review page's four hands 170 ms. A thread renders every face once into an image
        # at the deck's own width; a new size is then a smooth scale (well under a millisecond per face).
        self._masters = _MASTERS
        self._stop = threading.Event()
        self._master_thread: threading.Thread | None = None
        if any(code not in _MASTERS for code in self._renderers):
            # joined at exit (stop): Qt aborts under a running painter
            self._master_thread = threading.Thread(target=self._render_masters, args=(folder,),
                                                   name="dokodesk-card-art")
            self._master_thread.start()

    def _render_masters(self, folder) -> None:
        height = round(MASTER_WIDTH * CARD_ASPECT)
        for code in list(self._renderers):
            if self._stop.is_set():
                return
            if code in self._masters:  # drawn for an earlier window
                continue
            renderer = QSvgRenderer(str(folder / f"{code}.svg"))  # this thread's own renderer
            image = QImage(MASTER_WIDTH, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            renderer.render(painter, QRectF(0, 0, MASTER_WIDTH, height))
            painter.end()
            self._masters[code] = image  # a dict store is atomic: the GUI thread sees all or nothing
            time.sleep(0.005)  # render() holds the GIL (~10 ms a face here): let the window run between faces

    def wait_drawn(self) -> None:
        """Until every face is drawn at MASTER_WIDTH (by this art's thread or an earlier one)."""
        if self._master_thread is not None:
            self._master_thread.join()

    def stop(self) -> None:
        """End the rendering thread (after the face it draws): before Qt is torn down. A painter
        still running when the application object goes crashed the process at exit
        ("QPaintDevice: Cannot destroy paint device that is being painted", signal 11) when
        the window closed within the first moments, as `--startup-time` does."""
        self._stop.set()
        if self._master_thread is not None:
            self._master_thread.join()

    def pixmap(self, card: Card | None, width: int, ratio: float = 1.0) -> QPixmap:
        """The face of `card` (or the back for None), `width` logical pixels wide."""
        code = card.code if card is not None else "back"
        height = round(width * CARD_ASPECT)
        key = (code, width, height, ratio)
        cached = self._cache.get(key)
        master = self._masters.get(code)
        if cached is None and master is not None and width * ratio <= MASTER_WIDTH:
            image = master.scaled(round(width * ratio), round(height * ratio),
                                  Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
            cached = QPixmap.fromImage(image)
            cached.setDevicePixelRatio(ratio)
            self._cache[key] = cached
        if cached is None:  # the master is not drawn yet (the first moments) or too small
            cached = QPixmap(QSize(round(width * ratio), round(height * ratio)))
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderers[code].render(painter, QRectF(0, 0, width * ratio, height * ratio))
            painter.end()
            cached.setDevicePixelRatio(ratio)
            self._cache[key] = cached
        return cached
