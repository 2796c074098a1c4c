"""`dokodesk hint`: the app's practice hint at a position of a logged game of the demo set."""

import json
from pathlib import Path

import pytest

from dokodesk.cli import main

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"
# Deal 1, result 0 of the demo: 50 events (two calls, 48 cards). Event 14 leads trick 4 with
# 0:9S; 1:TD trumps, 2:AD; seat 3 holds one Pik, the Zehn, and must follow with it (event 17).
ONE_CARD = ["--deal", "1", "--result", "0", "--before", "17"]


def _hint(capsys, *args):
    code = main(["hint", str(DEMO), *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_one_legal_card_is_that_card_at_once(capsys):
    code, out, _ = _hint(capsys, *ONE_CARD, "--json")
    assert code == 0
    got = json.loads(out)
    assert (got["seat"], got["card"], got["calls"]) == (3, "TS", [])
    assert (got["value"], got["second"], got["second_value"], got["samples"]) == (None, None, None, 0)
    assert got["seconds"] < 0.5  # nothing is sampled
    code, out, _ = _hint(capsys, *ONE_CARD)
    assert code == 0
    assert "before event 17 of 50: trick 4, seat 3 (" in out
    assert "Hint (expert): play Pik Zehn, the only legal card" in out


def test_json_keys_and_types_and_the_apps_hint(capsys):
    from dokodesk.coach.hints import expert_hint
    from dokodesk.dodge.setfile import read_set
    from dokodesk.rules import Game

    # trick 11, seat 0 to lead with three cards: cheap on a small budget
    code, out, _ = _hint(capsys, "--deal", "1", "--result", "0", "--before", "45", "--samples", "8", "--json")
    assert code == 0
    got = json.loads(out)
    assert list(got) == ["deal", "result", "before", "seat", "card", "calls", "value", "second", "second_value",
                         "samples", "seconds"]
    assert (got["deal"], got["result"], got["before"], got["seat"]) == (1, 0, 45, 0)
    assert isinstance(got["card"], str) and isinstance(got["second"], str) and got["card"] != got["second"]
    assert isinstance(got["calls"], list)
    assert all(isinstance(got[k], float) for k in ("value", "second_value", "seconds"))
    assert isinstance(got["samples"], int) and 0 < got["samples"] <= 8
    # the app's hint: the app's seed (0), the seat on turn's view with events 0 to 44 applied
    log = read_set(DEMO).deals[0].results[0].log
    game = Game.replay(read_set(DEMO).deals[0].deal, log[:45])
    hint = expert_hint(game.view(0), 0, samples=8)
    assert got["card"] == hint.card.code and got["second"] == hint.details["second_code"]
    assert got["card"] in {c.code for c in game.legal_cards(0)}


@pytest.mark.parametrize("before,message", [
    ("51", "deal 1, result 0: its log has 50 events (0 to 49); there is no event 51"),
    ("50", "deal 1, result 0: before event 50 (after the log's 50 events) the game is over, nobody may act"),
])
def test_no_position_there(capsys, before, message):
    code, out, err = _hint(capsys, "--deal", "1", "--result", "0", "--before", before)
    assert code == 2 and out == ""
    assert err.startswith("dokodesk hint: ") and message in err


@pytest.mark.parametrize("args,message", [
    (["--deal", "999", "--result", "0"], "has no deal 999 (deals 1 to 200)"),
    (["--deal", "1", "--result", "99"], "deal 1 has 12 results (0 to 11); there is no result 99"),
])
def test_no_such_deal_or_result(capsys, args, message):
    code, _, err = _hint(capsys, *args, "--before", "0")
    assert code == 2 and message in err


def test_a_negative_index_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["hint", str(DEMO), "--deal", "1", "--result", "0", "--before", "-1"])
    assert exc.value.code == 2
    assert "--before" in capsys.readouterr().err
