"""`pimc40dc` (benchmarks/pimc_dc.py), the baseline rebuilt from issue 27's description, plays the
cards that description names on fixed positions: schmieren on the partner's sure trick, the
cheapest sure winner of a trick worth taking, a low discard otherwise; its exact endgame is a
true minimax; its calls are strong's."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from dokodesk.bots import make_bot, play_game
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Deal, Game
from dokodesk.rules.cards import CARDS, FOLLOW
from dokodesk.rules.kernel import State

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from pimc_dc import PimcDC, exact, greedy_card  # noqa: E402

DECK = [c for c in CARDS for _ in range(2)]
ID = {str(c): c.id for c in CARDS}


def deal_with(required: list[str], no_suits: dict[int, set[int]]) -> Deal:
    """Seats 0-3 hold `required[seat]` (codes) and are filled up to 12 cards from the rest of the
    deck, never with a card of a follow class in `no_suits[seat]` (0 trump, 1 Kreuz, 2 Pik,
    3 Herz). Seat 0 leads (dealer 3)."""
    hands = [req.split() for req in required]
    rest = [str(c) for c in DECK]
    for hand in hands:
        for code in hand:
            rest.remove(code)
    def allowed(code: str) -> list[int]:
        return [s for s in range(4) if FOLLOW[ID[code]] not in no_suits.get(s, set())]

    for code in sorted(rest, key=lambda code: len(allowed(code))):  # the most constrained first
        seat = max((s for s in allowed(code) if len(hands[s]) < 12), key=lambda s: 12 - len(hands[s]))
        hands[seat].append(code)
    return Deal.parse([" ".join(h) for h in hands], 3)


def state_after(deal: Deal, cards: list[str]) -> State:
    st = State(deal)
    for code in cards:
        st.play_fast(ID[code])
    return st


# Kreuz: seat 0 holds both Asse, a Zehn and a König; seat 2 (its partner: seats 1 and 3 hold
# the Kreuz Damen) holds the other Zehn and König. Seat 0 leads the Kreuz Ass, seat 1 follows.
CLUB_TRICK = ["AC AC TC KC", "9C QC", "TC KC", "QC"]


def test_the_partner_s_sure_trick_gets_the_most_augen():
    # Seat 3 holds the last 9C: it must follow, so the Ass stands; seat 2 schmiert the Zehn.
    required = list(CLUB_TRICK)
    required[3] += " 9C"
    deal = deal_with(required, {1: {1}, 2: {1}, 3: {1}})
    st = state_after(deal, ["AC", "9C"])
    assert sorted(CARDS[c].code for c in st.legal_cards()) == ["KC", "TC"]
    assert CARDS[greedy_card(st, st.legal_cards())].code == "TC"


def test_a_trick_the_next_opponent_can_ruff_gets_the_low_card():
    # Seat 3 is void in Kreuz and holds trumps: the Ass may be ruffed, so seat 2 keeps its Zehn.
    required = list(CLUB_TRICK)
    required[1] += " 9C"
    deal = deal_with(required, {1: {1}, 2: {1}, 3: {1}})
    st = state_after(deal, ["AC", "9C"])
    assert CARDS[greedy_card(st, st.legal_cards())].code == "KC"


def test_a_trick_worth_taking_is_taken_with_the_cheapest_sure_trump():
    # Seat 0 leads the Herz Ass (11 Augen); seat 1 has no Herz and trumps from the Karo Neun up;
    # seat 2 must follow Herz, seat 3 is seat 1's partner: the Karo Neun takes the trick safely.
    deal = deal_with(["AH", "QC 9D JD QS", "KH", "QC"], {1: {3}})
    st = state_after(deal, ["AH"])
    assert "9D" in [CARDS[c].code for c in st.legal_cards()]
    assert CARDS[greedy_card(st, st.legal_cards())].code == "9D"


def test_a_trick_that_cannot_be_won_gets_the_card_with_fewest_augen():
    # Seat 1 holds no Kreuz and no card that beats a trick it cannot keep: it throws its 9H,
    # not the Ass or the König (it holds no trump that is safe: seat 2 overtrumps with the Dulle).
    deal = deal_with(["AC AC", "AH KH 9H QC 9D", "TH TH", "QC"], {1: {1, 2}, 2: {1}})
    st = state_after(deal, ["AC"])
    legal = [CARDS[c].code for c in st.legal_cards()]
    assert "9H" in legal and "AH" in legal
    choice = CARDS[greedy_card(st, st.legal_cards())].code
    assert choice in ("9H", "9D")  # 0 Augen either way; never an Ass, Zehn or König
    assert choice == "9H"  # among the 0-Augen cards the Fehl Neun before the trump


@pytest.mark.parametrize("seed", range(6))
def test_the_exact_endgame_is_the_minimax_of_its_cards(seed):
    rng = random.Random(seed)
    deal = generate_deals(1, 100 + seed)[0]
    st = State(deal)
    while sum(st.held) > 9:  # random legal play to 9 cards left (mid-trick at times)
        st.play_fast(rng.choice(st.legal_cards()))
    value = exact(st)
    maximise = st.parties[st.turn] == 0
    after = []
    for c in st.legal_cards():
        st.play_fast(c)
        after.append(exact(st))
        st.pop()
    assert value == pytest.approx(max(after) if maximise else min(after))


def test_its_calls_are_strong_s_and_its_games_are_legal():
    deal = generate_deals(1, 3)[0]
    bots = [PimcDC(samples=3), make_bot("strong"), PimcDC(samples=3), make_bot("strong")]
    game = play_game(deal, bots, random.Random(5))
    replayed = Game.replay(deal, game.log)
    assert replayed.is_over
    strong = make_bot("strong")
    for seat in range(4):
        view = Game.replay(deal, []).view(seat)
        assert PimcDC(samples=3).choose_calls(view, random.Random(1)) == strong.choose_calls(view, random.Random(1))


def test_the_habit_count_sees_a_dulle_led_at_trick_1_beside_a_fehl_ass(tmp_path):
    """benchmarks/expert_habits.py: seat 0 (named as an expert) leads its Dulle at trick 1
    while holding the Kreuz Ass; the others play on as strong bots. One chance, one Dulle lead."""
    from expert_habits import habits

    from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
    from dokodesk.dodge.setfile import write_set

    deal = deal_with(["TH AC QC", "", "", "QC"], {})
    game = Game(deal)
    game.play(0, CARDS[ID["TH"]])
    strong = make_bot("strong")
    rng = random.Random(2)
    while not game.is_over:
        seat = game.turn
        game.play(seat, strong.choose_card(game.view(seat), rng).card)
    result = FieldResult(game.value().re_points, tuple(game.log), ("expert#1", "strong#2", "strong#3", "simple#4"))
    write_set(DodgeSet("habits", [SetDeal(1, deal, [result])], deal.ruleset), tmp_path / "set.json")
    counts = habits(str(tmp_path / "set.json"))
    assert counts["expert"]["dulle_lead_chances_re"] == 1 and counts["expert"]["dulle_lead_re"] == 1
    assert "dulle_lead_chances_re" not in counts["strong"]  # seat 3 did not lead trick 1
