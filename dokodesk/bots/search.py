"""The expert's search (Perfect-Information Monte Carlo, ../shared/docs/search.md), on the rules
kernel's `State`: sampled deals are played out card by card with push/pop, never replayed.

- `worlds`: a `State` per sampled deal, at the moment of the decision (the public history
  replayed on it once).
- `rollout_policy`: how every seat plays inside a sample, where all cards are open: win a trick
  cheaply when nobody after can take it back, give Augen (schmieren) to a partner's safe trick,
  otherwise throw the cheapest card; lead a Fehl Ass that will stand, a suit the partner trumps,
  else the cheapest card.
- `solve`: exact alpha-beta (Re maximises, Kontra minimises) over the last few tricks.
- `value_for`: the real game value (the kernel's scoring) for a party, plus a small tie-breaker
  in Augen, so that early decisions with the same expected points still differ.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dokodesk.bots.sampler import DealSampler, PublicInfo
from dokodesk.rules.cards import AUGEN, CARDS, FOLLOW, N_KINDS, RULES_40, RULES_48
from dokodesk.rules.deal import RE, Deal
from dokodesk.rules.kernel import FOLLOW_IDS, POWER, State, call_action, card_action

TRUMP = 0
AUGEN_TIE = 0.002  # game points per Auge: only breaks ties between equal expected values
# What a card is worth keeping for later (Augen), used by the rollout policy to pick among
# cards that neither win nor matter: high trumps and standing Asses are kept.
_KEEP = (16.0, 14.0, 12.5, 11.0, 9.5, 8.0, 7.5, 7.0, 6.0, -2.0, 3.0, 2.0, 1.5,
         4.0, 1.0, 0.5, 0.0,
         4.0, 1.0, 0.5, 0.0,
         4.0, 0.5, 0.0)
_ACES = tuple(ids[0] for ids in FOLLOW_IDS[1:])  # the Fehl Asses


def _any_beats(st: State, seats: list[int], led: int, best: int) -> bool:
    """Could any of `seats` take a trick led with `led` from the card `best`?"""
    for o in seats:
        if st.can_take(o, led, best):
            return True
    return False


def _ace_stands(st: State, opponents: list[int], ace: int, f: int) -> bool:
    """A Fehl Ass stands when each opponent must follow (or cannot trump) and none holds a
    higher card of its suit."""
    for o in opponents:
        top = st.top_card(o, f)
        if top < 0 and st.top_card(o, TRUMP) >= 0:
            return False  # void in the suit, and can trump
        if 0 <= top < ace:
            return False
    return True


# How the rollout policy ranks cards (module-level keys, not lambdas: the compiled build types
# the policy, and Cython compiles no closures in typed functions).
def _schmier_key(c: int) -> tuple:
    """Most Augen given, least worth keeping."""
    return (AUGEN[c] - _KEEP[c], -c)


def _safe_win_key(c: int) -> tuple:
    """The cheapest card that wins for sure."""
    return (_KEEP[c] - AUGEN[c], c)


def _throw_key(c: int) -> tuple:
    """The cheapest card to give away."""
    return (AUGEN[c] + _KEEP[c], -c)


def rollout_policy(st: State, legal: list[int]) -> int:
    """The card the seat to move plays in a rollout (all hands open)."""
    if len(legal) == 1:
        return legal[0]
    seat = st.turn
    parties = st.parties
    party = parties[seat]
    in_trick = st.trick_size
    if not in_trick:
        return _lead(st, seat, party, legal)
    led = st.led
    row = POWER[led]
    best_seat = st.best_seat
    best_power = row[st.best_card]
    later = [(seat + i) % 4 for i in range(1, 4 - in_trick)]
    opponents_later = [o for o in later if parties[o] != party]
    augen_in = 0
    for i in range(in_trick):
        augen_in += AUGEN[st.trick_card(i)]
    if parties[best_seat] == party and not _any_beats(st, opponents_later, led, st.best_card):
        # My side keeps this trick: schmieren, but no high trump for it.
        return max(legal, key=_schmier_key)
    winners = [c for c in legal if row[c] > best_power]
    if winners:
        safe = [c for c in winners if not _any_beats(st, opponents_later, led, c)]
        if safe:
            return min(safe, key=_safe_win_key)
        if augen_in >= 14:
            return min(winners)  # the strongest: make them pay for the trick
    return min(legal, key=_throw_key)


def _lead(st: State, seat: int, party: int, legal: list[int]) -> int:
    parties = st.parties
    opponents = [o for o in range(4) if parties[o] != party]
    partner = -1
    for o in range(4):
        if o != seat and parties[o] == party:
            partner = o
            break
    for ace in _ACES:
        if st.count(seat, ace) and ace in legal:
            if _ace_stands(st, opponents, ace, FOLLOW[ace]):
                return ace
    if partner >= 0 and st.top_card(partner, TRUMP) >= 0:
        for f in (1, 2, 3):
            if st.top_card(partner, f) < 0:
                mine = [c for c in legal if FOLLOW[c] == f]
                if mine:
                    return max(mine)  # the cheapest of the suit my partner trumps
    return min(legal, key=_throw_key)


def value_for(st: State, party: int) -> float:
    """Game value of a finished state for `party`, with the Augen tie-breaker."""
    re = st.re_points() + AUGEN_TIE * (st.augen[RE] - st.augen[1 - RE])
    return re if party == RE else -re


def playout(st: State, exact_cards: int) -> int:
    """Play the state to the end by the rollout policy, switching to `solve` when at most
    `exact_cards` cards are left; returns how many actions were pushed (for undoing)."""
    pushed = 0
    total_left = sum(st.held)
    while st.turn != -1:
        if total_left <= exact_cards and not st.trick_size:
            break
        c = rollout_policy(st, st.legal_cards())
        st.play_fast(c)
        pushed += 1
        total_left -= 1
    return pushed


def solve(st: State, alpha: float = -1e9, beta: float = 1e9) -> float:
    """Exact value for Re (with tie-breaker) of the rest of the game, all cards open."""
    if st.turn == -1:
        return st.re_points() + AUGEN_TIE * (st.augen[0] - st.augen[1])
    maximise = st.parties[st.turn] == RE
    legal = st.legal_cards()
    if maximise:
        best = -1e9
        for c in legal:
            st.play_fast(c)
            v = solve(st, alpha, beta)
            st.pop()
            if v > best:
                best = v
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        return best
    best = 1e9
    for c in legal:
        st.play_fast(c)
        v = solve(st, alpha, beta)
        st.pop()
        if v < best:
            best = v
            if best < beta:
                beta = best
                if alpha >= beta:
                    break
    return best


def finish_value(st: State, party: int, exact_cards: int) -> float:
    """Value for `party` of playing the state out: rollout, then exact endgame."""
    pushed = playout(st, exact_cards)
    if st.turn == -1:
        v = value_for(st, party)
    else:
        re = solve(st)
        v = re if party == RE else -re
    for _ in range(pushed):
        st.pop()
    return v


def build_state(info: PublicInfo, hands: list[list[int]], replay: bool = True) -> State:
    """The kernel state of a sampled deal (current hands) after the public history (at the
    start of the game with `replay=False`)."""
    originals = []
    for s in range(4):
        played = info.played_by[s]
        ids = sorted(hands[s] + [k for k in range(N_KINDS) for _ in range(played[k])])
        originals.append(tuple(CARDS[k] for k in ids))
    ruleset = RULES_40 if info.cards == 40 else RULES_48
    deal = Deal(tuple(originals), info.dealer, ruleset)  # consistent by construction
    st = State(deal)
    if not replay:
        return st
    for e in info.events:
        st.push(card_action(e.seat, e.card) if e.card >= 0 else call_action(e.seat, e.level))
    return st


def worlds(info: PublicInfo, n: int, rng: random.Random, evidence: bool = True) -> list[State]:
    """`n` sampled deals as states; `evidence=False` samples uniformly among the consistent
    deals (announcements not weighed: the plain PIMC baseline)."""
    sampler = DealSampler(info, use_announcements=evidence)
    return [build_state(info, sampler.sample(rng)) for _ in range(n)]


@dataclass
class CardEvaluation:
    """Mean value for the deciding seat's party of each legal card over the same samples."""

    values: dict[int, float]
    samples: int

    def best(self) -> int:
        return max(self.values, key=lambda c: (self.values[c], -c))


def evaluate_cards(states: list[State], party: int, legal: list[int], exact_cards: int,
                   weights: list[float] | None = None) -> CardEvaluation:
    """Each card by rollout (exact endgame) on each sample: the weighted mean (equal weights
    by default)."""
    totals = {c: 0.0 for c in legal}
    ws = weights or [1.0] * len(states)
    for st, w in zip(states, ws):
        cards_left = sum(st.held)
        for c in legal:
            st.play_fast(c)
            if cards_left - 1 <= exact_cards and not st.trick_size and st.turn != -1:
                re = solve(st)
                v = re if party == RE else -re
            elif st.turn == -1:
                v = value_for(st, party)
            else:
                v = finish_value(st, party, exact_cards)
            st.pop()
            totals[c] += w * v
    n = max(1e-9, sum(ws))
    return CardEvaluation({c: t / n for c, t in totals.items()}, len(states))


def evaluate_root_exact(states: list[State], party: int, legal: list[int],
                        weights: list[float] | None = None) -> CardEvaluation:
    """Every card by exact search of the rest of the game on each sample (late in the game)."""
    totals = {c: 0.0 for c in legal}
    ws = weights or [1.0] * len(states)
    for st, w in zip(states, ws):
        for c in legal:
            st.play_fast(c)
            re = solve(st)
            st.pop()
            totals[c] += w * (re if party == RE else -re)
    n = max(1e-9, sum(ws))
    return CardEvaluation({c: t / n for c, t in totals.items()}, len(states))


def final_outcomes(states: list[State], exact_cards: int):
    """Each sample played out from now (no more calls): the finished summaries, for valuing
    announcements on the same play."""
    out = []
    for st in states:
        pushed = playout(st, exact_cards)
        if st.turn != -1:
            pushed += _play_solved(st)
        out.append(st.summary())
        for _ in range(pushed):
            st.pop()
    return out


def _play_solved(st: State) -> int:
    """Play the endgame by exact search (each seat picks its best card); returns pushes."""
    pushed = 0
    while st.turn != -1:
        maximise = st.parties[st.turn] == RE
        best_c, best_v = -1, 0.0
        for c in st.legal_cards():
            st.play_fast(c)
            v = solve(st)
            st.pop()
            if best_c < 0 or (v > best_v if maximise else v < best_v):
                best_c, best_v = c, v
        st.play_fast(best_c)
        pushed += 1
    return pushed
