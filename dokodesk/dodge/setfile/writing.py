"""Writing set and results files: atomically and durably, gzip when the name ends in .gz."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

from dokodesk.dodge.model import DodgeSet, ResultsFile
from dokodesk.dodge.setfile.limits import FORMAT_VERSION, RESULTS_FORMAT, SET_FORMAT


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


def write_json(doc: dict, path: str | os.PathLike) -> None:
    """Write atomically and durably (temp file, fsync, rename, fsync of the folder); gzip when
    the name ends in .gz. A crash leaves the old file or the new one, never a part. The file
    gets the usual permissions (the umask's), not a temp file's private ones."""
    path = Path(path)
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if path.suffix == ".gz":
        data = gzip.compress(data, mtime=0)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        with open(tmp, "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())  # the bytes on disk before the name points at them
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def write_set(dodge_set: DodgeSet, path: str | os.PathLike) -> None:
    write_json(set_to_json(dodge_set), path)


def write_results(results: ResultsFile, path: str | os.PathLike) -> None:
    write_json(results_to_json(results), path)
