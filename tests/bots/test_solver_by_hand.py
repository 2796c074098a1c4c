"""The open-hands solver (dokodesk.bots.solver) on fixed positions whose value is worked out by
hand from ../shared/docs/rules.md (issue 26, item 5).

test_solver.py compares the solver with brute force, which scores with the same kernel; here
each expected value is the rules text applied by hand, with the arithmetic in a comment, so a
mistake shared by the solver and the kernel's scoring shows too.

How a position is built (`_position`): a full 48-card deal, dealer seat 3, played to the start
of trick 10: three tricks left, where the solver still uses its static bounds and table (from
trick 11 on it runs a plain search; the two positions inside trick 10 test that search and
the cards table). Seats 0 and 2 are Re (they hold the Kreuz Damen), 1 and 3
Kontra. `ending` is what each seat holds for the last three tricks. The other cards are played
first in tricks in which all four seats follow the led suit (so every card is legal whatever
the ending holds):
- `kontra_tricks`: tricks written out (card of seat 0, 1, 2, 3) that Kontra wins, first;
- filler: the rest, class by class, each trick's highest card held by Re, so Re wins them all
  and no Fuchs changes party and no trick reaches 40 Augen (checked: no Sonderpunkte yet);
- `last`: tricks written out, played last, to give the lead of trick 10 to a chosen seat.
So Kontra's Augen so far are the sum of its written tricks, and Re's are 240 minus those
minus the ending's Augen. Each test asserts them (and the leader) before solving.

Augen: A 11, 10 10, K 4, Q 3, J 2, 9 0. Value for Re without announcements (rules.md): winner
+1; +1 each for the loser under 90, 60, 30 Augen and for no trick (schwarz); Kontra winning
adds +1 (gegen die Kreuz-Damen); Sonderpunkte +1 each (Fuchs, Doppelkopf, Karlchen).

Bugs planted in a copy of solver.py (2 Dec 2026) and caught here: the Fuchs or the Karlchen
left out of the Sonderpunkte still possible, the schwarz status left out of the bounds, the
value table built without the announcement levels. Not caught here: a Doppelkopf bound that
counts only Asse (an upper bound too low at the root alone is repaired by the fail-soft
zero-window searches unless the lower bound meets it; test_solver.py's five-trick endings
catch it), nor a Doppelkopf at 39 Augen in the bound (only a looser bound: no value changes).
"""

from __future__ import annotations

import pytest

from dokodesk.bots.solver import Solver, solve_cards, solve_value
from dokodesk.rules import Deal
from dokodesk.rules.cards import CARD_CODES, CARDS_BY_CODE, FOLLOW, RULES_48
from dokodesk.rules.deal import KONTRA, RE
from dokodesk.rules.kernel import State

RE_SAYS, KONTRA_SAYS = 0, 1  # a seat of each party, to announce for it


def _id(code: str) -> int:
    return CARDS_BY_CODE[code].id


def _position(ending: list[str], kontra_tricks=(), last=(), calls=(), then=()) -> State:
    """The state described in the module docstring; `calls` (seat, level) are made before the
    first card (12 cards held: every level is in time), `then` are cards played after trick 9."""
    rest = [c.code for c in RULES_48.deck()]
    for code in " ".join([*ending, *kontra_tricks, *last]).split():
        rest.remove(code)
    by_class: dict[int, list[str]] = {}
    for code in rest:
        by_class.setdefault(FOLLOW[_id(code)], []).append(code)
    filler = []
    for _, codes in sorted(by_class.items()):
        assert len(codes) % 4 == 0, "the ending must leave whole tricks of each suit"
        codes.sort(key=_id)  # highest first
        n = len(codes) // 4
        for i in range(n):
            top, *others = codes[i::n]  # spread: no two Asse or Zehnen of a suit in one trick
            # Re's highest card wins; the second Kreuz Dame goes to seat 2 (one each)
            winner = 2 if top == "QC" and any("QC" in t for t in filler) else 0
            trick = [""] * 4
            trick[winner] = top
            others.sort(key=lambda c: c != "AD")  # a Fuchs goes to Re's other seat: not caught
            for seat, code in zip((2 - winner, 1, 3), others):
                trick[seat] = code
            filler.append(" ".join(trick))
    tricks = [*kontra_tricks, *filler, *last]
    hands = [[t.split()[seat] for t in tricks] + ending[seat].split() for seat in range(4)]
    st = State(Deal.parse([" ".join(h) for h in hands], dealer=3))
    assert st.parties == (RE, KONTRA, RE, KONTRA)
    for seat, level in calls:
        st.push_call(seat, level)
    for t in tricks:
        cards = t.split()
        for _ in range(4):
            st.push_card(st.turn, _id(cards[st.turn]))  # checked: legal
    for code in then:
        st.push_card(st.turn, _id(code))
    assert st.tricks_done == 9 and st.specials == []
    return st


def _so_far(st: State, re_augen: int, kontra_augen: int, re_tricks: int, kontra_tricks: int, turn: int) -> None:
    assert (st.augen, st.trick_counts, st.turn) == ([re_augen, kontra_augen], [re_tricks, kontra_tricks], turn)


def _cards(st: State) -> dict[str, int]:
    return {CARD_CODES[c]: v for c, v in solve_cards(st).items()}


# ------------------------------------------------------------------ Fuchs
def test_fuchs_caught_by_drawing_trumps_first():
    # Ending 76 Augen: TH TH JS 22 | AD KC 9C 15 | AC TC AH 32 | KH QS 9D 7.
    # Kontra so far: 9S AS KS TS = 25 (1 trick); Re 240 - 76 - 25 = 139 (8 tricks).
    st = _position(["TH TH JS", "AD KC 9C", "AC TC AH", "KH QS 9D"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 139, 25, 8, 1, turn=0)
    # TH: seat 1's only trump is the Fuchs, it must fall; TH again takes seat 3's second trump,
    # then JS wins. Re takes all 76: 215:25, won 1 + under 90, 60, 30 = 4, Fuchs +1 -> 5.
    # JS first: seat 3 covers with QS and the Fuchs falls into Kontra's own trick; Re gives TC:
    # Kontra 2 + 11 + 10 + 3 = 26 -> 51; Re wins the rest: 189:51 -> 1 + 2 = 3, no Fuchs.
    assert solve_value(st) == 5
    assert _cards(st) == {"TH": 5, "JS": 3}


def test_a_fuchs_that_cannot_escape():
    # T1 with Pik Dame and Pik Bube swapped: TH TH QS 23 | AD KC 9C 15 | AC TC AH 32 | KH JS 9D 6
    # (76 Augen). Kontra 25, Re 139.
    st = _position(["TH TH QS", "AD KC 9C", "AC TC AH", "KH JS 9D"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 139, 25, 8, 1, turn=0)
    # Seat 0's three trumps are above all others, so Re takes every trick and seat 1 must give
    # its only trump, the Fuchs, to one of them, whatever the order: 215:25 -> 4, Fuchs +1 -> 5.
    # (The static bounds alone say 4..5 here: a bound that forgets the Fuchs returns 4.)
    assert solve_value(st) == 5
    assert _cards(st) == {"TH": 5, "QS": 5}


def test_the_own_fuchs_saved_on_the_partners_trick():
    # Ending 77 Augen: TH QS QH 16 | AD 9D KC 15 | AC TC AH 32 | TH 9C KH 14.
    # Kontra so far: three tricks of A 10 K 9 = 75 (the last one seat 3's, who leads trick 10);
    # Re 240 - 77 - 75 = 88. Trick 10 so far: 3:TH (wins: the first Dulle), 0:QH; seat 1 on turn.
    st = _position(["TH QS QH", "AD 9D KC", "AC TC AH", "TH 9C KH"],
                   kontra_tricks=["9S AS KS TS", "9C AC KC TC"], last=["9S KS TS AS"], then=["TH", "QH"])
    assert (st.augen, st.trick_counts, st.turn) == ([88, 75], [6, 3], 1)
    # Re wins tricks 11 and 12 in every line (seat 0 keeps TH or QS, Kontra has no trump above).
    # AD: Kontra's trick 10 = 10 + 3 + 11 + TC 10 (Re's cheapest discard) = 34 -> 109; 131:109,
    #     Re won 1, Fuchs saved -> 1.
    # 9D: trick 10 = 10 + 3 + 0 + 10 = 23 -> Kontra 98; the Fuchs stays with seat 1 and must fall
    #     into a Re trick (led trump, or its last card): 142:98 -> 1, Fuchs +1 -> 2.
    # Kontra gives 11 Augen to keep the Sonderpunkt.
    assert _cards(st) == {"AD": 1, "9D": 2}
    assert solve_value(st) == 1


# ------------------------------------------------------------------ Karlchen
def test_karlchen_by_keeping_the_kreuz_bube_for_the_last_trick():
    # Ending 66 Augen: TH TH JC 22 | JS KC 9C 6 | AC TC AH 32 | JH 9D KH 6. Kontra 25, Re 149.
    st = _position(["TH TH JC", "JS KC 9C", "AC TC AH", "JH 9D KH"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 149, 25, 8, 1, turn=0)
    # Seat 0's three trumps are above all of Kontra's: Re takes all 66 in any order, 215:25 ->
    # won 1 + under 90, 60, 30 = 4. TH TH JC: the Kreuz Bube wins the last trick, Karlchen +1 -> 5;
    # JC first: a Dulle wins the last trick -> 4.
    assert solve_value(st) == 5
    assert _cards(st) == {"TH": 5, "JC": 4}


def test_karlchen_stopped_by_the_pik_dame():
    # Ending 69 Augen: TH TH JC 22 | KC 9C KH 8 | AC TC AH 32 | QS 9D KD 7. Kontra 25, Re 146.
    st = _position(["TH TH JC", "KC 9C KH", "AC TC AH", "QS 9D KD"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 146, 25, 8, 1, turn=0)
    # Seat 3 follows the Dullen with 9D and KD and keeps QS for the Kreuz Bube, whenever it comes:
    # no Karlchen, and Kontra takes that trick: JC 2 + QS 3 + a König of seat 1 4 + TC 10 (Re
    # keeps its cheapest card for it) = 19 -> 44; 196:44 -> won 1 + under 90, 60 = 3, either lead.
    assert solve_value(st) == 3
    assert _cards(st) == {"TH": 3, "JC": 3}


def test_a_pik_dame_kept_for_the_last_trick_takes_the_karlchen_out_of_the_bounds():
    # The static bounds at the start of trick 10 (what the search cuts with), by hand.
    # Seat 3 (Kontra) holds only trumps, the Pik Dame above the Kreuz Bube among them: whatever
    # is led it can play another card, keeps the Dame for the last trick, and no Kreuz Bube wins
    # that. Re 146 + open 69; sure for Re: seat 0 leads TH TH above every other trump, 20 Augen
    # + the two cheapest cards of each other seat: 9C KC 4, TC AC 21, 9D QS 3 = 48 -> at least
    # 194:46 -> won 1 + under 90, 60 = 3; at most 215:25 -> won 1 + under 90, 60, 30 = 4; Re has
    # no further Sonderpunkt to come (no Kontra Fuchs, no Ass or Zehn with seat 1 for a
    # Doppelkopf), Kontra none either.
    st = _position(["TH TH JC", "KC 9C KH", "AC TC AH", "QS 9D KD"], kontra_tricks=["9S AS KS TS"])
    assert Solver(st)._static_bounds() == (3, 4)
    # With a Karo König for its Kreuz König, seat 1 follows the first Dulle with it; seat 3 has
    # two trumps for two Dullen and must give up the Pik Dame: the Karlchen stays possible
    # (4 + 1 = 5 at most), and Re makes it: TH TH JC takes all three tricks, 215:25 -> 4 + 1.
    st = _position(["TH TH JC", "KD 9C KH", "AC TC AH", "QS 9D KC"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 146, 25, 8, 1, turn=0)
    assert Solver(st)._static_bounds()[1] == 5
    assert solve_value(st) == 5


# ------------------------------------------------------------------ Doppelkopf
def test_doppelkopf_by_leading_the_kreuz_ass_first():
    # Ending 85 Augen: AC TH TH 31 | TC AH KH 25 | AC JS JH 15 | TC 9D KD 14. Kontra 25, Re 130.
    st = _position(["AC TH TH", "TC AH KH", "AC JS JH", "TC 9D KD"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 130, 25, 8, 1, turn=0)
    # Re takes all 85 in any order: 215:25 -> 4.
    # AC now: each seat's only Kreuz must follow, AC TC AC TC = 42 Augen, Doppelkopf +1 -> 5.
    # TH first: seat 1 (no trump) throws TC away, and later KH into the Kreuz trick:
    # AC KH AC TC = 36 < 40, no Doppelkopf -> 4.
    assert solve_value(st) == 5
    assert _cards(st) == {"AC": 5, "TH": 4}


def test_doppelkopf_by_leading_the_dulle_into_both_karo_zehnen():
    # Ending 83 Augen: TH TH QS 23 | TD KC 9C 14 | AD AC TC 32 | TD KH 9H 14. Kontra 25, Re 132.
    st = _position(["TH TH QS", "TD KC 9C", "AD AC TC", "TD KH 9H"], kontra_tricks=["9S AS KS TS"])
    _so_far(st, 132, 25, 8, 1, turn=0)
    # Every other seat holds one trump and must give it to seat 0's first trump; Re takes all
    # 83 in any order (Re's own Fuchs stays with Re: nothing): 215:25 -> 4.
    # TH first: TH TD AD TD = 41 Augen, Doppelkopf +1 -> 5. QS first: 3 + 10 + 11 + 10 = 34;
    # the later tricks hold at most 10 + 4 + 11 + 4 = 29 -> 4.
    assert solve_value(st) == 5
    assert _cards(st) == {"TH": 5, "QS": 4}


def test_ducking_with_an_ass_for_the_partners_doppelkopf():
    # Ending 77 Augen: TH AH KH 25 | AC KC 9C 15 | AS JD TS 23 | TC KS 9S 14.
    # Kontra so far 9H AH 9H KH = 15 (seat 1's, who leads trick 10), Re 240 - 77 - 15 = 148.
    # Trick 10: 1:AC led; seat 2 (no Kreuz) on turn; seat 3 must follow with TC, seat 0 has no
    # Kreuz and overtrumps with TH.
    st = _position(["TH AH KH", "AC KC 9C", "AS JD TS", "TC KS 9S"], last=["9H AH 9H KH"], then=["AC"])
    assert (st.augen, st.trick_counts, st.turn) == ([148, 15], [8, 1], 2)
    # Kontra has no trump left and Re holds the top Herz and Pik, so Re takes all three tricks
    # whatever seat 2 plays: 225:15 -> won 1 + under 90, 60, 30 = 4.
    # Ruffing with JD: AC JD TC TH = 33 Augen -> 4. Smearing AS (or TS) and letting partner's
    # Dulle win: AC AS TC TH = 42 (AC TS TC TH = 41), Doppelkopf +1 -> 5.
    assert _cards(st) == {"AS": 5, "TS": 5, "JD": 4}
    assert solve_value(st) == 5


# ------------------------------------------------------------------ schwarz and Augen thresholds
def test_schwarz_by_drawing_the_pik_dame():
    # Ending 69 Augen: TH TH JS 22 | KD KC 9C 8 | AC TC AH 32 | KH QS 9D 7. Kontra has no trick
    # yet (0 Augen), Re 240 - 69 = 171 (9 tricks).
    st = _position(["TH TH JS", "KD KC 9C", "AC TC AH", "KH QS 9D"])
    _so_far(st, 171, 0, 9, 0, turn=0)
    # TH TH: seat 3 must give up QS to a Dulle, then JS wins: Kontra schwarz, 240:0 -> won 1 +
    # under 90, 60, 30 + schwarz = 5.
    # JS first: QS takes it, JS 2 + KD 4 + TC 10 + QS 3 = 19 for Kontra (its only trick):
    # 221:19 -> 4.
    assert solve_value(st) == 5
    assert _cards(st) == {"TH": 5, "JS": 4}


# The Karlchen-stopped ending: Kontra takes exactly one trick of 19 Augen (the last one, or the
# one the Kreuz Bube is led to), Re the other two. Kontra's tricks so far are chosen so that
# this trick lifts it to, or leaves it just under, 120, 90, 60 or 30.
STOPPED = ["TH TH JC", "KC 9C KH", "AC TC AH", "QS 9D KD"]  # 69 Augen
KONTRA_SO_FAR = {
    100: ["9S AS KS TS", "9S AS KS TS", "9C AC KC TC", "9H AH 9H KH", "JS QH JH QD"],  # 25 * 3 + 15 + 10
    101: ["9S AS KS TS", "9S AS KS TS", "9C AC KC TC", "9H AH 9H KH", "JD QH JH KD"],  # 25 * 3 + 15 + 11
    70: ["9S AS KS TS", "9S AS KS TS", "JS QH JH QD", "JS QH JH QD"],  # 25 + 25 + 10 + 10
    71: ["9S AS KS TS", "9S AS KS TS", "JS QH JH QD", "JD QH JH KD"],  # 25 + 25 + 10 + 11
    40: ["9C AC KC TC", "9H AH 9H KH"],  # 25 + 15
    41: ["9C AC KC TC", "TD QH 9D QD"],  # 25 + 16
    10: ["JS QH JH QD"],  # 10
    11: ["JD QH JH KD"],  # 11
}


@pytest.mark.parametrize("kontra_so_far, value", [
    (100, 1),  # Kontra 100 + 19 = 119, Re 121: Re won 1
    (101, -2),  # Kontra 120, Re 120: Kontra won 1 + gegen die Kreuz-Damen 1
    (70, 2),  # Kontra 70 + 19 = 89, Re 151: won 1 + under 90 = 2
    (71, 1),  # Kontra 90, Re 150: won 1
    (40, 3),  # Kontra 59, Re 181: won 1 + under 90, 60 = 3
    (41, 2),  # Kontra 60, Re 180: 2
    (10, 4),  # Kontra 29, Re 211: won 1 + under 90, 60, 30 = 4
    (11, 3),  # Kontra 30, Re 210: 3
])
def test_121_and_under_90_60_30_met_or_missed_by_kontras_one_trick(kontra_so_far, value):
    tricks = KONTRA_SO_FAR[kontra_so_far]
    st = _position(STOPPED, kontra_tricks=tricks)
    _so_far(st, 240 - 69 - kontra_so_far, kontra_so_far, 9 - len(tricks), len(tricks), turn=0)
    assert solve_value(st) == value
    assert set(_cards(st).values()) == {value}  # Dulle or Kreuz Bube first: the same 19


# Announcements in force (made before the first card), on the same ending: the game ends
# 150:90 after 71 Augen of Kontra so far, 151:89 after 70, 120:120 after 101. Per rules.md: Re
# needs 121 (120 when only Kontra made its Ansage), 151 / 181 / 211 / every trick after its own
# keine 90 / 60 / 30 / schwarz; Kontra the same mirrored; +2 each Ansage, +1 each Absage, +1 for
# 120 / 90 / 60 / 30 Augen reached against keine 90 / 60 / 30 / schwarz.
@pytest.mark.parametrize("kontra_so_far, calls, value", [
    pytest.param(71, [], 1, id="none"),
    pytest.param(71, [(RE_SAYS, 1)], 3, id="re"),  # Re won 1 + Re 2
    pytest.param(71, [(KONTRA_SAYS, 1)], 3, id="kontra"),  # Re needs 120, won 1 + Kontra 2
    pytest.param(71, [(RE_SAYS, 1), (KONTRA_SAYS, 1)], 5, id="re-kontra"),  # 1 + 2 + 2
    # 120:120, Re needs 121: Kontra won 1 + Re 2 + gegen die Kreuz-Damen 1
    pytest.param(101, [(RE_SAYS, 1)], -4, id="re-at-120"),
    # 120:120, only Kontra said: Re needs 120, won 1 + 2 (rules.md example 12)
    pytest.param(101, [(KONTRA_SAYS, 1)], 3, id="kontra-at-120"),
    # Re keine 90 fails at 150: Kontra needs 90 and wins: 1 + Re 2 + Absage 1 + gegen die
    # Kreuz-Damen 1 = -5 (example 20)
    pytest.param(71, [(RE_SAYS, 2)], -5, id="re-keine-90-failed"),
    # 151:89: Re won 1 + under 90 1 + Re 2 + Absage 1 = 5 (example 19)
    pytest.param(70, [(RE_SAYS, 2)], 5, id="re-keine-90-made"),
    # Kontra needs 60, wins: 1 + 2 + 2 Absagen + 1 + 90 against keine 60 = -7
    pytest.param(71, [(RE_SAYS, 3)], -7, id="re-keine-60-failed"),
    # 1 + 2 + 3 + 1 + 90 against keine 60, 60 against keine 30 = -9
    pytest.param(71, [(RE_SAYS, 4)], -9, id="re-keine-30-failed"),
    # Kontra took a trick: 1 + 2 + 4 + 1 + 90, 60, 30 reached against = -11
    pytest.param(71, [(RE_SAYS, 5)], -11, id="re-schwarz-failed"),
    # Kontra keine 90 fails at 90; Re needs 90, won 1 + Kontra 2 + 1 + 120 against keine 90 = 5
    pytest.param(71, [(KONTRA_SAYS, 2)], 5, id="kontra-keine-90-failed"),
    pytest.param(71, [(KONTRA_SAYS, 3)], 7, id="kontra-keine-60-failed"),  # 1 + 2 + 2 + 2 reached
    pytest.param(71, [(KONTRA_SAYS, 4)], 9, id="kontra-keine-30-failed"),  # 1 + 2 + 3 + 3
    pytest.param(71, [(KONTRA_SAYS, 5)], 11, id="kontra-schwarz-failed"),  # 1 + 2 + 4 + 4
    # Both keine 90: Re needs 151 (has 150), Kontra 151 (has 90): no winner; only Re's 120
    # against keine 90 counts = +1
    pytest.param(71, [(RE_SAYS, 2), (KONTRA_SAYS, 2)], 1, id="both-keine-90-no-winner"),
])
def test_each_announcement_level_in_force(kontra_so_far, calls, value):
    tricks = KONTRA_SO_FAR[kontra_so_far]
    st = _position(STOPPED, kontra_tricks=tricks, calls=calls)
    _so_far(st, 240 - 69 - kontra_so_far, kontra_so_far, 9 - len(tricks), len(tricks), turn=0)
    assert solve_value(st) == value
