"""Small widget helpers the pages share."""

from __future__ import annotations

import html

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
