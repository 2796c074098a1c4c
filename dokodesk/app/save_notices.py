"""What the window says about saving (issue 30): the saver's waits and failures in a notice that
stays until saving works again (never a modal box per move), and whether a game may start at
all (the saving journal's space reserved, so that a filling disk loses none of it)."""

from __future__ import annotations

import shutil

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from dokodesk.app.widgets import SaveNotice

translate = QCoreApplication.translate


class SaveNotices:
    def __init__(self, window):
        self.window = window
        saver = window.saver
        saver.waiting.connect(lambda: window.statusBar().showMessage(translate(
            "SaveNotices", "The database is busy (an import is running): your game is saved as soon as it is free."),
            10000))
        saver.saved.connect(self._on_saved)
        saver.failing.connect(self._on_save_failing)
        saver.failed.connect(self._on_save_failed)
        saver.waiting_for_set.connect(self._on_game_waits_for_set)
        self.notice = SaveNotice()
        self._says_disk_nearly_full = False  # the notice on show is the one games_can_be_kept put there
        window.statusBar().addPermanentWidget(self.notice, 1)

    def _on_save_failing(self, kind: str, what: str) -> None:
        if kind == "full":
            text = translate("SaveNotices", "The disk is full: your game is kept and saved as soon as there is space "
                             "again. Free some disk space.")
        else:
            text = translate("SaveNotices", "Saving fails ({error}): your game is kept and saved as soon as that "
                             "works again.").format(error=what)
        self._says_disk_nearly_full = False  # this notice now says more
        self.notice.show_text(text)
        self.window.table_page.show_saving_fails(True)

    def _on_game_waits_for_set(self, set_id: str, number: int) -> None:
        self._says_disk_nearly_full = False
        self.notice.show_text(translate(
            "SaveNotices", "A game kept in the saving journal (set {set}, deal {n}) waits for its set: import the set "
            "file, and the game is stored.").format(set=set_id, n=number))

    def _on_save_failed(self, text: str) -> None:
        self.notice.show_text(translate("SaveNotices", "A move could not be saved: {error}").format(error=text))

    def _on_saved(self) -> None:
        self.notice.hide()
        self.window.table_page.show_saving_fails(False)
        self.window.statusBar().showMessage(translate("SaveNotices", "Your game is saved."), 4000)

    def games_can_be_kept(self) -> bool:
        """Whether a game may start: the saving journal's space is reserved, so a disk that fills
        up during the game loses none of it. Otherwise the player is told now, before a card
        is seen, and the game does not start (issue 30: with 70 KB free, a whole rated game was
        played and all but 3 of its events lost). Something other than a file in a journal slot's
        place is moved aside by the journal; one that cannot be is named, not called a full disk."""
        if self.window.saver.can_keep_games():
            if self._says_disk_nearly_full:  # space was freed
                self._says_disk_nearly_full = False
                self.notice.hide()
            return True
        self._say_disk_nearly_full()
        return False

    def _say_disk_nearly_full(self) -> None:
        folder = self.window.db_dir()
        from dokodesk.store.journal import slot_problem

        problem = slot_problem(folder)  # not the disk: something in a slot's place that stays there
        if problem:
            text = translate("SaveNotices", "The saving journal cannot be made: {problem}. Move it away, then "
                             "play.").format(problem=problem)
            self._says_disk_nearly_full = True  # cleared the same way once the journal is there
            self.notice.show_text(text)
            QMessageBox.warning(self.window, translate("SaveNotices", "Saving journal blocked"), text)
            return
        try:
            free = translate("SaveNotices", "{n} KB").format(n=shutil.disk_usage(folder).free // 1024)
        except OSError:
            free = translate("SaveNotices", "too little space")
        text = translate("SaveNotices", "The disk holding your games ({folder}) is nearly full ({free} free): a game "
                         "played now could not be kept safe. Free some disk space, then play.").format(
            folder=str(folder), free=free)
        self._says_disk_nearly_full = True
        self.notice.show_text(text)
        QMessageBox.warning(self.window, translate("SaveNotices", "Disk nearly full"), text)
