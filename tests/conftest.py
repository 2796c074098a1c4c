"""Test setup: Qt offscreen unless asked otherwise, and a fresh data dir per test so no test
ever touches the user's real database."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_data_dir(tmp_path, monkeypatch):
    data_dir = tmp_path / "data"
    monkeypatch.setenv("DOKODESK_DATA_DIR", str(data_dir))
    return data_dir
