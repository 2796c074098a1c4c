"""Is the analysis stable? Games of mixed bots on generated deals, each with a simulated field,
analysed twice with different seeds: on how many decisions do the two agree about "mistake"?
Used by the test suite (a few games) and benchmarks/bench_analysis.py (20 games)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from dokodesk.bots import make_bot, play_game
from dokodesk.coach.analysis import GameAnalysis, analyse_game
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Deal

MIXES = (("random", "strong", "simple", "strong"), ("simple", "strong", "strong", "random"),
         ("strong", "simple", "random", "strong"), ("strong", "random", "strong", "simple"))
FIELD_TABLES = 12  # simulated tables of the field per deal


@dataclass(frozen=True)
class TestGame:
    deal: Deal
    log: tuple[str, ...]
    seat: int
    field: tuple[int, ...]  # the field's points for the seat's party


def mixed_games(n: int, seed: str = "stability") -> list[TestGame]:
    """`n` games, the analysed seat played by a random, simple or strong bot in turn, and a
    field of strong and simple tables on the same deal."""
    out = []
    for i, deal in enumerate(generate_deals(n, seed)):
        bots = [make_bot(name) for name in MIXES[i % len(MIXES)]]
        seat = i % 4
        log = play_game(deal, bots, random.Random(i)).log
        party = deal.parties[seat]
        field = []
        for t in range(FIELD_TABLES):
            names = ("strong", "simple")[t % 2], "strong", ("simple", "strong")[t % 2], "strong"
            game = play_game(deal, [make_bot(x) for x in names], random.Random(1000 + t))
            re = game.value().re_points
            field.append(re if party == 0 else -re)
        out.append(TestGame(deal, tuple(log), seat, tuple(field)))
    return out


def analyse_twice(game: TestGame, seeds=(1, 2), **kw) -> tuple[GameAnalysis, GameAnalysis]:
    return tuple(analyse_game(game.deal, game.log, game.seat, seed=s, field_points=game.field, **kw)
                 for s in seeds)  # type: ignore[return-value]


def agreement(a: GameAnalysis, b: GameAnalysis) -> tuple[int, int]:
    """(decisions with the same mistake flag, decisions)."""
    assert [d.event_index for d in a.decisions] == [d.event_index for d in b.decisions]
    same = sum(1 for x, y in zip(a.decisions, b.decisions) if x.mistake == y.mistake)
    return same, len(a.decisions)
