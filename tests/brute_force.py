"""Brute force, the reference for every open-hands value: every legal card, no pruning."""

from __future__ import annotations

from dokodesk.rules import RE


def plain_minimax(st) -> int:
    """Re's game value of a kernel state with best play by both parties."""
    if st.turn < 0:
        return st.re_points()
    values = []
    for c in st.legal_cards():
        st.play_fast(c)
        values.append(plain_minimax(st))
        st.pop()
    return max(values) if st.parties[st.turn] == RE else min(values)


def card_values(st) -> dict[int, int]:
    """Re's value after each legal card of the seat on turn (card id -> value)."""
    out = {}
    for c in st.legal_cards():
        st.play_fast(c)
        out[c] = plain_minimax(st)
        st.pop()
    return out
