"""Issue 28, "the coach forgets": review from the set page shows the analysis of the rated game,
the one made after the game while it is in memory, else the one kept in the database (also after
a restart; test_stored_analysis checks that it is not made again)."""

from __future__ import annotations


from app_fixtures import play_deal_through, settle
from dokodesk.app.main_window import MainWindow


def _play_rated_deal(qtbot, window, number: int) -> None:
    outcome, _ = play_deal_through(qtbot, window, number)
    assert outcome.rated


def _review_from_the_set_page(qtbot, window, number: int):
    window.open_set("test-set")
    settle(qtbot, window)
    window.review_deal(number)
    settle(qtbot, window)
    assert window.stack.currentWidget() is window.review_page
    panel = window.review_page.analysis_panel
    qtbot.waitUntil(lambda: panel.analysis is not None, timeout=60000)
    return panel.analysis


def test_review_from_the_set_page_shows_the_rated_games_analysis(qtbot, window, store, fresh_data_dir):
    _play_rated_deal(qtbot, window, 1)
    made = window.result_page.analysis_panel.analysis
    # the same session: the analysis made after the game
    assert _review_from_the_set_page(qtbot, window, 1) is made
    assert window.review_page.games.currentIndex() == 0  # the rated game, listed first, on show
    # a new window on the same data (a restart): nothing in memory, the kept analysis
    again = MainWindow(store, fresh_data_dir)
    again.controller.pace_ms = 0
    qtbot.addWidget(again)
    again.show()
    again.start()
    settle(qtbot, again)
    try:
        shown = _review_from_the_set_page(qtbot, again, 1)
        assert shown is not made and shown == made and shown.deal == 1 and shown.seat == made.seat
        assert [d.event_index for d in shown.decisions] == [d.event_index for d in made.decisions]
        assert shown.field_size == made.field_size == 12
    finally:
        again.close()
