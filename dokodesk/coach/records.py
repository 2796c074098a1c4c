"""A game's analysis as a JSON-able record and back, exactly, so the app can store it with the
game and show it again after a restart without analysing anew (issue 28, "the coach forgets").

The record carries every field of `GameAnalysis` and of each `Decision`, found through
`dataclasses.fields` (a field added to them is carried without a change here), and is checked
against the field types when read back. A record of another format version, with other fields
(written before a field was added) or with a value of the wrong type is no analysis: reading it
gives None, never an exception, and the caller analyses the game again.

A stored record is a cache (issue 40): anything in it that no analysis makes is discarded the
same way, whatever Python would raise on it — text too long or nested too deep to be a record, a
number out of range (a loss of 1e308 overflowed in `flag_errors`, an event index of 2**70 in
Qt's bindings), NaN or infinity where an analysis writes finite numbers, an event index beyond the
game's log, a card or call code that does not exist.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import math
import numbers
import types
import typing
from typing import Any, Sequence

from dokodesk.coach.analysis import Decision, GameAnalysis
from dokodesk.coach.on_this_deal import DealGain
from dokodesk.rules import Call
from dokodesk.rules.cards import CARD_CODES

log = logging.getLogger(__name__)

FORMAT_VERSION = 2  # raise it when a field's meaning changes (a new field alone is caught by its name); 2:
#                    "from what you knew" in game points, Dodge points only on this deal (issue 28)
# Fields whose dict values may also be None (the brief of issue 28: "card code -> int or None").
_NONE_VALUES_ALLOWED = {(Decision, "open_hands")}


class _Malformed(ValueError):
    """A record that is no analysis of this format."""


# ------------------------------------------------------------------------------ writing
def analysis_to_record(analysis: GameAnalysis) -> dict:
    """The analysis as a dict of JSON values (str keys, lists, numbers, strings, bools, None).
    Non-finite floats are written as {"float": "nan"|"inf"|"-inf"} so the record is strict JSON.
    Raises TypeError for a value that has no JSON form (a field of a type this module does not
    know yet: the round-trip test names it)."""
    return {"format": FORMAT_VERSION, "analysis": _encode(analysis)}


def _encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, bool) or value is None or isinstance(value, (str, int)):
        return value
    if isinstance(value, float):
        if math.isfinite(value):
            return float(value)  # numpy's float64 too
        return {"float": "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")}
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            raise TypeError(f"a dict with keys that are not text has no record form: {value!r}")
        return {k: _encode(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    if isinstance(value, numbers.Integral):  # numpy's integers
        return int(value)
    if isinstance(value, numbers.Real):
        return _encode(float(value))
    raise TypeError(f"{type(value).__name__} has no record form: {value!r}")


def record_text(record: dict) -> str:
    """The record as compact strict JSON text (what the store keeps)."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# ------------------------------------------------------------------------------ reading
# What an analysis can hold (a record beyond these is no analysis of this dokodesk, see `_check`):
MAX_RECORD_CHARS = 1_000_000  # a game's record is some 10-60 kB (about 1 kB a decision)
MAX_EVENTS = 200  # events in a game's log (setfile.MAX_LOG_EVENTS: 48 cards and at most 10 calls)
GAME_POINTS = 250.0  # |game points| of a value, a loss or its error (a game is worth at most ~30)
DODGE_POINTS = 200.0  # |Dodge points| scored (-100 to 100) or gained (-200 to 200) against a field
AUGEN = 240.0
MAX_SAMPLES = 1_000_000  # sampled deals behind one decision (engine: a few hundred)
MAX_SEEDS = 10_000  # continuations of a better choice on the deal (on_this_deal: 8)
MAX_INT = 2 ** 31 - 1  # any other whole number: an index or a count that Qt takes as an int
MAX_TEXT = 1000  # characters of a text in a record (card names, reason keys)
MAX_DETAILS = 32  # entries of a decision's `details` (the reasons write two or three)
_CARDS = frozenset(CARD_CODES)
_CALLS = frozenset(c.value for c in Call) | {"pass"}


def _reject_constant(name: str) -> Any:
    raise _Malformed(f"{name} is no JSON number (the record writes it as {{'float': ...}})")


def analysis_from_record(record: object, events: int | None = None) -> GameAnalysis | None:
    """The analysis a record holds, or None: another format version, other fields, a value of
    the wrong type or out of range, or no record at all. `events`: the length of the analysed
    game's log (every decision's event is in it); None: only the longest a game can have. Never
    raises."""
    try:
        if not isinstance(record, dict) or set(record) != {"format", "analysis"}:
            raise _Malformed("not a record")
        version = record["format"]
        if type(version) is not int or version != FORMAT_VERSION:
            raise _Malformed(f"format {version!r}, not {FORMAT_VERSION}")
        analysis = _decode(record["analysis"], GameAnalysis, "analysis")
        if not isinstance(analysis, GameAnalysis):
            return None
        _check(analysis, MAX_EVENTS if events is None else min(int(events), MAX_EVENTS))
        return analysis
    except Exception as error:  # noqa: BLE001 - a damaged record is no analysis; the game is analysed again
        log.info("a stored analysis was not used: %s", _short(error))
        return None


def analysis_from_text(text: object, events: int | None = None) -> GameAnalysis | None:
    """`analysis_from_record` of the JSON text the store keeps; None for text that is no JSON
    record, whatever reading it raises (nested 200,000 deep: RecursionError). Never raises."""
    if not isinstance(text, str):
        return None
    if len(text) > MAX_RECORD_CHARS:
        log.info("a stored analysis was not used: %s characters, more than a record has", f"{len(text):,}")
        return None
    try:
        record = json.loads(text, parse_constant=_reject_constant)
    except Exception as error:  # noqa: BLE001 - ValueError, RecursionError, MemoryError...: no record
        log.info("a stored analysis was not used: %s", _short(error))
        return None
    return analysis_from_record(record, events)


def _short(error: BaseException) -> str:
    return f"{type(error).__name__}: {str(error)[:200]}"


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _decode_dataclass(value: object, cls: type, where: str) -> Any:
    if not isinstance(value, dict):
        raise _Malformed(f"{where}: not an object")
    fields = dataclasses.fields(cls)
    names = {f.name for f in fields}
    if set(value) != names:
        # a record from before a field was added (or after one was removed): analyse again
        raise _Malformed(f"{where}: fields {sorted(set(value) ^ names)} differ")
    hints = _hints(cls)
    kwargs = {}
    for f in fields:
        hint = hints[f.name]
        if (cls, f.name) in _NONE_VALUES_ALLOWED:
            kwargs[f.name] = _decode(value[f.name], hint, f"{where}.{f.name}", none_values=True)
        else:
            kwargs[f.name] = _decode(value[f.name], hint, f"{where}.{f.name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as error:
        raise _Malformed(f"{where}: {error}") from None


def _decode(value: object, hint: Any, where: str, none_values: bool = False) -> Any:
    """`value` read as the type `hint` (the field's annotation), checked."""
    if hint is Any or hint is object:
        return _plain(value, where)
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return _decode_dataclass(value, hint, where)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        rest = [a for a in args if a is not type(None)]
        errors = []
        for arg in rest:
            try:
                return _decode(value, arg, where, none_values)
            except _Malformed as error:
                errors.append(str(error))
        raise _Malformed("; ".join(errors) or f"{where}: None not allowed")
    if hint is float:
        if isinstance(value, dict) and set(value) == {"float"}:
            special = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}.get(value["float"])
            if special is None:
                raise _Malformed(f"{where}: {value!r} is no number")
            return special
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return value  # an int stays an int: the analysis may hold one where a float is declared
        raise _Malformed(f"{where}: {value!r} is no number")
    if hint is int:
        if type(value) is not int:
            raise _Malformed(f"{where}: {value!r} is no whole number")
        return value
    if hint is bool:
        if type(value) is not bool:
            raise _Malformed(f"{where}: {value!r} is not true or false")
        return value
    if hint is str:
        if type(value) is not str:
            raise _Malformed(f"{where}: {value!r} is no text")
        return value
    if origin is tuple or hint is tuple:
        if not isinstance(value, list):
            raise _Malformed(f"{where}: not a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if args:
            if len(args) != len(value):
                raise _Malformed(f"{where}: {len(value)} items, not {len(args)}")
            return tuple(_decode(v, a, f"{where}[{i}]") for i, (v, a) in enumerate(zip(value, args)))
        return tuple(_plain(v, where) for v in value)
    if origin is list or hint is list:
        if not isinstance(value, list):
            raise _Malformed(f"{where}: not a list")
        item = args[0] if args else Any
        return [_decode(v, item, f"{where}[{i}]") for i, v in enumerate(value)]
    if origin is dict or hint is dict:
        if not isinstance(value, dict):
            raise _Malformed(f"{where}: not an object")
        item = args[1] if len(args) == 2 else Any
        return {k: (None if none_values and v is None else _decode(v, item, f"{where}[{k!r}]"))
                for k, v in value.items()}
    if isinstance(hint, type) and issubclass(hint, int) and type(value) is int:
        return hint(value)  # an IntEnum and the like
    raise _Malformed(f"{where}: cannot read a value of type {hint!r}")


def _plain(value: object, where: str) -> Any:
    """A value of no declared type (`details`): plain JSON, non-finite floats restored."""
    if isinstance(value, dict):
        if set(value) == {"float"} and value["float"] in ("nan", "inf", "-inf"):
            return float(value["float"])
        return {k: _plain(v, where) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, where) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise _Malformed(f"{where}: {value!r} is no JSON value")


# ------------------------------------------------------------------------------ in range
def _check(analysis: GameAnalysis, events: int) -> None:
    """Raise _Malformed for a value no analysis of a game of `events` events makes."""
    _whole(analysis.deal, 0, MAX_INT, "deal")
    _whole(analysis.result, 0, MAX_INT, "result")
    _whole(analysis.seat, 0, 3, "seat")
    _whole(analysis.field_size, 0, MAX_INT, "field_size")
    if analysis.achieved is not None:
        _number(analysis.achieved, DODGE_POINTS, "achieved")
    if len(analysis.decisions) > events:
        raise _Malformed(f"{len(analysis.decisions)} decisions in a game of {events} events")
    for i, d in enumerate(analysis.decisions):
        _check_decision(d, events, f"decisions[{i}]")


def _check_decision(d: Decision, events: int, where: str) -> None:
    _whole(d.event_index, 0, events - 1, f"{where}.event_index")
    if d.kind not in ("card", "call"):
        raise _Malformed(f"{where}.kind: {d.kind[:40]!r}")
    codes = _CARDS if d.kind == "card" else _CALLS
    _code(d.chosen, codes, f"{where}.chosen")
    _code(d.best, codes, f"{where}.best")
    _number(d.loss, GAME_POINTS, f"{where}.loss", low=0.0)
    _number(d.loss_se, GAME_POINTS, f"{where}.loss_se", low=0.0)
    for code, value in d.values.items():
        _code(code, codes, f"{where}.values")
        _number(value, GAME_POINTS, f"{where}.values[{code!r}]")
    _text(d.reason_key, f"{where}.reason_key")
    if len(d.details) > MAX_DETAILS:
        raise _Malformed(f"{where}.details: {len(d.details)} entries")
    for key, value in d.details.items():  # names and keys for the reason's words: flat and short
        _text(key, f"{where}.details")
        if isinstance(value, str):
            _text(value, f"{where}.details[{key[:40]!r}]")
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            _number(value, MAX_INT, f"{where}.details[{key[:40]!r}]")
        elif value is not None and not isinstance(value, bool):
            raise _Malformed(f"{where}.details[{key[:40]!r}]: not a text or number")
    _whole(d.samples, 0, MAX_SAMPLES, f"{where}.samples")
    if d.open_hands is not None:
        for code, value in d.open_hands.items():
            _code(code, _CARDS, f"{where}.open_hands")
            if value is not None:
                _whole(value, -GAME_POINTS, GAME_POINTS, f"{where}.open_hands[{code!r}]")
    _whole(d.open_hands_party, 0, 1, f"{where}.open_hands_party")
    if d.on_deal is not None:
        _check_gain(d.on_deal, codes, f"{where}.on_deal")


def _check_gain(g: DealGain, codes: frozenset, where: str) -> None:
    _code(g.alternative, codes, f"{where}.alternative")
    _code(g.chosen, codes, f"{where}.chosen")
    seeds = len(g.chosen_points)
    if len(g.alternative_points) != seeds or seeds > MAX_SEEDS:
        raise _Malformed(f"{where}: {len(g.alternative_points)} and {seeds} seeds")
    for points in (g.alternative_points, g.chosen_points):
        for p in points:
            _whole(p, -GAME_POINTS, GAME_POINTS, f"{where}.points")
    # What on_this_deal makes of few seeds: an error of inf (one seed), NaN (none); a mean of NaN (none).
    _number(g.game, GAME_POINTS, f"{where}.game", nan=seeds == 0)
    _number(g.game_se, GAME_POINTS, f"{where}.game_se", low=0.0, nan=True, inf=True)
    if g.dodge is not None:
        _number(g.dodge, DODGE_POINTS, f"{where}.dodge", nan=seeds == 0)
    if g.dodge_se is not None:
        _number(g.dodge_se, DODGE_POINTS, f"{where}.dodge_se", low=0.0, nan=True, inf=True)
    for name in ("alternative_dodge", "chosen_dodge"):
        values = getattr(g, name)
        if values is not None:
            if len(values) != seeds:
                raise _Malformed(f"{where}.{name}: {len(values)} values for {seeds} seeds")
            for v in values:
                _number(v, DODGE_POINTS, f"{where}.{name}")
    for name in ("took_trick", "won"):
        pair = getattr(g, name)
        if pair is not None:
            for n in pair:
                _whole(n, 0, seeds, f"{where}.{name}")
    if g.augen is not None:
        for a in g.augen:
            _number(a, AUGEN, f"{where}.augen", low=0.0)


def _whole(value: object, low: float, high: float, where: str) -> None:
    if type(value) is not int or not low <= value <= high:
        raise _Malformed(f"{where}: {_cut(value)} is not a whole number from {low:g} to {high:g}")


def _number(value: object, bound: float, where: str, low: float | None = None, nan: bool = False,
            inf: bool = False) -> None:
    """A finite number within ±`bound` (from `low` when given); `nan`/`inf`: NaN or +inf allowed."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _Malformed(f"{where}: not a number")
    if isinstance(value, float) and not math.isfinite(value):
        if (nan and math.isnan(value)) or (inf and value == math.inf):
            return
        raise _Malformed(f"{where}: {value!r}")
    if not (-bound if low is None else low) <= value <= bound:
        raise _Malformed(f"{where}: {_cut(value)} is out of range")


def _code(value: object, codes: frozenset, where: str) -> None:
    if value not in codes:
        raise _Malformed(f"{where}: {_cut(value)} is no card or call of a game")


def _text(value: object, where: str) -> None:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise _Malformed(f"{where}: not a text of at most {MAX_TEXT} characters")


def _cut(value: object) -> str:
    """A value for the log, short however big (repr of a 2**70 is fine; of 10**5000 it raises)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10 ** 12:
        return f"a number of about {value.bit_length()} bits"
    return repr(value)[:40]


# ------------------------------------------------------------------------------ the field
def field_key(field_points: Sequence[int] | None) -> str:
    """What the analysis was made against: the field's points for the seat's party, in any
    order. A stored analysis is shown only against the same field (the field grows with an
    import: the Dodge values then change)."""
    points = sorted(int(p) for p in (field_points if field_points is not None else ()))
    digest = hashlib.sha256(json.dumps(points, separators=(",", ":")).encode()).hexdigest()[:32]
    return f"{len(points)}:{digest}"
