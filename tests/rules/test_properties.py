"""Invariants over random games, and agreement with an independent reference engine."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from dokodesk.rules import (
    CARDS, RULES_40, RULES_48, Call, Game, IllegalEventError, KONTRA, RE, play_randomly,
)
from reference_engine import RefGame
from rules_helpers import random_deal

CALLS = list(Call)


def random_legal_game(rng, ruleset, call_rate):
    """A game of random legal cards with random legal announcements sprinkled in."""
    return play_randomly(random_deal(rng, ruleset), rng, call_rate)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), cards=st.sampled_from([48, 40]), call_rate=st.sampled_from([0.0, 0.05, 0.3]))
def test_random_legal_games_keep_the_invariants(seed, cards, call_rate):
    ruleset = RULES_48 if cards == 48 else RULES_40
    game = random_legal_game(random.Random(seed), ruleset, call_rate)
    value = game.value()
    assert game.augen(RE) + game.augen(KONTRA) == 240
    assert sum(t.augen for t in game.tricks) == 240
    assert len(game.tricks) == ruleset.tricks
    assert game.tricks_won(RE) + game.tricks_won(KONTRA) == ruleset.tricks
    assert sum(value.player_points(game.parties)) == 0
    assert value.re_points == value.total(RE) - value.total(KONTRA)
    replayed = Game.replay(game.deal, game.log)
    assert replayed.log == game.log
    assert replayed.value() == value


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), cards=st.sampled_from([48, 40]), noise=st.sampled_from([0.1, 0.5]))
def test_engine_agrees_with_reference_on_fuzzed_events(seed, cards, noise):
    """Random events, legal or not: both engines accept or refuse each one alike, and score
    the finished game alike. Every illegal event is refused and changes nothing."""
    rng = random.Random(seed)
    ruleset = RULES_48 if cards == 48 else RULES_40
    deal = random_deal(rng, ruleset)
    game = Game(deal)
    ref = RefGame([[str(c) for c in h] for h in deal.hands], deal.dealer)
    kinds = [str(c) for c in ruleset.kinds]
    for _ in range(2000):
        if game.is_over:
            break
        r = rng.random()
        if r < noise:  # anything at all
            seat = rng.randrange(4)
            what = rng.choice(kinds + [c.value for c in CALLS])
        elif r < noise + 0.08:
            seat = rng.randrange(4)
            what = rng.choice(CALLS).value
        else:
            seat = game.turn
            what = str(rng.choice(game.legal_cards(seat)))
        before = game.log
        accepted_ref = ref.try_event(seat, what)
        try:
            game.apply(f"{seat}:{what}")
            accepted = True
        except IllegalEventError:
            accepted = False
            assert game.log == before
        assert accepted == accepted_ref, (seat, what, game.log)
    assert game.is_over
    winner, re_value, re_augen, kontra_augen = ref.re_value()
    value = game.value()
    assert value.re_points == re_value
    assert value.augen == (re_augen, kontra_augen)
    assert value.winner == {"re": RE, "kontra": KONTRA, None: None}[winner]


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_undo_restores_the_previous_state(seed):
    rng = random.Random(seed)
    game = random_legal_game(rng, RULES_48, 0.1)
    cut = rng.randrange(1, len(game.log) + 1)
    partial = Game.replay(game.deal, game.log[:cut])
    expected = Game.replay(game.deal, game.log[:cut - 1])
    partial.undo()
    assert partial.log == expected.log
    assert partial.turn == expected.turn
    assert [partial.hand(s) for s in range(4)] == [expected.hand(s) for s in range(4)]
    assert partial.levels == expected.levels
    assert [partial.allowed_calls(s) for s in range(4)] == [expected.allowed_calls(s) for s in range(4)]


def test_only_legal_cards_are_offered():
    rng = random.Random(5)
    for _ in range(50):
        game = Game(random_deal(rng))
        while not game.is_over:
            seat = game.turn
            legal = set(game.legal_cards(seat))
            for card in CARDS:
                assert game.is_legal(seat, card) == (card in legal)
            for other in range(4):
                if other != seat:
                    assert game.legal_cards(other) == []
            game.play(seat, rng.choice(sorted(legal)))
