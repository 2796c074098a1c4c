"""A game's analysis as a JSON-able record and back, exactly, so the app can store it with the
game and show it again after a restart without analysing anew (issue 28, "the coach forgets").

The record carries every field of `GameAnalysis` and of each `Decision`, found through
`dataclasses.fields` (a field added to them is carried without a change here), and is checked
against the field types when read back. A record of another format version, with other fields
(written before a field was added) or with a value of the wrong type is no analysis: reading it
gives None, never an exception, and the caller analyses the game again.
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
def analysis_from_record(record: object) -> GameAnalysis | None:
    """The analysis a record holds, or None: another format version, other fields, a value of
    the wrong type, or no record at all. Never raises."""
    try:
        if not isinstance(record, dict) or set(record) != {"format", "analysis"}:
            raise _Malformed("not a record")
        version = record["format"]
        if type(version) is not int or version != FORMAT_VERSION:
            raise _Malformed(f"format {version!r}, not {FORMAT_VERSION}")
        analysis = _decode(record["analysis"], GameAnalysis, "analysis")
        return analysis if isinstance(analysis, GameAnalysis) else None
    except Exception as error:  # noqa: BLE001 - a damaged record is no analysis; the game is analysed again
        log.info("a stored analysis was not used: %s", error)
        return None


def analysis_from_text(text: object) -> GameAnalysis | None:
    """`analysis_from_record` of the JSON text the store keeps; None for text that is no JSON."""
    if not isinstance(text, str):
        return None
    try:
        record = json.loads(text)
    except ValueError as error:
        log.info("a stored analysis was not used: %s", error)
        return None
    return analysis_from_record(record)


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


# ------------------------------------------------------------------------------ the field
def field_key(field_points: Sequence[int] | None) -> str:
    """What the analysis was made against: the field's points for the seat's party, in any
    order. A stored analysis is shown only against the same field (the field grows with an
    import: the Dodge values then change)."""
    points = sorted(int(p) for p in (field_points if field_points is not None else ()))
    digest = hashlib.sha256(json.dumps(points, separators=(",", ":")).encode()).hexdigest()[:32]
    return f"{len(points)}:{digest}"
