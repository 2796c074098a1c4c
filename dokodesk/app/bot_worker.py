"""Bot thinking off the GUI thread."""

from __future__ import annotations

import logging
import queue
import random
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from dokodesk.app.gui_post import post

from dokodesk.bots import calls_of, make_bot
from dokodesk.rules import Call, Card, PlayerView


@dataclass(frozen=True)
class BotMove:
    """What a bot does when asked on its turn: announcements first, then a card."""

    request: int
    seat: int
    calls: tuple[Call, ...]
    card: Card | None
    error: str = ""  # the bot failed: what went wrong (the move has no calls and no card)


def decide(bot_name: str, view: PlayerView, seed: int) -> tuple[list[Call], Card | None]:
    """A bot's calls and card for this view, reproducible from `seed`. (The bots' reasons are
    not carried: nothing in the app shows them; hints come from the expert.)"""
    bot = make_bot(bot_name)
    rng = random.Random(seed)
    calls = list(calls_of(bot.choose_calls(view, rng)))
    card = bot.choose_card(view, rng).card if view.legal_cards else None
    return calls, card


class BotThread(QObject):
    """Bots think in a Python worker thread. Jobs and answers travel through queues; the worker
    only asks the GUI thread to take the answers (gui_post), it never touches a Qt object."""

    decided = Signal(object)  # BotMove, emitted in the GUI thread

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._work, name="dokodesk-bots", daemon=True)
        self._thread.start()

    def request(self, request: int, seat: int, bot_name: str, view: PlayerView, seed: int) -> None:
        self._jobs.put((request, seat, bot_name, view, seed))

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            request, seat, bot_name, view, seed = job
            try:
                calls, card = decide(bot_name, view, seed)
                move = BotMove(request, seat, tuple(calls), card)
            except Exception as error:  # the table must not wait forever: the controller is told
                logging.getLogger(__name__).error("bot %r failed at seat %d", bot_name, seat, exc_info=error)
                move = BotMove(request, seat, (), None, error=f"{type(error).__name__}: {error}")
            self._answers.put(move)
            post(self, self._deliver)

    @Slot()
    def _deliver(self) -> None:
        while True:
            try:
                move = self._answers.get_nowait()
            except queue.Empty:
                return
            self.decided.emit(move)

    def stop(self) -> None:
        self._jobs.put(None)
        self._thread.join(5)
