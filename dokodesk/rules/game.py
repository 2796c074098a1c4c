"""One play-through of a deal: turns, legal cards, announcements, tricks, scoring, undo, log.

`Game` is the readable face of the rules kernel (`dokodesk.rules.kernel.State`): it takes and
returns `Card` and `Call` values, names the players in its messages and keeps the records
(`Trick`, `Announcement`, the log in set-format notation). Every rule is the kernel's; undo and
copy are the kernel's O(1) pop and copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from dokodesk.rules.announcements import Call
from dokodesk.rules.cards import CARDS, CARDS_BY_CODE, N_KINDS, Card
from dokodesk.rules.deal import KONTRA, PARTY_NAMES, RE, Deal
from dokodesk.rules.errors import IllegalAnnouncementError, IllegalPlayError, LogError
from dokodesk.rules.kernel import (
    ANSAGE_WORD, CALL_BASE, CALL_OK_LATE, MAX_LEVEL, State, call_action, call_min_cards, call_status, card_action,
    level_name,
)
from dokodesk.rules.scoring import GameSummary, GameValue, score
from dokodesk.rules.view import PlayerView, PublicAnnouncement, PublicTrick

_CALLS_BY_TOKEN = {c.value: c for c in Call}


def _event_code(seat: int, call: Call) -> int:
    if call.level == 1:  # the Ansage, said with a party's word
        return ANSAGE_WORD + 2 * seat + (RE if call is Call.RE else KONTRA)
    return call_action(seat, call.level)


# Every event text `parse_event` reads, with its kernel action: how `State.replay` reads a log.
EVENT_CODES: dict[str, int] = {
    **{f"{seat}:{code}": card_action(seat, card.id) for seat in range(4) for code, card in CARDS_BY_CODE.items()},
    **{f"{seat}:{token}": _event_code(seat, call) for seat in range(4) for token, call in _CALLS_BY_TOKEN.items()},
}


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: who led, the cards in playing order, who won it."""

    leader: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card)
    winner: int
    augen: int

    @property
    def winning_card(self) -> Card:
        return next(card for seat, card in self.cards if seat == self.winner)


@dataclass(frozen=True, slots=True)
class Announcement:
    seat: int
    call: Call
    party: int
    level: int  # the level the party reached with it (jumped levels count as made)
    cards_in_hand: int
    late_reply: bool
    event_index: int


@dataclass(frozen=True, slots=True)
class AllowedCall:
    """A call a seat may make now, and the card count that limits it (`min_cards`)."""

    call: Call
    min_cards: int
    late_reply: bool

    def until_card(self, hand_size: int) -> int:
        """The number of the player's own card before which the call must be made."""
        return hand_size - self.min_cards + 1


def parse_event(token: str) -> tuple[int, Card | Call]:
    """`"2:QC"` → (2, Card QC); `"0:re"` → (0, Call.RE). Raises LogError."""
    if not isinstance(token, str) or len(token) < 3 or token[1] != ":" or token[0] not in "0123":
        raise LogError("bad_event", f"{token!r} is not an event (SEAT:CARD or SEAT:CALL)", token=token)
    what = token[2:]
    card = CARDS_BY_CODE.get(what)
    if card is not None:
        return int(token[0]), card
    call = _CALLS_BY_TOKEN.get(what)
    if call is not None:
        return int(token[0]), call
    raise LogError("bad_event", f"{token!r}: {what!r} is neither a card nor a call", token=token)


class Game:
    """The state of one game of a deal. Mutate with `play`, `announce`, `apply`, `undo`.

    `log`, `tricks`, `announcements` and `levels` are read-only tuples; `state` is the kernel
    State underneath (read it, copy it; change the game through these methods only)."""

    def __init__(self, deal: Deal, names: Sequence[str] | None = None):
        self.deal = deal
        self.ruleset = deal.ruleset
        self.names = tuple(names) if names else tuple(f"seat {s}" for s in range(4))
        self.parties = deal.parties
        self._state = State(deal)
        # The records; None while they are still to be built from the State's history (a Game
        # adopted from a State, e.g. a random playout, builds them only when someone asks).
        self._log: list[str] | None = []
        self._tricks: list[Trick] = []
        self._announcements: list[Announcement] = []

    @classmethod
    def _adopt(cls, state: State, names: Sequence[str] | None = None) -> "Game":
        """A Game around this very State (the caller hands it over)."""
        game = cls.__new__(cls)
        game.deal = deal = state.deal
        game.ruleset = deal.ruleset
        game.names = tuple(names) if names else tuple(f"seat {s}" for s in range(4))
        game.parties = deal.parties
        game._state = state
        game._log = None
        game._tricks = []
        game._announcements = []
        return game

    def _records(self) -> None:
        """Build the log, tricks and announcements from the State's history (once)."""
        state = self._state
        parties = state.parties
        self._announcements = [Announcement(seat, Call.for_level(parties[seat], level), parties[seat], level, cards,
                                            late, index) for seat, level, cards, late, index in state.calls]
        self._tricks = [_trick_record(t) for t in state.done_tricks]
        self._log = [_token(a, parties) for a in state.history]

    # ----------------------------------------------------------------- queries
    @property
    def state(self) -> State:
        return self._state

    @property
    def turn(self) -> int | None:
        """The seat to play; None when the game is over."""
        turn = self._state.turn
        return None if turn < 0 else turn

    @property
    def is_over(self) -> bool:
        return self._state.turn < 0

    @property
    def log(self) -> tuple[str, ...]:
        """Every event so far in set-format notation (`"2:QC"`, `"0:re"`)."""
        if self._log is None:
            self._records()
        return tuple(self._log)  # type: ignore[arg-type]

    @property
    def tricks(self) -> tuple["Trick", ...]:
        """The completed tricks."""
        if self._log is None:
            self._records()
        return tuple(self._tricks)

    @property
    def announcements(self) -> tuple["Announcement", ...]:
        if self._log is None:
            self._records()
        return tuple(self._announcements)

    @property
    def levels(self) -> tuple[int, int]:
        """Announcement level reached by Re and by Kontra (0 none, 1 Ansage, ... 5 schwarz)."""
        levels = self._state.levels
        return (levels[0], levels[1])

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple((s, CARDS[c]) for s, c in self._state.trick)

    def hand(self, seat: int) -> list[Card]:
        """The cards `seat` still holds, sorted as players sort them."""
        cards = CARDS
        return [cards[i] for i in self._state.hand_ids(seat)]

    def cards_in_hand(self, seat: int) -> int:
        return self._state.held[seat]

    def party_of(self, seat: int) -> int:
        return self.parties[seat]

    def augen(self, party: int) -> int:
        """Augen the party has taken in completed tricks."""
        return self._state.augen[party]

    def tricks_won(self, party: int) -> int:
        return self._state.trick_counts[party]

    def legal_cards(self, seat: int) -> list[Card]:
        """The distinct cards `seat` may play now (none when it is not their turn)."""
        if seat != self._state.turn:
            return []
        return [CARDS[i] for i in self._state.legal_cards()]

    def is_legal(self, seat: int, card: Card) -> bool:
        return isinstance(card, Card) and self._state.play_error(seat, card.id) is None

    # ---------------------------------------------------------------- actions
    def play(self, seat: int, card: Card) -> Trick | None:
        """Play `card` from `seat`. Returns the trick if this card completed one."""
        if not isinstance(card, Card):
            raise IllegalPlayError("bad_card", f"{card!r} is not a card", card=repr(card))
        if self._log is None:
            self._records()
        state = self._state
        done = state.tricks_done
        state.push_card(seat, card.id, self.names)
        self._log.append(f"{seat}:{card.code}")  # type: ignore[union-attr]
        if state.tricks_done == done:
            return None
        trick = _trick_record(state.done_trick(-1))
        self._tricks.append(trick)
        return trick

    def announcement_error(self, seat: int, call: Call) -> IllegalAnnouncementError | None:
        """Why `seat` may not make `call` now, or None when it may."""
        if not isinstance(call, Call):
            return IllegalAnnouncementError("bad_call", f"{call!r} is not a call", call=repr(call))
        state = self._state
        if isinstance(seat, int) and 0 <= seat <= 3 and state.turn >= 0 and call.level == 1:
            party = self.parties[seat]
            ansage_party = RE if call is Call.RE else KONTRA
            if ansage_party != party:
                ansage = PARTY_NAMES[ansage_party]
                return IllegalAnnouncementError(
                    "wrong_party", f"{self.names[seat]} is {PARTY_NAMES[party]}; only the {ansage} party "
                    f"says {ansage}", seat=seat, call=call.value, ansage=ansage, party=PARTY_NAMES[party])
        error = state.call_error(seat, call.level, self.names)
        if error is not None:
            error.details["call"] = call.value
        return error

    def can_announce(self, seat: int, call: Call) -> bool:
        return self.announcement_error(seat, call) is None

    def allowed_calls(self, seat: int) -> list[AllowedCall]:
        """Every call `seat` may make right now, with the card count that limits each."""
        state = self._state
        levels = state.legal_calls(seat)
        if not levels:
            return []
        party = self.parties[seat]
        own, other = state.levels[party], state.levels[1 - party]
        result = []
        for level in levels:
            late = call_status(level, own, other, state.late[party], state.held[seat], state.hand_size) == CALL_OK_LATE
            min_cards = call_min_cards(own, other, late, state.hand_size)
            result.append(AllowedCall(Call.for_level(party, level), min_cards, late))
        return result

    def announce(self, seat: int, call: Call) -> Announcement:
        error = self.announcement_error(seat, call)
        if error is not None:
            raise error
        if self._log is None:
            self._records()
        state = self._state
        index = len(state.history)
        late = state.push_call(seat, call.level, self.names)
        party = self.parties[seat]
        made = Announcement(seat, call, party, call.level, state.held[seat], late, index)
        self._announcements.append(made)
        self._log.append(f"{seat}:{call.value}")  # type: ignore[union-attr]
        return made

    def apply(self, token: str) -> None:
        """Apply one log event in set-format notation (`"2:QC"`, `"0:re"`)."""
        seat, what = parse_event(token)
        if isinstance(what, Card):
            self.play(seat, what)
        else:
            self.announce(seat, what)

    def undo(self) -> str:
        """Take back the last event in O(1); returns it."""
        if self._log is None:
            self._records()
        if not self._log:
            raise IndexError("nothing to undo")
        action = self._state.pop()
        if action >= CALL_BASE:
            self._announcements.pop()
        elif len(self._tricks) > self._state.tricks_done:
            self._tricks.pop()
        return self._log.pop()

    @classmethod
    def replay(cls, deal: Deal, log: Iterable[str], names: Sequence[str] | None = None) -> "Game":
        """Replay a (possibly partial) log. An illegal event raises with its `event_index`."""
        game = cls(deal, names)
        for index, token in enumerate(log):
            try:
                game.apply(token)
            except (IllegalPlayError, IllegalAnnouncementError, LogError) as exc:
                exc.event_index = index
                raise
        return game

    def copy(self) -> "Game":
        """An independent copy (for bots that search); no replay."""
        other = type(self).__new__(type(self))
        other.deal, other.ruleset, other.names, other.parties = self.deal, self.ruleset, self.names, self.parties
        other._state = self._state.copy()
        other._log = None if self._log is None else self._log[:]
        other._tricks = self._tricks[:]
        other._announcements = self._announcements[:]
        other._public = getattr(self, "_public", None)  # immutable: shared
        other._public_calls = getattr(self, "_public_calls", None)
        return other

    def view(self, seat: int) -> "PlayerView":
        """What `seat` may know now: its own hand and the public history only."""
        state = self._state
        trick = state.trick
        turn = self.turn
        current = PublicTrick(trick[0][0] if trick else (turn if turn is not None else -1),
                              tuple((s, CARDS[c]) for s, c in trick), None)
        return PlayerView(
            seat=seat, party=self.parties[seat], hand=tuple(self.hand(seat)), ruleset=self.ruleset,
            dealer=self.deal.dealer, turn=turn,
            tricks=self._public_tricks(),
            current_trick=current,
            announcements=self._public_announcements(),
            levels=self.levels, cards_held=tuple(state.held),  # type: ignore[arg-type]
            legal_cards=tuple(self.legal_cards(seat)), allowed_calls=tuple(self.allowed_calls(seat)),
        )

    def _public_announcements(self) -> tuple[PublicAnnouncement, ...]:
        """The calls as a view shows them, made once per change and shared by the views until
        the next call (announcements are only appended and undone at the end)."""
        made = self.announcements
        cached = getattr(self, "_public_calls", None)
        if cached is not None and cached[0] == len(made) and (not made or cached[1] is made[-1]):
            return cached[2]
        public = tuple(PublicAnnouncement(a.seat, a.call, a.party, a.cards_in_hand) for a in made)
        self._public_calls = (len(made), made[-1] if made else None, public)
        return public

    def _public_tricks(self) -> tuple[PublicTrick, ...]:
        """The completed tricks as a view shows them, each made once per game and shared by every
        later view (and by copies): a play-out builds a view before nearly every card, and made
        anew each time these were a tenth of the coach's CPU. Tricks are only appended and
        popped at the end, so the count and the last trick's identity tell whether it holds."""
        tricks = self.tricks
        cached = getattr(self, "_public", None)
        if cached is not None:
            public, last = cached
            n = len(public)
            if n == len(tricks) and (n == 0 or last is tricks[-1]):
                return public
            if n == len(tricks) - 1 and (n == 0 or last is tricks[-2]):
                t = tricks[-1]
                public = public + (PublicTrick(t.leader, t.cards, t.winner),)
                self._public = (public, t)
                return public
        public = tuple(PublicTrick(t.leader, t.cards, t.winner) for t in tricks)
        self._public = (public, tricks[-1] if tricks else None)
        return public

    # ---------------------------------------------------------------- results
    def summary(self) -> GameSummary:
        return self._state.summary()

    def value(self) -> GameValue:
        """The game value; only for a finished game."""
        if not self.is_over:
            raise ValueError(f"the game is not over: {self._state.tricks_done} of {self.ruleset.tricks} tricks played")
        return score(self.summary())

    def level_name(self, party: int) -> str:
        level = self._state.levels[party]
        return "–" if level == 0 else level_name(party, level)

    def __repr__(self) -> str:
        return f"Game.replay({self.deal!r}, {list(self.log)!r})"


def _trick_record(done: tuple) -> Trick:
    cards, winner, augen = done
    return Trick(cards[0][0], tuple((s, CARDS[c]) for s, c in cards), winner, augen)


def _token(action: int, parties: Sequence[int]) -> str:
    if action < CALL_BASE:
        seat, cid = divmod(action, N_KINDS)
        return f"{seat}:{CARDS[cid].code}"
    seat, rest = divmod(action - CALL_BASE, MAX_LEVEL)
    return f"{seat}:{Call.for_level(parties[seat], rest + 1).value}"
