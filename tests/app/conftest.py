"""App tests: a complete trick is taken in at once unless a test asks for the pause; the
`store` (the small test set imported) and the `window` on it, shared by the window tests;
`german`, the compiled German translation installed for one test."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator

from app_fixtures import small_set, settle
from dokodesk.app.main_window import MainWindow
from dokodesk.store import Store

GERMAN_QM = Path(__file__).resolve().parents[2] / "resources" / "translations" / "dokodesk_de.qm"


@pytest.fixture(autouse=True)
def no_trick_pause(qapp):
    QSettings().setValue("trick_pause_ms", 0)
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
