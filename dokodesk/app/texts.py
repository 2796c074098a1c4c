"""Words the app shows for engine facts, through Qt's translation system.

The engine speaks English with German Doppelkopf terms; the GUI rebuilds each message from
the error's machine-readable reason and details so that it can be translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dokodesk.rules import Call, IllegalEventError
from dokodesk.rules.deal import RE


def tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def party_name(party: int) -> str:
    return "Re" if party == RE else "Kontra"  # German in every language


def call_name(call: Call) -> str:
    return call.german  # Re, Kontra, keine 90, … stay German


def deadline_text(until_card: int) -> str:
    """For an announcement button: the own card before which it must be made."""
    return tr("until your card {n}").format(n=until_card)


def error_text(error: IllegalEventError, name: str) -> str:
    """The engine's refusal in the user's language."""
    d = error.details
    reason = error.reason
    if reason == "must_follow":
        return tr("{name} must follow {suit}").format(name=name, suit=d.get("suit", ""))
    if reason == "not_your_turn":
        return tr("It is not {name}'s turn").format(name=name)
    if reason == "not_in_hand":
        return tr("{name} does not hold {card}").format(name=name, card=d.get("card", ""))
    if reason == "game_over":
        return tr("The game is over")
    if reason == "wrong_party":
        return tr("{name} is {party}; only the {ansage} party says {ansage}").format(
            name=name, party=d["party"], ansage=d["ansage"])
    if reason == "already_made":
        return tr("{party} has already made {level}").format(party=d["party"], level=d["level"])
    if reason == "absage_after_late_reply":
        return tr("{party} replied after the Ansage deadline and makes no Absage in this game").format(
            party=d["party"])
    if reason == "reply_too_late":
        return tr("{level} as a reply needs at least {needed} cards in hand; {name} has {cards}").format(
            level=d["level"], needed=d["needed"], name=name, cards=d["cards"])
    if reason == "deadline_passed":
        if d["level"] == d["lowest"]:
            return tr("{level} needs at least {needed} cards in hand; {name} has {cards}").format(
                level=d["level"], needed=d["needed"], name=name, cards=d["cards"])
        return tr("{level} jumps over {lowest}, which needs at least {needed} cards in hand; "
                  "{name} has {cards}").format(level=d["level"], lowest=d["lowest"], needed=d["needed"],
                                               name=name, cards=d["cards"])
    return str(error)
