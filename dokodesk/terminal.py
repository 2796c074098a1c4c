"""Text from files, shown on a terminal as text (no Qt, no dependencies).

Player names, titles and ids come from set and results files that anyone can write. Printed raw,
an ESC starts a terminal escape sequence (colours, a moved cursor, a changed window title), a BEL
rings, a CR or LF forges a line, a bidi override reorders what follows. The set format allows
any text there (docs/set-format.md); every command prints such text through `shown`.
"""

from __future__ import annotations

import re

# C0 and C1 controls with DEL, the Unicode line and paragraph separators, the bidi embeddings,
# overrides and isolates. (Joiners and the like stay: emoji names need them.)
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def shown(text: object) -> str:
    """`text` with every control character written as an escape (ESC as `\\x1b`)."""
    return _UNSAFE.sub(_escape, str(text))


def shown_lines(text: object) -> str:
    """`shown` line by line: our own multi-line messages keep their line breaks (file text in
    them must have gone through `shown` already)."""
    return "\n".join(shown(line) for line in str(text).split("\n"))


def counted(n: int, word: str, plural: str | None = None) -> str:
    """"1 problem", "0 problems", "2,000 deals": a count with its noun in the right number."""
    return f"{n:,} {noun(n, word, plural)}"


def noun(n: int, word: str, plural: str | None = None) -> str:
    """The noun for a count of `n`: "deal" for 1, "deals" otherwise (for a count in a column)."""
    return word if n == 1 else plural or word + "s"


def has_visible(text: str) -> bool:
    """Whether `text` has a character one can see: a letter, digit, punctuation or symbol. A name
    of only NULs, zero-width characters, bidi marks, combining marks or spaces shows as nothing."""
    import unicodedata

    return any(unicodedata.category(ch)[0] in "LNPS" for ch in text)
