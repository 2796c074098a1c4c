"""Words the app shows for engine facts, through Qt's translation system.

The engine speaks English with German Doppelkopf terms; the GUI rebuilds each message from
the error's machine-readable reason and details so that it can be translated.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from dokodesk.rules import Card, IllegalEventError
from dokodesk.rules.cards import Follow, Rank, Suit
from dokodesk.rules.deal import RE


# Suit and card names follow the UI language (Clubs / Kreuz); Doppelkopf terms stay German.
def suit_name(suit: Suit | Follow) -> str:
    if isinstance(suit, Follow):
        if suit == Follow.TRUMP:
            return QCoreApplication.translate("Texts", "trump")
        suit = Suit[suit.name]
    return (QCoreApplication.translate("Texts", "Clubs"), QCoreApplication.translate("Texts", "Spades"), QCoreApplication.translate("Texts", "Hearts"), QCoreApplication.translate("Texts", "Diamonds"))[suit]


def rank_name(rank: Rank) -> str:
    return (QCoreApplication.translate("Texts", "Nine"), QCoreApplication.translate("Texts", "Jack"), QCoreApplication.translate("Texts", "Queen"), QCoreApplication.translate("Texts", "King"), QCoreApplication.translate("Texts", "Ten"), QCoreApplication.translate("Texts", "Ace"))[rank]


def card_name(card: Card) -> str:
    """"Queen of Clubs" in English, "Kreuz Dame" in German."""
    return _card_words(card.rank, card.suit)


def _card_words(rank: Rank, suit: Suit) -> str:
    return QCoreApplication.translate("Texts", "{rank} of {suit}").format(rank=rank_name(rank), suit=suit_name(suit))


_FOLLOW_BY_GERMAN = {f.german: f for f in Follow}
_GERMAN_CARD = re.compile(r"\b(Kreuz|Pik|Herz|Karo) (Neun|Bube|Dame|König|Zehn|Ass)\b")
_SUIT_BY_GERMAN = {s.german: s for s in Suit}
_RANK_BY_GERMAN = {r.german: r for r in Rank}


def _follow_name(value: object) -> str:
    """A suit the engine names in German ("Kreuz", "Trumpf") in the UI language."""
    follow = _FOLLOW_BY_GERMAN.get(str(value))
    return suit_name(follow) if follow is not None else str(value)


def _card_text(value: object) -> str:
    """A card the engine names by code ("KC") or in German, in the UI language."""
    try:
        return card_name(Card.parse(str(value)))
    except (ValueError, KeyError, TypeError):
        return with_card_names(str(value))


def with_card_names(text: str) -> str:
    """German card and suit names inside an engine or bot sentence, in the UI language."""
    def card(match: re.Match) -> str:
        return _card_words(_RANK_BY_GERMAN[match.group(2)], _SUIT_BY_GERMAN[match.group(1)])
    return _GERMAN_CARD.sub(card, text)


def party_name(party: int) -> str:
    return "Re" if party == RE else "Kontra"  # German in every language


def number(value: float, decimals: int = 0, signed: bool = False) -> str:
    """A number in the UI language's format ("-1.234,5" in German), with "+" when `signed`."""
    rounded = round(float(value), decimals)
    locale = QLocale()
    text = locale.toString(abs(rounded), "f", decimals) if decimals else locale.toString(abs(int(rounded)))
    if rounded < 0:
        return "-" + text
    return "+" + text if signed and rounded > 0 else text


_ORDINALS = {  # English ordinal endings; German writes "3." for every number
    1: QT_TRANSLATE_NOOP("Texts", "{n}st"),
    2: QT_TRANSLATE_NOOP("Texts", "{n}nd"),
    3: QT_TRANSLATE_NOOP("Texts", "{n}rd"),
}
_ORDINAL_TH = QT_TRANSLATE_NOOP("Texts", "{n}th")


def ordinal(n: int) -> str:
    """"3rd" in English (11th, 12th, 13th), "3." in German."""
    ending = _ORDINAL_TH if n % 100 in (11, 12, 13) else _ORDINALS.get(n % 10, _ORDINAL_TH)
    return QCoreApplication.translate("Texts", ending).format(n=n)


def deadline_text(until_card: int) -> str:
    """For an announcement button: the own card before which it must be made (rules.md: the
    caller must still hold the level's number of cards, so the call comes before that card of
    theirs is played: "before your 3rd card" while holding 10 of 12)."""
    return QCoreApplication.translate("Texts", "before your {nth} card").format(nth=ordinal(until_card))


def error_text(error: IllegalEventError, name: str | None = None) -> str:
    """The engine's refusal in the user's language: to the player ("You have 9 cards") when
    `name` is None, else about the named player ("Anna has 9 cards")."""
    d = error.details
    reason = error.reason
    you = name is None
    if reason == "must_follow":
        suit = _follow_name(d.get("suit", ""))
        return QCoreApplication.translate("Texts", "You must follow {suit}").format(suit=suit) if you \
            else QCoreApplication.translate("Texts", "{name} must follow {suit}").format(name=name, suit=suit)
    if reason == "not_your_turn":
        return QCoreApplication.translate("Texts", "It is not your turn") if you else QCoreApplication.translate("Texts", "It is not {name}'s turn").format(name=name)
    if reason == "not_in_hand":
        card = _card_text(d.get("card", ""))
        return QCoreApplication.translate("Texts", "You do not hold {card}").format(card=card) if you \
            else QCoreApplication.translate("Texts", "{name} does not hold {card}").format(name=name, card=card)
    if reason == "game_over":
        return QCoreApplication.translate("Texts", "The game is over")
    if reason == "wrong_party":
        if you:
            return QCoreApplication.translate("Texts", "You are {party}; only the {ansage} party says {ansage}").format(
                party=d["party"], ansage=d["ansage"])
        return QCoreApplication.translate("Texts", "{name} is {party}; only the {ansage} party says {ansage}").format(
            name=name, party=d["party"], ansage=d["ansage"])
    if reason == "already_made":
        if d["level"] == d["party"]:  # the Ansage: "Re has already made Re" said the name twice
            return QCoreApplication.translate("Texts", "{level} is already announced").format(level=d["level"])
        return QCoreApplication.translate("Texts", "{party} has already made {level}").format(party=d["party"], level=d["level"])
    if reason == "absage_after_late_reply":
        return QCoreApplication.translate("Texts", "{party} replied after the Ansage deadline and makes no Absage in this game").format(
            party=d["party"])
    if reason == "reply_too_late":
        if you:
            return QCoreApplication.translate("Texts", "{level} as a reply needs at least {needed} cards in hand; you have {cards}").format(level=d["level"], needed=d["needed"], cards=d["cards"])
        return QCoreApplication.translate("Texts", "{level} as a reply needs at least {needed} cards in hand; {name} has {cards}").format(
            level=d["level"], needed=d["needed"], name=name, cards=d["cards"])
    if reason == "deadline_passed":
        if d["level"] == d["lowest"]:
            if you:
                return QCoreApplication.translate("Texts", "{level} needs at least {needed} cards in hand; you have {cards}").format(level=d["level"], needed=d["needed"], cards=d["cards"])
            return QCoreApplication.translate("Texts", "{level} needs at least {needed} cards in hand; {name} has {cards}").format(
                level=d["level"], needed=d["needed"], name=name, cards=d["cards"])
        if you:
            return QCoreApplication.translate("Texts", "{level} jumps over {lowest}, which needs at least {needed} cards in hand; you have {cards}").format(level=d["level"], lowest=d["lowest"], needed=d["needed"], cards=d["cards"])
        return QCoreApplication.translate("Texts", "{level} jumps over {lowest}, which needs at least {needed} cards in hand; {name} has {cards}"
                 ).format(level=d["level"], lowest=d["lowest"], needed=d["needed"], name=name, cards=d["cards"])
    return with_card_names(str(error))


_LINE_WORDS = {  # the DDV lines in the UI language; Doppelkopf terms stay German
    "won": QT_TRANSLATE_NOOP("Texts", "won"),
    "under_90": QT_TRANSLATE_NOOP("Texts", "under 90"),
    "under_60": QT_TRANSLATE_NOOP("Texts", "under 60"),
    "under_30": QT_TRANSLATE_NOOP("Texts", "under 30"),
    "re": QT_TRANSLATE_NOOP("Texts", "Re announced"),
    "kontra": QT_TRANSLATE_NOOP("Texts", "Kontra announced"),
    "gegen_die_alten": QT_TRANSLATE_NOOP("Texts", "won against the Kreuz-Damen"),
    "fuchs_gefangen": QT_TRANSLATE_NOOP("Texts", "Fuchs caught"),
    "reached_120": QT_TRANSLATE_NOOP("Texts", "120 against keine 90"),
    "reached_90": QT_TRANSLATE_NOOP("Texts", "90 against keine 60"),
    "reached_60": QT_TRANSLATE_NOOP("Texts", "60 against keine 30"),
    "reached_30": QT_TRANSLATE_NOOP("Texts", "30 against schwarz"),
}


def line_text(line) -> str:
    """A DDV score line ("unter 90") in the UI language ("under 90"); schwarz, Doppelkopf,
    Karlchen and the Absagen ("keine 60 (Re)") are Doppelkopf terms and stay."""
    words = _LINE_WORDS.get(line.key)
    return line.label if words is None else QCoreApplication.translate("Texts", words)


def set_title(set_id: str, title: str) -> str:
    """A set's title as shown: the bundled demo set's in the UI language (its file spells it in
    German), any other as its file spells it (shown as plain text)."""
    from dokodesk.session import DEMO_SET_ID

    return QCoreApplication.translate("Texts", "Dodge practice set (demo)") if set_id == DEMO_SET_ID else title
