"""Limits of the set and results files (set-format.md): format names and versions, the sizes a
reader accepts, and the error a file that breaks the format raises."""

from __future__ import annotations

from dataclasses import dataclass

from dokodesk.terminal import counted

FORMAT_VERSION = 1
SET_FORMAT = "dokodesk-set"
RESULTS_FORMAT = "dokodesk-results"
MAX_FILE_BYTES = 64 * 1024 * 1024  # on disk, compressed or not
MAX_JSON_BYTES = 128 * 1024 * 1024  # after decompression (its text is held twice while parsing)
MAX_RESULTS = 2_000_000  # results in one file
MAX_RICH_RESULTS = 100_000  # results in one file with more than re_points (a log, players, id, played_at)
MAX_DEALS = 100_000  # deals in one set: room for archives of many sets with one game a deal
MAX_DEAL_NUMBER = 1_000_000
MAX_MEMORY_BYTES = 1000 * 1000 * 1000  # what reading one file may take, estimated before parsing
# The estimate: bytes per JSON object, list and value (comma), and per byte of JSON, measured over
# check and import (a plain result of a results file takes ~450 bytes in all, a logged one ~5.5 kB).
MEMORY_PER_OBJECT, MEMORY_PER_LIST, MEMORY_PER_VALUE = 300, 150, 50
# The largest |game value| of a normal game under the DDV checklist (docs/rules.md, seed 004),
# reached by Kontra winning every trick after both parties said everything up to schwarz:
# gewonnen 1 + under 90/60/30 3 + schwarz 1, Re and Kontra said 2 + 2, eight Absagen 8, 120/90/60/30
# Augen reached against the four Absagen 4, gegen die Kreuz-Damen 1, Doppelkopf 4 (a trick of
# 40 Augen needs four Asse or Zehnen, of which there are 16), two Füchse 2, Karlchen 1. Re's best
# is one less (no "gegen die Kreuz-Damen").
MAX_RE_POINTS = 29
MAX_LOG_EVENTS = 200  # 48 cards and at most 10 calls fit easily
MAX_TEXT = 1000  # characters of a free-text field


MAX_PROBLEMS = 100  # problems a report or SetFileError keeps with their places; the others are counted
NOT_LISTED = f"not listed (beyond the first {MAX_PROBLEMS} problems of the file)"  # such a wrong result's verdict


class Problems(list):
    """A file's problems, (place, message) each: the first `cap` kept, the others only counted in
    `total`. So a file of 2,000,000 bad results costs no more memory than a good one, and its
    error fits in a dialog. `len()` and iteration give the kept ones."""

    __slots__ = ("cap", "total")

    def __init__(self, items=(), cap: int = MAX_PROBLEMS):
        super().__init__()
        self.cap = cap
        self.total = 0
        self.extend(items)

    def append(self, item: tuple[str, str]) -> None:
        self.total += 1
        if list.__len__(self) < self.cap:
            list.append(self, item)

    def extend(self, items) -> None:
        for item in items:
            self.append(item)

    @property
    def more(self) -> int:
        """Problems counted but not kept."""
        return self.total - len(self)

    def __reduce__(self):
        return _problems, (list(self), self.cap, self.total)


def _problems(kept: list, cap: int, total: int) -> Problems:
    problems = Problems(kept, cap)
    problems.total = total
    return problems


def count_words(n: int) -> str:
    """"1 problem", "2,000,000 problems"."""
    return counted(n, "problem")


def more_words(n: int) -> str:
    """What follows the listed problems: "1 more problem", "1,999,900 more problems"."""
    return counted(n, "more problem")


class SetFileError(ValueError):
    """A file that breaks the format. `problems` lists the first MAX_PROBLEMS (place, message)
    pairs; `total` counts them all (`more`: those not listed)."""

    def __init__(self, source: str, problems: list[tuple[str, str]]):
        self.source = source
        self.problems = problems if isinstance(problems, Problems) else Problems(problems)
        shown = "\n".join(f"  {place}: {message}" if place else f"  {message}" for place, message in self.problems)
        more = f"\n  … and {more_words(self.more)}" if self.more else ""
        super().__init__(f"{source}: {count_words(self.total)}\n{shown}{more}")

    @property
    def total(self) -> int:
        """Problems found, listed or not."""
        return self.problems.total

    @property
    def more(self) -> int:
        """Problems found but not listed."""
        return self.problems.more


@dataclass(frozen=True)
class Limits:
    file_bytes: int = MAX_FILE_BYTES
    json_bytes: int = MAX_JSON_BYTES
    results: int = MAX_RESULTS
    rich_results: int = MAX_RICH_RESULTS
    deals: int = MAX_DEALS
    memory_bytes: int = MAX_MEMORY_BYTES
