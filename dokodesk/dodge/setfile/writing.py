"""Writing set and results files: atomically and durably, gzip when the name ends in .gz."""

from __future__ import annotations

import errno
import gzip
import json
import os
import stat
from pathlib import Path

from dokodesk.dodge.model import DodgeSet, ResultsFile
from dokodesk.dodge.setfile.limits import FORMAT_VERSION, RESULTS_FORMAT, SET_FORMAT
from dokodesk.private_files import kind_of


def set_to_json(dodge_set: DodgeSet) -> dict:
    meta: dict = {"id": dodge_set.id}
    for key in ("title", "month", "source"):
        value = getattr(dodge_set, key)
        if value is not None:
            meta[key] = value
    meta["field"] = dodge_set.field
    return {
        "format": SET_FORMAT, "version": FORMAT_VERSION, "set": meta,
        "rules": {"cards": dodge_set.ruleset.cards},
        "deals": [{"number": d.number, "dealer": d.deal.dealer, "hands": d.deal.hand_strings(),
                   **({"results": [r.to_json() for r in d.results]} if d.results else {})}
                  for d in dodge_set.deals],
    }


def results_to_json(results: ResultsFile) -> dict:
    return {"format": RESULTS_FORMAT, "version": FORMAT_VERSION, "set_id": results.set_id,
            "results": [{"deal": number, **r.to_json()} for number, r in results.results]}


def _fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (where the platform can open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return  # Windows: folders cannot be opened; its rename is durable with the file's flush
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is synced
    finally:
        os.close(fd)


def check_output_target(path: str | os.PathLike) -> None:
    """Refuse to write over anything that exists and is not a regular file: os.replace would put
    the new file in place of a device node (as root, `-o /dev/null` replaced /dev/null), a named
    pipe or a socket; a folder cannot take it. Raises OSError with the reason; every writer
    calls it (write_json does, and the commands before long work)."""
    path = Path(path)
    try:
        st = os.stat(path)  # follows a symbolic link: a link to /dev/null is refused too
    except FileNotFoundError:
        return
    except OSError as exc:
        if exc.errno == errno.ENOENT or exc.errno == errno.ENOTDIR:
            return
        raise
    if not stat.S_ISREG(st.st_mode):
        raise OSError(errno.EEXIST, f"exists and is {kind_of(st.st_mode)}, not a regular file; nothing was written "
                                    "(name a file to write)", str(path))


def link_target(path: str | os.PathLike) -> Path:
    """Where writing to `path` must go: through a symbolic link (a chain of them, a dangling one
    included) to the file it names, so that the rename lands on the target and the link stays
    a link (`-o link.json` turned the link into a file; as root, `-o /dev/stdout` replaced the
    system's /dev/stdout link)."""
    path = Path(path)
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def write_json(doc: dict, path: str | os.PathLike) -> None:
    """Write atomically and durably (temp file, fsync, rename, fsync of the folder); gzip when
    the name ends in .gz. A crash leaves the old file or the new one, never a part. The file is
    the user's data: 0600 whatever the umask, or the old file's mode where that is stricter
    (the rename used to give a 0600 file the umask's 0644)."""
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if Path(path).suffix == ".gz":  # the name the user gave says what to write
        data = gzip.compress(data, mtime=0)
    path = link_target(path)
    check_output_target(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        mode = 0o600 & stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = 0o600
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode)
        with open(fd, "wb") as f:
            if hasattr(os, "fchmod"):
                os.fchmod(fd, mode)  # exactly: the umask may have taken more
            f.write(data)
            f.flush()
            os.fsync(f.fileno())  # the bytes on disk before the name points at them
        check_output_target(path)  # again: a pipe may have appeared while the file was written
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def write_set(dodge_set: DodgeSet, path: str | os.PathLike) -> None:
    write_json(set_to_json(dodge_set), path)


def write_results(results: ResultsFile, path: str | os.PathLike) -> None:
    write_json(results_to_json(results), path)
