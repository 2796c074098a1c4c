"""A small set with a logged random field, stored in the test's own data dir; clicking a card
on the table the way a player does."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import play_randomly


def small_set(set_id: str = "test-set", deals: int = 3, tables: int = 12, seed: int = 5) -> DodgeSet:
    rng = random.Random(seed)
    out = []
    for number, deal in enumerate(generate_deals(deals, seed), start=1):
        results = []
        for _ in range(tables):
            game = play_randomly(deal, rng)
            results.append(FieldResult(game.value().re_points, tuple(game.log)))
        out.append(SetDeal(number, deal, results))
    return DodgeSet(set_id, out, out[0].deal.ruleset, title="Testset", field="simulated")


def click_card(qtbot, window, card) -> None:
    """A left click on `card` in the player's hand, near its visible left edge (cards overlap)."""
    table = window.table_page.table
    rect = table.card_rect(card)
    assert rect is not None, f"{card} is not in the shown hand"
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=QPoint(int(rect.left()) + 6, int(rect.center().y())))


def settle(qtbot, window, timeout: int = 10000) -> None:
    """Wait until the window's set session has answered every request (it works in a thread)."""
    if qtbot is not None:
        qtbot.waitUntil(window.settled, timeout=timeout)
        return
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout / 1000
    while not window.settled():
        assert time.monotonic() < end, "the set session did not answer"
        QApplication.processEvents()
        time.sleep(0.002)
