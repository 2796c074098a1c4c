"""The season: `close`, `stars`, `import --me` and the forfeits of the spoiler rule.

Expected values are computed here by hand from the seeds' formulas, not with dodge.points:
Dodgepunkte = (pairs with fewer - pairs with more) / (all pairs - 1) * 100, one's own party's
points compared with the field's pairs of the same party (Kontra: negated Re points);
Dodgewertung = (Dodgepunkte - 100 * missing games) / 100 below 100 games, else Dodgepunkte /
games; a rating >= 0 earns a star (at most 3), a negative one costs one (at least 1)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from dokodesk.cli import main
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, ResultsFile, SetDeal
from dokodesk.dodge.setfile import write_results, write_set
from dokodesk.rules import RULES_48
from dokodesk.store import DB_NAME, Store, StoreError
from dokodesk.store import schema
from store_helpers import dump, played

FIELD = (0, 2, -3)  # the field's Re points on every deal (points only, no players)


def re_seats(deal) -> list[int]:
    return [seat for seat, hand in enumerate(deal.hand_strings()) if "QC" in hand.split()]


def hand_dodge(own: int, field_own: list[int]) -> float:
    fewer = sum(1 for f in field_own if f < own)
    more = sum(1 for f in field_own if f > own)
    return (fewer - more) / len(field_own) * 100  # all pairs - 1 = the field without oneself


def club_set(set_id: str, n: int, me_on_re: int, month: str | None = "2026-10") -> tuple[DodgeSet, float]:
    """`n` deals with FIELD and one result (Re points 1) in which "Me" sits at a Re seat on the
    first `me_on_re` deals and at a Kontra seat on the rest. Returns the set and Me's Dodge
    points summed by hand."""
    deals, total = [], 0.0
    for number, deal in enumerate(generate_deals(n, set_id), start=1):
        re = re_seats(deal)
        seat = re[0] if number <= me_on_re else next(s for s in range(4) if s not in re)
        names = ["A", "B", "C"]
        players = tuple("Me" if s == seat else names.pop() for s in range(4))
        on_re = seat in re
        own = 1 if on_re else -1
        total += hand_dodge(own, [f if on_re else -f for f in FIELD])
        deals.append(SetDeal(number, deal, [FieldResult(p) for p in FIELD] + [FieldResult(1, players=players)]))
    return DodgeSet(set_id, deals, RULES_48, title=f"Club {set_id}", month=month, field="club"), total


def run_json(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def test_import_me_close_and_stars_by_the_seeds_formulas(tmp_path, capsys, fresh_data_dir):
    # Set A: 100 games, 60 as Re (+33.3 each: one pair scored less, 0 and -3, one more, 2) and
    # 40 as Kontra (-33.3 each): 20 * 100/3 = +666.7 Dodge points, rating +6.67 -> 2 stars.
    set_a, dodge_a = club_set("club-a", 100, 60)
    assert dodge_a == pytest.approx(2000 / 3)
    write_set(set_a, tmp_path / "a.json")
    assert main(["import", str(tmp_path / "a.json"), "--me", "Me"]) == 0
    assert capsys.readouterr().out.endswith("; Me's games: 100 rated\n")

    standings = run_json(capsys, "standings", "club-a", "--json")
    assert standings["games"] == 100 and standings["penalty"] == 0
    # Me's own results are not part of the field: every deal's field is the three FIELD tables.
    assert {d["field_size"] for d in standings["deals"]} == {3}
    assert standings["rating"] == pytest.approx(dodge_a / 100)

    closed = run_json(capsys, "close", "club-a", "--json")
    assert closed == {"set": "club-a", "games": 100, "rating": pytest.approx(20 / 3), "stars_before": 1,
                      "stars_after": 2}

    # Set B: 10 games, all as Kontra: 10 * -33.3 - 90 * 100 penalty = -9333.3 / 100 = -93.33 -> 1 star.
    set_b, dodge_b = club_set("club-b", 10, 0, month="2026-11")
    assert dodge_b == pytest.approx(-1000 / 3)
    write_set(set_b, tmp_path / "b.json")
    assert main(["import", str(tmp_path / "b.json"), "--me", "Me"]) == 0
    capsys.readouterr()
    closed_b = run_json(capsys, "close", "club-b", "--json")
    assert closed_b == {"set": "club-b", "games": 10, "rating": pytest.approx((dodge_b - 9000) / 100),
                        "stars_before": 2, "stars_after": 1}

    stars = run_json(capsys, "stars", "--json")
    assert stars == {"stars": 1, "history": [closed, closed_b]}  # oldest first
    assert main(["stars"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("stars ★☆☆ (1)") and text.index("club-a") < text.index("club-b")


def test_closing_twice_is_refused_and_changes_nothing(tmp_path, capsys, fresh_data_dir):
    set_a, _ = club_set("club-a", 4, 4)
    write_set(set_a, tmp_path / "a.json")
    assert main(["import", str(tmp_path / "a.json"), "--me", "Me"]) == 0
    assert main(["close", "club-a"]) == 0
    capsys.readouterr()
    before = dump(fresh_data_dir / DB_NAME)
    assert main(["close", "club-a", "--json"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "set club-a is already closed" in err
    assert dump(fresh_data_dir / DB_NAME) == before
    assert main(["close", "nope"]) == 1
    assert "no set 'nope'" in capsys.readouterr().err


def test_a_closed_set_keeps_its_rating_and_allows_only_practice(store):
    set_a, _ = club_set("club-a", 5, 5)
    for d in set_a.deals:  # the field only
        d.results[:] = [r for r in d.results if r.players is None]
    store.import_set(set_a)
    deal = set_a.deals[0].deal
    game_id = store.start_game("club-a", 1, re_seats(deal)[0], rated=True)
    log, re_points = played(deal, 3)
    own = re_points
    store.finish_game(game_id, log, re_points, own, None)
    expected = (hand_dodge(own, list(FIELD)) - 99 * 100) / 100
    closed = store.close_set("club-a")
    assert closed.rating == pytest.approx(expected) and closed.games == 1
    # The field grows after closing: the recorded rating stays.
    store.import_set(DodgeSet("club-a", [SetDeal(1, deal, [FieldResult(25), FieldResult(-25)])], RULES_48))
    standings = store.set_standings("club-a")
    assert standings.closed and standings.rating.rating == pytest.approx(expected)
    assert not store.rated_available("club-a", 2)
    assert store.game(store.start_game("club-a", 2, 0, rated=True)).rated is False
    with pytest.raises(StoreError, match="already closed"):
        store.close_set("club-a")


def test_closing_turns_an_unfinished_rated_game_into_practice(store):
    set_a, _ = club_set("club-a", 2, 2)
    store.import_set(set_a)
    game_id = store.start_game("club-a", 2, 0, rated=True)
    closed = store.close_set("club-a")
    assert closed.converted_to_practice == 1 and closed.games == 0
    assert store.game(game_id).rated is False


def test_import_me_first_game_per_deal_counts_and_importing_again_adds_nothing(tmp_path, store):
    set_a, _ = club_set("club-a", 2, 2)
    for d in set_a.deals:
        d.results.clear()
    store.import_set(set_a)
    deal1 = set_a.deals[0].deal
    (log1, p1), (log2, p2) = played(deal1, 1), played(deal1, 2)
    kontra = next(s for s in range(4) if s not in re_seats(deal1))
    at = lambda seat: tuple("Me" if s == seat else f"X{s}" for s in range(4))  # noqa: E731
    results = ResultsFile("club-a", [(1, FieldResult(p1, tuple(log1), at(kontra))),
                                     (1, FieldResult(p2, tuple(log2), at((kontra + 1) % 4))),
                                     (1, FieldResult(7)), (1, FieldResult(-7))])
    path = tmp_path / "r.json"
    write_results(results, path)
    summary = store.import_file(path, me="Me")
    assert (summary.own.rated, summary.own.practice, summary.added_results) == (1, 1, 2)
    games = store.own_games("club-a")
    assert [(g.rated, g.seat, g.re_points, g.own_points) for g in games] == [
        (True, kontra, p1, -p1), (False, (kontra + 1) % 4, p2, p2 if (kontra + 1) % 4 in re_seats(deal1) else -p2)]
    # Kontra: own -p1 against the field's Kontra points -7 and +7.
    assert store.set_standings("club-a").deals[0].dodge_points == pytest.approx(hand_dodge(-p1, [-7, 7]))
    again = store.import_file(path, me="Me")
    assert (again.own.rated, again.own.practice, again.own.known, again.added_results) == (0, 0, 2, 0)


def test_import_me_refuses_a_name_at_two_seats_or_nowhere(tmp_path, capsys, fresh_data_dir):
    set_a, _ = club_set("club-a", 2, 2)
    set_a.deals[1].results.append(FieldResult(0, players=("Me", "Me", "B", "C")))
    write_set(set_a, tmp_path / "a.json")
    assert main(["import", str(tmp_path / "a.json")]) == 0  # without --me: all field
    capsys.readouterr()
    before = dump(fresh_data_dir / DB_NAME)
    assert main(["import", str(tmp_path / "a.json"), "--me", "Me"]) == 1
    err = capsys.readouterr().err
    assert "deal 2, result 4, players: Me sits at seats 0 and 1 of one table" in err
    assert main(["import", str(tmp_path / "a.json"), "--me", "Zoe"]) == 1
    err = capsys.readouterr().err
    assert "'Zoe' plays in none of its results" in err and "players in the file: A, B, C, Me" in err
    assert dump(fresh_data_dir / DB_NAME) == before


def test_a_forfeit_is_a_rated_game_worth_minus_100(store):
    set_a, _ = club_set("club-a", 3, 3)
    store.import_set(set_a)
    assert not store.field_visible("club-a", 2)
    in_progress = store.start_game("club-a", 2, 0, rated=True)
    assert store.forfeit_deal("club-a", 2) is True
    assert store.field_visible("club-a", 2) and store.game(in_progress).rated is False
    assert store.forfeit_deal("club-a", 2) is False  # nothing left to forfeit
    standings = store.set_standings("club-a")
    assert standings.deals[1].dodge_points == -100.0
    # One game of -100, 99 missing: (-100 - 9900) / 100.
    assert (standings.rating.games, standings.rating.rating) == (1, -100.0)
    assert not store.rated_available("club-a", 2)


def test_a_month_over_makes_a_set_due_for_closing(store):
    from datetime import date

    for set_id, month in (("oct", "2026-10"), ("nov", "2026-11"), ("none", None), ("unplayed", "2026-09")):
        store.import_set(club_set(set_id, 1, 1, month=month)[0])
        if set_id != "unplayed":  # a set never played is not pressed to close
            store.forfeit_deal(set_id, 1)
    assert store.sets_due_for_closing(date(2026, 10, 31)) == []
    assert store.sets_due_for_closing(date(2026, 11, 1)) == ["oct"]
    assert store.sets_due_for_closing(date(2027, 1, 1)) == ["oct", "nov"]
    store.close_set("oct")
    assert store.sets_due_for_closing(date(2027, 1, 1)) == ["nov"]


def test_a_version_1_database_migrates_keeping_its_data(fresh_data_dir):
    path = fresh_data_dir / DB_NAME
    conn = schema.connect(path, schema.MIGRATIONS[:1])
    conn.execute("INSERT INTO settings (key, value) VALUES ('stars', '2')")
    conn.close()
    with Store.open() as store:
        assert store.stars() == 2 and store.stars_history() == []
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION  # 3 keyed results by id and content
    conn.close()


def test_a_set_closed_without_taking_part_is_not_rated_and_keeps_the_stars(tmp_path, capsys, fresh_data_dir):
    set_a, _ = club_set("club-a", 2, 2)
    write_set(set_a, tmp_path / "a.json")
    assert main(["import", str(tmp_path / "a.json")]) == 0
    with Store.open() as store:
        store.set_stars(2)
    capsys.readouterr()
    closed = run_json(capsys, "close", "club-a", "--json")
    assert closed == {"set": "club-a", "games": 0, "rating": None, "stars_before": 2, "stars_after": 2}
    assert run_json(capsys, "stars", "--json") == {"stars": 2, "history": [closed]}


def test_generate_makes_a_month_of_200_deals_by_default(tmp_path, capsys):
    path = tmp_path / "set.json"
    assert main(["generate", "--seed", "9", "--month", "2026-12", "-o", str(path)]) == 0
    from dokodesk.dodge.setfile import read_set

    made = read_set(path)
    assert len(made.deals) == 200 and made.month == "2026-12"
    assert main(["generate", "--seed", "9", "--month", "2026-13", "-o", str(path)]) == 2
    assert "--month must be a month YYYY-MM" in capsys.readouterr().err


def test_standings_of_a_closed_set_say_so(tmp_path, capsys, fresh_data_dir):
    set_a, _ = club_set("club-a", 3, 3)
    write_set(set_a, tmp_path / "a.json")
    assert main(["import", str(tmp_path / "a.json"), "--me", "Me"]) == 0
    assert main(["close", "club-a"]) == 0
    capsys.readouterr()
    assert main(["standings", "club-a"]) == 0
    assert "closed: stars ★ → ★ (+0); only practice from now on" in capsys.readouterr().out


def test_visible_deal_numbers_are_the_deals_field_visible_allows(store):
    """The training's one query: forfeited deals and deals with a finished rated game while
    the set is open; every deal once it is closed; not a rated game still running, nor a
    practice game."""
    import random

    from dokodesk.rules import play_randomly

    set_a, _ = club_set("club-a", 6, 3)
    store.import_set(set_a)
    store.forfeit_deal("club-a", 5)
    finished = store.start_game("club-a", 2, 0, rated=True)
    game = play_randomly(set_a.deals[1].deal, random.Random(3))
    points = game.value().re_points
    store.finish_game(finished, game.log, points, points if 0 in re_seats(set_a.deals[1].deal) else -points, None)
    store.start_game("club-a", 3, 0, rated=True)  # running: its field stays hidden
    practice = store.start_game("club-a", 5, 1, rated=True)  # deal 5 is forfeited: practice
    assert store.game(practice).rated is False
    assert store.visible_deal_numbers("club-a") == [2, 5]
    assert [n for n in range(1, 7) if store.field_visible("club-a", n)] == [2, 5]
    assert store.visible_deal_numbers("club-a", limit=1) == [2]
    store.close_set("club-a")
    assert store.visible_deal_numbers("club-a") == [1, 2, 3, 4, 5, 6]
