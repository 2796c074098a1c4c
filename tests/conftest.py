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


# The longest test files (each 1-18 s of CPU, measured per test in a whole run after issue 37's
# cuts), run first. xdist hands whole files to the workers (--dist loadfile) in collection order
# (--no-loadscope-reorder in pyproject.toml; its default order, most tests first, put these
# one-test files last, and one worker ran the soak alone for 20 s at the end).
# Longest first, the workers end together. The latency tests first, beside the end-to-end
# analysis rather than the cluster tests' storm of processes.
LONGEST_FIRST = (
    "tests/app/test_latency.py", "tests/app/test_analysis_app.py", "tests/bots/test_cluster.py",
    "tests/coach/test_analysis.py", "tests/coach/test_own_process.py", "tests/app/test_stored_analysis.py",
    "tests/bots/test_solver.py", "tests/coach/test_dodge_analysis.py", "tests/bots/test_bots_play.py",
    "tests/app/test_training_dialog.py", "tests/app/test_table_soak.py", "tests/app/test_table_evening.py",
    "tests/rules/test_compiled_kernel.py", "tests/packaging/test_self_test.py", "tests/app/test_single_instance.py",
    "tests/packaging/test_suite_guards.py", "tests/app/test_session_latency.py", "tests/bots/test_expert_cli.py",
    "tests/robust/test_output_targets.py", "tests/store/test_readme_club_rally.py", "tests/app/test_deliberate.py",
    "tests/robust/test_database_faults.py", "tests/dodge/test_dodge_points.py", "tests/app/test_result_keys.py",
    "tests/app/test_open_hands_app.py", "tests/app/test_window_fits.py", "tests/robust/test_mutation_fuzz.py",
    "tests/app/test_open_hands_kept.py", "tests/coach/test_open_hands.py", "tests/app/test_qa_texts.py",
    "tests/robust/test_file_limits.py",
)


def pytest_collection_modifyitems(config, items):
    rank = {path: i for i, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(LONGEST_FIRST)))  # stable: files stay whole
