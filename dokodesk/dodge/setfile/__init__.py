"""Reading and writing set files and results files (../shared/docs/set-format.md, version 1).

Reading is strict and complete: every problem of a file is collected with its place
("deal 17, hand of seat 2: QC appears 3 times in the deal") and the file is rejected whole.
Unknown keys are ignored, a newer version is refused, nothing in a file is ever executed, and
sizes are limited before and while decompressing, and counted before parsing, so that no file
can make a reader take more than about 1 GB of memory (see `Limits`). Only regular files are
read: a named pipe or a device is refused without opening it for a blocking read.

The parts: `limits` (format names, sizes, `Limits`, `SetFileError`), `parsing` (path to JSON
within the limits), `validation` (every problem with its place, the logs replayed), `writing`
(atomic and durable). Import from here: `from dokodesk.dodge.setfile import read_set`.
"""

import os  # noqa: F401  (tests patch setfile.os.replace / fsync for the write order)

from dokodesk.dodge.setfile.limits import (
    FORMAT_VERSION, MAX_DEAL_NUMBER, MAX_DEALS, MAX_FILE_BYTES, MAX_JSON_BYTES, MAX_LOG_EVENTS, MAX_MEMORY_BYTES,
    MAX_PROBLEMS, MAX_RE_POINTS, MAX_RESULTS, MAX_RICH_RESULTS, MAX_TEXT, MEMORY_PER_LIST, MEMORY_PER_OBJECT,
    MEMORY_PER_VALUE, RESULTS_FORMAT, SET_FORMAT, Limits, Problems, SetFileError, count_words, more_words,
)
from dokodesk.dodge.setfile.parsing import count_limits, gunzip_limited, parse_json, read_bytes, release
from dokodesk.dodge.setfile.validation import (
    _MONTH, _SET_ID, CheckReport, ResultCheck, check_document, check_file, check_header, check_results, check_set,
    read_results, read_set, verify_results,
)
from dokodesk.dodge.setfile.writing import (
    check_output_target, results_to_json, set_to_json, write_json, write_results, write_set,
)

__all__ = [
    "FORMAT_VERSION", "MAX_DEAL_NUMBER", "MAX_DEALS", "MAX_FILE_BYTES", "MAX_JSON_BYTES", "MAX_LOG_EVENTS",
    "MAX_MEMORY_BYTES", "MAX_PROBLEMS", "MAX_RE_POINTS", "MAX_RESULTS", "MAX_RICH_RESULTS", "MAX_TEXT",
    "MEMORY_PER_LIST", "MEMORY_PER_OBJECT", "MEMORY_PER_VALUE", "RESULTS_FORMAT", "SET_FORMAT", "CheckReport",
    "Limits", "Problems", "ResultCheck", "SetFileError", "check_document", "check_file", "check_header",
    "check_output_target", "check_results", "check_set", "count_limits", "count_words", "gunzip_limited",
    "more_words", "parse_json", "read_bytes", "read_results", "read_set", "release", "results_to_json",
    "set_to_json", "verify_results", "write_json", "write_results", "write_set",
]
