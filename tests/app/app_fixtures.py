"""A small set with a logged random field, stored in the test's own data dir; clicking a card
on the table the way a player does; answering the next modal dialog."""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import play_randomly


def small_set(set_id: str = "test-set", deals: int = 3, tables: int = 12, seed: int = 5) -> DodgeSet:
    out = [SetDeal(number, deal, list(results)) for number, (deal, results) in enumerate(_small_field(deals, tables, seed), start=1)]
    return DodgeSet(set_id, out, out[0].deal.ruleset, title="Testset", field="simulated")


@lru_cache(maxsize=None)
def _small_field(deals: int, tables: int, seed: int) -> tuple:
    """The deals and their random games, played once per test process (most app tests import
    the same set: 36 games, ~20 ms a window); deals and results are immutable, the set and its
    lists are made afresh for each caller."""
    rng = random.Random(seed)
    out = []
    for deal in generate_deals(deals, seed):
        results = []
        for _ in range(tables):
            game = play_randomly(deal, rng)
            results.append(FieldResult(game.value().re_points, tuple(game.log)))
        out.append((deal, tuple(results)))
    return tuple(out)


def click_card(qtbot, window, card) -> None:
    """A left click on `card` in the player's hand, near its visible left edge (cards overlap)."""
    table = window.table_page.table
    rect = table.card_rect(card)
    assert rect is not None, f"{card} is not in the shown hand"
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=QPoint(int(rect.left()) + 6, int(rect.center().y())))


def settle(*args, timeout: float = 20.0) -> None:
    """Process events until the window's set session has answered every request and its page
    reads (set, field) have arrived. Called as settle(window) or settle(qtbot, window)."""
    import time

    from PySide6.QtCore import QCoreApplication

    window = next(a for a in args if hasattr(a, "settled"))
    numbers = [a for a in args if isinstance(a, (int, float))]
    timeout = numbers[0] if numbers else timeout
    end = time.monotonic() + (timeout / 1000 if timeout > 1000 else timeout)
    while not window.settled():
        assert time.monotonic() < end, "the window's session and reads did not finish"
        QCoreApplication.processEvents()
        time.sleep(0.002)
    QCoreApplication.processEvents()


def place_of_seat(window, number: int, seat: int) -> int:
    """The seat mode (a place: 0 Vorhand … 3 Geber) that seats the player at `seat` in deal `number`."""
    return (seat - window.current_set.deal(number).deal.dealer - 1) % 4


def core_wait_ms() -> float:
    """How long the calling thread has waited, runnable, for a core (the kernel's run queue),
    in ms since it started; 0.0 where Linux's schedstat is missing. A latency probe subtracts
    this from an event-loop gap: that wait is the machine's overload, not work or a lock of ours."""
    try:
        with open("/proc/thread-self/schedstat") as f:
            return int(f.read().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0


def answer_next_dialog(qtbot, button_text: str, seen: list) -> None:
    """Click the button named `button_text` in the next modal dialog that has one, once it is up;
    its text lands in `seen`. (Two answers may wait at once: each waits for its own dialog, as the
    session's answers come from a worker, later on a busy machine.)"""
    def click():
        box = QApplication.activeModalWidget()
        button = None if box is None else next(
            (b for b in box.findChildren(QAbstractButton) if b.text().replace("&", "") == button_text), None)
        if button is None:
            QTimer.singleShot(10, click)
            return
        seen.append(box.text() if hasattr(box, "text") else "")
        button.click()

    QTimer.singleShot(0, click)


def a_started_game(data_dir) -> tuple[int, list[str], int, int]:
    """A rated game of deal 1 at seat 0 started in the database at `data_dir` (the test set
    imported first if needed): its id, a whole game's log, its Re points and the player's."""
    from dokodesk.store import Store

    with Store.open(data_dir) as s:
        if not s.sets():
            s.import_set(small_set())
        game_id = s.start_game("test-set", 1, 0, True)
        deal = s.deal("test-set", 1).deal
    game = play_randomly(deal, random.Random(3))
    value = game.value()
    return game_id, list(game.log), value.re_points, value.player_points(game.parties)[0]


def play_deal_through(qtbot, window, number: int = 1):
    """Open the test set, play deal `number` with a strong bot choosing the player's cards, and
    wait for the result page and its analysis; (the outcome, the analysis)."""
    from dokodesk.bots import make_bot

    window.open_set("test-set")
    settle(qtbot, window)
    window.play_deal(number)
    settle(qtbot, window)
    c = window.controller
    helper, rng = make_bot("strong"), random.Random(3)
    while True:
        qtbot.waitUntil(lambda: c.game is None or c.game.is_over or c.is_human_turn, timeout=20000)
        if c.game is None or c.game.is_over:
            break
        c.play_card(helper.choose_card(c.game.view(c.human_seat), rng).card)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)
    panel = window.result_page.analysis_panel
    # A real analysis takes up to ~50 s of CPU (benchmarks/results/calibration.md: median 23 s),
    # in its own process; beside the suite's other worker and the game's open-hands solve that
    # is more than a minute of wall time (a 60 s wait timed out on a loaded machine).
    qtbot.waitUntil(lambda: panel.analysis is not None and panel.still is None, timeout=180000)
    return window.result_page.outcome, panel.analysis


def skip_until_in_catalogue(context: str, *sources: str) -> None:
    """Skips a German check of texts the code has but dokodesk_de.ts not yet (added since the
    last scripts/update_translations.sh): once lupdate has put them in, test_translations
    demands their German and the check runs."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    import pytest

    ts = Path(__file__).resolve().parents[2] / "resources" / "translations" / "dokodesk_de.ts"
    known = {(c.findtext("name"), m.findtext("source")) for c in ET.parse(ts).getroot().iter("context")
             for m in c.iter("message")}
    missing = [s for s in sources if (context, s) not in known]
    if missing:
        pytest.skip(f"not yet in dokodesk_de.ts (run scripts/update_translations.sh): {missing}")
