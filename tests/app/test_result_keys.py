"""Issue 39.7: what a player missed at the result page were keys for Next deal and Back to the
set. N starts the next deal, Esc goes back to the set, in both languages, and each button's
tooltip says its key; Space and Enter still press nothing there (test_deliberate)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app_fixtures import play_deal_through, settle


def _finish_by_bot(qtbot, window) -> None:
    from dokodesk.bots import make_bot

    c, helper, rng = window.controller, make_bot("strong"), random.Random(4)
    while True:
        qtbot.waitUntil(lambda: c.game is None or c.game.is_over or c.is_human_turn, timeout=20000)
        if c.game is None or c.game.is_over:
            break
        c.play_card(helper.choose_card(c.game.view(c.human_seat), rng).card)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)


def _press(qtbot, window, key) -> None:
    window.activateWindow()
    qtbot.keyClick(QApplication.focusWidget() or window, key)
    settle(qtbot, window)


@pytest.mark.parametrize("language", ["en", "de"])
def test_n_plays_the_next_deal_and_esc_goes_back_to_the_set(qtbot, window, store, request, language):
    if language == "de":
        request.getfixturevalue("german")
    page = window.result_page
    play_deal_through(qtbot, window, 1)
    assert "(N)" in page.next_button.toolTip() and "(Esc)" in page.back_button.toolTip()
    games_before = len(store.own_games("test-set"))
    _press(qtbot, window, Qt.Key.Key_N)
    assert window.stack.currentWidget() is window.table_page and window.controller.rated
    assert window.controller.deal_number != 1 and not window.controller.game.is_over  # the next deal
    _finish_by_bot(qtbot, window)
    assert len(store.own_games("test-set")) == games_before + 1
    _press(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.set_page
