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
from dokodesk.rules.deal import KONTRA, RE, Deal
from dokodesk.rules.game import Game
from dokodesk.rules.kernel import State, lowest_bit

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


# Bit tables for the playouts' draws (table look-ups are fast both compiled and interpreted).
_BITS_BELOW = [0, 0] + [(n - 1).bit_length() for n in range(2, 65)]  # random bits a draw below n needs
_ONES_8 = [bin(m).count("1") for m in range(256)]  # set bits of a byte


def _nth_bit(mask: int, n: int) -> int:
    """The position of the `n`-th lowest set bit of a 24-bit `mask` (n = 0: the lowest)."""
    while n:
        mask &= mask - 1
        n -= 1
    return lowest_bit(mask)


def random_playouts(count: int, rng: random.Random, ruleset: Ruleset = RULES_48,
                    keep: list | None = None) -> int:
    """`count` games of random legal cards (no calls), each on a fresh random deal, each
    scored; returns the sum of Re's game values (two runs from the same seed must agree).

    The kernel's benchmark: the deck is shuffled by Fisher-Yates as in `random_deal` (from the last
    deal's order, which keeps it uniform; dealt again while
    one hand holds both Kreuz Damen), and goes into the State as
    it lies, without a Deal object; a card is drawn from the State's `legal_mask` (the same
    cards as `legal_cards`). The draws take their bits from `rng.getrandbits(64)`, 64 at a time.
    `keep`: each finished State is appended (for tests)."""
    total = 0
    getrandbits = rng.getrandbits
    pool = 0  # random bits not used yet, `left` of them; refilled 64 at a time
    left = 0
    size = ruleset.hand_size
    tricks = ruleset.tricks
    deck = _DECK_IDS[ruleset.cards][:]
    n_cards = len(deck)
    for _ in range(count):
        while True:
            # The same rejection draw (below n from _BITS_BELOW[n] bits) for the dealer and each
            # place of the shuffle, written out: a function call per draw would cost more than it.
            for i in range(n_cards, 0, -1):  # i = n_cards: the dealer, below 4; else below i + 1
                n = 4 if i == n_cards else i + 1
                need = _BITS_BELOW[n]
                while True:
                    if left < need:
                        pool = getrandbits(64)
                        left = 64
                    value = pool & ((1 << need) - 1)
                    pool >>= need
                    left -= need
                    if value < n:
                        break
                if i == n_cards:
                    dealer = value
                else:
                    deck[i], deck[value] = deck[value], deck[i]
            first = deck.index(KREUZ_DAME_ID)
            second = deck.index(KREUZ_DAME_ID, first + 1)
            if first // size != second // size:
                break
        re_a, re_b = first // size, second // size
        parties = tuple([RE if seat == re_a or seat == re_b else KONTRA for seat in range(4)])
        state = State.__new__(State)
        state._start(None, deck, (dealer + 1) & 3, parties, size, tricks)
        while state.turn >= 0:
            mask = state.legal_mask()
            n = _ONES_8[mask & 0xFF] + _ONES_8[(mask >> 8) & 0xFF] + _ONES_8[mask >> 16]
            need = _BITS_BELOW[n]
            value = 0
            if n > 1:
                while True:
                    if left < need:
                        pool = getrandbits(64)
                        left = 64
                    value = pool & ((1 << need) - 1)
                    pool >>= need
                    left -= need
                    if value < n:
                        break
            state.play_fast(_nth_bit(mask, value))
        total += state.re_points()
        if keep is not None:
            keep.append(state)
    return total
