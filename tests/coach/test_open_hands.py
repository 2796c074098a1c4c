"""What was possible with all hands open, trick by trick, for a logged game (coach.open_hands)."""

from __future__ import annotations

import json
from pathlib import Path

from brute_force import card_values, plain_minimax

from dokodesk.bots.solver import state_at_trick
from dokodesk.coach.open_hands import open_hands_review
from dokodesk.rules import Deal, RE

FIXTURE = Path(__file__).parent.parent / "bots" / "fixtures" / "solve-set.json"


def _game(number: int):
    doc = json.loads(FIXTURE.read_text())
    entry = next(d for d in doc["deals"] if d["number"] == number)
    result = entry["results"][0]
    return Deal.parse(entry["hands"], entry["dealer"]), result["log"], result["re_points"]


def test_each_solved_trick_has_the_brute_force_value_and_the_cards_chain_to_the_result():
    deal, log, re_points = _game(2)
    review = open_hands_review(deal, log, budget=30.0, first_trick=8)
    assert review.earliest == 8 and sorted(review.tricks) == list(range(8, 13))
    for trick in (10, 11, 12):
        assert review.value_at(trick) == plain_minimax(state_at_trick(deal, log, trick))
    for trick, solved in review.tricks.items():
        assert len(solved.cards) == 4 and solved.cards[0].before == solved.re_value
        for a, b in zip(solved.cards, solved.cards[1:]):
            assert a.after == b.before
        for card in solved.cards:
            # a card can keep the value for its party or give some away, never gain
            assert card.loss(deal.parties[card.seat]) >= 0
    # After the last card the value is the game's own result (as the file records it).
    assert review.tricks[12].cards[-1].after == re_points


def test_a_small_budget_stops_at_the_first_trick_that_does_not_fit():
    deal, log, _ = _game(2)
    review = open_hands_review(deal, log, budget=1e-9)
    # Each trick's solve checks the clock only every few thousand nodes: the last tricks fit,
    # the first never does in no time at all; what was solved is a run up to the last trick.
    assert 1 not in review.tricks
    if review.tricks:
        assert sorted(review.tricks) == list(range(review.earliest, 13))


def test_every_card_gives_each_legal_cards_brute_force_value_at_each_card_of_the_last_three_tricks():
    deal, log, _ = _game(2)
    review = open_hands_review(deal, log, budget=30.0, first_trick=10, every_card=True)
    assert sorted(review.tricks) == [10, 11, 12]
    checked = 0
    for trick, solved in review.tricks.items():
        for j, card in enumerate(solved.cards):
            st = state_at_trick(deal, log, trick, j + 1)
            legal = st.legal_cards()
            from dokodesk.rules.cards import CARD_CODES
            assert set(card.options) == {CARD_CODES[c] for c in legal}
            values = card_values(st)
            for c in legal:
                assert card.options[CARD_CODES[c]] == values[c]
                checked += 1
            # the card played is one of the options; the best option for the seat's party is the
            # position's own value
            party = deal.parties[card.seat]
            best = max(card.options.values()) if party == RE else min(card.options.values())
            assert best == card.before and card.options[card.card] == card.after
            assert card.best_options(party) and all(card.options[c] == card.before for c in card.best_options(party))
    assert checked > 12  # not only forced cards


def test_one_seats_cards_alone_are_solved_where_they_stand_with_their_brute_force_values():
    # an analysis reads the analysed seat's cards only (issue 37): each trick's record holds that
    # card alone, solved where it stands, with every legal card's value; its value is the one
    # before that card (the trick's start and the others' cards are not solved)
    from dokodesk.rules.cards import CARD_CODES

    deal, log, _ = _game(2)
    review = open_hands_review(deal, log, budget=30.0, first_trick=10, every_card=True, seat=1)
    assert sorted(review.tricks) == [10, 11, 12]
    for trick, solved in review.tricks.items():
        [card] = solved.cards
        j = next(k for k, (seat, _) in enumerate(_trick_cards(log, trick)) if seat == 1)
        st = state_at_trick(deal, log, trick, j + 1)
        values = card_values(st)
        assert card.seat == 1 and card.card == _trick_cards(log, trick)[j][1]
        assert card.options == {CARD_CODES[c]: values[c] for c in st.legal_cards()}
        assert solved.re_value == card.before == plain_minimax(st)
        assert card.after == card.options[card.card]


def _trick_cards(log, trick: int) -> list[tuple[int, str]]:
    """(seat, card code) of the cards of `trick` (1-based) in the log."""
    from dokodesk.rules import Card
    from dokodesk.rules.game import parse_event

    cards = [(s, what.code) for s, what in map(parse_event, log) if isinstance(what, Card)]
    return cards[(trick - 1) * 4:trick * 4]


def test_the_tricks_sharing_one_table_give_what_a_fresh_solve_of_each_position_gives():
    from dokodesk.bots.solver import solve_cards
    from dokodesk.rules.cards import CARD_CODES

    deal, log, _ = _game(2)
    shared = open_hands_review(deal, log, budget=60.0, first_trick=8, every_card=True)
    assert sorted(shared.tricks) == list(range(8, 13))
    for trick, solved in shared.tricks.items():
        for j, card in enumerate(solved.cards):
            fresh = solve_cards(state_at_trick(deal, log, trick, j + 1))  # a table of its own
            assert card.options == {CARD_CODES[c]: v for c, v in fresh.items()}


def test_a_total_budget_ends_the_work_early():
    deal, log, _ = _game(2)
    review = open_hands_review(deal, log, budget=30.0, total_budget=0.0, every_card=True)
    assert review.tricks == {}


def test_a_table_is_never_shared_across_other_announcements():
    from dokodesk.bots.solver import Solver, solve_value
    from dokodesk.rules import Card
    from dokodesk.rules.game import parse_event

    doc = json.loads(FIXTURE.read_text())
    entry = next(d for d in doc["deals"] if d["number"] == 1)
    deal = Deal.parse(entry["hands"], entry["dealer"])
    log = entry["results"][0]["log"]  # Kontra's keine 90 and schwarz, Re's keine 30 early on
    silent = [t for t in log if isinstance(parse_event(t)[1], Card)]
    quiet = Solver(state_at_trick(deal, silent, 9))
    quiet.value()
    loud_state = state_at_trick(deal, log, 9)
    loud = Solver(loud_state)
    assert not loud.share_tables(quiet)
    assert loud.value() == solve_value(loud_state)
    # the same announcements do share, and keep the value
    again = Solver(state_at_trick(deal, silent, 10))
    assert again.share_tables(quiet) and again.tt is quiet.tt
    assert again.value() == solve_value(state_at_trick(deal, silent, 10))


def test_the_trick_before_the_earliest_solved_keeps_the_bounds_its_search_proved():
    from dokodesk.bots.solver import solve_value

    deal, log, _ = _game(2)

    class Ticks:  # a clock that moves a millisecond at each look (every 1,024 nodes)
        now = 0.0

        def __call__(self):
            self.now += 0.001
            return self.now

    narrowed = 0
    for budget in (0.005, 0.01, 0.02, 0.04, 0.08):
        review = open_hands_review(deal, log, budget=budget, clock=Ticks(), bounds=True)
        assert review.earliest is not None and review.earliest > 1
        if review.bounds is not None:
            trick, (low, high) = review.bounds
            assert trick == review.earliest - 1
            assert low <= solve_value(state_at_trick(deal, log, trick)) <= high
            narrowed += 1
    assert narrowed >= 2


def _end_of_trick(log, trick: int) -> int:
    """Events up to the last card of `trick` (1-based)."""
    cards = 0
    for i, token in enumerate(log):
        if not token.split(":")[1].islower():
            cards += 1
            if cards == 4 * trick:
                return i + 1
    raise AssertionError("the log is shorter")


def test_a_trick_solved_ahead_on_the_log_up_to_its_end_is_the_reviews_trick():
    """Issue 37: a trick is solved while the game goes on, from the log up to its last card:
    its start value is the brute-force value, every card's options are the review's."""
    from brute_force import plain_minimax

    from dokodesk.coach.open_hands import solve_trick_ahead

    deal, log, _ = _game(2)
    ahead = solve_trick_ahead(deal, log[:_end_of_trick(log, 10)], 10, budget=30.0, every_card=True)
    assert ahead.trick == 10 and ahead.solved is not None and ahead.seconds >= 0
    assert ahead.solved.re_value == plain_minimax(state_at_trick(deal, log, 10))
    review = open_hands_review(deal, log, budget=30.0, first_trick=10, every_card=True)
    assert ahead.solved == review.tricks[10]
    try:
        solve_trick_ahead(deal, log[:_end_of_trick(log, 10) - 1], 10)
    except ValueError as error:
        assert "trick 10" in str(error)
    else:
        raise AssertionError("a trick not yet completed was solved")


def test_the_review_takes_the_tricks_solved_ahead_as_they_are_and_stops_at_one_that_did_not_fit():
    from dokodesk.coach.open_hands import OpenHandsTrick, TrickAhead

    deal, log, _ = _game(2)
    marked = OpenHandsTrick(11, 999)  # no solve gives this: taken, not solved again
    review = open_hands_review(deal, log, budget=30.0, first_trick=9,
                               ahead={11: TrickAhead(11, marked, 0.5)})
    assert review.tricks[11] is marked and sorted(review.tricks) == [9, 10, 11, 12]
    assert review.value_at(10) == open_hands_review(deal, log, budget=30.0, first_trick=10).value_at(10)
    # a trick that did not fit ahead ends the review there, with the bounds its search proved
    stopped = open_hands_review(deal, log, budget=30.0, bounds=True,
                                ahead={10: TrickAhead(10, None, 20.0, (-3, 5))})
    assert sorted(stopped.tricks) == [11, 12] and stopped.bounds == (10, (-3, 5))


def _scripted_solves(monkeypatch, seconds: dict[int, float]) -> tuple[list[int], object]:
    """Each trick's solve takes `seconds[trick]` on a clock of its own (no real search): the
    tricks started, and the clock."""
    import dokodesk.bots.open_hands as module

    now = [0.0]
    started: list[int] = []
    seats = _scripted_solves.seats = []  # the seat each solve was asked to give every card's value

    def solve(deal, log, trick, events, budget, every_card, kept, clock, seat=None):
        started.append(trick)
        seats.append(seat)
        if seconds[trick] > budget:
            now[0] += budget
            raise module.SolveTimeout()
        now[0] += seconds[trick]
        return module.OpenHandsTrick(trick, 0)

    monkeypatch.setattr(module, "_solve_trick", solve)
    return started, lambda: now[0]


def test_a_trick_is_not_started_when_the_one_after_it_took_more_than_a_growth_th_of_the_time_left(monkeypatch):
    deal, log, _ = _game(2)
    seconds = {12: 0.0, 11: 0.0, 10: 0.01, 9: 0.1, 8: 0.9, 7: 20.0}
    # After trick 8: 1.01 s spent, 8.99 s left. 0.9 x 4 fits in it: trick 7 is started and uses
    # up the budget; 0.9 x 10 does not: it is not started.
    started, clock = _scripted_solves(monkeypatch, seconds)
    review = open_hands_review(deal, log, budget=10.0, total_budget=10.0, clock=clock, growth=4.0)
    assert started == [12, 11, 10, 9, 8, 7] and review.earliest == 8 and clock() == 10.0
    started, clock = _scripted_solves(monkeypatch, seconds)
    review = open_hands_review(deal, log, budget=10.0, total_budget=10.0, clock=clock, growth=10.0)
    assert started == [12, 11, 10, 9, 8] and review.earliest == 8 and round(clock(), 2) == 1.01


def test_the_analysis_solves_with_its_own_growth(monkeypatch):
    """`analyse_game`'s own solve (no review shared): a trick predicted not to fit in what is
    left of its budget is not started (the review's GROWTH would start it)."""
    from dokodesk.coach import analysis, engine

    assert analysis.OPEN_HANDS_GROWTH == 20.0
    deal, log, _ = _game(2)
    # after trick 8: 0.31 s spent, 3.69 s left; 0.2 x 20 = 4 does not fit in it (x 10 would)
    started, clock = _scripted_solves(monkeypatch, {12: 0.0, 11: 0.0, 10: 0.01, 9: 0.1, 8: 0.2, 7: 20.0})
    monkeypatch.setattr(engine, "clock", clock)
    review = analysis._own_review(deal, list(log), 4.0)
    assert started == [12, 11, 10, 9, 8] and review.earliest == 8


def test_the_analysis_solves_every_card_of_its_own_seat_only(monkeypatch):
    from dokodesk.coach import analysis, engine
    from dokodesk.coach.decisions import GameAnalysis

    deal, log, _ = _game(2)
    _, clock = _scripted_solves(monkeypatch, {t: 0.0 for t in range(1, 13)})
    monkeypatch.setattr(engine, "clock", clock)
    analysis.analyse_game(deal, log, 3, samples=2, time_budget=None, on_deal_seeds=0, open_hands_budget=1.0)
    assert _scripted_solves.seats and set(_scripted_solves.seats) == {3}
    _scripted_solves(monkeypatch, {t: 0.0 for t in range(1, 13)})
    analysis.with_own_open_hands(GameAnalysis(2, 0, 1, ()), deal, log, budget=1.0)
    assert _scripted_solves.seats and set(_scripted_solves.seats) == {1}
