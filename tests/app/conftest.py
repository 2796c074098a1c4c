"""App tests: a complete trick is taken in at once unless a test asks for the pause."""

import pytest
from PySide6.QtCore import QSettings


@pytest.fixture(autouse=True)
def no_trick_pause(qapp):
    QSettings().setValue("trick_pause_ms", 0)
    yield
