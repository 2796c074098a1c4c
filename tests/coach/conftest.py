"""The coach's tests: the open-hands values of an analysed game on a small budget (the last
tricks, solved in milliseconds), so the tests of the sampled view stay quick; the open-hands
tests give their own budgets."""

import pytest


@pytest.fixture(autouse=True)
def quick_open_hands_in_analysis(monkeypatch):
    from dokodesk.coach import analysis

    monkeypatch.setattr(analysis, "OPEN_HANDS_BUDGET", 0.5)
