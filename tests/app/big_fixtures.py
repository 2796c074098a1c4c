"""Big, format-legal data for the latency tests, built fast: a deal with 100,000 logged field
results and a set of 100,000 deals. A few hundred real games are played once and repeated under
distinct player names (each result stays a distinct row, as an archive's would be); the deals of
the big set repeat a few generated hands under their own numbers. Built once per session into a
template database that each test copies (no connection to the template stays open)."""

from __future__ import annotations

import random
import shutil
import sqlite3
from contextlib import contextmanager
from pathlib import Path

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import play_randomly
from dokodesk.store import Store
from dokodesk.store.records import _content_key, content_key
from dokodesk.store.schema import DB_NAME

BIG_FIELD = 100_000
BIG_SET = 100_000
FIELD_SET_ID = "big-field"
DEALS_SET_ID = "big-deals"
DISTINCT_GAMES = 300
DISTINCT_HANDS = 50


def big_field_set(results: int = BIG_FIELD, seed: int = 11) -> DodgeSet:
    """Three deals; deal 1 carries `results` logged results with player names."""
    rng = random.Random(seed)
    deals = generate_deals(3, seed)
    games = [play_randomly(deals[0], rng) for _ in range(DISTINCT_GAMES)]
    logged = [(g.value().re_points, tuple(g.log)) for g in games]
    field = [FieldResult(*logged[i % DISTINCT_GAMES], players=(f"P{i}a", f"P{i}b")) for i in range(results)]
    set_deals = [SetDeal(1, deals[0], field)] + [SetDeal(n, d, []) for n, d in enumerate(deals[1:], start=2)]
    return DodgeSet(FIELD_SET_ID, set_deals, deals[0].ruleset, title="Big field", field="archive")


def _deal_result(number: int) -> FieldResult:
    return FieldResult(3 * (number % 7) - 9)


def big_deals_set(deals: int = BIG_SET, seed: int = 12) -> DodgeSet:
    hands = generate_deals(DISTINCT_HANDS, seed)
    set_deals = [SetDeal(n, hands[n % len(hands)], [_deal_result(n)]) for n in range(1, deals + 1)]
    return DodgeSet(DEALS_SET_ID, set_deals, hands[0].ruleset, title="Big set", field="archive")


def build_template(directory: Path) -> Path:
    """Both sets through the importer at the size that holds every distinct game and hand, then
    grown in SQL to BIG_FIELD results and BIG_SET deals with the rows the importer writes for
    big_field_set() and big_deals_set() (same hands, logs, names, content keys and ids: the
    same database, compared row by row when this was written) in ~2.4 s of CPU (row by row from Python: 4 s; by the importer: ~6.5 s)."""
    with Store.open(directory) as store:
        store.import_set(big_field_set(DISTINCT_GAMES), verify=False)
    with _sql(directory) as conn:
        (field_deal,) = conn.execute("SELECT id FROM deals WHERE set_id = ? AND number = 1", (FIELD_SET_ID,)).fetchone()
        conn.execute("CREATE TEMP TABLE field_games AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, re_points, log "
                     "FROM results WHERE deal_id = ?", (field_deal,))
        # result i: game i % DISTINCT_GAMES, players ("P{i}a", "P{i}b") as the importer's compact JSON
        conn.execute(
            "INSERT INTO results (deal_id, re_points, log, players, dedup_key) "
            "WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?), "
            "named AS (SELECT i, '[\"P' || i || 'a\",\"P' || i || 'b\"]' AS players FROM n) "
            "SELECT ?, g.re_points, g.log, named.players, field_key(g.re_points, g.log, named.players) "
            "FROM named JOIN field_games AS g ON g.k = named.i % ? ORDER BY named.i",
            (DISTINCT_GAMES, BIG_FIELD, field_deal, DISTINCT_GAMES))
    with Store.open(directory) as store:
        store.import_set(big_deals_set(DISTINCT_HANDS), verify=False)
    with _sql(directory) as conn:
        conn.execute("INSERT INTO deals (set_id, number, dealer, hand0, hand1, hand2, hand3) "
                     "WITH RECURSIVE n(number) AS (SELECT ? UNION ALL SELECT number + 1 FROM n WHERE number < ?) "
                     "SELECT set_id, n.number, dealer, hand0, hand1, hand2, hand3 FROM n JOIN deals "
                     "ON deals.set_id = ? AND deals.number = (n.number - 1) % ? + 1 ORDER BY n.number",
                     (DISTINCT_HANDS + 1, BIG_SET, DEALS_SET_ID, DISTINCT_HANDS))  # the same hand: number % DISTINCT_HANDS
        conn.execute("INSERT INTO results (deal_id, re_points, dedup_key) "  # _deal_result(number)
                     "SELECT id, 3 * (number % 7) - 9, points_key(3 * (number % 7) - 9) FROM deals "
                     "WHERE set_id = ? AND number > ? ORDER BY id", (DEALS_SET_ID, DISTINCT_HANDS))
    return directory


@contextmanager
def _sql(directory: Path):
    """One transaction on the template's database (no Store has it open)."""
    conn = sqlite3.connect(directory / DB_NAME)
    conn.create_function("field_key", 3, lambda p, log, players: _content_key(p, log, players, None), deterministic=True)
    conn.create_function("points_key", 1, content_key, deterministic=True)
    try:
        with conn:
            yield conn
    finally:
        conn.close()


def copy_template(template: Path, data_dir: Path) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm"):
        if (template / name).exists():
            shutil.copy(template / name, data_dir / name)
    return data_dir
