"""A plain PIMC player: the baseline the expert is measured against (issue 19).

- 40 sampled deals every card decision (and 40 for an announcement);
- deals drawn uniformly among those consistent with the voids shown and the Kreuz-Damen
  (the parties shown; each Re seat that has not shown one holds one):
  `DealSampler(use_announcements=False)`, so an announcement fixes the announcer's party but
  is not weighed as evidence of a strong hand;
- the rollouts and exact endgames of dokodesk.bots.search as of issue 19 (heuristic rollout
  policy, exact search of the last trick; the whole rest solved exactly from 12 cards left);
- no other inference: every sampled deal counts the same, nothing is read from how the
  others played.

Announcements as the expert of issue 11 made them: the party's next level only, when the
expected gain over the same sampled play is above 0.4 game points (0.8 for an Absage), after
the same cheap hand-strength pre-filter. Its decisions are frozen here on purpose (not
inherited from `ExpertBot`), so that improving the expert does not move the baseline.
"""

from __future__ import annotations

import random
from dataclasses import replace

from dokodesk.bots.base import NO_CALL, Decision
from dokodesk.bots.sampler import PublicInfo
from dokodesk.bots.search import evaluate_cards, evaluate_root_exact, final_outcomes, worlds
from dokodesk.bots.strong import KONTRA_THRESHOLD, RE_THRESHOLD, hand_strength, original_hand
from dokodesk.rules import PlayerView
from dokodesk.rules.cards import CARDS
from dokodesk.rules.deal import RE
from dokodesk.rules.scoring import score

SAMPLES = 40
EXACT_CARDS = 4
ROOT_EXACT_CARDS = 12
BUDGET_CARDS = 6
MIN_SAMPLES = 10
ANSAGE_MARGIN = 0.4
ABSAGE_MARGIN = 0.8
STRENGTH_PREFILTER = 2.5


class PimcBaseline:
    """Plain PIMC: uniform consistent worlds, equal weights, `samples` (40) a decision."""

    name = "pimc40"

    def __init__(self, samples: int = SAMPLES, budget: bool = False, name: str | None = None):
        self.samples = samples
        # budget=True: the expert's rule of fewer samples with many legal cards (n x 6 / legal,
        # at least 10); the first duels of issue 19 ran against that variant ("pimc40b")
        self.budget = budget
        if name:
            self.name = name

    def _worlds(self, view: PlayerView, n: int, rng: random.Random):
        sub = random.Random(rng.getrandbits(64))
        return worlds(PublicInfo(view), n, sub, evidence=False)

    def card_values(self, view: PlayerView, rng: random.Random, legal: list[int]) -> dict[int, float]:
        n = self.samples
        if sum(view.cards_held) <= ROOT_EXACT_CARDS:
            return evaluate_root_exact(self._worlds(view, n, rng), view.party, legal).values
        if self.budget:
            n = max(MIN_SAMPLES, min(n, n * BUDGET_CARDS // len(legal)))
        return evaluate_cards(self._worlds(view, n, rng), view.party, legal, EXACT_CARDS).values

    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = sorted({c.id for c in view.legal_cards})
        if len(legal) == 1:
            return Decision("only legal card", CARDS[legal[0]])
        values = self.card_values(view, rng, legal)
        best = max(legal, key=lambda c: (values[c], -c))
        return Decision(f"best mean over {self.samples} uniform samples", CARDS[best])

    def choose_calls(self, view: PlayerView, rng: random.Random) -> Decision:
        allowed = view.allowed_calls
        if not allowed:
            return NO_CALL
        call = allowed[0].call
        level = call.level
        if level > 3:
            return NO_CALL
        strength = hand_strength(original_hand(view), view.ruleset.cards)
        threshold = RE_THRESHOLD if view.party == RE else KONTRA_THRESHOLD
        if strength < threshold - STRENGTH_PREFILTER or (level >= 2 and not view.tricks):
            return NO_CALL
        outcomes = final_outcomes(self._worlds(view, self.samples, rng), EXACT_CARDS)
        sign = 1 if view.party == RE else -1
        base = with_call = 0.0
        for s in outcomes:
            base += sign * score(s).re_points
            levels = list(s.levels)
            levels[view.party] = max(levels[view.party], level)
            with_call += sign * score(replace(s, levels=tuple(levels))).re_points
        gain = (with_call - base) / len(outcomes)
        margin = ANSAGE_MARGIN if level == 1 else ABSAGE_MARGIN
        if gain > margin:
            return Decision(f"{call.german}: expected gain {gain:+.1f}", calls=(call,))
        return NO_CALL
