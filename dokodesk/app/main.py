"""Start-up: the application object, translations, the store and the main window."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTimer, QTranslator
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


def main(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    app = create_application()
    from dokodesk.app.main_window import MainWindow
    from dokodesk.store import Store, StoreError

    data_dir = Path(args.data_dir) if getattr(args, "data_dir", None) else None
    try:
        store = Store.open(data_dir)
    except StoreError as error:
        QMessageBox.critical(None, "dokodesk", str(error))
        return 1
    window = MainWindow(store, data_dir)
    window.show()
    window.start(getattr(args, "open_files", None))
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
        store.close()
        # Tear Qt down while Python still holds every wrapper: left to the interpreter's exit,
        # widgets outlived the application now and then and PySide6 crashed in the GC.
        window.deleteLater()
        app.processEvents()
        app.shutdown()
