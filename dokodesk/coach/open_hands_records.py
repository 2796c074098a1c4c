"""A game's open-hands review as a JSON record and back, exactly, so the app keeps it with the
game and a game opened again (after a restart too) is not solved again (issue 37: up to 20 s of
CPU a game). The pattern of dokodesk.coach.records, for `OpenHandsReview`.

A stored record is a cache: anything in it that no review of this game makes reads as None,
never an exception, and the game is solved again: text that is no JSON, too long or nested too
deep, another format version, other keys, a value of the wrong type (a float, a bool, NaN where a
whole number stands), a value beyond the largest game value there is (±29), a
card code that does not exist, and, given the game's log, a trick the game does not have or a
card that is not the game's own card at its event index.
"""

from __future__ import annotations

import json
import logging
from typing import Sequence

from dokodesk.bots.open_hands import CardValue, OpenHandsReview, OpenHandsTrick, _card_events
from dokodesk.rules.cards import CARD_CODES

log = logging.getLogger(__name__)

FORMAT_VERSION = 1  # raise it when what a record says changes (its keys, or their meaning)
MAX_RECORD_CHARS = 100_000  # a whole game, every legal card at each card: some 10 kB
MAX_TRICKS = 12
# The largest game value there is (bots/solver.py's MAX_VALUE, a constant the compiled solver
# does not export): every value and bound of a review lies within it.
MAX_VALUE = 29
MAX_EVENTS = 200  # events in a game's log (as coach.records)
MAX_OPTIONS = 12  # legal cards of a seat: at most its hand
_CARDS = frozenset(CARD_CODES)
_TOP = ("format", "tricks", "bounds")
_TRICK = ("trick", "re_value", "cards")
_CARD = ("event_index", "seat", "card", "before", "after", "options")


class _Malformed(ValueError):
    """A record that is no open-hands review of this format (of this game)."""


# ------------------------------------------------------------------------------ writing
def review_to_record(review: OpenHandsReview) -> dict:
    """The review as a dict of JSON values; tricks in the review's order (from the last trick
    back, as solved), each card's options in theirs."""
    return {
        "format": FORMAT_VERSION,
        "tricks": [{"trick": int(t.trick), "re_value": int(t.re_value),
                    "cards": [{"event_index": int(c.event_index), "seat": int(c.seat), "card": str(c.card),
                               "before": int(c.before), "after": int(c.after),
                               "options": {str(k): int(v) for k, v in c.options.items()}} for c in t.cards]}
                   for t in review.tricks.values()],
        "bounds": None if review.bounds is None else [int(review.bounds[0]), [int(v) for v in review.bounds[1]]],
    }


def review_text(review: OpenHandsReview) -> str:
    """The record as compact strict JSON text (what the store keeps)."""
    return json.dumps(review_to_record(review), ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# ------------------------------------------------------------------------------ reading
def review_from_text(text: object, game_log: Sequence[str] | None = None) -> OpenHandsReview | None:
    """`review_from_record` of the JSON text the store keeps; None for anything else, whatever
    reading it raises (nested 100,000 deep: RecursionError). Never raises."""
    if not isinstance(text, str):
        return None
    if len(text) > MAX_RECORD_CHARS:
        log.info("a stored open-hands review was not used: %s characters, more than a record has", f"{len(text):,}")
        return None
    try:
        record = json.loads(text)  # NaN and Infinity read as floats: no whole number, refused below
    except Exception as error:  # noqa: BLE001 - ValueError, RecursionError, MemoryError...: no record
        log.info("a stored open-hands review was not used: %s", _short(error))
        return None
    return review_from_record(record, game_log)


def review_from_record(record: object, game_log: Sequence[str] | None = None) -> OpenHandsReview | None:
    """The review a record holds, or None (see the module). `game_log`: the log of the game it
    was kept for (its tricks and cards are checked against it); None: only what any game allows.
    Never raises."""
    try:
        return _read(record, None if game_log is None else list(game_log))
    except Exception as error:  # noqa: BLE001 - a damaged record is no review; the game is solved again
        log.info("a stored open-hands review was not used: %s", _short(error))
        return None


def _read(record: object, game_log: list[str] | None) -> OpenHandsReview:
    _keys(record, _TOP, "record")
    if type(record["format"]) is not int or record["format"] != FORMAT_VERSION:
        raise _Malformed(f"format {_cut(record['format'])}, not {FORMAT_VERSION}")
    card_events = None
    n_tricks = MAX_TRICKS
    events = MAX_EVENTS
    if game_log is not None:
        if len(game_log) > MAX_EVENTS:
            raise _Malformed(f"a log of {len(game_log)} events")
        card_events = _card_events(game_log)  # (event index, seat, card id, called) of each card
        n_tricks = len(card_events) // 4
        events = len(game_log)
    tricks = record["tricks"]
    if not isinstance(tricks, list) or len(tricks) > n_tricks:
        raise _Malformed(f"tricks: not a list of at most {n_tricks}")
    review = OpenHandsReview()
    for i, t in enumerate(tricks):
        trick = _read_trick(t, n_tricks, events, card_events, f"tricks[{i}]")
        if trick.trick in review.tricks:
            raise _Malformed(f"tricks[{i}]: trick {trick.trick} twice")
        review.tricks[trick.trick] = trick
    if review.tricks and game_log is not None and set(review.tricks) != set(range(min(review.tricks), n_tricks + 1)):
        # solved from the last trick back, each one before the one that did not fit
        raise _Malformed(f"tricks {sorted(review.tricks)} of {n_tricks} are not the last ones")
    bounds = record["bounds"]
    if bounds is not None:
        if not isinstance(bounds, list) or len(bounds) != 2 or not isinstance(bounds[1], list) or len(bounds[1]) != 2:
            raise _Malformed("bounds: not [trick, [low, high]]")
        trick = _whole(bounds[0], 1, n_tricks, "bounds' trick")
        low = _whole(bounds[1][0], -MAX_VALUE, MAX_VALUE, "bounds' low")
        high = _whole(bounds[1][1], low, MAX_VALUE, "bounds' high")
        if review.tricks and trick >= min(review.tricks):
            raise _Malformed(f"bounds for trick {trick}, not before the earliest solved one")
        review.bounds = (trick, (low, high))
    return review


def _read_trick(t: object, n_tricks: int, events: int, card_events, where: str) -> OpenHandsTrick:
    _keys(t, _TRICK, where)
    number = _whole(t["trick"], 1, n_tricks, f"{where}.trick")
    solved = OpenHandsTrick(number, _whole(t["re_value"], -MAX_VALUE, MAX_VALUE, f"{where}.re_value"))
    cards = t["cards"]
    if not isinstance(cards, list) or len(cards) > 4:
        raise _Malformed(f"{where}.cards: not a list of at most 4")
    for j, c in enumerate(cards):
        at = f"{where}.cards[{j}]"
        _keys(c, _CARD, at)
        index = _whole(c["event_index"], 0, events - 1, f"{at}.event_index")
        seat = _whole(c["seat"], 0, 3, f"{at}.seat")
        code = c["card"]
        if type(code) is not str or code not in _CARDS:
            raise _Malformed(f"{at}.card: {_cut(code)} is no card")
        if card_events is not None:
            own_index, own_seat, own_card, _ = card_events[(number - 1) * 4 + j]
            if (index, seat, code) != (own_index, own_seat, CARD_CODES[own_card]):
                raise _Malformed(f"{at}: not the game's card {j + 1} of trick {number}")
        before = _whole(c["before"], -MAX_VALUE, MAX_VALUE, f"{at}.before")
        after = _whole(c["after"], -MAX_VALUE, MAX_VALUE, f"{at}.after")
        options = c["options"]
        if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
            raise _Malformed(f"{at}.options: not an object of at most {MAX_OPTIONS}")
        for option, value in options.items():
            if option not in _CARDS:
                raise _Malformed(f"{at}.options: {_cut(option)} is no card")
            _whole(value, -MAX_VALUE, MAX_VALUE, f"{at}.options[{option!r}]")
        if options and options.get(code) != after:
            raise _Malformed(f"{at}: the card's value is not the one its options give it")
        solved.cards.append(CardValue(index, seat, code, before, after, dict(options)))
    return solved


def _keys(value: object, keys: tuple[str, ...], where: str) -> None:
    if not isinstance(value, dict) or set(value) != set(keys):
        raise _Malformed(f"{where}: not an object of {', '.join(keys)}")


def _whole(value: object, low: int, high: int, where: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _Malformed(f"{where}: {_cut(value)} is not a whole number from {low} to {high}")
    return value


def _cut(value: object) -> str:
    """A value for the log, short however big."""
    if type(value) is int and abs(value) > 10 ** 12:
        return f"a number of about {value.bit_length()} bits"
    return repr(value)[:40]


def _short(error: BaseException) -> str:
    return f"{type(error).__name__}: {str(error)[:200]}"
