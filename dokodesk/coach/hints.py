"""Hints in practice: what the expert would do in the player's place, and why, as data that
the app words in the UI language (`key` and `details`; `text` is the English wording)."""

from __future__ import annotations

from dataclasses import dataclass, field

from dokodesk.coach import engine
from dokodesk.coach.analysis import reason_card_name
from dokodesk.coach.engine import position_seed
from dokodesk.rules import CARDS, Call, Card, PlayerView
from dokodesk.rules.cards import CARDS_BY_CODE

HINT_SAMPLES = engine.MAX_SAMPLES  # at most the analysis's samples per position
# CPU seconds a hint may take (issue 37: a hint in under a second). The race runs on the
# analysis's sampled deals in the analysis's order and stops within this budget (engine `quick`:
# 8 samples of every card, then the better half where the budget cannot take all further),
# so the hint names the analysis's best card wherever a shorter look finds it too
# (benchmarks/bench_hint.py agree: how often that is, by trick). 0.75 s, not 0.9: in the window,
# H pressed at once at tricks 1-3 showed a 0.9 s race after 1.07-1.24 s (the process's handoff
# and the window's own turn come on top of it). Kept at 0.75 when the play-outs were compiled:
# at 0.5 the card named cost 0.33 game points at trick 1 (40 demo positions), at 0.75 0.12
# (0.16 interpreted; benchmarks/results/analysis.md, "Compiled play-outs").
HINT_TIME_BUDGET = 0.75


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


def expert_hint(view: PlayerView, seed: int, samples: int = HINT_SAMPLES,
                time_budget: float | None = HINT_TIME_BUDGET, deeper: bool = False) -> Hint:
    """The coach's choice for this view (calls now, and the card when it is the seat's turn):
    the analysis's engine on the analysis's sampled deals (the position's seed), in a race that
    holds `time_budget` CPU seconds from its first sample (None: no time limit). `deeper`: the
    analysis's own race instead (its budget per position), which names the analysis's best card
    at this position. In expected game points
    over the layouts the seat cannot tell apart: the field's results belong to the real layout,
    which the seat has not seen (ranking against them would let the hidden cards shape the hint)."""
    started = engine.clock()
    quick = time_budget is not None and not deeper
    if deeper:
        time_budget = engine.TIME_BUDGET
    details: dict = {}
    calls: tuple[Call, ...] = ()
    allowed = view.allowed_calls
    # A call is named only when its race is decided, and a quick race is never decided before
    # MIN_SAMPLES: beside a card, the quarter of a second it had could not get there (it took a
    # quarter of the trick-1 hint's budget for nothing). The quick hint names the card; the whole
    # race the app runs next (`deeper`) rates the call too.
    if allowed and allowed[0].call.level <= 3 and not (quick and view.legal_cards):
        call = allowed[0].call  # the party's next level; jumps are not considered
        # A quarter of the time budget when a card is asked for as well (two options against
        # up to twelve cards). The app searches the hint while the player thinks (analysis_worker).
        call_budget = time_budget / 4 if time_budget is not None and view.legal_cards else time_budget
        rating = engine.rate_calls(view, position_seed(seed, view, "call"), [call.level],
                                   max_samples=samples, time_budget=call_budget, quick=quick)
        with_, without = rating.game_value(call.value), rating.game_value("pass")
        if rating.best() == call.value and rating.decided:
            calls = (call,)
            details.update({"call": call.german, "level": call.level, "with": with_, "without": without})
    legal = sorted({c.id for c in view.legal_cards})
    last = len(view.hand) == 1  # a Kreuz Bube is named Karlchen only in the last trick

    def card_name(cid: int) -> str:
        return reason_card_name(cid, last)

    if not legal:
        return Hint(None, calls, "nothing", details)
    if len(legal) == 1:
        details.update(card=card_name(legal[0]), card_code=CARDS[legal[0]].code)
        return Hint(CARDS[legal[0]], calls, "only_card", details)
    # the quick race's budget is the hint's: what the call rating left of it
    card_budget = max(0.0, time_budget - (engine.clock() - started)) if quick else time_budget
    rating = engine.rate_cards(view, position_seed(seed, view, "card"), legal=legal,
                               max_samples=samples, time_budget=card_budget, quick=quick)
    best = rating.best()
    pool = rating.active or rating.options
    ranked = sorted(rating.options, key=lambda o: (o not in pool, -rating.game_value(o)))
    ranked.remove(best)
    second = ranked[0]
    details.update(card=card_name(CARDS_BY_CODE[best].id), card_code=best, value=rating.game_value(best),
                   samples=rating.n(), second=card_name(CARDS_BY_CODE[second].id), second_code=second,
                   second_value=rating.game_value(second), decided=rating.decided)
    return Hint(CARDS_BY_CODE[best], calls, "best_card", details)
