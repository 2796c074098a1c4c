"""Announcement training: the deals of a set one stop at a time. At each of your announcement
points you announce or stay silent; the coach then shows both options' expected Dodge points
against the deal's field, with their error, and whether your choice was right (a right silence
counts). Then the expert plays the rest for all seats, or you play on yourself. A score per
session; every answer is kept in a history file in the data directory."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QHBoxLayout, QLabel, QListWidget, QProgressBar, QPushButton, QVBoxLayout, QWidget,
)

from dokodesk.app.analysis_panel import card_text, call_text
from dokodesk.app.tasks import Task, start_task
from dokodesk.app.texts import number, party_name
from dokodesk.coach.training import Trainer, Verdict, verdict
from dokodesk.private_files import open_append, read_regular
from dokodesk.rules import Game
from dokodesk.store.schema import resolve_data_dir

log = logging.getLogger(__name__)
HISTORY_FILE = "announcement-training.jsonl"
HISTORY_LIMIT = 8 << 20  # bytes of the history read for the all-time score (years of answers)
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


class TrainingDialog(QDialog):
    play_on_requested = Signal(int, int, list)  # deal number, seat, log: you play on

    def __init__(self, deals, data_dir: Path | None = None, parent: QWidget | None = None):
        """`deals`: (number, Deal, seat, field Re points) of the deals to train on; `data_dir`:
        where the history file is kept (None: the app's data directory)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Announcement training"))
        self.resize(820, 620)
        self.trainer = Trainer(deals)
        # Always in the data directory (issue 28: without --data-dir nothing was kept): the one
        # the app uses when none is given (DOKODESK_DATA_DIR, else the user's data folder).
        self.history_path: Path | None = resolve_data_dir(data_dir) / HISTORY_FILE
        self._task: Task | None = None
        self.stop_label = QLabel()
        self.stop_label.setWordWrap(True)
        self.hand_label = QLabel()
        self.hand_label.setWordWrap(True)
        self.hand_label.setTextFormat(Qt.TextFormat.PlainText)
        self.announce_button = QPushButton()
        self.silent_button = QPushButton(self.tr("Stay &silent"))
        self.announce_button.clicked.connect(lambda: self.choose(True))
        self.silent_button.clicked.connect(lambda: self.choose(False))
        self.progress = QProgressBar()
        self.progress.hide()
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.expert_button = QPushButton(self.tr("The &expert plays the rest"))
        self.play_on_button = QPushButton(self.tr("&You play on"))
        self.next_button = QPushButton(self.tr("&Next stop"))
        self.expert_button.clicked.connect(self.expert_rest)
        self.play_on_button.clicked.connect(self._play_on)
        self.next_button.clicked.connect(self.next_stop)
        self.every_box = QCheckBox(self.tr("Stop at every card up to the &deadline (not only the first and the last chance)"))
        self.every_box.toggled.connect(lambda on: setattr(self.trainer, "every", on))
        self.score_label = QLabel()
        self.history = QListWidget()
        choice = QHBoxLayout()
        choice.addWidget(self.announce_button)
        choice.addWidget(self.silent_button)
        choice.addStretch(1)
        after = QHBoxLayout()
        after.addWidget(self.expert_button)
        after.addWidget(self.play_on_button)
        after.addWidget(self.next_button)
        after.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stop_label)
        layout.addWidget(self.hand_label)
        layout.addLayout(choice)
        layout.addWidget(self.progress)
        layout.addWidget(self.verdict_label)
        layout.addLayout(after)
        layout.addWidget(self.every_box)
        layout.addWidget(self.score_label)
        layout.addWidget(self.history, 1)
        self._show_score()
        self.next_stop()

    # ------------------------------------------------------------------ flow
    def next_stop(self) -> None:
        self._cancel()
        stop = self.trainer.next_stop()
        self.verdict_label.setText("")
        self._set_after(False)
        if stop is None:
            self.stop_label.setText(self.tr("All deals done. Right answers: {right} of {n}.").format(
                right=self.trainer.right, n=self.trainer.answered))
            self.hand_label.setText("")
            self.announce_button.hide()
            self.silent_button.hide()
            return
        number_, deal, seat, _ = self.trainer.deal_info
        game = self.trainer.game
        party = party_name(deal.parties[seat])
        if stop.late_reply:
            kind = self.tr("an Erwiderung")
        elif stop.deadline:
            kind = self.tr("the last chance")
        else:
            kind = self.tr("the first chance")
        self.stop_label.setText(self.tr("Deal {n}, trick {trick}: you are {party}; {kind} for {call}.").format(
            n=number_, trick=len(game.tricks) + 1, party=party, call=call_text(stop.call.value), kind=kind))
        hand = ", ".join(card_text(c.code) for c in game.view(seat).hand)
        played = " · ".join(f"{card_text(c.code)}" for _, c in game.view(seat).current_trick.cards)
        self.hand_label.setText(self.tr("Your hand: {hand}").format(hand=hand) +
                                ("\n" + self.tr("In the trick: {cards}").format(cards=played) if played else ""))
        self.announce_button.setText(self.tr("&Announce {call}").format(call=call_text(stop.call.value)))
        self.announce_button.show()
        self.silent_button.show()
        self.announce_button.setEnabled(True)
        self.silent_button.setEnabled(True)

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
            self.trainer.record(v)
            self._remember(v)
            self._show_verdict(v)
            self._set_after(True)

        def failed(error: Exception) -> None:
            self._task = None
            self.progress.hide()
            log.error("the verdict failed", exc_info=(type(error), error, error.__traceback__))
            self.verdict_label.setText(self.tr("The verdict failed: {message}").format(message=str(error) or type(error).__name__))
            self.announce_button.setEnabled(True)
            self.silent_button.setEnabled(True)

        self._task = start_task(work, lambda *a: None, done, failed, owner=self)

    def _show_verdict(self, v: Verdict) -> None:
        call = v.stop.call.value
        right = self.tr("Right.") if v.right else self.tr("Not the best choice.")
        text = self.tr("{right} From what you knew, with the others answering: announce {call}: {a} game points; "
                       "stay silent for now: {s} (difference ±{se}, {n} sampled deals).").format(
            right=right, call=call_text(call), a=number(v.game[call], 1, signed=True),
            s=number(v.game["pass"], 1, signed=True), se=number(v.loss_se, 1), n=v.samples)
        self.verdict_label.setText(text)
        self.history.insertItem(0, self.tr("Deal {n}: {choice} {call} — {right}").format(
            n=v.stop.deal_number, choice=self.tr("announced") if v.announced else self.tr("silent on"),
            call=call_text(call), right=self.tr("right") if v.right else self.tr("wrong")))
        self._show_score()

    def _show_score(self) -> None:
        t = self.trainer
        right, n = self.past_answers()
        self.score_label.setText(self.tr("This session: {right} of {n} right · all sessions: {all_right} of {all_n}.").format(
            right=t.right, n=t.answered, all_right=right, all_n=n))

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
        line = {"deal": v.stop.deal_number, "call": v.stop.call.value, "announced": v.announced, "right": v.right,
                "game": v.game, "samples": v.samples}
        try:
            # 0600 whatever the umask; a named pipe there must not freeze the window
            with open(open_append(self.history_path), "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
        except OSError as exc:
            log.warning("training history not written: %s", exc)

    def past_answers(self) -> tuple[int, int]:
        """(right, answered) over the whole history file."""
        if self.history_path is None or not os.path.lexists(self.history_path):
            return 0, 0
        try:
            text = read_regular(self.history_path, HISTORY_LIMIT).decode("utf-8", "replace")
        except OSError as exc:
            log.warning("training history not read: %s", exc)
            return 0, 0
        right = n = 0
        for line in text.splitlines():
            try:
                right += bool(json.loads(line)["right"])
                n += 1
            except (ValueError, KeyError, TypeError, IndexError):
                continue
        return right, n

    def _cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def done(self, result: int) -> None:
        self._cancel()
        super().done(result)
