"""Issue 20, section 5: from review (own games and the field's) a practice game starts at any
trick, with the history up to there kept and the set's bots playing on."""

from __future__ import annotations

from dokodesk.app.review_page import trick_cuts
from dokodesk.rules import parse_event
from dokodesk.rules.cards import Card


def test_play_on_from_a_field_game_keeps_the_history_and_the_bots_play_on(qtbot, window):
    window.open_set("test-set")
    window._show_review(1, [], 2)  # no own game: the field's logged games, the player at seat 2
    page = window.review_page
    assert page.games.count() == 12
    page.games.setCurrentIndex(4)
    field_log = window.store.logged_results("test-set", 1)[4].log
    page.slider.setValue(3)  # just after trick 3
    assert page.play_on_button.isEnabled()
    cut = trick_cuts(list(field_log))[3]
    # 12 cards played (plus calls up to there) and nothing of trick 4
    assert sum(isinstance(parse_event(t)[1], Card) for t in field_log[:cut]) == 12
    with qtbot.waitSignal(page.play_on_requested) as got:
        page.play_on_button.click()
    assert got.args[0] == list(field_log[:cut])
    c = window.controller
    assert window.stack.currentWidget() is window.table_page
    assert not c.rated and c.human_seat == 2 and c.deal_number == 1
    assert list(c.game.log[:cut]) == list(field_log[:cut])  # the history is kept
    qtbot.waitUntil(lambda: c.is_human_turn or c.game.is_over, timeout=20000)
    assert len(c.game.tricks) >= 3  # the bots played on from trick 4 up to the player's turn
    # The player plays on: any legal card, e.g. another than the field's player chose.
    legal = c.game.legal_cards(2)
    assert c.play_card(legal[-1])
    c.stop()


def test_play_on_is_not_offered_after_the_last_trick(qtbot, window):
    window.open_set("test-set")
    window._show_review(1, [], 0)
    page = window.review_page
    page.slider.setValue(page.slider.maximum())
    assert not page.play_on_button.isEnabled()
    page.slider.setValue(0)
    assert page.play_on_button.isEnabled() and page.play_on_log() == []
