"""Freeing big lists without holding the window: no Qt, so the store, the coach and the set-file
reader share it with the app's workers."""

from __future__ import annotations


def free_in_slices(*lists: list, size: int = 2000) -> None:
    """Empty `lists` (in order) a slice of `size` items at a time. Freeing 100,000 logged results
    at once (a tuple of 48 strings each) is one C call that holds the interpreter lock, and so
    the window, for up to a second; a slice at a time, the window's thread gets it between two
    slices."""
    for items in lists:
        while len(items) > size:
            del items[-size:]
        items.clear()
