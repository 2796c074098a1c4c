"""The table page: the card table plus the player's controls (announcements with their
deadlines, last trick, hint and undo in practice, bot pace)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget,
)

from dokodesk.app.card_art import CardArt
from dokodesk.app.controller import GameController
from dokodesk.app.table_widget import SeatInfo, TableState, TableWidget
from dokodesk.app.texts import deadline_text, error_text, number, party_name
from dokodesk.rules import Call, Game


def table_state_for(game: Game, seat: int, names: list[str], show_last: bool = False,
                    open_hands: bool = False, upto_trick: int | None = None, shown_trick=None) -> TableState:
    """What `seat` sees at the table (or, in review, everything with open hands)."""
    view = game.view(seat)
    known = view.known_parties() if not open_hands else {s: game.parties[s] for s in range(4)}
    seats = []
    for s in range(4):
        if s == seat or open_hands:
            cards = list(game.hand(s)) if s != seat or open_hands else list(view.hand)
        else:
            cards = [None] * view.cards_held[s]
        calls = [a.call.german for a in view.announcements if a.seat == s]
        seats.append(SeatInfo(
            name=names[s], cards=cards, party=party_name(known[s]) if s in known else "",
            calls=calls, dealer=s == view.dealer, on_turn=view.turn == s,
            leads=s == (view.current_trick.leader if view.current_trick.cards else view.turn),
            tricks=sum(1 for t in view.tricks if t.winner == s)))
    trick = list(view.current_trick.cards)
    caption = ""
    winner = None
    if shown_trick is not None:  # complete, before it is collected
        trick, winner = list(shown_trick.cards), shown_trick.winner
        caption = QCoreApplication.translate("TablePage", "{name} takes the trick ({augen} Augen) · click to go on").format(
            name=names[winner], augen=shown_trick.augen)
    elif show_last and view.tricks:
        last = view.tricks[-1]
        trick, winner = list(last.cards), last.winner
        caption = QCoreApplication.translate("TablePage", "Last trick: {name} took {augen} Augen").format(
            name=names[last.winner], augen=last.augen)
    legal = set(view.legal_cards) if view.turn == seat and not open_hands and shown_trick is None else None
    return TableState(seat, seats, trick, caption, legal, trick_winner=winner)


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

        calls_box = QGroupBox(self.tr("Announcements"))
        calls_layout = QVBoxLayout(calls_box)
        self.call_buttons: dict[int, QPushButton] = {}
        for level in range(1, 6):
            button = QPushButton()
            button.clicked.connect(lambda _=False, lvl=level: self._on_call(lvl))
            calls_layout.addWidget(button)
            self.call_buttons[level] = button

        self.last_button = QPushButton(self.tr("Show &last trick"))
        self.last_button.setCheckable(True)
        self.last_button.toggled.connect(self._on_show_last)
        self.hint_button = QPushButton(self.tr("H&int"))
        self.hint_button.clicked.connect(self._on_hint)
        controller.hint_ready.connect(self._on_hint_ready)  # the expert's hint arrives later
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.undo_button.clicked.connect(controller.undo)
        self.leave_button = QPushButton(self.tr("Leave table (game is saved)"))
        self.leave_button.clicked.connect(self.leave_requested)
        self.pace = QSlider(Qt.Orientation.Horizontal)
        self.pace.setRange(0, 2000)
        self.pace.setSingleStep(100)
        self.pace.setValue(int(QSettings().value("bot_pace_ms", controller.pace_ms)))
        self.pace.valueChanged.connect(self._on_pace)
        self.pace_label = QLabel()
        self._on_pace(self.pace.value())
        self.trick_pause = QSlider(Qt.Orientation.Horizontal)
        self.trick_pause.setRange(0, 5000)
        self.trick_pause.setSingleStep(250)
        self.trick_pause.setPageStep(500)
        self.trick_pause.setValue(int(QSettings().value("trick_pause_ms", 1500)))
        self.trick_pause.valueChanged.connect(self._on_trick_pause)
        self.trick_pause_label = QLabel()
        self.trick_pause_label.setWordWrap(True)
        self._on_trick_pause(self.trick_pause.value())

        side = QVBoxLayout()
        side.addWidget(self.info)
        side.addWidget(self.progress)
        side.addWidget(self.own_tally)
        side.addWidget(self.show_tally)
        side.addWidget(self.calls_made)
        side.addWidget(calls_box)
        side.addWidget(self.last_button)
        side.addWidget(self.hint_button)
        side.addWidget(self.undo_button)
        side.addWidget(self.pace_label)
        side.addWidget(self.pace)
        side.addWidget(self.trick_pause_label)
        side.addWidget(self.trick_pause)
        side.addWidget(self.notice)
        side.addStretch(1)
        side.addWidget(self.leave_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(270)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(panel)

        QShortcut(QKeySequence("L"), self, activated=self.last_button.toggle)
        QShortcut(QKeySequence("H"), self, activated=self._on_hint)
        QShortcut(QKeySequence.StandardKey.Undo, self, activated=controller.undo)
        for level, key in zip(range(1, 6), ("A", "9", "6", "3", "S")):
            QShortcut(QKeySequence(key), self, activated=lambda lvl=level: self._on_call(lvl))

        controller.changed.connect(self.refresh)
        controller.notice.connect(self.notice.setText)

    # ---------------------------------------------------------------- updates
    def refresh(self) -> None:
        c = self.controller
        game = c.game
        if game is None:
            self.table.set_state(None)
            return
        if self.show_last and not game.tricks:
            self.last_button.setChecked(False)
        state = table_state_for(game, c.human_seat, self.names, self.show_last and c.shown_trick is None,
                                shown_trick=c.shown_trick)
        if c.hinted_card is not None and c.is_human_turn and c.hinted_card in game.hand(c.human_seat):
            state.hinted = c.hinted_card
        self.table.set_state(state)
        party = game.parties[c.human_seat]
        kind = self.tr("rated") if c.rated else self.tr("practice")
        self.info.setText(self.tr("Deal {n} · {kind}\nYou are {party}.").format(
            n=c.deal_number, kind=kind, party=party_name(party)))
        self._show_glance(game)
        if c.is_human_turn and self.notice.text() == QCoreApplication.translate("GameController", "Wait for your turn"):
            self.notice.setText("")  # it is the player's turn now
        allowed = {a.call.level: a for a in game.allowed_calls(c.human_seat)}
        for level, button in self.call_buttons.items():
            call = Call.for_level(party, level)
            if level <= game.levels[party]:
                button.setText(self.tr("{call} (said)").format(call=call.german))
                button.setEnabled(False)
                button.setToolTip(self.tr("Your party has said {call} already.").format(call=call.german))
            elif level in allowed:
                button.setText(f"{call.german} ({deadline_text(allowed[level].until_card(game.ruleset.hand_size))})")
                button.setEnabled(True)
                button.setToolTip("")
            else:
                button.setText(call.german)
                button.setEnabled(False)
                button.setToolTip(self.call_refusal(game, c.human_seat, call))
        self.hint_button.setVisible(not c.rated)
        self.undo_button.setVisible(not c.rated)
        self.undo_button.setEnabled(c.can_undo())
        self.last_button.setEnabled(bool(game.tricks))
        if c.is_human_turn:
            self.table.setFocus()

    def _show_glance(self, game: Game) -> None:
        """Trick number and whose turn; the own party's tally; the announcements made."""
        c = self.controller
        total = game.ruleset.tricks
        if game.is_over:
            self.progress.setText(self.tr("All {n} tricks played").format(n=total))
        else:
            number_now = min(total, len(game.tricks) + (0 if c.shown_trick is not None else 1))
            if c.shown_trick is not None:
                turn = self.tr("{name} takes trick {k}").format(name=self.names[c.shown_trick.winner], k=number_now)
            elif game.turn == c.human_seat:
                turn = self.tr("your turn")
            else:
                turn = self.tr("{name}'s turn").format(name=self.names[game.turn])
            self.progress.setText(self.tr("Trick {k} of {n} · {turn}").format(k=number_now, n=total, turn=turn))
        view = game.view(c.human_seat)
        known = view.known_parties()
        mine = {s for s, p in known.items() if p == view.party} | {c.human_seat}
        tricks = sum(1 for t in view.tricks if t.winner in mine)
        partner = view.partner()
        who = self.tr("You and {partner}").format(partner=self.names[partner]) if partner is not None \
            else self.tr("You (partner not yet known)")
        self.own_tally.setText(self.tr("{who}: tricks {tricks} · Augen {augen}").format(
            who=who, tricks=tricks, augen=view.augen_taken(frozenset(mine))))
        self.own_tally.setVisible(self.show_tally.isChecked())
        calls = [f"{a.call.german} ({self.names[a.seat]})" for a in view.announcements]
        self.calls_made.setText(self.tr("Said so far: {calls}").format(
            calls=", ".join(calls) if calls else self.tr("none yet")))

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
        """Why a greyed announcement button cannot be pressed now, in the engine's words."""
        if game.is_over:
            return self.tr("The game is over")
        error = game.announcement_error(seat, call)
        return self.tr("Not possible at this moment.") if error is None else error_text(error)

    def _on_call(self, level: int) -> None:
        """A button or its key: the engine says why when the call is not allowed now."""
        c = self.controller
        if c.game is None or c.game.is_over:
            return
        c.announce(Call.for_level(c.game.parties[c.human_seat], level))

    def _on_show_last(self, on: bool) -> None:
        self.show_last = on
        self.refresh()

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
