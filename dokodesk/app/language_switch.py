"""The language switch keeps the page and its state (issue 29.3): the window is built anew in
the new language, and the new one shows what the old one showed: the library, the statistics,
the set, the game at the table, the result of the game just played, or review at the same game
and trick. It used to resume any unfinished game from the library, or land in the library."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class PageState:
    """What a window shows, taken before it closes (its close saves the game at the table)."""

    page: str  # "library", "statistics", "set", "table", "result", "review"
    set_outline: object = None  # the open set's outline, bound to the store both windows share
    outcome: object = None  # the result page's game
    review_from_result: bool = False
    review_number: int | None = None
    review_own: tuple = ()
    review_seat: int = 0
    review_game: int = 0
    review_step: int = 0

    @classmethod
    def capture(cls, window) -> PageState:
        current = window.stack.currentWidget()
        page = {window.library: "library", window.statistics_page: "statistics", window.set_page: "set",
                window.table_page: "table", window.result_page: "result",
                window.review_page: "review"}.get(current, "library")
        state = cls(page, window.current_set, window.result_page.outcome)
        if page == "review":
            review = window.review_page
            state.review_from_result = window.reviews.review_return is window.result_page
            state.review_number = window.reviews.number
            state.review_own = tuple(review.game_list.own)
            state.review_seat = review.seat
            state.review_game = review.games.currentIndex()
            state.review_step = review.slider.value()
        return state

    def restore(self, window) -> None:
        """Show the same page in `window` (the successor)."""
        if self.page == "table":
            window.start()  # the game the old window saved as it closed
            return
        if self.page == "statistics":
            window.show_statistics()
            return
        if self.set_outline is None or self.page == "library":
            window.show_library()
            return
        set_id = self.set_outline.id
        window.open_set(set_id, switch=self.page == "set")  # else its rows are read for "Back"
        if self.page == "set":
            return
        window.current_set = self.set_outline  # at once: result and review need the set's deals
        if self.outcome is not None and (self.page == "result" or self.review_from_result):
            window._on_game_finished(self.outcome)
        if self.page == "review" and self.review_number is not None:
            window.reviews.review_return = window.result_page if self.review_from_result else window.set_page
            window.reviews.show_review(self.review_number, list(self.review_own), self.review_seat)
            review = window.review_page
            review.choose_game(self.review_game)  # a field game: once the field has arrived
            if self.review_game < len(self.review_own):
                review.slider.setValue(self.review_step)
            if not self.review_from_result:  # from the set page: the rated game's kept analysis
                window.reviews.show_kept_analysis(self.review_number)
