"""Nothing blocks the window for more than 100 ms on format-legal data (issue 17, section 3):
a 10 ms timer probes the event loop while the app shows a deal with 100,000 logged field results
(the traveller after a game, review) and opens a set of 100,000 deals. The reads run in
workers; the views format only the rows they show. Bounded: the GUI thread's CPU time between
two ticks, and each gap less the GUI thread's wait for a core (see WALL_BOUND_MS)."""

from __future__ import annotations

import os
import random
import time

import numpy as np
import pytest
from PySide6.QtCore import QElapsedTimer, QTimer

from app_fixtures import core_wait_ms, settle
from big_fixtures import BIG_FIELD, BIG_SET, DEALS_SET_ID, FIELD_SET_ID, build_template, copy_template
from dokodesk.app.controller import GameOutcome
from dokodesk.app.main_window import MainWindow
from dokodesk.dodge.points import dodge_against_field
from dokodesk.rules import play_randomly
from dokodesk.store import Store

pytestmark = pytest.mark.latency  # best of three runs (tests/app/conftest.py)

BOUND_MS = 100
# A gap in the event loop is the GUI thread's own work, its wait for the interpreter lock while
# a worker decodes, and its wait for a core. The time the GUI thread waited in the kernel's run
# queue for a core (the suite's other xdist worker, other processes) is read from the kernel and
# taken out of each gap (see app_fixtures.core_wait_ms); what is left is bounded at 100 ms, and
# grows with the load only above one runnable thread per core (a worker holding the lock can
# then itself wait for a core). Page reads run one at a time (tasks.WORKER_TURN).
WALL_BOUND_MS = 100


def wall_bound_ms(load: float) -> float:
    """The bound on what is left of a gap: 100 ms, scaled with the load only on an overloaded
    machine (more runnable threads than cores)."""
    return WALL_BOUND_MS * max(1.0, load / (os.cpu_count() or 1))


@pytest.fixture(scope="session")
def big_template(tmp_path_factory):
    return build_template(tmp_path_factory.mktemp("big-template"))


@pytest.fixture
def big_window(qtbot, big_template, fresh_data_dir):
    copy_template(big_template, fresh_data_dir)
    store = Store.open(fresh_data_dir)
    window = MainWindow(store, fresh_data_dir)
    window.controller.pace_ms = 0
    # The expert's analysis and the open-hands solver that a game's end starts run in their own
    # threads and are not these reads' work; left out, as in test_session_latency (the solver's
    # own test is test_the_open_hands_solve_in_the_pool_keeps_the_window_responsive).
    window.analysis.start = lambda *args, **kwargs: None
    window.review_page.open_hands_runner.start = lambda *args, **kwargs: None
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.art.wait_drawn()  # the card faces are drawn once at start: not these reads' work
    yield window
    window.close()
    store.close()


class LatencyProbe:
    """A 10 ms timer; the longest gap between its ticks is how long the event loop was blocked."""

    def __init__(self):
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.worst = 0  # the longest gap between ticks, ms
        self.blocked = 0  # the longest gap less the GUI thread's wait for a core in it, ms
        self.busy = 0  # the most CPU time the GUI thread spent between two ticks, ms
        self.load = 0.0  # the highest 1-minute load average seen while measuring
        self._last = 0
        self._cpu = time.thread_time()
        self._queued = core_wait_ms()

    def _tick(self) -> None:
        now = self.clock.elapsed()
        cpu, queued = time.thread_time(), core_wait_ms()
        self.worst = max(self.worst, now - self._last)
        self.blocked = max(self.blocked, round(now - self._last - (queued - self._queued)))
        self.busy = max(self.busy, round(1000 * (cpu - self._cpu)))
        self._last = now
        self._cpu, self._queued = cpu, queued

    def check(self, what: str) -> None:
        bound = wall_bound_ms(self.load)
        print(f"{what}: longest gap {self.worst} ms, {self.blocked} ms without the wait for a core "
              f"(bound {bound:.0f}, load {self.load:.1f}), GUI thread busy at most {self.busy} ms")
        assert self.busy < BOUND_MS, f"{what}: the GUI thread worked {self.busy} ms without a break"
        assert self.blocked < bound, f"{what}: the window was blocked for {self.blocked} ms"

    def __enter__(self):
        self.load = os.getloadavg()[0]
        self.clock.start()
        self._last = 0
        self._cpu = time.thread_time()
        self._queued = core_wait_ms()
        self.timer.start()
        return self

    def __exit__(self, *exc) -> None:
        self._tick()
        self.timer.stop()
        self.load = max(self.load, os.getloadavg()[0])


def run_probed(qtbot, window, what: str, action, until=None, timeout=180.0) -> None:
    """Run `action` from the event loop with the probe on, until the window's reads are done
    (and `until()` holds) and the views painted what arrived; then check the bounds."""
    with LatencyProbe() as probe:
        QTimer.singleShot(0, action)
        qtbot.wait(30)
        end = time.monotonic() + timeout
        while not (window.reads_done() and (until is None or until())):
            assert time.monotonic() < end, "the reads never finished"
            qtbot.wait(5)
        qtbot.wait(50)
    probe.check(what)


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: the traveller window
def test_a_game_ending_on_a_deal_with_100000_results_and_its_review_keep_the_window_responsive(qtbot, big_window):
    window = big_window
    window.open_set(FIELD_SET_ID)
    settle(window, 120)
    deal = window.current_set.deal(1).deal
    game = play_randomly(deal, random.Random(1))
    seat = 0
    store = window.store
    value = game.value()
    own = value.player_points(game.parties)[seat]
    field = store.field_points(FIELD_SET_ID, 1)
    dodge = dodge_against_field(value.re_points, field, game.parties[seat])
    game_id = store.start_game(FIELD_SET_ID, 1, seat, True)
    store.finish_game(game_id, game.log, value.re_points, own, dodge)
    party = game.parties[seat]
    outcome = GameOutcome(FIELD_SET_ID, 1, seat, party, True, value, own,
                          field if party == 0 else -field, dodge, game)
    traveller = window.result_page.traveller
    run_probed(qtbot, window, "the game's end", lambda: window.controller.finished.emit(outcome),
               until=lambda: traveller.rowCount() == BIG_FIELD + 1)
    window.analysis.cancel(quiet=True)
    assert traveller.rowCount() == BIG_FIELD + 1
    assert traveller.text(traveller.own_row(), 5) == f"{dodge:+.1f}"
    with LatencyProbe() as probe:  # sorting 100,000 rows by another column, and back
        traveller.horizontalHeader().sectionClicked.emit(3)
        qtbot.wait(30)
        augen = [int(traveller.text(r, 3)) for r in range(5)]
        traveller.horizontalHeader().sectionClicked.emit(0)
        qtbot.wait(30)
    probe.check("sorting the traveller")
    assert augen == sorted(augen, reverse=True) and augen[0] > augen[-1]

    pages = window.review_page
    # The card faces are rendered once per size on first paint (~0.2-0.5 s, whatever the field:
    # not this test's subject, noted in the report): painted once before the probe.
    pages.show_games(deal, [], window.play.table_names(seat), seat)
    window.stack.setCurrentWidget(pages)
    qtbot.wait(100)
    window.stack.setCurrentWidget(window.result_page)
    run_probed(qtbot, window, "review", window.review_last, until=lambda: pages.games.count() == BIG_FIELD + 1)
    assert window.stack.currentWidget() is pages
    assert pages.games.count() == BIG_FIELD + 1
    with LatencyProbe() as probe:
        pages.choose_game(BIG_FIELD)  # the last field game, replayed
        qtbot.wait(30)
        pages.show_traveller()
        qtbot.wait(50)
    assert pages._full is not None and pages._full.is_over
    probe.check("choosing a game, the traveller beside review")


def test_opening_a_set_of_100000_deals_keeps_the_window_responsive(qtbot, big_window):
    window = big_window
    page = window.set_page
    run_probed(qtbot, window, "opening the set", lambda: window.open_set(DEALS_SET_ID),
               until=lambda: window.stack.currentWidget() is page)
    assert page.deals.rowCount() == BIG_SET
    assert page.cell_text(BIG_SET - 1, 0) == str(BIG_SET)
    with LatencyProbe() as probe:
        page.table.scrollToBottom()
        page.select_row(BIG_SET - 1)
        qtbot.wait(50)
    probe.check("scrolling the deal list")


@pytest.mark.real_open_hands  # the whole solve, as after a real game
def test_the_open_hands_solve_in_the_pool_keeps_the_window_responsive(qtbot, window, monkeypatch):
    """Review starts the solve after every game. In a worker thread of the app's process the
    compiled search and its table's allocations held the window 110-160 ms on a loaded CI machine
    (2 Dec 2026); in its own process (coach.own_process) 14 ms, the same load. The product's
    solve, on 0.5 s of CPU instead of 20 (its whole budget was a third of a minute of the suite;
    2 s, 2.5 s of the test's 4, solved tricks 5 to 12 of this game card by card): the window's
    latency does not depend on how long the child solves, and a solve waited for on the GUI
    thread blocks it for over a second even at 0.5 s (the child's start and the solve)."""
    from dokodesk.app import analysis_worker

    monkeypatch.setattr(analysis_worker, "REVIEW_BUDGET", 0.5)
    window.art.wait_drawn()
    deal = window.store.get_set("test-set", with_results=False).deals[0].deal
    game = play_randomly(deal, random.Random(4))
    runner = window.review_page.open_hands_runner
    solved = []
    runner.finished.connect(lambda key, review: solved.append(review))
    with LatencyProbe() as probe:
        runner.start(deal, game.log)
        qtbot.waitUntil(lambda: bool(solved), timeout=120_000)
    probe.check("the open-hands solve")
    assert len(solved[0].tricks) >= 3  # it solved something: the last tricks fit any budget
