"""Cards, decks, the trump order and Augen of a normal Doppelkopf game.

A card is one of 24 kinds (every kind twice in the 48-card deck). Each kind has a small
integer `id` that is also its place when a player sorts a hand: the 13 trumps from the Dulle
down to the Karo Neun, then Kreuz, Pik and Herz, each Ass first. The engine's hot paths work
on these ids; `Card` objects are interned, so `Card.parse("TH") is Card.parse("TH")`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Iterable


class Suit(IntEnum):
    """Printed suit of a card (the code letter of set-format.md)."""

    CLUBS = 0  # Kreuz
    SPADES = 1  # Pik
    HEARTS = 2  # Herz
    DIAMONDS = 3  # Karo

    @property
    def code(self) -> str:
        return "CSHD"[self]

    @property
    def german(self) -> str:
        return ("Kreuz", "Pik", "Herz", "Karo")[self]


class Rank(IntEnum):
    NINE = 0
    JACK = 1  # Bube
    QUEEN = 2  # Dame
    KING = 3  # König
    TEN = 4
    ACE = 5  # Ass

    @property
    def code(self) -> str:
        return "9JQKTA"[self]

    @property
    def augen(self) -> int:
        return (0, 2, 3, 4, 10, 11)[self]

    @property
    def german(self) -> str:
        return ("Neun", "Bube", "Dame", "König", "Zehn", "Ass")[self]


class Follow(IntEnum):
    """What a card counts as when following: trump, or one of the three Fehl suits."""

    TRUMP = 0
    CLUBS = 1  # Kreuz
    SPADES = 2  # Pik
    HEARTS = 3  # Herz

    @property
    def german(self) -> str:
        return ("Trumpf", "Kreuz", "Pik", "Herz")[self]


# Cards in sort order: trumps high to low, then Kreuz, Pik, Herz (Ass first). The index in
# this tuple is the card id.
CARD_CODES: tuple[str, ...] = (
    "TH", "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "TD", "KD", "9D",
    "AC", "TC", "KC", "9C",
    "AS", "TS", "KS", "9S",
    "AH", "KH", "9H",
)
N_KINDS = len(CARD_CODES)
N_TRUMP_KINDS = 13

_RANK_BY_CODE = {r.code: r for r in Rank}
_SUIT_BY_CODE = {s.code: s for s in Suit}

# Per-id tables used by the hot paths.
AUGEN: tuple[int, ...] = tuple(_RANK_BY_CODE[c[0]].augen for c in CARD_CODES)
FOLLOW: tuple[int, ...] = tuple(  # plain ints, not Follow members: indexing with them is faster
    int(Follow.TRUMP if i < N_TRUMP_KINDS else Follow[_SUIT_BY_CODE[c[1]].name])
    for i, c in enumerate(CARD_CODES)
)
IS_NINE: tuple[bool, ...] = tuple(c[0] == "9" for c in CARD_CODES)

# A card code's two characters to its id, for readers that go character by character (Deal.parse,
# State.replay): CODE_RANK[c] and CODE_SUIT[c] number an ASCII character (6 and 4: no rank, no
# suit), and ID_OF_RANK_SUIT[rank * 5 + suit] is the card's id, or -1 when there is no such card.
_RANK_LETTERS, _SUIT_LETTERS = "AKQJT9", "CSHD"
CODE_RANK: tuple[int, ...] = tuple(_RANK_LETTERS.find(chr(c)) % 7 for c in range(128))
CODE_SUIT: tuple[int, ...] = tuple(_SUIT_LETTERS.find(chr(c)) % 5 for c in range(128))
ID_OF_RANK_SUIT: tuple[int, ...] = tuple(CARD_CODES.index(r + s) if r + s in CARD_CODES else -1
                                         for r in _RANK_LETTERS + "?" for s in _SUIT_LETTERS + "?")


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card kind. Interned: compare with `is` or `==`, both by id."""

    id: int

    @property
    def code(self) -> str:
        return CARD_CODES[self.id]

    @property
    def rank(self) -> Rank:
        return _RANK_BY_CODE[CARD_CODES[self.id][0]]

    @property
    def suit(self) -> Suit:
        return _SUIT_BY_CODE[CARD_CODES[self.id][1]]

    @property
    def augen(self) -> int:
        return AUGEN[self.id]

    @property
    def is_trump(self) -> bool:
        return self.id < N_TRUMP_KINDS

    @property
    def follows_as(self) -> Follow:
        return Follow(FOLLOW[self.id])

    @property
    def german(self) -> str:
        """The player's name of the card, e.g. "Herz Zehn"."""
        return f"{self.suit.german} {self.rank.german}"

    @classmethod
    def parse(cls, code: str) -> "Card":
        try:
            return CARDS_BY_CODE[code]
        except (KeyError, TypeError):
            raise ValueError(f"{code!r} is not a card (rank 9 T J Q K A, then suit C S H D)") from None

    def __reduce__(self) -> tuple:
        """Pickled and copied cards stay the interned ones (equality is identity)."""
        return (_card_of_id, (self.id,))

    def __str__(self) -> str:
        return CARD_CODES[self.id]

    def __repr__(self) -> str:
        return f"Card.parse({CARD_CODES[self.id]!r})"

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.id

    def __lt__(self, other: "Card") -> bool:
        """Sort order as players sort a hand (trumps high to low, then Fehl)."""
        return self.id < other.id


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(N_KINDS))


def _card_of_id(card_id: int) -> Card:
    return CARDS[card_id]


CARDS_BY_CODE: dict[str, Card] = {c.code: c for c in CARDS}

# Named cards the rules talk about.
DULLE = CARDS_BY_CODE["TH"]
KREUZ_DAME = CARDS_BY_CODE["QC"]
FUCHS = CARDS_BY_CODE["AD"]
KARLCHEN = CARDS_BY_CODE["JC"]
# Their ids, for code that works on ids (bots, the kernel): never write the bare numbers.
DULLE_ID, KREUZ_DAME_ID, FUCHS_ID, KARLCHEN_ID = DULLE.id, KREUZ_DAME.id, FUCHS.id, KARLCHEN.id
FEHL_ACE_IDS = {Follow.CLUBS: CARDS_BY_CODE["AC"].id, Follow.SPADES: CARDS_BY_CODE["AS"].id,
                Follow.HEARTS: CARDS_BY_CODE["AH"].id}  # the Ass of each Fehl suit
FEHL_TEN_IDS = {Follow.CLUBS: CARDS_BY_CODE["TC"].id, Follow.SPADES: CARDS_BY_CODE["TS"].id}  # Herz: no Fehl ten


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Variant of the game: 48 cards (12 a player) or 40 cards without nines (10 a player)."""

    cards: int = 48

    def __post_init__(self) -> None:
        if self.cards not in (40, 48):
            raise ValueError(f"a Dodge deck has 48 or 40 cards, not {self.cards}")

    @property
    def hand_size(self) -> int:
        return self.cards // 4

    @property
    def tricks(self) -> int:
        return self.cards // 4

    @property
    def kinds(self) -> tuple[Card, ...]:
        """The card kinds in this deck (each appears twice)."""
        if self.cards == 48:
            return CARDS
        return tuple(c for c in CARDS if not IS_NINE[c.id])

    def deck(self) -> list[Card]:
        """The full deck, every card twice, in sort order."""
        return [c for c in self.kinds for _ in range(2)]

RULES_48 = Ruleset(48)
RULES_40 = Ruleset(40)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from a space-separated string (set-format.md) or an iterable of codes."""
    codes = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(c) for c in codes]


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """A hand as players sort it: trumps high to low, then Kreuz, Pik, Herz."""
    return sorted(cards, key=lambda c: c.id)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(CARD_CODES[c.id] for c in cards)
