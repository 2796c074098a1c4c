"""`ExpertBot`: a search player (Perfect-Information Monte Carlo, see dokodesk.bots.search).

For a card it samples deals consistent with its own view (dokodesk.bots.sampler), replays the
public history on each with the rules kernel, and plays every legal card out on every sample
(rollouts by a heuristic policy, the last tricks solved exactly; late in the game the whole rest
is solved exactly). It plays the card with the best mean game value for its party.

Inference from play (`infer`, off by default: measured, no gain shown, twice the time; see
benchmarks/results/expert.md; dokodesk.bots.inference): it samples `pool` times
as many deals as it searches, weighs each by how likely the others' cards (and the Ansagen they
did not make) are in it under a softened model of a player who sees its own hand, and resamples
by weight, so the search is spent on the deals the play makes likely. The mean is then weighted.

For an announcement it plays each sample out once from now and scores the same play with and
without the call (the kernel's scoring): it announces when the expected gain is above a margin.
The margins are larger for an Absage, whose failure costs far more than its success brings.

Named rules on top of the search (issue 27's habits; each constant says why): the Fehl Ass is
cashed before the Dulle at trick 1 (DULLE_LEAD_MARGIN), no Ass, Zehn or Fuchs goes to a known
opponent's trick at last seat when a low card is nearly as good (LAST_SEAT_MARGIN), no Re is
searched below strength 9 (RE_STRENGTH_FLOOR). They live here, not in the rollouts of dokodesk.bots.search, so the
coach's engine (which shares those rollouts) is not changed by them.

Everything it draws comes from the generator it is given (one sub-generator per decision), so a
view and a generator state give the same decision.
"""

from __future__ import annotations

import random
from dataclasses import replace

from dokodesk.bots.base import NO_CALL, Decision, card_name
from dokodesk.bots.inference import ALPHA, TEMPER, weighted_worlds
from dokodesk.bots.sampler import PublicInfo
from dokodesk.bots.search import evaluate_cards, evaluate_root_exact, final_outcomes, worlds
from dokodesk.bots.strong import RE_THRESHOLD, KONTRA_THRESHOLD, hand_strength, original_hand
from dokodesk.rules import Call, PlayerView
from dokodesk.rules.cards import AUGEN, CARDS, N_KINDS
from dokodesk.rules.deal import RE
from dokodesk.rules.kernel import trick_winner
from dokodesk.rules.scoring import score

SAMPLES = 320  # sampled deals for a card decision: +16.0 against pimc40, 160 gave +10.5 (benchmarks/results/expert.md)
CALL_SAMPLES = 48  # sampled deals for an announcement (one playout each)
EXACT_CARDS = 8  # rollouts end in exact search from the last two tricks: +6.1 against strong over 4 (expert.md)
ROOT_EXACT_CARDS = 12  # cards left from which the root is solved exactly on every sample
BUDGET_CARDS = 6  # with more legal cards than this, fewer samples: samples x 6 rollouts at most
MIN_SAMPLES = 10
ANSAGE_MARGIN = 0.4  # expected game points an Ansage must gain
# Kontra's own margin. Tried at 0.2 (a gain of 2(2p - 1) game points: a win chance of 55 %, what
# strong's KONTRA_THRESHOLD was fitted to), because Kontra hands of strength 12-13 won about 60 %
# but were announced 36 % of the time (habits before issue 27). Dropped: on the 18 of 300 fresh
# duel deals (seed 5003) where it changed a call it cost 2.0 Dodge points a deal of the 300
# (4 deals better, 7 worse where it was the only change), and in an all-expert field the Kontra
# hands of 12-13 it announced more won 37 %. Kept as a knob, at the Re margin.
KONTRA_ANSAGE_MARGIN = ANSAGE_MARGIN
ABSAGE_MARGIN = 0.8  # and an Absage
STRENGTH_PREFILTER = 2.5  # no search for an Ansage with a hand this far below the strong bot's bar
# Re is searched only from this strength on (strong's RE_THRESHOLD is 10.75): Re said with hands
# below 9 won 35 % and lost 1.88 game points a game (69 times, habits before issue 27). The call
# search overrates them: its samples are played open-handed by both sides, so nobody misreads
# the parties, and the call is tested at every chance (up to three a seat), which picks the
# samples' luckiest estimate.
RE_STRENGTH_FLOOR = 9.0
# Trick 1, own lead, holding a Dulle and a Fehl Ass: the Ass is cashed first unless the search
# prefers the Dulle by more than this (game points). In the rollouts every later lead of the Ass
# is made only where it stands in that sample (hands open), so keeping the Ass back looks free:
# strategy fusion. At the table the expert then led the Dulle beside a Fehl Ass in 54 % (Re)
# and 58 % (Kontra) of such games; forcing the Ass on 16 of those positions gained +24.1 +- 9.2
# Dodge points (issue 27).
DULLE_LEAD_MARGIN = 1.0
# Last seat, a seat known to be an opponent holds the trick and my card does not take it: no
# card of 10 Augen or more (Ass, Zehn, Fuchs) when a low card (fewer Augen, no Dame or Dulle)
# is at most this much worse by the search; the expert gave Asse and Zehnen to known opponents
# 6.5 % of the time (strong 1.2 %). Re-evaluating 25 such positions of the demo set with other
# samples and with 4x the samples gave the same preferences: mostly the search keeps a Dame or
# a Bube that takes a later trick (worth it, so the margin is small), and where the values tie
# exactly (the same Augen go to the opponents in every sample, open hands) the lowest card id,
# an Ass or Zehn, won the tie. A tie is the case for this rule: with the hands hidden, the
# Ass or Zehn kept is an option, the low card is not.
LAST_SEAT_MARGIN = 0.1
DULLE = 0  # card id of the Herz Zehn
LOWEST_DAME = 4  # card id of the Karo Dame: ids 0-4 are the Dulle and the Damen
FEHL_ASSE = (13, 17, 21)  # card ids of Kreuz, Pik, Herz Ass
POOL = 2  # with inference: sampled deals weighed per deal searched (then resampled by weight)


class ExpertBot:
    """Search player. `samples` sets the sampled deals of a card decision (the time scales
    with it); the rest are tuning knobs for experiments."""

    name = "expert"

    def __init__(self, samples: int = SAMPLES, call_samples: int = CALL_SAMPLES,
                 exact_cards: int = EXACT_CARDS, root_exact_cards: int = ROOT_EXACT_CARDS,
                 budget_cards: int = BUDGET_CARDS, ansage_margin: float = ANSAGE_MARGIN,
                 absage_margin: float = ABSAGE_MARGIN, infer: bool = False, pool: int = POOL,
                 alpha: float = ALPHA, temper: float = TEMPER, name: str | None = None,
                 kontra_ansage_margin: float = KONTRA_ANSAGE_MARGIN,
                 re_strength_floor: float = RE_STRENGTH_FLOOR,
                 dulle_lead_margin: float | None = DULLE_LEAD_MARGIN,
                 last_seat_margin: float | None = LAST_SEAT_MARGIN):
        self.samples = samples
        self.call_samples = call_samples
        self.exact_cards = exact_cards
        self.root_exact_cards = root_exact_cards
        self.budget_cards = budget_cards
        self.ansage_margin = ansage_margin
        self.absage_margin = absage_margin
        self.kontra_ansage_margin = kontra_ansage_margin
        self.re_strength_floor = re_strength_floor
        self.dulle_lead_margin = dulle_lead_margin  # None: no rule
        self.last_seat_margin = last_seat_margin  # None: no rule
        self.infer = infer
        self.pool = pool
        self.alpha = alpha
        self.temper = temper
        if name:
            self.name = name

    # ================================================================== playing
    def card_values(self, view: PlayerView, rng: random.Random, legal: list[int] | None = None,
                    samples: int | None = None) -> tuple[dict[int, float], int]:
        """Mean game value for the view's party of each legal card (same samples for all)."""
        legal = legal if legal is not None else sorted({c.id for c in view.legal_cards})
        info = PublicInfo(view)
        sub = random.Random(rng.getrandbits(64))
        cards_left = sum(view.cards_held)
        n = samples or self.samples
        if cards_left <= self.root_exact_cards:
            states, weights = self._worlds(info, n, sub)
            ev = evaluate_root_exact(states, view.party, legal, weights)
        else:
            n = max(MIN_SAMPLES, min(n, n * self.budget_cards // len(legal)))
            states, weights = self._worlds(info, n, sub)
            ev = evaluate_cards(states, view.party, legal, self.exact_cards, weights)
        return ev.values, n

    def _worlds(self, info: PublicInfo, n: int, rng: random.Random):
        """`n` sampled deals as (distinct states, weights): with inference, `pool` x n deals
        weighed by the likelihood of the others' play and resampled (dokodesk.bots.inference)."""
        if not self.infer or not info.events:
            return worlds(info, n, rng), None
        return weighted_worlds(info, n, self.pool * n, rng, self.alpha, self.temper)

    def choose_card(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = sorted({c.id for c in view.legal_cards})
        if len(legal) == 1:
            return Decision(f"{card_name(legal[0])} is the only legal card.", CARDS[legal[0]])
        values, n = self.card_values(view, rng, legal)
        ranked = sorted(legal, key=lambda c: (-values[c], c))
        best, second = ranked[0], ranked[1]
        ruled = self._ace_before_dulle(view, legal, values, best)
        if ruled is not None:
            return Decision(f"{card_name(ruled)}: the Fehl Ass before the Dulle ({values[ruled]:+.1f} "
                            f"expected points, the Dulle {values[best]:+.1f}).", CARDS[ruled])
        ruled = self._no_augen_to_opponent(view, legal, values, best)
        if ruled is not None:
            return Decision(f"{card_name(ruled)}: no Augen to the opponents' trick ({values[ruled]:+.1f} "
                            f"expected points, {card_name(best)} {values[best]:+.1f}).", CARDS[ruled])
        gap = values[best] - values[second]
        reason = (f"{card_name(best)}: {values[best]:+.1f} expected points over {n} sampled deals; "
                  f"{card_name(second)} next ({values[second]:+.1f}).")
        if gap < 0.05:
            reason = f"{card_name(best)}: as good as {card_name(second)} ({values[best]:+.1f} expected points)."
        return Decision(reason, CARDS[best])

    def _ace_before_dulle(self, view: PlayerView, legal: list[int], values: dict[int, float],
                          best: int) -> int | None:
        """The Fehl Ass to lead instead of the Dulle at trick 1 (see DULLE_LEAD_MARGIN)."""
        if (self.dulle_lead_margin is None or best != DULLE or view.tricks
                or view.current_trick.cards):
            return None
        aces = [c for c in legal if c in FEHL_ASSE]
        if not aces:
            return None
        ace = min(aces, key=lambda c: (-values[c], c))
        return ace if values[DULLE] - values[ace] <= self.dulle_lead_margin else None

    def _no_augen_to_opponent(self, view: PlayerView, legal: list[int], values: dict[int, float],
                              best: int) -> int | None:
        """A card of fewer than 10 Augen instead of `best` at last seat when `best` would give
        10 or more to a trick a known opponent takes (see LAST_SEAT_MARGIN)."""
        trick = view.current_trick.cards
        if self.last_seat_margin is None or len(trick) != 3 or AUGEN[best] < 10:
            return None
        ids = [card.id for _, card in trick]
        holder = trick[trick_winner(ids)][0]
        if view.facts.known.get(holder, view.party) == view.party:
            return None  # my partner's trick, or a seat whose party I do not know
        if trick_winner(ids + [best]) == 3:
            return None  # it takes the trick
        cheap = [c for c in legal if AUGEN[c] < 10 and c > LOWEST_DAME
                 and values[c] >= values[best] - self.last_seat_margin]
        return min(cheap, key=lambda c: (-values[c], c)) if cheap else None

    # ================================================================== announcing
    def call_gains(self, view: PlayerView, rng: random.Random, levels: list[int],
                   samples: int | None = None) -> tuple[float, dict[int, float]]:
        """Expected game value for the view's party without a call and with each of `levels`
        (made now by this party), on the same sampled play."""
        info = PublicInfo(view)
        sub = random.Random(rng.getrandbits(64))
        states, weights = self._worlds(info, samples or self.call_samples, sub)
        weights = weights or [1.0] * len(states)
        outcomes = final_outcomes(states, self.exact_cards)
        party = view.party
        sign = 1 if party == RE else -1
        n = sum(weights)
        base = sum(w * sign * score(s).re_points for s, w in zip(outcomes, weights)) / n
        gains = {}
        for level in levels:
            total = 0.0
            for s, w in zip(outcomes, weights):
                new_levels = list(s.levels)
                new_levels[party] = max(new_levels[party], level)
                total += w * sign * score(replace(s, levels=tuple(new_levels))).re_points
            gains[level] = total / n - base
        return base, gains

    def call_choice(self, view: PlayerView, rng: random.Random) -> tuple[Call | None, float, float]:
        """(the call to make now or None, expected value without it, expected gain of the
        party's next level); no search when the hand is far too weak for it."""
        allowed = view.allowed_calls
        if not allowed:
            return None, 0.0, 0.0
        call = allowed[0].call  # the party's next level; jumps are not considered
        level = call.level
        if level > 3:
            return None, 0.0, 0.0  # keine 30 and schwarz: too rare to be worth a search
        strength = hand_strength(original_hand(view), view.ruleset.cards)
        threshold = RE_THRESHOLD if view.party == RE else KONTRA_THRESHOLD
        if strength < threshold - STRENGTH_PREFILTER or (level >= 2 and not view.tricks):
            return None, 0.0, 0.0
        if level == 1 and view.party == RE and strength < self.re_strength_floor:
            return None, 0.0, 0.0
        base, gains = self.call_gains(view, rng, [level])
        if level > 1:
            margin = self.absage_margin
        else:
            margin = self.ansage_margin if view.party == RE else self.kontra_ansage_margin
        return (call if gains[level] > margin else None), base, gains[level]

    def choose_calls(self, view: PlayerView, rng: random.Random) -> Decision:
        call, base, gain = self.call_choice(view, rng)
        if call is None:
            return NO_CALL
        return Decision(f"{call.german}: expected {base + gain:+.1f} points with it, {base:+.1f} without.",
                        calls=(call,))
