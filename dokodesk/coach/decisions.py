"""What an analysis of one seat's game gives: each rated decision (`Decision`), the game's
(`GameAnalysis`) and its headline in two numbers (`Headline`), and their JSON.

The analysis that makes them is dokodesk.coach.analysis; the reasons in words,
dokodesk.coach.reasons.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from dokodesk.coach import engine
from dokodesk.coach.on_this_deal import DealGain
from dokodesk.coach.reasons import reason_text
from dokodesk.rules import RE


@dataclass(frozen=True)
class Decision:
    """One rated decision of the analysed seat."""

    event_index: int  # position in the log of the event (card or call); for a missed call, of the
    #                   seat's card before which it could last have been made
    kind: str  # "card" or "call"
    chosen: str  # card code ("KH"), call ("re", "90", ...) or "pass"
    best: str  # the best choice from what the seat knew (expected game points)
    loss: float  # expected game points the choice made lost to the best one, >= 0
    values: dict[str, float] = field(default_factory=dict)  # expected game value of each choice rated
    reason_key: str = ""
    details: dict = field(default_factory=dict)
    loss_se: float = 0.0  # standard error of `loss`
    mistake: bool = False  # the loss is significant (see dokodesk.coach.engine)
    samples: int = 0  # sampled deals behind the loss
    decided: bool = True  # False: the budget ran out on a close call (never a mistake then)
    # On this deal, all hands open (a card only): Re's exact game value after each legal card
    # (card code -> value), None where the solver did not reach this card within its budget.
    open_hands: dict[str, int] | None = None
    open_hands_party: int = RE  # the seat's party, to read `open_hands` from its side
    # On this deal, played on (a mistake only): `best` against `chosen` on the real deal with the
    # table going on, in game points and Dodge points against the field; None: not played out.
    on_deal: DealGain | None = None

    @property
    def reason(self) -> str:
        return reason_text(self)

    @property
    def open_hands_loss(self) -> int | None:
        """Game points the card gave away on this deal with all hands open, against the best
        card for the seat's party (0: it kept the value); None: not solved."""
        if not self.open_hands or self.chosen not in self.open_hands:
            return None
        pick = max if self.open_hands_party == RE else min
        best = pick(self.open_hands.values())
        return abs(best - self.open_hands[self.chosen])

    def open_hands_best(self) -> list[str]:
        """The cards that keep the open-hands value for the seat's party (empty: not solved)."""
        if not self.open_hands:
            return []
        pick = max if self.open_hands_party == RE else min
        best = pick(self.open_hands.values())
        return [code for code, v in self.open_hands.items() if v == best]

    def to_json(self) -> dict:
        return {"event_index": self.event_index, "kind": self.kind, "chosen": self.chosen, "best": self.best,
                "loss": round(self.loss, 3), "loss_se": _rounded(self.loss_se),
                "mistake": self.mistake, "samples": self.samples,
                "open_hands": (None if self.kind != "card" or self.open_hands_loss is None else
                               {"cards": dict(self.open_hands), "loss": self.open_hands_loss}),
                "on_deal": None if self.on_deal is None else _deal_json(self.on_deal)}


def _deal_json(g: DealGain) -> dict:
    return {"alternative": g.alternative, "seeds": g.seeds, "game": _rounded(g.game), "game_se": _rounded(g.game_se),
            "dodge": _rounded(g.dodge, 2), "dodge_se": _rounded(g.dodge_se, 2),
            "took_trick": None if g.took_trick is None else list(g.took_trick),
            "won": None if g.won is None else list(g.won),
            "augen": None if g.augen is None else [_rounded(x, 1) for x in g.augen]}



def _rounded(x: float | None, digits: int = 3) -> float | None:
    if x is None or not math.isfinite(x):
        return None
    return round(x, digits)


@dataclass(frozen=True)
class Headline:
    """The game in two numbers, each named as the view it is.

    From what you knew: the expected game points the mistakes lost together (`game`, with the
    error another analysis would find). On this deal: the real-deal gain of the first decisive
    mistake's better choice, played on by the table (`first`: the earliest mistake whose better
    choice gains there at two standard errors), in game points and in Dodge points against this
    field, the Dodge points capped by the room the game had (100 minus its Dodge points)."""

    game: float
    game_se: float
    first: Decision | None  # the first decisive mistake; None: no mistake's better choice gained
    deal_game: float | None  # game points its better choice gained on this deal
    deal_game_se: float | None
    deal_dodge: float | None  # Dodge points it gained against this field, at most `room`; None: no field
    deal_dodge_se: float | None
    room: float | None  # 100 minus the Dodge points the game scored against this field
    capped: bool  # the gain was larger than the room and was cut to it
    uncapped: float | None  # the Dodge gain before the cap

    @property
    def lost_nothing(self) -> bool:
        """The game scored the top of the field: nothing was lost on this deal, whatever the
        decisions were worth from what the player knew."""
        return self.room is not None and self.room <= 0


def decisive(d: Decision) -> bool:
    """The better choice gained on this deal, played on: at two standard errors, in Dodge points
    against the field where there is one, else in game points."""
    g = d.on_deal
    if g is None:
        return False
    if g.dodge is not None:
        return g.dodge - engine.Z * (g.dodge_se or 0.0) > 0 if math.isfinite(g.dodge_se or 0.0) else False
    return g.game - engine.Z * g.game_se > 0 if math.isfinite(g.game_se) else False


@dataclass(frozen=True)
class GameAnalysis:
    deal: int
    result: int
    seat: int
    decisions: tuple[Decision, ...]
    field_size: int = 0  # pairs of the seat's party in the field; 0: no Dodge points on this deal
    achieved: float | None = None  # Dodge points the analysed game scored against this field

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def mistakes(self) -> list[Decision]:
        """The significant losses from what the player knew, biggest first."""
        return sorted((d for d in self.decisions if d.mistake), key=lambda d: (-d.loss, d.event_index))

    def mistake_cost(self) -> tuple[float, float]:
        """(game points, their SE) lost by the mistakes together from what the player knew; the
        SEs combine as independent (each decision has its own samples)."""
        ms = self.mistakes()
        return sum(d.loss for d in ms), math.sqrt(sum(d.loss_se ** 2 for d in ms))

    @property
    def room(self) -> float | None:
        """What the game could still have gained against this field: 100 minus its Dodge points."""
        return None if self.achieved is None else 100.0 - self.achieved

    def flag_errors(self) -> float:
        """The standard error of the mistakes' sum (game points) as another analysis (other
        sampled layouts) would find it. Besides each mistake's own error, a decision near the
        threshold is a mistake in one analysis and not in the next: each decision that lost
        anything counts with the probability p that it is flagged,
        p = Phi((loss - threshold) / se - Z) at its estimate, and adds p se^2 + p (1 - p) loss^2
        to the variance (issue 28: with the mistakes' own errors alone, headlines of two seeds
        differed by more than two combined errors in 12.5 % of pairs, ~5 % expected)."""
        var = 0.0
        for d in self.decisions:
            if d.best == d.chosen:
                continue
            loss, se = d.loss, d.loss_se
            if se > 0 and math.isfinite(se):
                p = 0.5 * (1.0 + math.erf(((loss - engine.GAME_THRESHOLD) / se - engine.Z) / math.sqrt(2.0)))
            else:
                p = 1.0 if d.mistake else 0.0
            var += p * se ** 2 + p * (1 - p) * loss ** 2
        return math.sqrt(var)

    def first_decisive(self) -> Decision | None:
        """The earliest mistake whose better choice gained on this deal, played on."""
        return next((d for d in sorted(self.mistakes(), key=lambda d: d.event_index) if decisive(d)), None)

    def headline(self) -> Headline:
        """See `Headline`. (Issue 28: sampled layouts ranked against the real deal's field told
        games that were top of their field that they had lost 7 to 20 Dodge points.)"""
        game, _ = self.mistake_cost()
        game_se = self.flag_errors()
        room = self.room
        first = self.first_decisive()
        deal_game = deal_game_se = dodge = dodge_se = uncapped = None
        capped = False
        if first is not None:
            g = first.on_deal
            deal_game, deal_game_se = g.game, g.game_se
            if g.dodge is not None:
                uncapped, dodge_se = g.dodge, g.dodge_se
                capped = room is not None and g.dodge > room
                dodge = max(0.0, room) if capped else g.dodge
        return Headline(game, game_se, first, deal_game, deal_game_se, dodge, dodge_se, room, capped, uncapped)

    def biggest(self, n: int = 3, min_loss: float = 0.05) -> list[Decision]:
        """The `n` decisions that lost the most (at least `min_loss`), biggest first."""
        ranked = sorted((d for d in self.decisions if d.loss >= min_loss), key=lambda d: (-d.loss, d.event_index))
        return ranked[:n]

    def to_json(self) -> dict:
        h = self.headline()
        return {"deal": self.deal, "result": self.result, "seat": self.seat,
                "decisions": [d.to_json() for d in self.decisions], "total_loss": round(self.total_loss, 3),
                "field_pairs": self.field_size, "achieved_dodge": _rounded(self.achieved, 2),
                "room": _rounded(self.room, 2),
                "headline": {"from_what_you_knew": {"game": round(h.game, 3), "game_se": _rounded(h.game_se)},
                             "on_this_deal": {"event_index": None if h.first is None else h.first.event_index,
                                              "game": _rounded(h.deal_game), "game_se": _rounded(h.deal_game_se),
                                              "dodge": _rounded(h.deal_dodge, 2),
                                              "dodge_se": _rounded(h.deal_dodge_se, 2), "capped": h.capped},
                             "lost_nothing": h.lost_nothing}}

