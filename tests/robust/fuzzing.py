"""A seeded mutation fuzz of set and results files through the command line (issue 12, point 9).

Every mutant goes through `dokodesk check` and `dokodesk import` (in-process, `dokodesk.cli.main`)
and is judged: no traceback and no unexpected error (exit 70) in either; check and import give
the same verdict; a refused import leaves the database as it was. Set files are imported into an
empty database (a set accepted there is deleted again), results files into one holding their set,
so that a verdict never depends on an earlier mutant. Used by tests/robust/test_mutation_fuzz.py
(CI, about 1,000 mutants) and by benchmarks/attack_robust.py (as many as asked).
"""

from __future__ import annotations

import contextlib
import copy
import gzip
import io
import json
import random
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from dokodesk.cli import EXIT_UNEXPECTED, main
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import RESULTS_FORMAT, results_to_json, set_to_json
from dokodesk.dodge.model import ResultsFile
from dokodesk.rules import RULES_48, play_randomly

SET_ID = "fuzz-set"
NASTY = [2**63, -(2**63) - 1, 2**64, 10**30, -(10**30), 30, -30, 29, -29, 0, -1, 1_000_001, 2**31, 1.5, 3.0,
         1e308, "", "x" * 1001, "\ud800", "QC", "0:QC", "re", None, True, False, [], {}, [[[[[]]]]], {"a": {}},
         "2026-13", "../../etc/passwd", "🂡" * 10]
EVENTS = ["0:QC", "1:QC", "2:AH", "3:TH", "0:re", "1:kontra", "2:90", "3:schwarz", "4:QC", "0:ZZ", "0:qc", ":", ""]


def base_files(folder: Path, deals: int = 2, points: int = 3, logged: int = 2) -> tuple[dict, dict, Path]:
    """A valid set (points-only and logged results with players and ids), a valid results file
    for it, and the set's path."""
    rng = random.Random(2026)
    set_deals = []
    extra = []
    for number, deal in enumerate(generate_deals(deals, "fuzz", RULES_48), start=1):
        results = [FieldResult(rng.randint(-8, 8)) for _ in range(points)]
        for k in range(logged):
            game = play_randomly(deal, rng, 0.1)
            results.append(FieldResult(game.value().re_points, tuple(game.log), ("Anna", "Ben", "Cem", "Dora"),
                                       f"t-{number}-{k}", "2026-11-04T19:22:05Z"))
        game = play_randomly(deal, rng, 0.1)
        extra.append((number, FieldResult(game.value().re_points, tuple(game.log), ("Eva", "Finn", "Gil", "Hal"))))
        extra.append((number, FieldResult(rng.randint(-5, 5))))
        set_deals.append(SetDeal(number, deal, results))
    dodge_set = DodgeSet(SET_ID, set_deals, RULES_48, "Fuzz", "2026-11", "club", "fuzzing.py")
    set_doc = set_to_json(dodge_set)
    results_doc = results_to_json(ResultsFile(SET_ID, extra))
    set_path = folder / "base-set.json"
    set_path.write_text(json.dumps(set_doc), encoding="utf-8")
    return set_doc, results_doc, set_path


# ----------------------------------------------------------------------------- mutating
def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, prefix + (i,))


def _parent(doc, path):
    node = doc
    for step in path[:-1]:
        node = node[step]
    return node


def mutate_doc(rng: random.Random, doc: dict) -> dict:
    """One to three structural changes at random places."""
    doc = copy.deepcopy(doc)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = [p for p in _paths(doc) if p]
        named = [p for p in paths if isinstance(p[-1], str)]  # not a log event or card: numbers, ids, keys
        path = rng.choice(named if named and rng.random() < 0.5 else paths)
        parent, key = _parent(doc, path), path[-1]
        value = parent[key]
        kind = rng.random()
        if kind < 0.12:  # harmless ones, so that some mutants are valid: an unknown key, a null
            target = value if isinstance(value, dict) else parent if isinstance(parent, dict) else None
            if target is not None:
                target[rng.choice(("comment", "title", "source", "played_at", "id", "x"))] = rng.choice(
                    (None, "ok", 1, {"nested": [1]}))
            elif isinstance(value, int) and not isinstance(value, bool):
                parent[key] = rng.randint(-29, 29)
        elif kind < 0.35:
            parent[key] = copy.deepcopy(rng.choice(NASTY))
        elif kind < 0.45 and isinstance(parent, dict):
            del parent[key]
        elif kind < 0.55 and isinstance(parent, list):
            parent.insert(rng.randrange(len(parent) + 1), copy.deepcopy(rng.choice([value, *NASTY[:12]])))
        elif kind < 0.62 and isinstance(parent, list) and len(parent) > 1:
            i, j = rng.randrange(len(parent)), rng.randrange(len(parent))
            parent[i], parent[j] = parent[j], parent[i]
        elif kind < 0.75 and isinstance(value, str) and " " in value:  # a hand: move or change a card
            cards = value.split()
            cards[rng.randrange(len(cards))] = rng.choice(["QC", "TH", "9D", "AD", "JC", "XX", "Qc"])
            parent[key] = " ".join(cards)
        elif kind < 0.87 and isinstance(value, str) and ":" in value:  # a log event
            parent[key] = rng.choice(EVENTS)
        elif kind < 0.95 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + rng.choice((-1, 1, 2**63, -(2**63), 10**30))
        elif isinstance(value, list) and value:
            del value[rng.randrange(len(value)):]
        else:
            parent[key] = copy.deepcopy(rng.choice(NASTY))
    return doc


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.choice((1, 1, 2, 5))):
        kind = rng.random()
        at = rng.randrange(len(data) + 1)
        if kind < 0.4 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif kind < 0.6:
            del data[at:at + rng.randrange(1, 40)]
        elif kind < 0.8:
            data[at:at] = rng.choice([b"{", b"[", b"]", b"}", b",", b'"', b"\\u", b"\xff\xfe", b"1e999", b"NaN",
                                      b"9" * 30, b"-", b"\x00"])
        else:
            del data[at:]
    return bytes(data)


def make_mutant(rng: random.Random, folder: Path, set_doc: dict, results_doc: dict, index: int,
                kinds: set[str] | None = None) -> Path:
    """A mutant file; `kinds` collects which kinds of mutation were made."""
    base = rng.choice((set_doc, set_doc, results_doc))
    kind = rng.random()
    made = {"set" if base is set_doc else "results"}
    if kind < 0.7:
        data = json.dumps(mutate_doc(rng, base)).encode("utf-8")
        made.add("document edit")
    else:
        data = mutate_bytes(rng, json.dumps(base).encode("utf-8"))
        made.add("byte edit")
    gz = rng.random() < 0.25
    if gz:
        data = gzip.compress(data, 6, mtime=0)
        made.add("gzip")
        if rng.random() < 0.3:
            data = mutate_bytes(rng, data)
            made.add("broken gzip")
    if kinds is not None:
        kinds.update(made)
    path = folder / f"mutant-{index}.json{'.gz' if gz else ''}"
    path.write_bytes(data)
    return path


# ------------------------------------------------------------------------------ judging
@dataclass
class Tally:
    mutants: int = 0
    accepted: int = 0
    refused: int = 0
    tracebacks: int = 0
    unexpected: int = 0
    disagreements: int = 0
    changed_on_refusal: int = 0
    failures: list[str] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)  # the kinds of mutation made (make_mutant)

    @property
    def clean(self) -> bool:
        return not (self.tracebacks or self.unexpected or self.disagreements or self.changed_on_refusal)

    def __str__(self) -> str:
        return (f"{self.mutants} mutants: {self.accepted} accepted, {self.refused} refused; "
                f"{self.tracebacks} tracebacks, {self.unexpected} unexpected errors, {self.disagreements} "
                f"check/import disagreements, {self.changed_on_refusal} refusals that changed the database")


def run_cli(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 2
    return code, out.getvalue() + err.getvalue()


def fingerprint(db: Path) -> tuple:
    conn = sqlite3.connect(db)
    try:
        return tuple(conn.execute(
            "SELECT (SELECT count(*) FROM sets), (SELECT count(*) FROM deals), (SELECT count(*) FROM results), "
            "(SELECT coalesce(sum(copies * (re_points + 100)), 0) FROM results), (SELECT count(*) FROM games), "
            "(SELECT count(*) FROM settings), (SELECT group_concat(id || coalesce(title, '')) FROM sets)").fetchone())
    finally:
        conn.close()


def _is_results(path: Path) -> bool:
    try:
        raw = path.read_bytes()
        doc = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
        # any results file: checked with --set, so that one for another set is refused by both
        return isinstance(doc, dict) and doc.get("format") == RESULTS_FORMAT
    except Exception:  # noqa: BLE001 - unreadable: either database does
        return False


class Judge:
    """Two data dirs: `sets` stays empty between mutants, `results` holds the base set."""

    def __init__(self, folder: Path, set_path: Path):
        self.folder = folder
        self.set_path = set_path
        self.sets_dir = folder / "data-sets"
        self.results_dir = folder / "data-results"
        code, text = run_cli(["--data-dir", str(self.results_dir), "import", str(set_path)])
        assert code == 0, text
        code, text = run_cli(["--data-dir", str(self.sets_dir), "sets"])
        assert code == 0, text
        self.tally = Tally()

    def judge(self, path: Path) -> None:
        tally = self.tally
        tally.mutants += 1
        results_kind = _is_results(path)
        data_dir = self.results_dir if results_kind else self.sets_dir
        db = data_dir / "dokodesk.sqlite3"
        check_argv = ["check", str(path)] + (["--set", str(self.set_path)] if results_kind else [])
        if tally.mutants % 3 == 0:
            check_argv.append("--json")
        check_code, check_text = run_cli(check_argv)
        before = fingerprint(db)
        import_code, import_text = run_cli(["--data-dir", str(data_dir), "import", str(path)])
        after = fingerprint(db)
        note = f"{path.name}: check {check_code}, import {import_code}"
        for code, text in ((check_code, check_text), (import_code, import_text)):
            if "Traceback" in text:
                tally.tracebacks += 1
                tally.failures.append(f"{note}: traceback\n{text[-1500:]}")
            if code == EXIT_UNEXPECTED or code not in (0, 1, 2):
                tally.unexpected += 1
                tally.failures.append(f"{note}: unexpected\n{text[-800:]}")
        if (check_code == 0) != (import_code == 0):
            tally.disagreements += 1
            tally.failures.append(f"{note}: disagree\ncheck: {check_text[-600:]}\nimport: {import_text[-600:]}")
        if import_code == 0:
            tally.accepted += 1
            if not results_kind:  # keep the sets database empty for the next mutant
                conn = sqlite3.connect(db)
                conn.execute("PRAGMA foreign_keys = ON")
                conn.execute("DELETE FROM sets")
                conn.commit()
                conn.close()
        else:
            tally.refused += 1
            if after != before:
                tally.changed_on_refusal += 1
                tally.failures.append(f"{note}: refused but changed the database {before} -> {after}")


def fuzz(folder: Path, mutants: int, seed: int = 12) -> Tally:
    set_doc, results_doc, set_path = base_files(folder)
    judge = Judge(folder, set_path)
    rng = random.Random(seed)
    for index in range(mutants):
        path = make_mutant(rng, folder, set_doc, results_doc, index, judge.tally.kinds)
        judge.judge(path)
        path.unlink()
    return judge.tally
