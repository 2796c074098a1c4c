"""Test setup: Qt offscreen unless asked otherwise, a fresh data dir per test and a throwaway
config dir, so no test ever touches the user's real database or settings."""

import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Python's bytecode cache even where the environment turns it off (PYTHONDONTWRITEBYTECODE=1):
# without it every xdist worker compiles dokodesk and rewrites the asserts of every test module
# again (about 5 s of CPU a worker) and every CLI subprocess compiles dokodesk again.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
# QSettings (language, bot pace) must not read or write the user's real configuration.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="dokodesk-test-config-")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# Hypothesis runs derandomized: the same examples on every run, so a run cannot pass by luck
# (and a failure comes back on the next run). HYPOTHESIS_PROFILE=explore draws fresh examples.
settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def fresh_data_dir(tmp_path, monkeypatch):
    data_dir = tmp_path / "data"
    monkeypatch.setenv("DOKODESK_DATA_DIR", str(data_dir))
    return data_dir


@pytest.fixture(autouse=True)
def fresh_settings():
    """Each test starts from empty QSettings (trick pause, opponents per set, language...), so
    what one test chose cannot change what another one plays against."""
    yield
    qtcore = sys.modules.get("PySide6.QtCore")  # only tests that loaded Qt can have settings
    if qtcore is not None and qtcore.QCoreApplication.instance() is not None:
        settings_now = qtcore.QSettings()
        settings_now.clear()
        settings_now.sync()
