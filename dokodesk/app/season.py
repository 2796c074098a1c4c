"""The season in the app: closing a set (asked first, also when its month is over), the spoiler
rule's warning before a deal is forfeited, and the import dialog's "these games are mine"."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
    QPushButton, QWidget,
)

from dokodesk.app.texts import number
from dokodesk.store import ClosedSet, Store

ME_SETTING = "import/me"


def stars_text(count: int) -> str:
    return "★" * count + "☆" * (3 - count)


def rated_games(count: int) -> str:
    """"1 rated game", "12 rated games" (German: "1 gewertetes Spiel", "12 gewertete Spiele")."""
    if count == 1:
        return QCoreApplication.translate("Season", "1 rated game")
    return QCoreApplication.translate("Season", "{n} rated games").format(n=count)


def ask_close_set(parent: QWidget, store: Store, set_id: str, month_over: bool = False) -> ClosedSet | None:
    """Ask, then close the set; tells the outcome. None when the user said no."""
    standings = store.set_standings(set_id)
    info = store.set_info(set_id)
    r = standings.rating
    name = info.title or set_id
    intro = (QCoreApplication.translate("Season", "The month {month} of “{name}” is over.").format(month=info.month, name=name) if month_over
             else QCoreApplication.translate("Season", "Close “{name}”?").format(name=name))
    if r.games:
        if standings.stars_before == standings.stars_after:
            stars = QCoreApplication.translate("Season", "Your stars stay at {before}.")
        else:
            stars = QCoreApplication.translate("Season", "Your stars go from {before} to {after}.")
        text = QCoreApplication.translate("Season", "{intro}\n\nClosing rates the set now: {games}, rating {rating}. {stars} After that its deals can only be practised, and every deal's hands and field games can be seen.").format(
            intro=intro, games=rated_games(r.games), rating=number(r.rating, 2, signed=True),
            stars=stars.format(before=stars_text(standings.stars_before), after=stars_text(standings.stars_after)))
    else:
        text = QCoreApplication.translate("Season", "{intro}\n\nYou have no rated game in it, so closing does not rate it and your stars stay. "
                  "After that its deals can only be practised, and every deal's hands and field games can be "
                  "seen.").format(intro=intro)
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Season", "Close set"), text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the title is the file's text, not markup
    close_button = box.addButton(QCoreApplication.translate("Season", "&Close the set"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("Season", "&Not now") if month_over else QCoreApplication.translate("Season", "&Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is not close_button:
        return None
    closed = store.close_set(set_id)
    if closed.rating is None:
        outcome = QCoreApplication.translate("Season", "“{name}” is closed, not rated. Your stars: {stars}.").format(
            name=name, stars=stars_text(closed.stars_after))
    else:
        outcome = QCoreApplication.translate("Season", "“{name}” is closed: {games}, rating {rating}. Your stars: {before} → {after}.").format(
            name=name, games=rated_games(closed.games), rating=number(closed.rating, 2, signed=True),
            before=stars_text(closed.stars_before), after=stars_text(closed.stars_after))
    told = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("Season", "Set closed"), outcome,
                       QMessageBox.StandardButton.Ok, parent)
    told.setTextFormat(Qt.TextFormat.PlainText)
    told.exec()
    return closed


def offer_due_closings(parent: QWidget, store: Store, offered: set[str], today: date | None = None) -> bool:
    """Offer to close every open set whose month is over, once per set and session. True when
    one was closed."""
    closed_any = False
    for set_id in store.sets_due_for_closing(today):
        if set_id in offered:
            continue
        offered.add(set_id)
        closed_any |= ask_close_set(parent, store, set_id, month_over=True) is not None
    return closed_any


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
    box.exec()
    return box.clickedButton() is look


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
