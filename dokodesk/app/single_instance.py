"""One dokodesk per database.

Two windows on one database would save the same game twice and fight over the write lock.
The first instance holds an OS lock (flock) on `dokodesk.lock` beside the database and listens
on a local socket in the user's private runtime folder; a second launch finds the lock held,
asks the running one to come to the front (and to import the files it was given) and ends.

"Held" means a live process holds the lock, not that a file exists: the kernel drops a lock
with its process, so whatever a crash, a power loss or another host left in the file (nothing,
garbage, a PID now used by another program) is taken over. Something other than a regular file
there (a folder, a named pipe, a symbolic link) is moved aside, and the log says what it was.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import socket as pysocket
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from dokodesk.private_files import PRIVATE, NotAFileError, clear_non_file, runtime_dir, same_user

try:
    import fcntl
except ImportError:  # Windows: QLockFile there (it checks whether the holder's process lives)
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)
translate = QCoreApplication.translate
LOCK_NAME = "dokodesk.lock"
# Errors that say this folder takes no lock at all (read-only media, a full disk, a file system
# without locks): no other instance can write there either; the store then says what is wrong.
_NO_LOCK_HERE = {errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC),
                 errno.ENOLCK, getattr(errno, "ENOTSUP", errno.EOPNOTSUPP), errno.EOPNOTSUPP}


def server_name(data_dir: Path) -> str:
    """The local socket per data directory, in the user's private runtime folder (0700: no other
    user can connect to it or take its name first). Short: some systems limit socket paths."""
    digest = hashlib.sha1(str(data_dir.resolve()).encode()).hexdigest()[:16]
    try:
        return str(runtime_dir() / f"dokodesk-{digest}")
    except OSError as exc:
        log.warning("single instance: no private runtime folder (%s); no socket", exc)
        return ""


def _found(content: bytes) -> str:
    """What a lock file held, for the log."""
    if not content.strip():
        return "an empty lock file"
    lines = content.decode("utf-8", "replace").split("\n")
    if len(lines) >= 3 and lines[0].strip().isdigit():
        return f"a lock of process {lines[0].strip()} on host {lines[2].strip()[:64] or '?'}"
    return f"a lock file holding {content[:40]!r}"


def _process(content: bytes) -> tuple[int, str] | None:
    """(process id, host) that a lock file names, or None."""
    lines = content.decode("utf-8", "replace").split("\n")
    if len(lines) >= 3 and lines[0].strip().isdigit() and len(lines[0].strip()) < 10:
        return int(lines[0].strip()), lines[2].strip()[:64]
    return None


class InstanceLock:
    """The OS lock on `path`. `acquire()`: True when taken; False when a live process holds it,
    or when it cannot be taken (`denied`: the folder takes no lock; `problem`: a message)."""

    def __init__(self, path: Path):
        self.path = path
        self.denied = False
        self.problem: str | None = None
        self.found: list[str] = []  # what was taken over or moved aside, for the log and stderr
        self.holder = ""  # what the lock file says about the live process that holds it
        self.holder_process: tuple[int, str] | None = None  # (process id, host) it names
        self._fd: int | None = None

    def acquire(self) -> bool:
        for _ in range(3):  # again when the file was replaced between opening and locking
            try:
                # a link too, even to a regular file: the open below refuses one (O_NOFOLLOW)
                moved = clear_non_file(self.path, follow_links=False)
            except NotAFileError as exc:
                self.problem = exc.strerror
                return False
            if moved:
                self.found.append(moved)
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                             | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0), PRIVATE)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):
                    continue  # something else appeared there: cleared on the next round
                return self._cannot(exc)
            try:
                taken = self._lock(fd)
            except BaseException:
                os.close(fd)
                raise
            if taken is None:
                os.close(fd)
                continue
            if not taken:
                os.close(fd)
                return False
            self._fd = fd
            for line in self.found:
                log.warning("single instance: %s", line)
            return True
        self.problem = f"{self.path} keeps changing; dokodesk cannot take its lock"
        return False

    def _cannot(self, exc: OSError) -> bool:
        if exc.errno in _NO_LOCK_HERE:
            self.denied = True
            log.warning("single instance: no lock in %s (%s)", self.path.parent, exc.strerror or exc)
        else:
            self.problem = f"{self.path}: {exc.strerror or exc}"
        return False

    def _lock(self, fd: int) -> bool | None:
        """True: locked; False: held by a live process (or refused, see `_cannot`); None: the
        name now points elsewhere, try again."""
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # a named pipe swapped in after the check
            return None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            try:
                content = os.pread(fd, 200, 0)
                self.holder, self.holder_process = _found(content), _process(content)
            except OSError:
                pass
            return False
        except OSError as exc:
            return self._cannot(exc)
        try:
            now = os.lstat(self.path)
        except OSError:
            return None
        if (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino):
            return None  # an older dokodesk deleted the file as it quit: lock the one there now
        try:
            content = os.pread(fd, 200, 0)
            if content:
                self.found.append(f"{self.path}: {_found(content)}, held by no process; taken over")
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\ndokodesk\n{pysocket.gethostname()}\n".encode(), 0)  # for people
            if stat.S_IMODE(st.st_mode) & ~PRIVATE:
                os.fchmod(fd, PRIVATE)
        except OSError:
            pass  # a full disk: the lock itself holds, the words in it are only for people
        return True

    def release(self) -> None:
        """Unlock (the file stays: deleting it would let a launch lock a name nobody else sees)."""
        if self._fd is not None:
            try:
                os.ftruncate(self._fd, 0)
            except OSError:
                pass
            os.close(self._fd)
            self._fd = None


class _QtLock:
    """Where there is no flock (Windows)."""

    def __init__(self, path: Path):
        self._lock = QLockFile(str(path))
        self._lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
        self.problem: str | None = None
        self.found: list[str] = []
        self.holder = ""
        self.holder_process: tuple[int, str] | None = None

    def acquire(self) -> bool:
        if self._lock.tryLock(100):
            return True
        pid, host, _app = self._lock.getLockInfo()  # (0, "", "") when it says nothing
        if pid > 0:
            self.holder, self.holder_process = f"a lock of process {pid} on host {host or '?'}", (pid, host)
        return False

    @property
    def denied(self) -> bool:
        return self._lock.error() == QLockFile.LockError.PermissionError

    def release(self) -> None:
        self._lock.unlock()


class SingleInstance(QObject):
    """`acquire()` True: this is the only instance (it then listens); False: another runs, or
    the lock cannot be had (`lock_denied()`, `problem()`)."""

    activated = Signal(list)  # a second launch asked for the window (and these files)

    def __init__(self, data_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        data_dir.mkdir(parents=True, exist_ok=True)
        self._name = server_name(data_dir)
        self._lock = InstanceLock(data_dir / LOCK_NAME) if fcntl is not None else _QtLock(data_dir / LOCK_NAME)
        self._server: QLocalServer | None = None
        self._unanswered = ""

    def acquire(self) -> bool:
        if not self._lock.acquire():
            return False
        if self._name:
            QLocalServer.removeServer(self._name)  # a socket file a crashed instance left behind
            self._server = QLocalServer(self)
            self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            if not self._server.listen(self._name):
                log.warning("single instance: cannot listen on %s: %s", self._name, self._server.errorString())
            else:
                self._server.newConnection.connect(self._on_connection)
        return True

    def lock_denied(self) -> bool:
        """The lock could not be taken because the folder takes none (read-only media, a full
        disk): no other instance can write there either."""
        return self._lock.denied

    def problem(self) -> str | None:
        """Why the lock could not be taken, when it is not held by another instance: something
        in its place that could not be moved aside (the message names the path and what it is)."""
        return self._lock.problem

    def holder(self) -> str:
        """Who holds the lock, as its file says ("a lock of process 12 on host x"; may be empty)."""
        return self._lock.holder

    def holder_process(self) -> tuple[int, str] | None:
        """(process id, host) of the lock's holder as its file says, or None (it says nothing)."""
        return self._lock.holder_process

    def unanswered(self) -> str:
        """Why `ask_running_instance` got no answer, in the player's words (translated); "" before
        it was asked or when it answered."""
        return self._unanswered

    def found(self) -> list[str]:
        """What stood in the lock's place and was taken over or moved aside (sentences)."""
        return list(self._lock.found)

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.release()

    def _on_connection(self) -> None:
        assert self._server is not None
        socket = self._server.nextPendingConnection()
        if socket is None:
            return
        if not same_user(int(socket.socketDescriptor())):
            log.warning("single instance: a connection from another user refused")
            socket.abort()
            socket.deleteLater()
            return
        if socket.bytesAvailable() == 0:
            socket.waitForReadyRead(1000)
        try:
            files = json.loads(bytes(socket.readAll().data()).decode() or "[]")
        except ValueError:
            files = []
        socket.disconnectFromServer()
        socket.deleteLater()
        if not isinstance(files, list):
            files = []
        self.activated.emit([str(f) for f in files if isinstance(f, str)])

    def ask_running_instance(self, files: list[str]) -> bool:
        """Another instance holds the lock: ask it to come to the front. False: it did not answer
        (or the socket is not this user's: then nothing was sent). `unanswered()` says why (issue
        40: the player read only "Close it first", the reason was in the log)."""
        self._unanswered = ""
        if not self._name:
            self._unanswered = translate("SingleInstance", "this user has no private folder for its socket")
            return False
        socket = QLocalSocket()
        socket.connectToServer(self._name)
        if not socket.waitForConnected(1000):
            self._unanswered = _not_connected(socket.error(), self._name)
            log.warning("single instance: no answer on %s: %s", self._name, socket.errorString())
            return False
        if not same_user(int(socket.socketDescriptor())):
            log.warning("single instance: %s is another user's socket; nothing sent", self._name)
            socket.abort()
            self._unanswered = translate(
                "SingleInstance", "the socket {socket} belongs to another user; nothing was sent to it").format(
                socket=self._name)
            return False
        socket.write(json.dumps([str(Path(f).resolve()) for f in files]).encode())
        ok = socket.waitForBytesWritten(1000)
        if not ok:
            self._unanswered = translate(
                "SingleInstance", "it did not take the request on its socket {socket} within a second").format(
                socket=self._name)
        socket.disconnectFromServer()
        return ok


def _not_connected(error: QLocalSocket.LocalSocketError, name: str) -> str:
    """Why connecting to the running instance's socket failed, in the player's words."""
    errors = QLocalSocket.LocalSocketError
    if error == errors.ServerNotFoundError:
        text = translate("SingleInstance", "nothing listens on its socket {socket}")
    elif error == errors.ConnectionRefusedError:
        text = translate("SingleInstance", "its socket {socket} refuses connections")
    elif error == errors.SocketAccessError:
        text = translate("SingleInstance", "its socket {socket} may not be used by this user")
    elif error == errors.SocketTimeoutError:
        text = translate("SingleInstance", "its socket {socket} did not answer within a second")
    else:
        text = translate("SingleInstance", "its socket {socket} could not be reached")
    return text.format(socket=name)

