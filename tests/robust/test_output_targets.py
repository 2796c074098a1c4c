"""Every writer refuses an existing target that is not a regular file (issue 17, point 5):
os.replace put the new file in place of a named pipe or a device node (as root, `-o /dev/null`
replaced /dev/null)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from store_helpers import make_set, set_doc, write_doc

from dokodesk.cli import main
from dokodesk.dodge.setfile import check_output_target, write_set


def targets(tmp_path: Path) -> list[tuple[Path, callable]]:
    """A named pipe, a folder, a symbolic link to a pipe and (as root) a character device."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    link = tmp_path / "link.json"
    link.symlink_to(fifo)
    out = [(fifo, stat.S_ISFIFO), (folder, stat.S_ISDIR), (link, stat.S_ISFIFO)]
    if os.geteuid() == 0:
        device = tmp_path / "null.json"
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # what /dev/null is
        out.append((device, stat.S_ISCHR))
    return out


def assert_left_alone(path: Path, kind) -> None:
    assert kind(os.stat(path).st_mode), f"{path} was replaced"
    leftovers = [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_the_writer_refuses_what_is_not_a_regular_file(tmp_path):
    dodge_set = make_set(n_deals=1)
    for path, kind in targets(tmp_path):
        with pytest.raises(OSError, match="not a regular file"):
            write_set(dodge_set, path)
        assert_left_alone(path, kind)
    regular = tmp_path / "old.json"
    regular.write_text("old")
    write_set(dodge_set, regular)  # a regular file is replaced as before
    assert regular.read_text().startswith("{")
    check_output_target(tmp_path / "new.json")  # a new name is fine


def writer_argv(command: str, set_file: Path, path: Path) -> list[str]:
    """The command line of one of the three writers, writing to `path`."""
    if command == "generate":
        return ["generate", "--seed", "1", "--deals", "2", "-o", str(path)]
    option = "-o" if command == "simulate -o" else "--results"
    # the strong bot at every seat: the default field's expert seats took a second of CPU a
    # table, and where the file goes does not depend on who played
    return ["simulate", str(set_file), "--tables", "1", "--workers", "1", "--mix", "strong:1", option, str(path)]


@pytest.mark.parametrize("command", ["generate", "simulate -o", "simulate --results"])
def test_the_commands_refuse_such_a_target(tmp_path, capsys, command):
    set_file = write_doc(tmp_path / "set.json", set_doc(make_set(n_deals=1, set_id="s1")))
    folder = tmp_path / command.replace(" ", "_")
    folder.mkdir()
    for path, kind in targets(folder):
        argv = writer_argv(command, set_file, path)
        code = main(argv)
        err = capsys.readouterr().err
        assert code == 2, (argv, err)
        assert "not a regular file" in err and str(path) in err and "Traceback" not in err
        assert_left_alone(path, kind)


@pytest.mark.parametrize("command", ["generate", "simulate -o", "simulate --results"])
def test_a_link_stays_a_link_and_its_target_gets_the_file(tmp_path, capsys, command):
    """Issue 30.4: `-o link.json` turned the link into a regular file; the file goes to the
    link's target instead, through a chain of links and to a dangling one's target."""
    set_file = write_doc(tmp_path / "set.json", set_doc(make_set(n_deals=1, set_id="s1")))
    real = tmp_path / "real.json"
    real.write_text("old")
    chain = tmp_path / "chain.json"
    chain.symlink_to(real)
    link = tmp_path / "link.json"
    link.symlink_to(chain)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "not-yet.json")
    for path, target in ((link, real), (dangling, tmp_path / "not-yet.json")):
        argv = writer_argv(command, set_file, path)
        assert main(argv) == 0, capsys.readouterr().err
        assert path.is_symlink() and chain.is_symlink()
        assert target.is_file() and not target.is_symlink()
        assert '"format":"dokodesk-' in target.read_text()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("command", ["generate", "simulate -o", "simulate --results"])
def test_outputs_are_private_whatever_the_umask(tmp_path, capsys, command):
    """Issue 30.12: the outputs were 0644, and overwriting a 0600 file made it 0644. User data is
    0600; an old file's stricter mode stays."""
    set_file = write_doc(tmp_path / "set.json", set_doc(make_set(n_deals=1, set_id="s1")))
    new, private, strict = tmp_path / "new.json", tmp_path / "private.json", tmp_path / "strict.json"
    for path, mode in ((private, 0o600), (strict, 0o400)):
        path.write_text("old")
        os.chmod(path, mode)
    old = os.umask(0o002)
    try:
        for path in (new, private, strict):
            argv = writer_argv(command, set_file, path)
            assert main(argv) == 0, capsys.readouterr().err
    finally:
        os.umask(old)
    for path, mode in ((new, 0o600), (private, 0o600), (strict, 0o400)):
        assert '"format":"dokodesk-' in path.read_text()
        assert stat.S_IMODE(path.stat().st_mode) == mode, path.name
