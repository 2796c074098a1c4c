"""The first launch (issue 29.7): a new player is told what to do next, an open set without a
rated game is "not started" (no -100.00, no penalty of 10,000, no "★ if closed now"), and the
bundled demo set's title follows the UI language."""

from __future__ import annotations

from app_fixtures import settle
from test_table_evening import finish_a_game

from dokodesk.app.library_page import LibraryPage, SetRow
from dokodesk.app.texts import set_title
from dokodesk.session import DEMO_SET_ID

DEMO_TITLE = "Dodge-Übungsset (Demo)"  # as the demo file spells it


def _cells(library, row: int) -> list[str]:
    return [library.table.item(row, c).text() for c in range(library.table.columnCount())]


def test_a_new_player_is_greeted_and_the_set_is_not_started(qtbot, window):
    library = window.library
    window.show_library()
    settle(window)
    assert library.welcome.isVisible()
    assert library.welcome.text() == ("Welcome! Double-click “Testset” to open it, then press “Play next available "
                                      "deal”: your first rated game starts the set's rating.")
    cells = _cells(library, 0)
    assert cells[7] == "not started" and cells[8] == "not started"
    finish_a_game(qtbot, window, 1)
    window.show_library()
    settle(window)
    assert not library.welcome.isVisible()
    cells = _cells(library, 0)
    assert cells[7] != "not started" and cells[8].endswith("if closed now")


def _demo_row() -> SetRow:
    return SetRow(DEMO_SET_ID, DEMO_TITLE, "simulated", 200, 4800, 0, None, 1, "2026-11")


def test_the_demo_title_follows_the_language_in_english(qtbot):
    library = LibraryPage()
    qtbot.addWidget(library)
    library.set_rows([_demo_row()])
    assert _cells(library, 0)[0] == f"Dodge practice set (demo)  ({DEMO_SET_ID})"
    assert "“Dodge practice set (demo)”" in library.welcome.text()
    assert set_title("other-set", DEMO_TITLE) == DEMO_TITLE  # any other set: as its file spells it


def test_the_demo_title_follows_the_language_in_german(qtbot, german):
    library = LibraryPage()
    qtbot.addWidget(library)
    library.set_rows([_demo_row()])
    assert _cells(library, 0)[0] == f"{DEMO_TITLE}  ({DEMO_SET_ID})"
    assert _cells(library, 0)[7] == "nicht begonnen"
    assert library.welcome.text().startswith(f"Willkommen! Doppelklicke auf „{DEMO_TITLE}“")
