"""The strong bot's habits on constructed situations: schmieren, the Fuchs, the lowest
winning card, Karlchen in the last trick, announcing from a strong hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dokodesk.bots import StrongBot, hand_strength
from dokodesk.bots.knowledge import Knowledge
from dokodesk.rules import RULES_40, RULES_48, Call, Card, Deal, Game, Ruleset, parse_cards

SEEDS = range(12)  # random fillings of the cards the situation leaves open


def deal_with(fixed: dict[int, str], rng: random.Random, ruleset: Ruleset = RULES_48, dealer: int = 3) -> Deal:
    """A deal where each seat holds the given cards; the rest is dealt at random. Both Kreuz
    Damen must be among the given cards (so the parties are as the test says)."""
    hands = {s: parse_cards(fixed.get(s, "")) for s in range(4)}
    counts = Counter(c for h in hands.values() for c in h)
    assert counts[Card.parse("QC")] == 2
    left = Counter(ruleset.deck())
    left.subtract(counts)
    rest = [c for c, n in left.items() for _ in range(n)]
    rest.sort(key=lambda c: c.id)
    rng.shuffle(rest)
    for s in range(4):
        need = ruleset.hand_size - len(hands[s])
        hands[s] += rest[:need]
        rest = rest[need:]
    return Deal.create([hands[s] for s in range(4)], dealer, ruleset)


def decide(deal: Deal, log: list[str]):
    game = Game.replay(deal, log)
    view = game.view(game.turn)
    return StrongBot().choose_card(view, random.Random(0)), view


@pytest.mark.parametrize("seed", SEEDS)
def test_schmieren_to_partner_who_holds_the_trick(seed):
    # Seat 0 (Re, said so) leads the first Dulle: nobody can beat it. Seat 2 is its partner.
    deal = deal_with({0: "QC TH", 1: "JD", 2: "QC AD TD KD", 3: ""}, random.Random(seed))
    decision, _ = decide(deal, ["0:re", "0:TH", "1:JD"])
    assert str(decision.card) in ("AD", "TD"), decision
    assert decision.reason.startswith("Schmieren"), decision


@pytest.mark.parametrize("seed", SEEDS)
def test_no_schmieren_when_the_opponent_holds_the_trick(seed):
    # Same cards, but seat 0 is Kontra (said so): the bot (Re) throws no Augen.
    deal = deal_with({0: "TH", 1: "JD QC", 2: "QC AD TD KD", 3: ""}, random.Random(seed))
    decision, _ = decide(deal, ["0:kontra", "0:TH", "1:JD"])
    assert decision.card.augen < 10, decision


@pytest.mark.parametrize("seed", SEEDS)
def test_fuchs_not_thrown_to_the_other_party(seed):
    # Kontra's first Dulle holds the trick; the bot (seat 3, Re) must follow trump and cannot win.
    deal = deal_with({0: "TH", 1: "QC JD", 2: "9D", 3: "QC AD KD"}, random.Random(seed))
    decision, _ = decide(deal, ["0:kontra", "0:TH", "1:JD", "2:9D"])
    assert str(decision.card) != "AD", decision


@pytest.mark.parametrize("seed", SEEDS)
def test_fuchs_brought_home_when_it_wins_safely(seed):
    # Pik led by Kontra; the bot (last, void in Pik) trumps: with the Fuchs, which wins and is
    # then safe, rather than a higher trump.
    deal = deal_with({0: "AS AS TS", 1: "KS TS QC", 2: "9S KS 9S", 3: "QC AD QS JD"}, random.Random(seed))
    decision, _ = decide(deal, ["0:kontra", "0:AS", "1:KS", "2:9S"])
    assert str(decision.card) == "AD", decision
    assert "Fuchs" in decision.reason


@pytest.mark.parametrize("seed", SEEDS)
def test_lowest_card_that_wins(seed):
    # Kontra holds the trick with a Herz Dame and 13 Augen in it; the bot plays last and wins
    # with its lowest card above the Herz Dame: the Pik Dame, not the Kreuz Dame or the Dulle.
    deal = deal_with({0: "QH", 1: "TD", 2: "QC 9D", 3: "QC TH QS KD"}, random.Random(seed))
    decision, _ = decide(deal, ["0:kontra", "0:QH", "1:TD", "2:9D"])
    assert str(decision.card) == "QS", decision
    assert "lowest card that wins" in decision.reason


def _deal_from_tricks(tricks: list[dict[int, str]], dealer: int, ruleset: Ruleset) -> Deal:
    hands = [[] for _ in range(4)]
    for trick in tricks:
        for s, code in trick.items():
            hands[s].append(Card.parse(code))
    return Deal.create(hands, dealer, ruleset)


# A 40-card game designed trick by trick: every card follows the led suit or the seat is void,
# so the play is legal; seat 0 wins tricks 1-8 and leads trick 9 holding JC and JD, when every
# trump above the Kreuz Bube (and the other Kreuz Bube) has gone.
KARLCHEN_TRICKS = [
    {0: "TH", 1: "QC", 2: "QS", 3: "QH"},
    {0: "TH", 1: "QS", 2: "QC", 3: "QH"},
    {0: "QD", 1: "QD", 2: "JS", 3: "JC"},
    {0: "AD", 1: "AD", 2: "TD", 3: "TD"},
    {0: "AC", 1: "TC", 2: "KC", 3: "KC"},
    {0: "AC", 1: "TC", 2: "AS", 3: "AS"},
    {0: "TS", 1: "TS", 2: "KS", 3: "KS"},
    {0: "AH", 1: "AH", 2: "KH", 3: "KH"},
    {0: "JC", 1: "JS", 2: "JH", 3: "JD"},
    {0: "JD", 1: "JH", 2: "KD", 3: "KD"},
]


def test_karlchen_saved_for_the_last_trick():
    deal = _deal_from_tricks(KARLCHEN_TRICKS, dealer=3, ruleset=RULES_40)
    game = Game(deal)
    for trick in KARLCHEN_TRICKS[:8]:
        for _ in range(4):
            game.play(game.turn, Card.parse(trick[game.turn]))
    assert game.turn == 0 and [str(c) for c in game.hand(0)] == ["JC", "JD"]
    decision = StrongBot().choose_card(game.view(0), random.Random(0))
    assert str(decision.card) == "JD", decision
    assert "Karlchen" in decision.reason
    # Played out by strong bots, the Kreuz Bube takes the last trick: Karlchen.
    game.play(0, decision.card)
    bots = [StrongBot()] * 4
    while not game.is_over:
        seat = game.turn
        game.play(seat, bots[seat].choose_card(game.view(seat), random.Random(0)).card)
    assert game.tricks[-1].winner == 0 and str(game.tricks[-1].winning_card) == "JC"
    assert any(line.key == "karlchen" for line in game.value().lines)


def test_hand_strength_counts_as_documented():
    # Trumps: 2 Dullen 6, Kreuz Dame 1.5, Pik Dame 2, 2 Buben 2, Fuchs 1 = 12.5;
    # Kreuz Ass and Pik Ass 1.5; the other Pik cards 0; void in Herz with 7 trumps 1.5.
    hand = [c.id for c in parse_cards("TH TH QC QS JC JS AD AC AS KS 9S TS")]
    assert hand_strength(hand) == pytest.approx(12.5 + 1.5 + 1.5)
    weak = [c.id for c in parse_cards("QC JD 9D AC KC 9C TS KS 9S KH 9H AH")]
    assert hand_strength(weak) == pytest.approx(1.5 + 1 + 1 + 0.75 * 2)


def test_announces_re_from_a_strong_hand_only():
    strong = deal_with({0: "TH TH QC QS QH JC JS AD AC AS", 1: "QC"}, random.Random(1))
    view = Game(strong).view(0)
    d = StrongBot().choose_calls(view, random.Random(0))
    assert d.calls == (Call.RE,) and "strong hand" in d.reason
    weak = deal_with({0: "QC 9D KC 9C KS 9S KH 9H KH 9H KC 9S", 1: "QC"}, random.Random(1))
    assert StrongBot().choose_calls(Game(weak).view(0), random.Random(0)).calls == ()


def test_knowledge_infers_voids_and_parties():
    # Seat 2 does not follow Pik: void in Pik; it trumps with a Karo Bube.
    rng = random.Random(4)
    deal = deal_with({0: "AS QC", 1: "KS", 2: "JD QC", 3: "9S AD"}, rng)
    while any(c.follows_as == 2 for c in deal.hands[2]):  # redeal until seat 2 has no Pik
        deal = deal_with({0: "AS QC", 1: "KS", 2: "JD QC", 3: "9S AD"}, rng)
    game = Game.replay(deal, ["0:AS", "1:KS", "2:JD", "3:9S"])
    k = Knowledge(game.view(3))
    assert k.void[2][2] and not k.void[1][2]
    # Seat 3 (Kontra) saw nobody's Kreuz Dame yet: seat 2's party is open.
    assert 2 not in k.known
    game.apply("2:QC")  # seat 2 won and leads its Kreuz Dame: Re
    k = Knowledge(game.view(3))
    assert k.known[2] == 0
