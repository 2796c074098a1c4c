"""What review (`review_page`) writes under the table at the moment on show: the open-hands values
of the exact solver (for the player's card in a trick, or for any card), and what the field did
at the player's position; and where in a game's log each trick and each card ends. Words in the
review page's translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dokodesk.app.analysis_panel import card_text, decision_reason, field_note_text, trick_of
from dokodesk.app.texts import party_name
from dokodesk.bots.solver import proven_sides
from dokodesk.rules import Call, Deal

translate = QCoreApplication.translate

CALL_TOKENS = frozenset(c.value for c in Call)


def open_hands_waiting(failed: bool, running: bool) -> str:
    """The open-hands line while there is no solve of the game on show: failed, solving, or none."""
    if failed:
        return translate("ReviewPage", "Open hands: the solver failed (see the log).")
    return translate("ReviewPage", "Open hands: solving…") if running else ""


def open_hands_trick_text(review, step: int, tricks: int, deal: Deal, seat: int) -> str:
    """Step k of a game of `tricks` tricks (`review`: its open-hands solve): the value from trick
    k+1 on, and whether the seat's card in trick k kept the value it had before it."""
    lines = []
    if step < tricks:
        value = review.value_at(step + 1)
        bounds = review.bounds[1] if review.bounds and review.bounds[0] == step + 1 else None
        # a side at ±29 was not narrowed by any search: it is not said
        low, high = proven_sides(bounds)
        if value is None and (low is not None or high is not None):
            if low is not None and low == high:
                lines.append(translate("ReviewPage", "With best play from here (all hands open): Re {value:+d} (the cards "
                                       "of this trick not solved within the time budget)").format(value=low))
            elif low is None:
                lines.append(translate("ReviewPage", "With best play from here (all hands open): Re at most {high:+d} "
                                       "(not solved exactly within the time budget)").format(high=high))
            elif high is None:
                lines.append(translate("ReviewPage", "With best play from here (all hands open): Re at least {low:+d} "
                                       "(not solved exactly within the time budget)").format(low=low))
            else:
                lines.append(translate("ReviewPage", "With best play from here (all hands open): Re between {low:+d} "
                                       "and {high:+d} (not solved exactly within the time budget)").format(
                    low=low, high=high))
        elif value is None:
            lines.append(translate("ReviewPage", "Open hands: not solved from here within the time budget "
                                   "(solved from trick {k} on).").format(k=review.earliest)
                         if review.earliest else
                         translate("ReviewPage", "Open hands: no trick solved within the time budget."))
        else:
            lines.append(translate("ReviewPage", "With best play from here (all hands open): Re {value:+d}").format(
                value=value))
    solved = review.tricks.get(step)
    if solved is not None:
        party = deal.parties[seat]
        for card in solved.cards:
            if card.seat != seat:
                continue
            loss = card.loss(party)
            if loss <= 0:
                lines.append(translate("ReviewPage", "Your seat played {card} and kept that value (Re {before:+d}).")
                             .format(card=card_text(card.card), before=card.before))
            else:
                # the loss in the game value's own unit: "1 worse" said neither what nor whose
                lines.append(translate("ReviewPage", "Your seat played {card}: with open hands the value for your "
                                       "party fell by {loss} (Re {before:+d} → Re {after:+d}).").format(
                    card=card_text(card.card), loss=loss, before=card.before, after=card.after))
            if len(card.options) > 1:
                lines.append(translate("ReviewPage", "Each card there, all hands open: {cards}").format(
                    cards=", ".join(f"{card_text(code)} Re {v:+d}" for code, v in card.options.items())))
    return "\n".join(lines)


def open_hands_card_text(review, step: int, card: int, deal: Deal, who) -> str:
    """The `card`-th card of trick `step`, whoever played it (`who(seat)`: the name to say):
    the open-hands value before and after it, from its party's side, and each legal card's value
    there."""
    solved = review.tricks.get(step)
    if solved is None or len(solved.cards) < card:
        return (translate("ReviewPage", "Open hands: this card not solved within the time budget "
                          "(solved from trick {k} on).").format(k=review.earliest) if review.earliest else
                translate("ReviewPage", "Open hands: no trick solved within the time budget."))
    played = solved.cards[card - 1]
    party = deal.parties[played.seat]
    loss = played.loss(party)
    if loss <= 0:
        lines = [translate("ReviewPage", "{who} played {card} and kept the value (Re {before:+d}).").format(
            who=who(played.seat), card=card_text(played.card), before=played.before)]
    else:
        lines = [translate("ReviewPage", "{who} played {card}: with open hands the value for {party} fell by "
                           "{loss} (Re {before:+d} → Re {after:+d}).").format(
            who=who(played.seat), card=card_text(played.card), party=party_name(party), loss=loss,
            before=played.before, after=played.after)]
    if len(played.options) > 1:
        lines.append(translate("ReviewPage", "Each card there, all hands open: {cards}").format(
            cards=", ".join(f"{card_text(code)} Re {v:+d}" for code, v in played.options.items())))
    return "\n".join(lines)


def mark_text(decisions) -> str:
    """The marked mistakes of the trick on show, a sentence each: "From what you knew, played Ten
    of Clubs; King of Clubs was better: −0.4 expected game points (±0.2)" (the reason alone began
    in lower case)."""
    return "\n".join(translate("ReviewPage", "From what you knew, {reason}").format(reason=decision_reason(d))
                     for d in decisions)


def field_note(field_at: dict, log: list[str], step: int, party: int) -> str:
    """"12 of 30 Re pairs were here: 9 played Kreuz Dame (average +3), 3 played Karo Neun (−1)"
    for the player's cards in trick `step` of `log` (`field_at`: event index -> FieldAtPosition)."""
    if step == 0:
        return ""
    return "\n".join(field_note_text(at, party) for index, at in sorted(field_at.items())
                     if trick_of(log, index) == step)


def trick_cuts(log: list[str]) -> list[int]:
    """Log positions just after each trick (index 0: before the first card); announcements
    made right after a trick's last card belong to that step."""
    cuts = [0]
    cards = 0
    for i, token in enumerate(log):
        if token[2:] in CALL_TOKENS:
            if cuts[-1] == i:
                cuts[-1] = i + 1
            continue
        cards += 1
        if cards % 4 == 0:
            cuts.append(i + 1)
    return cuts


def card_cuts(log: list[str]) -> list[int]:
    """Log positions just after each card (index 0: before the first card); announcements made
    right after a card belong to that step."""
    cuts = [0]
    for i, token in enumerate(log):
        if token[2:] in CALL_TOKENS:
            cuts[-1] = i + 1
            continue
        cuts.append(i + 1)
    return cuts
