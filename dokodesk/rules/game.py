"""One play-through of a deal: turns, legal cards, announcements, tricks, scoring, undo, log.

`Game` keeps small ints internally (card ids, per-seat counts) so that bots and simulations
can play many games quickly; the public methods take and return `Card` and `Call` values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from dokodesk.rules.announcements import (
    OK_LATE_REPLY, Call, call_message, judge_call, level_name,
)
from dokodesk.rules.cards import (
    AUGEN, CARDS, CARDS_BY_CODE, FOLLOW, FUCHS, KARLCHEN, N_KINDS, POWER, Card, Follow,
)
from dokodesk.rules.deal import KONTRA, RE, Deal
from dokodesk.rules.errors import IllegalAnnouncementError, IllegalPlayError, LogError
from dokodesk.rules.view import PlayerView, PublicAnnouncement, PublicTrick
from dokodesk.rules.scoring import (
    DOPPELKOPF, FUCHS_GEFANGEN, KARLCHEN as KARLCHEN_KEY, GameSummary, GameValue, score,
)

_FUCHS_ID = FUCHS.id
_KARLCHEN_ID = KARLCHEN.id
_CALLS_BY_TOKEN = {c.value: c for c in Call}
_CALL_PARTY = {Call.RE: RE, Call.KONTRA: KONTRA}


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
    """The state of one game of a deal. Mutate with `play`, `announce`, `apply`, `undo`."""

    def __init__(self, deal: Deal, names: Sequence[str] | None = None):
        self.deal = deal
        self.ruleset = deal.ruleset
        self.names = tuple(names) if names else tuple(f"seat {s}" for s in range(4))
        self.parties = deal.parties
        self._reset()

    def _reset(self) -> None:
        hand_size = self.ruleset.hand_size
        self._hand_size = hand_size
        self._counts = [[0] * N_KINDS for _ in range(4)]
        self._follow = [[0] * 4 for _ in range(4)]
        for seat, hand in enumerate(self.deal.hands):
            counts, follow = self._counts[seat], self._follow[seat]
            for card in hand:
                counts[card.id] += 1
                follow[FOLLOW[card.id]] += 1
        self._held = [hand_size] * 4
        self.turn: int | None = self.deal.leader
        self._trick: list[tuple[int, int]] = []  # (seat, card id) of the running trick
        self._best_power = -1
        self._best_seat = -1
        self.tricks: list[Trick] = []
        self.levels = [0, 0]
        self._late = [False, False]
        self.announcements: list[Announcement] = []
        self.log: list[str] = []
        self._augen = [0, 0]
        self._trick_counts = [0, 0]
        self._specials: list[tuple[int, str]] = []

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.turn is None

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple((s, CARDS[c]) for s, c in self._trick)

    def hand(self, seat: int) -> list[Card]:
        """The cards `seat` still holds, sorted as players sort them."""
        counts = self._counts[seat]
        return [CARDS[i] for i in range(N_KINDS) for _ in range(counts[i])]

    def cards_in_hand(self, seat: int) -> int:
        return self._held[seat]

    def party_of(self, seat: int) -> int:
        return self.parties[seat]

    def augen(self, party: int) -> int:
        """Augen the party has taken in completed tricks."""
        return self._augen[party]

    def tricks_won(self, party: int) -> int:
        return self._trick_counts[party]

    def _legal_ids(self, seat: int) -> list[int]:
        counts = self._counts[seat]
        if self._trick:
            led = FOLLOW[self._trick[0][1]]
            if self._follow[seat][led]:
                return [i for i in range(N_KINDS) if counts[i] and FOLLOW[i] == led]
        return [i for i in range(N_KINDS) if counts[i]]

    def legal_cards(self, seat: int) -> list[Card]:
        """The distinct cards `seat` may play now (none when it is not their turn)."""
        if seat != self.turn:
            return []
        return [CARDS[i] for i in self._legal_ids(seat)]

    def is_legal(self, seat: int, card: Card) -> bool:
        return self._play_problem(seat, card.id) is None

    def _play_problem(self, seat: int, cid: int) -> IllegalPlayError | None:
        if self.turn is None:
            return IllegalPlayError("game_over", "the game is over; no more cards are played")
        name = self.names[seat]
        if seat != self.turn:
            return IllegalPlayError("not_your_turn", f"it is {self.names[self.turn]}'s turn, not {name}'s",
                                    seat=seat, turn=self.turn)
        if not self._counts[seat][cid]:
            return IllegalPlayError("not_in_hand", f"{name} does not hold {CARDS[cid]}",
                                    seat=seat, card=str(CARDS[cid]))
        if self._trick:
            led = FOLLOW[self._trick[0][1]]
            if FOLLOW[cid] != led and self._follow[seat][led]:
                return IllegalPlayError("must_follow", f"{name} must follow {Follow(led).german}",
                                        seat=seat, card=str(CARDS[cid]), suit=Follow(led).german)
        return None

    # ---------------------------------------------------------------- actions
    def play(self, seat: int, card: Card) -> Trick | None:
        """Play `card` from `seat`. Returns the trick if this card completed one."""
        cid = card.id
        # Fast path: the common legal case without building an error.
        if seat != self.turn or not self._counts[seat][cid] or (
                self._trick and FOLLOW[cid] != FOLLOW[self._trick[0][1]]
                and self._follow[seat][FOLLOW[self._trick[0][1]]]):
            problem = self._play_problem(seat, cid)
            assert problem is not None
            raise problem
        self._counts[seat][cid] -= 1
        self._follow[seat][FOLLOW[cid]] -= 1
        self._held[seat] -= 1
        self.log.append(f"{seat}:{CARDS[cid].code}")
        trick = self._trick
        if not trick:
            self._best_power = POWER[FOLLOW[cid]][cid]
            self._best_seat = seat
        else:
            power = POWER[FOLLOW[trick[0][1]]][cid]
            if power > self._best_power:
                self._best_power = power
                self._best_seat = seat
        trick.append((seat, cid))
        if len(trick) < 4:
            self.turn = (seat + 1) % 4
            return None
        return self._complete_trick()

    def _complete_trick(self) -> Trick:
        winner = self._best_seat
        party = self.parties[winner]
        augen = 0
        for s, c in self._trick:
            augen += AUGEN[c]
            if c == _FUCHS_ID and self.parties[s] != party:
                self._specials.append((party, FUCHS_GEFANGEN))
        if augen >= 40:
            self._specials.append((party, DOPPELKOPF))
        self._augen[party] += augen
        self._trick_counts[party] += 1
        done = Trick(self._trick[0][0], tuple((s, CARDS[c]) for s, c in self._trick), winner, augen)
        self.tricks.append(done)
        self._trick = []
        if len(self.tricks) == self.ruleset.tricks:
            if done.winning_card is KARLCHEN:
                self._specials.append((party, KARLCHEN_KEY))
            self.turn = None
        else:
            self.turn = winner
        return done

    def announcement_error(self, seat: int, call: Call) -> IllegalAnnouncementError | None:
        """Why `seat` may not make `call` now, or None when it may."""
        verdict, reason, details = self._judge(seat, call)
        if verdict >= 0:
            return None
        if reason == "game_over":
            return IllegalAnnouncementError("game_over", "the game is over; no more announcements")
        return IllegalAnnouncementError(reason, call_message(reason, details, self.names[seat]),
                                        seat=seat, call=call.value, **details)

    def _judge(self, seat: int, call: Call) -> tuple[int, str, dict]:
        if self.turn is None:
            return -1, "game_over", {}
        party = self.parties[seat]
        return judge_call(party, _CALL_PARTY.get(call), call.level, self.levels[party],
                          self.levels[1 - party], self._late[party], self._held[seat], self._hand_size)

    def can_announce(self, seat: int, call: Call) -> bool:
        return self._judge(seat, call)[0] >= 0

    def allowed_calls(self, seat: int) -> list[AllowedCall]:
        """Every call `seat` may make right now, with the card count that limits each."""
        if self.turn is None:
            return []
        party = self.parties[seat]
        own, other = self.levels[party], self.levels[1 - party]
        result = []
        for level in range(own + 1, 6):
            call = Call.for_level(party, level)
            verdict, _, _ = self._judge(seat, call)
            if verdict < 0:
                # Every level needs the deadline of the lowest one not made, and only that one
                # can be an Erwiderung: once a level is refused, so is every higher one.
                break
            late = verdict == OK_LATE_REPLY
            min_cards = self._hand_size - other - 1 if late else self._hand_size - (own + 1)
            result.append(AllowedCall(call, min_cards, late))
        return result

    def announce(self, seat: int, call: Call) -> Announcement:
        verdict = self._judge(seat, call)[0]
        if verdict < 0:
            raise self.announcement_error(seat, call)
        party = self.parties[seat]
        self.levels[party] = call.level
        late = verdict == OK_LATE_REPLY
        if late:
            self._late[party] = True
        made = Announcement(seat, call, party, call.level, self._held[seat], late, len(self.log))
        self.announcements.append(made)
        self.log.append(f"{seat}:{call.value}")
        return made

    def apply(self, token: str) -> None:
        """Apply one log event in set-format notation (`"2:QC"`, `"0:re"`)."""
        seat, what = parse_event(token)
        if isinstance(what, Card):
            self.play(seat, what)
        else:
            self.announce(seat, what)

    def undo(self) -> str:
        """Take back the last event; returns it. Replays the rest of the log."""
        if not self.log:
            raise IndexError("nothing to undo")
        log = self.log
        last = log[-1]
        self._reset()
        for token in log[:-1]:
            self.apply(token)
        return last

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
        """An independent copy (for bots that search)."""
        return Game.replay(self.deal, self.log, self.names)

    def view(self, seat: int) -> "PlayerView":
        """What `seat` may know now: its own hand and the public history only."""
        trick = self._trick
        current = PublicTrick(trick[0][0] if trick else (self.turn if self.turn is not None else -1),
                              tuple((s, CARDS[c]) for s, c in trick), None)
        return PlayerView(
            seat=seat, party=self.parties[seat], hand=tuple(self.hand(seat)), ruleset=self.ruleset,
            dealer=self.deal.dealer, turn=self.turn,
            tricks=tuple(PublicTrick(t.leader, t.cards, t.winner) for t in self.tricks),
            current_trick=current,
            announcements=tuple(PublicAnnouncement(a.seat, a.call, a.party, a.cards_in_hand)
                                for a in self.announcements),
            levels=(self.levels[0], self.levels[1]), cards_held=tuple(self._held),  # type: ignore[arg-type]
            legal_cards=tuple(self.legal_cards(seat)), allowed_calls=tuple(self.allowed_calls(seat)),
        )

    # ---------------------------------------------------------------- results
    def summary(self) -> GameSummary:
        return GameSummary(tuple(self._augen), tuple(self._trick_counts), tuple(self.levels),
                           tuple(self._specials))  # type: ignore[arg-type]

    def value(self) -> GameValue:
        """The game value; only for a finished game."""
        if self.turn is not None:
            raise ValueError(f"the game is not over: {len(self.tricks)} of {self.ruleset.tricks} tricks played")
        return score(self.summary())

    def level_name(self, party: int) -> str:
        level = self.levels[party]
        return "–" if level == 0 else level_name(party, level)

    def __repr__(self) -> str:
        return f"Game.replay({self.deal!r}, {self.log!r})"

