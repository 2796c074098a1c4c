"""Issue 20, section 4: the announcement training dialog: stops, the verdict in the background,
the score per session, the history file, and playing on."""

from __future__ import annotations

import json

import pytest

from dokodesk.app.training_dialog import HISTORY_FILE, TrainingDialog
from dokodesk.dodge.generator import generate_deals


@pytest.fixture(autouse=True)
def quick_verdicts(monkeypatch):
    """The dialog's verdicts, computed in the background as in the app, on 16 to 32 sampled deals
    instead of the product's 96 to 640 within 1.5 s of CPU: these tests read how a verdict is
    shown, not how precise it is (tests/coach/test_training.py and test_error_bars.py)."""
    from dokodesk.coach import engine

    monkeypatch.setattr(engine, "MIN_SAMPLES", 16)
    monkeypatch.setattr(engine, "BATCH", 8)
    monkeypatch.setattr(engine, "MAX_SAMPLES", 16)


def test_a_stop_an_answer_a_verdict_and_the_score(qtbot, tmp_path):
    deals = generate_deals(1, "training-dialog")
    dialog = TrainingDialog([(1, deals[0], 0, [-3, 0, 2, 4])], tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.trainer.current is not None
    assert dialog.stop_label.text().startswith("Deal 1, trick 1: you are ")
    assert dialog.announce_button.text().startswith("&Announce ")
    dialog.silent_button.click()
    qtbot.waitUntil(lambda: dialog.history.count() == 1, timeout=60000)
    text = dialog.verdict_label.text()
    assert text.startswith(("Right.", "About equal.", "Not the best choice.")) and "From what you knew, with the others answering" in text
    assert "game points" in text and "Dodge" not in text  # the field played the real layout, not these
    r, e = dialog.trainer.right, dialog.trainer.equal
    assert dialog.score_label.text() == \
        f"This session: {r} of 1 right, {e} about equal · all sessions: {r} of 1 right, {e} about equal."
    lines = (tmp_path / HISTORY_FILE).read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["announced"] is False
    assert dialog.past_answers() == (r, e, 1)
    # You play on: the game so far (with your silence and your card) goes to a practice game.
    with qtbot.waitSignal(dialog.play_on_requested) as got:
        dialog.play_on_button.click()
    number, seat, log = got.args
    assert (number, seat) == (1, 0) and log == list(dialog.trainer.game.log)
    dialog.every_box.setChecked(True)
    assert dialog.trainer.every
    dialog.next_button.click()
    assert dialog.verdict_label.text() == ""


def test_the_menu_opens_training_on_the_deals_that_may_be_seen(qtbot, window):
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    window.store.forfeit_deal("test-set", 2)  # deal 2's hands may be seen now, deals 1 and 3 not
    window.show_training()  # the deals are read in the pool
    qtbot.waitUntil(lambda: window.training_dialog is not None, timeout=20000)
    dialog = window.training_dialog
    assert [d[0] for d in dialog.trainer.deals] == [2]
    assert dialog.trainer.current is not None and dialog.trainer.current.deal_number == 2
    dialog.close()


def test_training_without_a_visible_deal_says_why_and_opens_nothing(qtbot, window):
    from app_fixtures import answer_next_dialog

    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    said: list[str] = []
    answer_next_dialog(qtbot, "OK", said)
    window.show_training()  # no deal played, forfeited or closed: nothing may be seen
    qtbot.waitUntil(lambda: bool(said) and window.long_work.idle(), timeout=20000)
    assert "play the deals of this set first" in said[0]
    assert window.training_dialog is None


def test_a_damaged_history_line_is_skipped(qtbot, tmp_path):
    (tmp_path / HISTORY_FILE).write_text('{"right": true}\nnot json\n[1]\n{"right": false}\n\x00\n')
    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.past_answers() == (1, 0, 2)
    assert dialog.score_label.text() == "This session: 0 of 0 right, 0 about equal · all sessions: 1 of 2 right, 0 about equal."


# ------------------------------------------------------ issue 30, points 7 and 12
def _an_answer():
    from types import SimpleNamespace

    from dokodesk.rules import Call

    stop = SimpleNamespace(deal_number=1, seat=2, call=next(iter(Call)), log=())
    return SimpleNamespace(stop=stop, announced=True, right=True, outcome="right", dodge=1.5, game=2.0, samples=48,
                           difference=1.0, loss_se=0.1)


def _remember_within(dialog, seconds: float) -> bool:
    """Whether writing one answer returns within `seconds` (a writer blocked on a named pipe is
    released afterwards by opening the pipe for reading)."""
    import os
    import threading

    worker = threading.Thread(target=dialog._remember, args=(_an_answer(),), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        fd = os.open(dialog.history_path, os.O_RDONLY | os.O_NONBLOCK)
        worker.join(5)
        os.close(fd)
        return False
    return True


def test_a_named_pipe_as_the_history_freezes_nothing(qtbot, tmp_path, caplog):
    import logging
    import os
    import stat

    os.mkfifo(tmp_path / HISTORY_FILE)
    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.past_answers() == (0, 0, 0)
    with caplog.at_level(logging.WARNING):
        assert _remember_within(dialog, 5), "the first answer waited on the named pipe"
    assert "a named pipe" in caplog.text and HISTORY_FILE in caplog.text
    assert stat.S_ISFIFO(os.lstat(tmp_path / HISTORY_FILE).st_mode)


def test_the_history_is_private_whatever_the_umask(qtbot, tmp_path):
    import os
    import stat

    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], tmp_path)
    qtbot.addWidget(dialog)
    old = os.umask(0o002)
    try:
        assert _remember_within(dialog, 5)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / HISTORY_FILE).stat().st_mode) == 0o600
    os.chmod(tmp_path / HISTORY_FILE, 0o644)  # written by an older dokodesk
    assert _remember_within(dialog, 5)
    assert stat.S_IMODE((tmp_path / HISTORY_FILE).stat().st_mode) == 0o600
    assert dialog.past_answers() == (1, 0, 1)  # the same stop twice: counted once


# ------------------------------------------------------------------ issue 28: the coach forgets
def test_the_history_is_kept_in_the_data_directory_without_data_dir(qtbot, fresh_data_dir):
    """Started without --data-dir (the main window passes None), the answers still go to the
    app's data directory (here DOKODESK_DATA_DIR, as the app resolves it) and count next time."""
    fresh_data_dir.mkdir(parents=True, exist_ok=True)  # the app's store has made it
    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], None)
    qtbot.addWidget(dialog)
    assert _remember_within(dialog, 5)
    lines = (fresh_data_dir / HISTORY_FILE).read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["deal"] == 1
    again = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], None)
    qtbot.addWidget(again)
    assert again.past_answers() == (1, 0, 1)


# ------------------------------------------------------------------ issue 28, item 8: the stop as at the table
SAID = {"re": "Re", "kontra": "Kontra", "90": "keine 90", "60": "keine 60", "30": "keine 30", "schwarz": "schwarz"}
WORDS = {
    "en": {"names": ["You", "Anna", "Ben", "Clara"], "said": "Said so far: {calls}",
           "turn": "Trick {k} of 12 · your turn", "stop": "Deal 1, trick {k}: you are {party}.",
           "first": "First chance for {call}: it can be said before your {nth} card.",
           "last": "Last chance for {call}: after this card it is too late.",
           "history": "Deal 1, trick {k}: silent on {call} — ", "verdicts": ("right", "about equal", "wrong"),
           "silent": "Stay &silent", "from_what_you_knew": "From what you knew, with the others answering"},
    "de": {"names": ["Du", "Anna", "Ben", "Clara"], "said": "Bisher angesagt: {calls}",
           "turn": "Stich {k} von 12 · du bist dran", "stop": "Spiel 1, Stich {k}: du bist {party}.",
           "first": "Erste Gelegenheit für {call}: möglich vor deiner {n}. Karte.",
           "last": "Letzte Gelegenheit für {call}: nach dieser Karte ist es zu spät.",
           "history": "Spiel 1, Stich {k}: geschwiegen zu {call} — ", "verdicts": ("richtig", "etwa gleich", "falsch"),
           "silent": "&Schweigen", "from_what_you_knew": "Nach dem, was du wissen konntest, mit Antwort der anderen"},
}


@pytest.fixture(params=["en", "de"])
def language(request):
    if request.param == "de":
        request.getfixturevalue("german")
    return request.param


def _by_hand(deal, log, seat):
    """What the seat sees at a stop, read from the log alone: its hand, the complete tricks
    (with their takers: each one leads the next), the trick in the middle, the calls by seat."""
    cards = [(int(t[0]), t[2:]) for t in log if t[2:] not in SAID]
    calls = [(int(t[0]), SAID[t[2:]]) for t in log if t[2:] in SAID]
    hand = [c.code for c in deal.hands[seat]]
    for s, code in cards:
        if s == seat:
            hand.remove(code)
    done = len(cards) // 4
    tricks = [cards[4 * k:4 * k + 4] for k in range(done)]
    # the taker of a trick leads the next one; at a stop between tricks that is the seat (its turn)
    takers = [cards[4 * (k + 1)][0] if 4 * (k + 1) < len(cards) else seat for k in range(done)]
    held = [12 - sum(1 for s, _ in cards if s == x) for x in range(4)]
    return sorted(hand), tricks, takers, cards[4 * done:], calls, held


def _check_stop_on_the_table(dialog, words, deal, seat):
    stop = dialog.trainer.current
    hand, tricks, takers, in_trick, calls, held = _by_hand(deal, stop.log, seat)
    k = len(tricks) + 1
    state = dialog.table._state
    # the hand as pictures: the seat's cards, each drawn; the others' hands as backs
    shown = state.seats[seat].cards
    assert sorted(c.code for c in shown) == hand and len(shown) == held[seat]
    assert len(dialog.table._hand_rects) == len(hand) and all(dialog.table.card_rect(c) is not None for c in shown)
    for s in range(4):
        if s != seat:
            assert state.seats[s].cards == [None] * held[s]
    # the trick in the middle and the tricks so far, in playing order, with who took them
    assert [(s, c.code) for s, c in state.trick] == in_trick
    assert [[(s, c.code) for s, c in cards] for cards, _ in dialog.tricks.tricks] == tricks
    assert [w for _, w in dialog.tricks.tricks] == takers
    assert len(dialog.tricks.card_rects()) == len(tricks)
    # what has been said, by whom: on the table's labels and in words
    names = words["names"]
    for s in range(4):
        assert state.seats[s].calls == [c for who, c in calls if who == s]
    said = ", ".join(f"{c} ({names[s]})" for s, c in calls)
    assert dialog.calls_label.text() == words["said"].format(calls=said)
    # whose turn: the seat's, marked at the table and said
    assert state.seats[seat].on_turn and not any(state.seats[s].on_turn for s in range(4) if s != seat)
    assert dialog.turn_label.text() == words["turn"].format(k=k)
    party = "Re" if deal.parties[seat] == 0 else "Kontra"
    assert dialog.stop_label.text() == words["stop"].format(k=k, party=party)
    assert state.legal is None  # the drill asks for a call, not a card
    return stop, k, calls, held


def test_the_stop_is_shown_as_at_the_table(qtbot, tmp_path, language):
    words = WORDS[language]
    deal = generate_deals(1, "training-dialog")[0]
    seat = 0
    dialog = TrainingDialog([(1, deal, seat, [-3, 0, 2, 4])], tmp_path)
    qtbot.addWidget(dialog)
    dialog.every_box.setChecked(True)  # a stop before each card up to the deadline
    own = "Re" if deal.parties[seat] == 0 else "Kontra"
    # Stop 1: the party's Ansage, first chance; by the rules it may be said holding 11 cards or more
    stop, k, calls, held = _check_stop_on_the_table(dialog, WORDS[language], deal, seat)
    assert (stop.call.value, held[seat]) == (own.lower(), 12)
    assert dialog.deadline_label.text() == words["first"].format(call=own, n=2, nth="2nd")
    # announced: the next stop is keine 90 a trick later (10 cards or more: before the third card)
    dialog.trainer.answer(True)
    dialog.next_stop()
    stop, k, calls, held = _check_stop_on_the_table(dialog, words, deal, seat)
    assert k == 2 and held[seat] == 11 and (seat, own) in calls and len(dialog.tricks.tricks) == 1
    assert dialog.deadline_label.text() == words["first"].format(call="keine 90", n=3, nth="3rd")
    assert dialog.announce_button.text().count("&") == 1 and dialog.silent_button.text() == words["silent"]
    # silent: the verdict (its wording kept), and the history line names deal and trick
    dialog.silent_button.click()
    qtbot.waitUntil(lambda: dialog.history.count() == 1, timeout=60000)
    assert words["from_what_you_knew"] in dialog.verdict_label.text()
    line = dialog.history.item(0).text()
    prefix = words["history"].format(k=2, call="keine 90")
    assert line.startswith(prefix) and line[len(prefix):] in words["verdicts"]
    assert json.loads((tmp_path / HISTORY_FILE).read_text().splitlines()[0])["trick"] == 2
    # the deadline: keine 90 holding 10 cards, the last chance
    dialog.next_button.click()
    stop, k, calls, held = _check_stop_on_the_table(dialog, words, deal, seat)
    assert k == 3 and held[seat] == 10 and stop.deadline and len(dialog.tricks.tricks) == 2
    assert dialog.deadline_label.text() == words["last"].format(call="keine 90")


def test_the_drill_fits_1024_by_640_and_is_kept_plain_and_keyboard_usable(qtbot, tmp_path, language):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QLabel

    dialog = TrainingDialog([(1, generate_deals(1, "training-dialog")[0], 0, [-3, 0, 2, 4])], tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.silent_button.click()  # the longest texts: a verdict, then the expert's result below it
    qtbot.waitUntil(lambda: dialog.history.count() == 1, timeout=60000)
    dialog.verdict_label.setText(dialog.verdict_label.text() + "\n" + dialog.verdict_label.text())
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640, f"the drill needs {hint.width()} × {hint.height()}"
    dialog.resize(1024, 640)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == (1024, 640))
    qtbot.wait(20)
    for label in dialog.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
        if label.isVisible() and label.wordWrap() and label.text():  # every line of it shows
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert dialog.table._card_width() >= 56
    # keyboard: every button and the check box has its own mnemonic
    keys = [b.text().split("&")[1][0].lower() for b in dialog.findChildren(QAbstractButton)]
    assert len(keys) == len(set(keys)) == 6, keys


def test_a_stop_between_first_and_last_chance_says_still_possible(qtbot, tmp_path, language):
    from dokodesk.coach.training import Stop
    from dokodesk.rules import Call, Game

    deal = generate_deals(1, "training-dialog")[0]
    dialog = TrainingDialog([(1, deal, 0, [])], tmp_path)
    qtbot.addWidget(dialog)
    call = Call.for_level(deal.parties[0], 1)
    stop = Stop(1, 0, (), call, deadline=False, late_reply=False, first=False)
    # the Ansage before any card: by the rules possible holding 11 cards or more, so before the second card
    expected = {"en": f"Still possible: {call.german}, before your 2nd card.",
                "de": f"Noch möglich: {call.german}, vor deiner 2. Karte."}[language]
    assert dialog.deadline_words(stop, Game(deal)) == expected


# ------------------------------------------------------------------ issue 38, item 4: kept and fair
def _quick_verdict(se: float):
    """A verdict by hand, at once: 'with the call +1.7, silent for now +2.2', the difference's error `se`."""
    from dokodesk.coach.training import Verdict

    def verdict(deal, stop, announced, **_):
        game = {stop.call.value: 1.7, "pass": 2.2}
        difference = round(1.7 - 2.2, 10) if announced else round(2.2 - 1.7, 10)
        return Verdict(stop, announced, False, game, max(0.0, -difference), se, 100, difference)
    return verdict


def _answer(qtbot, dialog, silent: bool = True) -> None:
    before = len(dialog.trainer.history)
    (dialog.silent_button if silent else dialog.announce_button).click()
    qtbot.waitUntil(lambda: len(dialog.trainer.history) == before + 1, timeout=20000)


def test_right_only_beyond_the_error_and_about_equal_within_it(qtbot, tmp_path):
    """+1.7 with the call, +2.2 silent for now: 0.5 apart; with the difference's error 0.3
    (2 x 0.3 = 0.6 > 0.5) neither is right; with 0.2 the silence is right and the call wrong. The
    numbers stay as they are."""
    deal = generate_deals(1, "training-dialog")[0]
    dialog = TrainingDialog([(1, deal, 0, [])], tmp_path)
    qtbot.addWidget(dialog)
    for se, announced, word, item in ((0.3, True, "About equal.", "about equal"), (0.3, False, "About equal.", "about equal"),
                                      (0.2, True, "Not the best choice.", "wrong"), (0.2, False, "Right.", "right")):
        v = _quick_verdict(se)(deal, dialog.trainer.current, announced)
        dialog._show_verdict(v)
        assert dialog.verdict_label.text() == (
            f"{word} From what you knew, with the others answering: announce Re: +1.7 game points; "
            f"stay silent for now: +2.2 (difference ±{se}, 100 sampled deals).")
        assert dialog.history.item(0).text().endswith(" — " + item)


def test_the_drill_is_kept_across_restarts_and_a_stop_counts_once(qtbot, tmp_path, monkeypatch):
    """Answer a stop, close, open the drill again on the same data: the list shows the answer, the
    drill goes on after that stop (not at deal 1, trick 1), and the all-sessions count does not
    rise when a stop answered before is answered again."""
    from dokodesk.app import training_dialog

    monkeypatch.setattr(training_dialog, "verdict", _quick_verdict(0.3))
    deals = [(1, generate_deals(1, "training-dialog")[0], 0, [])]
    first = TrainingDialog(deals, tmp_path, set_id="s1")
    qtbot.addWidget(first)
    # seat 1 leads and says Kontra; seat 0's first chance for Re is before its first card, in trick 1
    stop = first.trainer.current
    assert stop.log == ("1:kontra", "1:AS", "2:KS", "3:9S") and stop.first
    _answer(qtbot, first)  # silent: +2.2 against +1.7, within 2 x 0.3: about equal
    assert first.history.item(0).text() == "Deal 1, trick 1: silent on Re — about equal"
    assert first.score_label.text() == \
        "This session: 0 of 1 right, 1 about equal · all sessions: 0 of 1 right, 1 about equal."
    first.close()

    again = TrainingDialog(deals, tmp_path, set_id="s1")
    qtbot.addWidget(again)
    assert [again.history.item(i).text() for i in range(again.history.count())] == \
        ["Deal 1, trick 1: silent on Re — about equal"]
    # after the stop: Re's deadline before seat 0's second card (trick 2), the first card played
    after = again.trainer.current
    assert after.log[:4] == stop.log and after.log[4].startswith("0:") and after.deadline and not after.first
    assert again.stop_label.text().startswith("Deal 1, trick 2: ")
    assert again.score_label.text() == \
        "This session: 0 of 0 right, 0 about equal · all sessions: 0 of 1 right, 1 about equal."
    _answer(qtbot, again, silent=False)  # the call at its deadline: worse within the error, about equal too
    again.close()

    # Another set's answers are not this set's list, and do not move its drill.
    other = TrainingDialog(deals, tmp_path, set_id="s2")
    qtbot.addWidget(other)
    assert other.history.count() == 0 and other.trainer.current == stop
    other.close()

    # Every stop of the set answered: the drill starts over; a stop answered before counts once.
    third = TrainingDialog(deals, tmp_path, set_id="s1")
    qtbot.addWidget(third)
    assert third.history.count() == 2 and third.history.item(0).text() == "Deal 1, trick 2: announced Re — about equal"
    assert third.past_answers() == (0, 2, 2)
    # with Re said, keine 90 is left: its first chance is its deadline (10 cards, before seat 0's third card)
    assert (third.trainer.current.call.value, third.trainer.current.first, third.trainer.current.deadline) == ("90", True, True)
    _answer(qtbot, third)
    third.next_stop()
    assert third.trainer.current is None  # silent at keine 90's deadline: no more stops in the deal
    third.close()
    fourth = TrainingDialog(deals, tmp_path, set_id="s1")
    qtbot.addWidget(fourth)
    assert fourth.trainer.current == stop  # over again from the first stop
    assert fourth.past_answers() == (0, 3, 3) and fourth.history.count() == 3
    _answer(qtbot, fourth)  # the first stop again: heard, shown, not counted again
    assert fourth.past_answers() == (0, 3, 3)
    assert fourth.score_label.text() == \
        "This session: 0 of 0 right, 0 about equal · all sessions: 0 of 3 right, 3 about equal."
    assert fourth.verdict_label.text().endswith("You answered this stop before: it counts once.")
    assert fourth.history.count() == 4 and len((tmp_path / HISTORY_FILE).read_text().splitlines()) == 4
