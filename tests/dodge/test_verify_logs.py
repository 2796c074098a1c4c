"""The verifier must judge every log exactly as the readable engine does, both ways: replayed on
kernel States (the compiled build's way) and in numpy batches (the interpreted build's way)."""

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent.parent / "rules"))
from rules_helpers import random_deal  # noqa: E402

from dokodesk.dodge.verify import verify_logs  # noqa: E402
from dokodesk.rules import RULES_40, RULES_48, Call, Game, IllegalEventError, play_randomly  # noqa: E402


def random_log(rng, deal, call_rate=0.08):
    return play_randomly(deal, rng, call_rate).log


def mutate(rng, log, ruleset):
    log = list(log)
    kind = rng.randrange(8)
    i = rng.randrange(len(log))
    if kind == 0:  # swap two events
        j = rng.randrange(len(log))
        log[i], log[j] = log[j], log[i]
    elif kind == 1:  # another card from the same seat
        log[i] = f"{log[i][0]}:{rng.choice(ruleset.kinds)}"
    elif kind == 2:  # a random call somewhere
        log.insert(i, f"{rng.randrange(4)}:{rng.choice(list(Call)).value}")
    elif kind == 3:  # truncated
        log = log[:i]
    elif kind == 4:  # a token that is no event
        log[i] = rng.choice(["0:10H", "x", "5:QC", "0:Re", ""])
    elif kind == 5:  # an extra event after the end
        log.append(rng.choice(["0:re", "1:QC", "2:90"]))
    elif kind == 6:  # wrong seat for a card
        log[i] = f"{rng.randrange(4)}:{log[i][2:]}"
    else:  # drop an event
        del log[i]
    return log


def engine_verdict(deal, log):
    try:
        game = Game.replay(deal, log)
    except IllegalEventError:
        return None
    return game.value().re_points if game.is_over else None


BOTH_WAYS = pytest.mark.parametrize("by_replay", [True, False], ids=["replay", "numpy"])


@BOTH_WAYS
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), cards=st.sampled_from([48, 40]))
def test_batch_verdicts_equal_the_engine(by_replay, seed, cards):
    rng = random.Random(seed)
    ruleset = RULES_48 if cards == 48 else RULES_40
    deals = [random_deal(rng, ruleset) for _ in range(3)]
    deal_index, logs = [], []
    for _ in range(40):
        d = rng.randrange(3)
        log = random_log(rng, deals[d], rng.choice([0.0, 0.05, 0.3]))
        if rng.random() < 0.5:
            log = mutate(rng, log, ruleset)
        deal_index.append(d)
        logs.append(log)
    result = verify_logs(deals, deal_index, logs, by_replay=by_replay)
    for i, (d, log) in enumerate(zip(deal_index, logs)):
        expected = engine_verdict(deals[d], log)
        assert bool(result.ok[i]) == (expected is not None), log
        if expected is not None:
            assert result.re_points[i] == expected
        else:
            assert i in result.errors and result.errors[i].event_index is not None


@BOTH_WAYS
def test_errors_carry_the_first_illegal_event(by_replay):
    rng = random.Random(7)
    deal = random_deal(rng)
    log = random_log(rng, deal, 0.0)
    bad = list(log)
    bad[5] = f"{bad[5][0]}:{'QC' if bad[5][2:] != 'QC' else 'QS'}"
    short = log[:30]
    result = verify_logs([deal], [0, 0, 0], [log, bad, short], by_replay=by_replay)
    assert list(result.ok) == [True, False, False]
    assert result.errors[1].event_index <= 5
    assert result.errors[2].event_index == 30 and result.errors[2].reason == "incomplete"


@BOTH_WAYS
def test_all_karlchen_fuchs_and_doppelkopf_variants_score_like_the_engine(by_replay):
    # Many games of one deal so that the situation memo is exercised heavily.
    rng = random.Random(11)
    deal = random_deal(rng)
    logs = [random_log(rng, deal, 0.1) for _ in range(400)]
    result = verify_logs([deal], [0] * len(logs), logs, by_replay=by_replay)
    assert all(result.ok)
    assert list(result.re_points) == [Game.replay(deal, log).value().re_points for log in logs]


def test_augen_bounds_are_where_scoring_changes_its_verdict():
    """The verifier scores one game per class of Re Augen between its bounds; every threshold of
    rules.md must be a bound (hand list: 30/60/90 unter, 90/60/30 against an Absage, 120/121 to
    win, 151/181/211 after keine 90/60/30, each also seen from Kontra: 241 - a), and within a
    class the engine's score must not change for any levels."""
    from itertools import product

    import numpy as np

    from dokodesk.dodge.verify_batch import _AUGEN_BOUNDS
    from dokodesk.rules.scoring import GameSummary, score

    assert _AUGEN_BOUNDS.tolist() == [30, 60, 90, 120, 121, 151, 181, 211]
    for re_level, kontra_level in product(range(6), repeat=2):
        last = {}
        for re_augen in range(241):
            cls = int(np.searchsorted(_AUGEN_BOUNDS, re_augen, side="right"))
            summary = GameSummary((re_augen, 240 - re_augen), (5, 5), (re_level, kontra_level))
            value = score(summary).re_points
            assert last.setdefault(cls, value) == value, (re_level, kontra_level, re_augen)
