"""What one player may know: their own hand and the public history, never the other hands.

Bots and the GUI's table get a `PlayerView`; it is a snapshot built from the game, holding only
copies of public facts, so nothing reachable from it leads back to the hidden hands.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dokodesk.rules.announcements import Call
from dokodesk.rules.cards import Card, Ruleset
from dokodesk.rules.facts import PublicFacts


@dataclass(frozen=True, slots=True)
class PublicAnnouncement:
    seat: int
    call: Call
    party: int
    cards_in_hand: int


@dataclass(frozen=True, slots=True)
class PublicTrick:
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int | None  # None while the trick is running

    @property
    def augen(self) -> int:
        return sum(card.augen for _, card in self.cards)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of a game in progress."""

    seat: int
    party: int  # from the seat's own cards: RE if it holds a Kreuz Dame
    hand: tuple[Card, ...]  # sorted as players sort
    ruleset: Ruleset
    dealer: int
    turn: int | None
    tricks: tuple[PublicTrick, ...]  # completed
    current_trick: PublicTrick
    announcements: tuple[PublicAnnouncement, ...]
    levels: tuple[int, int]  # announcement level made by Re and Kontra
    cards_held: tuple[int, int, int, int]
    legal_cards: tuple[Card, ...]  # empty unless it is this seat's turn
    allowed_calls: tuple  # AllowedCall values this seat may make now
    _facts: PublicFacts | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def is_my_turn(self) -> bool:
        return self.turn == self.seat

    def played_cards(self) -> list[tuple[int, Card]]:
        """Every card played so far, (seat, card), in order."""
        out = [pair for trick in self.tricks for pair in trick.cards]
        return out + list(self.current_trick.cards)

    @property
    def facts(self) -> PublicFacts:
        """What this seat knows for certain (voids, Kreuz Damen shown, parties): worked out on
        first use and kept, so every reader of this view sees the same facts."""
        facts = self._facts
        if facts is None:
            facts = PublicFacts(self)
            object.__setattr__(self, "_facts", facts)
        return facts

    def known_parties(self) -> dict[int, int]:
        """Seats whose party this player knows for certain (see `dokodesk.rules.facts`)."""
        return dict(self.facts.known)

    def partner(self) -> int | None:
        return self.facts.partner()

    def augen_taken(self, seats: set[int] | frozenset[int]) -> int:
        return sum(t.augen for t in self.tricks if t.winner in seats)
