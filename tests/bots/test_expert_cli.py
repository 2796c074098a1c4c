"""The expert on the command line: `simulate --mix` seats it in the field, bad mixes are refused
with a clear message, `duel` accepts it."""

from __future__ import annotations

import json

import pytest

from dokodesk.cli import main
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, SetDeal
from dokodesk.dodge.setfile import read_set, write_set


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch):
    """The registry's expert on 40 sampled deals a card, not 320: these tests check that the
    commands take the expert by its name and seat it, not how well it plays (its games cost 1.7 s
    of the duel's 1.7 s). Its search is the same code at any sample count."""
    from functools import partial

    import dokodesk.bots
    from dokodesk.bots.expert import ExpertBot

    monkeypatch.setitem(dokodesk.bots.BOTS, "expert", partial(ExpertBot, samples=40))


@pytest.fixture
def set_file(tmp_path):
    path = tmp_path / "set.json"
    write_set(DodgeSet("mix", [SetDeal(i + 1, d) for i, d in enumerate(generate_deals(2, "mix"))]), path)
    return path


def test_simulate_with_a_mix_seats_those_bots(set_file, tmp_path):
    out = tmp_path / "out.json"
    assert main(["simulate", str(set_file), "--tables", "1", "--seed", "4", "-o", str(out), "--workers", "1",
                 "--mix", "expert:0.3,strong:0.5,simple:0.2"]) == 0
    result = read_set(out)
    players = {p.split("#")[0] for d in result.deals for r in d.results for p in r.players}
    assert players == {"expert", "strong", "simple"}  # seed 4, one table a deal: 2 experts, 1 simple
    assert "expert 30%" in result.source and result.field == "simulated"


@pytest.mark.parametrize("mix,message", [
    ("expert:0.3,grandmaster:0.7", "no bot named 'grandmaster'"),
    ("expert", "write each bot as NAME:WEIGHT"),
    ("strong:-1", "a weight must be a positive number"),
    ("strong:x", "the weight 'x' is not a number"),
    ("strong:1,strong:2", "'strong' appears twice"),
])
def test_simulate_refuses_a_bad_mix(set_file, tmp_path, capsys, mix, message):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", str(set_file), "--tables", "1", "-o", str(tmp_path / "o.json"), "--mix", mix])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_duel_accepts_the_expert(capsys):
    assert main(["duel", "expert", "random", "--deals", "1", "--seed", "3", "--json", "--cards", "40"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["a"] == "expert" and out["deals"] == 1
