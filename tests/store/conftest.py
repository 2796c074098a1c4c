"""Fixtures of the store tests: a fresh database per test (in the per-test data dir that
tests/conftest.py points DOKODESK_DATA_DIR at), and the helpers module on the path."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from dokodesk.store import Store  # noqa: E402


@pytest.fixture
def store(fresh_data_dir):
    with Store.open() as opened:
        yield opened
