"""The tricks of the game so far, at the table (issue 39.7: the player could see the last trick
only, with L): one row per completed trick with who led, the four cards in play order, who took
it and its Augen. Shown and hidden with T or the table page's "All tricks" button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from dokodesk.app.texts import card_name
from dokodesk.app.widgets import plain_tooltip


def trick_rows(tricks, names: list[str]) -> list[tuple[str, str, str, str, str]]:
    """Per completed trick: its number, who led, its cards in play order, who took it, its Augen."""
    return [(str(k), names[t.leader], ", ".join(card_name(card) for _seat, card in t.cards), names[t.winner],
             str(t.augen)) for k, t in enumerate(tricks, 1)]


class TrickHistory(QTableWidget):
    """The completed tricks, the latest at the bottom and scrolled into view. Text only: the
    names are set as plain text, never read as markup."""

    NUMBER, LEADER, CARDS, WINNER, AUGEN = range(5)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, 5, parent)
        self.setHorizontalHeaderLabels([self.tr("Trick"), self.tr("Led by"), self.tr("Cards in play order"),
                                        self.tr("Taken by"), self.tr("Augen")])
        self.setAccessibleName(self.tr("Tricks so far"))
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the cards
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.horizontalHeader()
        for column in range(5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.CARDS, QHeaderView.ResizeMode.Stretch)
        self._rows: list[tuple[str, ...]] = []

    def show_tricks(self, tricks, names: list[str]) -> None:
        """The rows of `tricks` (the game's completed ones); rebuilt only when they changed (a
        trick taken, an undo, a new game), so a player's scrolling stays put between cards."""
        rows = trick_rows(tricks, names)
        if rows == self._rows:
            return
        added = len(rows) > len(self._rows)
        self._rows = rows
        self.setRowCount(len(rows))
        for r, (row, trick) in enumerate(zip(rows, tricks)):
            played = "\n".join(f"{names[seat]}: {card_name(card)}" for seat, card in trick.cards)
            for column, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tooltip(played))
                if column in (self.NUMBER, self.AUGEN):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, column, item)
        if added:
            self.scrollToBottom()

    def rows(self) -> list[tuple[str, ...]]:
        """The texts on show, row by row."""
        return [tuple(self.item(r, c).text() for c in range(self.columnCount())) for r in range(self.rowCount())]
