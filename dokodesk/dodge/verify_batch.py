"""The numpy way of `dokodesk.dodge.verify`: a whole batch of logs checked with array
operations (used with the interpreted kernel, where replaying each log on a State is slow).

It states no rule of its own: the trick winner comes from the rules kernel's `BEATS` table
(applied to the four cards of every trick at once), the Sonderpunkte from its `CAUGHT`,
`DOPPELKOPF_AT` and `KARLCHEN_AT` tables, announcements from its `call_status`, and the game
value from the engine's `score`. What is written here is only the vectorised bookkeeping: turn
order, cards held, following (the kernel's `FOLLOW` classes).
"""

from __future__ import annotations

import itertools
from typing import Callable, Sequence

import numpy as np

from dokodesk.rules import Deal, Ruleset
from dokodesk.rules.cards import AUGEN, FOLLOW, N_KINDS
from dokodesk.rules.game import EVENT_CODES
from dokodesk.rules.kernel import (
    ANSAGE_WORD, BEATS, CALL_OK_LATE, CAUGHT, DOPPELKOPF_AT, KARLCHEN_AT, action_level, action_seat, call_status,
)
from dokodesk.rules.scoring import DOPPELKOPF, FUCHS_GEFANGEN, KARLCHEN as KARLCHEN_KEY
from dokodesk.rules.scoring import AUGEN_THRESHOLDS, GameSummary, score

_N_CARD_CODES = 4 * N_KINDS  # event codes 0..95 are cards (seat * 24 + card id), calls above (game.EVENT_CODES)

# The kernel's rule tables as arrays.
_AUGEN = np.array(AUGEN, dtype=np.int16)
_FOLLOW = np.array(FOLLOW, dtype=np.int8)
_BEATS = np.array(BEATS, dtype=bool)  # [led follow, best card, card]
_CAUGHT = np.array(CAUGHT, dtype=bool)  # [card, of the taking party]
_DOPPELKOPF_AT = np.array(DOPPELKOPF_AT, dtype=bool)  # [trick Augen]
_KARLCHEN_AT = np.array(KARLCHEN_AT, dtype=bool)  # [winning card of the last trick]


def verify_in_batches(deals: Sequence[Deal], deal_index: Sequence[int], logs: Sequence[Sequence[str]],
                      ok: list[bool], re_points: list[int], chunk: int,
                      progress: Callable[[int, int], None] | None = None) -> None:
    """Set `ok[i]` and `re_points[i]` for every legal complete log, `chunk` logs per numpy pass."""
    n = len(logs)
    ruleset = deals[0].ruleset
    ok_out = np.zeros(n, dtype=bool)
    points_out = np.zeros(n, dtype=np.int32)
    ctx = _DealArrays(deals)
    index = np.asarray(deal_index, dtype=np.int64)
    memo: dict[int, int] = {}  # situation key -> Re points
    for start in range(0, n, chunk):
        stop = min(n, start + chunk)
        _verify_chunk(ctx, ruleset, index[start:stop], logs[start:stop], ok_out[start:stop],
                      points_out[start:stop], memo)
        if progress is not None:
            progress(stop, n)
    ok[:] = ok_out.tolist()
    re_points[:] = points_out.tolist()


class _DealArrays:
    """Per deal: cards held per seat and kind, parties, the first leader (from each Deal's
    precomputed `card_ids` and `parties`, so the setup is a few array operations)."""

    def __init__(self, deals: Sequence[Deal]):
        d = len(deals)
        ids = np.frombuffer(b"".join([deal.card_ids for deal in deals]), dtype=np.uint8).reshape(d, 4, -1)
        where = (np.arange(d)[:, None, None] * 4 + np.arange(4)[None, :, None]) * N_KINDS + ids
        self.counts = np.bincount(where.ravel(), minlength=d * 4 * N_KINDS).reshape(d, 4, N_KINDS)
        self.parties = np.array([deal.parties for deal in deals], dtype=np.int8)
        self.leader = (np.array([deal.dealer for deal in deals], dtype=np.int8) + 1) % 4


def _verify_chunk(ctx: _DealArrays, ruleset: Ruleset, deal_index: np.ndarray, logs: Sequence[Sequence[str]],
                  ok_out: np.ndarray, points_out: np.ndarray, memo: dict) -> None:
    n_cards, n_tricks, hand_size = ruleset.cards, ruleset.tricks, ruleset.hand_size
    n_logs = len(logs)
    lengths = np.fromiter(map(len, logs), dtype=np.int64, count=n_logs)
    try:  # None (not a token) raises TypeError
        flat = np.fromiter(map(EVENT_CODES.get, itertools.chain.from_iterable(logs)), dtype=np.int16,
                           count=int(lengths.sum()))
    except TypeError:  # a None above, or an event that is not even hashable (a list, say)
        flat = np.array([EVENT_CODES.get(t, -1) if isinstance(t, str) else -1
                         for t in itertools.chain.from_iterable(logs)], dtype=np.int16)
    offsets = np.cumsum(lengths) - lengths
    game_of = np.repeat(np.arange(n_logs), lengths)
    is_card = (flat >= 0) & (flat < _N_CARD_CODES)
    n_card_events = np.bincount(game_of[is_card], minlength=n_logs)
    unknown = np.bincount(game_of[flat < 0], minlength=n_logs) > 0
    has_calls = np.bincount(game_of[flat >= _N_CARD_CODES], minlength=n_logs) > 0
    last_is_card = np.zeros(n_logs, dtype=bool)
    has_events = lengths > 0
    last_is_card[has_events] = is_card[(offsets + lengths - 1)[has_events]]
    shaped = (n_card_events == n_cards) & ~unknown & last_is_card
    games = np.flatnonzero(shaped)
    if len(games) == 0:
        return
    cards = flat[is_card & shaped[game_of]].reshape(len(games), n_cards).astype(np.int64)
    d = deal_index[games]
    seat = cards // N_KINDS
    cid = cards % N_KINDS
    g = len(games)

    # Every card played exactly as often as the seat was dealt it (all cards get played).
    played = np.bincount((np.arange(g)[:, None] * _N_CARD_CODES + cards).ravel(),
                         minlength=g * _N_CARD_CODES).reshape(g, 4, N_KINDS)
    valid = (played == ctx.counts[d]).all(axis=(1, 2))

    # Following: a card of another class than the led one is legal only when the seat had no
    # card of the led class left. As every dealt card gets played (checked above), the seat
    # still held one exactly when it plays a card of that class later in the game.
    follow = _FOLLOW[cid]
    tricks_seat = seat.reshape(g, n_tricks, 4)
    tricks_cid = cid.reshape(g, n_tricks, 4)
    led = np.repeat(follow[:, ::4], 4, axis=1)  # the class led in each card's trick
    position = np.broadcast_to(np.arange(n_cards), (g, n_cards))
    last_play = np.full((g, 16), -1, dtype=np.int64)  # last position of each (seat, class)
    np.maximum.at(last_play, (np.repeat(np.arange(g), n_cards), (seat * 4 + follow).ravel()), position.ravel())
    still_held = np.take_along_axis(last_play, seat * 4 + led, axis=1) > position
    valid &= ~((follow != led) & still_held).any(axis=1)

    # Trick winners, by the kernel's rule: each later card takes the trick if it beats the
    # card holding it.
    trick_led = led.reshape(g, n_tricks, 4)[:, :, 0]
    win_pos = np.zeros((g, n_tricks), dtype=np.int64)
    best = tricks_cid[:, :, 0]
    for pos in range(1, 4):
        card = tricks_cid[:, :, pos]
        takes = _BEATS[trick_led, best, card]
        win_pos[takes] = pos
        best = np.where(takes, card, best)
    winner = np.take_along_axis(tricks_seat, win_pos[:, :, None], axis=2)[:, :, 0]

    # Turn order: the seat after the dealer leads, then clockwise; a trick's winner leads next.
    valid &= tricks_seat[:, 0, 0] == ctx.leader[d]
    valid &= (tricks_seat[:, :, 1:] == (tricks_seat[:, :, :-1] + 1) % 4).all(axis=(1, 2))
    valid &= (tricks_seat[:, 1:, 0] == winner[:, :-1]).all(axis=1)

    parties = ctx.parties[d]
    winner_party = np.take_along_axis(parties, winner, axis=1)  # (g, tricks)
    trick_augen = _AUGEN[tricks_cid].sum(axis=2)
    re_tricks = (winner_party == 0).sum(axis=1)
    re_augen = np.where(winner_party == 0, trick_augen, 0).sum(axis=1)
    doppelkopf = _DOPPELKOPF_AT[trick_augen]
    dk_re = (doppelkopf & (winner_party == 0)).sum(axis=1)
    dk_kontra = (doppelkopf & (winner_party == 1)).sum(axis=1)
    card_party = np.take_along_axis(parties, seat, axis=1).reshape(g, n_tricks, 4)
    caught = _CAUGHT[tricks_cid, (card_party == winner_party[:, :, None]).astype(np.int64)]
    fuchs_re = (caught & (winner_party[:, :, None] == 0)).sum(axis=(1, 2))
    fuchs_kontra = (caught & (winner_party[:, :, None] == 1)).sum(axis=(1, 2))
    karlchen_class = np.where(_KARLCHEN_AT[best[:, -1]], winner_party[:, -1] + 1, 0)  # best: the winning cards

    # Announcements: replayed in Python, only for the logs that have any.
    levels = np.zeros((g, 2), dtype=np.int64)
    for j in np.flatnonzero(valid & has_calls[games]):
        i = int(games[j])
        made = _judge_calls(flat[offsets[i]:offsets[i] + lengths[i]].tolist(), parties[j], hand_size)
        if made is None:
            valid[j] = False
        else:
            levels[j] = made

    # Score each distinct situation once with the engine's `score`. Augen matter only through
    # the thresholds of the rules, tricks only as none / some / all.
    augen_class = np.searchsorted(_AUGEN_BOUNDS, re_augen, side="right")
    trick_class = np.where(re_tricks == 0, 0, np.where(re_tricks == n_tricks, 2, 1))
    key = augen_class
    for column, size in ((trick_class, 3), (levels[:, 0], 6), (levels[:, 1], 6), (dk_re, 13), (dk_kontra, 13),
                         (fuchs_re, 3), (fuchs_kontra, 3), (karlchen_class, 3)):
        key = key * size + column
    rows = np.flatnonzero(valid)
    if len(rows) == 0:
        return
    unique_keys, first, inverse = np.unique(key[rows], return_index=True, return_inverse=True)
    values = np.empty(len(unique_keys), dtype=np.int32)
    for u, (k, j) in enumerate(zip(unique_keys.tolist(), rows[first].tolist())):
        value = memo.get(k)
        if value is None:
            summary = _summary(int(re_augen[j]), int(re_tricks[j]), n_tricks, levels[j], int(dk_re[j]),
                               int(dk_kontra[j]), int(fuchs_re[j]), int(fuchs_kontra[j]), int(karlchen_class[j]) - 1)
            value = memo[k] = score(summary).re_points
        values[u] = value
    ok_out[games[rows]] = True
    points_out[games[rows]] = values[inverse.ravel()]


# Every Re Augen count at which a rule of scoring changes its verdict (scoring.AUGEN_THRESHOLDS):
# a threshold a for Re is Re >= a; for Kontra, Kontra >= a <=> Re <= 240 - a <=> not Re >= 241 - a.
_TOTAL_AUGEN = 2 * sum(AUGEN)  # 240, in both decks (the Neunen have none)
_AUGEN_BOUNDS = np.array(sorted(AUGEN_THRESHOLDS | {_TOTAL_AUGEN + 1 - a for a in AUGEN_THRESHOLDS}))


def _judge_calls(codes: list[int], parties: np.ndarray, hand_size: int) -> list[int] | None:
    """Replay the announcements of a log whose cards are legal; None at the first refused call."""
    held = [hand_size] * 4
    levels = [0, 0]
    late = [False, False]
    for code in codes:
        if code < _N_CARD_CODES:
            held[code // N_KINDS] -= 1
            continue
        if code >= ANSAGE_WORD:  # "re" or "kontra": the Ansage, said with a party's word
            seat, level = (code - ANSAGE_WORD) >> 1, 1
            if (code - ANSAGE_WORD) & 1 != parties[seat]:
                return None  # "re" said by Kontra or "kontra" by Re
        else:
            seat, level = action_seat(code), action_level(code)
        party = int(parties[seat])
        status = call_status(level, levels[party], levels[1 - party], late[party], held[seat], hand_size)
        if status.__class__ is not int:
            return None
        levels[party] = level
        late[party] = late[party] or status == CALL_OK_LATE
    return levels


def _summary(re_augen: int, re_tricks: int, n_tricks: int, levels, dk_re: int, dk_kontra: int,
             fuchs_re: int, fuchs_kontra: int, karlchen_party: int) -> GameSummary:
    specials = ([(0, DOPPELKOPF)] * dk_re + [(1, DOPPELKOPF)] * dk_kontra + [(0, FUCHS_GEFANGEN)] * fuchs_re
                + [(1, FUCHS_GEFANGEN)] * fuchs_kontra + ([(karlchen_party, KARLCHEN_KEY)] if karlchen_party >= 0 else []))
    return GameSummary((re_augen, 240 - re_augen), (re_tricks, n_tricks - re_tricks),
                       (int(levels[0]), int(levels[1])), tuple(specials))
