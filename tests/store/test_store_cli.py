"""`dokodesk generate / import / sets / standings` through the real entry point."""

from __future__ import annotations

import io
import json

import pytest

from dokodesk.cli import main
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.setfile import read_set, write_set
from dokodesk.rules import RULES_40
from dokodesk.store import DB_NAME, Store
from dokodesk.store.cli import ProgressLine
from store_helpers import MALFORMED_SET_CASES, counts, dump, make_set, played


def test_generate_writes_a_reproducible_set(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json.gz"
    assert main(["generate", "--deals", "5", "--seed", "42", "-o", str(a)]) == 0
    assert capsys.readouterr().out == f"{a}: set gen-42, 5 deals, 48 cards\n"
    assert main(["generate", "--deals", "5", "--seed", "42", "-o", str(b)]) == 0
    first, second = read_set(a), read_set(b)
    assert first.id == "gen-42" and first.field == "simulated" and first.result_count == 0
    assert [d.deal for d in first.deals] == [d.deal for d in second.deals] == generate_deals(5, 42)
    assert first.source == "dokodesk generate --deals 5 --seed 42 --cards 48"


def test_generate_options(tmp_path, capsys):
    path = tmp_path / "s.json"
    assert main(["generate", "--deals", "2", "--seed", "Oktober", "--cards", "40", "--id", "club-10",
                 "--title", "Clubabend", "-o", str(path)]) == 0
    made = read_set(path)
    assert (made.id, made.title, made.ruleset) == ("club-10", "Clubabend", RULES_40)
    assert [d.deal for d in made.deals] == generate_deals(2, "Oktober", RULES_40)
    assert main(["generate", "--deals", "2", "--seed", "has spaces", "-o", str(path)]) == 2
    assert "pass --id" in capsys.readouterr().err
    assert main(["generate", "--deals", "0", "--seed", "1", "-o", str(path)]) == 2


def test_import_prints_what_was_added(tmp_path, capsys, fresh_data_dir):
    path = tmp_path / "set.json"
    write_set(make_set(3, points={1: [1, 1, -2], 2: [4]}, logs=1), path)
    assert main(["import", str(path)]) == 0
    assert capsys.readouterr().out == "added 3 deals, 7 results (0 duplicates skipped)\n"
    assert main(["import", str(path)]) == 0
    assert capsys.readouterr().out == "added 0 deals, 0 results (7 duplicates skipped)\n"
    assert (fresh_data_dir / DB_NAME).exists()


@pytest.mark.parametrize("case", [c for c in MALFORMED_SET_CASES if c.__name__ not in ("case_oversize", "case_gz_bomb")],
                         ids=lambda c: c.__name__[5:])
def test_import_of_a_bad_file_prints_every_problem(tmp_path, capsys, fresh_data_dir, case):
    write_set(make_set(2), tmp_path / "known.json")
    assert main(["import", str(tmp_path / "known.json")]) == 0
    db = fresh_data_dir / DB_NAME
    before = dump(db), counts(db)
    path, _, place, message = case(tmp_path)
    capsys.readouterr()
    assert main(["import", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert any(line.startswith(f"{path}: {place}") and message in line for line in lines), lines
    assert lines[-1].startswith(f"dokodesk import: {path}: ") and lines[-1].endswith("nothing was imported")
    assert (dump(db), counts(db)) == before


def test_import_of_a_set_with_other_cards_names_the_deal(tmp_path, capsys):
    write_set(make_set(2), tmp_path / "a.json")
    write_set(make_set(2, seed="other"), tmp_path / "b.json")
    assert main(["import", str(tmp_path / "a.json")]) == 0
    assert main(["import", str(tmp_path / "b.json")]) == 1
    err = capsys.readouterr().err
    assert "set t-set is already stored with other cards; refused" in err and "deal 1" in err


def test_import_of_a_missing_file(tmp_path, capsys):
    assert main(["import", str(tmp_path / "nope.json")]) == 2
    assert "No such file" in capsys.readouterr().err


def played_set(store):
    """t-set with deal 1 played (rated) against a field of three tables; returns the numbers."""
    dodge_set = make_set(3, title="Oktober")
    deal = dodge_set.deals[0].deal
    log, v = played(deal, 21)
    from dokodesk.dodge.model import FieldResult
    dodge_set.deals[0].results.extend([FieldResult(v - 1), FieldResult(v), FieldResult(v + 1)])
    store.import_set(dodge_set)
    seat = deal.re_seats[0]
    game = store.start_game("t-set", 1, seat, rated=True)
    store.finish_game(game, log, v, v, 0.0)
    return seat, v


def test_sets_lists_every_set(capsys):
    with Store.open() as store:
        played_set(store)
        store.import_set(make_set(1, seed="x", set_id="zweites", title=None))
    assert main(["sets"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    line = next(l for l in lines if l.startswith("t-set"))
    # Re against v-1, v, v+1: 1 fewer, 1 more -> 0 Dodge points; 1 game: (0 - 9900) / 100
    assert line.split() == ["t-set", "Oktober", "3", "deals", "3", "results", "1", "rated", "rating", "-99.00"]
    assert main(["sets", "--json"]) == 0
    rows = [json.loads(l) for l in capsys.readouterr().out.splitlines()]
    assert {r["id"]: (r["rated_games"], r["rating"]) for r in rows} == {"t-set": (1, -99.0), "zweites": (0, None)}
    assert next(l for l in lines if l.startswith("zweites")).split()[-2:] == ["rating", "–"]


def test_sets_when_empty(capsys):
    assert main(["sets"]) == 0
    assert "no sets yet" in capsys.readouterr().out


def test_standings_text_and_json(capsys):
    with Store.open() as store:
        seat, v = played_set(store)
    assert main(["standings", "t-set"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "t-set  Oktober"
    assert out[2].split() == ["1", "rated", str(seat), "Re", f"{v:+d}", "3", "+0.0"]
    assert out[3] == "rated games 1, 99 to 100"
    assert out[4] == "Dodge points +0.0, penalty 9,900, rating -99.00"
    assert out[5] == "stars ★ now; ★ if the set ended now (+0)"
    assert main(["standings", "t-set", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == [{"deal": 1, "state": "rated", "game_id": 1, "seat": seat, "party": "re",
                                "own_points": v, "field_size": 3, "dodge_points": 0.0,
                                "dodge_points_at_finish": 0.0, "practice_games": 0}]
    assert {k: report[k] for k in ("games", "pending", "penalty", "rating", "games_to_go", "stars_before",
                                   "stars_after", "stars_delta")} == {
        "games": 1, "pending": 0, "penalty": 9900, "rating": -99.0, "games_to_go": 99, "stars_before": 1,
        "stars_after": 1, "stars_delta": 0}


def test_standings_of_an_unknown_set(capsys):
    assert main(["standings", "nope"]) == 1
    assert "no set 'nope'" in capsys.readouterr().err


class FakeTerminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_line_draws_in_place_and_clears():
    stream = FakeTerminal()
    line = ProgressLine(stream, delay=0, interval=0)
    line("parsing", 0, 1)
    line("verifying", 2048, 5000)
    line("inserting", 5000, 5000)
    line.close()
    text = stream.getvalue()
    assert text.startswith("\rparsing…")
    assert "\rverifying logs 2,048/5,000" in text and "\rinserting 5,000/5,000" in text
    assert text.endswith("\r")
    quiet = io.StringIO()  # not a terminal: nothing
    ProgressLine(quiet, delay=0, interval=0)("parsing", 0, 1)
    assert quiet.getvalue() == ""
