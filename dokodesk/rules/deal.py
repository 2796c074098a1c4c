"""A Dodge deal: four hands and a dealer, with the Dodge check (Kreuz Damen split)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import FrozenInstanceError
from typing import Sequence

from dokodesk.rules.cards import (
    CARDS, CODE_RANK, CODE_SUIT, ID_OF_RANK_SUIT, IS_NINE, KREUZ_DAME, N_KINDS, RULES_48, Card, Ruleset,
    format_cards, parse_cards,
)

RE, KONTRA = 0, 1
PARTY_NAMES = ("Re", "Kontra")


class DealError(ValueError):
    """A deal that is not a valid Dodge deal. `problems` lists every (place, message)."""

    def __init__(self, problems: list[tuple[str, str]]):
        self.problems = problems
        super().__init__("; ".join(f"{place}: {msg}" if place else msg for place, msg in problems))


def deal_problems(hands: Sequence[Sequence[Card]], dealer: object, ruleset: Ruleset) -> list[tuple[str, str]]:
    """Every reason why these hands and dealer are not a Dodge deal, each with its place."""
    problems: list[tuple[str, str]] = []
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 3:
        problems.append(("dealer", f"must be a seat 0 to 3, not {dealer!r}"))
    if len(hands) != 4:
        problems.append(("hands", f"need 4 hands, got {len(hands)}"))
        return problems
    in_deck = set(ruleset.kinds)
    counts: Counter[Card] = Counter()
    for seat, hand in enumerate(hands):
        if len(hand) != ruleset.hand_size:
            problems.append((f"hand of seat {seat}",
                             f"has {len(hand)} cards, needs {ruleset.hand_size}"))
        counts.update(hand)
    for seat, hand in enumerate(hands):
        reported = set()
        for card in hand:
            if card in reported:
                continue
            if card not in in_deck:
                problems.append((f"hand of seat {seat}",
                                 f"{card} is not in the {ruleset.cards}-card deck"))
                reported.add(card)
            elif counts[card] > 2:
                problems.append((f"hand of seat {seat}",
                                 f"{card} appears {counts[card]} times in the deal"))
                reported.add(card)
    missing = [c for c in ruleset.kinds if counts[c] < 2 for _ in range(2 - counts[c])]
    if missing:
        problems.append(("hands", f"missing from the deck: {format_cards(missing)}"))
    holders = [seat for seat, hand in enumerate(hands) if KREUZ_DAME in hand]
    if len(holders) == 1 and counts[KREUZ_DAME] == 2:
        problems.append((f"hand of seat {holders[0]}",
                         "holds both Kreuz Damen (a marriage; Dodge deals split them)"))
    return problems


# Every card id of a deck, sorted, by deck size.
_DECK_IDS = {48: sorted(list(range(N_KINDS)) * 2),
             40: sorted([k for k in range(N_KINDS) if not IS_NINE[k]] * 2)}
_QC = KREUZ_DAME.id
_CARD_OF_ID = CARDS.__getitem__


def _valid_ids(ids: list[list[int]], dealer: object, ruleset: Ruleset) -> list[int] | None:
    """When these card ids of the four hands (each sorted) and the dealer are a valid Dodge deal:
    all ids, seat by seat; else None. The fast path of every Deal's check; `deal_problems` says
    what is wrong."""
    if dealer.__class__ is not int or not 0 <= dealer <= 3 or len(ids) != 4:  # type: ignore[operator]
        return None
    a, b, c, d = ids
    if not len(a) == len(b) == len(c) == len(d) == ruleset.hand_size:
        return None
    if 2 in (a.count(_QC), b.count(_QC), c.count(_QC), d.count(_QC)):
        return None
    every = a + b + c + d
    return every if sorted(every) == _DECK_IDS[ruleset.cards] else None


# The card code tables as C arrays in the compiled build.
_RANK_OF = list(CODE_RANK)
_SUIT_OF = list(CODE_SUIT)
_ID_OF_RANK_SUIT = list(ID_OF_RANK_SUIT)
_NINE = [int(IS_NINE[k]) for k in range(N_KINDS)]


_OTHER_SPACE = re.compile(r"[^\S ]")  # whitespace other than the ASCII space: tabs, line breaks, no-break spaces…
_SPACE_NAMES = {"\t": "a tab", "\n": "a line break", "\r": "a carriage return", "\xa0": "a no-break space",
                "\u3000": "an ideographic space", "\u202f": "a narrow no-break space"}


def _parsed_deal(hands: object, dealer: object, cards: int) -> tuple[bytes, tuple] | None:
    """(card_ids, parties) of the four hands in set notation when they and the dealer are a
    valid Dodge deal of the `cards`-card deck, else None (`deal_problems` then says why). The
    fast path of `Deal.parse` for hands as dokodesk writes them: it reads the codes byte by byte
    and counts the copies of each card per seat instead of sorting.
    Valid means: every hand holds a quarter of the deck, every card of the deck is dealt twice
    (the 40-card deck has no Neunen), and no seat holds both Kreuz Damen."""
    if dealer.__class__ is not int or not 0 <= dealer <= 3:  # type: ignore[operator]
        return None
    if (hands.__class__ is not list and hands.__class__ is not tuple) or len(hands) != 4:  # type: ignore[arg-type]
        return None
    hand_size = cards // 4
    counts = [0] * 96  # [seat * N_KINDS + card id]
    for seat in range(4):
        text = hands[seat]  # type: ignore[index]
        if text.__class__ is not str:
            return None
        if len(text) != 3 * hand_size - 1 or not text.isascii():
            return None  # not as written ("QC QS ...", one space between codes): the slow way reads it
        raw = text.encode("ascii")
        base = seat * N_KINDS
        for i in range(0, 3 * hand_size, 3):
            if i and raw[i - 1] != 32:  # the space between two codes
                return None
            cid = _ID_OF_RANK_SUIT[_RANK_OF[raw[i]] * 5 + _SUIT_OF[raw[i + 1]]]
            if cid < 0:
                return None
            counts[base + cid] += 1
    for k in range(N_KINDS):
        copies = 0 if cards == 40 and _NINE[k] else 2
        if counts[k] + counts[N_KINDS + k] + counts[2 * N_KINDS + k] + counts[3 * N_KINDS + k] != copies:
            return None
    for seat in range(4):
        if counts[seat * N_KINDS + _QC] == 2:
            return None  # a marriage: Dodge deals split the Kreuz Damen
    ids = bytearray(4 * hand_size)
    n = 0
    for i in range(4 * N_KINDS):  # seat by seat, each hand ascending
        for _ in range(counts[i]):
            ids[n] = i % N_KINDS
            n += 1
    parties = (RE if counts[_QC] else KONTRA, RE if counts[N_KINDS + _QC] else KONTRA,
               RE if counts[2 * N_KINDS + _QC] else KONTRA, RE if counts[3 * N_KINDS + _QC] else KONTRA)
    return bytes(ids), parties


def _hand_ids(hands: object) -> list[list[int]] | None:
    try:
        return [sorted([card.id for card in hand]) for hand in hands]  # type: ignore[union-attr, attr-defined]
    except (AttributeError, TypeError):
        return None


class Deal:
    """Four hands (seat 0..3 in playing order) and the dealer's seat: always a valid Dodge deal.

    Constructing one validates it (DealError lists every problem); `Deal.parse` reads the
    set-format notation. Immutable, compared and hashed by its cards, dealer and ruleset.
    `card_ids` (every hand's card ids, sorted, seat by seat, as bytes) and `parties` are the
    engine's per-deal setup; `hands` (sorted `Card`s) is built from them when first asked for,
    so checking a file of many deals does not build Card tuples nobody reads.
    """

    __slots__ = ("dealer", "ruleset", "card_ids", "parties", "_hands")
    dealer: int
    ruleset: Ruleset
    card_ids: bytes
    parties: tuple[int, int, int, int]

    def __init__(self, hands: Sequence[Sequence[Card]], dealer: int, ruleset: Ruleset = RULES_48):
        ids = _hand_ids(hands)
        every = None if ids is None else _valid_ids(ids, dealer, ruleset)
        if every is None:
            raise DealError(deal_problems(hands, dealer, ruleset) or [("", "not a Dodge deal")])
        self._fill(dealer, ruleset, ids, every)  # type: ignore[arg-type]

    def _fill(self, dealer: int, ruleset: Ruleset, ids: list[list[int]], every: list[int]) -> None:
        a, b, c, d = ids
        self._set(dealer, ruleset, bytes(every), (RE if _QC in a else KONTRA, RE if _QC in b else KONTRA,
                                                  RE if _QC in c else KONTRA, RE if _QC in d else KONTRA))

    def _set(self, dealer: int, ruleset: Ruleset, card_ids: bytes, parties: tuple) -> None:
        setattr_ = object.__setattr__
        setattr_(self, "dealer", dealer)
        setattr_(self, "ruleset", ruleset)
        setattr_(self, "card_ids", card_ids)
        setattr_(self, "parties", parties)
        setattr_(self, "_hands", None)

    @property
    def hands(self) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        """The four hands, each sorted as players sort."""
        hands = self._hands
        if hands is None:
            ids, n = self.card_ids, self.ruleset.hand_size
            card = _CARD_OF_ID
            hands = tuple([tuple(map(card, ids[i:i + n])) for i in range(0, 4 * n, n)])
            object.__setattr__(self, "_hands", hands)
        return hands  # type: ignore[return-value]

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Deal:
            return NotImplemented
        return (self.card_ids == other.card_ids and self.dealer == other.dealer  # type: ignore[attr-defined]
                and self.ruleset == other.ruleset)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.card_ids, self.dealer, self.ruleset))

    def __reduce__(self) -> tuple:
        return (Deal, (self.hands, self.dealer, self.ruleset))

    def __repr__(self) -> str:
        return f"Deal(hands={self.hands!r}, dealer={self.dealer!r}, ruleset={self.ruleset!r})"

    @classmethod
    def create(cls, hands: Sequence[Sequence[Card]], dealer: int, ruleset: Ruleset = RULES_48) -> "Deal":
        """The same as `Deal(hands, dealer, ruleset)`: validated, hands sorted."""
        return cls(hands, dealer, ruleset)  # type: ignore[arg-type]

    @classmethod
    def from_ids(cls, hands: Sequence[Sequence[int]], dealer: int, ruleset: Ruleset = RULES_48) -> "Deal":
        """From the four hands' card ids (validated like the constructor; DealError if not a
        Dodge deal). For code that deals on ids: random playouts, samplers."""
        ids = [sorted(hand) for hand in hands]
        every = _valid_ids(ids, dealer, ruleset)
        if every is None:
            raise DealError(deal_problems([[CARDS[i] for i in hand] for hand in ids], dealer, ruleset)
                            or [("", "not a Dodge deal")])
        deal = object.__new__(cls)
        deal._fill(dealer, ruleset, ids, every)
        return deal

    @classmethod
    def _of_shuffled_deck(cls, hands: list[list[int]], dealer: int, ruleset: Ruleset) -> "Deal":
        """The deal of a whole deck of `ruleset` (card ids) dealt into four hands, for a dealer
        that has checked the Kreuz Damen are split: valid by construction, so not checked again
        (random playouts deal many). Sorts the hands."""
        for hand in hands:
            hand.sort()
        deal = object.__new__(cls)
        deal._fill(dealer, ruleset, hands, hands[0] + hands[1] + hands[2] + hands[3])
        return deal

    @classmethod
    def parse(cls, hands: Sequence[str], dealer: int, cards: int = 48) -> "Deal":
        """From the set-format notation: four space-separated hands."""
        ruleset = RULES_48 if cards == 48 else Ruleset(cards)
        parsed_ids = _parsed_deal(hands, dealer, ruleset.cards)
        if parsed_ids is not None:
            # Checked: build without a second check (__init__ would repeat it).
            deal = object.__new__(cls)
            deal._set(dealer, ruleset, parsed_ids[0], parsed_ids[1])
            return deal
        parsed = []
        problems: list[tuple[str, str]] = []
        for seat, text in enumerate(hands):
            odd = _OTHER_SPACE.search(text) if isinstance(text, str) else None
            if odd is not None:  # set-format.md: codes separated by spaces (and only spaces)
                ch = odd.group()
                problems.append((f"hand of seat {seat}", f"the cards must be separated by spaces; character "
                                 f"{odd.start() + 1} is {_SPACE_NAMES.get(ch, 'a different space')} "
                                 f"(U+{ord(ch):04X})"))
                parsed.append([])
                continue
            try:
                parsed.append(parse_cards(text))
            except ValueError as exc:
                problems.append((f"hand of seat {seat}", str(exc)))
                parsed.append([])
        if problems:
            raise DealError(problems)
        return cls(parsed, dealer, ruleset)  # type: ignore[arg-type]

    @property
    def leader(self) -> int:
        """The seat that leads the first trick: the one after the dealer."""
        return (self.dealer + 1) % 4

    @property
    def re_seats(self) -> tuple[int, int]:
        return tuple(s for s in range(4) if self.parties[s] == RE)  # type: ignore[return-value]

    def hand_strings(self) -> list[str]:
        return [format_cards(h) for h in self.hands]

    def __str__(self) -> str:
        return f"dealer {self.dealer}: " + " | ".join(self.hand_strings())
