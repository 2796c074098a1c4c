"""Test setup: Qt offscreen unless asked otherwise, a fresh data dir per test and a throwaway
config dir, so no test ever touches the user's real database or settings."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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
