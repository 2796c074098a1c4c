"""A duplicate match between two bots: the Dodge comparison of bot A with bot B.

Every deal is played twice: play 0 with A in both Re seats and B in both Kontra seats, play 1
the other way round. A's Re pair is compared with B's Re pair (same deal, same seats, same
cards) and A's Kontra pair with B's Kontra pair, with `dodge_points` (one other pair in the
field, so each comparison gives +100, 0 or -100).

With only two tables, both comparisons of a deal always agree: A's Re pair beats B's exactly
when play 0 scored more for Re than play 1, which is exactly when A's Kontra pair (−play 1)
beats B's (−play 0). So the 2N comparisons are N independent values, counted twice; the
confidence interval is therefore taken over the N per-deal means (normal approximation,
mean ± 1.96 · s / √N with the sample standard deviation s). Treating the 2N comparisons as
independent would make the interval √2 too narrow.

Randomness: seat s of deal number d uses a generator seeded with
`derive_seed(seed, "duel", d, s)` in BOTH plays, whichever bot sits there, so luck that comes
with a seat is the same for A and B.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Sequence

from dokodesk.bots.base import Bot
from dokodesk.bots.runner import derive_seed, play_game
from dokodesk.dodge.points import dodge_points
from dokodesk.rules import Deal, Game


@dataclass(frozen=True)
class DealDuel:
    number: int
    re_points_a_re: int  # Re's game value with A on the Re seats
    re_points_b_re: int  # with B on the Re seats
    dodge_re: float  # A's Re pair against B's Re pair
    dodge_kontra: float  # A's Kontra pair against B's Kontra pair

    @property
    def mean(self) -> float:
        return (self.dodge_re + self.dodge_kontra) / 2.0


@dataclass(frozen=True)
class DuelResult:
    a: str
    b: str
    deals: list[DealDuel]

    @property
    def mean_dodge_a(self) -> float:
        return sum(d.mean for d in self.deals) / len(self.deals) if self.deals else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """95% interval of the mean over the per-deal means (normal approximation), clipped to
        the possible range -100..100."""
        n = len(self.deals)
        m = self.mean_dodge_a
        if n < 2:
            return (m, m) if n else (0.0, 0.0)
        var = sum((d.mean - m) ** 2 for d in self.deals) / (n - 1)
        half = 1.96 * math.sqrt(var / n)
        return (max(-100.0, m - half), min(100.0, m + half))

    def counts(self) -> tuple[int, int, int]:
        """Deals A won, tied, lost."""
        won = sum(1 for d in self.deals if d.mean > 0)
        lost = sum(1 for d in self.deals if d.mean < 0)
        return won, len(self.deals) - won - lost, lost

    def to_json(self) -> dict:
        lo, hi = self.ci95
        return {"a": self.a, "b": self.b, "deals": len(self.deals),
                "mean_dodge_a": round(self.mean_dodge_a, 3), "ci95": [round(lo, 3), round(hi, 3)]}


def play_duplicate(deal: Deal, bot_a: Bot, bot_b: Bot, seed: object, number: int) -> tuple[Game, Game]:
    """The two plays of one deal: (A on the Re seats, B on the Re seats)."""
    re = set(deal.re_seats)
    games = []
    for re_bot, kontra_bot in ((bot_a, bot_b), (bot_b, bot_a)):
        bots = [re_bot if s in re else kontra_bot for s in range(4)]
        rngs = [random.Random(derive_seed(seed, "duel", number, s)) for s in range(4)]
        games.append(play_game(deal, bots, rngs))
    return games[0], games[1]


def duel(bot_a: Bot, bot_b: Bot, deals: Sequence[Deal], seed: object,
         progress: Callable[[int, int], None] | None = None) -> DuelResult:
    """A's Dodge points against B over `deals` (deal numbers 1..n)."""
    out = []
    for i, deal in enumerate(deals):
        number = i + 1
        g_a, g_b = play_duplicate(deal, bot_a, bot_b, seed, number)
        ra, rb = g_a.value().re_points, g_b.value().re_points
        dodge_re = dodge_points(ra, [rb])
        dodge_kontra = dodge_points(-rb, [-ra])
        out.append(DealDuel(number, ra, rb, dodge_re, dodge_kontra))
        if progress is not None:
            progress(number, len(deals))
    return DuelResult(bot_a.name, bot_b.name, out)
