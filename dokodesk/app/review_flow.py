"""Looking at played deals: the field of a deal (the result page's traveller and review's games,
read in a worker), review from the result page or the set page (with the spoiler rule), the
comparison with a field game, and a practice game played on from a reviewed position."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from dokodesk.app.season import confirm_forfeit
from dokodesk.session import ReviewGames, SetSession, SetView

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


def _with_analysis(session: SetSession, number: int, review: ReviewGames, view: SetView | None) -> tuple:
    """(review, view, today's field, the rated game's analysis kept in the database) for a deal's
    review, read in the session worker; the analysis is None when none is kept for this field
    (it is made in the background then)."""
    from dokodesk.app import stored_analysis

    field = session.store.field_points(session.set_id, number)
    deal = session.store.deal(session.set_id, number).deal
    return review, view, field, stored_analysis.for_review(session.store, review, field, deal)


class ReviewFlow:
    def __init__(self, window):
        self.window = window
        self.review_return = window.result_page  # the page review goes back to
        self.number: int | None = None  # the deal on show in review
        window.review_page.back_requested.connect(lambda: window.stack.setCurrentWidget(self.review_return))

    def load_field(self, number: int, own_log, field_offset: int | None, succeeded, party: int | None = None) -> None:
        """A deal's field (its logged games and the traveller) read and computed in a worker."""
        from dokodesk.app.field_loading import load_field

        window = self.window
        assert window.current_set is not None
        set_id, db_dir = window.current_set.id, window.db_dir()
        own = None if own_log is None else list(own_log)
        window.read(lambda: load_field(db_dir, set_id, number, own, field_offset, party), succeeded,
                    lambda error: self._field_failed(error))

    def load_result_field(self, outcome) -> None:
        """The traveller of the game just played, on the result page."""
        self.window.result_page.traveller.show_loading()
        self.load_field(outcome.deal_number, outcome.game.log, None, self._show_result_traveller, outcome.party)

    def _show_result_traveller(self, loaded) -> None:
        outcome = self.window.result_page.outcome
        if outcome is not None and loaded.number == outcome.deal_number:
            self.window.result_page.show_traveller(loaded.traveller, outcome.party)

    def _field_failed(self, error: Exception) -> None:
        window = self.window
        text = translate("ReviewFlow", "The field's results could not be read: {error}").format(
            error=window.error_words(error))
        window.result_page.traveller.show_failed(text)
        window.review_page.field_failed(text)

    def replay_from_traveller(self, index: int) -> None:
        window = self.window
        self.review_last()
        if window.stack.currentWidget() is window.review_page:
            window.review_page.choose_game(index)

    def compare_last(self):
        """From the result page: review of the game just played, with the comparison open."""
        window = self.window
        self.review_last()
        if window.stack.currentWidget() is window.review_page:
            dialog = window.review_page.show_compare()
            window.review_page.compare_pending = dialog is None  # the field's games still on their way
            return dialog
        return None

    def review_last(self) -> None:
        window = self.window
        outcome = window.result_page.outcome
        if outcome is None or window.current_set is None:
            return
        self.review_return = window.result_page
        self.show_review(outcome.deal_number, [(translate("ReviewFlow", "Your game"), list(outcome.game.log))],
                         outcome.seat)
        window.review_page.set_analysis(
            window.analysis.result_for(outcome.game.deal, outcome.game.log, outcome.seat), 0)

    def review_deal(self, number: int) -> None:
        """From the set page: one's own finished games of a deal (rated first) and the field's.
        The spoiler rule (seed 001): hands and field only after the rated game or the closing;
        looking earlier forfeits the deal, after a warning."""
        window = self.window
        if window.current_set is None:
            return

        def with_analysis(session: SetSession, review: ReviewGames, view: SetView | None) -> tuple:
            return _with_analysis(session, number, review, view)

        def forfeit_and_review(session: SetSession) -> tuple:
            session.forfeit(number)
            return with_analysis(session, session.review(number, with_field=False), session.view())

        def checked(hidden: bool) -> None:
            if not hidden:
                window.in_session(lambda session: with_analysis(session, session.review(number, with_field=False), None),
                                  shown)
            elif confirm_forfeit(window, number):
                window.in_session(forfeit_and_review, shown)

        def shown(found) -> None:
            review, view, field, stored = found
            if view is not None:  # forfeited: the set page behind review says so
                window.show_set(view)
            games = [(translate("ReviewFlow", "Your rated game") if g.rated
                      else translate("ReviewFlow", "Your practice game {n}").format(n=i),
                      list(g.log)) for i, g in enumerate(review.own)]
            self.review_return = window.set_page
            self.show_review(review.number, games, review.seat)
            window.analysis_flow.for_review(review.number, review, field, stored)

        window.in_session(lambda session: session.needs_forfeit(number), checked)

    def show_kept_analysis(self, number: int) -> None:
        """The rated game's analysis for a review shown again without the set page's request (the
        window made anew in another language): kept in the database, else made in the background.
        Without it review shows no analysis; a failure is logged, review goes on."""
        window = self.window

        def found(answer) -> None:
            review, _, field, stored = answer
            if window.review_page.deal_number == number and window.stack.currentWidget() is window.review_page:
                window.analysis_flow.for_review(number, review, field, stored)

        def failed(error: Exception) -> None:
            log.warning("the analysis of deal %s could not be read for review: %s", number, error)

        window.in_session(lambda session: _with_analysis(session, number, session.review(number, with_field=False), None),
                          found, failed)

    def play_on(self, log: list[str]) -> None:
        """From review: a practice game of the reviewed deal that starts with `log` (the game so
        far, own or the field's) at the player's seat; the set's bots play on."""
        window = self.window
        if window.current_set is None or self.number is None:
            return
        window.play.practice_from(self.number, window.review_page.seat, log)

    def show_review(self, number: int, own_games: list[tuple[str, list[str]]], seat: int) -> None:
        """Review shows the own games at once; the field's games and the traveller follow from
        a worker (a deal may have 100,000 logged results)."""
        window = self.window
        assert window.current_set is not None
        self.number = number
        set_deal = window.current_set.deal(number)
        party = set_deal.deal.parties[seat]
        own_log = own_games[0][1] if own_games else None
        window.review_page.show_games(set_deal.deal, own_games, window.play.table_names(seat), seat, loading=True)
        window.review_page.deal_number = number

        def loaded(field) -> None:
            if window.review_page.deal_number != number:
                return
            if not own_games and not field.logged:
                window.review_page.field_loaded([], None, party)
                if window.stack.currentWidget() is window.review_page:
                    window.stack.setCurrentWidget(self.review_return)
                QMessageBox.information(window, translate("ReviewFlow", "Review"),
                                        translate("ReviewFlow", "There is no logged game of this deal yet."))
                return
            window.review_page.field_loaded(field.logged, field.traveller, party)

        self.load_field(number, own_log, len(own_games), loaded, party)
        window.stack.setCurrentWidget(window.review_page)
