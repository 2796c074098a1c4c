"""What was possible with all hands open: the exact open-hands value of a logged game at each
trick, and for each card whether it kept that value (no Qt).

For trick K the solver starts at its first card with the announcements made before it and no
later ones (`dokodesk.bots.solver.state_at_trick`), then follows the game's own cards through
the trick: the value before and after each card. A card that keeps the value for its party is
best play with all hands open; otherwise it gave away the difference. Tricks are solved from
the last backwards, each within a time budget; the first trick that does not fit ends the work
(earlier tricks only get harder).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from dokodesk.bots.solver import SolveTimeout, Solver, state_at_trick
from dokodesk.rules import Card, Deal, RE
from dokodesk.rules.cards import CARD_CODES
from dokodesk.rules.game import parse_event

TRICK_BUDGET = 1.5  # seconds for one trick (its start and the values after its four cards)


@dataclass(frozen=True)
class CardValue:
    """One card of the game: Re's open-hands value just before and just after it."""

    event_index: int
    seat: int
    card: str
    before: int
    after: int

    def loss(self, party: int) -> int:
        """Game points the card gave away for `party` (0: it kept the value)."""
        return self.before - self.after if party == RE else self.after - self.before


@dataclass
class OpenHandsTrick:
    trick: int  # 1-based
    re_value: int  # at the start of the trick
    cards: list[CardValue] = field(default_factory=list)


@dataclass
class OpenHandsReview:
    """Per solved trick (1-based), its value and cards; `earliest` is the first solved trick."""

    tricks: dict[int, OpenHandsTrick] = field(default_factory=dict)

    @property
    def earliest(self) -> int | None:
        return min(self.tricks) if self.tricks else None

    def value_at(self, trick: int) -> int | None:
        solved = self.tricks.get(trick)
        return None if solved is None else solved.re_value


def open_hands_review(deal: Deal, log: list[str] | tuple[str, ...], budget: float = TRICK_BUDGET,
                      progress: Callable[[int, int], None] | None = None, first_trick: int = 1) -> OpenHandsReview:
    """Solve the game's tricks from the last backwards while each fits in `budget` seconds
    (and not before `first_trick`). `progress(done, total)` after each trick (it may raise to
    cancel)."""
    log = list(log)
    card_events = []  # (event index, seat, card id)
    for index, token in enumerate(log):
        seat, what = parse_event(token)
        if isinstance(what, Card):
            card_events.append((index, seat, what.id))
    n_tricks = len(card_events) // 4
    review = OpenHandsReview()
    for done, trick in enumerate(range(n_tricks, max(first_trick, 1) - 1, -1)):
        solver = Solver(state_at_trick(deal, log, trick), budget=budget)
        try:
            value = solver.value()
            solved = OpenHandsTrick(trick, value)
            before = value
            for index, seat, cid in card_events[(trick - 1) * 4:trick * 4]:
                solver._play(cid)
                after = solver.value()
                solved.cards.append(CardValue(index, seat, CARD_CODES[cid], before, after))
                before = after
        except SolveTimeout:
            break
        finally:
            solver.forget()  # in slices: a worker must not hold the window while its table goes
        review.tricks[trick] = solved
        if progress is not None:
            progress(done + 1, n_tricks)
    return review
