"""Card pictures: the vendored SVG deck rendered once per size into cached pixmaps."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from dokodesk.resources import resource_path
from dokodesk.rules import CARDS, Card

CARD_ASPECT = 336 / 240  # height / width of the vendored faces


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

    def pixmap(self, card: Card | None, width: int, ratio: float = 1.0) -> QPixmap:
        """The face of `card` (or the back for None), `width` logical pixels wide."""
        code = card.code if card is not None else "back"
        height = round(width * CARD_ASPECT)
        key = (code, width, height, ratio)
        cached = self._cache.get(key)
        if cached is None:
            cached = QPixmap(QSize(round(width * ratio), round(height * ratio)))
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderers[code].render(painter, QRectF(0, 0, width * ratio, height * ratio))
            painter.end()
            cached.setDevicePixelRatio(ratio)
            self._cache[key] = cached
        return cached
