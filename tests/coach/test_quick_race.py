"""The practice hint's quick race (issue 37): the analysis's race stopped early, on the same
sampled deals in the same order, within its CPU budget."""

from __future__ import annotations

import pytest

from dokodesk.coach import engine


def _evaluator(values: dict[str, list[float]], cost: float = 0.0, clock=None):
    """evaluate(n, active) over fixed per-sample values; each option-sample 'costs' `cost`
    seconds on the fake clock."""
    drawn = [0]

    def evaluate(n, active):
        k = drawn[0]
        drawn[0] += n
        if clock is not None:
            clock[0] += cost * n * len(active)
        return {o: values[o][k:k + n] for o in active}
    return evaluate


# Option "b" is better by 0.5 game points on average but close to "a" on the first samples;
# "c" is far worse from the start.
N = 400
VALUES = {
    "a": [1.0 if k % 2 else 0.0 for k in range(N)],
    "b": [1.0 if k % 2 else (1.0 if k >= 40 and k % 4 == 0 else 0.0) for k in range(N)],
    "c": [-5.0 + (k % 3) for k in range(N)],
}


def test_a_quick_race_without_time_stops_after_its_first_batch_on_the_analysis_samples(monkeypatch):
    fake = [0.0]
    monkeypatch.setattr(engine, "clock", lambda: fake[0])
    full = engine._run(list(VALUES), _evaluator(VALUES), engine.MAX_SAMPLES, None, None)
    quick = engine._run(list(VALUES), _evaluator(VALUES, cost=1.0, clock=fake), engine.MAX_SAMPLES, 0.5, None,
                        quick=True)
    assert quick.n() == engine.QUICK_FIRST == 8
    for o in VALUES:  # a prefix of the full race's samples, option by option
        assert quick.samples[o] == full.samples[o][:len(quick.samples[o])]
    assert not quick.decided  # fewer than MIN_SAMPLES (96): never called decided
    # on the first 8 samples a and b are equal (b's extra points start at sample 40): a, the earlier
    assert quick.best() == "a"
    assert full.best() == "b"


def test_a_quick_race_uses_its_budget_in_rounds_and_starts_none_that_would_overrun(monkeypatch):
    fake = [0.0]
    monkeypatch.setattr(engine, "clock", lambda: fake[0])
    # 1 ms an option and sample: the first batch (3 x 8) costs 0.024 s; c leaves the race
    # there (far worse); each round of 8 samples of a and b then costs 0.016 s.
    quick = engine._run(list(VALUES), _evaluator(VALUES, cost=0.001, clock=fake), engine.MAX_SAMPLES, 0.195, None,
                        quick=True)
    assert "c" not in quick.active
    # 0.024 + 10 rounds x 0.016 = 0.184; an eleventh would end at 0.200, beyond 0.195
    assert quick.n() == 8 + 10 * 8
    assert fake[0] == pytest.approx(0.184)
    assert quick.best() == "b"  # sample 40 on: b's extra points


# Four options 0.1 game points apart, in noise that sums to 0 over every 8 samples (each option's
# the same eight values in another order): on the first 8 samples their means are 0, 0.1, 0.2 and
# 0.3; no difference is ever 3 standard errors above the threshold (0.3 - 0.25 is too small).
NOISE = [-2.0, 2.0, -1.0, 1.0, -2.0, 2.0, -1.0, 1.0]
CLOSE = {o: [0.1 * i + NOISE[(k + 3 * i) % 8] for k in range(N)] for i, o in enumerate("abcd")}


def test_a_quick_race_that_cannot_take_every_option_far_keeps_the_better_half(monkeypatch):
    """Successive halving: 1 ms an option and sample, 0.2 s: the first batch costs 0.032 s, and
    the 0.168 s left cannot take four options to 96 samples (0.352 s): c and d stay, the better
    half after 8 samples; two never halve (the leader needs a rival)."""
    fake = [0.0]
    monkeypatch.setattr(engine, "clock", lambda: fake[0])
    quick = engine._run(list(CLOSE), _evaluator(CLOSE, cost=0.001, clock=fake), engine.MAX_SAMPLES, 0.2, None,
                        quick=True)
    assert quick.active == ["c", "d"]
    assert len(quick.samples["a"]) == len(quick.samples["b"]) == 8
    assert len(quick.samples["c"]) > 8
    assert quick.best() == "d"


def test_a_quick_race_whose_budget_takes_every_option_far_halves_none(monkeypatch):
    """The same options at 0.01 ms an option and sample: 96 samples of all four fit the budget
    many times over (the last tricks' cheap play-outs): every option stays in the race."""
    fake = [0.0]
    monkeypatch.setattr(engine, "clock", lambda: fake[0])
    quick = engine._run(list(CLOSE), _evaluator(CLOSE, cost=0.00001, clock=fake), engine.MAX_SAMPLES, 0.2, None,
                        quick=True)
    assert quick.active == ["a", "b", "c", "d"]
    assert all(len(quick.samples[o]) >= 96 for o in CLOSE)


def test_the_quick_hint_beside_a_card_leaves_the_call_to_the_whole_race(monkeypatch):
    """A call is named only when its race is decided, which a quick race never is before
    MIN_SAMPLES: the quick hint rated the Re beside the first card on a quarter of its budget for
    nothing. Now it rates the cards only; the whole race (deeper) rates the call too, and so does
    a quick hint where the seat may call but has no card to play."""
    from dokodesk.coach import hints
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import Game

    rated = []

    def fake_calls(view, seed, levels, **kw):
        rated.append(("call", kw.get("quick")))
        return engine.Rating(["pass", "re"], {"pass": [0.0], "re": [0.0]})

    def fake_cards(view, seed, legal, **kw):
        rated.append(("cards", kw.get("quick")))
        codes = [c.code for c in view.legal_cards][:2]
        return engine.Rating(codes, {c: [0.0] for c in codes})

    monkeypatch.setattr(engine, "rate_calls", fake_calls)
    monkeypatch.setattr(engine, "rate_cards", fake_cards)
    game = Game(generate_deals(1, "quick-calls")[0])
    seat = game.turn
    assert game.view(seat).allowed_calls and len({c.id for c in game.view(seat).legal_cards}) > 1
    hints.expert_hint(game.view(seat), 0)
    assert rated == [("cards", True)]
    rated.clear()
    hints.expert_hint(game.view(seat), 0, deeper=True)
    assert rated == [("call", False), ("cards", False)]
    rated.clear()
    other = (seat + 1) % 4  # may say Re or Kontra before its first card, has no card to play now
    assert game.view(other).allowed_calls and not game.view(other).legal_cards
    hints.expert_hint(game.view(other), 0)
    assert rated == [("call", True)]
