"""The field's logged games of one deal in a compact form (no Qt, no database): what the
traveller computes from and review lists. A module of its own, so that `traveller` and
`field_loading` do not import each other."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import numpy as np

from dokodesk.rules import Call

COMPARE_LIMIT = 2000  # field games offered in the comparison (the best ones for your party)

# A call in a log's JSON text: "2:re", "0:90", … (a card's code is never a call's word).
_CALL_IN_JSON = re.compile(r'"[0-3]:(%s)"' % "|".join(re.escape(c.value) for c in Call))


def calls_in_json(log_json: str) -> frozenset[str]:
    """The calls of a log still in its JSON text (the field's games come so from the database):
    one regex pass, where decoding 2,000 logs and parsing their events took 100s of ms."""
    return frozenset(_CALL_IN_JSON.findall(log_json))


@dataclass(frozen=True)
class CompareGame:
    """One field game decoded for the comparison: `index` is its place in the field."""
    index: int
    log: tuple[str, ...]
    re_points: int
    calls: frozenset[str]
    players: tuple[str, ...] | None


class FieldGames:
    """The field's logged games of one deal, compact: the points in numpy, each log and player
    list as its JSON text, decoded when a game is shown. 100,000 games are then a few hundred
    thousand objects, not millions, cheap to hand over and to free on the GUI thread."""

    def __init__(self, re_points, logs: list[str], players: list[str | None]):
        self.re_points = np.asarray(re_points, dtype=np.int64)
        self.logs = logs
        self.players_json = players
        self._best: tuple[int, list[CompareGame]] | None = None  # (party, best_for(party)), see prepare_compare

    @classmethod
    def from_results(cls, results) -> "FieldGames":
        return cls([r.re_points for r in results], [json.dumps(list(r.log)) for r in results],
                   [None if not r.players else json.dumps(list(r.players)) for r in results])

    def __len__(self) -> int:
        return len(self.logs)

    def log(self, i: int) -> list[str]:
        return json.loads(self.logs[i])

    def players(self, i: int) -> tuple[str, ...] | None:
        text = self.players_json[i]
        return None if text is None else tuple(json.loads(text))

    def compare_game(self, i: int) -> CompareGame:
        return CompareGame(i, tuple(self.log(i)), int(self.re_points[i]), calls_in_json(self.logs[i]), self.players(i))

    def best_for(self, party: int) -> list[CompareGame]:
        """The best COMPARE_LIMIT games for `party` (0: Re), ties in the field's order, decoded."""
        if self._best is not None and self._best[0] == party:
            return self._best[1]
        sign = 1 if party == 0 else -1
        order = np.argsort(-sign * self.re_points, kind="stable")[:COMPARE_LIMIT].tolist()
        return [self.compare_game(i) for i in order]

    def prepare_compare(self, party: int) -> None:
        """Decode best_for(party) now, in the loading worker: for 100,000 games it took ~55 ms of
        the window's thread when Compare opened (with another worker at the same moment, more)."""
        self._best = (party, self.best_for(party))
