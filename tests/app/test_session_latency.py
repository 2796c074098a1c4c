"""The set session's database work never blocks the window (issue 17, section 3): starting a
game, the finishing write, a forfeit, the seat mode, closing the set and every standings
computation run in the session worker. A QTimer probe measures the event loop's longest stall
(wall clock between two ticks) while each runs on a set of 100,000 deals whose first deal has
100,000 field results. The bound is 100 ms, on the wall clock and on the GUI thread's own CPU
time; the time the GUI thread waited in the kernel's run queue for a core (other processes'
load) is taken out of each gap, and an overloaded machine gets a larger bound (WALL_BOUND_MS).

The expert's analysis and the open-hands solver that a game's end starts are left out (their
own threads, not the session's work); so are the deal list's and the traveller's rows."""

from __future__ import annotations

import os
import random
import sqlite3
import time

import pytest
from PySide6.QtCore import QElapsedTimer, QSettings, QTimer

from app_fixtures import core_wait_ms, settle, small_set
from dokodesk.app.main_window import MainWindow
from dokodesk.store import DB_NAME, Store

pytestmark = pytest.mark.latency  # best of three runs (tests/app/conftest.py)

DEALS = 100_000
RESULTS = 100_000
BOUND_MS = 100
# A gap in the event loop is the GUI thread's own work, its wait for the interpreter lock while
# a worker runs Python, and its wait for a core. The workers hold the lock only briefly
# (standings from SQL and numpy columns, no Python loop over 100,000 deals, no 100,000-object
# containers built or freed in one call; one heavy worker at a time, tasks.WORKER_TURN). The
# wait for a core is the machine's: with other processes busy (the suite's other xdist worker,
# other builds) the kernel's run queue held the GUI thread for up to 450 ms at a 1-minute load
# of 4.3 on 2 cores. That wait is read from the kernel (/proc/thread-self/schedstat) and taken
# out of each gap. What is left, the time our own work and locks kept the window, is bounded at
# 100 ms (measured in 17 runs at loads of 3.7-6.6 on 2 cores: mostly under 40 ms, 95 and 119
# ms once each; a planted 300 ms sleep under the interpreter lock: 246-299 ms). On an
# overloaded machine a worker can itself be queued for a core while it holds the lock, so above
# one runnable thread per core (1-minute load average) the bound grows with the load.
WALL_BOUND_MS = BOUND_MS


def wall_bound_ms(load: float) -> float:
    """The bound on what is left of a gap: 100 ms, scaled with the load only on an overloaded
    machine (more runnable threads than cores)."""
    return WALL_BOUND_MS * max(1.0, load / (os.cpu_count() or 1))


def big_database(data_dir) -> None:
    """The test set (3 deals with a logged field) grown by SQL to DEALS deals, and RESULTS
    points-only field results on deal 1: seconds, where an import would take minutes."""
    with Store.open(data_dir) as store:
        store.import_set(small_set())
    conn = sqlite3.connect(data_dir / DB_NAME)
    try:
        with conn:
            dealer, *hands = conn.execute("SELECT dealer, hand0, hand1, hand2, hand3 FROM deals "
                                          "WHERE set_id = 'test-set' AND number = 2").fetchone()
            conn.executemany("INSERT INTO deals (set_id, number, dealer, hand0, hand1, hand2, hand3) "
                             "VALUES ('test-set', ?, ?, ?, ?, ?, ?)",
                             ((n, dealer, *hands) for n in range(4, DEALS + 1)))
            (deal_id,) = conn.execute("SELECT id FROM deals WHERE set_id = 'test-set' AND number = 1").fetchone()
            rng = random.Random(17)
            conn.executemany("INSERT INTO results (deal_id, re_points, dedup_key) VALUES (?, ?, ?)",
                             ((deal_id, rng.randint(-8, 8), f"big-{i}") for i in range(RESULTS)))
    finally:
        conn.close()


class StallProbe:
    """A 5 ms timer: the longest time between two of its ticks, less the interval, is the
    longest the event loop was kept from running."""

    INTERVAL_MS = 5

    def __init__(self):
        self.timer = QTimer()
        self.timer.setInterval(self.INTERVAL_MS)
        self.timer.timeout.connect(self._tick)
        self.clock = QElapsedTimer()
        self.worst_ms = 0.0  # the longest gap, wall clock
        self.blocked_ms = 0.0  # the longest gap less the GUI thread's wait for a core in it
        self.busy_ms = 0.0  # the most CPU time the GUI thread itself spent between two ticks
        self.load = 0.0  # the highest 1-minute load average seen while measuring
        self._cpu = time.thread_time()
        self._queued = core_wait_ms()

    def _tick(self) -> None:
        gap = self.clock.nsecsElapsed() / 1e6 - self.INTERVAL_MS
        self.clock.restart()
        cpu, queued = time.thread_time(), core_wait_ms()
        self.worst_ms = max(self.worst_ms, gap)
        self.blocked_ms = max(self.blocked_ms, gap - (queued - self._queued))
        self.busy_ms = max(self.busy_ms, 1000 * (cpu - self._cpu))
        self._cpu, self._queued = cpu, queued

    def __enter__(self):
        self.worst_ms = 0.0
        self.blocked_ms = 0.0
        self.busy_ms = 0.0
        self.load = os.getloadavg()[0]
        self._cpu = time.thread_time()
        self._queued = core_wait_ms()
        self.clock.start()
        self.timer.start()
        return self

    def __exit__(self, *exc):
        self.timer.stop()
        self.load = max(self.load, os.getloadavg()[0])


def test_the_session_work_on_a_big_set_never_stalls_the_window(qtbot, fresh_data_dir, capsys, monkeypatch):
    big_database(fresh_data_dir)
    QSettings().setValue("opponents/test-set", "simple")
    store = Store.open(fresh_data_dir)
    window = MainWindow(store, fresh_data_dir)
    qtbot.addWidget(window)
    window.controller.pace_ms = 0
    shown_rows = []
    window.set_page.show_set = lambda summary, rows, mode: shown_rows.append((summary, len(rows), mode))
    window._traveller_rows = lambda *args, **kwargs: []
    window.analysis.start = lambda *args, **kwargs: None  # the expert's analysis is not this test's
    window.review_page.open_hands_runner.start = lambda *args, **kwargs: None  # nor the open-hands solver's
    window.show()
    qtbot.waitExposed(window)
    window.art.wait_drawn()  # the card faces are drawn once at start: not this test's subject
    settle(window, timeout=120)
    c = window.controller
    worst: dict[str, float] = {}
    busy: dict[str, float] = {}
    bounds: dict[str, float] = {}

    def measured(name: str, action, done=None) -> None:
        started = time.perf_counter()
        with StallProbe() as probe:
            QTimer.singleShot(0, action)  # from the event loop, as a click would
            if done is None:
                qtbot.wait(20)
                settle(window, timeout=120)
            else:
                qtbot.waitUntil(done, timeout=120_000)
        worst[name] = probe.blocked_ms
        busy[name] = probe.busy_ms
        bounds[name] = wall_bound_ms(probe.load)
        with capsys.disabled():
            print(f"  {name}: stall {probe.worst_ms:.1f} ms, {probe.blocked_ms:.1f} ms without the wait for a core "
                  f"(bound {bounds[name]:.0f}, load {probe.load:.1f}), GUI busy {probe.busy_ms:.1f} ms, "
                  f"{time.perf_counter() - started:.1f} s", flush=True)

    try:
        measured("library standings", window.show_library)
        measured("open the set", lambda: window.open_set("test-set"))
        summary, rows, _ = shown_rows[-1]
        assert rows == DEALS and summary.games == 0
        measured("seat mode", lambda: window.set_page.seat_combo.setCurrentIndex(1))
        measured("start a rated game", lambda: window.play_deal(1))
        assert window.stack.currentWidget() is window.table_page and c.rated

        def play_out() -> None:
            while not (c.game.is_over):
                qtbot.waitUntil(lambda: c.game.is_over or c.is_human_turn, timeout=10000)
                if not c.game.is_over:
                    c.play_card(c.game.legal_cards(c.human_seat)[0])

        play_out()
        measured("finishing write", lambda: None, lambda: window.stack.currentWidget() is window.result_page)
        outcome = window.result_page.outcome
        assert len(outcome.field_points) == RESULTS + 12 and outcome.rated
        measured("back to the set", window.result_page.back_button.click)
        assert shown_rows[-1][0].games == 1

        from dokodesk.app import review_flow, season
        monkeypatch.setattr(review_flow, "confirm_forfeit", lambda parent, number: True)
        measured("forfeit", lambda: window.review_deal(2))
        assert store.is_forfeited("test-set", 2)
        monkeypatch.setattr(season, "confirm_close", lambda parent, text, month_over=False: False)
        measured("standings for the closing question", window.close_current_set)
        monkeypatch.setattr(season, "confirm_close", lambda parent, text, month_over=False: True)
        monkeypatch.setattr(season.QMessageBox, "information", lambda *args, **kwargs: None)
        measured("close the set", window.close_current_set)
        assert store.is_closed("test-set")
    finally:
        window.close()
        store.close()
    assert max(busy.values()) < BOUND_MS, busy
    over = {name: (round(ms), round(bounds[name])) for name, ms in worst.items() if ms >= bounds[name]}
    assert not over, f"the window was blocked (ms, bound): {over}"
