"""The rules kernel's API: actions, push/pop/copy, legal moves, errors that change nothing.

Expected values are worked out by hand from rules.md on FIXED_DEAL (dealer 3, so seat 0 leads):
  seat 0: QC QS QD JH JH AD 9C AS AS KH KH 9H   (Re)
  seat 1: JC JS JD TD TD KD AC TC 9C TS KS 9S   (Kontra)
  seat 2: TH TH QC JC AD KD 9D AC KS 9S AH 9H   (Re)
  seat 3: QS QH QH QD JS JD 9D TC KC KC TS AH   (Kontra)
"""

import random

import pytest

from dokodesk.rules import IllegalAnnouncementError, IllegalPlayError, RULES_40, score
from dokodesk.rules.cards import CARDS_BY_CODE
from dokodesk.rules.errors import IllegalEventError
from dokodesk.rules.kernel import (
    State, action_card, action_level, action_seat, call_action, card_action, is_card, trick_winner,
)
from rules_helpers import FIXED_DEAL, random_deal


def cid(code):
    return CARDS_BY_CODE[code].id


def play(state, *codes):
    for code in codes:
        state.push(card_action(state.turn, cid(code)))


def snapshot(s: State):
    return (s.turn, [r[:] for r in s.counts], s.held[:], s.trick[:], s.best_seat, s.tricks_done, s.augen[:],
            s.trick_counts[:], s.levels[:], s.history[:], s.legal_cards(), [s.legal_calls(x) for x in range(4)],
            s.summary(), s.done_tricks, s.specials, s.calls[:])


def test_actions_round_trip_for_cards_and_calls():
    a = card_action(2, cid("QC"))
    assert is_card(a) and action_seat(a) == 2 and action_card(a) == cid("QC")
    b = call_action(3, 2)
    assert not is_card(b) and action_seat(b) == 3 and action_level(b) == 2
    every = {card_action(s, c) for s in range(4) for c in range(24)} | {call_action(s, l) for s in range(4) for l in range(1, 6)}
    assert len(every) == 96 + 20  # no two actions share a number
    with pytest.raises(IllegalPlayError):
        card_action(4, 0)
    with pytest.raises(IllegalAnnouncementError):
        call_action(0, 6)


@pytest.mark.parametrize("codes, winner", [
    (["TH", "TH", "QC", "QC"], 0),  # both Dullen: the first one wins
    (["QC", "TH", "QC", "AD"], 1),  # the Dulle is the highest trump
    (["AC", "AC", "TC", "9C"], 0),  # equal Fehl cards: the first wins
    (["KC", "AC", "AS", "9D"], 3),  # the Karo Neun is a trump and beats any Fehl
    (["AS", "AC", "AH", "TS"], 0),  # cards of other suits never win a Pik trick
    (["AH", "TH", "KH", "9H"], 1),  # the Herz Zehn is trump, not Herz
    (["JD", "QD", "QC", "QD"], 2),  # Kreuz Dame over Karo Dame; the second Karo Dame does not win
])
def test_trick_winner(codes, winner):
    assert trick_winner([cid(c) for c in codes]) == winner


def test_first_trick_turns_following_and_winner():
    s = State(FIXED_DEAL)
    assert s.turn == 0 and s.legal_cards() == sorted(set(c.id for c in FIXED_DEAL.hands[0]))
    play(s, "AS")
    assert s.turn == 1 and s.best_seat == 0
    assert s.legal_cards() == [cid("TS"), cid("KS"), cid("9S")]  # must follow Pik
    play(s, "KS", "9S")
    assert s.legal_cards() == [cid("TS")]
    play(s, "TS")
    # 11 + 4 + 0 + 10 = 25 Augen to seat 0 (Re): the Pik Ass played first wins.
    assert s.tricks_done == 1 and s.turn == 0 and s.augen == [25, 0] and s.trick_counts == [1, 0]
    assert s.trick == [] and s.best_seat == -1


def test_illegal_actions_raise_and_change_nothing():
    s = State(FIXED_DEAL)
    play(s, "AS")
    before = snapshot(s)
    for action, reason in [(card_action(1, cid("AC")), "must_follow"),
                           (card_action(2, cid("KS")), "not_your_turn"),
                           (card_action(1, cid("QC")), "not_in_hand")]:
        with pytest.raises(IllegalPlayError) as info:
            s.push(action)
        assert info.value.reason == reason and snapshot(s) == before
    for bad in (-1, 116, "x", 1.0):
        with pytest.raises(IllegalEventError):
            s.push(bad)
        assert snapshot(s) == before
    s.push(call_action(0, 1))  # Re with 11 cards: in time
    before = snapshot(s)
    with pytest.raises(IllegalAnnouncementError) as info:
        s.push(call_action(2, 1))  # Re again, by the partner: pointless
    assert info.value.reason == "already_made" and snapshot(s) == before


def test_pop_undoes_every_action_exactly():
    rng = random.Random(7)
    for deal in [FIXED_DEAL, random_deal(rng), random_deal(rng, RULES_40)]:
        s = State(deal)
        snaps = [snapshot(s)]
        while not s.is_over:
            if rng.random() < 0.1:
                seat = rng.randrange(4)
                calls = s.legal_calls(seat)
                if calls:
                    s.push(call_action(seat, rng.choice(calls)))
                    snaps.append(snapshot(s))
                    continue
            s.push(card_action(s.turn, rng.choice(s.legal_cards())))
            snaps.append(snapshot(s))
        assert s.turn == -1 and s.legal_cards() == [] and s.legal_calls(0) == []
        assert s.re_points() == score(s.summary()).re_points
        n = len(s.history)
        while s.history:
            s.pop()
            n -= 1
            assert snapshot(s) == snaps[n]
        with pytest.raises(IndexError):
            s.pop()


def test_copy_is_independent():
    s = State(FIXED_DEAL)
    play(s, "AS", "KS", "9S", "TS", "QC")
    c = s.copy()
    assert snapshot(c) == snapshot(s)
    before = snapshot(s)
    while not c.is_over:
        c.play_fast(c.legal_cards()[0])
    while c.history:
        c.pop()
    assert snapshot(s) == before
    s.pop()
    s.pop()  # back into the completed first trick
    assert s.tricks_done == 0 and c.tricks_done == 0 and len(c.history) == 0


def test_legal_calls_follow_the_deadlines():
    s = State(FIXED_DEAL)
    assert [s.legal_calls(x) for x in range(4)] == [[1, 2, 3, 4, 5]] * 4
    play(s, "AS", "KS")  # seats 0 and 1 hold 11 cards
    assert s.legal_calls(0) == [1, 2, 3, 4, 5]  # Re needs at least 11
    play(s, "9S", "TS", "AS", "9S")  # seat 0 won trick 1 and leads again: 10 cards each for 0, 1
    assert s.held == [10, 10, 11, 11]
    assert s.legal_calls(0) == [] and s.legal_calls(2) == [1, 2, 3, 4, 5]
    s.push(call_action(2, 3))  # seat 2 (Re, 11 cards) jumps to keine 60: Re, keine 90 count as made
    assert s.levels == [3, 0]
    # Kontra may reply with its Ansage alone while holding at least 9 - 1 = 8 cards (keine 60
    # has deadline 9); seat 1 holds 10 cards, fewer than the Ansage deadline 11: a late reply.
    assert s.legal_calls(1) == [1]
    s.push(call_action(1, 1))
    assert s.levels == [3, 1] and s.late == [False, True]
    assert s.legal_calls(3) == []  # no Absage after a late reply, for either partner


def test_play_fast_matches_push_on_legal_cards():
    rng = random.Random(3)
    deal = random_deal(rng)
    a, b = State(deal), State(deal)
    while not a.is_over:
        card = rng.choice(a.legal_cards())
        a.play_fast(card)
        b.push(card_action(b.turn, card))
        assert snapshot(a) == snapshot(b)


def test_can_beat_respects_following_suit():
    from dokodesk.rules.cards import CARDS_BY_CODE, N_KINDS
    from dokodesk.rules.kernel import can_beat

    def hand(codes):
        counts = [0] * N_KINDS
        for code in codes.split():
            counts[CARDS_BY_CODE[code].id] += 1
        return counts

    AC, TC, TH, AH = (CARDS_BY_CODE[c].id for c in ("AC", "TC", "TH", "AH"))
    KREUZ, HERZ, TRUMP = 1, 3, 0
    # Holds Kreuz: must follow, so its Dulle cannot take the Kreuz Ass.
    assert not can_beat(hand("KC TH"), KREUZ, AC)
    # A higher Kreuz does take the Zehn; void in Kreuz, the Dulle takes the Ass.
    assert can_beat(hand("AC 9D"), KREUZ, TC) and can_beat(hand("TH KS"), KREUZ, AC)
    # Void in Kreuz without trumps: a Fehl card of another suit never wins.
    assert not can_beat(hand("AS AH"), KREUZ, TC)
    # The second Dulle does not take the first (the first played wins); a Herz trick is led
    # with Herz Ass, and the Dulle is trump, not Herz.
    assert not can_beat(hand("TH"), TRUMP, TH)
    assert can_beat(hand("TH 9S"), HERZ, AH)


def test_the_memoised_game_value_is_the_scoring_of_the_summary():
    """`re_points` looks its value up by Augen, Re's trick class, levels and Sonderpunkte per
    party; scoring the full summary must give the same for games with calls and specials."""
    from dokodesk.rules.random_play import play_randomly

    rng = random.Random(11)
    with_specials = with_calls = 0
    for _ in range(400):
        state = play_randomly(random_deal(rng), rng, call_rate=0.05).state
        summary = state.summary()
        with_specials += bool(summary.specials)
        with_calls += summary.levels != (0, 0)
        assert state.re_points() == score(summary).re_points
    assert with_specials > 100 and with_calls > 100  # the draw reached what the key encodes


def test_the_benchmark_playouts_are_legal_dodge_games_scored_by_the_rules():
    """`random_playouts` (dokodesk bench) deals and plays on the State's fast paths; each of its
    games, replayed card by card with checks on a validated Deal, is a legal Dodge game with
    the same value."""
    from dokodesk.rules.cards import KREUZ_DAME
    from dokodesk.rules.deal import Deal
    from dokodesk.rules.random_play import random_playouts

    kept: list[State] = []
    total = random_playouts(60, random.Random(5), keep=kept)
    values = []
    dealers = set()
    for st in kept:
        history = st.history
        assert len(history) == 48 and st.is_over
        hands = [[] for _ in range(4)]
        for a in history:
            hands[action_seat(a)].append(action_card(a))
        dealer = (action_seat(history[0]) - 1) % 4  # the seat after the dealer leads
        dealers.add(dealer)
        deal = Deal.from_ids(hands, dealer)  # raises unless a whole deck with the Kreuz Damen split
        assert [s for s in range(4) if KREUZ_DAME.id in hands[s]] == list(deal.re_seats)
        replay = State(deal)
        for a in history:
            replay.push(a)  # raises on an illegal card
        assert replay.done_tricks == st.done_tricks and replay.specials == st.specials
        values.append(score(replay.summary()).re_points)
        assert st.re_points() == values[-1]
    assert total == sum(values)
    assert dealers == {0, 1, 2, 3}


def test_every_log_event_has_its_action():
    """EVENT_CODES holds exactly the event texts parse_event reads, each as its action: cards
    seat * 24 + card id, Absagen the call action, "re"/"kontra" the Ansage with the word's party."""
    from dokodesk.rules import Call, Card, parse_event
    from dokodesk.rules.game import EVENT_CODES
    from dokodesk.rules.kernel import ANSAGE_WORD

    assert len(EVENT_CODES) == 4 * (24 + 6)
    assert EVENT_CODES["2:QC"] == 2 * 24 + 1 and EVENT_CODES["3:9H"] == 3 * 24 + 23
    assert EVENT_CODES["1:re"] == ANSAGE_WORD + 2 * 1 + 0 and EVENT_CODES["1:kontra"] == ANSAGE_WORD + 2 * 1 + 1
    assert EVENT_CODES["0:90"] == call_action(0, 2) and EVENT_CODES["3:schwarz"] == call_action(3, 5)
    for text, code in EVENT_CODES.items():
        seat, what = parse_event(text)
        if isinstance(what, Card):
            assert code == card_action(seat, what.id)
        elif what in (Call.RE, Call.KONTRA):
            assert code == ANSAGE_WORD + 2 * seat + (what is Call.KONTRA)
        else:
            assert code == call_action(seat, what.level)


def _fault_by_game(deal, log):
    """The engine's first illegal event of `log`, or -1 (an unfinished log is not a fault here)."""
    from dokodesk.rules import Game

    try:
        Game.replay(deal, log)
    except IllegalEventError as exc:
        return exc.event_index
    return -1


def test_replay_finds_the_first_illegal_event_where_the_game_does():
    from dokodesk.rules import Call, Game, play_randomly
    from dokodesk.rules.game import EVENT_CODES

    rng = random.Random(5)
    faults = 0
    for _ in range(300):
        deal = random_deal(rng, RULES_40) if rng.random() < 0.3 else random_deal(rng)
        log = list(play_randomly(deal, rng, 0.3).log)
        i = rng.randrange(len(log))
        kind = rng.randrange(5)
        if kind == 0:  # a call by any seat, anywhere: wrong party words, deadlines, repeats
            log.insert(i, f"{rng.randrange(4)}:{rng.choice(list(Call)).value}")
        elif kind == 1:  # another card or seat
            log[i] = f"{rng.randrange(4)}:{rng.choice(list(CARDS_BY_CODE))}"
        elif kind == 2:  # two events swapped
            j = rng.randrange(len(log))
            log[i], log[j] = log[j], log[i]
        elif kind == 3:  # no event at all, or one after the end
            log.insert(i, rng.choice(["0:10H", "4:QC", "", "0:Re", None]))
        else:  # an event after the last card
            log.append(rng.choice(["0:QC", "0:re", "1:kontra", "2:90", "3:schwarz"]))
        state = State(deal)
        expected = _fault_by_game(deal, log)
        assert state.replay(log, EVENT_CODES) == expected, log
        faults += expected >= 0
        if expected < 0:  # all legal: the state is where the game ends (finished or not)
            game = Game.replay(deal, log)
            assert (state.turn < 0) == game.is_over
            if game.is_over:
                assert state.re_points() == game.value().re_points
    assert 200 < faults < 300  # both verdicts occur: most mutations are faults, a few (an allowed call) legal
