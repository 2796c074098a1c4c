"""The Statistics page's numbers from the store, against counts made here straight from the logs'
tokens ("<seat>:re" and the like) and the results' Re points."""

from __future__ import annotations

import random

import pytest

from dokodesk.dodge.generator import generate_deals
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.rules import RULES_48, play_randomly
from dokodesk.store.statistics import PARTNER_CALLED, PARTY_SILENT, YOU_CALLED, compute_statistics, seat_level

CALLS = ("re", "kontra", "90", "60", "30", "schwarz")


def announced(log, seats) -> bool:
    return any(token.split(":")[0] in {str(s) for s in seats} and token.split(":")[1] in CALLS for token in log)


def test_silence_and_announcements_on_the_deals_played(store):
    rng = random.Random(4)
    deals = generate_deals(6, "stats")
    set_deals = []
    for number, deal in enumerate(deals, start=1):
        field = [play_randomly(deal, rng, 0.3) for _ in range(10)]
        set_deals.append(SetDeal(number, deal, [FieldResult(g.value().re_points, tuple(g.log)) for g in field]))
    store.import_set(DodgeSet("s", set_deals, RULES_48, title="S", month="2026-10", field="simulated"))

    # by who of the user's party announced in the user's game: deals, pairs, called, points called, silent
    expected = {who: [0, 0, 0, 0, 0] for who in (PARTY_SILENT, PARTNER_CALLED, YOU_CALLED)}
    you_called = 0
    for number, deal in enumerate(deals, start=1):
        seat = number % 4
        mine = play_randomly(deal, rng, 0.3)
        game_id = store.start_game("s", number, seat, rated=True)
        re_points = mine.value().re_points
        party_seats = [s for s in range(4) if ("QC" in deal.hand_strings()[s].split()) == ("QC" in deal.hand_strings()[seat].split())]
        on_re = "QC" in deal.hand_strings()[seat].split()
        store.finish_game(game_id, mine.log, re_points, re_points if on_re else -re_points, None)
        said = announced(mine.log, [seat])
        you_called += said
        partner = [s for s in party_seats if s != seat]
        row = expected[YOU_CALLED if said else PARTNER_CALLED if announced(mine.log, partner) else PARTY_SILENT]
        row[0] += 1
        for result in set_deals[number - 1].results:
            points = result.re_points if on_re else -result.re_points
            row[1] += 1
            if announced(result.log, party_seats):
                row[2] += 1
                row[3] += points
            else:
                row[4] += points

    stats = compute_statistics(store)
    assert len(stats.re_dodge) + len(stats.kontra_dodge) == 6
    assert stats.calls[0].you_games == 6 and stats.calls[0].field_games == 60
    assert stats.calls[0].you_called == you_called
    assert [s.who for s in stats.silence] == [PARTY_SILENT, PARTNER_CALLED, YOU_CALLED]
    for silence in stats.silence:
        deals_n, pairs, called, points_called, points_silent = expected[silence.who]
        assert (silence.deals, silence.pairs, silence.pairs_called) == (deals_n, pairs, called)
        if called:
            assert silence.mean_called == pytest.approx(points_called / called)
        if pairs - called:
            assert silence.mean_silent == pytest.approx(points_silent / (pairs - called))
    assert [s.deals for s in stats.silence] == [expected[who][0] for who in (PARTY_SILENT, PARTNER_CALLED, YOU_CALLED)]
    assert stats.silence[YOU_CALLED].deals == you_called
    assert 0 < you_called < 6  # both of the user's cases are exercised (the partner's: below)


def test_seat_level_counts_a_jump_as_every_level_below():
    assert seat_level(["0:QC", "1:re", "1:60", "2:kontra"], 1) == 3
    assert seat_level(["0:QC", "1:re"], 0) == 0


def test_a_deal_where_the_partner_announced_is_the_partys_not_the_users_silence(store):
    # issue 38.5: the partner's Re was counted under "you stayed silent"
    from dokodesk.rules import Game
    deal = generate_deals(1, "partner")[0]
    seat = 0
    partner = next(s for s in range(1, 4) if deal.parties[s] == deal.parties[0])
    ansage = "re" if deal.parties[seat] == 0 else "kontra"
    cards = list(play_randomly(deal, random.Random(1)).log)  # no calls
    mine = Game.replay(deal, [f"{partner}:{ansage}"] + cards)  # the partner says the Ansage first
    called = Game.replay(deal, [f"{seat}:{ansage}"] + cards)  # a field pair that announced
    silent = Game.replay(deal, cards)  # one that did not
    sign = 1 if deal.parties[seat] == 0 else -1
    store.import_set(DodgeSet("p", [SetDeal(1, deal, [FieldResult(g.value().re_points, tuple(g.log))
                                                      for g in (called, silent)])],
                              RULES_48, title="P", month="2026-11", field="simulated"))
    game_id = store.start_game("p", 1, seat, rated=True)
    store.finish_game(game_id, mine.log, mine.value().re_points, sign * mine.value().re_points, None)
    stats = compute_statistics(store)
    assert [s.deals for s in stats.silence] == [0, 1, 0]  # party silent, partner called, you called
    partner_called = stats.silence[PARTNER_CALLED]
    assert (partner_called.pairs, partner_called.pairs_called) == (2, 1)
    assert partner_called.mean_called == sign * called.value().re_points
    assert partner_called.mean_silent == sign * silent.value().re_points
    assert called.value().re_points != silent.value().re_points  # the Ansage counts: the means tell them apart
    assert stats.calls[0].you_called == 0  # the user's own announcements: none
