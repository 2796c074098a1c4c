"""One game at the table: the human's moves, the bots' turns (off the GUI thread), saving after
every event, and the result against the field. Widgets only call it and listen to its signals."""

from __future__ import annotations

import logging
import sqlite3
import zlib
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal

from dokodesk.app.analysis_panel import hint_text
from dokodesk.app import analysis_worker
from dokodesk.app.analysis_worker import ANALYSIS_SEED, HintRunner
from dokodesk.app.bot_worker import BotMove, BotThread, decide
from dokodesk.app.texts import error_text
from dokodesk.dodge.model import SetDeal
from dokodesk.dodge.points import dodge_against_field
from dokodesk.rules import Call, Card, Game, GameValue, IllegalEventError
from dokodesk.store.schema import DatabaseFault

HINT_BOT = "expert"  # hints come from the search player (dokodesk.coach.hints)
STAND_IN_BOT = "simple"  # plays for a bot that failed, so the game goes on
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameOutcome:
    """A finished game and how it compares with the field of the same party on the deal."""

    set_id: str
    deal_number: int
    seat: int
    party: int
    rated: bool
    value: GameValue
    own_points: int
    field_points: np.ndarray  # the field's points from this party's point of view
    dodge_points: float | None  # None: no field yet
    game: Game
    closed_meanwhile: bool = False  # rated when it started; the set was closed meanwhile: stored as practice
    game_id: int | None = None  # the stored game (its analysis is kept with it)


class GameController(QObject):
    changed = Signal()  # anything on the table changed
    notice = Signal(str)  # a short message for the player (illegal click, a bot's announcement)
    finished = Signal(object)  # GameOutcome
    problem = Signal(str)  # a bot failed and a stand-in played; the game goes on (saving: GameSaver.failed)
    trick_collected = Signal(object)  # the Trick that was shown complete and is now taken in
    trick_completed = Signal()  # the game's last event completed a trick (shown or not)
    hint_ready = Signal(str)  # the expert's hint, worded in the UI language
    finish_failed = Signal(object)  # the finished game could not be stored (the exception)

    def __init__(self, store, bots: BotThread, parent: QObject | None = None, saver=None, session=None):
        super().__init__(parent)
        self._store = store
        self._saver = saver  # a GameSaver: writes off the GUI thread; None: write here
        self._session = session  # a SessionWorker: the finishing write runs there; None: here
        self._bots = bots
        self._bots.decided.connect(self._on_bot_decided)
        self.game: Game | None = None
        self.human_seat = 0
        self.rated = False
        self.set_id = ""
        self.deal_number = 0
        self.bot_names: list[str] = []
        self._game_id: int | None = None
        self._request = 0  # answers to older requests are stale and dropped
        self._waiting = False
        self.pace_ms = 700
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)
        # A complete trick stays on the table until the player clicks or this pause ends.
        self.trick_pause_ms = 0
        self.shown_trick = None  # the Trick on show, complete, before it is collected
        self._collect_timer = QTimer(self)
        self._collect_timer.setSingleShot(True)
        self._collect_timer.timeout.connect(self.collect_trick)
        self._hints = HintRunner(self)
        self._hints.ready.connect(self._on_hint_ready)
        self._hints.failed.connect(lambda message: self.hint_ready.emit(
            self.tr("No hint: {message}").format(message=message)))

    # ---------------------------------------------------------------- start / resume
    def start(self, set_id: str, set_deal: SetDeal, seat: int, rated: bool, bot_names: list[str],
              names: list[str], game_id: int | None = None, log: list[str] | tuple[str, ...] = ()) -> None:
        """Start a new game, or resume a saved one at the same event (game_id and log given)."""
        self.set_id, self.deal_number = set_id, set_deal.number
        self.human_seat, self.rated, self.bot_names = seat, rated, bot_names
        self.game = Game.replay(set_deal.deal, list(log), names)
        if game_id is None:
            game_id = self._store.start_game(set_id, set_deal.number, seat, rated)
        self._game_id = game_id
        self._request += 1
        self._waiting = False
        self._drop_shown_trick()
        self.changed.emit()
        self._next()

    notice_waits_for_turn = False  # the last notice was "wait for your turn": stale once it is

    def _say(self, text: str, waits_for_turn: bool = False) -> None:
        self.notice_waits_for_turn = waits_for_turn
        self.notice.emit(text)

    @property
    def game_id(self) -> int | None:
        return self._game_id

    @property
    def is_human_turn(self) -> bool:
        return self.game is not None and self.game.turn == self.human_seat

    # ---------------------------------------------------------------- human moves
    def play_card(self, card: Card) -> bool:
        game = self.game
        if game is None or game.is_over:
            return False
        if self.shown_trick is not None:  # the first click takes the trick in
            self.collect_trick()
            return False
        if game.turn != self.human_seat:
            self._say(self.tr("Wait for your turn"), waits_for_turn=True)
            return False
        try:
            trick = game.play(self.human_seat, card)
        except IllegalEventError as error:
            self._say(error_text(error))
            return False
        self._say("")  # a refusal ("You must follow Clubs") is over once a card is played
        self._after_event(trick)
        return True

    def announce(self, call: Call) -> bool:
        game = self.game
        if game is None:
            return False
        try:
            game.announce(self.human_seat, call)
        except IllegalEventError as error:
            self._say(error_text(error))
            return False
        self._after_event()
        return True

    def can_undo(self) -> bool:
        return (not self.rated and self.game is not None
                and any(t.startswith(f"{self.human_seat}:") for t in self.game.log))

    def undo(self) -> None:
        """Practice only: take back the human's last move and everything the bots did after it."""
        if not self.can_undo():
            if self.game is not None:  # a refused action says why
                self._say(self.tr("A rated game cannot be taken back; undo is for practice games.")
                                 if self.rated else self.tr("Nothing to undo yet."))
            return
        game = self.game
        assert game is not None
        prefix = f"{self.human_seat}:"
        last = max(i for i, t in enumerate(game.log) if t.startswith(prefix))
        while len(game.log) > last:
            game.undo()
        self._request += 1
        self._waiting = False
        self._timer.stop()
        self._drop_shown_trick()
        self._save()
        self.changed.emit()
        self._next()

    def hint(self) -> str:
        """Practice only: asks the expert (in the background) what it would do in the human's
        place; the answer arrives by `hint_ready`. Returns what to show meanwhile."""
        if self.rated or self.game is None or self.game.is_over:
            return ""
        # The analysis's seed: a hint on a position the analysis rates names the same card. No
        # field: it played the real layout, which the player cannot see (game points only).
        self._hints.request(self.game.view(self.human_seat), ANALYSIS_SEED)
        return self.tr("The expert is thinking about a hint…")

    hinted_card: Card | None = None  # the card of the last hint, while it still applies

    def _on_hint_ready(self, hint) -> None:
        self.hinted_card = hint.card
        self.hint_ready.emit(hint_text(hint))

    # ---------------------------------------------------------------- bots
    def _seed(self, seat: int) -> int:
        assert self.game is not None
        # 31 bits: the seed travels through a Qt signal as a C int
        return zlib.crc32(f"{self.set_id}:{self.deal_number}:{seat}:{len(self.game.log)}".encode()) & 0x7FFFFFFF

    def _next(self) -> None:
        game = self.game
        if game is None or self.shown_trick is not None:
            return
        if game.is_over:
            self._finish()
            return
        if game.turn != self.human_seat and not self._waiting:
            self._waiting = True
            self._timer.start(self.pace_ms)
        elif game.turn == self.human_seat and not self.rated and analysis_worker.PREPARE_HINTS:
            # practice: the hint is searched while the player thinks, so H answers at once
            self._hints.prepare(game.view(self.human_seat), ANALYSIS_SEED)

    def _ask_bot(self) -> None:
        game = self.game
        if game is None or game.is_over or game.turn == self.human_seat:
            self._waiting = False
            return
        seat = game.turn
        self._bots.request(self._request, seat, self.bot_names[seat], game.view(seat), self._seed(seat))

    def _on_bot_decided(self, move: BotMove) -> None:
        game = self.game
        if move.request != self._request or game is None or game.turn != move.seat:
            return  # stale: the game was undone or restarted meanwhile
        self._waiting = False
        if move.error:
            move = self._stand_in(move)
        for call in move.calls:
            try:
                if game.can_announce(move.seat, call):  # the human may have announced meanwhile
                    game.announce(move.seat, call)
                    self._save()
                    self._say(self.tr("{name} says: {call}").format(name=game.names[move.seat], call=call.german))
            except Exception as error:  # a bot's garbage must not stop the table
                self._report_bot_failure(move.seat, f"{type(error).__name__}: {error}")
        trick = None
        if move.card is None:
            self._report_bot_failure(move.seat, self.tr("no card"))
            move = BotMove(move.request, move.seat, (), game.legal_cards(move.seat)[0])
        try:
            trick = game.play(move.seat, move.card)  # the engine validates the bot's card too
        except IllegalEventError as error:
            self._report_bot_failure(move.seat, error_text(error, game.names[move.seat]))
            trick = game.play(move.seat, game.legal_cards(move.seat)[0])
        except Exception as error:
            self._report_bot_failure(move.seat, f"{type(error).__name__}: {error}")
            trick = game.play(move.seat, game.legal_cards(move.seat)[0])
        self._after_event(trick)

    def _stand_in(self, move: BotMove) -> BotMove:
        """A bot failed: say so, and let a plain bot (else the first legal card) play its turn."""
        game = self.game
        assert game is not None
        self._report_bot_failure(move.seat, move.error)
        try:
            _calls, card = decide(STAND_IN_BOT, game.view(move.seat), self._seed(move.seat))
        except Exception:
            log.exception("the stand-in bot failed too")
            card = game.legal_cards(move.seat)[0]
        return BotMove(move.request, move.seat, (), card)

    def _report_bot_failure(self, seat: int, what: str) -> None:
        assert self.game is not None
        text = self.tr("{name}'s bot failed ({error}); a simple bot plays this card instead.").format(
            name=self.game.names[seat], error=what)
        log.error("%s", text)
        self._say(text)
        self.problem.emit(text)

    # ---------------------------------------------------------------- bookkeeping
    def _save(self) -> None:
        assert self.game is not None
        if self._saver is not None:
            self._saver.save_progress(self._game_id, self.game.log)
        else:
            self._store.save_progress(self._game_id, self.game.log)

    def _after_event(self, trick=None) -> None:
        self._hints.cancel()  # a hint asked before this event would be stale
        self.hinted_card = None
        self._save()
        if trick is not None:
            self.trick_completed.emit()
        if trick is not None and self.trick_pause_ms > 0:
            self.shown_trick = trick  # all four cards and the winner stay in view a moment
            self._collect_timer.start(self.trick_pause_ms)
        self.changed.emit()
        self._next()

    def collect_trick(self) -> None:
        """Take the complete trick in (a click, or the pause ended); the game goes on."""
        trick = self.shown_trick
        if trick is None:
            return
        self._drop_shown_trick()
        self.trick_collected.emit(trick)
        self.changed.emit()
        self._next()

    def _drop_shown_trick(self) -> None:
        self._collect_timer.stop()
        self.shown_trick = None

    def _finish(self) -> None:
        game = self.game
        assert game is not None
        if self._session is not None:
            self._finish_in_worker(game)
            return
        value = game.value()
        party = game.parties[self.human_seat]
        own = value.player_points(game.parties)[self.human_seat]
        field_re = np.asarray(self._store.field_points(self.set_id, self.deal_number), dtype=np.int64)
        field = field_re if party == 0 else -field_re
        dodge = dodge_against_field(value.re_points, field_re, party)
        if self._saver is not None and not self._saver.flush(0.5):
            # the database is busy (an import): the finished game waits in the saver's queue
            self._saver.finish_game(self._game_id, game.log, value.re_points, own, dodge)
        else:  # free: written now, so every page that reads it next sees it
            try:
                self._store.finish_game(self._game_id, game.log, value.re_points, own, dodge)
            except (sqlite3.OperationalError, DatabaseFault):  # the store names its faults
                if self._saver is None:
                    raise
                self._saver.finish_game(self._game_id, game.log, value.re_points, own, dodge)
        self.finished.emit(GameOutcome(self.set_id, self.deal_number, self.human_seat, party, self.rated,
                                       value, own, field, dodge, game, game_id=self._game_id))

    def _finish_in_worker(self, game: Game) -> None:
        """Store the finished game in the session worker (after the saver's queued moves) and
        show what the database holds: a closing by another process meanwhile made it practice.
        A busy or full database leaves the write to the saver, which retries it."""
        from dokodesk.session import SetSession

        game_id, set_id, log_ = self._game_id, self.set_id, tuple(game.log)
        rated, request, saver = self.rated, self._request, self._saver
        party = game.parties[self.human_seat]
        value = game.value()

        def retry_later(re_points: int, own: int, dodge: float | None) -> None:
            saver.finish_game(game_id, log_, re_points, own, dodge)

        def job(store):
            return SetSession(store, set_id).finish(game_id, log_, rated,
                                                    on_write_error=retry_later if saver is not None else None)

        def stored(finished) -> None:
            field = finished.field_points if party == 0 else -finished.field_points
            self._emit_finished(request, game, GameOutcome(
                set_id, self.deal_number, self.human_seat, party, finished.rated, value, finished.own_points,
                field, finished.dodge_points, game, finished.closed_meanwhile, game_id))

        def failed(error: Exception) -> None:
            log.error("finishing game %s failed: %s\n%s", game_id, error, getattr(error, "traceback_text", ""))
            self.finish_failed.emit(error)
            own = value.player_points(game.parties)[self.human_seat]
            if saver is not None and isinstance(error, (sqlite3.Error, DatabaseFault)):
                # the database could not even be read (damaged under us): the saver keeps the
                # finished game (journal included) with its points; the Dodge points follow the field later
                saver.finish_game(game_id, log_, value.re_points, own, None)
            self._emit_finished(request, game, GameOutcome(
                set_id, self.deal_number, self.human_seat, party, rated, value, own,
                np.zeros(0, dtype=np.int64), None, game, game_id=game_id))

        self._session.submit(job, stored, failed)

    def _emit_finished(self, request: int, game: Game, outcome: GameOutcome) -> None:
        if request == self._request and self.game is game:  # not left or restarted meanwhile
            self.finished.emit(outcome)

    def stop(self) -> None:
        """Leave the table; the game stays saved and can be resumed."""
        self._hints.cancel()
        self._timer.stop()
        self._drop_shown_trick()
        self._request += 1
        self._waiting = False
        self.game = None
