"""Issue 20: the analysis in Dodge points against the deal's field, standard errors and
mistakes that are significant, stability across seeds, hints that agree with the analysis, and
reason texts true to the position. Expected values are computed by hand in the comments."""

from __future__ import annotations

import json
import math
import random

import numpy as np
import pytest

from dokodesk.bots import make_bot, play_game
from dokodesk.cli import main
from dokodesk.coach import analyse_game
from dokodesk.coach.analysis import card_reason, reason_text
from dokodesk.coach.cli import field_of
from dokodesk.coach.engine import Comparison, DodgeField, Rating, is_mistake
from dokodesk.coach.hints import expert_hint
from dokodesk.coach.stability import agreement, analyse_twice, mixed_games
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import write_set
from dokodesk.rules import Game, parse_event
from dokodesk.rules.cards import CARDS_BY_CODE, Card

ID = {code: CARDS_BY_CODE[code].id for code in ("QC", "TH", "JC", "AD", "KD", "9D", "TD", "JH", "QS", "9C", "AC", "KC", "TC")}


# ------------------------------------------------------------------------------ Dodge values
def test_dodge_of_an_outcome_against_a_small_field():
    # search.md's field {-2, -2, +1, +3}: +2 beats three pairs and loses to one: (3 - 1) / 4 * 100 = 50;
    # +1: 2 below, 1 above -> 25 (a tie counts as neither); +4 and +6 both beat all four -> 100;
    # -2: none below, 2 above -> -50; -5 -> -100.
    field = DodgeField([1, -2, 3, -2])
    assert field.dodge(np.array([2, 1, 4, 6, -2, -5])).tolist() == [50.0, 25.0, 100.0, 100.0, -50.0, -100.0]


def test_expected_dodge_points_and_their_standard_error_by_hand():
    field = DodgeField([-2, -2, 1, 3])
    # Option a on three sampled deals: +2, +6, -2 (tie-breakers round away) -> Dodge 50, 100, -50: mean 33.33.
    # Option b on the same deals: +1, +1, +4 -> 25, 25, 100: mean 50.
    r = Rating(["a", "b"], {"a": [2.004, 6.0, -1.996], "b": [1.0, 0.998, 4.0]}, field)
    assert r.dodge_value("a") == pytest.approx(100 / 3)
    assert r.dodge_value("b") == pytest.approx(50.0)
    assert r.best() == "b"
    c = r.compare("b", "a")
    # Per-sample differences b - a: Dodge -25, -75, +150 (mean 16.67); their sample standard
    # deviation: squares of (-41.67, -91.67, 133.33) sum to 27916.7, / 2, sqrt = 118.15, / sqrt(3) = 68.21.
    assert c.dodge == pytest.approx(50 / 3)
    assert c.dodge_se == pytest.approx(68.21, abs=0.01)
    # Game points: -1.004, -5.002, +5.996 (mean ~ -0.0033).
    assert c.game == pytest.approx((-1.004 - 5.002 + 5.996) / 3)
    assert c.samples == 3


def test_a_mistake_is_a_loss_two_standard_errors_above_the_threshold():
    # No field: game points, threshold 0.25: 1.0 - 2 * 0.3 = 0.4 > 0.25 (a mistake), 1.0 - 2 * 0.4 = 0.2 (not).
    assert is_mistake(Comparison(1.0, 0.3, None, None, 100), dodge=False)
    assert not is_mistake(Comparison(1.0, 0.4, None, None, 100), dodge=False)
    # With a field, Dodge points decide (threshold 4): 20 - 2 * 7 = 6 > 4; 20 - 2 * 9 = 2 is not,
    # whatever the game points say.
    assert is_mistake(Comparison(0.0, 1.0, 20.0, 7.0, 100), dodge=True)
    assert not is_mistake(Comparison(5.0, 0.1, 20.0, 9.0, 100), dodge=True)


def test_no_field_of_the_party_gives_null_dodge_values():
    deal = generate_deals(1, "coach-nofield")[0]
    log = play_game(deal, [make_bot("strong")] * 4, random.Random(3)).log
    a = analyse_game(deal, log, 1, samples=8, field_points=[])
    assert a.field_size == 0 and a.total_dodge_loss is None
    assert all(d.dodge_loss is None and d.dodge_loss_se is None for d in a.decisions)
    assert a.to_json()["total_dodge_loss"] is None


def test_with_a_field_every_decision_has_dodge_losses():
    deal = generate_deals(1, "coach-field")[0]
    log = play_game(deal, [make_bot("strong")] * 4, random.Random(4)).log
    a = analyse_game(deal, log, 2, samples=16, field_points=[-3, 0, 2, 2, 5])
    assert a.field_size == 5
    for d in a.decisions:
        assert d.dodge_loss is not None and 0 <= d.dodge_loss <= 200
        assert d.dodge_loss_se is not None and d.dodge_loss_se >= 0
        # A mistake is significant: its Dodge loss exceeds two standard errors.
        assert not d.mistake or d.dodge_loss > 2 * d.dodge_loss_se
    assert a.total_dodge_loss == pytest.approx(sum(d.dodge_loss for d in a.decisions))


def test_the_field_leaves_out_the_analysed_game_and_the_players_own_games():
    deal = generate_deals(1, "coach-fieldof")[0]
    seat = next(s for s in range(4) if deal.parties[s] == 1)  # a Kontra seat: points negated
    players = ("ann", "bob", "cy", "dee")
    me = players[seat]
    results = [FieldResult(4, (), players),                      # the analysed game
               FieldResult(2, None, ("eve", me, "fay", "gus")),  # the player's own game elsewhere
               FieldResult(-3),
               FieldResult(1, None, ("h", "i", "j", "k"))]
    # Left: -3 and +1 Re points; for Kontra +3 and -1.
    assert sorted(field_of(deal, results, 0, seat)) == [-1, 3]


def test_cli_seed_changes_the_sampling(tmp_path, capsys):
    deal = generate_deals(1, "coach-seed")[0]
    log = play_game(deal, [make_bot("random")] * 4, random.Random(5)).log
    value = Game.replay(deal, log).value().re_points
    path = tmp_path / "set.json"
    write_set(DodgeSet("coach-seed", [SetDeal(1, deal, [FieldResult(value, tuple(log)), FieldResult(value - 3),
                                                        FieldResult(value + 2)])]), path)
    outs = []
    for seed in ("1", "2", "1"):
        assert main(["analyse", str(path), "--deal", "1", "--result", "0", "--seat", "0", "--json",
                     "--samples", "16", "--seed", seed]) == 0
        outs.append(json.loads(capsys.readouterr().out))
    assert outs[0] == outs[2]  # the seed fixes the sampling
    assert outs[0] != outs[1]
    assert outs[0]["field_pairs"] == 2 and outs[0]["total_dodge_loss"] is not None


# ------------------------------------------------------------------------------ stability
def test_two_seeds_agree_on_the_mistakes():
    """Six games of mixed bots (the full 20 at the analysis' own sample count are in
    benchmarks/bench_analysis.py stability): two analyses with different seeds agree on which
    decisions are mistakes for >= 90%. At 16 samples a decision (close calls refined to 128)
    and no time budget, so the run is the same on a busy machine and costs a fifth of the
    default's. Flags agree only if the standard errors behind them are honest: where both
    analyses name the same best option, their two estimates of the Dodge loss differ by more
    than two combined standard errors in at most 2 of the 18 (5 % each, 0 seen; with the
    errors halved, 6 of them do and the flags agree on 73 of 82 decisions)."""
    same = total = 0
    gaps = []
    for game in mixed_games(6, "stability-test"):
        a, b = analyse_twice(game, samples=16, time_budget=None)
        s, n = agreement(a, b)
        same += s
        total += n
        for x, y in zip(a.decisions, b.decisions):
            if x.best == y.best != x.chosen:
                gap, se = abs(x.dodge_loss - y.dodge_loss), math.hypot(x.dodge_loss_se, y.dodge_loss_se)
                gaps.append(gap / se if se else 0.0 if gap == 0 else math.inf)  # no error: exact, must be equal
    assert total >= 60
    assert same / total >= 0.9
    assert len(gaps) >= 12
    assert sum(gap > 2 for gap in gaps) <= 2, sorted(gaps)


# ------------------------------------------------------------------------------ hints agree
def test_a_hint_names_the_analysis_best_card_on_a_decided_position():
    deal = generate_deals(1, "coach-hint")[0]
    seat = 1
    bots = [make_bot("strong")] * 4
    bots[seat] = make_bot("simple")
    log = play_game(deal, bots, random.Random(6)).log
    field = [-4, -1, 0, 2, 3, 6]
    # 64 samples a position for both (the product's 320 cost 3 s here): the contract is that the
    # same engine, samples and position seed name the same card, at any sample count.
    a = analyse_game(deal, log, seat, samples=64, field_points=field, time_budget=None)
    checked = 0
    for d in a.decisions:
        if d.kind != "card" or d.reason_key == "only_card" or not d.decided:
            continue
        view = Game.replay(deal, log[:d.event_index]).view(seat)
        hint = expert_hint(view, 0, samples=64, field_points=field, time_budget=None)
        assert hint.card.code == d.best, d
        checked += 1
    assert checked >= 4


# ------------------------------------------------------------------------------ reasons
def _mid_trick_view():
    """A real position where seat 1 plays second in a trick (the reasons read only that it is
    not a lead; the trick as completed and the parties are given by hand)."""
    deal = generate_deals(1, "coach-reasons")[0]
    game = Game(deal)
    log = play_game(deal, [make_bot("strong")] * 4, random.Random(7)).log
    for token in log:
        if game.turn == 1 and game.view(1).current_trick.cards:
            return game.view(1)
        game.apply(token)
    raise AssertionError("no position")


PARTIES = (0, 1, 0, 1)  # seats 0 and 2 Re, 1 and 3 Kontra; the analysed seat is 1 (Kontra)


def test_ducked_only_when_the_trick_went_to_the_other_party():
    view = _mid_trick_view()
    # Trump trick: seat 0 (Re) leads Karo König, seat 1 (me) throws Karo Neun, seat 2 (Re) Herz
    # Bube, seat 3 (my partner) Pik Dame, which wins: the Kreuz Dame I held would not have "won
    # the trick" for us, we won it: no "ducked" (the issue's false text).
    won_by_partner = [(0, ID["KD"]), (1, ID["9D"]), (2, ID["JH"]), (3, ID["QS"])]
    assert card_reason(view, ID["9D"], ID["QC"], won_by_partner, PARTIES, False)[0] == "card"
    # The same trick with seat 3 throwing Kreuz Neun: Herz Bube (Re) wins, Kreuz Dame beats every card.
    lost = [(0, ID["KD"]), (1, ID["9D"]), (2, ID["JH"]), (3, ID["9C"])]
    key, details = card_reason(view, ID["9D"], ID["QC"], lost, PARTIES, False)
    assert key == "ducked" and "special" not in details
    # Karo Zehn is below Herz Bube: it would not have won the trick.
    assert card_reason(view, ID["9D"], ID["TD"], lost, PARTIES, False)[0] == "card"


def test_ducked_names_the_fuchs_caught_or_saved():
    view = _mid_trick_view()
    # Seat 0 (Re) leads the Fuchs, seat 2 (Re) takes it with Herz Bube: the Dulle would have caught it.
    theirs = [(0, ID["AD"]), (1, ID["9D"]), (2, ID["JH"]), (3, ID["9C"])]
    key, details = card_reason(view, ID["9D"], ID["TH"], theirs, PARTIES, False)
    assert (key, details["special"]) == ("ducked", "fuchs_caught")
    # My partner's (seat 3) Fuchs in a trick Re took: the Dulle would have saved it.
    ours = [(0, ID["KD"]), (1, ID["9D"]), (2, ID["JH"]), (3, ID["AD"])]
    key, details = card_reason(view, ID["9D"], ID["TH"], ours, PARTIES, False)
    assert (key, details["special"]) == ("ducked", "fuchs_saved")


def test_ducked_names_the_doppelkopf_and_the_karlchen():
    view = _mid_trick_view()
    # Kreuz trick: Re's Kreuz Ass (11) wins over Re's other Kreuz Ass (11) and my partner's
    # Kreuz Zehn (10): 32 Augen; trumping with the Fuchs (11) makes 43 >= 40: a Doppelkopf.
    # I followed with Kreuz König.
    dk = [(0, ID["AC"]), (1, ID["KC"]), (2, ID["AC"]), (3, ID["TC"])]
    key, details = card_reason(view, ID["KC"], ID["AD"], dk, PARTIES, False)
    assert (key, details.get("special")) == ("ducked", "doppelkopf")
    # I followed with Kreuz Neun: Kreuz Ass 11 + Kreuz König 4 + Kreuz Neun 0, with the Dulle 10:
    # 25 Augen, nothing to name.
    small = [(0, ID["AC"]), (1, ID["9C"]), (2, ID["KC"]), (3, ID["9C"])]
    key, details = card_reason(view, ID["9C"], ID["TH"], small, PARTIES, False)
    assert key == "ducked" and "special" not in details
    # The last trick, won by Re's Kreuz Bube (Karlchen): my Pik Dame would have stopped it.
    karlchen = [(0, ID["JC"]), (1, ID["9D"]), (2, ID["KD"]), (3, ID["9C"])]
    key, details = card_reason(view, ID["9D"], ID["QS"], karlchen, PARTIES, True)
    assert (key, details.get("special")) == ("ducked", "karlchen_stopped")
    # Not the last trick: no Karlchen to stop.
    assert "special" not in card_reason(view, ID["9D"], ID["QS"], karlchen, PARTIES, False)[1]
    # The last trick lost to Re's Karo König: my Kreuz Bube would have won it, a Karlchen of my own.
    mine = [(0, ID["KD"]), (1, ID["9D"]), (2, ID["9C"]), (3, ID["9C"])]
    key, details = card_reason(view, ID["9D"], ID["JC"], mine, PARTIES, True)
    assert (key, details.get("special")) == ("ducked", "karlchen_made")


def test_reason_text_speaks_dodge_points_when_there_is_a_field():
    from dokodesk.coach.analysis import Decision
    d = Decision(5, "card", "9D", "TH", 1.2, {}, "ducked", {"card": "Karo Neun", "best": "Dulle", "special": "fuchs_caught"},
                 0.3, 38.4, 8.2, True)
    assert reason_text(d) == ("ducked with Karo Neun; Dulle would have won the trick and caught the Fuchs: "
                              "−38 Dodge points (±8), −1.2 game points")
