"""Ansagen and Absagen as written in a log: the calls and their levels.

Whether a call may be made now is a rule of the kernel (`dokodesk.rules.kernel.call_status`).
"""

from __future__ import annotations

from enum import Enum

from dokodesk.rules.deal import RE


class Call(Enum):
    """An announcement as written in a log: `re`, `kontra`, `90`, `60`, `30`, `schwarz`."""

    RE = "re"
    KONTRA = "kontra"
    NO_90 = "90"
    NO_60 = "60"
    NO_30 = "30"
    SCHWARZ = "schwarz"

    @property
    def level(self) -> int:
        """1 the Ansage, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz."""
        return _LEVEL[self]

    @property
    def german(self) -> str:
        return _GERMAN[self]

    @classmethod
    def parse(cls, token: str) -> "Call":
        try:
            return cls(token)
        except ValueError:
            raise ValueError(f"{token!r} is not a call (re, kontra, 90, 60, 30, schwarz)") from None

    @classmethod
    def for_level(cls, party: int, level: int) -> "Call":
        """The call that makes `level` for `party` (level 1 is the party's own Ansage)."""
        if level == 1:
            return cls.RE if party == RE else cls.KONTRA
        return _BY_LEVEL[level]

    def __str__(self) -> str:
        return self.value


_LEVEL = {Call.RE: 1, Call.KONTRA: 1, Call.NO_90: 2, Call.NO_60: 3, Call.NO_30: 4, Call.SCHWARZ: 5}
_BY_LEVEL = {2: Call.NO_90, 3: Call.NO_60, 4: Call.NO_30, 5: Call.SCHWARZ}
_GERMAN = {Call.RE: "Re", Call.KONTRA: "Kontra", Call.NO_90: "keine 90", Call.NO_60: "keine 60",
           Call.NO_30: "keine 30", Call.SCHWARZ: "schwarz"}

__all__ = ["Call"]
