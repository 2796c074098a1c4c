"""Random legal play: for fuzzing, property tests, benchmarks and the random bot.

`randbelow` draws from `getrandbits` alone, so a seeded stream gives the same numbers on every
Python version (unlike `randrange`/`shuffle`, whose implementations may change).
"""

from __future__ import annotations

import random
from typing import Sequence

from dokodesk.rules.deal import Deal
from dokodesk.rules.game import Game


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
    game = Game(deal, names)
    while not game.is_over:
        if call_rate and rng.random() < call_rate:
            seat = rng.randrange(4)
            allowed = game.allowed_calls(seat)
            if allowed:
                game.announce(seat, rng.choice(allowed).call)
                continue
        game.play(game.turn, rng.choice(game.legal_cards(game.turn)))
    return game
