"""Soak: many games through the real table page at bot pace 0, with random key presses and
clicks between the moves (seeded). No crash, no exception in a slot (pytest-qt fails the test
on one), no stall, and no reference to None lost on the way.

The None count is the whole process's: another test's leftover thread freeing a big answer (a
100,000-row set page) during the soak drops it by 300,000 at once, in one game. A binding that
loses a reference per paint (PySide6 6.12.0's drawPixmap) loses thousands in every game. So the
count is taken after every game, and the typical game (the median) must lose none."""

from __future__ import annotations

import gc
import random
import sys
import time

from PySide6.QtCore import QPoint, Qt

from app_fixtures import settle, small_set
from dokodesk.app.main_window import MainWindow
from dokodesk.store import Store

GAMES = 3  # a median over three games (one odd game does not move it); each plays its 48 cards and some 60 random keys and clicks
KEYS = [Qt.Key.Key_A, Qt.Key.Key_9, Qt.Key.Key_6, Qt.Key.Key_3, Qt.Key.Key_S, Qt.Key.Key_L, Qt.Key.Key_H,
        Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Z, Qt.Key.Key_X]


def test_many_games_with_random_keys_and_clicks(qtbot, fresh_data_dir):
    store = Store.open(fresh_data_dir)
    store.import_set(small_set(deals=4, tables=6))
    window = MainWindow(store, fresh_data_dir)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    window.start()
    settle(qtbot, window)
    window.controller.pace_ms = 0
    page, c = window.table_page, window.controller
    rng = random.Random(20261201)
    window.open_set("test-set")
    settle(window)
    gc.collect()
    none_counts = [sys.getrefcount(None)]
    started = time.perf_counter()
    finished = 0
    actions = 0
    while finished < GAMES:
        page.trick_pause.setValue(rng.choice([0, 0, 1, 40]))  # also the shown-trick path
        window.play_deal(rng.randint(1, 4))
        settle(qtbot, window)
        assert window.stack.currentWidget() is page
        while True:
            qtbot.waitUntil(lambda: window.stack.currentWidget() is not page or c.is_human_turn
                            or c.shown_trick is not None, timeout=10000)
            if window.stack.currentWidget() is not page:
                break
            for _ in range(rng.randint(0, 3)):  # noise between the moves
                actions += 1
                kind = rng.random()
                if kind < 0.5:
                    key = rng.choice(KEYS)
                    modifier = Qt.KeyboardModifier.ControlModifier if key == Qt.Key.Key_Z else \
                        Qt.KeyboardModifier.NoModifier
                    qtbot.keyClick(page.table if rng.random() < 0.5 else page, key, modifier)
                elif kind < 0.9:
                    qtbot.mouseClick(page.table, Qt.MouseButton.LeftButton, pos=QPoint(
                        rng.randrange(page.table.width()), rng.randrange(page.table.height())))
                else:
                    page.last_button.click()
                if window.stack.currentWidget() is not page:
                    break
            if window.stack.currentWidget() is not page or c.game is None:
                break
            if c.shown_trick is not None:
                c.collect_trick() if rng.random() < 0.5 else qtbot.wait(2)
                continue
            if c.is_human_turn:
                hand = c.game.hand(c.human_seat)
                card = rng.choice(hand) if rng.random() < 0.3 else rng.choice(c.game.legal_cards(c.human_seat))
                rect = page.table.card_rect(card)
                if rect is not None:
                    qtbot.mouseClick(page.table, Qt.MouseButton.LeftButton,
                                     pos=QPoint(int(rect.left()) + 4, int(rect.center().y())))
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)
        finished += 1
        assert len(window.result_page.outcome.game.tricks) == 12
        if rng.random() < 0.5:
            window.result_page.review_button.click()
            settle(qtbot, window)
            qtbot.keyClick(window.review_page, Qt.Key.Key_Right)
            window.review_page.back_button.click()
        gc.collect()
        none_counts.append(sys.getrefcount(None))
    seconds = time.perf_counter() - started
    assert window.saved(5.0)
    lost = [before - after for before, after in zip(none_counts, none_counts[1:])]
    print(f"soak: {finished} games, {actions} random keys/clicks in {seconds:.1f} s; "
          f"references to None lost per game: {lost}")
    if sys.version_info < (3, 12):  # None is immortal from 3.12 on
        typical = sorted(lost)[len(lost) // 2]
        assert typical <= 10, f"references to None lost per game: {lost}"
    games = store.own_games("test-set")
    assert sum(1 for g in games if g.finished) == GAMES
    window.close()
    store.close()
