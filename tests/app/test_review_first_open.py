"""Issue 39.1: the field note was missing when review first opened on the player's own game:
nothing at trick 1 until another game was picked in the game list and the own game again. The
own game is shown at once, before the field's games arrive from their worker; what the field
did at its positions was worked out then (from no field) and not again when the field came."""

from __future__ import annotations

from dokodesk.app.analysis_panel import field_note_text, trick_of
from dokodesk.coach.field import field_at_decisions


def test_the_field_note_is_there_at_trick_1_when_review_first_opens(qtbot, window):
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    deal = window.current_set.deal(1).deal
    seat = deal.leader  # the player leads trick 1: every field game was at that position
    logged = window.store.logged_results("test-set", 1)
    own = list(logged[0].log)  # the player's game (as one of the field played it)
    window.reviews.show_review(1, [("Your game", own)], seat)
    page = window.review_page
    assert page.games.currentIndex() == 0 and page.field_note.text() == ""  # the field is on its way
    qtbot.waitUntil(lambda: window.reads_done() and page.games.count() == 1 + len(logged), timeout=20000)
    assert page.games.currentIndex() == 0  # nothing picked: the own game still on show
    page.slider.setValue(1)
    qtbot.waitUntil(window.reads_done, timeout=20000)

    at = field_at_decisions(deal, own, seat, [(r.log, r.re_points) for r in logged])
    expected = "\n".join(field_note_text(a, deal.parties[seat]) for i, a in sorted(at.items())
                         if trick_of(own, i) == 1)
    party = "Re" if deal.parties[seat] == 0 else "Kontra"
    assert expected.startswith(f"{len(logged)} of {len(logged)} {party} pairs were here: ")
    assert page.field_note.text() == expected and page.field_note.isVisibleTo(page)


def test_the_note_comes_when_the_field_arrives_with_the_own_game_at_a_trick(qtbot, window):
    """The player stepped into the own game before the field arrived (a field of 100,000 games
    takes seconds): the note comes where the player is, and review does not jump back."""
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    deal = window.current_set.deal(1).deal
    seat = deal.leader
    logged = window.store.logged_results("test-set", 1)
    own = list(logged[0].log)
    loads = []
    real = window.reviews.load_field
    window.reviews.load_field = lambda *args: loads.append(args)  # the field held back
    try:
        window.reviews.show_review(1, [("Your game", own)], seat)
    finally:
        window.reviews.load_field = real
    page = window.review_page
    page.slider.setValue(1)
    assert page.field_note.text() == ""
    real(*loads[0])  # now the field's games arrive
    qtbot.waitUntil(lambda: window.reads_done() and page.games.count() == 1 + len(logged), timeout=20000)
    qtbot.waitUntil(window.reads_done, timeout=20000)
    assert page.slider.value() == 1 and page.games.currentIndex() == 0
    assert page.field_note.text().startswith(f"{len(logged)} of {len(logged)} ")
