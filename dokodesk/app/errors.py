"""What the player reads about an error: a database fault with what to do (worded once, in
`store.schema.DatabaseFault`, translated here), a store's refusal, or a bug in one line that
points to the log."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

log = logging.getLogger("dokodesk")


def fault_text(fault) -> str:
    """A database fault in the user's language: the file, what is wrong, what to do, and SQLite's
    own words (English) for a report."""
    from dokodesk.store.schema import DatabaseFault

    kind = fault.kind if fault.kind in DatabaseFault.ADVICE else "io"
    headline = QCoreApplication.translate("DatabaseFault", DatabaseFault.HEADLINE[kind])
    advice = QCoreApplication.translate("DatabaseFault", DatabaseFault.ADVICE[kind])
    return f"{fault.path}\n\n{headline} {advice}\n\n({fault.what})"


def error_text(error: BaseException, log_path: Path | None) -> str:
    """What the player reads about an error: a database fault names the file and what to do
    (in the player's language), a store's refusal is its own message; anything else is one line
    with the log that holds its details."""
    from dokodesk.store.schema import DatabaseFault, StoreError

    if isinstance(error, DatabaseFault):
        log.warning("database fault: %s", error)
        return fault_text(error)
    if isinstance(error, StoreError):
        return str(error)
    log.error("unexpected error", exc_info=(type(error), error, error.__traceback__))
    where = QApplication.translate("Main", "Details are in {path}.").format(path=log_path) if log_path else ""
    return QApplication.translate("Main", "Something went wrong: {error}\nYour game is saved; you can go on.").format(
        error=f"{type(error).__name__}: {error}") + ("\n" + where if where else "")
