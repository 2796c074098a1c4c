"""What the result page, review and the set page read from the database, computed in a worker
thread with its own connection (no Qt here): a deal's field for the traveller and review, a
set's deals with the player's standing."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dokodesk.app.field_games import FieldGames
from dokodesk.app.traveller import compute_traveller
from dokodesk.store import Store


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
    with Store.open(db_dir) as store:
        deal = store.deal(set_id, number).deal
        points = store.field_points(set_id, number)
        logged = FieldGames(*store.logged_results_json(set_id, number))
    traveller = compute_traveller(deal, points, logged, own_log, field_offset)
    if party is not None:
        traveller.for_party(party)
        logged.prepare_compare(party)
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
