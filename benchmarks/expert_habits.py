"""Habits a good player would call mistakes, counted per bot kind from a set's logged games
(issue 27): run before and after a change to the expert and compare.

    python benchmarks/expert_habits.py resources/demo/dodge-demo.json.gz [--json]

Each seat's kind is its player name up to `#` ("expert#1.1.0" is an expert). Rates:
- Dulle lead: the seat leads trick 1 holding a Dulle and a Fehl Ass, and leads the Dulle;
  by party (a Fehl Ass cashed first is the usual lead).
- Re by strength: the seat is Re and announced Re; by hand strength (strong.hand_strength):
  how often, how often its party won, its party's mean game points.
- Kontra by strength: Kontra hands of strength 12 to 13: how often Kontra won, how often the
  seat announced Kontra; and Absagen made as Kontra (keine 90 or more, by the seat).
- Last-seat throws: the seat plays the fourth card while an opponent it knows (parties known
  from its own view: Kreuz Damen shown, announcements) holds the trick, its card does not take
  it, and it had a legal card of fewer than 10 Augen: how often it gave an Ass or a Zehn (not
  the Fuchs or a Dulle) all the same, and how often the Fuchs.
- keine 90 as Re: the seat (Re) said keine 90: how often Kontra then had fewer than 90 Augen;
  as Kontra: the seat (Kontra) said keine 90: how often Re then had fewer than 90 (Kontra 151+).
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

from dokodesk.bots.strong import hand_strength
from dokodesk.dodge.setfile import read_set
from dokodesk.rules import Game
from dokodesk.rules.cards import AUGEN, CARDS
from dokodesk.rules.deal import KONTRA, RE

DULLE, FUCHS = "TH", "AD"
FEHL_ASSE = {"AC", "AS", "AH"}
CODE_ID = {str(c): c.id for c in CARDS}
STRENGTH_BUCKETS = ((None, 9.0, "below 9"), (9.0, 11.0, "9 to 11"), (11.0, None, "11 and more"))


def kind_of(name: str) -> str:
    return name.split("#", 1)[0]


def _bucket(strength: float) -> str:
    return next(label for lo, hi, label in STRENGTH_BUCKETS
                if (lo is None or strength >= lo) and (hi is None or strength < hi))


def habits(path: str) -> dict:
    counts: dict = defaultdict(lambda: defaultdict(float))
    dodge_set = read_set(path)
    for set_deal in dodge_set.deals:
        deal = set_deal.deal
        for result in set_deal.results:
            if result.log is None or result.players is None:
                continue
            _count_game(counts, deal, list(result.log), [kind_of(p) for p in result.players])
    return {kind: dict(c) for kind, c in counts.items()}


def _count_game(counts, deal, log: list[str], kinds: list[str]) -> None:
    game = Game(deal)
    leader = (deal.dealer + 1) % 4
    hands = [{str(c) for c in deal.hands[s]} for s in range(4)]
    parties = deal.parties
    strengths = [hand_strength([c.id for c in deal.hands[s]], deal.ruleset.cards) for s in range(4)]
    called: dict[int, set[str]] = defaultdict(set)
    first_card = True
    for event in log:
        seat, what = int(event[0]), event[2:]
        c = counts[kinds[seat]]
        if what in ("re", "kontra", "90", "60", "30", "schwarz"):
            called[seat].add(what)
            if parties[seat] == KONTRA and what in ("90", "60", "30", "schwarz"):
                c["kontra_absage"] += 1
            game.apply(event)
            continue
        if first_card:
            first_card = False
            if seat == leader and DULLE in hands[seat] and hands[seat] & FEHL_ASSE:
                party = "re" if parties[seat] == RE else "kontra"
                c[f"dulle_lead_chances_{party}"] += 1
                c[f"dulle_lead_{party}"] += what == DULLE
        if len(game.current_trick) == 3:
            view = game.view(seat)
            holder = game.state.best_seat  # the seat holding the running trick, by the kernel
            known = view.facts.known.get(holder)
            if known is not None and known != parties[seat]:
                game_after = game.copy()
                game_after.apply(event)
                took = game_after.tricks[-1].winner == seat
                cheap = any(AUGEN[k.id] < 10 for k in game.legal_cards(seat))  # a choice it had
                if not took and cheap:
                    c["last_seat_chances"] += 1
                    if what == FUCHS:
                        c["last_seat_fuchs"] += 1
                    elif AUGEN[CODE_ID[what]] >= 10 and what != DULLE:
                        c["last_seat_ass_or_zehn"] += 1
        game.apply(event)
    value = game.value()
    kontra_augen = game.augen(KONTRA)
    for seat in range(4):
        c = counts[kinds[seat]]
        own = value.re_points if parties[seat] == RE else -value.re_points
        won = value.winner == parties[seat]
        if parties[seat] == RE and "re" in called[seat]:
            b = _bucket(strengths[seat])
            c[f"re_called {b}"] += 1
            c[f"re_called_won {b}"] += won
            c[f"re_called_points {b}"] += own
        if parties[seat] == KONTRA and 12.0 <= strengths[seat] < 14.0:
            c["kontra_12_13"] += 1
            c["kontra_12_13_won"] += won
            c["kontra_12_13_called"] += "kontra" in called[seat]
        if parties[seat] == KONTRA:
            c["kontra_games"] += 1
        if parties[seat] == RE and "90" in called[seat]:
            c["re_keine90"] += 1
            c["re_keine90_made"] += kontra_augen < 90
        if parties[seat] == KONTRA and "90" in called[seat]:
            c["kontra_keine90"] += 1
            c["kontra_keine90_made"] += kontra_augen > 150


def _rate(n: float, d: float) -> str:
    return f"{100 * n / d:.1f}% ({int(n)} of {int(d)})" if d else "-"


def report(counts: dict) -> str:
    lines = []
    for kind in sorted(counts):
        c = defaultdict(float, counts[kind])
        lines.append(f"{kind}:")
        for party in ("re", "kontra"):
            lines.append(f"  Dulle led at trick 1 holding a Fehl Ass, as {party}: "
                         f"{_rate(c[f'dulle_lead_{party}'], c[f'dulle_lead_chances_{party}'])}")
        for _, _, b in STRENGTH_BUCKETS:
            n = c[f"re_called {b}"]
            if n:
                lines.append(f"  Re announced with strength {b}: {int(n)} times, won {_rate(c[f're_called_won {b}'], n)}, "
                             f"{c[f're_called_points {b}'] / n:+.2f} game points a game")
        lines.append(f"  Kontra hands of strength 12-13: won {_rate(c['kontra_12_13_won'], c['kontra_12_13'])}, "
                     f"announced {_rate(c['kontra_12_13_called'], c['kontra_12_13'])}")
        lines.append(f"  Absagen as Kontra: {int(c['kontra_absage'])} in {int(c['kontra_games'])} Kontra seat-games")
        lines.append(f"  last seat, a known opponent holds the trick: Ass or Zehn thrown "
                     f"{_rate(c['last_seat_ass_or_zehn'], c['last_seat_chances'])}, Fuchs thrown "
                     f"{_rate(c['last_seat_fuchs'], c['last_seat_chances'])}")
        lines.append(f"  keine 90 as Re made: {_rate(c['re_keine90_made'], c['re_keine90'])}")
        lines.append(f"  keine 90 as Kontra made: {_rate(c['kontra_keine90_made'], c['kontra_keine90'])}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set_file")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    counts = habits(args.set_file)
    print(json.dumps(counts, indent=1, sort_keys=True) if args.json else report(counts))


if __name__ == "__main__":
    main()
