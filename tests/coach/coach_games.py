"""A game with a mistake whose loss is known by hand, for the coach's tests: rated at any sample
count the same way, so a test that needs a flagged mistake (its play-out on this deal, its Dodge
points, its record) gets one from four samples a decision instead of a search for one.

Deal 254 of "party-side", played by four strong bots: seat 0 is Kontra (seats 1 and 3 hold the
Kreuz Damen; Re and Kontra said), 102 Augen each after ten tricks. Trick 11 (events 42-44): seat
1 (Re) leads Kreuz Bube, seat 2 (Kontra) Kreuz Ass (no trump left), seat 3 (Re) Kreuz Dame; seat
0 holds Herz Dame and Pik Bube, neither beats the Kreuz Dame: Re takes the trick either way. The
other three hold one card each: Herz Bube and Kreuz Bube at seats 1 and 3 (in either order: the
two layouts seat 0 cannot tell apart; seat 2 showed no trump), Pik Ass at seat 2. Keeping the
Herz Dame wins trick 12 for Kontra (18 Augen): 120 against 120, Kontra wins against the Kreuz
Damen: won 1 + Re 2 + Kontra 2 + gegen die Alten 1 = +6 for seat 0. Playing the Herz Dame now
leaves the Pik Bube, and Re's Kreuz Bube wins the last trick (a Karlchen, Re 138 Augen): -6.
On both layouts alike, so on every sampled deal and every play-out: the Herz Dame at event 45
loses exactly 12 game points."""

from __future__ import annotations

import random

from dokodesk.bots import make_bot, play_game
from dokodesk.dodge.generator import generate_deals

SEAT = 0
EVENT = 45  # the Herz Dame thrown away
LOSS = 12.0


def given_away():
    """(deal, log): the strong bots' game with seat 0's Herz Dame played at event 45 instead of
    its Pik Bube (trick 12 is forced)."""
    deal = generate_deals(300, "party-side")[254]
    log = play_game(deal, [make_bot("strong")] * 4, random.Random(254)).log
    assert tuple(log[42:45]) == ("1:JC", "2:AC", "3:QC") and log[45] == "0:JS" and deal.parties == (1, 0, 1, 0)
    return deal, list(log[:45]) + ["0:QH", "3:JH", "0:JS", "1:JC", "2:AS"]
