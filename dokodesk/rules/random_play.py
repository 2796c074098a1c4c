"""Random legal play: for fuzzing, property tests, benchmarks and the random bot.

`random_playouts` is the kernel's benchmark (`dokodesk bench`): random games on fresh random
deals, scored. This module is compiled with the kernel (setup.py) so that its loops run at the
kernel's speed; it states no rule.

`randbelow` draws from `getrandbits` alone, so a seeded stream gives the same numbers on every
Python version (unlike `randrange`/`shuffle`, whose implementations may change).
"""

from __future__ import annotations

import random
from typing import Sequence

from dokodesk.rules.cards import KREUZ_DAME_ID, RULES_48, Ruleset
from dokodesk.rules.deal import Deal
from dokodesk.rules.game import Game
from dokodesk.rules.kernel import State

_DECK_IDS = {ruleset.cards: [card.id for card in ruleset.deck()] for ruleset in (RULES_48, Ruleset(40))}


def randbelow(rng: random.Random, n: int) -> int:
    """Uniform in 0..n-1 by rejection from `getrandbits`."""
    return _below(rng.getrandbits, n)


def _below(getrandbits, n: int) -> int:
    """`randbelow` on the bound `rng.getrandbits` (loops look the method up once)."""
    if n <= 1:
        return 0
    bits = (n - 1).bit_length()
    value = getrandbits(bits)
    while value >= n:
        value = getrandbits(bits)
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


def random_deal(rng: random.Random, ruleset: Ruleset = RULES_48) -> Deal:
    """A random Dodge deal, dealt as `dokodesk.dodge.generator` deals (the same deal for the
    same draws): the dealer `randbelow(4)`, then the deck in sort order shuffled by Fisher-Yates
    from the top place down, seat s getting places s*h .. s*h + h - 1; dealt again while one
    hand holds both Kreuz Damen."""
    size = ruleset.hand_size
    getrandbits = rng.getrandbits
    while True:
        dealer = _below(getrandbits, 4)
        deck = _DECK_IDS[ruleset.cards][:]
        for i in range(len(deck) - 1, 0, -1):
            j = _below(getrandbits, i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        hands = [deck[seat * size:(seat + 1) * size] for seat in range(4)]
        if hands[0].count(KREUZ_DAME_ID) != 2 and hands[1].count(KREUZ_DAME_ID) != 2 \
                and hands[2].count(KREUZ_DAME_ID) != 2 and hands[3].count(KREUZ_DAME_ID) != 2:
            return Deal._of_shuffled_deck(hands, dealer, ruleset)


def random_playouts(count: int, rng: random.Random, ruleset: Ruleset = RULES_48) -> int:
    """`count` games of random legal cards (no calls), each on a fresh `random_deal`, each
    scored; returns the sum of Re's game values (two runs from the same seed must agree)."""
    total = 0
    getrandbits = rng.getrandbits
    for _ in range(count):
        state = State(random_deal(rng, ruleset))
        while state.turn >= 0:
            legal = state.legal_cards()
            state.play_fast(legal[_below(getrandbits, len(legal))])
        total += state.re_points()
    return total
