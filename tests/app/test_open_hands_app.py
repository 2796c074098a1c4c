"""What was possible with all hands open, in review and on the result page: computed in the
thread pool, shown per step, in English and German."""

from __future__ import annotations

import json
from pathlib import Path

from dokodesk.app.card_art import CardArt
from dokodesk.app.result_page import ResultPage
from dokodesk.app.review_page import ReviewPage
from dokodesk.coach.open_hands import CardValue, OpenHandsReview, OpenHandsTrick
from dokodesk.rules import Deal, Game

FIXTURE = Path(__file__).resolve().parents[1] / "bots" / "fixtures" / "solve-set.json"


def _deal_and_log():
    entry = json.loads(FIXTURE.read_text())["deals"][1]
    return Deal.parse(entry["hands"], entry["dealer"]), entry["results"][0]["log"], entry["results"][0]["re_points"]


def _page(qtbot) -> ReviewPage:
    page = ReviewPage(CardArt())
    qtbot.addWidget(page)
    return page


def test_review_shows_the_open_hands_value_from_the_worker(qtbot, monkeypatch):
    import threading

    import dokodesk.app.analysis_worker as worker

    # the solve (the last tricks only, in milliseconds here) waits until the page has been looked
    # at: a solve done before that is shown as done, and the check below raced it (1 run in 3)
    looked = threading.Event()
    solve = worker.open_hands_review

    def after_the_look(*args, **kwargs):
        looked.wait(30)
        return solve(*args, **kwargs)

    monkeypatch.setattr(worker, "open_hands_review", after_the_look)
    deal, log, re_points = _deal_and_log()
    page = _page(qtbot)
    runner = page.open_hands_runner
    with qtbot.waitSignal(runner.finished, timeout=120000):
        page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 0)
        assert "solving" in page.open_hands.text()  # the GUI thread went on at once
        looked.set()
    review = runner.result_for(deal, log)
    assert review is not None and review.earliest is not None and review.earliest <= 11
    page.slider.setValue(11)  # after trick 11: the value of the last trick from here
    assert f"With best play from here (all hands open): Re {review.value_at(12):+d}" in page.open_hands.text()
    page.slider.setValue(12)  # the last trick: seat 0's card in it, kept or lost
    card = next(c for c in review.tricks[12].cards if c.seat == 0)
    assert review.tricks[12].cards[-1].after == re_points
    assert "Your seat played" in page.open_hands.text()
    assert ("kept that value" in page.open_hands.text()) == (card.loss(deal.parties[0]) == 0)
    # the worker gave every legal card's value at the seat's cards
    page.slider.setValue(11)
    mine = next(c for c in review.tricks[11].cards if c.seat == 0)
    assert mine.card in mine.options and mine.options[mine.card] == mine.after
    if len(mine.options) > 1:
        assert "Each card there, all hands open: " in page.open_hands.text()


def _fake_review() -> OpenHandsReview:
    review = OpenHandsReview()
    review.tricks[11] = OpenHandsTrick(11, 1, [CardValue(40, 0, "9D", 1, 1), CardValue(41, 1, "KS", 1, 3),
                                               CardValue(42, 2, "AH", 3, 3), CardValue(43, 3, "9C", 3, 3)])
    review.tricks[12] = OpenHandsTrick(12, 3, [CardValue(44, 1, "QS", 3, 3, {"QS": 3, "KH": 5}), CardValue(45, 2, "9D", 3, 3),
                                               CardValue(46, 3, "AH", 3, 3), CardValue(47, 0, "KS", 3, 3)])
    return review


def test_review_texts_in_german(qtbot, german):
    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    page.open_hands_runner.shared.get(deal, log, _fake_review)  # kept: shown without solving
    page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 1)
    page.slider.setValue(10)
    assert page.open_hands.text() == "Mit bestem Spiel ab hier (alle Karten offen): Re +1"
    # Seat 1 is Kontra in this deal: Re +1 -> Re +3 after its card is 2 worse for Kontra.
    assert deal.parties[1] == 1
    page.slider.setValue(12)
    # every legal card's value at the seat's card (Kontra: Herz-König would have given Re 2 more)
    assert page.open_hands.text() == ("Dein Platz spielte Pik-Dame und hielt den Wert (Re +3).\n"
                                      "Jede Karte dort, alle Karten offen: Pik-Dame Re +3, Herz-König Re +5")
    page.slider.setValue(5)
    assert "nicht gelöst" in page.open_hands.text()
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue("ReviewPage", "Your seat played {card}: with open hands the value for your party fell by "
                            "{loss} (Re {before:+d} → Re {after:+d}).")
    page.slider.setValue(11)  # issue 38.5: "2 schlechter" said neither what nor whose
    assert page.open_hands.text() == ("Mit bestem Spiel ab hier (alle Karten offen): Re +3\n"
                                      "Dein Platz spielte Pik-König: mit offenen Karten sank der Wert deiner Partei "
                                      "um 2 (Re +1 → Re +3).")


def test_result_page_shows_the_earliest_solved_value(qtbot, german):
    page = ResultPage()
    qtbot.addWidget(page)
    page.show_open_hands(_fake_review())
    assert page.open_hands.text() == "Mit offenen Karten und bestem Spiel ab Stich 11: Re +1"
    page.show_open_hands(None)
    assert page.open_hands.text() == "Offene Karten: wird gelöst …"


def test_review_tags_the_leader_of_the_trick_on_show(qtbot):
    # issue 29.5: the "leads" tag named who leads the next trick (the shown trick's winner)
    from PySide6.QtCore import Qt
    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 0)
    game = Game.replay(deal, log)
    assert any(t.leader != t.winner for t in game.tricks)
    page.show()
    for trick in game.tricks:
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
        shown = page.table._state
        assert [s for s in range(4) if shown.seats[s].leads] == [trick.leader]
        assert shown.trick == list(trick.cards)


def test_the_review_game_list_has_rows_as_roomy_as_a_menu(qtbot):
    # issue 29.9: the list's rows were packed edge to edge in a bare list view: tiny text
    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    page.show_games(deal, [("game", log), ("again", log)], ["A", "B", "C", "D"], 0)
    page.show()
    view = page.games.view()
    line = page.games.fontMetrics().height()
    assert view.font().pointSizeF() == page.games.font().pointSizeF()
    assert view.sizeHintForRow(0) >= line + 8


def test_a_field_game_in_review_names_its_own_player_at_your_seat(qtbot):
    # the field's player at the player's seat was labelled "You" (as in Compare, issue 29.6)
    import json

    from dokodesk.app.field_games import FieldGames
    deal, log, points = _deal_and_log()
    page = _page(qtbot)
    page.show_games(deal, [("Your game", log)], ["You", "Anna", "Ben", "Clara"], 0)
    page.field_loaded(FieldGames([points, points], [json.dumps(log)] * 2,
                                 [json.dumps(["expert", "strong", "simple", "random"]), None]), None, 0)
    labels = page.table.label_lines
    page.games.setCurrentIndex(0)
    assert labels(page.table._state.seats[0])[0].startswith("You")
    page.games.setCurrentIndex(1)  # a field game whose players are known: by role from seat 0 (Re with seat 2)
    assert [labels(seat)[0].split("  ·  ")[0] for seat in page.table._state.seats] == \
        ["Your seat (Expert)", "Opponent left (Strong)", "Partner (Simple)", "Opponent right (Random)"]
    assert not page.table._state.seats[0].you
    page.games.setCurrentIndex(2)  # one without names: the seats as at your table, yours as "your seat"
    assert [labels(seat)[0].split("  ·  ")[0] for seat in page.table._state.seats] == \
        ["your seat", "Anna", "Ben", "Clara"]
    page.slider.setValue(1)
    assert "You" not in page.table._state.trick_caption


def _review_at_trick_5(qtbot):
    """Review of the fixture's game and a field game whose players are known, at trick 5
    (seat 2 took it, 15 Augen)."""
    from dokodesk.app.field_games import FieldGames
    deal, log, points = _deal_and_log()
    page = _page(qtbot)
    page.show_games(deal, [("Your game", log)], ["You", "Anna", "Ben", "Clara"], 0)
    page.field_loaded(FieldGames([points], [json.dumps(log)], [json.dumps(["expert", "strong", "simple", "random"])]),
                      None, 0)
    page.games.setCurrentIndex(0)
    page.slider.setValue(5)
    own = page.table._state.trick_caption
    page.games.setCurrentIndex(1)
    page.slider.setValue(5)
    return own, page.table._state.trick_caption


def test_review_names_the_trick_on_show_by_its_number(qtbot):
    # issue 38.5: stepping through a game, review called trick 5 "Last trick"
    assert _review_at_trick_5(qtbot) == ("Trick 5: Ben took 15 Augen", "Trick 5: Partner (Simple) took 15 Augen")


def test_review_names_the_trick_on_show_by_its_number_in_german(qtbot, german):
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue("ReviewPage", "Trick {k}: {name} took {augen} Augen")
    skip_until_in_catalogue("Traveller", "Partner")
    assert _review_at_trick_5(qtbot) == ("Stich 5: Ben · 15 Augen", "Stich 5: Partner (Einfach) · 15 Augen")


def test_review_states_the_proven_range_where_the_value_was_not_solved(qtbot, german):
    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    review = _fake_review()
    review.bounds = (10, (-1, 3))  # the search from trick 10 proved -1 <= Re <= 3, then ran out
    page.open_hands_runner.shared.get(deal, log, lambda: review)
    page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 1)
    page.slider.setValue(9)
    assert page.open_hands.text().startswith(
        "Mit bestem Spiel ab hier (alle Karten offen): Re zwischen -1 und +3 (in der Zeit nicht genau gelöst)")
    review.bounds = (10, (2, 2))  # its start solved, a card of it not
    page.slider.setValue(8)
    page.slider.setValue(9)
    assert page.open_hands.text().startswith("Mit bestem Spiel ab hier (alle Karten offen): Re +2 (die Karten")
    page.slider.setValue(8)  # trick 9: nothing proved
    assert "nicht gelöst" in page.open_hands.text() and "zwischen" not in page.open_hands.text()


def _key(page, key) -> None:
    """The page's shortcut for `key` (the offscreen platform has no active window to send keys to)."""
    from PySide6.QtGui import QKeySequence, QShortcut
    [shortcut] = [s for s in page.findChildren(QShortcut) if s.key() == QKeySequence(key)]
    shortcut.activated.emit()


def test_review_steps_card_by_card_and_says_what_each_card_did(qtbot):
    # issue 28.8: review card by card, every legal card's open-hands value at each card
    from PySide6.QtCore import Qt

    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    page.open_hands_runner.shared.get(deal, log, _fake_review)
    page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 0)
    game = Game.replay(deal, log)
    last = game.tricks[11]
    page.slider.setValue(11)
    _key(page, Qt.Key.Key_Right)  # the first card of the last trick
    assert page.step() == (12, 1)
    assert page.position.text() == "Trick 12 of 12, card 1 of 4"
    assert page.table._state.trick == [last.cards[0]]
    # the fake review: the trick's first card, seat 1's Pik Dame, kept Re +3; Herz König: Re +5
    assert page.open_hands.text() == ("B played Queen of Spades and kept the value (Re +3).\n"
                                      "Each card there, all hands open: Queen of Spades Re +3, King of Hearts Re +5")
    qtbot.mouseClick(page.next_card_button, Qt.MouseButton.LeftButton)
    assert page.step() == (12, 2) and page.table._state.trick == list(last.cards[:2])
    assert page.open_hands.text() == "C played Nine of Diamonds and kept the value (Re +3)."
    # the practice game goes on from just after that card
    played = [i for i, t in enumerate(log) if t[2:] not in ("re", "kontra", "90", "60", "30", "schwarz")]
    assert len(page.play_on_log()) == played[45] + 1
    _key(page, Qt.Key.Key_Left)
    _key(page, Qt.Key.Key_Left)  # back over the trick's start: trick 11 complete
    assert page.step() == (11, 4) and page.position.text() == "Trick 11 of 12"
    page.go_to(11, 2)  # seat 1's Pik König: Kontra's value went from Re +1 to Re +3
    assert deal.parties[1] == 1
    assert page.open_hands.text() == ("B played King of Spades: with open hands the value for Kontra fell by 2 "
                                      "(Re +1 → Re +3).")
    page.slider.setValue(3)  # a trick chosen is shown complete
    assert page.step() == (3, 4)
    _key(page, Qt.Key.Key_PageDown)  # a trick on
    assert page.step() == (4, 4)
    page.show_decision(played[45])  # a decision at a card: that card on show
    assert page.step() == (12, 2)


def test_review_card_by_card_in_german(qtbot, german):
    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    page.open_hands_runner.shared.get(deal, log, _fake_review)
    page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 1)  # the player at seat 1
    page.go_to(11, 2)  # seat 1's Pik König: Re +1 -> Re +3 is 2 worse for Kontra
    assert page.position.text() == "Stich 11 von 12, Karte 2 von 4"
    page.go_to(5, 1)  # trick 5 was not solved; the fake review's earliest solved trick is 11
    assert page.open_hands.text() == "Offene Karten: diese Karte in der verfügbaren Zeit nicht gelöst (gelöst ab Stich 11)."
    from app_fixtures import skip_until_in_catalogue
    skip_until_in_catalogue("ReviewPage", "{who} played {card}: with open hands the value for {party} fell by {loss} "
                            "(Re {before:+d} → Re {after:+d}).")
    page.go_to(11, 2)  # issue 38.5: "2 schlechter für die eigene Partei"
    assert page.open_hands.text() == "Dein Platz spielte Pik-König: mit offenen Karten sank der Wert für Kontra um 2 " \
        "(Re +1 → Re +3)."


def test_review_says_only_the_sides_a_search_proved(qtbot, german):
    # The trick before the earliest solved one gets what the unfinished search proved; a side
    # no search narrowed stands at ±29 (the largest game value) and is not said ("zwischen -29").
    deal, log, _ = _deal_and_log()
    page = _page(qtbot)
    review = _fake_review()  # tricks 11 and 12 solved
    page.open_hands_runner.shared.get(deal, log, lambda: review)
    page.show_games(deal, [("game", log)], ["A", "B", "C", "D"], 1)
    start = "Mit bestem Spiel ab hier (alle Karten offen): Re "
    for bounds, words in (((-29, 2), "höchstens +2"), ((1, 29), "mindestens +1"), ((-1, 3), "zwischen -1 und +3")):
        review.bounds = (10, bounds)
        page.slider.setValue(8)
        page.slider.setValue(9)  # before trick 10
        assert page.open_hands.text() == start + words + " (in der Zeit nicht genau gelöst)"
    review.bounds = (10, (-29, 29))  # nothing narrowed: nothing proved to say
    page.slider.setValue(8)
    page.slider.setValue(9)
    assert "nicht gelöst" in page.open_hands.text() and "Re " not in page.open_hands.text()
