"""The top-level command line: files without a command open the app; commands keep theirs."""

import subprocess
import sys

from dokodesk.cli import _split_open_files


def test_files_without_a_command_are_opened_by_the_app(tmp_path):
    set_file = tmp_path / "a.json.gz"
    set_file.write_bytes(b"x")
    assert _split_open_files([str(set_file)]) == ([str(set_file)], [])
    assert _split_open_files(["--data-dir", str(tmp_path), str(set_file)]) == ([str(set_file)], ["--data-dir", str(tmp_path)])
    assert _split_open_files(["check", str(set_file)]) == ([], ["check", str(set_file)])
    assert _split_open_files([str(tmp_path / "missing.json")]) == ([], [str(tmp_path / "missing.json")])


def test_cli_commands_do_not_load_qt():
    code = ("import sys; from dokodesk.cli import main, build_parser; build_parser(); "
            "assert not any(m.startswith('PySide6') for m in sys.modules), sorted(m for m in sys.modules if 'PySide' in m)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_every_command_is_mapped_to_the_package_that_registers_it():
    import argparse

    from dokodesk.cli import _COMMANDS, _PACKAGES, build_parser

    def commands(parser):
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        return set(action.choices)

    assert commands(build_parser()) == set(_COMMANDS)
    for package in _PACKAGES:
        assert commands(build_parser([package])) == {c for c, p in _COMMANDS.items() if p == package}
