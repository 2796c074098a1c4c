"""Words the app shows for engine facts, through Qt's translation system.

The engine speaks English with German Doppelkopf terms; the GUI rebuilds each message from
the error's machine-readable reason and details so that it can be translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from dokodesk.rules import IllegalEventError
from dokodesk.rules.deal import RE


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
    return QCoreApplication.translate("Texts", "until your card {n}").format(n=until_card)


def error_text(error: IllegalEventError, name: str) -> str:
    """The engine's refusal in the user's language."""
    d = error.details
    reason = error.reason
    if reason == "must_follow":
        return QCoreApplication.translate("Texts", "{name} must follow {suit}").format(name=name, suit=d.get("suit", ""))
    if reason == "not_your_turn":
        return QCoreApplication.translate("Texts", "It is not {name}'s turn").format(name=name)
    if reason == "not_in_hand":
        return QCoreApplication.translate("Texts", "{name} does not hold {card}").format(name=name, card=d.get("card", ""))
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
    return str(error)
