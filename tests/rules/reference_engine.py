"""An independent, deliberately plain re-implementation of rules.md for cross-checking the
engine: strings for cards, lists for hands, no shared code with dokodesk.rules."""

from __future__ import annotations

TRUMPS = ["TH", "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "TD", "KD", "9D"]
FEHL = {"C": ["AC", "TC", "KC", "9C"], "S": ["AS", "TS", "KS", "9S"], "H": ["AH", "KH", "9H"]}
AUGEN = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
LEVEL_OF = {"re": 1, "kontra": 1, "90": 2, "60": 3, "30": 4, "schwarz": 5}
# rules.md's deadline table: cards the announcing player must still hold, by hand size and level.
DEADLINES = {12: {1: 11, 2: 10, 3: 9, 4: 8, 5: 7}, 10: {1: 9, 2: 8, 3: 7, 4: 6, 5: 5}}


def suit_of(card):
    return "trump" if card in TRUMPS else card[1]


def beats(new, best, led):
    if new in TRUMPS:
        return best not in TRUMPS or TRUMPS.index(new) < TRUMPS.index(best)
    if best in TRUMPS or suit_of(new) != led:
        return False
    return FEHL[led].index(new) < FEHL[led].index(best)


class RefGame:
    def __init__(self, hands, dealer):
        self.hands = [list(h) for h in hands]
        self.size = len(hands[0])
        self.party = ["re" if "QC" in h else "kontra" for h in hands]
        self.turn = (dealer + 1) % 4
        self.trick = []
        self.won = []  # (winner, cards with seats)
        self.made = {"re": 0, "kontra": 0}
        self.late = {"re": False, "kontra": False}

    def over(self):
        return len(self.won) == self.size

    def try_event(self, seat, what):
        """Apply if legal; return True if applied, False if refused."""
        if what in LEVEL_OF:
            return self._call(seat, what)
        return self._play(seat, what)

    def _play(self, seat, card):
        if self.over() or seat != self.turn or card not in self.hands[seat]:
            return False
        if self.trick:
            led = suit_of(self.trick[0][1])
            if suit_of(card) != led and any(suit_of(c) == led for c in self.hands[seat]):
                return False
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) == 4:
            led = suit_of(self.trick[0][1])
            best_seat, best = self.trick[0]
            for s, c in self.trick[1:]:
                if beats(c, best, led):
                    best_seat, best = s, c
            self.won.append((best_seat, self.trick, best))
            self.trick = []
            self.turn = best_seat
        else:
            self.turn = (seat + 1) % 4
        return True

    def _call(self, seat, call):
        """rules.md, "Announcements", clause by clause. True if the call is made."""
        if self.over():
            return False  # announcements are made during the game
        party = self.party[seat]
        other = "kontra" if party == "re" else "re"
        level = LEVEL_OF[call]
        holds = len(self.hands[seat])
        deadline = DEADLINES[self.size]
        # "Nobody announces for the other party; re is said only by Re players, kontra only by
        # Kontra players."
        if call in ("re", "kontra") and call != party:
            return False
        # "Saying a level that the party already made changes nothing and is refused."
        if level <= self.made[party]:
            return False
        # "after a late reply neither player of that party makes any Absage in that game" (every
        # call left to a party that has replied is an Absage).
        if self.late[party]:
            return False
        # "A party may jump levels ... when the caller still holds enough cards for the party's
        # lowest level not yet made; every level jumped over then counts as made."
        lowest_not_made = self.made[party] + 1
        if holds >= deadline[lowest_not_made]:
            self.made[party] = level
            return True
        # Erwiderung: "a party that has not yet made its Ansage may still reply ... with its
        # Ansage (nothing higher) while the replying player holds at least one card fewer than
        # the deadline of the other party's highest level made so far". "A reply is late only
        # when the replying player holds fewer cards than the Ansage deadline."
        replying = call in ("re", "kontra") and self.made[party] == 0 and self.made[other] > 0
        if replying and holds >= deadline[self.made[other]] - 1:
            self.made[party] = 1
            self.late[party] = holds < deadline[1]
            return True
        return False

    def re_value(self):
        augen = {"re": 0, "kontra": 0}
        tricks = {"re": 0, "kontra": 0}
        extra = {"re": 0, "kontra": 0}
        for i, (winner, cards, best) in enumerate(self.won):
            p = self.party[winner]
            a = sum(AUGEN[c[0]] for _, c in cards)
            augen[p] += a
            tricks[p] += 1
            if a >= 40:
                extra[p] += 1
            extra[p] += sum(1 for s, c in cards if c == "AD" and self.party[s] != p)
            if i == len(self.won) - 1 and best == "JC":
                extra[p] += 1

        def needs(p):
            o = "kontra" if p == "re" else "re"
            if self.made[p] == 5:
                return tricks[p] == self.size
            if self.made[p] >= 2:
                return augen[p] > 240 - {2: 90, 3: 60, 4: 30}[self.made[p]]
            if self.made[o] == 5:
                return tricks[p] > 0
            if self.made[o] >= 2:
                return augen[p] >= {2: 90, 3: 60, 4: 30}[self.made[o]]
            if self.made["kontra"] >= 1 and self.made["re"] == 0:
                return augen[p] >= (120 if p == "re" else 121)
            return augen[p] >= (121 if p == "re" else 120)

        winner = "re" if needs("re") else "kontra" if needs("kontra") else None
        pts = dict(extra)
        for p in ("re", "kontra"):
            o = "kontra" if p == "re" else "re"
            for lvl, limit in ((2, 120), (3, 90), (4, 60), (5, 30)):
                if self.made[o] >= lvl and augen[p] >= limit:
                    pts[p] += 1
        if winner:
            loser = "kontra" if winner == "re" else "re"
            pts[winner] += 1 + sum(augen[loser] < x for x in (90, 60, 30)) + (tricks[loser] == 0)
            pts[winner] += 2 * (self.made["re"] >= 1) + 2 * (self.made["kontra"] >= 1)
            pts[winner] += max(0, self.made["re"] - 1) + max(0, self.made["kontra"] - 1)
            if winner == "kontra":
                pts["kontra"] += 1
        else:
            for p in ("re", "kontra"):
                o = "kontra" if p == "re" else "re"
                pts[p] += sum(augen[o] < x for x in (90, 60, 30))
        return winner, pts["re"] - pts["kontra"], augen["re"], augen["kontra"]
