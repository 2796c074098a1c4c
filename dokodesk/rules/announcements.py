"""Ansagen and Absagen: the calls, their levels and whether a call may be made now.

The legality check is one pure function on small ints, shared by `Game` and the fast log
verifier, so both judge every call identically.
"""

from __future__ import annotations

from enum import Enum

from dokodesk.rules.deal import KONTRA, PARTY_NAMES, RE


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
LEVEL_NAMES = ("", "Ansage", "keine 90", "keine 60", "keine 30", "schwarz")
MAX_LEVEL = 5

# Outcome codes of `judge_call`.
OK = 0
OK_LATE_REPLY = 1  # an Erwiderung after the Ansage deadline: no Absage for the party after it


def level_name(party: int, level: int) -> str:
    return PARTY_NAMES[party] if level == 1 else LEVEL_NAMES[level]


def judge_call(party: int, call_party: int | None, level: int, own_level: int, other_level: int,
               own_late: bool, cards: int, hand_size: int) -> tuple[int, str, dict]:
    """Whether a player of `party` holding `cards` cards may make `level` now.

    `call_party` is the party an Ansage belongs to (None for an Absage). Returns
    (OK or OK_LATE_REPLY, "", {}) or (-1, reason, details) with the values of the message.
    """
    if call_party is not None and call_party != party:
        return -1, "wrong_party", {"ansage": PARTY_NAMES[call_party], "party": PARTY_NAMES[party]}
    if level <= own_level:
        return -1, "already_made", {"level": level_name(party, level), "party": PARTY_NAMES[party]}
    if own_late:
        return -1, "absage_after_late_reply", {"party": PARTY_NAMES[party], "level": level_name(party, level)}
    lowest = own_level + 1
    needed = hand_size - lowest  # the deadline of the lowest level not yet made
    if cards >= needed:
        return OK, "", {}
    # Erwiderung: the Ansage only, while holding one card fewer than the deadline of the
    # other party's highest level made so far.
    if own_level == 0 and level == 1 and other_level >= 1 and cards >= hand_size - other_level - 1:
        return OK_LATE_REPLY, "", {}
    details = {"level": level_name(party, level), "lowest": level_name(party, lowest),
               "needed": needed, "cards": cards}
    if own_level == 0 and level == 1 and other_level >= 1:
        details["needed"] = hand_size - other_level - 1
        return -1, "reply_too_late", details
    return -1, "deadline_passed", details


def call_message(reason: str, details: dict, name: str) -> str:
    """Plain words for a refused call, naming the player."""
    if reason == "wrong_party":
        return f"{name} is {details['party']}; only the {details['ansage']} party says {details['ansage']}"
    if reason == "already_made":
        return f"{details['party']} has already made {details['level']}; saying it again changes nothing"
    if reason == "absage_after_late_reply":
        return (f"{details['party']} replied after the Ansage deadline and makes no Absage in this "
                f"game ({details['level']} refused)")
    if reason == "reply_too_late":
        return (f"{details['level']} as a reply needs at least {details['needed']} cards in hand; "
                f"{name} has {details['cards']}")
    if details["level"] == details["lowest"]:
        return f"{details['level']} needs at least {details['needed']} cards in hand; {name} has {details['cards']}"
    return (f"{details['level']} jumps over {details['lowest']}, which needs at least "
            f"{details['needed']} cards in hand; {name} has {details['cards']}")


__all__ = ["Call", "judge_call", "call_message", "OK", "OK_LATE_REPLY", "RE", "KONTRA", "MAX_LEVEL"]
