"""Small widget helpers the pages share."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def heading(text: str = "", scale: float = 1.4) -> QLabel:
    """A bold label `scale` times the normal font size (page titles, key figures)."""
    label = QLabel(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label
