"""Issue 20 and 28: the analysis from what the player knew in expected game points (no Dodge
points: the field played the real layout), Dodge points only on this deal (a mistake's better
choice played on by the table, against the field), standard errors and mistakes that are
significant, stability across seeds, hints that agree with the analysis, and reason texts true to
the position. Expected values are computed by hand in the comments."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from coach_games import SEAT, given_away
from dokodesk.bots import make_bot, play_game
from dokodesk.cli import main
from dokodesk.coach import analyse_game
from dokodesk.coach import engine
from dokodesk.coach.analysis import RatedAhead, card_reason, reason_text, trick_ends
from dokodesk.coach.cli import field_of
from dokodesk.coach.engine import Comparison, Rating, is_mistake
from dokodesk.coach.field import DodgeField
from dokodesk.coach.hints import expert_hint
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import write_set
from dokodesk.rules import Game
from dokodesk.rules.cards import CARDS_BY_CODE

ID = {code: CARDS_BY_CODE[code].id for code in ("QC", "TH", "JC", "AD", "KD", "9D", "TD", "JH", "QS", "9C", "AC", "KC", "TC")}


# ------------------------------------------------------------------------------ Dodge values
def test_dodge_of_an_outcome_against_a_small_field():
    # search.md's field {-2, -2, +1, +3}: +2 beats three pairs and loses to one: (3 - 1) / 4 * 100 = 50;
    # +1: 2 below, 1 above -> 25 (a tie counts as neither); +4 and +6 both beat all four -> 100;
    # -2: none below, 2 above -> -50; -5 -> -100.
    field = DodgeField([1, -2, 3, -2])
    assert field.dodge(np.array([2, 1, 4, 6, -2, -5])).tolist() == [50.0, 25.0, 100.0, 100.0, -50.0, -100.0]


def test_expected_game_points_and_their_standard_error_by_hand():
    # Option a on three sampled deals: +2.004, +6, -1.996 (mean 2.0027); b: +1, +0.998, +4 (mean 1.9993).
    r = Rating(["a", "b"], {"a": [2.004, 6.0, -1.996], "b": [1.0, 0.998, 4.0]})
    assert r.game_value("a") == pytest.approx(6.008 / 3)
    assert r.best() == "a"
    c = r.compare("a", "b")
    # Per-sample differences a - b: 1.004, 5.002, -5.996 (mean 0.00333); deviations 1.0007, 4.9987,
    # -5.9993: squares 1.0013 + 24.987 + 35.992 = 61.980, / 2 = 30.990, sqrt 5.5669, / sqrt(3) = 3.2140.
    assert c.game == pytest.approx(0.01 / 3)
    assert c.game_se == pytest.approx(3.2140, abs=1e-3)
    assert c.samples == 3


def test_a_mistake_is_a_loss_two_standard_errors_above_the_threshold():
    # Game points, threshold 0.25: 1.0 - 2 * 0.3 = 0.4 > 0.25 (a mistake), 1.0 - 2 * 0.4 = 0.2 (not).
    assert is_mistake(Comparison(1.0, 0.3, 100))
    assert not is_mistake(Comparison(1.0, 0.4, 100))


def test_from_what_you_knew_has_no_dodge_points_on_this_deal_has_them_for_mistakes():
    deal, log = given_away()  # a mistake for sure (coach_games), played on this deal
    field = [-3, 0, 2, 2, 5]
    # the last three tricks rated (the mistake at event 45 and decisions that are none), the ones
    # before given as rated ahead with nothing in them: a quarter of the whole game's time
    ahead = RatedAhead(str(deal), SEAT, tuple(log[:trick_ends(log)[8]]))
    a = analyse_game(deal, log, SEAT, samples=4, field_points=field, on_deal_seeds=3, open_hands_budget=0,
                     ahead=ahead)
    assert len(a.decisions) == 3
    assert a.field_size == 5
    out = a.to_json()
    for d, j in zip(a.decisions, out["decisions"]):
        assert "dodge_loss" not in j  # from what you knew: game points only
        assert not d.mistake or d.loss > 2 * d.loss_se
        # only mistakes are played on, and against the field of five pairs
        assert (d.on_deal is not None) == d.mistake
        if d.on_deal is not None:
            g = d.on_deal
            assert g.alternative == d.best and g.chosen == d.chosen and g.seeds == 3
            dodge = DodgeField(field).dodge(np.array(g.alternative_points)) - DodgeField(field).dodge(
                np.array(g.chosen_points))
            assert g.dodge == pytest.approx(float(dodge.mean()))
            assert j["on_deal"]["dodge"] == pytest.approx(g.dodge, abs=0.01)
    assert any(d.mistake for d in a.decisions)
    # without a field: on this deal in game points alone
    quiet = analyse_game(deal, log, SEAT, samples=4, field_points=[], on_deal_seeds=3, open_hands_budget=0,
                         ahead=ahead)
    assert quiet.field_size == 0 and quiet.achieved is None
    assert any(d.on_deal is not None for d in quiet.decisions)
    assert all(d.on_deal is None or d.on_deal.dodge is None for d in quiet.decisions)


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


def test_cli_seed_changes_the_sampling(tmp_path, capsys, monkeypatch):
    from dokodesk.coach import analysis

    monkeypatch.setattr(analysis, "OPEN_HANDS_BUDGET", 0)  # how far it reaches depends on CPU time, not the seed
    monkeypatch.setattr(engine, "clock", lambda: 0.0)  # so does where a close call's CPU budget ends
    deal = generate_deals(1, "coach-seed")[0]
    log = play_game(deal, [make_bot("random")] * 4, random.Random(5)).log
    value = Game.replay(deal, log).value().re_points
    path = tmp_path / "set.json"
    write_set(DodgeSet("coach-seed", [SetDeal(1, deal, [FieldResult(value, tuple(log)), FieldResult(value - 3),
                                                        FieldResult(value + 2)])]), path)
    outs = []
    for seed in ("1", "2", "1"):
        assert main(["analyse", str(path), "--deal", "1", "--result", "0", "--seat", "0", "--json",
                     "--samples", "2", "--seed", seed]) == 0
        outs.append(json.loads(capsys.readouterr().out))
    assert outs[0] == outs[2]  # the seed fixes the sampling
    assert outs[0] != outs[1]
    assert outs[0]["field_pairs"] == 2 and outs[0]["achieved_dodge"] is not None


# ------------------------------------------------------------------------------ stability
# Two seeds agreeing on the mistakes (>= 90 % of flags) and their losses within two combined
# errors is a statistical figure over many games: benchmarks/bench_analysis.py stability and
# error-bars measure it (results/analysis.md); it left the suite in issue 37 (76 s a run). What a
# test can hold exactly, the standard error's arithmetic, is test_expected_game_points_and_their_
# standard_error_by_hand above and test_error_bars.py.


# ------------------------------------------------------------------------------ hints agree
def test_a_hint_names_the_analysis_best_card_on_a_decided_position(monkeypatch):
    from dokodesk.coach import analysis

    deal = generate_deals(1, "coach-hint")[0]
    seat = 1
    bots = [make_bot("strong")] * 4
    bots[seat] = make_bot("simple")
    log = play_game(deal, bots, random.Random(6)).log
    field = [-4, -1, 0, 2, 3, 6]
    # 20 samples a position for both (the product's 320 cost 3 s here), and no close call sampled
    # further (a refined race keeps its leader): the contract is that the same engine, samples and
    # position seed name the same card, at any sample count. The decided positions of the last
    # six tricks (the cheapest to rate; rating the whole game took 3.4 s of the test's 4), three of
    # them: the tricks before are given to the analysis as rated ahead with nothing in them, so it
    # rates only what comes after (each decision is rated alone, the same with or without them).
    monkeypatch.setattr(analysis, "REFINE_FACTOR", 1)
    first = trick_ends(log)[5]
    a = analyse_game(deal, log, seat, samples=20, field_points=field, time_budget=None, open_hands_budget=0,
                     on_deal_seeds=0, ahead=RatedAhead(str(deal), seat, tuple(log[:first])))
    assert a.decisions and all(d.event_index >= first for d in a.decisions)
    checked = 0
    for d in a.decisions:
        if d.kind != "card" or d.reason_key == "only_card" or not d.decided:
            continue
        view = Game.replay(deal, log[:d.event_index]).view(seat)
        hint = expert_hint(view, 0, samples=20, time_budget=None)
        assert hint.card.code == d.best, d
        checked += 1
    assert checked == 3


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


def test_reason_text_speaks_expected_game_points():
    from dokodesk.coach.analysis import Decision
    d = Decision(5, "card", "9D", "TH", 1.2, {}, "ducked", {"card": "Karo Neun", "best": "Dulle", "special": "fuchs_caught"},
                 0.3, True)
    assert reason_text(d) == ("ducked with Karo Neun; Dulle would have won the trick and caught the Fuchs: "
                              "−1.2 expected game points (±0.3)")
