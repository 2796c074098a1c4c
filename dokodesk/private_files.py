"""Files of one user on a machine others share (issue 30, points 5, 7, 11, 12).

User data is 0600 whatever the umask; no file dokodesk reads or appends to may be a named pipe
(opening one waits for a writer) or a device; a log is never written through a symbolic link
someone planted; the single-instance socket and the fallback log live in a folder only this
user can enter. No Qt here: the CLI uses it too.
"""

from __future__ import annotations

import errno
import os
import socket
import stat
import struct
import tempfile
import time
from pathlib import Path

PRIVATE = 0o600
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def kind_of(mode: int) -> str:
    """What a file of this st_mode is, in words for a message."""
    if stat.S_ISREG(mode):
        return "a regular file"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "no regular file"


def _my_uid() -> int | None:
    return os.geteuid() if hasattr(os, "geteuid") else None


def tighten(path: str | os.PathLike, mode: int = PRIVATE) -> None:
    """chmod `path` to `mode` when it is more open (a file restored with cp under the umask).
    By path: it opens no descriptor, so it is safe on a database SQLite holds (closing any
    descriptor of that file would drop the process's locks on it). Errors are ignored: a file of
    another user, or read-only media, stays as it is."""
    try:
        current = stat.S_IMODE(os.stat(path).st_mode)
        if current & ~mode:
            os.chmod(path, current & mode)
    except OSError:
        pass


class NotAFileError(OSError):
    """Something other than a regular file where dokodesk keeps one; the message names both."""


def _refuse(path: str | os.PathLike, mode: int) -> NotAFileError:
    return NotAFileError(errno.EEXIST, f"{path} is {kind_of(mode)}, not a regular file", str(path))


def open_append(path: str | os.PathLike) -> int:
    """A descriptor to append to the private file `path` (created 0600, made 0600): never
    through a symbolic link (O_NOFOLLOW: another user's link in a shared folder), never waiting
    on a named pipe (O_NONBLOCK; refused after the fstat), never another user's file. Raises
    OSError with the reason; the descriptor is blocking again for the writes."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NONBLOCK | _NOFOLLOW | _CLOEXEC, PRIVATE)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(path, st.st_mode)
        uid = _my_uid()
        if uid is not None and st.st_uid != uid:
            raise OSError(errno.EPERM, f"{path} belongs to another user (user id {st.st_uid})", str(path))
        if stat.S_IMODE(st.st_mode) & ~PRIVATE and hasattr(os, "fchmod"):
            try:
                os.fchmod(fd, PRIVATE)  # one an older dokodesk created 0644
            except OSError:
                pass
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """Up to `limit` bytes of the regular file `path`. A named pipe, a device or a folder there is
    refused (NotAFileError) without waiting for a writer: opened with O_NONBLOCK, checked by fstat."""
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _CLOEXEC | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as f:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(path, st.st_mode)
        return f.read(limit)


def move_aside(path: Path) -> Path:
    """Rename whatever is at `path` to a free name beside it (`<name>.moved-<time>`) and return
    that name: nothing in it is opened, changed or lost."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        target = path.with_name(f"{path.name}.moved-{stamp}" + (f"-{n}" if n else ""))
        if not os.path.lexists(target):
            os.rename(path, target)
            return target
    raise OSError(errno.EEXIST, "no free name to move it aside", str(path))


def non_file(path: str | os.PathLike, follow_links: bool = True) -> str | None:
    """What stands at `path` when it is not a regular file, in words ("a named pipe", "a symbolic
    link to a folder", "a symbolic link to nothing"); None when it is one (after symbolic links,
    unless `follow_links` is False) or when nothing is there. lstat and stat only: nothing is
    opened, so a named pipe never blocks and a database's locks are never dropped."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    mode = st.st_mode
    if stat.S_ISREG(mode):
        return None
    if not stat.S_ISLNK(mode):
        return kind_of(mode)
    try:
        target = os.stat(path)
    except OSError:
        return kind_of(mode) + " to nothing"
    if follow_links and stat.S_ISREG(target.st_mode):
        return None
    return f"{kind_of(mode)} to {kind_of(target.st_mode)}"


def clear_non_file(path: Path, follow_links: bool = True) -> str | None:
    """When something other than a regular file (after symbolic links) is at `path`, move it
    aside; returns a sentence saying what was found and where it went (None: nothing to do).
    With `follow_links` False a symbolic link is moved aside whatever it points to: for a file
    opened with O_NOFOLLOW, which no link can stand in for (the single-instance lock).
    Only lstat, stat and rename: nothing at `path` is opened. Raises NotAFileError naming both
    when it cannot be moved."""
    what = non_file(path, follow_links)
    if what is None:
        return None
    try:
        moved = move_aside(path)
    except OSError as exc:
        raise NotAFileError(errno.EEXIST, f"{path} is {what}, not a regular file, and cannot be moved aside "
                                          f"({exc.strerror or exc}); move or delete it", str(path)) from None
    return f"{path} was {what}, not a regular file; it was moved to {moved.name}"


# ------------------------------------------------------------------ the runtime folder
def runtime_dir() -> Path:
    """A folder only this user can enter, for the single-instance socket and the fallback log:
    $XDG_RUNTIME_DIR when it is ours and 0700, else `dokodesk-<uid>` in the temp folder, created
    0700 and checked to be our folder (not a link, not another user's). Raises OSError naming
    the folder when neither can be had."""
    uid = _my_uid()
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    if xdg and uid is not None:
        try:
            st = os.lstat(xdg)
            if stat.S_ISDIR(st.st_mode) and st.st_uid == uid and not stat.S_IMODE(st.st_mode) & 0o077:
                return Path(xdg)
        except OSError:
            pass
    folder = Path(tempfile.gettempdir()) / (f"dokodesk-{uid}" if uid is not None else "dokodesk")
    try:
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass
    st = os.lstat(folder)
    if not stat.S_ISDIR(st.st_mode):
        raise OSError(errno.EEXIST, f"{folder} is {kind_of(st.st_mode)}, not dokodesk's private folder", str(folder))
    if uid is not None:
        if st.st_uid != uid:
            raise OSError(errno.EPERM, f"{folder} belongs to another user (user id {st.st_uid}), not to you",
                          str(folder))
        if stat.S_IMODE(st.st_mode) != 0o700:
            os.chmod(folder, 0o700)  # ours, not a link (lstat above); a umask like 0277 took bits
    return folder


def peer_uid(fd: int) -> int | None:
    """The user id of the process at the other end of the local socket `fd` (Linux: SO_PEERCRED);
    None where the system cannot tell (the socket's private folder is the guard there)."""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None or fd < 0:
        return None
    try:
        with socket.fromfd(fd, socket.AF_UNIX, socket.SOCK_STREAM) as peer:  # a duplicate: fd stays open
            _pid, uid, _gid = struct.unpack("3i", peer.getsockopt(socket.SOL_SOCKET, option, struct.calcsize("3i")))
    except OSError:
        return None
    return uid


def same_user(fd: int) -> bool:
    """Whether the peer on the local socket `fd` is this user (True where it cannot be told)."""
    uid, mine = peer_uid(fd), _my_uid()
    return uid is None or mine is None or uid == mine
