"""Big, format-legal data for the latency tests, built fast: a deal with 100,000 logged field
results and a set of 100,000 deals. A few hundred real games are played once and repeated under
distinct player names (each result stays a distinct row, as an archive's would be); the deals of
the big set repeat a few generated hands under their own numbers. Built once per session into a
template database that each test copies (no connection to the template stays open)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import play_randomly
from dokodesk.store import Store
from dokodesk.store.schema import DB_NAME

BIG_FIELD = 100_000
BIG_SET = 100_000
FIELD_SET_ID = "big-field"
DEALS_SET_ID = "big-deals"
DISTINCT_GAMES = 300


def big_field_set(results: int = BIG_FIELD, seed: int = 11) -> DodgeSet:
    """Three deals; deal 1 carries `results` logged results with player names."""
    rng = random.Random(seed)
    deals = generate_deals(3, seed)
    games = [play_randomly(deals[0], rng) for _ in range(DISTINCT_GAMES)]
    logged = [(g.value().re_points, tuple(g.log)) for g in games]
    field = [FieldResult(*logged[i % DISTINCT_GAMES], players=(f"P{i}a", f"P{i}b")) for i in range(results)]
    set_deals = [SetDeal(1, deals[0], field)] + [SetDeal(n, d, []) for n, d in enumerate(deals[1:], start=2)]
    return DodgeSet(FIELD_SET_ID, set_deals, deals[0].ruleset, title="Big field", field="archive")


def big_deals_set(deals: int = BIG_SET, seed: int = 12) -> DodgeSet:
    hands = generate_deals(50, seed)
    set_deals = [SetDeal(n, hands[n % len(hands)], [FieldResult(3 * (n % 7) - 9)]) for n in range(1, deals + 1)]
    return DodgeSet(DEALS_SET_ID, set_deals, hands[0].ruleset, title="Big set", field="archive")


def build_template(directory: Path) -> Path:
    with Store.open(directory) as store:
        store.import_set(big_field_set(), verify=False)
        store.import_set(big_deals_set(), verify=False)
    return directory


def copy_template(template: Path, data_dir: Path) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm"):
        if (template / name).exists():
            shutil.copy(template / name, data_dir / name)
    return data_dir
