"""The Doppelkopf rules engine for Dodge: pure Python, no Qt.

    >>> from dokodesk.rules import Card, Deal, Game
    >>> str(Card.parse("TH"))
    'TH'
"""

from typing import TYPE_CHECKING

from dokodesk.rules.announcements import Call
from dokodesk.rules.cards import (
    CARDS, DULLE, FUCHS, KARLCHEN, KREUZ_DAME, RULES_40, RULES_48, Card, Follow, Rank, Ruleset,
    Suit, format_cards, parse_cards, sort_hand,
)
from dokodesk.rules.deal import KONTRA, PARTY_NAMES, RE, Deal, DealError
from dokodesk.rules.errors import IllegalAnnouncementError, IllegalEventError, IllegalPlayError, LogError
from dokodesk.rules.scoring import GameSummary, GameValue, ScoreLine, score

if TYPE_CHECKING:
    from dokodesk.rules.game import AllowedCall, Announcement, Game, Trick, parse_event
    from dokodesk.rules.random_play import play_randomly, randbelow
    from dokodesk.rules.view import PlayerView, PublicAnnouncement, PublicTrick

# Loaded when first asked for: checking a file (`dokodesk check`) needs the kernel, not Game.
_LAZY = {"AllowedCall": "game", "Announcement": "game", "Game": "game", "Trick": "game", "parse_event": "game",
         "play_randomly": "random_play", "randbelow": "random_play",
         "PlayerView": "view", "PublicAnnouncement": "view", "PublicTrick": "view"}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "AllowedCall", "Announcement", "CARDS", "Call", "Card", "DULLE", "Deal", "DealError", "FUCHS",
    "Follow", "Game", "GameSummary", "GameValue", "IllegalAnnouncementError", "IllegalEventError",
    "IllegalPlayError", "KARLCHEN", "PlayerView", "PublicAnnouncement", "PublicTrick", "KONTRA", "KREUZ_DAME", "LogError", "PARTY_NAMES", "RE",
    "RULES_40", "RULES_48", "Rank", "Ruleset", "ScoreLine", "Suit", "Trick", "format_cards",
    "parse_cards", "parse_event", "play_randomly", "randbelow", "score", "sort_hand",
]
