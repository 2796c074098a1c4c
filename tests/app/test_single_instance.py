"""One dokodesk per database: a second launch raises the running window instead of opening
the same database twice; a lock left by a crashed instance does not keep dokodesk out."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from dokodesk.app.single_instance import LOCK_NAME, SingleInstance


def test_a_second_instance_asks_the_first_to_come_to_the_front(qtbot, tmp_path):
    first = SingleInstance(tmp_path)
    assert first.acquire()
    second = SingleInstance(tmp_path)
    assert not second.acquire()
    with qtbot.waitSignal(first.activated, timeout=3000) as blocker:
        assert second.ask_running_instance([str(tmp_path / "club.json")])
    assert blocker.args == [[str((tmp_path / "club.json").resolve())]]
    first.release()
    third = SingleInstance(tmp_path)
    assert third.acquire()  # released: the next launch is the running one
    third.release()


def test_another_database_is_another_instance(tmp_path):
    a, b = SingleInstance(tmp_path / "a"), SingleInstance(tmp_path / "b")
    assert a.acquire() and b.acquire()
    a.release()
    b.release()


def test_the_lock_of_a_crashed_instance_is_taken_over(tmp_path):
    # A process that took the lock and died without releasing it.
    code = ("import os, sys; from PySide6.QtCore import QLockFile; "
            f"lock = QLockFile({str(tmp_path / LOCK_NAME)!r}); assert lock.tryLock(0); os._exit(0)")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    assert (tmp_path / LOCK_NAME).exists()
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    instance.release()


def test_a_second_launch_of_the_app_ends_and_raises_the_first(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    data = tmp_path / "data"
    first = subprocess.Popen([sys.executable, "-m", "dokodesk", "--data-dir", str(data)], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (data / LOCK_NAME).exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(0.5)
        second = subprocess.run([sys.executable, "-m", "dokodesk", "--data-dir", str(data)], env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running with this database" in second.stderr
        assert first.poll() is None  # the first one runs on
    finally:
        first.terminate()
        first.wait(10)


# ------------------------------------------------------ stale locks (issue 30, point 5)
import contextlib  # noqa: E402
import errno  # noqa: E402
import socket  # noqa: E402
import stat  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_runtime_dir(monkeypatch):
    """A runtime folder of the test's own (short: socket paths are limited to 107 bytes)."""
    folder = tempfile.mkdtemp(prefix="dkrt-")
    monkeypatch.setenv("XDG_RUNTIME_DIR", folder)
    yield Path(folder)
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def another_python():
    """A live Python process that is not dokodesk (its PID in a lock is a reused PID)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield proc.pid
    finally:
        proc.kill()
        proc.wait(10)


def _plant(kind: str, lock: Path, stack: contextlib.ExitStack) -> None:
    if kind == "empty file (power loss)":
        lock.write_bytes(b"")
    elif kind == "garbage":
        lock.write_bytes(b"\x00\xff\x13 not a lock \xfe")
    elif kind == "another host":
        lock.write_text("4242\ndokodesk\nsome-other-host\n")
    elif kind == "a PID now used by another python":
        pid = stack.enter_context(another_python())
        # as Qt's QLockFile writes it: the PID, the program's name, the host
        lock.write_text(f"{pid}\n{Path(os.path.realpath(sys.executable)).name}\n{socket.gethostname()}\n")
    elif kind == "a dangling symlink":
        lock.symlink_to(lock.parent / "gone-away")
    elif kind == "an empty folder":
        lock.mkdir()
    elif kind == "a folder with a file":
        lock.mkdir()
        (lock / "keep.txt").write_text("mine")


@pytest.mark.parametrize("kind", ["empty file (power loss)", "garbage", "another host",
                                  "a PID now used by another python", "a dangling symlink", "an empty folder",
                                  "a folder with a file"])
def test_a_lock_nobody_holds_is_taken_over_and_what_was_there_is_named(tmp_path, kind):
    lock = tmp_path / LOCK_NAME
    with contextlib.ExitStack() as stack:
        _plant(kind, lock, stack)
        before = {p.name for p in tmp_path.iterdir()}
        instance = SingleInstance(tmp_path)
        assert instance.acquire(), f"locked out by {kind}"
        try:
            assert not instance.problem()
            assert stat.S_ISREG(os.lstat(lock).st_mode)
            other = SingleInstance(tmp_path)
            assert not other.acquire() and not other.lock_denied() and not other.problem()  # a real lock now
            found = " ".join(instance.found())
            if kind in ("a dangling symlink", "an empty folder", "a folder with a file"):
                what = {"a dangling symlink": "a symbolic link to nothing"}.get(kind, "a folder")
                assert what in found and str(lock) in found
                moved = {p.name for p in tmp_path.iterdir()} - before
                assert len(moved) == 1 and moved.pop().startswith(LOCK_NAME + ".moved-")  # kept, not deleted
                if kind == "a folder with a file":
                    assert next(tmp_path.glob(LOCK_NAME + ".moved-*/keep.txt")).read_text() == "mine"
            elif kind != "empty file (power loss)":
                assert "held by no process; taken over" in found
        finally:
            instance.release()


def test_a_named_pipe_as_the_lock_does_not_hang_the_start(tmp_path):
    os.mkfifo(tmp_path / LOCK_NAME)
    code = ("import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication; "
            "app = QCoreApplication([]); from dokodesk.app.single_instance import SingleInstance; "
            f"i = SingleInstance(Path({str(tmp_path)!r})); ok = i.acquire(); print(ok, i.found()); "
            "sys.exit(0 if ok else 3)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "a named pipe" in done.stdout
    moved = list(tmp_path.glob(LOCK_NAME + ".moved-*"))
    assert len(moved) == 1 and stat.S_ISFIFO(os.lstat(moved[0]).st_mode)
    assert stat.S_ISREG(os.lstat(tmp_path / LOCK_NAME).st_mode)


def test_a_lock_place_that_cannot_be_cleared_is_named_not_called_a_running_dokodesk(tmp_path, monkeypatch):
    import dokodesk.private_files as private_files

    def refuse(path):
        raise OSError(errno.EBUSY, "Device or resource busy", str(path))

    monkeypatch.setattr(private_files, "move_aside", refuse)
    (tmp_path / LOCK_NAME).mkdir()
    instance = SingleInstance(tmp_path)
    assert not instance.acquire()
    assert not instance.lock_denied()
    problem = instance.problem()
    assert problem and str(tmp_path / LOCK_NAME) in problem and "a folder" in problem


def test_the_lock_is_private_whatever_the_umask(tmp_path):
    old = os.umask(0o002)
    try:
        instance = SingleInstance(tmp_path)
        assert instance.acquire()
    finally:
        os.umask(old)
    try:
        assert stat.S_IMODE((tmp_path / LOCK_NAME).stat().st_mode) == 0o600
    finally:
        instance.release()


def test_an_old_world_readable_lock_is_made_private(tmp_path):
    (tmp_path / LOCK_NAME).write_text("")
    os.chmod(tmp_path / LOCK_NAME, 0o644)
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    try:
        assert stat.S_IMODE((tmp_path / LOCK_NAME).stat().st_mode) == 0o600
    finally:
        instance.release()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="mounting a tmpfs needs root")
def test_a_full_disk_is_no_running_dokodesk(tmp_path):
    disk = tmp_path / "disk"
    disk.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k,mode=0700", "tmpfs", str(disk)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        data = disk / "data"
        data.mkdir()
        fd = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            for chunk in (65536, 4096, 512, 1):
                with contextlib.suppress(OSError):
                    while True:
                        os.write(fd, b"\0" * chunk)
        finally:
            os.close(fd)
        instance = SingleInstance(data)
        taken = instance.acquire()
        assert taken or instance.lock_denied(), "a full disk was taken for a running dokodesk"
        instance.release()
    finally:
        subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def test_the_app_starts_over_a_named_pipe_lock_and_says_what_it_found(tmp_path):
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    os.mkfifo(data / LOCK_NAME)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "dokodesk", "--data-dir", str(data), "--startup-time"], env=env,
                          capture_output=True, text=True, timeout=120)
    said = f"exit {done.returncode}\nstdout: {done.stdout}\nstderr: {done.stderr}"  # failed once under load, unseen since
    assert done.returncode == 0, said
    assert "startup to interactive window" in done.stdout, said
    assert "a named pipe" in done.stderr and str(data / LOCK_NAME) in done.stderr, said
    assert "Traceback" not in done.stderr


# ------------------------------------------------- other users on the machine (point 11)
import hashlib  # noqa: E402
import select  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402

from dokodesk.app import single_instance  # noqa: E402
from dokodesk.app.single_instance import InstanceLock  # noqa: E402
from dokodesk.private_files import runtime_dir  # noqa: E402

NOBODY = 65534
as_root = pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                             reason="playing another user needs root")


@pytest.fixture
def shared_tmp(monkeypatch):
    """A temp folder all users share (mode 1777, like /tmp), and no $XDG_RUNTIME_DIR."""
    folder = Path(tempfile.mkdtemp(prefix="dksh-"))
    os.chmod(folder, 0o1777)
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setenv("TMPDIR", str(folder))  # Qt's temp folder (where it put bare socket names)
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_the_socket_is_in_a_folder_only_its_user_can_enter_whatever_the_umask(tmp_path, shared_tmp):
    old = os.umask(0o002)
    try:
        first = SingleInstance(tmp_path / "data")
        assert first.acquire()
    finally:
        os.umask(old)
    try:
        sockets = [p for p in shared_tmp.rglob("*") if stat.S_ISSOCK(os.lstat(p).st_mode)]
        assert len(sockets) == 1
        folder = os.lstat(sockets[0].parent)
        assert sockets[0].parent != shared_tmp and stat.S_ISDIR(folder.st_mode)
        assert stat.S_IMODE(folder.st_mode) == 0o700 and folder.st_uid == os.geteuid()
        assert not stat.S_IMODE(os.lstat(sockets[0]).st_mode) & 0o077
    finally:
        first.release()


def _as_nobody(work) -> tuple[int, int]:
    """Run `work(report_fd)` in a child process as user nobody; returns (pid, read end of its report)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            os.close(read)
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            work(write)
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _listen_and_report(path: str, bind_as_root: bool = False):
    """A stranger's socket at `path`: whatever a client sends goes to the report pipe."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    if bind_as_root:
        server.bind(path)

    def work(report: int) -> None:
        if not bind_as_root:
            server.bind(path)
        server.listen(1)  # the peer's credentials are those of listen()'s caller
        os.write(report, b"ready\n")
        server.settimeout(20)
        conn, _ = server.accept()
        conn.settimeout(5)
        os.write(report, b"got:" + conn.recv(4096) + b"\n")

    return work


def _wait_ready(read: int) -> None:
    ready, _, _ = select.select([read], [], [], 20)
    assert ready and os.read(read, 6) == b"ready\n"


def _stop(pid: int, read: int) -> bytes:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    got = b""
    while chunk := os.read(read, 4096):
        got += chunk
    os.close(read)
    return got


@as_root
def test_a_socket_another_user_put_at_the_old_name_gets_nothing(qtbot, tmp_path, shared_tmp, monkeypatch):
    from PySide6.QtNetwork import QLocalServer

    # A user cannot delete another user's socket in a sticky folder (root could): as a user would.
    monkeypatch.setattr(QLocalServer, "removeServer", staticmethod(lambda name: False))
    data = tmp_path / "data"
    data.mkdir()
    old_name = shared_tmp / f"dokodesk-{hashlib.sha1(str(data.resolve()).encode()).hexdigest()[:16]}"
    pid, read = _as_nobody(_listen_and_report(str(old_name)))
    try:
        _wait_ready(read)
        first = SingleInstance(data)
        assert first.acquire()
        try:
            second = SingleInstance(data)
            assert not second.acquire()
            with qtbot.waitSignal(first.activated, timeout=5000) as blocker:
                assert second.ask_running_instance([str(tmp_path / "club.json")])
            assert blocker.args == [[str((tmp_path / "club.json").resolve())]]  # the own window came forward
        finally:
            first.release()
    finally:
        got = _stop(pid, read)
    assert b"club.json" not in got, got  # it may see the connection, never the path


@as_root
def test_a_private_folder_another_user_made_first_is_refused(tmp_path, shared_tmp):
    squatted = shared_tmp / f"dokodesk-{os.geteuid()}"
    squatted.mkdir()
    os.chown(squatted, NOBODY, NOBODY)
    os.chmod(squatted, 0o777)
    with pytest.raises(OSError, match="belongs to another user") as caught:
        runtime_dir()
    assert str(squatted) in str(caught.value)
    data = tmp_path / "data"
    first = SingleInstance(data)
    assert first.acquire()  # the lock holds without a socket
    try:
        assert list(squatted.iterdir()) == []  # nothing of ours went into their folder
        assert not SingleInstance(data).ask_running_instance([str(tmp_path / "club.json")])
    finally:
        first.release()


@as_root
def test_a_socket_of_another_user_at_our_name_is_sent_nothing(tmp_path, shared_tmp, monkeypatch):
    # The peer check on its own: the folder is open (as if the private one had been lost).
    monkeypatch.setattr(single_instance, "runtime_dir", lambda: shared_tmp)
    data = tmp_path / "data"
    data.mkdir()
    holder = InstanceLock(data / LOCK_NAME)  # a running dokodesk without its socket
    assert holder.acquire()
    name = single_instance.server_name(data)
    pid, read = _as_nobody(_listen_and_report(name, bind_as_root=True))
    try:
        _wait_ready(read)
        second = SingleInstance(data)
        assert not second.ask_running_instance([str(tmp_path / "club.json")])
        # the player is told why it did not come to the front, not only "Close it first" (issue 40)
        from dokodesk.app.main import already_running_text

        assert second.unanswered() == f"the socket {name} belongs to another user; nothing was sent to it"
        assert not second.acquire()
        text = already_running_text(data, second)
        assert f"(process {os.getpid()} on host {socket.gethostname()})" in text
        assert f"did not come to the front: the socket {name} belongs to another user" in text
    finally:
        got = _stop(pid, read)
        holder.release()
    assert b"club.json" not in got, got  # it may see the connection, never the path


@as_root
def test_a_connection_from_another_user_imports_nothing(qtbot, tmp_path, shared_tmp, monkeypatch):
    monkeypatch.setattr(single_instance, "runtime_dir", lambda: shared_tmp)
    old = os.umask(0)
    try:
        first = SingleInstance(tmp_path / "data")
        assert first.acquire()
    finally:
        os.umask(old)
    name = single_instance.server_name(tmp_path / "data")
    os.chmod(name, 0o777)  # the socket's own mode is no guard here: the peer check is

    def connect(report: int) -> None:
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        client.connect(name)
        client.sendall(b'["/tmp/theirs.json"]')
        os.write(report, b"ready\n")
        client.settimeout(10)
        try:
            ended = client.recv(10) == b""
        except ConnectionResetError:  # abort()
            ended = True
        if ended:
            os.write(report, b"closed\n")

    # The window ends every connection it took, refused (abort) or served (the files read, then
    # activated in the same slot): once the other user's side sees the end, the window has
    # decided. Waited for, not a fixed 2 s that the signal might have come in.
    activated: list = []
    first.activated.connect(activated.append)
    pid, read = _as_nobody(connect)
    try:
        _wait_ready(read)
        qtbot.waitUntil(lambda: bool(select.select([read], [], [], 0)[0]), timeout=10000)
        assert os.read(read, 7) == b"closed\n"
        qtbot.wait(20)
        assert activated == []
    finally:
        _stop(pid, read)
        first.release()


def test_a_live_holder_is_named(tmp_path):
    first = SingleInstance(tmp_path)
    assert first.acquire()
    try:
        second = SingleInstance(tmp_path)
        assert not second.acquire() and not second.lock_denied() and not second.problem()
        assert second.holder() == f"a lock of process {os.getpid()} on host {socket.gethostname()}"
    finally:
        first.release()
    assert (tmp_path / LOCK_NAME).read_bytes() == b""  # released: nothing claims it any more


# ------------------------------------------------- a symbolic link as the lock (issue 40, point 5)
@pytest.mark.parametrize("target_kind", ["a regular file", "nothing"])
def test_a_symlink_as_the_lock_is_moved_aside_and_its_target_left_alone(tmp_path, target_kind, caplog):
    """The lock is opened with O_NOFOLLOW: a link there, even to a regular file, failed that open
    three times and locked the player out ("keeps changing"). The link is moved aside (renamed:
    its target is never opened), the log and found() say what it was, and the lock is taken."""
    data = tmp_path / "data"
    data.mkdir()
    target = tmp_path / "elsewhere.txt"
    if target_kind == "a regular file":
        target.write_bytes(b"someone else's file\n")
        os.chmod(target, 0o644)
        before = os.stat(target)
    lock = data / LOCK_NAME
    lock.symlink_to(target)
    instance = SingleInstance(data)
    with caplog.at_level("WARNING", logger="dokodesk.app.single_instance"):
        taken = instance.acquire()
    try:
        assert taken, instance.problem()
        assert not instance.problem()
        assert stat.S_ISREG(os.lstat(lock).st_mode)  # a lock file of its own now
        found = " ".join(instance.found())
        assert f"a symbolic link to {target_kind}" in found and str(lock) in found
        assert f"a symbolic link to {target_kind}" in caplog.text
        moved = list(data.glob(LOCK_NAME + ".moved-*"))
        assert len(moved) == 1 and os.readlink(moved[0]) == str(target)  # the link kept, pointing where it did
        if target_kind == "a regular file":
            assert target.read_bytes() == b"someone else's file\n"  # not truncated, not written
            now = os.stat(target)
            assert (now.st_ino, now.st_size, now.st_mtime_ns, stat.S_IMODE(now.st_mode)) == (
                before.st_ino, before.st_size, before.st_mtime_ns, 0o644)
        else:
            assert not target.exists()  # no file made behind the link
        other = SingleInstance(data)
        assert not other.acquire() and not other.problem()  # a real lock now
    finally:
        instance.release()
