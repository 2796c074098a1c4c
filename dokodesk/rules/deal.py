"""A Dodge deal: four hands and a dealer, with the Dodge check (Kreuz Damen split)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from dokodesk.rules.cards import (
    CARD_CODES, KREUZ_DAME, RULES_48, Card, Ruleset, format_cards, parse_cards, sort_hand,
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


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands (seat 0..3 in playing order) and the dealer's seat.

    Construct through `Deal.create` (validating) or `Deal.parse`; hands are stored sorted.
    """

    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    dealer: int
    ruleset: Ruleset = RULES_48

    @classmethod
    def create(cls, hands: Sequence[Sequence[Card]], dealer: int, ruleset: Ruleset = RULES_48) -> "Deal":
        problems = deal_problems(hands, dealer, ruleset)
        if problems:
            raise DealError(problems)
        return cls(tuple(tuple(sort_hand(h)) for h in hands), dealer, ruleset)  # type: ignore[arg-type]

    @classmethod
    def parse(cls, hands: Sequence[str], dealer: int, cards: int = 48) -> "Deal":
        """From the set-format notation: four space-separated hands."""
        ruleset = Ruleset(cards)
        parsed = []
        problems: list[tuple[str, str]] = []
        for seat, text in enumerate(hands):
            try:
                parsed.append(parse_cards(text))
            except ValueError as exc:
                problems.append((f"hand of seat {seat}", str(exc)))
                parsed.append([])
        if problems:
            raise DealError(problems)
        return cls.create(parsed, dealer, ruleset)

    @property
    def leader(self) -> int:
        """The seat that leads the first trick: the one after the dealer."""
        return (self.dealer + 1) % 4

    @property
    def re_seats(self) -> tuple[int, int]:
        seats = tuple(s for s in range(4) if KREUZ_DAME in self.hands[s])
        return seats  # type: ignore[return-value]

    @property
    def parties(self) -> tuple[int, int, int, int]:
        """Party (RE or KONTRA) of each seat."""
        re = self.re_seats
        return tuple(RE if s in re else KONTRA for s in range(4))  # type: ignore[return-value]

    def hand_strings(self) -> list[str]:
        return [format_cards(h) for h in self.hands]

    def __str__(self) -> str:
        return f"dealer {self.dealer}: " + " | ".join(self.hand_strings())


def hand_ids(hand: Sequence[Card]) -> list[int]:
    """Count of each card kind in a hand, indexed by card id."""
    counts = [0] * len(CARD_CODES)
    for c in hand:
        counts[c.id] += 1
    return counts
