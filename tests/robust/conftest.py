"""Robustness tests (issue 12): the store helpers on the path, and a populated database."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "store"))
sys.path.insert(0, str(Path(__file__).parent))

from store_helpers import make_set  # noqa: E402

from dokodesk.store import DB_NAME, Store  # noqa: E402


@pytest.fixture
def populated(fresh_data_dir):
    """A database with one set (points-only and logged results) and a finished own game;
    returns its path."""
    from dokodesk.rules import RE, Game

    dodge_set = make_set(n_deals=3, points={1: [2, -3, 4], 2: [1]}, logs=1)
    with Store.open() as store:
        store.import_set(dodge_set)
        deal = dodge_set.deals[0]
        game_id = store.start_game(dodge_set.id, deal.number, 0, True)
        log = list(deal.results[-1].log)
        played = Game.replay(deal.deal, log)
        value = played.value().re_points
        own = value if deal.deal.parties[0] == RE else -value
        store.finish_game(game_id, log, value, own, None)
    return fresh_data_dir / DB_NAME
