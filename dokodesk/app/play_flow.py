"""Sitting down at the table: starting or resuming a deal's game (rated while the deal allows
it), a practice game from a given position, the set's opponents, and leaving the table. The
game itself is the controller's; the writes are the set session's, in its worker."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox

from dokodesk.session import GameStart, SetSession
from dokodesk.store.schema import DatabaseFault

TABLE_BOT = "strong"  # the opponents unless chosen otherwise for the set
OPPONENT_BOTS = ("simple", "strong", "expert")
translate = QCoreApplication.translate
log = logging.getLogger(__name__)


def table_names(seat: int) -> list[str]:
    """"You" at the player's seat, the bots' names clockwise from there (the table, review and
    the announcement training seat the same players)."""
    bots = iter(["Anna", "Ben", "Clara"])
    return [translate("PlayFlow", "You") if s == seat else next(bots) for s in range(4)]


class PlayFlow:
    def __init__(self, window):
        self.window = window
        window.set_page.opponents_changed.connect(self._on_opponents)

    def play_next(self) -> None:
        window = self.window
        if window.current_set is None or not window.save_notices.games_can_be_kept():
            return

        def answered(start: GameStart | None) -> None:
            if start is None:
                QMessageBox.information(window, translate("PlayFlow", "Set complete"),
                                        translate("PlayFlow", "You have played every deal of this set."))
            else:
                self.put_on_table(start)

        window.in_session(lambda session: session.start_next(), answered, self._start_failed)

    def play_deal(self, number: int) -> None:
        """Resume the deal's unfinished game, else start one (rated while the deal allows it)."""
        window = self.window
        assert window.current_set is not None
        if window.save_notices.games_can_be_kept():
            window.in_session(lambda session: session.start(number), self.put_on_table, self._start_failed)

    def practice_from(self, number: int, seat: int, log: list) -> None:
        window = self.window
        if window.current_set is not None and window.save_notices.games_can_be_kept():
            history = list(log)
            window.in_session(lambda session: session.start_practice(number, seat, history),
                              self.put_on_table, self._start_failed)

    def resume_or_library(self) -> None:
        """At start-up: the game the last run left unfinished, else the library."""
        window = self.window
        window.saved()  # a journal left by the last run (disk full) is written first
        if not window.save_notices.games_can_be_kept():  # said now; the unfinished game waits until there is space
            window.show_library()
            return

        def job(store):
            saved = store.in_progress_game()
            if saved is None:
                return None
            if window.saver.holds_finished(saved.id):  # over: stored when the database takes it
                return saved.deal_number, saved.id
            session = SetSession(store, saved.set_id)
            return session.outline(), session.start(saved.deal_number)

        def answered(found) -> None:
            if found is None:
                window.show_library()
                return
            if isinstance(found[0], int):
                window.show_library()
                self.say_finish_waits(*found)
                return
            outline, start = found
            window.current_set = outline.bound(window.store)
            self.put_on_table(start)
            window.statusBar().showMessage(
                translate("PlayFlow", "Resumed your game of deal {n}").format(n=start.set_deal.number), 8000)

        window.session_worker.submit(job, answered, window.session_failed)

    def _start_failed(self, error: Exception) -> None:
        if isinstance(error, DatabaseFault) and error.kind == "busy":  # an import holds the write lock
            log.warning("starting a game failed: %s", error)
            QMessageBox.information(self.window, translate("PlayFlow", "Database busy"), translate(
                "PlayFlow", "The game cannot start while an import is being stored. Try again when it has finished."))
        else:
            self.window.session_failed(error)

    def say_finish_waits(self, number: int, game_id: int) -> None:
        """The game of deal `number` is over but not stored yet: said in the saving notice (it
        hides once everything is saved), with the reason."""
        reason = self.window.saver.finish_waits(game_id)
        if reason is None:  # stored meanwhile: nothing to say
            return
        if reason == "full":
            why = translate("PlayFlow", "the disk is full")
        elif reason == "busy":
            why = translate("PlayFlow", "another program holds the database")
        else:
            why = translate("PlayFlow", "the database cannot be written")
        self.window.save_notices.notice.show_text(translate(
            "PlayFlow", "Your finished game of deal {n} is kept in the saving journal and stored as soon as "
            "possible ({why}). It is over: it will not be resumed.").format(n=number, why=why))

    def put_on_table(self, start: GameStart) -> None:
        window = self.window
        assert window.current_set is not None
        if start.game_id is not None and window.saver.holds_finished(start.game_id):
            # the database still has it in progress, but its finish waits in the saver
            self.say_finish_waits(start.set_deal.number, start.game_id)
            return
        names = self.table_names(start.seat)
        window.table_page.names = names
        window.table_page.notice.setText("")  # nothing said in the last game carries over
        bot_names = [self.opponents(window.current_set.id)] * 4
        window.controller.start(window.current_set.id, start.set_deal, start.seat, start.rated, bot_names,
                                names, start.game_id, list(start.log))
        window.stack.setCurrentWidget(window.table_page)

    def table_names(self, seat: int) -> list[str]:
        return table_names(seat)

    def leave_table(self) -> None:
        window = self.window
        window.controller.stop()
        if window.current_set is not None:
            window.open_set(window.current_set.id)
        else:
            window.show_library()

    @staticmethod
    def opponents(set_id: str) -> str:
        name = QSettings().value(f"opponents/{set_id}", TABLE_BOT)
        return name if name in OPPONENT_BOTS else TABLE_BOT

    def _on_opponents(self, name: str) -> None:
        if self.window.current_set is not None and name in OPPONENT_BOTS:
            QSettings().setValue(f"opponents/{self.window.current_set.id}", name)
