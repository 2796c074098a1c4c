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


# The tables the rollout policy reads, flat (C arrays in the compiled build, search.pxd).
_KEEP_OF = list(_KEEP)
_AUGEN_OF = [AUGEN[c] for c in range(N_KINDS)]
_FOLLOW_OF = [FOLLOW[c] for c in range(N_KINDS)]
_POWER_FLAT = [POWER[led][c] for led in range(4) for c in range(N_KINDS)]  # [led * N_KINDS + card]


def _any_beats(st: State, seats: int, led: int, best: int) -> bool:
    """Could any of `seats` (a mask, bit s for seat s) take a trick led with `led` from the
    card `best`?"""
    for o in range(4):
        if seats >> o & 1 and st.can_take(o, led, best):
            return True
    return False


def _ace_stands(st: State, opponents: int, ace: int, f: int) -> bool:
    """A Fehl Ass stands when each opponent (a mask of seats) must follow (or cannot trump) and
    none holds a higher card of its suit."""
    for o in range(4):
        if not opponents >> o & 1:
            continue
        top = st.top_card(o, f)
        if top < 0 and st.top_card(o, TRUMP) >= 0:
            return False  # void in the suit, and can trump
        if 0 <= top < ace:
            return False
    return True


# How the rollout policy ranks cards. Each is the `min`/`max` of the cards by a key, written as
# a loop (the compiled build runs it without Python calls); the key is in the docstring.
def _most_augen_least_kept(cards: list[int]) -> int:
    """max(cards, key=(AUGEN[c] - _KEEP[c], -c)): the card to schmier (most Augen given, least
    worth keeping), and among sure winners the cheapest."""
    best = -1
    best_value = 0.0
    for c in cards:
        value = _AUGEN_OF[c] - _KEEP_OF[c]
        if best < 0 or value > best_value or (value == best_value and c < best):
            best = c
            best_value = value
    return best


def _to_throw(cards: list[int]) -> int:
    """min(cards, key=(AUGEN[c] + _KEEP[c], -c)): the cheapest card to give away."""
    best = -1
    best_value = 0.0
    for c in cards:
        value = _AUGEN_OF[c] + _KEEP_OF[c]
        if best < 0 or value < best_value or (value == best_value and c > best):
            best = c
            best_value = value
    return best


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
    best_power = _POWER_FLAT[led * N_KINDS + st.best_card]
    opponents_later = 0  # the other party's seats still to play to this trick, a mask
    for i in range(1, 4 - in_trick):
        o = (seat + i) & 3
        if parties[o] != party:
            opponents_later |= 1 << o
    augen_in = 0
    for i in range(in_trick):
        augen_in += _AUGEN_OF[st.trick_card(i)]
    if parties[st.best_seat] == party and not _any_beats(st, opponents_later, led, st.best_card):
        # My side keeps this trick: schmieren, but no high trump for it.
        return _most_augen_least_kept(legal)
    strongest = -1  # the highest card that takes the trick now
    safe = []  # those that keep it whatever comes after
    for c in legal:
        if _POWER_FLAT[led * N_KINDS + c] > best_power:
            if strongest < 0 or c < strongest:
                strongest = c
            if not _any_beats(st, opponents_later, led, c):
                safe.append(c)
    if safe:
        return _most_augen_least_kept(safe)  # the cheapest sure winner
    if strongest >= 0 and augen_in >= 14:
        return strongest  # make them pay for the trick
    return _to_throw(legal)


def _lead(st: State, seat: int, party: int, legal: list[int]) -> int:
    parties = st.parties
    opponents = 0  # a mask of seats
    partner = -1
    for o in range(4):
        if parties[o] != party:
            opponents |= 1 << o
        elif o != seat and partner < 0:
            partner = o
    for ace in _ACES:
        if st.count(seat, ace) and ace in legal:
            if _ace_stands(st, opponents, ace, _FOLLOW_OF[ace]):
                return ace
    if partner >= 0 and st.top_card(partner, TRUMP) >= 0:
        for f in range(1, 4):
            if st.top_card(partner, f) < 0:
                cheapest = -1  # the cheapest of the suit my partner trumps
                for c in legal:
                    if _FOLLOW_OF[c] == f and c > cheapest:
                        cheapest = c
                if cheapest >= 0:
                    return cheapest
    return _to_throw(legal)


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
