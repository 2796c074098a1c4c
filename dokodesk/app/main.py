"""Start-up: the application object, translations, the store and the main window."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from dokodesk.resources import APP_ID, resource_path

_translators: list[QTranslator] = []  # kept alive as long as the application


def language_choice() -> str:
    """"de" or "en": the setting, else the system locale (German for any German locale)."""
    chosen = QSettings().value("language", "system")
    if chosen in ("de", "en"):
        return chosen
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def install_translations(app: QApplication, language: str) -> None:
    for translator in _translators:
        app.removeTranslator(translator)
    _translators.clear()
    QLocale.setDefault(QLocale(QLocale.Language.German if language == "de" else QLocale.Language.English))
    if language == "en":
        return  # the source strings are English
    ours = QTranslator(app)
    if ours.load(str(resource_path("translations", f"dokodesk_{language}.qm"))):
        app.installTranslator(ours)
        _translators.append(ours)
    qt = QTranslator(app)  # Qt's own dialogs (buttons, file dialog)
    if qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _translators.append(qt)


def create_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("dokodesk")
    app.setOrganizationName("dokodesk")
    app.setApplicationDisplayName("dokodesk")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", f"{APP_ID}.svg"))))
    install_translations(app, language_choice())
    return app  # type: ignore[return-value]


def _seconds_since_process_start() -> float | None:
    """Linux only: the process's age, so a startup measurement includes Python's own start."""
    try:
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def fault_text(fault) -> str:
    """A database fault in the user's language: the file, what is wrong, what to do, and SQLite's
    own words (English) for a report."""
    if fault.kind == "damaged":
        headline = QCoreApplication.translate("Startup", "The database is damaged.")
        advice = QCoreApplication.translate(
            "Startup", "It was not changed. Restore it from your backup, or move it away to start with a new "
                       "database (your games in it are then no longer shown).")
    elif fault.kind == "busy":
        headline = QCoreApplication.translate("Startup", "The database is locked.")
        advice = QCoreApplication.translate(
            "Startup", "Another dokodesk (or another program) is writing to it. Wait until it is done, or close "
                       "the other dokodesk, then try again.")
    elif fault.kind == "full":
        headline = QCoreApplication.translate("Startup", "The disk is full.")
        advice = QCoreApplication.translate("Startup", "Nothing was changed. Free some space, then try again.")
    elif fault.kind == "readonly":
        headline = QCoreApplication.translate("Startup", "dokodesk cannot write its database.")
        advice = QCoreApplication.translate(
            "Startup", "Make the folder and the file writable for you, or choose another data folder "
                       "(--data-dir or $DOKODESK_DATA_DIR).")
    elif fault.kind == "folder":
        headline = QCoreApplication.translate("Startup", "The data folder cannot be used.")
        advice = QCoreApplication.translate(
            "Startup", "Move that away, or choose another data folder (--data-dir or $DOKODESK_DATA_DIR).")
    else:
        headline = QCoreApplication.translate("Startup", "The disk reported an error.")
        advice = QCoreApplication.translate("Startup", "Nothing was changed. Check the disk, then try again.")
    return f"{fault.path}\n\n{headline} {advice}\n\n({fault.what})"


def error_text(error: BaseException, data_dir: Path | None) -> str:
    """What the user reads about an error: a database fault naming the file and what to do, a
    store's refusal as it is; anything else as one line, its details logged for a report."""
    from dokodesk.store import StoreError
    from dokodesk.store.schema import DatabaseFault

    if isinstance(error, DatabaseFault):
        return fault_text(error)
    if isinstance(error, StoreError):
        return str(error)
    from dokodesk.cli import log_unexpected

    where = log_unexpected(error, None if data_dir is None else str(data_dir), "app")
    return QCoreApplication.translate("Startup", "Something went wrong that dokodesk did not expect ({error}). Your saved games are safe. "
               "The details are in {log}; please report it.").format(
        error=f"{type(error).__name__}: {str(error)[:200]}", log=where)


class ErrorDialogs:
    """sys.excepthook of the app: an exception that escapes a slot becomes a dialog, never a
    traceback on a console nobody reads. One dialog at a time; errors while it shows are logged."""

    def __init__(self, data_dir: Path | None):
        self.data_dir = data_dir
        self.showing = False
        self.shown: list[str] = []  # the texts shown (for tests)

    def __call__(self, exc_type, error, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, error, tb)
            return
        if error.__traceback__ is None:
            error = error.with_traceback(tb)
        text = error_text(error, self.data_dir)
        self.shown.append(text)
        if self.showing:
            return
        self.showing = True
        try:
            QMessageBox.critical(QApplication.activeWindow(), QCoreApplication.translate("Startup", "dokodesk: an error"), text)
        finally:
            self.showing = False


def main(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    app = create_application()
    from dokodesk.app.main_window import MainWindow
    from dokodesk.store import Store

    data_dir = Path(args.data_dir) if getattr(args, "data_dir", None) else None
    previous_hook = sys.excepthook
    sys.excepthook = ErrorDialogs(data_dir)
    try:
        store = Store.open(data_dir)
    except Exception as error:  # noqa: BLE001 - a damaged, busy or unwritable database: say so, and stop
        QMessageBox.critical(None, QCoreApplication.translate("Startup", "dokodesk cannot open its database"), error_text(error, data_dir))
        sys.excepthook = previous_hook
        return 1
    try:
        window = MainWindow(store, data_dir)
        window.show()
        window.start(getattr(args, "open_files", None))
    except Exception as error:  # noqa: BLE001 - e.g. a damage SQLite finds only when reading the sets
        QMessageBox.critical(None, QCoreApplication.translate("Startup", "dokodesk cannot open its database"), error_text(error, data_dir))
        store.close()
        sys.excepthook = previous_hook
        return 1
    if getattr(args, "startup_time", False):
        def report() -> None:  # runs once the event loop has drawn the window and is idle
            since_main = time.perf_counter() - started
            since_exec = _seconds_since_process_start()
            whole = f", {since_exec:.3f} s since the process started" if since_exec is not None else ""
            print(f"startup to interactive window: {since_main:.3f} s in the app{whole}")
            window.close()
            app.quit()

        QTimer.singleShot(0, report)
    try:
        return app.exec()
    finally:
        sys.excepthook = previous_hook
        store.close()
        # Tear Qt down while Python still holds every wrapper: left to the interpreter's exit,
        # widgets outlived the application now and then and PySide6 crashed in the GC.
        window.deleteLater()
        app.processEvents()
        app.shutdown()
