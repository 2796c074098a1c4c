"""An evening at the table: every trick's four cards and its winner are seen, refusals say why,
failures (a bot, a locked database, a second import) reach the player and nothing stalls."""

from __future__ import annotations

import sqlite3
import threading

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QMessageBox

import dokodesk.app.bot_worker as bot_worker
import dokodesk.store.schema as schema
from app_fixtures import place_of_seat, settle, click_card, small_set
from dokodesk.app.main_window import MainWindow
from dokodesk.rules import Game
from dokodesk.store import Store

DEAL_WITHOUT_CALLS = 3  # at seat 0, playing the first legal card, nobody announces early

def start_deal(window, number=1, seat=0):
    window.open_set("test-set")
    settle(window)
    window.set_page.seat_combo.setCurrentIndex(window.set_page.seat_combo.findData(place_of_seat(window, number, seat)))
    window.play_deal(number)
    settle(None, window)

# rules.md: trumps from the highest: Dulle (TH), the Damen, the Buben (Kreuz, Pik, Herz, Karo),
# then Karo Ass, Zehn, König, Neun; a Fehl suit: Ass, Zehn, König, Neun (Herz has no Zehn).
TRUMPS_HIGH_TO_LOW = "TH QC QS QH QD JC JS JH JD AD TD KD 9D".split()
FEHL_HIGH_TO_LOW = "ATK9"


def winner_by_rules_md(cards) -> int:
    """The seat that takes a trick of (seat, Card) pairs: the highest trump, else the highest
    card of the suit led; of two equal cards the first played."""
    def rank(code, led_suit):
        if code in TRUMPS_HIGH_TO_LOW:
            return 100 - TRUMPS_HIGH_TO_LOW.index(code)
        return 10 - FEHL_HIGH_TO_LOW.index(code[0]) if code[1] == led_suit else -1

    codes = [str(card) for _, card in cards]
    led_suit = "T" if codes[0] in TRUMPS_HIGH_TO_LOW else codes[0][1]
    ranks = [rank(code, led_suit) for code in codes]
    return cards[ranks.index(max(ranks))][0]  # index(): the first of equal cards


def test_the_rules_md_judge_itself():
    from dokodesk.rules import Card

    def trick(codes):
        return [(seat, Card.parse(code)) for seat, code in enumerate(codes.split())]

    assert winner_by_rules_md(trick("KC AC 9C TC")) == 1  # the Ass of the suit led
    assert winner_by_rules_md(trick("AC 9D AS TC")) == 1  # a trump over the Fehl Ass
    assert winner_by_rules_md(trick("TH QC TH 9D")) == 0  # the first of the two Dullen
    assert winner_by_rules_md(trick("9S AH KS TS")) == 3  # Herz is not Pik: the Pik Zehn


def wait_for_human_or_shown_trick(qtbot, c):
    qtbot.waitUntil(lambda: c.game.is_over or c.shown_trick is not None or c.is_human_turn, timeout=10000)

def test_a_complete_trick_stays_in_view_with_its_winner_until_a_click(qtbot, window):
    window.table_page.trick_pause.setValue(5000)  # long: only the click takes it in
    start_deal(window)
    c = window.controller
    wait_for_human_or_shown_trick(qtbot, c)
    while c.shown_trick is None:
        click_card(qtbot, window, c.game.legal_cards(0)[0])
        wait_for_human_or_shown_trick(qtbot, c)
    trick = c.shown_trick
    state = window.table_page.table._state
    assert len(state.trick) == 4 and [card for _, card in state.trick] == [card for _, card in trick.cards]
    # the winner by the rules, worked out here from rules.md (not by the engine)
    assert state.trick_winner == trick.winner == winner_by_rules_md(trick.cards)
    assert window.table_page.names[trick.winner] in state.trick_caption
    log_length = len(c.game.log)
    qtbot.wait(300)  # the bots wait while the trick is on show
    assert len(c.game.log) == log_length and c.shown_trick is trick
    names = window.table_page.names
    assert ("you take trick 1" if trick.winner == 0 else f"{names[trick.winner]} takes trick 1") \
        in window.table_page.progress.text()
    qtbot.mouseClick(window.table_page.table, Qt.MouseButton.LeftButton, pos=QPoint(400, 300))
    assert c.shown_trick is None
    assert window.table_page.table._state.trick_winner is None
    # taken in: the four cards fly toward the seat that won them
    flying_cards, toward = window.table_page.table._flying
    assert flying_cards == list(trick.cards) and toward == trick.winner
    qtbot.waitUntil(lambda: window.table_page.table._flying is None, timeout=3000)
    qtbot.waitUntil(lambda: c.is_human_turn or len(c.game.log) > log_length, timeout=5000)

def test_the_pause_ends_by_itself_and_is_remembered(qtbot, window, store, fresh_data_dir):
    window.table_page.trick_pause.setValue(250)
    start_deal(window)
    c = window.controller
    seen = []
    c.changed.connect(lambda: seen.append(c.shown_trick) if c.shown_trick is not None else None)
    while len(c.game.tricks) < 2:
        wait_for_human_or_shown_trick(qtbot, c)
        if c.is_human_turn and c.shown_trick is None:
            click_card(qtbot, window, c.game.legal_cards(0)[0])
        qtbot.waitUntil(lambda: c.shown_trick is None, timeout=5000)
    assert len({id(t) for t in seen}) >= 2  # each trick was shown complete, then collected
    again = MainWindow(store, fresh_data_dir)
    qtbot.addWidget(again)
    assert again.table_page.trick_pause.value() == 250 and again.controller.trick_pause_ms == 250
    again.close()

def test_a_late_announcement_by_key_says_why(qtbot, window):
    start_deal(window, DEAL_WITHOUT_CALLS)
    c = window.controller
    while len(c.game.hand(0)) > 10:  # 12 cards dealt; Re/Kontra needs at least 11 in hand
        qtbot.waitUntil(lambda: c.is_human_turn, timeout=10000)
        click_card(qtbot, window, c.game.legal_cards(0)[0])
    qtbot.waitUntil(lambda: c.is_human_turn, timeout=10000)
    assert not c.game.view(0).announcements  # nobody announced: the plain deadline applies
    log_length = len(c.game.log)
    window.table_page.notice.setText("")
    qtbot.keyClick(window.table_page, Qt.Key.Key_A)
    assert "needs at least" in window.table_page.notice.text()
    assert "10" in window.table_page.notice.text()  # the cards in hand
    assert len(c.game.log) == log_length

def test_a_failing_bot_is_reported_and_the_game_goes_on(qtbot, window, monkeypatch):
    real = bot_worker.decide

    def broken(bot_name, view, seed):
        if bot_name == "strong" and threading.current_thread().name == "dokodesk-bots":
            raise RuntimeError("planted bot failure")
        return real(bot_name, view, seed)

    monkeypatch.setattr(bot_worker, "decide", broken)
    problems = []
    window.controller.problem.connect(problems.append)
    start_deal(window, 3)
    c = window.controller
    while not c.game.is_over:
        qtbot.waitUntil(lambda: c.game is None or c.game.is_over or c.is_human_turn, timeout=10000)
        if c.game is None or c.game.is_over:
            break
        click_card(qtbot, window, c.game.legal_cards(0)[0])
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)
    assert problems and all("planted bot failure" in p for p in problems)
    assert "Anna" in problems[0] or "Ben" in problems[0] or "Clara" in problems[0]
    assert len(window.result_page.outcome.game.tricks) == 12

def test_saving_waits_out_a_locked_database_without_blocking_the_table(qtbot, window, store, monkeypatch):
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_MS", 100)  # the saver's connection gives up quickly
    start_deal(window)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn, timeout=10000)
    assert window.saved()
    locker = sqlite3.connect(store.path, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")  # what an import's transaction does
    try:
        card = c.game.legal_cards(0)[0]
        click_card(qtbot, window, card)  # returns: the write waits in the worker
        qtbot.waitUntil(lambda: "busy" in window.statusBar().currentMessage(), timeout=5000)
        assert not window.saver.flush(0.3)
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert window.saver.flush(5.0)
    qtbot.waitUntil(lambda: c.is_human_turn or c.game.is_over, timeout=10000)  # the bots are still
    assert window.saver.flush(5.0)
    played = list(c.game.log)
    c.stop()
    saved = store.in_progress_game()
    assert saved is not None and len(saved.log) >= 1
    assert tuple(saved.log) == Game.replay(store.deal("test-set", 1).deal, saved.log).log
    # the write that waited out the lock holds the card clicked meanwhile and all that followed
    assert f"0:{card.code}" in saved.log
    assert list(saved.log) == played

def test_a_second_import_is_refused_while_the_first_runs(qtbot, window, store, monkeypatch, tmp_path):
    release = threading.Event()
    started = threading.Event()
    real = Store.import_file

    def slow_import(self, path, progress=None, **kw):
        started.set()
        release.wait(10)
        return real(self, path, progress=progress, **kw)

    monkeypatch.setattr(Store, "import_file", slow_import)
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: told.append(text))
    from dokodesk.dodge.setfile import write_set
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    write_set(small_set("first-set"), first)
    write_set(small_set("second-set"), second)
    window.import_file(str(first))
    assert started.wait(5)
    dialog = window.long_work.progress_dialog
    window.import_file(str(second))
    assert window.long_work.progress_dialog is dialog  # the first import's progress stays
    assert told and told[-1].startswith("Please wait until this has finished: ") and "first.json" in told[-1]
    release.set()
    qtbot.waitUntil(window.long_work.idle, timeout=10000)
    assert {s.id for s in store.sets()} >= {"first-set"}
    assert "second-set" not in {s.id for s in store.sets()}



def test_an_uncaught_error_in_a_slot_is_shown_and_logged(qtbot, monkeypatch, tmp_path):
    import logging
    import sys

    from dokodesk.app import main as app_main

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    root = logging.getLogger()
    handlers = list(root.handlers)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    try:
        path = app_main.setup_logging(tmp_path)
        app_main.install_error_reporting(path)
        try:
            raise KeyError("planted slot failure")
        except KeyError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    finally:
        for handler in root.handlers[len(handlers):]:
            handler.close()
            root.removeHandler(handler)
    assert shown and "planted slot failure" in shown[0] and str(path) in shown[0]
    assert "planted slot failure" in path.read_text()


def finish_a_game(qtbot, window, deal=1):
    start_deal(window, deal)
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.game is None or c.game.is_over or c.is_human_turn, timeout=10000)
        if c.game is None or c.game.is_over:
            break
        click_card(qtbot, window, c.game.legal_cards(0)[-1])
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_page, timeout=10000)
    return window.result_page.outcome


def test_the_traveller_lists_every_table_and_replays_a_double_clicked_game(qtbot, window, store):
    outcome = finish_a_game(qtbot, window)
    settle(window)  # the traveller is computed in a worker
    traveller = window.result_page.traveller
    field = small_set().deal(1).results  # the same seeded field the store holds
    assert traveller.rowCount() == len(field) + 1
    own = traveller.own_row()
    model = traveller.model()
    assert own is not None and model.data(model.index(own, 0), Qt.ItemDataRole.FontRole).bold()
    sign = 1 if outcome.party == 0 else -1
    # the game value from the player's party's side: the Re points, negated for Kontra
    shown = sorted(int(traveller.text(r, 4)) for r in range(traveller.rowCount()) if r != own)
    assert shown == sorted(sign * r.re_points for r in field)
    assert int(traveller.text(own, 4)) == outcome.own_points
    assert traveller.text(own, 5) == f"{outcome.dodge_points:+.1f}"
    own_points = [int(traveller.text(r, 4)) for r in range(traveller.rowCount())]
    assert own_points == sorted(own_points, reverse=True)  # sorted by the party's points, best first
    # the Augen column: the party's Augen of the game in that row, by replaying its log
    row = next(r for r in range(traveller.rowCount()) if r != own)
    review_index = traveller.review_index(row)
    game = Game.replay(outcome.game.deal, list(field[review_index - 1].log))
    assert int(traveller.text(row, 3)) == game.augen(outcome.party)
    window.result_page.field_tabs.setCurrentWidget(traveller)
    rect = traveller.visualRect(model.index(row, 2))
    qtbot.mouseClick(traveller.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(traveller.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle(qtbot, window)
    assert window.stack.currentWidget() is window.review_page
    settle(window)
    assert window.review_page.games.currentIndex() == review_index
    assert tuple(window.review_page._full.log) == tuple(field[review_index - 1].log)


def test_the_result_page_shows_the_dodge_formula_with_the_games_numbers(qtbot, window):
    outcome = finish_a_game(qtbot, window, 2)
    field = outcome.field_points
    fewer, more = int((field < outcome.own_points).sum()), int((field > outcome.own_points).sum())
    text = window.result_page.formula_label.text()
    dodge = 100 * (fewer - more) / len(field)  # the rules' formula, (fewer − more) ÷ (all pairs − 1) × 100
    assert text.startswith(f"{fewer} ")
    assert f"({fewer} − {more}) / {len(field)} × 100 = {dodge:+.1f}".replace("-", "−") in text
    assert window.result_page.lines.selectedItems() == []


def test_the_set_page_explains_rating_penalty_and_stars(qtbot, window):
    # issue 29.7: a new set is "not started" (it opened at -100.00 and a penalty of 10,000)
    window.open_set("test-set")
    settle(window)
    page = window.set_page
    assert page.rating_label.text() == "not started" and page.penalty_label.text() == "not started"
    text = page.explain_label.text()
    assert text.startswith("Press “Play next available deal”: your first rated game starts this set's rating.")
    assert "-100.00" not in text and "10,000" not in text
    assert "earns a star" in text and "costs a star" in text
    # after the first rated game: its numbers, 99 missing, 100 penalty points each
    outcome = finish_a_game(qtbot, window, 2)
    window.open_set("test-set")
    settle(window)
    text = page.explain_label.text()
    penalty = QLocale().toString(9900)
    assert f"99 × 100 = {penalty}" in text and page.penalty_label.text() == penalty
    assert page.rating_label.text() != "not started" and "÷ 100 = " in text
    assert outcome is not None


@pytest.mark.parametrize("garbage", ["not a card", None])
def test_a_bot_that_answers_garbage_is_replaced_and_the_game_ends(qtbot, window, monkeypatch, garbage):
    real = bot_worker.decide

    def confused(bot_name, view, seed):
        calls, card = real(bot_name, view, seed)
        if threading.current_thread().name == "dokodesk-bots" and view.seat == 2:
            return calls, garbage  # seat 2's bot plays nonsense, or nothing
        return calls, card

    monkeypatch.setattr(bot_worker, "decide", confused)
    problems = []
    window.controller.problem.connect(problems.append)
    outcome = finish_a_game(qtbot, window, 1)
    assert len(outcome.game.tricks) == 12
    assert len(problems) == 12 and all("Ben" in p for p in problems)  # seat 2 is Ben, once a trick


def test_hint_and_undo_in_a_rated_game_say_why_not(qtbot, window):
    start_deal(window)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn, timeout=10000)
    assert c.rated
    qtbot.keyClick(window.table_page, Qt.Key.Key_H)
    assert "practice" in window.table_page.notice.text()
    qtbot.keyClick(window.table_page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "cannot be taken back" in window.table_page.notice.text()



def test_a_refusal_is_gone_from_table_and_status_bar_once_the_card_is_played(qtbot, window):
    # issue 29.9: "You must follow Clubs" stayed in the status bar after the card was played
    start_deal(window, 1, 0)
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn, timeout=20000)
        game = c.game
        illegal = [x for x in game.hand(0) if not game.is_legal(0, x)]
        if illegal:
            break
        click_card(qtbot, window, game.legal_cards(0)[0])
    click_card(qtbot, window, illegal[0])
    assert "must follow" in window.table_page.notice.text()
    assert "must follow" in window.statusBar().currentMessage()
    click_card(qtbot, window, game.legal_cards(0)[0])
    assert window.table_page.notice.text() == ""
    assert "must follow" not in window.statusBar().currentMessage()
