"""The window fits a 1024 × 640 screen on every page, in English and German (issue 29.2): it
needed 1028 × 669 in English and 1191 × 655 in German, and the German review pushed it to
1243 px, where it stayed on every page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from app_fixtures import settle
from test_table_evening import finish_a_game

from dokodesk.session import GameStart

SCREEN = (1024, 640)


@pytest.fixture(params=["en", "de"])
def language_window(request):
    if request.param == "de":
        request.getfixturevalue("german")  # before the window: its texts are German from the start
    return request.param, request.getfixturevalue("window")


def _fits(window, where: str) -> None:
    hint = window.minimumSizeHint()
    page = window.stack.currentWidget()
    assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1], \
        f"{where}: the window needs {hint.width()} × {hint.height()} ({type(page).__name__})"


def test_every_page_fits_1024_by_640(qtbot, language_window):
    language, window = language_window
    window.show_library()
    settle(window)
    _fits(window, "library")
    window.open_set("test-set")
    settle(window)
    _fits(window, "set page")
    practice = window.store.start_game("test-set", 2, 0, rated=False)  # hint and undo on the panel
    window.play.put_on_table(GameStart(window.current_set.deal(2), 0, False, practice))
    qtbot.waitUntil(lambda: window.controller.is_human_turn, timeout=20000)
    _fits(window, "table (practice)")
    window.controller.stop()
    finish_a_game(qtbot, window, 1)
    panel = window.result_page.analysis_panel
    qtbot.waitUntil(lambda: panel.analysis is not None and panel.still is None, timeout=60000)
    settle(qtbot, window)  # the layout's pending requests too: the hidden bar's row still counted before
    _fits(window, "result")
    # a part of the analysis on show while the rest runs: the list, the bar and what is coming
    done = panel.analysis
    panel.show_partial(done, "on_deal")
    settle(qtbot, window)
    _fits(window, "result, the analysis's first part")
    # with the verdict above it at its longest: where the field left the line, two lines in German
    # at 1024 (the screenshot's), and the own cards' line still waiting for all hands open
    from dokodesk.coach.field_splits import FieldSplit
    from dokodesk.coach.verdict import Verdict

    split = FieldSplit(1, "2:AH", "2:re", "opponent", pairs=9, better=2, worse=1, mean_points=-4.0)
    panel.set_verdict(Verdict(12, 4, 2, -4, -4.0, "opponent", split, 1, 0, None, 1))
    panel.show_partial(done, "open_hands")
    settle(qtbot, window)
    _fits(window, "result, the analysis's first part under the verdict")
    window.show()
    window.resize(*SCREEN)  # the hint above does not see the labels' wrapping at this width
    settle(qtbot, window)
    qtbot.wait(20)
    # the histogram paints within its own height: it is never higher than the tab page showing it
    histogram = window.result_page.histogram
    page = window.result_page.field_tabs.currentWidget()
    assert histogram.height() <= page.parentWidget().height(), "the histogram's bottom (its axis) is cut off"
    panel.show_analysis(done)
    settle(qtbot, window)
    window.review_last()
    settle(qtbot, window)
    window.review_page.slider.setValue(3)
    _fits(window, "review")
    window.show_statistics()
    settle(window)
    _fits(window, "statistics")
    window.resize(*SCREEN)
    qtbot.wait(20)
    assert window.size().toTuple() == SCREEN
    # review's cards stay readable at that size
    window.review_last()
    settle(qtbot, window)
    qtbot.wait(20)
    assert window.review_page.table._card_width() >= 56


# ---------------------------------------------- a small screen, and a restart on it (issue 39.5)
def _screen(monkeypatch, area):
    """A screen whose available geometry is `area`, as far as the window's placing asks."""
    from dokodesk.app import window_place

    monkeypatch.setattr(window_place, "available_area", lambda point=None: area)


def _start_the_app(qapp, monkeypatch, move_to=None):
    """The app's start-up (main.main) as far as its event loop, which here closes the window at
    once (after moving it to `move_to`, as a player would): the window's frame and geometry as
    it opened."""
    import argparse
    import logging
    import sys
    import threading

    from dokodesk.app import main as app_main
    from dokodesk.app.main_window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # main installs its own: restored after
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    monkeypatch.setattr(qapp, "shutdown", lambda: None)  # the test process's QApplication lives on
    opened = []

    def event_loop() -> int:
        [window] = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        opened.append((window.frameGeometry(), window.geometry()))
        if move_to is not None:
            window.setGeometry(move_to)
        settle(window)
        window.close()  # the player closes it: the event loop ends
        return 0

    monkeypatch.setattr(qapp, "exec", event_loop)
    root = logging.getLogger()
    handlers = list(root.handlers)
    try:
        assert app_main.main(argparse.Namespace(data_dir=None, open_files=None)) == 0
    finally:
        for handler in root.handlers[len(handlers):]:
            handler.close()
            root.removeHandler(handler)
    return opened[0]


def test_the_window_opens_inside_a_small_screen_and_where_it_was_closed(qapp, store, monkeypatch,
                                                                       shared_card_art):
    from PySide6.QtCore import QRect, QSettings

    from dokodesk.app import window_place

    monkeypatch.setattr(shared_card_art, "stop", lambda: None)  # main stops the art at its end; other tests draw on
    area = QRect(0, 0, *SCREEN)
    _screen(monkeypatch, area)
    frame, _ = _start_the_app(qapp, monkeypatch, move_to=QRect(40, 10, 950, 620))
    assert area.contains(frame), f"the window's frame {frame.getRect()} on a {SCREEN} screen"  # it was 1200 × 800
    # started again: where the player left it
    frame, geometry = _start_the_app(qapp, monkeypatch)
    assert geometry == QRect(40, 10, 950, 620)
    assert area.contains(frame)
    # a place saved on a bigger screen, partly off this one: fitted inside
    QSettings().setValue(window_place.GEOMETRY_KEY, QRect(-300, 500, 2500, 1400))
    frame, geometry = _start_the_app(qapp, monkeypatch)
    assert area.contains(frame), frame.getRect()
    assert geometry.size().toTuple() == (SCREEN[0] - (frame.width() - geometry.width()),
                                         SCREEN[1] - (frame.height() - geometry.height()))
    # a damaged value: the window's own size, inside the screen
    QSettings().setValue(window_place.GEOMETRY_KEY, "not a place")
    frame, _ = _start_the_app(qapp, monkeypatch)
    assert area.contains(frame)


def test_a_saved_place_on_a_screen_at_an_offset_is_fitted_into_it(qtbot, monkeypatch):
    """A screen right of another, with a panel at its top: the window comes inside its area."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from dokodesk.app import window_place

    area = QRect(1920, 32, 1024, 608)
    _screen(monkeypatch, area)
    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(QRect(2800, 0, 600, 400))
    window_place.fit(window)
    assert window.geometry() == QRect(2344, 32, 600, 400)
    window.setGeometry(QRect(0, 0, 1200, 800))
    window_place.fit(window)
    assert window.geometry() == area


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_traveller_at_1024_by_640_shows_the_dodge_column_and_the_own_row(qtbot, request, language):
    # at 1024 × 640 the Dodge column was pushed out on the right and the own row scrolled out of view
    if language == "de":
        request.getfixturevalue("german")
    window = request.getfixturevalue("window")
    window.resize(*SCREEN)
    qtbot.wait(20)
    finish_a_game(qtbot, window, 1)
    settle(window)  # the traveller's rows arrive while the histogram's tab is on show
    traveller = window.result_page.traveller
    assert traveller.rowCount() == 13
    window.result_page.field_tabs.setCurrentWidget(traveller)
    qtbot.wait(20)
    viewport = traveller.viewport().rect()
    header = traveller.horizontalHeader()
    dodge = traveller.traveller.DODGE
    right = header.sectionViewportPosition(dodge) + header.sectionSize(dodge)
    assert not header.isSectionHidden(dodge) and header.sectionViewportPosition(dodge) >= 0
    assert right <= viewport.width(), f"the Dodge column ends at {right}, the view at {viewport.width()}"
    assert traveller.verticalScrollBar().maximum() > 0  # more rows than fit: the own row is scrolled to
    own = traveller.visualRect(traveller.model().index(traveller.own_row(), dodge))
    assert viewport.contains(own), f"the own row at {own.getRect()}, the view {viewport.getRect()}"
    assert header.sectionSize(traveller.traveller.CALLS) >= traveller.fontMetrics().horizontalAdvance("Re · Kontra")
    _announcements_fit(traveller)


def _announcements_fit(table) -> None:
    """The announcements' header text and the own row's bold "Re · Kontra" fit their section: at
    1024 × 640 they were cut ("nnouncemen", "Re · Kont…"); the Table column may elide, not this."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle
    header = table.horizontalHeader()
    calls = table.traveller.CALLS
    width = header.sectionSize(calls)
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    title = str(table.traveller.headerData(calls, Qt.Orientation.Horizontal))
    needs = header.fontMetrics().horizontalAdvance(title) + margin
    assert needs <= width, f"{title!r} needs {needs}, its section is {width} wide"
    bold = table.model().index(table.own_row(), calls).data(Qt.ItemDataRole.FontRole)
    own = QFontMetrics(bold.resolve(table.font())).horizontalAdvance("Re · Kontra") + margin
    assert own <= width, f"the own row's 'Re · Kontra' needs {own}, its section is {width} wide"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_traveller_keeps_the_own_row_and_the_dodge_column_in_view_in_a_tab(qtbot, request, language):
    """Named players (the Table column's names are long), rows that arrive while the tab is
    hidden at the size it had before (no resize when it shows again), then a smaller window."""
    from PySide6.QtWidgets import QLabel, QTabWidget

    from app_fixtures import small_set
    from dokodesk.app.traveller import TravellerModel, TravellerTable, compute_traveller
    from dokodesk.dodge.model import FieldResult

    if language == "de":
        request.getfixturevalue("german")
    deal = small_set(deals=1, tables=40).deal(1)
    own, *field = sorted(deal.results, key=lambda r: r.re_points)  # Re's worst game is the own one: far down
    kinds = ("expert", "strong", "simple", "random")
    logged = [FieldResult(r.re_points, r.log, tuple(kinds[(k + s) % 4] for s in range(4))) for k, r in enumerate(field)]
    data = compute_traveller(deal.deal, [r.re_points for r in field], logged, own.log)
    table = TravellerTable()
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QLabel("histogram"), "Histogram")
    tabs.addTab(table, "Traveller")
    tabs.setCurrentWidget(table)
    tabs.resize(590, 270)  # the result page's traveller tab at a 1024 × 640 window
    tabs.show()
    qtbot.wait(20)
    tabs.setCurrentIndex(0)
    table.show_rows(data, 0)
    tabs.setCurrentWidget(table)
    qtbot.wait(20)

    def in_view() -> None:
        viewport = table.viewport().rect()
        header = table.horizontalHeader()
        right = header.sectionViewportPosition(TravellerModel.DODGE) + header.sectionSize(TravellerModel.DODGE)
        assert right <= viewport.width(), f"the Dodge column ends at {right}, the view at {viewport.width()}"
        own = table.visualRect(table.model().index(table.own_row(), 0))
        assert viewport.contains(own), f"the own row at {own.getRect()}, the view {viewport.getRect()}"
        _announcements_fit(table)

    assert table.own_row() > 20 and table.text(0, 0).count(",") == 3  # far down; four names a row
    in_view()
    tabs.resize(560, 150)
    qtbot.wait(20)
    in_view()
