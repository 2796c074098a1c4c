"""Inference from play: how likely is what the others did, in a sampled deal?

Uniform sampling among the deals consistent with the voids and the Kreuz-Damen throws away
what the other players' choices reveal (../shared/docs/search.md, "Inference from play"). Here
each sampled deal gets a weight: the probability, under a model of the other players, of the
cards they played and of the Ansagen they did not make.

- Cards: the model is the search's own rollout policy (win cheaply, schmieren to a partner's
  safe trick, lead a standing Ass, ...), softened: the seat plays the policy's card with
  probability 1 - alpha + alpha/n and any other of its n legal cards with alpha/n. Only moments
  with a choice count.
- No Ansage: a seat that has played a card without saying Re/Kontra probably does not hold a
  very strong hand; the factor is 1 - sigmoid((strength - centre) / scale). (A made Ansage is
  already weighed by the sampler.)

The log-likelihood of a deal is tempered (multiplied by `temper` < 1) so that a model that is
only roughly right cannot let a few deals dominate; then the worlds are resampled by weight
(systematic resampling), which spends the search on the likely deals. Everything comes from
the seat's `PublicInfo` and the sampled hands: nothing hidden is read.
"""

from __future__ import annotations

import math
import random

from dokodesk.bots.sampler import DealSampler, PublicInfo
from dokodesk.bots.search import build_state, rollout_policy
from dokodesk.bots.strong import hand_strength
from dokodesk.rules.cards import FOLLOW, IS_NINE, N_KINDS
from dokodesk.rules.deal import KONTRA, RE
from dokodesk.rules.kernel import State, call_action, card_action

ALPHA = 0.2  # share of the softened policy's probability spread evenly over the legal cards
TEMPER = 0.6  # power the likelihood is raised to (1.0 predicts the hidden cards a little better but leaves fewer distinct deals to search)
RANKS = 3  # with a graded model: choices ranked before the rest count as equal
NO_ANSAGE_CENTRE = {RE: 11.5, KONTRA: 14.0}  # a little above the strong bot's thresholds
NO_ANSAGE_SCALE = 1.0


def _seat_counts(st: State, outside: list[int], void: list[list[bool]]) -> list[list[int]]:
    """The hands as the seat to move sees them: its own cards, and for every other seat all
    the cards it has not seen (none of a follow that seat has shown void in). The rollout
    policy run on these decides from the player's own hand, not from open cards."""
    seat = st.turn
    own = [st.count(seat, k) for k in range(N_KINDS)]
    unseen = [a - b for a, b in zip(outside, own)]
    counts = []
    for s in range(4):
        if s == seat:
            counts.append(own)
        elif any(void[s]):
            vs = void[s]
            counts.append([0 if vs[f] else x for x, f in zip(unseen, FOLLOW)])
        else:
            counts.append(unseen)
    return counts


def _model_probability(seen, legal: list[int], card: int, alpha: float, grade: float) -> float:
    """P(the modelled player plays `card`): its first choice gets (1 - alpha)(1 - grade), its
    second choice (the first among the rest) (1 - alpha)(1 - grade) grade, and so on for
    `RANKS` choices; the leftover of (1 - alpha) is spread over the cards ranked lower, and
    alpha over all n legal cards."""
    n = len(legal)
    p = alpha / n
    if grade <= 0.0:
        if rollout_policy(seen, legal) == card:
            p += 1.0 - alpha
        return p
    rest = list(legal)
    share = 1.0 - grade
    for _ in range(min(RANKS, n - 1)):
        pick = rollout_policy(seen, rest)
        if pick == card:
            return p + (1.0 - alpha) * share
        rest.remove(pick)
        share *= grade
    # below the ranked choices: what is left of the (1 - alpha), evenly
    return p + (1.0 - alpha) * share / (1.0 - grade) / len(rest)


def replay_likelihood(info: PublicInfo, hands: list[list[int]], alpha: float = ALPHA,
                      no_ansage: bool = True, open_hands: bool = False,
                      grade: float = 0.0) -> tuple[State, float]:
    """The state of a sampled deal after the public history (like `build_state`) and the
    log-likelihood of the others' observed play in it (the modelled player sees its own hand;
    `open_hands`: all hands, as in a rollout)."""
    st = build_state(info, hands, replay=False)
    me = info.seat
    ll = 0.0
    # Cards not yet played (anyone's hand): what a seat has not seen, its own hand added.
    outside = [0 if (info.cards == 40 and IS_NINE[k]) else 2 for k in range(N_KINDS)]
    void = [[False] * 4 for _ in range(4)]
    for e in info.events:
        if e.card >= 0:
            if e.seat != me:
                legal = st.legal_cards()
                n = len(legal)
                if n > 1:
                    if open_hands:
                        ll += math.log(_model_probability(st, legal, e.card, alpha, grade))
                    else:
                        # the policy reads the hands: show it the seat's view for this call
                        seen = st.seen_as(_seat_counts(st, outside, void))
                        ll += math.log(_model_probability(seen, legal, e.card, alpha, grade))
            if st.trick_size and FOLLOW[e.card] != st.led:
                void[e.seat][st.led] = True
            outside[e.card] -= 1
            st.push(card_action(e.seat, e.card))
        else:
            st.push(call_action(e.seat, e.level))
    if no_ansage:
        announced = {s for s, _, _ in info.announced}
        for s in range(4):
            if s == me or s in announced or not any(info.played_by[s]):
                continue
            party = st.parties[s]
            original = hands[s] + [k for k in range(N_KINDS) for _ in range(info.played_by[s][k])]
            x = (hand_strength(original, info.cards) - NO_ANSAGE_CENTRE[party]) / NO_ANSAGE_SCALE
            ll += math.log(1.0 - 1.0 / (1.0 + math.exp(-x)) + 1e-9)
    return st, ll


def weighted_worlds(info: PublicInfo, n: int, pool: int, rng: random.Random, alpha: float = ALPHA,
                    temper: float = TEMPER) -> tuple[list[State], list[float]]:
    """`pool` sampled deals weighed by the likelihood of the play, resampled to `n` draws:
    the distinct states and how many of the `n` draws each got (their weights)."""
    sampler = DealSampler(info)
    drawn = [replay_likelihood(info, sampler.sample(rng), alpha) for _ in range(pool)]
    top = max(ll for _, ll in drawn)
    weights = [math.exp(temper * (ll - top)) for _, ll in drawn]
    total = sum(weights)
    # Systematic resampling: n evenly spaced pointers with one random offset.
    step = total / n
    x = rng.random() * step
    counts = [0] * pool
    acc = 0.0
    i = 0
    for k in range(n):
        target = x + k * step
        while i < pool - 1 and acc + weights[i] <= target:
            acc += weights[i]
            i += 1
        counts[i] += 1
    states = [st for (st, _), c in zip(drawn, counts) if c]
    return states, [float(c) for c in counts if c]


def inferred_draw(sampler: DealSampler, info: PublicInfo, rng: random.Random, pool: int,
                  alpha: float = ALPHA, temper: float = TEMPER) -> tuple[list[list[int]], State]:
    """One sampled deal (the hidden hands, and the state after the public history) drawn from
    `pool` uniform ones by their tempered likelihood: sampling-importance-resampling with a
    single draw. Unlike `weighted_worlds`, every draw is independent of the others, so the
    coach's standard errors (std of per-deal differences / sqrt(n)) stay what they claim."""
    drawn = [sampler.sample(rng) for _ in range(pool)]
    scored = [replay_likelihood(info, hands, alpha) for hands in drawn]
    top = max(ll for _, ll in scored)
    weights = [math.exp(temper * (ll - top)) for _, ll in scored]
    x = rng.random() * sum(weights)
    for hands, (st, _), w in zip(drawn, scored, weights):
        x -= w
        if x < 0.0:
            return hands, st
    return drawn[-1], scored[-1][0]
