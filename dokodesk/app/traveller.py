"""The traveller, as bridge players know it: every result of the field on one deal, one row per
table, sortable, with the player's own game highlighted. A double-click asks to replay that
game in review.

A field may hold 100,000 results: the rows are computed in a worker (`compute_traveller`, no Qt)
as numpy arrays, and the model formats only the cells the view asks for. Sorting is an argsort
of one column, never a Python comparison per pair of rows."""

from __future__ import annotations

import heapq
import json
from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex, Qt, Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from dokodesk.app.field_games import FieldGames
from dokodesk.app.texts import number, party_name
from dokodesk.app.widgets import plain_tooltip
from dokodesk.dodge.seats import simulated_kind
from dokodesk.rules import Deal, Game
from dokodesk.rules.deal import KONTRA, RE

MAX_REPLAYED = 1000  # logs replayed for announcements and Augen (~0.2 ms each); beyond, points only
OWN_ROW = QColor("#fce8b2")
NO_LOG_TEXT = QColor("#707070")

OWN, LOGGED, NO_LOG = 0, 1, 2  # the kinds of row


def calls_text(game: Game) -> str:
    """The announcements of a finished game, per party, as said at the table."""
    parts = []
    for party in (RE, KONTRA):
        said = [a.call.german for a in game.announcements if a.party == party]
        if said:
            parts.append(", ".join(said))
    return " · ".join(parts) if parts else "–"


# Simulated fields name their seats by bot kind and place ("strong#17.4.2"; older files the
# kind alone, "strong"); shown as the kind in the UI language. Any other name is a person's and
# stays as the set file spells it.
_BOT_KINDS = {
    "random": QT_TRANSLATE_NOOP("Traveller", "Random"),
    "simple": QT_TRANSLATE_NOOP("Traveller", "Simple"),
    "strong": QT_TRANSLATE_NOOP("Traveller", "Strong"),
    "expert": QT_TRANSLATE_NOOP("Traveller", "Expert"),
}


def player_label(name: str) -> str:
    """A field player's name as the traveller shows it: bot kinds translated, people as named."""
    kind = _BOT_KINDS.get(simulated_kind(name, "simulated") or "")
    return name if kind is None else QCoreApplication.translate("Traveller", kind)


def seat_role(s: int, seat: int, parties) -> str:
    """Seat `s` seen from the player's `seat` on a deal of `parties` (by seat, known in review):
    the player's seat, the partner, or the opponent to the left, across or to the right (play goes
    clockwise: the next seat sits on the left, as at the table)."""
    if s == seat:
        return QCoreApplication.translate("Traveller", "Your seat")
    if parties[s] == parties[seat]:
        return QCoreApplication.translate("Traveller", "Partner")
    return (QCoreApplication.translate("Traveller", "Opponent left"),
            QCoreApplication.translate("Traveller", "Opponent across"),
            QCoreApplication.translate("Traveller", "Opponent right"))[(s - seat) % 4 - 1]


def seat_names(players, names, seat: int, parties) -> list[str]:
    """Who sits where in a field game (review's table, Compare's side): where the result names
    its players, each seat by its role seen from the player with its player ("Partner (Expert)":
    four "Expert" did not say who was whose partner); else the table's seat `names` with the
    player's `seat` called so (its player there is not you)."""
    if players is not None and len(players) == 4:
        return [f"{seat_role(s, seat, parties)} ({player_label(players[s])})" for s in range(4)]
    return [QCoreApplication.translate("Traveller", "your seat") if s == seat else names[s] for s in range(4)]


def players_label(players) -> str:
    return ", ".join(player_label(p) for p in players)


@dataclass
class TravellerData:
    """One row per game: the own game first (if any), then the logged results in review's order,
    then the results without a log. Arrays of equal length; -1 where a value is unknown."""

    re_points: np.ndarray  # int64
    augen_re: np.ndarray  # int64, -1: not replayed
    winner: np.ndarray  # int8: RE, KONTRA, -1 none or unknown
    review_index: np.ndarray  # int64: the game's place in review's list, -1 none
    kind: np.ndarray  # int8: OWN, LOGGED, NO_LOG
    table: np.ndarray  # int64: the table's number among the field's rows (0 for the own game)
    players: list = field(default_factory=list)  # the names as JSON text (or None), per row
    calls: list = field(default_factory=list)  # str or None (not replayed / no log), per row
    label_rank: np.ndarray | None = None  # sort keys of the text columns, ranked in the worker
    calls_rank: np.ndarray | None = None
    party: int | None = None  # set by `for_party` in the worker: the side the numbers are from
    points: np.ndarray | None = None  # the game value from that side
    dodge: np.ndarray | None = None  # each row's Dodge points against all other rows
    order: np.ndarray | None = None  # the rows by value, the best first

    def for_party(self, party: int) -> "TravellerData":
        """Precompute (in the worker) what the GUI would otherwise sort and count on arrival."""
        self.party = party
        self.points = (1 if party == RE else -1) * self.re_points
        self.dodge = field_dodge_points(self.points)
        self.order = np.argsort(-self.points.astype(np.float64), kind="stable")
        return self

    def __len__(self) -> int:
        return len(self.re_points)


def compute_traveller(deal: Deal, field_re_points, logged, own_log=None,
                      field_offset: int | None = None) -> TravellerData:
    """The traveller's rows (Qt-free, for a worker). `field_re_points`: every result's Re points;
    `logged`: the results with a log (FieldGames, or FieldResults), in review's order after the
    own games; `field_offset`: how many own games review lists before the field's (default: the
    one own game, if any)."""
    if not isinstance(logged, FieldGames):
        logged = FieldGames.from_results(logged)
    re_points, augen, winner, review, kind, table, players, calls = [], [], [], [], [], [], [], []
    if own_log is not None:
        game = Game.replay(deal, list(own_log))
        value = game.value()
        re_points.append(value.re_points)
        augen.append(game.augen(RE))
        winner.append(-1 if value.winner is None else value.winner)
        review.append(0)
        kind.append(OWN)
        table.append(0)
        players.append(None)
        calls.append(calls_text(game))
    offset = (1 if own_log is not None else 0) if field_offset is None else field_offset
    head_points = logged.re_points
    for i in range(min(len(logged), MAX_REPLAYED)):
        game = Game.replay(deal, logged.log(i))
        value = game.value()
        augen.append(game.augen(RE))
        winner.append(-1 if value.winner is None else value.winner)
        calls.append(calls_text(game))
    n_logged = len(logged)
    beyond = n_logged - min(n_logged, MAX_REPLAYED)
    augen.extend([-1] * beyond)
    winner.extend([-1] * beyond)
    calls.extend([None] * beyond)
    re_points.extend(head_points.tolist())
    review.extend(range(offset, offset + n_logged))
    kind.extend([LOGGED] * n_logged)
    table.extend(range(1, n_logged + 1))
    players.extend(logged.players_json)
    # The results without a log: the field's points less those of the logged ones.
    values, counts = np.unique(np.asarray(field_re_points, dtype=np.int64).ravel(), return_counts=True)
    left = dict(zip(values.tolist(), counts.tolist()))
    logged_values, logged_counts = np.unique(head_points, return_counts=True)
    for points, count in zip(logged_values.tolist(), logged_counts.tolist()):
        left[points] = max(0, left.get(points, 0) - count)
    left = {p: c for p, c in left.items() if c > 0}
    rest = np.repeat(np.array(list(left.keys()), dtype=np.int64), np.array(list(left.values()), dtype=np.int64)) \
        if left else np.zeros(0, dtype=np.int64)
    rest.sort()
    head = len(re_points)
    data = TravellerData(
        np.concatenate([np.array(re_points, dtype=np.int64), rest]),
        np.concatenate([np.array(augen, dtype=np.int64), np.full(rest.size, -1, dtype=np.int64)]),
        np.concatenate([np.array(winner, dtype=np.int8), np.full(rest.size, -1, dtype=np.int8)]),
        np.concatenate([np.array(review, dtype=np.int64), np.full(rest.size, -1, dtype=np.int64)]),
        np.concatenate([np.array(kind, dtype=np.int8), np.full(rest.size, NO_LOG, dtype=np.int8)]),
        np.concatenate([np.array(table, dtype=np.int64), np.arange(n_logged + 1, n_logged + 1 + rest.size)]),
        players + [None] * rest.size, calls + [None] * rest.size)
    # Text columns sort by rank: the own game first, then names (tables without names by number).
    data.label_rank = text_ranks(["" if p is None else p for p in data.players])
    data.label_rank = data.label_rank * 10 + np.where(data.kind == OWN, 0, 1) + np.where(data.kind == NO_LOG, 2, 0)
    data.label_rank = data.label_rank.astype(np.float64) + data.table / (len(data) + 1.0)
    data.calls_rank = text_ranks(["\uffff" if c is None else c for c in data.calls])
    assert head + rest.size == len(data)
    return data


def text_ranks(texts: list[str]) -> np.ndarray:
    """Each text's rank among the distinct texts, in code point order (np.unique's inverse).
    Sorted by Python: numpy's unique over 100,000 names held the interpreter lock, and so the
    window, for 0.3 s in one call (a worker computes the traveller). Even set() and sorted() of
    100,000 names held it 35 and 70 ms in one call each: they go _RANK_SLICE texts at a time,
    the sorted slices merged by heapq.merge (a Python generator, so the lock changes hands)."""
    distinct: set[str] = set()
    for start in range(0, len(texts), _RANK_SLICE):
        distinct.update(texts[start:start + _RANK_SLICE])
    unsorted = list(distinct)
    runs = [sorted(unsorted[start:start + _RANK_SLICE]) for start in range(0, len(unsorted), _RANK_SLICE)]
    rank = {text: k for k, text in enumerate(heapq.merge(*runs))}
    return np.fromiter((rank[t] for t in texts), dtype=np.intp, count=len(texts))


_RANK_SLICE = 10_000


def compute_traveller_empty() -> TravellerData:
    z = np.zeros(0, dtype=np.int64)
    return TravellerData(z, z, np.zeros(0, dtype=np.int8), z, np.zeros(0, dtype=np.int8), z, [], [],
                         np.zeros(0), np.zeros(0, dtype=np.int64))


def field_dodge_points(points: np.ndarray) -> np.ndarray:
    """Each row's Dodge points against all other rows (points from one party's side): fewer and
    more counted by binary search in the sorted points, NaN when a row has nobody to meet."""
    n = points.size
    if n < 2:
        return np.full(n, np.nan)
    ordered = np.sort(points)
    fewer = np.searchsorted(ordered, points, side="left")
    more = n - np.searchsorted(ordered, points, side="right")
    return 100.0 * (fewer - more) / (n - 1)


class TravellerModel(QAbstractTableModel):
    """The traveller's rows from the player's party's side, sorted by one column."""

    COLUMNS = 6
    TABLE, WINNER, CALLS, AUGEN, VALUE, DODGE = range(6)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.data_ = compute_traveller_empty()
        self.party = RE
        self.own_label = ""
        self.points = np.zeros(0, dtype=np.int64)
        self.dodge = np.zeros(0)
        self.order = np.zeros(0, dtype=np.int64)
        self.sort_column = self.VALUE
        self.sort_order = Qt.SortOrder.DescendingOrder
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)

    def set_data(self, data: TravellerData, party: int, own_label: str = "") -> None:
        self.beginResetModel()
        self.data_ = data
        self.party = party
        self.own_label = own_label
        if data.party == party and data.order is not None:  # computed in the worker
            self.points, self.dodge = data.points, data.dodge
            self.order = data.order if (self.sort_column, self.sort_order) == (self.VALUE, Qt.SortOrder.DescendingOrder) \
                else self._sorted(self.sort_column, self.sort_order)
        else:
            sign = 1 if party == RE else -1
            self.points = sign * data.re_points
            self.dodge = field_dodge_points(self.points)
            self.order = self._sorted(self.sort_column, self.sort_order)
        self.endResetModel()

    # --------------------------------------------------------------- the Qt model
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else int(self.order.size)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        me = party_name(self.party)
        if role == Qt.ItemDataRole.DisplayRole:
            text = (self.tr("Table"), self.tr("Winner"), self.tr("Announcements"),
                    self.tr("{party}-Augen").format(party=me), self.tr("Value {party}").format(party=me),
                    self.tr("Dodge"))[section]
            if section == self.sort_column:  # ▼: the biggest first, as the rows read downwards
                text += " ▼" if self.sort_order == Qt.SortOrder.DescendingOrder else " ▲"
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Who played at that table"), self.tr("The party that won the game"),
                    self.tr("Announcements, Re first"), self.tr("Augen {party}").format(party=me),
                    self.tr("Game value {party}").format(party=me),
                    self.tr("Dodge points {party}").format(party=me))[section]
        return None

    def row_of(self, view_row: int) -> int:
        return int(self.order[view_row])

    def label(self, r: int) -> str:
        d = self.data_
        kind = d.kind[r]
        if kind == OWN:
            return self.own_label or self.tr("You")
        players = d.players[r]
        if players:
            return players_label(json.loads(players))
        if kind == NO_LOG:
            return self.tr("table {n} (no log)").format(n=int(d.table[r]))
        return self.tr("table {n}").format(n=int(d.table[r]))

    def augen(self, r: int) -> int | None:
        a = int(self.data_.augen_re[r])
        return None if a < 0 else (a if self.party == RE else 240 - a)

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r = int(self.order[index.row()])
        c = index.column()
        d = self.data_
        if role == Qt.ItemDataRole.DisplayRole:
            if c == self.TABLE:
                return self.label(r)
            if c == self.WINNER:
                return "–" if d.winner[r] < 0 else party_name(int(d.winner[r]))
            if c == self.CALLS:
                if d.kind[r] == NO_LOG:
                    return self.tr("no log")
                return d.calls[r] or "–"
            if c == self.AUGEN:
                a = self.augen(r)
                return "–" if a is None else str(a)
            if c == self.VALUE:
                p = int(self.points[r])
                return f"{p:+d}" if p else "0"
            if c == self.DODGE:
                v = self.dodge[r]
                return "–" if np.isnan(v) else number(float(v), 1, signed=True)
        elif role == Qt.ItemDataRole.TextAlignmentRole:
            if c >= self.AUGEN:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        elif role == Qt.ItemDataRole.FontRole:
            if d.kind[r] == OWN:
                return self._bold
            if d.kind[r] == NO_LOG:
                return self._italic
        elif role == Qt.ItemDataRole.BackgroundRole:
            if d.kind[r] == OWN:
                return QBrush(OWN_ROW)
        elif role == Qt.ItemDataRole.ForegroundRole:
            if d.kind[r] == OWN:
                return QBrush(QColor("black"))
            if d.kind[r] == NO_LOG:
                return QBrush(NO_LOG_TEXT)
        elif role == Qt.ItemDataRole.ToolTipRole:
            if d.kind[r] == NO_LOG:
                return self.tr("Imported without a log: only the points are known, nothing to replay.")
            if c == self.TABLE:
                return plain_tooltip(self.label(r))  # names from a file: text, not markup
        return None

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        old = self.order
        persistent = self.persistentIndexList()
        positions = np.empty(old.size, dtype=np.int64)
        self.sort_column, self.sort_order = column, order
        self.order = self._sorted(column, order)
        positions[self.order] = np.arange(self.order.size)
        for index in persistent:
            if index.isValid():
                row = int(positions[old[index.row()]])
                self.changePersistentIndex(index, self.index(row, index.column()))
        self.layoutChanged.emit()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def _sorted(self, column: int, order) -> np.ndarray:
        """The rows in display order: unknown values last either way, ties in the base order
        (own game, logged, without a log)."""
        d = self.data_
        n = len(d)
        if n == 0:
            return np.zeros(0, dtype=np.int64)
        if column == self.TABLE:
            key = d.label_rank.astype(np.float64)
        elif column == self.WINNER:
            key = np.where(d.winner < 0, np.nan, (d.winner != self.party).astype(np.float64))
        elif column == self.CALLS:
            key = np.where(d.kind == NO_LOG, np.nan, d.calls_rank.astype(np.float64))
        elif column == self.AUGEN:
            augen = d.augen_re if self.party == RE else 240 - d.augen_re
            key = np.where(d.augen_re < 0, np.nan, augen.astype(np.float64))
        elif column == self.VALUE:
            key = self.points.astype(np.float64)
        else:
            key = self.dodge.astype(np.float64)
        if order == Qt.SortOrder.DescendingOrder:
            key = -key
        return np.argsort(key, kind="stable")  # NaN sorts last

    def own_row(self) -> int | None:
        own = np.flatnonzero(self.data_.kind[self.order] == OWN)
        return int(own[0]) if own.size else None


class TravellerTable(QTableView):
    """The traveller of one deal from the player's party's side."""

    replay_requested = Signal(int)  # the game's index in review's list

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.traveller = TravellerModel(self)
        self.setModel(self.traveller)
        self.verticalHeader().setVisible(False)
        # compact rows: more tables in view
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.horizontalHeader()
        # widths from the font, not from measuring 100,000 rows (see _apply_widths)
        for column in range(TravellerModel.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        # the announcements take the room left: most games have a few words there, the tables'
        # players a name each (their column fits the names on show, see show_rows)
        header.setSectionResizeMode(TravellerModel.CALLS, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("Re") + 16)
        self._names_width = 0
        self._own_in_view = False  # keep the own row in view as the table resizes, until the player scrolls
        self.verticalScrollBar().actionTriggered.connect(self._player_scrolled)
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(False)  # the header text carries ▼ / ▲ (Qt's arrow reads upside down)
        header.sectionClicked.connect(self._on_header_clicked)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)
        self.setToolTip(self.tr("Double-click a game with a log to replay it in review."))
        self.doubleClicked.connect(self._on_double_click)
        self.setPlaceholder("")

    def setPlaceholder(self, text: str) -> None:
        self._placeholder = text
        self.viewport().update()

    def show_loading(self) -> None:
        self.traveller.set_data(compute_traveller_empty(), self.traveller.party)
        self.setPlaceholder(self.tr("Loading the field's results…"))

    def show_failed(self, text: str) -> None:
        self.traveller.set_data(compute_traveller_empty(), self.traveller.party)
        self.setPlaceholder(text)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self._placeholder and self.traveller.rowCount() == 0:
            from PySide6.QtGui import QPainter

            painter = QPainter(self.viewport())
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(self.viewport().rect(), Qt.AlignmentFlag.AlignCenter, self._placeholder)
            painter.end()

    def show_rows(self, data: TravellerData, party: int, own_label: str = "") -> None:
        self.setPlaceholder("")
        self.traveller.sort_column, self.traveller.sort_order = TravellerModel.VALUE, Qt.SortOrder.DescendingOrder
        self.traveller.set_data(data, party, own_label)
        self._fit_table_column()
        self.clearSelection()
        self._own_in_view = True  # also when the rows arrive in a hidden tab: again once it shows
        self._scroll_to_own()

    def _scroll_to_own(self) -> None:
        """The player's own row in view, among the tables with its score."""
        own = self.own_row()
        if self._own_in_view and own is not None:
            self.scrollTo(self.traveller.index(own, 0), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _player_scrolled(self, _action: int = 0) -> None:
        self._own_in_view = False

    TABLE_SAMPLE_ROWS = 200  # the Table column fits the names of these rows (not of 100,000)

    def _fit_table_column(self) -> None:
        """The Table column as wide as the players' names of the first rows (a longer one
        elides; its tooltip shows it whole), within the room the other columns leave."""
        metrics = self.fontMetrics()
        rows = min(self.traveller.rowCount(), self.TABLE_SAMPLE_ROWS)
        self._names_width = max([metrics.horizontalAdvance(self.text(r, 0)) for r in range(rows)]
                                + [metrics.horizontalAdvance(str(self.traveller.headerData(0, Qt.Orientation.Horizontal)))]) + 24
        self._apply_widths()

    PADDING = 16  # a header section's margins

    def _fixed_widths(self) -> dict[int, int]:
        """Winner, Augen, Value and Dodge: as wide as their header (with a sort arrow) or their
        widest value, whichever is wider; in the UI language and the party on show."""
        model = self.traveller
        metrics = self.horizontalHeader().fontMetrics()
        samples = {model.WINNER: party_name(KONTRA), model.AUGEN: "240", model.VALUE: "+999",
                   model.DODGE: number(-100.0, 1)}
        widths = {}
        for column, sample in samples.items():
            title = str(model.headerData(column, Qt.Orientation.Horizontal)).removesuffix(" ▼").removesuffix(" ▲")
            widths[column] = max(metrics.horizontalAdvance(title + " ▼"), metrics.horizontalAdvance(sample)) \
                + self.PADDING
        return widths

    def _apply_widths(self) -> None:
        """Every column inside the view (issue 39.5: at a 1024 × 640 window the Dodge column was
        pushed out on the right): the fixed columns first, then the Table column its names'
        width as far as the announcements keep theirs ("Re · Kontra"), the announcements the rest
        (they elide when the room is short)."""
        header = self.horizontalHeader()
        fixed = self._fixed_widths()
        for column, width in fixed.items():
            header.resizeSection(column, width)
        metrics = self.fontMetrics()
        room = self.viewport().width() - sum(fixed.values())  # for Table and Announcements
        # the announcements at least as wide as their header and the own row's bold "Re · Kontra"
        # (at 1024 × 640 they read "nnouncemen" and "Re · Kont…"); the Table column elides first
        title = str(self.traveller.headerData(TravellerModel.CALLS, Qt.Orientation.Horizontal))
        title = title.removesuffix(" ▼").removesuffix(" ▲") + " ▼"
        bold_font = QFont(self.font())
        bold_font.setBold(True)
        bold = QFontMetrics(bold_font)
        calls = max(header.fontMetrics().horizontalAdvance(title), metrics.horizontalAdvance("Re · Kontra"),
                    bold.horizontalAdvance("Re · Kontra")) + self.PADDING
        least = metrics.horizontalAdvance(str(self.traveller.headerData(0, Qt.Orientation.Horizontal))) + self.PADDING
        names = self._names_width or header.sectionSize(0)
        header.resizeSection(0, max(least, min(names, room - calls)))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # also as a hidden tab shows: its viewport has its size only now
        self._apply_widths()
        self._scroll_to_own()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self._own_in_view = False  # the player moves through the rows
        super().keyPressEvent(event)

    def rowCount(self) -> int:
        return self.traveller.rowCount()

    def text(self, row: int, column: int) -> str:
        return self.traveller.data(self.traveller.index(row, column)) or ""

    def own_row(self) -> int | None:
        return self.traveller.own_row()

    def review_index(self, row: int) -> int | None:
        index = int(self.traveller.data_.review_index[self.traveller.row_of(row)])
        return None if index < 0 else index

    def _on_header_clicked(self, column: int) -> None:
        self._own_in_view = False
        model = self.traveller
        if column == model.sort_column:
            order = Qt.SortOrder.AscendingOrder if model.sort_order == Qt.SortOrder.DescendingOrder \
                else Qt.SortOrder.DescendingOrder
        else:  # numbers: the biggest first; names and texts: alphabetically
            order = Qt.SortOrder.AscendingOrder if column in (model.TABLE, model.WINNER, model.CALLS) \
                else Qt.SortOrder.DescendingOrder
        model.sort(column, order)

    def _on_double_click(self, index) -> None:
        if not index.isValid():
            return
        review = self.review_index(index.row())
        if review is not None:
            self.replay_requested.emit(review)
