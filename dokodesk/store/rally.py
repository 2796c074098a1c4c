"""A club's rally on one set, without a database: every result ranked against the rest of its
deal's field, and every named player's Dodge points, rating and star change.

The results of a deal are the set file's results in file order, followed by those of each
results file in the order given; a result's `index` is its place in that combined list. Each
result is ranked against the other results of its deal (`dodge.points.rank_set`): its Re pair
gets `re_dodge`, its Kontra pair `kontra_dodge` (= -re_dodge). A result alone on its deal has
no field: both are None, and its players' game is pending (not counted, no penalty relief;
see `dodge.points.set_rating`).

Players come from a result's `players` (seat order 0..3); the Re seats are the two holding a
Kreuz Dame in the deal. Everyone starts with one star (`STARTING_STARS`).

Each participant plays each deal once (seed 001): a player's first result on a deal (in the
order above) counts for them; a later one, or a second seat at one table, is reported in
`warnings` and not counted for that player. The result still counts in the field and for the
other players at its table. The results of a set file whose field is "simulated" (`dokodesk
simulate -o`) rank in the field, but their players are bot names: nobody is rated for them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from dokodesk.dodge.model import DodgeSet, FieldResult, ResultsFile
from dokodesk.dodge.points import STARTING_STARS, SetRating, rank_set, set_rating, stars_delta
from dokodesk.rules import RE


@dataclass(frozen=True, slots=True)
class RankedResult:
    deal: int
    index: int  # place in the deal's combined results list, from 0
    result: FieldResult
    re_dodge: float | None  # None: no field (the deal's only result)
    kontra_dodge: float | None

    def to_json(self) -> dict:
        return {"deal": self.deal, "result": self.index, "re_dodge": self.re_dodge,
                "kontra_dodge": self.kontra_dodge}


@dataclass(frozen=True, slots=True)
class PlayerRally:
    name: str
    rating: SetRating
    stars_delta: int

    @property
    def games(self) -> int:
        return self.rating.games

    def to_json(self) -> dict:
        r = self.rating
        return {"name": self.name, "games": r.games, "dodge_points": r.dodge_points, "penalty": r.penalty,
                "rating": r.rating, "stars_delta": self.stars_delta}


@dataclass
class Rally:
    set_id: str
    results: list[RankedResult]
    players: list[PlayerRally]  # best rating first, then by name
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"results": [r.to_json() for r in self.results], "players": [p.to_json() for p in self.players]}


def _none_if_nan(value: float) -> float | None:
    return None if math.isnan(value) else float(value)


def rally(dodge_set: DodgeSet, results_files: Sequence[ResultsFile] = ()) -> Rally:
    """Rank all results of the set and of the results files (which must be for this set)."""
    combined: dict[int, list[FieldResult]] = {d.number: list(d.results) for d in dodge_set.deals}
    for results_file in results_files:
        if results_file.set_id != dodge_set.id:
            raise ValueError(f"results for set {results_file.set_id!r} do not belong to set {dodge_set.id!r}")
        for number, result in results_file.results:
            if number not in combined:
                raise ValueError(f"set {dodge_set.id} has no deal {number}")
            combined[number].append(result)
    entries = [(number, index, result) for number in sorted(combined)
               for index, result in enumerate(combined[number])]
    deal_index = np.array([e[0] for e in entries], dtype=np.int64)
    re_points = np.array([e[2].re_points for e in entries], dtype=np.int64)
    re_dodge, kontra_dodge = rank_set(deal_index, re_points)
    ranked = [RankedResult(number, index, result, _none_if_nan(re), _none_if_nan(kontra))
              for (number, index, result), re, kontra in zip(entries, re_dodge.tolist(), kontra_dodge.tolist())]

    warnings: list[str] = []
    per_player: dict[str, list[float | None]] = {}
    deals_of: dict[str, set[int]] = {}
    parties = {d.number: d.deal.parties for d in dodge_set.deals}
    repeats: dict[str, list[int]] = {}
    # A simulated field's `players` are bot names, not club members: ranked, but nobody rated.
    bots_of_set = {d.number: len(d.results) for d in dodge_set.deals} if dodge_set.field == "simulated" else {}
    if any(r.players for d in dodge_set.deals if bots_of_set for r in d.results):
        warnings.append(f"set {dodge_set.id} has a simulated field: its results count in the field, but its "
                        "bot names are not rated as players")
    for r in ranked:
        names = r.result.players
        if names is None or r.index < bots_of_set.get(r.deal, 0):
            continue
        if len(set(names)) != len(names):
            warnings.append(f"deal {r.deal}, result {r.index}: a player sits at two seats ({', '.join(names)})")
        for seat, name in enumerate(names):
            played = deals_of.setdefault(name, set())
            if r.deal in played:
                repeats.setdefault(name, []).append(r.deal)
                continue
            played.add(r.deal)
            per_player.setdefault(name, []).append(r.re_dodge if parties[r.deal][seat] == RE else r.kontra_dodge)
    for name, deals in repeats.items():
        shown = ", ".join(map(str, sorted(set(deals))[:10])) + (", …" if len(set(deals)) > 10 else "")
        warnings.append(f"{name} played {len(deals)} game(s) on a deal again (deal {shown}); each deal counts "
                        "once per player, so only the first game counts")
    players = []
    for name, values in per_player.items():
        rating = set_rating(values)
        players.append(PlayerRally(name, rating, stars_delta(STARTING_STARS, rating.rating)))
    players.sort(key=lambda p: (-p.rating.rating, p.name))
    return Rally(dodge_set.id, ranked, players, list(dict.fromkeys(warnings)))
