"""A practice set generated from any seed gets an id the set format allows (issue 17, point 5):
the seed `my seed/../ü x` made the id `practice-my seed/../ü x-2-48`."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QDialog

from dokodesk.app import import_flow
from dokodesk.bots.simulate import QUICK_MIX
from dokodesk.dodge.generator import practice_set_id

ID_RULE = re.compile(r"[A-Za-z0-9._-]{1,64}")  # docs/set-format.md, set.id


def test_practice_set_ids_follow_the_id_rule_and_stay_apart():
    assert practice_set_id("1", 200, 48) == "practice-1-200-48"  # a plain seed keeps its id
    assert practice_set_id("club_night.2", 50, 40) == "practice-club_night.2-50-40"
    odd = ["my seed/../ü x", "my seed/..-ü x", "ü", "\x1b[2J", "x" * 200, "../..", " ", "a/b", "a b"]
    ids = [practice_set_id(seed, 1000, 48) for seed in odd]
    assert all(ID_RULE.fullmatch(i) for i in ids), ids
    assert len(set(ids)) == len(ids)  # no two seeds share a set
    assert ids[0].startswith("practice-my-seed-..-x-")


def test_the_generate_dialog_makes_a_valid_id_from_a_hostile_seed(qtbot, window, store, monkeypatch):
    monkeypatch.setattr(import_flow.GenerateDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(import_flow.GenerateDialog, "values", lambda self: (2, "my seed/../ü x", 0, 48, QUICK_MIX))
    before = {info.id for info in store.sets()}
    window.choose_generate()
    qtbot.waitUntil(lambda: len(store.sets()) > len(before), timeout=20000)
    (new,) = [info for info in store.sets() if info.id not in before]
    assert ID_RULE.fullmatch(new.id), new.id
    assert new.deals == 2
