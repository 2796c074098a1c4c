"""Issue 38, item 1: where the field went another way, exact, from the field's own games.

Hand-built deal and logs whose divergences are known: seats 0 and 1 hold the Kreuz Damen (Re),
seats 2 and 3 are Kontra. The analysed seat is 2 (Kontra): its partner is 3, its opponents 0 and
1. Dealer 3, so seat 0 leads the Kreuz Ass; 1 follows with KC or AC, 2 and 3 with TC or 9C. In
the analysed log the partner (3) says Kontra before seat 2 plays. The logs are prefixes of games
(the splits compare log texts; every prefix here is legal, see the first test)."""

from __future__ import annotations

import json

import pytest

from dokodesk.cli import main
from dokodesk.coach.field_splits import FieldSplit, field_results, field_splits
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import write_set
from dokodesk.rules import Deal, Game

HANDS = ["QC QS QH QD JC JS JH JD AD TD AC KC", "QC QS QH QD JC JS JH JD AD TD AC KC",
         "KD 9D TH TC 9C AS TS KS 9S AH KH 9H", "KD 9D TH TC 9C AS TS KS 9S AH KH 9H"]
DEAL = Deal.parse(HANDS, 3)
SEAT = 2

YOURS = ["0:AC", "1:KC", "3:kontra", "2:TC", "3:9C"]
LOGS = {
    "yours": YOURS,
    "you_9c_a": ["0:AC", "1:KC", "3:kontra", "2:9C", "3:TC"],  # you: 9C for TC at event 3
    "you_9c_b": ["0:AC", "1:KC", "3:kontra", "2:9C", "3:9C"],
    "partner_tc": ["0:AC", "1:KC", "3:kontra", "2:TC", "3:TC"],  # partner: TC for 9C at event 4
    "partner_silent": ["0:AC", "1:KC", "2:TC", "3:9C"],  # event 2: no Kontra, seat 2 plays at once
    "opponent_re": ["0:AC", "1:KC", "3:kontra", "0:re", "2:TC", "3:9C"],  # event 3: seat 0 says Re
    "opponent_ac": ["0:AC", "1:AC"],  # event 1: seat 1 AC for KC
    "ends_early": ["0:AC", "1:KC", "3:kontra", "2:TC"],  # ends at 4 where yours has 3:9C
    "goes_on": YOURS + ["0:QC"],  # yours ends at 5, theirs leads the next trick
}


def _r(name: str, re_points: int, players=None) -> FieldResult:
    return FieldResult(re_points, tuple(LOGS[name]), players)


RE_POINTS = 2  # the analysed game: Re +2, so Kontra (seat 2's party) -2


def test_the_hand_built_logs_are_legal_play():
    assert DEAL.parties == (0, 0, 1, 1)
    for log in LOGS.values():
        assert list(Game.replay(DEAL, log).log) == log


def test_your_other_card_grouped_with_better_worse_and_mean():
    # Kontra's points: +3 (better than -2), -5 (worse); the identical log is the same line
    field = [_r("you_9c_a", -3), _r("you_9c_b", 5), _r("yours", 2)]
    splits, same_line = field_splits(DEAL, YOURS, SEAT, RE_POINTS, field)
    assert splits == [FieldSplit(3, "2:TC", "2:9C", "you", pairs=2, better=1, worse=1, mean_points=-1.0)]
    assert same_line == 1
    # the same games seen from seat 0 (Re, own +2): seat 2 is an opponent; Re -3 worse, +5 better
    splits, same_line = field_splits(DEAL, YOURS, 0, RE_POINTS, field)
    assert splits == [FieldSplit(3, "2:TC", "2:9C", "opponent", pairs=2, better=1, worse=1, mean_points=1.0)]
    assert same_line == 1


def test_the_partners_card_and_the_partners_call_another_table_did_not_make():
    # Kontra +4 and 0, both above -2
    field = [_r("partner_tc", -4), _r("partner_silent", 0)]
    splits, same_line = field_splits(DEAL, YOURS, SEAT, RE_POINTS, field)
    assert splits == [
        # yours is the partner's Kontra, theirs seat 2's card: the seats differ and theirs is no
        # call, so the seat of yours (3) did otherwise: one table called where the other did not
        FieldSplit(2, "3:kontra", "2:TC", "partner", pairs=1, better=1, worse=0, mean_points=0.0),
        FieldSplit(4, "3:9C", "3:TC", "partner", pairs=1, better=1, worse=0, mean_points=4.0),
    ]
    assert same_line == 0


def test_an_opponents_call_where_yours_has_none_and_the_order_of_splits():
    # Kontra: -2 (a tie: neither), -6 (worse), +3 (better), -5 (worse)
    field = [_r("opponent_re", 2), _r("opponent_ac", 6), _r("you_9c_a", -3), _r("you_9c_b", 5)]
    splits, same_line = field_splits(DEAL, YOURS, SEAT, RE_POINTS, field)
    assert splits == [
        FieldSplit(1, "1:KC", "1:AC", "opponent", pairs=1, better=0, worse=1, mean_points=-6.0),
        # at event 3 two splits: the one with more pairs first, though seen second
        FieldSplit(3, "2:TC", "2:9C", "you", pairs=2, better=1, worse=1, mean_points=-1.0),
        # yours is seat 2's card, theirs seat 0's Re: theirs is a call, so seat 0 did otherwise
        FieldSplit(3, "2:TC", "0:re", "opponent", pairs=1, better=0, worse=0, mean_points=-2.0),
    ]
    assert same_line == 0


def test_logs_that_end_early_and_results_without_a_log():
    # Kontra +2 and 0 (both better than -2); the unlogged result is counted nowhere
    field = [_r("ends_early", -2), _r("goes_on", 0), FieldResult(-10)]
    splits, same_line = field_splits(DEAL, YOURS, SEAT, RE_POINTS, field)
    assert splits == [
        FieldSplit(4, "3:9C", None, "partner", pairs=1, better=1, worse=0, mean_points=2.0),
        FieldSplit(5, None, "0:QC", "opponent", pairs=1, better=1, worse=0, mean_points=0.0),
    ]
    assert same_line == 0
    assert splits[0].to_json() == {"event_index": 4, "yours": "3:9C", "theirs": None, "by": "partner", "pairs": 1,
                                   "better": 1, "worse": 0, "mean_points": 2.0}


def test_the_field_is_the_dodge_points_field():
    """Cem (seat 2 of the analysed game) also played result 1: his own game is not his field's;
    simulated seats and other people stay."""
    results = [_r("yours", 2, ("Ada", "Ben", "Cem", "Dora")), _r("you_9c_a", -3, ("Eva", "Cem", "Fritz", "Gabi")),
               _r("partner_tc", -4, ("simple#1.3.0", "strong#1.3.1", "strong#1.3.2", "expert#1.3.3")),
               _r("yours", 2, ("Hans", "Ida", "Jan", "Kim"))]
    field = field_results(results, 0, SEAT)
    assert field == [results[2], results[3]]
    splits, same_line = field_splits(DEAL, YOURS, SEAT, RE_POINTS, field)
    assert [(s.event_index, s.by, s.pairs) for s in splits] == [(4, "partner", 1)] and same_line == 1


def _finished(prefix):
    """The prefix played to the end, each seat playing its first legal card, no more calls."""
    game = Game.replay(DEAL, prefix)
    while not game.is_over:
        game.play(game.turn, game.legal_cards(game.turn)[0])
    return game


def test_analyse_json_carries_the_field_splits(tmp_path, monkeypatch, capsys):
    """`dokodesk analyse --json` adds the splits of the file's field to the analysis it printed
    (the analysis is stubbed here: the wiring is under test, not the analysis)."""
    import dokodesk.coach.analysis as analysis

    games = {name: _finished(LOGS[name]) for name in ("yours", "you_9c_a", "partner_silent")}
    results = [FieldResult(games["yours"].value().re_points, games["yours"].log, ("Ada", "Ben", "Cem", "Dora")),
               FieldResult(games["you_9c_a"].value().re_points, games["you_9c_a"].log, ("Eva", "Ben", "Fritz", "Gabi")),
               FieldResult(games["partner_silent"].value().re_points, games["partner_silent"].log,
                           ("Cem", "Hans", "Ida", "Jan")),  # Cem's own game: not his field
               FieldResult(games["yours"].value().re_points, games["yours"].log, ("Kim", "Lea", "Max", "Nina")),
               FieldResult(7)]
    path = tmp_path / "set.json"
    write_set(DodgeSet("splits", [SetDeal(1, DEAL, results)], field="club"), path)

    class Stub:  # an analysis that found nothing (the verdict reads its decisions)
        decisions = ()

        def mistakes(self):
            return []

        def to_json(self):
            return {"deal": 1}

    monkeypatch.setattr(analysis, "analyse_game", lambda *a, **k: Stub())
    assert main(["analyse", str(path), "--deal", "1", "--result", "0", "--seat", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    own = -games["yours"].value().re_points  # seat 2 is Kontra
    theirs = -games["you_9c_a"].value().re_points
    assert out["same_line"] == 1  # Kim's table; Cem's own game and the unlogged result count nowhere
    assert out["field_splits"] == [{"event_index": 3, "yours": "2:TC", "theirs": "2:9C", "by": "you", "pairs": 1,
                                    "better": int(theirs > own), "worse": int(theirs < own),
                                    "mean_points": pytest.approx(theirs)}]
