"""Text from files is text on the terminal too (issue 17, point 4): player names with ESC, BEL,
CR-LF, C1 controls or a bidi override reach no terminal raw from `rally`, `import --me`, `check`,
`sets` or `standings`; they are printed escaped (`\\x1b`). The format still allows them."""

from __future__ import annotations

import re

from store_helpers import make_set, set_doc, write_doc

from dokodesk.cli import main
from dokodesk.terminal import shown

HOSTILE = ["Anna\x1b]0;pwned\x07", "Ben\r\nrating +99.00", "C\x9b31mem", "Dora\u202e"]
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")  # all but our own \n


def hostile_file(tmp_path, title="Set\x1b[2J"):
    dodge_set = make_set(n_deals=2, logs=2, set_id="hostile", title=title)
    doc = set_doc(dodge_set)
    for deal in doc["deals"]:
        for result in deal["results"]:
            result["players"] = list(HOSTILE)
    return write_doc(tmp_path / "hostile.json", doc)


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out + out.err


def test_shown_escapes_controls_and_keeps_other_text():
    assert shown("Anna\x1b]0;x\x07") == "Anna\\x1b]0;x\\x07"
    assert shown("Ben\r\nX") == "Ben\\x0d\\x0aX"
    assert shown("C\x9bD\u202eE") == "C\\x9bD\\u202eE"
    assert shown("Jürgen 👩‍👩‍👧 Öz") == "Jürgen 👩‍👩‍👧 Öz"  # umlauts and a joined emoji stay


def test_rally_prints_names_escaped(tmp_path, capsys):
    code, text = run(capsys, "rally", str(hostile_file(tmp_path)))
    assert code == 0
    assert not RAW.search(text), repr(text)
    assert "Anna\\x1b]0;pwned\\x07" in text and "Ben\\x0d\\x0arating +99.00" in text
    assert not any(line.startswith("rating +99.00") for line in text.splitlines())  # no forged line


def test_import_me_prints_names_escaped(tmp_path, capsys):
    path = hostile_file(tmp_path)
    code, text = run(capsys, "import", str(path), "--me", "Zed")  # not in the file: the names are listed
    assert code == 1 and "plays in none" in text
    assert not RAW.search(text), repr(text)
    assert "Anna\\x1b]0;pwned\\x07" in text
    code, text = run(capsys, "import", str(path), "--me", HOSTILE[0])
    assert code == 0, text
    assert not RAW.search(text), repr(text)
    code, text = run(capsys, "sets")
    assert "Set\\x1b[2J" in text and not RAW.search(text), repr(text)
    code, text = run(capsys, "standings", "hostile")
    assert code == 0 and not RAW.search(text), repr(text)


def test_check_prints_what_the_file_says_escaped(tmp_path, capsys):
    doc = set_doc(make_set(n_deals=1, logs=1, set_id="hostile"))
    doc["deals"][0]["results"][0]["players"] = list(HOSTILE)
    doc["deals"][0]["results"][0]["re_points"] += 1  # a problem: the result's line is printed
    path = write_doc(tmp_path / "bad\x1b[31m.json", doc)
    code, text = run(capsys, "check", str(path))
    assert code == 1
    assert not RAW.search(text), repr(text)
    assert "bad\\x1b[31m.json" in text
