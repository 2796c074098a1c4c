"""What the result page, review and the set page read from the database, computed in a worker
thread with its own connection (no Qt here): a deal's field for the traveller and review, a
set's deals with the player's standing."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from dokodesk.store import Store


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


@dataclass(frozen=True)
class FieldLoad:
    set_id: str
    number: int
    logged: FieldGames  # the field's games with a log, in review's order
    traveller: object  # TravellerData

    @property
    def rows(self) -> int:
        return len(self.traveller)


def load_field(db_dir: Path, set_id: str, number: int, own_log=None, field_offset: int | None = None,
               party: int | None = None) -> FieldLoad:
    from dokodesk.app.traveller import compute_traveller

    with Store.open(db_dir) as store:
        deal = store.deal(set_id, number).deal
        points = store.field_points(set_id, number)
        logged = FieldGames(*store.logged_results_json(set_id, number))
    traveller = compute_traveller(deal, points, logged, own_log, field_offset)
    if party is not None:
        traveller.for_party(party)
    return FieldLoad(set_id, number, logged, traveller)


@dataclass(frozen=True)
class SetLoad:
    outline: object  # session.SetOutline: the deal numbers, no hands
    summary: object  # session.SetSummary
    deal_rows: object  # session.DealRows: one row per deal, made when the view asks
    seat_mode: int

    @property
    def rows(self) -> int:
        return len(self.deal_rows)


def load_set(db_dir: Path, set_id: str) -> SetLoad:
    """The set page's content: the set's outline, one row per deal, the summary."""
    from dokodesk.session import SetSession

    with Store.open(db_dir) as store:
        view = SetSession(store, set_id).view()
    return SetLoad(view.outline, view.summary, view.rows, view.seat_mode)
