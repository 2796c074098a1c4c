"""Issue 28, point 7: simulated seats are their own players. The field of a game on a simulated
set keeps every other table, also those where the same bot kinds sat; only a person's own
games leave the field."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from dokodesk.bots.simulate import simulate_set
from dokodesk.cli import main
from dokodesk.coach.cli import field_of, find_game
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.seats import is_person, simulated_kind
from dokodesk.dodge.setfile import write_set
from dokodesk.rules import Deal

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"

# Seats 0 and 1 hold the Kreuz Damen: Re is 0 and 1, Kontra 2 and 3.
HANDS = ["QC QS QH QD JC JS JH JD AD TD KD 9D", "QC QS QH QD JC JS JH JD AD TD KD 9D",
         "AC TC KC 9C AS TS KS 9S AH TH KH 9H", "AC TC KC 9C AS TS KS 9S AH TH KH 9H"]
DEAL = Deal.parse(HANDS, 3)


def _results(players):
    points = (3, -2, 5, 1)  # Re's points at tables 1 to 4
    return [FieldResult(p, players=names) for p, names in zip(points, players)]


def test_two_tables_of_the_same_bot_kinds_stay_in_each_others_field():
    same = [tuple(f"{k}#1.{t}.{s}" for s, k in enumerate(("strong", "expert", "strong", "simple")))
            for t in (1, 2, 3, 4)]
    results = _results(same)
    # table 1, seat 0 (Re): tables 2, 3 and 4 as Re scored them
    assert field_of(DEAL, results, 0, 0) == [-2, 5, 1]
    # seat 2 (Kontra): the same tables from Kontra's side
    assert field_of(DEAL, results, 0, 2) == [2, -5, -1]


def test_older_files_name_simulated_seats_by_kind_alone_and_keep_their_field():
    kinds = [("strong", "expert", "strong", "simple")] * 4
    results = _results(kinds)
    assert field_of(DEAL, results, 1, 0, "simulated") == [3, 5, 1]
    assert field_of(DEAL, results, 1, 3, "simulated") == [-3, -5, -1]


def test_a_persons_own_games_still_leave_the_field():
    players = [("Anna", "Ben", "Cem", "Dora"), ("Eva", "Anna", "Fritz", "Gabi"),
               ("strong#1.3.0", "Ben", "expert#1.3.2", "simple#1.3.3"), ("Hans", "Ida", "Jan", "Kim")]
    results = _results(players)
    # Anna (table 1, seat 0) played table 2 too: it is hers, not her field's
    assert field_of(DEAL, results, 0, 0) == [5, 1]
    # a bare bot kind is a simulated seat only in a simulated set (older files), a person elsewhere
    assert is_person("strong", "club") and not is_person("strong", "simulated")
    assert not is_person("expert#17.4.2") and simulated_kind("expert#17.4.2") == "expert"
    assert not is_person("anna#1") and is_person("Anna#1")  # the form is lower-case WORD#DIGITS
    assert is_person("Anna #1") and is_person("R2#D2")


def _args(path, deal, result, seat):
    return argparse.Namespace(file=str(path), set_file=None, deal=deal, result=result, seat=seat)


def test_every_seat_of_the_demo_has_the_other_tables_as_its_field():
    """Deal 1 of the demo was played at 12 tables: each seat's field is the other 11. (Before,
    seat 0 of result 0, an expert, had none: every table of deal 1 seated an expert somewhere.)"""
    for seat in range(4):
        deal, log, field, _ = find_game(_args(DEMO, 1, 0, seat))
        assert len(field) == 11
    deal, log, field, table = find_game(_args(DEMO, 58, 10, 0))
    assert len(field) == 11
    # who plays on for the others on this deal: the kinds in the result's seat names
    # ('expert#58.11.0', 'strong#58.11.1', 'strong#58.11.2', 'strong#58.11.3'), seat 0 analysed
    _, _, _, table = find_game(_args(DEMO, 58, 10, 2))
    assert table == ["expert", "strong", "expert", "strong"]


def test_analyse_the_demo_reports_the_field(capsys):
    # the field, not the ratings: two samples a decision (32 took 17 s)
    assert main(["analyse", str(DEMO), "--deal", "1", "--result", "0", "--seat", "0",
                 "--samples", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["field_pairs"] == 11 and out["achieved_dodge"] is not None


def test_an_older_simulated_set_file_keeps_the_field(tmp_path):
    """A set written before the seats had names of their own: read through `dokodesk analyse`'s
    lookup, the tables with the same bots stay in the field."""
    from dokodesk.bots import make_bot, play_game
    import random

    deal = generate_deals(1, "older-file")[0]
    results = []
    for t in range(3):
        game = play_game(deal, [make_bot("simple")] * 4, random.Random(t))
        results.append(FieldResult(game.value().re_points, tuple(game.log), ("simple",) * 4))
    path = tmp_path / "older.json"
    write_set(DodgeSet("older", [SetDeal(1, deal, results)], field="simulated"), path)
    _, _, field, _ = find_game(_args(path, 1, 0, 0))
    sign = 1 if deal.parties[0] == 0 else -1
    assert field == [sign * results[1].re_points, sign * results[2].re_points]


def test_the_simulator_names_each_seat_by_its_bot_and_place():
    deals = [SetDeal(i + 1, d) for i, d in enumerate(generate_deals(2, "seats"))]
    simulated = simulate_set(DodgeSet("seats", deals), 3, seed=1, mix=(("strong", 0.5), ("simple", 0.5)))
    names = [n for d in simulated.deals for r in d.results for n in r.players]
    assert len(names) == len(set(names)) == 2 * 3 * 4
    for d in simulated.deals:
        for t, r in enumerate(d.results):
            for seat, name in enumerate(r.players):
                kind, place = name.split("#")
                assert kind in ("strong", "simple") and place == f"{d.number}.{t + 1}.{seat}"
