"""Hints in practice: what the expert would do in the player's place, and why, as data that
the app words in the UI language (`key` and `details`; `text` is the English wording)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from dokodesk.bots.base import card_name
from dokodesk.bots.expert import ExpertBot
from dokodesk.rules import CARDS, Call, Card, PlayerView

HINT_SAMPLES = 96  # a little below the table's expert: a hint should come quickly


@dataclass(frozen=True)
class Hint:
    card: Card | None
    calls: tuple[Call, ...]
    key: str  # "only_card", "best_card", "nothing"; calls add "call" details
    details: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        d = self.details
        parts = []
        if self.calls:
            parts.append(f"say {d['call']} ({d['with']:+.1f} expected points with it, {d['without']:+.1f} without)")
        if self.key == "only_card":
            parts.append(f"play {d['card']}, the only legal card")
        elif self.key == "best_card":
            parts.append(f"play {d['card']} ({d['value']:+.1f} expected points over {d['samples']} sampled deals; "
                         f"{d['second']} {d['second_value']:+.1f})")
        return "; ".join(parts) or "nothing to do now"


def expert_hint(view: PlayerView, seed: int, samples: int = HINT_SAMPLES) -> Hint:
    """The expert's choice for this view (calls now, and the card when it is the seat's turn)."""
    bot = ExpertBot(samples=samples, call_samples=samples, infer=False)  # as the analysis judges
    rng = random.Random(seed)
    details: dict = {}
    calls: tuple[Call, ...] = ()
    call, base, gain = bot.call_choice(view, rng)
    if call is not None:
        calls = (call,)
        details.update({"call": call.german, "level": call.level, "with": base + gain, "without": base})
    legal = sorted({c.id for c in view.legal_cards})
    if not legal:
        return Hint(None, calls, "nothing", details)
    if len(legal) == 1:
        details.update(card=card_name(legal[0]), card_code=CARDS[legal[0]].code)
        return Hint(CARDS[legal[0]], calls, "only_card", details)
    values, n = bot.card_values(view, rng, legal)
    ranked = sorted(legal, key=lambda c: (-values[c], c))
    best, second = ranked[0], ranked[1]
    details.update(card=card_name(best), card_code=CARDS[best].code, value=values[best], samples=n,
                   second=card_name(second), second_code=CARDS[second].code, second_value=values[second])
    return Hint(CARDS[best], calls, "best_card", details)
