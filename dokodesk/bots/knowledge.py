"""What one seat can work out from its `PlayerView`, as a careful player at the table would.

`Knowledge(view)` reads only the view: the own hand and the public history. From it:

- the certain facts, from `view.facts` (`dokodesk.rules.facts`, the one source the coach and the
  sampler read too): cards played and *unseen* (with the other three players), voids shown or
  forced by counting, Kreuz Damen shown, and the parties known for certain.
  Where that leaves doubt, the play is evidence: a seat that gave (schmierte) 10 or more Augen
  onto a trick held by another seat is probably that seat's partner, one that overtrumped a seat
  probably is not. The six possible Re pairs are weighted by that evidence;
- the running trick: who holds it with which card, its Augen, who plays after this seat;
- chances from counting (hypergeometric, uniform over the unseen cards): that a later seat is
  void in a suit, that it holds a card beating a given card.

Everything works on card ids (see dokodesk.rules.cards) for speed: a bot builds one
`Knowledge` per decision, in a few tens of microseconds.
"""

from __future__ import annotations

import math
from itertools import combinations

from dokodesk.rules.cards import AUGEN, FOLLOW, KREUZ_DAME, N_KINDS, N_TRUMP_KINDS
from dokodesk.rules.deal import RE
from dokodesk.rules.facts import last_tricks_kept
from dokodesk.rules.kernel import BEATS, POWER, TRUMP
from dokodesk.rules.view import PlayerView

QC_ID = KREUZ_DAME.id
# HIGHER[led][card]: the kinds that beat `card` in a trick led with follow `led`.
HIGHER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(k for k in range(N_KINDS) if BEATS[led][c][k]) for c in range(N_KINDS))
    for led in range(4))
# For a trump: the trumps above it other than the Kreuz Dame; for a Fehl card: the cards of
# its suit above it. QC_ABOVE: whether a Kreuz Dame beats the card.
TRUMPS_ABOVE_NO_QC: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(c) if k != QC_ID) if c < N_TRUMP_KINDS else () for c in range(N_KINDS))
SAME_SUIT_ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(N_TRUMP_KINDS, c) if FOLLOW[k] == FOLLOW[c]) if c >= N_TRUMP_KINDS else ()
    for c in range(N_KINDS))
QC_ABOVE: tuple[bool, ...] = tuple(BEATS[FOLLOW[c]][c][QC_ID] for c in range(N_KINDS))
_PAIR_MASKS = tuple((1 << a) | (1 << b) for a, b in combinations(range(4), 2))  # possible Re pairs
_EVIDENCE_WEIGHT = 1.2  # log-odds per unit of schmier evidence


def p_none(total: int, special: int, drawn: int) -> float:
    """Chance that `drawn` cards taken from `total` (of which `special` are special) contain
    no special card (hypergeometric)."""
    if special <= 0 or drawn <= 0:
        return 1.0
    if special + drawn > total:
        return 0.0
    key = (total, special, drawn)
    p = _P_NONE.get(key)
    if p is None:  # a few hundred distinct arguments in all games: each product made once
        p = 1.0
        for i in range(drawn):
            p *= (total - special - i) / (total - i)
        _P_NONE[key] = p
    return p


_P_NONE: dict[tuple[int, int, int], float] = {}


# Memo of the schmier evidence of completed tricks by the identity of their card tuples (a
# game's views share them); each entry holds those tuples, so their ids cannot be reused while it
# is cached. Cleared when full; a pure cache: decisions do not change.
_EVIDENCE_CACHE: dict[tuple[int, ...], tuple[tuple, dict]] = {}
_EVIDENCE_CACHE_SIZE = 2048


def _scan(cards, evidence: dict) -> None:
    """Add one trick's partnership evidence (complete or running) in place. Who holds the trick
    is the kernel's rule (`BEATS`)."""
    follow_of = FOLLOW
    led = follow_of[cards[0][1].id]
    rows = BEATS[led]
    best_seat, best_card = -1, -1
    for position, (s, card) in enumerate(cards):
        cid = card.id
        f = follow_of[cid]
        if best_seat < 0 or rows[best_card][cid]:
            if best_seat >= 0:
                # took the trick from its holder: a weak sign of the other party
                key = (s, best_seat) if s < best_seat else (best_seat, s)
                evidence[key] = evidence.get(key, 0.0) - 0.4
            best_seat, best_card = s, cid
        elif AUGEN[cid] >= 10 and (f != led or led == TRUMP) and position == 3:
            # playing last, gave 10+ Augen by choice to the seat holding the trick:
            # schmieren (earlier in the trick it may be meant for a partner to come)
            key = (s, best_seat) if s < best_seat else (best_seat, s)
            evidence[key] = evidence.get(key, 0.0) + 1.0


@last_tricks_kept
def _evidence(tricks) -> dict:
    """The evidence of the completed `tricks`, from the memo or by extending the one before."""
    if not tricks:
        return {}
    key = tuple([id(t.cards) for t in tricks])
    got = _EVIDENCE_CACHE.get(key)
    if got is not None and all(a is b.cards for a, b in zip(got[0], tricks)):
        return got[1]
    evidence = dict(_evidence(tricks[:-1]))
    _scan(tricks[-1].cards, evidence)
    if len(_EVIDENCE_CACHE) >= _EVIDENCE_CACHE_SIZE:
        _EVIDENCE_CACHE.clear()
    _EVIDENCE_CACHE[key] = (tuple(t.cards for t in tricks), evidence)
    return evidence


class Knowledge:
    """One seat's picture of the game, built from its view alone."""

    __slots__ = ("view", "seat", "party", "mine", "played", "unseen", "unseen_follow", "void", "held",
                 "known", "p_partner", "trick", "led", "best_seat", "best_power", "best_card",
                 "trick_augen", "pos", "later", "shown_qc", "_pools", "_p_trump", "_suit_led")

    def __init__(self, view: PlayerView):
        self.view = view
        seat = self.seat = view.seat
        self.party = view.party
        facts = view.facts  # voids, Kreuz Damen shown, parties: the one source (rules.facts)
        self.mine = facts.mine
        self.played = facts.played
        self.shown_qc = facts.shown_qc
        self._suit_led = facts.suit_led
        self.unseen = facts.unseen
        self.unseen_follow = facts.unseen_follow
        self.void = facts.void
        self.held = view.cards_held
        self._pools = [-1, -1, -1, -1]
        self._p_trump = [-1.0, -1.0, -1.0, -1.0]
        self.known = facts.known
        evidence = _evidence(view.tricks)
        current = view.current_trick.cards
        if current:
            evidence = dict(evidence)
            _scan(current, evidence)
        self.p_partner = self._partner_chances(evidence)
        power_table, follow_of, augen_of = POWER, FOLLOW, AUGEN
        # The running trick.
        self.trick = current
        self.pos = len(current)
        if current:
            led = self.led = follow_of[current[0][1].id]
            rows = BEATS[led]
            best_seat, best_card, augen = -1, -1, 0
            for s, card in current:
                cid = card.id
                augen += augen_of[cid]
                if best_seat < 0 or rows[best_card][cid]:
                    best_seat, best_card = s, cid
            self.best_seat, self.best_power, self.best_card, self.trick_augen = (
                best_seat, power_table[led][best_card], best_card, augen)
        else:
            self.led = -1
            self.best_seat, self.best_power, self.best_card, self.trick_augen = -1, -1, -1, 0
        self.later = tuple((seat + i) % 4 for i in range(1, 4 - self.pos))

    # ------------------------------------------------------------------ parties
    def _partner_chances(self, evidence: dict[tuple[int, int], float]) -> list[float]:
        """P(seat is in my party) for every seat: the Re pairs consistent with the certain
        facts, weighted by exp(weight * evidence for them)."""
        known = self.known
        if len(known) == 4:
            return [1.0 if known[s] == self.party else 0.0 for s in range(4)]
        re_bits = kontra_bits = 0
        for s, p in known.items():
            if p == RE:
                re_bits |= 1 << s
            else:
                kontra_bits |= 1 << s
        chances = [0.0] * 4
        total = 0.0
        me = 1 << self.seat
        for mask in _PAIR_MASKS:
            if mask & kontra_bits or re_bits & ~mask:
                continue
            w = 1.0
            if evidence:
                score = 0.0
                for (a, b), e in evidence.items():
                    score += e if ((mask >> a) & 1) == ((mask >> b) & 1) else -e
                w = math.exp(_EVIDENCE_WEIGHT * score)
            total += w
            side = mask if mask & me else 15 & ~mask
            for s in range(4):
                if side >> s & 1:
                    chances[s] += w
        return [c / total for c in chances]

    def partner(self) -> int | None:
        """My partner's seat when certain."""
        for s, p in self.known.items():
            if s != self.seat and p == self.party:
                return s
        return None

    def likely_partner(self, threshold: float = 0.7) -> int | None:
        """The seat most likely my partner, if at least `threshold` likely (else None)."""
        best = max((s for s in range(4) if s != self.seat), key=lambda s: self.p_partner[s])
        return best if self.p_partner[best] >= threshold else None

    # ------------------------------------------------------------------ chances
    def pool(self, follow: int) -> int:
        """Cards held by the other seats that may still hold `follow` (not known void)."""
        pool = self._pools[follow]
        if pool < 0:
            void, held, me = self.void, self.held, self.seat
            pool = 0
            for q in range(4):
                if q != me and not void[q][follow]:
                    pool += held[q]
            self._pools[follow] = pool
        return pool

    def p_void(self, s: int, follow: int) -> float:
        """Chance that seat `s` (not me) holds no card of `follow`."""
        if self.void[s][follow]:
            return 1.0
        k = self.unseen_follow[follow]
        if k == 0:
            return 1.0
        return p_none(self.pool(follow), k, self.held[s])

    def p_holds_any(self, s: int, kinds: tuple[int, ...], follow: int) -> float:
        """Chance that seat `s` holds at least one of the unseen copies of `kinds` (all of one follow)."""
        if self.void[s][follow]:
            return 0.0
        unseen = self.unseen
        k = 0
        for kind in kinds:
            k += unseen[kind]
        if k == 0:
            return 0.0
        return 1.0 - p_none(self.pool(follow), k, self.held[s])

    def p_has_trump(self, s: int) -> float:
        p = self._p_trump[s]
        if p < 0.0:
            p = 0.0 if self.void[s][TRUMP] else 1.0 - p_none(self.pool(TRUMP), self.unseen_follow[TRUMP], self.held[s])
            self._p_trump[s] = p
        return p

    def p_seat_beats(self, s: int, card: int, led: int, as_opponent: bool = True) -> float:
        """Chance that seat `s` can beat `card` (the best card of a trick led with `led`),
        supposing `s` is my opponent (or, with `as_opponent=False`, my partner).

        The Kreuz Damen are placed by party: a Re seat holds exactly one until it shows it,
        a Kontra seat none. So if I am Re, no opponent holds one and my partner holds the other;
        if I am Kontra, my partner holds none and an opponent that has not shown its Kreuz Dame
        certainly holds one."""
        if self.held[s] == 0:
            return 0.0
        qc_certain = (QC_ABOVE[card] and ((self.party == RE) != as_opponent)
                      and not self.shown_qc[s] and self.unseen[QC_ID] > 0)
        if card < N_TRUMP_KINDS:
            if self.void[s][TRUMP]:
                return 0.0
            has_higher = 1.0 if qc_certain else self.p_holds_any(s, TRUMPS_ABOVE_NO_QC[card], TRUMP)
            if led == TRUMP:
                return has_higher
            return self.p_void(s, led) * has_higher
        # A Fehl card holding a Fehl trick: higher cards of the suit, or any trump when void.
        p_void = self.p_void(s, led)
        p_same = self.p_holds_any(s, SAME_SUIT_ABOVE[card], led) if p_void < 1.0 else 0.0
        if self.void[s][TRUMP]:
            p_trump = 0.0
        elif qc_certain:
            p_trump = 1.0
        else:
            p_trump = self.p_has_trump(s)
        return p_void * p_trump + (1.0 - p_void) * p_same

    def p_beaten(self, card: int, led: int | None = None) -> float:
        """Chance that an opponent playing after me beats `card` if it holds the trick."""
        if led is None:
            led = self.led if self.led >= 0 else FOLLOW[card]
        p_keep = 1.0
        for s in self.later:
            p_opp = 1.0 - self.p_partner[s]
            if p_opp > 0.0:
                p_keep *= 1.0 - p_opp * self.p_seat_beats(s, card, led)
        return 1.0 - p_keep

    def p_partner_beats_later(self, card: int, led: int) -> float:
        """Chance that my partner, playing after me, takes the trick from `card` and keeps it:
        an opponent after my partner may still overtrump (about even odds when it can trump)."""
        later = self.later
        p = 0.0
        for i, s in enumerate(later):
            pp = self.p_partner[s]
            if pp <= 0.0:
                continue
            beats = self.p_seat_beats(s, card, led, as_opponent=False)
            if beats <= 0.0:
                continue
            keep = 1.0
            for o in later[i + 1:]:
                p_opp = 1.0 - self.p_partner[o]
                over = 0.5 * self.p_has_trump(o)
                if led != TRUMP:
                    over *= self.p_void(o, led)
                keep *= 1.0 - p_opp * over
            p = max(p, pp * beats * keep)
        return p

    # ------------------------------------------------------------------ facts
    def higher_unseen(self, card: int, led: int = TRUMP) -> int:
        """How many unseen cards beat `card` in a trick led with `led`."""
        unseen = self.unseen
        return sum(unseen[k] for k in HIGHER[led][card])

    def my_trumps(self) -> int:
        return sum(self.mine[k] for k in range(N_TRUMP_KINDS))

    def suit_played(self, follow: int) -> int:
        """How many tricks were led with `follow` so far (completed and running)."""
        return self._suit_led[follow]

    def party_augen(self) -> tuple[int, int]:
        """(Augen of tricks taken by my side for certain, by the other side for certain).
        Tricks of seats whose party I do not know count for neither."""
        return party_augen(self.view)


def party_augen(view: PlayerView) -> tuple[int, int]:
    """`Knowledge.party_augen` from the view's certain facts alone (the announcing bot needs no
    more, and a whole Knowledge before each card of a play-out cost a tenth of a hint)."""
    known, party = view.facts.known, view.party
    ours = theirs = 0
    for t in view.tricks:
        p = known.get(t.winner)
        if p is None:
            continue
        if p == party:
            ours += t.augen
        else:
            theirs += t.augen
    return ours, theirs
