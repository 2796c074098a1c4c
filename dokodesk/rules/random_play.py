"""Random legal play: for fuzzing, property tests, benchmarks and the random bot.

`randbelow` draws from `getrandbits` alone, so a seeded stream gives the same numbers on every
Python version (unlike `randrange`/`shuffle`, whose implementations may change).
"""

from __future__ import annotations

import random
from typing import Sequence

from dokodesk.rules.deal import Deal
from dokodesk.rules.game import Game
from dokodesk.rules.kernel import State


def randbelow(rng: random.Random, n: int) -> int:
    """Uniform in 0..n-1 by rejection from `getrandbits`."""
    if n <= 1:
        return 0
    bits = (n - 1).bit_length()
    value = rng.getrandbits(bits)
    while value >= n:
        value = rng.getrandbits(bits)
    return value


def play_randomly(deal: Deal, rng: random.Random, call_rate: float = 0.0,
                  names: Sequence[str] | None = None) -> Game:
    """A complete game of random legal cards; before a card, with probability `call_rate`, a
    random seat makes a random call it may make then (jumps and late replies included)."""
    state = State(deal)
    random_playout(state, rng, call_rate)
    return Game._adopt(state, names)


def random_playout(state: State, rng: random.Random, call_rate: float = 0.0) -> State:
    """Play `state` to its end as `play_randomly` does (same draws from `rng`); returns it."""
    choice = rng.choice
    if not call_rate:
        while state.turn >= 0:
            state.play_fast(choice(state.legal_cards()))
        return state
    draw, randrange = rng.random, rng.randrange
    while state.turn >= 0:
        if draw() < call_rate:
            seat = randrange(4)
            levels = state.legal_calls(seat)
            if levels:
                state.push_call(seat, choice(levels))
                continue
        state.play_fast(choice(state.legal_cards()))
    return state
