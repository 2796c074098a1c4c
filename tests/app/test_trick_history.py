"""Every trick of the game so far at the table (issue 39.7: only the last one, with L): T or the
"All tricks" button shows and hides a list of the completed tricks, each with who led, its cards
in play order, who took it and its Augen."""

from __future__ import annotations

import pytest
from app_fixtures import click_card
from PySide6.QtCore import Qt
from test_table_evening import start_deal, winner_by_rules_md

from dokodesk.app.texts import card_name
from dokodesk.rules import Card, parse_event

AUGEN_BY_RANK = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}  # rules.md's card values


def _tricks_from_the_log(log) -> list[list[tuple[int, Card]]]:
    """The completed tricks as the log has them: its card events, four by four."""
    played = [event for event in map(parse_event, log) if isinstance(event[1], Card)]
    return [played[k:k + 4] for k in range(0, len(played) - len(played) % 4, 4)]


def _play_until(qtbot, window, tricks: int) -> None:
    """Play the first legal card at each turn until `tricks` are complete and it is the player's turn."""
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn or c.game.is_over, timeout=10000)
        if len(c.game.tricks) >= tricks:
            return
        click_card(qtbot, window, c.game.legal_cards(c.human_seat)[0])


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tricks_so_far_list_each_trick_with_leader_cards_winner_and_augen(qtbot, request, language):
    if language == "de":
        request.getfixturevalue("german")  # before the window: card names in German from the start
    window = request.getfixturevalue("window")
    start_deal(window, 1)
    page = window.table_page
    assert page.history.isHidden()
    qtbot.keyClick(page, Qt.Key.Key_T)
    assert page.history.isVisible() and page.tricks_button.isChecked()
    assert page.history.rows() == []  # no trick complete yet
    _play_until(qtbot, window, 3)
    game = window.controller.game
    expected = []
    for k, trick in enumerate(_tricks_from_the_log(game.log), 1):
        winner = winner_by_rules_md(trick)
        augen = sum(AUGEN_BY_RANK[str(card)[0]] for _seat, card in trick)
        expected.append((str(k), page.names[trick[0][0]], ", ".join(card_name(card) for _seat, card in trick),
                         page.names[winner], str(augen)))
    assert len(expected) == len(game.tricks) >= 3
    assert page.history.rows() == expected
    # the first trick by hand: Clara leads the Pik Neun, you take it with the Ass; 0 + 11 + 4 + 10 Augen
    first = [(seat, str(card)) for seat, card in _tricks_from_the_log(game.log)[0]]
    assert first == [(3, "9S"), (0, "AS"), (1, "KS"), (2, "TS")]
    assert page.history.rows()[0] == {
        "en": ("1", "Clara", "Nine of Spades, Ace of Spades, King of Spades, Ten of Spades", "You", "25"),
        "de": ("1", "Clara", "Pik-Neun, Pik-Ass, Pik-König, Pik-Zehn", "Du", "25")}[language]
    # it follows the game: one more trick, one more row
    _play_until(qtbot, window, len(game.tricks) + 1)
    assert len(page.history.rows()) == len(game.tricks)
    assert page.history.rows()[:len(expected)] == expected
    qtbot.keyClick(page, Qt.Key.Key_T)
    assert page.history.isHidden() and not page.tricks_button.isChecked()
    qtbot.mouseClick(page.tricks_button, Qt.MouseButton.LeftButton)
    assert page.history.isVisible()
    assert len(page.history.rows()) == len(game.tricks)


def test_names_in_the_tricks_list_are_plain_text(qtbot):
    from dokodesk.app.trick_history import TrickHistory
    from dokodesk.rules.game import Trick

    history = TrickHistory()
    qtbot.addWidget(history)
    names = ["You", "<b>Anna</b>", "Ben", "Clara"]
    cards = tuple((seat, Card.parse(code)) for seat, code in zip((1, 2, 3, 0), ("AC", "9C", "KC", "TC")))
    history.show_tricks([Trick(1, cards, 1, 25)], names)
    assert history.rows() == [("1", "<b>Anna</b>", "Ace of Clubs, Nine of Clubs, King of Clubs, Ten of Clubs",
                               "<b>Anna</b>", "25")]
    assert "&lt;b&gt;Anna&lt;/b&gt;: Ace of Clubs" in history.item(0, 1).toolTip()
