"""Where the database lives, its versioned schema, and refusing a newer one untouched."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import appdirs
import pytest

from dokodesk.cli import main
from dokodesk.store import DB_NAME, SCHEMA_VERSION, NewerDatabaseError, Store, StoreError, resolve_data_dir
from dokodesk.store import schema


def file_digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def make_db(path: Path, user_version: int, wal: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    if wal:
        conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE future (x)")
    conn.execute("INSERT INTO future VALUES (42)")
    conn.execute(f"PRAGMA user_version = {user_version}")
    conn.commit()
    conn.close()


# ----------------------------------------------------------------------------- data dir
def test_data_dir_resolution_order(tmp_path, monkeypatch):
    monkeypatch.setattr(appdirs, "user_data_dir", lambda name: str(tmp_path / "appdirs" / name))
    monkeypatch.setenv("DOKODESK_DATA_DIR", str(tmp_path / "env"))
    assert resolve_data_dir(tmp_path / "explicit") == tmp_path / "explicit"  # argument first
    assert resolve_data_dir() == tmp_path / "env"  # then the environment
    monkeypatch.delenv("DOKODESK_DATA_DIR")
    assert resolve_data_dir() == tmp_path / "appdirs" / "dokodesk"  # then appdirs


def test_open_uses_the_per_test_dir(fresh_data_dir):
    with Store.open() as store:
        assert store.path == fresh_data_dir / DB_NAME
    assert (fresh_data_dir / DB_NAME).exists()


def test_global_data_dir_option_wins_over_the_environment(tmp_path, fresh_data_dir, capsys):
    other = tmp_path / "other"
    assert main(["--data-dir", str(other), "sets"]) == 0
    assert (other / DB_NAME).exists()
    assert not (fresh_data_dir / DB_NAME).exists()


# ------------------------------------------------------------------------------- schema
def test_fresh_database_is_at_the_current_version_in_wal_mode(store):
    conn = sqlite3.connect(store.path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(schema.MIGRATIONS)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"sets", "deals", "results", "games", "settings"} <= tables
    conn.close()
    assert store._conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_reopening_runs_no_migration_again(fresh_data_dir):
    Store.open().close()
    with Store.open() as store:
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_migrations_run_in_order_from_the_stored_version(tmp_path):
    path = tmp_path / "db.sqlite3"
    ran = []

    one_more = SCHEMA_VERSION + 1

    def to_2(conn):
        ran.append(one_more)
        conn.execute("ALTER TABLE settings ADD COLUMN note TEXT")

    conn = schema.connect(path)  # today's version
    conn.close()
    conn = schema.connect(path, schema.MIGRATIONS + [to_2])
    assert ran == [one_more]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == one_more
    assert "note" in [row[1] for row in conn.execute("PRAGMA table_info(settings)")]
    conn.close()
    schema.connect(path, schema.MIGRATIONS + [to_2]).close()
    assert ran == [one_more]  # nothing left to migrate


def test_a_failing_migration_leaves_the_old_version(tmp_path):
    path = tmp_path / "db.sqlite3"
    schema.connect(path).close()

    def broken(conn):
        conn.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        schema.connect(path, schema.MIGRATIONS + [broken])
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").fetchone()[0] == 0
    conn.close()


@pytest.mark.parametrize("wal", [False, True], ids=["rollback-journal", "wal"])
def test_newer_database_is_refused_and_not_touched(fresh_data_dir, wal):
    path = fresh_data_dir / DB_NAME
    make_db(path, 999, wal=wal)
    before = file_digests(fresh_data_dir)
    with pytest.raises(NewerDatabaseError) as info:
        Store.open()
    message = str(info.value)
    assert "newer dokodesk" in message and "999" in message and str(path) in message
    assert "not changed" in message
    assert file_digests(fresh_data_dir) == before  # same files, same bytes


def test_newer_database_through_the_cli(fresh_data_dir, capsys):
    path = fresh_data_dir / DB_NAME
    make_db(path, 999)
    before = path.read_bytes()
    assert main(["sets"]) == 1
    err = capsys.readouterr().err
    assert "newer dokodesk" in err and "schema version 999" in err
    assert path.read_bytes() == before


def test_a_file_that_is_no_database_is_refused(fresh_data_dir):
    fresh_data_dir.mkdir(parents=True)
    path = fresh_data_dir / DB_NAME
    path.write_bytes(b"this is not SQLite at all, just text" * 40)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="not a dokodesk database"):
        Store.open()
    assert path.read_bytes() == before


def test_settings_round_trip_and_stars(store, fresh_data_dir):
    assert store.get_setting("missing", "default") == "default"
    store.set_setting("names", ["Anna", "Ben"])
    assert store.stars() == 1  # a fresh player
    store.set_stars(3)
    with pytest.raises(ValueError):
        store.set_stars(4)
    with Store.open() as again:
        assert again.get_setting("names") == ["Anna", "Ben"]
        assert again.stars() == 3


def test_a_deal_s_field_is_read_from_an_index_alone(fresh_data_dir):
    """Issue 30, point 8: the field's histogram read every result row of the deal, logs and
    names included (0.5 s for 100,000 logged results, on the window's thread for a hint); from
    the covering index it reads (points, copies) only. A database of version 3 gets the index."""
    path = fresh_data_dir / DB_NAME
    schema.connect(path, schema.MIGRATIONS[:3]).close()
    with Store.open() as store:
        for sql in ("SELECT re_points, sum(copies) FROM results WHERE deal_id = ? GROUP BY re_points "
                    "ORDER BY re_points",
                    "SELECT d.number, r.re_points, sum(r.copies) FROM results r JOIN deals d ON d.id = r.deal_id "
                    "WHERE d.set_id = ? GROUP BY d.number, r.re_points ORDER BY d.number, r.re_points"):
            plan = " ".join(row[-1] for row in store._conn.execute("EXPLAIN QUERY PLAN " + sql, (1,)))
            assert "USING COVERING INDEX results_points" in plan, plan
            assert "TEMP B-TREE" not in plan, plan  # no sorting either
