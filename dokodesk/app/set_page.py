"""One set: its deals with state, own points and provisional Dodge points; the running rating,
games towards 100, penalty and star outlook; which seat the player takes."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton,
    QTableView, QVBoxLayout, QWidget,
)

from dokodesk.app.texts import number, set_title
from dokodesk.app.widgets import heading, plain_tooltip
from dokodesk.dodge.points import OBLIGATORY_GAMES
from dokodesk.session import SEAT_DRAWN, DealRow, SetSummary  # what the set session answers; shown here

class DealListModel(QAbstractTableModel):
    """The set's deals, one row each; a cell's text is made when the view shows it (a set may
    have 100,000 deals)."""

    COLUMNS = 6

    def __init__(self, page: "SetPage"):
        super().__init__(page)
        self.page = page
        self.rows: list[DealRow] = []
        self.closed = False

    def set_rows(self, rows, closed: bool) -> None:
        self.beginResetModel()
        self.rows = rows  # a sequence; a big set's rows are made as they are shown
        self.closed = closed
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 5:
            return QCoreApplication.translate("SetPage", "Dodge points") if self.closed \
                else QCoreApplication.translate("SetPage", "Dodge points (provisional)")
        return (QCoreApplication.translate("SetPage", "Deal"), QCoreApplication.translate("SetPage", "State"),
                QCoreApplication.translate("SetPage", "Seat / party"),
                QCoreApplication.translate("SetPage", "Your points"),
                QCoreApplication.translate("SetPage", "Field pairs"))[section]

    def text(self, r: int, c: int) -> str:
        row = self.rows[r]
        page = self.page
        if c == 0:
            return str(row.number)
        if c == 1:
            return page.state_text(row, self.closed)
        if c == 2:
            return "" if row.seat is None else f"{page.place_text(row.seat, row.dealer)} · {row.party}"
        if c == 3:
            return "" if row.own_points is None else f"{row.own_points:+d}"
        if c == 4:
            return str(row.field_size)
        if row.state == "rated" and row.dodge_points is None:
            return QCoreApplication.translate("SetPage", "no field yet")
        return "" if row.dodge_points is None else number(row.dodge_points, 1, signed=True)

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 3, 4, 5):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class SetPage(QWidget):
    play_requested = Signal(int)  # deal number
    play_next_requested = Signal()
    review_requested = Signal(int)  # deal number
    back_requested = Signal()
    seat_mode_changed = Signal(int)
    close_requested = Signal()
    opponents_changed = Signal(str)  # bot name: simple, strong or expert

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = heading()  # the set's title: text from a file, shown as plain text
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(1)  # a long title wraps instead of widening the window

        summary = self._build_summary()
        seat_row = self._build_choices()
        self._build_deal_table()
        buttons = self._build_buttons()

        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addLayout(seat_row)
        self.note = note = QLabel(self.tr("Dodge points are provisional: they move when more results of the field "
                              "are imported. The first game of a deal counts; replays are practice."))
        note.setWordWrap(True)
        left.addWidget(note)
        left.addStretch(1)
        top.addLayout(left, 1)
        top.addWidget(summary, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._rows: list[DealRow] = []

    def _build_summary(self) -> QGroupBox:
        """The set's rating, games, Dodge points, penalty and stars, each explained."""
        summary = QGroupBox(self.tr("Rating of this set"))
        form = QFormLayout(summary)
        self.rating_label = QLabel()
        self.games_label = QLabel()
        self.dodge_label = QLabel()
        self.penalty_label = QLabel()
        self.stars_label = QLabel()
        self.stars_label.setWordWrap(True)
        self.explain_label = QLabel()  # rating, penalty and stars, one sentence each
        self.explain_label.setWordWrap(True)
        self.explain_label.setObjectName("ratingExplained")
        form.addRow(self.tr("Dodge rating:"), self.rating_label)
        form.addRow(self.tr("Rated games:"), self.games_label)
        form.addRow(self.tr("Dodge points:"), self.dodge_label)
        form.addRow(self.tr("Penalty:"), self.penalty_label)
        form.addRow(self.tr("Stars:"), self.stars_label)
        form.addRow(self.explain_label)
        return summary

    def _build_choices(self) -> QHBoxLayout:
        """The seat mode and the opponents' strength, in one row."""
        self.seat_combo = QComboBox()
        self.seat_combo.addItem(self.tr("Drawn per deal (Re and Kontra both come up)"), SEAT_DRAWN)
        for place in range(4):  # the seat mode is a place relative to each deal's dealer
            self.seat_combo.addItem(self.tr("Always {place}").format(place=self.position_text(place)), place)
        self.seat_combo.currentIndexChanged.connect(
            lambda _: self.seat_mode_changed.emit(self.seat_combo.currentData()))
        seat_row = QHBoxLayout()
        seat_row.addWidget(QLabel(self.tr("Your seat:")))
        seat_row.addWidget(self.seat_combo, 1)
        # The strength of the three bots at the table, per set.
        self.opponents_combo = QComboBox()
        self.opponents_combo.setObjectName("opponentsCombo")
        for name, label in (("simple", self.tr("Simple (a beginner)")), ("strong", self.tr("Strong (good habits)")),
                            ("expert", self.tr("Expert (searches; thinks longer)"))):
            self.opponents_combo.addItem(label, name)
        self.opponents_combo.currentIndexChanged.connect(
            lambda _: self.opponents_changed.emit(self.opponents_combo.currentData()))
        seat_row.addWidget(QLabel(self.tr("Opponents:")))
        seat_row.addWidget(self.opponents_combo, 1)
        return seat_row

    def _build_deal_table(self) -> None:
        """The deals as a lazy model/view: column widths from the font, not from the rows."""
        self.deals = DealListModel(self)
        self.table = QTableView()
        self.table.setModel(self.deals)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        # widths from the font and the headers, not from measuring 100,000 rows
        header.setResizeContentsPrecision(0)
        metrics = self.fontMetrics()
        for col, sample in ((0, "100000"), (2, "Hinterhand · Kontra"), (3, "+000"), (4, "000000"),
                            (5, "Dodge points (provisional)")):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(
                str(self.deals.headerData(col, Qt.Orientation.Horizontal)))) + 24)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _: self._play_selected())

    def _build_buttons(self) -> QHBoxLayout:
        """Back, close, review, play and play next."""
        self.next_button = QPushButton(self.tr("Play &next available deal"))
        self.next_button.clicked.connect(self.play_next_requested)
        self.play_button = QPushButton(self.tr("&Play selected deal"))
        self.play_button.clicked.connect(self._play_selected)
        self.review_button = QPushButton(self.tr("&Review deal"))
        self.review_button.clicked.connect(self._review_selected)
        self.back_button = QPushButton(self.tr("&Back to the library"))
        self.back_button.clicked.connect(self.back_requested)
        self.close_button = QPushButton(self.tr("&Close set…"))
        self.close_button.setToolTip(self.tr("Rate the set now and move your stars; afterwards only practice"))
        self.close_button.clicked.connect(self.close_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.next_button)
        return buttons

    def state_text(self, row: DealRow, closed: bool = False) -> str:
        texts = {"available": self.tr("not played") if closed else self.tr("available"),
                 "rated": self.tr("played (rated)"), "in_progress": self.tr("in progress"),
                 "practised": self.tr("practised"), "forfeited": self.tr("forfeited (seen before playing)")}
        text = texts.get(row.state, row.state)
        if row.practice_games and row.state == "rated":
            text += " " + self.tr("+ %n practice", None, row.practice_games)
        return text

    def position_text(self, place: int) -> str:
        """A place at the table by its Doppelkopf name: 0 leads the first trick, 3 deals."""
        return (self.tr("Vorhand (leads first)"), self.tr("Mittelhand (second)"), self.tr("Hinterhand (third)"),
                self.tr("Geber (deals, plays last)"))[place]

    def place_text(self, seat: int, dealer: int | None) -> str:
        """The player's place at the table: who leads first, who deals."""
        if dealer is None:
            return self.tr("seat {n}").format(n=seat)
        # the table's words in the UI language (German: Vorhand... Geber; English: lead... dealer)
        return (self.tr("lead", "place at the table: plays first"), self.tr("second", "place at the table"),
                self.tr("third", "place at the table"),
                self.tr("dealer", "place at the table: plays last"))[(seat - dealer - 1) % 4]

    def explanation(self, summary: SetSummary) -> str:
        """Rating, penalty and stars, one sentence each, with this set's numbers."""
        obligatory = OBLIGATORY_GAMES
        if not summary.closed and summary.games == 0:  # not started: no sum of zeros and a full penalty
            return "\n".join((
                self.tr("Press “Play next available deal”: your first rated game starts this set's rating."),
                self.tr("Rating: below {n} games it is (Dodge points − penalty) ÷ {n}, from {n} games on Dodge "
                        "points ÷ games.").format(n=obligatory),
                self.tr("Penalty: from your first rated game, 100 points for each of the {n} obligatory games "
                        "not played yet.").format(n=obligatory),
                self.tr("Stars: when the set ends, a rating of 0 or more earns a star (at most 3), "
                        "a negative one costs a star (one always stays).")))
        if summary.games_to_100 > 0:
            rating = self.tr("Rating: below {n} games it is (Dodge points − penalty) ÷ {n}: "
                             "({dodge} − {penalty}) ÷ {n} = {rating}.").format(
                n=obligatory, dodge=number(summary.dodge_points, 1), penalty=number(summary.penalty),
                rating=number(summary.rating, 2, signed=True))
        else:
            rating = self.tr("Rating: from {n} games on it is Dodge points ÷ games: {dodge} ÷ {games} = {rating}.").format(
                n=obligatory, dodge=number(summary.dodge_points, 1), games=summary.games,
                rating=number(summary.rating, 2, signed=True))
        penalty = self.tr("Penalty: 100 points for each of the {n} obligatory games not played yet: "
                          "{left} × 100 = {penalty}.").format(n=obligatory, left=summary.games_to_100,
                                                              penalty=number(summary.penalty))
        stars = self.tr("Stars: when the set ends, a rating of 0 or more earns a star (at most 3), "
                        "a negative one costs a star (one always stays).")
        return "\n".join((rating, penalty, stars))

    def show_set(self, summary: SetSummary, rows, seat_mode: int) -> None:
        title = set_title(summary.set_id, summary.title) + (f" · {summary.month}" if summary.month else "")
        self.title.setText(title + ("  " + self.tr("(closed)") if summary.closed else ""))
        self.title.setToolTip(plain_tooltip(title))
        self.close_button.setEnabled(not summary.closed)
        self.next_button.setText(self.tr("Practise &next deal") if summary.closed
                                 else self.tr("Play &next available deal"))
        started = summary.closed or summary.games > 0
        self.rating_label.setText(number(summary.rating, 2, signed=True) if started else self.tr("not started"))
        if summary.closed:
            self.games_label.setText(str(summary.games))  # of a closed set: no more to go
        else:
            self.games_label.setText(self.tr("{games} of 100 (%n to go)", None, summary.games_to_100).format(
                games=summary.games))
        self.dodge_label.setText(number(summary.dodge_points, 1, signed=True))
        self.penalty_label.setText(number(summary.penalty) if started else self.tr("not started"))
        outlook = "★" * summary.stars_after
        if summary.closed:
            self.stars_label.setText(self.tr("{before} → {after} when the set was closed").format(
                before="★" * summary.stars_before, after=outlook))
        elif not started:
            self.stars_label.setText(self.tr("You have {before} now; this set moves them from your first rated "
                                             "game on").format(before="★" * summary.stars_before))
        else:
            self.stars_label.setText(self.tr("You have {before} now; if the set ended now: {outlook}").format(
                outlook=outlook, before="★" * summary.stars_before))
        self.explain_label.setText(self.explanation(summary))
        self.explain_label.setVisible(not summary.closed)
        self.note.setVisible(not summary.closed)  # nothing is provisional any more
        if summary.pending:
            self.games_label.setText(self.games_label.text() + "  " +
                                     self.tr("+ %n without a field yet", None, summary.pending))
        index = self.seat_combo.findData(seat_mode)
        self.seat_combo.blockSignals(True)
        self.seat_combo.setCurrentIndex(max(0, index))
        self.seat_combo.blockSignals(False)
        self._rows = rows
        current = self.table.currentIndex().row()  # the chosen deal stays chosen over a refresh
        self.deals.set_rows(rows, summary.closed)
        if 0 <= current < len(rows):
            self.table.selectRow(current)

    def cell_text(self, row: int, column: int) -> str:
        return self.deals.text(row, column)

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)

    def set_opponents(self, name: str) -> None:
        index = self.opponents_combo.findData(name)
        self.opponents_combo.blockSignals(True)
        self.opponents_combo.setCurrentIndex(max(0, index))
        self.opponents_combo.blockSignals(False)

    def _review_selected(self) -> None:
        row = self.table.currentIndex().row()
        if 0 <= row < len(self._rows):
            self.review_requested.emit(self._rows[row].number)

    def _play_selected(self) -> None:
        row = self.table.currentIndex().row()
        if 0 <= row < len(self._rows):
            self.play_requested.emit(self._rows[row].number)
