"""The command line (issue 12, points 6 and 8 and the guard): out-of-range arguments get a clear
message; nothing unexpected ends in a traceback; written files are durable; a lost game row is
said, not silently skipped."""

from __future__ import annotations

import argparse
import os
import random
import sqlite3

import pytest
from store_helpers import make_set, set_doc, write_doc

from dokodesk import cli
from dokodesk.cli import EXIT_UNEXPECTED, main
from dokodesk.dodge import setfile
from dokodesk.store import DB_NAME, Store, StoreError
from dokodesk.store.schema import LOG_NAME


def run(capsys, *argv) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse's usage errors
        code = exit_.code
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Traceback" not in text, (argv, text)
    return code, text


@pytest.mark.parametrize("argv, expected", [
    (["simulate", "s.json", "--tables", "5", "--workers", str(10**20), "-o", "o.json"], "--workers: must be 1 to 256"),
    (["simulate", "s.json", "--tables", str(10**23), "-o", "o.json"], "--tables: must be 1 to 100,000"),
    (["simulate", "s.json", "--tables", "1e23", "-o", "o.json"], "--tables: must be a whole number"),
    (["duel", "simple", "simple", "--deals", "1e23"], "--deals: must be a whole number"),
    (["duel", "simple", "simple", "--deals", str(10**23)], "--deals: must be 1 to 100,000"),
    (["generate", "--deals", str(10**23), "--seed", "1", "-o", "x.json"], "--deals must be 1 to 100,000"),
    (["standings", "\udcff"], "'\\udcff' is not a set id"),
    (["close", "\udcff"], "the argument '\\udcff' is not UTF-8 text"),
    (["league", "sperrmonat", "--chosen", "2026-1"], "not a month '2026-1'"),
    (["league", "sperrmonat", "--month", " 2026-11"], "not a month"),
    (["league", "eternal", "--league-points", "1", "--points", "1" + "0" * 400, "--games", "1", "--months", "3"],
     "a number is too large"),
])
def test_out_of_range_arguments_get_a_clear_message(capsys, tmp_path, monkeypatch, argv, expected):
    monkeypatch.chdir(tmp_path)
    code, text = run(capsys, *argv)
    assert code == 2
    assert expected in text


def test_simulate_refuses_more_logged_games_than_a_set_file_holds(capsys, tmp_path):
    path = write_doc(tmp_path / "s.json", set_doc(make_set(n_deals=3)))
    code, text = run(capsys, "simulate", str(path), "--tables", "40000", "-o", str(tmp_path / "o.json"))
    assert code == 2 and "120,000 games with logs; a file holds at most 100,000" in text


def test_seeds_of_any_digits_do_not_crash_generate(capsys, tmp_path):
    for seed in ("²", "9" * 5000, "٣"):
        code, text = run(capsys, "generate", "--deals", "1", "--seed", seed, "--id", "x", "-o", str(tmp_path / "x.json"))
        assert code == 0, text


def test_a_seeded_fuzz_of_every_command_s_arguments(capsys, tmp_path, monkeypatch):
    """Random nasty values in every option of every command: exit 0, 1 or 2 with a message,
    never the unexpected (70) and never a traceback. Each option gets a valid value or a nasty
    one, so that a good share of the draws passes argparse and runs the command's body with
    nasty values in the other options; argparse alone (exit 2 before the body) proves little."""
    monkeypatch.chdir(tmp_path)
    set_path = write_doc(tmp_path / "s.json", set_doc(make_set(n_deals=1, logs=1)))
    os.mkfifo(tmp_path / "pipe") if hasattr(os, "mkfifo") else None
    nasty = ["0", "-1", str(2**63), str(10**30), "1e23", "nan", "", "\udcff", "x" * 5000, "-", "--", "2026-13",
             "2026-1", "0000-00", "99999-01", str(tmp_path), str(tmp_path / "pipe"), str(tmp_path / "missing.json"),
             str(set_path), "simple", "3", "1", "koenigsliga", "season"]
    # The fuzz is about arguments, not the field's strength: a quick default field for simulate.
    monkeypatch.setattr("dokodesk.bots.simulate.DEFAULT_MIX", (("simple", 1.0),))
    # Values each option accepts; the body may still refuse them (a set not in the database...).
    valid = {
        "FILE": [str(set_path)], "SET": ["t-set", "fuzz"], "BOT": ["random", "simple"],
        "--set": [str(set_path)], "--deals": ["1", "2"], "--seed": ["7", "fuzz"], "--cards": ["48", "40"],
        "--id": ["fuzz-set"], "--field": ["simulated", "club"], "-o": ["out.json", "out.json.gz"],
        "--me": ["Alice"], "--workers": ["1"], "--points": ["1200", "-30"], "--games": ["40", "1"],
        "--class": ["koenigsliga", "1"], "--place": ["1", "50"], "--class-size": ["100"],
        "--date": ["2026-11-30"], "--league-points": ["900"], "--months": ["3", "12"],
        "--solo-points": ["50"], "--solos": ["10"], "--won": ["6"], "--window": ["season", "eternal"],
        "--month": ["2026-11"], "--today": ["2026-12-01"], "--chosen": ["2026-08"],
    }
    commands = {
        "check": ["FILE", "--set", "--json"], "generate": ["--deals", "--seed", "--cards", "--id", "--field", "-o"],
        "import": ["FILE", "--me"], "sets": ["--json"], "standings": ["SET", "--json"],
        "rally": ["FILE", "FILE", "--json"], "close": ["SET", "--json"], "stars": ["--json"],
        "duel": ["BOT", "BOT", "--seed", "--cards"], "simulate": ["FILE", "--seed", "--workers", "-o"],
        "league month": ["--points", "--games", "--exact-average"],
        "league points": ["--class", "--place", "--class-size"],
        "league season": ["--points", "--games", "--date"],
        "league eternal": ["--league-points", "--points", "--games", "--months"],
        "league solo": ["--solo-points", "--games", "--solos", "--won", "--window"],
        "league sperrmonat": ["--month", "--today", "--chosen"],
    }
    # A draw reaches the command's body when argparse accepts it (main calls the handler next).
    parsed = []
    real_parse_args = argparse.ArgumentParser.parse_args

    def spy(parser, *args, **kwargs):
        namespace = real_parse_args(parser, *args, **kwargs)
        parsed.append(namespace)
        return namespace

    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", spy)
    rng = random.Random(12)
    reached = {name: 0 for name in commands}  # draws that ran the body
    reached_nasty = {name: 0 for name in commands}  # ... with a nasty value in some option
    for name, options in commands.items():
        for _ in range(30):
            argv = name.split()
            nasty_in = False
            for option in options:
                if option in ("--json", "--exact-average"):
                    if rng.random() < 0.5:
                        argv.append(option)
                    continue
                bad = rng.random() < 0.2
                value = rng.choice(nasty) if bad else rng.choice(valid[option])
                if option.isupper():
                    argv.append(value)
                elif rng.random() < 0.95:
                    argv += [option, value]
                else:
                    bad = False
                nasty_in = nasty_in or bad
            if name == "duel":
                argv += ["--deals", "1"]
            if name == "simulate":
                argv += ["--tables", "1"]
            parsed.clear()
            code, text = run(capsys, *argv)
            assert code in (0, 1, 2), (argv, code, text)
            if parsed:
                reached[name] += 1
                reached_nasty[name] += nasty_in
    # Every command ran its body several times, and with nasty values where argparse lets any
    # through (sets and stars take none; sperrmonat's types refuse every one of them).
    assert [name for name, n in reached.items() if n < 5] == [], reached
    checked_by_types = ("sets", "stars", "league sperrmonat")
    assert [name for name, n in reached_nasty.items() if n == 0 and name not in checked_by_types] == [], reached_nasty


def test_an_unexpected_error_is_one_line_and_a_log(capsys, fresh_data_dir, monkeypatch):
    from dokodesk.store import cli as store_cli

    def broken(args):
        raise RuntimeError("a bug nobody foresaw")

    monkeypatch.setattr(store_cli, "run_sets", broken)
    code, text = run(capsys, "sets")
    assert code == EXIT_UNEXPECTED
    assert text.count("\n") == 1 and "RuntimeError: a bug nobody foresaw" in text and LOG_NAME in text
    log = (fresh_data_dir / LOG_NAME).read_text()
    assert "Traceback" in log and "a bug nobody foresaw" in log and "dokodesk sets" in log


def test_the_error_log_is_private_even_when_an_older_dokodesk_left_it_readable(fresh_data_dir):
    import stat

    fresh_data_dir.mkdir(mode=0o700)
    old = fresh_data_dir / LOG_NAME
    old.write_text("from the app of an older dokodesk\n")
    os.chmod(old, 0o644)
    try:
        raise ValueError("x")
    except ValueError as exc:
        assert cli.log_unexpected(exc, None, "test") == str(old)
    assert stat.S_IMODE(old.stat().st_mode) == 0o600
    assert old.read_text().startswith("from the app")  # appended, not replaced


def test_the_error_log_falls_back_to_the_private_runtime_folder(capsys, fresh_data_dir, monkeypatch, tmp_path):
    fresh_data_dir.write_text("a file where the data folder should be")
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    try:
        raise ValueError("x")
    except ValueError as exc:
        where = cli.log_unexpected(exc, None, "test")
    assert where == str(runtime / LOG_NAME)


def test_the_fallback_log_follows_no_link_another_user_put_in_the_temp_folder(fresh_data_dir, monkeypatch, tmp_path):
    """Issue 30, point 11: a link at the fallback log's name in the shared temp folder made the
    CLI append its traceback to a file of the victim's."""
    import stat
    import tempfile

    fresh_data_dir.write_text("a file where the data folder should be")
    shared = tmp_path / "tmp"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    victim = tmp_path / "victims-notes.txt"
    victim.write_text("mine\n")
    (shared / f"dokodesk-{LOG_NAME}").symlink_to(victim)  # the name the log had there
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setenv("TMPDIR", str(shared))
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    old = os.umask(0o002)
    try:
        raise ValueError("x")
    except ValueError as exc:
        where = cli.log_unexpected(exc, None, "test")
    finally:
        os.umask(old)
    assert victim.read_text() == "mine\n"
    private = shared / f"dokodesk-{os.geteuid()}"
    assert where == str(private / LOG_NAME)
    assert stat.S_IMODE(os.lstat(private).st_mode) == 0o700 and stat.S_IMODE(os.stat(where).st_mode) == 0o600
    with open(where) as f:
        assert "ValueError" in f.read()


def test_a_link_at_the_log_in_the_private_folder_is_not_followed(fresh_data_dir, monkeypatch, tmp_path):
    fresh_data_dir.write_text("a file where the data folder should be")
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    victim = tmp_path / "victims-notes.txt"
    victim.write_text("mine\n")
    (runtime / LOG_NAME).symlink_to(victim)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    try:
        raise ValueError("x")
    except ValueError as exc:
        where = cli.log_unexpected(exc, None, "test")
    assert victim.read_text() == "mine\n"
    assert where.startswith("nowhere")


# ------------------------------------------------------------------------------ durability
def test_write_json_syncs_the_data_before_the_rename_and_the_folder_after(tmp_path, monkeypatch):
    order = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        order.append(("fsync", os.path.isdir(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else None))
        real_fsync(fd)

    def replace(a, b):
        order.append(("replace", None))
        real_replace(a, b)

    monkeypatch.setattr(setfile.os, "fsync", fsync)
    monkeypatch.setattr(setfile.os, "replace", replace)
    setfile.write_set(make_set(n_deals=1), tmp_path / "s.json.gz")
    assert [step for step, _ in order] == ["fsync", "replace", "fsync"]
    if os.path.exists("/proc/self/fd"):
        assert [is_dir for _, is_dir in order] == [False, None, True]
    assert setfile.read_set(tmp_path / "s.json.gz").id == "t-set"


def test_save_progress_fails_loudly_when_the_game_row_is_gone(fresh_data_dir, monkeypatch):
    dodge_set = make_set(n_deals=1)
    with Store.open() as store:
        store.import_set(dodge_set)
        game_id = store.start_game(dodge_set.id, 1, 0, False)
        real = type(store)._game_and_deal

        def vanishing(self, gid):  # another window deletes the set between the read and the write
            found = real(self, gid)
            other = sqlite3.connect(fresh_data_dir / DB_NAME)
            other.execute("DELETE FROM games WHERE id = ?", (gid,))
            other.commit()
            other.close()
            return found

        monkeypatch.setattr(type(store), "_game_and_deal", vanishing)
        with pytest.raises(StoreError, match="no longer in progress"):
            store.save_progress(game_id, [])


def test_rally_streams_the_same_json_and_text_it_built_whole(capsys, tmp_path):
    import json as json_module

    from fuzzing import base_files

    from dokodesk.dodge.setfile import read_set
    from dokodesk.store.rally import rally

    _, _, set_path = base_files(tmp_path)
    expected = rally(read_set(set_path))
    assert main(["rally", str(set_path), "--json"]) == 0
    assert json_module.loads(capsys.readouterr().out) == expected.to_json()
    assert main(["rally", str(set_path)]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[0] == f"set {expected.set_id}: {len(expected.results)} results"
    assert len(text.splitlines()) == 1 + len(expected.results) + 2 + len(expected.players)


def test_the_command_line_and_the_app_log_to_one_file(tmp_path):
    """The file's name is worded once (store.schema.LOG_NAME); the app's log handler uses it."""
    import logging

    from dokodesk.app.main import setup_logging

    path = setup_logging(tmp_path)
    try:
        assert path == tmp_path / LOG_NAME == tmp_path / "dokodesk.log"
    finally:
        for handler in list(logging.getLogger().handlers):
            if getattr(handler, "baseFilename", None) == str(path):
                logging.getLogger().removeHandler(handler)
                handler.close()
