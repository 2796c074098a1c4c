"""Text from files is text (issue 17, section 4): a crafted set title and crafted player names
show literally on the set page, in the library, the traveller, the result page and review, and
a long title does not widen the window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app_fixtures import settle
from dokodesk.app.main_window import MainWindow
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import play_randomly
from dokodesk.store import Store

TITLE = "<img src='/tmp/x.png'><b>rating +99.00 ★★★</b>" + " and a very long title" * 40
NAME = "<b>Mallory</b><img src='x'>"


def crafted_set() -> DodgeSet:
    rng = random.Random(3)
    deals = []
    for number, deal in enumerate(generate_deals(2, 3), start=1):
        results = []
        for i in range(6):
            game = play_randomly(deal, rng)
            results.append(FieldResult(game.value().re_points, tuple(game.log), (NAME, f"P{i}")))
        deals.append(SetDeal(number, deal, results))
    return DodgeSet("crafted", deals, deals[0].deal.ruleset, title=TITLE, field="club")


@pytest.fixture
def crafted_window(qtbot, fresh_data_dir):
    store = Store.open(fresh_data_dir)
    store.import_set(crafted_set())
    window = MainWindow(store, fresh_data_dir)
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.start()
    settle(window)
    yield window
    window.close()
    store.close()


def test_a_crafted_title_shows_literally_and_does_not_widen_the_window(qtbot, crafted_window):
    window = crafted_window
    assert window.library.table.item(0, 0).text().startswith(TITLE)  # a table cell is always plain
    assert window.library.minimumSizeHint().width() < 1200
    window.open_set("crafted")
    settle(window)
    title = window.set_page.title
    assert title.textFormat() == Qt.TextFormat.PlainText and title.text().startswith(TITLE)
    assert window.set_page.minimumSizeHint().width() < 1200  # the title wraps (was 2,247 px)
    assert window.minimumSizeHint().width() < 1200
    # its tooltip shows the title escaped, not as markup
    assert "&lt;img" in title.toolTip() and "<img" not in title.toolTip()


def test_crafted_player_names_show_literally_in_traveller_result_and_review(qtbot, crafted_window):
    from dokodesk.app.controller import GameOutcome

    window = crafted_window
    window.open_set("crafted")
    settle(window)
    store = window.store
    deal = window.current_set.deal(1).deal
    game = play_randomly(deal, random.Random(9))
    value = game.value()
    own = value.player_points(game.parties)[0]
    game_id = store.start_game("crafted", 1, 0, True)
    store.finish_game(game_id, game.log, value.re_points, own, 0.0)
    field = store.field_points("crafted", 1)
    party = game.parties[0]
    window.controller.finished.emit(GameOutcome("crafted", 1, 0, party, True, value, own,
                                                field if party == 0 else -field, 0.0, game))
    settle(window)
    window.analysis.cancel(quiet=True)
    traveller = window.result_page.traveller
    model = traveller.model()
    rows = [r for r in range(model.rowCount()) if NAME in traveller.text(r, 0)]
    assert len(rows) == 6 and traveller.text(rows[0], 0).startswith(NAME + ", P")  # shown as written
    tip = model.data(model.index(rows[0], 0), Qt.ItemDataRole.ToolTipRole)
    assert "&lt;b&gt;Mallory" in tip and "<b>Mallory" not in tip
    window.review_last()
    settle(window)
    labels = [window.review_page.games.itemText(i) for i in range(window.review_page.games.count())]
    assert sum(NAME in label for label in labels) == 6
