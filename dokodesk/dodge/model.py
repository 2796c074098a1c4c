"""A Dodge set: its deals and the field's results per deal."""

from __future__ import annotations

from dataclasses import dataclass, field

from dokodesk.rules import RULES_48, Deal, Ruleset

FIELD_KINDS = ("archive", "simulated", "club")


@dataclass(frozen=True, slots=True)
class FieldResult:
    """One table's result on a deal: Re's game value, and optionally who played and the log."""

    re_points: int
    log: tuple[str, ...] | None = None
    players: tuple[str, ...] | None = None
    id: str | None = None
    played_at: str | None = None

    @classmethod
    def points_only(cls, re_points: int) -> "FieldResult":
        """A result with nothing but its points; shared per value (archives hold millions)."""
        result = _POINTS_ONLY.get(re_points)
        if result is None:
            result = _POINTS_ONLY[re_points] = cls(re_points)
        return result

    def to_json(self) -> dict:
        out: dict = {"re_points": self.re_points}
        if self.id is not None:
            out["id"] = self.id
        if self.players is not None:
            out["players"] = list(self.players)
        if self.played_at is not None:
            out["played_at"] = self.played_at
        if self.log is not None:
            out["log"] = list(self.log)
        return out


_POINTS_ONLY: dict[int, FieldResult] = {}


@dataclass(slots=True)
class SetDeal:
    number: int
    deal: Deal
    results: list[FieldResult] = field(default_factory=list)


@dataclass(slots=True)
class DodgeSet:
    id: str
    deals: list[SetDeal]
    ruleset: Ruleset = RULES_48
    title: str | None = None
    month: str | None = None
    field: str = "archive"
    source: str | None = None

    def deal(self, number: int) -> SetDeal:
        for d in self.deals:
            if d.number == number:
                return d
        raise KeyError(f"set {self.id} has no deal {number}")

    @property
    def result_count(self) -> int:
        return sum(len(d.results) for d in self.deals)


@dataclass(slots=True)
class ResultsFile:
    """Results played elsewhere on a known set: (deal number, result) pairs."""

    set_id: str
    results: list[tuple[int, FieldResult]]
