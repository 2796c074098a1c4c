"""The local database (SQLite, no Qt): imported Dodge sets with their field, the user's own
games and a few settings. Open it with `Store.open()`."""

from dokodesk.store.schema import (
    DATA_DIR_ENV, DB_NAME, SCHEMA_VERSION, NewerDatabaseError, StoreError, resolve_data_dir,
)
from dokodesk.store.records import (
    SEAT_DRAWN, DealStanding, ImportSummary, OwnGame, OwnImport, Progress, SetInfo, Standings, content_key,
)
from dokodesk.store.season import FORFEIT_DODGE_POINTS, ClosedSet
from dokodesk.store.store import Store

__all__ = [
    "ClosedSet", "FORFEIT_DODGE_POINTS", "OwnImport",
    "DATA_DIR_ENV", "DB_NAME", "DealStanding", "ImportSummary", "NewerDatabaseError", "OwnGame", "Progress",
    "SCHEMA_VERSION", "SEAT_DRAWN", "SetInfo", "Standings", "Store", "StoreError", "content_key",
    "resolve_data_dir",
]
