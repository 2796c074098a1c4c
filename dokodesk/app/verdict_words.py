"""The game's verdict (dokodesk.coach.verdict) in the UI language: the first lines of the result
page's analysis, the answer to "why did the pairs above us score more?" (issue 38)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from dokodesk.app.texts import card_name, number
from dokodesk.coach.verdict import Verdict
from dokodesk.rules import Call, Card, parse_event


class _Words(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def field(self, pairs: int) -> str:
        return self.tr("{more} of %n {party} pair(s) scored more than your {own}, {fewer} less.", None, pairs)

    def top(self, pairs: int) -> str:
        return self.tr("Top of the field: none of the %n {party} pair(s) scored more than your {own} "
                       "({fewer} less).", None, pairs)

    def left(self, better: int) -> str:
        return self.tr("%n of them left your line in trick {trick}: where {who} {yours}, at their tables "
                       "{who_there} {theirs}; those {pairs} averaged {mean} (you {own}).", None, better)

    def given(self, points: int) -> str:
        return self.tr("with all hands open, %n game point(s) given away (trick {tricks})", None, points)

    def mistakes(self, n: int) -> str:
        return self.tr("from what you knew, %n mistakes cost about {loss} expected game points (tricks {tricks})",
                       None, n)


def _event(token: str | None) -> str:
    words = _Words()
    if token is None:
        return words.tr("had ended the game")
    _, what = parse_event(token)
    if isinstance(what, Call):
        return words.tr("said {call}").format(call=what.german)
    return words.tr("played {card}").format(card=card_name(Card.parse(token.split(":", 1)[1])))


def verdict_text(v: Verdict) -> str:
    """One story: the Dodge result against the field and its main cause, then the player's own
    cards in both views (each named), e.g. "11 of 12 Re pairs scored more than your −8, 1 less.
    8 of them left your line in trick 3: where your partner played Ace of Diamonds, at their tables
    their partner played Ten of Clubs; those 8 averaged −5.0 (you −8).\nYour own cards: with all
    hands open, 2 game points given away (tricks 6, 11)."""
    w = _Words()
    party = "Re" if v.party == 0 else "Kontra"
    own = number(v.own_points, 0, signed=True)
    if v.cause == "no_field":
        head = w.tr("No pairs of your party in this deal's field yet.")
    elif v.cause == "top":
        head = w.top(v.pairs).format(party=party, own=own, fewer=v.fewer)
    elif v.cause == "same_line":
        head = w.tr("Every {party} pair of the field played your very line: the cards decided this deal.").format(
            party=party)
    else:
        head = w.field(v.pairs).format(more=v.more, party=party, own=own, fewer=v.fewer)
        if v.cause == "unlogged":
            head += " " + w.tr("Their games are not logged: what they did differently is not known.")
        elif v.split is not None:
            s = v.split
            who = {"you": w.tr("you"), "partner": w.tr("your partner"), "opponent": w.tr("an opponent")}[s.by]
            who_there = {"you": w.tr("the player in your seat"), "partner": w.tr("the partner"),
                         "opponent": w.tr("the opponent")}[s.by]
            head += " " + w.left(s.better).format(
                trick=v.split_trick, who=who, yours=_event(s.yours), who_there=who_there, theirs=_event(s.theirs),
                pairs=s.pairs, mean=number(s.mean_points, 1, signed=True), own=own)
    mine = v.own
    if mine is None:
        return head
    parts = []
    if len(mine.mistakes) == 1:
        trick, loss, se = mine.mistakes[0]
        parts.append(w.tr("from what you knew, one mistake cost about {loss} expected game points (±{se}, trick "
                          "{trick})").format(loss=number(loss, 1), se=number(se, 1), trick=trick))
    elif mine.mistakes:
        parts.append(w.mistakes(len(mine.mistakes)).format(
            loss=number(sum(m[1] for m in mine.mistakes), 1), tricks=", ".join(str(m[0]) for m in mine.mistakes)))
    if mine.given_away:
        parts.append(w.given(mine.given_away).format(tricks=", ".join(str(t) for t in mine.given_tricks)))
    if parts:
        cards = w.tr("Your own cards: {parts}.").format(parts="; ".join(parts))
    elif v.well_played:
        cards = w.tr("Your own cards: neither view found a mistake: well played.")
    else:
        cards = w.tr("Your own cards: neither view found a mistake.")
    return head + "\n" + cards
