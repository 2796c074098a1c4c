"""The set session without Qt: which deal comes next, the drawn seat, the spoiler rule and its
forfeit, the set summary, and the finishing write that tells what the database stored.
Expected values come from the rules (seeds 001 and the Dodge formula), worked out by hand."""

from __future__ import annotations

import binascii
import gzip
import json
import subprocess
import sys
from datetime import date

import pytest
from store_helpers import make_set, played

from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal
from dokodesk.resources import resource_path
from dokodesk.rules import RE
from dokodesk.session import (
    DEMO_SET_ID, SEAT_DRAWN, SetSession, drawn_seat, due_closings,
)
from dokodesk.session import SpoilerRuleError
from dokodesk.store import Store


@pytest.fixture
def store(fresh_data_dir):
    with Store.open(fresh_data_dir) as opened:
        yield opened


def finish_rated(session: SetSession, number: int, seed: int = 1):
    start = session.start(number)
    log, _ = played(start.set_deal.deal, seed)
    return start, session.finish(start.game_id, log, start.rated)


def test_the_session_imports_no_qt():
    code = "import sys, dokodesk.session; sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_the_drawn_seat_is_fixed_per_set_and_deal_and_uses_all_four_seats():
    # the rule: CRC-32 of "<set id>:<deal number>", modulo 4
    assert drawn_seat("club-a", 7) == binascii.crc32(b"club-a:7") % 4
    assert drawn_seat("club-a", 7) == drawn_seat("club-a", 7)
    assert {drawn_seat("club-a", n) for n in range(1, 41)} == {0, 1, 2, 3}
    assert [drawn_seat("club-a", n) for n in range(1, 9)] != [drawn_seat("club-b", n) for n in range(1, 9)]


def test_the_seat_follows_the_seat_mode(store):
    store.import_set(make_set(3))
    session = SetSession(store, "t-set")
    assert session.seat_mode() == SEAT_DRAWN
    assert session.start(1).seat == binascii.crc32(b"t-set:1") % 4
    session.set_seat_mode(2)  # a fixed place: 0 Vorhand, 1, 2, 3 the dealer
    assert store.set_info("t-set").seat_mode == 2
    dealer = store.deal("t-set", 2).deal.dealer
    assert session.start(2).seat == (dealer + 3) % 4
    with pytest.raises(ValueError):
        session.set_seat_mode(4)


def test_next_deal_skips_rated_and_forfeited_deals_and_resumes_an_unfinished_one(store):
    store.import_set(make_set(4))
    session = SetSession(store, "t-set")
    assert session.next_deal() == 1
    finish_rated(session, 1)
    assert session.next_deal() == 2
    session.forfeit(2)
    assert session.next_deal() == 3
    unfinished = session.start_next()  # deal 3, rated, left unfinished
    assert (unfinished.set_deal.number, unfinished.rated, unfinished.resumed) == (3, True, False)
    again = session.start_next()  # the same game again, not a second one
    assert (again.game_id, again.resumed) == (unfinished.game_id, True)
    session.finish(again.game_id, played(again.set_deal.deal, 3)[0], again.rated)
    finish_rated(session, 4)
    assert session.next_deal() is None and session.start_next() is None


def test_the_training_takes_the_deals_whose_hands_may_be_seen(store):
    store.import_set(make_set(4))
    session = SetSession(store, "t-set")
    session.set_seat_mode(1)  # the rated game's seat, not the drawn one
    start, _ = finish_rated(session, 3)
    session.forfeit(1)
    steps = []
    deals = session.training_deals(10, lambda done, total: steps.append((done, total)))
    assert [(n, seat) for n, _, seat, _ in deals] == [(1, drawn_seat("t-set", 1)), (3, start.seat)]
    assert deals[1][1] == store.deal("t-set", 3).deal and deals[1][3] == list(store.field_points("t-set", 3))
    assert steps == [(1, 2), (2, 2)]
    assert [n for n, *_ in session.training_deals(1)] == [1]


def test_only_the_first_game_of_a_deal_is_rated(store):
    store.import_set(make_set(2))
    session = SetSession(store, "t-set")
    first, finished = finish_rated(session, 1)
    assert first.rated and finished.rated and not finished.closed_meanwhile
    replay = session.start(1)
    assert not replay.rated and replay.game_id != first.game_id


def test_the_spoiler_rule_hides_a_deal_until_it_is_forfeited_at_minus_100(store):
    store.import_set(make_set(3, logs=2))
    session = SetSession(store, "t-set")
    assert session.needs_forfeit(2)
    with pytest.raises(SpoilerRuleError):
        session.review(2)
    assert session.forfeit(2) is True
    assert not session.needs_forfeit(2) and session.forfeit(2) is False  # once only
    review = session.review(2)
    assert review.own == () and len(review.field) == 2
    summary, rows = session.summary()
    assert [r.state for r in rows] == ["available", "forfeited", "available"]
    # one forfeit = one rated game at -100; 99 of 100 obligatory games missing, 100 points each:
    # (-100 - 9900) / 100 = -100.00
    assert (summary.games, summary.dodge_points, summary.penalty, summary.games_to_100) == (1, -100.0, 9900, 99)
    assert summary.rating == pytest.approx(-100.0)
    assert not session.start(2).rated  # a forfeited deal can only be practised


def test_a_forfeit_turns_an_unfinished_rated_game_into_practice(store):
    store.import_set(make_set(2, logs=1))
    session = SetSession(store, "t-set")
    started = session.start(1)
    assert started.rated and session.needs_forfeit(1)
    session.forfeit(1)
    assert store.game(started.game_id).rated is False


def test_the_summary_of_a_finished_rated_game_against_a_hand_made_field(store):
    deals = make_set(1).deals
    deal = deals[0].deal
    seat = deal.parties.index(RE)
    log, v = played(deal, 11)
    # the field's Re pairs: two scored less than us, one the same, one more
    field = [FieldResult(p) for p in (v - 2, v - 1, v, v + 3)]
    store.import_set(DodgeSet("f-set", [SetDeal(1, deal, field)], deal.ruleset, title="Field", month="2026-10"))
    session = SetSession(store, "f-set")
    session.set_seat_mode((seat - deal.dealer - 1) % 4)  # the place of the Re seat
    start = session.start(1)
    assert start.seat == seat
    finished = session.finish(start.game_id, log, start.rated)
    # (fewer − more) / (all pairs − 1) × 100 = (2 − 1) / 4 × 100 = 25
    assert finished.dodge_points == pytest.approx(25.0) and finished.own_points == v
    summary, rows = session.summary()
    assert rows[0].state == "rated" and rows[0].party == "Re" and rows[0].own_points == v
    assert rows[0].field_size == 4 and rows[0].dodge_points == pytest.approx(25.0)
    # one game: (25 − 99 × 100) / 100 = −98.75
    assert summary.rating == pytest.approx(-98.75) and summary.games == 1 and summary.title == "Field"
    assert summary.month == "2026-10" and not summary.closed


def test_a_closing_by_another_process_while_a_rated_game_runs_is_what_finish_reports(store, fresh_data_dir):
    store.import_set(make_set(2, logs=1))
    session = SetSession(store, "t-set")
    start = session.start(1)
    assert start.rated
    with Store.open(fresh_data_dir) as other:  # as `dokodesk close t-set` does
        other.close_set("t-set")
    finished = session.finish(start.game_id, played(start.set_deal.deal, 5)[0], start.rated)
    assert finished.rated is False and finished.closed_meanwhile is True
    assert store.game(start.game_id).rated is False and store.game(start.game_id).finished


def test_a_failed_finishing_write_is_handed_to_the_retry(store, monkeypatch):
    from dokodesk.store.schema import DatabaseFault

    store.import_set(make_set(1))
    session = SetSession(store, "t-set")
    start = session.start(1)
    log, v = played(start.set_deal.deal, 2)

    def full(*_args, **_kwargs):
        raise DatabaseFault(store.path, "full", "the disk is full")

    monkeypatch.setattr(store, "finish_game", full)
    retried = []
    finished = session.finish(start.game_id, log, True, on_write_error=lambda *a: retried.append(a))
    party = start.set_deal.deal.parties[start.seat]
    own = v if party == RE else -v
    assert retried == [(v, own, None)] and finished.stored is False and finished.rated
    with pytest.raises(DatabaseFault):
        session.finish(start.game_id, log, True)


def test_the_bundled_demo_never_asks_to_be_closed(store):
    with gzip.open(resource_path("demo", "dodge-demo.json.gz"), "rt", encoding="utf-8") as f:
        assert json.load(f)["set"]["id"] == DEMO_SET_ID
    demo = make_set(1, set_id=DEMO_SET_ID)
    store.import_set(DodgeSet(DEMO_SET_ID, demo.deals, demo.ruleset, "Demo", "2026-11"))
    store.import_set(make_set(1, set_id="club-nov"))  # month 2026-10
    for set_id in (DEMO_SET_ID, "club-nov"):
        store.forfeit_deal(set_id, 1)  # taken part in both
    assert due_closings(store, date(2027, 1, 5)) == ["club-nov"]
    assert due_closings(store, date(2026, 10, 20)) == []


def test_the_set_page_view_holds_an_outline_and_rows_made_on_request(store):
    dodge_set = make_set(5, points={4: [3, -3, 6]})
    store.import_set(dodge_set)
    session = SetSession(store, "t-set")
    session.forfeit(2)
    view = session.view()
    assert view.outline.id == "t-set" and view.outline.title == "Test set" and view.outline.month == "2026-10"
    assert view.outline.deal_numbers() == [1, 2, 3, 4, 5]
    rows = view.rows
    assert len(rows) == 5 and rows[-1].number == 5 and [r.number for r in rows[1:3]] == [2, 3]
    assert (rows[3].state, rows[3].field_size, rows[3].seat, rows[3].dealer) == ("available", 3, None, None)
    assert rows[1].state == "forfeited" and rows[1].dealer == dodge_set.deals[1].deal.dealer
    with pytest.raises(IndexError):
        rows[5]
    with pytest.raises(RuntimeError):
        view.outline.deal(1)  # not bound to a store: the window binds it to its own
    assert view.outline.bound(store).deal(3).deal.hands == dodge_set.deals[2].deal.hands
