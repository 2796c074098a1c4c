"""Reproducibility from seeds, the duel and the simulated field, and their commands."""

from __future__ import annotations

from collections import Counter

import json
import random

import pytest

from dokodesk.bots import derive_seed, make_bot, play_game
from dokodesk.bots.duel import duel
from dokodesk.bots.simulate import DEFAULT_MIX, draw_seats, simulate_set
from dokodesk.cli import main
from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.dodge.setfile import check_file, read_set, write_set
from dokodesk.rules import RULES_40


# Cheap bots only: the default mix seats the expert, which costs seconds a game (its own
# determinism: tests/bots/test_expert_bot.py).
CHEAP_MIX = (("strong", 0.5), ("simple", 0.35), ("random", 0.15))


def _mixed_game(deal, seed):
    rng = random.Random(seed)
    bots = [make_bot(n) for n in draw_seats(rng, CHEAP_MIX)]
    return play_game(deal, bots, rng)


def test_same_seed_same_log():
    for deal in generate_deals(15, "repro"):
        a, b = _mixed_game(deal, 99), _mixed_game(deal, 99)
        assert a.log == b.log
    # and a different seed changes something (the random bot takes part)
    deal = generate_deals(1, "repro")[0]
    bots = [make_bot("random")] * 4
    assert play_game(deal, bots, random.Random(1)).log != play_game(deal, bots, random.Random(2)).log


def test_derive_seed_is_stable():
    assert derive_seed(1, "duel", 3, 0) == derive_seed(1, "duel", 3, 0)
    assert derive_seed(1, "duel", 3, 0) != derive_seed(1, "duel", 3, 1)
    assert derive_seed("x") == 0x4755BD1B01771FFA  # SHA-256 of "'x'", first 8 bytes: pinned


def _small_set(n=6, cards=48):
    from dokodesk.rules import Ruleset

    deals = generate_deals(n, "sim", Ruleset(cards))
    return DodgeSet("sim-test", [SetDeal(i + 1, d, [FieldResult(0)]) for i, d in enumerate(deals)],
                    Ruleset(cards), title="Test", field="archive")


def test_simulate_same_output_for_any_worker_count(tmp_path):
    s = _small_set(7)
    one = simulate_set(s, 3, seed=5, workers=1, mix=CHEAP_MIX)
    two = simulate_set(s, 3, seed=5, workers=2, mix=CHEAP_MIX)
    write_set(one, tmp_path / "one.json.gz")
    write_set(two, tmp_path / "two.json.gz")
    assert (tmp_path / "one.json.gz").read_bytes() == (tmp_path / "two.json.gz").read_bytes()
    assert one.field == "simulated" and one.result_count == 21
    assert all(r.log and len(r.players) == 4 for d in one.deals for r in d.results)
    report = check_file(tmp_path / "one.json.gz")
    assert report.ok, report.problems


def test_simulate_mix_is_roughly_the_documented_one():
    rng = random.Random(3)
    tables = [draw_seats(rng) for _ in range(2000)]
    names = [n for t in tables for n in t]
    for name, weight in DEFAULT_MIX:
        assert abs(names.count(name) / len(names) - weight) < 0.02


def test_default_field_is_expert_strength():
    """Issue 19: no random seats, at least 40 % experts, the rest strong with some simple, and
    the mix varies from table to table."""
    weights = dict(DEFAULT_MIX)
    total = sum(weights.values())
    assert "random" not in weights
    assert set(weights) == {"expert", "strong", "simple"}
    assert weights["expert"] / total >= 0.40 and weights["strong"] > weights["simple"] > 0
    rng = random.Random(4)
    compositions = {tuple(sorted(draw_seats(rng))) for _ in range(200)}
    assert len(compositions) > 5


def test_duel_comparisons_and_determinism():
    deals = generate_deals(12, "duel", RULES_40)
    r1 = duel(make_bot("strong"), make_bot("random"), deals, seed=4)
    r2 = duel(make_bot("strong"), make_bot("random"), deals, seed=4)
    assert r1.to_json() == r2.to_json()
    for d in r1.deals:
        # with one pair on each side, both comparisons of a deal agree
        assert d.dodge_re == d.dodge_kontra in (-100.0, 0.0, 100.0)
        assert (d.dodge_re > 0) == (d.re_points_a_re > d.re_points_b_re)
    lo, hi = r1.ci95
    assert -100 <= lo <= r1.mean_dodge_a <= hi <= 100
    mirrored = duel(make_bot("random"), make_bot("strong"), deals, seed=4)
    assert mirrored.mean_dodge_a == -r1.mean_dodge_a


def test_cli_bots_lists_weakest_first(capsys):
    assert main(["bots"]) == 0
    assert capsys.readouterr().out.split() == ["random", "simple", "strong", "expert"]


def test_cli_duel_json(capsys):
    assert main(["duel", "simple", "random", "--deals", "10", "--seed", "7", "--json", "--cards", "40"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert list(out) == ["a", "b", "deals", "mean_dodge_a", "ci95"]
    assert out["a"] == "simple" and out["b"] == "random" and out["deals"] == 10
    assert len(out["ci95"]) == 2 and out["ci95"][0] <= out["mean_dodge_a"] <= out["ci95"][1]


def test_cli_duel_refuses_unknown_bot(capsys):
    with pytest.raises(SystemExit):
        main(["duel", "strong", "nobody", "--deals", "3"])


def test_cli_simulate_writes_a_checked_set(tmp_path, capsys):
    src = tmp_path / "set.json"
    write_set(_small_set(4, 40), src)
    out = tmp_path / "field.json.gz"
    assert main(["simulate", str(src), "--tables", "3", "--seed", "2", "-o", str(out), "--workers", "1",
                 "--mix", "strong:0.5,simple:0.3,random:0.2"]) == 0  # cheap bots; the default seats experts
    result = read_set(out)
    assert result.field == "simulated" and result.result_count == 12 and result.ruleset.cards == 40
    assert "replaced" in capsys.readouterr().err  # the archive results it had were replaced
    assert main(["check", str(out)]) == 0


def test_cli_does_not_import_qt():
    import subprocess
    import sys

    code = ("import sys; from dokodesk.cli import main; main(['bots']); "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


def test_demo_set_is_valid():
    from pathlib import Path

    from dokodesk.bots import make_demo

    path = Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz"
    report = check_file(path)
    assert report.ok, report.problems[:5]
    demo = report.dodge_set
    assert (demo.id, demo.title, demo.field) == (make_demo.SET_ID, make_demo.TITLE, "simulated")
    assert len(demo.deals) == make_demo.DEALS and demo.result_count == make_demo.DEALS * make_demo.TABLES
    assert path.stat().st_size < 2_000_000
    # Issue 19: an expert-strength field, no random seats, at least 40 % expert seats, the rest
    # strong with some simple, drawn per seat (so the tables of a deal differ), the mix in the source.
    seats = Counter(name.split("#")[0] for d in demo.deals for r in d.results for name in r.players)
    assert set(seats) == {"expert", "strong", "simple"}
    assert seats["expert"] / sum(seats.values()) >= 0.40
    assert seats["strong"] > seats["simple"] > 0
    assert all(len({tuple(p.split("#")[0] for p in r.players) for r in d.results}) > 1 for d in demo.deals)
    # Issue 28: each seat is its own player, named by its bot and its place (set-format.md, Players)
    assert demo.deal(1).results[0].players == ("expert#1.1.0", "strong#1.1.1", "strong#1.1.2", "expert#1.1.3")
    names = [name for d in demo.deals for r in d.results for name in r.players]
    assert len(set(names)) == len(names) == 4 * make_demo.DEALS * make_demo.TABLES
    assert "expert 45%, strong 40%, simple 15%" in demo.source


def test_demo_set_is_what_the_bots_play_now():
    """The demo's field is reproducible from its seeds: replaying a table of two deals gives
    the stored results (if this fails after a change to the bots, rebuild the demo, see its
    README). Table t depends only on the seed, the deal and t, so the first table of a deal is
    replayed alone. The first table of deal 2 seats all three kinds with one expert, that of
    the last deal one expert too: every bot of the field and both ends of the set's seeds, at
    two expert seats (the first three tables of deals 1 and 200 seated eleven: 9 s)."""
    from pathlib import Path

    from dokodesk.bots import make_demo
    from dokodesk.bots.simulate import simulate_deal

    demo = read_set(Path(__file__).resolve().parents[2] / "resources" / "demo" / "dodge-demo.json.gz")
    seated = set()
    for number in (2, make_demo.DEALS):
        set_deal = demo.deal(number)
        again = simulate_deal(set_deal.deal, number, 1, make_demo.SEED, make_demo.FIELD_MIX)
        assert [(r.re_points, r.log, r.players) for r in again] == \
            [(r.re_points, r.log, r.players) for r in set_deal.results[:1]]
        seated.update(name.split("#")[0] for name in again[0].players)
    assert seated == {name for name, _ in make_demo.FIELD_MIX}  # a rebuilt demo may need other deals here


def test_the_demo_says_which_expert_played_its_field():
    """Issue 27: the demo's field re-simulated with the final expert, and its source says so."""
    from dokodesk.bots.make_demo import EXPERT_NOTE, SEED, TABLES
    from dokodesk.dodge.setfile import read_set
    from dokodesk.resources import resource_path

    demo = read_set(resource_path("demo", "dodge-demo.json.gz"))
    assert demo.source.endswith("; " + EXPERT_NOTE)
    assert f"{TABLES} tables a deal, seed {SEED!r}" in demo.source
    assert all(len(d.results) == TABLES for d in demo.deals)
