"""App tests: a complete trick is taken in at once unless a test asks for the pause; the
analysis after each game runs on few samples unless a test asks for the real one; the `store`
(the small test set imported) and the `window` on it, shared by the window tests; `german`, the
compiled German translation installed for one test."""

from functools import partial
from pathlib import Path

import pytest
from _pytest.runner import runtestprotocol
from PySide6.QtCore import QSettings, QTranslator

from app_fixtures import small_set, settle
from dokodesk.app.main_window import MainWindow
from dokodesk.store import Store

GERMAN_QM = Path(__file__).resolve().parents[2] / "resources" / "translations" / "dokodesk_de.qm"
ENGLISH_QM = GERMAN_QM.with_name("dokodesk_en.qm")  # the English plural forms only


@pytest.fixture(scope="session", autouse=True)
def english_plurals(qapp):
    """The English plural forms ("1 game", "2 games"), installed as the app does in English; a
    test's `german` translator, installed later, is asked first."""
    translator = QTranslator()
    assert translator.load(str(ENGLISH_QM)), f"cannot load {ENGLISH_QM}"
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def no_trick_pause(qapp):
    QSettings().setValue("trick_pause_ms", 0)
    yield


# The window analyses every finished game in the background, on up to 8 s of CPU (the product's
# budget). Most app tests finish games to check the window, not the analysis, and that CPU only
# slowed their GUI thread (up to a third of the table soak). They get the same analysis code on
# 2 sampled deals a decision (8 cost 1.5-3 s of CPU a game, with close calls refined to 64; at 4
# the first batch was the whole race, and those races were a fifth of the app tests' samples in a
# profile; 2 is the least that gives every option a mean and a spread), no time budget (also: no
# answer that depends on the machine's speed), each mistake played on this deal twice (not 8 times) with the expert on 4
# samples (not 24: about 0.1 s a continuation at 24; an analysis still running when its test
# ended kept the collector paused into the next test). Tests of the analysis itself are marked
# `real_analysis`.
QUICK_ANALYSIS_SAMPLES = 2
QUICK_ON_DEAL_SEEDS = 2
QUICK_EXPERT_SAMPLES = 4


@pytest.fixture(autouse=True)
def no_hints_searched_ahead(request, monkeypatch):
    """Practice searches the hint while the player thinks (analysis_worker.PREPARE_HINTS): in the
    app tests every practice turn would start a search of seconds. Tests marked
    `prepared_hints` get it."""
    if request.node.get_closest_marker("prepared_hints") is None:
        from dokodesk.app import analysis_worker

        monkeypatch.setattr(analysis_worker, "PREPARE_HINTS", False)
    yield


@pytest.fixture(autouse=True)
def no_decisions_rated_ahead(request, monkeypatch):
    """The game's decisions are rated and its tricks solved while it goes on (ahead.RATE_AHEAD):
    processes after every trick of every test's game. Tests marked `rated_ahead` get it."""
    if request.node.get_closest_marker("rated_ahead") is None:
        from dokodesk.app import ahead

        monkeypatch.setattr(ahead, "RATE_AHEAD", False)
    yield


@pytest.fixture(autouse=True)
def quick_analysis(request, monkeypatch):
    if request.node.get_closest_marker("real_analysis") is None:
        from dokodesk.app import analysis_worker

        from dokodesk.coach import analysis

        monkeypatch.setattr(analysis_worker, "analyse_game", partial(
            analysis_worker.analyse_game, samples=QUICK_ANALYSIS_SAMPLES, time_budget=None,
            on_deal_seeds=QUICK_ON_DEAL_SEEDS))
        # the mistakes played on this deal, added after the decisions are shown (issue 37)
        monkeypatch.setattr(analysis_worker, "with_deal_gains", partial(
            analysis_worker.with_deal_gains, seeds=QUICK_ON_DEAL_SEEDS))
        monkeypatch.setattr(analysis, "ON_DEAL_EXPERT_SAMPLES", QUICK_EXPERT_SAMPLES)
        # a flagged decision's fresh layouts, each a game played on by bots: 4, not 96
        monkeypatch.setattr(analysis, "CONFIRM_SAMPLES", QUICK_ANALYSIS_SAMPLES)
        monkeypatch.setattr(analysis_worker, "ANALYSE_IN_OWN_PROCESS", False)  # the quick one, here
        # the decisions rated during the game (tests marked `rated_ahead`), as the analysis rates
        from dokodesk.app import ahead

        monkeypatch.setattr(ahead, "analyse_ahead", partial(
            ahead.analyse_ahead, samples=QUICK_ANALYSIS_SAMPLES, budget=None))
    yield


# Every finished game also starts the open-hands solve (review_page's runner, in the pool): from
# the last trick backwards, 1.5 s of solving per trick until one does not fit. Beside the GUI
# thread that took two thirds of the table soak (15 s of 8 games; 4.4 s without it) and gave
# answers that depend on the machine's speed. App tests solve the last three tricks only (the
# same runner, solver and signals, in milliseconds); the solver's own tests are in
# tests/coach and tests/bots, and tests marked `real_open_hands` get the product's solve (in its
# own process, as in the app).
QUICK_OPEN_HANDS_FIRST_TRICK = 10


@pytest.fixture(autouse=True)
def quick_open_hands(request, monkeypatch):
    if request.node.get_closest_marker("real_open_hands") is None:
        from dokodesk.app import analysis_worker
        from dokodesk.coach import open_hands

        quick = partial(open_hands.open_hands_review, first_trick=QUICK_OPEN_HANDS_FIRST_TRICK)
        monkeypatch.setattr(open_hands, "open_hands_review", quick)
        monkeypatch.setattr(analysis_worker, "open_hands_review", quick)  # the runner's own name for it
        monkeypatch.setattr(analysis_worker, "SOLVE_IN_OWN_PROCESS", False)  # the quick solve, here
    yield


@pytest.fixture(scope="session")
def shared_card_art(qapp):
    from dokodesk.app.card_art import CardArt

    return CardArt()


@pytest.fixture(autouse=True)
def one_card_art(monkeypatch, shared_card_art):
    """Every window of a test process draws with one CardArt, as the app's own successor window
    does (MainWindow's `art`): a new one renders all 25 SVG faces again in a thread, ~0.25 s of
    CPU per window. The card art's own tests (test_card_art.py) make their own."""
    from dokodesk.app import main_window

    monkeypatch.setattr(main_window, "CardArt", lambda: shared_card_art)
    yield


@pytest.fixture
def store(fresh_data_dir):
    s = Store.open(fresh_data_dir)
    s.import_set(small_set())
    yield s
    s.close()


@pytest.fixture
def window(qtbot, store, fresh_data_dir):
    """The main window on the test set, bots at pace 0; closed (bots, saver, workers) after."""
    w = MainWindow(store, fresh_data_dir)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.show()
    w.start()
    settle(qtbot, w)
    yield w
    w.close()


@pytest.fixture
def german(qapp):
    """The German .qm installed on the application for one test, removed after."""
    translator = QTranslator()
    assert translator.load(str(GERMAN_QM)), f"cannot load {GERMAN_QM}"
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


# Latency tests measure wall-clock gaps of the event loop. On a shared machine (CI runs another
# test process beside this one on two cores) a gap now and then is the machine's: a worker that
# holds the interpreter lock waits for a core, and the window waits for it. Such noise does not
# come back three times in a row; a stall of our own making (work on the GUI thread, a lock held
# by a worker) comes back every time. So a `latency` test counts when one of three runs holds its
# bounds; the runs it discards are listed in its report.
LATENCY_RUNS = 3


def pytest_configure(config):
    config.addinivalue_line("markers", "latency: event-loop latency measured (best of LATENCY_RUNS runs)")
    config.addinivalue_line("markers", "real_analysis: the window's analysis at the product's budget")
    config.addinivalue_line("markers", "prepared_hints: practice searches the hint while the player thinks")
    config.addinivalue_line("markers", "rated_ahead: the game's decisions are rated while it goes on")
    config.addinivalue_line("markers", "real_open_hands: the open-hands solve of every trick, at its budget")


def pytest_runtest_protocol(item, nextitem):
    if item.get_closest_marker("latency") is None:
        return None
    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    discarded = []
    for run in range(1, LATENCY_RUNS + 1):
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
        failed = [r for r in reports if r.failed]
        if not failed or run == LATENCY_RUNS:
            break
        discarded.append(f"run {run}: " + "; ".join(
            str(r.longrepr.reprcrash.message if hasattr(r.longrepr, "reprcrash") else r.longrepr)[:300]
            for r in failed))
    for report in reports:
        if discarded and report.when == "call":
            report.sections.append(("latency runs discarded", "\n".join(discarded)))
        item.ihook.pytest_runtest_logreport(report=report)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True
