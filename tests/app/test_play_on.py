"""Issue 20, section 5: from review (own games and the field's) a practice game starts at any
trick, with the history up to there kept and the set's bots playing on."""

from __future__ import annotations

from app_fixtures import settle
from dokodesk.app.review_page import trick_cuts
from dokodesk.rules import parse_event
from dokodesk.rules.cards import Card


def test_play_on_from_a_field_game_keeps_the_history_and_the_bots_play_on(qtbot, window):
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    window.reviews.show_review(1, [], 2)  # no own game: the field's logged games, the player at seat 2
    qtbot.waitUntil(window.reads_done, timeout=20000)  # the field's games arrive from a worker
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
    settle(window)  # the practice game is stored by the set session's worker
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
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    window.reviews.show_review(1, [], 0)
    qtbot.waitUntil(window.reads_done, timeout=20000)
    page = window.review_page
    page.slider.setValue(page.slider.maximum())
    assert not page.play_on_button.isEnabled()
    page.slider.setValue(0)
    assert page.play_on_button.isEnabled() and page.play_on_log() == []


def test_review_shows_what_the_field_did_at_the_players_position(qtbot, window):
    from collections import Counter

    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    deal = window.current_set.deal(1).deal
    seat = deal.leader  # the player leads trick 1: every field game was at that position
    window.reviews.show_review(1, [], seat)
    qtbot.waitUntil(window.reads_done, timeout=20000)
    page = window.review_page
    page.games.setCurrentIndex(0)
    page.slider.setValue(1)
    others = [r for r in window.store.logged_results("test-set", 1)][1:]  # not the game on show
    firsts = Counter(r.log[0][2:] for r in others)
    party = "Re" if deal.parties[seat] == 0 else "Kontra"
    text = page.field_note.text()
    assert text.startswith(f"{len(others)} of {len(others)} {party} pairs were here: ")
    top_card, top_n = firsts.most_common(1)[0]
    assert f"{top_n} played " in text
    assert sum(int(part.split(" played ")[0].split(": ")[-1]) for part in text.split("), ")) == len(others)


def test_review_opens_the_side_by_side_comparison(qtbot, window):
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    logged = window.store.logged_results("test-set", 1)
    window.reviews.show_review(1, [("Your game", list(logged[0].log))], 3)  # one own game, then the field's
    qtbot.waitUntil(window.reads_done, timeout=20000)
    page = window.review_page
    assert page.compare_button.isEnabled()
    page.games.setCurrentIndex(3)  # the field's game 2 on show: the comparison opens with it
    page.compare_button.click()
    dialog = page.compare_dialog
    assert dialog.isVisible() and dialog.games.currentData() == 2
    assert dialog.trick_count() == window.current_set.deal(1).deal.ruleset.tricks
    dialog.close()
