"""`pimc40dc`: a plain PIMC player built to the independent baseline's description (issue 27).

The method, as the issue states it, and how each part is met here:
- 40 sampled deals per card decision, uniform among the deals consistent with the cards seen,
  the voids shown and the Kreuz Damen (a seat that played one or said Re is Re, one that said
  Kontra is Kontra): `search.worlds(..., evidence=False)`, the sampler that
  tests/bots/test_pimc_baseline.py checks against brute-force enumeration;
- each legal card is played out on each sample by a fixed greedy perfect-information policy
  for all four seats (`greedy_card`, written here and used nowhere else: win a trick cheaply
  when it is worth it, otherwise discard low; partner awareness from the parties of the
  sample), switching to an exact alpha-beta solve once 12 cards are left (`exact`);
- value = own party's DDV game points + 0.02 x own party's Augen (a tie-break), averaged; the
  best card is played (ties: the lower card id, i.e. the higher card);
- announcements are not its own: it makes exactly the calls `strong` would make in its place.

Nothing here is tuned against the expert, and nothing of the expert's search (its rollout
policy, its endgame solver, its weights) is used: only the rules kernel and the sampler.
"""

from __future__ import annotations

import random

from dokodesk.bots.base import Decision
from dokodesk.bots.sampler import PublicInfo
from dokodesk.bots.search import worlds
from dokodesk.bots.strong import StrongBot
from dokodesk.rules import PlayerView
from dokodesk.rules.cards import AUGEN, CARDS, FOLLOW
from dokodesk.rules.deal import RE
from dokodesk.rules.kernel import POWER, State

SAMPLES = 40
EXACT_FROM = 12  # cards left in all hands: from here on each sample is solved exactly
AUGEN_WEIGHT = 0.02  # game points per Auge of one's own party
WORTH_IT = 10  # Augen a trick must carry (so far, with the winning card) to be taken cheaply
TRUMP = 0


def _opponents_after(st: State, seat: int) -> list[int]:
    party = st.parties[seat]
    return [(seat + i) & 3 for i in range(1, 4 - st.trick_size) if st.parties[(seat + i) & 3] != party]


def _stands(st: State, seats: list[int], led: int, card: int) -> bool:
    """No seat of `seats` can take a trick led in `led` from `card` (all hands open)."""
    return not any(st.can_take(o, led, card) for o in seats)


def _low(card: int) -> tuple:
    """Discard order: fewest Augen, then the weakest as a trump, then the weakest in its suit."""
    return (AUGEN[card], POWER[TRUMP][card], POWER[FOLLOW[card]][card])


def greedy_card(st: State, legal: list[int]) -> int:
    """The greedy perfect-information policy (every seat, every sample)."""
    if len(legal) == 1:
        return legal[0]
    seat = st.turn
    party = st.parties[seat]
    later = _opponents_after(st, seat)
    if not st.trick_size:  # leading: a card that surely wins and brings Augen, else low
        sure = [c for c in legal if _stands(st, later, FOLLOW[c], c)]
        worth = [c for c in sure if AUGEN[c] >= WORTH_IT]
        if worth:
            return min(worth, key=lambda c: (POWER[FOLLOW[c]][c], -AUGEN[c]))  # the cheapest of them
        return min(legal, key=_low)
    led, best = st.led, st.best_card
    augen_in = sum(AUGEN[st.trick_card(i)] for i in range(st.trick_size))
    if st.parties[st.best_seat] == party and _stands(st, later, led, best):
        # The partner holds the trick for sure: give Augen, but not a trump worth keeping.
        return max(legal, key=lambda c: (AUGEN[c] - (POWER[TRUMP][c] > POWER[TRUMP][best]) * 100, -c))
    winners = [c for c in legal if POWER[led][c] > POWER[led][best] and _stands(st, later, led, c)]
    if winners:
        cheapest = min(winners, key=lambda c: (POWER[led][c], -AUGEN[c]))
        if augen_in + AUGEN[cheapest] >= WORTH_IT or not later:
            return cheapest
    return min(legal, key=_low)


def _leaf(st: State) -> float:
    """Re's game points + 0.01 x (Re's Augen - Kontra's). With 240 Augen in all, that is Re's
    points + 0.02 x Re's Augen - 2.4, and minus Kontra's same: each party maximising its own
    value is Re maximising this."""
    return st.re_points() + AUGEN_WEIGHT * (st.augen[RE] - st.augen[1 - RE]) / 2.0


def exact(st: State, alpha: float = -1e9, beta: float = 1e9) -> float:
    """Plain alpha-beta over the rest of the game, all cards open (Re maximises `_leaf`)."""
    if st.turn == -1:
        return _leaf(st)
    maximise = st.parties[st.turn] == RE
    value = -1e9 if maximise else 1e9
    for c in st.legal_cards():
        st.play_fast(c)
        v = exact(st, alpha, beta)
        st.pop()
        if maximise:
            if v > value:
                value = v
                alpha = max(alpha, v)
        elif v < value:
            value = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return value


def play_out(st: State) -> float:
    """Value for Re of playing `st` to the end: greedy, then exact from `EXACT_FROM` cards left."""
    pushed = 0
    while st.turn != -1 and sum(st.held) > EXACT_FROM:
        st.play_fast(greedy_card(st, st.legal_cards()))
        pushed += 1
    v = exact(st) if st.turn != -1 else _leaf(st)
    for _ in range(pushed):
        st.pop()
    return v


class PimcDC:
    """The independent plain-PIMC baseline, rebuilt from its description."""

    name = "pimc40dc"

    def __init__(self, samples: int = SAMPLES):
        self.samples = samples
        self._calls = StrongBot()

    def card_values(self, view: PlayerView, rng: random.Random, legal: list[int]) -> dict[int, float]:
        """Mean value of each legal card for the seat's party over the same sampled deals."""
        sign = 1.0 if view.party == RE else -1.0
        # own game points + 0.02 x own Augen = sign x (re_points + 0.01 x Augen difference) + 2.4
        totals = {c: 0.0 for c in legal}
        states = worlds(PublicInfo(view), self.samples, random.Random(rng.getrandbits(64)), evidence=False)
        for st in states:
            for c in legal:
                st.play_fast(c)
                totals[c] += sign * play_out(st)
                st.pop()
        return {c: t / len(states) for c, t in totals.items()}

    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = sorted({c.id for c in view.legal_cards})
        if len(legal) == 1:
            return Decision("only legal card", CARDS[legal[0]])
        values = self.card_values(view, rng, legal)
        best = max(legal, key=lambda c: (values[c], -c))
        return Decision(f"best mean over {self.samples} uniform samples (greedy, exact from 12)", CARDS[best])

    def choose_calls(self, view: PlayerView, rng: random.Random):
        return self._calls.choose_calls(view, rng)

