"""The analysis of a rated game kept in the database with the game (issue 28: "the coach
forgets"), read and written in the session worker, never on the window's thread. A record that
cannot be read (damaged, of an older format, made against another field) counts as none: the
game is analysed again and the new analysis replaces it."""

from __future__ import annotations

import logging
from typing import Sequence

from dokodesk.coach import GameAnalysis
from dokodesk.coach.records import FORMAT_VERSION, analysis_from_text, analysis_to_record, field_key, record_text

log = logging.getLogger(__name__)


def load(store, game_id: int, seat: int, deal_number: int, field_points: Sequence[int],
         events: int | None = None) -> GameAnalysis | None:
    """The stored analysis of the game for `seat` against this field (the field's points from
    the seat's party's side), or None. `events`: the length of the game's log (None: read from
    the store); a record naming an event beyond it is none. Never raises: without it the game is
    analysed anew."""
    try:
        text = store.stored_analysis(game_id, seat, FORMAT_VERSION, field_key(field_points))
        if text is not None and events is None:
            events = len(store.game(game_id).log)
    except Exception:  # noqa: BLE001 - a read that fails costs a new analysis, nothing more
        log.warning("the stored analysis of game %s could not be read", game_id, exc_info=True)
        return None
    if text is None:
        return None
    analysis = analysis_from_text(text, events)  # anything out of range in it: None (a cache, issue 40)
    if analysis is None or analysis.seat != seat or analysis.deal != deal_number:
        log.info("the stored analysis of game %s is not used; the game is analysed again", game_id)
        return None
    return analysis


def save(store, game_id: int, analysis: GameAnalysis, field_points: Sequence[int]) -> None:
    """Keep the analysis with the game (replacing an older one); raises what the store raises."""
    store.save_analysis(game_id, analysis.seat, FORMAT_VERSION, field_key(field_points),
                        record_text(analysis_to_record(analysis)))


def for_review(store, review, field_re: Sequence[int], deal) -> GameAnalysis | None:
    """The stored analysis of the rated game among a deal's reviewed games (`ReviewGames`), made
    against today's field (`field_re`: the field's Re points), or None."""
    rated = [g for g in review.own if g.rated]
    if not rated:
        return None
    game = rated[0]
    sign = 1 if deal.parties[game.seat] == 0 else -1
    return load(store, game.id, game.seat, review.number, [sign * int(p) for p in field_re], len(game.log))
