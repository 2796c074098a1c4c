"""Issue 37: the open-hands review of an own finished game kept in the database (schema version
6), by game and record format; it goes with its game. A game is found by its deal and log."""

from __future__ import annotations

import sqlite3

import pytest

from dokodesk.rules import RE, Deal
from dokodesk.store import DB_NAME, Store, StoreError
from dokodesk.store import schema
from store_helpers import make_set, played

RECORD = '{"format":1,"tricks":[],"bounds":null}'  # the store keeps the text; it does not read it
ANALYSIS = '{"format":2,"analysis":{"deal":1}}'
SET = make_set(3)


def _finished_game(store, deal_number: int = 1, seat: int = 0, seed: int = 11, set_id: str = "t-set") -> int:
    deal = SET.deals[deal_number - 1].deal
    log, v = played(deal, seed)
    game_id = store.start_game(set_id, deal_number, seat, False)
    store.finish_game(game_id, log, v, v if deal.parties[seat] == RE else -v, None)
    return game_id


def _rows(store) -> list[tuple]:
    return store._conn.execute("SELECT game_id, format, record FROM open_hands ORDER BY game_id, format").fetchall()


def _dump(conn) -> dict[str, list]:
    tables = [name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return {name: conn.execute(f"SELECT * FROM {name} ORDER BY rowid").fetchall() for name in tables}


def test_the_schema_has_the_open_hands_table_since_version_6(store):
    assert schema.SCHEMA_VERSION == 6 and schema.TABLES_SINCE[6] == ("open_hands",)
    columns = [row[1] for row in store._conn.execute("PRAGMA table_info(open_hands)")]
    assert columns == ["game_id", "format", "record", "solved_at"]


def test_a_version_5_database_migrated_keeps_everything_and_gains_the_table(fresh_data_dir):
    path = fresh_data_dir / DB_NAME
    conn = schema.connect(path, schema.MIGRATIONS[:5])
    old = Store(conn, path)  # dokodesk as it was: sets, games and an analysis in a version-5 database
    old.import_set(SET)
    game_id = _finished_game(old)
    running = old.start_game("t-set", 2, 1, True)
    old.save_analysis(game_id, 0, 2, "0:x", ANALYSIS)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 5
    before = _dump(conn)
    assert "open_hands" not in before and len(before["games"]) == 2 and len(before["results"]) == 0
    old.close()

    with Store.open() as store:  # migrates to 6
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == 6
        after = _dump(store._conn)
        assert after.pop("open_hands") == []
        assert after == before
        assert store.stored_analysis(game_id, 0, 2) == ANALYSIS and not store.game(running).finished
        store.save_open_hands(game_id, 1, RECORD)
    with Store.open() as again:  # and stays there
        assert again._conn.execute("PRAGMA user_version").fetchone()[0] == 6
        assert again.stored_open_hands(game_id, 1) == RECORD


def test_a_version_6_database_without_the_table_is_damaged(fresh_data_dir):
    path = fresh_data_dir / DB_NAME
    schema.connect(path).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE open_hands")
    conn.commit()
    conn.close()
    with pytest.raises(schema.DatabaseFault, match="open_hands"):
        Store.open()


def test_kept_and_read_by_game_and_format(store):
    store.import_set(SET)
    game_id = _finished_game(store)
    other = _finished_game(store, 2, seat=3)
    assert store.stored_open_hands(game_id, 1) is None
    store.save_open_hands(game_id, 1, RECORD)
    assert store.stored_open_hands(game_id, 1) == RECORD
    assert store.stored_open_hands(game_id, 2) is None  # another format
    assert store.stored_open_hands(other, 1) is None  # another game
    solved_again = '{"format":1,"tricks":[],"bounds":[12,[-1,3]]}'
    store.save_open_hands(game_id, 1, solved_again)  # solved again (the kept one was damaged): replaces
    assert _rows(store) == [(game_id, 1, solved_again)]


def test_only_a_finished_game_keeps_a_review_and_nothing_is_half_written(store):
    store.import_set(SET)
    game_id = _finished_game(store)
    running = store.start_game("t-set", 2, 1, False)
    with pytest.raises(StoreError, match="not finished"):
        store.save_open_hands(running, 1, RECORD)
    with pytest.raises(StoreError, match="not in the database"):
        store.save_open_hands(running + 100, 1, RECORD)
    with pytest.raises(ValueError):
        store.save_open_hands(game_id, 1, "{not json")
    with pytest.raises(TypeError):
        store.save_open_hands(game_id, 1, {"format": 1})
    assert _rows(store) == []
    assert not store._conn.in_transaction


def test_the_review_goes_with_its_game(store):
    store.import_set(SET)
    game_id = _finished_game(store)
    store.save_open_hands(game_id, 1, RECORD)
    store.delete_set("t-set")  # the set's deals go, their games, and the games' reviews
    assert _rows(store) == []


def test_the_finished_own_game_of_a_deal_and_log(store):
    store.import_set(SET)
    deal = SET.deals[0].deal
    log, _ = played(deal, 11)
    assert store.finished_game_with_log(deal, log) is None  # no game yet
    running = store.start_game("t-set", 1, 0, False)
    store.save_progress(running, log[:20])
    assert store.finished_game_with_log(deal, log[:20]) is None  # in progress
    first = _finished_game(store, 1, seat=0, seed=11)
    assert store.finished_game_with_log(deal, log) == first
    assert store.finished_game_with_log(deal, tuple(log)) == first
    assert store.finished_game_with_log(deal, log[:-1]) is None  # not the game's whole log
    assert store.finished_game_with_log(deal, played(deal, 12)[0]) is None  # another game of the deal (the field's)
    # the same cards dealt by another seat: another deal, though the log reads the same
    assert store.finished_game_with_log(Deal(deal.hands, (deal.dealer + 1) % 4), log) is None
    assert store.finished_game_with_log(SET.deals[1].deal, log) is None
    # the same game played again (practice): the earliest is the one its review is kept with
    _finished_game(store, 1, seat=2, seed=11)
    assert store.finished_game_with_log(deal, log) == first
