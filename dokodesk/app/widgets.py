"""Small widget helpers the pages share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


def heading(text: str = "", scale: float = 1.4) -> QLabel:
    """A bold label `scale` times the normal font size (page titles, key figures)."""
    label = QLabel(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


class SaveNotice(QLabel):
    """A notice in the status bar that stays (no timeout, not cleared with the page) until it is
    hidden: saving fails, and says so once instead of a dialog per move."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # an error text may quote a file name
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { color: #a00000; font-weight: bold; }")
        self.setAccessibleName("save notice")
        self.hide()

    def show_text(self, text: str) -> None:
        self.setText(text)
        self.setToolTip(text)
        self.show()
