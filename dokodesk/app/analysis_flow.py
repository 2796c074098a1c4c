"""The expert's analysis of the player's games: after every game in the background (the result
page shows progress, Cancel and the biggest losses, review marks them), with what the field did
at each listed decision; and the rated game reviewed from the set page (issue 28). A rated
game's analysis is kept in the database with the game (stored_analysis, in the session worker):
review shows it from there, after a restart too, and analyses a game only when none is kept."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from dokodesk.app import stored_analysis
from dokodesk.app.ahead import DecisionsAhead
from dokodesk.app.analysis_worker import ANALYSIS_SEED, AnalysisRunner, failure_text
from dokodesk.app.controller import GameOutcome
from dokodesk.session import ReviewGames
from dokodesk.store import Store

log_ = logging.getLogger(__name__)  # `log` is a game's log here
translate = QCoreApplication.translate


class AnalysisFlow:
    def __init__(self, window):
        self.window = window
        # the decisions of the game on the table rated while it goes on (issue 37), after each
        # completed trick: after the game the analysis rates only the last tricks
        self.ahead = DecisionsAhead(window, seed=ANALYSIS_SEED)
        self.analysis = AnalysisRunner(window, ahead=self.ahead)
        # The rated game reviewed from the set page: from the result page's runner when it is
        # still in memory, else made by a runner of its own (a review never cancels the
        # analysis of the game just played).
        self.review_analysis = AnalysisRunner(window)
        self.review_analysis.finished.connect(self._on_review_analysis)
        self._review_analysed: tuple | None = None  # (deal number, game index, deal, log, seat) awaited
        # Rated games whose analysis runs and is to be stored when done: (runner, deal, log, seat,
        # game id, the field's points for the seat's party). Kept until it is done, whatever page shows.
        self._to_store: list[tuple] = []
        self.analysis.finished.connect(lambda analysis: self._store_done(self.analysis, analysis))
        self.review_analysis.finished.connect(lambda analysis: self._store_done(self.review_analysis, analysis))
        panel = window.result_page.analysis_panel
        self.analysis.progress.connect(panel.show_progress)
        self.analysis.partial.connect(self._on_analysis_partial)
        self.analysis.finished.connect(self._on_analysis_finished)
        self.analysis.failed.connect(panel.show_failed)
        self.analysis.cancelled.connect(panel.show_cancelled)
        panel.cancel_requested.connect(self.analysis.cancel)
        panel.decision_activated.connect(self._review_decision)
        window.review_page.open_hands_runner.finished.connect(self._on_open_hands)
        window.controller.trick_completed.connect(self._rate_ahead)
        window.review_page.open_hands_runner.failed.connect(self._on_open_hands_failed)

    def start(self, outcome: GameOutcome) -> None:
        """The game just played: its analysis and its open-hands review, in the background."""
        window = self.window
        game = outcome.game
        window.result_page.analysis_panel.show_running(game.log)
        # the bots of this table play on after a mistake's better choice (analysis.on_deal)
        table = list(window.controller.bot_names) if len(window.controller.bot_names) == 4 else None
        runner = window.review_page.open_hands_runner  # one open-hands solve for the review and the analysis
        analyse = lambda: self.analysis.start(game.deal, game.log, outcome.seat, outcome.deal_number,  # noqa: E731
                                              outcome.field_points, table, open_hands=runner)
        if outcome.rated and outcome.game_id is not None and self.analysis.result_for(
                game.deal, game.log, outcome.seat) is None:
            # Kept already when the window was made anew (a language switch) with this game on show.
            self.analysis.cancel(quiet=True)  # the previous game's run stops now, not after the read
            game_id, seat, field = outcome.game_id, outcome.seat, [int(p) for p in outcome.field_points]
            self._keep_when_done(self.analysis, game.deal, game.log, seat, game_id, field)

            def kept(found) -> None:
                if window.result_page.outcome is not outcome:
                    return  # another game ended meanwhile
                if found is not None:
                    self._to_store = [e for e in self._to_store if e[0] is not self.analysis]
                    self.analysis.remember(game.deal, game.log, seat, found)
                analyse()  # a remembered analysis is shown at once

            window.in_session(lambda session: stored_analysis.load(session.store, game_id, seat, outcome.deal_number,
                                                                   field), kept, lambda error: kept(None))
        else:
            analyse()
        window.result_page.show_open_hands(runner.result_for(game.deal, game.log))
        runner.ahead.stop()  # the review solves from the last trick back now, with the tricks solved ahead
        runner.start(game.deal, game.log)
        self.read_verdict(outcome)

    def read_verdict(self, outcome: GameOutcome) -> None:
        """The game's verdict against its field (where the pairs that scored more left its line)
        and what the field did at the player's decisions (the listed mistakes' tooltips), from
        one read of the field's logs in the pool (a deal may have 100,000: 11 s on the window's
        thread), shown at once; the analysis adds the player's own cards when it is done."""
        from dokodesk.app.analysis_panel import field_note_text

        window = self.window
        if window.current_set is None:
            return
        db_dir, set_id = window.db_dir(), window.current_set.id
        game, seat = outcome.game, outcome.seat
        re_points = outcome.value.re_points
        points = [int(p) for p in outcome.field_points]

        def work():
            from dokodesk.app.tasks import free_in_slices
            from dokodesk.coach.field import field_at_decisions
            from dokodesk.coach.verdict import verdict

            with Store.open(db_dir) as store:
                logged = store.logged_results(set_id, outcome.deal_number)
            field = [(r.log, r.re_points) for r in logged] + [(None, 0)] * max(0, len(points) - len(logged))
            try:
                return (verdict(game.deal, game.log, seat, re_points, points, logged),
                        field_at_decisions(game.deal, game.log, seat, field) if field else {})
            finally:  # 100,000 logs freed at once held the window for 0.9 s after a game's end
                free_in_slices(field, logged)

        def read(found) -> None:
            if window.result_page.outcome is outcome:
                v, at = found
                panel = window.result_page.analysis_panel
                panel.set_verdict(v)
                panel.set_field_notes({i: field_note_text(a, outcome.party) for i, a in at.items()})

        window.read(work, read, lambda error: log_.warning("the field's games could not be read: %s", error))

    def _rate_ahead(self) -> None:
        """A trick completed on the table: its decisions rated, the dear tricks solved, meanwhile."""
        controller = self.window.controller
        game = controller.game
        if game is not None and not game.is_over:
            self.ahead.feed(game.deal, game.log, controller.human_seat)
            self.window.review_page.open_hands_runner.ahead.feed(game.deal, game.log)

    def cancel(self) -> None:
        self.analysis.cancel(quiet=True)
        self.review_analysis.cancel(quiet=True)
        self.ahead.cancel()
        self.window.review_page.open_hands_runner.ahead.cancel()

    def _on_open_hands(self, key, review) -> None:
        window = self.window
        outcome = window.result_page.outcome
        if outcome is not None and key == window.review_page.open_hands_runner.key(outcome.game.deal, outcome.game.log):
            window.result_page.show_open_hands(review)

    def _on_open_hands_failed(self, _message: str) -> None:
        """The solve's process failed (out of memory, killed, hung): if it was this game's, the
        result page says so instead of "solving…"; the analysis shows the rest without it."""
        window = self.window
        outcome = window.result_page.outcome
        if outcome is None:
            return
        failure = window.review_page.open_hands_runner.failure_for(outcome.game.deal, outcome.game.log)
        if failure is not None:
            window.result_page.show_open_hands_failed(failure_text(failure))

    def _on_analysis_partial(self, analysis, still: str) -> None:
        """A part of the running analysis is ready (the decisions from what you knew, then the
        mistakes played on this deal): shown at once, the rest still running."""
        outcome = self.window.result_page.outcome
        if outcome is not None and analysis.seat == outcome.seat and analysis.deal == outcome.deal_number:
            self.window.result_page.analysis_panel.show_partial(analysis, still, outcome.game.log)

    def _on_analysis_finished(self, analysis) -> None:
        window = self.window
        outcome = window.result_page.outcome
        if outcome is None:
            return
        if self.analysis.result_for(outcome.game.deal, outcome.game.log, outcome.seat) is analysis:
            panel = window.result_page.analysis_panel
            panel.show_analysis(analysis, outcome.game.log)
            reviewing = window.stack.currentWidget() is window.review_page
            if reviewing and window.reviews.review_return is window.result_page:
                window.review_page.set_analysis(analysis, 0)

    def for_review(self, number: int, review: ReviewGames, field_re, stored=None) -> None:
        """Show the analysis of the deal's rated game in review (from the set page): at once when
        it was made in this session or is kept in the database (`stored`, read with the review),
        else in the background against today's field, and then kept."""
        window = self.window
        self._review_analysed = None
        rated = [i for i, g in enumerate(review.own) if g.rated]
        if not rated or window.current_set is None:
            return
        index = rated[0]
        game = review.own[index]
        deal, log, seat = window.current_set.deal(number).deal, list(game.log), game.seat
        found = self.analysis.result_for(deal, log, seat) or self.review_analysis.result_for(deal, log, seat)
        if found is None and stored is not None:
            self.review_analysis.remember(deal, log, seat, stored)
            found = stored
        if found is not None:
            window.review_page.set_analysis(found, index)
            return
        sign = 1 if deal.parties[seat] == 0 else -1
        field = [sign * int(p) for p in field_re]
        self._review_analysed = (number, index, deal, log, seat)
        self._keep_when_done(self.review_analysis, deal, log, seat, game.id, field)
        self.review_analysis.start(deal, log, seat, number, field, open_hands=window.review_page.open_hands_runner)

    def _on_review_analysis(self, analysis) -> None:
        awaited = self._review_analysed
        if awaited is None or self.window.review_page.deal_number != awaited[0]:
            return
        if self.review_analysis.result_for(*awaited[2:]) is analysis:
            self._review_analysed = None
            self.window.review_page.set_analysis(analysis, awaited[1])

    # ------------------------------------------------------------------ kept in the database
    def _keep_when_done(self, runner: AnalysisRunner, deal, log, seat: int, game_id: int, field) -> None:
        # a runner runs one analysis at a time: a newer start cancels the older one, and its entry
        self._to_store = [entry for entry in self._to_store if entry[0] is not runner]
        self._to_store.append((runner, deal, tuple(log), seat, game_id, [int(p) for p in field]))

    def _store_done(self, runner: AnalysisRunner, analysis) -> None:
        """An analysis is done: a rated game's is written in the session worker (after the saver's
        moves, so the game is stored finished). A failed write is said in the status bar: the
        analysis is shown all the same and made again at the next review."""
        for entry in self._to_store:
            owner, deal, log, seat, game_id, field = entry
            if owner is runner and runner.result_for(deal, log, seat) is analysis:
                self._to_store.remove(entry)
                break
        else:
            return
        window = self.window

        def stored(_) -> None:
            log_.debug("the analysis of game %s is stored", game_id)

        def failed(error: Exception) -> None:
            log_.error("storing the analysis of game %s failed: %s\n%s", game_id, error,
                       getattr(error, "traceback_text", ""))
            window.statusBar().showMessage(translate(
                "AnalysisFlow", "The analysis could not be stored; it is made again at the next review: {error}").format(
                error=window.error_words(error)), 15000)

        window.in_session(lambda session: stored_analysis.save(session.store, game_id, analysis, field), stored, failed)

    def _review_decision(self, event_index: int) -> None:
        """From the result page: review the game at the trick of that decision."""
        self.window.reviews.review_last()
        self.window.review_page.show_decision(event_index)
