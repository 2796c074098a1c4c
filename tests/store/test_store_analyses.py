"""Issue 28, point 8: the analysis of an own game kept in the database (schema version 5), by
game, format and seat, against the field it was made with; it goes with its game."""

from __future__ import annotations

import sqlite3

import pytest

from dokodesk.rules import RE
from dokodesk.store import DB_NAME, Store, StoreError
from dokodesk.store import schema
from store_helpers import make_set, played

RECORD = '{"format":1,"analysis":{"deal":1}}'  # the store keeps the text; it does not read it


def _finished_game(store, deal_number: int = 1, seat: int = 0, rated: bool = True) -> int:
    dodge_set = make_set(3)
    if not store.sets():
        store.import_set(dodge_set)
    deal = dodge_set.deals[deal_number - 1].deal
    log, v = played(deal, 11)
    game_id = store.start_game("t-set", deal_number, seat, rated)
    store.finish_game(game_id, log, v, v if deal.parties[seat] == RE else -v, None)
    return game_id


def _rows(store) -> list[tuple]:
    # through the store's own connection: a second one on the file, closed, would drop its locks
    return store._conn.execute("SELECT game_id, format, seat, field_key, record FROM analyses "
                               "ORDER BY game_id").fetchall()


def test_the_schema_is_at_version_6_with_the_analyses_table_since_5(store):
    assert schema.SCHEMA_VERSION == 6  # 6: open_hands (test_store_open_hands.py)
    assert "analyses" in schema.TABLES_SINCE[5]
    columns = [row[1] for row in store._conn.execute("PRAGMA table_info(analyses)")]
    assert columns == ["game_id", "format", "seat", "field_key", "record", "analysed_at"]


def test_a_version_4_database_gets_the_table_and_keeps_its_games(fresh_data_dir):
    path = fresh_data_dir / DB_NAME
    conn = schema.connect(path, schema.MIGRATIONS[:4])
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 4
    assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'analyses'").fetchone()[0] == 0
    conn.close()
    with Store.open() as store:  # migrates to 5, and on to 6
        game_id = _finished_game(store)
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == 6
        store.save_analysis(game_id, 0, 1, "3:abc", RECORD)
        assert store.stored_analysis(game_id, 0, 1, "3:abc") == RECORD
    with Store.open() as again:  # and stays there
        assert again.stored_analysis(game_id, 0, 1) == RECORD
        assert again._conn.execute("PRAGMA user_version").fetchone()[0] == 6


def test_a_version_5_database_without_the_table_is_damaged(fresh_data_dir):
    path = fresh_data_dir / DB_NAME
    schema.connect(path).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE analyses")
    conn.commit()
    conn.close()
    with pytest.raises(schema.DatabaseFault, match="analyses"):
        Store.open()


def test_saved_and_read_by_game_format_seat_and_field(store):
    game_id = _finished_game(store, seat=2)
    assert store.stored_analysis(game_id, 2, 1) is None
    store.save_analysis(game_id, 2, 1, "12:aaaa", RECORD)
    assert store.stored_analysis(game_id, 2, 1) == RECORD
    assert store.stored_analysis(game_id, 2, 1, "12:aaaa") == RECORD
    assert store.stored_analysis(game_id, 2, 1, "13:bbbb") is None  # the field grew since
    assert store.stored_analysis(game_id, 2, 2) is None  # another format
    assert store.stored_analysis(game_id, 1, 1) is None  # another seat
    assert store.stored_analysis(game_id + 1, 2, 1) is None
    newer = '{"format":1,"analysis":{"deal":2}}'
    store.save_analysis(game_id, 2, 1, "13:bbbb", newer)  # made again against the new field: replaces
    assert _rows(store) == [(game_id, 1, 2, "13:bbbb", newer)]


def test_only_a_finished_game_gets_an_analysis_and_nothing_is_half_written(store):
    game_id = _finished_game(store)
    running = store.start_game("t-set", 2, 1, False)
    with pytest.raises(StoreError, match="not finished"):
        store.save_analysis(running, 1, 1, "0:x", RECORD)
    with pytest.raises(StoreError, match="not in the database"):
        store.save_analysis(running + 100, 1, 1, "0:x", RECORD)
    with pytest.raises(ValueError):
        store.save_analysis(game_id, 0, 1, "0:x", "{not json")
    with pytest.raises(ValueError):
        store.save_analysis(game_id, 4, 1, "0:x", RECORD)
    assert _rows(store) == []
    assert not store._conn.in_transaction


def test_the_analysis_goes_with_its_game(store):
    game_id = _finished_game(store)
    store.save_analysis(game_id, 0, 1, "0:x", RECORD)
    store.forget_analysis(game_id)
    assert store.stored_analysis(game_id, 0, 1) is None
    store.save_analysis(game_id, 0, 1, "0:x", RECORD)
    store.delete_set("t-set")  # the set's deals go, their games, and the games' analyses
    assert _rows(store) == []
