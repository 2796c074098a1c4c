"""The compiled rules kernel computes exactly what its source, kernel.py, computes.

setup.py compiles dokodesk/rules/kernel.py (and random_play.py) with Cython. Here the compiled
module and the same source loaded as a separate, interpreted module play the same games side by
side: the fixed rules games and 3,000 random games (random cards, random calls, some illegal
attempts, some undos; DOKODESK_KERNEL_GAMES=10000 plays issue 18's 10,000). At every step both
must offer the same legal moves, and at the end hold the same log, trick winners, Sonderpunkte
and scores. Without a compiled build these tests skip (saying so); in CI (CI=true), where
setup.sh builds it, a missing build fails.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import dokodesk.rules.kernel as kernel
from dokodesk._native import force_python, is_compiled, kernel_kind
from dokodesk.rules import RULES_40, Call, Game, IllegalAnnouncementError, IllegalPlayError
from dokodesk.rules.cards import CARDS_BY_CODE
from dokodesk.rules.random_play import random_deal
from rules_helpers import (
    FIXED_DEAL, GAME_A_TRICKS, GAME_B_TRICKS, GAME_C_TRICKS, GAME_D_TRICKS, scripted,
)

SOURCE = Path(kernel.__file__).with_name("kernel.py")
COMPILED = is_compiled(kernel)

needs_build = pytest.mark.skipif(
    not COMPILED, reason="DOKODESK_KERNEL=python: this run uses the interpreted kernel" if force_python()
    else "no compiled kernel in this checkout (build it: python setup.py build_ext --inplace)")


def interpreted_kernel():
    """kernel.py loaded from source as its own module: the reference the compiled one must match."""
    spec = importlib.util.spec_from_file_location("dokodesk_kernel_from_source", SOURCE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PY = interpreted_kernel()


def test_a_compiled_kernel_is_built_in_ci():
    """CI builds the kernel (scripts/setup.sh); a silently interpreted CI run would test nothing here."""
    if os.environ.get("CI", "").lower() not in ("true", "1"):
        pytest.skip("not CI: the compiled kernel is optional here")
    assert COMPILED, "CI=true but dokodesk.rules.kernel is not compiled: the build step failed"


def test_the_reference_module_is_interpreted():
    assert not is_compiled(PY) and PY.State is not kernel.State


def _same_state(a, b) -> None:
    assert a.turn == b.turn and a.best_seat == b.best_seat and a.best_card == b.best_card and a.led == b.led
    assert a.trick == b.trick and a.tricks_done == b.tricks_done and a.held == b.held
    assert a.augen == b.augen and a.trick_counts == b.trick_counts and a.levels == b.levels and a.late == b.late
    assert a.history == b.history and a.specials == b.specials and a.calls == b.calls
    assert a.done_tricks == b.done_tricks and a.counts == b.counts


def _same_end(a, b) -> None:
    _same_state(a, b)
    assert a.is_over and b.is_over
    assert [winner for _, winner, _ in a.done_tricks] == [winner for _, winner, _ in b.done_tricks]
    assert a.summary() == b.summary()
    assert a.re_points() == b.re_points()


def _error(fn, *args):
    """(class name, reason, details, message) of what fn raises, or None."""
    try:
        fn(*args)
    except (IllegalPlayError, IllegalAnnouncementError) as exc:
        return type(exc).__name__, exc.reason, exc.details, str(exc)
    return None


def play_side_by_side(deal, rng: random.Random, call_rate: float, undo_rate: float) -> None:
    """One random game on both kernels: same legal moves at every step, same end."""
    c, p = kernel.State(deal), PY.State(deal)
    while c.turn >= 0:
        actions = c.legal_actions()
        assert actions == p.legal_actions()
        if rng.random() < 0.05:  # any attempt: refused alike with the same words, or made by both
            seat, card, level = rng.randrange(4), rng.randrange(24), rng.randrange(1, 6)
            if rng.random() < 0.5:
                assert _error(c.push_card, seat, card) == _error(p.push_card, seat, card)
            else:
                assert _error(c.push_call, seat, level) == _error(p.push_call, seat, level)
            _same_state(c, p)
            continue
        calls = [a for a in actions if a >= kernel.CALL_BASE]
        if calls and rng.random() < call_rate:
            action = rng.choice(calls)
        else:
            action = rng.choice([a for a in actions if a < kernel.CALL_BASE])
        c.push(action)
        p.push(action)
        if rng.random() < undo_rate:
            assert c.pop() == p.pop() == action
            _same_state(c, p)
            c.push(action)
            p.push(action)
    _same_end(c, p)
    copy_c, copy_p = c.copy(), p.copy()
    for _ in range(rng.randrange(1, len(c.history) + 1)):
        assert copy_c.pop() == copy_p.pop()
    _same_state(copy_c, copy_p)


# 3,000 random games, in CI as locally (issue 18 asked for 10,000: 12 s of CPU, the suite's
# largest single test; issue 37 brought the suite back under 90 s). Every line of kernel.py is
# reached by the first 500 games, the rarest (a reply refused as too late) 25 times in 3,000,
# Karlchen 233 times, a must-follow refusal 85 times; a reference kernel with a bug planted on each
# of those paths, or Doppelkopf or Karlchen left out of 40-card games, fails here. The games are
# cheap to add: DOKODESK_KERNEL_GAMES=10000 plays issue 18's number. A tenth are 40-card games.
RANDOM_GAMES = int(os.environ.get("DOKODESK_KERNEL_GAMES", "3000"))


@needs_build
def test_random_games_agree():
    rng = random.Random(18)
    for n in range(RANDOM_GAMES):
        ruleset = RULES_40 if n % 10 == 9 else None
        deal = random_deal(rng, ruleset) if ruleset else random_deal(rng)
        play_side_by_side(deal, rng, call_rate=0.15, undo_rate=0.02)


FIXED_GAMES = [  # the games of test_rules_fixed.py, with the calls made there before the first card
    (GAME_A_TRICKS, 3, ()), (GAME_B_TRICKS, 3, ()), (GAME_C_TRICKS, 3, ()), (GAME_D_TRICKS, 0, ()),
    (GAME_C_TRICKS, 3, ((1, Call.KONTRA), (0, Call.RE), (1, Call.NO_90))),
    (GAME_D_TRICKS, 0, ((0, Call.SCHWARZ),)), (GAME_A_TRICKS, 3, ((0, Call.NO_60), (1, Call.NO_90))),
]


@needs_build
@pytest.mark.parametrize("tricks, dealer, calls", FIXED_GAMES)
def test_fixed_rules_games_agree(tricks, dealer, calls):
    deal, log = scripted(tricks, dealer)
    game = Game(deal)  # the compiled kernel under Game
    reference = PY.State(deal)
    for seat, call in calls:
        game.announce(seat, call)
        reference.push_call(seat, call.level)
    for token in log:
        game.apply(token)
        seat, code = token.split(":")
        reference.push_card(int(seat), CARDS_BY_CODE[code].id)
    _same_end(game.state, reference)


@needs_build
def test_fixed_deal_every_first_card_and_call_agree():
    for card in kernel.State(FIXED_DEAL).legal_cards():
        c, p = kernel.State(FIXED_DEAL), PY.State(FIXED_DEAL)
        for seat in range(4):
            assert c.legal_calls(seat) == p.legal_calls(seat)
        c.play_fast(card)
        p.play_fast(card)
        _same_state(c, p)


@needs_build
def test_the_tables_agree():
    for name in ("BEATS", "POWER", "CAUGHT", "DOPPELKOPF_AT", "KARLCHEN_AT", "FOLLOW_IDS"):
        assert getattr(kernel, name) == getattr(PY, name), name


@needs_build
def test_random_playouts_agree_with_the_interpreted_program():
    """`random_playouts` (the bench) in a process with DOKODESK_KERNEL=python: the same games
    (every card of the first 50) and the same sum of scores."""
    from dokodesk.rules.random_play import random_playouts

    kept: list = []
    expected = random_playouts(300, random.Random(7), keep=kept)
    code = ("import json, random; from dokodesk._native import kernel_kind; "
            "from dokodesk.rules.random_play import random_playouts; kept = []; "
            "total = random_playouts(300, random.Random(7), keep=kept); "
            "print(json.dumps([kernel_kind(), total, [s.history for s in kept[:50]]]))")
    env = dict(os.environ, DOKODESK_KERNEL="python")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == ["interpreted", expected, [s.history for s in kept[:50]]]
    assert kernel_kind() == "compiled"



_PLAY_OUT_CODE = """
import json
from dokodesk._native import is_compiled
import dokodesk.bots.strong, dokodesk.rules.facts
from dokodesk.coach import engine
from dokodesk.rules import Game
from dokodesk.rules.random_play import random_deal
import random
deal = random_deal(random.Random(11))
game = Game(deal)
for _ in range(6):  # into trick 2: a view with played cards, voids possible
    game.play(game.turn, game.legal_cards(game.turn)[0])
view = game.view(game.turn)
rating = engine.rate_cards(view, 5, max_samples=12, time_budget=None)
print(json.dumps([is_compiled(dokodesk.bots.strong) and is_compiled(dokodesk.rules.facts),
                  sorted(rating.samples.items())]))
"""


@needs_build
def test_the_coachs_play_outs_agree_with_the_interpreted_program():
    """The play-outs' hot path (facts, knowledge, the strong bot, the table) is compiled too
    (issue 37): every card of a position rated on 12 sampled deals gives the same value on each
    deal compiled and interpreted."""
    env = dict(os.environ, DOKODESK_KERNEL="python")
    runs = [subprocess.run([sys.executable, "-c", _PLAY_OUT_CODE], env=e, capture_output=True, text=True,
                           check=True) for e in (dict(os.environ), env)]
    (compiled, values), (interpreted, reference) = (json.loads(r.stdout) for r in runs)
    assert (compiled, interpreted) == (True, False)
    assert len(values) >= 2 and all(len(v) == 12 for _, v in values)
    assert values == reference

def test_a_build_older_than_its_source_is_not_run(monkeypatch, capsys):
    """setup.py records each compiled source's SHA-256; when one changed, every compiled module
    runs from source (they are built against each other: never half of them)."""
    import hashlib

    from dokodesk._native import SourceFinder

    folder = str(SOURCE.parent)
    current = hashlib.sha256(SOURCE.read_bytes()).hexdigest()
    monkeypatch.delenv("DOKODESK_KERNEL", raising=False)

    def finder_with(stamp):
        monkeypatch.setattr(SourceFinder, "stale", None)
        monkeypatch.setattr(SourceFinder, "stamp", stamp)
        return SourceFinder.find_spec("dokodesk.rules.kernel", [folder])

    assert finder_with({"dokodesk.rules.kernel": current}) is None  # the build is current
    assert finder_with({}) is None  # nothing recorded: trust the build
    spec = finder_with({"dokodesk.rules.kernel": "0" * 64})
    assert spec is not None and spec.origin == str(SOURCE)
    assert "dokodesk.rules.kernel changed since compiled" in capsys.readouterr().err
    # another module stale: the kernel runs from source too
    spec = finder_with({"dokodesk.rules.kernel": current, "dokodesk.bots.search": "0" * 64})
    assert spec is not None and spec.origin == str(SOURCE)
    monkeypatch.setenv("DOKODESK_KERNEL", "python")
    assert finder_with({"dokodesk.rules.kernel": current}).origin == str(SOURCE)
    assert SourceFinder.find_spec("dokodesk.rules.cards", [folder]) is None  # not a compiled module


def test_random_deal_deals_as_the_generator_deals():
    """Same draws, same deal: random_deal on ids is dokodesk.dodge.generator's dealing."""
    from dokodesk.dodge.generator import _draw_deal
    from dokodesk.rules import RULES_48

    a, b = random.Random(4), random.Random(4)
    for _ in range(300):
        assert random_deal(a) == _draw_deal(b, RULES_48)
    for _ in range(50):
        assert random_deal(a, RULES_40) == _draw_deal(b, RULES_40)


def test_setup_compiles_the_modules_the_finder_knows():
    """setup.py and dokodesk/_native.py each list the compiled modules (setup.py cannot import the
    package it builds): a module in one list only would be built and never guarded against a
    stale build, or guarded and never built."""
    import ast

    from dokodesk._native import COMPILED as FINDER_KNOWS

    tree = ast.parse((Path(__file__).parents[2] / "setup.py").read_text(encoding="utf-8"))
    listed = next(ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
                  and any(getattr(t, "id", None) == "COMPILED" for t in node.targets))
    assert len(listed) == len(set(listed)) and set(listed) == FINDER_KNOWS
    assert {"dokodesk.rules.kernel", "dokodesk.bots.strong", "dokodesk.rules.facts"} <= FINDER_KNOWS
