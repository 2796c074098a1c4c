"""The table page: the card table plus the player's controls (announcements with their
deadlines, last trick, the tricks so far, hint and undo in practice, bot pace)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSlider, QSplitter, QVBoxLayout, QWidget,
)

from dokodesk.app.card_art import CardArt
from dokodesk.app.controller import GameController
from dokodesk.app.table_widget import SeatInfo, TableState, TableWidget
from dokodesk.app.texts import deadline_text, error_text, number, party_name
from dokodesk.app.trick_history import TrickHistory
from dokodesk.rules import Call, Game
from dokodesk.store.settings import setting_int


def table_state_for(game: Game, seat: int, names: list[str], show_last: bool = False,
                    open_hands: bool = False, upto_trick: int | None = None, shown_trick=None,
                    view=None, you: bool = True) -> TableState:
    """What `seat` sees at the table (or, in review, everything with open hands). `view`:
    the seat's view when the caller has it already; `you`: the player sits at `seat` (not so
    for a field game in review, whose player there is someone else)."""
    view = view if view is not None else game.view(seat)
    known = view.known_parties() if not open_hands else {s: game.parties[s] for s in range(4)}
    # "leads": who led the trick in the middle (a complete one on show: its leader, not the
    # winner, who leads the next)
    if shown_trick is not None:
        leader = shown_trick.leader
    elif show_last and view.tricks:
        leader = view.tricks[-1].leader
    else:
        leader = view.current_trick.leader if view.current_trick.cards else view.turn
    seats = []
    for s in range(4):
        if s == seat or open_hands:
            cards = list(game.hand(s)) if s != seat or open_hands else list(view.hand)
        else:
            cards = [None] * view.cards_held[s]
        calls = [a.call.german for a in view.announcements if a.seat == s]
        seats.append(SeatInfo(
            name=names[s], cards=cards, party=party_name(known[s]) if s in known else "",
            calls=calls, dealer=s == view.dealer, on_turn=view.turn == s, you=you and s == seat,
            leads=s == leader,
            tricks=sum(1 for t in view.tricks if t.winner == s)))
    trick = list(view.current_trick.cards)
    caption = ""
    winner = None
    if shown_trick is not None:  # complete, before it is collected
        trick, winner = list(shown_trick.cards), shown_trick.winner
        caption = (QCoreApplication.translate("TablePage", "You take the trick ({augen} Augen) · click to go on")
                   if winner == seat else
                   QCoreApplication.translate("TablePage", "{name} takes the trick ({augen} Augen) · click to go on")
                   ).format(name=names[winner], augen=shown_trick.augen)
    elif show_last and view.tricks:
        last = view.tricks[-1]
        trick, winner = list(last.cards), last.winner
        caption = QCoreApplication.translate("TablePage", "Last trick: {name} took {augen} Augen").format(
            name=names[last.winner], augen=last.augen)
    legal = set(view.legal_cards) if view.turn == seat and not open_hands and shown_trick is None else None
    return TableState(seat, seats, trick, caption, legal, trick_winner=winner)


@dataclass(frozen=True)
class CallButton:
    text: str
    enabled: bool
    tooltip: str = ""  # a greyed button says why


@dataclass(frozen=True)
class TablePanel:
    """Everything the table page shows for one moment of the game, from one view of the seat."""

    table: TableState
    info: str  # deal, rated or practice, the party
    progress: str  # trick number and whose turn
    tally: str  # the own party's tricks and Augen, as far as known
    calls_made: str
    call_buttons: dict[int, CallButton]  # by level 1..5
    practice: bool  # hint and undo are offered
    has_tricks: bool
    human_turn: bool


def table_panel_for(game: Game, seat: int, names: list[str], deal_number: int, rated: bool,
                    show_last: bool = False, shown_trick=None, hinted=None) -> TablePanel:
    """The table page's content, a pure function of the game and the player's choices."""
    view = game.view(seat)
    table = table_state_for(game, seat, names, show_last and shown_trick is None, shown_trick=shown_trick, view=view)
    human_turn = game.turn == seat
    if hinted is not None and human_turn and hinted in view.hand:
        table.hinted = hinted
    party = view.party
    info = QCoreApplication.translate("TablePage", "Deal {n} · {kind}\nYou are {party}.").format(
        n=deal_number, kind=QCoreApplication.translate("TablePage", "rated") if rated else QCoreApplication.translate("TablePage", "practice"), party=party_name(party))
    return TablePanel(table, info, _progress_text(game, view, names, shown_trick), _tally_text(view, names),
                      _calls_text(view, names), _call_buttons(game, party, seat), not rated, bool(game.tricks),
                      human_turn)


def _progress_text(game: Game, view, names: list[str], shown_trick) -> str:
    total = game.ruleset.tricks
    if game.is_over:
        return QCoreApplication.translate("TablePage", "All {n} tricks played").format(n=total)
    number_now = min(total, len(view.tricks) + (0 if shown_trick is not None else 1))
    if shown_trick is not None:
        turn = (QCoreApplication.translate("TablePage", "you take trick {k}") if shown_trick.winner == view.seat else
                QCoreApplication.translate("TablePage", "{name} takes trick {k}")).format(
            name=names[shown_trick.winner], k=number_now)
    elif game.turn == view.seat:
        turn = QCoreApplication.translate("TablePage", "your turn")
    else:
        turn = QCoreApplication.translate("TablePage", "{name}'s turn").format(name=names[game.turn])
    return QCoreApplication.translate("TablePage", "Trick {k} of {n} · {turn}").format(k=number_now, n=total, turn=turn)


def _tally_text(view, names: list[str]) -> str:
    known = view.known_parties()
    mine = {s for s, p in known.items() if p == view.party} | {view.seat}
    tricks = sum(1 for t in view.tricks if t.winner in mine)
    partner = view.partner()
    who = QCoreApplication.translate("TablePage", "You and {partner}").format(partner=names[partner]) if partner is not None \
        else QCoreApplication.translate("TablePage", "You (partner not yet known)")
    return QCoreApplication.translate("TablePage", "{who}: tricks {tricks} · Augen {augen}").format(
        who=who, tricks=tricks, augen=view.augen_taken(frozenset(mine)))


def _calls_text(view, names: list[str]) -> str:
    calls = [f"{a.call.german} ({names[a.seat]})" for a in view.announcements]
    return QCoreApplication.translate("TablePage", "Said so far: {calls}").format(calls=", ".join(calls) if calls else QCoreApplication.translate("TablePage", "none yet"))


def _call_buttons(game: Game, party: int, seat: int) -> dict[int, CallButton]:
    allowed = {a.call.level: a for a in game.allowed_calls(seat)}
    buttons = {}
    for level in range(1, 6):
        call = Call.for_level(party, level)
        if level <= game.levels[party]:
            buttons[level] = CallButton(QCoreApplication.translate("TablePage", "{call} (said)").format(call=call.german), False,
                                        QCoreApplication.translate("TablePage", "Your party has said {call} already.").format(call=call.german))
        elif level in allowed:
            until = deadline_text(allowed[level].until_card(game.ruleset.hand_size))
            buttons[level] = CallButton(f"{call.german} ({until})", True)
        else:
            buttons[level] = CallButton(call.german, False, call_refusal(game, seat, call))
    return buttons


def call_refusal(game: Game, seat: int, call: Call) -> str:
    """Why a greyed announcement button cannot be pressed now, in the engine's words."""
    if game.is_over:
        return QCoreApplication.translate("TablePage", "The game is over")
    error = game.announcement_error(seat, call)
    return QCoreApplication.translate("TablePage", "Not possible at this moment.") if error is None else error_text(error)


class TablePage(QWidget):
    leave_requested = Signal()

    def __init__(self, art: CardArt, controller: GameController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.names: list[str] = ["", "", "", ""]
        self.show_last = False
        self.table = TableWidget(art)
        self.table.card_clicked.connect(self._on_card_clicked)
        self.table.felt_clicked.connect(controller.collect_trick)
        controller.trick_collected.connect(self._on_trick_collected)
        self._build_status()
        calls_box = self._build_calls()
        self._build_tools()
        self._build_pace()
        self._lay_out(calls_box)
        self._add_shortcuts()
        controller.changed.connect(self.refresh)
        controller.notice.connect(self.notice.setText)

    def _build_status(self) -> None:
        """The labels: deal and party, trick and turn, the own tally, the calls, notices."""
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setObjectName("tableInfo")
        self.progress = QLabel()  # trick number and whose turn
        self.progress.setWordWrap(True)
        font = self.progress.font()
        font.setBold(True)
        self.progress.setFont(font)
        self.own_tally = QLabel()  # the own party's tricks and Augen, as far as known
        self.own_tally.setWordWrap(True)
        self.calls_made = QLabel()
        self.calls_made.setWordWrap(True)
        self.show_tally = QCheckBox(self.tr("Show my party's tricks and Augen"))
        self.show_tally.setToolTip(self.tr("Switch off to practise counting."))
        self.show_tally.setChecked(QSettings().value("show_tally", "true") in (True, "true"))
        self.show_tally.toggled.connect(self._on_show_tally)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setObjectName("notice")
        self.notice.setMinimumHeight(48)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

    def _build_calls(self) -> QGroupBox:
        calls_box = QGroupBox(self.tr("Announcements"))
        calls_layout = QVBoxLayout(calls_box)
        self.call_buttons: dict[int, QPushButton] = {}
        for level in range(1, 6):
            button = QPushButton()
            button.clicked.connect(lambda _=False, lvl=level: self._on_call(lvl))
            calls_layout.addWidget(button)
            self.call_buttons[level] = button
        return calls_box

    def _build_tools(self) -> None:
        """Last trick, the tricks so far, hint and undo (practice), leaving the table."""
        controller = self.controller
        self.last_button = QPushButton(self.tr("Show &last trick"))
        self.last_button.setCheckable(True)
        self.last_button.toggled.connect(self._on_show_last)
        self.history = TrickHistory()  # under the table, shown on demand
        self.history.hide()
        self._history_sized = False
        self.tricks_button = QPushButton(self.tr("&All tricks"))
        self.tricks_button.setCheckable(True)
        self.tricks_button.setToolTip(self.tr("Every trick of the game so far (T)"))
        self.tricks_button.toggled.connect(self._on_show_tricks)
        self.hint_button = QPushButton(self.tr("H&int"))
        self.hint_button.clicked.connect(self._on_hint)
        controller.hint_ready.connect(self._on_hint_ready)  # the expert's hint arrives later
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.undo_button.clicked.connect(controller.undo)
        self.leave_button = QPushButton()
        self.show_saving_fails(False)
        self.leave_button.clicked.connect(self.leave_requested)

    def show_saving_fails(self, failing: bool) -> None:
        """The leave button promises a saved game only while saving works (a full disk: the
        game is kept in memory and the journal, and stored when there is space)."""
        self.leave_button.setText(self.tr("Leave table (game is kept, saved later)") if failing
                                  else self.tr("Leave table (game is saved)"))

    def _build_pace(self) -> None:
        """The bots' pace and how long a complete trick stays, both remembered."""
        self.pace = QSlider(Qt.Orientation.Horizontal)
        self.pace.setRange(0, 2000)
        self.pace.setSingleStep(100)
        self.pace.setValue(setting_int(QSettings().value("bot_pace_ms", self.controller.pace_ms),
                                       self.controller.pace_ms, 0, 2000, "bot_pace_ms"))
        self.pace.valueChanged.connect(self._on_pace)
        self.pace_label = QLabel()
        self._on_pace(self.pace.value())
        self.trick_pause = QSlider(Qt.Orientation.Horizontal)
        self.trick_pause.setRange(0, 5000)
        self.trick_pause.setSingleStep(250)
        self.trick_pause.setPageStep(500)
        self.trick_pause.setValue(setting_int(QSettings().value("trick_pause_ms", 1500), 1500, 0, 5000,
                                              "trick_pause_ms"))
        self.trick_pause.valueChanged.connect(self._on_trick_pause)
        self.trick_pause_label = QLabel()
        self.trick_pause_label.setWordWrap(True)
        self._on_trick_pause(self.trick_pause.value())

    def _lay_out(self, calls_box: QGroupBox) -> None:
        """The table on the left (the tricks so far under it, when shown), a fixed-width panel
        of the rest on the right."""
        side = QVBoxLayout()
        for widget in (self.info, self.progress, self.own_tally, self.show_tally, self.calls_made, calls_box):
            side.addWidget(widget)
        tricks_row = QHBoxLayout()  # side by side: the panel stays within a 640 px high window
        tricks_row.addWidget(self.last_button)
        tricks_row.addWidget(self.tricks_button)
        side.addLayout(tricks_row)
        for widget in (self.hint_button, self.undo_button, self.pace_label, self.pace,
                       self.trick_pause_label, self.trick_pause, self.notice):
            side.addWidget(widget)
        side.addStretch(1)
        side.addWidget(self.leave_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(270)
        # the cards' size follows the table's width on most screens (TableWidget._card_width):
        # the tricks take some of its height, which it has to spare
        self.table_and_tricks = QSplitter(Qt.Orientation.Vertical)
        self.table_and_tricks.setChildrenCollapsible(False)
        self.table_and_tricks.addWidget(self.table)
        self.table_and_tricks.addWidget(self.history)
        self.table_and_tricks.setStretchFactor(0, 3)
        self.table_and_tricks.setStretchFactor(1, 1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.addWidget(self.table_and_tricks, 1)
        layout.addWidget(panel)

    def _add_shortcuts(self) -> None:
        QShortcut(QKeySequence("L"), self, activated=self.last_button.toggle)
        QShortcut(QKeySequence("T"), self, activated=self.tricks_button.toggle)
        QShortcut(QKeySequence("H"), self, activated=self._on_hint)
        QShortcut(QKeySequence.StandardKey.Undo, self, activated=self.controller.undo)
        for level, key in zip(range(1, 6), ("A", "9", "6", "3", "S")):
            QShortcut(QKeySequence(key), self, activated=lambda lvl=level: self._on_call(lvl))

    # ---------------------------------------------------------------- updates
    def refresh(self) -> None:
        c = self.controller
        game = c.game
        if game is None:
            self.table.set_state(None)
            self.history.show_tricks([], self.names)
            return
        if self.show_last and not game.tricks:
            self.last_button.setChecked(False)
        panel = table_panel_for(game, c.human_seat, self.names, c.deal_number, c.rated, self.show_last,
                                c.shown_trick, c.hinted_card)
        self.table.set_state(panel.table)
        self.history.show_tricks(game.tricks, self.names)
        self.info.setText(panel.info)
        self.progress.setText(panel.progress)
        self.own_tally.setText(panel.tally)
        self.own_tally.setVisible(self.show_tally.isChecked())
        self.calls_made.setText(panel.calls_made)
        if panel.human_turn and c.notice_waits_for_turn:
            c.notice_waits_for_turn = False
            self.notice.setText("")  # "wait for your turn" is over
        for level, button in self.call_buttons.items():
            button.setText(panel.call_buttons[level].text)
            button.setEnabled(panel.call_buttons[level].enabled)
            button.setToolTip(panel.call_buttons[level].tooltip)
        self.hint_button.setVisible(panel.practice)
        self.undo_button.setVisible(panel.practice)
        self.undo_button.setEnabled(c.can_undo())
        self.last_button.setEnabled(panel.has_tricks)
        if panel.human_turn:
            self.table.setFocus()

    def _on_show_tally(self, on: bool) -> None:
        QSettings().setValue("show_tally", on)
        self.own_tally.setVisible(on)

    def _on_trick_collected(self, trick) -> None:
        if self.controller.trick_pause_ms > 0:
            self.table.collect(list(trick.cards), trick.winner)

    def _on_card_clicked(self, card) -> None:
        if self.show_last:
            self.last_button.setChecked(False)
        if self.controller.play_card(card):
            self.notice.setText("")

    def call_refusal(self, game: Game, seat: int, call: Call) -> str:
        return call_refusal(game, seat, call)

    def _on_call(self, level: int) -> None:
        """A button or its key: the engine says why when the call is not allowed now."""
        c = self.controller
        if c.game is None or c.game.is_over:
            return
        c.announce(Call.for_level(c.game.parties[c.human_seat], level))

    def _on_show_last(self, on: bool) -> None:
        self.show_last = on
        self.refresh()

    def _on_show_tricks(self, on: bool) -> None:
        first = on and self.history.isHidden() and not self._history_sized
        self.history.setVisible(on)
        if first:  # a third of the height (later: as the player dragged it)
            self._history_sized = True
            total = sum(self.table_and_tricks.sizes())
            self.table_and_tricks.setSizes([total - total // 3, total // 3])

    def _on_hint(self) -> None:
        if self.controller.game is None:
            return
        if self.controller.rated:
            self.notice.setText(self.tr("Hints are for practice games; a rated game is your own."))
            return
        self.notice.setText(self.controller.hint())
        self.refresh()

    def _on_hint_ready(self, text: str) -> None:
        self.notice.setText(text)
        self.refresh()  # the hinted card lights up

    def _on_trick_pause(self, value: int) -> None:
        self.controller.trick_pause_ms = value
        QSettings().setValue("trick_pause_ms", value)
        self.trick_pause_label.setText(self.tr("A complete trick stays: {seconds} s (or until you click)").format(
            seconds=number(value / 1000, 1)))

    def _on_pace(self, value: int) -> None:
        self.controller.pace_ms = value
        QSettings().setValue("bot_pace_ms", value)
        self.pace_label.setText(self.tr("Bot pace: {seconds} s per card").format(seconds=number(value / 1000, 1)))
