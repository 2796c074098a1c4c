"""After the game: the DDV breakdown for both parties, Augen and tricks, and the pair's place in
the field of its party on this deal (histogram, provisional Dodge points)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSizePolicy, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from dokodesk.app.analysis_panel import AnalysisPanel
from dokodesk.app.controller import GameOutcome
from dokodesk.app.texts import line_text, number, party_name
from dokodesk.app.traveller import TravellerTable
from dokodesk.app.widgets import heading
from dokodesk.dodge.points import field_histogram
from dokodesk.rules import KONTRA, RE


class HistogramWidget(QWidget):
    """Bars: how many pairs of the field scored each number of points; the player's bar marked."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._bins: list[tuple[int, int]] = []
        self._own: int | None = None
        self._party = ""
        # the result page fits a 1024 × 640 window: under the verdict's three lines (German) the
        # tabs got 127 px for this page, and at a minimum of 160 the axis labels were cut off
        self.setMinimumSize(320, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 260)

    def minimumSizeHint(self) -> QSize:
        return self.minimumSize()

    def set_data(self, field_points: np.ndarray, own: int | None, party: str = "") -> None:
        self._bins = field_histogram(field_points)
        self._own = own
        self._party = party
        self.setToolTip("\n".join(self.tr("{points:+d} points: %n pair(s)", None, c).format(points=p)
                                  for p, c in self._bins))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        metrics = painter.fontMetrics()
        if not self._bins:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No field results for this deal yet"))
            painter.end()
            return
        values = [p for p, _ in self._bins] + ([self._own] if self._own is not None else [])
        low, high = min(values), max(values)
        counts = dict(self._bins)
        top = max(counts.values())
        n = high - low + 1
        line = metrics.height()
        # room for the y axis title (turned), the x labels and the x axis title, counts above bars
        left, right, bottom, top_margin = 36 + line, 12, 2 * line + 14, 2 * line + 8
        plot = QRectF(left, top_margin, self.width() - left - right, self.height() - top_margin - bottom)
        bar_w = plot.width() / n
        axis = self.palette().text().color()
        painter.setPen(axis)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(0, plot.top() - 4, left - 6, line), Qt.AlignmentFlag.AlignRight, str(top))
        painter.drawText(QRectF(0, plot.bottom() - line, left - 6, line), Qt.AlignmentFlag.AlignRight, "0")
        x_title = self.tr("points of the {party} pair").format(party=self._party) if self._party \
            else self.tr("points of the pair")
        painter.drawText(QRectF(plot.left(), self.height() - line - 2, plot.width(), line),
                         Qt.AlignmentFlag.AlignCenter, x_title)
        painter.save()
        painter.translate(2, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line), Qt.AlignmentFlag.AlignCenter,
                         self.tr("pairs"))
        painter.restore()
        show_counts = metrics.horizontalAdvance(str(top)) <= bar_w
        label_every = max(1, int(np.ceil(metrics.horizontalAdvance("+00") / max(1.0, bar_w))))
        for i, points in enumerate(range(low, high + 1)):
            count = counts.get(points, 0)
            x = plot.left() + i * bar_w
            h = plot.height() * count / top
            own = points == self._own
            colour = QColor("#d9822b") if own else QColor("#4a7bb7")
            painter.fillRect(QRectF(x + 1, plot.bottom() - h, max(1.0, bar_w - 2), h), colour)
            if own:
                painter.setPen(QPen(QColor("#d9822b"), 2, Qt.PenStyle.DashLine))
                painter.drawLine(int(x + bar_w / 2), int(plot.top()), int(x + bar_w / 2), int(plot.bottom()))
                painter.setPen(QColor("#d9822b"))
                painter.drawText(QRectF(x - 60 + bar_w / 2, 0, 120, line),
                                 Qt.AlignmentFlag.AlignCenter, self.tr("you: {points:+d}").format(points=points))
            painter.setPen(axis)
            if count and show_counts:  # above the bar, over the player's dashed line
                label = QRectF(x, plot.bottom() - h - line, bar_w, line)
                painter.fillRect(label.adjusted(bar_w / 2 - metrics.horizontalAdvance(str(count)) / 2 - 2, 0,
                                                -(bar_w / 2 - metrics.horizontalAdvance(str(count)) / 2 - 2), 0),
                                 self.palette().base())
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(count))
            if (points - low) % label_every == 0 or own:
                painter.drawText(QRectF(x - 10, plot.bottom() + 2, bar_w + 20, metrics.height()),
                                 Qt.AlignmentFlag.AlignCenter, f"{points:+d}" if points else "0")
        painter.end()


class _FormulaWords(QObject):
    """The Dodge formula's words, with plural forms (lupdate marks them only on tr())."""

    def formula(self, party: str, fewer: int, more: int, field: int, dodge: float) -> str:
        counts = self.tr("%n {party} pair(s) scored less", None, fewer).format(party=party) + ", " + \
            self.tr("%n more", None, more)
        return self.tr("{counts}, {field} in the field: ({fewer} − {more}) / {field} × 100 = {dodge}").format(
            counts=counts, fewer=fewer, more=more, field=field, dodge=number(dodge, 1, signed=True).replace("-", "−"))


def dodge_formula(party: str, fewer: int, more: int, field: int, dodge: float) -> str:
    """E.g. "3 Re pairs scored less, 24 more, 30 in the field: (3 − 24) / 30 × 100 = −70"."""
    return _FormulaWords().formula(party, fewer, more, field, dodge)


class ResultPage(QWidget):
    review_requested = Signal()
    compare_requested = Signal()  # your game beside the field's best (or any) game
    replay_requested = Signal(int)  # a traveller row: the game's index in review's list
    next_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # see take_focus
        self.outcome: GameOutcome | None = None
        self.title = heading(scale=1.5)
        self.title.setObjectName("resultTitle")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.lines = QTableWidget(0, 3)
        self.lines.setHorizontalHeaderLabels([self.tr("Party"), self.tr("Line"), self.tr("Points")])
        self.lines.verticalHeader().setVisible(False)
        self.lines.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A breakdown to read, not to pick from: no row starts selected.
        self.lines.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.lines.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.lines.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.totals = QLabel()
        self.histogram = HistogramWidget()
        self.field_label = QLabel()
        self.field_label.setWordWrap(True)
        self.formula_label = QLabel()  # the Dodge points formula with this game's numbers
        self.formula_label.setWordWrap(True)
        self.formula_label.setObjectName("dodgeFormula")
        self.formula_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dodge_label = heading(scale=1.3)
        self.open_hands = QLabel()  # the exact open-hands value, once the solver has it
        self.open_hands.setObjectName("resultOpenHands")
        self.open_hands.setWordWrap(True)

        breakdown = QGroupBox(self.tr("Game value (DDV)"))
        bl = QVBoxLayout(breakdown)
        bl.addWidget(self.lines)
        bl.addWidget(self.totals)
        bl.addWidget(self.open_hands)
        field_box = QGroupBox(self.tr("Your pair against the field"))
        fl = QVBoxLayout(field_box)
        fl.addWidget(self.dodge_label)
        fl.addWidget(self.formula_label)
        fl.addWidget(self.field_label)
        self.traveller = TravellerTable()
        self.traveller.replay_requested.connect(self.replay_requested)
        self.field_tabs = QTabWidget()
        self.field_tabs.addTab(self.histogram, self.tr("Histogram"))
        self.field_tabs.addTab(self.traveller, self.tr("Traveller"))
        fl.addWidget(self.field_tabs, 1)
        self.compare_button = QPushButton(self.tr("Co&mpare with the field…"))
        self.compare_button.setToolTip(self.tr("Your game beside a game of the field, trick by trick (the best one first)"))
        self.compare_button.clicked.connect(self.compare_requested)
        fl.addWidget(self.compare_button, 0, Qt.AlignmentFlag.AlignLeft)

        buttons = QHBoxLayout()
        self.review_button = QPushButton(self.tr("&Review the game"))
        self.next_button = QPushButton(self.tr("&Next deal"))
        self.back_button = QPushButton(self.tr("Back to the s&et"))
        for b in (self.review_button, self.next_button, self.back_button):
            b.setAutoDefault(False)  # Enter never presses one; each needs its own click or key
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.review_button.clicked.connect(self.review_requested)
        self.next_button.clicked.connect(self.next_requested)
        self.back_button.clicked.connect(self.back_requested)
        # One key each, the same in both languages, as at the table (issue 39.7); a key the
        # player kept pressing after the last card (Space, Enter) is none of them.
        self.next_button.setToolTip(self.tr("The next deal of the set (N)"))
        self.back_button.setToolTip(self.tr("The set's deals and your rating (Esc)"))
        QShortcut(QKeySequence(Qt.Key.Key_N), self, activated=self.next_button.click)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.back_button.click)

        grid = QGridLayout()
        grid.addWidget(breakdown, 0, 0)
        grid.addWidget(field_box, 0, 1)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 3)  # the field's side holds the traveller
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addLayout(grid, 1)
        # The expert's analysis of the player's decisions (filled by the main window's runner).
        self.analysis_panel = AnalysisPanel(limit=3)
        layout.addWidget(self.analysis_panel)
        layout.addLayout(buttons)

    def take_focus(self) -> None:
        """The page itself holds the focus when it appears: a Space or Enter meant for the last
        card presses no button here (Next deal would start a rated game)."""
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_traveller(self, data, party: int) -> None:
        """The traveller's rows, computed in a worker (`traveller.compute_traveller`)."""
        self.traveller.show_rows(data, party)
        self.field_tabs.setTabText(1, self.tr("Traveller (%n table(s))", None, len(data)))

    def show_open_hands(self, review) -> None:
        """The deal's value with all hands open, from the earliest trick the solver reached in
        its time budget (None: still solving)."""
        if review is None:
            self.open_hands.setText(self.tr("Open hands: solving…"))
        elif review.earliest is None:
            self.open_hands.setText(self.tr("Open hands: not solved within the time budget."))
        elif review.earliest == 1:
            self.open_hands.setText(self.tr("With all hands open and best play from the first trick: "
                                            "Re {value:+d}").format(value=review.value_at(1)))
        else:
            self.open_hands.setText(self.tr("With all hands open and best play from trick {k} on: "
                                            "Re {value:+d}").format(k=review.earliest,
                                                                    value=review.value_at(review.earliest)))

    def show_open_hands_failed(self, reason: str) -> None:
        """The open-hands solve's process failed (`reason`: analysis_worker.failure_text): said
        in its place, never left at "solving…" (issue 40.6)."""
        self.open_hands.setText(self.tr("The open-hands solve stopped: {reason}. The rest of the analysis is shown.")
                                .format(reason=reason))

    def show_outcome(self, outcome: GameOutcome) -> None:
        self.outcome = outcome
        self.open_hands.setText("")
        value = outcome.value
        me = party_name(outcome.party)
        if value.winner is None:
            verdict = self.tr("No winner")
        elif value.winner == outcome.party:
            verdict = self.tr("Your party ({party}) won").format(party=me)
        else:
            verdict = self.tr("Your party ({party}) lost").format(party=me)
        if outcome.closed_meanwhile:
            kind = self.tr("practice, not rated: the set was closed while you played")
        else:
            kind = self.tr("rated game") if outcome.rated else self.tr("practice, not rated")
        self.title.setText(self.tr("Deal {n}: {verdict}").format(n=outcome.deal_number, verdict=verdict))
        self.summary.setText(self.tr(
            "Augen Re {re_augen} : Kontra {kontra_augen} · tricks Re {re_tricks} : Kontra {kontra_tricks} · "
            "your points {own:+d} ({kind})").format(
            re_augen=value.augen[RE], kontra_augen=value.augen[KONTRA], re_tricks=value.tricks[RE],
            kontra_tricks=value.tricks[KONTRA], own=outcome.own_points, kind=kind))
        self.lines.setRowCount(len(value.lines))
        for row, line in enumerate(value.lines):
            for col, text in enumerate((party_name(line.party), line_text(line), f"+{line.points}")):
                item = QTableWidgetItem(text)
                if col == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.lines.setItem(row, col, item)
        self.totals.setText(self.tr("Re {re} − Kontra {kontra} = {value:+d} for Re").format(
            re=value.total(RE), kontra=value.total(KONTRA), value=value.re_points))
        field = outcome.field_points
        self.histogram.set_data(field, outcome.own_points, me)
        if outcome.dodge_points is None:
            self.dodge_label.setText(self.tr("Dodge points: no field yet"))
            self.formula_label.setText("")
            self.field_label.setText(self.tr("Nobody else has played this deal yet; import results to compare."))
        else:
            fewer = int((field < outcome.own_points).sum())
            more = int((field > outcome.own_points).sum())
            self.dodge_label.setText(self.tr("Dodge points (provisional): {dodge}").format(
                dodge=number(outcome.dodge_points, 1, signed=True)))
            self.formula_label.setText(dodge_formula(me, fewer, more, len(field), outcome.dodge_points))
            self.field_label.setText(
                self.tr("%n {party} pair(s) in the field:", None, len(field)).format(party=me) + " " +
                self.tr("{fewer} scored less, {more} more, {equal} the same. "
                        "Provisional: the value moves as more results are imported.").format(
                    fewer=fewer, more=more, equal=len(field) - fewer - more))
