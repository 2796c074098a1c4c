"""The expert's search on the rules kernel: a sampled world is the view's game, the rollout
policy plays legal cards, the endgame solver with pruning equals plain minimax, and playouts
leave the state as they found it."""

from __future__ import annotations

import random

from dokodesk.bots import make_bot, play_game
from dokodesk.bots.sampler import DealSampler, PublicInfo
from dokodesk.bots.search import build_state, finish_value, rollout_policy, solve
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Game
from dokodesk.rules.cards import CARD_CODES
from dokodesk.rules.deal import RE

CODES = frozenset(CARD_CODES)


def _positions(n: int, seed: str, cards_left: int):
    """(partial game, seat on turn) with `cards_left` cards still to play, from strong games."""
    for i, deal in enumerate(generate_deals(n, seed)):
        log = play_game(deal, [make_bot("strong")] * 4, random.Random(i)).log
        played, cut = 0, []
        for e in log:
            if e[2:] in CODES:
                if played == 48 - cards_left:
                    break
                played += 1
            cut.append(e)
        game = Game.replay(deal, cut)
        yield game, game.turn


def _minimax(st) -> float:
    """Plain minimax without pruning, Re maximising (the reference for `solve`)."""
    if st.turn == -1:
        return st.re_points() + 0.002 * (st.augen[0] - st.augen[1])
    values = []
    for c in st.legal_cards():
        st.play_fast(c)
        values.append(_minimax(st))
        st.pop()
    return max(values) if st.parties[st.turn] == RE else min(values)


def test_world_is_the_views_game():
    for game, seat in _positions(4, "search-world", 30):
        view = game.view(seat)
        info = PublicInfo(view)
        hands = DealSampler(info).sample(random.Random(1))
        st = build_state(info, hands)
        assert st.turn == seat
        assert [c for c in range(24) for _ in range(st.counts[seat][c])] == [c.id for c in view.hand]
        assert st.levels == list(view.levels) and st.held == list(view.cards_held)
        assert [a for a in st.history] and len(st.history) == len(game.log)


def test_solve_equals_plain_minimax_and_restores_the_state():
    checked = 0
    for game, seat in _positions(12, "search-solve", 8):
        info = PublicInfo(game.view(seat))
        st = build_state(info, DealSampler(info).sample(random.Random(2)))
        before = (list(st.history), [row[:] for row in st.counts], list(st.augen))
        assert abs(solve(st) - _minimax(st)) < 1e-9
        assert (list(st.history), [row[:] for row in st.counts], list(st.augen)) == before
        checked += 1
    assert checked == 12


def test_rollouts_play_legal_cards_and_undo_cleanly():
    for game, seat in _positions(6, "search-rollout", 40):
        info = PublicInfo(game.view(seat))
        st = build_state(info, DealSampler(info).sample(random.Random(3)))
        history = list(st.history)
        # Policy answers are legal at every step of a full playout.
        copy = st.copy()
        while copy.turn != -1:
            legal = copy.legal_cards()
            card = rollout_policy(copy, legal)
            assert card in legal
            copy.play_fast(card)
        assert copy.augen[0] + copy.augen[1] == 240
        value = finish_value(st, info.party, 4)
        assert list(st.history) == history
        assert -40 < value < 40
