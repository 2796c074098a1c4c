"""Big, format-legal data for the latency tests, built fast: a deal with 100,000 logged field
results and a set of 100,000 deals. A few hundred real games are played once and repeated under
distinct player names (each result stays a distinct row, as an archive's would be); the deals of
the big set repeat a few generated hands under their own numbers. Built once per session into a
template database that each test copies (no connection to the template stays open)."""

from __future__ import annotations

import json
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
    grown by SQL to BIG_FIELD results and BIG_SET deals with the rows the importer writes for
    big_field_set() and big_deals_set() (same hands, logs, names, content keys: the same
    database, compared row by row when this was written) in ~4 s of CPU instead of ~6.5 s."""
    with Store.open(directory) as store:
        store.import_set(big_field_set(DISTINCT_GAMES), verify=False)
    with _sql(directory) as conn:
        (field_deal,) = conn.execute("SELECT id FROM deals WHERE set_id = ? AND number = 1", (FIELD_SET_ID,)).fetchone()
        games = conn.execute("SELECT re_points, log FROM results WHERE deal_id = ? ORDER BY id", (field_deal,)).fetchall()
        conn.executemany(
            "INSERT INTO results (deal_id, re_points, log, players, dedup_key) VALUES (?, ?, ?, ?, ?)",
            (_field_row(field_deal, i, *games[i % DISTINCT_GAMES]) for i in range(DISTINCT_GAMES, BIG_FIELD)))
    with Store.open(directory) as store:
        store.import_set(big_deals_set(DISTINCT_HANDS), verify=False)
    with _sql(directory) as conn:
        conn.executemany("INSERT INTO deals (set_id, number, dealer, hand0, hand1, hand2, hand3) "
                         "SELECT set_id, ?, dealer, hand0, hand1, hand2, hand3 FROM deals "
                         "WHERE set_id = ? AND number = ?",  # the same hand: number % DISTINCT_HANDS
                         ((n, DEALS_SET_ID, (n - 1) % DISTINCT_HANDS + 1) for n in range(DISTINCT_HANDS + 1, BIG_SET + 1)))
        grown = conn.execute("SELECT id, number FROM deals WHERE set_id = ? AND number > ? ORDER BY id",
                             (DEALS_SET_ID, DISTINCT_HANDS)).fetchall()
        conn.executemany("INSERT INTO results (deal_id, re_points, dedup_key) VALUES (?, ?, ?)",
                         ((deal_id, p, content_key(p)) for deal_id, p in
                          ((deal_id, _deal_result(number).re_points) for deal_id, number in grown)))
    return directory


@contextmanager
def _sql(directory: Path):
    """One transaction on the template's database (no Store has it open)."""
    conn = sqlite3.connect(directory / DB_NAME)
    try:
        with conn:
            yield conn
    finally:
        conn.close()


def _field_row(deal_id: int, i: int, re_points: int, log_json: str) -> tuple:
    """Result i of the big field as the importer stores it (compact JSON, content key)."""
    players_json = json.dumps((f"P{i}a", f"P{i}b"), separators=(",", ":"))
    return deal_id, re_points, log_json, players_json, _content_key(re_points, log_json, players_json, None)


def copy_template(template: Path, data_dir: Path) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm"):
        if (template / name).exists():
            shutil.copy(template / name, data_dir / name)
    return data_dir
