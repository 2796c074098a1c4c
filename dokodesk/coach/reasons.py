"""Why a decision lost, in words: each rated decision of an analysis gets a short reason
(`Decision.reason_key` with `details`, translated by the app; `reason_text` in English) naming the
most likely mistake: a lead into a known void, a Zehn led while the Ass is still out, a trick lost
to the other party that the best card would have won (with the Fuchs, Doppelkopf or Karlchen it
would have caught or saved), an announcement missed or made against the odds. Also what a
mistake's better choice changed on the real deal (`on_deal_why_text`).

The analysis that rates the decisions is dokodesk.coach.analysis; the records it makes,
dokodesk.coach.decisions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from dokodesk.bots.base import card_name
from dokodesk.coach.on_this_deal import what_changed
from dokodesk.rules import CARDS, Call, PlayerView
from dokodesk.rules.cards import AUGEN, CARDS_BY_CODE, FEHL_ACE_IDS, FEHL_TEN_IDS, FOLLOW, FUCHS_ID, KARLCHEN_ID, Follow
from dokodesk.rules.kernel import POWER

if TYPE_CHECKING:
    from dokodesk.coach.decisions import Decision

TRUMP = Follow.TRUMP


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

