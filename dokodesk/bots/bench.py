"""`dokodesk bench`: how fast this build runs the rules kernel and the endgame search.

- `playouts_per_s`: `random_playouts` (dokodesk.rules.random_play): each playout deals a fresh
  random deal, plays random legal cards to the end and scores the game.
- `solver_nodes_per_s`: `solver_nodes_per_s` below. It measures the exact endgame search the
  expert uses today (`dokodesk.bots.search.solve`, alpha-beta over the last tricks, all hands
  open) from the start of trick 10 (12 cards left) of random games. A node is a position the
  search visits: one card played (`play_fast`) inside the search. The open-hands solver of
  `dokodesk solve` replaces this function when it lands.

Times are the CPU time of this process (`time.process_time`), and each figure is the best of
several batches: on a shared machine wall time also counts the waiting for a core, and the least
disturbed batch is the steadiest estimate of the speed of this build.
"""

from __future__ import annotations

import random
import time

from dokodesk._native import kernel_kind
from dokodesk.rules.random_play import random_deal, random_playouts

PLAYOUT_SEED = 2026
SOLVER_SEED = 18
SOLVER_CARDS_LEFT = 12  # the start of trick 10 of a 48-card game


def _best_rate(run, work: int, seconds: float) -> float:
    """Items per second: the best of batches of `work` items, batches for about `seconds`."""
    best = 0.0
    spent = 0.0
    while spent < seconds or best == 0.0:
        start = time.process_time()
        done = run(work)
        elapsed = time.process_time() - start
        spent += elapsed
        best = max(best, done / max(elapsed, 1e-9))
    return best


def _batch(run, target: float = 0.2) -> int:
    """A batch size that takes about `target` seconds."""
    n = 1
    while True:
        start = time.process_time()
        run(n)
        if time.process_time() - start >= target / 4 or n >= 1 << 24:
            return max(1, int(n * target / max(time.process_time() - start, 1e-9)))
        n *= 4


def playouts_per_s(seconds: float = 2.0) -> float:
    rng = random.Random(PLAYOUT_SEED)

    def run(n: int) -> int:
        random_playouts(n, rng)
        return n
    return _best_rate(run, _batch(run), seconds)


def _endgames(count: int, cards_left: int = SOLVER_CARDS_LEFT, seed: int = SOLVER_SEED) -> list:
    """Positions of random games (random cards) with `cards_left` cards in the hands."""
    from dokodesk.rules.kernel import State
    from dokodesk.rules.random_play import randbelow

    rng = random.Random(seed)
    out = []
    for _ in range(count):
        state = State(random_deal(rng))
        while sum(state.held) > cards_left:
            legal = state.legal_cards()
            state.play_fast(legal[randbelow(rng, len(legal))])
        out.append(state)
    return out


def solver_nodes_per_s(seconds: float = 2.0) -> float:
    """Nodes per second of the exact endgame search (see the module doc)."""
    from dokodesk.bots.search import solve
    from dokodesk.rules.kernel import State

    class CountingState(State):
        """Counts the cards the search plays; used for one counting pass, not timed."""

        nodes = 0

        def play_fast(self, cid: int) -> None:
            CountingState.nodes += 1
            State.play_fast(self, cid)

    positions = _endgames(40)
    counting = []
    for state in positions:
        twin = CountingState(state.deal)
        for action in state.history:
            twin.push(action)
        counting.append(twin)
    CountingState.nodes = 0
    values = [solve(state) for state in counting]
    nodes = CountingState.nodes
    # Whole passes over the positions, so every timed batch does the counted work.
    best = 0.0
    spent = 0.0
    while spent < seconds or best == 0.0:
        start = time.process_time()
        again = [solve(state) for state in positions]
        elapsed = time.process_time() - start
        spent += elapsed
        assert again == values, "the search must be deterministic"
        best = max(best, nodes / max(elapsed, 1e-9))
    return best


def bench(seconds: float = 2.0) -> dict:
    return {"kernel": kernel_kind(), "playouts_per_s": round(playouts_per_s(seconds)),
            "solver_nodes_per_s": round(solver_nodes_per_s(seconds))}
