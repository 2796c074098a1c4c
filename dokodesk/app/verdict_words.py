"""The game's verdict (dokodesk.coach.verdict) in the UI language: the first lines of the result
page's analysis, the answer to "why did the pairs above us score more?" (issue 38)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from dokodesk.app.texts import card_name, number
from dokodesk.coach.verdict import Verdict
from dokodesk.rules import Call, Card, parse_event

translate = QCoreApplication.translate


class _VerdictWords(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def field(self, pairs: int) -> str:
        return self.tr("{more} of %n {party} pair(s) scored more than your {own}, {fewer} less.", None, pairs)

    def top(self, pairs: int) -> str:
        return self.tr("Top of the field: none of the %n {party} pair(s) scored more than your {own} "
                       "({fewer} less).", None, pairs)

    def left(self, better: int) -> str:
        return self.tr("%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} "
                       "{theirs}; those {pairs} averaged {mean} (you {own}).", None, better)

    def left_among_more(self, better: int) -> str:
        """`left` where more pairs left the line there than scored more: "those" would mix the two."""
        return self.tr("%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} "
                       "{theirs}; all {pairs} pairs that left it there averaged {mean} (you {own}).", None, better)

    def given(self, points: int) -> str:
        return self.tr("with all hands open, %n game point(s) given away ({tricks})", None, points)

    def mistakes(self, n: int) -> str:
        return self.tr("from what you knew, %n mistakes cost about {loss} expected game points ({tricks})", None, n)

    @staticmethod
    def tricks(numbers: list[int]) -> str:
        """"trick 6" / "tricks 6, 11": by how many tricks, not by the points (no count is shown,
        so no plural form: one text for one trick, one for several)."""
        listed = ", ".join(map(str, numbers))
        if len(numbers) == 1:
            return translate("Verdict", "trick {numbers}").format(numbers=listed)
        return translate("Verdict", "tricks {numbers}").format(numbers=listed)


def _event(token: str | None, you: bool = False) -> str:
    """What a seat did at the split, as the rest of a sentence whose subject is that seat
    (`you`: the player, second person in German)."""
    if token is None:
        if you:
            return translate("Verdict", "had ended the game", "said of you")
        return translate("Verdict", "had ended the game")
    _, what = parse_event(token)
    if isinstance(what, Call):
        if you:
            return translate("Verdict", "said {call}", "said of you").format(call=what.german)
        return translate("Verdict", "said {call}").format(call=what.german)
    card = card_name(Card.parse(token.split(":", 1)[1]))
    if you:
        return translate("Verdict", "played {card}", "said of you").format(card=card)
    return translate("Verdict", "played {card}").format(card=card)


def verdict_text(v: Verdict, open_hands_pending: bool = False) -> str:
    """One story: the Dodge result against the field and its main cause, then the player's own
    cards in both views (each named), e.g. "11 of 12 Re pairs scored more than your −8, 1 less.
    8 of them left your line in trick 3: where your partner played Ace of Diamonds, at their tables
    their partner played Ten of Clubs; those 8 averaged −5.0 (you −8).\nYour own cards: with all
    hands open, 2 game points given away (tricks 6, 11). `open_hands_pending`: the open-hands part
    of the analysis is still running: the own cards' line says so and praises nothing."""
    w = _VerdictWords()
    party = "Re" if v.party == 0 else "Kontra"
    own = number(v.own_points, 0, signed=True)
    if v.cause == "no_field":
        head = translate("Verdict", "No pairs of your party in this deal's field yet.")
    elif v.cause == "top":
        head = w.top(v.pairs).format(party=party, own=own, fewer=v.fewer)
    elif v.cause == "same_line":
        head = translate("Verdict", "Every {party} pair of the field played your very line: the cards decided "
                         "this deal.").format(party=party)
    else:
        head = w.field(v.pairs).format(more=v.more, party=party, own=own, fewer=v.fewer)
        if v.cause == "unlogged":
            head += " " + translate("Verdict", "Their games are not logged: what they did differently is not known.")
        elif v.split is not None:
            s = v.split
            who = {"you": translate("Verdict", "you"), "partner": translate("Verdict", "your partner"),
                   "opponent": translate("Verdict", "an opponent")}[s.by]
            who_there = {"you": translate("Verdict", "the player in your seat"),
                         "partner": translate("Verdict", "the partner"),
                         "opponent": translate("Verdict", "the opponent")}[s.by]
            left = w.left(s.better) if s.pairs <= s.better else w.left_among_more(s.better)
            head += " " + left.format(
                trick=v.split_trick, who=who, yours=_event(s.yours, s.by == "you"), who_there=who_there,
                theirs=_event(s.theirs), pairs=s.pairs, mean=number(s.mean_points, 1, signed=True), own=own)
    mine = v.own
    if mine is None:
        return head
    parts = []
    if len(mine.mistakes) == 1:
        trick, loss, se = mine.mistakes[0]
        parts.append(translate("Verdict", "from what you knew, one mistake cost about {loss} expected game points "
                               "(±{se}, trick {trick})").format(loss=number(loss, 1), se=number(se, 1), trick=trick))
    elif mine.mistakes:
        parts.append(w.mistakes(len(mine.mistakes)).format(
            loss=number(sum(m[1] for m in mine.mistakes), 1), tricks=w.tricks(sorted({m[0] for m in mine.mistakes}))))
    if mine.given_away:
        parts.append(w.given(mine.given_away).format(tricks=w.tricks(sorted(set(mine.given_tricks)))))
    if open_hands_pending:
        # the open-hands view may still find cards that gave value away (issue 37: shown at once
        # now, the first part said "neither view found a mistake: well played" beside "Still
        # working: all hands open", and the finished page then named a card that gave a point away)
        if not parts:
            parts.append(translate("Verdict", "from what you knew, no mistake"))
        cards = translate("Verdict", "Your own cards: {parts}; with all hands open: still working.").format(
            parts="; ".join(parts))
    elif parts:
        cards = translate("Verdict", "Your own cards: {parts}.").format(parts="; ".join(parts))
    elif not mine.solved_cards:  # all hands open reached none of them: one view spoke, not both
        cards = translate("Verdict", "Your own cards: {parts}.").format(
            parts=translate("Verdict", "from what you knew, no mistake"))
    elif v.well_played:
        cards = translate("Verdict", "Your own cards: neither view found a mistake: well played.")
    else:
        cards = translate("Verdict", "Your own cards: neither view found a mistake.")
    return head + "\n" + cards
