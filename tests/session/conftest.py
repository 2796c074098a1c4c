"""The set session's tests: a fresh database per test, the store tests' helpers, no Qt."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
