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
    # issue 38.5: "before your card 3" read as a card's name; the call comes before the seat's
    # 3rd card is played (keine 90 needs 10 of 12 cards in hand: rules.md, Announcements)
    from dokodesk.app.texts import deadline_text, ordinal
    assert deadline_text(3) == "before your 3rd card"
    assert [deadline_text(n) for n in (1, 2, 4)] == ["before your 1st card", "before your 2nd card",
                                                     "before your 4th card"]
    assert [ordinal(n) for n in (11, 12, 13, 21, 22, 23, 101)] == ["11th", "12th", "13th", "21st", "22nd", "23rd",
                                                                  "101st"]


def test_the_deadline_in_german_is_the_ordinal_card(german):
    from app_fixtures import skip_until_in_catalogue
    from dokodesk.app.texts import deadline_text
    skip_until_in_catalogue("Texts", "before your {nth} card", "{n}st", "{n}nd", "{n}rd", "{n}th")
    assert [deadline_text(n) for n in (1, 2, 3, 4)] == ["vor deiner 1. Karte", "vor deiner 2. Karte",
                                                        "vor deiner 3. Karte", "vor deiner 4. Karte"]


def _already_made(level: int) -> str:
    from dokodesk.app.texts import error_text
    from dokodesk.rules.kernel import call_refusal
    # Re (party 0) said `level` again: refused as pointless
    return error_text(call_refusal("already_made", 2, 0, level, 2, 0, 11, 12))


def test_a_call_said_again_names_the_party_once(qapp):
    # issue 38.5: "Re has already made Re" (German "Re hat Re schon angesagt"): party and level
    # are the same word for the Ansage
    assert _already_made(1) == "Re is already announced"
    assert _already_made(2) == "Re has already made keine 90"


def test_a_call_said_again_in_german(german):
    assert _already_made(2) == "Re hat schon keine 90 angesagt"
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue("Texts", "{level} is already announced")
    assert _already_made(1) == "Re ist schon angesagt"


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


def _loss_texts():
    """Review's words for a card that gave value away with open hands (trick 12 of 12, solved
    by hand): Re's value +3 before, +4 after a Kontra seat's card, +1 after a Re seat's."""
    from dokodesk.app.review_notes import open_hands_card_text, open_hands_trick_text
    from dokodesk.bots.open_hands import CardValue, OpenHandsReview, OpenHandsTrick
    deal = small_set(deals=1, tables=1).deal(1).deal
    kontra = deal.parties.index(1)
    re_seat = deal.parties.index(0)
    trick = OpenHandsTrick(12, 3, [CardValue(44, kontra, "QC", 3, 4), CardValue(45, re_seat, "9D", 4, 1)])
    review = OpenHandsReview({12: trick})
    names = {kontra: "Anna", re_seat: "Ben"}
    return (open_hands_card_text(review, 12, 1, deal, names.get),
            open_hands_trick_text(review, 12, 12, deal, re_seat).splitlines()[0])


def test_a_card_that_gave_value_away_says_how_much_and_for_whom(qapp):
    # issue 38.5: "Anna played Queen of Clubs: 1 worse for its party", a count without a unit
    card, trick = _loss_texts()
    assert card == "Anna played Queen of Clubs: with open hands the value for Kontra fell by 1 (Re +3 → Re +4)."
    assert trick == "Your seat played Nine of Diamonds: with open hands the value for your party fell by 3 (Re +4 → Re +1)."


def test_a_card_that_gave_value_away_in_german(german):
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue(
        "ReviewPage",
        "{who} played {card}: with open hands the value for {party} fell by {loss} (Re {before:+d} → Re {after:+d}).",
        "Your seat played {card}: with open hands the value for your party fell by {loss} (Re {before:+d} → Re {after:+d}).")
    card, trick = _loss_texts()
    assert card == "Anna spielte Kreuz-Dame: mit offenen Karten sank der Wert für Kontra um 1 (Re +3 → Re +4)."
    assert trick == "Dein Platz spielte Karo-Neun: mit offenen Karten sank der Wert deiner Partei um 3 (Re +4 → Re +1)."


def _statistics_page(qtbot):
    """The Statistics page on: 4 deals where the party stayed silent, 2 where the partner
    announced, 1 where you did (2 field pairs each, one announced: +6 against +2, or -1 against +1),
    and the Ansage at your seat in 1 of 7 games, at the field's in 7 of 70 (made: 1 and 5)."""
    from dokodesk.app.statistics_page import StatisticsPage
    from dokodesk.store.statistics import (
        PARTNER_CALLED, PARTY_SILENT, YOU_CALLED, CallStats, SilenceStats, Statistics,
    )
    silence = (SilenceStats(PARTY_SILENT, deals=4, pairs=2, pairs_called=1, points_called=6, points_silent=2),
               SilenceStats(PARTNER_CALLED, deals=2, pairs=2, pairs_called=1, points_called=-1, points_silent=1),
               SilenceStats(YOU_CALLED, deals=1, pairs=2, pairs_called=1, points_called=6, points_silent=2))
    calls = [CallStats(1, 7, 1, 1, 70, 7, 5)] + [CallStats(level, 7, 0, 0, 70, 0, 0) for level in (2, 3, 4, 5)]
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.show_statistics(Statistics(kontra_dodge=[5.0] * 7, calls=calls, silence=silence))
    return page


def test_the_partners_announcement_is_the_partys_not_your_silence(qtbot):
    # issue 38.5: a deal where the partner said Re was counted under "you stayed silent"
    page = _statistics_page(qtbot)
    assert [g.label for g in page.silence_chart.data.groups] == [
        "your party stayed silent: 4 deals", "your partner announced: 2 deals", "you announced: 1 deal"]
    assert page.silence_text.text() == (
        "On deals where your party stayed silent, the 50 % of the field that announced scored 4.0 more than the "
        "pairs that stayed silent. On deals where your partner announced, the 50 % of the field that announced "
        "scored 2.0 less than the pairs that stayed silent. On deals where you announced, the 50 % of the field "
        "that announced scored 4.0 more than the pairs that stayed silent. Average game points of your party's "
        "pairs (logged field games only).")


@pytest.fixture
def german_numbers(german):
    """German texts with German number formats ("2,0"), as the app switches them."""
    from PySide6.QtCore import QLocale
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German))
    yield
    QLocale.setDefault(before)


def test_the_statistics_say_whose_games_in_german(qtbot, german_numbers):
    page = _statistics_page(qtbot)
    # issue 38.5: "21 % der des Feldes"
    assert page.calls_text.text().endswith("erfüllt: 14 % deiner Spiele und 7 % der Spiele des Feldes.")
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue("StatisticsPage", "your partner announced", "your party stayed silent")
    assert [g.label for g in page.silence_chart.data.groups] == [
        "deine Partei blieb still: 4 Spiele", "dein Partner hat angesagt: 2 Spiele", "du hast angesagt: 1 Spiel"]
    assert "Bei Spielen, in denen dein Partner angesagt hat, holten die 50 % des Feldes, die angesagt haben, 2,0 " \
        "weniger als die Paare, die still blieben." in page.silence_text.text()


def _silence_on_the_deal(dodge: float, game: float) -> str:
    """The note on a Re said where staying silent was better from what the player knew, played
    on by the table: silence gained `dodge` Dodge points (±8) and `game` game points there."""
    from dokodesk.app.analysis_panel import on_deal_note
    from dokodesk.coach import Decision
    from dokodesk.coach.on_this_deal import DealGain
    gain = DealGain("pass", "re", (0,) * 8, (0,) * 8, game, 0.3, dodge, 8.0)
    return on_deal_note(Decision(9, "call", "re", "pass", 1.2, mistake=True, on_deal=gain))


def test_silence_on_this_deal_is_said_as_a_choice(qapp):
    # issue 38.5: "no announcement would have scored less, by 33 Dodge points … · 0.6 game points"
    assert _silence_on_the_deal(-33.0, -0.6) == (
        "On this deal, played on by the table: staying silent instead of announcing Re would have cost 33 Dodge "
        "points against this field (±8) · 0.6 game points.")
    assert _silence_on_the_deal(21.0, 1.5) == (
        "On this deal, played on by the table: staying silent instead of announcing Re would have gained 21 Dodge "
        "points against this field (±8) · 1.5 game points.")
    assert _silence_on_the_deal(0.0, 0.0) == (
        "On this deal, played on by the table: staying silent instead of announcing Re would have scored the same.")


def test_silence_on_this_deal_in_german(german_numbers):
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue(
        "Analysis",
        "On this deal, played on by the table: staying silent instead of announcing {chosen} would have cost {amount}.")
    assert _silence_on_the_deal(-33.0, -0.6) == (
        "Auf diesem Blatt, vom Tisch weitergespielt: still zu bleiben statt Re anzusagen hätte 33 Dodgepunkte "
        "gegen dieses Feld (±8) · 0,6 Spielpunkte gekostet.")


def _field_note() -> str:
    """A hand-built field's note: 12 of 30 Re pairs here, one card's average above 0, one below."""
    from dokodesk.app.analysis_panel import field_note_text
    from dokodesk.coach.field import FieldAtPosition, FieldChoice
    return field_note_text(FieldAtPosition(4, 12, 30, (FieldChoice("QC", 9, 3.04), FieldChoice("TC", 3, -5.8))), 0)


def test_the_field_note_writes_a_minus_sign_as_the_lines_beside_it(qapp):
    # "(average -5.8)" with a hyphen beside the mark's "−0.4 expected game points"
    assert _field_note() == ("12 of 30 Re pairs were here: 9 played Queen of Clubs (average +3.0), "
                             "3 played Ten of Clubs (average −5.8)")


def test_the_field_note_writes_a_minus_sign_in_german(german_numbers):
    assert _field_note() == ("12 von 30 Re-Paaren waren hier: 9 spielten Kreuz-Dame (im Schnitt +3,0), "
                             "3 spielten Kreuz-Zehn (im Schnitt −5,8)")


def _mark() -> str:
    """The review's line under the table for a marked mistake (played Ten of Clubs, King better)."""
    from dokodesk.app.review_notes import mark_text
    from dokodesk.coach import Decision
    return mark_text([Decision(4, "card", "TC", "KC", 0.4, loss_se=0.2, mistake=True)])


def test_the_reviews_mark_under_the_table_is_a_sentence(qapp):
    # it began "played Ten of Clubs; King of Clubs was better…" in lower case
    assert _mark() == "From what you knew, played Ten of Clubs; King of Clubs was better: " \
                      "−0.4 expected game points (±0.2)"


def test_the_reviews_mark_under_the_table_is_a_sentence_in_german(german_numbers):
    assert _mark().startswith("Nach dem, was du wissen konntest: "), _mark()
    assert _mark()[0].isupper()
