"""Winner and game value by the DDV tournament rules (rules.md, seed 004).

`score` works on a small summary of a finished game, so the readable `Game` and the fast log
verifier share one implementation of every rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from dokodesk.rules.deal import KONTRA, PARTY_NAMES, RE

# Sonderpunkt keys, as collected trick by trick.
DOPPELKOPF, FUCHS_GEFANGEN, KARLCHEN = "doppelkopf", "fuchs_gefangen", "karlchen"

_ABSAGE_NAMES = {2: "keine 90", 3: "keine 60", 4: "keine 30", 5: "schwarz"}
# Augen a party needs against the other party's highest Absage (2..4); schwarz needs a trick.
_AGAINST = {2: 90, 3: 60, 4: 30}
# Augen a party needs to win after its own highest Absage (2..4); schwarz needs every trick.
_OWN = {2: 151, 3: 181, 4: 211}
# "reached against" points: (other party's level needed, Augen to reach, label).
_REACHED = ((2, 120, "120 gegen keine 90"), (3, 90, "90 gegen keine 60"),
            (4, 60, "60 gegen keine 30"), (5, 30, "30 gegen schwarz"))
# Augen to win without an Absage: 121, or 120 for the side a 120:120 goes to.
_WIN, _WIN_ON_TIE = 121, 120
_UNDER = (90, 60, 30)  # "unter 90 / 60 / 30": the loser (or, without a winner, the other side) below
# Every a at which some rule above asks whether a party has >= a (or < a) Augen: the verdict of
# `score` for given levels, tricks and Sonderpunkte changes only where one party's Augen cross one.
AUGEN_THRESHOLDS: frozenset[int] = frozenset(
    {_WIN, _WIN_ON_TIE, *_UNDER, *_AGAINST.values(), *_OWN.values(), *(augen for _, augen, _ in _REACHED)})

_LABELS = {
    "won": "gewonnen", "under_90": "unter 90", "under_60": "unter 60", "under_30": "unter 30",
    "schwarz": "schwarz", "re": "Re angesagt", "kontra": "Kontra angesagt",
    "gegen_die_alten": "gegen die Kreuz-Damen gewonnen", DOPPELKOPF: "Doppelkopf",
    FUCHS_GEFANGEN: "Fuchs gefangen", KARLCHEN: "Karlchen",
}


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One scored line of the DDV checklist, for the party that earned it."""

    party: int  # RE or KONTRA
    points: int
    key: str  # stable, e.g. "under_90", "absage_kontra_60", "reached_120"
    label: str  # German as players say it, e.g. "unter 90"

    def __str__(self) -> str:
        return f"{PARTY_NAMES[self.party]} +{self.points} {self.label}"


@dataclass(frozen=True, slots=True)
class GameSummary:
    """What scoring needs to know of a finished game (indexed by party: RE, KONTRA)."""

    augen: tuple[int, int]
    tricks: tuple[int, int]
    levels: tuple[int, int]  # announcement level made: 0 none, 1 Ansage, … 5 schwarz
    specials: tuple[tuple[int, str], ...] = ()  # (party, DOPPELKOPF | FUCHS_GEFANGEN | KARLCHEN)


@dataclass(frozen=True, slots=True)
class GameValue:
    """The result of a game: the winner (RE, KONTRA or None) and every line that scored."""

    winner: int | None
    lines: tuple[ScoreLine, ...]
    augen: tuple[int, int]
    tricks: tuple[int, int]

    def total(self, party: int) -> int:
        return sum(line.points for line in self.lines if line.party == party)

    @property
    def re_points(self) -> int:
        """The game value for Re: each Re player scores it, each Kontra player its negation."""
        return self.total(RE) - self.total(KONTRA)

    def player_points(self, parties: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        re = self.re_points
        return tuple(re if p == RE else -re for p in parties)  # type: ignore[return-value]

    def describe(self) -> str:
        who = "keiner" if self.winner is None else PARTY_NAMES[self.winner]
        lines = "; ".join(str(l) for l in self.lines)
        return f"Gewinner {who}, Augen {self.augen[0]}:{self.augen[1]}, Re {self.re_points:+d} ({lines})"


def requirement_met(party: int, summary: GameSummary) -> bool:
    """Whether `party` met its requirement (rules.md, "Who wins"), first rule that applies."""
    own, other = summary.levels[party], summary.levels[1 - party]
    augen, tricks = summary.augen[party], summary.tricks[party]
    if own >= 2:
        return absage_kept(party, own, summary)
    if other == 5:
        return tricks >= 1
    if other >= 2:
        return augen >= _AGAINST[other]
    if summary.levels[KONTRA] >= 1 and summary.levels[RE] == 0:
        return augen >= (_WIN_ON_TIE if party == RE else _WIN)
    return augen >= (_WIN if party == RE else _WIN_ON_TIE)


def absage_kept(party: int, level: int, summary: GameSummary) -> bool:
    """Whether `party` reached what its own Absage of `level` (2 keine 90 .. 5 schwarz) demands:
    151 / 181 / 211 Augen, or every trick for schwarz."""
    if level == 5:
        return summary.tricks[1 - party] == 0
    return summary.augen[party] >= _OWN[level]


def winner_of(summary: GameSummary) -> int | None:
    for party in (RE, KONTRA):
        if requirement_met(party, summary):
            return party
    return None


def score(summary: GameSummary) -> GameValue:
    """The full DDV game value of a finished normal game."""
    winner = winner_of(summary)
    lines: list[ScoreLine] = []

    def add(party: int, key: str, label: str | None = None, points: int = 1) -> None:
        lines.append(ScoreLine(party, points, key, label or _LABELS[key]))

    if winner is not None:
        loser = 1 - winner
        add(winner, "won")
        for limit in _UNDER:
            if summary.augen[loser] < limit:
                add(winner, f"under_{limit}")
        if summary.tricks[loser] == 0:
            add(winner, "schwarz")
        for party, key in ((RE, "re"), (KONTRA, "kontra")):
            if summary.levels[party] >= 1:
                add(winner, key, points=2)
        for party in (RE, KONTRA):
            for level in range(2, summary.levels[party] + 1):
                add(winner, f"absage_{PARTY_NAMES[party].lower()}_{_ABSAGE_NAMES[level].split()[-1]}",
                    f"{_ABSAGE_NAMES[level]} ({PARTY_NAMES[party]})")
    else:
        # No winner: only the party that kept the other below 90/60/30 scores those lines.
        for party in (RE, KONTRA):
            for limit in _UNDER:
                if summary.augen[1 - party] < limit:
                    add(party, f"under_{limit}")
    for party in (RE, KONTRA):
        other_level = summary.levels[1 - party]
        for level, augen, label in _REACHED:
            if other_level >= level and summary.augen[party] >= augen:
                add(party, f"reached_{augen}", label)
    if winner == KONTRA:
        add(KONTRA, "gegen_die_alten")
    for party, key in summary.specials:
        add(party, key)
    return GameValue(winner, tuple(lines), summary.augen, summary.tricks)
