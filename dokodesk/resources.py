"""Where dokodesk finds its read-only resources (card art, icons, translations, the demo set,
the JSON schemas), and the application id. Imports no Qt.

Everything the app ships lives in one directory tree, ``resources/``::

    resources/cards/QC.svg …        card faces, back.svg, LICENSE.txt
    resources/icons/…               the app icon (SVG and hicolor PNGs)
    resources/translations/*.qm     compiled Qt translations
    resources/demo/dodge-demo.json.gz
    resources/schema/*.schema.json

`resource_path("cards", "QC.svg")` names a file in it. The tree is looked for, first match
wins, in:

1. ``$DOKODESK_RESOURCE_DIR``, when set (tests, distribution packages, trying new art);
   taken as it is, without further checks;
2. a PyInstaller bundle: ``sys._MEIPASS/resources`` (``packaging/dokodesk.spec`` puts it
   there; in a one-folder bundle ``_MEIPASS`` is its ``_internal`` folder);
3. a source checkout or editable install: ``resources/`` beside the ``dokodesk`` package
   (the repository root);
4. an installed copy: ``<prefix>/share/dokodesk/resources`` for the running Python's
   ``sys.prefix`` (a wheel's data files, a venv), then for each directory of
   ``$XDG_DATA_DIRS`` (default ``/usr/local/share:/usr/share``: distribution packages).

Candidates 2 to 4 count only when they hold a ``cards`` folder, so that an unrelated
``resources`` directory is never taken. When none is found, the source-checkout path is
returned anyway, so that an error message names a sensible place.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: Reverse-DNS application id: the .desktop file's name, the AppStream id, the icon name and
#: what the app passes to QGuiApplication.setDesktopFileName (Wayland app id).
APP_ID = "io.github.dokodesk.Dokodesk"

#: Environment variable that overrides the resource directory (lookup step 1).
RESOURCE_DIR_ENV = "DOKODESK_RESOURCE_DIR"

_MARKER = "cards"  # a folder every real resource tree has


def resource_dirs() -> list[Path]:
    """Every candidate resource directory, in lookup order (for diagnostics and tests)."""
    candidates: list[Path] = []
    override = os.environ.get(RESOURCE_DIR_ENV)
    if override:
        candidates.append(Path(override))
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        candidates.append(Path(meipass) / "resources")
    candidates.append(_checkout_dir())
    candidates.append(Path(sys.prefix) / "share" / "dokodesk" / "resources")
    xdg = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    candidates.extend(Path(d) / "dokodesk" / "resources" for d in xdg.split(os.pathsep) if d)
    return candidates


def _checkout_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "resources"


def resource_root() -> Path:
    """The resource directory in use (see the module docstring for the lookup order).

    Looked up on every call (a few stat calls), so a changed environment is noticed."""
    override = os.environ.get(RESOURCE_DIR_ENV)
    if override:
        return Path(override)
    for candidate in resource_dirs():
        if (candidate / _MARKER).is_dir():
            return candidate
    return _checkout_dir()


def resource_path(*parts: str) -> Path:
    """A path inside the resource directory, e.g. ``resource_path("cards", "QC.svg")``.

    The path is not checked for existence: optional resources (a translation, the demo set)
    may be missing, and the caller says what that means.
    """
    return resource_root().joinpath(*parts)
