"""Analysis of one seat's decisions in a played game, in two views, each named.

*From what you knew*: for every decision of the seat (each card it played, each call it made,
and the last moment at which it could have made each level it did not make) the seat's view at
that moment is rebuilt from the log, and the coach's engine (dokodesk.coach.engine) rates every
choice on the same sampled layouts of the hidden cards (common random numbers) in expected game
points. The loss of a decision is the value of the best choice minus that of the choice made,
with its standard error; a decision is a mistake only when its loss is significant (about two
standard errors above a small threshold). Close calls get more samples. No Dodge points here:
the field played the real layout, not the sampled ones.

*On this deal*: the cards are known after the game. Each card gets every legal card's exact
value with all hands open where the solver reaches (`Decision.open_hands`, from the last trick
back); each mistake gets its better choice played out on the real deal with the table going on
(`Decision.on_deal`, dokodesk.coach.on_this_deal), in game points and in Dodge points against
the deal's field, which held these very cards. The headline is the real-deal gain of the first
mistake whose better choice gains there, capped by the room the game had.

Each rated decision also gets a short reason (`reason_key` with `details`, translated by the app;
`reason` in English) naming the most likely mistake: a lead into a known void, a Zehn led while
the Ass is still out, a trick lost to the other party that the best card would have won (with
the Fuchs, Doppelkopf or Karlchen it would have caught or saved), an announcement missed or
made against the odds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence

from dokodesk.bots.base import card_name
from dokodesk.coach import engine
from dokodesk.coach.engine import Rating, is_mistake, position_seed
from dokodesk.coach.field import DodgeField
from dokodesk.coach.on_this_deal import DealGain, what_changed
from dokodesk.rules import CARDS, RE, Call, Card, Deal, Game, PlayerView, parse_event
from dokodesk.rules.cards import AUGEN, CARDS_BY_CODE, FEHL_ACE_IDS, FEHL_TEN_IDS, FOLLOW, FUCHS_ID, KARLCHEN_ID, Follow
from dokodesk.rules.kernel import POWER

ANALYSIS_SAMPLES = engine.MAX_SAMPLES  # at most this many sampled deals per decision (close calls)
CONFIRM_SAMPLES = 96  # fresh sampled deals that measure a flagged mistake's loss (0: none)
REFINE_FACTOR = 8  # the best and the choice made, on a close call: up to 8 x the samples
# Who plays on after a mistake's better choice on the real deal: the expert for the analysed
# seat, on few samples (its sampling makes the continuations differ from seed to seed; `strong`
# plays every seed alike, so eight seeds were one line with an error of 0), `strong` for the
# others (3.7 ms a game; the full expert everywhere would take ~20 s a decision).
ON_DEAL_BOT = "strong"
ON_DEAL_EXPERT_SAMPLES = 24
ON_DEAL_SEEDS = 8  # continuations per choice, on common seeds
GAME_TIME_BUDGET = 8.0  # CPU seconds for a whole game; a decision gets at most engine.TIME_BUDGET
OPEN_HANDS_BUDGET = 10.0  # CPU seconds for the open-hands values of a whole game (from its last
#                           trick back; measured: benchmarks/results/solver.md, "A whole game")
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


def on_deal_why_text(d: Decision) -> str:
    """What the better choice changed on the table, in English, from its continuations on the
    deal (e.g. "with Pik König your party took this trick in 8 of 8 continuations, 0 with the
    card played"); empty when it changed neither the trick, nor the game, nor the Augen by one or
    more (`what_changed`)."""
    g = d.on_deal
    if g is None:
        return ""
    facts = what_changed(g, d.kind)
    if not facts:
        return ""
    chosen = "the card played" if d.kind == "card" else "the choice made"
    parts = []
    for what, a, c in facts:
        if what == "augen":
            parts.append(f"had {a:.0f} Augen on average, {c:.0f} with {chosen}")
        else:
            parts.append(f"{'took this trick' if what == 'trick' else 'won the game'} in {a:.0f} of {g.seeds} "
                         f"continuations, {c:.0f} with {chosen}")
    better = card_name(CARDS_BY_CODE[d.best].id) if d.kind == "card" else _call_name(d.best)
    return f"with {better} your party " + " and ".join(parts)


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


# ------------------------------------------------------------------------------- reasons
def _call_name(token: str) -> str:
    return "no announcement" if token == "pass" else Call(token).german


SPECIAL_TEXT = {  # what the best card would have done besides the trick (English)
    "fuchs_caught": "and caught the Fuchs", "fuchs_saved": "and saved the Fuchs",
    "doppelkopf": "and taken a Doppelkopf", "karlchen_stopped": "and stopped the Karlchen",
    "karlchen_made": "with a Karlchen",
}


def loss_text(d: Decision) -> str:
    return f"−{d.loss:.1f} expected game points (±{d.loss_se:.1f})"


def reason_text(d: Decision) -> str:
    """The reason in English, e.g. "led Herz König into a known void: −1.2 expected game points (±0.3)"."""
    k, x = d.reason_key, d.details
    if k == "only_card":
        return f"played {x.get('card', d.chosen)}, the only legal card"
    if k == "best" or d.best == d.chosen:
        return f"{'played ' + x['card'] if 'card' in x else 'chose ' + x.get('call', d.chosen)}: the best choice"
    if k == "lead_into_void":
        what = f"led {x['card']} into a known void"
    elif k == "ten_before_ace":
        what = f"led {x['card']} while the Ass was still out"
    elif k == "ducked":
        what = f"ducked with {x['card']}; {x['best']} would have won the trick"
        if x.get("special"):
            what += " " + SPECIAL_TEXT[x["special"]]
    elif k == "fuchs_lost":
        what = f"gave the Fuchs to the other party; {x['best']} was better"
    elif k == "missed_call":
        what = f"did not say {x['call']}"
    elif k == "bad_call":
        what = f"said {x['call']} against the odds"
    elif k == "call_instead":
        what = f"said {x['call']}; {x['best']} was better"
    else:
        what = f"played {x.get('card', d.chosen)}; {x.get('best', d.best)} was better"
    return f"{what}: {loss_text(d)}"


def reason_card_name(cid: int, last_trick: bool = False) -> str:
    """A card as a reason names it: the Kreuz Bube is "Kreuz Bube (Karlchen)" only in the last
    trick, where it can be one; elsewhere it is a Bube like the others."""
    if cid == KARLCHEN_ID and not last_trick:
        return CARDS[cid].german
    return card_name(cid)


def card_reason(view: PlayerView, chosen: int, best: int, final_trick: Sequence[tuple[int, int]],
                parties: Sequence[int], last_trick: bool,
                hands: Sequence[Sequence[int]] | None = None) -> tuple[str, dict]:
    """The reason for playing `chosen` where `best` was better. `final_trick`: the trick as it
    was completed in the game, (seat, card id) in order; `parties`: every seat's party and
    `hands`: the card ids each seat held at the decision (the game is over, so the reason may
    use them: "would have won the trick" only when no later seat of the other party could have
    beaten the best card with a card it held and might play there)."""
    names = {"card": reason_card_name(chosen, last_trick), "best": reason_card_name(best, last_trick)}
    me = view.seat
    trick = view.current_trick.cards
    if not trick:
        f = FOLLOW[chosen]
        if f != TRUMP:
            facts = view.facts  # the same voids and parties the bots infer
            known, voids = facts.known, facts.void
            # Seats out of the suit with trumps left, the known partner aside. The partner's void
            # is no mistake, so the reason needs an opponent among them for certain: a seat known
            # to be one, or two seats of unknown party (only one can be the partner). It names
            # an opponent, never the partner (the game is over: `parties` tell).
            void = [s for s in range(4) if s != me and known.get(s) != view.party
                    and voids[s][f] and not voids[s][TRUMP]]
            sure = [s for s in void if known.get(s) == 1 - view.party]
            unknown = [s for s in void if s not in known]
            if sure or len(unknown) >= 2:
                pick = sure or [s for s in unknown if not parties or parties[s] != view.party]
                return "lead_into_void", {**names, "seat": pick[0]}
            if chosen == FEHL_TEN_IDS.get(f):
                ace = FEHL_ACE_IDS[f]
                played = sum(1 for _, c in view.played_cards() if c.id == ace)
                mine = sum(1 for c in view.hand if c.id == ace)
                if played + mine < 2:
                    return "ten_before_ace", names
    if len(final_trick) == 4:
        row = POWER[FOLLOW[final_trick[0][1]]]
        winner, top = final_trick[0]
        for s, c in final_trick[1:]:
            if row[c] > row[top]:
                winner, top = s, c
        lost = parties[winner] != parties[me]
        others = [(s, c) for s, c in final_trick if s != me]
        if lost and trick and _would_win(me, best, final_trick, parties, hands):
            special = _special(me, best, others, parties, last_trick, top == KARLCHEN_ID)
            return "ducked", {**names, **({"special": special} if special else {})}
        if lost and chosen == FUCHS_ID:
            return "fuchs_lost", names
    return "card", names


def _would_win(me: int, best: int, final_trick: Sequence[tuple[int, int]], parties: Sequence[int],
               hands: Sequence[Sequence[int]] | None) -> bool:
    """Whether `best` in place of the seat's card would surely have won the trick for its
    party: it beats every card played before it (the first of two equal cards wins), and no
    later seat of the other party could have beaten it: with `hands`, with no card it held that
    it could have played (following the led suit if it could); without, with the card it did play."""
    row = POWER[FOLLOW[final_trick[0][1]]]
    position = [s for s, _ in final_trick].index(me)
    if not all(row[best] > row[c] for _, c in final_trick[:position]):
        return False
    led = FOLLOW[final_trick[0][1]] if position else FOLLOW[best]
    for s, played in final_trick[position + 1:]:
        if parties[s] == parties[me]:
            continue
        if hands is None:
            could = [played]
        else:
            held = list(hands[s])
            could = [c for c in held if FOLLOW[c] == led] or held
        if any(row[c] > row[best] for c in could):
            return False
    return True


def _card_reason(view: PlayerView, chosen: int, best: int) -> tuple[str, dict]:
    """The reason from the view alone, without the trick as it was completed (the lead reasons)."""
    return card_reason(view, chosen, best, (), (), False)


def _special(me: int, best: int, others: Sequence[tuple[int, int]], parties: Sequence[int],
             last_trick: bool, karlchen_won: bool) -> str | None:
    """The Sonderpunkt the best card would have won in a trick the other party took: a Fuchs of
    the other party caught, one of the own party saved, a Doppelkopf (40 Augen with the best
    card instead), the other party's Karlchen stopped or an own one made (`karlchen_won`: the
    last trick, taken by the other party's Kreuz Bube)."""
    for s, c in others:
        if c == FUCHS_ID:
            return "fuchs_caught" if parties[s] != parties[me] else "fuchs_saved"
    if AUGEN[best] + sum(AUGEN[c] for _, c in others) >= 40:
        return "doppelkopf"
    if last_trick and karlchen_won:
        return "karlchen_stopped"
    if last_trick and best == KARLCHEN_ID:
        return "karlchen_made"
    return None


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


def _tricks_of(deal: Deal, log: Sequence[str]) -> dict[int, tuple[list[tuple[int, int]], bool]]:
    """Event index of each card -> (its trick as completed, (seat, card id)), whether last)."""
    out: dict[int, tuple[list[tuple[int, int]], bool]] = {}
    current: list[tuple[int, int]] = []
    indices: list[int] = []
    n_tricks = deal.ruleset.tricks
    done = 0
    for i, token in enumerate(log):
        s, what = parse_event(token)
        if isinstance(what, Card):
            current.append((s, what.id))
            indices.append(i)
            if len(current) == 4:
                done += 1
                for j in indices:
                    out[j] = (current, done == n_tricks)
                current, indices = [], []
    for j in indices:
        out[j] = (current, False)
    return out


def analyse_game(deal: Deal, log: Sequence[str], seat: int, *, deal_number: int = 0, result_index: int = 0,
                 samples: int = ANALYSIS_SAMPLES, seed: object = 0, progress: Progress | None = None,
                 field_points: Sequence[int] | None = None, time_budget: float | None = GAME_TIME_BUDGET,
                 open_hands_budget: float | None = None, on_deal_seeds: int = ON_DEAL_SEEDS,
                 table: Sequence[str] | None = None,
                 open_hands: Callable[[Callable[[], None] | None], object] | None = None) -> GameAnalysis:
    """Rate every decision of `seat` in the logged game. `field_points`: the game points of the
    field's pairs of the seat's party (from that party's side), without this game and the
    player's own; None or empty: no Dodge points. `progress(done, total)` is called after each
    decision and may raise `AnalysisCancelled` to stop. `time_budget` (seconds, None: none)
    bounds the extra samples for close calls over the whole game. `open_hands_budget` (CPU
    seconds; None: OPEN_HANDS_BUDGET; 0: no open-hands values) gives the cards of the tricks the
    solver reaches from the end every legal card's exact value on this deal. Each mistake's
    better choice is played out on this deal `on_deal_seeds` times (0: not), the others' seats
    by the bot kinds in `table` (one per seat, e.g. from the result's simulated seats; default
    `ON_DEAL_BOT`), the expert's kind on `ON_DEAL_EXPERT_SAMPLES`. `open_hands(waiting)`: where
    the game's open-hands review comes from instead (the app's one review per game, shared with
    its review page; `waiting()` lets a wait for it be cancelled)."""
    if not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0 to 3, not {seat}")
    log = list(log)
    played = Game.replay(deal, log)  # a bad log raises here, with its event index
    points = decision_points(deal, log, seat)
    dodge_field = DodgeField(field_points) if field_points is not None and len(field_points) else None
    tricks = _tricks_of(deal, log)
    parties = deal.parties
    out: list[Decision] = []
    charged = 0  # the highest level already charged as a missed call (each missed call counts once)
    started = engine.clock()
    if progress is not None:
        progress(0, len(points))
    for n, (index, kind) in enumerate(points):
        game = Game.replay(deal, log[:index])
        view = game.view(seat)
        budget = None
        if time_budget is not None:
            left = time_budget - (engine.clock() - started)
            budget = max(0.0, min(engine.TIME_BUDGET, left / max(1, len(points) - n) * 2))
        if kind == "card":
            hands = [[c.id for c in game.hand(s)] for s in range(4)]
            out.append(_rate_card(view, log[index], index, seed, samples, budget, tricks, parties, hands))
        else:
            decision = _rate_call(view, log, index, kind, seed, samples, budget, charged)
            if decision is not None:
                out.append(decision)
                if kind == "missed" and decision.mistake and decision.best != "pass":
                    charged = max(charged, Call(decision.best).level)
        if progress is not None:
            progress(n + 1, len(points))
    if open_hands_budget is None:
        open_hands_budget = OPEN_HANDS_BUDGET
    # each solved trick and each playout offers the progress callback a chance to cancel
    ticks = None if progress is None else (lambda done, total: progress(len(points), len(points)))
    if open_hands is not None:
        waiting = None if ticks is None else (lambda: ticks(0, 0))
        out = _with_open_hands(deal, seat, out, open_hands(waiting))
    elif open_hands_budget > 0:
        from dokodesk.coach.open_hands import open_hands_review

        review = open_hands_review(deal, log, budget=open_hands_budget, total_budget=open_hands_budget,
                                   every_card=True, clock=engine.clock, progress=ticks)
        out = _with_open_hands(deal, seat, out, review)
    if on_deal_seeds > 0:
        out = _with_deal_gains(deal, log, seat, out, field_points, on_deal_seeds, seed, ticks, table)
    achieved = None
    if dodge_field:
        re = played.value().re_points
        achieved = float(dodge_field.dodge([re if parties[seat] == 0 else -re])[0])
    return GameAnalysis(deal_number, result_index, seat, tuple(out), dodge_field.size if dodge_field else 0, achieved)


def _with_deal_gains(deal: Deal, log: list[str], seat: int, decisions: list[Decision],
                     field_points: Sequence[int] | None, seeds: int, seed: object,
                     progress: Progress | None, table: Sequence[str] | None = None) -> list[Decision]:
    """Each mistake's better choice against the choice made, played out on this deal on common
    seeds (dokodesk.coach.on_this_deal): the seat by the expert on `ON_DEAL_EXPERT_SAMPLES`,
    the others by their kinds in `table` (`ON_DEAL_BOT` without)."""
    from dataclasses import replace

    from dokodesk.bots import make_bot
    from dokodesk.bots.expert import ExpertBot
    from dokodesk.coach.on_this_deal import gain_on_deal

    kinds = list(table) if table is not None else [ON_DEAL_BOT] * 4
    bots = [ExpertBot(samples=ON_DEAL_EXPERT_SAMPLES) if s == seat or kinds[s] == "expert" else make_bot(kinds[s])
            for s in range(4)]
    out = []
    for d in decisions:
        if d.mistake:
            gain = gain_on_deal(deal, log, seat, d.event_index, d.chosen, d.best, field_points, bots=bots,
                                seeds=seeds, seed=seed)
            d = replace(d, on_deal=gain)
            if progress is not None:
                progress(0, 0)
        out.append(d)
    return out


def _decision(rating: Rating, kind: str, chosen: str, index: int, budget: float | None,
              max_samples: int) -> Decision:
    """The loss of `chosen` against the best option of the rating; a close call between the
    best and the choice made gets more samples first (only those two: cheap).

    Each option's value is the best option's mean minus the mean difference on the samples
    the two share (common random numbers), so all values and losses are on one footing."""
    best = rating.best()
    decided = True
    if best != chosen and chosen in (rating.active or []):
        decided = rating.refine(best, chosen, REFINE_FACTOR * max_samples, budget)
    options = rating.options
    top = rating.game_value(best)
    game_values = {o: top - rating.compare(best, o).game for o in options}
    c = rating.compare(best, chosen)
    mistake = best != chosen and is_mistake(c)
    if mistake and CONFIRM_SAMPLES and rating.fresh is not None:
        # The race picked the best of several noisy options and flagged the largest gaps: on
        # the samples that chose them, both are biased upwards. The loss a mistake reports comes
        # from fresh deals that played no part in the choice, and a mistake must still lose
        # there. (Measured, the bias was small: claims 0.82 instead of 0.87 game points; the
        # claims' excess over the real-deal gain was the open-card rollouts', see engine.)
        # The choice's value is the best's less that loss, so the values shown and the loss agree.
        fresh = rating.fresh(CONFIRM_SAMPLES, [best, chosen])
        c = Rating([best, chosen], fresh).compare(best, chosen)
        mistake = c.game > engine.GAME_THRESHOLD
        game_values[chosen] = top - c.game
    loss = max(0.0, c.game) if best != chosen else 0.0
    loss_se = c.game_se if best != chosen else 0.0
    n = c.samples if best != chosen else len(rating.samples[chosen])
    return Decision(index, kind, chosen, best, loss, {o: round(v, 3) for o, v in game_values.items()},
                    "", {}, loss_se if math.isfinite(loss_se) else 0.0, mistake, n, decided)


def _rate_card(view: PlayerView, token: str, index: int, seed: object, samples: int,
               budget: float | None, tricks, parties, hands=None) -> Decision:
    chosen = parse_event(token)[1].id  # type: ignore[union-attr]
    legal = sorted({c.id for c in view.legal_cards})
    code = CARDS[chosen].code
    trick, last = tricks.get(index, ([], False))
    if len(legal) == 1:
        return Decision(index, "card", code, code, 0.0, {code: 0.0}, "only_card",
                        {"card": reason_card_name(chosen, last)}, 0.0, False, 0)
    rating = engine.rate_cards(view, position_seed(seed, view, "card"), legal=legal,
                               max_samples=samples, time_budget=budget)
    d = _decision(rating, "card", code, index, budget, samples)
    best = CARDS_BY_CODE[d.best].id
    if d.best != code:
        key, details = card_reason(view, chosen, best, trick, parties, last, hands)
    else:
        key, details = "best", {"card": reason_card_name(chosen, last)}
    return _with_reason(d, key, details)


def _with_reason(d: Decision, key: str, details: dict) -> Decision:
    from dataclasses import replace
    return replace(d, reason_key=key, details=details)


def _rate_call(view: PlayerView, log: list[str], index: int, kind: str, seed: object,
               samples: int, budget: float | None, charged: int = 0) -> Decision | None:
    """A call made, or (`kind` "missed") the last chance for the levels then open. A missed
    call is charged once: after the Ansage deadline an Erwiderung may still be open (Kontra
    after Re's call, until one card later), and a miss of it already charged as a mistake at
    the deadline (`charged`: the highest level so charged; a higher level includes the Ansage)
    is not charged again there: it is the same silence, scored the same way."""
    if kind == "call":
        made = parse_event(log[index])[1]
        assert isinstance(made, Call)
        levels = [made.level]
        chosen = made.value
    else:
        allowed = view.allowed_calls
        if not allowed:
            return None
        levels = [a.call.level for a in allowed if charged < a.call.level <= 3][:2]
        if not levels:
            return None
        chosen = "pass"
    rating = engine.rate_calls(view, position_seed(seed, view, "call"), levels, events=log[:index],
                               max_samples=samples, time_budget=budget)
    d = _decision(rating, "call", chosen, index, budget, samples)
    best = d.best
    if best == chosen:
        key, details = "best", {"call": _call_name(chosen)}
    elif chosen == "pass":
        key, details = "missed_call", {"call": _call_name(best)}
    elif best == "pass":
        key, details = "bad_call", {"call": _call_name(chosen)}
    else:
        key, details = "call_instead", {"call": _call_name(chosen), "best": _call_name(best)}
    return _with_reason(d, key, details)


def with_open_hands(analysis: GameAnalysis, deal: Deal, review) -> GameAnalysis:
    """`analysis` (made with `open_hands_budget=0`) with the open-hands values of `review` (the
    game's, solved with `every_card`) at the seat's cards it reached: what `analyse_game` gives
    with that review as its `open_hands`."""
    from dataclasses import replace

    return replace(analysis, decisions=tuple(_with_open_hands(deal, analysis.seat, list(analysis.decisions), review)))


def _with_open_hands(deal: Deal, seat: int, decisions: list[Decision], review) -> list[Decision]:
    """The card decisions with every legal card's open-hands value where the review (solved
    with `every_card`) reached them."""
    from dataclasses import replace

    options = {card.event_index: card.options for solved in review.tricks.values() for card in solved.cards
               if card.seat == seat}
    party = deal.parties[seat]
    return [replace(d, open_hands=dict(options[d.event_index]), open_hands_party=party)
            if d.kind == "card" and d.event_index in options else d for d in decisions]
