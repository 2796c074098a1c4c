"""A damaged settings value falls back to its default, is logged, and the app starts (issue 17,
point 5): `bot_pace_ms=abc` and `trick_pause_ms=1e12` stopped it at every launch."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QSettings

from dokodesk.app.main_window import MainWindow
from dokodesk.store.settings import setting_int


@pytest.mark.parametrize("value, expected", [
    ("abc", 700), ("1e12", 700), ("-5", 700), ("12.5", 700), ("nan", 700), ("inf", 700), ([], 700),
    (True, 700), ("", 700), ("300", 300), (" 300 ", 300), (300, 300), ("1e3", 1000), (0, 0), ("2000", 2000),
])
def test_a_setting_outside_its_range_or_no_number_is_the_default(value, expected):
    assert setting_int(value, 700, 0, 2000, "bot_pace_ms") == expected


def test_the_app_starts_with_damaged_pace_settings(qtbot, store, fresh_data_dir, caplog):
    QSettings().setValue("bot_pace_ms", "abc")
    QSettings().setValue("trick_pause_ms", "1e12")
    with caplog.at_level(logging.WARNING):
        window = MainWindow(store, fresh_data_dir)
    qtbot.addWidget(window)
    try:
        assert window.table_page.pace.value() == 700
        assert window.table_page.trick_pause.value() == 1500
        logged = caplog.text
        assert "bot_pace_ms" in logged and "'abc'" in logged and "trick_pause_ms" in logged
    finally:
        window.close()


def test_a_damaged_stars_value_in_the_database_is_the_default(store, caplog):
    with store._write() as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('stars', 'not json')")
    with caplog.at_level(logging.WARNING):
        assert store.stars() == 1
    assert "stars" in caplog.text


# ------------------------------------------ a named pipe as the settings file (issue 30, point 7)
import os  # noqa: E402
import stat  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402


def test_a_named_pipe_as_the_settings_file_does_not_hang_the_start(tmp_path):
    config = tmp_path / "config"
    (config / "dokodesk").mkdir(parents=True)
    pipe = config / "dokodesk" / "dokodesk.conf"  # where QSettings() keeps dokodesk's settings
    os.mkfifo(pipe)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    done = subprocess.run([sys.executable, "-m", "dokodesk", "--data-dir", str(tmp_path / "data"), "--startup-time"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "startup to interactive window" in done.stdout
    assert str(pipe) in done.stderr and "a named pipe" in done.stderr and "Traceback" not in done.stderr
    moved = list(pipe.parent.glob("dokodesk.conf.moved-*"))
    assert len(moved) == 1 and stat.S_ISFIFO(os.lstat(moved[0]).st_mode)  # kept, under another name


@pytest.fixture
def config_home(tmp_path, monkeypatch, qapp):
    from PySide6.QtCore import QStandardPaths

    before = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName("dokodesk")  # as the app names itself
    qapp.setApplicationName("dokodesk")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    yield tmp_path / "config"
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, before)
    qapp.setOrganizationName(names[0])
    qapp.setApplicationName(names[1])


def test_a_named_pipe_as_the_organisation_settings_file_is_moved_aside(qapp, config_home, capsys):
    from dokodesk.app.main import check_settings_files

    os.mkfifo(config_home / "dokodesk.conf")  # QSettings() reads this one too
    check_settings_files(qapp)
    assert not os.path.lexists(config_home / "dokodesk.conf")
    assert "a named pipe" in capsys.readouterr().err


def test_a_settings_pipe_that_cannot_be_moved_is_not_read(qapp, config_home, monkeypatch, capsys):
    import dokodesk.private_files as private_files
    from dokodesk.app.main import check_settings_files

    def refuse(path):
        raise OSError(13, "Permission denied", str(path))

    monkeypatch.setattr(private_files, "move_aside", refuse)
    (config_home / "dokodesk").mkdir()
    os.mkfifo(config_home / "dokodesk" / "dokodesk.conf")
    check_settings_files(qapp)
    assert not QSettings().fileName().startswith(str(config_home))  # the pipe is not what QSettings opens
    assert QSettings().value("bot_pace_ms", "default") == "default"
    err = capsys.readouterr().err
    assert "a named pipe" in err and "cannot be moved" in err


def test_a_named_pipe_as_the_settings_lock_does_not_hang_saving_a_setting(tmp_path):
    config = tmp_path / "config"
    (config / "dokodesk").mkdir(parents=True)
    pipe = config / "dokodesk" / "dokodesk.conf.lock"  # Qt reads it before writing the settings
    os.mkfifo(pipe)
    code = ("from PySide6.QtCore import QSettings; from dokodesk.app.main import create_application; "
            "app = create_application(); s = QSettings(); s.setValue('bot_pace_ms', 300); s.sync(); "
            "print('saved', s.status() == QSettings.Status.NoError)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "saved True" in done.stdout
    assert str(pipe) in done.stderr and "a named pipe" in done.stderr


def test_the_app_takes_the_interpreter_lock_back_within_a_millisecond(tmp_path):
    # issue 30.8: with Python's 5 ms the window waited for busy workers at every Qt call
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    code = ("import sys; from dokodesk.app.main import create_application; "
            "before = sys.getswitchinterval(); create_application(); print(before, sys.getswitchinterval())")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    before, after = map(float, done.stdout.split())
    assert before == 0.005 and after <= 0.001
