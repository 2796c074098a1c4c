"""The main window's menus (File, Settings, Help) and the small dialogs only they open."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMessageBox

translate = QCoreApplication.translate


def build_menus(window) -> QAction:
    """The menus, each action routed to the window; returns the import action (Ctrl+O)."""
    bar = window.menuBar()
    file_menu = bar.addMenu(translate("Menus", "&File"))
    import_action = QAction(translate("Menus", "&Import set or results file…"), window)
    import_action.setShortcut(QKeySequence.StandardKey.Open)
    import_action.triggered.connect(window.choose_import)
    generate = QAction(translate("Menus", "&Generate practice set…"), window)
    generate.triggered.connect(window.choose_generate)
    league = QAction(translate("Menus", "&League calculator…"), window)
    league.triggered.connect(lambda: _show_league_calculator(window))
    statistics = QAction(translate("Menus", "&Statistics"), window)
    statistics.triggered.connect(window.show_statistics)
    training = QAction(translate("Menus", "Announcement &training…"), window)
    training.triggered.connect(window.show_training)
    quit_action = QAction(translate("Menus", "&Quit"), window)
    quit_action.setShortcut(QKeySequence.StandardKey.Quit)
    quit_action.triggered.connect(window.close)
    for action in (import_action, generate, statistics, training, league):
        file_menu.addAction(action)
    file_menu.addSeparator()
    file_menu.addAction(quit_action)
    settings_menu = bar.addMenu(translate("Menus", "&Settings"))
    language = settings_menu.addMenu(translate("Menus", "&Language"))
    current = QSettings().value("language", "system")
    choices = QActionGroup(window)  # one language is checked at a time
    for code, label in (("system", translate("Menus", "System default")), ("de", "Deutsch"), ("en", "English")):
        action = QAction(label, choices, checkable=True)
        action.setChecked(current == code)
        action.triggered.connect(lambda _=False, c=code: window.set_language(c))
        language.addAction(action)
    help_menu = bar.addMenu(translate("Menus", "&Help"))
    rules = QAction(translate("Menus", "How &Dodge works"), window)
    rules.setShortcut(QKeySequence.StandardKey.HelpContents)
    rules.triggered.connect(lambda: _show_dodge_help(window))
    help_menu.addAction(rules)
    keys = QAction(translate("Menus", "&Keyboard shortcuts"), window)
    keys.triggered.connect(lambda: _show_shortcuts(window))
    help_menu.addAction(keys)
    help_menu.addSeparator()
    about = QAction(translate("Menus", "&About dokodesk"), window)
    about.triggered.connect(lambda: _show_about(window))
    help_menu.addAction(about)
    return import_action


def _show_dodge_help(window) -> None:
    from dokodesk.app.help_dialogs import DodgeHelpDialog

    DodgeHelpDialog(window).exec()


def _show_about(window) -> None:
    from dokodesk.app.help_dialogs import show_about

    show_about(window)


def _show_league_calculator(window) -> None:
    from dokodesk.app.league_dialog import LeagueCalculatorDialog

    LeagueCalculatorDialog(window).exec()


def _show_shortcuts(window) -> None:
    QMessageBox.information(window, translate("Menus", "Keyboard shortcuts"), translate(
        "Menus",
        "At the table:\n"
        "←/→  choose a card,  Enter or Space  play it\n"
        "A  Re/Kontra,  9  keine 90,  6  keine 60,  3  keine 30,  S  schwarz\n"
        "L  show the last trick,  H  hint (practice),  Ctrl+Z  undo (practice)\n"
        "A click on the table takes a complete trick in\n"
        "Review: ←/→ previous / next trick\n"
        "Ctrl+O  import a file"))
