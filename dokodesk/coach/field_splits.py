"""Where the field went another way: exact, from the field's own games (issue 38, item 1).

Every table of a Dodge deal played the same cards from the same seats, so each logged field game
shares a prefix with the analysed game. For each such game: the first event index E at which its
log differs from the analysed log, and what it did there. Games that left the analysed line at
the same E with the same event form one split; the analysed game's own line is `same_line`.

Which results count: the field of the analysis's Dodge points (`field_results`: every other
result of the deal, without the analysed game and without the analysed player's own games). A
field result without a log has no line to compare: it is skipped and counted nowhere (neither in
a split nor in `same_line`), so the Dodge field's size minus the splits' pairs and `same_line` is
the number of unlogged results.

Per split (`FieldSplit`):
- `event_index` E, `yours` the analysed log's event at E (None where the analysed log had ended
  there: the field log is longer), `theirs` the field log's event at E (None where it had ended:
  the analysed log is longer). A log that is a strict prefix of the other differs at the length of
  the shorter.
- `by`: the role, seen from the analysed seat ("you", "partner" of the seat's party in
  `deal.parties`, "opponent"), of the seat that did otherwise: the seat of both events where they
  are the same seat; where the seats differ, the seat of `theirs` if it is a call, else the seat of
  `yours` (one table called where the other did not); where one event is None, the seat of the
  other.
- `pairs` the results in the split; `better` / `worse` how many of them scored more / less game
  points for the analysed seat's party than the analysed game (a tie counts in neither);
  `mean_points` their mean game points for that party.

Splits are ordered by `event_index`, then `pairs` descending, then by their first result's place
in the deal's results. Log events are compared as the set format writes them ("0:QC", "3:re";
one text per event, see dokodesk.rules.game.EVENT_CODES). No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from dokodesk.rules import Call, Deal, parse_event


@dataclass(frozen=True, slots=True)
class FieldSplit:
    event_index: int
    yours: str | None
    theirs: str | None
    by: str  # "you", "partner" or "opponent"
    pairs: int
    better: int
    worse: int
    mean_points: float

    def to_json(self) -> dict:
        return {"event_index": self.event_index, "yours": self.yours, "theirs": self.theirs, "by": self.by,
                "pairs": self.pairs, "better": self.better, "worse": self.worse, "mean_points": self.mean_points}


def field_results(results: Sequence, index: int, seat: int, field_kind: str | None = None) -> list:
    """The field of result `index`, seat `seat`: every other result of the deal, without the
    analysed game and the analysed player's own games (results naming the same person). A
    simulated seat is never the user and has no other games: its tables all stay in the field,
    also those where the same bot kind sat (`field_kind`: the set's field, for the older files
    that name simulated seats by the bot kind alone; see dokodesk.dodge.seats)."""
    from dokodesk.dodge.seats import is_person

    analysed = results[index]
    player = analysed.players[seat] if analysed.players and seat < len(analysed.players) else None
    if not is_person(player, field_kind):
        player = None
    return [r for i, r in enumerate(results) if i != index and not (player and r.players and player in r.players)]


def role(deal: Deal, seat: int, other: int) -> str:
    """`other` seen from `seat`: "you", "partner" (the other seat of its party) or "opponent"."""
    if other == seat:
        return "you"
    return "partner" if deal.parties[other] == deal.parties[seat] else "opponent"


def _who(yours: str | None, theirs: str | None) -> int:
    """The seat that did otherwise (see the module's docstring)."""
    if yours is None or theirs is None:
        return parse_event(theirs if yours is None else yours)[0]
    mine, their = parse_event(yours), parse_event(theirs)
    if mine[0] == their[0]:
        return mine[0]
    return their[0] if isinstance(their[1], Call) else mine[0]


def divergence(log: Sequence[str], other: Sequence[str]) -> int | None:
    """The first index at which `other` differs from `log` (the shorter's length where one is a
    prefix of the other), or None where they are the same."""
    for i, (a, b) in enumerate(zip(log, other)):
        if a != b:
            return i
    return None if len(log) == len(other) else min(len(log), len(other))


def field_splits(deal: Deal, log: Sequence[str], seat: int, re_points: int,
                 field: Sequence) -> tuple[list[FieldSplit], int]:
    """(splits, same_line) of the analysed game (`log`, Re's game points `re_points`) for `seat`
    against `field` (results with `re_points` and `log`, e.g. `field_results(...)`); see the
    module's docstring."""
    sign = 1 if deal.parties[seat] == 0 else -1
    own = sign * re_points
    log = list(log)
    same_line = 0
    groups: dict[tuple[int, str | None], list[int]] = {}  # in the order first seen
    for r in field:
        if not r.log:
            continue  # no line to compare: counted nowhere
        at = divergence(log, r.log)
        if at is None:
            same_line += 1
            continue
        theirs = r.log[at] if at < len(r.log) else None
        groups.setdefault((at, theirs), []).append(sign * r.re_points)
    splits = []
    for (at, theirs), points in groups.items():
        yours = log[at] if at < len(log) else None
        splits.append(FieldSplit(at, yours, theirs, role(deal, seat, _who(yours, theirs)), len(points),
                                 sum(1 for p in points if p > own), sum(1 for p in points if p < own),
                                 sum(points) / len(points)))
    splits.sort(key=lambda s: (s.event_index, -s.pairs))  # stable: first seen first among equals
    return splits, same_line
