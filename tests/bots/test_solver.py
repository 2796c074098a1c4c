"""The open-hands solver (dokodesk.bots.solver) against brute force.

The references here are written independently of the solver: a plain minimax over every legal
card (and, for the 4-trick endings, the same minimax with alpha-beta cut-offs and nothing else:
no transposition table, no merged cards, no bounds), both scoring the finished game with the
rules kernel. Positions come from random deals, random legal play and random legal
announcements (so that keine 90 ... schwarz, the Erwiderung and "gegen die Kreuz-Damen" change
the game value lines), with 48 and 40 cards, at fixed seeds.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from dokodesk.bots.solver import SolveTimeout, Solver, random_position, solve, solve_cards, solve_value
from dokodesk.cli import main
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Deal, Ruleset
from dokodesk.rules.cards import CARD_CODES, CARDS_BY_CODE, N_KINDS, RULES_40, RULES_48
from dokodesk.rules.deal import RE
from dokodesk.rules.game import Game
from dokodesk.rules.kernel import State
from pathlib import Path

from brute_force import card_values, plain_minimax

FIXTURES = Path(__file__).parent / "fixtures"


# ------------------------------------------------------------------ references
# plain_minimax: tests/brute_force.py, shared with the coach's open-hands tests
def alphabeta(st: State, alpha: int = -100, beta: int = 100) -> int:
    """The same value as `plain_minimax`, with alpha-beta cut-offs only."""
    if st.turn < 0:
        return st.re_points()
    maximise = st.parties[st.turn] == RE
    best = -100 if maximise else 100
    for c in st.legal_cards():
        st.play_fast(c)
        v = alphabeta(st, alpha, beta)
        st.pop()
        if maximise:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


def random_game_states(seed: int, n: int, tricks_left: tuple[int, ...], call_rate: float = 0.08):
    """For each of n random games: copies of its state at the start of each trick with
    `tricks_left` tricks to go, in the order given (deepest first)."""
    rng = random.Random(seed)
    for i in range(n):
        ruleset = RULES_40 if i % 4 == 3 else RULES_48
        deal = generate_deals(1, rng.getrandbits(48), ruleset)[0]
        st = State(deal)
        states = {}
        while st.turn >= 0:
            left = st.n_tricks - st.tricks_done
            if not st.trick and left in tricks_left and left not in states:
                states[left] = st.copy()
            if rng.random() < call_rate:
                seat = rng.randrange(4)
                levels = st.legal_calls(seat)
                if levels:
                    st.push_call(seat, rng.choice(levels))
                    continue
            st.play_fast(rng.choice(st.legal_cards()))
        yield [states[t] for t in tricks_left]


# ------------------------------------------------------------------ brute force
def test_every_ending_of_up_to_three_tricks_in_500_random_positions():
    checked = with_absage = 0
    values = set()
    for states in random_game_states(seed=18_500, n=500, tricks_left=(3, 2, 1)):
        for st in states:
            history = list(st.history)
            expected = plain_minimax(st)
            assert solve_value(st) == expected, (st.history, expected)
            assert st.history == history  # the caller's state is left as it was
            checked += 1
            values.add(expected)
        with_absage += max(states[0].levels) >= 2
    assert checked == 1500
    # The sample reaches the announcement lines, and many different values.
    assert with_absage >= 50 and len(values) >= 15


def test_endings_from_inside_a_trick_match_brute_force():
    rng = random.Random(7)
    for states in random_game_states(seed=18_501, n=120, tricks_left=(3,)):
        st = states[0]
        for _ in range(rng.randrange(1, 4)):  # one to three cards into the trick
            st.play_fast(rng.choice(st.legal_cards()))
        assert solve_value(st) == plain_minimax(st)


def _check_four_trick_endings(n: int, seed: int) -> None:
    for states in random_game_states(seed=seed, n=n, tricks_left=(4,)):
        st = states[0]
        assert solve_value(st) == alphabeta(st), st.history


def test_four_trick_endings_match_brute_force():
    _check_four_trick_endings(100, seed=18_400)


def test_the_line_is_legal_and_keeps_the_value_card_by_card():
    for states in random_game_states(seed=18_502, n=60, tricks_left=(3,)):
        st = states[0]
        solution = solve(st)
        assert len(solution.line) == sum(st.held)
        game = st.copy()
        for action in solution.line:
            game.push(action)  # checked: legal, and the seat on turn
            # after each card of the line the value with best play is still the solved one
            assert alphabeta(game) == solution.re_value
        assert game.turn < 0 and game.re_points() == solution.re_value


def test_alphabeta_reference_equals_plain_minimax():
    for states in random_game_states(seed=18_503, n=100, tricks_left=(3,)):
        assert alphabeta(states[0]) == plain_minimax(states[0])


# ------------------------------------------------------------------ every legal card's value
_card_values_by_brute_force = card_values  # tests/brute_force.py


def test_every_legal_cards_value_matches_brute_force_with_up_to_twelve_cards_left():
    rng = random.Random(11)
    checked = differ = 0
    for states in random_game_states(seed=18_504, n=250, tricks_left=(3,)):
        st = states[0]
        for _ in range(rng.randrange(0, 4)):  # from the trick's first card or inside it
            st.play_fast(rng.choice(st.legal_cards()))
        expected = _card_values_by_brute_force(st)
        got = solve_cards(st)
        assert got == expected, (st.history, got, expected)
        # the best card's value is the position's own value, for the party on turn
        best = max(got.values()) if st.parties[st.turn] == RE else min(got.values())
        assert best == solve_value(st) == plain_minimax(st)
        checked += len(got)
        differ += len(set(got.values())) > 1
    assert checked >= 500 and differ >= 40  # many positions where the card matters


def test_solution_carries_the_cards_table_with_the_best_card_at_the_value():
    for states in random_game_states(seed=18_505, n=20, tricks_left=(4,)):
        st = states[0]
        solution = solve(st, with_cards=True)
        assert set(solution.cards) == set(st.legal_cards())
        best = max if st.parties[st.turn] == RE else min
        assert best(solution.cards.values()) == solution.re_value == alphabeta(st)
        first = solution.line[0] % N_KINDS
        assert solution.cards[first] == solution.re_value  # the line starts with a best card


def test_the_value_is_the_best_of_the_values_after_each_legal_card():
    """The invariant on longer positions (up to 24 cards left, beyond brute force): each
    child solved on its own (a fresh table, other paths through the bounds) agrees with the
    position's value and with the cards table solved in one table."""
    rng = random.Random(12)
    for states in random_game_states(seed=18_506, n=14, tricks_left=(6, 5), call_rate=0.05):
        for st in states:
            if rng.random() < 0.5:
                st.play_fast(rng.choice(st.legal_cards()))
            children = {}
            for c in st.legal_cards():
                child = st.copy()
                child.play_fast(c)
                children[c] = solve_value(child)
            best = max if st.parties[st.turn] == RE else min
            assert solve_value(st) == best(children.values()), st.history
            assert solve_cards(st) == children, st.history


def test_five_trick_endings_match_brute_force():
    for states in random_game_states(seed=18_402, n=10, tricks_left=(5,)):
        st = states[0]
        assert solve_value(st) == alphabeta(st), st.history


def test_a_full_table_makes_room_and_the_values_stay_exact():
    # A table of one probe window (16 slots, 12 entries) is full after a few boundaries: from
    # then on each new entry replaces one of as few tricks left or fewer, also while a search
    # further up still holds its slot (it must find the slot taken and not write into it).
    replaced = 0
    for states in random_game_states(seed=18_611, n=16, tricks_left=(5, 4)):
        for st in states:
            solver = Solver(st, max_entries=12)
            value = solver.value()
            expected_cards = {}
            for c in st.legal_cards():
                st.play_fast(c)
                expected_cards[c] = alphabeta(st)
                st.pop()
            # the position's value by brute force is the best of its cards' (not searched again)
            best = max if st.parties[st.turn] == RE else min
            assert value == best(expected_cards.values()), st.history
            assert solver.card_values(value) == expected_cards, st.history
            replaced += solver.tt.replaced
    assert replaced > 1000


# ------------------------------------------------------------------ merged cards
def _deal_with_first_hand(first: str) -> Deal:
    """Seat 0 holds `first`; the rest of the deck goes round seats 1..3 (Kreuz Damen split)."""
    mine = first.split()
    rest = [c.code for c in RULES_48.deck()]
    for code in mine:
        rest.remove(code)
    hands = [mine, rest[0::3], rest[1::3], rest[2::3]]
    return Deal.parse([" ".join(h) for h in hands], dealer=3)


def _codes(ids):
    from dokodesk.rules.cards import CARD_CODES

    return [CARD_CODES[i] for i in ids]


def test_equal_neighbours_are_one_move_but_fuchs_and_karlchen_stay_apart():
    # Seat 0 leads and holds every copy of Pik Dame, Herz Dame, Pik Bube, Herz Bube: each pair
    # is worth 3 (2) Augen, next to each other in the trump order, no card between them out.
    # Kreuz Bube is Karlchen and the Karo Ass is the Fuchs: never merged with a neighbour.
    st = State(_deal_with_first_hand("QS QS QH QH JC JC JS JS JH JH AD AD"))
    assert st.turn == 0
    assert _codes(Solver(st).moves()) == ["QS", "JC", "JS", "AD"]


def test_a_copy_outside_the_hand_keeps_neighbours_apart():
    # The second Herz Dame is in another hand: Pik Dame beats it when led, Herz Dame does not
    # (the first of two equal cards wins), so they are different moves. Karo Zehn and Karo
    # König: next to each other, but 10 and 4 Augen.
    st = State(_deal_with_first_hand("QS QS QH JS JS JH JH TD TD KD KD 9D"))
    assert _codes(Solver(st).moves()) == ["QS", "QH", "JS", "TD", "KD", "9D"]


# ------------------------------------------------------------------ CLI
def _log_states(path: Path, deal_number: int, trick: int) -> State:
    doc = json.loads(path.read_text())
    entry = next(d for d in doc["deals"] if d["number"] == deal_number)
    deal = Deal.parse(entry["hands"], entry["dealer"], doc.get("rules", {}).get("cards", 48))
    log, cards, prefix = entry["results"][0]["log"], 0, []
    for token in log:
        if token[2:] in CARDS_BY_CODE:
            if cards == (trick - 1) * 4:
                break
            cards += 1
        prefix.append(token)
    return Game.replay(deal, prefix).state


@pytest.mark.parametrize("name", ["solve-set.json", "solve-results.json"])
def test_cli_solves_a_logged_game_from_trick_k(name, capsys):
    path = FIXTURES / name
    assert main(["solve", str(path), "--deal", "1", "--result", "0", "--trick", "10", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    st = _log_states(FIXTURES / "solve-set.json", 1, 10)
    assert st.levels != [0, 0]  # the fixture's game has announcements made before trick 10
    assert out["deal"] == 1 and out["trick"] == 10
    assert out["re_value"] == plain_minimax(st)
    assert len(out["line"]) == 12 and out["nodes"] > 0 and out["seconds"] >= 0
    game = st.copy()
    for token in out["line"]:
        game.push(int(token[0]) * N_KINDS + CARDS_BY_CODE[token[2:]].id)
    assert game.re_points() == out["re_value"]


def test_cli_card_j_gives_every_legal_cards_value_before_the_j_th_card(capsys):
    path = FIXTURES / "solve-set.json"
    doc = json.loads(path.read_text())
    entry = doc["deals"][0]
    deal = Deal.parse(entry["hands"], entry["dealer"])
    log = entry["results"][0]["log"]
    from dokodesk.bots.solve_cli import start_state

    for card in (1, 3):
        assert main(["solve", str(path), "--deal", "1", "--result", "0", "--trick", "10", "--card", str(card),
                     "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        st = start_state(deal, log, 10, card)
        assert st.trick_size == card - 1 and out["card"] == card
        assert out["cards"] == {CARD_CODES[c]: v for c, v in _card_values_by_brute_force(st).items()}
        best = max if st.parties[st.turn] == RE else min
        assert best(out["cards"].values()) == out["re_value"] == plain_minimax(st)
    assert main(["solve", str(path), "--deal", "1", "--card", "2"]) == 2
    assert "--card needs --result" in capsys.readouterr().err
    assert main(["solve", str(path), "--deal", "1", "--result", "0", "--card", "5"]) == 2
    assert "cards 1 to 4" in capsys.readouterr().err


@pytest.mark.parametrize("args, words", [
    (["--deal", "9"], "has no deal 9"),
    (["--deal", "1", "--trick", "3"], "--trick needs --result"),
    (["--deal", "1", "--result", "5"], "there is no result 5"),
    (["--deal", "1", "--result", "0", "--trick", "13"], "tricks 1 to 12"),
])
def test_cli_bad_input_is_one_clear_message(args, words, capsys):
    assert main(["solve", str(FIXTURES / "solve-set.json"), *args]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_cli_names_the_place_of_a_broken_file(tmp_path, capsys):
    broken = json.loads((FIXTURES / "solve-set.json").read_text())
    broken["deals"][0]["hands"][1] = broken["deals"][0]["hands"][0]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(broken))
    assert main(["solve", str(path), "--deal", "1"]) == 2
    err = capsys.readouterr().err
    assert "deal 1" in err and "Traceback" not in err
    assert main(["solve", str(FIXTURES / "solve-results.json"), "--deal", "1"]) == 2
    assert "--result" in capsys.readouterr().err


def test_the_start_of_trick_k_has_the_announcements_made_before_it_and_no_later_ones():
    from dokodesk.bots.solve_cli import start_state

    doc = json.loads((FIXTURES / "solve-set.json").read_text())
    entry = doc["deals"][0]
    deal = Deal.parse(entry["hands"], entry["dealer"])
    log = entry["results"][0]["log"]
    # The fixture's log (Kontra are seats 1 and 2): "2:90" after the 1st card, "1:30" after
    # the 4th (before trick 2 begins), "2:schwarz" after the 14th (inside trick 4).
    assert deal.parties == (0, 1, 1, 0)
    expected = {1: [0, 0], 2: [0, 4], 4: [0, 4], 5: [0, 5], 12: [0, 5]}
    for trick, levels in expected.items():
        st = start_state(deal, log, trick)
        assert st.levels == levels and st.tricks_done == trick - 1 and not st.trick, trick


def test_a_solve_that_runs_out_of_time_says_so_with_its_own_exit_code(capsys):
    """Issue 30 point 10: the budget's end is no input error (2) but its own exit code, with
    the nodes searched."""
    assert main(["solve", str(FIXTURES / "solve-set.json"), "--deal", "1", "--budget", "0.2"]) == 3
    err = capsys.readouterr().err
    assert "not solved within 0.2 seconds" in err and "nodes searched" in err and "--budget" in err
    assert "Traceback" not in err


def test_without_budget_a_solve_from_trick_1_stops_at_the_default_with_progress(capsys, monkeypatch):
    """Issue 30 point 10: from trick 1 without --budget the search ran past 900 s with nothing
    printed. Now the default budget ends it (shortened here to 0.4 s), with progress lines on
    stderr while it searches (every 0.1 s here), and the default is stated in --help."""
    import time

    from dokodesk.bots import solve_cli

    monkeypatch.setattr(solve_cli, "DEFAULT_BUDGET_S", 0.4)
    monkeypatch.setattr(solve_cli, "PROGRESS_EVERY_S", 0.1)
    start = time.perf_counter()
    code = main(["solve", str(FIXTURES / "solve-set.json"), "--deal", "1"])
    elapsed = time.perf_counter() - start
    err = capsys.readouterr().err
    assert code == 3, err
    assert elapsed < 10
    assert err.count("still searching:") >= 2, err
    assert "not solved within 0.4 seconds" in err
    monkeypatch.undo()
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    assert "default 60" in " ".join(capsys.readouterr().out.split())


def test_the_whole_log_is_checked_not_only_up_to_trick_k(tmp_path, capsys):
    """Issue 30 point 13: an announcement the rules forbid in trick 11 (Re, by seat 0 with one
    card left; Kontra's last call came in trick 4) was let through by a solve from trick 10."""
    doc = json.loads((FIXTURES / "solve-results.json").read_text())
    log = doc["results"][0]["log"]
    assert log[43:47] == ["0:TC", "1:JC", "2:QD", "3:TH"]  # trick 11; "0:re" goes before its last card
    log.insert(46, "0:re")
    path = tmp_path / "late.json"
    path.write_text(json.dumps(doc))
    assert main(["solve", str(path), "--deal", "1", "--result", "0", "--trick", "10"]) == 2
    err = capsys.readouterr().err
    assert "result 0, event 46:" in err and "Traceback" not in err


def test_cli_game_gives_every_legal_cards_value_at_every_card_it_reached(capsys):
    from dokodesk.bots.solve_cli import start_state

    path = FIXTURES / "solve-set.json"
    doc = json.loads(path.read_text())
    entry = next(d for d in doc["deals"] if d["number"] == 2)
    deal = Deal.parse(entry["hands"], entry["dealer"])
    log = entry["results"][0]["log"]
    # 1 s reaches trick 4 of this game (5 s: trick 3, spending them all on trick 2)
    assert main(["solve", str(path), "--deal", "2", "--result", "0", "--game", "--budget", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    positions = out["positions"]
    assert len(positions) == 48 and [(p["trick"], p["card"]) for p in positions[:5]] == [
        (1, 1), (1, 2), (1, 3), (1, 4), (2, 1)]
    earliest = out["earliest_trick"]
    assert earliest is not None and earliest <= 8  # from trick 8 on a solve takes milliseconds
    for p in positions:
        assert (p["cards"] is None) == (p["trick"] < earliest)
    for p in positions[(10 - 1) * 4:]:  # tricks 10 to 12: against brute force
        st = start_state(deal, log, p["trick"], p["card"])
        assert p["seat"] == st.turn and p["re_value"] == plain_minimax(st)
        assert p["cards"] == {CARD_CODES[c]: v for c, v in _card_values_by_brute_force(st).items()}
        assert p["played"] in p["cards"]
    # the last card's value after it is the game's result
    assert positions[-1]["cards"][positions[-1]["played"]] == entry["results"][0]["re_points"]
    assert main(["solve", str(path), "--deal", "2", "--game"]) == 2
    assert "--game needs --result" in capsys.readouterr().err


class _NodeClock:
    """A budget clock that runs out after `reads` looks (the solver looks every 1,024 nodes)."""

    def __init__(self, reads: int):
        self.reads = reads

    def __call__(self) -> float:
        self.reads -= 1
        return 0.0 if self.reads > 0 else 1e9


def test_a_search_that_runs_out_of_time_still_states_only_true_bounds():
    """Each zero-window test MTD(f) finished proves a bound; a timeout leaves them standing. On
    random positions five tricks from the end, stopped after 1 to 40 looks at the clock: the
    range proven contains the exact value, and is narrower than all values (-29..+29) whenever
    a test finished."""
    rng = random.Random(2026)
    stopped = narrowed = 0
    for _ in range(12):
        st = random_position(rng, 5, call_rate=0.05)
        exact = Solver(st).value()
        for reads in (1, 3, 10, 40):
            solver = Solver(st, budget=1.0, clock=_NodeClock(reads))
            try:
                assert solver.value() == exact
                assert solver.proven_range() == (exact, exact)
            except SolveTimeout:
                stopped += 1
                proven = solver.proven_range()
                if proven is not None:
                    narrowed += 1
                    low, high = proven
                    assert -29 <= low <= exact <= high <= 29, (proven, exact)
    assert stopped >= 10 and narrowed >= 4  # both cases were met (14 and 5 on these positions)


class _StoppingProgressClock(_NodeClock):
    """The CLI's progress clock (`solve_cli._ProgressClock`) that runs out after `reads` looks."""

    start = 0.0
    solver = None


def test_a_solve_that_runs_out_of_time_says_what_it_proved(capsys, monkeypatch):
    """A solve stopped between its zero-window tests says the bounds they proved (or the value,
    when only the cards' values and the line were left), and they hold the exact value: here
    alpha-beta's from trick 7 of the fixture's game (six tricks left)."""
    from dokodesk.bots import solve_cli
    from dokodesk.bots.solve_cli import start_state

    entry = json.loads((FIXTURES / "solve-set.json").read_text())["deals"][0]
    deal = Deal.parse(entry["hands"], entry["dealer"])
    exact = alphabeta(start_state(deal, entry["results"][0]["log"], 7))
    said = set()
    for reads in range(2, 400):  # the first look sets the budget's end
        monkeypatch.setattr(solve_cli, "_ProgressClock", lambda budget, every, r=reads: _StoppingProgressClock(r))
        code = main(["solve", str(FIXTURES / "solve-set.json"), "--deal", "1", "--result", "0", "--trick", "7",
                     "--budget", "5"])
        err = capsys.readouterr().err
        if code == 0:
            break
        assert code == 3 and "not solved within 5 seconds" in err, err
        value = re.search(r"proved: Re ([+-]\d+) \(not yet every card's value and a line\);", err)
        between = re.search(r"proved so far: Re between ([+-]\d+) and ([+-]\d+);", err)
        at_most = re.search(r"proved so far: Re at most ([+-]\d+);", err)
        at_least = re.search(r"proved so far: Re at least ([+-]\d+);", err)
        if value:
            assert int(value[1]) == exact, err
            said.add("value")
            continue
        if between:
            low, high = int(between[1]), int(between[2])
        elif at_most:
            low, high = -29, int(at_most[1])  # the largest game value: what the solver reports unnarrowed
        elif at_least:
            low, high = int(at_least[1]), 29
        else:
            assert "proved" not in err, err
            said.add("nothing")
            continue
        said.add("at most" if at_most else "at least" if at_least else "between")
        assert low <= exact <= high and low < high, err
        # the very bounds the solver's own zero-window tests proved when stopped there
        solver = Solver(start_state(deal, entry["results"][0]["log"], 7), budget=5,
                        clock=_StoppingProgressClock(reads))
        with pytest.raises(SolveTimeout):
            solver.value()
        assert solver.proven_range() == (low, high), err
        # the same bounds for a program: --json prints them on stdout (null: not narrowed)
        json_code = main(["solve", str(FIXTURES / "solve-set.json"), "--deal", "1", "--result", "0", "--trick", "7",
                          "--budget", "5", "--json"])
        out = json.loads(capsys.readouterr().out)
        assert json_code == 3 and out["solved"] is False and out["trick"] == 7 and out["result"] == 0
        assert (out["re_low"], out["re_high"]) == (None if at_most else low, None if at_least else high)
    assert code == 0  # with enough looks at the clock it solves
    assert "value" in said and said & {"between", "at most", "at least"}, said

