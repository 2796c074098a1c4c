"""The season in the app: the words around closing a set (the question, always answered by a
deliberate choice, and the outcome), the spoiler rule's warning before a deal is forfeited, and
the import dialog's "these games are mine"; and the closing itself, asked and written in the
window's session worker (`ask_close_set`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
    QPushButton, QWidget,
)

from dokodesk.app.texts import number
from dokodesk.app.widgets import plain_message
from dokodesk.store import ClosedSet

ME_SETTING = "import/me"


def stars_text(count: int) -> str:
    return "★" * count + "☆" * (3 - count)


def rated_games(count: int) -> str:
    """"1 rated game", "12 rated games" (German: "1 gewertetes Spiel", "12 gewertete Spiele")."""
    return _SeasonWords().rated_games(count)


class _SeasonWords(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def rated_games(self, count: int) -> str:
        return self.tr("%n rated game(s)", None, count)


def close_question(name: str, month: str | None, standings, month_over: bool = False) -> str:
    """The question before closing: what closing does to this set's rating and the stars."""
    r = standings.rating
    intro = (QCoreApplication.translate("Season", "The month {month} of “{name}” is over.").format(month=month, name=name) if month_over
             else QCoreApplication.translate("Season", "Close “{name}”?").format(name=name))
    if r.games:
        if standings.stars_before == standings.stars_after:
            stars = QCoreApplication.translate("Season", "Your stars stay at {before}.")
        else:
            stars = QCoreApplication.translate("Season", "Your stars go from {before} to {after}.")
        return QCoreApplication.translate("Season", "{intro}\n\nClosing rates the set now: {games}, rating {rating}. {stars} After that its deals can only be practised, and every deal's hands and field games can be seen.").format(
            intro=intro, games=rated_games(r.games), rating=number(r.rating, 2, signed=True),
            stars=stars.format(before=stars_text(standings.stars_before), after=stars_text(standings.stars_after)))
    return QCoreApplication.translate("Season", "{intro}\n\nYou have no rated game in it, so closing does not rate it and your stars stay. "
              "After that its deals can only be practised, and every deal's hands and field games can be "
              "seen.").format(intro=intro)


def confirm_close(parent: QWidget, text: str, month_over: bool = False) -> bool:
    """Ask before closing. Cancel is the default (Enter, Escape); closing needs its own key,
    one no other button and no word of the question starts with by accident."""
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Season", "Close set"), text,
                      QMessageBox.StandardButton.NoButton, parent)
    close_button = box.addButton(QCoreApplication.translate("Season", "Close the &set"), QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QCoreApplication.translate("Season", "&Not now") if month_over
                           else QCoreApplication.translate("Season", "&Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the title is the file's text, not markup
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is close_button


def closed_text(name: str, closed: ClosedSet) -> str:
    """What closing did: the rating and the stars (or that the set was not rated)."""
    if closed.rating is None:
        return QCoreApplication.translate("Season", "“{name}” is closed, not rated. Your stars: {stars}.").format(
            name=name, stars=stars_text(closed.stars_after))
    return QCoreApplication.translate("Season", "“{name}” is closed: {games}, rating {rating}. Your stars: {before} → {after}.").format(
        name=name, games=rated_games(closed.games), rating=number(closed.rating, 2, signed=True),
        before=stars_text(closed.stars_before), after=stars_text(closed.stars_after))


def confirm_forfeit(parent: QWidget, deal_number: int) -> bool:
    """The spoiler rule's warning: seeing a deal before playing it rated forfeits it."""
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Season", "Deal {n} not played yet").format(n=deal_number), QCoreApplication.translate("Season", 
        "You have not played deal {n} rated yet, so its hands and the field's games are hidden.\n\n"
        "If you look now, you forfeit the deal: it counts as a rated game with -100 Dodge points "
        "(the worst result), and you can only practise it from then on.").format(n=deal_number),
        QMessageBox.StandardButton.NoButton, parent)
    look = box.addButton(QCoreApplication.translate("Season", "&Forfeit and look"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QCoreApplication.translate("Season", "&Keep it hidden"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is look


def ask_close_set(window, set_id: str, month_over: bool = False) -> None:
    """The player asked to close a set: the question with this set's numbers (read in the
    worker), then the closing (written in the worker), then what it did."""
    def asked(facts) -> None:
        if not confirm_close(window, close_question(facts.name, facts.month, facts, month_over), month_over):
            return
        window.in_session(lambda session: session.close(), lambda closed: told(facts.name, closed), set_id=set_id)

    def told(name: str, closed) -> None:
        QMessageBox.information(window, QCoreApplication.translate("Season", "Set closed"),
                                plain_message(closed_text(name, closed)))
        window.refresh_current()

    window.in_session(lambda session: session.closing_facts(), asked, set_id=set_id)


class ImportDialog(QDialog):
    """A file to import and, optionally, the name under which the user played in it."""

    def __init__(self, parent: QWidget | None = None, path: str = ""):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Season", "Import a set or results file"))
        self.path = QLineEdit(path)
        browse = QPushButton(QCoreApplication.translate("Season", "&Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        self.mine = QCheckBox(QCoreApplication.translate("Season", "Some of these games are &mine; I played as:"))
        self.me = QLineEdit(str(QSettings().value(ME_SETTING, "") or ""))
        self.me.setPlaceholderText(QCoreApplication.translate("Season", "your name in the file"))
        self.me.setEnabled(False)
        self.mine.toggled.connect(self.me.setEnabled)
        hint = QLabel(QCoreApplication.translate("Season", "Your games from a club's tables become your rated games (the first per deal; seat and "
                         "party from the result) instead of the field."))
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("Season", "File:"), row)
        form.addRow(self.mine)
        form.addRow(QCoreApplication.translate("Season", "Name:"), self.me)
        form.addRow(hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.resize(560, self.sizeHint().height())

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("Season", "Import a set or results file"), self.path.text(),
                                              QCoreApplication.translate("Season", "Dodge set files (*.json *.json.gz *.gz)"))
        if path:
            self.path.setText(path)

    def _accept(self) -> None:
        if not self.path.text().strip():
            QMessageBox.warning(self, QCoreApplication.translate("Season", "Import"), QCoreApplication.translate("Season", "Choose a file first."))
            return
        if self.mine.isChecked() and not self.me.text().strip():
            QMessageBox.warning(self, QCoreApplication.translate("Season", "Import"), QCoreApplication.translate("Season", "Enter the name under which you played in the file."))
            return
        if self.mine.isChecked():
            QSettings().setValue(ME_SETTING, self.me.text().strip())
        self.accept()

    def values(self) -> tuple[str, str | None]:
        return self.path.text().strip(), self.me.text().strip() if self.mine.isChecked() else None
