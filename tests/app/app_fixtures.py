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


def settle(window, timeout: float = 20.0) -> None:
    """Process events until the window's reads for its pages (set, field) have arrived."""
    import time

    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + timeout
    while not window.reads_done():
        assert time.monotonic() < end, "the window's reads did not finish"
        QCoreApplication.processEvents()
        time.sleep(0.002)
    QCoreApplication.processEvents()


def place_of_seat(window, number: int, seat: int) -> int:
    """The seat mode (a place: 0 Vorhand … 3 Geber) that seats the player at `seat` in deal `number`."""
    return (seat - window.current_set.deal(number).deal.dealer - 1) % 4
