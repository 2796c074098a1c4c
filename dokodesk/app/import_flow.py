"""Bringing sets and results in: importing a file (what it added, or why nothing of it was
stored) and generating a practice set, both in the window's long work, one at a time."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from dokodesk.app.generate_dialog import GenerateDialog
from dokodesk.app.season import ImportDialog
from dokodesk.app.widgets import plain_message
from dokodesk.dodge.model import DodgeSet
from dokodesk.dodge.setfile import SetFileError
from dokodesk.rules import Ruleset
from dokodesk.store import Store

translate = QCoreApplication.translate


class ImportWords(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def practice_title(self, seed: str, deals: int) -> str:
        return self.tr("Practice set {seed} (%n deal(s))", None, deals).format(seed=seed)

    def counts(self, summary) -> str:
        return self.tr("%n new deal(s)", None, summary.added_deals) + ", " + \
            self.tr("%n new result(s)", None, summary.added_results) + " " + \
            self.tr("(%n already known).", None, summary.skipped_duplicates)

    def more_problems(self, more: int) -> str:
        return self.tr("… and %Ln more problem(s)", None, more)


class ImportFlow:
    def __init__(self, window):
        self.window = window

    def choose_import(self) -> None:
        dialog = ImportDialog(self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            path, me = dialog.values()
            self.import_file(path, me=me)

    def import_file(self, path: str, then=None, quiet: bool = False, me: str | None = None) -> None:
        window = self.window
        data_dir = window.data_dir

        def work(progress):
            from dokodesk.app.tasks import collector_paused

            # The collector off for the whole import: its passes over the file's millions of
            # objects held the interpreter lock, and the window, for up to 0.6 s (the import
            # frees them before it ends, so that the first pass after it has little to scan).
            with collector_paused(), Store.open(data_dir) as store:
                return store.import_file(path, progress=lambda stage, done, total: progress(done, total, stage), me=me)

        def succeeded(summary) -> None:
            window.saver.retry_waiting()  # a journal's game may have waited for this set
            if not quiet:
                text = translate("ImportFlow", "Imported {name}:").format(name=Path(path).name) + " " + \
                    ImportWords().counts(summary)
                if summary.own is not None:
                    text += "\n" + translate(
                        "ImportFlow",
                        "Your games as {name}: {rated} rated, {practice} practice, {known} already stored.").format(
                        name=summary.own.name, rated=summary.own.rated, practice=summary.own.practice,
                        known=summary.own.known)
                # file and player names are text, not markup
                QMessageBox.information(window, translate("ImportFlow", "Import"), plain_message(text))
            (then or window.refresh_current)()

        def failed(error: Exception) -> None:
            self._show_import_error(path, error)
            (then or window.refresh_current)()

        window.long_work.run(translate("ImportFlow", "Importing {name}…").format(name=Path(path).name), work,
                             succeeded, failed)

    def _show_import_error(self, path: str, error: Exception) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, translate("ImportFlow", "Import failed"),
                          translate("ImportFlow", "{name} was not imported; nothing of it was stored.").format(
                              name=Path(path).name),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        if isinstance(error, SetFileError):  # it lists the first MAX_PROBLEMS problems and counts the others
            lines = [f"{place}: {message}" if place else message for place, message in error.problems]
            if error.more:
                lines.append(ImportWords().more_problems(error.more))
            box.setInformativeText("\n".join(lines[:8]) + ("\n…" if len(lines) > 8 else ""))
            box.setDetailedText("\n".join(lines))
        elif isinstance(error, FileNotFoundError):
            box.setInformativeText(translate(
                "ImportFlow", "There is no file at {path}. Check the name and the folder, or choose "
                "the file with Browse….").format(path=path))
        elif isinstance(error, OSError):  # a folder, no permission: the system's words
            box.setInformativeText(translate("ImportFlow", "{path} cannot be read: {reason}").format(
                path=path, reason=error.strerror or error))
        else:
            box.setInformativeText(self.window.error_words(error))
        box.exec()

    def choose_generate(self) -> None:
        window = self.window
        dialog = GenerateDialog(window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        deals, seed, tables, cards, mix = dialog.values()
        data_dir = window.data_dir
        title = ImportWords().practice_title(seed, deals)

        def work(progress):
            from dokodesk.bots.simulate import simulate_set
            from dokodesk.dodge.generator import generate_deals, practice_set_id
            from dokodesk.dodge.model import SetDeal

            ruleset = Ruleset(cards)
            generated = generate_deals(deals, seed, ruleset)
            dodge_set = DodgeSet(practice_set_id(seed, deals, cards), [SetDeal(i + 1, d) for i, d in enumerate(generated)],
                                 ruleset, title=title, field="simulated")
            if tables:
                progress(0, deals, "simulating")  # the count and a bar that fills from the start, not a busy bar
                # One worker: forking a process that runs Qt threads is not safe. It reports after every deal.
                dodge_set = simulate_set(dodge_set, tables, seed, workers=1, mix=mix,
                                         progress=lambda done, total: progress(done, total, "simulating"))
            with Store.open(data_dir) as store:
                return store.import_set(dodge_set, progress=lambda stage, done, total: progress(done, total, stage))

        def generated(_summary) -> None:  # in the background: the player may be at a table meanwhile
            if window.stack.currentWidget() is window.library:
                window.show_library()
            else:
                window.statusBar().showMessage(translate("ImportFlow", "Your practice set is ready in the library."),
                                               8000)

        def failed(error: Exception) -> None:
            QMessageBox.critical(window, translate("ImportFlow", "Generating failed"), str(error))

        window.long_work.run(translate("ImportFlow", "Generating a practice set…"), work, generated, failed,
                             cancelled=lambda: window.statusBar().showMessage(
                                 translate("ImportFlow", "Generating the practice set was cancelled."), 8000))
