"""The exact open-hands (double-dummy) solver: the game value for Re with all four hands open,
both parties playing best for their DDV game value, no further announcements.

The search runs on the rules kernel's `State` (`play_fast` / `pop`); the leaves are scored from
`scoring.score` (`_Tables`: the value by Re's Augen and schwarz status, plus the Sonderpunkte the
kernel counted, `_leaf`), so no rule is restated here. What makes it fast
(../shared/docs/search.md, "Open-hands solving"):

- zero-window searches: `value` asks "can Re reach at least v?" (MTD(f) over the integer game
  value, fail-soft), each answer a bound that moves the next question;
- a transposition table at trick boundaries (`_Table`: open addressing in flat arrays, C arrays
  when compiled, 20 bytes a slot), keyed by the cards left in every hand as relative ranks
  (`_relative_key`: partition search, positions that differ only in which of several cards of
  the same Augen are gone share an entry), the leader, Re's Augen so far and who has taken a
  trick (schwarz). Sonderpunkte already earned only add a constant, so the table stores bounds
  on the value without them and more positions share entries; the entries of the same key with
  other Augen so far (in the same probe window) bound each other (`_entry`);
- equivalent cards merged: of two kinds a seat holds that sit next to each other in the trick
  order, with the same Augen, neither a card of a Sonderpunkt (Fuchs, Karlchen), and no copy of
  them or of a kind between them left outside the seat's hand (in other hands or the running
  trick), only one is tried. Identical copies are one move anyway (`legal_cards` is per kind);
- bounds at trick boundaries: the value lies between its worst and best case over the Augen
  and tricks still open and the Sonderpunkte still possible (from scoring itself, per Augen
  total; a Doppelkopf needs an Ass or Zehn from every seat, `_HIGH_MASK`; no Karlchen for a
  party while a seat of the other can keep a trump above the Kreuz Bube to the last trick),
  narrowed by quick tricks: trumps the leader holds above every other trump are tricks its
  party takes for sure, with at least the fewest Augen the other three seats can put into them
  (`_least_augen`);
- move ordering: the best move of a transposition entry first, else the killer (the card that
  last cut off at the same trick and card, `killer`), then winners and the history of cut-offs;
- the last two tricks (`_small`, SMALL_TRICKS): plain alpha-beta on the legal mask, the killer
  first, no table (their entries were most of the table and cost more than they saved);
- every legal card's value (`card_values`): one MTD(f) per card in the position's table, starting
  at the position's value (a card cannot do better than the position for its party);
- the garbage collector paused during a solve (`_mtd`);
- no Python object per node when compiled: the cards left per kind (`kcode`), the live counts,
  history, killers, each depth's moves sorted in place (`buf`, `_fill_moves`, `_order`) and the
  value table (`leaf`) are C arrays of the Solver (solver.pxd); the module's constants are C ints.

Plain typed Python on ints, lists and `array`s, so that Cython's pure-Python mode can compile
it; interpreted, the same code runs on lists (slower, the same values).
"""

from __future__ import annotations

import gc
import random
import time
from array import array

from dokodesk.bots.search import playout
from dokodesk.rules.cards import AUGEN, FOLLOW, N_KINDS
from dokodesk.rules.deal import RE
from dokodesk.rules.kernel import (BEATS, CAUGHT, DOPPELKOPF_AT, FOLLOW_IDS, FOLLOW_MASK, KARLCHEN_AT, TRUMP, State,
                                   lowest_bit)
from dokodesk.rules.scoring import GameSummary, score

INF = 1000  # beyond any game value (|value| <= 29)
MAX_VALUE = 29  # the largest game value there is
TOTAL_AUGEN = sum(AUGEN) * 2  # 240 in both decks (the nines have none)
# Kinds that take part in a Sonderpunkt by their identity: never merged with a neighbour.
_SPECIAL_KIND: tuple[bool, ...] = tuple(CAUGHT[c][0] or CAUGHT[c][1] or KARLCHEN_AT[c] for c in range(N_KINDS))
# The smallest Augen of a trick that is a Doppelkopf.
_DOPPELKOPF_MIN: int = min(a for a in range(len(DOPPELKOPF_AT)) if DOPPELKOPF_AT[a])
# Sure-Augen bound on the Doppelkopf still possible: a trick with a card below 10 Augen has at
# most 3 Aces + that card = 37 < 40 Augen, so every card of a Doppelkopf is an Ass or a Zehn and
# each seat gives one: no more Doppelkopf tricks than the fewest Asse and Zehnen a seat holds.
_HIGH_MASK: int = sum(1 << k for k in range(N_KINDS) if AUGEN[k] >= 10)
assert 3 * max(AUGEN) + max(a for a in AUGEN if a < 10) < _DOPPELKOPF_MIN, "a Doppelkopf needs four high cards"


def _mergeable_runs() -> list[list[bool]]:
    """RUN[a][b] (a < b): kinds a..b are one run of one follow class, next to each other in the
    trick order, all with a's Augen and none special. Whether they are equivalent in a position
    also needs every copy of them outside the seat's hand gone (checked in the search)."""
    run = [[False] * N_KINDS for _ in range(N_KINDS)]
    for ids in FOLLOW_IDS:
        for i, a in enumerate(ids):
            if _SPECIAL_KIND[a]:
                continue
            for b in ids[i + 1:]:
                if _SPECIAL_KIND[b] or AUGEN[b] != AUGEN[a]:
                    break
                run[a][b] = True
    return run


_RUN = _mergeable_runs()
assert N_KINDS == 24, "the C arrays below are sized for 24 kinds"
_RUN_FLAT: list[int] = [int(_RUN[a][b]) for a in range(N_KINDS) for b in range(N_KINDS)]  # C arrays compiled
_AUGEN_C: list[int] = list(AUGEN)
_FOLLOW_C: list[int] = [int(FOLLOW[k]) for k in range(N_KINDS)]
_CATCH_C: list[int] = [int(CAUGHT[k][0]) for k in range(N_KINDS)]  # a Fuchs: caught by the other party
_KARL_C: list[int] = [int(KARLCHEN_AT[k]) for k in range(N_KINDS)]
_SPECIAL_MASK: int = sum(1 << k for k in range(N_KINDS) if _CATCH_C[k] or _KARL_C[k])
# The Kreuz Bube: a trump of a smaller id (higher) beats a Karlchen.
_KARLCHEN_KIND: int = KARLCHEN_AT.index(True)
assert sum(KARLCHEN_AT) == 1 and FOLLOW[_KARLCHEN_KIND] == TRUMP, "one Kreuz Bube kind, a trump"
_BEATS_C: list[int] = [int(BEATS[led][best][c]) for led in range(4) for best in range(N_KINDS) for c in range(N_KINDS)]


def _rank_tags() -> list[int]:
    """What a card is to the search besides its place in its follow class: its Augen, or its
    own identity for the two cards of a Sonderpunkt (Fuchs, Karlchen)."""
    tags: list[int] = []
    for k in range(N_KINDS):
        tags.append(100 + k if _SPECIAL_KIND[k] else AUGEN[k])
    return tags


# Relative ranks (the transposition table's key): _TAG per kind; _CLASS_END[k] the first kind
# after k's follow class (the classes are runs of ids, highest first).
_TAG: list[int] = _rank_tags()
_BY_AUGEN: list[int] = sorted(range(N_KINDS), key=lambda k: AUGEN[k])  # kinds, fewest Augen first
_CLASS_END: list[int] = [max(FOLLOW_IDS[FOLLOW[k]]) + 1 for k in range(N_KINDS)]
assert all(list(ids) == list(range(ids[0], ids[-1] + 1)) for ids in FOLLOW_IDS), "follow classes are runs of ids"
# Card id order is the trick order within a follow class (kernel: a smaller id is higher); check it.
assert all(BEATS[FOLLOW[a]][b][a] and not BEATS[FOLLOW[a]][a][b]
           for ids in FOLLOW_IDS for i, a in enumerate(ids) for b in ids[i + 1:]), "a smaller id is higher"


class _Tables:
    """Game values without Sonderpunkte for every Re Augen total and schwarz status, for one
    pair of announcement levels (from `scoring.score`)."""

    def __init__(self, levels: tuple[int, int], n_tricks: int):
        # status: 0 Re took no trick, 1 both took one, 2 Kontra took none
        shapes = ((0, n_tricks), (1, n_tricks - 1), (n_tricks, 0))
        self.base: list[list[int]] = [
            [score(GameSummary((a, TOTAL_AUGEN - a), shapes[s], levels)).re_points for a in range(TOTAL_AUGEN + 1)]
            for s in range(3)]
        # The transposition table compares positions by Re's Augen so far: that needs a value
        # that never falls when Re has more Augen.
        assert all(row[a] <= row[a + 1] for row in self.base for a in range(TOTAL_AUGEN)), \
            "the game value must not fall with Re's Augen"


_TABLES: dict[tuple[int, int, int], _Tables] = {}


def _tables_for(re_level: int, kontra_level: int, n_tricks: int) -> _Tables:
    key = (re_level, kontra_level, n_tricks)
    tables = _TABLES.get(key)
    if tables is None:
        tables = _TABLES[key] = _Tables((re_level, kontra_level), n_tricks)
    return tables


# The transposition table's key. Each kind's copies left are a byte of 2 bits per seat (how many
# the seat holds, `Solver.kcode`); the at most two copies of a kind lie in one of 15 ways
# (_STATE15: the byte -> 0..14), so the cards left are 24 x 4 bits: kinds 0-15 in one 64-bit word
# (key_a), kinds 16-23 in the low 32 bits of the other (key_b), with the schwarz status, the
# leader and a bit that marks the slot used above them. Re's Augen so far are stored beside.
def _states15() -> list[int]:
    out = [15] * 256  # 15: not a holding (three copies or more)
    n = 0
    for byte in range(256):
        if sum(byte >> (2 * seat) & 3 for seat in range(4)) <= 2:
            out[byte] = n
            n += 1
    assert n == 15
    return out


_STATE15: list[int] = _states15()
_M64 = (1 << 64) - 1  # the table's hash is 64-bit arithmetic (what C's unsigned long long does)
_MIX_A = 0x9E3779B97F4A7C15
_MIX_B = 0xC2B2AE3D27D4EB4F
_USED = 1 << 36  # in key_b: the slot holds an entry
_PROBE = 16  # slots searched from a key's hash: its entries (one per Re Augen so far) and others'
_START_BITS = 12  # a new table has 2^12 slots and doubles when half full
_MIN_BITS = 4  # the smallest table (one probe window): tests fill it to make entries replace others


class _Table:
    """The transposition table: open addressing in flat arrays (C arrays when compiled, 20 bytes
    a slot), not a dict of lists (about 300 bytes an entry, and the dict, the allocations and the
    big-int keys led the profile). An entry: the key (key_a, key_b: the cards left as relative
    ranks, the schwarz status, the leader), Re's Augen so far (augen), lower and upper bounds on
    the value without the Sonderpunkte already earned (low, high) and the best move (move, -1
    none). A key's entries with other Augen so far sit in the same probe window (_PROBE slots
    from its hash), so one look finds the entry and the ones that bound it. The table doubles
    (a new `epoch`: slots move) when half full, up to 2^max_bits slots; past three quarters of
    that (or in a full window) a new entry replaces the window's entry with the fewest tricks
    left, if that is not more than its own (the cheapest to search again; an ancestor on the
    search path always has more), and `left` holds each entry's tricks left for that."""

    def __init__(self, bits: int, max_bits: int):
        self.max_bits = max_bits
        self.epoch = 0
        self.replaced = 0  # entries that made room for another (measured in benchmarks)
        self._alloc(bits)

    def _alloc(self, bits: int) -> None:
        """Empty arrays of 2^bits slots."""
        size = 1 << bits
        self.bits = bits
        self.mask = size - 1
        self.used = 0
        self.limit = size // 2 if bits < self.max_bits else size * 3 // 4
        self.key_a = array("Q", bytes(8 * size))
        self.key_b = array("Q", bytes(8 * size))
        self.low = array("b", bytes(size))
        self.high = array("b", bytes(size))
        self.move = array("b", bytes(size))
        self.augen = array("B", bytes(size))
        self.left = array("B", bytes(size))  # tricks left at the entry: its subtree's size, for replacement

    def slot_of(self, a: int, b: int) -> int:
        """The first slot of key (a, b)'s probe window."""
        x = ((a ^ (b * _MIX_B & _M64)) * _MIX_A) & _M64
        return x >> (64 - self.bits)

    def find(self, a: int, b: int, augen: int) -> int:
        """The slot of the entry (a, b, augen), -1 if there is none."""
        h = self.slot_of(a, b)
        for i in range(_PROBE):
            s = (h + i) & self.mask
            kb = self.key_b[s]
            if kb == 0:
                return -1
            if kb == b and self.key_a[s] == a and self.augen[s] == augen:
                return s
        return -1

    def grow(self) -> None:
        """Twice the slots, the same entries (one that finds no room is dropped); a new epoch."""
        old_a, old_b, old_low, old_high, old_move, old_augen, old_left = (self.key_a, self.key_b, self.low,
                                                                           self.high, self.move, self.augen,
                                                                           self.left)
        old_size = self.mask + 1
        self._alloc(self.bits + 1)
        self.epoch += 1
        for s in range(old_size):
            b = old_b[s]
            if b == 0:
                continue
            a = old_a[s]
            h = self.slot_of(a, b)
            for i in range(_PROBE):
                t = (h + i) & self.mask
                if self.key_b[t] == 0:
                    self.key_a[t] = a
                    self.key_b[t] = b
                    self.low[t] = old_low[s]
                    self.high[t] = old_high[s]
                    self.move[t] = old_move[s]
                    self.augen[t] = old_augen[s]
                    self.left[t] = old_left[s]
                    self.used += 1
                    break


class SolveTimeout(Exception):
    """The search ran past its time budget (no value: the position is not solved)."""


_RE: int = RE
_MAX_PLY = 52  # depths (trick, card) of the longest game: 12 tricks, and the end
assert _MAX_PLY == 52 and N_KINDS == 24 and TOTAL_AUGEN == 240, "the C arrays of the Solver are sized for these"
_CHECK_EVERY = 1024  # nodes between looks at the clock and offers of the interpreter lock (<= ~12 ms)


class Solver:
    """Open-hands search from a copy of `state` (which is left untouched). With `budget`
    (seconds), a search that runs longer raises SolveTimeout. The transposition table keeps at
    most about `max_entries` positions (21 bytes a slot; the least power of two of slots whose
    three quarters hold them); beyond, a new one replaces one nearer the end (see _Table). The
    default, 12 million (2^24 slots, 352 MB when a solve needs them all), is reached by the
    hardest solves from trick 4 and by most from trick 2: half of it cost trick 4 13-17% more
    nodes (2 Dec 2026); replacing instead of keeping no more, a solve from trick 2 took 2.4x
    fewer nodes (3 Dec 2026, benchmarks/results/solver.md)."""

    def __init__(self, state: State, max_entries: int = 12_000_000, budget: float = 0.0,
                 clock=time.perf_counter):
        st = self.st = state.copy()
        self.parties: tuple[int, int, int, int] = tuple(st.parties)  # type: ignore[assignment]
        self.n_tricks: int = st.n_tricks
        self.tables = _tables_for(st.levels[0], st.levels[1], st.n_tricks)
        max_bits = _MIN_BITS
        while (3 << max_bits) // 4 < max_entries:
            max_bits += 1
        self.max_entries = max_entries
        self.tt = _Table(min(_START_BITS, max_bits), max_bits)
        self.key_a = self.key_b = 0  # the key `_relative_key` made
        self.e_low = self.e_high = self.e_move = 0  # what `_entry` found
        self.nodes = 0
        self.clock = clock  # what the budget is measured on (the benchmark uses CPU time)
        self.stop_at = clock() + budget if budget > 0 else 0.0
        self.proven = (-INF, INF)  # what the last value() has shown so far (see `value`)
        self.next_check = _CHECK_EVERY
        # C arrays when compiled: the history of cut-offs per (seat, card), the killer per depth
        # (trick, card), and per depth the moves in the order to try them (`_fill_moves`)
        self.history = [0] * 96  # 4 * N_KINDS (literal sizes: Cython fills C arrays from them)
        self.killer = [-1] * 52  # _MAX_PLY
        self.buf = [0] * 1248  # _MAX_PLY * N_KINDS
        self.okeys = [0] * 24  # the sort keys of `_order`
        self.top = [0] * 4  # scratch arrays of `_static_bounds`
        self.trumps = [0] * 4
        self.sure_tricks = [0] * 2
        self.sure_augen = [0] * 2
        self.party = [0] * 4  # each seat's party (self.parties as a C array)
        for seat in range(4):
            self.party[seat] = self.parties[seat]
        # the value of every end of the game without its Sonderpunkte: [status * 241 + Re Augen]
        self.leaf = [0] * 723
        for status in range(3):
            for augen in range(TOTAL_AUGEN + 1):
                self.leaf[status * (TOTAL_AUGEN + 1) + augen] = self.tables.base[status][augen]
        # copies of each kind not yet in a completed trick (held, or in the running trick)
        live = [0] * N_KINDS
        counts = st.counts
        for seat in range(4):
            row = counts[seat]
            for k in range(N_KINDS):
                live[k] += row[k]
        for i in range(st.trick_size):
            live[st.trick_card(i)] += 1
        self.live = live  # a C array when compiled
        # the cards left: per kind a byte of 2 bits per seat (the copies the seat holds)
        self.kcode = [0] * 24
        for seat in range(4):
            row = counts[seat]
            for k in range(N_KINDS):
                self.kcode[k] += row[k] << (2 * seat)

    def share_tables(self, other: "Solver") -> bool:
        """Take over `other`'s transposition table, history and killers: another position of
        the same game (the same deal and announcements), e.g. the trick before the one `other`
        solved. An entry is keyed by the cards left (relative ranks), the leader, the schwarz
        status and Re's Augen so far, and holds bounds without the Sonderpunkte already earned,
        so it is true of that position whichever position's search stored it. False (nothing
        taken) for another deal or other announcements (other game values)."""
        if other.tables is not self.tables or other.parties != self.parties or other.n_tricks != self.n_tricks:
            return False
        self.tt, self.history = other.tt, other.history
        return True

    # ------------------------------------------------------------------ moves

    def forget(self) -> None:
        """Empty the table (and so every solver's that shares it): a few flat arrays, freed at
        once (the table of Python lists it replaced had to be dropped in slices)."""
        self.tt._alloc(_START_BITS if _START_BITS < self.tt.max_bits else self.tt.max_bits)
        self.tt.epoch += 1

    def _play(self, c: int) -> None:
        st = self.st
        seat = st.turn
        completes = st.trick_size == 3
        st.play_fast(c)
        self.kcode[c] -= 1 << (2 * seat)
        if completes:
            last = st.tricks_done - 1
            for j in range(4):
                self.live[st.done_card(last, j)] -= 1
        self.nodes += 1

    def _unplay(self) -> None:
        st = self.st
        completed = not st.trick_size
        if completed:
            last = st.tricks_done - 1
            for j in range(4):
                self.live[st.done_card(last, j)] += 1
        action = st.pop()  # a card action is seat * N_KINDS + card
        self.kcode[action % N_KINDS] += 1 << (2 * (action // N_KINDS))

    def moves(self) -> list[int]:
        """The legal cards of the seat to move, one per class of equivalent cards, ascending."""
        at = (self.st.tricks_done * 4 + self.st.trick_size) * N_KINDS
        n = self._fill_moves(at)
        return [self.buf[at + i] for i in range(n)]

    def _fill_moves(self, at: int) -> int:
        """`moves()` into buf[at:at + n] (at: the depth's part of it), returning n."""
        st = self.st
        mask = st.legal_mask()
        turn = st.turn
        n = 0
        top = -1  # the highest kind of the class being built
        while mask:
            c = lowest_bit(mask)
            mask &= mask - 1
            if top >= 0 and _RUN_FLAT[top * N_KINDS + c]:
                same = True
                for k in range(top, c + 1):
                    if self.live[k] != st.count(turn, k):
                        same = False
                        break
                if same:
                    continue
            self.buf[at + n] = c
            n += 1
            top = c
        return n

    def _order(self, at: int, n: int, first: int) -> int:
        """Sorts the moves in buf[at:at + n] into the order to try: `first` (a transposition
        entry's best, or the killer: the card that last cut off at this depth), then by a cheap
        guess at what is good and the history of cut-offs (ascending keys; ties by card id)."""
        if n < 2:
            return n
        st = self.st
        seat = st.turn
        base = seat * N_KINDS
        in_trick = st.trick_size
        if in_trick:
            led = _FOLLOW_C[st.trick_card(0)]
            best = st.best_card
            ours = self.party[st.best_seat] == self.party[seat]
            last = in_trick == 3
        for i in range(n):
            c = self.buf[at + i]
            if c == first:
                k = -10_000_000
            elif in_trick:
                if _BEATS_C[(led * N_KINDS + best) * N_KINDS + c]:
                    # taking it from the other party
                    if ours:
                        k = -_AUGEN_C[c] * 1000
                    elif last:
                        k = -1_000_000 - c * 8 - _AUGEN_C[c]  # the cheapest winner
                    else:
                        k = -1_000_000 + c * 8 - _AUGEN_C[c]  # the highest winner
                else:
                    # not taking it: Augen to the partner's trick, little to the other party's
                    k = -_AUGEN_C[c] * 1000 if ours else _AUGEN_C[c] * 1000
            elif self._stands(seat, c):
                k = -1_000_000 - _AUGEN_C[c] * 1000  # a sure trick, the dearest first
            else:
                k = _AUGEN_C[c] * 1000  # else a cheap card first
            k -= self.history[base + c]
            # insertion sort by (key, card), in place (buf[at + i] is c, already read)
            j = i
            while j > 0 and (self.okeys[j - 1] > k or (self.okeys[j - 1] == k and self.buf[at + j - 1] > c)):
                self.okeys[j] = self.okeys[j - 1]
                self.buf[at + j] = self.buf[at + j - 1]
                j -= 1
            self.okeys[j] = k
            self.buf[at + j] = c
        return n

    def _stands(self, seat: int, c: int) -> bool:
        """Whether card `c`, led by `seat`, wins the trick whatever the others play."""
        st = self.st
        f = FOLLOW[c]
        of_class = FOLLOW_MASK[f]
        higher = of_class & ((1 << c) - 1)  # the ids of the class above c
        for other in range(4):
            if other == seat:
                continue
            mask = st.hand_mask(other)
            if mask & higher:
                return False  # a higher card of the led class
            if not mask & of_class and f != TRUMP and mask & FOLLOW_MASK[TRUMP]:
                return False  # void, and may trump
        return True

    def _relative_key(self) -> None:
        """The cards left as relative ranks, at a trick boundary (partition search, the
        table's key, into `key_a` and the low bits of `key_b`): within each follow class, the
        cards still out are renamed, highest first, to the highest kinds with the same tag
        (Augen; the Fuchs and Karlchen by identity) that keep their order. Positions with the
        same holdings up to that renaming play out alike (the same tricks won by the same seats,
        the same Augen and Sonderpunkte), so they share one entry: e.g. Herz Dame and Karo Dame
        once both Kreuz Damen and both Pik Damen are gone are keyed as Kreuz Dame and Pik Dame."""
        a = 0
        b = 0
        k = 0
        while k < N_KINDS:
            end = _CLASS_END[k]
            c = k - 1  # the canonical kind of the previous card still out in this class
            while k < end:
                if self.kcode[k]:
                    c += 1
                    while _TAG[c] != _TAG[k]:
                        c += 1
                    held = _STATE15[self.kcode[k]]
                    if c < 16:
                        a |= held << (4 * c)
                    else:
                        b |= held << (4 * (c - 16))
                k += 1
        self.key_a = a
        self.key_b = b

    # ------------------------------------------------------------------ bounds
    def _specials_net(self) -> int:
        return self.st.specials_net()

    def _least_augen(self, seat: int, n: int) -> int:
        """The fewest Augen `n` cards of `seat`'s hand can carry."""
        st = self.st
        total = 0
        for i in range(N_KINDS):
            k = _BY_AUGEN[i]
            have = st.count(seat, k)
            if have:
                if have >= n:
                    return total + n * _AUGEN_C[k]
                total += have * _AUGEN_C[k]
                n -= have
        return total

    def _static_bounds(self) -> tuple[int, int]:
        """(lowest, highest) game value for Re still possible, at a trick boundary, without the
        Sonderpunkte already earned."""
        st = self.st
        re_augen = st.augen[0]
        open_augen = TOTAL_AUGEN - re_augen - st.augen[1]
        tricks_left = self.n_tricks - st.tricks_done
        # Sonderpunkte still possible for each party. A Karlchen needs a Kreuz Bube to win the
        # last trick: a seat that keeps a trump above it to the end denies it to the other party.
        # A seat keeps one trump to the last trick whatever is played when it can follow every
        # trump led before with another trump: it can always play another card otherwise
        # (following a Fehl suit, void in it, leading). Trumps are led at most once a trick
        # before the last, and at most as often as the most trumps another seat holds (whoever
        # leads trumps has followed every trump lead before).
        top = self.top  # each seat's highest trump (TRUMP_COUNT: none)
        for seat in range(4):
            k = st.top_card(seat, TRUMP)
            top[seat] = k if k >= 0 else TRUMP_COUNT
        re_denies = kontra_denies = False
        trumps = self.trumps  # each seat's number of trumps: counted only while a Kreuz Bube is out
        if self.kcode[_KARLCHEN_KIND]:
            for seat in range(4):
                trumps[seat] = 0
            for k in range(TRUMP_COUNT):
                code = self.kcode[k]
                for seat in range(4):
                    trumps[seat] += code >> (2 * seat) & 3
        for seat in range(4):
            if top[seat] < _KARLCHEN_KIND and self.kcode[_KARLCHEN_KIND]:
                leads = tricks_left - 1
                most = 0
                for other in range(4):
                    if other != seat and trumps[other] > most:
                        most = trumps[other]
                if most < leads:
                    leads = most
                if trumps[seat] - 1 >= leads:
                    if self.party[seat] == _RE:
                        re_denies = True
                    else:
                        kontra_denies = True
        re_more = kontra_more = 0
        for seat in range(4):
            party = self.party[seat]
            high_bits = st.hand_mask(seat) & _SPECIAL_MASK
            while high_bits:
                k = lowest_bit(high_bits)
                high_bits &= high_bits - 1
                if _CATCH_C[k]:  # caught when the other party takes it
                    n = st.count(seat, k)
                    if party == _RE:
                        kontra_more += n
                    else:
                        re_more += n
                if _KARL_C[k]:
                    if party == _RE:
                        if not kontra_denies:
                            re_more += 1
                    elif not re_denies:
                        kontra_more += 1
        doppelkopf = min(tricks_left, open_augen // _DOPPELKOPF_MIN)
        for seat in range(4):
            high_bits = st.hand_mask(seat) & _HIGH_MASK
            n = 0
            while high_bits:
                k = lowest_bit(high_bits)
                high_bits &= high_bits - 1
                n += st.count(seat, k)
            if n < doppelkopf:
                doppelkopf = n
        re_more += doppelkopf
        kontra_more += doppelkopf
        # Quick tricks. (1) The leader's trumps above every other trump (or equal: the first
        # of two equal cards wins) win when led, one after another. (2) A trump above every
        # trump of the other party wins the trick it is played to for its party, whenever that
        # is; one seat's cards go to different tricks.
        leader = st.turn
        sure_tricks = self.sure_tricks  # per party
        sure_augen = self.sure_augen
        sure_tricks[0] = sure_tricks[1] = sure_augen[0] = sure_augen[1] = 0
        for seat in range(4):
            party = self.party[seat]
            if seat == leader:
                limit = TRUMP_COUNT - 1
                for other in range(4):
                    if other != seat and top[other] < limit:
                        limit = top[other]
            else:
                limit = TRUMP_COUNT
                for other in range(4):
                    if self.party[other] != party and top[other] < limit:
                        limit = top[other]
                limit -= 1
            n_sure = a_sure = 0
            for k in range(top[seat], limit + 1):
                n = st.count(seat, k)
                if n:
                    n_sure += n
                    a_sure += n * _AUGEN_C[k]
            if n_sure > sure_tricks[party]:
                sure_tricks[party] = n_sure
            if n_sure:
                # the other three seats each put a different card into each of those tricks
                for other in range(4):
                    if other != seat:
                        a_sure += self._least_augen(other, n_sure)
            if a_sure > sure_augen[party]:
                sure_augen[party] = a_sure
        re_lo, re_hi = re_augen + sure_augen[0], re_augen + open_augen - sure_augen[1]
        re_tricks_lo = st.trick_counts[0] + sure_tricks[0]
        re_tricks_hi = st.trick_counts[0] + tricks_left - sure_tricks[1]
        # which schwarz statuses the final Re trick count re_tricks_lo..re_tricks_hi allows
        n_tricks = self.n_tricks
        statuses = (1 if re_tricks_lo == 0 else 0) + (4 if re_tricks_hi == n_tricks else 0)
        if max(re_tricks_lo, 1) <= min(re_tricks_hi, n_tricks - 1):
            statuses |= 2
        # the value without Sonderpunkte over Re Augen re_lo..re_hi and those statuses: it never
        # falls with the Augen (checked in _Tables), so its least is at re_lo, its most at re_hi
        low, high = INF, -INF
        for s in range(3):
            if statuses >> s & 1:
                if self.leaf[s * (TOTAL_AUGEN + 1) + re_lo] < low:
                    low = self.leaf[s * (TOTAL_AUGEN + 1) + re_lo]
                if self.leaf[s * (TOTAL_AUGEN + 1) + re_hi] > high:
                    high = self.leaf[s * (TOTAL_AUGEN + 1) + re_hi]
        return low - kontra_more, high + re_more

    def _entry(self) -> int:
        """The transposition entry of this trick boundary, made (with the static bounds) if
        new: its bounds (without the Sonderpunkte already earned) and best move, in `e_low`,
        `e_high`, `e_move`, narrowed by the entries of the same cards, leader and schwarz status
        with other Augen so far. Returns its slot, -1 if the table keeps no more."""
        st = self.st
        tt = self.tt
        if tt.used >= tt.limit and tt.bits < tt.max_bits:
            tt.grow()
        re_tricks = st.trick_counts[0]
        status = (1 if re_tricks else 0) + (2 if st.tricks_done > re_tricks else 0)
        re_augen = st.augen[0]
        self._relative_key()
        a = self.key_a
        leader = st.turn
        b = self.key_b | (status << 32) | (leader << 34) | _USED
        self.key_b = b
        h = tt.slot_of(a, b)
        found = -1
        free = -1
        # The same cards, leader and schwarz status after other tricks: the value only grows
        # with Re's Augen so far (scoring is monotone in them, checked at import), so a position
        # with fewer Augen bounds this one from below, more from above.
        group_low = -INF
        group_high = INF
        group_move = -1
        left = self.n_tricks - st.tricks_done
        victim = -1  # the window's entry with the fewest tricks left: replaced when the table is full
        victim_left = left + 1
        for i in range(_PROBE):
            slot = (h + i) & tt.mask
            kb = tt.key_b[slot]
            if kb == 0:
                free = slot
                break
            if tt.left[slot] < victim_left:
                victim = slot
                victim_left = tt.left[slot]
            if kb == b and tt.key_a[slot] == a:
                other = tt.augen[slot]
                if other == re_augen:
                    found = slot
                    continue
                if other < re_augen:
                    if tt.low[slot] > group_low:
                        group_low = tt.low[slot]
                elif tt.high[slot] < group_high:
                    group_high = tt.high[slot]
                if group_move < 0:
                    group_move = tt.move[slot]  # its best move, to try first here
        if found >= 0:
            low, high, move = tt.low[found], tt.high[found], tt.move[found]
        else:
            low, high = self._static_bounds()
            move = -1
            if free >= 0 and tt.used < tt.limit:
                found = free
                tt.used += 1
            elif victim >= 0:
                # Full (or a full window): an entry of a smaller or equal subtree makes room (cheaper
                # to search again than this one); a search that holds its slot finds it gone
                found = victim
                tt.replaced += 1
            if found >= 0:
                tt.key_a[found] = a
                tt.key_b[found] = b
                tt.augen[found] = re_augen
                tt.left[found] = left
        if low < high:
            if group_low > low:
                low = group_low
            if group_high < high:
                high = group_high
            if move < 0:
                move = group_move
        if found >= 0:
            tt.low[found] = low
            tt.high[found] = high
            tt.move[found] = move
        self.e_low = low
        self.e_high = high
        self.e_move = move
        return found

    # ------------------------------------------------------------------ search
    def search(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta on the game value for Re (Re maximises): the exact value when
        it lies strictly between alpha and beta, else a bound on the right side of the window."""
        st = self.st
        if st.turn < 0:
            return self._leaf()
        if st.tricks_done >= self.n_tricks - SMALL_TRICKS and not st.trick_size:
            return self._small(alpha, beta)
        slot = -2  # -2: inside a trick (no entry); -1: an entry the table did not keep
        shift = 0
        first = -1
        if not st.trick_size:
            if self.nodes >= self.next_check:
                self.next_check = self.nodes + _CHECK_EVERY
                # Compiled, this search never offers the interpreter lock on its own: a solve in
                # a worker would hold the window's thread for its whole length. A zero sleep
                # hands the lock over if a thread waits for it (a few ms between offers).
                time.sleep(0)
                if self.stop_at and self.clock() > self.stop_at:
                    raise SolveTimeout()
            shift = self._specials_net()
            slot = self._entry()
            low, high = self.e_low + shift, self.e_high + shift
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
            first = self.e_move
            key_a, key_b, re_augen, epoch = self.key_a, self.key_b, st.augen[0], self.tt.epoch
        ply = st.tricks_done * 4 + st.trick_size
        if first < 0:
            first = self.killer[ply]  # the last card that cut off at this depth (a killer)
        maximise = self.party[st.turn] == _RE
        at = ply * N_KINDS
        n = self._fill_moves(at)
        self._order(at, n, first)
        best = -INF if maximise else INF
        best_move = -1
        a, b = alpha, beta
        # _play and _unplay, inline: this loop is the solver's hot path
        seat = st.turn
        completes = st.trick_size == 3
        seat_bit = 1 << (2 * seat)
        for i in range(n):
            c = self.buf[at + i]
            st.play_fast(c)
            self.kcode[c] -= seat_bit
            self.nodes += 1
            if completes:
                last = st.tricks_done - 1
                for j in range(4):
                    self.live[st.done_card(last, j)] -= 1
                v = self.search(a, b)
                for j in range(4):
                    self.live[st.done_card(last, j)] += 1
            else:
                v = self.search(a, b)
            st.pop()
            self.kcode[c] += seat_bit
            if maximise:
                if v > best:
                    best, best_move = v, c
                    if v > a:
                        a = v
                        if a >= b:
                            break
            else:
                if v < best:
                    best, best_move = v, c
                    if v < b:
                        b = v
                        if a >= b:
                            break
        if a >= b:
            self.history[seat * N_KINDS + best_move] += n
            self.killer[ply] = best_move
        if slot >= 0:
            tt = self.tt
            if tt.epoch != epoch or tt.key_a[slot] != key_a or tt.key_b[slot] != key_b or tt.augen[slot] != re_augen:
                # the table grew (or was emptied) below, or the entry was given to another (a full
                # table gives away only entries with fewer tricks left, so not an ancestor's: kept
                # as a check all the same, it costs three compares a boundary)
                slot = tt.find(key_a, key_b, re_augen)
            if slot >= 0:
                rel = best - shift
                if best <= alpha:  # failed low: an upper bound
                    if rel < tt.high[slot]:
                        tt.high[slot] = rel
                elif best >= beta:  # failed high: a lower bound
                    if rel > tt.low[slot]:
                        tt.low[slot] = rel
                    tt.move[slot] = best_move
                else:
                    tt.low[slot] = tt.high[slot] = rel
                    tt.move[slot] = best_move
        return best

    def _small(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta over every legal card, for the last SMALL_TRICKS tricks: there
        a plain search costs less than the table, the bounds and the ordering (only the killer
        card of the depth is tried first)."""
        st = self.st
        if st.turn < 0:
            return self._leaf()
        if st.tricks_done == self.n_tricks - 1 and not st.trick_size:
            return self._last_trick()
        maximise = self.party[st.turn] == _RE
        best = -INF if maximise else INF
        ply = st.tricks_done * 4 + st.trick_size
        mask = st.legal_mask()
        first = self.killer[ply]
        if first >= 0 and mask >> first & 1:
            mask &= ~(1 << first)
        else:
            first = -1
        while first >= 0 or mask:
            if first >= 0:
                c = first
                first = -1
            else:
                c = lowest_bit(mask)
                mask &= mask - 1
            st.play_fast(c)
            self.nodes += 1
            v = self._small(alpha, beta)
            st.pop()
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            self.killer[ply] = c
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        self.killer[ply] = c
                        break
        return best

    def _last_trick(self) -> int:
        """Every seat holds one card: play them out and score."""
        st = self.st
        for _ in range(4):
            st.play_fast(lowest_bit(st.legal_mask()))
        self.nodes += 4
        v = self._leaf()
        for _ in range(4):
            st.pop()
        return v

    def _leaf(self) -> int:
        """The value of the game's end (= st.re_points(), without the kernel's memo look-up):
        the value by Re's Augen and the schwarz status, plus the Sonderpunkte earned."""
        st = self.st
        re_tricks = st.trick_counts[0]
        status = 0 if re_tricks == 0 else 2 if re_tricks == self.n_tricks else 1
        return self.leaf[status * (TOTAL_AUGEN + 1) + st.augen[0]] + st.specials_net()

    def guess(self) -> int:
        """A first guess at the value: the game played out by the expert's rollout policy."""
        st = self.st
        pushed = playout(st, 0)
        v = st.re_points()
        for _ in range(pushed):
            st.pop()
        return v

    def value(self) -> int:
        """The exact game value for Re, by zero-window searches (MTD(f)). While it runs,
        `proven` holds the bounds the finished searches have shown (low <= value <= high), so
        after a SolveTimeout they are still a true statement about the position."""
        # The rollout tends to fall short of best play (more often for Re's side): asking one
        # above its result first saves a test in most positions (measured: 10% fewer nodes).
        self.proven = (-INF, INF)
        value = self._mtd(self.guess() + 1, -INF, INF, True)
        self.proven = (value, value)
        return value

    def proven_range(self) -> tuple[int, int] | None:
        """(low, high) the last `value()` proved before it ended, None if it proved nothing
        (a game value lies within ±29; the table's bounds say no more)."""
        low, high = self.proven
        if low <= -INF and high >= INF:
            return None
        return (max(low, -MAX_VALUE), min(high, MAX_VALUE))

    def _mtd(self, g: int, low: int, high: int, prove: bool = False) -> int:
        """`_mtd_search` with the cyclic garbage collector paused: the table's millions of
        entries (lists of ints, never in a cycle) made each of its passes slower (10% of the
        time from trick 6). Another thread's solve may switch it back on: only slower."""
        paused = gc.isenabled()
        if paused:
            gc.disable()
        try:
            return self._mtd_search(g, low, high, prove)
        finally:
            if paused:
                gc.enable()

    def _mtd_search(self, g: int, low: int, high: int, prove: bool = False) -> int:
        """MTD(f): zero-window searches from the first guess `g` until the bounds `low` <= value
        <= `high` (known ones may be given) meet; with `prove`, each bound shown is kept in
        `proven`."""
        while low < high:
            beta = g + 1 if g <= low else g
            if beta > high:
                beta = high
            g = self.search(beta - 1, beta)
            if g >= beta:
                low = g
            else:
                high = g
            if prove:
                self.proven = (low, high)
        return low

    def card_values(self, value: int) -> dict[int, int]:
        """Re's game value after each legal card of the seat on turn (card id -> value), given
        the position's own `value`. The cards share the transposition table with that solve; a
        card cannot do better than the position for its party, so each search starts from
        `value` on the right side ("does this card keep it?") and goes down from there."""
        st = self.st
        maximise = self.parties[st.turn] == RE
        out: dict[int, int] = {}
        for c in st.legal_cards():
            self._play(c)
            if maximise:
                out[c] = self._mtd(value, -INF, value)
            else:
                out[c] = self._mtd(value + 1, value, INF)
            self._unplay()
        return out

    def line(self, value: int) -> list[int]:
        """One optimal card sequence to the end (card actions, `seat * N_KINDS + card`): at each
        turn the first card that keeps `value` for its party."""
        out: list[int] = []
        st = self.st
        while st.turn >= 0:
            seat = st.turn
            maximise = self.parties[seat] == RE
            chosen = -1
            at = (st.tricks_done * 4 + st.trick_size) * N_KINDS
            n = self._fill_moves(at)
            self._order(at, n, -1)
            for i in range(n):
                c = self.buf[at + i]
                self._play(c)
                if maximise:
                    keeps = self.search(value - 1, value) >= value
                else:
                    keeps = self.search(value, value + 1) <= value
                self._unplay()
                if keeps:
                    chosen = c
                    break
            if chosen < 0:
                raise AssertionError("no card keeps the solved value: the search is inconsistent")
            self._play(chosen)
            out.append(seat * N_KINDS + chosen)
        for _ in out:
            self._unplay()
        return out


TRUMP_COUNT = len(FOLLOW_IDS[TRUMP])
SMALL_TRICKS = 2  # the last two tricks: a plain search (measured: 1 trick kept the table 3x bigger, slower)


class Solution:
    """What `solve` found: Re's game value, one optimal line, Re's value after each legal card
    of the seat on turn (card id -> value; empty unless asked for), and the work it took."""

    __slots__ = ("re_value", "line", "nodes", "seconds", "cards")

    def __init__(self, re_value: int, line: list[int], nodes: int, seconds: float,
                 cards: dict[int, int] | None = None):
        self.re_value = re_value
        self.line = line
        self.nodes = nodes
        self.seconds = seconds
        self.cards = cards if cards is not None else {}


def proven_sides(proven: tuple[int, int] | None) -> tuple[int | None, int | None]:
    """The sides of a range from `Solver.proven_range` (None: nothing proved), None for a side
    no search narrowed (it stands at the largest game value, ±29, which says nothing): what a
    text should say."""
    if proven is None:
        return (None, None)
    low, high = proven
    return (None if low <= -MAX_VALUE else low, None if high >= MAX_VALUE else high)


def solve_value(state: State) -> int:
    """The open-hands game value for Re of `state` (announcements as they stand, no more)."""
    return Solver(state).value()


def solve(state: State, with_line: bool = True, budget: float = 0.0, with_cards: bool = False) -> Solution:
    """The open-hands value for Re of `state`, one optimal line, nodes and seconds; with
    `with_cards`, also Re's value after each legal card of the seat on turn. With `budget`
    (seconds), SolveTimeout when it takes longer."""
    start = time.perf_counter()
    solver = Solver(state, budget=budget)
    v = solver.value()
    cards = solver.card_values(v) if with_cards else {}
    line = solver.line(v) if with_line else []
    return Solution(v, line, solver.nodes, time.perf_counter() - start, cards)


def solve_cards(state: State) -> dict[int, int]:
    """Re's open-hands game value after each legal card of the seat on turn (card id -> value)."""
    solver = Solver(state)
    return solver.card_values(solver.value())


def state_at_trick(deal, log, trick: int, card: int = 1) -> State:
    """The kernel state before the `card`-th card (1-4) of `trick` (both 1-based) of a logged
    game: the log's cards before it and the announcements made before that card, no later ones.
    Without a log (None), the deal's first trick with no announcements. Raises
    IllegalEventError for a bad log (with its event_index)."""
    from dokodesk.rules.cards import Card
    from dokodesk.rules.game import Game, parse_event

    if log is None:
        return Game(deal).state
    prefix = []
    cards = 0
    for token in log:
        what = parse_event(token)[1]
        if isinstance(what, Card):
            if cards == (trick - 1) * 4 + card - 1:
                break
            cards += 1
        prefix.append(token)
    return Game.replay(deal, prefix).state


def random_position(rng: random.Random, tricks_left: int, cards: int = 48, call_rate: float = 0.0) -> State:
    """A state at the start of a trick with `tricks_left` tricks to go, after random legal play
    (and, with `call_rate`, random legal announcements) from a random deal."""
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules.cards import RULES_40, RULES_48

    deal = generate_deals(1, rng.getrandbits(64), RULES_40 if cards == 40 else RULES_48)[0]
    st = State(deal)
    while st.n_tricks - st.tricks_done > tricks_left or st.trick_size:
        if call_rate and rng.random() < call_rate:
            seat = rng.randrange(4)
            levels = st.legal_calls(seat)
            if levels:
                st.push_call(seat, rng.choice(levels))
                continue
        st.play_fast(rng.choice(st.legal_cards()))
    return st


BENCH_SEED = 18
BENCH_TRICKS_LEFT = 4  # the start of trick 9 of a 48-card game (16 cards left): a pass is short


def bench_positions(count: int = 10, tricks_left: int = BENCH_TRICKS_LEFT, seed: int = BENCH_SEED) -> list[State]:
    rng = random.Random(seed)
    return [random_position(rng, tricks_left) for _ in range(count)]


def bench_nodes_per_s(seconds: float = 2.0, positions: list[State] | None = None) -> float:
    """Nodes per second of the open-hands solver on one core: whole solves (`Solver.value`) of
    fixed random positions from the start of trick 9; a node is one card played in the search.
    The best of passes for about `seconds` (the machine may be shared: the least disturbed pass
    is the steadiest estimate of the speed of this build)."""
    if positions is None:
        positions = bench_positions()
    best = 0.0
    spent = 0.0
    while spent < seconds or best == 0.0:
        nodes = 0
        start = time.process_time()  # CPU time, as the rest of dokodesk bench
        for st in positions:
            solver = Solver(st)
            solver.value()
            nodes += solver.nodes
        elapsed = time.process_time() - start
        spent += elapsed
        best = max(best, nodes / max(elapsed, 1e-9))
    return best


__all__ = ["Solution", "SolveTimeout", "Solver", "bench_nodes_per_s", "random_position", "solve", "solve_cards",
           "solve_value", "state_at_trick"]
