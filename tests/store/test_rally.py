"""`dokodesk rally`: a club's results on one set, ranked and rated by hand-checked numbers."""

from __future__ import annotations

import json

import pytest

from dokodesk.cli import main
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.setfile import write_results, write_set
from dokodesk.rules import Deal
from dokodesk.store.rally import rally


def seated(deal: Deal, re: tuple[str, str], kontra: tuple[str, str]) -> tuple[str, ...]:
    """Names in seat order 0..3: the two Re seats (holding QC) get `re`, the others `kontra`."""
    re_names, kontra_names = iter(re), iter(kontra)
    return tuple(next(re_names) if seat in deal.re_seats else next(kontra_names) for seat in range(4))


@pytest.fixture
def club(tmp_path):
    deal1, deal2 = generate_deals(2, "rally")
    set_file = tmp_path / "set.json"
    write_set(DodgeSet("club-1", [
        SetDeal(1, deal1, [FieldResult(3, players=seated(deal1, ("Anna", "Ben"), ("Cem", "Dora"))),
                           FieldResult(-2, players=seated(deal1, ("Emil", "Fia"), ("Gus", "Hal")))]),
        SetDeal(2, deal2)], field="club"), set_file)
    results_file = tmp_path / "evening-2.json"
    write_results(ResultsFile("club-1", [
        (1, FieldResult(3, players=seated(deal1, ("Ida", "Jan"), ("Kai", "Lea")))),
        (2, FieldResult(1, players=seated(deal2, ("Anna", "Ben"), ("Cem", "Dora")))),  # alone on deal 2
    ]), results_file)
    return set_file, results_file


def test_rally_json_by_hand(club, capsys):
    set_file, results_file = club
    assert main(["rally", str(set_file), str(results_file), "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    report = json.loads(out)
    # Deal 1 has three tables: Re points 3 (set file, index 0), -2 (set file, index 1) and
    # 3 (results file, index 2). Each Re pair is ranked against the two other tables:
    #   3:  fewer 1 (the -2), more 0 -> (1 - 0) / 2 * 100 = +50;  Kontra the negation, -50
    #  -2:  fewer 0, more 2         -> (0 - 2) / 2 * 100 = -100; Kontra +100
    #   3:  as the first table       -> +50 / -50
    # Deal 2 has a single table: no field, null for both pairs.
    assert report["results"] == [
        {"deal": 1, "result": 0, "re_dodge": 50.0, "kontra_dodge": -50.0},
        {"deal": 1, "result": 1, "re_dodge": -100.0, "kontra_dodge": 100.0},
        {"deal": 1, "result": 2, "re_dodge": 50.0, "kontra_dodge": -50.0},
        {"deal": 2, "result": 0, "re_dodge": None, "kontra_dodge": None},
    ]
    # Every player has one counted game (deal 2 is pending for Anna, Ben, Cem and Dora), so
    # 99 games are missing: penalty 99 * 100 = 9900, rating (Dodge points - 9900) / 100.
    #   Gus, Hal (Kontra vs -2):   (100 - 9900) / 100 = -98.0
    #   Anna, Ben, Ida, Jan (Re):  (50 - 9900) / 100  = -98.5
    #   Cem, Dora, Kai, Lea:       (-50 - 9900) / 100 = -99.5
    #   Emil, Fia (Re with -2):    (-100 - 9900) / 100 = -100.0
    # All negative: one star stays one star (delta 0). Best rating first, then by name.
    def player(name, dodge, rating):
        return {"name": name, "games": 1, "dodge_points": dodge, "penalty": 9900, "rating": rating,
                "stars_delta": 0}

    assert report["players"] == [
        player("Gus", 100.0, -98.0), player("Hal", 100.0, -98.0),
        player("Anna", 50.0, -98.5), player("Ben", 50.0, -98.5), player("Ida", 50.0, -98.5),
        player("Jan", 50.0, -98.5),
        player("Cem", -50.0, -99.5), player("Dora", -50.0, -99.5), player("Kai", -50.0, -99.5),
        player("Lea", -50.0, -99.5),
        player("Emil", -100.0, -100.0), player("Fia", -100.0, -100.0),
    ]


def test_rally_text(club, capsys):
    set_file, results_file = club
    assert main(["rally", str(set_file), str(results_file)]) == 0
    out = capsys.readouterr().out
    assert "deal   2 result   0: Re  +1  Re      –  Kontra      –" in out
    assert "Gus" in out.splitlines()[-12]  # the best player heads the table


def test_a_set_file_alone_ranks_its_own_results(club, capsys):
    set_file, _ = club
    assert main(["rally", str(set_file), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    # Two tables on deal 1: 3 beats -2, so +100 / -100 each way.
    assert [(r["re_dodge"], r["kontra_dodge"]) for r in report["results"]] == [(100.0, -100.0), (-100.0, 100.0)]


def test_reaching_the_obligatory_games_earns_a_star():
    # 100 deals, two tables each, the same eight players. Table A always scores 1, table B 0:
    # A's Re pair is +100 on every deal and its Kontra pair -100; B the other way round.
    # Anna and Ben sit Re at table A: 100 games of +100 -> rating 10000 / 100 = +100, +1 star.
    # Cem and Dora are Kontra at table A: -100 each game -> rating -100, stay at one star.
    deals = generate_deals(100, "obligatory")
    set_deals = [SetDeal(i + 1, deal, [FieldResult(1, players=seated(deal, ("Anna", "Ben"), ("Cem", "Dora"))),
                                       FieldResult(0, players=seated(deal, ("Emil", "Fia"), ("Gus", "Hal")))])
                 for i, deal in enumerate(deals)]
    result = rally(DodgeSet("long", set_deals))
    by_name = {p.name: p for p in result.players}
    assert (by_name["Anna"].games, by_name["Anna"].rating.penalty, by_name["Anna"].rating.rating) == (100, 0, 100.0)
    assert by_name["Anna"].stars_delta == 1
    assert (by_name["Cem"].rating.rating, by_name["Cem"].stars_delta) == (-100.0, 0)
    assert (by_name["Gus"].rating.rating, by_name["Gus"].stars_delta) == (100.0, 1)  # Kontra vs 0: +100
    assert result.players[0].name == "Anna"


def test_rally_refuses_results_of_another_set(club, tmp_path, capsys):
    set_file, _ = club
    other = tmp_path / "other.json"
    write_results(ResultsFile("other-set", [(1, FieldResult(0))]), other)
    assert main(["rally", str(set_file), str(other)]) == 1
    err = capsys.readouterr().err
    assert f"{other}: set_id: the results are for set 'other-set', not 'club-1'" in err


def test_rally_warns_about_a_player_twice_on_a_deal(club, tmp_path, capsys):
    set_file, _ = club
    deal1 = generate_deals(1, "rally")[0]
    again = tmp_path / "again.json"
    write_results(ResultsFile("club-1", [(1, FieldResult(0, players=seated(deal1, ("Anna", "X"), ("Y", "Z"))))]),
                  again)
    assert main(["rally", str(set_file), "--json"]) == 0
    before = {p["name"]: p for p in json.loads(capsys.readouterr().out)["players"]}
    assert main(["rally", str(set_file), str(again), "--json"]) == 0
    out, err = capsys.readouterr()
    assert "Anna played 1 game(s) on a deal again (deal 1)" in err and "only the first game counts" in err
    after = {p["name"]: p for p in json.loads(out)["players"]}
    # Seed 001: each deal once per participant. Anna's second game on deal 1 is not counted...
    assert after["Anna"]["games"] == before["Anna"]["games"]
    # ...but X, Y and Z played deal 1 for the first time at that table: theirs counts.
    assert after["X"]["games"] == 1 and after["Z"]["games"] == 1


def test_a_simulated_fields_bot_names_are_not_rated(tmp_path, capsys):
    from dokodesk.bots.simulate import simulate_set

    deals = [SetDeal(i + 1, d) for i, d in enumerate(generate_deals(3, "sim-rally"))]
    simulated = simulate_set(DodgeSet("sim", deals), 4, seed=1,
                             mix=(("strong", 0.5), ("simple", 0.35), ("random", 0.15)))  # cheap bots
    assert {name.split("#")[0] for d in simulated.deals for r in d.results for name in r.players} <= {"strong", "simple", "random"}
    path = tmp_path / "sim.json"
    write_set(simulated, path)
    deal1 = simulated.deals[0].deal
    club = tmp_path / "club.json"
    write_results(ResultsFile("sim", [(1, FieldResult(0, players=seated(deal1, ("Anna", "Ben"), ("Cem", "Dora"))))]),
                  club)
    assert main(["rally", str(path), str(club), "--json"]) == 0
    out, err = capsys.readouterr()
    assert "simulated field" in err and "bot names are not rated" in err
    result = json.loads(out)
    assert sorted(p["name"] for p in result["players"]) == ["Anna", "Ben", "Cem", "Dora"]
    assert len(result["results"]) == 3 * 4 + 1  # the bots' games are still the field
