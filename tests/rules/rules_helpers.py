"""Deals and scripted games for the rules tests."""

from __future__ import annotations

import random

from dokodesk.rules import KREUZ_DAME, RULES_48, Call, Deal, Game, Ruleset


def random_deal(rng: random.Random, ruleset: Ruleset = RULES_48, dealer: int | None = None) -> Deal:
    deck = ruleset.deck()
    n = ruleset.hand_size
    while True:
        rng.shuffle(deck)
        hands = [deck[i * n:(i + 1) * n] for i in range(4)]
        if not any(h.count(KREUZ_DAME) == 2 for h in hands):
            return Deal.create(hands, rng.randrange(4) if dealer is None else dealer, ruleset)


def play_until(game: Game, seat: int, cards_left: int) -> None:
    """Play the first legal card for whoever is on turn until `seat` holds `cards_left` cards
    and it is... any moment right after one of `seat`'s plays (or now, if already there)."""
    while game.cards_in_hand(seat) > cards_left:
        s = game.turn
        game.play(s, game.legal_cards(s)[0])


def play_out(game: Game) -> None:
    while not game.is_over:
        s = game.turn
        game.play(s, game.legal_cards(s)[0])


def seats_of(deal: Deal):
    re = list(deal.re_seats)
    kontra = [s for s in range(4) if s not in re]
    return re, kontra


FIXED_DEAL = Deal.parse([
    "QC QS QD JH JH AD 9C AS AS KH KH 9H",
    "JC JS JD TD TD KD AC TC 9C TS KS 9S",
    "TH TH QC JC AD KD 9D AC KS 9S AH 9H",
    "QS QH QH QD JS JD 9D TC KC KC TS AH",
], dealer=3)
RE_SEATS = (0, 2)
KONTRA_SEATS = (1, 3)
ANSAGE = {0: Call.RE, 1: Call.KONTRA}


def deal_for_trick(codes, dealer: int = 3, ruleset: Ruleset = RULES_48) -> Deal:
    """A deal in which the four seats from the leader on hold the cards `codes` of a first
    trick, and a seat that does not follow the led suit holds none of it (so the trick is
    legal). The other cards are dealt in sort order to the seats with room."""
    from dokodesk.rules.cards import CARDS_BY_CODE, FOLLOW
    first = [CARDS_BY_CODE[c] for c in codes]
    led = FOLLOW[first[0].id]
    seats = [(dealer + 1 + i) % 4 for i in range(4)]
    hands = {s: [card] for s, card in zip(seats, first)}
    may_hold_led = {s: FOLLOW[card.id] == led for s, card in zip(seats, first)}
    rest = ruleset.deck()
    for card in first:
        rest.remove(card)
    # Kreuz Damen first (one a seat), then the led suit (only where allowed), then the rest.
    rest.sort(key=lambda c: (c is not KREUZ_DAME, FOLLOW[c.id] != led, c.id))
    for card in rest:
        for s in sorted(range(4), key=lambda s: len(hands[s])):
            if len(hands[s]) == ruleset.hand_size:
                continue
            if card is KREUZ_DAME and KREUZ_DAME in hands[s]:
                continue
            if FOLLOW[card.id] == led and not may_hold_led[s]:
                continue
            hands[s].append(card)
            break
        else:
            raise AssertionError(f"no room for {card} in a deal for {codes}")
    return Deal.create([hands[s] for s in range(4)], dealer, ruleset)
