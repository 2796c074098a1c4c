"""Texts a player reads, in English and German: found by touring the real window."""

from __future__ import annotations

import pytest

from dokodesk.app.texts import card_name
from dokodesk.app.traveller import TravellerModel, compute_traveller
from app_fixtures import small_set
from dokodesk.dodge.model import FieldResult
from dokodesk.rules import Card


def _labels(players):
    deal = small_set(deals=1, tables=1).deal(1)
    logged = [FieldResult(deal.results[0].re_points, deal.results[0].log, players)]
    model = TravellerModel()
    model.set_data(compute_traveller(deal.deal, [deal.results[0].re_points], logged), 0)
    return [model.data(model.index(r, 0)) for r in range(model.rowCount())]


def test_traveller_names_simulated_players_by_bot_kind_in_english(qapp):
    assert _labels(("strong", "simple", "random", "Anna")) == ["Strong, Simple, Random, Anna"]


def test_traveller_names_simulated_players_by_bot_kind_in_german(german):
    # a person's name stays as the set file spells it, even one that is a bot kind elsewhere
    assert _labels(("strong", "simple", "random", "expert")) == ["Stark, Einfach, Zufall, Experte"]
    # simulated seats named by kind and place (issue 28) show the kind
    assert _labels(("strong#3.1.0", "simple#3.1.1", "random#3.1.2", "expert#3.1.3")) == \
        ["Stark, Einfach, Zufall, Experte"]
    assert _labels(("Anna", "Ben", "Clara", "Dora")) == ["Anna, Ben, Clara, Dora"]


def _table_with_hand(qtbot, codes, legal, hinted=None):
    from dokodesk.app.card_art import CardArt
    from dokodesk.app.table_widget import SeatInfo, TableState, TableWidget
    widget = TableWidget(CardArt())
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    cards = [Card.parse(c) for c in codes]
    seats = [SeatInfo("You", cards)] + [SeatInfo(n, [None] * len(codes)) for n in ("Anna", "Ben", "Clara")]
    widget.set_state(TableState(0, seats, [(3, Card.parse("AC"))], legal={c for c in cards if str(c) in legal},
                                hinted=None if hinted is None else Card.parse(hinted)))
    widget.show()
    widget.setFocus()
    played = []
    widget.card_clicked.connect(played.append)
    return widget, played


def test_arrow_keys_step_over_cards_that_may_not_be_played(qtbot):
    # Clubs were led: only the two Clubs cards may be played; the cursor visits only them
    from PySide6.QtCore import Qt
    widget, played = _table_with_hand(qtbot, ["QC", "JS", "TC", "9D", "KC", "AH"], {"TC", "KC"})
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["TC"]
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["TC", "KC"]
    qtbot.keyClick(widget, Qt.Key.Key_Right)  # wraps round to the first playable card
    qtbot.keyClick(widget, Qt.Key.Key_Left)
    qtbot.keyClick(widget, Qt.Key.Key_Left)
    qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert [str(c) for c in played] == ["TC", "KC", "TC"]


def test_enter_with_no_card_chosen_shows_the_cursor_on_a_playable_card_first(qtbot):
    from PySide6.QtCore import Qt
    widget, played = _table_with_hand(qtbot, ["QC", "JS", "TC", "9D"], {"TC"})
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert played == []  # the first press only shows where the cursor is
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["TC"]


def _mnemonic(text: str) -> str | None:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 and i + 1 < len(text.replace("&&", "")) else None


def _mnemonic_clashes(qtbot, fresh_data_dir):
    """Per page: buttons whose Alt letter a menu of the menu bar or another button also uses.
    Qt then only moves the focus between them on Alt+letter and presses nothing."""
    from PySide6.QtWidgets import QAbstractButton
    from dokodesk.app.main_window import MainWindow
    from dokodesk.store import Store
    store = Store.open(fresh_data_dir)
    window = MainWindow(store, fresh_data_dir)
    qtbot.addWidget(window)
    menus = {_mnemonic(a.text()) for a in window.menuBar().actions()} - {None}
    assert len(menus) == 3  # File, Settings, Help
    clashes = []
    for page in (window.library, window.set_page, window.table_page, window.result_page,
                 window.review_page, window.statistics_page):
        seen = set(menus)
        for button in page.findChildren(QAbstractButton):
            letter = _mnemonic(button.text())
            if letter is None:
                continue
            if letter in seen:
                clashes.append(button.text())
            seen.add(letter)
    window.close()
    store.close()
    return clashes


def test_no_alt_letter_on_a_page_clashes_with_the_menus_or_another_button(qtbot, fresh_data_dir):
    assert _mnemonic_clashes(qtbot, fresh_data_dir) == []


def test_no_alt_letter_clashes_in_german(qtbot, fresh_data_dir, german):
    assert _mnemonic_clashes(qtbot, fresh_data_dir) == []


def _closing_question(qtbot, monkeypatch, games, before, after):
    from types import SimpleNamespace
    from dokodesk.app import season
    standings = SimpleNamespace(rating=SimpleNamespace(games=games, rating=-99.3),
                                stars_before=before, stars_after=after)
    return season.close_question("Demo", "2026-11", standings, month_over=True)


def test_closing_a_set_with_one_rated_game_says_game_not_games(qtbot, monkeypatch):
    text = _closing_question(qtbot, monkeypatch, 1, 1, 1)
    assert "1 rated game," in text
    assert "Your stars stay at ★☆☆." in text  # not "go from ★☆☆ to ★☆☆"
    text = _closing_question(qtbot, monkeypatch, 12, 2, 1)
    assert "12 rated games," in text and "Your stars go from ★★☆ to ★☆☆." in text


def test_closing_a_set_in_german_counts_games_in_german(qtbot, monkeypatch, german):
    text = _closing_question(qtbot, monkeypatch, 1, 1, 1)
    assert "1 gewertetes Spiel," in text and "Deine Sterne bleiben bei ★☆☆." in text
    assert "12 gewertete Spiele," in _closing_question(qtbot, monkeypatch, 12, 2, 1)


def test_a_hint_as_the_first_key_puts_the_cursor_on_the_hinted_card_and_one_enter_plays_it(qtbot):
    # issue 39.2: H as the first key of a game, then Enter only showed the cursor
    from PySide6.QtCore import Qt
    widget, played = _table_with_hand(qtbot, ["QC", "TC", "9D", "KC"], {"TC", "KC"}, hinted="KC")
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["KC"]


def test_the_deadline_on_an_announcement_button_says_before_that_card(qapp):
    from dokodesk.app.texts import deadline_text
    assert deadline_text(3) == "before your card 3"  # keine 90 with 10 cards left: before the 3rd


def _dark_pixels(image, x0, y0, x1, y1) -> int:
    return sum(1 for x in range(x0, x1) for y in range(y0, y1) if image.pixelColor(x, y).lightness() < 100)


def test_a_bar_chart_writes_its_axis_titles_below_and_beside_the_plot(qtbot):
    from PySide6.QtGui import QColor
    from dokodesk.app.statistics_page import Bar, BarChart, ChartData, Group
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(400, 260)
    groups = [Group("-100", [Bar(3, QColor("blue"))]), Group("+100", [Bar(5, QColor("blue"))])]
    plain = ChartData(groups, 0, 6, [0, 5], str)
    chart.set_data(plain)
    before = chart.grab().toImage()
    chart.set_data(ChartData(groups, 0, 6, [0, 5], str, x_title="Dodge points of the game", y_title="games"))
    after = chart.grab().toImage()
    bottom = (100, 240, 300, 258)  # under the group labels
    side = (0, 60, 14, 200)  # left of the tick numbers
    assert _dark_pixels(before, *bottom) == 0 and _dark_pixels(after, *bottom) > 20
    assert _dark_pixels(before, *side) == 0 and _dark_pixels(after, *side) > 20


def test_the_dodge_points_chart_names_its_axes_in_german(qtbot, german):
    from dokodesk.app.statistics_page import StatisticsPage
    from dokodesk.store.statistics import Statistics
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.show_statistics(Statistics(re_dodge=[50.0, -20.0], kontra_dodge=[0.0]))
    data = page.dodge_chart.data
    assert (data.x_title, data.y_title) == ("Dodgepunkte des Spiels", "Spiele")


def test_enter_on_a_card_the_trick_no_longer_allows_says_why_and_arrows_reach_a_playable_one(qtbot):
    # Issue 21: Enter on a greyed card used to move the cursor silently and a second Enter
    # played whatever it landed on. Now it is a click on that card (the table says why it
    # cannot be played); the arrows step to the playable cards.
    from PySide6.QtCore import Qt
    from dokodesk.app.table_widget import SeatInfo, TableState
    widget, played = _table_with_hand(qtbot, ["QC", "JS", "TC", "9D", "KS"], {"TC"})
    qtbot.keyClick(widget, Qt.Key.Key_Right)  # the cursor on TC, the only Clubs card
    cards = [Card.parse(c) for c in ["QC", "JS", "TC", "9D", "KS"]]
    seats = [SeatInfo("You", cards)] + [SeatInfo(n, [None] * 5) for n in ("Anna", "Ben", "Clara")]
    widget.set_state(TableState(0, seats, [(3, Card.parse("AS"))], legal={Card.parse("KS")}))  # Spades led now
    # issue 39.3: the turn starts with the cursor moved to a card the trick allows, before any key
    assert widget._selected == 4
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["KS"]
    # a cursor put on a greyed card anyway: Enter is a click on it (the table says why), not a move
    widget._selected = 2
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["KS", "TC"]


def test_the_cursor_moves_to_the_nearest_playable_card_when_the_turn_starts(qtbot):
    from PySide6.QtCore import Qt
    from dokodesk.app.table_widget import SeatInfo, TableState
    codes = ["QC", "JS", "TC", "9D", "KS", "AS"]
    widget, played = _table_with_hand(qtbot, codes, set(codes))
    for _ in range(4):
        qtbot.keyClick(widget, Qt.Key.Key_Right)  # the cursor on 9D (index 3)
    cards = [Card.parse(c) for c in codes]
    seats = [SeatInfo("You", cards)] + [SeatInfo(n, [None] * 6) for n in ("Anna", "Ben", "Clara")]
    widget.set_state(TableState(0, seats, [(3, Card.parse("9S"))], legal={Card.parse("KS"), Card.parse("AS")}))
    assert widget._selected == 4  # KS, one step away; AS is two
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["KS"]


def test_after_playing_by_keyboard_a_hint_moves_the_cursor_and_enter_plays_the_hinted_card(qtbot):
    # issue 29.1: the cursor stayed where the last card was played; Enter played that place's card
    from PySide6.QtCore import Qt
    from dokodesk.app.table_widget import SeatInfo, TableState
    widget, played = _table_with_hand(qtbot, ["QC", "JH", "TC", "9D", "KS"], {"QC", "JH", "TC", "9D", "KS"})
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["QC"]
    cards = [Card.parse(c) for c in ["JH", "TC", "9D", "KS"]]  # the next trick, all playable
    seats = [SeatInfo("You", cards)] + [SeatInfo(n, [None] * 4) for n in ("Anna", "Ben", "Clara")]
    widget.set_state(TableState(0, seats, [], legal=set(cards)))
    widget.set_state(TableState(0, seats, [], legal=set(cards), hinted=Card.parse("KS")))  # H: the hint arrives
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert [str(c) for c in played] == ["QC", "KS"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_travellers_table_column_shows_the_players_whole(qtbot, request, language):
    # issue 29.9: "Expert, S…": the Table column was what the announcements left over
    from dokodesk.app.traveller import TravellerTable
    if language == "de":
        request.getfixturevalue("german")
    deal = small_set(deals=1, tables=3).deal(1)
    kinds = [("expert", "strong", "simple", "expert"), ("strong", "expert", "simple", "random"),
             ("expert", "expert", "expert", "expert")]
    logged = [FieldResult(r.re_points, r.log, players) for r, players in zip(deal.results, kinds)]
    table = TravellerTable()
    qtbot.addWidget(table)
    table.resize(730, 400)  # the result page's traveller tab at a 1280 px window
    table.show()
    table.show_rows(compute_traveller(deal.deal, [r.re_points for r in deal.results], logged), 0)
    metrics = table.fontMetrics()
    width = table.horizontalHeader().sectionSize(0)
    for row in range(table.rowCount()):
        assert metrics.horizontalAdvance(table.text(row, 0)) + 8 <= width, table.text(row, 0)
    assert sum(table.horizontalHeader().sectionSize(c) for c in range(6)) <= table.viewport().width()


@pytest.mark.parametrize("language, expected", [
    ("en", ["lead", "second", "third", "dealer"]),
    ("de", ["Vorhand", "Mittelhand", "Hinterhand", "Geber"]),
])
def test_the_set_pages_seat_column_names_the_place_in_the_ui_language(qtbot, request, language, expected):
    # issue 39.4: "Geber · Re" in the English set page, where the table says dealer and lead
    from dokodesk.app.set_page import SetPage
    if language == "de":
        request.getfixturevalue("german")
    page = SetPage()
    qtbot.addWidget(page)
    dealer = 2  # seat 3 leads the first trick, seat 2 deals
    assert [page.place_text(seat, dealer) for seat in (3, 0, 1, 2)] == expected
