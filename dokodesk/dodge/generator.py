"""Vorgemischte Dodge sets: reproducible deals from a seed, the same on every machine.

The stream is spelled out here so that it never depends on library internals:

- The seed is a non-negative int, or a str hashed to one: the SHA-256 digest of its UTF-8
  bytes read as a big-endian integer. (Negative ints are refused: `random.Random` seeds
  with the absolute value, so -5 would silently equal 5.)
- The generator is Python's Mersenne Twister, `random.Random(seed)`, of which only
  `getrandbits(k)` (k <= 32, the top k bits of one 32-bit MT19937 output) is used: int
  seeding (init_by_array) and these outputs have been stable throughout Python 3, and a
  test pins the first deal of seed 1 in case they ever change. `random.shuffle`,
  `randrange` and numpy streams are not used: their algorithms may change between versions.
- `randbelow(n)`: draw `k = (n - 1).bit_length()` bits, retry while the value is >= n
  (unbiased rejection).
- Deal number i (1..n) in turn: dealer = randbelow(4); then the deck in sort order
  (`Ruleset.deck()`) is shuffled by Fisher-Yates from the top (for i = len-1 down to 1,
  swap place i with place randbelow(i + 1)); seat s gets places s*h .. s*h + h - 1 (h the
  hand size). If one seat holds both Kreuz Damen (a Hochzeit, which Dodge excludes) the
  dealer and the shuffle are drawn again from the same stream until they are split:
  rejection sampling keeps every split deal equally likely, where a swap would bias it.

The deals come out in number order from one stream, so the first k deals of a set of n are
the set of k with the same seed.
"""

from __future__ import annotations

import hashlib
import random
import re

from dokodesk.rules.cards import KREUZ_DAME, RULES_48, Card, Ruleset
from dokodesk.rules.deal import Deal
from dokodesk.rules.random_play import randbelow

SeedLike = int | str


def seed_to_int(seed: SeedLike) -> int:
    """The integer that seeds the stream: an int as is, a str via SHA-256 (see module doc)."""
    if isinstance(seed, str):
        return int.from_bytes(hashlib.sha256(seed.encode("utf-8")).digest(), "big")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int or a str, not {type(seed).__name__}")
    if seed < 0:
        raise ValueError(f"seed must not be negative, got {seed}")
    return seed


def _shuffle(rng: random.Random, cards: list[Card]) -> None:
    """Fisher-Yates in place, from the top place down."""
    for i in range(len(cards) - 1, 0, -1):
        j = randbelow(rng, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def _draw_deal(rng: random.Random, ruleset: Ruleset) -> Deal:
    size = ruleset.hand_size
    while True:
        dealer = randbelow(rng, 4)
        cards = ruleset.deck()
        _shuffle(rng, cards)
        hands = [cards[s * size:(s + 1) * size] for s in range(4)]
        if not any(hand.count(KREUZ_DAME) == 2 for hand in hands):
            return Deal.create(hands, dealer, ruleset)


def generate_deals(n: int, seed: SeedLike, ruleset: Ruleset = RULES_48) -> list[Deal]:
    """A set of `n` Dodge deals; `deals[i]` is deal number i + 1.

    Same seed, count and ruleset give the same deals on every machine and Python version.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"number of deals must be a non-negative int, not {n!r}")
    rng = random.Random(seed_to_int(seed))
    return [_draw_deal(rng, ruleset) for _ in range(n)]


_ID_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def practice_set_id(seed: object, deals: int, cards: int) -> str:
    """The id of a practice set generated from `seed`, valid under the set format's id rule (1 to
    64 characters of A-Z a-z 0-9 . _ -) for any seed text: `practice-SEED-DEALS-CARDS` when the
    seed is short and of those characters; else the seed's safe characters with a short hash of
    the whole seed, so that two seeds never share an id (`my seed/../ü x` and `my seed/..-ü x`)."""
    text = str(seed)
    if len(text) <= 32 and not _ID_UNSAFE.search(text):
        return f"practice-{text}-{deals}-{cards}"
    slug = _ID_UNSAFE.sub("-", text).strip("-.")[:24].rstrip("-.")
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"practice-{slug + '-' if slug else ''}{digest}-{deals}-{cards}"
