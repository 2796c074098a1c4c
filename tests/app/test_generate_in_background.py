"""Generating a set runs in the background (issue 29.4): the progress says deals done of the
total and the time left, the window stays usable, Cancel stops the work and stores nothing; a
job refused meanwhile says so in plain words, in both languages."""

from __future__ import annotations

import threading
import time

import pytest
from app_fixtures import settle
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

from dokodesk.app.generate_dialog import FIELDS, GenerateDialog


@pytest.fixture
def slow_generation(monkeypatch):
    """The generate dialog answered with a small set; the field's simulation steps to deal 3 of
    30, then holds there (reporting progress) until the test lets it go."""
    from dokodesk.bots import simulate

    monkeypatch.setattr(GenerateDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(GenerateDialog, "values", lambda self: (30, "bg", 6, 48, FIELDS["quick"]))
    gate = threading.Event()

    def held(dodge_set, tables, seed, workers=1, mix=None, progress=None, **kwargs):
        for done in (1, 2, 3):
            time.sleep(0.05)
            progress(done, 30)
        while not gate.is_set():  # a cancel raises out of progress here
            progress(3, 30)
            time.sleep(0.02)
        return dodge_set
    monkeypatch.setattr(simulate, "simulate_set", held)
    yield gate
    gate.set()
    QThreadPool.globalInstance().waitForDone(10000)


def _refusal(monkeypatch, window) -> str:
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: said.append(text))
    window.library.statistics_button.click()
    return said[-1]


@pytest.mark.parametrize("language", ["en", "de"])
def test_generating_counts_says_the_time_left_lets_the_player_browse_and_cancels(
        qtbot, window, slow_generation, monkeypatch, request, language):
    if language == "de":
        request.getfixturevalue("german")
    sets_before = [s.id for s in window.store.sets()]
    window.show_library()
    settle(window)
    window.library.generate_button.click()
    work = window.long_work
    qtbot.waitUntil(lambda: work.progress_dialog is not None and work.progress_dialog.value() == 3, timeout=10000)
    dialog = work.progress_dialog
    text = dialog.labelText()
    if language == "en":
        assert "bots play the field: 3 of 30" in text and "left" in text, text
    else:
        assert "Bots spielen das Feld: 3 von 30" in text and "noch etwa" in text, text
    # the window stays usable: the player opens a set meanwhile
    assert dialog.windowModality() == Qt.WindowModality.NonModal
    window.open_set("test-set")
    settle(window)
    assert window.stack.currentWidget() is window.set_page
    # another long job is refused in plain words
    assert _refusal(monkeypatch, window) == (
        "Please wait until this has finished: Generating a practice set" if language == "en"
        else "Bitte warte, bis dies fertig ist: Übungsset wird erstellt")
    cancel = next(b for b in dialog.findChildren(QPushButton))
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert work.idle() and work.progress_dialog is None
    QThreadPool.globalInstance().waitForDone(10000)  # the work stopped at its next step
    assert [s.id for s in window.store.sets()] == sets_before  # nothing stored
    assert window.statusBar().currentMessage() == (
        "Generating the practice set was cancelled." if language == "en"
        else "Das Erstellen des Übungssets wurde abgebrochen.")


def test_the_time_left_is_counted_in_seconds_then_minutes(qtbot, window):
    work = window.long_work
    assert work.remaining_text(0, 30, 5.0) == ""
    assert work.remaining_text(1, 2, 1.0) == "about 1 second left"
    assert work.remaining_text(10, 30, 20.0) == "about 40 seconds left"
    assert work.remaining_text(1, 31, 60.0) == "about 30 minutes left"
    assert work.remaining_text(10, 11, 1200.0) == "about 2 minutes left"
    assert work.remaining_text(1, 2, 100.0) == "about 2 minutes left"


def test_generating_counts_every_deal_of_the_field_on_a_bar_that_fills(qtbot, window, monkeypatch):
    """Issue 39.6: 200 deals showed only a busy bar, no count at 13 s and 25 s of 48 s: the
    simulation reported in 25-deal chunks, and nothing before its first chunk. Now the bar has
    its maximum from the start, and each deal done moves it on: "3 of 8 deals"."""
    from PySide6.QtWidgets import QProgressDialog

    monkeypatch.setattr(GenerateDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(GenerateDialog, "values", lambda self: (8, "count", 2, 48, FIELDS["quick"]))
    shown = []  # (maximum, value, label) at each value the bar takes
    set_label = QProgressDialog.setLabelText

    def label_set(dialog, text):
        set_label(dialog, text)
        if "bots play the field" in text:
            shown.append((dialog.maximum(), dialog.value(), text.splitlines()[-1]))
    monkeypatch.setattr(QProgressDialog, "setLabelText", label_set)
    window.show_library()
    settle(window)
    window.library.generate_button.click()
    qtbot.waitUntil(lambda: window.long_work.idle(), timeout=60000)
    assert [(maximum, value) for maximum, value, _ in shown] == [(8, done) for done in range(9)]
    assert [text.split(" · ")[0] for _, _, text in shown] == [f"bots play the field: {done} of 8 deals"
                                                             for done in range(9)]
    assert any("left" in text for _, _, text in shown)
    assert any(s.title == "Practice set count (8 deals)" for s in window.store.sets())
