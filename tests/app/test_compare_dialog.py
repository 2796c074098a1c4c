"""Issue 20, section 3: your game beside a field game, trick by trick, with filters by
announcement and result; the best field game for your party comes first."""

from __future__ import annotations

import random

from dokodesk.app.compare_dialog import (
    ANNOUNCED, ANY, RESULT_ANY, RESULT_LESS, RESULT_MORE, SILENT, CompareDialog, FieldGame, matches, trick_rows,
)
from dokodesk.bots import make_bot, play_game
from dokodesk.dodge.generator import generate_deals

NAMES = ["You", "Anna", "Ben", "Clara"]


def test_filters_by_announcement_and_result():
    g_re = FieldGame("t1", ("0:re",), 5)
    g_silent = FieldGame("t2", (), -2)
    # A Re player (sign +1) who scored +1: t1 (+5) scored more, t2 (-2) less.
    assert matches(g_re, ANNOUNCED, RESULT_ANY, 1, 1) and not matches(g_silent, ANNOUNCED, RESULT_ANY, 1, 1)
    assert matches(g_silent, SILENT, RESULT_ANY, 1, 1) and not matches(g_re, SILENT, RESULT_ANY, 1, 1)
    assert matches(g_re, ANY, RESULT_MORE, 1, 1) and not matches(g_silent, ANY, RESULT_MORE, 1, 1)
    assert matches(g_silent, ANY, RESULT_LESS, 1, 1)
    # For a Kontra player (sign -1) with +1: t2 is +2 for Kontra (more), t1 is -5 (less).
    assert matches(g_silent, ANY, RESULT_MORE, 1, -1) and matches(g_re, ANY, RESULT_LESS, 1, -1)


def _games(n):
    deal = generate_deals(1, "compare")[0]
    logs = [tuple(play_game(deal, [make_bot("random")] * 4, random.Random(i)).log) for i in range(n)]
    return deal, logs


def test_trick_rows_follow_the_game():
    deal, (log,) = _games(1)
    rows = trick_rows(deal, log, 0, NAMES)
    assert len(rows) == deal.ruleset.tricks
    # Every trick line names four cards and its winner; the seat's card is the one it played.
    first_four = [t for t in log if len(t) > 2 and t[2:] not in ("re", "kontra", "90", "60", "30", "schwarz")][:4]
    mine = next(t[2:] for t in first_four if t.startswith("0:"))
    assert rows[0][1] == mine and rows[0][0].count("(") == 4 and " → " in rows[0][0]


def test_dialog_offers_the_best_game_first_and_marks_the_tricks_that_differ(qtbot):
    from dokodesk.rules import Game
    deal, logs = _games(5)
    seat = 1
    sign = 1 if deal.parties[seat] == 0 else -1
    field = [FieldGame(f"table {i}", log, Game.replay(deal, list(log)).value().re_points) for i, log in enumerate(logs[1:])]
    dialog = CompareDialog(deal, seat, logs[0], field, NAMES)
    qtbot.addWidget(dialog)
    best = max(range(4), key=lambda i: (sign * field[i].re_points, -i))
    assert dialog.games.currentData() == best and dialog.games.currentText().startswith("best: ")
    assert dialog.table.rowCount() == deal.ruleset.tricks
    own_rows, other_rows = trick_rows(deal, logs[0], seat, NAMES), trick_rows(deal, field[best].log, seat, NAMES)
    for row in range(dialog.table.rowCount()):
        assert dialog.table.item(row, 1).text() == own_rows[row][0]
        differs = own_rows[row][1] != other_rows[row][1]
        assert (dialog.table.item(row, 1).toolTip() != "") == differs
    # A filter nobody passes: no game, and the dialog says so.
    own_points = sign * Game.replay(deal, list(logs[0])).value().re_points
    dialog.result.setCurrentIndex(dialog.result.findData(RESULT_MORE))
    more = [i for i in range(4) if sign * field[i].re_points > own_points]
    assert [dialog.games.itemData(k) for k in range(dialog.games.count())] == sorted(
        more, key=lambda i: (-sign * field[i].re_points, i))


def test_the_calls_read_from_a_log_s_json_are_the_parsed_ones():
    import json

    from dokodesk.app.compare_dialog import calls_in, calls_in_json

    deal, logs = _games(40)
    logs += [("0:re", "1:kontra", "0:90", "1:60", "0:30", "1:schwarz"), ("3:re",), ()]
    assert any(calls_in(log) for log in logs)
    for log in logs:
        assert calls_in_json(json.dumps(list(log))) == calls_in(log)
        assert calls_in_json(json.dumps(list(log), separators=(",", ":"))) == calls_in(log)


def test_compare_over_a_big_field_reads_the_calls_from_the_json_and_orders_in_numpy(qtbot, monkeypatch):
    """Issue 30, point 8: Compare on a deal with 99,152 results held the window 134-233 ms: the
    field sorted by a Python key, then 2,000 logs parsed event by event for the filters. The
    order is the same (best for the player's party first, ties in the field's order)."""
    import json

    from dokodesk.app import compare_dialog
    from dokodesk.app.card_art import CardArt
    from dokodesk.app.field_loading import FieldGames
    from dokodesk.app.review_page import COMPARE_LIMIT, ReviewPage
    from dokodesk.rules import Game

    deal, logs = _games(30)
    re_seat = deal.parties.index(0)
    logs[1::3] = [(f"{re_seat}:re", *log) for log in logs[1::3]]  # a third of them announced
    points = [Game.replay(deal, list(log)).value().re_points for log in logs]
    n = 3 * COMPARE_LIMIT
    field = FieldGames([points[i % 30] for i in range(n)], [json.dumps(list(logs[i % 30])) for i in range(n)],
                       [None] * n)
    page = ReviewPage(CardArt())
    qtbot.addWidget(page)
    seat = 2
    page.show_games(deal, [("You", list(logs[0]))], NAMES, seat)
    page.field_loaded(field, None, deal.parties[seat])

    def parsed(log):
        raise AssertionError("a field game's log parsed event by event for the filters")
    monkeypatch.setattr(compare_dialog, "calls_in", parsed)
    dialog = page.show_compare()
    sign = 1 if deal.parties[seat] == 0 else -1
    order = sorted(range(n), key=lambda i: -sign * points[i % 30])[:COMPARE_LIMIT]
    assert [g.re_points for g in dialog.field] == [points[i % 30] for i in order]
    assert [g.label for g in dialog.field[:3]] == [f"Field: table {i + 1} (Re {points[i % 30]:+d})" for i in order[:3]]
    assert dialog.games.count() == COMPARE_LIMIT
    dialog.announcement.setCurrentIndex(dialog.announcement.findData(ANNOUNCED))
    assert 0 < dialog.games.count() < COMPARE_LIMIT
