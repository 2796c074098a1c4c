"""The Liga-Rechner dialog: typing numbers updates the results live.

Results are formatted with QLocale; the test pins the C locale so the expected strings do
not depend on the machine.  The numbers are worked by hand in test_league_rules.py.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QDate, QLocale, Qt  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox, QTabWidget  # noqa: E402

from dokodesk.app.league_dialog import LeagueCalculatorDialog  # noqa: E402

# The offscreen platform warns about window size hints when a dialog is shown.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def dialog(qtbot):
    previous = QLocale()
    QLocale.setDefault(QLocale.c())
    widget = LeagueCalculatorDialog()
    qtbot.addWidget(widget)
    yield widget
    QLocale.setDefault(previous)


def type_into(qtbot, spin, value: int) -> None:
    """Replace a spin box's text by keystrokes, as a player would."""
    spin.selectAll()
    qtbot.keyClicks(spin.lineEdit(), str(value))


def test_has_the_five_sections(dialog):
    assert dialog.windowTitle() == "League calculator"  # English UI; German: Liga-Rechner
    tabs = dialog.findChild(QTabWidget)
    assert [tabs.tabText(i) for i in range(tabs.count())] == [
        "Month", "League points", "Season", "All-time ranking", "Solo",
    ]


def test_month_updates_while_typing(qtbot, dialog):
    # defaults: 0 points in 200 games → 0 ÷ 200 = 0
    assert dialog.month_result.text() == "0.0000"
    type_into(qtbot, dialog.month_points, 1000)
    type_into(qtbot, dialog.month_games, 700)
    # 1000 ÷ 700 = 1.4286 → 1.43; × (1 + 500 × 0.001) = 2.145
    assert dialog.month_result.text() == "2.1450"
    assert "1.43" in dialog.month_average.text()
    assert "1.500" in dialog.month_rule.text()
    dialog.month_games.setValue(1201)
    # 1000 ÷ 1201 = 0.8326 → 0.83 × 2 = 1.66
    assert dialog.month_result.text() == "1.6600"
    assert "capped" in dialog.month_rule.text()
    dialog.month_games.setValue(150)
    # (1000 − 50 × 2) ÷ 200 = 4.5
    assert dialog.month_result.text() == "4.5000"
    assert "100 penalty points (Strafpunkte) for 50 missing games" in dialog.month_rule.text()


def test_month_shows_input_errors(qtbot, dialog):
    dialog.month_points.setValue(5)
    dialog.month_games.setValue(0)
    assert "with 0 games the points must be 0" in dialog.month_error.text()
    assert dialog.month_error.isVisibleTo(dialog)
    assert dialog.month_result.text() == "–"
    dialog.month_games.setValue(200)
    assert dialog.month_error.text() == ""
    assert not dialog.month_error.isVisibleTo(dialog)
    assert dialog.month_result.text() == "0.0250"  # 5 ÷ 200


def test_ligapunkte(qtbot, dialog):
    # Königsliga place 1 by default: 1500
    assert dialog.points_result.text() == "1,500"
    type_into(qtbot, dialog.points_place, 57)
    assert dialog.points_result.text() == "881"  # 880.54 rounded
    assert dialog.points_exact.text() == "880.5439"
    dialog.points_place.setValue(236)
    assert dialog.points_result.text() == "1"
    dialog.points_place.setValue(237)
    assert dialog.points_result.text() == "0"
    assert "Abstieg" in dialog.points_outcome.text()  # 237 > 260 − 75
    assert "236" in dialog.points_info.text()

    dialog.points_class.setCurrentIndex(dialog.points_class.findData("erste"))
    assert dialog.points_class_size.value() == 370
    assert dialog.points_place.maximum() == 370
    dialog.points_place.setValue(75)
    # (248 − 75) × (249 − 75) = 173 × 174 = 30,102; × 1,200 ÷ 61,256 = 589.70 → 590
    assert dialog.points_result.text() == "590"
    assert "Aufstieg" in dialog.points_outcome.text()

    dialog.points_class.setCurrentIndex(dialog.points_class.findData("qualifikation"))
    assert not dialog.points_class_size.isEnabled()
    dialog.points_place.setValue(165)
    assert dialog.points_result.text() == "0"
    assert "Aufstieg" in dialog.points_outcome.text()


def test_ligapunkte_place_beyond_table(dialog):
    dialog.points_class.setCurrentIndex(dialog.points_class.findData("zweite"))
    dialog.points_class_size.setValue(300)
    dialog.points_place.setValue(301)
    assert "beyond the class size of 300" in dialog.points_error.text()
    dialog.points_place.setValue(300)
    assert dialog.points_error.text() == ""
    assert "Abstieg" in dialog.points_outcome.text()  # 300 > 300 − 165


def test_season(qtbot, dialog):
    type_into(qtbot, dialog.season_points, 1500)
    type_into(qtbot, dialog.season_games, 1000)
    # (1500 − 200 × 2) ÷ 1200 = 0.9167
    assert dialog.season_result.text() == "0.9167"
    assert "400 penalty points (Strafpunkte) for 200 missing games" in dialog.season_penalty.text()
    dialog.season_date.setDate(QDate(2027, 1, 15))
    assert dialog.season_name.text().startswith("Wintersaison 2026/2027 (1 October 2026")
    # January 15th: February is left in this winter (March never); the summer is open
    assert dialog.season_sperrmonat.text() == (
        "Feb 2027, Apr 2027, May 2027, Jun 2027, Jul 2027, Aug 2027")


def test_eternal(qtbot, dialog):
    type_into(qtbot, dialog.eternal_league_points, 9000)
    type_into(qtbot, dialog.eternal_points, 5000)
    type_into(qtbot, dialog.eternal_games, 3000)
    dialog.eternal_months.setValue(12)
    assert dialog.eternal_trend.text() == "18,000"  # 9000 ÷ 12 × 24
    assert dialog.eternal_average.text() == "1.67"  # 5000 ÷ 3000
    assert dialog.eternal_ranking_average.text() == "0.2917"  # (5000 − 3600) ÷ 4800
    dialog.eternal_months.setValue(24)
    assert "not shown" in dialog.eternal_trend.text()
    dialog.eternal_months.setValue(1)
    assert "maximum of 1500 per month" in dialog.eternal_error.text()


def test_solo(qtbot, dialog):
    type_into(qtbot, dialog.solo_points, 500)
    type_into(qtbot, dialog.solo_games, 1000)
    type_into(qtbot, dialog.solo_solos, 20)
    type_into(qtbot, dialog.solo_won, 10)
    assert dialog.solo_required.text() == "30"
    assert dialog.solo_rating.text() == "41.67 (o.A. 50.00)"  # 500 ÷ 1200 × 100; ÷ 1000
    assert dialog.solo_win_rate.text() == "33.33 % (o.A. 50.00 %)"  # 10 ÷ 30; 10 ÷ 20
    dialog.solo_window.setCurrentIndex(dialog.solo_window.findData("eternal"))
    # 4800 ÷ 40 = 120; 500 ÷ 4800 × 100 = 10.42; 10 ÷ 120 = 8.33 %
    assert dialog.solo_required.text() == "120"  # a number of solos: no ".000" that reads as thousands
    assert dialog.solo_rating.text() == "10.42 (o.A. 50.00)"
    assert dialog.solo_win_rate.text() == "8.33 % (o.A. 50.00 %)"
    dialog.solo_won.setValue(21)
    assert "cannot be more than the 20 solos" in dialog.solo_error.text()


def test_shown_dialog_fits_its_content(qtbot, dialog):
    dialog.show()
    qtbot.waitExposed(dialog)
    tabs = dialog.findChild(QTabWidget)
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        page = tabs.currentWidget()
        assert page.width() >= page.minimumSizeHint().width()
        assert page.height() >= page.minimumSizeHint().height()
    # every tab title is visible: no scroll buttons
    assert not tabs.usesScrollButtons()
    assert tabs.tabBar().sizeHint().width() <= tabs.width()


def test_close_button_rejects(qtbot, dialog):
    dialog.show()
    qtbot.waitExposed(dialog)
    button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    with qtbot.waitSignal(dialog.rejected):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
