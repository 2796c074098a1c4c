"""From a path to a parsed JSON document, within the limits: only regular files, sizes checked
before and while decompressing, values counted and memory estimated before parsing."""

from __future__ import annotations

import codecs
import gzip
import io
import json
import os
import re
import stat
import types
import zlib
from pathlib import Path
from typing import Any, Iterator

from dokodesk.dodge.setfile.limits import (
    MEMORY_PER_LIST, MEMORY_PER_OBJECT, MEMORY_PER_VALUE, Limits, SetFileError,
)
from dokodesk.freeing import free_in_slices

_WIDE_UTF8 = re.compile(rb"[\xc4-\xef]")  # lead bytes of characters beyond Latin-1 (2 bytes each in a str)
_ASTRAL_UTF8 = re.compile(rb"[\xf0-\xf4]")  # lead bytes of characters beyond the BMP (4 bytes each)
_GZIP_MAGIC = b"\x1f\x8b"


def read_bytes(path: str | os.PathLike, limits: Limits = Limits()) -> bytes:
    """The JSON bytes of a file, gunzipped when it is gzip, within the size limits."""
    path = Path(path)
    if not stat.S_ISREG(path.stat().st_mode):
        raise SetFileError(str(path), [("", _NOT_REGULAR)])
    # O_NONBLOCK: should the name turn into a named pipe after the stat, opening it does not wait
    # for a writer, and the fstat below refuses it.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SetFileError(str(path), [("", _NOT_REGULAR)])
        if info.st_size > limits.file_bytes:
            raise SetFileError(str(path), [("", f"the file has {info.st_size:,} bytes; "
                                                f"the limit is {limits.file_bytes:,}")])
        raw = f.read(limits.file_bytes + 1)
    if len(raw) > limits.file_bytes:
        raise SetFileError(str(path), [("", f"the file has more than {limits.file_bytes:,} bytes (the limit)")])
    if raw[:2] == _GZIP_MAGIC:
        return gunzip_limited(raw, limits.json_bytes, str(path))
    if path.suffix == ".gz":
        raise SetFileError(str(path), [("", "the name ends in .gz but the file is not gzip-compressed")])
    return raw


_NOT_REGULAR = "not a regular file (a folder, named pipe or device); give a set or results file"


def gunzip_limited(raw: bytes, limit: int, source: str) -> bytes:
    """Decompress gzip data, refusing it as soon as it unpacks beyond `limit` bytes."""
    out = io.BytesIO()
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(raw)) as stream:
            while True:
                chunk = stream.read(1 << 20)
                if not chunk:
                    break
                out.write(chunk)
                if out.tell() > limit:
                    raise SetFileError(source, [("", f"the file unpacks to more than {limit:,} bytes "
                                                     "(the limit); refused")])
    except EOFError:
        raise SetFileError(source, [("", _GZIP_CUT)]) from None
    except (OSError, zlib.error) as exc:
        raise SetFileError(source, [("", _gzip_words(exc))]) from None
    return out.getvalue()


_GZIP_CUT = "the gzip data ends too early (the file was cut short); download or copy it again"


def _gzip_words(exc: BaseException) -> str:
    """A broken gzip stream in dokodesk's words (issue 40.8: Python's "Not a gzipped file (b'..')",
    "CRC check failed 0x.. != 0x.." reached the player)."""
    text = str(exc).lower()
    if "not a gzipped file" in text:
        return "the file ends in .gz but is not gzip data; give the set file itself or its .gz"
    if "crc check failed" in text or "incorrect length" in text:
        return "the gzip data is damaged (its check sum does not match); download or copy the file again"
    if "compressed file ended" in text:
        return _GZIP_CUT
    return "the gzip data is damaged and cannot be unpacked; download or copy the file again"


class _Constant(ValueError):
    """NaN, Infinity or -Infinity where JSON has a number (json.loads would read them)."""


def _reject_constant(name: str) -> Any:
    raise _Constant(name)


def count_limits(data: bytes, limits: Limits, source: str) -> None:
    """Refuse, before parsing, a document with more objects or lists than the limits allow: each
    costs a hundred bytes or more once parsed, so that 32 million tiny results in a 1 MB .gz file
    would take gigabytes. Counting `{` and `[` (also inside strings) bounds them from above in
    well under a second even at the JSON limit."""
    objects = _count(data, b"{")
    # every result and deal is an object; a few more for the file, "set" and "rules"
    if objects > limits.results + limits.deals + 16:
        raise SetFileError(source, [("", f"the file holds {objects:,} JSON objects: more than the "
                                         f"{limits.results:,} results and {limits.deals:,} deals a file may "
                                         "have; refused")])
    lists = _count(data, b"[")
    # a log and players are one list each on a rich result; a deal has hands and results
    if lists > 2 * limits.rich_results + 2 * limits.deals + 16:
        raise SetFileError(source, [("", f"the file holds {lists:,} JSON lists: more than the "
                                         f"{limits.rich_results:,} results with a log or players a file may "
                                         "have; refused")])
    values = _count(data, b",")
    # at most about 60 values per rich result (a log of 48 cards and calls), 2 per plain result
    if values > 64 * limits.rich_results + 4 * limits.results + 16 * limits.deals + 64:
        raise SetFileError(source, [("", f"the file holds {values:,} JSON values: more than its "
                                         f"{limits.results:,} results may have; refused")])
    # Within those counts, their mix still decides the memory (unknown keys cost as much as known ones).
    estimate = (MEMORY_PER_OBJECT * objects + MEMORY_PER_LIST * lists + MEMORY_PER_VALUE * values
                + _memory_per_byte(data) * len(data))
    if estimate > limits.memory_bytes:
        raise SetFileError(source, [("", f"reading the file would take about {estimate // 1_000_000:,} MB of memory "
                                         f"({objects:,} JSON objects, {lists:,} lists, {values:,} values); a reader "
                                         f"takes at most {limits.memory_bytes // 1_000_000:,} MB. Split it into "
                                         "smaller files; refused")])


# Scans of a whole file go a slice at a time: one call over 130 MB holds the interpreter lock
# (and so the window, when a worker reads) for 30-60 ms; a slice for ~1 ms.
_SCAN_SLICE = 4 << 20


def _count(data: bytes, byte: bytes) -> int:
    return sum(data.count(byte, i, i + _SCAN_SLICE) for i in range(0, len(data), _SCAN_SLICE))


def _slices(data: bytes, overlap: int = 0) -> Iterator[tuple[int, int]]:
    return ((i, min(len(data), i + _SCAN_SLICE + overlap)) for i in range(0, len(data), _SCAN_SLICE))


def _decode(data: bytes) -> str:
    """The text of UTF-8 bytes (a BOM dropped), decoded a slice at a time (see _SCAN_SLICE)."""
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    view = memoryview(data)
    try:
        parts = [decoder.decode(view[i:i + _SCAN_SLICE]) for i in range(0, len(data), _SCAN_SLICE)]
        parts.append(decoder.decode(b"", final=True))
    except UnicodeDecodeError:
        return data.decode("utf-8-sig")  # raises again, with the byte's place in the whole file
    finally:
        view.release()
    return "".join(parts)


def _memory_per_byte(data: bytes) -> int:
    """Bytes of memory per byte of JSON: the bytes, the decoded text and the parsed strings. A str
    takes 1, 2 or 4 bytes per character by its widest one, so one emoji makes the whole text 4x."""
    if all(data[i:j].isascii() for i, j in _slices(data)):
        text = 1
    else:
        text = 4 if any(_ASTRAL_UTF8.search(data, i, j) for i, j in _slices(data)) else \
            2 if any(_WIDE_UTF8.search(data, i, j) for i, j in _slices(data)) else 1
    # "\ud83d\ude00" is an emoji in ASCII (a find, not a regex: 10x faster)
    parsed = 4 if any(data.find(b"\\u", i, j) >= 0 for i, j in _slices(data, overlap=1)) else text
    return 1 + text + parsed


class _DuplicateKey(ValueError):
    """A JSON object with the same key twice (json.loads would keep the last value silently)."""


def _as_parsed(pairs: list) -> dict:
    """json.loads' hook for each object, returning it as a dict: a call into Python per object,
    where a thread waiting for the interpreter lock (the window's) gets it. Without one,
    json.loads holds the lock for the whole parse (0.7 s for a file of 2,000,000 results: the
    window froze meanwhile), with it at most ~10 ms at a time; json.loads alone then takes about
    1.5-1.7 times as long (points-only results: 0.12 s -> 0.21 s for 200,000, 1.4-1.7 s -> 2.3-2.7 s
    for 2,000,000).
    A key twice in one object is refused: `{"format": …, "format": …}` was read by its last
    value, and the file then called broken for other reasons."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set = set()
        raise _DuplicateKey(next(key for key, _ in pairs if key in seen or seen.add(key)))
    return obj


# json's messages, in plain words: what was expected where the reading stopped
_JSON_WORDS = (
    ("Expecting value", "a value was expected (a number, text in double quotes, true, false, null, [ or {)"),
    ("Expecting ',' delimiter", "a comma was expected (or the closing ] or } of the list or object)"),
    ("Expecting ':' delimiter", "a colon was expected after the key"),
    ("Expecting property name enclosed in double quotes",
     "a key in double quotes was expected (or the closing }, with no comma before it)"),
    ("Unterminated string starting at", "a text in double quotes begins here and has no closing quote"),
    ("Invalid control character at", "a text holds a control character (a tab or line break): write it as \\t or \\n"),
    ("Invalid \\uXXXX escape", "a text holds a \\u escape without four hex digits"),
    ("Invalid \\escape", "a text holds a backslash that starts no escape (write a backslash as \\\\)"),
    ("Extra data", "the data goes on after the end of the document's object"),
    # one byte order mark is read (and dropped) as the start of UTF-8 text; this is a second one
    ("Unexpected UTF-8 BOM", "a second byte order mark (U+FEFF) where the data should begin: save the file "
                             "as UTF-8 without a byte order mark"),
    ("Illegal trailing comma", "a comma before the closing ] or }: remove it"),  # Python 3.13's words
)


def _json_words(msg: str) -> str:
    """json's message in plain words; one this table does not know is not shown in Python's."""
    return next((words for start, words in _JSON_WORDS if msg.startswith(start)),
                "the data cannot be read as JSON here")


def release(doc: Any) -> None:
    """Empty the big lists of a parsed document a slice at a time (the results, the deals and
    their results), so that freeing it lets other threads run between the slices: freeing
    2,000,000 parsed results at once holds the interpreter lock for ~100 ms."""
    if not isinstance(doc, dict):
        return
    deals = doc.get("deals")
    if isinstance(deals, list):  # a set: at most MAX_DEALS deals, each with its results
        for deal in deals:
            inner = deal.get("results") if isinstance(deal, dict) else None
            if isinstance(inner, list) and len(inner) > _RELEASE_SLICE:
                _empty(inner)
    for value in doc.values():
        if isinstance(value, list):
            _empty(value)


_RELEASE_SLICE = 20_000


def _empty(items: list) -> None:
    free_in_slices(items, size=_RELEASE_SLICE)


# A C call of json's scanner holds the interpreter lock until it returns; the object hook calls
# back into Python, but a list of bare numbers or strings gives it nothing to call (15,000,000
# numbers: 0.9 s; strings: 2.7 s). So in the window's process (share_the_lock), a document bigger
# than _PIECE characters is parsed with no C call over more than about _PIECE of its text: a
# container that big is opened in Python, and a big list is parsed in runs of elements that fit
# in _PIECE.
_PIECE = 64 * 1024
_DECODER = json.JSONDecoder(parse_constant=_reject_constant, object_pairs_hook=_as_parsed)
_scan = _DECODER.scan_once  # the C scanner: (text, index) -> (value, end), StopIteration(index) for no value
_SKIP = json.decoder.WHITESPACE.match  # json's own whitespace, so that places match json.loads'
_CUTS = (",", "},", "],")  # where a run of a list's elements may end: a comma between two of them


# Whether parsing leaves other threads the interpreter lock (see _PIECE): the window's process
# turns it on (dokodesk.app), where a worker reads files while the window must stay responsive.
# Off, a document is parsed in one C call: 20,000 logged results (200 deals x 100, 7 MB of JSON)
# in ~0.15 s of CPU against ~0.3 s in pieces, so `dokodesk check` and the other commands parse at
# full speed. Either way the same limits are checked before parsing, the same keys refused, and
# an error is the same message at the same place (tests/dodge/test_parse_sharing.py).
_share_the_lock = False


def share_the_lock(on: bool = True) -> None:
    """Parse big documents in pieces that leave other threads the interpreter lock (on: for the
    window's process), or in one C call at full speed (off, the default: the command line)."""
    global _share_the_lock
    _share_the_lock = bool(on)


def shares_the_lock() -> bool:
    return _share_the_lock


def _loads(text: str) -> Any:
    """json.loads(text) with the hooks above: the same value, or the same error at the same place."""
    if len(text) <= _PIECE or not _share_the_lock:
        # (the hook stays: it refuses a key twice in one object; over 20,000 logged results it
        # costs ~7% of the parse, over points-only results ~1.5x)
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_as_parsed)
    if text.startswith("\ufeff"):
        raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
    try:
        value, end = _value(text, _SKIP(text, 0).end())
    except StopIteration as err:
        raise json.JSONDecodeError("Expecting value", text, err.value) from None
    except RecursionError:
        # Opened in Python, each level of nesting takes Python frames: a big document nested some
        # hundreds deep runs out of them where one C call reads it (600 levels). One C call then,
        # as the command line reads it: the same value or the same refusal in both processes
        # (only such a document holds the lock for its whole parse; a set file nests 6 deep).
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_as_parsed)
    end = _SKIP(text, end).end()
    if end != len(text):
        raise json.JSONDecodeError("Extra data", text, end)
    return value


def _value(s: str, idx: int) -> tuple[Any, int]:
    """The JSON value at s[idx] and where it ends, like json's scanner, in C calls over at most
    about _PIECE characters (a text in slices, _text; another scalar is one call)."""
    if s[idx:idx + 1] == '"':
        return _text(s, idx + 1)
    if s[idx:idx + 1] not in ("[", "{"):
        return _scan(s, idx)
    for size in sorted({min(256, _PIECE), min(4096, _PIECE), _PIECE}):  # most are small: try a small copy
        if idx + size >= len(s):
            return _scan(s, idx)  # the rest of the text is that small: the places are the text's
        try:
            value, end = _scan(s[idx:idx + size], 0)
            return value, idx + end
        except (json.JSONDecodeError, StopIteration):
            pass  # bigger than the copy (or broken: opened below, an error then has its place)
    if s[idx] == "{":
        return _object((s, idx + 1), True, _value, None, _as_parsed, {})
    return _list(s, idx + 1)


def _list(s: str, idx: int) -> tuple[list, int]:
    """A list that starts before s[idx], as json.decoder.JSONArray reads it, but with runs of
    elements parsed in one C call: "[" + a run + "]", cut at a comma; a cut inside an element
    (in a text, or deeper in) leaves a bracket open, so the call fails and a cut further
    back is tried. Past a run that would not parse, elements go one by one up to its end."""
    values: list = []
    idx = _SKIP(s, idx).end()
    if s[idx:idx + 1] == "]":
        return values, idx + 1
    cuts = list(_CUTS)
    one_by_one_to = idx
    while True:
        # (a run never starts at "]": "[" + "]" would read "[1,]" as a whole list)
        if idx >= one_by_one_to and idx + _PIECE < len(s) and s[idx] != "]":
            failed = idx + 1
            for k, cut in enumerate(cuts):
                at = s.rfind(cut, idx, idx + _PIECE)
                if at < 0 or at + len(cut) - 1 == idx:
                    continue  # none, or a comma first: "[1,,2]" is read one by one, to its error
                at += len(cut) - 1  # the comma
                try:
                    run, end = _scan("[" + s[idx:at] + "]", 0)
                except (json.JSONDecodeError, StopIteration):
                    failed = max(failed, at)
                    continue
                values.extend(run)
                cuts.insert(0, cuts.pop(k))  # the kind of cut that worked is tried first next time
                if end < at - idx + 2:  # a "]" of the text closed the list before the cut
                    return values, idx + end - 1
                idx = _SKIP(s, at + 1).end()
                break
            else:
                one_by_one_to = failed
            continue
        # one element, then "," or "]" (json.decoder.JSONArray's steps and errors)
        try:
            value, idx = _value(s, idx)
        except StopIteration as err:
            raise json.JSONDecodeError("Expecting value", s, err.value) from None
        values.append(value)
        idx = _SKIP(s, idx).end()
        if s[idx:idx + 1] == "]":
            return values, idx + 1
        if s[idx:idx + 1] != ",":
            raise json.JSONDecodeError("Expecting ',' delimiter", s, idx)
        idx = _SKIP(s, idx + 1).end()


# One text (a key or a value) is decoded by json's scanstring in one C call, however long it is:
# a text of 60 MB held the interpreter lock, and so the window, for 110-165 ms as 10,000,000
# \u00e9 escapes, 80-130 ms as plain letters (issue 40, point 9). So in pieces (share_the_lock), a
# text longer than _PIECE is decoded in slices of at most _PIECE characters, each cut before an
# escape (never inside one, nor between the two halves of a surrogate pair), and the slices
# joined: the same value, or the same error at the same place, as one call
# (tests/robust/test_huge_text_yields.py). Joining 60 MB still takes one call of ~50 ms.
_scanstring = json.decoder.scanstring  # (text, index after the opening quote, strict) -> (value, end)
_MIN_SLICE = 16  # a slice always holds a whole escape pair (12 characters), so each one gets on


def _text(s: str, begin: int, strict: bool = True) -> tuple[str, int]:
    """_scanstring(s, begin, strict), in C calls over at most about _PIECE characters each."""
    quote = s.find('"', begin, begin + _PIECE)
    if quote >= 0 and s[quote - 1] != "\\":  # the first quote closes the text, within a piece
        return _scanstring(s, begin, strict)
    parts = []
    at = begin  # where the next slice starts: never inside an escape
    size = min(256, max(_PIECE, _MIN_SLICE))  # a quote escaped near the start: most such texts are short
    while True:
        if at + size >= len(s):  # what is left of the document fits in a slice: read there, at its places
            try:
                part, end = _scanstring(s, at, strict)
            except json.JSONDecodeError as exc:
                if exc.msg.startswith("Unterminated string"):  # starting at the text's quote, as one call says
                    raise json.JSONDecodeError(exc.msg, s, begin - 1) from None
                raise
            parts.append(part)
            return "".join(parts), end
        cut = at + size
        while True:
            try:
                part, end = _scanstring('"' + s[at:cut] + '"', 1, strict)  # piece index i is s[at + i - 1]
                break
            except json.JSONDecodeError as exc:
                if exc.msg.startswith("Unterminated string"):
                    cut -= 1  # the slice ends in a backslash that escaped the closing quote added to it
                elif exc.msg.startswith("Invalid \\uXXXX") and at + exc.pos - 1 + 5 > cut:
                    cut = at + exc.pos - 2  # a \u escape reaches past the cut: cut before its backslash
                else:  # the same error at the same place as one call over the whole text
                    raise json.JSONDecodeError(exc.msg, s, at + exc.pos - 1) from None
        if end < cut - at + 2:  # the text's own closing quote
            parts.append(part)
            return "".join(parts), at + end - 1
        if part and "\ud800" <= part[-1] <= "\udbff" and s[cut - 1] != part[-1]:
            parts.append(part[:-1])  # a first half of a pair, as \uXXXX just before the cut: read again
            at = cut - 6  # with its second half, if that follows
        else:
            parts.append(part)
            at = cut
        size = min(size * 16, max(_PIECE, _MIN_SLICE))


# json's JSONObject (the same steps and errors, in this Python's version), its keys read by _text
_object = types.FunctionType(json.decoder.JSONObject.__code__, {**vars(json.decoder), "scanstring": _text},
                             "JSONObject", json.decoder.JSONObject.__defaults__)


def parse_json(data: bytes, source: str, limits: Limits = Limits()) -> Any:
    count_limits(data, limits, source)
    other = _other_encoding(data)
    if other is not None:
        raise SetFileError(source, [("", f"the file is {other} text, not UTF-8: save it as UTF-8 (a text editor's "
                                         "\"Save as\" offers the encoding)")])
    try:
        text = _decode(data)
    except UnicodeDecodeError as exc:
        at = exc.start + (len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0)  # utf-8-sig counts after it
        raise SetFileError(source, [(_byte_place(data, at), f"not UTF-8 text (byte {at}): save the file as UTF-8")]) \
            from None
    if not text.strip():
        raise SetFileError(source, [("", "the file is empty" if not text else
                                         "the file holds only spaces and line breaks, no data")])
    try:
        return _loads(text)
    except json.JSONDecodeError as exc:
        place = f"line {exc.lineno}, column {exc.colno}"
        cut = " it is incomplete (cut off, e.g. by a broken download or copy); get the whole file again"
        if not text[exc.pos:].strip():  # the text stops where a value should go on: cut off, not malformed
            expected = _json_words(exc.msg).split(" (")[0]
            raise SetFileError(source, [(place, f"the file ends here, where {expected[0].lower()}{expected[1:]}:"
                                                + cut)]) from None
        if exc.msg.startswith("Unterminated string") and '"' not in text[exc.pos + 1:]:
            raise SetFileError(source, [(place, "the file ends inside a text in double quotes that begins here:"
                                                + cut)]) from None
        raise SetFileError(source, [(place, f"bad JSON: {_json_words(exc.msg)}")]) from None
    except _DuplicateKey as exc:
        raise SetFileError(source, [("", f"the key {json.dumps(str(exc.args[0]))[:80]} appears twice in one JSON "
                                         "object; a reader would see only one of its values: keep one")]) from None
    except (ValueError, RecursionError) as exc:  # json's errors without a place, and Python's words
        raise SetFileError(source, [_unreadable(text, exc)]) from None


# ------------------------------------------------------------------------------ refusals' places
# A JSON text in UTF-16 or UTF-32: by its byte order mark, or by the zero bytes that its first
# two characters (ASCII in any JSON document) have (RFC 4627, section 3). UTF-8 JSON has none.
_OTHER_MARKS = ((b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe\x00\x00", "UTF-32"), (b"\xfe\xff", "UTF-16"),
                (b"\xff\xfe", "UTF-16"))
MAX_NESTING = 100  # lists and objects in each other, said when json gives up (a set file has 6)


def _other_encoding(data: bytes) -> str | None:
    """"UTF-16" or "UTF-32" for a text in that encoding, else None."""
    for mark, name in _OTHER_MARKS:
        if data.startswith(mark):
            return name
    head = data[:4]
    if len(head) == 4 and (head[:3] == b"\x00\x00\x00" or head[1:] == b"\x00\x00\x00"):
        return "UTF-32"
    if len(head) >= 2 and (head[0] == 0) != (head[1] == 0):
        return "UTF-16"
    return None


def _byte_place(data: bytes, at: int) -> str:
    """"line L, column C" of byte `at`, as json counts them (characters; a first BOM not counted)."""
    start = data.rfind(b"\n", 0, at) + 1
    if start == 0 and data.startswith(codecs.BOM_UTF8):
        start = len(codecs.BOM_UTF8)
    column = len(data[start:at].decode("utf-8", "replace")) + 1
    line = data.count(b"\n", 0, at) + 1
    return f"line {line}, column {column}"


def _place(text: str, at: int) -> str:
    """"line L, column C" of character `at` of the text (json's lineno and colno)."""
    return f"line {text.count(chr(10), 0, at) + 1}, column {at - text.rfind(chr(10), 0, at)}"


# From a line's start to a place outside any text in double quotes: JSON text before the place
# where json stopped is valid, so no text in double quotes holds a line break there.
_OUTSIDE_TEXTS = re.compile(r'(?:[^"\n]++|"(?:[^"\\\n]++|\\.)*+")*+')
_TOKENS = re.compile(r'"(?:[^"\\]++|\\.)*+"|[\[\]{}]')  # a text in double quotes, or a bracket


def _outside_texts(text: str, at: int) -> bool:
    start = text.rfind("\n", 0, at) + 1
    return _OUTSIDE_TEXTS.match(text, start, at).end() == at


def _unreadable(text: str, exc: Exception) -> tuple[str, str]:
    """(place, message) for what json refused without a place, or with Python's words: nesting
    deeper than it reads (RecursionError), an integer of more digits than Python converts (its
    message names sys.set_int_max_str_digits()), NaN or Infinity. Looked for only once parsing
    failed, so a good file costs nothing."""
    if isinstance(exc, RecursionError):
        depth = 0
        for token in _TOKENS.finditer(text):
            bracket = token.group()
            if bracket in "[{":
                depth += 1
                if depth > MAX_NESTING:
                    return (_place(text, token.start()),
                            f"lists and objects are nested more than {MAX_NESTING} levels deep here (a set file "
                            "needs 6)")
            elif bracket in "]}":
                depth -= 1
        return "", "lists and objects are nested too deeply to be read"
    if isinstance(exc, _Constant):
        name = str(exc.args[0])
        for found in re.finditer(re.escape(name), text):
            if _outside_texts(text, found.start()):
                return _place(text, found.start()), f"{name} is not a JSON value: write a number or null"
        return "", f"{name} is not a JSON value: write a number or null"
    limit = _max_digits()
    if limit:
        whole = re.compile(r"(?<![\d.eE+\-])-?\d{%d,}(?![\d.eE])" % (limit + 1))
        for found in whole.finditer(text):
            if _outside_texts(text, found.start()):
                digits = len(found.group().lstrip("-"))
                return (_place(text, found.start()),
                        f"a number of {digits:,} digits; numbers may have at most {limit:,}")
    return "", "the data cannot be read as JSON"


def _max_digits() -> int:
    """The most digits an integer in JSON may have: what this Python converts (4,300 by default)."""
    import sys

    return sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
