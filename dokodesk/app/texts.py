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
    return QCoreApplication.translate("Texts", "{rank} of {suit}").format(rank=rank_name(card.rank), suit=suit_name(card.suit))


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
        suit, rank = _SUIT_BY_GERMAN[match.group(1)], _RANK_BY_GERMAN[match.group(2)]
        return QCoreApplication.translate("Texts", "{rank} of {suit}").format(rank=rank_name(rank), suit=suit_name(suit))
    return _GERMAN_CARD.sub(card, text)


# The strong bot's reasons (English sentences with German card names), as patterns, so that
# hints read in the UI language. A sentence no pattern knows is shown as the bot wrote it.
_REASONS: list[tuple[re.Pattern, str]] = [(re.compile(p), t) for p, t in (
    (r"^(?P<call>.+): strong hand \(strength (?P<strength>[\d.]+), (?P<trumps>\d+) trumps in hand\), likely to win\.$",
     QT_TRANSLATE_NOOP("HintReasons", "{call}: strong hand (strength {strength}, {trumps} trumps in hand), likely to win.")),
    (r"^Keine 90: our side is (?P<ours>\d+):(?P<theirs>\d+) Augen ahead with a strong hand\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Keine 90: our side is {ours}:{theirs} Augen ahead with a strong hand.")),
    (r"^(?P<card>.+) is the only legal card\.$", QT_TRANSLATE_NOOP("HintReasons", "{card} is the only legal card.")),
    (r"^Karlchen: keep the (?P<card>.+) for the last trick, where nothing beats it\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Karlchen: keep the {card} for the last trick, where nothing beats it.")),
    (r"^Lead (?P<card>.+): nobody has led the suit yet, so it should win \((?P<p>\d+%)\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Lead {card}: nobody has led the suit yet, so it should win ({p}).")),
    (r"^Lead (?P<card>.+): the others still hold the suit, so it should win \((?P<p>\d+%)\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Lead {card}: the others still hold the suit, so it should win ({p}).")),
    (r"^Lead (?P<card>.+): my partner is void in (?P<suit>\w+) \(blank\) and can trump it\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Lead {card}: my partner is void in {suit} (blank) and can trump it.")),
    (r"^Lead (?P<card>.+): it should bring my side the trick \((?P<p>\d+%)\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Lead {card}: it should bring my side the trick ({p}).")),
    (r"^Lead (?P<card>.+): the cheapest card to give up now\.$", QT_TRANSLATE_NOOP("HintReasons", "Lead {card}: the cheapest card to give up now.")),
    (r"^Catch the Fuchs: (?P<card>.+) takes the other party's Fuchs\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Catch the Fuchs: {card} takes the other party's Fuchs.")),
    (r"^Bring the Fuchs home: it takes this trick \((?P<p>\d+%) to hold\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Bring the Fuchs home: it takes this trick ({p} to hold).")),
    (r"^(?P<card>.+) is the lowest card that wins the trick \((?P<augen>\d+) Augen so far\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "{card} is the lowest card that wins the trick ({augen} Augen so far).")),
    (r"^Take the trick with (?P<card>.+), high enough to hold \((?P<p>\d+%)\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Take the trick with {card}, high enough to hold ({p}).")),
    (r"^Keep the Fuchs from the other party: (?P<card>.+) instead\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Keep the Fuchs from the other party: {card} instead.")),
    (r"^Nothing to win here: throw (?P<card>.+) \((?P<augen>\d+) Augen\)\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Nothing to win here: throw {card} ({augen} Augen).")),
    (r"^Schmieren: (?P<card>.+) \((?P<augen>\d+) Augen\) to my partner, who holds the trick\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Schmieren: {card} ({augen} Augen) to my partner, who holds the trick.")),
    (r"^Schmieren: (?P<card>.+) \((?P<augen>\d+) Augen\), my partner should take this trick\.$",
     QT_TRANSLATE_NOOP("HintReasons", "Schmieren: {card} ({augen} Augen), my partner should take this trick.")),
    (r"^My partner holds the trick; (?P<card>.+) is the card I can best spare\.$",
     QT_TRANSLATE_NOOP("HintReasons", "My partner holds the trick; {card} is the card I can best spare.")),
    (r"^No announcement\.$", QT_TRANSLATE_NOOP("HintReasons", "No announcement.")),
)]


def hint_reason(reason: str) -> str:
    """A bot's reason in the UI language (card and suit names included)."""
    for pattern, template in _REASONS:
        match = pattern.match(reason)
        if match:
            values = {k: _follow_name(v) if k == "suit" else with_card_names(v) for k, v in match.groupdict().items()}
            return QCoreApplication.translate("HintReasons", template).format(**values)
    return with_card_names(reason)


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


def deadline_text(until_card: int) -> str:
    """For an announcement button: the own card before which it must be made."""
    return QCoreApplication.translate("Texts", "before your card {n}").format(n=until_card)


def error_text(error: IllegalEventError, name: str) -> str:
    """The engine's refusal in the user's language."""
    d = error.details
    reason = error.reason
    if reason == "must_follow":
        return QCoreApplication.translate("Texts", "{name} must follow {suit}").format(name=name, suit=_follow_name(d.get("suit", "")))
    if reason == "not_your_turn":
        return QCoreApplication.translate("Texts", "It is not {name}'s turn").format(name=name)
    if reason == "not_in_hand":
        return QCoreApplication.translate("Texts", "{name} does not hold {card}").format(name=name, card=_card_text(d.get("card", "")))
    if reason == "game_over":
        return QCoreApplication.translate("Texts", "The game is over")
    if reason == "wrong_party":
        return QCoreApplication.translate("Texts", "{name} is {party}; only the {ansage} party says {ansage}").format(
            name=name, party=d["party"], ansage=d["ansage"])
    if reason == "already_made":
        return QCoreApplication.translate("Texts", "{party} has already made {level}").format(party=d["party"], level=d["level"])
    if reason == "absage_after_late_reply":
        return QCoreApplication.translate("Texts", "{party} replied after the Ansage deadline and makes no Absage in this game").format(
            party=d["party"])
    if reason == "reply_too_late":
        return QCoreApplication.translate("Texts", "{level} as a reply needs at least {needed} cards in hand; {name} has {cards}").format(
            level=d["level"], needed=d["needed"], name=name, cards=d["cards"])
    if reason == "deadline_passed":
        if d["level"] == d["lowest"]:
            return QCoreApplication.translate("Texts", "{level} needs at least {needed} cards in hand; {name} has {cards}").format(
                level=d["level"], needed=d["needed"], name=name, cards=d["cards"])
        return QCoreApplication.translate(
            "Texts", "{level} jumps over {lowest}, which needs at least {needed} cards in hand; {name} has {cards}").format(level=d["level"], lowest=d["lowest"], needed=d["needed"],
                                               name=name, cards=d["cards"])
    return with_card_names(str(error))
