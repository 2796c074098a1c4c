"""The Generate dialog says how long the simulated field takes, and defaults to the quick one:
with the searching expert in the field (0.95 s of CPU a table) the default 200 deals × 30 tables
would be over an hour of work behind a progress bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from dokodesk.app.generate_dialog import GenerateDialog
from dokodesk.bots.simulate import DEFAULT_MIX, QUICK_MIX


@pytest.fixture(autouse=True)
def english_numbers():
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


def test_the_quick_field_is_the_default_and_a_minute_for_the_default_set(qtbot):
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    assert dialog.values() == (200, "1", 30, 48, QUICK_MIX)
    assert all(name != "expert" for name, _ in QUICK_MIX)
    # 200 × 30 = 6,000 tables × 8 ms = 48 s
    assert dialog.estimate.text() == "6,000 tables to simulate: roughly 48 s of computing."


def test_the_expert_field_is_chosen_knowingly_and_said_to_take_hours(qtbot):
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    dialog.field.setCurrentIndex(dialog.field.findData("expert"))
    assert dialog.values()[4] == DEFAULT_MIX
    # 6,000 tables × 0.95 s = 5,700 s = 1.58 h (hours from 90 min on)
    assert dialog.estimate.text() == "6,000 tables to simulate: roughly 1.6 h of computing."
    dialog.tables.setValue(40)  # 8,000 tables × 0.95 s = 7,600 s = 2.11 h
    assert dialog.estimate.text() == "8,000 tables to simulate: roughly 2.1 h of computing."
    dialog.tables.setValue(20)  # 4,000 tables × 0.95 s = 3,800 s = 63.3 min (minutes below 90)
    assert dialog.estimate.text() == "4,000 tables to simulate: roughly 63 min of computing."
    dialog.tables.setValue(30)
    dialog.deals.setValue(10)  # 300 tables × 0.95 s = 285 s = 4.75 min
    assert dialog.estimate.text() == "300 tables to simulate: roughly 5 min of computing."
    dialog.tables.setValue(0)
    assert dialog.estimate.text() == "No field: the deals only, at once."


def test_german_numbers_in_the_estimate(qtbot):
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    dialog.field.setCurrentIndex(dialog.field.findData("expert"))
    dialog.tables.setValue(40)  # 8,000 tables: 2.1 h
    assert "8.000" in dialog.estimate.text() and "2,1" in dialog.estimate.text()
