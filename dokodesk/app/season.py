"""The season in the app: closing a set (asked first, also when its month is over), the spoiler
rule's warning before a deal is forfeited, and the import dialog's "these games are mine"."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
    QPushButton, QWidget,
)

from dokodesk.app.texts import number
from dokodesk.store import ClosedSet, Store

ME_SETTING = "import/me"


def tr(text: str) -> str:
    return QCoreApplication.translate("Season", text)


def stars_text(count: int) -> str:
    return "★" * count + "☆" * (3 - count)


def ask_close_set(parent: QWidget, store: Store, set_id: str, month_over: bool = False) -> ClosedSet | None:
    """Ask, then close the set; tells the outcome. None when the user said no."""
    standings = store.set_standings(set_id)
    info = store.set_info(set_id)
    r = standings.rating
    name = info.title or set_id
    intro = (tr("The month {month} of “{name}” is over.").format(month=info.month, name=name) if month_over
             else tr("Close “{name}”?").format(name=name))
    if r.games:
        text = tr("{intro}\n\nClosing rates the set now: {games} rated games, rating {rating}. Your stars go from "
                  "{before} to {after}. After that its deals can only be practised, and every deal's hands and "
                  "field games can be seen.").format(
            intro=intro, games=r.games, rating=number(r.rating, 2, signed=True),
            before=stars_text(standings.stars_before), after=stars_text(standings.stars_after))
    else:
        text = tr("{intro}\n\nYou have no rated game in it, so closing does not rate it and your stars stay. "
                  "After that its deals can only be practised, and every deal's hands and field games can be "
                  "seen.").format(intro=intro)
    box = QMessageBox(QMessageBox.Icon.Question, tr("Close set"), text, QMessageBox.StandardButton.NoButton, parent)
    close_button = box.addButton(tr("&Close the set"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("&Not now") if month_over else tr("&Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is not close_button:
        return None
    closed = store.close_set(set_id)
    if closed.rating is None:
        outcome = tr("“{name}” is closed, not rated. Your stars: {stars}.").format(
            name=name, stars=stars_text(closed.stars_after))
    else:
        outcome = tr("“{name}” is closed: {games} rated games, rating {rating}. Your stars: {before} → {after}.").format(
            name=name, games=closed.games, rating=number(closed.rating, 2, signed=True),
            before=stars_text(closed.stars_before), after=stars_text(closed.stars_after))
    QMessageBox.information(parent, tr("Set closed"), outcome)
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
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Deal {n} not played yet").format(n=deal_number), tr(
        "You have not played deal {n} rated yet, so its hands and the field's games are hidden.\n\n"
        "If you look now, you forfeit the deal: it counts as a rated game with -100 Dodge points "
        "(the worst result), and you can only practise it from then on.").format(n=deal_number),
        QMessageBox.StandardButton.NoButton, parent)
    look = box.addButton(tr("&Forfeit and look"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(tr("&Keep it hidden"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is look


class ImportDialog(QDialog):
    """A file to import and, optionally, the name under which the user played in it."""

    def __init__(self, parent: QWidget | None = None, path: str = ""):
        super().__init__(parent)
        self.setWindowTitle(tr("Import a set or results file"))
        self.path = QLineEdit(path)
        browse = QPushButton(tr("&Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        self.mine = QCheckBox(tr("Some of these games are &mine; I played as:"))
        self.me = QLineEdit(str(QSettings().value(ME_SETTING, "") or ""))
        self.me.setPlaceholderText(tr("your name in the file"))
        self.me.setEnabled(False)
        self.mine.toggled.connect(self.me.setEnabled)
        hint = QLabel(tr("Your games from a club's tables become your rated games (the first per deal; seat and "
                         "party from the result) instead of the field."))
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(tr("File:"), row)
        form.addRow(self.mine)
        form.addRow(tr("Name:"), self.me)
        form.addRow(hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.resize(560, self.sizeHint().height())

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Import a set or results file"), self.path.text(),
                                              tr("Dodge set files (*.json *.json.gz *.gz)"))
        if path:
            self.path.setText(path)

    def _accept(self) -> None:
        if not self.path.text().strip():
            QMessageBox.warning(self, tr("Import"), tr("Choose a file first."))
            return
        if self.mine.isChecked() and not self.me.text().strip():
            QMessageBox.warning(self, tr("Import"), tr("Enter the name under which you played in the file."))
            return
        if self.mine.isChecked():
            QSettings().setValue(ME_SETTING, self.me.text().strip())
        self.accept()

    def values(self) -> tuple[str, str | None]:
        return self.path.text().strip(), self.me.text().strip() if self.mine.isChecked() else None
