"""Sets, played games and database dumps for the store tests."""

from __future__ import annotations

import gzip
import json
import random
import sqlite3
from pathlib import Path

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import set_to_json
from dokodesk.rules import RULES_48, Deal, Game, Ruleset, play_randomly


def random_log(rng: random.Random, deal: Deal, call_rate: float = 0.08) -> list[str]:
    """A complete legal game by random play, with an occasional announcement."""
    return list(play_randomly(deal, rng, call_rate).log)


def played(deal: Deal, seed: int) -> tuple[list[str], int]:
    """A random legal game of `deal` (log, Re points), reproducible from `seed`."""
    log = random_log(random.Random(seed), deal)
    return log, Game.replay(deal, log).value().re_points


def make_set(n_deals: int = 3, seed: int | str = "store-tests", set_id: str = "t-set",
             ruleset: Ruleset = RULES_48, points: dict[int, list[int]] | None = None,
             logs: int = 0, title: str | None = "Test set") -> DodgeSet:
    """Generated deals; `points[deal number]` gives points-only results, `logs` adds that many
    logged results (random legal play) to every deal."""
    deals = generate_deals(n_deals, seed, ruleset)
    out = []
    for number, deal in enumerate(deals, start=1):
        results = [FieldResult(p) for p in (points or {}).get(number, [])]
        for k in range(logs):
            log, re_points = played(deal, number * 1000 + k)
            results.append(FieldResult(re_points, tuple(log)))
        out.append(SetDeal(number, deal, results))
    return DodgeSet(set_id, out, ruleset, title=title, month="2026-10", field="archive")


def write_doc(path: Path, doc: object) -> Path:
    data = json.dumps(doc).encode("utf-8")
    path.write_bytes(gzip.compress(data) if path.suffix == ".gz" else data)
    return path


def set_doc(dodge_set: DodgeSet) -> dict:
    return set_to_json(dodge_set)


def dump(db_path: Path) -> list[str]:
    """The database's whole content as SQL (through a fresh connection: committed state only)."""
    conn = sqlite3.connect(db_path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def counts(db_path: Path) -> dict[str, int]:
    conn = sqlite3.connect(db_path)
    try:
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                for t in ("sets", "deals", "results", "games", "settings")}
    finally:
        conn.close()


# ------------------------------------------------------------------- malformed files
# Each case writes one bad file and says what the refusal must name: (file, limits or None,
# text in the place, text in the message). The base set has deal 1 and 2 with two points-only
# results and one logged result (index 2) each.
from dokodesk.dodge.setfile import Limits  # noqa: E402

BAD_SET_ID = "bad-set"


def base_set() -> DodgeSet:
    return make_set(2, seed="malformed", set_id=BAD_SET_ID, points={1: [1, -2], 2: [3, 3]}, logs=1)


def _card_not_held(deal: Deal, seat: int) -> str:
    held = {str(c) for c in deal.hands[seat]}
    return next(str(c) for c in deal.ruleset.kinds if str(c) not in held)


def _mutated(tmp_path: Path, name: str, change) -> Path:
    doc = set_doc(base_set())
    change(doc)
    return write_doc(tmp_path / name, doc)


def case_bad_json(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "dokodesk-set", "version": 1,\n  "deals": [1, 2,]}')
    return path, None, "line 2, column", "bad JSON"


def case_wrong_card_count(tmp_path):
    def change(doc):
        doc["deals"][0]["hands"][0] = " ".join(doc["deals"][0]["hands"][0].split()[1:])
    return _mutated(tmp_path, "count.json", change), None, "deal 1, hand of seat 0", "has 11 cards, needs 12"


def case_card_three_times(tmp_path):
    doc = set_doc(base_set())
    hands = [h.split() for h in doc["deals"][0]["hands"]]
    extra = next(c for c in hands[1] if c not in hands[0])  # every card is twice in the deck
    hands[0][0] = extra
    doc["deals"][0]["hands"] = [" ".join(h) for h in hands]
    return (write_doc(tmp_path / "three.json", doc), None, "deal 1, hand of seat 0",
            f"{extra} appears 3 times in the deal")


def case_both_kreuz_damen(tmp_path):
    doc = set_doc(base_set())
    hands = [h.split() for h in doc["deals"][0]["hands"]]
    first, second = [s for s in range(4) if "QC" in hands[s]]
    give = next(c for c in hands[first] if c != "QC")
    hands[first][hands[first].index(give)] = "QC"
    hands[second][hands[second].index("QC")] = give
    doc["deals"][0]["hands"] = [" ".join(h) for h in hands]
    return (write_doc(tmp_path / "marriage.json", doc), None, f"deal 1, hand of seat {first}",
            "holds both Kreuz Damen")


def case_bad_dealer(tmp_path):
    def change(doc):
        doc["deals"][1]["dealer"] = 7
    return _mutated(tmp_path, "dealer.json", change), None, "deal 2, dealer", "must be a seat 0 to 3, not 7"


def case_duplicate_deal_numbers(tmp_path):
    def change(doc):
        doc["deals"][1]["number"] = 1
    return _mutated(tmp_path, "dup.json", change), None, "deal 1", "deal number 1 appears twice"


def case_points_not_integer(tmp_path):
    def change(doc):
        doc["deals"][1]["results"][0]["re_points"] = 2.5
    return _mutated(tmp_path, "float.json", change), None, "deal 2, result 0", "re_points must be an integer"


def case_points_as_text(tmp_path):
    def change(doc):
        doc["deals"][0]["results"][1]["re_points"] = "3"
    return _mutated(tmp_path, "text.json", change), None, "deal 1, result 1", "re_points must be an integer"


def case_illegal_log(tmp_path):
    dodge_set = base_set()
    deal = dodge_set.deals[0].deal
    doc = set_doc(dodge_set)
    log = doc["deals"][0]["results"][2]["log"]
    log[0] = f"{deal.leader}:{_card_not_held(deal, deal.leader)}"
    return write_doc(tmp_path / "illegal.json", doc), None, "deal 1, result 2, event 0", "does not hold"


def case_wrong_re_points(tmp_path):
    doc = set_doc(base_set())
    result = doc["deals"][1]["results"][2]
    scored = result["re_points"]
    result["re_points"] = scored + 1
    return (write_doc(tmp_path / "points.json", doc), None, "deal 2, result 2",
            f"re_points is {scored + 1} but the log scores {scored}")


def case_newer_version(tmp_path):
    def change(doc):
        doc["version"] = 2
    return _mutated(tmp_path, "v2.json", change), None, "version", "newer than this dokodesk reads"


def case_oversize(tmp_path):
    path = write_doc(tmp_path / "big.json", set_doc(base_set()))
    return path, Limits(file_bytes=1000), "", "the limit is 1,000"


def case_gz_bomb(tmp_path):
    path = tmp_path / "bomb.json.gz"
    path.write_bytes(gzip.compress(b"[" + b" " * (8 << 20) + b"]"))  # 8 MB of blanks
    assert path.stat().st_size < 20_000
    return path, Limits(json_bytes=1 << 20), "", "unpacks to more than 1,048,576 bytes"


MALFORMED_SET_CASES = [case_bad_json, case_wrong_card_count, case_card_three_times, case_both_kreuz_damen,
                       case_bad_dealer, case_duplicate_deal_numbers, case_points_not_integer,
                       case_points_as_text, case_illegal_log, case_wrong_re_points, case_newer_version,
                       case_oversize, case_gz_bomb]
