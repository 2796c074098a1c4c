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


def scripted(tricks: list[str], dealer: int, ruleset: Ruleset = RULES_48) -> tuple[Deal, list[str]]:
    """A whole game written trick by trick ("0:AC 1:KC 2:9C 3:KC", in playing order): the deal
    is what each seat plays, the log the tricks in order. Legality is left to the engine."""
    from dokodesk.rules import parse_cards
    log = [token for trick in tricks for token in trick.split()]
    hands: list[list[str]] = [[], [], [], []]
    for token in log:
        hands[int(token[0])].append(token[2:])
    return Deal.create([parse_cards(h) for h in hands], dealer, ruleset), log


# Game A (dealer 3, Re = seats 0 and 2). Worked out by hand: trick winners, Augen, specials.
GAME_A_TRICKS = [
    "0:AC 1:KC 2:9C 3:KC",  # 1  seat 0 (Re)     19
    "0:AC 1:TC 2:9C 3:TC",  # 2  seat 0 (Re)     31
    "0:AS 1:KS 2:9S 3:KS",  # 3  seat 0 (Re)     19
    "0:AS 1:TS 2:9S 3:TS",  # 4  seat 0 (Re)     31
    "0:AH 1:KH 2:9H 3:KH",  # 5  seat 0 (Re)     19
    "0:AH 1:9H 2:9D 3:KD",  # 6  seat 3 (Kontra) 15: seats 2, 3 have no Herz; KD over 9D
    "3:TH 0:QC 1:JS 2:JH",  # 7  seat 3 (Kontra) 17
    "3:TH 0:QS 1:JD 2:QC",  # 8  seat 3 (Kontra) 18
    "3:QH 0:QS 1:9D 2:JD",  # 9  seat 0 (Re)      8: Pik Dame over Herz Dame
    "0:QD 1:QH 2:JS 3:KD",  # 10 seat 1 (Kontra) 12
    "1:AD 2:TD 3:TD 0:JH",  # 11 seat 0 (Re)     33: Re catches Kontra's Fuchs
    "0:JC 1:QD 2:AD 3:JC",  # 12 seat 1 (Kontra) 18: Kontra catches Re's Fuchs; both Kreuz Buben
]                           #    in the last trick, a Karo Dame wins it: no Karlchen
GAME_A_WINNERS = [0, 0, 0, 0, 0, 3, 3, 3, 0, 1, 0, 1]

# Game B: game A with seat 1's Karo Dame and Karo Bube swapped between tricks 8 and 12.
GAME_B_TRICKS = GAME_A_TRICKS[:7] + ["3:TH 0:QS 1:QD 2:QC"] + GAME_A_TRICKS[8:11] + [
    "0:JC 1:JD 2:AD 3:JC",  # 12 seat 0 (Re) 17: the first Kreuz Bube wins (Karlchen); Re's own
]                           #    Fuchs stays with Re (not caught)
GAME_B_WINNERS = [0, 0, 0, 0, 0, 3, 3, 3, 0, 1, 0, 0]

# Game C (dealer 3): 120:120, six tricks each.
GAME_C_TRICKS = [
    "0:AC 1:KC 2:9C 3:KC",  # 1  seat 0 (Re)     19
    "0:9C 1:AC 2:TC 3:TC",  # 2  seat 1 (Kontra) 31
    "1:AS 2:KS 3:KS 0:9S",  # 3  seat 1 (Kontra) 19
    "1:9S 2:AS 3:TS 0:TS",  # 4  seat 2 (Re)     31
    "2:AH 3:KH 0:9H 1:KH",  # 5  seat 2 (Re)     19
    "2:AH 3:9H 0:9D 1:KD",  # 6  seat 1 (Kontra) 15: seats 0, 1 have no Herz; KD over 9D
    "1:TH 2:JD 3:JS 0:QD",  # 7  seat 1 (Kontra) 17
    "1:TH 2:QH 3:AD 0:JS",  # 8  seat 1 (Kontra) 26: Kontra's own Fuchs, not caught
    "1:9D 2:QC 3:TD 0:JH",  # 9  seat 2 (Re)     15
    "2:QS 3:JC 0:AD 1:JD",  # 10 seat 2 (Re)     18: Re's own Fuchs, not caught
    "2:JH 3:QH 0:QC 1:TD",  # 11 seat 0 (Re)     18
    "0:QD 1:QS 2:JC 3:KD",  # 12 seat 1 (Kontra) 12: a Kreuz Bube merely in the last trick
]
GAME_C_WINNERS = [0, 1, 1, 2, 2, 1, 1, 1, 2, 2, 0, 1]

# Game D (dealer 0, so seat 1 leads): Kontra's only trick is the first, four nines (0 Augen).
GAME_D_TRICKS = [
    "1:9C 2:9S 3:9C 0:9H",  # 1  seat 1 (Kontra) 0: the first Kreuz Neun; seats 2, 0 have no Kreuz
    "1:AC 2:TH 3:AC 0:JD",  # 2  seat 2 (Re) 34
    "2:QC 3:9D 0:TD 1:9D",  # 3  seat 2
    "2:QS 3:KD 0:AD 1:KD",  # 4  seat 2
    "2:QH 3:TC 0:JH 1:TC",  # 5  seat 2 (Kontra has no trumps left)
    "2:QD 3:KC 0:JS 1:KC",  # 6  seat 2
    "2:JC 3:AS 0:JC 1:AS",  # 7  seat 2: the first Kreuz Bube
    "2:JS 3:TS 0:QD 1:TS",  # 8  seat 0
    "0:QH 1:KS 2:JH 3:KS",  # 9  seat 0
    "0:QS 1:AH 2:JD 3:AH",  # 10 seat 0
    "0:QC 1:KH 2:AD 3:KH",  # 11 seat 0
    "0:TH 1:9S 2:TD 3:9H",  # 12 seat 0
]
GAME_D_WINNERS = [1, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0]
