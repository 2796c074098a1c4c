"""`StrongBot`: plays by the habits of good Doppelkopf players, with a cheap plan per move.

Each move builds a `Knowledge` of the view (card counting, voids, parties; see there) and then
goes through named heuristics, each a method below:

Announcing (`choose_calls`):
- `_ansage`: Re/Kontra from a strong hand, by `hand_strength` (documented there) against a
  threshold; a reply (Erwiderung) to the other party's Ansage needs a little more.
- `_absage`: keine 90 only when clearly winning: our Ansage made, partner known, a strong hand,
  and the Augen secured so far well ahead.

Playing a card (`choose_card`):
- `_karlchen_last_trick`: keep the Kreuz Bube for the last trick while it can still win it.
- Leading: `_lead_to_partner_void` (a Fehl suit my partner is void in and can trump),
  `_lead_ace` (an Ass of a suit nobody has led, when the others will likely follow), else
  `_lead_cheap` (every card weighed as below, as if the trick were empty).
- Following (`_follow`): every legal card is weighed by the chance that my side ends up with
  the trick times the Augen in it, less what the card is worth keeping (`_keep`), with the
  terms `_protect_fuchs` (never the Fuchs into a trick the other party takes; into one my side
  keeps, it is safe), `_catch_fuchs` (a Fuchs in the trick is worth a point to whoever takes
  it), Doppelkopf (40 Augen), `_save_high_trumps` (no high trump for a trick with few Augen) and
  `_make_void` (throwing the last card of a suit to trump it later). What comes out are the
  habits: `_schmieren` (Augen to a partner who holds the trick and will keep it), the lowest card
  that wins when winning matters, the cheapest card when nothing is to be won.

Values are in Augen; one game point is worth `POINT` Augen when the heuristics weigh a Fuchs,
a Doppelkopf or a Karlchen. The weights were set by duels of variants against each other
(a rule that lost was dropped: leading sure trumps "to pull trumps" cost about 7 Dodge points).
The strong bot draws nothing from its generator: given the view, its decision is fixed.
"""

from __future__ import annotations

import random

from dokodesk.bots.base import NO_CALL, Decision, card_name
from dokodesk.bots.knowledge import TRUMP, Knowledge, party_augen
from dokodesk.rules import Call, PlayerView
from dokodesk.rules.cards import (
    AUGEN, CARDS, DULLE_ID, FEHL_ACE_IDS, FEHL_TEN_IDS, FOLLOW, FUCHS_ID, KARLCHEN_ID, KREUZ_DAME_ID, N_KINDS,
    N_TRUMP_KINDS,
)
from dokodesk.rules.kernel import POWER, is_doppelkopf
from dokodesk.rules.deal import RE

POINT = 25.0  # Augen a game point is worth when weighing Sonderpunkte
DULLE, KREUZ_DAME, KARLCHEN, FUCHS = DULLE_ID, KREUZ_DAME_ID, KARLCHEN_ID, FUCHS_ID
ACES = {int(f): c for f, c in FEHL_ACE_IDS.items()}  # Fehl suit (follow) -> its Ass
TENS = {int(f): c for f, c in FEHL_TEN_IDS.items()}  # Herz has no Fehl ten

# How much a card is worth keeping for later tricks (Augen), for trumps by rank.
TRUMP_KEEP = (16.5, 14.25, 12.75, 11.25, 9.75, 8.25, 7.5, 6.75, 6.0, 4.5, 3.75, 2.25, 1.5)

# ------------------------------------------------------------------------ hand strength
# Points per trump: Dulle, Kreuz Dame, Pik Dame, Herz Dame, Karo Dame, the four Buben, Fuchs,
# Karo Zehn, König, Neun.
STRENGTH_TRUMP = (3.0, 1.5, 2.0, 1.75, 1.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0)
STRENGTH_ACE = 0.75  # a Fehl Ass
STRENGTH_VOID = 1.5  # a Fehl suit without cards, with at least 5 trumps to use it
RE_THRESHOLD = 10.75  # about 70 % to win for Re
KONTRA_THRESHOLD = 13.5  # about 55 % to win for Kontra
REPLY_EXTRA = 0.75  # an Erwiderung needs this much more
KEINE_90_THRESHOLD = 11.0
KEINE_90_LEAD = 25  # Augen my side must be ahead (tricks of known seats) for keine 90


def hand_strength(ids: list[int], cards: int = 48) -> float:
    """The strength of a hand (card ids) for an Ansage, in points:

    - each trump: Dulle 3, Pik Dame 2, Herz Dame 1.75, Kreuz and Karo Dame 1.5, every other
      trump (Buben, Fuchs, Karo Zehn, König, Neun) 1;
    - each Fehl Ass 0.75, every other Fehl card 0;
    - each Fehl suit the hand is void in: 1.5, when holding at least 5 trumps.

    The weights are a logistic fit of "my party won" on the hand's cards, rounded (24,000
    hands of strong bots playing each other without announcements; about 3 points per unit of
    log-odds); a Fehl card that is no Ass is the zero. An average hand scores about 10.5; Re wins
    about 50 % at 8.4 and 70 % at 10.75, Kontra 50 % at 12.7 (Re holds a Kreuz Dame and Kontra
    needs only 120). The thresholds `RE_THRESHOLD` and `KONTRA_THRESHOLD` were then chosen by
    duels of bots with different thresholds. `cards` (48 or 40) is accepted for the 40-card
    game, where the same weights and thresholds are used.
    """
    score = 0.0
    trumps = 0
    suit_len = [0, 0, 0, 0]
    for c in ids:
        if c < N_TRUMP_KINDS:
            score += STRENGTH_TRUMP[c]
            trumps += 1
        else:
            f = FOLLOW[c]
            suit_len[f] += 1
            if c == ACES[f]:
                score += STRENGTH_ACE
    if trumps >= 5:
        score += STRENGTH_VOID * ((suit_len[1] == 0) + (suit_len[2] == 0) + (suit_len[3] == 0))
    return score


def original_hand(view: PlayerView) -> list[int]:
    """The ids of the seat's 12 (or 10) cards as dealt: its hand and the cards it has played."""
    ids = [c.id for c in view.hand]
    seat = view.seat
    for trick in view.tricks + (view.current_trick,):
        for s, card in trick.cards:
            if s == seat:
                ids.append(card.id)
    return ids


class StrongBot:
    """Good players' habits (see the module doc). `announce_bias` shifts every announcement
    threshold (negative: bolder); `tuning` overrides single thresholds (re_threshold,
    kontra_threshold, reply_extra, keine_90_threshold, keine_90_lead) for experiments."""

    name = "strong"

    def __init__(self, announce_bias: float = 0.0, name: str | None = None, **tuning: float):
        self.announce_bias = announce_bias
        self.re_threshold = tuning.pop("re_threshold", RE_THRESHOLD)
        self.kontra_threshold = tuning.pop("kontra_threshold", KONTRA_THRESHOLD)
        self.reply_extra = tuning.pop("reply_extra", REPLY_EXTRA)
        self.keine_90_threshold = tuning.pop("keine_90_threshold", KEINE_90_THRESHOLD)
        self.keine_90_lead = tuning.pop("keine_90_lead", KEINE_90_LEAD)
        if tuning:
            raise TypeError(f"unknown tuning parameters: {', '.join(tuning)}")
        if name:
            self.name = name

    # ================================================================== announcing
    def choose_calls(self, view: PlayerView, rng: random.Random) -> Decision:
        allowed = {a.call: a for a in view.allowed_calls}
        if not allowed:
            return NO_CALL
        own = view.levels[view.party]
        if own == 0:
            return self._ansage(view, allowed)
        if own == 1 and Call.NO_90 in allowed:
            return self._absage(view)
        return NO_CALL

    def _ansage(self, view: PlayerView, allowed: dict) -> Decision:
        ansage = Call.RE if view.party == RE else Call.KONTRA
        a = allowed.get(ansage)
        if a is None:
            return NO_CALL
        strength = hand_strength(original_hand(view), view.ruleset.cards)
        threshold = (self.re_threshold if view.party == RE else self.kontra_threshold) + self.announce_bias
        if view.levels[1 - view.party]:
            threshold += self.reply_extra
        if view.tricks and strength >= threshold - 2.0:
            # What the first trick showed: Augen already secured by my side count a little.
            ours, theirs = party_augen(view)
            strength += (ours - theirs) / 20.0
        if strength >= threshold:
            trumps = sum(1 for c in view.hand if c.is_trump)
            return Decision(f"{ansage.german}: strong hand (strength {strength:.1f}, {trumps} trumps "
                            f"in hand), likely to win.", calls=(ansage,))
        return NO_CALL

    def _absage(self, view: PlayerView) -> Decision:
        strength = hand_strength(original_hand(view), view.ruleset.cards)
        if strength < self.keine_90_threshold + self.announce_bias or not view.tricks:
            return NO_CALL
        partner = view.facts.partner()  # Knowledge's partner(): the certain facts' own
        if partner is None:
            return NO_CALL
        ours, theirs = party_augen(view)
        if (theirs <= 10
                and ours - theirs >= self.keine_90_lead):
            return Decision(f"Keine 90: our side is {ours}:{theirs} Augen ahead with a strong hand.",
                            calls=(Call.NO_90,))
        return NO_CALL

    def stays_silent(self, hand_ids: list[int], cards: int, party: int, own_level: int) -> bool:
        """True where `choose_calls` surely makes no call, from the seat's hand as dealt, its party
        and its party's announcement level alone, so that a caller may skip building the view
        (the coach's play-outs ask every seat before every card). Exact: an Ansage needs a
        strength of at least its threshold less the 2 points the first tricks may add, a keine 90
        at least its own threshold, and this bot makes no higher call. A subclass that decides its
        calls otherwise is always asked."""
        if type(self).choose_calls is not StrongBot.choose_calls:
            return False
        if own_level >= 2:
            return True
        strength = hand_strength(hand_ids, cards)
        if own_level == 1:
            return strength < self.keine_90_threshold + self.announce_bias
        base = self.re_threshold if party == RE else self.kontra_threshold
        return strength < base + self.announce_bias + min(0.0, self.reply_extra) - 2.0

    # ================================================================== playing
    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = sorted({c.id for c in view.legal_cards})
        if len(legal) == 1:
            return Decision(f"{card_name(legal[0])} is the only legal card.", CARDS[legal[0]])
        k = Knowledge(view)
        candidates, note = self._karlchen_last_trick(k, legal)
        if note is not None and len(candidates) == 1:
            return Decision(note, CARDS[candidates[0]])
        if k.pos == 0:
            cid, reason = self._lead(k, candidates, rng)
        else:
            cid, reason = self._follow(k, candidates, rng)
        return Decision(reason, CARDS[cid])

    # ------------------------------------------------------------------ values
    def _keep(self, k: Knowledge, c: int) -> float:
        """What keeping card `c` for a later trick is worth (Augen)."""
        if c < N_TRUMP_KINDS:
            value = TRUMP_KEEP[c]
            higher = k.higher_unseen(c)
            if k.unseen_follow[TRUMP] and not higher:
                value += 2.0  # nobody can beat it: a sure trick later
            # Its own Augen come home later with the trick it likely wins then (the Dulle).
            value += AUGEN[c] / (1.0 + higher)
            if c == KARLCHEN and self._karlchen_possible(k):
                value += 0.4 * POINT
            if c == FUCHS:
                value -= 2.0  # the Fuchs is a liability in hand: it may get caught later
            return value
        f = FOLLOW[c]
        if c == ACES[f]:
            rounds = k.suit_played(f)
            return 4.0 if rounds == 0 else (1.5 if rounds == 1 else 0.5)
        if c == TENS.get(f) and not k.unseen[ACES[f]] and not k.mine[ACES[f]]:
            return 3.0  # the Asses are gone: this ten is the top of its suit
        return 0.2

    def _karlchen_possible(self, k: Knowledge) -> bool:
        """Could my Kreuz Bube still win the last trick? Optimistic: the unseen trumps above it
        are few enough for my own higher trumps (and partner) to draw."""
        if not k.mine[KARLCHEN]:
            return False
        above_unseen = sum(k.unseen[t] for t in range(KARLCHEN))
        above_mine = sum(k.mine[t] for t in range(KARLCHEN))
        return above_unseen <= above_mine + 1

    # ------------------------------------------------------------------ Karlchen
    def _karlchen_last_trick(self, k: Knowledge, legal: list[int]) -> tuple[list[int], str | None]:
        """Keep the Kreuz Bube for the last trick (Karlchen) while it can still win it."""
        if KARLCHEN not in legal or len(legal) == 1 or not self._karlchen_possible(k):
            return legal, None
        held = k.held[k.seat]
        rest = [c for c in legal if c != KARLCHEN]
        if held == 2:
            # The last trick comes next: keep the Kreuz Bube if nothing above it is left
            # (an unseen Kreuz Bube played before mine would win, but cannot be helped).
            if not any(k.unseen[t] for t in range(KARLCHEN)):
                return rest, "Karlchen: keep the Kreuz Bube for the last trick, where nothing beats it."
        return rest, None

    # ------------------------------------------------------------------ leading
    def _lead(self, k: Knowledge, cands: list[int], rng: random.Random) -> tuple[int, str]:
        for rule in (self._lead_to_partner_void, self._lead_ace):
            choice = rule(k, cands)
            if choice is not None:
                return choice
        return self._lead_cheap(k, cands)

    def _p_others_follow(self, k: Knowledge, f: int) -> float:
        p = 1.0
        for s in range(4):
            if s != k.seat:
                p_opp = 1.0 - k.p_partner[s]
                p *= 1.0 - p_opp * k.p_void(s, f)
        return p

    def _lead_ace(self, k: Knowledge, cands: list[int]) -> tuple[int, str] | None:
        """Lead a Fehl Ass of a suit nobody has led yet, when the others likely follow."""
        best = None
        for f, ace in ACES.items():
            if ace not in cands:
                continue
            p = self._p_others_follow(k, f)
            rounds = k.suit_played(f)
            if rounds >= 2:
                continue
            if p >= 0.4 and (best is None or p > best[1]):
                best = (ace, p, rounds)
        if best is None:
            return None
        ace, p, rounds = best
        why = "nobody has led the suit yet" if rounds == 0 else "the others still hold the suit"
        return ace, f"Lead {card_name(ace)}: {why}, so it should win ({p:.0%})."

    def _lead_to_partner_void(self, k: Knowledge, cands: list[int]) -> tuple[int, str] | None:
        """Lead a Fehl suit my partner is void in, so that my partner can trump it."""
        partner = k.partner()
        if partner is None or k.void[partner][TRUMP]:
            return None
        # Seats that play after my partner in this trick (opponents) should not overtrump.
        options = []
        for c in cands:
            f = FOLLOW[c]
            if f == TRUMP or not k.void[partner][f]:
                continue
            opps = [s for s in range(4) if s not in (k.seat, partner)]
            if all(k.void[s][f] for s in opps):
                continue  # both opponents void too: they would trump over
            options.append(c)
        if not options:
            return None
        c = min(options, key=lambda c: (AUGEN[c], c))
        return c, (f"Lead {card_name(c)}: my partner is void in {CARDS[c].follows_as.german} "
                   f"(blank) and can trump it.")

    def _lead_cheap(self, k: Knowledge, cands: list[int]) -> tuple[int, str]:
        """Otherwise lead the card that costs least, weighed like a card that follows: the chance
        my side takes the trick times its Augen, less what the card is worth keeping."""
        best = None
        for c in cands:
            f = FOLLOW[c]
            pb = k.p_beaten(c, f)
            p = 1.0 - pb * (1.0 - k.p_partner_beats_later(c, f))
            value = AUGEN[c] + self._rest(k, p)
            ev = (2.0 * p - 1.0) * value - self._keep(k, c) + self._protect_fuchs(k, c, p)
            if best is None or ev > best[1] + 1e-9:
                best = (c, ev, p)
        c, ev, p = best
        if p >= 0.6:
            return c, f"Lead {card_name(c)}: it should bring my side the trick ({p:.0%})."
        return c, f"Lead {card_name(c)}: the cheapest card to give up now."

    # ------------------------------------------------------------------ following
    def _follow(self, k: Knowledge, cands: list[int], rng: random.Random) -> tuple[int, str]:
        """Weigh every candidate card: the chance my side ends up with the trick times the
        Augen in it, less what the card is worth keeping, plus the named terms below."""
        led = k.led
        power = POWER[led]
        p_holder = k.p_partner[k.best_seat]  # the seat holding the trick is my partner
        p_stay = 1.0 - k.p_beaten(k.best_card)
        # My side gets the trick if I do not take it: partner holds and keeps it, or a
        # partner after me takes it from an opponent.
        p_ours_duck = p_holder * p_stay + (1.0 - p_holder) * k.p_partner_beats_later(k.best_card, led)
        fuchs_in_trick = self._catch_fuchs(k)
        best = None
        for c in cands:
            wins = power[c] > k.best_power
            p = (1.0 - k.p_beaten(c)) if wins else p_ours_duck
            value = k.trick_augen + AUGEN[c] + self._rest(k, p)
            ev = (2.0 * p - 1.0) * value - self._keep(k, c)
            ev += self._protect_fuchs(k, c, p)
            ev += fuchs_in_trick * (p - 0.5) * 2.0
            if is_doppelkopf(value):
                ev += (2.0 * p - 1.0) * POINT  # a Doppelkopf for whoever takes the trick
            if wins:
                ev -= self._save_high_trumps(k, c, value)
            else:
                ev += self._make_void(k, c)
            if best is None or ev > best[1] + 1e-9:
                best = (c, ev, p, wins)
        c, ev, p, wins = best
        return c, self._explain_follow(k, cands, c, p, wins, p_holder, fuchs_in_trick)

    def _explain_follow(self, k: Knowledge, cands: list[int], c: int, p: float, wins: bool,
                        p_holder: float, fuchs_in_trick: float) -> str:
        name = card_name(c)
        if wins:
            if p >= 0.5 and any(card.id == FUCHS and k.p_partner[s] < 0.5 for s, card in k.trick):
                return f"Catch the Fuchs: {name} takes the other party's Fuchs."
            if c == FUCHS:
                return f"Bring the Fuchs home: it takes this trick ({p:.0%} to hold)."
            power = POWER[k.led]
            lowest = min((w for w in cands if power[w] > k.best_power), key=lambda w: power[w])
            if c == lowest:
                return f"{name} is the lowest card that wins the trick ({k.trick_augen} Augen so far)."
            return f"Take the trick with {name}, high enough to hold ({p:.0%})."
        if p >= 0.5 and (p_holder >= 0.75 or AUGEN[c] >= 10):
            return self._schmieren(k, c, p_holder >= 0.75)
        if FUCHS in cands and c != FUCHS and p < 0.5:
            return f"Keep the Fuchs from the other party: {name} instead."
        return f"Nothing to win here: throw {name} ({AUGEN[c]} Augen)."

    def _schmieren(self, k: Knowledge, c: int, partner_holds: bool) -> str:
        """The trick will likely be my side's: the weighing above gives it the Augen (its value
        grows with them), but not cards worth keeping; this says so."""
        if AUGEN[c] >= 10:
            if partner_holds:
                return f"Schmieren: {card_name(c)} ({AUGEN[c]} Augen) to my partner, who holds the trick."
            return f"Schmieren: {card_name(c)} ({AUGEN[c]} Augen), my partner should take this trick."
        return f"My partner holds the trick; {card_name(c)} is the card I can best spare."

    def _rest(self, k: Knowledge, p_ours: float) -> float:
        """Augen the seats after me will likely add: a lot from a partner to our trick, little
        from an opponent; more when the trick looks like theirs."""
        rest = 0.0
        for s in k.later:
            pp = k.p_partner[s]
            rest += p_ours * (pp * 8.0 + (1.0 - pp) * 2.0) + (1.0 - p_ours) * (pp * 2.0 + (1.0 - pp) * 7.0)
        return rest

    def _catch_fuchs(self, k: Knowledge) -> float:
        """Worth (Augen) of a Fuchs in the trick: for the other party's Fuchs, taking the trick
        scores a Sonderpunkt; for my side's, losing the trick gives one away. Returned as the
        stake: EV grows by (2p - 1) times it."""
        stake = 0.0
        for s, card in k.trick:
            if card.id == FUCHS:
                stake += POINT / 2.0  # either way the difference between p=1 and p=0 is a point
        return stake

    def _save_high_trumps(self, k: Knowledge, c: int, value: float) -> float:
        """Extra cost of using a high trump on a trick with few Augen."""
        if c < N_TRUMP_KINDS and value < 12:
            return 0.5 * self._keep(k, c)
        return 0.0

    def _make_void(self, k: Knowledge, c: int) -> float:
        """Throwing the last card of a Fehl suit lets me trump it later."""
        f = FOLLOW[c]
        if f == TRUMP or f == k.led or not k.my_trumps():
            return 0.0
        if sum(k.mine[x] for x in range(N_TRUMP_KINDS, N_KINDS) if FOLLOW[x] == f) == 1:
            return 1.0
        return 0.0

    def _protect_fuchs(self, k: Knowledge, c: int, p_ours: float) -> float:
        """The Fuchs is a Sonderpunkt for the other party if they take it: play it only into a
        trick my side keeps (then it is safe for good), never throw it to them."""
        if c != FUCHS:
            return 0.0
        return p_ours * 0.3 * POINT - (1.0 - p_ours) * POINT
