"""Bots that play Dodge (no Qt): a random baseline, a beginner, a strong player and a search
player (`expert`, dokodesk.bots.expert).

    >>> from dokodesk.bots import BOTS, make_bot
    >>> list(BOTS)
    ['random', 'simple', 'strong', 'expert']

A bot sees one seat's `PlayerView`, never the `Game`, and gets its seat's random generator
from the caller. `play_game` seats four bots at a deal; `duel` compares two bots on the same
deals (dokodesk.bots.duel); `simulate_set` plays a field (dokodesk.bots.simulate).
"""

from __future__ import annotations

from typing import Callable

from dokodesk.bots.base import Bot, Decision, NO_CALL, calls_of
from dokodesk.bots.runner import derive_seed, play_game, seat_rngs
from dokodesk.bots.simple import RandomBot, SimpleBot
from dokodesk.bots.strong import StrongBot, hand_strength


def _expert() -> Bot:
    # Imported on demand: the search loads the rules kernel, which listing bots does not need.
    from dokodesk.bots.expert import ExpertBot

    return ExpertBot()


# Weakest first; `random` first of all, the search player last.
BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "simple": SimpleBot,
    "strong": StrongBot,
    "expert": _expert,
}


def make_bot(name: str) -> Bot:
    """A new bot by its registry name; ValueError names the choices."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"no bot named {name!r}; choose from {', '.join(BOTS)}") from None
    return factory()


__all__ = ["BOTS", "Bot", "Decision", "NO_CALL", "RandomBot", "SimpleBot", "StrongBot", "calls_of",
           "derive_seed", "hand_strength", "make_bot", "play_game", "seat_rngs"]
