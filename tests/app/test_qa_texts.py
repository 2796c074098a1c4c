"""Texts a player reads, in English and German: found by touring the real window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from dokodesk.app.texts import card_name
from dokodesk.app.traveller import traveller_rows
from app_fixtures import small_set
from dokodesk.dodge.model import FieldResult
from dokodesk.rules import Card

QM = Path(__file__).resolve().parents[2] / "resources" / "translations" / "dokodesk_de.qm"


@pytest.fixture
def german(qapp):
    translator = QTranslator()
    assert translator.load(str(QM))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def _labels(players):
    deal = small_set(deals=1, tables=1).deal(1)
    logged = [FieldResult(deal.results[0].re_points, deal.results[0].log, players)]
    return [row.label for row in traveller_rows(deal.deal, [deal.results[0].re_points], logged)]


def test_traveller_names_simulated_players_by_bot_kind_in_english(qapp):
    assert _labels(("strong", "simple", "random", "Anna")) == ["Strong, Simple, Random, Anna"]


def test_traveller_names_simulated_players_by_bot_kind_in_german(german):
    # a person's name stays as the set file spells it, even one that is a bot kind elsewhere
    assert _labels(("strong", "simple", "random", "expert")) == ["Stark, Einfach, Zufall, Experte"]
    assert _labels(("Anna", "Ben", "Clara", "Dora")) == ["Anna, Ben, Clara, Dora"]
