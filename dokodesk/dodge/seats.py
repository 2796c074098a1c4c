"""Who sat at a simulated table: each seat of a simulated field is its own player.

A simulated seat is named `KIND#DEAL.TABLE.SEAT` (docs/set-format.md, "Players"), e.g.
`expert#17.4.2`: the bot that played it (`KIND`, readable, shown translated by the app), then
the place of the seat in the set (deal number, table counted from 1, seat 0 to 3), so no two
seats of a set share a name. A name is a person's only when it is not a simulated seat's: the
user's own games leave the field by the user's name, and a simulated seat is never the user.

Files written before this convention (dokodesk 0.1.0) name simulated seats by the bot kind
alone (`"strong"`); in a set whose field is `simulated` such a name is read as a simulated seat
too (every seat still its own player), elsewhere it stays a person's name.
"""

from __future__ import annotations

import re

BOT_KINDS = ("random", "simple", "strong", "expert")  # the bots a simulated field seats (dokodesk bots)
_SIMULATED = re.compile(r"([a-z][a-z0-9_-]{0,30})#([0-9]+(?:\.[0-9]+)*)")


def simulated_seat_name(kind: str, deal: int, table: int, seat: int) -> str:
    """The name of seat `seat` (0 to 3) of table `table` (0-based) of deal `deal`, played by bot `kind`."""
    return f"{kind}#{deal}.{table + 1}.{seat}"


def simulated_kind(name: str | None, field: str | None = None) -> str | None:
    """The bot kind of a simulated seat's name ("strong" for "strong#3.1.2"), else None (a
    person). `field`: the set's field kind; in a `simulated` set a bare bot kind (the older
    files' names) is a simulated seat as well."""
    if not name:
        return None
    m = _SIMULATED.fullmatch(name)
    if m is not None:
        return m.group(1)
    if field == "simulated" and name in BOT_KINDS:
        return name
    return None


def is_person(name: str | None, field: str | None = None) -> bool:
    """Whether `name` names a person (who may be the user), not a simulated seat."""
    return bool(name) and simulated_kind(name, field) is None
