"""The UI language: the player's choice (or the system's) and Qt's translators for it. A module
of its own, so the start-up and the window (which switches language live) both use it."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from dokodesk.resources import resource_path

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
    if language == "en":  # the source strings are English; the catalogue adds the plural forms
        plurals = QTranslator(app)
        if plurals.load(str(resource_path("translations", "dokodesk_en.qm"))):
            app.installTranslator(plurals)
            _translators.append(plurals)
        return
    ours = QTranslator(app)
    if ours.load(str(resource_path("translations", f"dokodesk_{language}.qm"))):
        app.installTranslator(ours)
        _translators.append(ours)
    qt = QTranslator(app)  # Qt's own dialogs (buttons, file dialog)
    if qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _translators.append(qt)
