"""Side by side: the player's game and one game of the field on the same deal, trick by trick,
at the player's seat. The field's games can be filtered by announcement and by result; the
first choice is the best game of the field for the player's party."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox, QDialog, QHBoxLayout, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from dokodesk.app.analysis_panel import card_text
from dokodesk.app.texts import party_name
from dokodesk.rules import Call, Card, Deal, Game, parse_event

ANY, ANNOUNCED, SILENT, RE_SAID, KONTRA_SAID = range(5)
RESULT_ANY, RESULT_MORE, RESULT_LESS, RESULT_SAME = range(4)


@dataclass(frozen=True)
class FieldGame:
    label: str
    log: tuple[str, ...]
    re_points: int
    calls: frozenset[str] | None = None  # the calls in `log` (see calls_in_json), else read from it


def calls_in(log: Sequence[str]) -> set[str]:
    out = set()
    for token in log:
        what = parse_event(token)[1]
        if isinstance(what, Call):
            out.add(what.value)
    return out


# A call in a log's JSON text: "2:re", "0:90", … (a card's code is never a call's word).
_CALL_IN_JSON = re.compile(r'"[0-3]:(%s)"' % "|".join(re.escape(c.value) for c in Call))


def calls_in_json(log_json: str) -> frozenset[str]:
    """`calls_in` of a log still in its JSON text (the field's games come so from the database):
    one regex pass, where decoding 2,000 logs and parsing their events took 100s of ms."""
    return frozenset(_CALL_IN_JSON.findall(log_json))


def matches(game: FieldGame, announcement: int, result: int, own_points: int, sign: int) -> bool:
    """Whether a field game passes the filters (points for the player's party: `sign`)."""
    calls = game.calls if game.calls is not None else calls_in(game.log)
    if announcement == ANNOUNCED and not calls:
        return False
    if announcement == SILENT and calls:
        return False
    if announcement == RE_SAID and "re" not in calls:
        return False
    if announcement == KONTRA_SAID and "kontra" not in calls:
        return False
    points = sign * game.re_points
    if result == RESULT_MORE and points <= own_points:
        return False
    if result == RESULT_LESS and points >= own_points:
        return False
    if result == RESULT_SAME and points != own_points:
        return False
    return True


def trick_rows(deal: Deal, log: Sequence[str], seat: int, names: Sequence[str]) -> list[tuple[str, str | None]]:
    """Per trick: a line "Kreuz Dame (You) · Karo Neun (Anna) … → Anna" (calls in brackets), and
    the card the seat played in it (code)."""
    game = Game(deal)
    rows: list[tuple[str, str | None]] = []
    parts: list[str] = []
    mine: str | None = None
    for token in log:
        s, what = parse_event(token)
        game.apply(token)
        if isinstance(what, Card):
            parts.append(f"{card_text(what.code)} ({names[s]})")
            if s == seat:
                mine = what.code
            if not game.current_trick:  # the trick is complete
                winner = game.tricks[-1].winner
                rows.append((" · ".join(parts) + f" → {names[winner]}", mine))
                parts, mine = [], None
        else:
            parts.append(f"[{names[s]}: {what.german}]")
    if parts:
        rows.append((" · ".join(parts), mine))
    return rows


class CompareDialog(QDialog):
    """Your game beside a field game, trick by trick; tricks where your seat played another card
    are marked."""

    def __init__(self, deal: Deal, seat: int, own_log: Sequence[str], field: Sequence[FieldGame],
                 names: Sequence[str], parent: QWidget | None = None, select: int | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare with the field"))
        self.resize(980, 560)
        self.deal, self.seat, self.names = deal, seat, list(names)
        self.own_log = tuple(own_log)
        self.sign = 1 if deal.parties[seat] == 0 else -1
        self.own_points = self.sign * Game.replay(deal, list(own_log)).value().re_points if own_log else 0
        self.field = list(field)
        self.announcement = QComboBox()
        for label, value in ((self.tr("any announcement or none"), ANY), (self.tr("with an announcement"), ANNOUNCED),
                             (self.tr("without announcements"), SILENT), (self.tr("Re said"), RE_SAID),
                             (self.tr("Kontra said"), KONTRA_SAID)):
            self.announcement.addItem(label, value)
        self.result = QComboBox()
        for label, value in ((self.tr("any result"), RESULT_ANY), (self.tr("scored more than you"), RESULT_MORE),
                             (self.tr("scored less than you"), RESULT_LESS), (self.tr("scored the same"), RESULT_SAME)):
            self.result.addItem(label, value)
        self.games = QComboBox()
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Trick"), self.tr("Your game"), self.tr("Field game")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Announcements:")))
        filters.addWidget(self.announcement)
        filters.addWidget(QLabel(self.tr("Result:")))
        filters.addWidget(self.result)
        filters.addWidget(QLabel(self.tr("Field game:")))
        filters.addWidget(self.games, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self.announcement.currentIndexChanged.connect(self._refill)
        self.result.currentIndexChanged.connect(self._refill)
        self.games.currentIndexChanged.connect(self._show)
        self._refill()
        if select is not None:
            self.select_field_game(select)

    def filtered(self) -> list[int]:
        """Indices of the field games passing the filters, the best for the player's party first."""
        a, r = self.announcement.currentData(), self.result.currentData()
        keep = [i for i, g in enumerate(self.field) if matches(g, a, r, self.own_points, self.sign)]
        return sorted(keep, key=lambda i: (-self.sign * self.field[i].re_points, i))

    def select_field_game(self, index: int) -> None:
        k = self.games.findData(index)
        if k >= 0:
            self.games.setCurrentIndex(k)

    def _refill(self) -> None:
        self.games.blockSignals(True)
        self.games.clear()
        for rank, i in enumerate(self.filtered()):
            g = self.field[i]
            label = self.tr("best: {label} ({points:+d})") if rank == 0 else "{label} ({points:+d})"
            self.games.addItem(label.format(label=g.label, points=self.sign * g.re_points), i)
        self.games.blockSignals(False)
        self._show()

    def _show(self) -> None:
        index = self.games.currentData()
        own = trick_rows(self.deal, self.own_log, self.seat, self.names)
        other = trick_rows(self.deal, self.field[index].log, self.seat, self.names) if index is not None else []
        party = party_name(self.deal.parties[self.seat])
        if index is None:
            self.summary.setText(self.tr("No field game passes these filters."))
        else:
            self.summary.setText(self.tr("{party} points: yours {own:+d}, the field game's {other:+d}").format(
                party=party, own=self.own_points, other=self.sign * self.field[index].re_points))
        n = max(len(own), len(other))
        self.table.setRowCount(n)
        differ = QBrush(QColor("#fde7c8"))
        for row in range(n):
            a = own[row] if row < len(own) else ("", None)
            b = other[row] if row < len(other) else ("", None)
            cells = (str(row + 1), a[0], b[0])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if a[1] != b[1] and col:
                    item.setBackground(differ)  # your seat played another card here
                    item.setToolTip(self.tr("Your seat played another card in this trick"))
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
