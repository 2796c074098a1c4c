"""Verify many game logs at once: legality of every event and the game value.

The readable `dokodesk.rules.Game` replays one log event by event. With the compiled kernel,
this module replays each log on a kernel `State` (`State.replay`: the kernel's own checks, a
few microseconds a game), and numpy is not even imported. The interpreted kernel would take
about 100 times as long, so then `dokodesk.dodge.verify_batch` checks the whole batch with
numpy array operations instead. Either way, only for logs found illegal does it replay them
through `Game` to name the first illegal event in the engine's words. Tests pin both ways to
`Game` on fuzzed logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from dokodesk._native import kernel_kind
from dokodesk.rules import Deal, IllegalEventError, LogError
from dokodesk.rules.game import EVENT_CODES
from dokodesk.rules.kernel import State

CHUNK = 8192  # games between two progress reports (and per numpy pass: bounds memory at a few MB)


@dataclass
class VerifyResult:
    """Per log: `ok`, the recomputed `re_points` (valid where ok), and for illegal logs the
    engine's error with its `event_index` (a log that ends early is at fault at its length)."""

    ok: list[bool]
    re_points: list[int]
    errors: dict[int, IllegalEventError] = field(default_factory=dict)


def verify_logs(deals: Sequence[Deal], deal_index: Sequence[int], logs: Sequence[Sequence[str]],
                progress: Callable[[int, int], None] | None = None, by_replay: bool | None = None) -> VerifyResult:
    """Check `logs[i]` as a complete game of `deals[deal_index[i]]`. All deals share a ruleset.
    `progress(done, total)` is called after each chunk of CHUNK logs when given. `by_replay`:
    replay each log on a kernel State (the default with the compiled kernel) or check in numpy
    batches (the default with the interpreted one); tests run both."""
    n = len(logs)
    ok, re_points = [False] * n, [0] * n
    if n == 0:
        return VerifyResult(ok, re_points)
    ruleset = deals[0].ruleset
    if any(d.ruleset is not ruleset and d.ruleset != ruleset for d in deals):
        raise ValueError("all deals of one verification must share a ruleset")
    if by_replay is None:
        by_replay = kernel_kind() == "compiled"
    if by_replay:
        _replay_all(deals, deal_index, logs, ok, re_points, progress)
    else:
        from dokodesk.dodge.verify_batch import verify_in_batches  # numpy only here

        verify_in_batches(deals, deal_index, logs, ok, re_points, CHUNK, progress)
    result = VerifyResult(ok, re_points)
    for i in range(n):
        if not ok[i]:
            result.errors[i] = first_error(deals[deal_index[i]], logs[i])
    return result


def _replay_all(deals: Sequence[Deal], deal_index: Sequence[int], logs: Sequence[Sequence[str]],
                ok: list[bool], re_points: list[int], progress: Callable[[int, int], None] | None) -> None:
    """Each log replayed on a fresh State of its deal: legal when every event is and the game
    is over at its end."""
    n = len(logs)
    codes = EVENT_CODES
    for start in range(0, n, CHUNK):
        stop = min(n, start + CHUNK)
        for i in range(start, stop):
            state = State(deals[deal_index[i]])
            try:
                fault = state.replay(logs[i], codes)
            except TypeError:  # the log is not even a list of events
                continue
            if fault < 0 and state.turn < 0:
                ok[i] = True
                re_points[i] = state.re_points()
        if progress is not None:
            progress(stop, n)


def first_error(deal: Deal, log: Sequence[str]) -> IllegalEventError:
    """The engine's verdict on an illegal log: its first illegal event, or its early end."""
    from dokodesk.rules.game import Game  # only for illegal logs

    try:
        game = Game.replay(deal, log)
    except IllegalEventError as exc:
        return exc
    if not game.is_over:
        error = LogError("incomplete", f"the log ends after {len(game.tricks)} of "
                         f"{deal.ruleset.tricks} tricks; a log holds the whole game")
        error.event_index = len(log)
        return error
    raise AssertionError(f"verifier and engine disagree on a legal log: {log!r}")
