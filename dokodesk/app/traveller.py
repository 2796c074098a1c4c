"""The traveller, as bridge players know it: every result of the field on one deal, one row per
table, sortable, with the player's own game highlighted. A double-click asks to replay that
game in review."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from dokodesk.app.texts import number, party_name
from dokodesk.dodge.points import dodge_points
from dokodesk.rules import Deal, Game
from dokodesk.rules.deal import KONTRA, RE

MAX_REPLAYED = 1000  # logs replayed for announcements and Augen (~0.2 ms each); beyond, points only
OWN_ROW = QColor("#fce8b2")


@dataclass(frozen=True)
class TravellerRow:
    label: str  # "You", the field table's players or its number
    re_points: int
    calls: str | None  # "Re, keine 90 · Kontra"; None: no log
    augen_re: int | None
    review_index: int | None  # the game's place in review's list (None: no log to replay)
    own: bool = False
    winner: int | None = None  # RE or KONTRA by the game's log; None: unknown or nobody


def calls_text(game: Game) -> str:
    """The announcements of a finished game, per party, as said at the table."""
    parts = []
    for party in (RE, KONTRA):
        said = [a.call.german for a in game.announcements if a.party == party]
        if said:
            parts.append(", ".join(said))
    return " · ".join(parts) if parts else "–"


# Simulated fields name their players by bot kind ("strong"); shown in the UI language. Any
# other name is a person's and stays as the set file spells it.
_BOT_KINDS = {
    "random": QT_TRANSLATE_NOOP("Traveller", "Random"),
    "simple": QT_TRANSLATE_NOOP("Traveller", "Simple"),
    "strong": QT_TRANSLATE_NOOP("Traveller", "Strong"),
    "expert": QT_TRANSLATE_NOOP("Traveller", "Expert"),
}


def player_label(name: str) -> str:
    """A field player's name as the traveller shows it: bot kinds translated, people as named."""
    kind = _BOT_KINDS.get(name)
    return name if kind is None else QCoreApplication.translate("Traveller", kind)


def traveller_rows(deal: Deal, field_re_points, logged, own_log=None, own_label: str = "",
                   field_offset: int | None = None) -> list[TravellerRow]:
    """Rows for the field (`field_re_points`: every result's Re points; `logged`: the results
    with a log, in review's order after the own game) and the player's own game, if any."""
    rows: list[TravellerRow] = []
    offset = 0
    if own_log is not None:
        game = Game.replay(deal, list(own_log))
        value = game.value()
        rows.append(TravellerRow(own_label or QCoreApplication.translate("Traveller", "You"), value.re_points, calls_text(game),
                                 game.augen(RE), 0, own=True, winner=value.winner))
        offset = 1
    if field_offset is not None:  # review lists more own games before the field's
        offset = field_offset
    left = Counter(int(p) for p in np.asarray(field_re_points).ravel())
    for i, result in enumerate(logged):
        who = ", ".join(player_label(p) for p in result.players) if result.players else QCoreApplication.translate("Traveller", "table {n}").format(n=i + 1)
        calls = augen = winner = None
        if i < MAX_REPLAYED:
            game = Game.replay(deal, list(result.log))
            calls, augen, winner = calls_text(game), game.augen(RE), game.value().winner
        rows.append(TravellerRow(who, int(result.re_points), calls, augen, i + offset, winner=winner))
        if left[int(result.re_points)] > 0:
            left[int(result.re_points)] -= 1
    n = len(logged)
    for points in sorted(left.elements()):  # results imported without a log: points only
        n += 1
        rows.append(TravellerRow(QCoreApplication.translate("Traveller", "table {n}").format(n=n), points, None, None, None))
    return rows


class _NumberItem(QTableWidgetItem):
    """Sorts by its number, not its text ("+10" after "+9"; "–" last)."""

    def __init__(self, text: str, value: float | None):
        super().__init__(text)
        self.value = value
        self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine = getattr(self, "value", None)
        theirs = getattr(other, "value", None)
        if mine is None or theirs is None:
            return mine is not None and theirs is None
        return mine < theirs


class TravellerTable(QTableWidget):
    """The traveller of one deal from the player's party's side."""

    replay_requested = Signal(int)  # the game's index in review's list

    COLUMNS = 6

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, self.COLUMNS, parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSortingEnabled(True)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # long player lists elide
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)
        self.setToolTip(self.tr("Double-click a game with a log to replay it in review."))
        self.doubleClicked.connect(self._on_double_click)
        self.rows: list[TravellerRow] = []

    def show_rows(self, rows: list[TravellerRow], party: int) -> None:
        self.rows = rows
        me = party_name(party)
        self.setSortingEnabled(False)
        self.clearContents()
        # short headers, so the numbers fit beside the players' names; the party in the tooltips
        self.setHorizontalHeaderLabels([self.tr("Table"), self.tr("Winner"), self.tr("Announcements"),
                                        self.tr("Augen"), self.tr("Value"), self.tr("Dodge")])
        for column, tip in ((3, self.tr("Augen {party}").format(party=me)),
                            (4, self.tr("Game value {party}").format(party=me)),
                            (5, self.tr("Dodge points {party}").format(party=me))):
            self.horizontalHeaderItem(column).setToolTip(tip)
        self.setRowCount(len(rows))
        sign = 1 if party == RE else -1
        points = np.array([sign * r.re_points for r in rows], dtype=np.int64)
        bold = QFont(self.font())
        bold.setBold(True)
        for r, row in enumerate(rows):
            own = int(points[r])
            others = np.delete(points, r)
            dodge = dodge_points(own, others) if others.size else None
            winner = "–" if row.winner is None else party_name(row.winner)
            augen = None if row.augen_re is None else (row.augen_re if party == RE else 240 - row.augen_re)
            cells = [
                QTableWidgetItem(row.label), QTableWidgetItem(winner), QTableWidgetItem(row.calls or "–"),
                _NumberItem("–" if augen is None else str(augen), augen),
                _NumberItem(f"{own:+d}" if own else "0", own),
                _NumberItem("–" if dodge is None else number(dodge, 1, signed=True), dodge),
            ]
            cells[0].setData(Qt.ItemDataRole.UserRole, r)
            cells[0].setToolTip(row.label)
            for c, item in enumerate(cells):
                if row.own:
                    item.setBackground(QBrush(OWN_ROW))
                    item.setForeground(QBrush(QColor("black")))
                    item.setFont(bold)
                self.setItem(r, c, item)
        self.setSortingEnabled(True)
        self.sortItems(4, Qt.SortOrder.DescendingOrder)
        self.clearSelection()
        own = self.own_row()
        if own is not None:  # the player's own row in view, among the tables with its score
            self.scrollToItem(self.item(own, 0), QAbstractItemView.ScrollHint.PositionAtCenter)

    def own_row(self) -> int | None:
        """The table row (after sorting) of the player's own game."""
        for r in range(self.rowCount()):
            if self.rows[self.item(r, 0).data(Qt.ItemDataRole.UserRole)].own:
                return r
        return None

    def _on_double_click(self, index) -> None:
        row = self.rows[self.item(index.row(), 0).data(Qt.ItemDataRole.UserRole)]
        if row.review_index is not None:
            self.replay_requested.emit(row.review_index)
