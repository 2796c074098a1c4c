"""The JSON Schemas of set and results files (resources/schema) against dokodesk's own reader:
what the reader writes, the schemas accept; what breaks the structure, both reject."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")

from dokodesk.dodge import setfile  # noqa: E402
from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.model import DodgeSet, FieldResult, ResultsFile, SetDeal  # noqa: E402
from dokodesk.dodge.setfile import (  # noqa: E402
    SetFileError, read_results, read_set, results_to_json, set_to_json, write_json,
)
from dokodesk.resources import resource_path  # noqa: E402
from dokodesk.rules import RULES_40, RULES_48, Game  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SCHEMAS = REPO / "resources" / "schema"
DEMO = REPO / "resources" / "demo" / "dodge-demo.json.gz"


def _validator(kind: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / f"dokodesk-{kind}.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


SET_SCHEMA = _validator("set")
RESULTS_SCHEMA = _validator("results")


def _errors(validator, doc) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(doc)]


def _random_game(deal, rng: random.Random) -> Game:
    """Random legal cards, with now and then an allowed announcement (so calls are logged)."""
    game = Game(deal)
    while not game.is_over:
        seat = game.turn
        calls = game.allowed_calls(seat)
        if calls and rng.random() < 0.15:
            game.announce(seat, rng.choice(calls).call)
        game.play(seat, rng.choice(game.legal_cards(seat)))
    return game


def _generated_set(ruleset=RULES_48, n=3) -> DodgeSet:
    rng = random.Random(7)
    deals = []
    for number, deal in enumerate(generate_deals(n, f"schema-{ruleset.cards}", ruleset), start=1):
        results = []
        for table in range(3):
            game = _random_game(deal, rng)
            results.append(FieldResult(game.value().re_points, tuple(game.log),
                                       ("Anna", "Ben", "Cem", "Dora"), f"t-{number}-{table}",
                                       "2026-11-30T19:00:00Z"))
        results.append(FieldResult(results[0].re_points))  # a result without log or names
        deals.append(SetDeal(number, deal, results))
    return DodgeSet("schema-test", deals, ruleset, "Schema test", "2026-11", "simulated", "tests")


@pytest.fixture(scope="module")
def set_doc() -> dict:
    return set_to_json(_generated_set())


@pytest.fixture(scope="module")
def results_doc() -> dict:
    dodge_set = _generated_set()
    pairs = [(d.number, r) for d in dodge_set.deals for r in d.results]
    return results_to_json(ResultsFile(dodge_set.id, pairs))


def _write(tmp_path: Path, doc: dict, name: str = "doc.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


# ------------------------------------------------------------------ the schemas themselves
@pytest.mark.parametrize("validator", [SET_SCHEMA, RESULTS_SCHEMA], ids=["set", "results"])
def test_schema_is_valid_draft_2020_12(validator):
    assert validator.schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(validator.schema)


def test_both_schemas_share_their_definitions():
    assert SET_SCHEMA.schema["$defs"] == RESULTS_SCHEMA.schema["$defs"]


def test_schema_limits_are_the_readers():
    defs = SET_SCHEMA.schema["$defs"]
    assert defs["result"]["properties"]["log"]["maxItems"] == setfile.MAX_LOG_EVENTS
    assert defs["text"]["maxLength"] == setfile.MAX_TEXT
    assert SET_SCHEMA.schema["properties"]["version"] == {"const": setfile.FORMAT_VERSION}


def test_schemas_are_bundled_resources():
    for kind in ("set", "results"):
        assert resource_path("schema", f"dokodesk-{kind}.schema.json").is_file()


# ---------------------------------------------------------------- (a) what dokodesk writes
def test_generated_set_is_valid(set_doc, tmp_path):
    assert _errors(SET_SCHEMA, set_doc) == []
    calls = [e for d in set_doc["deals"] for r in d["results"] for e in r.get("log", []) if e[2:].islower()
             or e[2:].isdigit()]
    assert calls, "the generated games should include announcements"
    read_set(_write(tmp_path, set_doc))  # and the reader agrees


def test_generated_40_card_set_is_valid(tmp_path):
    doc = set_to_json(_generated_set(RULES_40, n=2))
    assert doc["rules"] == {"cards": 40}
    assert _errors(SET_SCHEMA, doc) == []
    read_set(_write(tmp_path, doc))


def test_generated_results_file_is_valid(results_doc, tmp_path):
    assert _errors(RESULTS_SCHEMA, results_doc) == []
    dodge_set = _generated_set()
    read_results(_write(tmp_path, results_doc), dodge_set)


def test_gzipped_file_written_by_dokodesk_is_valid(set_doc, tmp_path):
    path = tmp_path / "set.json.gz"
    write_json(set_doc, path)
    assert _errors(SET_SCHEMA, json.loads(setfile.read_bytes(path))) == []


def test_unknown_keys_are_allowed(set_doc, tmp_path):
    doc = copy.deepcopy(set_doc)
    doc["x-comment"] = "from a newer writer"
    doc["set"]["x-editor"] = "vim"
    doc["deals"][0]["x-note"] = 1
    doc["deals"][0]["results"][0]["x-table"] = "3"
    assert _errors(SET_SCHEMA, doc) == []
    read_set(_write(tmp_path, doc))


def test_null_optional_fields_are_allowed(set_doc, tmp_path):
    doc = copy.deepcopy(set_doc)
    doc["set"].update(title=None, month=None, source=None)
    doc["deals"][0]["results"][0].update(id=None, players=None, played_at=None, log=None)
    assert _errors(SET_SCHEMA, doc) == []
    read_set(_write(tmp_path, doc))


# ---------------------------------------------------------------- (b) the bundled demo set
def test_demo_set_is_valid():
    if not DEMO.is_file():
        pytest.skip("resources/demo/dodge-demo.json.gz is not there yet (made with the bots)")
    doc = json.loads(setfile.read_bytes(DEMO))
    read_set(DEMO)  # the reader checks all of it, every log replayed
    # The schema (pure-Python jsonschema: ~20 s for the 6,000 logged results) on every deal and
    # header, with the first two results of each deal and the first result of every other shape
    # (set of keys) in the file: 400-odd results, each kind the file holds.
    shapes: set[frozenset] = set()
    for deal in doc["deals"]:
        kept = []
        for i, result in enumerate(deal.get("results", [])):
            shape = frozenset(result)
            if i < 2 or shape not in shapes:
                kept.append(result)
            shapes.add(shape)
        if "results" in deal:
            deal["results"] = kept
    assert _errors(SET_SCHEMA, doc) == []


# --------------------------------------------------------- (c) invalid: both reject them
def _set_case(change):
    def make(doc):
        doc = copy.deepcopy(doc)
        change(doc)
        return doc
    return make


def _replace_first_card(doc, token):
    hand = doc["deals"][0]["hands"][0].split(" ")
    hand[0] = token
    doc["deals"][0]["hands"][0] = " ".join(hand)


SET_CASES = {
    "dealer 5": lambda d: d["deals"][0].update(dealer=5),
    "dealer -1": lambda d: d["deals"][0].update(dealer=-1),
    "dealer as text": lambda d: d["deals"][0].update(dealer="3"),
    "bad card token": lambda d: _replace_first_card(d, "QX"),
    "lower-case card": lambda d: _replace_first_card(d, d["deals"][0]["hands"][0][:2].lower()),
    "ten as 10": lambda d: _replace_first_card(d, "10H"),
    "three hands": lambda d: d["deals"][0]["hands"].pop(),
    "hand as list": lambda d: d["deals"][0].update(hands=[h.split() for h in d["deals"][0]["hands"]]),
    "float re_points": lambda d: d["deals"][0]["results"][0].update(re_points=2.5),
    "re_points as text": lambda d: d["deals"][0]["results"][0].update(re_points="3"),
    "re_points missing": lambda d: d["deals"][0]["results"][0].pop("re_points"),
    "log seat 4": lambda d: d["deals"][0]["results"][0]["log"].__setitem__(0, "4:QC"),
    "log call in capitals": lambda d: d["deals"][0]["results"][0]["log"].insert(0, "0:RE"),
    "log unknown call": lambda d: d["deals"][0]["results"][0]["log"].insert(0, "0:keine90"),
    "log too long": lambda d: d["deals"][0]["results"][0].update(log=["0:QC"] * 201),
    "three players": lambda d: d["deals"][0]["results"][0].update(players=["Anna", "Ben", "Cem"]),
    "empty player name": lambda d: d["deals"][0]["results"][0].update(players=["Anna", "", "Cem", "Dora"]),
    "bad set id": lambda d: d["set"].update(id="Oktober 2026"),
    "set id too long": lambda d: d["set"].update(id="x" * 65),
    "missing set id": lambda d: d["set"].pop("id"),
    "month 13": lambda d: d["set"].update(month="2026-13"),
    "unknown field kind": lambda d: d["set"].update(field="online"),
    "32 cards": lambda d: d.update(rules={"cards": 32}),
    "no deals": lambda d: d.update(deals=[]),
    "deal number 0": lambda d: d["deals"][0].update(number=0),
    "results not a list": lambda d: d["deals"][0].update(results={"re_points": 1}),
    "newer version": lambda d: d.update(version=2),
    "wrong format": lambda d: d.update(format="dokodesk-results"),
    "title too long": lambda d: d["set"].update(title="x" * 1001),
}


@pytest.mark.parametrize("case", list(SET_CASES))
def test_invalid_set_is_rejected_by_schema_and_reader(case, set_doc, tmp_path):
    doc = _set_case(SET_CASES[case])(set_doc)
    assert _errors(SET_SCHEMA, doc), f"the schema accepts: {case}"
    with pytest.raises(SetFileError):
        read_set(_write(tmp_path, doc))


RESULTS_CASES = {
    "deal 0": lambda d: d["results"][0].update(deal=0),
    "deal missing": lambda d: d["results"][0].pop("deal"),
    "float re_points": lambda d: d["results"][0].update(re_points=-1.5),
    "bad set id": lambda d: d.update(set_id="a/b"),
    "bad log event": lambda d: d["results"][0]["log"].__setitem__(3, "2:QQ"),
    "results missing": lambda d: d.pop("results"),
}


@pytest.mark.parametrize("case", list(RESULTS_CASES))
def test_invalid_results_file_is_rejected_by_schema_and_reader(case, results_doc, tmp_path):
    doc = _set_case(RESULTS_CASES[case])(results_doc)
    assert _errors(RESULTS_SCHEMA, doc), f"the schema accepts: {case}"
    with pytest.raises(SetFileError):
        read_results(_write(tmp_path, doc), _generated_set())


def test_set_file_is_not_a_results_file(set_doc, results_doc):
    assert _errors(RESULTS_SCHEMA, set_doc)
    assert _errors(SET_SCHEMA, results_doc)


def test_documented_difference_integral_floats(set_doc, tmp_path):
    """docs/set-format.md: JSON Schema counts 3.0 as an integer, dokodesk's reader does not."""
    doc = copy.deepcopy(set_doc)
    doc["deals"][0]["dealer"] = float(doc["deals"][0]["dealer"])
    assert _errors(SET_SCHEMA, doc) == []
    with pytest.raises(SetFileError):
        read_set(_write(tmp_path, doc))
