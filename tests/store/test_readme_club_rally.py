"""The README's club-rally example, run line by line through the real entry point."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest

from dokodesk.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"


def example_commands() -> list[list[str]]:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"<!-- club-rally-example.*?-->\s*```sh\n(.*?)```", text, re.S)
    assert block, "the README lost its club-rally example"
    lines = block.group(1).replace("\\\n", " ").splitlines()
    return [shlex.split(line) for line in lines if line.strip()]


def test_the_readme_club_rally_example_works_end_to_end(tmp_path, monkeypatch, capsys, fresh_data_dir):
    monkeypatch.chdir(tmp_path)
    commands = example_commands()
    assert [c[:2] for c in commands] == [["dokodesk", "generate"], ["dokodesk", "simulate"], ["dokodesk", "rally"],
                                         ["dokodesk", "import"], ["dokodesk", "import"], ["dokodesk", "standings"],
                                         ["dokodesk", "close"], ["dokodesk", "stars"]]
    outputs = []
    for argv in commands:
        argv = argv[1:] + (["--workers", "1"] if argv[1] == "simulate" else [])
        assert main(argv) == 0, (argv, capsys.readouterr().err)
        out, err = capsys.readouterr()
        assert "Traceback" not in err
        outputs.append(out)
    assert "13 players" in outputs[1]
    # Nobody plays a deal twice in the simulated club, so rally warns about nothing.
    assert main(["rally", "club-set.json.gz", "club-results.json", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    players = {p["name"]: p for p in json.loads(out)["players"]}
    assert len(players) == 13
    # 200 deals x 3 tables x 4 seats, 13 players: each plays 2400 / 13 = 184.6 games on average.
    assert sum(p["games"] for p in players.values()) == 2400
    # Anna's games imported as the user's: the store compares them with the other tables, as
    # rally does, so the standings and the closing agree with her rally line.
    standings = outputs[5]
    anna = players["Anna"]
    assert f"rated games {anna['games']}," in standings
    assert f"rating {anna['rating']:+.2f}" in standings
    assert main(["stars", "--json"]) == 0
    history = json.loads(capsys.readouterr().out)["history"]
    assert history[0]["games"] == anna["games"] and history[0]["rating"] == pytest.approx(anna["rating"])
    assert history[0]["stars_after"] == 1 + anna["stars_delta"]


def test_a_simulated_club_seats_everyone_once_a_deal_and_refuses_too_few_players(tmp_path, capsys):
    from dokodesk.bots.simulate import simulate_club
    from dokodesk.dodge.setfile import read_set

    assert main(["generate", "--deals", "4", "--seed", "c", "-o", str(tmp_path / "s.json")]) == 0
    dodge_set = read_set(tmp_path / "s.json")
    names = [f"P{i}" for i in range(9)]
    quick = (("strong", 0.5), ("simple", 0.5))  # seating is the point here, not the bots' strength
    one = simulate_club(dodge_set, names, 2, seed=3, workers=1, mix=quick)
    assert one == simulate_club(dodge_set, names, 2, seed=3, workers=2, mix=quick)
    for number in range(1, 5):
        seated = [p for n, r in one.results if n == number for p in r.players]
        assert len(seated) == 8 == len(set(seated))  # two tables, nobody twice, one sits out
    capsys.readouterr()
    assert main(["simulate", str(tmp_path / "s.json"), "--tables", "2", "--results", str(tmp_path / "r.json"),
                 "--players", "A,B,C,D,E"]) == 2
    assert "2 tables need at least 8 players, not 5" in capsys.readouterr().err
    assert not (tmp_path / "r.json").exists()
