"""The field's logged games of one deal in a compact form (no Qt, no database): what the
traveller computes from and review lists. A module of its own, so that `traveller` and
`field_loading` do not import each other."""

from __future__ import annotations

import json

import numpy as np


class FieldGames:
    """The field's logged games of one deal, compact: the points in numpy, each log and player
    list as its JSON text, decoded when a game is shown. 100,000 games are then a few hundred
    thousand objects, not millions, cheap to hand over and to free on the GUI thread."""

    def __init__(self, re_points, logs: list[str], players: list[str | None]):
        self.re_points = np.asarray(re_points, dtype=np.int64)
        self.logs = logs
        self.players_json = players

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
