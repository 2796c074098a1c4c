"""The main window: library → set → table → result → review, plus imports and generation in
the background. Thin: the store, the rules engine and the controller do the work."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QStackedWidget

from dokodesk.app.analysis_worker import AnalysisRunner
from dokodesk.app.bot_worker import BotThread
from dokodesk.app.card_art import CardArt
from dokodesk.app.controller import GameController, GameOutcome
from dokodesk.app.generate_dialog import GenerateDialog
from dokodesk.app.library_page import LibraryPage, SetRow
from dokodesk.app.long_work import LongWork
from dokodesk.app.result_page import ResultPage
from dokodesk.app.saver import GameSaver
from dokodesk.app.widgets import SaveNotice
from dokodesk.app.review_page import ReviewPage
from dokodesk.app.season import ImportDialog, close_question, closed_text, confirm_close, confirm_forfeit
from dokodesk.app.session_worker import SessionWorker
from dokodesk.app.statistics_page import StatisticsPage
from dokodesk.app.set_page import SetPage
from dokodesk.app.table_page import TablePage
from dokodesk.app.texts import party_name
from dokodesk.app.widgets import plain_message
from dokodesk.dodge.model import DodgeSet
from dokodesk.dodge.setfile import SetFileError
from dokodesk.rules import Ruleset
from dokodesk.resources import resource_path
from dokodesk.store import Store
from dokodesk.store.schema import LOG_NAME, DatabaseFault
from dokodesk.session import (
    GameStart, ReviewGames, SetOutline, SetSession, SetView, drawn_seat, due_closings, library_rows,
)

DEMO_SET = ("demo", "dodge-demo.json.gz")
TABLE_BOT = "strong"  # the opponents unless chosen otherwise for the set
OPPONENT_BOTS = ("simple", "strong", "expert")
TRAINING_DEALS = 2000  # the announcement training takes at most this many deals of a set
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
        self.saver.waiting.connect(lambda: self.statusBar().showMessage(
            self.tr("The database is busy (an import is running): your game is saved as soon as it is free."), 10000))
        self.saver.saved.connect(self._on_saved)
        self.saver.failing.connect(self._on_save_failing)
        self.saver.failed.connect(self._on_save_failed)
        self.saver.waiting_for_set.connect(self._on_game_waits_for_set)
        self.save_notice = SaveNotice()  # stays until saving works again; never a modal box per move
        self.statusBar().addPermanentWidget(self.save_notice, 1)
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
        self.statistics_page = StatisticsPage()
        for page in (self.library, self.set_page, self.table_page, self.result_page, self.review_page,
                     self.statistics_page):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        # Pages read in a worker switch when their answer comes, unless the player has gone to
        # another page or asked for one since (`_ask_for_page`): the latest wish wins.
        self._page_epoch = 0
        self.stack.currentChanged.connect(self._page_changed)

        self.library.open_requested.connect(self.open_set)
        self.library.import_requested.connect(self.choose_import)
        self.library.generate_requested.connect(self.choose_generate)
        self.library.files_dropped.connect(lambda paths: [self.import_file(p) for p in paths[:1]])
        self.set_page.back_requested.connect(self.show_library)
        self.set_page.play_requested.connect(self.play_deal)
        self.set_page.play_next_requested.connect(self.play_next)
        self.set_page.seat_mode_changed.connect(self._on_seat_mode)
        self.table_page.leave_requested.connect(self._leave_table)
        self.result_page.back_requested.connect(lambda: self.open_set(self.current_set.id))
        self.result_page.next_requested.connect(self.play_next)
        self.result_page.review_requested.connect(self.review_last)
        self.result_page.compare_requested.connect(self.compare_last)
        self.result_page.replay_requested.connect(self._replay_from_traveller)
        self.set_page.review_requested.connect(self.review_deal)
        self.set_page.close_requested.connect(self.close_current_set)
        self.library.statistics_requested.connect(self.show_statistics)
        self.library.close_requested.connect(self.ask_close_set)
        self.library.close_due_requested.connect(lambda set_id: self.ask_close_set(set_id, month_over=True))
        self.statistics_page.back_requested.connect(self.show_library)
        self._review_return = self.result_page
        self._review_number: int | None = None  # the deal on show in review
        self.review_page.back_requested.connect(lambda: self.stack.setCurrentWidget(self._review_return))
        self.review_page.play_on_requested.connect(self.play_on)
        self._build_menus()
        self.long_work = LongWork(self)  # an import, generating, statistics: one at a time
        self.training_dialog = None  # the announcement training, once opened
        self._reads: set = set()  # reads for the pages running in the pool
        self._read_serial: dict[str, int] = {}
        self.stack.currentChanged.connect(self._on_page_changed)
        self._connect_analysis()

    def _on_table_notice(self, text: str) -> None:
        if self.stack.currentWidget() is self.table_page:  # a late bot call is no news elsewhere
            self.statusBar().showMessage(text, 6000)

    def _on_page_changed(self, _index: int) -> None:
        self.statusBar().clearMessage()  # nothing said at the table lingers on other pages

    def _on_save_failing(self, kind: str, what: str) -> None:
        if kind == "full":
            text = self.tr("The disk is full: your game is kept and saved as soon as there is space again. "
                           "Free some disk space.")
        else:
            text = self.tr("Saving fails ({error}): your game is kept and saved as soon as that works "
                           "again.").format(error=what)
        self.save_notice.setProperty("journal", False)  # this notice now says more than the journal's
        self.save_notice.show_text(text)
        self.table_page.show_saving_fails(True)

    def _on_game_waits_for_set(self, set_id: str, number: int) -> None:
        self.save_notice.setProperty("journal", False)
        self.save_notice.show_text(self.tr(
            "A game kept in the saving journal (set {set}, deal {n}) waits for its set: import the set file, "
            "and the game is stored.").format(set=set_id, n=number))

    def _on_save_failed(self, text: str) -> None:
        self.save_notice.show_text(self.tr("A move could not be saved: {error}").format(error=text))

    def _on_saved(self) -> None:
        self.save_notice.hide()
        self.table_page.show_saving_fails(False)
        self.statusBar().showMessage(self.tr("Your game is saved."), 4000)

    def saved(self, timeout: float = 2.0) -> bool:
        """Let the game saver finish its writes before the pages read own games."""
        return self.saver.flush(timeout)

    # ------------------------------------------------------------------ analysis
    def _connect_analysis(self) -> None:
        """After every game the expert analyses the player's decisions in the background; the
        result page shows progress (with Cancel) and the three biggest losses, review marks them."""
        self.analysis = AnalysisRunner(self)
        # The rated game reviewed from the set page gets its analysis too (issue 28): from the
        # result page's runner when it is still in memory, else made by a runner of its own (a
        # review never cancels the analysis of the game just played).
        self.review_analysis = AnalysisRunner(self)
        self.review_analysis.finished.connect(self._on_review_analysis)
        self._review_analysed: tuple | None = None  # (deal number, game index, deal, log, seat) awaited
        panel = self.result_page.analysis_panel
        self.analysis.progress.connect(panel.show_progress)
        self.analysis.finished.connect(self._on_analysis_finished)
        self.analysis.failed.connect(panel.show_failed)
        self.analysis.cancelled.connect(panel.show_cancelled)
        panel.cancel_requested.connect(self.analysis.cancel)
        panel.decision_activated.connect(self._review_decision)
        self.review_page.open_hands_runner.finished.connect(self._on_open_hands)
        self.set_page.opponents_changed.connect(self._on_opponents)

    def _start_analysis(self, outcome: GameOutcome) -> None:
        game = outcome.game
        self.result_page.analysis_panel.show_running(game.log)
        self.analysis.start(game.deal, game.log, outcome.seat, outcome.deal_number, outcome.field_points)
        runner = self.review_page.open_hands_runner
        self.result_page.show_open_hands(runner.result_for(game.deal, game.log))
        runner.start(game.deal, game.log)

    def _on_open_hands(self, key, review) -> None:
        outcome = self.result_page.outcome
        if outcome is not None and key == self.review_page.open_hands_runner.key(outcome.game.deal, outcome.game.log):
            self.result_page.show_open_hands(review)

    def _on_analysis_finished(self, analysis) -> None:
        outcome = self.result_page.outcome
        if outcome is None:
            return
        if self.analysis.result_for(outcome.game.deal, outcome.game.log, outcome.seat) is analysis:
            panel = self.result_page.analysis_panel
            panel.field_notes = {}
            panel.show_analysis(analysis, outcome.game.log)
            if self.stack.currentWidget() is self.review_page and self._review_return is self.result_page:
                self.review_page.set_analysis(analysis, 0)
            self._read_field_notes(outcome)

    def _read_field_notes(self, outcome: GameOutcome) -> None:
        """What the field did at the player's cards (tooltips of the listed mistakes), read and
        walked in the pool: the deal may have 100,000 logged games (11 s on the window's
        thread, measured by helper-12)."""
        from dokodesk.app.analysis_panel import field_note_text

        if self.current_set is None:
            return
        db_dir, set_id = self._db_dir(), self.current_set.id
        game, seat = outcome.game, outcome.seat
        field_size = len(outcome.field_points)

        def work():
            from dokodesk.app.tasks import free_in_slices
            from dokodesk.coach.field import field_at_decisions

            with Store.open(db_dir) as store:
                logged = store.logged_results(set_id, outcome.deal_number)
            field = [(r.log, r.re_points) for r in logged] + [(None, 0)] * max(0, field_size - len(logged))
            try:
                return field_at_decisions(game.deal, game.log, seat, field) if field else {}
            finally:  # 100,000 logs freed at once held the window for 0.9 s after a game's end
                free_in_slices(field, logged)

        def field_notes_read(at) -> None:
            if self.result_page.outcome is outcome:
                self.result_page.analysis_panel.set_field_notes(
                    {i: field_note_text(a, outcome.party) for i, a in at.items()})

        self._read(work, field_notes_read)

    def _analyse_for_review(self, number: int, review: ReviewGames, field_re) -> None:
        """Show the analysis of the deal's rated game in review (from the set page): at once when
        it was made in this session, else in the background against today's field."""
        self._review_analysed = None
        rated = [i for i, g in enumerate(review.own) if g.rated]
        if not rated or self.current_set is None:
            return
        index = rated[0]
        game = review.own[index]
        deal, log, seat = self.current_set.deal(number).deal, list(game.log), game.seat
        found = self.analysis.result_for(deal, log, seat) or self.review_analysis.result_for(deal, log, seat)
        if found is not None:
            self.review_page.set_analysis(found, index)
            return
        sign = 1 if deal.parties[seat] == 0 else -1
        self._review_analysed = (number, index, deal, log, seat)
        self.review_analysis.start(deal, log, seat, number, [sign * int(p) for p in field_re])

    def _on_review_analysis(self, analysis) -> None:
        awaited = self._review_analysed
        if awaited is None or self.review_page.deal_number != awaited[0]:
            return
        if self.review_analysis.result_for(*awaited[2:]) is analysis:
            self._review_analysed = None
            self.review_page.set_analysis(analysis, awaited[1])

    def _review_decision(self, event_index: int) -> None:
        """From the result page: review the game at the trick of that decision."""
        self.review_last()
        self.review_page.show_decision(event_index)

    def opponents(self, set_id: str) -> str:
        name = QSettings().value(f"opponents/{set_id}", TABLE_BOT)
        return name if name in OPPONENT_BOTS else TABLE_BOT

    def _on_opponents(self, name: str) -> None:
        if self.current_set is not None and name in OPPONENT_BOTS:
            QSettings().setValue(f"opponents/{self.current_set.id}", name)

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.import_action = QAction(self.tr("&Import set or results file…"), self)
        self.import_action.setShortcut(QKeySequence.StandardKey.Open)
        self.import_action.triggered.connect(self.choose_import)
        generate = QAction(self.tr("&Generate practice set…"), self)
        generate.triggered.connect(self.choose_generate)
        league = QAction(self.tr("&League calculator…"), self)
        league.triggered.connect(self.show_league_calculator)
        statistics = QAction(self.tr("&Statistics"), self)
        statistics.triggered.connect(self.show_statistics)
        training = QAction(self.tr("Announcement &training…"), self)
        training.triggered.connect(self.show_training)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        for action in (self.import_action, generate, statistics, training, league):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        settings_menu = self.menuBar().addMenu(self.tr("&Settings"))
        language = settings_menu.addMenu(self.tr("&Language"))
        current = QSettings().value("language", "system")
        choices = QActionGroup(self)  # one language is checked at a time
        for code, label in (("system", self.tr("System default")), ("de", "Deutsch"), ("en", "English")):
            action = QAction(label, choices, checkable=True)
            action.setChecked(current == code)
            action.triggered.connect(lambda _=False, c=code: self._set_language(c))
            language.addAction(action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("How &Dodge works"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self.show_dodge_help)
        help_menu.addAction(rules)
        keys = QAction(self.tr("&Keyboard shortcuts"), self)
        keys.triggered.connect(self._show_shortcuts)
        help_menu.addAction(keys)
        help_menu.addSeparator()
        about = QAction(self.tr("&About dokodesk"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def show_dodge_help(self) -> None:
        from dokodesk.app.help_dialogs import DodgeHelpDialog

        DodgeHelpDialog(self).exec()

    def show_about(self) -> None:
        from dokodesk.app.help_dialogs import show_about

        show_about(self)

    def _set_language(self, code: str) -> None:
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

    def _show_shortcuts(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard shortcuts"), self.tr(
            "At the table:\n"
            "←/→  choose a card,  Enter or Space  play it\n"
            "A  Re/Kontra,  9  keine 90,  6  keine 60,  3  keine 30,  S  schwarz\n"
            "L  show the last trick,  H  hint (practice),  Ctrl+Z  undo (practice)\n"
            "A click on the table takes a complete trick in\n"
            "Review: ←/→ previous / next trick\n"
            "Ctrl+O  import a file"))

    def show_league_calculator(self) -> None:
        from dokodesk.app.league_dialog import LeagueCalculatorDialog

        LeagueCalculatorDialog(self).exec()

    # ------------------------------------------------------------------ start-up
    def start(self, open_files: list[str] | None = None) -> None:
        """First launch: bring in the demo set. Then resume an interrupted game, if any.
        Files given on the command line ("Open with dokodesk") are imported."""
        if open_files:
            self.import_file(open_files[0], then=self._resume_or_library)
            return
        if not self.store.sets():
            demo = resource_path(*DEMO_SET)
            if demo.exists():
                self.import_file(str(demo), then=self._resume_or_library, quiet=True)
                return
        self._resume_or_library()

    def _resume_or_library(self) -> None:
        self.saved()  # a journal left by the last run (disk full) is written first
        if not self._games_can_be_kept():  # said now; the unfinished game waits until there is space
            self.show_library()
            return

        def job(store):
            saved = store.in_progress_game()
            if saved is None or self.saver.holds_finished(saved.id):  # over: stored when there is space
                return None
            session = SetSession(store, saved.set_id)
            return session.outline(), session.start(saved.deal_number)

        def answered(found) -> None:
            if found is None:
                self.show_library()
                return
            outline, start = found
            self.current_set = outline.bound(self.store)
            self._put_on_table(start)
            self.statusBar().showMessage(self.tr("Resumed your game of deal {n}").format(n=start.set_deal.number), 8000)

        self.session_worker.submit(job, answered, self._session_failed)

    # ------------------------------------------------------------------ the session's work, off this thread
    def _in_session(self, job, succeeded, failed=None, set_id: str | None = None) -> None:
        """Run `job(SetSession)` in the session worker; its answer comes back here."""
        set_id = set_id or (self.current_set.id if self.current_set is not None else "")
        self.session_worker.submit(lambda store: job(SetSession(store, set_id)), succeeded,
                                   failed or self._session_failed)

    def _session_failed(self, error: Exception) -> None:
        log.error("the set session failed: %s\n%s", error, getattr(error, "traceback_text", ""))
        self._tell_error("dokodesk", self._error_words(error))

    def _tell_error(self, title: str, text: str) -> None:
        """A worker's failure, shown without stopping the window (the game and pages go on)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

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

    # ------------------------------------------------------------------ library
    def _page_changed(self, _index: int) -> None:
        self._page_epoch += 1

    def _ask_for_page(self):
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
        switch = self._ask_for_page()

        def answered(found) -> None:
            rows, due = found
            self.library.set_rows([SetRow(r.set_id, r.title, r.field, r.deals, r.results, r.games, r.rating,
                                          r.stars_after, r.month, r.closed, r.stars_delta) for r in rows])
            titles = {r.set_id: r.title for r in rows}
            self.library.show_due([(set_id, titles.get(set_id, set_id)) for set_id in due])
            switch(self.library)

        self.session_worker.submit(lambda store: (library_rows(store), due_closings(store)), answered,
                                   self._session_failed)

    def ask_close_set(self, set_id: str, month_over: bool = False) -> None:
        """The player asked to close a set: the question with this set's numbers (read in the
        worker), then the closing (written in the worker), then what it did."""
        def asked(facts) -> None:
            if not confirm_close(self, close_question(facts.name, facts.month, facts, month_over), month_over):
                return
            self._in_session(lambda session: session.close(), lambda closed: told(facts.name, closed), set_id=set_id)

        def told(name: str, closed) -> None:
            QMessageBox.information(self, self.tr("Set closed"), plain_message(closed_text(name, closed)))
            self._refresh_current()

        self._in_session(lambda session: session.closing_facts(), asked, set_id=set_id)

    def close_current_set(self) -> None:
        if self.current_set is not None:
            self.ask_close_set(self.current_set.id)

    def show_statistics(self) -> None:
        data_dir = self.data_dir
        switch = self._ask_for_page()

        def work(progress):
            from dokodesk.store.statistics import compute_statistics

            with Store.open(data_dir) as store:
                return compute_statistics(store, lambda done, total: progress(done, total, ""))

        def succeeded(stats) -> None:
            self.statistics_page.show_statistics(stats)
            switch(self.statistics_page)

        def failed(error: Exception) -> None:
            QMessageBox.critical(self, self.tr("Statistics"), self._error_words(error))

        self.long_work.run(self.tr("Counting your games…"), work, succeeded, failed)

    def choose_import(self) -> None:
        dialog = ImportDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            path, me = dialog.values()
            self.import_file(path, me=me)

    def import_file(self, path: str, then=None, quiet: bool = False, me: str | None = None) -> None:
        data_dir = self.data_dir

        def work(progress):
            from dokodesk.app.tasks import collector_paused

            # The collector off for the whole import: its passes over the file's millions of
            # objects held the interpreter lock, and the window, for up to 0.6 s (the import
            # frees them before it ends, so that the first pass after it has little to scan).
            with collector_paused(), Store.open(data_dir) as store:
                return store.import_file(path, progress=lambda stage, done, total: progress(done, total, stage), me=me)

        def succeeded(summary) -> None:
            self.saver.retry_waiting()  # a journal's game may have waited for this set
            if not quiet:
                text = self.tr("Imported {name}:").format(name=Path(path).name) + " " + \
                    self.tr("%n new deal(s)", None, summary.added_deals) + ", " + \
                    self.tr("%n new result(s)", None, summary.added_results) + " " + \
                    self.tr("(%n already known).", None, summary.skipped_duplicates)
                if summary.own is not None:
                    text += "\n" + self.tr(
                        "Your games as {name}: {rated} rated, {practice} practice, {known} already stored.").format(
                        name=summary.own.name, rated=summary.own.rated, practice=summary.own.practice,
                        known=summary.own.known)
                # file and player names are text, not markup
                QMessageBox.information(self, self.tr("Import"), plain_message(text))
            (then or self._refresh_current)()

        def failed(error: Exception) -> None:
            self._show_import_error(path, error)
            (then or self._refresh_current)()

        self.long_work.run(self.tr("Importing {name}…").format(name=Path(path).name), work, succeeded, failed)

    def _show_import_error(self, path: str, error: Exception) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Import failed"),
                          self.tr("{name} was not imported; nothing of it was stored.").format(name=Path(path).name),
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        if isinstance(error, SetFileError):  # it lists the first MAX_PROBLEMS problems and counts the others
            lines = [f"{place}: {message}" if place else message for place, message in error.problems]
            if error.more:
                lines.append(self.tr("… and %Ln more problem(s)", None, error.more))
            box.setInformativeText("\n".join(lines[:8]) + ("\n…" if len(lines) > 8 else ""))
            box.setDetailedText("\n".join(lines))
        elif isinstance(error, FileNotFoundError):
            box.setInformativeText(self.tr("There is no file at {path}. Check the name and the folder, or choose "
                                           "the file with Browse….").format(path=path))
        elif isinstance(error, OSError):  # a folder, no permission: the system's words
            box.setInformativeText(self.tr("{path} cannot be read: {reason}").format(
                path=path, reason=error.strerror or error))
        else:
            box.setInformativeText(self._error_words(error))
        box.exec()

    def _error_words(self, error: Exception) -> str:
        """A worker's failure as the player reads it: a database fault in the user's words, a
        bug logged with its traceback (the same wording as the app's error hook)."""
        from dokodesk.app.errors import error_text
        from dokodesk.store.schema import resolve_data_dir

        return error_text(error, resolve_data_dir(self.data_dir) / LOG_NAME)

    def choose_generate(self) -> None:
        dialog = GenerateDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        deals, seed, tables, cards, mix = dialog.values()
        data_dir = self.data_dir
        title = self.tr("Practice set {seed} ({deals} deals)").format(seed=seed, deals=deals)

        def work(progress):
            from dokodesk.bots.simulate import simulate_set
            from dokodesk.dodge.generator import generate_deals, practice_set_id
            from dokodesk.dodge.model import SetDeal

            ruleset = Ruleset(cards)
            generated = generate_deals(deals, seed, ruleset)
            dodge_set = DodgeSet(practice_set_id(seed, deals, cards), [SetDeal(i + 1, d) for i, d in enumerate(generated)],
                                 ruleset, title=title, field="simulated")
            if tables:
                # One worker: forking a process that runs Qt threads is not safe.
                dodge_set = simulate_set(dodge_set, tables, seed, workers=1, mix=mix,
                                         progress=lambda done, total: progress(done, total, "simulating"))
            with Store.open(data_dir) as store:
                return store.import_set(dodge_set, progress=lambda stage, done, total: progress(done, total, stage))

        def generated(_summary) -> None:  # in the background: the player may be at a table meanwhile
            if self.stack.currentWidget() is self.library:
                self.show_library()
            else:
                self.statusBar().showMessage(self.tr("Your practice set is ready in the library."), 8000)

        self.long_work.run(self.tr("Generating a practice set…"), work, generated,
                           lambda e: QMessageBox.critical(self, self.tr("Generating failed"), str(e)),
                           cancelled=lambda: self.statusBar().showMessage(
                               self.tr("Generating the practice set was cancelled."), 8000))

    def _refresh_current(self) -> None:
        if self.stack.currentWidget() is self.set_page and self.current_set is not None:
            self.open_set(self.current_set.id)
        else:
            self.show_library()

    # ------------------------------------------------------------------ set
    def _on_seat_mode(self, mode: int) -> None:
        if self.current_set is not None:
            self._in_session(lambda session: session.set_seat_mode(mode), lambda _: None)

    def open_set(self, set_id: str, switch: bool = True) -> None:
        """Show the set page: its deals and standings are read in a worker (a set may have
        100,000 deals); the page switches when they are there (`switch`: else only refreshed)."""
        self.saved()
        # The deals only: the field's results stay in the database (an archive may hold
        # millions); the table needs none and review loads one deal's logs.
        from dokodesk.app.field_loading import load_set

        db_dir = self._db_dir()
        if switch:
            to_page = self._ask_for_page()

            def show_loaded_set(loaded) -> None:  # the name makes a newer open supersede this one (`_read`)
                self._show_loaded_set(loaded, to_page)
            self._read(lambda: load_set(db_dir, set_id), show_loaded_set)
        else:
            self._read(lambda: load_set(db_dir, set_id), self._refresh_loaded_set)

    def _refresh_loaded_set(self, loaded) -> None:
        self._show_loaded_set(loaded, switch=None)

    def _show_loaded_set(self, loaded, switch=None) -> None:
        """The set's rows on its page; `switch` (from `_ask_for_page`) shows the page."""
        self.current_set = loaded.outline.bound(self.store)
        set_id = loaded.outline.id
        self.set_page.show_set(loaded.summary, loaded.deal_rows, loaded.seat_mode)
        self.set_page.set_opponents(self.opponents(set_id))
        if switch is not None:
            switch(self.set_page)

    # ------------------------------------------------------------------ reads off the GUI thread
    def _db_dir(self) -> Path:
        return self.store.path.parent

    def _read(self, work, succeeded, failed=None) -> None:
        """Run a read for a page in the pool; `succeeded(result)` here when done. A newer read
        of the same kind (`succeeded`'s name) supersedes an older one."""
        from dokodesk.app.tasks import start_read

        kind = getattr(succeeded, "__name__", "")
        self._read_serial[kind] = serial = self._read_serial.get(kind, 0) + 1

        def done(result, task=None) -> None:
            self._reads.discard(holder[0])
            if self._read_serial.get(kind) == serial:
                succeeded(result)

        def broke(error: Exception) -> None:
            self._reads.discard(holder[0])
            log.error("reading for the window failed: %s\n%s", error, getattr(error, "traceback_text", ""))
            if self._read_serial.get(kind) != serial:
                return
            if failed is not None:
                failed(error)
            else:
                QMessageBox.warning(self, "dokodesk", self._error_words(error))

        holder = [None]
        holder[0] = start_read(work, done, broke, owner=self)
        self._reads.add(holder[0])

    def reads_done(self) -> bool:
        """No read for a page is running (tests wait for this)."""
        return not self._reads

    def _show_set(self, view: SetView) -> None:
        """The set page from a session answer (after a forfeit: the page behind review)."""
        self.current_set = view.outline.bound(self.store)
        self.set_page.show_set(view.summary, view.rows, view.seat_mode)
        self.set_page.set_opponents(self.opponents(view.outline.id))

    def play_next(self) -> None:
        if self.current_set is None or not self._games_can_be_kept():
            return

        def answered(start: GameStart | None) -> None:
            if start is None:
                QMessageBox.information(self, self.tr("Set complete"), self.tr("You have played every deal of this set."))
            else:
                self._put_on_table(start)

        self._in_session(lambda session: session.start_next(), answered, self._start_failed)

    def play_deal(self, number: int) -> None:
        """Resume the deal's unfinished game, else start one (rated while the deal allows it)."""
        assert self.current_set is not None
        if self._games_can_be_kept():
            self._in_session(lambda session: session.start(number), self._put_on_table, self._start_failed)

    def _games_can_be_kept(self, tell: bool = True) -> bool:
        """Whether a game may start: the saving journal's space is reserved, so a disk that fills
        up during the game loses none of it. Otherwise the player is told now, before a card
        is seen, and the game does not start (issue 30: with 70 KB free, a whole rated game was
        played and all but 3 of its events lost)."""
        if self.saver.can_keep_games():
            if self.save_notice.property("journal"):  # space was freed
                self.save_notice.setProperty("journal", False)
                self.save_notice.hide()
            return True
        self._show_disk_nearly_full(tell)
        return False

    def _show_disk_nearly_full(self, dialog: bool) -> None:
        import shutil

        folder = self._db_dir()
        try:
            free = self.tr("{n} KB").format(n=shutil.disk_usage(folder).free // 1024)
        except OSError:
            free = self.tr("too little space")
        text = self.tr("The disk holding your games ({folder}) is nearly full ({free} free): a game played now "
                       "could not be kept safe. Free some disk space, then play.").format(folder=str(folder), free=free)
        self.save_notice.setProperty("journal", True)
        self.save_notice.show_text(text)
        if dialog:
            QMessageBox.warning(self, self.tr("Disk nearly full"), text)

    def _start_failed(self, error: Exception) -> None:
        if isinstance(error, DatabaseFault) and error.kind == "busy":  # an import holds the write lock
            log.warning("starting a game failed: %s", error)
            QMessageBox.information(self, self.tr("Database busy"), self.tr(
                "The game cannot start while an import is being stored. Try again when it has finished."))
        else:
            self._session_failed(error)

    def _put_on_table(self, start: GameStart) -> None:
        assert self.current_set is not None
        names = self._table_names(start.seat)
        self.table_page.names = names
        self.table_page.notice.setText("")  # nothing said in the last game carries over
        bot_names = [self.opponents(self.current_set.id)] * 4
        self.controller.start(self.current_set.id, start.set_deal, start.seat, start.rated, bot_names,
                              names, start.game_id, list(start.log))
        self.stack.setCurrentWidget(self.table_page)

    def _table_names(self, seat: int) -> list[str]:
        """"You" at the player's seat, the bots' names clockwise from there."""
        bots = iter(["Anna", "Ben", "Clara"])
        return [self.tr("You") if s == seat else next(bots) for s in range(4)]

    def _leave_table(self) -> None:
        self.controller.stop()
        if self.current_set is not None:
            self.open_set(self.current_set.id)
        else:
            self.show_library()

    def _on_game_finished(self, outcome: GameOutcome) -> None:
        self.result_page.show_outcome(outcome)
        self.result_page.traveller.show_loading()
        self._load_field(outcome.deal_number, outcome.game.log, None, self._show_result_traveller, outcome.party)
        self._start_analysis(outcome)
        self.stack.setCurrentWidget(self.result_page)
        self.result_page.take_focus()

    def _on_finish_failed(self, error: Exception) -> None:
        log.error("storing the finished game failed: %s\n%s", error, getattr(error, "traceback_text", ""))
        self._tell_error(self.tr("Saving failed"), self._error_words(error))

    def _show_result_traveller(self, loaded) -> None:
        outcome = self.result_page.outcome
        if outcome is not None and loaded.number == outcome.deal_number:
            self.result_page.show_traveller(loaded.traveller, outcome.party)

    def _load_field(self, number: int, own_log, field_offset: int | None, succeeded, party: int | None = None) -> None:
        """A deal's field (its logged games and the traveller) read and computed in a worker."""
        from dokodesk.app.field_loading import load_field

        assert self.current_set is not None
        set_id, db_dir = self.current_set.id, self._db_dir()
        own = None if own_log is None else list(own_log)
        self._read(lambda: load_field(db_dir, set_id, number, own, field_offset, party), succeeded,
                   lambda error: self._field_failed(error))

    def _field_failed(self, error: Exception) -> None:
        text = self.tr("The field's results could not be read: {error}").format(error=self._error_words(error))
        self.result_page.traveller.show_failed(text)
        self.review_page.field_failed(text)

    def _replay_from_traveller(self, index: int) -> None:
        self.review_last()
        if self.stack.currentWidget() is self.review_page:
            self.review_page.choose_game(index)

    def compare_last(self):
        """From the result page: review of the game just played, with the comparison open."""
        self.review_last()
        if self.stack.currentWidget() is self.review_page:
            dialog = self.review_page.show_compare()
            self.review_page.compare_pending = dialog is None  # the field's games still on their way
            return dialog
        return None

    def review_last(self) -> None:
        outcome = self.result_page.outcome
        if outcome is None or self.current_set is None:
            return
        self._review_return = self.result_page
        self._show_review(outcome.deal_number, [(self.tr("Your game"), list(outcome.game.log))], outcome.seat)
        self.review_page.set_analysis(self.analysis.result_for(outcome.game.deal, outcome.game.log, outcome.seat), 0)

    def review_deal(self, number: int) -> None:
        """From the set page: one's own finished games of a deal (rated first) and the field's.
        The spoiler rule (seed 001): hands and field only after the rated game or the closing;
        looking earlier forfeits the deal, after a warning."""
        if self.current_set is None:
            return

        def field_re(session: SetSession):  # today's field, for the rated game's analysis
            return session.store.field_points(session.set_id, number)

        def forfeit_and_review(session: SetSession) -> tuple[ReviewGames, SetView, object]:
            session.forfeit(number)
            return session.review(number, with_field=False), session.view(), field_re(session)

        def checked(hidden: bool) -> None:
            if not hidden:
                self._in_session(lambda session: (session.review(number, with_field=False), None, field_re(session)),
                                 shown)
            elif confirm_forfeit(self, number):
                self._in_session(forfeit_and_review, shown)

        def shown(found) -> None:
            review, view, field = found
            if view is not None:  # forfeited: the set page behind review says so
                self._show_set(view)
            games = [(self.tr("Your rated game") if g.rated else self.tr("Your practice game {n}").format(n=i),
                      list(g.log)) for i, g in enumerate(review.own)]
            self._review_return = self.set_page
            self._show_review(review.number, games, review.seat)
            self._analyse_for_review(review.number, review, field)

        self._in_session(lambda session: session.needs_forfeit(number), checked)

    def show_training(self) -> None:
        """Announcement training on the open set's deals whose hands may be seen (rated game
        played, forfeited or the set closed), read in the pool (a closed set may have 100,000
        deals; the training takes the first TRAINING_DEALS); the dialog opens when they are
        there (`training_dialog`), or a message says why not."""
        from dokodesk.app.training_dialog import TrainingDialog

        if self.current_set is None:
            QMessageBox.information(self, self.tr("Announcement training"), self.tr("Open a set first."))
            return
        set_id, data_dir = self.current_set.id, self.data_dir

        def work(progress):
            with Store.open(data_dir) as store:
                own = {g.deal_number: g.seat for g in store.own_games(set_id) if g.rated}
                numbers = store.visible_deal_numbers(set_id, TRAINING_DEALS)
                deals = []
                for done, n in enumerate(numbers):
                    deals.append((n, store.deal(set_id, n).deal, own.get(n, drawn_seat(set_id, n)),
                                  list(store.field_points(set_id, n))))
                    progress(done + 1, len(numbers), "")
                return deals

        def succeeded(deals) -> None:
            if not deals:
                QMessageBox.information(self, self.tr("Announcement training"), self.tr(
                    "Announcement training shows the hands: play the deals of this set first (or close the set)."))
                return
            dialog = TrainingDialog(deals, self.data_dir, self)
            dialog.play_on_requested.connect(self._practice_from)
            dialog.show()
            self.training_dialog = dialog

        def failed(error: Exception) -> None:
            QMessageBox.critical(self, self.tr("Announcement training"), self._error_words(error))

        self.long_work.run(self.tr("Preparing the training…"), work, succeeded, failed)

    def _practice_from(self, number: int, seat: int, log: list) -> None:
        if self.current_set is not None and self._games_can_be_kept():
            history = list(log)
            self._in_session(lambda session: session.start_practice(number, seat, history),
                             self._put_on_table, self._start_failed)

    def play_on(self, log: list[str]) -> None:
        """From review: a practice game of the reviewed deal that starts with `log` (the game so
        far, own or the field's) at the player's seat; the set's bots play on."""
        if self.current_set is None or self._review_number is None:
            return
        self._practice_from(self._review_number, self.review_page.seat, log)

    def _show_review(self, number: int, own_games: list[tuple[str, list[str]]], seat: int) -> None:
        """Review shows the own games at once; the field's games and the traveller follow from
        a worker (a deal may have 100,000 logged results)."""
        assert self.current_set is not None
        self._review_number = number
        set_deal = self.current_set.deal(number)
        party = set_deal.deal.parties[seat]
        own_log = own_games[0][1] if own_games else None
        self.review_page.show_games(set_deal.deal, own_games, self._table_names(seat), seat, loading=True)
        self.review_page.deal_number = number

        def loaded(field) -> None:
            if self.review_page.deal_number != number:
                return
            if not own_games and not field.logged:
                self.review_page.field_loaded([], None, party)
                if self.stack.currentWidget() is self.review_page:
                    self.stack.setCurrentWidget(self._review_return)
                QMessageBox.information(self, self.tr("Review"), self.tr("There is no logged game of this deal yet."))
                return
            self.review_page.field_loaded(field.logged, field.traveller, party)

        self._load_field(number, own_log, len(own_games), loaded, party)
        self.stack.setCurrentWidget(self.review_page)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.analysis.cancel(quiet=True)
        self.review_analysis.cancel(quiet=True)
        self.review_page.open_hands_runner.cancel()  # stops within one trick's time budget
        self.controller.stop()
        self.bots.stop()
        self.session_worker.stop()  # a finishing write in it is done before the saver stops
        if not self.saver.stop(10.0):
            log.error("closing: the last moves could not be saved (the database stayed busy)")
        self.long_work.stop()  # also waits for a cancelled analysis or hint (within one decision)
        super().closeEvent(event)
