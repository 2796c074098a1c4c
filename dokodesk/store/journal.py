"""The saving journal: the game writes the database could not take (a full disk), kept next to it
until they are stored.

Its space is taken while there is space: two files of `RESERVED` bytes each, made when the app
starts. A write overwrites the older of the two in place (no new block is needed, so it works on
a disk that has filled up since) and carries a sequence number; reading takes the valid file with
the higher number, so a write cut short by a crash leaves the other one. A text too big for the
reserved space is written to a new file that replaces the slot, if the disk lets it. Something
other than a regular file in a slot's place (a named pipe, a folder, a link to a device) is never
opened: it is moved aside, and the log says what it was (`slot_problem` names one that cannot
be, so that the app does not call it a full disk). JSON
followed by padding spaces, 0600 like the database:
`{"format": "dokodesk-journal", "version": 1, "seq": N, "games": {"<game id>": {...}}}` with
`{"kind": "progress", "log": [...]}` or `{"kind": "finish", "log": [...], "re_points": R,
"own_points": P, "dodge": D}`, each with `"game": {"set", "deal", "seat", "rated", "started_at",
"hands"}` where known (`Store.game_identity`): with it a game is recovered into a database that
does not hold it as that id (the file was replaced, or damaged and started afresh). No Qt: the
app's GameSaver uses it.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)
SLOT_NAMES = ("dokodesk-journal-1.json", "dokodesk-journal-2.json")
RESERVED = 64 * 1024  # dozens of games' logs (a whole game's log is about 500 bytes)
MAX_BYTES = 4_000_000  # bigger than this is not our journal
FORMAT = "dokodesk-journal"

Job = tuple  # ("progress", log) or ("finish", log, re_points, own_points, dodge)


class Journal:
    def __init__(self, folder: Path):
        self.slots = [folder / name for name in SLOT_NAMES]
        self.seq = 0
        self._next = 0  # the slot the next write goes to
        self._error: int | None = None  # the errno of the last failed write (logged once)
        self.written = False  # the journal may hold writes (clear() then empties it)
        self.identities: dict[int, dict] = {}  # game id -> its identity, as load() found them

    # ------------------------------------------------------------------ reading
    def load(self) -> dict[int, Job]:
        """The writes of the newest valid slot (game id -> job); {} when there are none."""
        best: tuple[int, int, dict] | None = None
        for index, path in enumerate(self.slots):
            doc = self._read(path)
            if doc is not None and (best is None or doc["seq"] > best[0]):
                best = (doc["seq"], index, doc["games"])
        if best is None:
            return {}
        self.seq, self._next = best[0], 1 - best[1]
        jobs: dict[int, Job] = {}
        for key, job in best[2].items():
            try:
                entry_log = tuple(str(event) for event in job["log"])
                if job["kind"] == "finish":
                    jobs[int(key)] = ("finish", entry_log, int(job["re_points"]), int(job["own_points"]),
                                      None if job.get("dodge") is None else float(job["dodge"]))
                elif job["kind"] == "progress":
                    jobs[int(key)] = ("progress", entry_log)
                identity = job.get("game")
                if isinstance(identity, dict) and _identity_valid(identity):
                    self.identities[int(key)] = identity
            except (KeyError, TypeError, ValueError) as error:
                log.warning("saving journal: the entry of game %r is damaged (%s); skipped", key, error)
        self.written = bool(jobs)
        return jobs

    @staticmethod
    def _read(path: Path) -> dict | None:
        from dokodesk.private_files import NotAFileError, non_file, read_regular

        what = non_file(path)  # lstat and stat: a device or a pipe there is not even opened
        if what is not None:
            log.warning("saving journal: %s is %s, not a regular file; the other one is used", path, what)
            return None
        try:
            # opened without waiting on a named pipe and checked by fstat: a check before the
            # read would leave a moment for something else to take the file's place
            data = read_regular(path, MAX_BYTES + 1)
        except FileNotFoundError:
            return None
        except NotAFileError as error:
            log.warning("saving journal: %s; the other one is used", error)
            return None
        except OSError as error:
            log.warning("saving journal %s cannot be read (%s); the other one is used", path.name, error)
            return None
        if len(data) > MAX_BYTES:
            return None
        try:
            doc = json.loads(data.decode("utf-8"))
        except ValueError as error:
            log.warning("saving journal %s cannot be read (%s); the other one is used", path.name, error)
            return None
        if (not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("seq"), int)
                or not isinstance(doc.get("games"), dict)):
            return None
        return doc

    # ------------------------------------------------------------------ writing
    def reserve(self) -> bool:
        """Take the journal's space now, while there is some: both slots `RESERVED` bytes long.
        A slot is never shrunk; one that holds writes is left as it is. True when both slots
        stand ready, so that a game can be kept on a disk that fills up later; False when the
        disk has too little space even for them (then a game started now could be lost)."""
        for path in self.slots:
            try:
                if path.is_file() and path.stat().st_size >= RESERVED:
                    continue
                doc = self._read(path)
                if doc is not None and doc["games"]:
                    continue  # holds writes not yet stored: load() and the saver deal with it
                self._replace(path, self._text(0, {}))
            except OSError as error:
                self._note(error, "the saving journal's space cannot be reserved")
                return False
        return True

    def write(self, jobs: dict[int, Job], identities: dict[int, dict] | None = None) -> bool:
        """Keep `jobs` (game id -> newest write), each with its game's identity where
        `identities` has it; False when even the journal cannot be written."""
        self.seq += 1
        path = self.slots[self._next]
        text = self._text(self.seq, jobs, identities or {})
        try:
            if len(text) <= RESERVED and path.is_file() and path.stat().st_size >= RESERVED:
                self._overwrite(path, text)
            else:
                self._replace(path, text)
        except OSError as error:
            self._note(error, "the saving journal cannot be written either")
            return False
        self._error = None
        self._next = 1 - self._next
        self.written = bool(jobs)
        return True

    def clear(self) -> None:
        """Everything is stored: the journal holds nothing (its space stays reserved)."""
        if self.written and self.write({}):
            self.written = False

    @staticmethod
    def _text(seq: int, jobs: dict[int, Job], identities: dict[int, dict] | None = None) -> bytes:
        games = {}
        for game_id, job in jobs.items():
            entry = {"kind": job[0], "log": list(job[1])}
            if job[0] == "finish":
                entry.update(re_points=job[2], own_points=job[3], dodge=job[4])
            if identities and game_id in identities:
                entry["game"] = identities[game_id]
            games[str(game_id)] = entry
        doc = {"format": FORMAT, "version": 1, "seq": seq, "games": games}
        return json.dumps(doc, separators=(",", ":")).encode("utf-8")

    @staticmethod
    def _overwrite(path: Path, text: bytes) -> None:
        """In place, in blocks the file already has: no new space needed."""
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0))  # never waits on a pipe
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(errno.EEXIST, "the journal is not a regular file", str(path))
            data = text + b" " * (RESERVED - len(text))
            written = 0
            while written < len(data):
                written += os.pwrite(fd, data[written:], written)
            os.fsync(fd)
        finally:
            os.close(fd)

    @staticmethod
    def _replace(path: Path, text: bytes) -> None:
        """A new file of at least `RESERVED` bytes renamed over `path`. Something other than a
        regular file there (a named pipe, a folder, a device, a link to one) holds no journal:
        it is moved aside first, as the lock and the settings are (issue 40: a pipe there was
        refused at every try, and the app took that for a nearly full disk)."""
        from dokodesk.dodge.setfile import check_output_target
        from dokodesk.private_files import clear_non_file

        for name in (path, path.with_name(path.name + ".tmp")):
            moved = clear_non_file(name, follow_links=name == path)  # NotAFileError: cannot be moved
            if moved:
                log.warning("saving journal: %s", moved)
        check_output_target(path)  # something put there since is not replaced
        temporary = path.with_name(path.name + ".tmp")
        try:
            # the temporary never through a link (O_NOFOLLOW), never waiting on a pipe put there since
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_NONBLOCK", 0), 0o600)
            try:
                if not stat.S_ISREG(os.fstat(fd).st_mode):
                    raise OSError(errno.EEXIST, "the journal's temporary file is not a regular file", str(temporary))
                data = text + b" " * max(0, RESERVED - len(text))
                written = 0
                while written < len(data):
                    written += os.write(fd, data[written:])
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(temporary, path)
        except OSError:
            try:
                temporary.unlink()
            except OSError:
                pass
            raise

    def _note(self, error: OSError, what: str) -> None:
        if self._error != error.errno:
            self._error = error.errno
            log.warning("%s (%s)", what, error.strerror or error)


def slot_problem(folder: Path) -> str | None:
    """Why the journal's space cannot be reserved in `folder` although the disk may have room:
    something other than a regular file in a slot's place that could not be moved aside (a
    sentence naming it), else None. lstat and stat only: nothing is opened."""
    from dokodesk.private_files import non_file

    for name in SLOT_NAMES:
        what = non_file(folder / name)
        if what is not None:
            return f"{folder / name} is {what}, not a regular file, and cannot be moved aside"
    return None


def _identity_valid(identity: dict) -> bool:
    """A journal entry's game identity has the fields recovery needs, of the right types."""
    hands = identity.get("hands")
    return (isinstance(identity.get("set"), str) and type(identity.get("deal")) is int
            and type(identity.get("seat")) is int and isinstance(identity.get("started_at"), str)
            and isinstance(hands, list) and len(hands) == 4 and all(isinstance(h, str) for h in hands))
