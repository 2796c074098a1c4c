"""Errors the engine raises. Each carries a machine-readable `reason` and `details`, so the
GUI can translate them, and says in plain words what is wrong."""

from __future__ import annotations


class IllegalEventError(ValueError):
    """A card play or announcement the rules do not allow at this moment.

    `reason` is a stable key (e.g. "must_follow"); `details` holds the values the message
    mentions; `event_index` is the position in a replayed log, when there is one.
    """

    def __init__(self, reason: str, message: str, **details: object):
        super().__init__(message)
        self.reason = reason
        self.details = details
        self.event_index: int | None = None

    @property
    def message(self) -> str:
        return str(self.args[0])


class IllegalPlayError(IllegalEventError):
    """A card that may not be played now."""


class IllegalAnnouncementError(IllegalEventError):
    """An Ansage or Absage that may not be made now."""


class LogError(IllegalEventError):
    """A log event that is not written in the set-format notation, or a log that is incomplete."""
