"""One set: its deals with state, own points and provisional Dodge points; the running rating,
games towards 100, penalty and star outlook; which seat the player takes."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from dokodesk.app.texts import number
from dokodesk.app.widgets import heading
from dokodesk.dodge.points import OBLIGATORY_GAMES
from dokodesk.session import SEAT_DRAWN, DealRow, SetSummary  # noqa: F401 - the page's input, assembled by the session


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
        self.title = heading()
        summary = self._build_summary()
        seat_row = self._build_choices()
        self._build_deal_table()
        buttons = self._build_buttons()
        self._lay_out(summary, seat_row, buttons)
        self._rows: list[DealRow] = []

    def _build_summary(self) -> QGroupBox:
        """The set's rating, games, Dodge points, penalty and stars, with the formulas."""
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
        """The player's seat and the bots' strength for this set."""
        self.seat_combo = QComboBox()
        self.seat_combo.addItem(self.tr("Drawn per deal (Re and Kontra both come up)"), SEAT_DRAWN)
        for seat in range(4):
            self.seat_combo.addItem(self.tr("Always seat {n}").format(n=seat), seat)
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
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([
            self.tr("Deal"), self.tr("State"), self.tr("Seat / party"), self.tr("Your points"),
            self.tr("Field pairs"), self.tr("Dodge points (provisional)")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        for col in range(6):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _: self._play_selected())


    def _build_buttons(self) -> QHBoxLayout:
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

    def _lay_out(self, summary: QGroupBox, seat_row: QHBoxLayout, buttons: QHBoxLayout) -> None:
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addLayout(seat_row)
        note = QLabel(self.tr("Dodge points are provisional: they move when more results of the field "
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

    def state_text(self, row: DealRow) -> str:
        texts = {"available": self.tr("available"), "rated": self.tr("played (rated)"),
                 "in_progress": self.tr("in progress"), "practised": self.tr("practised"),
                 "forfeited": self.tr("forfeited (seen before playing)")}
        text = texts.get(row.state, row.state)
        if row.practice_games and row.state == "rated":
            text += " " + self.tr("+ {n} practice").format(n=row.practice_games)
        return text

    def place_text(self, seat: int, dealer: int | None) -> str:
        """The player's place at the table: who leads first, who deals."""
        if dealer is None:
            return self.tr("seat {n}").format(n=seat)
        place = (seat - dealer - 1) % 4  # 0: leads the first trick (Vorhand), 3: the dealer
        return (self.tr("1st, leads"), self.tr("2nd"), self.tr("3rd"), self.tr("4th, dealer"))[place]

    def explanation(self, summary: SetSummary) -> str:
        """Rating, penalty and stars, one sentence each, with this set's numbers."""
        obligatory = OBLIGATORY_GAMES
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

    def show_set(self, summary: SetSummary, rows: list[DealRow], seat_mode: int) -> None:
        title = summary.title + (f" · {summary.month}" if summary.month else "")
        self.title.setText(title + ("  " + self.tr("(closed)") if summary.closed else ""))
        self.close_button.setEnabled(not summary.closed)
        self.next_button.setText(self.tr("Practise &next deal") if summary.closed
                                 else self.tr("Play &next available deal"))
        self.rating_label.setText(number(summary.rating, 2, signed=True))
        self.games_label.setText(self.tr("{games} of 100 ({left} to go)").format(
            games=summary.games, left=summary.games_to_100))
        self.dodge_label.setText(number(summary.dodge_points, 1, signed=True))
        self.penalty_label.setText(number(summary.penalty))
        outlook = "★" * summary.stars_after
        if summary.closed:
            self.stars_label.setText(self.tr("{before} → {after} when the set was closed").format(
                before="★" * summary.stars_before, after=outlook))
        else:
            self.stars_label.setText(self.tr("{outlook} if the set ended now (now {before})").format(
                outlook=outlook, before="★" * summary.stars_before))
        self.explain_label.setText(self.explanation(summary))
        if summary.pending:
            self.games_label.setText(self.games_label.text() + "  " +
                                     self.tr("+ {n} without a field yet").format(n=summary.pending))
        index = self.seat_combo.findData(seat_mode)
        self.seat_combo.blockSignals(True)
        self.seat_combo.setCurrentIndex(max(0, index))
        self.seat_combo.blockSignals(False)
        self._rows = rows
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            seat = "" if row.seat is None else f"{self.place_text(row.seat, row.dealer)} · {row.party}"
            own = "" if row.own_points is None else f"{row.own_points:+d}"
            dodge = "" if row.dodge_points is None else number(row.dodge_points, 1, signed=True)
            if row.state == "rated" and row.dodge_points is None:
                dodge = self.tr("no field yet")
            cells = [str(row.number), self.state_text(row), seat, own, str(row.field_size), dodge]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 3, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)

    def set_opponents(self, name: str) -> None:
        index = self.opponents_combo.findData(name)
        self.opponents_combo.blockSignals(True)
        self.opponents_combo.setCurrentIndex(max(0, index))
        self.opponents_combo.blockSignals(False)

    def _review_selected(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self._rows):
            self.review_requested.emit(self._rows[row].number)

    def _play_selected(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self._rows):
            self.play_requested.emit(self._rows[row].number)
