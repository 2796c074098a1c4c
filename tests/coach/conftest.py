"""The coach's tests: the open-hands values of an analysed game on a small budget (the last
tricks, solved in milliseconds), so the tests of the sampled view stay quick; the open-hands
tests give their own budgets.

A flagged mistake is measured again on fresh layouts and played on this deal with the expert in
the analysed seat: at the product's sizes (96 fresh layouts, the expert on 24 samples a decision)
those were most of the suite's time (issue 37: tests of 30 to 160 s). The coach's tests check
what these steps do, not how precise they are at full size (benchmarks/bench_analysis.py and
bench_calibration.py measure that): they run on 16 fresh layouts and the expert on 4 samples,
unless a test is marked `real_analysis`."""

import pytest

QUICK_CONFIRM_SAMPLES = 16
QUICK_EXPERT_SAMPLES = 4


def pytest_configure(config):
    config.addinivalue_line("markers", "real_analysis: the analysis at the product's sizes")


@pytest.fixture(autouse=True)
def quick_open_hands_in_analysis(monkeypatch):
    from dokodesk.coach import analysis

    monkeypatch.setattr(analysis, "OPEN_HANDS_BUDGET", 0.5)


@pytest.fixture(autouse=True)
def quick_confirm_and_play_on(request, monkeypatch):
    if request.node.get_closest_marker("real_analysis") is not None:
        return
    from dokodesk.coach import analysis

    monkeypatch.setattr(analysis, "CONFIRM_SAMPLES", QUICK_CONFIRM_SAMPLES)
    monkeypatch.setattr(analysis, "ON_DEAL_EXPERT_SAMPLES", QUICK_EXPERT_SAMPLES)
