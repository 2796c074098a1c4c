"""One verdict for a game against its field (issue 38): how the Dodge result came about and its
main cause, from the exact facts first and the coach's estimates second (no Qt; the app and the
command line word it).

The facts: how many pairs of the seat's party scored more and fewer game points, and, from the
field's own logs (`dokodesk.coach.field_splits`), where the pairs that scored more left the
game's line. The split that holds the most of those pairs names the main cause by the role of the
seat that did otherwise there: "you" (your own decision), "partner", "opponent". Where nobody
scored more the cause is "top" (or "same_line": every logged pair played the game's very line,
so the cards decided it); where the pairs that scored more have no logs it is "unlogged".

The player's own cards, from the analysis (when it is there): the mistakes from what the player
knew (expected game points, each with its own error) and the game points the cards gave away
with all hands open (exact, on the tricks the solver reached). `well_played` is True only where
neither found anything and the game is not below the field's median: a verdict never praises a
game whose cards gave value away or that scored below the middle of its field unexplained.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Sequence

from dokodesk.coach.decisions import GameAnalysis
from dokodesk.coach.field_splits import FieldSplit, field_splits
from dokodesk.rules import Deal
from dokodesk.rules.cards import CARD_CODES

_CARD_CODES = frozenset(CARD_CODES)


def trick_at(log: Sequence[str], event_index: int) -> int:
    """The number (1..) of the trick the event at `event_index` belongs to (a call before a card
    belongs to that card's trick)."""
    cards = sum(1 for token in log[:event_index] if token[2:] in _CARD_CODES)
    return cards // 4 + 1


@dataclass(frozen=True)
class OwnCards:
    """What the analysis found in the player's own decisions."""

    mistakes: tuple[tuple[int, float, float], ...]  # (trick, expected game points lost, its error)
    given_away: int  # game points the cards gave away with all hands open (solved cards only)
    given_tricks: tuple[int, ...]  # the tricks of those cards
    solved_cards: int  # of the player's cards, how many the open-hands view reached
    cards: int

    @property
    def clean(self) -> bool:
        return not self.mistakes and not self.given_away


@dataclass(frozen=True)
class Verdict:
    pairs: int  # the field's pairs of the seat's party (the Dodge points' field)
    more: int  # of them, how many scored more game points than the game
    fewer: int
    own_points: int  # the game's points for the seat's party
    median: float | None  # the field's median game points for the party
    cause: str  # "no_field", "top", "same_line", "you", "partner", "opponent", "unlogged"
    split: FieldSplit | None  # the split that holds most of the pairs that scored more
    split_trick: int | None  # its trick
    same_line: int  # logged pairs that played the game's very line
    own: OwnCards | None  # None: the analysis is not there (yet)
    party: int = 0  # the seat's party (RE 0, KONTRA 1)

    @property
    def below_median(self) -> bool:
        return self.median is not None and self.own_points < self.median

    @property
    def well_played(self) -> bool:
        return self.own is not None and self.own.clean and not self.below_median

    def to_json(self) -> dict:
        s = self.split
        own = self.own
        return {
            "pairs": self.pairs, "more": self.more, "fewer": self.fewer, "own_points": self.own_points,
            "median": self.median, "party": "Re" if self.party == 0 else "Kontra", "cause": self.cause, "same_line": self.same_line,
            "split": None if s is None else dict(s.to_json(), trick=self.split_trick),
            "own_cards": None if own is None else {
                "mistakes": [{"trick": t, "loss": round(loss, 3), "loss_se": round(se, 3)} for t, loss, se in own.mistakes],
                "given_away": own.given_away, "given_tricks": list(own.given_tricks),
                "solved_cards": own.solved_cards, "cards": own.cards},
            "well_played": self.well_played,
        }


def own_cards(analysis: GameAnalysis, log: Sequence[str]) -> OwnCards:
    mistakes = tuple((trick_at(log, d.event_index), d.loss, d.loss_se)
                     for d in sorted(analysis.mistakes(), key=lambda d: d.event_index))
    cards = [d for d in analysis.decisions if d.kind == "card"]
    solved = [d for d in cards if d.open_hands_loss is not None]
    given = [d for d in solved if d.open_hands_loss]
    return OwnCards(mistakes, sum(d.open_hands_loss for d in given),
                    tuple(trick_at(log, d.event_index) for d in given), len(solved), len(cards))


def verdict(deal: Deal, log: Sequence[str], seat: int, re_points: int, field_points: Sequence[int],
            logged: Sequence, analysis: GameAnalysis | None = None) -> Verdict:
    """The verdict of the game (`log`, Re's game points `re_points`) for `seat`. `field_points`:
    the game points of every pair of the field for the seat's party (the Dodge points' field);
    `logged`: those of its results that have a log (objects with `log` and `re_points`)."""
    own_points = (1 if deal.parties[seat] == 0 else -1) * re_points
    points = [int(p) for p in field_points]
    more = sum(1 for p in points if p > own_points)
    fewer = sum(1 for p in points if p < own_points)
    splits, same_line = field_splits(deal, log, seat, re_points, logged)
    split = None
    if not points:
        cause = "no_field"
    elif more == 0:
        cause = "same_line" if same_line and same_line == len(points) else "top"
    else:
        helping = [s for s in splits if s.better]
        if helping:
            split = max(helping, key=lambda s: (s.better, -s.event_index))  # most pairs, then earliest
            cause = split.by
        else:
            cause = "unlogged"
    return Verdict(len(points), more, fewer, own_points, statistics.median(points) if points else None, cause,
                   split, None if split is None else trick_at(log, split.event_index), same_line,
                   None if analysis is None else own_cards(analysis, log), deal.parties[seat])


def _event_words(token: str | None) -> str:
    from dokodesk.rules import Call, parse_event
    if token is None:
        return "had ended the game"
    _, what = parse_event(token)
    if isinstance(what, Call):
        return f"said {what.german}"
    return f"played {token.split(':', 1)[1]}"


_THEIRS = {"you": "they", "partner": "their partner", "opponent": "the opponent"}
_YOURS = {"you": "you", "partner": "your partner", "opponent": "an opponent"}


def verdict_text(v: Verdict) -> str:
    """The verdict in English, for the command line (the app words it in the UI language)."""
    if v.cause == "no_field":
        head = "No pairs of your party in this deal's field yet."
    else:
        head = (f"{v.more} of {v.pairs} pair{'s' if v.pairs != 1 else ''} scored more than your "
                f"{v.own_points:+d}, {v.fewer} less.")
        if v.cause == "top":
            head += " Nobody of your party did better."
        elif v.cause == "same_line":
            head += " Every pair played your very line: the cards decided it."
        elif v.cause == "unlogged":
            head += " The games of those that scored more are not logged."
        elif v.split is not None:
            s = v.split
            head += (f" {s.better} of them left your line at trick {v.split_trick}: where {_YOURS[s.by]} "
                     f"{_event_words(s.yours)}, at their tables {_THEIRS[s.by]} {_event_words(s.theirs)}; "
                     + (f"those {s.pairs} averaged" if s.pairs <= s.better else
                        f"all {s.pairs} pairs that left it there averaged")  # not "those 9" after "2 of them"
                     + f" {s.mean_points:+.1f} (you {v.own_points:+d}).")
    own = v.own
    if own is None:
        return head
    parts = []
    if own.mistakes:
        n = len(own.mistakes)
        loss = sum(m[1] for m in own.mistakes)
        tricks = ", ".join(str(m[0]) for m in own.mistakes)
        if n == 1:
            parts.append(f"from what you knew, one mistake cost about {loss:.1f} expected game points "
                         f"(±{own.mistakes[0][2]:.1f}; trick {tricks})")
        else:
            parts.append(f"from what you knew, {n} mistakes cost about {loss:.1f} expected game points "
                         f"(tricks {tricks})")
    if own.given_away:
        tricks = ", ".join(str(t) for t in own.given_tricks)
        parts.append(f"with all hands open, {own.given_away} game point{'s' if own.given_away != 1 else ''} "
                     f"given away (trick{'s' if len(own.given_tricks) != 1 else ''} {tricks})")
    if parts:
        return head + " Your own cards: " + "; ".join(parts) + "."
    if v.well_played:
        return head + " Your own cards: no mistake found; well played."
    return head + " Your own cards: no mistake found."
