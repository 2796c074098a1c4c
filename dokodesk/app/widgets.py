"""Small widget helpers the pages share."""

from __future__ import annotations

import html

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


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` as written: Qt renders any tooltip that looks like markup as
    rich text, so text from a file (a set title, a player's name) is escaped and wrapped."""
    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>" if text else ""


def plain_message(text: str) -> str:
    """Text for a message box that shows it as written, also through QMessageBox's static
    helpers (which guess rich text): escaped and wrapped as rich text, line breaks kept."""
    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>"


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
        self.setToolTip(plain_tooltip(text))  # the text may quote a file name
        self.show()
