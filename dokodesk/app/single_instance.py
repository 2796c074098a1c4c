"""One dokodesk per database.

Two windows on one database would save the same game twice and fight over the write lock.
The first instance holds a QLockFile beside the database and listens on a local socket; a
second launch finds the lock, asks the running one to come to the front (and to import the
files it was given) and ends. A lock left by a crashed instance is stale and taken over
(QLockFile checks whether its process still lives).
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)
LOCK_NAME = "dokodesk.lock"


def server_name(data_dir: Path) -> str:
    """A local socket name per data directory (short: some systems limit socket paths)."""
    digest = hashlib.sha1(str(data_dir.resolve()).encode()).hexdigest()[:16]
    return f"dokodesk-{digest}"


class SingleInstance(QObject):
    """`acquire()` True: this is the only instance (it then listens); False: another runs."""

    activated = Signal(list)  # a second launch asked for the window (and these files)

    def __init__(self, data_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        data_dir.mkdir(parents=True, exist_ok=True)
        self._name = server_name(data_dir)
        self._lock = QLockFile(str(data_dir / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
        self._server: QLocalServer | None = None

    def acquire(self) -> bool:
        if not self._lock.tryLock(100):
            return False
        QLocalServer.removeServer(self._name)  # a socket file a crashed instance left behind
        self._server = QLocalServer(self)
        if not self._server.listen(self._name):
            log.warning("single instance: cannot listen on %s: %s", self._name, self._server.errorString())
        else:
            self._server.newConnection.connect(self._on_connection)
        return True

    def lock_denied(self) -> bool:
        """The lock could not be taken because the folder is not writable (read-only media): no
        other instance can write there either."""
        return self._lock.error() == QLockFile.LockError.PermissionError

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def _on_connection(self) -> None:
        assert self._server is not None
        socket = self._server.nextPendingConnection()
        if socket is None:
            return
        if socket.bytesAvailable() == 0:
            socket.waitForReadyRead(1000)
        try:
            files = json.loads(bytes(socket.readAll().data()).decode() or "[]")
        except ValueError:
            files = []
        socket.disconnectFromServer()
        socket.deleteLater()
        self.activated.emit([str(f) for f in files if isinstance(f, str)])

    def ask_running_instance(self, files: list[str]) -> bool:
        """Another instance holds the lock: ask it to come to the front. False: it did not answer."""
        socket = QLocalSocket()
        socket.connectToServer(self._name)
        if not socket.waitForConnected(1000):
            return False
        socket.write(json.dumps([str(Path(f).resolve()) for f in files]).encode())
        ok = socket.waitForBytesWritten(1000)
        socket.disconnectFromServer()
        return ok
