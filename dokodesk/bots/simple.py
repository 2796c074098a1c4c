"""The two weaker bots: `RandomBot` (the baseline) and `SimpleBot` (a beginner's rules).

`SimpleBot` knows what a beginner knows: its partner only once the table shows it
(`view.facts.shown_parties`: Kreuz Damen played, announcements), no card counting and no voids.
Its habits: lead a Fehl Ass of a suit nobody has led yet, else its lowest card; give Augen to a partner holding the trick; take a
trick when it can (the lowest winning card when it plays last, otherwise its highest card); else
throw its cheapest card. It says Re/Kontra before its first card with at least 7 trumps of which
at least 2 are Dullen or Kreuz Damen, and never makes an Absage.
"""

from __future__ import annotations

import random

from dokodesk.bots.base import NO_CALL, Decision, card_name
from dokodesk.rules import RE, Call, PlayerView, randbelow
from dokodesk.rules.cards import AUGEN, CARDS, DULLE_ID, FEHL_ACE_IDS, FOLLOW, KREUZ_DAME_ID, N_TRUMP_KINDS
from dokodesk.rules.kernel import POWER

_FEHL_ACES = frozenset(FEHL_ACE_IDS.values())


class RandomBot:
    """Plays a uniformly random legal card and never announces: the baseline."""

    name = "random"

    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        card = view.legal_cards[randbelow(rng, len(view.legal_cards))]
        return Decision(f"{card_name(card.id)} at random among the legal cards.", card)

    def choose_calls(self, view: PlayerView, rng: random.Random) -> Decision:
        return NO_CALL


class SimpleBot:
    """A beginner: plays by a few fixed rules (see the module doc), no counting, no inference."""

    name = "simple"

    def choose_calls(self, view: PlayerView, rng: random.Random) -> Decision:
        if view.levels[view.party] or len(view.hand) < view.ruleset.hand_size:
            return NO_CALL
        ansage = Call.RE if view.party == RE else Call.KONTRA
        if not any(a.call is ansage for a in view.allowed_calls):
            return NO_CALL
        ids = [c.id for c in view.hand]
        trumps = sum(1 for c in ids if c < N_TRUMP_KINDS)
        top = sum(1 for c in ids if c in (DULLE_ID, KREUZ_DAME_ID))
        if trumps >= 7 and top >= 2:
            return Decision(f"{ansage.german}: {trumps} trumps, {top} of them Dullen or Kreuz Damen.",
                            calls=(ansage,))
        return NO_CALL

    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = sorted({c.id for c in view.legal_cards})
        if len(legal) == 1:
            return Decision(f"{card_name(legal[0])} is the only legal card.", CARDS[legal[0]])
        trick = view.current_trick.cards
        if not trick:
            return self._lead(view, legal)
        led = FOLLOW[trick[0][1].id]
        power = POWER[led]
        best_seat, best = max(((s, power[c.id]) for s, c in trick), key=lambda x: x[1])
        known = view.facts.shown_parties  # what the table says openly: it counts no cards
        cheapest = min(legal, key=lambda c: (AUGEN[c], -c))
        if known.get(best_seat) == view.party:
            c = max(legal, key=lambda c: (AUGEN[c], c))
            return Decision(f"My partner holds the trick: give {card_name(c)} ({AUGEN[c]} Augen).", CARDS[c])
        winners = [c for c in legal if power[c] > best]
        if winners:
            if len(trick) == 3:
                c = min(winners, key=lambda c: power[c])
                return Decision(f"Last to play: {card_name(c)} is the lowest card that wins.", CARDS[c])
            c = max(winners, key=lambda c: power[c])
            return Decision(f"Take the trick with my highest card, {card_name(c)}.", CARDS[c])
        return Decision(f"I cannot win this trick: throw {card_name(cheapest)}.", CARDS[cheapest])

    def _lead(self, view: PlayerView, legal: list[int]) -> Decision:
        led_suits = {FOLLOW[t.cards[0][1].id] for t in view.tricks}
        for c in legal:
            if c in _FEHL_ACES and FOLLOW[c] not in led_suits:
                return Decision(f"Lead {card_name(c)}: nobody has led that suit yet.", CARDS[c])
        c = min(legal, key=lambda c: (AUGEN[c], -c))  # fewest Augen; of those, Fehl before trump
        return Decision(f"Lead my cheapest card, {card_name(c)}.", CARDS[c])
