"""Issue 40, point 9: review worked out what the field did at the game on show on the window's
thread, at every game chosen: over a field of 5,000 logged games (a deal of 99,000 results)
the window stood still for 0.2-0.3 s on the way to "Play on". The window's thread never scans
a field: the work runs in the pool and its answer arrives; the notes are the same."""

from __future__ import annotations

import threading

from app_fixtures import settle
from dokodesk.app import review_page as review_module
from dokodesk.app.analysis_panel import field_note_text, trick_of
from dokodesk.coach.field import field_at_decisions


def test_what_the_field_did_is_worked_out_off_the_windows_thread(qtbot, window, monkeypatch):
    threads = []

    def recorded(*args, **kwargs):
        threads.append(threading.current_thread())
        return field_at_decisions(*args, **kwargs)
    monkeypatch.setattr(review_module, "field_at_decisions", recorded)
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    deal = window.current_set.deal(1).deal
    seat = deal.leader
    window.reviews.show_review(1, [], seat)  # the field's games arrive, the first is shown
    qtbot.waitUntil(window.reads_done, timeout=20000)
    page = window.review_page
    page.games.setCurrentIndex(5)  # another game chosen
    page.slider.setValue(1)  # its first trick on show: the note comes when the pool is done
    qtbot.waitUntil(window.reads_done, timeout=20000)
    assert len(threads) == 2 and threading.main_thread() not in threads

    logged = window.store.logged_results("test-set", 1)
    others = [(r.log, r.re_points) for i, r in enumerate(logged) if i != 5]
    at = field_at_decisions(deal, list(logged[5].log), seat, others)  # what the window's thread did before
    expected = "\n".join(field_note_text(a, deal.parties[seat]) for i, a in sorted(at.items())
                         if trick_of(list(logged[5].log), i) == 1)
    assert expected and page.field_note.text() == expected and page.field_note.isVisibleTo(page)

    page.games.setCurrentIndex(6)
    page.slider.setValue(3)
    page.play_on_button.click()
    settle(window)
    assert window.stack.currentWidget() is window.table_page
    assert len(threads) == 3 and threading.main_thread() not in threads
    window.controller.stop()
