"""A player's view holds the own hand and public facts only."""

import gc
import random

from dokodesk.rules import Call, Deal, Game, KONTRA, RE
from dokodesk.rules.kernel import State
from rules_helpers import FIXED_DEAL, random_deal


def reachable_objects(root, limit=20000):
    seen, stack = {id(root): root}, [root]
    while stack and len(seen) < limit:
        for ref in gc.get_referents(stack.pop()):
            if id(ref) not in seen and not isinstance(ref, type):
                seen[id(ref)] = ref
                stack.append(ref)
    return seen.values()


def test_view_cannot_reach_hidden_hands():
    g = Game(FIXED_DEAL)
    for token in ["0:QC", "1:JC", "2:TH", "0:re"]:
        g.apply(token)
    view = g.view(1)
    assert view.facts.known  # the facts kept on the view are public too
    for obj in reachable_objects(view):
        assert not isinstance(obj, (Game, Deal, State)), type(obj)
        assert obj is not g.state.counts and obj is not FIXED_DEAL.hands
    # Only seat 1's own cards appear as a hand.
    assert list(view.hand) == g.hand(1)
    assert view.legal_cards == () and view.turn == 3


def test_view_knows_parties_from_kreuz_dame_and_ansagen():
    g = Game(FIXED_DEAL)  # Re: 0 and 2
    assert g.view(1).known_parties() == {1: KONTRA}
    g.apply("0:QC")  # seat 0 shows a Kreuz Dame
    assert g.view(1).known_parties() == {1: KONTRA, 0: RE}
    g.announce(3, Call.KONTRA)  # Kontra now known complete for seat 1: 1 and 3, so 2 is Re
    assert g.view(1).known_parties() == {0: RE, 1: KONTRA, 2: RE, 3: KONTRA}
    assert g.view(1).partner() == 3
    # Seat 2 (Re, one Kreuz Dame) knows seat 0 is its partner once it was shown.
    assert g.view(2).partner() == 0


def test_view_legal_cards_and_calls_match_the_game():
    rng = random.Random(3)
    g = Game(random_deal(rng))
    while not g.is_over:
        for seat in range(4):
            view = g.view(seat)
            assert list(view.legal_cards) == g.legal_cards(seat)
            assert list(view.allowed_calls) == g.allowed_calls(seat)
            assert view.cards_held[seat] == len(view.hand)
        g.play(g.turn, rng.choice(g.legal_cards(g.turn)))


def test_views_show_the_calls_made_until_now_after_undo_and_in_copies():
    """The views' announcements are kept between calls (a play-out builds a view before nearly
    every card): a call made, taken back, or made differently shows at once, in copies too."""
    g = Game(FIXED_DEAL)  # Re: 0 and 2; Kontra: 1 and 3
    assert g.view(1).announcements == ()
    g.apply("0:re")
    assert [(a.seat, a.call) for a in g.view(1).announcements] == [(0, Call.RE)]
    copy = g.copy()
    copy.apply("1:kontra")
    assert [(a.seat, a.call) for a in copy.view(2).announcements] == [(0, Call.RE), (1, Call.KONTRA)]
    assert [(a.seat, a.call) for a in g.view(2).announcements] == [(0, Call.RE)]  # the original: unchanged
    g.undo()
    g.apply("2:re")  # another seat's call in the same place, no view built in between
    assert [(a.seat, a.call, a.cards_in_hand) for a in g.view(1).announcements] == [(2, Call.RE, 12)]
    g.undo()
    assert g.view(1).announcements == ()
    # the kernel's hand_ids: the dealt hand, a copy each, in id order (no card played yet)
    assert [c.id for c in g.hand(0)] == sorted(c.id for c in FIXED_DEAL.hands[0])
