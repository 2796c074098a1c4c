"""Issue 28, calibration: the view "from what you knew" samples the hidden cards by how likely
the others' play made them, and a flagged mistake's loss is measured on deals that played no
part in picking it."""

from __future__ import annotations

import math
import random

from dokodesk.bots import inference
from dokodesk.coach import analysis, engine
from dokodesk.coach.engine import Rating


class _Alternating:
    """A stand-in sampler that offers layout A, then B, then A, ..."""

    def __init__(self):
        self.k = 0

    def sample(self, rng):
        self.k += 1
        return "A" if self.k % 2 else "B"


def test_a_layout_is_drawn_in_proportion_to_its_tempered_likelihood(monkeypatch):
    # B's play is less likely: temper * ll(B) = ln(1/3), so of the pair {A, B} it is drawn with
    # weight 1/3 against A's 1: P(B) = (1/3) / (1 + 1/3) = 1/4.
    ll = {"A": 0.0, "B": math.log(1 / 3) / inference.TEMPER}
    monkeypatch.setattr(inference, "replay_likelihood", lambda info, hands, alpha: (hands, ll[hands]))
    rng = random.Random(1)
    sampler = _Alternating()
    draws = [inference.inferred_draw(sampler, None, rng, 2)[0] for _ in range(4000)]
    # 4000 draws at p = 1/4: 1000 expected, standard deviation sqrt(4000 * 3/16) = 27
    assert 900 <= draws.count("B") <= 1100


def test_an_impossible_play_is_never_drawn(monkeypatch):
    ll = {"A": -2.0, "B": -2000.0}  # B: a play the model all but rules out
    monkeypatch.setattr(inference, "replay_likelihood", lambda info, hands, alpha: (hands, ll[hands]))
    rng = random.Random(2)
    sampler = _Alternating()
    assert {inference.inferred_draw(sampler, None, rng, 2)[0] for _ in range(200)} == {"A"}


def _race(best: float, chosen: float, n: int = 96) -> Rating:
    """A race in which every sample showed `best` against `chosen` (differences alike but for
    a little spread, so the standard error is small and the race flags the gap)."""
    spread = [(-1) ** i * 0.01 for i in range(n)]
    return Rating(["QC", "AH"], {"QC": [best + s for s in spread], "AH": [chosen] * n}, decided=True,
                  active=["QC", "AH"], leader="QC")


def test_a_mistake_that_vanishes_on_fresh_deals_is_no_mistake():
    rating = _race(1.0, 0.0)  # the race saw 1.0 game points lost
    asked = []

    def fresh(n, options):
        asked.append((n, list(options)))
        return {"QC": [0.5] * n, "AH": [0.4] * n}  # fresh deals: 0.1 lost, under the threshold

    rating.fresh = fresh
    d = analysis._decision(rating, "card", "AH", 7, None, 96)
    assert asked == [(analysis.CONFIRM_SAMPLES, ["QC", "AH"])]
    assert not d.mistake
    assert abs(d.loss - 0.1) < 1e-9
    # the values shown agree with the loss: the best's own mean (1.0) less the fresh loss
    assert abs(d.values["AH"] - 0.9) < 1e-3 and abs(d.values["QC"] - 1.0) < 1e-3


def test_a_mistake_reports_the_loss_of_the_fresh_deals(monkeypatch):
    monkeypatch.setattr(analysis, "CONFIRM_SAMPLES", 96)  # the product's size (the conftest makes it small)
    rating = _race(2.0, 0.0)  # the race saw 2.0 lost: the winner's curse
    rating.fresh = lambda n, options: {"QC": [1.0, 0.0] * (n // 2), "AH": [0.0] * n}  # 0.5 lost
    d = analysis._decision(rating, "card", "AH", 7, None, 96)
    assert d.mistake and abs(d.loss - 0.5) < 1e-9
    # differences 1, 0, 1, 0, ...: sd = sqrt(96/95) / 2, se = sd / sqrt(96)
    assert abs(d.loss_se - math.sqrt(96 / 95) / 2 / math.sqrt(96)) < 1e-6


def test_a_choice_the_race_did_not_flag_is_not_measured_again():
    rating = _race(0.1, 0.0)  # within the threshold: no mistake, no fresh deals needed

    def fresh(n, options):
        raise AssertionError("no fresh deals for a choice within the threshold")

    rating.fresh = fresh
    d = analysis._decision(rating, "card", "AH", 7, None, 96)
    assert not d.mistake and abs(d.loss - 0.1) < 1e-9


def test_the_fresh_deals_do_not_depend_on_how_long_the_race_ran():
    # rate_cards' fresh stream is seeded on its own: a race cut short by its CPU budget and one
    # that ran to the end measure a flagged loss on the same deals
    import random as _r

    from dokodesk.bots import make_bot, play_game
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import Game

    deal = generate_deals(1, "fresh-stream")[0]
    log = play_game(deal, [make_bot("random")] * 4, _r.Random(3)).log
    game = Game.replay(deal, log[:6])
    view = game.view(game.turn)
    short = engine.rate_cards(view, 11, max_samples=8, time_budget=None)  # which deals, not how many
    long = engine.rate_cards(view, 11, max_samples=8, time_budget=None)
    options = list(short.options)[:2]
    long.evaluate(32, options)  # its race went on (a close call refined): 32 more deals drawn
    assert short.fresh(8, options) == long.fresh(8, options)


def test_cards_are_played_on_by_the_table(monkeypatch):
    # the race and the fresh deals that measure a flagged card's loss: each option played on by
    # bots that see only their own cards (CALL_BOT at all four seats), from the same sampled deal
    # and the same seeds
    import random as _r

    from dokodesk.bots import make_bot, play_game
    from dokodesk.coach import on_this_deal
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import Game

    deal = generate_deals(1, "fresh-table")[0]
    log = play_game(deal, [make_bot("random")] * 4, _r.Random(3)).log
    game = Game.replay(deal, log[:6])
    view = game.view(game.turn)
    calls = []
    options: list[str] = []

    def spy(start, seat, kind, choice, bots, rngs):
        calls.append((id(start), seat, kind, choice, tuple(b.name for b in bots), tuple(r.random() for r in rngs)))
        return 1 if choice == options[0] else -2

    monkeypatch.setattr(on_this_deal, "continue_with", spy)
    options.extend(sorted({c.code for c in view.legal_cards})[:2])
    rating = engine.rate_cards(view, 11, max_samples=96, time_budget=None)
    assert len({c.id for c in view.legal_cards}) == 5
    # the race halves below the floor: 5 cards on 32 deals, the better 3 on 32 more, 2 on the last 32
    assert len(calls) == 32 * 5 + 32 * 3 + 32 * 2 and {c[3] for c in calls} == set(rating.options)
    assert rating.game_value(options[0]) == 1.0 and rating.best() == options[0]
    calls.clear()
    values = rating.fresh(3, options)
    assert values == {options[0]: [1.0] * 3, options[1]: [-2.0] * 3}
    assert len(calls) == 6
    assert {(seat, kind) for _, seat, kind, _, _, _ in calls} == {(view.seat, "card")}
    assert all(names == (make_bot(engine.CALL_BOT).name,) * 4 for *_, names, _ in calls)
    for k in range(3):  # both options of a deal: the same start, the same seeds
        a, b = calls[2 * k], calls[2 * k + 1]
        assert a[0] == b[0] and a[5] == b[5] and {a[3], b[3]} == set(options)
