"""A damaged settings value falls back to its default, is logged, and the app starts (issue 17,
point 5): `bot_pace_ms=abc` and `trick_pause_ms=1e12` stopped it at every launch."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QSettings

from dokodesk.app.main_window import MainWindow
from dokodesk.store.settings import setting_int


@pytest.mark.parametrize("value, expected", [
    ("abc", 700), ("1e12", 700), ("-5", 700), ("12.5", 700), ("nan", 700), ("inf", 700), ([], 700),
    (True, 700), ("", 700), ("300", 300), (" 300 ", 300), (300, 300), ("1e3", 1000), (0, 0), ("2000", 2000),
])
def test_a_setting_outside_its_range_or_no_number_is_the_default(value, expected):
    assert setting_int(value, 700, 0, 2000, "bot_pace_ms") == expected


def test_the_app_starts_with_damaged_pace_settings(qtbot, store, fresh_data_dir, caplog):
    QSettings().setValue("bot_pace_ms", "abc")
    QSettings().setValue("trick_pause_ms", "1e12")
    with caplog.at_level(logging.WARNING):
        window = MainWindow(store, fresh_data_dir)
    qtbot.addWidget(window)
    try:
        assert window.table_page.pace.value() == 700
        assert window.table_page.trick_pause.value() == 1500
        logged = caplog.text
        assert "bot_pace_ms" in logged and "'abc'" in logged and "trick_pause_ms" in logged
    finally:
        window.close()


def test_a_damaged_stars_value_in_the_database_is_the_default(store, caplog):
    with store._write() as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('stars', 'not json')")
    with caplog.at_level(logging.WARNING):
        assert store.stars() == 1
    assert "stars" in caplog.text
