"""What one player may know: their own hand and the public history, never the other hands.

Bots and the GUI's table get a `PlayerView`; it is a snapshot built from the game, holding only
copies of public facts, so nothing reachable from it leads back to the hidden hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from dokodesk.rules.announcements import Call
from dokodesk.rules.cards import KREUZ_DAME, Card, Ruleset
from dokodesk.rules.deal import KONTRA, RE


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

    @property
    def is_my_turn(self) -> bool:
        return self.turn == self.seat

    def played_cards(self) -> list[tuple[int, Card]]:
        """Every card played so far, (seat, card), in order."""
        out = [pair for trick in self.tricks for pair in trick.cards]
        return out + list(self.current_trick.cards)

    def known_parties(self) -> dict[int, int]:
        """Seats whose party this player knows: itself, who played a Kreuz Dame or announced,
        and the rest once both seats of one party are known."""
        known = {self.seat: self.party}
        for seat, card in self.played_cards():
            if card is KREUZ_DAME:
                known[seat] = RE
        for a in self.announcements:
            known[a.seat] = a.party
        for party in (RE, KONTRA):
            if sum(1 for p in known.values() if p == party) == 2:
                for seat in range(4):
                    known.setdefault(seat, 1 - party)
        return known

    def partner(self) -> int | None:
        known = self.known_parties()
        mates = [s for s, p in known.items() if p == self.party and s != self.seat]
        return mates[0] if mates else None

    def augen_taken(self, seats: set[int] | frozenset[int]) -> int:
        return sum(t.augen for t in self.tricks if t.winner in seats)
