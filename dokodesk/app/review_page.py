"""Review: step through a finished game trick by trick, or card by card, with all hands open —
one's own game or any logged game of the field on the same deal. At every card the open-hands
values say what that card did on this deal and what each legal card there would have kept.
The page: its controls and the steps through a game; the list of games is `review_games`, the
words under the table (open hands, what the field did) and the log's trick and card ends are
`review_notes`."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox, QDialog, QHBoxLayout, QLabel, QListView, QPushButton, QSlider, QVBoxLayout, QWidget,
)

from dokodesk.app.analysis_panel import AnalysisPanel, trick_of
from dokodesk.app.analysis_worker import OpenHandsRunner
from dokodesk.coach.field import field_at_decisions
from dokodesk.app.card_art import CardArt
from dokodesk.app.review_games import ReviewGamesModel, RoomyRows
from dokodesk.app.review_notes import (
    CALL_TOKENS, card_cuts, field_note, mark_text, open_hands_card_text, open_hands_trick_text, open_hands_waiting,
    trick_cuts,
)
from dokodesk.app.table_widget import TableWidget
from dokodesk.app.table_page import table_state_for
from dokodesk.app.tasks import PageReads, free_in_slices
from dokodesk.app.traveller import TravellerTable, seat_names
from dokodesk.rules import Deal, Game


FIELD_AT_LIMIT = 5000  # logged field games up to which review says what the field did


class ReviewPage(QWidget):
    back_requested = Signal()
    play_on_requested = Signal(list)  # the log up to the shown trick: a practice game goes on from there

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self.art = art  # also Compare's card pictures
        self.table = TableWidget(art)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.game_list = ReviewGamesModel(self)
        self.games = QComboBox()
        # 100,000 games: sized by a fixed length, not by measuring every label; rows of equal height
        self.games.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.games.setMinimumContentsLength(36)
        popup = QListView()
        popup.setUniformItemSizes(True)
        popup.setItemDelegate(RoomyRows(popup))
        popup.setFont(self.games.font())  # the combo's own text size, not a popup default
        popup.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.games.setView(popup)
        self.games.setModel(self.game_list)
        self.games.currentIndexChanged.connect(self._on_game_chosen)
        self.deal_number: int | None = None
        self._pending_game: int | None = None  # a field game asked for before the field arrived
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self._on_trick_chosen)
        # The card of the trick on show (1-4; 4: the trick complete). A trick chosen shows it
        # complete; the card buttons and the arrow keys step through its cards.
        self._card = 4
        self._keep_card = False
        self.prev_button = QPushButton(self.tr("◀ &Previous trick"))
        self.next_button = QPushButton(self.tr("Next &trick ▶"))
        self.prev_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.prev_card_button = QPushButton(self.tr("◀ Card"))
        self.next_card_button = QPushButton(self.tr("Card ▶"))
        self.prev_card_button.setToolTip(self.tr("The card before (←)"))
        self.next_card_button.setToolTip(self.tr("The next card (→)"))
        self.prev_card_button.clicked.connect(self.previous_card)
        self.next_card_button.clicked.connect(self.next_card)
        self.position = QLabel()
        # as wide as its longest text: stepping card by card must not make the slider jump
        self.position.setMinimumWidth(self.position.fontMetrics().horizontalAdvance(
            self.tr("Trick {k} of {n}, card {c} of 4").format(k=12, n=12, c=4)) + 4)
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
        self._traveller: tuple[object, int] | None = None
        # two rows, so that the page fits a 1024 px window in German too: the game and what to do
        # with it, then the steps through its tricks
        controls = QVBoxLayout()
        game_row = QHBoxLayout()
        game_row.addWidget(QLabel(self.tr("Game:")))
        game_row.addWidget(self.games, 1)
        game_row.addWidget(self.play_on_button)
        game_row.addWidget(self.compare_button)
        game_row.addWidget(self.traveller_button)
        game_row.addWidget(self.back_button)
        step_row = QHBoxLayout()
        step_row.addWidget(self.prev_button)
        step_row.addWidget(self.prev_card_button)
        step_row.addWidget(self.slider, 1)
        step_row.addWidget(self.next_card_button)
        step_row.addWidget(self.next_button)
        step_row.addWidget(self.position)
        controls.addLayout(step_row)
        controls.addLayout(game_row)
        # Marks of the expert analysis: the decisions that lost the most, a click shows the trick.
        self.analysis_panel = AnalysisPanel(limit=None)
        self.analysis_panel.decision_activated.connect(self.show_decision)
        self.analysis_panel.setMaximumWidth(360)
        self.mark = QLabel()
        self.mark.setObjectName("reviewMark")
        self.mark.setWordWrap(True)
        # What was possible with all hands open (the exact solver, in the thread pool).
        self.open_hands_runner = OpenHandsRunner(self)
        self.open_hands_runner.finished.connect(self._on_open_hands)
        self.open_hands_runner.failed.connect(self._on_open_hands_failed)
        self.open_hands = QLabel()
        self.open_hands.setObjectName("reviewOpenHands")
        self.open_hands.setWordWrap(True)
        self.open_hands.setTextFormat(Qt.TextFormat.PlainText)
        self._open_hands_failed = False
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
        layout.addWidget(self.open_hands)
        layout.addWidget(self.mark)
        layout.addWidget(self.field_note)
        layout.addLayout(controls)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, activated=self.prev_card_button.click)
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, activated=self.next_card_button.click)
        QShortcut(QKeySequence(Qt.Key.Key_PageUp), self, activated=self.prev_button.click)
        QShortcut(QKeySequence(Qt.Key.Key_PageDown), self, activated=self.next_button.click)
        self._deal: Deal | None = None
        self._names: list[str] = []
        self._seat = 0
        self._full: Game | None = None
        self._shown_names: list[str] = []  # who sits where in the game on show (`_names_at_table`)
        self.compare_pending = False  # Compare asked for before the field's games arrived (review_flow)
        self._analysed_game = -1  # the index in the game list the analysis belongs to
        self._field_at: dict = {}  # event index -> FieldAtPosition, for the game on show
        # Its reads in the pool (what the field did at the game on show); the window gives its own,
        # so that its reads_done() and settled() count them.
        self.reads = PageReads(self, lambda error: None)

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
        """The trick of a decision, at its card (a call: the trick complete)."""
        if self._full is None:
            return
        step = min(len(self._full.tricks), trick_of(self._full.log, event_index))
        cards = sum(1 for token in self._full.log[:event_index + 1] if token[2:] not in CALL_TOKENS)
        card = cards - 4 * (step - 1) if self._full.log[event_index][2:] not in CALL_TOKENS else 4
        self.go_to(step, card if 1 <= card <= 4 else 4)

    def step(self) -> tuple[int, int]:
        """(trick on show, its cards on show): (0, 4) before the first card."""
        return self.slider.value(), self._card

    def go_to(self, step: int, card: int = 4) -> None:
        """Show trick `step` after its `card`-th card (4: complete)."""
        self._card = card if step > 0 else 4
        if self.slider.value() != step:
            self._keep_card = True
            try:
                self.slider.setValue(step)
            finally:
                self._keep_card = False
        else:
            self._show_step(step)

    def next_card(self) -> None:
        if self._full is None:
            return
        step, card = self.step()
        if step > 0 and card < 4:
            self.go_to(step, card + 1)
        elif step < len(self._full.tricks):
            self.go_to(step + 1, 1)

    def previous_card(self) -> None:
        step, card = self.step()
        if step > 0 and card > 1:
            self.go_to(step, card - 1)
        elif step > 1:
            self.go_to(step - 1, 4)
        elif step == 1:
            self.go_to(0)

    def _on_trick_chosen(self, step: int) -> None:
        if not self._keep_card:
            self._card = 4
        self._show_step(step)

    def _cut(self, step: int) -> int:
        """The log position of the moment on show."""
        full = self._full
        if step == 0 or self._card >= 4:
            return trick_cuts(full.log)[step]
        return card_cuts(full.log)[4 * (step - 1) + self._card]

    def show_games(self, deal: Deal, games: list[tuple[str, list[str]]], names: list[str], seat: int,
                   field=(), loading: bool = False) -> None:
        """`games`: (label, log) pairs of the own games; `field`: the field's logged results (or
        later by `field_loaded` when `loading`). The first game is shown."""
        self._deal, self._names, self._seat = deal, names, seat
        self._pending_game = None
        self.games.blockSignals(True)
        self.game_list.set_games(games, field)
        self.games.setCurrentIndex(0 if self.game_list.rowCount() else -1)
        self.games.blockSignals(False)
        self.set_traveller(None, 0)
        self.traveller_button.setText(self.tr("Loading the field…") if loading else self.tr("Tra&veller…"))
        self.set_analysis(None)
        self._full = None
        self.compare_button.setEnabled(bool(games) and len(self.game_list.field) > 0)
        self._on_game_chosen(0)

    @property
    def _logs(self) -> list[list[str]]:
        return [log for _, log in self.game_list.own]

    def field_loaded(self, logged, traveller, party: int) -> None:
        """The field's games and the traveller, read in a worker, arrive."""
        first = self.game_list.rowCount() == 0
        self.game_list.add_field(logged)
        self.compare_button.setEnabled(self._own_games > 0 and len(self.game_list.field) > 0)
        if self.compare_pending:  # asked for before the field arrived
            self.compare_pending = False
            self.show_compare()
        self.traveller_button.setText(self.tr("Tra&veller…"))
        self.set_traveller(traveller, party)
        if first and self.game_list.rowCount():
            self.games.setCurrentIndex(0)
        elif 0 <= self.games.currentIndex() < self._own_games:
            # An own game on show since before the field came (review shows it at once): what the
            # field did at its positions was read from no field then (issue 39.1: no note at trick
            # 1 until another game was picked and the own game again).
            self._read_field_at(self.games.currentIndex())
        if self._pending_game is not None:
            self.choose_game(self._pending_game)

    def field_failed(self, text: str) -> None:
        self.traveller_button.setText(self.tr("Tra&veller…"))
        self.traveller_button.setEnabled(False)
        self.traveller_button.setToolTip(text)

    def choose_game(self, index: int) -> None:
        """Show game `index` of the list (a field game may still be on its way)."""
        if index < self.game_list.rowCount():
            self._pending_game = None
            self.games.setCurrentIndex(index)
        else:
            self._pending_game = index

    def set_traveller(self, data, party: int) -> None:
        self._traveller = None if data is None else (data, party)
        self.traveller_button.setEnabled(data is not None and len(data) > 0)
        if self._traveller_dialog is not None:
            self._traveller_dialog.close()
            self._traveller_dialog = None

    def show_traveller(self) -> None:
        """The field's results in a window beside review; a double-click replays that game."""
        if self._traveller is None:
            return
        data, party = self._traveller
        if self._traveller_dialog is None:
            dialog = QDialog(self)
            dialog.setWindowTitle(self.tr("Traveller"))
            dialog.resize(820, 640)  # room for some 25 tables
            table = TravellerTable(dialog)
            table.show_rows(data, party)
            table.replay_requested.connect(self.choose_game)
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

    @property
    def _own_games(self) -> int:
        return len(self.game_list.own)

    def _read_field_at(self, index: int) -> None:
        """What the field did at the positions of game `index` (the field's logged games but the
        one on show), worked out in the pool and shown when it arrives, if the game is still on
        show: over FIELD_AT_LIMIT logs it took the window's thread 0.2-0.3 s at each game chosen,
        also on the way to "Play on" (issue 40, point 9). Left out for a huge field, where a pass
        over every game per choice would take seconds."""
        field = self.game_list.field
        n = len(field)
        if self._deal is None or not n or n > FIELD_AT_LIMIT or not 0 <= index < self.game_list.rowCount():
            return
        shown = index - self._own_games
        deal, seat, log, full = self._deal, self._seat, self.game_list.log(index), self._full

        def work() -> dict:
            games = [(field.log(i), int(field.re_points[i])) for i in range(n) if i != shown]
            try:
                return field_at_decisions(deal, log, seat, games)
            finally:
                free_in_slices(games)

        def field_at_read(at: dict) -> None:
            if self._full is full:  # the same game on show
                self._field_at = at
                note = self._field_note(self.slider.value())
                self.field_note.setText(note)
                self.field_note.setVisible(bool(note))

        self.reads.run(work, field_at_read, lambda error: None)  # a failure is logged; no note then

    def show_compare(self, field_index: int | None = None):
        """The side-by-side comparison of the first own game with a field game (the one on show,
        or the best one for the player's party); None when there is no own game or field game."""
        from dokodesk.app.compare_dialog import CompareDialog, FieldGame

        field_games = self.game_list.field
        if self._deal is None or not self._own_games or not len(field_games):
            return None
        # The best games for the player's party first (ties in the field's order), a huge field cut
        # to the best ones: decoded by the worker that loaded the field (FieldGames.prepare_compare).
        best = field_games.best_for(self._deal.parties[self._seat])
        order = [game.index for game in best]
        shown_field = self.games.currentIndex() - self._own_games
        if 0 <= shown_field < len(field_games) and shown_field not in order:
            order.append(shown_field)
            best = [*best, field_games.compare_game(shown_field)]
        field = [FieldGame(label, game.log, game.re_points, game.calls, who, game.players)
                 for game, (label, who) in zip(best, self.game_list.compare_labels(best))]
        if field_index is None and shown_field in order:
            field_index = order.index(shown_field)
        dialog = CompareDialog(self._deal, self._seat, self._logs[0], field, self._names, self, select=field_index,
                               art=self.art)
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
        return list(self._full.log[:self._cut(self.slider.value())])

    def _on_game_chosen(self, index: int) -> None:
        if self._deal is None:
            return
        if self.game_list.rowCount() == 0:  # the field's games are on their way: the hands as dealt
            self._full = Game.replay(self._deal, [], self._names)
        elif not 0 <= index < self.game_list.rowCount():
            return
        else:
            self._full = Game.replay(self._deal, self.game_list.log(index), self._names)
        self._shown_names = self._names_at_table(index)
        self._open_hands_failed = False
        if self._full.log:
            self.open_hands_runner.start(self._deal, self._full.log)
        self._field_at = {}
        self._read_field_at(index)
        self.analysis_panel.setVisible(index == self._analysed_game)
        self.slider.setRange(0, len(self._full.tricks))
        self._card = 4
        self.slider.setValue(0)
        self._show_step(0)

    def _names_at_table(self, index: int) -> list[str]:
        """Who sits where in game `index`: an own game has "You" at the player's seat; a field
        game as `seat_names` says."""
        field = index - self._own_games
        if not 0 <= field < len(self.game_list.field):
            return self._names
        return seat_names(self.game_list.field.players(field), self._names, self._seat, self._deal.parties)

    def _show_step(self, step: int) -> None:
        """Step 0: the hands as dealt; step k: just after trick k, that trick in the middle (or
        just after its `_card`-th card, the trick so far in the middle)."""
        full = self._full
        if full is None:
            return
        complete = step == 0 or self._card >= 4
        cut = self._cut(step)
        names = self._shown_names or self._names
        game = Game.replay(full.deal, full.log[:cut], names)
        state = table_state_for(game, self._seat, names, show_last=step > 0 and complete, open_hands=True,
                                you=names is self._names)
        if step > 0 and complete:  # the trick on show is trick k, not the game's "last trick" (the table's word)
            shown = game.tricks[-1]
            state.trick_caption = self.tr("Trick {k}: {name} took {augen} Augen").format(
                k=step, name=names[shown.winner], augen=shown.augen)
        self.table.set_state(state)
        if complete:
            self.position.setText(self.tr("Trick {k} of {n}").format(k=step, n=len(full.tricks)))
        else:
            self.position.setText(self.tr("Trick {k} of {n}, card {c} of 4").format(
                k=step, n=len(full.tricks), c=self._card))
        self.prev_card_button.setEnabled(step > 0)
        self.next_card_button.setEnabled(step < len(full.tricks) or not complete)
        marks = self.analysis_panel.marked_tricks() if self.games.currentIndex() == self._analysed_game else {}
        self.mark.setText(mark_text(marks.get(step, [])))
        self.mark.setVisible(bool(marks.get(step)))
        note = self._field_note(step)
        self.field_note.setText(note)
        self.field_note.setVisible(bool(note))
        self.prev_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < len(full.tricks))
        self.open_hands.setText(self.open_hands_text(step) if complete else self.open_hands_card_text(step, self._card))
        self.play_on_button.setEnabled(step < len(full.tricks) or not complete)
        if complete:
            self.play_on_button.setToolTip(self.tr("A practice game from trick {k} on: the tricks before stay as they "
                                                   "were, you and the same bots play on").format(k=step + 1))
        else:
            self.play_on_button.setToolTip(self.tr("A practice game from this card on: the cards before stay as they "
                                                   "were, you and the same bots play on"))

    def open_hands_text(self, step: int) -> str:
        """Step k: the open-hands value from trick k+1 on, and whether the seat's card in trick
        k kept the value it had before it (review_notes)."""
        review = self._open_hands_review()
        if isinstance(review, str):
            return review
        return open_hands_trick_text(review, step, len(self._full.tricks), self._deal, self._seat)

    def open_hands_card_text(self, step: int, card: int) -> str:
        """The `card`-th card of trick `step`, whoever played it: the open-hands value before
        and after it, from its party's side, and each legal card's value there (review_notes)."""
        review = self._open_hands_review()
        if isinstance(review, str):
            return review
        names = self._shown_names or self._names

        def who(seat: int) -> str:
            return self.tr("Your seat") if seat == self._seat and names is self._names else names[seat]
        return open_hands_card_text(review, step, card, self._deal, who)

    def _open_hands_review(self):
        """The open-hands solve of the game on show, or what to say while there is none."""
        full = self._full
        if full is None or self._deal is None:
            return ""
        review = self.open_hands_runner.result_for(self._deal, full.log)
        if review is None:
            return open_hands_waiting(self._open_hands_failed, self.open_hands_runner.is_running(self._deal, full.log))
        return review

    def _refresh_open_hands(self) -> None:
        step, card = self.step()
        complete = step == 0 or card >= 4
        self.open_hands.setText(self.open_hands_text(step) if complete else self.open_hands_card_text(step, card))

    def _on_open_hands(self, key, review) -> None:
        if self._full is not None and self._deal is not None and key == OpenHandsRunner.key(self._deal, self._full.log):
            self._refresh_open_hands()

    def _on_open_hands_failed(self, message: str) -> None:
        self._open_hands_failed = True
        self._refresh_open_hands()

    def _field_note(self, step: int) -> str:
        """What the field did at the player's cards in the trick on show (review_notes)."""
        if self._full is None:
            return ""
        return field_note(self._field_at, self._full.log, step, self._deal.parties[self._seat])
