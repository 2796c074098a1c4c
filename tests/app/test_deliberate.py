"""Nothing destructive by default, nothing rated without a deliberate action (issue 17, §5/§6),
with real key events on the real widgets: the closing question defaults to Cancel and its keys
do not clash (en, de); no closing is asked unasked, not even while the import dialog is open;
stray keys after the last card start no game; a set closed by `dokodesk close` while a rated
game runs is shown as the database stored the game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from app_fixtures import settle, small_set
from dokodesk.dodge.model import DodgeSet

REPO = Path(__file__).resolve().parents[2]


def press_in_next_box(qtbot, keys: list, seen: list, then=None) -> None:
    """Once a message box is up: note its text and mnemonics, then type `keys` into it.
    Gives up after 5 s (no box came)."""
    import time

    deadline = time.monotonic() + 5

    def act():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if time.monotonic() < deadline:
                QTimer.singleShot(10, act)
            return
        buttons = [b.text() for b in box.findChildren(QAbstractButton) if b.text()]
        seen.append((box.text(), buttons, box.defaultButton().text() if box.defaultButton() else None))
        for key in keys:
            if QApplication.activeModalWidget() is box:
                target = QApplication.focusWidget()
                qtbot.keyClick(target if target is not None and box.isAncestorOf(target) else box, key)
                # a letter key "animates" the button's click first: up to 400 ms for the box to
                # go (the old fixed 400 ms wait), no longer than it takes
                gone = time.monotonic() + 0.4
                while QApplication.activeModalWidget() is box and time.monotonic() < gone:
                    qtbot.wait(10)
        if QApplication.activeModalWidget() is box:  # the keys did nothing: say so, and go on
            seen.append("still open")
            box.reject()
        if then is not None:
            QTimer.singleShot(0, then)

    QTimer.singleShot(0, act)


def mnemonic(text: str) -> str | None:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 else None


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_C, Qt.Key.Key_Escape])
def test_the_closing_question_defaults_to_cancel_and_c_does_not_close(qtbot, window, store, key):
    window.open_set("test-set")
    settle(qtbot, window)
    seen: list = []
    press_in_next_box(qtbot, [key], seen)
    window.set_page.close_button.click()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5000)
    text, buttons, default = seen[0]
    assert "Close “Testset”?" in text and default == "&Cancel"
    assert not store.is_closed("test-set")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_closing_question_has_distinct_keys_and_its_own_key_closes(qtbot, window, store, language, request):
    if language == "de":
        request.getfixturevalue("german")
    window.open_set("test-set")
    settle(qtbot, window)
    seen: list = []
    close_key = {"en": Qt.Key.Key_S, "de": Qt.Key.Key_A}[language]  # Close the &set / Set &abschließen
    press_in_next_box(qtbot, [close_key], seen,  # then the outcome: OK
                      then=lambda: press_in_next_box(qtbot, [Qt.Key.Key_Return], seen))
    window.set_page.close_button.click()
    settle(qtbot, window)
    _, buttons, default = seen[0]
    keys = [mnemonic(b) for b in buttons]
    assert None not in keys and len(set(keys)) == len(keys), buttons
    assert mnemonic(default) != keys[0] or len(buttons) == 1
    assert store.is_closed("test-set")


def test_the_forfeit_warning_defaults_to_keeping_the_deal_hidden(qtbot, window, store):
    window.open_set("test-set")
    settle(qtbot, window)
    window.set_page.table.selectRow(1)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape):
        seen: list = []
        press_in_next_box(qtbot, [key], seen)
        window.set_page.review_button.click()
        settle(qtbot, window)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5000)
        assert seen and "forfeit" in seen[0][0]
        keys = [mnemonic(b) for b in seen[0][1]]
        assert len(set(keys)) == len(keys)
    assert store.rated_available("test-set", 2) and not store.is_forfeited("test-set", 2)
    assert window.stack.currentWidget() is window.set_page


def test_no_closing_is_asked_while_the_player_types_a_path_into_the_import_dialog(qtbot, window, store, tmp_path):
    """The bug: back in the library, the demo (month over) asked to be closed over the import
    dialog, and the C typed in a path confirmed it. Now a due set is only mentioned."""
    from dokodesk.app.season import ImportDialog

    past = small_set("club-2020")
    store.import_set(DodgeSet(past.id, past.deals, past.ruleset, "Club", "2020-01", "club"))
    store.forfeit_deal("club-2020", 1)  # taken part: due for closing
    typed = []

    def type_path():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ImportDialog):
            QTimer.singleShot(10, type_path)
            return
        qtbot.keyClicks(dialog.path, "/tmp/club cc.json")
        qtbot.wait(100)
        typed.append(dialog.path.text())
        typed.append(QApplication.activeModalWidget() is dialog)  # nothing came up over it
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    window.show_library()  # the return to the library
    QTimer.singleShot(0, type_path)
    window.choose_import()
    settle(qtbot, window)
    assert typed == ["/tmp/club cc.json", True]
    assert not store.is_closed("club-2020")
    assert window.library.due_label.isVisible()


def play_to_the_end_by_keys(qtbot, window):
    c = window.controller
    table = window.table_page.table
    while True:
        qtbot.waitUntil(lambda: c.game is None or c.game.is_over or c.is_human_turn, timeout=10000)
        if c.game is None or c.game.is_over:
            return
        before = len(c.game.log)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        for _ in range(13):  # a greyed card is refused: the cursor goes on to a playable one
            if len(c.game.log) != before:
                break
            qtbot.keyClick(table, Qt.Key.Key_Right)
            qtbot.keyClick(table, Qt.Key.Key_Return)


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_stray_keys_after_the_last_card_start_no_rated_game(qtbot, window, store, key):
    window.open_set("test-set")
    settle(qtbot, window)
    window.play_deal(1)
    settle(qtbot, window)
    assert window.controller.rated
    play_to_the_end_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)
    games_before = len(store.own_games("test-set"))
    for _ in range(3):  # the key the player kept pressing after the last card
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, key)
        settle(qtbot, window)
    assert window.stack.currentWidget() is window.result_page
    assert len(store.own_games("test-set")) == games_before
    window.result_page.next_button.click()  # a deliberate click does start the next deal
    settle(qtbot, window)
    assert window.stack.currentWidget() is window.table_page and window.controller.rated


def test_a_set_closed_by_the_cli_during_a_rated_game_shows_the_game_as_stored(qtbot, window, store, fresh_data_dir):
    window.open_set("test-set")
    settle(qtbot, window)
    window.play_deal(1)
    settle(qtbot, window)
    c = window.controller
    assert c.rated
    game_id = c.game_id
    env = dict(os.environ, PYTHONPATH=str(REPO), DOKODESK_DATA_DIR=str(fresh_data_dir))
    closed = subprocess.run([sys.executable, "-m", "dokodesk", "close", "test-set"], env=env,
                            capture_output=True, text=True, timeout=60)
    assert closed.returncode == 0 and "are practice now" in closed.stderr, closed.stderr
    play_to_the_end_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)
    outcome = window.result_page.outcome
    stored = store.game(game_id)
    assert stored.finished and stored.rated is False
    assert outcome.rated is False and outcome.closed_meanwhile
    assert "practice, not rated: the set was closed while you played" in window.result_page.summary.text()
    assert "rated game" not in window.result_page.summary.text()
