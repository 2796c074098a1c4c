"""Analysis of one seat's decisions in a played game: where its Dodge points went.

For every decision of the seat (each card it played, each call it made, and the last moment at
which it could have made each level it did not make) the seat's view at that moment is rebuilt
from the log, and the expert's search rates every choice on the same sampled deals (common
random numbers, so the best choice loses exactly 0). The loss of a decision is the expected game
value, for the seat's party, of the best choice minus that of the choice made.

Each rated decision also gets a short reason (`reason_key` with `details`, translated by the app;
`reason` in English) naming the most likely mistake: a lead into a known void, a Zehn led while
the Ass is still out, a trick ducked that the best card would have won, an announcement missed or
made against the odds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from dokodesk.bots.base import card_name
from dokodesk.bots.expert import ExpertBot
from dokodesk.bots.runner import derive_seed
from dokodesk.rules import CARDS, Call, Card, Deal, Game, PlayerView, parse_event
from dokodesk.rules.cards import FEHL_ACE_IDS, FEHL_TEN_IDS, FOLLOW, Follow
from dokodesk.rules.kernel import POWER

ANALYSIS_SAMPLES = 128  # sampled deals for each decision (all choices on the same ones)
TRUMP = Follow.TRUMP

Progress = Callable[[int, int], None]


class AnalysisCancelled(Exception):
    """Raised by a progress callback to stop an analysis."""


@dataclass(frozen=True)
class Decision:
    """One rated decision of the analysed seat."""

    event_index: int  # position in the log of the event (card or call); for a missed call, of the
    #                   seat's card before which it could last have been made
    kind: str  # "card" or "call"
    chosen: str  # card code ("KH"), call ("re", "90", ...) or "pass"
    best: str
    loss: float  # expected game points, >= 0
    values: dict[str, float] = field(default_factory=dict)  # expected value of each choice rated
    reason_key: str = ""
    details: dict = field(default_factory=dict)

    @property
    def reason(self) -> str:
        return reason_text(self)

    def to_json(self) -> dict:
        return {"event_index": self.event_index, "kind": self.kind, "chosen": self.chosen, "best": self.best,
                "loss": round(self.loss, 3)}


@dataclass(frozen=True)
class GameAnalysis:
    deal: int
    result: int
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def biggest(self, n: int = 3, min_loss: float = 0.05) -> list[Decision]:
        """The `n` decisions that lost the most (at least `min_loss`), biggest first."""
        ranked = sorted((d for d in self.decisions if d.loss >= min_loss), key=lambda d: (-d.loss, d.event_index))
        return ranked[:n]

    def to_json(self) -> dict:
        return {"deal": self.deal, "result": self.result, "seat": self.seat,
                "decisions": [d.to_json() for d in self.decisions], "total_loss": round(self.total_loss, 3)}


# ------------------------------------------------------------------------------- reasons
def _call_name(token: str) -> str:
    return "no announcement" if token == "pass" else Call(token).german


def reason_text(d: Decision) -> str:
    """The reason in English, e.g. "led Herz König into a known void: −2.7 expected points"."""
    k, x = d.reason_key, d.details
    loss = f"−{d.loss:.1f} expected points"
    if k == "lead_into_void":
        what = f"led {x['card']} into a known void"
    elif k == "ten_before_ace":
        what = f"led {x['card']} while the Ass was still out"
    elif k == "ducked":
        what = f"ducked with {x['card']}; {x['best']} would have won the trick"
    elif k == "missed_call":
        what = f"did not say {x['call']}"
    elif k == "bad_call":
        what = f"said {x['call']} against the odds"
    elif k == "call_instead":
        what = f"said {x['call']}; {x['best']} was better"
    else:
        what = f"played {x.get('card', d.chosen)}; {x.get('best', d.best)} was better"
    return f"{what}: {loss}"


def _card_reason(view: PlayerView, chosen: int, best: int) -> tuple[str, dict]:
    names = {"card": card_name(chosen), "best": card_name(best)}
    trick = view.current_trick.cards
    if not trick:
        f = FOLLOW[chosen]
        if f != TRUMP:
            facts = view.facts  # the same voids and parties the bots infer
            known, voids = facts.known, facts.void
            for s in range(4):
                if s == view.seat or known.get(s) == view.party:
                    continue
                if voids[s][f] and not voids[s][TRUMP]:
                    return "lead_into_void", {**names, "seat": s}
            if chosen == FEHL_TEN_IDS.get(f):
                ace = FEHL_ACE_IDS[f]
                played = sum(1 for _, c in view.played_cards() if c.id == ace)
                mine = sum(1 for c in view.hand if c.id == ace)
                if played + mine < 2:
                    return "ten_before_ace", names
    else:
        led = FOLLOW[trick[0][1].id]
        row = POWER[led]
        top = max(row[c.id] for _, c in trick)
        if row[chosen] <= top < row[best]:
            return "ducked", names
    return "card", names


# ------------------------------------------------------------------------------- analysis
def decision_points(deal: Deal, log: Sequence[str], seat: int) -> list[tuple[int, str]]:
    """(event index, kind) of every decision of `seat` in the log: "card" for its cards, "call"
    for its calls, "missed" before its card when a level then allowed had its last chance."""
    game = Game(deal)
    points: list[tuple[int, str]] = []
    for i, token in enumerate(log):
        s, what = parse_event(token)
        if s == seat:
            if isinstance(what, Card):
                allowed = game.allowed_calls(seat)
                held = game.cards_in_hand(seat)
                if allowed and any(a.min_cards == held for a in allowed):
                    points.append((i, "missed"))
                points.append((i, "card"))
            else:
                points.append((i, "call"))
        game.apply(token)
    return points


def analyse_game(deal: Deal, log: Sequence[str], seat: int, *, deal_number: int = 0, result_index: int = 0,
                 samples: int = ANALYSIS_SAMPLES, seed: object = 0, progress: Progress | None = None) -> GameAnalysis:
    """Rate every decision of `seat` in the logged game. `progress(done, total)` is called after
    each decision and may raise `AnalysisCancelled` to stop."""
    if not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0 to 3, not {seat}")
    log = list(log)
    Game.replay(deal, log)  # a bad log raises here, with its event index
    points = decision_points(deal, log, seat)
    expert = ExpertBot(samples=samples, call_samples=samples)
    out: list[Decision] = []
    if progress is not None:
        progress(0, len(points))
    for n, (index, kind) in enumerate(points):
        game = Game.replay(deal, log[:index])
        view = game.view(seat)
        rng = random.Random(derive_seed(seed, "analyse", deal_number, result_index, seat, index, kind))
        if kind == "card":
            out.append(_rate_card(expert, view, log[index], index, rng))
        else:
            decision = _rate_call(expert, view, log[index], index, kind, rng)
            if decision is not None:
                out.append(decision)
        if progress is not None:
            progress(n + 1, len(points))
    return GameAnalysis(deal_number, result_index, seat, tuple(out))


def _rate_card(expert: ExpertBot, view: PlayerView, token: str, index: int, rng: random.Random) -> Decision:
    chosen = parse_event(token)[1].id  # type: ignore[union-attr]
    legal = sorted({c.id for c in view.legal_cards})
    if len(legal) == 1:
        code = CARDS[chosen].code
        return Decision(index, "card", code, code, 0.0, {code: 0.0}, "only_card", {"card": card_name(chosen)})
    values, _ = expert.card_values(view, rng, legal, samples=expert.samples)
    best = max(legal, key=lambda c: (values[c], -c))
    loss = max(0.0, values[best] - values[chosen])
    key, details = _card_reason(view, chosen, best) if loss > 0 else ("best", {"card": card_name(chosen)})
    return Decision(index, "card", CARDS[chosen].code, CARDS[best].code, loss,
                    {CARDS[c].code: round(v, 3) for c, v in values.items()}, key, details)


def _rate_call(expert: ExpertBot, view: PlayerView, token: str, index: int, kind: str,
               rng: random.Random) -> Decision | None:
    if kind == "call":
        made = parse_event(token)[1]
        assert isinstance(made, Call)
        options = [made.level]
        chosen = made.value
    else:
        allowed = view.allowed_calls
        if not allowed:
            return None
        options = [a.call.level for a in allowed if a.call.level <= 3][:2]
        if not options:
            return None
        chosen = "pass"
    base, gains = expert.call_gains(view, rng, options, samples=expert.call_samples)
    values = {"pass": base}
    for level in options:
        values[Call.for_level(view.party, level).value] = base + gains[level]
    best = max(values, key=lambda k: (values[k], k == "pass"))
    loss = max(0.0, values[best] - values[chosen])
    if loss <= 0:
        key, details = "best", {"call": _call_name(chosen)}
    elif chosen == "pass":
        key, details = "missed_call", {"call": _call_name(best)}
    elif best == "pass":
        key, details = "bad_call", {"call": _call_name(chosen)}
    else:
        key, details = "call_instead", {"call": _call_name(chosen), "best": _call_name(best)}
    return Decision(index, "call", chosen, best, loss, {k: round(v, 3) for k, v in values.items()}, key, details)
