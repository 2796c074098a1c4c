"""Bot thinking off the GUI thread: a worker object living in its own QThread."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from dokodesk.bots import calls_of, make_bot
from dokodesk.rules import Call, Card, PlayerView


@dataclass(frozen=True)
class BotMove:
    """What a bot does when asked on its turn: announcements first, then a card."""

    request: int
    seat: int
    calls: tuple[Call, ...]
    card: Card | None
    reason: str


def decide(bot_name: str, view: PlayerView, seed: int, with_card: bool = True) -> tuple[list[Call], Card | None, str]:
    """A bot's calls and card for this view, reproducible from `seed`."""
    bot = make_bot(bot_name)
    rng = random.Random(seed)
    answer = bot.choose_calls(view, rng)
    calls = list(calls_of(answer))
    reason = getattr(answer, "reason", "") if calls else ""
    card = None
    if with_card and view.legal_cards:
        decision = bot.choose_card(view, rng)
        card, reason = decision.card, decision.reason
    return calls, card, reason


class BotWorker(QObject):
    """Receives `think(request, seat, bot_name, view, seed)`; answers with `decided(BotMove)`."""

    decided = Signal(object)

    @Slot(int, int, str, object, int)
    def think(self, request: int, seat: int, bot_name: str, view: PlayerView, seed: int) -> None:
        calls, card, reason = decide(bot_name, view, seed)
        self.decided.emit(BotMove(request, seat, tuple(calls), card, reason))


class BotThread(QObject):
    """Owns the worker's thread; `request` queues a job, answers arrive via `decided`."""

    decided = Signal(object)
    _think = Signal(int, int, str, object, int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("dokodesk-bots")
        self._worker = BotWorker()
        self._worker.moveToThread(self._thread)
        self._think.connect(self._worker.think)
        self._worker.decided.connect(self.decided)
        self._thread.start()

    def request(self, request: int, seat: int, bot_name: str, view: PlayerView, seed: int) -> None:
        self._think.emit(request, seat, bot_name, view, seed)

    def stop(self) -> None:
        self._thread.quit()
        self._thread.wait(5000)
