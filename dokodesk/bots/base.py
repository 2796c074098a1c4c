"""What a bot is: something that looks at a `PlayerView` and decides, with a reason.

A bot never sees the `Game`: it gets one seat's `PlayerView` (own hand, public history,
`legal_cards`, `allowed_calls`) and the random generator of its seat, passed in by the caller
so every game is reproducible from a seed. It answers with a `Decision`, which carries the card
(or the calls) and one short English sentence for hints in the GUI.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from dokodesk.rules import CARDS, DULLE, FUCHS, KARLCHEN, KREUZ_DAME, Call, Card, PlayerView


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's choice: a card to play, or the calls to make now (usually none), and why."""

    reason: str
    card: Card | None = None
    calls: tuple[Call, ...] = ()

    def __str__(self) -> str:
        what = str(self.card) if self.card is not None else (" ".join(c.value for c in self.calls) or "no call")
        return f"{what}: {self.reason}"


NO_CALL = Decision("No announcement.")

_SPECIAL_NAMES = {DULLE.id: "Dulle", KREUZ_DAME.id: "Kreuz Dame", FUCHS.id: "Fuchs", KARLCHEN.id: "Kreuz Bube (Karlchen)"}


def card_name(cid: int) -> str:
    """A card (by id) as players say it in a reason: the specials by name, else e.g. "Pik Neun"."""
    return _SPECIAL_NAMES.get(cid) or CARDS[cid].german


@runtime_checkable
class Bot(Protocol):
    """A player for one seat. Bots are stateless between calls: a decision depends only on the
    view and the generator, so the same view and generator state give the same decision."""

    name: str

    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        """One of `view.legal_cards`, with the reason."""
        ...

    def choose_calls(self, view: PlayerView, rng: random.Random) -> Decision | list[Call]:
        """Calls to make now, each from `view.allowed_calls` (usually none)."""
        ...


def calls_of(answer: Decision | list[Call] | tuple[Call, ...] | None) -> tuple[Call, ...]:
    """The calls in a `choose_calls` answer (a Decision or a plain list)."""
    if answer is None:
        return ()
    if isinstance(answer, Decision):
        return answer.calls
    return tuple(answer)
