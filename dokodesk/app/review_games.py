"""Review's list of games (`review_page`): the player's own games, then the field's logged
games on the same deal, maybe 100,000 of them, each labelled only when the list shows it."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QStyledItemDelegate

from dokodesk.app.field_games import FieldGames
from dokodesk.app.traveller import players_label
from dokodesk.app.widgets import plain_tooltip


class ReviewGamesModel(QAbstractListModel):
    """Review's list of games: the own ones, then the field's logged games (maybe 100,000),
    each labelled only when the list shows it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.own: list[tuple[str, list[str]]] = []
        self.field = FieldGames([], [], [])

    def set_games(self, own, field=None) -> None:
        self.beginResetModel()
        self.own = list(own)
        self.field = field if isinstance(field, FieldGames) else FieldGames.from_results(field or ())
        self.endResetModel()

    def add_field(self, field) -> None:
        """The field's games arrive (review shows the own games meanwhile)."""
        if not isinstance(field, FieldGames):
            field = FieldGames.from_results(field)
        if not len(field):
            return
        start = len(self.own)
        self.beginInsertRows(QModelIndex(), start, start + len(field) - 1)
        self.field = field
        self.endInsertRows()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.own) + len(self.field)

    def log(self, row: int) -> list[str]:
        if row < len(self.own):
            return list(self.own[row][1])
        return self.field.log(row - len(self.own))

    def who(self, i: int, players=...) -> str:
        """Who played field game i: its players (`players`: as read already), else its table."""
        players = self.field.players(i) if players is ... else players
        return players_label(players) if players else self.tr("table {n}").format(n=i + 1)

    def compare_labels(self, games) -> list[tuple[str, str]]:
        """(label, who) of field games (CompareGame), as label() and who() give them, each text
        translated once for all (2,000 games: two Qt calls each took ~25 ms)."""
        table, field = self.tr("table {n}"), self.tr("Field: {who} (Re {points:+d})")
        out = []
        for game in games:
            who = players_label(game.players) if game.players else table.format(n=game.index + 1)
            out.append((field.format(who=who, points=game.re_points), who))
        return out

    def label(self, row: int, who: str | None = None) -> str:
        if row < len(self.own):
            return self.own[row][0]
        i = row - len(self.own)
        return self.tr("Field: {who} (Re {points:+d})").format(who=self.who(i) if who is None else who,
                                                              points=int(self.field.re_points[i]))

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if index.isValid() and role == Qt.ItemDataRole.DisplayRole:
            return self.label(index.row())
        if index.isValid() and role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self.label(index.row()))
        return None


class RoomyRows(QStyledItemDelegate):
    """Rows of a list as roomy as a menu's items: a bare list view packed the game list's
    rows edge to edge, and their text read tiny next to the page's buttons."""

    def sizeHint(self, option, index):  # noqa: N802 (Qt's name)
        size = super().sizeHint(option, index)
        size.setHeight(max(size.height(), option.fontMetrics.height() + 10))
        return size
