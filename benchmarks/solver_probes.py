"""Where an open-hands solve spends its nodes: the zero-window searches (probes) of MTD(f) one by
one, on the bench's fixed positions (seed 2026, four `strong` bots, the first card of trick K,
as benchmarks/solver_positions.py). Per position: the value, CPU seconds, the table's entries
and each probe as (beta, result, nodes): "can Re reach beta?" and what the search returned.

The probes are the ones `Solver.value` makes (the same first guess, the same steps), so the sum
of their nodes is the solve's. Deterministic: two builds compare exactly.

With --table (the interpreted solver: DOKODESK_KERNEL=python), the transposition table's hit
rate instead, per trick: each trick boundary the search reaches (above the plain search of the
last two tricks) by what the table held for it: the entry of its cards, leader, schwarz status
and Re's Augen so far ("exact"), only entries of the same cards with other Augen so far
("other_augen", which bound it one way each: fewer Augen from below, more from above), or none;
and whether their bounds (with the static bounds) ended it or it was searched. Two ceilings for
a table whose entries bound the Augen still to come (one entry for every Augen so far): the
nodes below the outermost boundaries that had only other-Augen entries and were searched, and
of those the nodes where such an entry's bound, moved to this position's Augen, is on the side
the search found (what an entry would give if its Augen margin covered the difference).

Run: python benchmarks/solver_probes.py 6:10 [5:10]
     DOKODESK_KERNEL=python python benchmarks/solver_probes.py --table 7:20 [6:10]
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time

from solver_positions import specs_and_games

from dokodesk.bots.solve_cli import start_state
from dokodesk.bots import solver as solver_module
from dokodesk.bots.solver import Solver

UNBOUNDED = 1000  # the solver's INF: beyond any game value


def probes(solver: Solver) -> tuple[int, list[tuple[int, int, int]]]:
    """Solver.value's MTD(f), step by step: (value, [(beta, result, nodes), ...])."""
    g = solver.guess() + 1
    low, high = -UNBOUNDED, UNBOUNDED
    out = []
    while low < high:
        beta = g + 1 if g <= low else g
        beta = min(beta, high)
        before = solver.nodes
        g = solver.search(beta - 1, beta)
        out.append((beta, g, solver.nodes - before))
        if g >= beta:
            low = g
        else:
            high = g
    return low, out


class TableCounts:
    """Wraps the interpreted Solver.search to classify every trick boundary it meets (see the
    module's docstring); `counts` by (kind, ended or searched), `nodes` the two ceilings."""

    def __init__(self):
        self.counts: collections.Counter = collections.Counter()
        self.below_other = 0  # nodes below the outermost searched boundaries with only other-Augen entries
        self.moved_bound_fits = 0  # of those, where an other-Augen entry's bound is on the found side
        self.inside = False
        self.search = Solver.search

    def wrapped(self, solver: Solver, alpha: int, beta: int) -> int:
        st = solver.st
        if st.turn < 0 or st.trick_size or st.tricks_done >= solver.n_tricks - solver_module.SMALL_TRICKS:
            return self.search(solver, alpha, beta)
        tt = solver.tt
        re_tricks = st.trick_counts[0]
        status = (1 if re_tricks else 0) + (2 if st.tricks_done > re_tricks else 0)
        augen = st.augen[0]
        solver._relative_key()  # as _entry makes the key
        a = solver.key_a
        b = solver.key_b | (status << 32) | (st.turn << 34) | solver_module._USED
        h = tt.slot_of(a, b)
        exact, others = False, []
        for i in range(solver_module._PROBE):
            slot = (h + i) & tt.mask
            if tt.key_b[slot] == 0:
                break
            if tt.key_b[slot] == b and tt.key_a[slot] == a:
                if tt.augen[slot] == augen:
                    exact = True
                else:
                    others.append((tt.augen[slot], tt.low[slot], tt.high[slot]))
        kind = "exact" if exact else "other_augen" if others else "none"
        outer = kind == "other_augen" and not self.inside
        before = solver.nodes
        shift = solver._specials_net()
        if outer:
            self.inside = True
        try:
            v = self.search(solver, alpha, beta)
        finally:
            if outer:
                self.inside = False
        searched = solver.nodes != before
        self.counts[(kind, "searched" if searched else "ended")] += 1
        if outer and searched:
            self.below_other += solver.nodes - before
            if any((other > augen and low + shift >= beta and v >= beta)
                   or (other < augen and high + shift <= alpha and v <= alpha) for other, low, high in others):
                self.moved_bound_fits += solver.nodes - before
        return v


def table_hits(specs, games) -> None:
    if not isinstance(Solver.__dict__.get("search"), type(table_hits)):
        sys.exit("--table needs the interpreted solver: run with DOKODESK_KERNEL=python")
    for trick, deals in specs:
        counts = TableCounts()
        Solver.search = lambda solver, alpha, beta: counts.wrapped(solver, alpha, beta)
        nodes = 0
        try:
            for deal, log in games[:deals]:
                solver = Solver(start_state(deal, log, trick))
                solver.value()
                nodes += solver.nodes
        finally:
            Solver.search = counts.search
        total = sum(counts.counts.values())
        print(json.dumps({"trick": trick, "deals": deals, "nodes": nodes, "boundaries": total,
                          "share": {f"{k} {e}": round(n / total, 4) for (k, e), n in sorted(counts.counts.items())},
                          "nodes_below_other_augen_searched": counts.below_other,
                          "of_which_a_moved_bound_fits": counts.moved_bound_fits}), flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("specs", nargs="+", help="TRICK:DEALS")
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--table", action="store_true", help="the table's hit rate (interpreted solver) instead")
    args = p.parse_args()
    specs, games = specs_and_games(args)
    if args.table:
        table_hits(specs, games)
        return
    for trick, deals in specs:
        for number, (deal, log) in enumerate(games[:deals]):
            solver = Solver(start_state(deal, log, trick))
            start = time.process_time()
            value, steps = probes(solver)
            print(json.dumps({"trick": trick, "deal": number, "value": value,
                              "cpu_s": round(time.process_time() - start, 3), "entries": solver.tt.used,
                              "probes": steps}), flush=True)


if __name__ == "__main__":
    main()
