"""One's own games never count in one's own field (issue 17, point 5): `import club.json` and
then `import club.json --me Cem` left Cem's results in the field as well (rating +4.21 where
`rally` gave +4.36)."""

from __future__ import annotations

import json

import pytest
from store_helpers import make_set, set_doc, write_doc

from dokodesk.cli import main

# Deal 1: Cem sits at the seat holding a Kreuz-Dame (Re) and scores Re +4. The three other
# tables scored Re +2, +6 and -3.
# By hand, Cem's Re pair against the other Re pairs: fewer points 2 (+2, -3), more 1 (+6), four
# Re pairs in all: (2 - 1) / (4 - 1) x 100 = +33.33.
# With his own result also in the field (the bug): five pairs, one a tie: (2 - 1) / 4 x 100 = +25.0.
CEM_DODGE = 100 / 3


def club_file(tmp_path):
    dodge_set = make_set(n_deals=1, set_id="club-1")
    doc = set_doc(dodge_set)
    hands = doc["deals"][0]["hands"]
    re_seat = next(seat for seat, hand in enumerate(hands) if "QC" in hand.split())
    cem_players = ["Anna", "Ben", "Dora", "Emil"]
    cem_players.insert(re_seat, "Cem")
    others = [["Fritz", "Gina", "Hans", "Ida"], ["Jan", "Kai", "Lea", "Mia"], ["Nils", "Ole", "Pia", "Quinn"]]
    doc["deals"][0]["results"] = (
        [{"re_points": 4, "players": cem_players[:4]}]
        + [{"re_points": p, "players": names} for p, names in zip((2, 6, -3), others)])
    doc["set"]["field"] = "club"
    return write_doc(tmp_path / "club.json", doc)


def run_json(capsys, *argv) -> dict:
    assert main(list(argv)) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("first_without_me", [True, False])
def test_own_games_leave_the_field_and_rating_and_rally_agree(tmp_path, capsys, first_without_me):
    path = club_file(tmp_path)
    if first_without_me:
        assert main(["import", str(path)]) == 0
    assert main(["import", str(path), "--me", "Cem"]) == 0
    capsys.readouterr()
    standings = run_json(capsys, "standings", "club-1", "--json")
    (deal,) = standings["deals"]
    assert deal["state"] == "rated" and deal["party"] == "re" and deal["own_points"] == 4
    assert deal["field_size"] == 3  # the other three tables, not Cem's own
    assert deal["dodge_points"] == pytest.approx(CEM_DODGE)
    assert deal["dodge_points_at_finish"] == pytest.approx(CEM_DODGE)
    rally = run_json(capsys, "rally", str(path), "--json")
    cem = next(p for p in rally["players"] if p["name"] == "Cem")
    assert cem["games"] == standings["games"] == 1
    assert cem["dodge_points"] == pytest.approx(CEM_DODGE)
    assert standings["rating"] == pytest.approx(cem["rating"])
    # importing the file again with --me changes nothing
    assert main(["import", str(path), "--me", "Cem"]) == 0
    capsys.readouterr()
    assert run_json(capsys, "standings", "club-1", "--json")["deals"][0]["field_size"] == 3


def logged_club_file(tmp_path):
    """Deal 1 with four logged tables; Cem at seat 0 of the first."""
    doc = set_doc(make_set(n_deals=1, set_id="club-2", logs=4))
    names = [["Cem", "Anna", "Ben", "Dora"], ["Fritz", "Gina", "Hans", "Ida"], ["Jan", "Kai", "Lea", "Mia"],
             ["Nils", "Ole", "Pia", "Quinn"]]
    for result, players in zip(doc["deals"][0]["results"], names):
        result["players"] = players
    return write_doc(tmp_path / "club2.json", doc)


def test_importing_the_file_again_without_me_does_not_put_the_own_game_back(tmp_path, capsys):
    path = logged_club_file(tmp_path)
    assert main(["import", str(path), "--me", "Cem"]) == 0
    capsys.readouterr()
    before = run_json(capsys, "standings", "club-2", "--json")["deals"][0]
    assert before["field_size"] == 3
    assert main(["import", str(path)]) == 0  # the whole club file again, without --me
    capsys.readouterr()
    after = run_json(capsys, "standings", "club-2", "--json")["deals"][0]
    assert after["field_size"] == 3
    assert after["dodge_points"] == before["dodge_points"]


@pytest.mark.parametrize("name, said", [("\u200b\u200b", "a character one can see"), ("\x00", "a character one can see"),
                                        ("strong#1.2.3", "simulated seat")])
def test_me_must_name_a_person(tmp_path, capsys, fresh_data_dir, name, said):
    """Issue 30.13: `import --me` took a name of only zero-width characters or NULs, and a
    simulated seat's name (a bot is never the user)."""
    path = club_file(tmp_path)
    assert main(["import", str(path), "--me", name]) == 1
    err = capsys.readouterr().err
    assert said in err and "nothing was imported" in err and "Traceback" not in err
    assert main(["sets"]) == 0
    assert "no sets yet" in capsys.readouterr().out
