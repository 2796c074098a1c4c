"""What the result page, review and the set page read from the database, computed in a worker
thread with its own connection (no Qt here): a deal's field for the traveller and review, a
set's deals with the player's standing."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dokodesk.dodge.model import DodgeSet, FieldResult
from dokodesk.store import Store


@dataclass(frozen=True)
class FieldLoad:
    set_id: str
    number: int
    logged: list[FieldResult]  # the field's games with a log, in review's order
    traveller: object  # TravellerData


def load_field(db_dir: Path, set_id: str, number: int, own_log=None, field_offset: int | None = None) -> FieldLoad:
    from dokodesk.app.traveller import compute_traveller

    with Store.open(db_dir) as store:
        deal = store.deal(set_id, number).deal
        points = store.field_points(set_id, number)
        logged = store.logged_results(set_id, number)
    return FieldLoad(set_id, number, logged, compute_traveller(deal, points, logged, own_log, field_offset))


@dataclass(frozen=True)
class SetLoad:
    dodge_set: DodgeSet
    standings: object  # store.records.Standings
    seat_mode: int


def load_set(db_dir: Path, set_id: str) -> SetLoad:
    with Store.open(db_dir) as store:
        return SetLoad(store.get_set(set_id, with_results=False), store.set_standings(set_id),
                       store.set_info(set_id).seat_mode)
