"""Switching the language keeps the page and its state (issue 29.3): Library → Settings →
Language landed at the table of an unfinished practice game."""

from __future__ import annotations

import pytest
from app_fixtures import settle
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from test_table_evening import finish_a_game

from dokodesk.app.i18n import install_translations


@pytest.fixture
def switch(qtbot, window):
    """`switch(window, code)`: the language switched from the Settings menu; the new window."""
    made = []

    def to(old, code):
        old.replaced.connect(made.append)
        settings = old.menuBar().actions()[1].menu()  # Settings → Language → System / Deutsch / English
        language = settings.actions()[0].menu()
        language.actions()[["system", "de", "en"].index(code)].trigger()
        new = made[-1]
        qtbot.addWidget(new)
        new.controller.pace_ms = 0
        settle(new)
        return new

    yield to
    QSettings().setValue("language", "system")
    install_translations(QApplication.instance(), "en")
    for w in made:
        w.close()


def test_the_library_stays_the_library_with_an_unfinished_game_stored(qtbot, window, switch):
    window.store.start_game("test-set", 2, 0, rated=False)  # an unfinished practice game
    window.show_library()
    settle(window)
    german = switch(window, "de")
    assert german.stack.currentWidget() is german.library
    assert german.library.open_button.text() == "Set &öffnen"


def test_review_stays_at_its_game_and_trick(qtbot, window, switch):
    finish_a_game(qtbot, window, 1)
    window.review_last()
    settle(qtbot, window)
    window.review_page.slider.setValue(4)
    german = switch(window, "de")
    assert german.stack.currentWidget() is german.review_page
    assert german.review_page.slider.value() == 4 and german.review_page.games.currentIndex() == 0
    assert german.review_page.position.text() == "Stich 4 von 12"
    german.review_page.back_button.click()  # back where review was opened from: the game's result
    assert german.stack.currentWidget() is german.result_page
    assert german.result_page.outcome is window.result_page.outcome


def test_the_set_page_and_the_result_stay(qtbot, window, switch):
    window.open_set("test-set")
    settle(window)
    german = switch(window, "de")
    assert german.stack.currentWidget() is german.set_page
    finish_a_game(qtbot, german, 1)
    english = switch(german, "en")
    assert english.stack.currentWidget() is english.result_page
    assert english.result_page.next_button.text() == "&Next deal"
