"""The library: every set in the store with games played, rating and star outlook."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from dokodesk.app.texts import number, set_title
from dokodesk.app.widgets import heading

SET_SUFFIXES = (".json", ".json.gz", ".gz")


def kind_text(kind: str) -> str:
    return {"archive": QCoreApplication.translate("LibraryPage", "archive"),
            "simulated": QCoreApplication.translate("LibraryPage", "simulated"),
            "club": QCoreApplication.translate("LibraryPage", "club")}.get(kind, kind)


@dataclass(frozen=True)
class SetRow:
    set_id: str
    title: str
    kind: str  # archive / simulated / club / generated
    deals: int
    field_results: int
    rated_games: int
    rating: float | None
    stars_outlook: int
    month: str | None = None
    closed: bool = False
    stars_earned: int | None = None  # closed sets: the star change when closed


class LibraryPage(QWidget):
    open_requested = Signal(str)
    import_requested = Signal()
    generate_requested = Signal()
    files_dropped = Signal(list)
    statistics_requested = Signal()
    close_requested = Signal(str)  # set id
    close_due_requested = Signal(str)  # set id: its month is over and the player chose to close it

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAcceptDrops(True)
        title = heading(self.tr("Your Dodge sets"))
        hint = QLabel(self.tr("Open a set to play its deals. Import a set or results file "
                              "(or drop it here), or generate a practice set with a simulated field."))
        hint.setWordWrap(True)
        self.welcome = QLabel()  # a new player (no rated game yet): what to do first
        self.welcome.setObjectName("welcome")
        self.welcome.setTextFormat(Qt.TextFormat.PlainText)  # it names a set title from a file
        self.welcome.setWordWrap(True)
        font = self.welcome.font()
        font.setBold(True)
        self.welcome.setFont(font)
        self.welcome.hide()
        self.table = QTableWidget(0, 9)
        self.table.setHorizontalHeaderLabels([
            self.tr("Set"), self.tr("Kind"), self.tr("Month"), self.tr("State"), self.tr("Deals"),
            self.tr("Field results"), self.tr("Rated games"), self.tr("Rating"), self.tr("Stars")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, 9):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda _: self._open_selected())
        self.open_button = QPushButton(self.tr("&Open set"))
        self.open_button.clicked.connect(self._open_selected)
        self.import_button = QPushButton(self.tr("&Import file…"))
        self.import_button.clicked.connect(self.import_requested)
        self.generate_button = QPushButton(self.tr("&Generate practice set…"))
        self.generate_button.clicked.connect(self.generate_requested)
        self.close_button = QPushButton(self.tr("&Close set…"))
        self.close_button.clicked.connect(self._close_selected)
        self.table.itemSelectionChanged.connect(self._update_close_button)
        self.statistics_button = QPushButton(self.tr("S&tatistics"))
        self.statistics_button.clicked.connect(self.statistics_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.statistics_button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.generate_button)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.welcome)
        layout.addWidget(hint)
        layout.addLayout(self._build_due_bar())
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._rows: list[SetRow] = []

    def _build_due_bar(self) -> QHBoxLayout:
        """A set whose month is over is mentioned here, never pressed on the player with a
        dialog: closing starts only from this button (or the Close button)."""
        self.due_label = QLabel()
        self.due_label.setObjectName("dueNotice")
        self.due_label.setTextFormat(Qt.TextFormat.PlainText)  # set titles come from files
        self.due_label.setWordWrap(True)
        self.due_button = QPushButton(self.tr("Rate and close it…"))
        self.due_button.clicked.connect(lambda: self._due and self.close_due_requested.emit(self._due[0][0]))
        self._due: list[tuple[str, str]] = []
        bar = QHBoxLayout()
        bar.addWidget(self.due_label, 1)
        bar.addWidget(self.due_button)
        self.show_due([])
        return bar

    def show_due(self, sets: list[tuple[str, str]]) -> None:
        """(set id, title) of the open sets whose month is over, oldest first."""
        self._due = list(sets)
        if sets:
            self.due_label.setText(self.tr("The month of “{name}” is over: you can close the set now to rate it "
                                           "and move your stars.").format(name=sets[0][1]))
        self.due_label.setVisible(bool(sets))
        self.due_button.setVisible(bool(sets))

    def set_rows(self, rows: list[SetRow]) -> None:
        chosen = self.selected_set()  # stays chosen when an import adds a set above it
        self._rows = rows
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            started = row.closed or row.rated_games > 0  # an open set is rated from its first rated game
            rating = self.tr("not started") if not started else \
                "–" if row.rating is None else number(row.rating, 2, signed=True)
            state = self.tr("closed") if row.closed else self.tr("open")
            if row.closed:
                earned = {1: self.tr("+1 star"), 0: self.tr("±0"), -1: self.tr("-1 star")}.get(row.stars_earned or 0)
                stars = f"{'★' * row.stars_outlook}  ({earned})"
            elif not started:
                stars = self.tr("not started")
            else:
                stars = self.tr("{stars} if closed now").format(stars="★" * row.stars_outlook)
            title = set_title(row.set_id, row.title)
            cells = [f"{title}  ({row.set_id})", kind_text(row.kind), row.month or "–", state, str(row.deals),
                     str(row.field_results), str(row.rated_games), rating, stars]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if 4 <= c <= 7:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self._greet(rows)
        again = next((r for r, row in enumerate(rows) if row.set_id == chosen), None)
        if again is not None:
            self.table.selectRow(again)
        elif rows and not self.table.selectedItems():
            self.table.selectRow(0)
        self._update_close_button()

    def _greet(self, rows: list[SetRow]) -> None:
        """Before the first rated game: one line on what to do next."""
        if any(row.closed or row.rated_games > 0 for row in rows):
            self.welcome.hide()
            return
        first = next((row for row in rows if not row.closed), None)
        if first is None:
            self.welcome.setText(self.tr("Welcome! Import a set file or generate a practice set to start."))
        else:
            self.welcome.setText(self.tr("Welcome! Double-click “{name}” to open it, then press “Play next available "
                                         "deal”: your first rated game starts the set's rating.").format(
                name=set_title(first.set_id, first.title)))
        self.welcome.show()

    def selected_set(self) -> str | None:
        row = self.table.currentRow()
        return self._rows[row].set_id if 0 <= row < len(self._rows) else None

    def _update_close_button(self) -> None:
        row = self.table.currentRow()
        self.close_button.setEnabled(0 <= row < len(self._rows) and not self._rows[row].closed)

    def _close_selected(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self._rows) and not self._rows[row].closed:
            self.close_requested.emit(self._rows[row].set_id)

    def _open_selected(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self._rows):
            self.open_requested.emit(self._rows[row].set_id)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if urls and all(u.isLocalFile() and u.toLocalFile().endswith(SET_SUFFIXES) for u in urls):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        self.files_dropped.emit([u.toLocalFile() for u in event.mimeData().urls()])
        event.acceptProposedAction()
