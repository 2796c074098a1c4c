"""The main window: builds the pages and the menus and routes between them (library → set →
table → result → review, statistics). The work is the flows' (play_flow, review_flow,
analysis_flow, import_flow, training_flow, save_notices, season's closing), the session
worker's and the controller's; the window holds what they share: the open set, the workers
and the page reads."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget

from dokodesk.app.analysis_flow import AnalysisFlow
from dokodesk.app.bot_worker import BotThread
from dokodesk.app.card_art import CardArt
from dokodesk.app.controller import GameController, GameOutcome
from dokodesk.app.import_flow import ImportFlow
from dokodesk.app.library_page import LibraryPage, SetRow
from dokodesk.app.long_work import LongWork
from dokodesk.app.menus import build_menus
from dokodesk.app.play_flow import PlayFlow
from dokodesk.app.result_page import ResultPage
from dokodesk.app.review_flow import ReviewFlow
from dokodesk.app.review_page import ReviewPage
from dokodesk.app.save_notices import SaveNotices
from dokodesk.app.saver import GameSaver
from dokodesk.app.season import ask_close_set
from dokodesk.app.session_worker import SessionWorker
from dokodesk.app.set_page import SetPage
from dokodesk.app.statistics_page import StatisticsPage
from dokodesk.app.table_page import TablePage
from dokodesk.app.tasks import PageReads
from dokodesk.app.training_flow import show_training
from dokodesk.app.window_place import remember
from dokodesk.resources import resource_path
from dokodesk.session import SetOutline, SetSession, SetView, due_closings, library_rows
from dokodesk.store import Store
from dokodesk.store.schema import LOG_NAME

DEMO_SET = ("demo", "dodge-demo.json.gz")
log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    replaced = Signal(object)  # the new MainWindow that took over (after a language switch)

    def __init__(self, store: Store, data_dir: Path | None = None, art: CardArt | None = None):
        super().__init__()
        self.store = store
        self.data_dir = data_dir
        self.art = art or CardArt()
        self.setWindowTitle("dokodesk")
        self.resize(1200, 800)
        self.current_set: SetOutline | None = None  # the open set, bound to this thread's store
        self.bots = BotThread(self)
        self.saver = GameSaver(data_dir, self)
        self.save_notices = SaveNotices(self)
        self.save_notice = self.save_notices.notice  # stays until saving works again; never a modal box per move
        # Every write and standings computation of the set session runs here, off this thread.
        self.session_worker = SessionWorker(data_dir, self.saver, self)
        self.session_worker.busy_changed.connect(self._on_busy)
        self.controller = GameController(store, self.bots, self, saver=self.saver, session=self.session_worker)
        self.controller.finish_failed.connect(self._on_finish_failed)
        self.controller.finished.connect(self._on_game_finished)
        self.controller.notice.connect(self._on_table_notice)

        self.stack = QStackedWidget()
        self.library = LibraryPage()
        self.set_page = SetPage()
        self.table_page = TablePage(self.art, self.controller)
        self.result_page = ResultPage()
        self.review_page = ReviewPage(self.art)
        self.review_page.open_hands_runner.data_dir = self.db_dir()  # solved games' reviews kept with them (issue 37)
        self.statistics_page = StatisticsPage()
        for page in (self.library, self.set_page, self.table_page, self.result_page, self.review_page,
                     self.statistics_page):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        # Pages read in a worker switch when their answer comes, unless the player has gone to
        # another page or asked for one since (`ask_for_page`): the latest wish wins.
        self._page_epoch = 0
        self.stack.currentChanged.connect(self._page_changed)

        self.imports = ImportFlow(self)
        self.play = PlayFlow(self)
        self.reviews = ReviewFlow(self)
        self.library.open_requested.connect(self.open_set)
        self.library.import_requested.connect(self.choose_import)
        self.library.generate_requested.connect(self.choose_generate)
        self.library.files_dropped.connect(lambda paths: [self.import_file(p) for p in paths[:1]])
        self.set_page.back_requested.connect(self.show_library)
        self.set_page.play_requested.connect(self.play.play_deal)
        self.set_page.play_next_requested.connect(self.play.play_next)
        self.set_page.seat_mode_changed.connect(self._on_seat_mode)
        self.table_page.leave_requested.connect(self.play.leave_table)
        self.result_page.back_requested.connect(lambda: self.open_set(self.current_set.id))
        self.result_page.next_requested.connect(self.play.play_next)
        self.result_page.review_requested.connect(self.reviews.review_last)
        self.result_page.compare_requested.connect(self.reviews.compare_last)
        self.result_page.replay_requested.connect(self.reviews.replay_from_traveller)
        self.set_page.review_requested.connect(self.reviews.review_deal)
        self.set_page.close_requested.connect(self.close_current_set)
        self.library.statistics_requested.connect(self.show_statistics)
        self.library.close_requested.connect(self.ask_close_set)
        self.library.close_due_requested.connect(lambda set_id: self.ask_close_set(set_id, month_over=True))
        self.statistics_page.back_requested.connect(self.show_library)
        self.review_page.play_on_requested.connect(self.reviews.play_on)
        self.import_action = build_menus(self)
        self.long_work = LongWork(self)  # an import, generating, statistics: one at a time
        self.training_dialog = None  # the announcement training, once opened
        self.reads = PageReads(self, lambda error: QMessageBox.warning(self, "dokodesk", self.error_words(error)))
        self.review_page.reads = self.reads  # what the field did at a game (reads_done() counts it)
        self.stack.currentChanged.connect(self._on_page_changed)
        self.analysis_flow = AnalysisFlow(self)
        self.analysis = self.analysis_flow.analysis  # the game just played's runner (tests stub it)

    def _on_table_notice(self, text: str) -> None:
        if self.stack.currentWidget() is self.table_page:  # a late bot call is no news elsewhere
            self.statusBar().showMessage(text, 6000)

    def _on_page_changed(self, _index: int) -> None:
        self.statusBar().clearMessage()  # nothing said at the table lingers on other pages

    def saved(self, timeout: float = 2.0) -> bool:
        """Let the game saver finish its writes before the pages read own games."""
        return self.saver.flush(timeout)

    # ------------------------------------------------------------------ routed to the flows
    def play_deal(self, number: int) -> None:
        self.play.play_deal(number)

    def choose_import(self) -> None:
        self.imports.choose_import()

    def import_file(self, path: str, then=None, quiet: bool = False, me: str | None = None) -> None:
        self.imports.import_file(path, then, quiet, me)

    def choose_generate(self) -> None:
        self.imports.choose_generate()

    def review_last(self) -> None:
        self.reviews.review_last()

    def review_deal(self, number: int) -> None:
        self.reviews.review_deal(number)

    def compare_last(self):
        return self.reviews.compare_last()

    def show_training(self) -> None:
        show_training(self)

    def ask_close_set(self, set_id: str, month_over: bool = False) -> None:
        ask_close_set(self, set_id, month_over)

    def close_current_set(self) -> None:
        if self.current_set is not None:
            self.ask_close_set(self.current_set.id)

    def opponents(self, set_id: str) -> str:
        return self.play.opponents(set_id)

    def _on_game_finished(self, outcome: GameOutcome) -> None:
        self.result_page.show_outcome(outcome)
        self.reviews.load_result_field(outcome)
        self.analysis_flow.start(outcome)
        self.stack.setCurrentWidget(self.result_page)
        self.result_page.take_focus()

    def _on_finish_failed(self, error: Exception) -> None:
        log.error("storing the finished game failed: %s\n%s", error, getattr(error, "traceback_text", ""))
        self.tell_error(self.tr("Saving failed"), self.error_words(error))

    def set_language(self, code: str) -> None:
        """Switch live: the window is built anew in the new language (every text of every page
        is then translated, with nothing left over), takes this one's place and size, and
        resumes the game in progress, which this one saves as it closes."""
        QSettings().setValue("language", code)
        if not self.long_work.idle():
            QMessageBox.information(self, self.tr("Language"), self.tr(
                "The language changes when the running import has finished and you choose it again, "
                "or when dokodesk starts next time."))
            return
        from dokodesk.app.i18n import install_translations, language_choice

        from dokodesk.app.language_switch import PageState

        install_translations(QApplication.instance(), language_choice())
        shown = PageState.capture(self)
        successor = MainWindow(self.store, self.data_dir, self.art)
        successor.setGeometry(self.geometry())
        successor.show()
        self.replaced.emit(successor)
        self.close()  # stops the bots and writes the game's last move
        shown.restore(successor)  # the same page: the library stays the library, review its trick

    # ------------------------------------------------------------------ start-up
    def start(self, open_files: list[str] | None = None) -> None:
        """First launch: bring in the demo set. Then resume an interrupted game, if any.
        Files given on the command line ("Open with dokodesk") are imported. The sets are read
        here first either way: on a database over schema.QUICK_CHECK_BYTES damage past the open's
        checks surfaces in this read, where the start-up offers a new database (app.main), and
        not later in a worker."""
        known = self.store.sets()
        if open_files:
            self.import_file(open_files[0], then=self.play.resume_or_library)
            return
        if not known:
            demo = resource_path(*DEMO_SET)
            if demo.exists():
                self.import_file(str(demo), then=self.play.resume_or_library, quiet=True)
                return
        self.play.resume_or_library()

    # ------------------------------------------------------------------ the session's work, off this thread
    def in_session(self, job, succeeded, failed=None, set_id: str | None = None) -> None:
        """Run `job(SetSession)` in the session worker; its answer comes back here."""
        set_id = set_id or (self.current_set.id if self.current_set is not None else "")
        self.session_worker.submit(lambda store: job(SetSession(store, set_id)), succeeded,
                                   failed or self.session_failed)

    def session_failed(self, error: Exception) -> None:
        log.error("the set session failed: %s\n%s", error, getattr(error, "traceback_text", ""))
        self.tell_error("dokodesk", self.error_words(error))

    def tell_error(self, title: str, text: str) -> None:
        """A worker's failure, shown without stopping the window (the game and pages go on)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def error_words(self, error: Exception) -> str:
        """A worker's failure as the player reads it: a database fault in the user's words, a
        bug logged with its traceback (the same wording as the app's error hook)."""
        from dokodesk.app.errors import error_text
        from dokodesk.store.schema import resolve_data_dir

        return error_text(error, resolve_data_dir(self.data_dir) / LOG_NAME)

    def _on_busy(self, busy: bool) -> None:
        """A session job runs longer than a moment: say so, and take no clicks meanwhile."""
        self.stack.setEnabled(not busy)
        if busy:
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            self.statusBar().showMessage(self.tr("Working on the database…"))
        else:
            QApplication.restoreOverrideCursor()
            self.statusBar().clearMessage()

    def settled(self) -> bool:
        """No session job is waiting for its answer and no page read runs."""
        return self.session_worker.idle() and self.reads_done()

    # ------------------------------------------------------------------ pages
    def _page_changed(self, _index: int) -> None:
        self._page_epoch += 1

    def ask_for_page(self):
        """A page is asked for and comes from a worker: returns `switch(page)`, which shows it only
        if no page was shown or asked for since (else an import's library refresh, answering
        late, would cover the statistics the player opened meanwhile)."""
        self._page_epoch += 1
        asked = self._page_epoch

        def switch(page) -> None:
            if self._page_epoch == asked:
                self.stack.setCurrentWidget(page)
        return switch

    def show_library(self) -> None:
        switch = self.ask_for_page()

        def answered(found) -> None:
            rows, due = found
            self.library.set_rows([SetRow(r.set_id, r.title, r.field, r.deals, r.results, r.games, r.rating,
                                          r.stars_after, r.month, r.closed, r.stars_delta) for r in rows])
            titles = {r.set_id: r.title for r in rows}
            self.library.show_due([(set_id, titles.get(set_id, set_id)) for set_id in due])
            switch(self.library)

        self.session_worker.submit(lambda store: (library_rows(store), due_closings(store)), answered,
                                   self.session_failed)

    def show_statistics(self) -> None:
        data_dir = self.data_dir
        switch = self.ask_for_page()

        def work(progress):
            from dokodesk.store.statistics import compute_statistics

            with Store.open(data_dir) as store:
                return compute_statistics(store, lambda done, total: progress(done, total, ""))

        def succeeded(stats) -> None:
            self.statistics_page.show_statistics(stats)
            switch(self.statistics_page)

        def failed(error: Exception) -> None:
            QMessageBox.critical(self, self.tr("Statistics"), self.error_words(error))

        self.long_work.run(self.tr("Counting your games…"), work, succeeded, failed)

    def refresh_current(self) -> None:
        if self.stack.currentWidget() is self.set_page and self.current_set is not None:
            self.open_set(self.current_set.id)
        else:
            self.show_library()

    def _on_seat_mode(self, mode: int) -> None:
        if self.current_set is not None:
            self.in_session(lambda session: session.set_seat_mode(mode), lambda _: None)

    def open_set(self, set_id: str, switch: bool = True) -> None:
        """Show the set page: its deals and standings are read in a worker (a set may have
        100,000 deals); the page switches when they are there (`switch`: else only refreshed)."""
        self.saved()
        # The deals only: the field's results stay in the database (an archive may hold
        # millions); the table needs none and review loads one deal's logs.
        from dokodesk.app.field_loading import load_set

        db_dir = self.db_dir()
        if switch:
            to_page = self.ask_for_page()

            def show_loaded_set(loaded) -> None:  # the name makes a newer open supersede this one (`read`)
                self._show_loaded_set(loaded, to_page)
            self.read(lambda: load_set(db_dir, set_id), show_loaded_set)
        else:
            self.read(lambda: load_set(db_dir, set_id), self._refresh_loaded_set)

    def _refresh_loaded_set(self, loaded) -> None:
        self._show_loaded_set(loaded, switch=None)

    def _show_loaded_set(self, loaded, switch=None) -> None:
        """The set's rows on its page; `switch` (from `ask_for_page`) shows the page."""
        self._fill_set_page(loaded.outline, loaded.summary, loaded.deal_rows, loaded.seat_mode)
        if switch is not None:
            switch(self.set_page)

    def show_set(self, view: SetView) -> None:
        """The set page from a session answer (after a forfeit: the page behind review)."""
        self._fill_set_page(view.outline, view.summary, view.rows, view.seat_mode)

    def _fill_set_page(self, outline: SetOutline, summary, rows, seat_mode: int) -> None:
        """The open set becomes `outline`; its page shows its rows and its opponents."""
        self.current_set = outline.bound(self.store)
        self.set_page.show_set(summary, rows, seat_mode)
        self.set_page.set_opponents(self.opponents(outline.id))

    # ------------------------------------------------------------------ reads off the GUI thread
    def db_dir(self) -> Path:
        return self.store.path.parent

    def read(self, work, succeeded, failed=None) -> None:
        """Run a read for a page in the pool; `succeeded(result)` here when done (`PageReads`)."""
        self.reads.run(work, succeeded, failed)

    def reads_done(self) -> bool:
        """No read for a page is running (tests wait for this)."""
        return self.reads.idle()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.isVisible():  # its size and place for the next start (a window never shown has none)
            remember(self)
        self.analysis_flow.cancel()
        self.review_page.open_hands_runner.cancel()  # stops within one trick's time budget
        self.controller.stop()
        self.bots.stop()
        self.session_worker.stop()  # a finishing write in it is done before the saver stops
        if not self.saver.stop(10.0):
            log.error("closing: the last moves could not be saved (the database stayed busy)")
        self.long_work.stop()  # also waits for a cancelled analysis or hint (within one decision)
        super().closeEvent(event)
