"""Announcement training: the deals of a set one stop at a time. At each of your announcement
points you announce or stay silent; the coach then shows both options' expected Dodge points
against the deal's field, with their error, and whether your choice was right (better beyond the
error; a right silence counts), wrong (worse beyond it) or about equal. Then the expert plays the
rest for all seats, or you play on yourself. A score per session; every answer is kept in a
history file in the data directory, read back when the drill opens again: its list shows the set's
answers, the drill goes on after the last one, and a stop answered before counts once (issue 38,
item 4).

A stop is shown as at the table (issue 28, item 8): the seat's hand and the trick in the middle
as card pictures on the table's own widget, the tricks so far, what has been said by whom,
whose turn it is and the deadline in words."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QHBoxLayout, QLabel, QListWidget, QProgressBar, QPushButton, QSizePolicy, QVBoxLayout,
    QWidget,
)

from dokodesk.app.analysis_panel import card_text, call_text
from dokodesk.app.card_art import CARD_ASPECT, CardArt
from dokodesk.app.play_flow import table_names
from dokodesk.app.table_page import _calls_text, _progress_text, table_state_for
from dokodesk.app.table_widget import TableWidget
from dokodesk.app.tasks import Task, start_task
from dokodesk.app.texts import deadline_text, number, party_name
from dokodesk.coach.training import EQUAL, RIGHT, WRONG, Stop, Trainer, Verdict, verdict
from dokodesk.private_files import open_append, read_regular
from dokodesk.rules import Card, Game, parse_event
from dokodesk.store.schema import resolve_data_dir

log = logging.getLogger(__name__)
HISTORY_FILE = "announcement-training.jsonl"
HISTORY_LIMIT = 8 << 20  # bytes of the history read for the all-time score (years of answers)
HISTORY_SHOWN = 500  # the set's latest answers read back into the list
EXPERT_SAMPLES = 48  # the expert that plays the rest: quick, and still the search player


def play_rest_with_expert(game_log, deal, progress=None) -> Game:
    """The game from `game_log` to its end, every seat the expert (cards and calls)."""
    import random

    from dokodesk.bots.expert import ExpertBot
    game = Game.replay(deal, list(game_log))
    bots = [ExpertBot(samples=EXPERT_SAMPLES, call_samples=EXPERT_SAMPLES) for _ in range(4)]
    rng = random.Random(1)
    total = sum(game.cards_in_hand(s) for s in range(4))
    done = 0
    while not game.is_over:
        s = game.turn
        for c in bots[s].choose_calls(game.view(s), rng).calls:
            if c in [a.call for a in game.allowed_calls(s)]:
                game.apply(f"{s}:{c.value}")
        game.apply(f"{s}:{bots[s].choose_card(game.view(s), rng).card.code}")
        done += 1
        if progress is not None:
            progress(done, total, "")
    return game


def stop_trick(stop: Stop) -> int:
    """The number of the trick a stop is in (its log's cards, four a trick)."""
    return sum(isinstance(parse_event(t)[1], Card) for t in stop.log) // 4 + 1


class TricksSoFar(QWidget):
    """The complete tricks of the game so far in small pictures, in playing order, the card
    that took each trick framed in gold, its number and who took it below."""

    CARD_WIDTH = 44
    STEP = 0.62  # of a card's width: its corner (rank and suit) shows, as in a fanned hand
    GAP = 16

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self._art = art
        self.tricks: list[tuple[tuple[tuple[int, Card], ...], int]] = []  # (cards in playing order, winner)
        self._names: list[str] = []
        line = self.fontMetrics().height()
        self.setMinimumSize(300, line + round(self.CARD_WIDTH * CARD_ASPECT) + line + 14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Tricks so far"))

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def show_tricks(self, tricks, names: list[str]) -> None:
        self.tricks = [(tuple(t.cards), t.winner) for t in tricks]
        self._names = list(names)
        self.setAccessibleDescription(" / ".join(
            " · ".join(card_text(c.code) for _, c in cards) for cards, _ in self.tricks))
        self.update()

    def _width(self) -> int:
        """Small cards, smaller still when many tricks must share the row."""
        n = len(self.tricks)
        room = (self.width() - 8 - (n - 1) * self.GAP) / max(1, n) / (1 + 3 * self.STEP)
        return max(16, min(self.CARD_WIDTH, int(room)))

    def card_rects(self) -> list[list[QRectF]]:
        """Where each trick's cards are drawn, trick by trick in playing order."""
        w = self._width()
        h = round(w * CARD_ASPECT)
        top = self.fontMetrics().height() + 4
        out, x = [], 4.0
        for _ in self.tricks:
            out.append([QRectF(x + i * w * self.STEP, top, w, h) for i in range(4)])
            x += w * (1 + 3 * self.STEP) + self.GAP
        return out

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = p.fontMetrics()
        p.setPen(self.palette().windowText().color())
        caption = self.tr("Tricks so far") if self.tricks else self.tr("Tricks so far: none yet")
        p.drawText(QRectF(4, 0, self.width() - 8, metrics.height()), Qt.AlignmentFlag.AlignLeft, caption)
        w = self._width()
        ratio = self.devicePixelRatioF()
        step = w * self.STEP
        for k, ((cards, winner), rects) in enumerate(zip(self.tricks, self.card_rects()), start=1):
            for (seat, card), rect in zip(cards, rects):
                p.drawPixmap(rect.topLeft(), self._art.pixmap(card, w, ratio))
            for i, ((seat, card), rect) in enumerate(zip(cards, rects)):
                if seat == winner:  # the taker's visible part framed: the next card lies over the rest
                    shown = QRectF(rect.left(), rect.top(), step if i < len(rects) - 1 else w, rect.height())
                    p.setPen(QPen(QColor("#d4a017"), 3))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(shown.adjusted(-1, -1, 1, 1), 4, 4)
            label = QRectF(rects[0].left(), rects[0].bottom() + 2, w + 3 * step + self.GAP - 4, metrics.height())
            p.setPen(self.palette().windowText().color())
            text = self.tr("Trick {k}: {name}").format(k=k, name=self._names[winner] if winner < len(self._names) else "")
            p.drawText(label, Qt.AlignmentFlag.AlignLeft,
                       metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(label.width())))
        p.end()


def _plain_label(bold: bool = False) -> QLabel:
    """A wrapped label whose text is never read as markup (names and translations are text)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class TrainingDialog(QDialog):
    play_on_requested = Signal(int, int, list)  # deal number, seat, log: you play on

    def __init__(self, deals, data_dir: Path | None = None, parent: QWidget | None = None,
                 art: CardArt | None = None, set_id: str | None = None):
        """`deals`: (number, Deal, seat, field Re points) of the deals to train on; `data_dir`:
        where the history file is kept (None: the app's data directory); `art`: the window's
        card pictures (else the dialog draws its own); `set_id`: the set the deals are of (a
        stop's identity in the history, and whose answers the list shows)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Announcement training"))
        self.set_id = set_id
        self.trainer = Trainer(deals)
        # Always in the data directory (issue 28: without --data-dir nothing was kept): the one
        # the app uses when none is given (DOKODESK_DATA_DIR, else the user's data folder).
        self.history_path: Path | None = resolve_data_dir(data_dir) / HISTORY_FILE
        self._task: Task | None = None
        self.art = art if art is not None else CardArt()
        self.names: list[str] = []
        self.stop_label = _plain_label(bold=True)
        # the stop as at the table: the table's own widget, only to look at (the card is not asked for)
        self.table = TableWidget(self.art)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tricks = TricksSoFar(self.art)
        self.deadline_label = _plain_label(bold=True)
        self.turn_label = _plain_label()
        self.calls_label = _plain_label()
        self.announce_button = QPushButton()
        self.silent_button = QPushButton(self.tr("Stay &silent"))
        self.announce_button.clicked.connect(lambda: self.choose(True))
        self.silent_button.clicked.connect(lambda: self.choose(False))
        self.progress = QProgressBar()
        self.progress.hide()
        self.verdict_label = _plain_label()
        self.expert_button = QPushButton(self.tr("The &expert plays the rest"))
        self.play_on_button = QPushButton(self.tr("&You play on"))
        self.next_button = QPushButton(self.tr("&Next stop"))
        self.expert_button.clicked.connect(self.expert_rest)
        self.play_on_button.clicked.connect(self._play_on)
        self.next_button.clicked.connect(self.next_stop)
        self.every_box = QCheckBox(self.tr("Stop at every card up to the &deadline"))
        self.every_box.setToolTip(self.tr("Not only at the first and the last chance"))
        self.every_box.toggled.connect(lambda on: setattr(self.trainer, "every", on))
        self.score_label = _plain_label()
        self.history = QListWidget()
        self.history.setMinimumHeight(3 * self.fontMetrics().height() + 8)
        self._lay_out()
        self._fit_screen()
        earlier = self._history_lines()
        self._answered = {k for k in map(self._line_key, earlier) if k is not None}  # stops counted already
        mine = [line for line in earlier if line.get("set") == set_id]
        for line in mine[-HISTORY_SHOWN:]:
            text = self._line_text(line)
            if text is not None:
                self.history.insertItem(0, text)
        self._show_score()
        self._show_next(self._resumed_stop(mine, deals))

    def _resumed_stop(self, mine: list[dict], deals) -> Stop | None:
        """The first stop after the set's last answered one (another session's), else the
        first stop; all deals done after it: the first stop again (answered before, counted once)."""
        last = next((line for line in reversed(mine) if isinstance(line.get("log"), list)), None)
        if last is not None and isinstance(last.get("deal"), int) and all(isinstance(t, str) for t in last["log"]) \
                and self.trainer.resume(last["deal"], last["log"], bool(last.get("announced"))):
            stop = self.trainer.next_stop()
            if stop is not None:
                return stop
            self.trainer = Trainer(deals, every=self.trainer.every)
        return self.trainer.next_stop()

    def _lay_out(self) -> None:
        """The table and the tricks so far on the left; the stop's words, the choice, the verdict
        and the history in a panel on the right (fits a 1024 × 640 screen in both languages)."""
        left = QVBoxLayout()
        left.addWidget(self.table, 1)
        left.addWidget(self.tricks)
        left.addWidget(self.every_box)
        choice = QHBoxLayout()
        choice.addWidget(self.announce_button)
        choice.addWidget(self.silent_button)
        choice.addStretch(1)
        after = QHBoxLayout()
        after.addWidget(self.play_on_button)
        after.addWidget(self.next_button)
        after.addStretch(1)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        for widget in (self.deadline_label, self.turn_label, self.calls_label):
            side.addWidget(widget)
        side.addLayout(choice)
        side.addWidget(self.progress)
        side.addWidget(self.verdict_label)
        side.addWidget(self.expert_button, 0, Qt.AlignmentFlag.AlignLeft)
        side.addLayout(after)
        side.addWidget(self.score_label)
        side.addWidget(self.history, 1)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(360)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(panel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stop_label)
        layout.addLayout(body, 1)

    def _fit_screen(self) -> None:
        """Roomy where the screen allows it, never larger than the screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        size = QSize(1180, 760)
        if screen is not None:
            size = size.boundedTo(screen.availableGeometry().size())
        self.resize(size)

    # ------------------------------------------------------------------ flow
    def next_stop(self) -> None:
        self._cancel()
        self._show_next(self.trainer.next_stop())

    def _show_next(self, stop: Stop | None) -> None:
        self.verdict_label.setText("")
        self._set_after(False)
        if stop is None:
            self.stop_label.setText(self.tr("All deals done. Right answers: {right} of {n}.").format(
                right=self.trainer.right, n=self.trainer.answered))
            self.table.set_state(None)
            self.tricks.show_tricks([], [])
            for label in (self.deadline_label, self.turn_label, self.calls_label):
                label.setText("")
            self.announce_button.hide()
            self.silent_button.hide()
            return
        self.show_stop(stop)
        self.announce_button.setText(self.tr("&Announce {call}").format(call=call_text(stop.call.value)))
        self.announce_button.show()
        self.silent_button.show()
        self.announce_button.setEnabled(True)
        self.silent_button.setEnabled(True)
        self.announce_button.setFocus()

    def show_stop(self, stop: Stop) -> None:
        """The stop as the seat sees it at the table, from the stop's own log."""
        deal, seat = self.trainer.deal_info[1], stop.seat
        self.names = table_names(seat)
        game = Game.replay(deal, list(stop.log), self.names)
        view = game.view(seat)
        state = table_state_for(game, seat, self.names, view=view)
        state.legal = None  # nothing to play here: no card is lit as playable
        self.table.set_state(state)
        self.tricks.show_tricks(view.tricks, self.names)
        self.stop_label.setText(self.tr("Deal {n}, trick {trick}: you are {party}.").format(
            n=stop.deal_number, trick=len(view.tricks) + 1, party=party_name(deal.parties[seat])))
        self.deadline_label.setText(self.deadline_words(stop, game))
        self.turn_label.setText(_progress_text(game, view, self.names, None))
        self.calls_label.setText(_calls_text(view, self.names))

    def deadline_words(self, stop: Stop, game: Game) -> str:
        """"Last chance for keine 90" / "First chance for Re: …" as a player says it."""
        call = call_text(stop.call.value)
        allowed = next((a for a in game.allowed_calls(stop.seat) if a.call == stop.call), None)
        until = allowed.until_card(game.ruleset.hand_size) if allowed is not None else 0
        if stop.deadline:
            text = self.tr("Last chance for {call}: after this card it is too late.").format(call=call)
        elif stop.first:
            text = self.tr("First chance for {call}: it can be said {deadline}.").format(
                call=call, deadline=deadline_text(until))
        else:
            text = self.tr("Still possible: {call}, {deadline}.").format(call=call, deadline=deadline_text(until))
        if stop.late_reply:
            text += " " + self.tr("It would be an Erwiderung: the other party has announced.")
        return text

    def choose(self, announce: bool) -> None:
        """The player's answer: the verdict is computed in the background (progress shown)."""
        stop = self.trainer.current
        if stop is None:
            return
        deal = self.trainer.deal_info[1]
        self.announce_button.setEnabled(False)
        self.silent_button.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.verdict_label.setText(self.tr("The coach weighs both options…"))

        def work(progress):
            return verdict(deal, stop, announce, cancelled=lambda: False)

        def done(v: Verdict) -> None:
            self._task = None
            self.progress.hide()
            self.trainer.answer(announce)
            key = self._stop_key(v.stop)
            counted = key not in self._answered  # a stop answered before (another session too) counts once
            self._answered.add(key)
            self.trainer.record(v, counted)
            self._remember(v)
            self._show_verdict(v, counted)
            self._set_after(True)
            self.next_button.setFocus()  # Enter goes on to the next stop

        def failed(error: Exception) -> None:
            self._task = None
            self.progress.hide()
            log.error("the verdict failed", exc_info=(type(error), error, error.__traceback__))
            self.verdict_label.setText(self.tr("The verdict failed: {message}").format(message=str(error) or type(error).__name__))
            self.announce_button.setEnabled(True)
            self.silent_button.setEnabled(True)

        self._task = start_task(work, lambda *a: None, done, failed, owner=self)

    def _show_verdict(self, v: Verdict, counted: bool = True) -> None:
        call = v.stop.call.value
        # right / wrong only beyond the error of the difference; within it, about equal
        right = {RIGHT: self.tr("Right."), EQUAL: self.tr("About equal."), WRONG: self.tr("Not the best choice.")}[v.outcome]
        text = self.tr("{right} From what you knew, with the others answering: announce {call}: {a} game points; "
                       "stay silent for now: {s} (difference ±{se}, {n} sampled deals).").format(
            right=right, call=call_text(call), a=number(v.game[call], 1, signed=True),
            s=number(v.game["pass"], 1, signed=True), se=number(v.loss_se, 1), n=v.samples)
        if not counted:
            text += " " + self.tr("You answered this stop before: it counts once.")
        self.verdict_label.setText(text)
        self.history.insertItem(0, self._history_text(v.stop.deal_number, stop_trick(v.stop), v.announced, call, v.outcome))
        self._show_score()

    def _history_text(self, deal: int, trick: int, announced: bool, call: str, outcome: str) -> str:
        words = {RIGHT: self.tr("right"), EQUAL: self.tr("about equal"), WRONG: self.tr("wrong")}
        return self.tr("Deal {n}, trick {trick}: {choice} {call} — {right}").format(
            n=deal, trick=trick, choice=self.tr("announced") if announced else self.tr("silent on"),
            call=call_text(call), right=words[outcome])

    def _show_score(self) -> None:
        t = self.trainer
        right, equal, n = self.past_answers()
        self.score_label.setText(self.tr(
            "This session: {right} of {n} right, {equal} about equal · all sessions: {all_right} of {all_n} right, "
            "{all_equal} about equal.").format(
            right=t.right, n=t.answered, equal=t.equal, all_right=right, all_n=n, all_equal=equal))

    def _set_after(self, on: bool) -> None:
        for b in (self.expert_button, self.play_on_button):
            b.setEnabled(on)
        self.next_button.setEnabled(on)

    def expert_rest(self) -> None:
        """The expert plays the rest of this deal for every seat (background, progress)."""
        game = self.trainer.game
        if game is None:
            return
        deal, log_ = game.deal, list(game.log)
        number_, _, seat, field_re = self.trainer.deal_info
        self.progress.setRange(0, 1)
        self.progress.show()
        self._set_after(False)

        def work(progress):
            return play_rest_with_expert(log_, deal, progress)

        def on_progress(done, total, _):
            self.progress.setRange(0, total)
            self.progress.setValue(done)

        def done(final: Game) -> None:
            self._task = None
            self.progress.hide()
            from dokodesk.dodge.points import dodge_against_field
            value = final.value()
            own = value.re_points if deal.parties[seat] == 0 else -value.re_points
            dodge = dodge_against_field(value.re_points, field_re, deal.parties[seat])
            extra = self.tr(", {dodge} Dodge points against the field").format(dodge=number(dodge, 0, signed=True)) \
                if dodge is not None else ""
            self.verdict_label.setText(self.verdict_label.text() + "\n" + self.tr(
                "On this deal, the expert played the rest: {points} points for your party{extra}.").format(
                points=number(own, 0, signed=True), extra=extra))
            self._set_after(True)

        def failed(error: Exception) -> None:
            self._task = None
            self.progress.hide()
            log.error("the expert's play failed", exc_info=(type(error), error, error.__traceback__))
            self.verdict_label.setText(self.tr("The verdict failed: {message}").format(message=str(error) or type(error).__name__))
            self._set_after(True)

        self._task = start_task(work, on_progress, done, failed, owner=self)

    def _play_on(self) -> None:
        game = self.trainer.game
        if game is None:
            return
        number_, _, seat, _ = self.trainer.deal_info
        self.play_on_requested.emit(number_, seat, list(game.log))

    # ------------------------------------------------------------------ history
    def _remember(self, v: Verdict) -> None:
        """One line per answer in the history file (a failure to write only loses the line)."""
        if self.history_path is None:
            return
        # the stop's identity: set, deal, seat and the drill's game up to the stop (its event index: the length)
        line = {"set": self.set_id, "deal": v.stop.deal_number, "seat": v.stop.seat, "log": list(v.stop.log),
                "event": len(v.stop.log), "trick": stop_trick(v.stop), "call": v.stop.call.value,
                "announced": v.announced, "right": v.right, "outcome": v.outcome, "game": v.game,
                "difference": v.difference, "se": v.loss_se, "samples": v.samples}
        try:
            # 0600 whatever the umask; a named pipe there must not freeze the window
            with open(open_append(self.history_path), "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
        except OSError as exc:
            log.warning("training history not written: %s", exc)

    def _history_lines(self) -> list[dict]:
        """The history file's answers, oldest first (damaged lines skipped)."""
        if self.history_path is None or not os.path.lexists(self.history_path):
            return []
        try:
            text = read_regular(self.history_path, HISTORY_LIMIT).decode("utf-8", "replace")
        except OSError as exc:
            log.warning("training history not read: %s", exc)
            return []
        out = []
        for line in text.splitlines():
            try:
                value = json.loads(line)
            except ValueError:
                continue
            if isinstance(value, dict) and "right" in value:
                out.append(value)
        return out

    def _stop_key(self, stop: Stop) -> tuple:
        return (self.set_id, stop.deal_number, stop.seat, tuple(stop.log))

    @staticmethod
    def _line_key(line: dict) -> tuple | None:
        """A history line's stop (set, deal, seat, the game up to it); None for a line written
        before stops were named (each such line counts)."""
        log_ = line.get("log")
        if not isinstance(log_, list) or not all(isinstance(t, str) for t in log_):
            return None
        key = (line.get("set"), line.get("deal"), line.get("seat"), tuple(log_))
        try:
            hash(key)
        except TypeError:  # a damaged line (a list where a number belongs)
            return None
        return key

    @staticmethod
    def _outcome(line: dict) -> str:
        outcome = line.get("outcome")
        return outcome if outcome in (RIGHT, EQUAL, WRONG) else RIGHT if line["right"] else WRONG

    def _line_text(self, line: dict) -> str | None:
        """An earlier answer as the list shows it; None where the line lacks what it needs."""
        deal, trick, call = line.get("deal"), line.get("trick"), line.get("call")
        if not (isinstance(deal, int) and isinstance(trick, int) and isinstance(call, str)):
            return None
        return self._history_text(deal, trick, bool(line.get("announced")), call, self._outcome(line))

    def past_answers(self) -> tuple[int, int, int]:
        """(right, about equal, answered) over the whole history file, each stop counted once
        (its first answer)."""
        right = equal = n = 0
        seen: set[tuple] = set()
        for line in self._history_lines():
            key = self._line_key(line)
            if key is not None:
                if key in seen:
                    continue
                seen.add(key)
            outcome = self._outcome(line)
            right += outcome == RIGHT
            equal += outcome == EQUAL
            n += 1
        return right, equal, n

    def _cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def done(self, result: int) -> None:
        self._cancel()
        super().done(result)
