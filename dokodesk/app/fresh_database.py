"""A damaged database at start: the player may move it aside and start with a new one.

The damaged file and its -wal and -shm stay in the data folder under a dated name (nothing is
deleted: a backup tool or SQLite's own recovery may still get data out of them). Games kept in
the saving journal (the file was damaged or replaced while dokodesk ran) are then stored into the
new database by the saver, each on its deal once its set is there (see app.saver).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from dokodesk.app.errors import error_text
from dokodesk.store.schema import DB_NAME, SIDE_FILES, DatabaseFault


def choose_fresh_database(title: str, text: str) -> bool:
    """Ask the player: move the damaged database aside and start afresh, or quit (tests patch this)."""
    box = QMessageBox(QMessageBox.Icon.Critical, title, text)
    fresh = box.addButton(QCoreApplication.translate("FreshDatabase", "Move it aside and start with a new database"),
                           QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("FreshDatabase", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(fresh)
    box.exec()
    return box.clickedButton() is fresh


def move_aside(folder: Path, stamp: str | None = None) -> Path:
    """Rename the database and its side files to `<name>.damaged-<stamp>`; returns the new name of
    the database. Renames only (no descriptor of the file is opened: see schema's registry)."""
    stamp = stamp or time.strftime("%Y%m%d-%H%M%S")
    target = folder / f"{DB_NAME}.damaged-{stamp}"
    n = 1
    while any(Path(str(target) + side).exists() for side in ("",) + SIDE_FILES):
        n += 1
        target = folder / f"{DB_NAME}.damaged-{stamp}-{n}"
    for side in SIDE_FILES:  # the side files first: a -wal must never meet a new database of the old name
        if (folder / (DB_NAME + side)).exists():
            os.replace(folder / (DB_NAME + side), Path(str(target) + side))
    os.replace(folder / DB_NAME, target)
    return target


def start_afresh(error: Exception, folder: Path, data_dir, title: str, log_path: Path | None):
    """After Store.open failed with `error`: say so; for a damaged database offer a new one.
    Returns the new Store, or None (the player quit, or the error is not damage)."""
    from dokodesk.store import Store

    text = error_text(error, log_path)
    if not (isinstance(error, DatabaseFault) and error.kind == "damaged" and (folder / DB_NAME).is_file()):
        QMessageBox.critical(None, title, text)
        return None
    explained = text + "\n\n" + QCoreApplication.translate("FreshDatabase",
        "A new database starts empty (the demo set comes back; import your sets again). The damaged file "
        "stays in the data folder under a dated name, and a game kept in the saving journal is stored into "
        "the new database.")
    if not choose_fresh_database(title, explained):
        return None
    try:
        move_aside(folder)
        return Store.open(data_dir)
    except Exception as again:  # noqa: BLE001 - e.g. a read-only folder: say that instead
        QMessageBox.critical(None, title, error_text(again, log_path))
        return None
