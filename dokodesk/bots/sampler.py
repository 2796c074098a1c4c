"""Deals consistent with one seat's `PlayerView`: the inference and the sampler of the expert.

`PublicInfo.from_view` collects what the seat may know (its own hand, every card played and by
whom, the voids shown, the parties shown by a Kreuz Dame or an announcement, the
announcements themselves). Nothing else enters: the view is the only input, so a sample can
never depend on a hidden card.

`DealSampler` draws complete deals (the other three hands now) from that information:

- the Re pair is one of the pairs consistent with what was shown (a Kreuz Dame played or `re`
  said: Re; `kontra` said: Kontra; the seat itself by its own cards);
- each Re seat that has not shown its Kreuz Dame holds exactly one (Dodge deals split them),
  Kontra seats hold none;
- a seat that did not follow a suit (or trump) holds none of it;
- otherwise every physical deal is equally likely (the prior of a shuffled deck), so pairs and
  suit lengths come out with their true posterior odds. Cheap shuffles are tried first and
  rejected when they break a void; when voids make that wasteful, an exact count of the
  consistent deals (dynamic programming over the four follows) is sampled from instead.
- Announcements are evidence: a seat that said Re or Kontra probably holds a strong hand, so a
  sample is kept with a probability that grows with that seat's `hand_strength` in it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from itertools import combinations

from dokodesk.rules import PlayerView
from dokodesk.rules.cards import FOLLOW, KREUZ_DAME, N_KINDS
from dokodesk.rules.deal import KONTRA, RE
from dokodesk.rules.kernel import FOLLOW_IDS, TRUMP

QC = KREUZ_DAME.id
_FOLLOW_KINDS = FOLLOW_IDS

# Announcement evidence: P(keep sample) = sigmoid((strength - centre) / scale), with the centre
# a little below the strong bot's thresholds (people announce with a range of hands).
_ANSAGE_CENTRE = {RE: 9.5, KONTRA: 11.5}
_ANSAGE_SCALE = 1.0


@dataclass(frozen=True)
class Event:
    """One public event in the order the State replays it: a card or a call (level)."""

    seat: int
    card: int = -1  # card id, or -1 for a call
    level: int = 0  # announcement level for a call

    @property
    def is_card(self) -> bool:
        return self.card >= 0


class PublicInfo:
    """What one seat knows of a game: built from its `PlayerView` only."""

    __slots__ = ("seat", "party", "cards", "hand_size", "dealer", "mine", "played_by", "unseen",
                 "held", "void", "shown_qc", "known", "events", "announced")

    def __init__(self, view: PlayerView):
        facts = view.facts  # voids, Kreuz Damen shown, parties: the one source (rules.facts)
        self.seat = view.seat
        self.party = view.party
        self.cards = view.ruleset.cards
        self.hand_size = view.ruleset.hand_size
        self.dealer = view.dealer
        self.mine = facts.mine
        self.unseen = facts.unseen
        self.void = facts.void
        self.shown_qc = facts.shown_qc
        self.known = facts.known
        self.held = tuple(view.cards_held)
        played_by = [[0] * N_KINDS for _ in range(4)]
        cards_in_order: list[tuple[int, int]] = []
        for trick in view.tricks + (view.current_trick,):
            for s, card in trick.cards:
                played_by[s][card.id] += 1
                cards_in_order.append((s, card.id))
        self.played_by = played_by
        self.announced: list[tuple[int, int, int]] = [  # (seat, party, cards held) Ansagen only
            (a.seat, a.party, a.cards_in_hand) for a in view.announcements if a.call.level == 1]
        self.events = _events(cards_in_order, view.announcements, self.hand_size)

    @classmethod
    def from_view(cls, view: PlayerView) -> "PublicInfo":
        return cls(view)

    def re_pairs(self) -> list[tuple[int, int]]:
        """The Re pairs consistent with the parties shown (the seat's own party included)."""
        out = []
        for pair in combinations(range(4), 2):
            if any((s in pair) != (p == RE) for s, p in self.known.items()):
                continue
            out.append(pair)
        return out


def _events(cards_in_order: list[tuple[int, int]], announcements, hand_size: int) -> list[Event]:
    """The public history as one sequence: each call is placed before the announcer's next card
    once the announcer holds the number of cards it held when it called (the view keeps that
    count). Calls keep their order, so a replay judges each one as the table did."""
    held = [hand_size] * 4
    pending = list(announcements)
    events: list[Event] = []

    def flush() -> None:
        while pending and held[pending[0].seat] == pending[0].cards_in_hand:
            a = pending.pop(0)
            events.append(Event(a.seat, -1, a.call.level))

    for s, cid in cards_in_order:
        flush()
        events.append(Event(s, cid))
        held[s] -= 1
    flush()
    for a in pending:  # cannot happen for a view of a real game; keep the calls anyway
        events.append(Event(a.seat, -1, a.call.level))
    return events


def _multinomial(n: int, parts: tuple[int, ...]) -> float:
    out = math.factorial(n)
    for p in parts:
        out //= math.factorial(p)
    return float(out)


class _PairModel:
    """The consistent deals for one Re pair: who holds the unseen Kreuz Damen, the other
    unseen cards by follow, and each other seat's capacity for them."""

    def __init__(self, info: PublicInfo, pair: tuple[int, int]):
        self.pair = pair
        self.others = [s for s in range(4) if s != info.seat]
        unseen = info.unseen
        qc_holders = [s for s in pair if s != info.seat and not info.shown_qc[s]]
        self.qc_holders = qc_holders
        cap = {s: info.held[s] for s in self.others}
        self.feasible = len(qc_holders) == unseen[QC]
        for s in qc_holders:
            cap[s] -= 1
            if info.void[s][TRUMP] or cap[s] < 0:
                self.feasible = False
        self.cap = cap
        # Physical cards by follow, the Kreuz Damen set aside.
        self.pools = [[k for k in _FOLLOW_KINDS[f] if k != QC for _ in range(unseen[k])] for f in range(4)]
        self.void = info.void
        total = sum(len(p) for p in self.pools)
        if sum(cap.values()) != total:
            self.feasible = False
        # Shuffles of the rest among the capacities (voids ignored): the proposal's weight.
        self.unconstrained = _multinomial(total, tuple(cap.values())) if self.feasible else 0.0
        self._table: dict | None = None

    # -- exact count by dynamic programming over the follows ------------------------------
    def _ways(self, f: int, ra: int, rb: int) -> float:
        table = self._table
        key = (f, ra, rb)
        got = table.get(key)
        if got is not None:
            return got
        a, b, c = self.others
        if f == 4:
            value = 1.0 if ra == 0 and rb == 0 else 0.0
        else:
            n = len(self.pools[f])
            rc = sum(len(p) for p in self.pools[f:]) - ra - rb
            value = 0.0
            if rc >= 0:
                for xa, xb, xc in self._splits(f, n, ra, rb, rc):
                    rest = self._ways(f + 1, ra - xa, rb - xb)
                    if rest:
                        value += _multinomial(n, (xa, xb, xc)) * rest
        table[key] = value
        return value

    def _splits(self, f: int, n: int, ra: int, rb: int, rc: int):
        a, b, c = self.others
        void = self.void
        max_a = 0 if void[a][f] else min(n, ra)
        max_b = 0 if void[b][f] else min(n, rb)
        for xa in range(max_a + 1):
            for xb in range(min(max_b, n - xa) + 1):
                xc = n - xa - xb
                if xc > rc or (xc and void[c][f]):
                    continue
                yield xa, xb, xc

    def exact_count(self) -> float:
        if not self.feasible:
            return 0.0
        if self._table is None:
            self._table = {}
        a, b, _ = self.others
        return self._ways(0, self.cap[a], self.cap[b])

    def draw_exact(self, rng: random.Random) -> list[list[int]]:
        """A uniformly random consistent deal (the other seats' hands), by the counts."""
        a, b, c = self.others
        ra, rb = self.cap[a], self.cap[b]
        hands = {s: [] for s in self.others}
        for f in range(4):
            pool = self.pools[f][:]
            n = len(pool)
            rc = sum(len(p) for p in self.pools[f:]) - ra - rb
            options = []
            for xa, xb, xc in self._splits(f, n, ra, rb, rc):
                w = self._ways(f + 1, ra - xa, rb - xb)
                if w:
                    options.append(((xa, xb, xc), _multinomial(n, (xa, xb, xc)) * w))
            x = rng.random() * sum(w for _, w in options)
            split = options[-1][0]
            for option, w in options:
                x -= w
                if x < 0:
                    split = option
                    break
            rng.shuffle(pool)
            xa, xb, _ = split
            hands[a] += pool[:xa]
            hands[b] += pool[xa:xa + xb]
            hands[c] += pool[xa + xb:]
            ra -= xa
            rb -= xb
        return [hands[s] for s in self.others]

    def draw_shuffle(self, rng: random.Random) -> list[list[int]] | None:
        """A shuffle dealt by capacity; None when it breaks a void (rejected)."""
        cards = [k for pool in self.pools for k in pool]
        rng.shuffle(cards)
        out = []
        start = 0
        void = self.void
        for s in self.others:
            n = self.cap[s]
            hand = cards[start:start + n]
            start += n
            vs = void[s]
            for k in hand:
                if vs[FOLLOW[k]]:
                    return None
            out.append(hand)
        return out


class DealSampler:
    """Draws the other hands (counts by kind, per seat) consistent with a `PublicInfo`."""

    SHUFFLE_TRIES = 12  # rejections of cheap shuffles before switching to exact counting

    def __init__(self, info: PublicInfo, use_announcements: bool = True):
        self.info = info
        self.models = [m for m in (_PairModel(info, p) for p in info.re_pairs()) if m.feasible]
        if not self.models:
            raise ValueError("no deal is consistent with this view")
        self.use_announcements = use_announcements and any(s != info.seat for s, _, _ in info.announced)
        self._exact = False
        self._exact_weights: list[float] | None = None

    def _pick(self, rng: random.Random, weights: list[float]) -> "_PairModel":
        x = rng.random() * sum(weights)
        for m, w in zip(self.models, weights):
            x -= w
            if x < 0:
                return m
        return self.models[-1]

    def _draw_consistent(self, rng: random.Random) -> tuple["_PairModel", list[list[int]]]:
        if not self._exact:
            weights = [m.unconstrained for m in self.models]
            for _ in range(self.SHUFFLE_TRIES):
                m = self._pick(rng, weights)
                hands = m.draw_shuffle(rng)
                if hands is not None:
                    return m, hands
            self._exact = True  # voids reject too often: count exactly from now on
        if self._exact_weights is None:
            self._exact_weights = [m.exact_count() for m in self.models]
            keep = [(m, w) for m, w in zip(self.models, self._exact_weights) if w > 0]
            if not keep:
                raise ValueError("no deal is consistent with this view")
            self.models = [m for m, _ in keep]
            self._exact_weights = [w for _, w in keep]
        m = self._pick(rng, self._exact_weights)
        return m, m.draw_exact(rng)

    def sample(self, rng: random.Random) -> list[list[int]]:
        """Current hands of all four seats as lists of card ids (the own hand as it is)."""
        info = self.info
        for attempt in range(40):
            m, hands = self._draw_consistent(rng)
            full: list[list[int]] = [[] for _ in range(4)]
            full[info.seat] = [k for k in range(N_KINDS) for _ in range(info.mine[k])]
            for s, hand in zip(m.others, hands):
                full[s] = hand + ([QC] if s in m.qc_holders else [])
            if not self.use_announcements or attempt == 39 or rng.random() < self._evidence(full):
                return full
        raise AssertionError("unreachable")

    def _evidence(self, hands: list[list[int]]) -> float:
        """Probability of keeping a sample: the announcers' hands in it should be strong."""
        from dokodesk.bots.strong import hand_strength

        info = self.info
        p = 1.0
        for seat, party, _cards in info.announced:
            if seat == info.seat:
                continue
            original = hands[seat] + [k for k in range(N_KINDS) for _ in range(info.played_by[seat][k])]
            strength = hand_strength(original, info.cards)
            p *= 1.0 / (1.0 + math.exp(-(strength - _ANSAGE_CENTRE[party]) / _ANSAGE_SCALE))
        return p

    def samples(self, n: int, rng: random.Random) -> list[list[list[int]]]:
        return [self.sample(rng) for _ in range(n)]
