"""What one seat can know for certain: the public facts of a game, read from its `PlayerView`.

The one place that works out voids and parties; the bots (`bots.knowledge`, `bots.sampler`),
the coach and the table all read `view.facts` (built once per view and kept on it):

- cards: how often each kind was played (`played`), and how many copies are `unseen` (neither
  played nor in the own hand, so with the other three seats); `unseen_follow` per follow class;
- voids: `shown_void[s][f]` when seat `s` did not follow `f` (a Fehl suit or trump) in a trick
  led with it; `exhausted[f]` when no card of `f` is unseen, so every other seat is void in it;
  `void[s][f]` is either of the two (the own seat only by what it showed);
- `shown_qc[s]`: seat `s` has played a Kreuz Dame;
- parties, `known` (seat -> RE or KONTRA), certain by the Dodge rules (no marriage: each Re seat
  holds exactly one Kreuz Dame until it plays it):
    1. the own seat, by its own cards;
    2. a seat that played a Kreuz Dame is Re;
    3. a seat that made an announcement is of the party it announced for;
    4. a seat void in trump that never played a Kreuz Dame holds none, so it is Kontra;
    5. two seats of one party known: the other two are of the other party.
  `shown_parties` is the same without rule 4, what the table says openly (Kreuz Dame and
  announcements): the simple bot plays by it on purpose (it counts no cards);
- `suit_led[f]`: how many tricks (completed and running) were led with `f`.

Only the view is read, so nothing here can depend on a hidden card. The facts of the completed
tricks are the same for every seat; they are memoised by the identity of the tricks' card tuples
(a game's views share them), so a bot deciding at every turn pays for the new cards only.
"""

from __future__ import annotations

from dokodesk.rules.cards import FOLLOW, IS_NINE, KREUZ_DAME, N_KINDS
from dokodesk.rules.deal import KONTRA, RE

TRUMP = 0
_QC = KREUZ_DAME.id
_COPIES = {48: (2,) * N_KINDS, 40: tuple(0 if IS_NINE[k] else 2 for k in range(N_KINDS))}
# The ids of each follow class are consecutive (trumps, then Kreuz, Pik, Herz): (first, end).
_FOLLOW_SPANS = tuple((FOLLOW.index(f), N_KINDS - FOLLOW[::-1].index(f)) for f in range(4))
assert all(FOLLOW[k] == f for f, (a, b) in enumerate(_FOLLOW_SPANS) for k in range(a, b))


class _History:
    """The facts of some completed tricks, the same for every seat. Never changed once made.
    `frozen()`: the same as tuples, made once and shared by every view that reads them."""

    __slots__ = ("played", "shown_void", "shown_qc", "suit_led", "tricks", "_frozen")

    def __init__(self, played, shown_void, shown_qc, suit_led, tricks):
        self.played, self.shown_void, self.shown_qc = played, shown_void, shown_qc
        self.suit_led, self.tricks = suit_led, tricks
        self._frozen = None

    def frozen(self) -> tuple:
        """(played, shown_void, shown_qc, suit_led) as tuples."""
        got = self._frozen
        if got is None:
            got = self._frozen = (tuple(self.played), tuple([tuple(row) for row in self.shown_void]),
                                  tuple(self.shown_qc), tuple(self.suit_led))
        return got

    def extended(self, cards, tricks=None) -> "_History":
        played, shown_void = self.played.copy(), [row.copy() for row in self.shown_void]
        shown_qc, suit_led = self.shown_qc.copy(), self.suit_led.copy()
        _scan(cards, played, shown_void, shown_qc, suit_led)
        return _History(played, shown_void, shown_qc, suit_led, tricks)


def _scan(cards, played, shown_void, shown_qc, suit_led) -> None:
    """Add one trick's cards ((seat, Card) pairs, complete or running) in place."""
    follow_of = FOLLOW
    led = follow_of[cards[0][1].id]
    suit_led[led] += 1
    for s, card in cards:
        cid = card.id
        played[cid] += 1
        if follow_of[cid] != led:
            shown_void[s][led] = True
        if cid == _QC:
            shown_qc[s] = True


_EMPTY = _History([0] * N_KINDS, [[False] * 4 for _ in range(4)], [False] * 4, [0] * 4, ())
# Memo by the ids of the tricks' card tuples. Each entry holds those tuples, so their ids cannot
# be reused while it is cached; tricks that are new objects simply miss. Cleared when full.
_MEMO: dict[tuple[int, ...], _History] = {}
_MEMO_SIZE = 2048


def last_tricks_kept(work):
    """`work(tricks)` with its answer for the tricks tuple asked for last kept and found by
    identity before anything else (a play-out's views of one trick share the tuple, and a memo's
    key costs a tuple of ids). The kept pair is replaced as one object: a thread never reads one
    call's tricks with another's answer."""
    last: tuple = (object(), None)

    def kept(tricks):
        nonlocal last
        seen = last
        if tricks is seen[0]:
            return seen[1]
        got = work(tricks)
        last = (tricks, got)
        return got

    kept.__doc__ = work.__doc__
    return kept


@last_tricks_kept
def _history(tricks) -> _History:
    if not tricks:
        return _EMPTY
    key = tuple([id(t.cards) for t in tricks])
    got = _MEMO.get(key)
    if got is not None and all(a is b.cards for a, b in zip(got.tricks, tricks)):
        return got
    got = _history(tricks[:-1]).extended(tricks[-1].cards, tuple(t.cards for t in tricks))
    if len(_MEMO) >= _MEMO_SIZE:
        _MEMO.clear()
    _MEMO[key] = got
    return got


class PublicFacts:
    """One seat's certain knowledge of a game (see the module doc). Treat as read-only."""

    __slots__ = ("seat", "party", "mine", "played", "unseen", "unseen_follow", "exhausted", "shown_void",
                 "void", "shown_qc", "suit_led", "known", "shown_parties")

    def __init__(self, view):
        seat = self.seat = view.seat
        party = self.party = view.party
        # Written for speed (a play-out builds the facts of a view before nearly every card):
        # list comprehensions and the history's shared tuples, not generator expressions.
        mine = [0] * N_KINDS
        for c in view.hand:
            mine[c.id] += 1
        self.mine = tuple(mine)
        history = _history(view.tricks)
        if view.current_trick.cards:
            history = history.extended(view.current_trick.cards)
        played, shown_void, shown_qc, suit_led = history.frozen()
        self.played = played
        self.unseen = unseen = tuple([n - p - m for n, p, m in zip(_COPIES[view.ruleset.cards], played, mine)])
        self.unseen_follow = unseen_follow = tuple([sum(unseen[a:b]) for a, b in _FOLLOW_SPANS])
        self.exhausted = exhausted = tuple([n == 0 for n in unseen_follow])
        self.shown_void = shown_void
        if True in exhausted:
            void = tuple([tuple([shown or (s != seat and exhausted[f]) for f, shown in enumerate(row)])
                          for s, row in enumerate(shown_void)])
        else:
            void = shown_void  # no suit exhausted: a void is only what was shown
        self.void = void
        self.shown_qc = shown_qc
        self.suit_led = suit_led

        shown = {seat: party}  # rule 1
        for s in range(4):
            if shown_qc[s]:
                shown[s] = RE  # rule 2
        for a in view.announcements:
            shown[a.seat] = a.party  # rule 3
        known = dict(shown)
        for s in range(4):
            if s not in known and void[s][TRUMP]:
                known[s] = KONTRA  # rule 4: no trump left and no Kreuz Dame shown
        self.shown_parties = _completed(shown)
        self.known = _completed(known)

    def partner(self) -> int | None:
        """The own partner's seat when certain."""
        for s, p in self.known.items():
            if s != self.seat and p == self.party:
                return s
        return None


def _completed(known: dict[int, int]) -> dict[int, int]:
    """Rule 5: two seats of one party known, the other two are of the other party."""
    if len(known) < 4:
        parties = list(known.values())
        for party in (RE, KONTRA):
            if parties.count(party) == 2:
                for s in range(4):
                    known.setdefault(s, 1 - party)
                break  # the other party's two seats are then known too: nothing left to add
    return known
