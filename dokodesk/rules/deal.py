"""A Dodge deal: four hands and a dealer, with the Dodge check (Kreuz Damen split)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from dokodesk.rules.cards import (
    CARDS, CARDS_BY_CODE, IS_NINE, KREUZ_DAME, N_KINDS, RULES_48, Card, Ruleset, format_cards, parse_cards,
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
_ID_BY_CODE = {code: card.id for code, card in CARDS_BY_CODE.items()}


def _valid_ids(ids: list[list[int]], dealer: object, ruleset: Ruleset) -> bool:
    """Whether these card ids of the four hands (each sorted) and the dealer are a valid Dodge
    deal. The fast path of every Deal's check; `deal_problems` says what is wrong."""
    if dealer.__class__ is not int or not 0 <= dealer <= 3 or len(ids) != 4:  # type: ignore[operator]
        return False
    size = ruleset.hand_size
    for hand in ids:
        if len(hand) != size or hand.count(_QC) == 2:
            return False
    return sorted(ids[0] + ids[1] + ids[2] + ids[3]) == _DECK_IDS[ruleset.cards]


def _hand_ids(hands: object) -> list[list[int]] | None:
    try:
        return [sorted([card.id for card in hand]) for hand in hands]  # type: ignore[union-attr, attr-defined]
    except (AttributeError, TypeError):
        return None


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands (seat 0..3 in playing order) and the dealer's seat: always a valid Dodge deal.

    Constructing one validates it (DealError lists every problem) and stores the hands sorted;
    `Deal.parse` reads the set-format notation. `card_ids` (every hand's card ids, seat by seat,
    as bytes) and `parties` are computed once, for the engine's per-deal setup.
    """

    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    dealer: int
    ruleset: Ruleset = RULES_48
    card_ids: bytes = field(init=False, repr=False, compare=False)
    parties: tuple[int, int, int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ids = _hand_ids(self.hands)
        if ids is None or not _valid_ids(ids, self.dealer, self.ruleset):
            raise DealError(deal_problems(self.hands, self.dealer, self.ruleset)
                            or [("", "not a Dodge deal")])
        self._fill(ids)

    def _fill(self, ids: list[list[int]]) -> None:
        card = CARDS.__getitem__
        object.__setattr__(self, "hands", tuple([tuple(map(card, hand)) for hand in ids]))
        object.__setattr__(self, "card_ids", bytes(ids[0] + ids[1] + ids[2] + ids[3]))
        object.__setattr__(self, "parties", tuple([RE if _QC in hand else KONTRA for hand in ids]))

    @classmethod
    def create(cls, hands: Sequence[Sequence[Card]], dealer: int, ruleset: Ruleset = RULES_48) -> "Deal":
        """The same as `Deal(hands, dealer, ruleset)`: validated, hands sorted."""
        return cls(hands, dealer, ruleset)  # type: ignore[arg-type]

    @classmethod
    def parse(cls, hands: Sequence[str], dealer: int, cards: int = 48) -> "Deal":
        """From the set-format notation: four space-separated hands."""
        ruleset = RULES_48 if cards == 48 else Ruleset(cards)
        try:
            ids = [sorted([_ID_BY_CODE[code] for code in text.split()]) for text in hands]
        except (KeyError, AttributeError, TypeError):
            ids = None  # a code that is not a card: say which, below
        if ids is not None and _valid_ids(ids, dealer, ruleset):
            # Checked: build without a second check (the dataclass __init__ would repeat it).
            deal = object.__new__(cls)
            object.__setattr__(deal, "dealer", dealer)
            object.__setattr__(deal, "ruleset", ruleset)
            deal._fill(ids)
            return deal
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
