"""What the field did: at a decision of the player, the field's games that reached the same
position for the seat (the same cards left in its hand and the same cards in the trick so far,
however the earlier tricks went), what those pairs played there and what they scored. Pure
Python, no search."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from dokodesk.freeing import free_in_slices
from dokodesk.rules import Card, Deal, parse_event
from dokodesk.rules.game import EVENT_CODES

FREE_SLICE = 2000  # games' cards freed at a time (see field_at_decisions)


class DodgeField:
    """The field of one party on a deal: the other pairs' game points from that party's side.
    An outcome on THIS deal is worth (pairs below − pairs above) / pairs × 100 against it (the
    Dodge formula with the analysed pair added to the field). Only outcomes of the real deal
    are ranked against it: the field held these very cards."""

    def __init__(self, points: Sequence[int] | np.ndarray):
        self.points = np.sort(np.asarray(points, dtype=np.int64).ravel())

    @property
    def size(self) -> int:
        return int(self.points.size)

    def __bool__(self) -> bool:
        return self.points.size > 0

    def dodge(self, outcomes) -> np.ndarray:
        """Dodge points of each outcome (game points for the party) against the field."""
        v = np.asarray(outcomes)
        below = np.searchsorted(self.points, v, side="left")
        above = self.points.size - np.searchsorted(self.points, v, side="right")
        return 100.0 * (below - above) / self.points.size


@dataclass(frozen=True)
class FieldChoice:
    """One card the field's pairs played at the position: how many, their mean points."""

    card: str  # card code
    pairs: int
    mean_points: float  # for the seat's party


@dataclass(frozen=True)
class FieldAtPosition:
    event_index: int  # the player's card in its own log
    reached: int  # field pairs (of the seat's party) that were at this position
    field: int  # all field pairs of the seat's party
    choices: tuple[FieldChoice, ...]  # most played first


# Every event text there is (the rules' table) -> (seat, card code), or () for a call: a look-up
# where parsing each event cost 100,000 field games 4.8 million parses (~85 % of the post-game read)
_CARD_OF_EVENT: dict[str, tuple] = {
    token: (seat, what.code) if isinstance(what, Card) else () for token in EVENT_CODES
    for seat, what in [parse_event(token)]}


def _cards(log: Sequence[str]) -> list[tuple[int, str]]:
    """(seat, card code) of each card of the log."""
    out = []
    for token in log:
        card = _CARD_OF_EVENT.get(token)
        if card:
            out.append(card)
        elif card is None:
            parse_event(token)  # no event: raises, saying why
    return out


def _seat_positions(cards: list[tuple[int, str]], seat: int, wanted) -> dict[int, tuple]:
    """Card index n -> (the seat's cards played before n, sorted; the trick so far) at each card
    of `seat` whose index is in `wanted`: the position as the seat meets it (its hand is the
    deal's hand minus what it played)."""
    out = {}
    played: list[str] = []
    for n, (s, code) in enumerate(cards):
        if s == seat:
            if n in wanted:
                out[n] = (tuple(sorted(played)), tuple(cards[n - n % 4:n]))
            played.append(code)
    return out


def field_at_decisions(deal: Deal, log: Sequence[str], seat: int,
                       field: Sequence[tuple[Sequence[str], int]]) -> dict[int, FieldAtPosition]:
    """For each card of `seat` in `log`: the field games (log, Re points) that reached the same
    position for the seat (the same cards in its hand, the same trick so far: issue 28; before,
    only games with the same cards in the same order counted, and a Dodge player holding the same
    cards after other earlier tricks was left out), grouped by the card the seat played there.
    Field games without a log count in the field but never reach a position. Positions no field
    game reached are left out."""
    sign = 1 if deal.parties[seat] == 0 else -1
    field_cards = [(_cards(flog) if flog else None, sign * points) for flog, points in field]
    own = _cards(log)
    card_events = [i for i, t in enumerate(log) if isinstance(parse_event(t)[1], Card)]
    mine = _seat_positions(own, seat, range(len(own)))
    by_position: dict[int, dict[str, list[int]]] = {n: {} for n in mine}
    for cards, points in field_cards:
        if cards is None:
            continue
        for n, key in _seat_positions(cards, seat, mine).items():
            if key == mine[n]:
                by_position[n].setdefault(cards[n][1], []).append(points)
    out: dict[int, FieldAtPosition] = {}
    for n, by_card in by_position.items():
        reached = sum(len(v) for v in by_card.values())
        if reached:
            choices = sorted((FieldChoice(c, len(v), sum(v) / len(v)) for c, v in by_card.items()),
                             key=lambda f: (-f.pairs, -f.mean_points, f.card))
            out[card_events[n]] = FieldAtPosition(card_events[n], reached, len(field_cards), tuple(choices))
    _free_in_slices(field_cards)
    return out


def _free_in_slices(items: list) -> None:
    """Empty `items` FREE_SLICE at a time: 100,000 games' 4.8 million (seat, card) pairs freed
    at once held the interpreter lock, and so the window (this runs in a worker), for 130 ms."""
    free_in_slices(items, size=FREE_SLICE)
