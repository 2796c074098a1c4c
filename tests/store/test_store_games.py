"""The user's own games: saved after every event (surviving a crash), rated once per deal,
finished with checked values, and the set standings against today's field."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from dokodesk.dodge.model import FieldResult, ResultsFile
from dokodesk.dodge.points import dodge_against_field
from dokodesk.rules import IllegalEventError, RE
from dokodesk.store import Store, StoreError
from store_helpers import make_set, played


@pytest.fixture
def game_set(store):
    """Deal 1 is played below with a known result v; its field is v-1, v-1, v+5."""
    dodge_set = make_set(3)
    log, v = played(dodge_set.deals[0].deal, 11)
    dodge_set.deals[0].results.extend([FieldResult(v - 1), FieldResult(v - 1), FieldResult(v + 5)])
    store.import_set(dodge_set)
    return dodge_set, log, v


def finish(store, game_id, deal, seat, log, v):
    own = v if deal.parties[seat] == RE else -v
    dodge = dodge_against_field(v, store.field_points("t-set", 1), deal.parties[seat])
    store.finish_game(game_id, log, v, own, dodge)
    return own, dodge


def test_save_progress_survives_a_crash(fresh_data_dir, tmp_path):
    dodge_set = make_set(1)
    with Store.open() as store:
        store.import_set(dodge_set)
    log, _ = played(dodge_set.deals[0].deal, 3)
    # Another process saves three events and dies without closing anything.
    script = textwrap.dedent(f"""
        import os
        from dokodesk.store import Store
        store = Store.open()
        game = store.start_game("t-set", 1, 2, rated=True)
        for n in (1, 2, 3):
            store.save_progress(game, {log!r}[:n])
        os._exit(9)
    """)
    done = subprocess.run([sys.executable, "-c", script], env={**os.environ}, capture_output=True, text=True)
    assert done.returncode == 9, done.stderr
    with Store.open() as store:
        game = store.in_progress_game()
        assert game is not None
        assert (game.set_id, game.deal_number, game.seat, game.rated) == ("t-set", 1, 2, True)
        assert list(game.log) == log[:3]
        assert game.status == "in_progress" and game.finished_at is None


def test_progress_may_shrink_for_practice_undo(game_set, store):
    dodge_set, log, v = game_set
    game = store.start_game("t-set", 1, 0, rated=False)
    store.save_progress(game, log[:6])
    store.save_progress(game, log[:4])
    assert list(store.game(game).log) == log[:4]


def test_an_illegal_log_is_not_saved(game_set, store):
    dodge_set, log, v = game_set
    game = store.start_game("t-set", 1, 0, rated=True)
    store.save_progress(game, log[:3])
    with pytest.raises(IllegalEventError):
        store.save_progress(game, log[:3] + [log[3].split(":")[0] + ":XX"])
    with pytest.raises(ValueError):
        store.save_progress(game, "0:QC")
    assert list(store.game(game).log) == log[:3]


def test_only_the_first_game_of_a_deal_is_rated(game_set, store):
    dodge_set, log, v = game_set
    assert store.rated_available("t-set", 1)
    first = store.start_game("t-set", 1, 0, rated=True)
    assert not store.rated_available("t-set", 1)
    second = store.start_game("t-set", 1, 0, rated=True)  # a replay: practice
    assert store.game(first).rated and not store.game(second).rated
    deal = dodge_set.deals[0].deal
    finish(store, first, deal, 0, log, v)
    third = store.start_game("t-set", 1, 1, rated=True)
    assert not store.game(third).rated
    assert store.game(store.start_game("t-set", 2, 0, rated=True)).rated  # another deal: rated
    import sqlite3
    with pytest.raises(sqlite3.IntegrityError):  # and the database itself says so
        store._conn.execute("INSERT INTO games (set_id, deal_number, seat, rated, started_at) "
                            "VALUES ('t-set', 1, 0, 1, 'now')")


def test_finish_checks_the_values_against_the_log(game_set, store):
    dodge_set, log, v = game_set
    deal = dodge_set.deals[0].deal
    game = store.start_game("t-set", 1, 3, rated=True)
    own = v if deal.parties[3] == RE else -v
    with pytest.raises(ValueError, match="ends before the game does"):
        store.finish_game(game, log[:-1], v, own, None)
    with pytest.raises(ValueError, match=f"scores re_points {v} and own points {own}"):
        store.finish_game(game, log, v + 1, own, None)
    with pytest.raises(ValueError):
        store.finish_game(game, log, v, -own if own else 1, None)
    store.finish_game(game, log, v, own, 12.5)
    with pytest.raises(StoreError, match="is finished"):
        store.finish_game(game, log, v, own, 12.5)
    with pytest.raises(StoreError, match="is finished"):
        store.save_progress(game, log[:2])
    finished = store.game(game)
    assert finished.finished and finished.re_points == v and finished.own_points == own
    assert finished.dodge_points == 12.5 and finished.finished_at is not None
    assert store.in_progress_game() is None


def test_unknown_deal_or_seat(game_set, store):
    with pytest.raises(KeyError):
        store.start_game("t-set", 99, 0, rated=True)
    with pytest.raises(ValueError):
        store.start_game("t-set", 1, 4, rated=True)


def test_in_progress_game_is_the_latest_started(game_set, store):
    times = iter(["2026-11-01T10:00:00Z", "2026-11-02T10:00:00Z"])
    store.now = lambda: next(times)
    a = store.start_game("t-set", 2, 0, rated=True)
    b = store.start_game("t-set", 3, 0, rated=True)
    assert store.in_progress_game().id == b
    assert [g.id for g in store.own_games("t-set")] == [a, b]


def test_standings_against_todays_field(game_set, store):
    dodge_set, log, v = game_set
    deal = dodge_set.deals[0].deal
    re_seat = deal.re_seats[0]
    kontra_seat = next(s for s in range(4) if s not in deal.re_seats)
    game = store.start_game("t-set", 1, re_seat, rated=True)
    own, dodge = finish(store, game, deal, re_seat, log, v)
    # Re with v against the field v-1, v-1, v+5: 2 fewer, 1 more -> (2 - 1) / 3 * 100 = 33.33
    assert own == v and dodge == pytest.approx(100 / 3)
    practice = store.start_game("t-set", 1, kontra_seat, rated=True)
    finish(store, practice, deal, kontra_seat, log, v)
    store.start_game("t-set", 2, 0, rated=True)  # in progress

    standings = store.set_standings("t-set")
    rows = {d.number: d for d in standings.deals}
    assert rows[1].state == "rated" and rows[1].practice_games == 1
    assert (rows[1].seat, rows[1].party, rows[1].own_points, rows[1].field_size) == (re_seat, RE, v, 3)
    assert rows[1].dodge_points == pytest.approx(100 / 3) == rows[1].dodge_points_at_finish
    assert rows[2].state == "in_progress" and rows[3].state == "available"
    # one game of 100: penalty 99 * 100 = 9900; rating (33.33 - 9900) / 100 = -98.67
    assert (standings.rating.games, standings.rating.penalty, standings.games_to_go) == (1, 9900, 99)
    assert standings.rating.rating == pytest.approx((100 / 3 - 9900) / 100)
    assert (standings.stars_before, standings.stars_after, standings.stars_delta) == (1, 1, 0)

    # The field grows: two more tables at v+5. Now 2 fewer, 3 more of 5: -20.
    store.import_results(ResultsFile("t-set", [(1, FieldResult(v + 5, id="late-1")),
                                               (1, FieldResult(v + 5, id="late-2"))]))
    row = store.set_standings("t-set").deals[0]
    assert row.field_size == 5
    assert row.dodge_points == pytest.approx(-20.0)
    assert row.dodge_points_at_finish == pytest.approx(100 / 3)  # as stored when it finished
    assert store.current_dodge_points(game) == pytest.approx(-20.0)
    assert store.game(game).dodge_points == pytest.approx(100 / 3)

    store.set_stars(2)
    standings = store.set_standings("t-set")
    assert (standings.stars_before, standings.stars_after) == (2, 1)  # negative rating costs a star


def test_a_game_without_a_field_is_pending(store):
    dodge_set = make_set(2)
    store.import_set(dodge_set)
    deal = dodge_set.deals[1].deal
    log, v = played(deal, 4)
    game = store.start_game("t-set", 2, 1, rated=True)
    store.finish_game(game, log, v, v if deal.parties[1] == RE else -v, None)
    standings = store.set_standings("t-set")
    assert standings.deals[1].dodge_points is None and standings.deals[1].field_size == 0
    assert (standings.rating.games, standings.rating.pending) == (0, 1)
    assert store.set_info("t-set").rated_games == 1


def test_seat_mode(game_set, store):
    assert store.set_info("t-set").seat_mode == -1  # drawn per deal
    store.set_seat_mode("t-set", 2)
    assert store.set_info("t-set").seat_mode == 2
    with pytest.raises(ValueError):
        store.set_seat_mode("t-set", 4)
    with pytest.raises(KeyError):
        store.set_seat_mode("nope", 1)


def test_logged_results_of_one_deal_for_review(store):
    dodge_set = make_set(2, points={1: [3, -2, 3]}, logs=2)
    store.import_set(dodge_set)
    logged = store.logged_results("t-set", 1)
    # the two logged games, not the points-only ones, with their logs as imported
    assert [(r.re_points, r.log) for r in logged] == [(r.re_points, r.log) for r in dodge_set.deals[0].results[3:]]
    assert store.logged_results("t-set", 2) == list(dodge_set.deals[1].results)
    assert store.get_set("t-set", with_results=False).deals[0].results == []


def test_standings_of_a_set_with_many_untouched_deals(store):
    """Rows of untouched deals come from the columns; Dodge points of the few played deals are
    the rules' formula, computed here by hand: (fewer - more) / (all pairs - 1) * 100, where
    all pairs are the field's and the own one."""
    dodge_set = make_set(40)
    re_deal, kontra_deal = dodge_set.deals[4].deal, dodge_set.deals[8].deal
    re_log, v = played(re_deal, 5)
    kontra_log, w = played(kontra_deal, 9)
    # Re with v: fewer v-1, v-1; equal v; more v+5 three times -> (2 - 3) / 6 * 100 = -16.67
    dodge_set.deals[4].results.extend(FieldResult(p) for p in (v - 1, v - 1, v, v + 5, v + 5, v + 5))
    # Kontra against Re points w: Kontra ranks -w among -(w-1) (more) and -(w+2) twice (fewer)
    # -> (2 - 1) / 3 * 100 = +33.33
    dodge_set.deals[8].results.extend(FieldResult(p) for p in (w - 1, w + 2, w + 2))
    dodge_set.deals[32].results.extend(FieldResult(p) for p in (4, 4, -2, 9))  # untouched, 4 pairs
    store.import_set(dodge_set)
    re_seat = re_deal.re_seats[0]
    kontra_seat = next(s for s in range(4) if s not in kontra_deal.re_seats)
    store.finish_game(store.start_game("t-set", 5, re_seat, rated=True), re_log, v, v, None)
    store.finish_game(store.start_game("t-set", 9, kontra_seat, rated=True), kontra_log, w, -w, None)
    assert store.forfeit_deal("t-set", 12)
    practice = store.start_game("t-set", 20, 0, rated=False)
    deal20 = dodge_set.deals[19].deal
    log20, v20 = played(deal20, 20)
    store.finish_game(practice, log20, v20, v20 if deal20.parties[0] == RE else -v20, None)
    store.start_game("t-set", 30, 1, rated=True)  # unfinished

    standings = store.set_standings("t-set")
    assert len(standings) == 40 and list(standings.numbers) == list(range(1, 41))
    assert sorted(standings.touched) == [5, 9, 12, 20, 30]
    rows = {d.number: d for d in standings.deals}
    assert (rows[5].state, rows[5].party, rows[5].own_points, rows[5].field_size) == ("rated", RE, v, 6)
    assert rows[5].dodge_points == pytest.approx(-100 / 6)
    assert (rows[9].state, rows[9].party, rows[9].own_points, rows[9].field_size) == ("rated", 1, -w, 3)
    assert rows[9].dodge_points == pytest.approx(100 / 3)
    assert (rows[12].state, rows[12].dodge_points, rows[12].game_id) == ("forfeited", -100.0, None)
    assert (rows[20].state, rows[20].practice_games) == ("practised", 1)
    assert rows[30].state == "in_progress" and rows[30].seat == 1
    untouched = rows[33]
    assert (untouched.state, untouched.field_size, untouched.seat, untouched.dodge_points) == ("available", 4, None, None)
    assert standings.row(32) == untouched and standings.row(0).field_size == 0
    # three rated games (the forfeit counts, -100): (-16.67 + 33.33 - 100 - 97 * 100) / 100
    assert standings.rating.games == 3
    assert standings.rating.rating == pytest.approx((-100 / 6 + 100 / 3 - 100 - 9700) / 100)
    assert [d["deal"] for d in standings.to_json()["deals"]] == [5, 9, 12, 20, 30]
    assert [d.number for d in standings.played] == [5, 9]
