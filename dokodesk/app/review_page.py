"""Review: step through a finished game trick by trick with all hands open — one's own game or
any logged game of the field on the same deal."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget,
)

from dokodesk.app.analysis_panel import AnalysisPanel, decision_reason, field_note_text, trick_of
from dokodesk.coach.field import field_at_decisions
from dokodesk.app.card_art import CardArt
from dokodesk.app.table_widget import TableWidget
from dokodesk.app.table_page import table_state_for
from dokodesk.app.traveller import TravellerTable
from dokodesk.rules import Call, Deal, Game


class ReviewPage(QWidget):
    back_requested = Signal()
    play_on_requested = Signal(list)  # the log up to the shown trick: a practice game goes on from there

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = TableWidget(art)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.games = QComboBox()
        self.games.currentIndexChanged.connect(self._on_game_chosen)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self._show_step)
        self.prev_button = QPushButton(self.tr("◀ &Previous trick"))
        self.next_button = QPushButton(self.tr("Next &trick ▶"))
        self.prev_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.position = QLabel()
        self.back_button = QPushButton(self.tr("&Back"))
        self.back_button.clicked.connect(self.back_requested)
        self.traveller_button = QPushButton(self.tr("Tra&veller…"))
        self.traveller_button.setToolTip(self.tr("Every result of the field on this deal"))
        self.traveller_button.clicked.connect(self.show_traveller)
        # "What if I had played the Dulle here?": a practice game from the next trick on, the
        # history kept, the same bots playing on.
        self.play_on_button = QPushButton(self.tr("P&lay on from here"))
        self.play_on_button.clicked.connect(lambda: self.play_on_requested.emit(self.play_on_log()))
        self.compare_button = QPushButton(self.tr("Co&mpare…"))
        self.compare_button.setToolTip(self.tr("Your game beside a game of the field, trick by trick"))
        self.compare_button.clicked.connect(lambda: self.show_compare())
        self._traveller_dialog: QDialog | None = None
        self._traveller: tuple[list, int] = ([], 0)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(self.tr("Game:")))
        controls.addWidget(self.games, 1)
        controls.addWidget(self.prev_button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.next_button)
        controls.addWidget(self.position)
        controls.addWidget(self.play_on_button)
        controls.addWidget(self.compare_button)
        controls.addWidget(self.traveller_button)
        controls.addWidget(self.back_button)
        # Marks of the expert analysis: the decisions that lost the most, a click shows the trick.
        self.analysis_panel = AnalysisPanel(limit=None)
        self.analysis_panel.decision_activated.connect(self.show_decision)
        self.analysis_panel.setMaximumWidth(360)
        self.mark = QLabel()
        self.mark.setObjectName("reviewMark")
        self.mark.setWordWrap(True)
        # What the field did at the player's position in the trick on show.
        self.field_note = QLabel()
        self.field_note.setObjectName("reviewField")
        self.field_note.setWordWrap(True)
        self.field_note.setTextFormat(Qt.TextFormat.PlainText)
        body = QHBoxLayout()
        body.addWidget(self.table, 1)
        body.addWidget(self.analysis_panel)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.mark)
        layout.addWidget(self.field_note)
        layout.addLayout(controls)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, activated=self.prev_button.click)
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, activated=self.next_button.click)
        self._deal: Deal | None = None
        self._logs: list[list[str]] = []
        self._names: list[str] = []
        self._seat = 0
        self._full: Game | None = None
        self._analysed_game = -1  # the index in the game list the analysis belongs to
        self._field: list[tuple[tuple[str, ...] | None, int]] = []  # (log or None, Re points) per field pair
        self._own_games = 0  # games before the field's in the list
        self._field_at: dict = {}  # event index -> FieldAtPosition, for the game on show

    def set_analysis(self, analysis, game_index: int = 0) -> None:
        """Mark the decisions of game `game_index` (its analysis, or None for none)."""
        self._analysed_game = game_index if analysis is not None else -1
        if analysis is None:
            self.analysis_panel.clear()
            self.analysis_panel.hide()
        else:
            self.analysis_panel.show_analysis(analysis, self._logs[game_index] if game_index < len(self._logs) else ())
            self.analysis_panel.setVisible(self.games.currentIndex() == game_index)
        self._show_step(self.slider.value())

    def show_decision(self, event_index: int) -> None:
        if self._full is not None:
            self.slider.setValue(min(len(self._full.tricks), trick_of(self._full.log, event_index)))

    def show_games(self, deal: Deal, games: list[tuple[str, list[str]]], names: list[str], seat: int) -> None:
        """`games`: (label, log) pairs; the first is shown."""
        self._deal, self._names, self._seat = deal, names, seat
        self._logs = [log for _, log in games]
        self.games.blockSignals(True)
        self.games.clear()
        for label, _ in games:
            self.games.addItem(label)
        self.games.blockSignals(False)
        self.set_analysis(None)
        self._on_game_chosen(0)

    def set_traveller(self, rows: list, party: int) -> None:
        self._traveller = (rows, party)
        self.traveller_button.setEnabled(bool(rows))
        if self._traveller_dialog is not None:
            self._traveller_dialog.close()
            self._traveller_dialog = None

    def show_traveller(self) -> None:
        """The field's results in a window beside review; a double-click replays that game."""
        rows, party = self._traveller
        if self._traveller_dialog is None:
            dialog = QDialog(self)
            dialog.setWindowTitle(self.tr("Traveller"))
            dialog.resize(760, 420)
            table = TravellerTable(dialog)
            table.show_rows(rows, party)
            table.replay_requested.connect(self.games.setCurrentIndex)
            box = QVBoxLayout(dialog)
            box.addWidget(table)
            compare = QPushButton(self.tr("&Compare your game with the field…"), dialog)
            compare.clicked.connect(lambda: self.show_compare())
            compare.setEnabled(self._own_games > 0)
            box.addWidget(compare)
            dialog.traveller = table  # type: ignore[attr-defined]
            self._traveller_dialog = dialog
        self._traveller_dialog.show()
        self._traveller_dialog.raise_()

    def set_field(self, field: list[tuple[tuple[str, ...] | None, int]], own_games: int) -> None:
        """The field of the deal, (log or None, Re points) per pair, logged ones first in the
        order of the game list after the `own_games` own games."""
        self._field, self._own_games = list(field), own_games
        self._on_game_chosen(self.games.currentIndex())
        self.compare_button.setEnabled(bool(own_games) and len(self._logs) > own_games)

    def show_compare(self, field_index: int | None = None):
        """The side-by-side comparison of the first own game with a field game (the one on show,
        or the best one for the player's party); None when there is no own game or field game."""
        from dokodesk.app.compare_dialog import CompareDialog, FieldGame

        if self._deal is None or not self._own_games or len(self._logs) <= self._own_games:
            return None
        field = [FieldGame(self.games.itemText(k), tuple(self._logs[k]), Game.replay(self._deal, self._logs[k]).value().re_points)
                 for k in range(self._own_games, len(self._logs))]
        shown = self.games.currentIndex() - self._own_games
        if field_index is None and 0 <= shown < len(field):
            field_index = shown
        dialog = CompareDialog(self._deal, self._seat, self._logs[0], field, self._names, self, select=field_index)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.compare_dialog = dialog
        return dialog

    @property
    def seat(self) -> int:
        return self._seat

    def play_on_log(self) -> list[str]:
        """The shown game's log up to the trick on show (with the calls made right after it)."""
        if self._full is None:
            return []
        return list(self._full.log[:trick_cuts(self._full.log)[self.slider.value()]])

    def _on_game_chosen(self, index: int) -> None:
        if not (0 <= index < len(self._logs)) or self._deal is None:
            return
        self._full = Game.replay(self._deal, self._logs[index], self._names)
        field = [f for k, f in enumerate(self._field) if k != index - self._own_games]  # not the game on show
        self._field_at = field_at_decisions(self._deal, self._logs[index], self._seat, field) if field else {}
        self.analysis_panel.setVisible(index == self._analysed_game)
        self.slider.setRange(0, len(self._full.tricks))
        self.slider.setValue(0)
        self._show_step(0)

    def _show_step(self, step: int) -> None:
        """Step 0: the hands as dealt; step k: just after trick k, that trick in the middle."""
        full = self._full
        if full is None:
            return
        cut = trick_cuts(full.log)[step]
        game = Game.replay(full.deal, full.log[:cut], self._names)
        state = table_state_for(game, self._seat, self._names, show_last=step > 0, open_hands=True)
        self.table.set_state(state)
        self.position.setText(self.tr("Trick {k} of {n}").format(k=step, n=len(full.tricks)))
        marks = self.analysis_panel.marked_tricks() if self.games.currentIndex() == self._analysed_game else {}
        self.mark.setText("\n".join(decision_reason(d) for d in marks.get(step, [])))
        self.mark.setVisible(bool(marks.get(step)))
        note = self._field_note(step)
        self.field_note.setText(note)
        self.field_note.setVisible(bool(note))
        self.prev_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < len(full.tricks))
        self.play_on_button.setEnabled(step < len(full.tricks))
        self.play_on_button.setToolTip(self.tr("A practice game from trick {k} on: the tricks before stay as they were, "
                                               "you and the same bots play on").format(k=step + 1))


    def _field_note(self, step: int) -> str:
        """"12 of 30 Re pairs were here: 9 played Kreuz Dame (average +3), 3 played Karo Neun (−1)"
        for the player's card in the trick on show."""
        if self._full is None or step == 0:
            return ""
        lines = []
        for index, at in sorted(self._field_at.items()):
            if trick_of(self._full.log, index) != step:
                continue
            lines.append(field_note_text(at, self._deal.parties[self._seat]))
        return "\n".join(lines)


def trick_cuts(log: list[str]) -> list[int]:
    """Log positions just after each trick (index 0: before the first card); announcements
    made right after a trick's last card belong to that step."""
    cuts = [0]
    cards = 0
    for i, token in enumerate(log):
        if token[2:] in CALL_TOKENS:
            if cuts[-1] == i:
                cuts[-1] = i + 1
            continue
        cards += 1
        if cards % 4 == 0:
            cuts.append(i + 1)
    return cuts


CALL_TOKENS = frozenset(c.value for c in Call)
