"""Issue 40, points 2 and 3: a stored analysis is a cache. Whatever is unreadable or out of range
in the record (nested 200,000 deep, a loss of 1e308, an event index of 2**70, NaN where an
analysis writes a finite number...) reads as "nothing stored", never as an exception or as an
analysis that breaks the review later, so the game is analysed again and the record replaced."""

from __future__ import annotations

import copy
import json
import math

import pytest

from dokodesk.coach.analysis import Decision, GameAnalysis
from dokodesk.coach.on_this_deal import DealGain
from dokodesk.coach.records import analysis_from_record, analysis_from_text, analysis_to_record, record_text
from dokodesk.rules import KONTRA

EVENTS = 48  # the analysed game's log: 48 cards


def _analysis() -> GameAnalysis:
    card = Decision(event_index=17, kind="card", chosen="AH", best="TD", loss=2.5,
                    values={"AH": -3.5, "TD": -1.0, "KS": -2.0}, reason_key="ducked",
                    details={"card": "Herz Ass", "best": "Dulle", "special": "fuchs_caught", "seat": 2},
                    loss_se=0.75, mistake=True, samples=96, decided=True,
                    open_hands={"AH": 3, "TD": 6, "KS": None}, open_hands_party=KONTRA,
                    on_deal=DealGain("TD", "AH", (2, -3), (2, -4), 0.5, 0.5, 12.25, 3.5, (50.0, -25.0),
                                     (50.0, -50.0), took_trick=(2, 0), won=(1, 1), augen=(101.5, 88)))
    call = Decision(5, "call", "pass", "re", 0, {"pass": 1.0, "re": 1.0}, "missed_call", {"call": "Re"},
                    0.0, False, 32, False)
    return GameAnalysis(deal=4, result=0, seat=1, decisions=(call, card), field_size=11, achieved=63.5)


def _text_with(change) -> str:
    record = copy.deepcopy(analysis_to_record(_analysis()))
    change(record["analysis"])
    return json.dumps(record)


def _card(change):
    return lambda a: change(a["decisions"][1])


def _gain(change):
    return lambda a: change(a["decisions"][1]["on_deal"])


def test_a_valid_record_is_read_back_unchanged():
    analysis = _analysis()
    text = record_text(analysis_to_record(analysis))
    assert analysis_from_text(text, EVENTS) == analysis
    assert analysis_from_text(text) == analysis  # the log's length unknown: only the longest a game has
    assert analysis_from_text(text, EVENTS).headline() == analysis.headline()


def test_a_record_nested_200000_deep_is_nothing_stored():
    # json.loads raised RecursionError through analysis_from_text: "Something went wrong" at
    # every review of the deal, and the analysis was never made again
    assert analysis_from_text("[" * 200_000) is None
    assert analysis_from_text("{\"a\":" * 100_000) is None
    assert analysis_from_text(_text_with(lambda a: a["decisions"][1].update(details={"x": [[[[[]]]]]}))) is None


@pytest.mark.parametrize("change", [
    _card(lambda d: d.update(loss=1e308)),  # OverflowError in flag_errors at every review
    _card(lambda d: d.update(loss_se=1e200)),
    _card(lambda d: d.update(event_index=2 ** 70)),  # overflow in Qt's bindings
    _card(lambda d: d.update(event_index=-1)),
    _card(lambda d: d.update(event_index=200)),  # beyond any game's log
    _card(lambda d: d.update(loss={"float": "nan"})),
    _card(lambda d: d.update(loss={"float": "inf"})),
    _card(lambda d: d.update(loss_se={"float": "inf"})),
    _card(lambda d: d.update(loss=-2.5)),  # a loss is never negative
    _card(lambda d: d["values"].update(AH={"float": "-inf"})),
    _card(lambda d: d["values"].update(AH=1e300)),
    _card(lambda d: d.update(samples=2 ** 40)),
    _card(lambda d: d.update(chosen="ZZ")),  # no card of the game
    _card(lambda d: d.update(kind="bid")),
    _card(lambda d: d["open_hands"].update(XX=3)),
    _card(lambda d: d["open_hands"].update(AH=2 ** 63)),
    _card(lambda d: d.update(open_hands_party=7)),
    _card(lambda d: d["details"].update(special=["fuchs_caught"])),  # a list where the panel looks a key up
    _card(lambda d: d["details"].update(card="x" * 100_000)),
    _gain(lambda g: g.update(game=1e308)),
    _gain(lambda g: g.update(game={"float": "nan"})),  # NaN only where no seed was played
    _gain(lambda g: g.update(dodge_se={"float": "-inf"})),
    _gain(lambda g: g.update(augen=[101.5, 1e9])),
    _gain(lambda g: g.update(took_trick=[2 ** 70, 0])),
    _gain(lambda g: g.update(alternative_points=[2])),  # seeds that do not pair
    lambda a: a["decisions"][0].update(chosen="kontra!", best="re"),
    lambda a: a.update(achieved={"float": "nan"}),
    lambda a: a.update(achieved=1e308),
    lambda a: a.update(seat=4),
    lambda a: a.update(deal=2 ** 70),
    lambda a: a.update(field_size=-1),
], ids=lambda c: None)
def test_a_number_or_code_out_of_range_is_nothing_stored(change):
    text = _text_with(change)
    assert analysis_from_text(text) is None
    assert analysis_from_record(json.loads(text)) is None
    assert analysis_from_text(text, EVENTS) is None


def test_an_event_beyond_the_games_log_is_nothing_stored():
    text = record_text(analysis_to_record(_analysis()))  # decisions at events 5 and 17
    assert analysis_from_text(text, 18) is not None
    assert analysis_from_text(text, 17) is None
    assert analysis_from_text(_text_with(_card(lambda d: d.update(event_index=48))), EVENTS) is None


@pytest.mark.parametrize("text", [
    '{"format": 2, "analysis": NaN}',
    _text_with(lambda a: a.update(achieved=float("inf"))),  # json.dumps writes a bare Infinity
    _text_with(lambda a: a.update(result=0)).replace('"result": 0', '"result": ' + "9" * 5000),  # 5000 digits
    _text_with(lambda a: a.update(reason=" " * 1_100_000)),  # longer than any record
])
def test_text_that_no_analysis_writes_is_nothing_stored(text):
    assert analysis_from_text(text) is None


def test_what_an_analysis_makes_of_few_seeds_is_still_read():
    """on_this_deal gives an error of inf for one seed and NaN for none: such a record is kept."""
    base = _analysis()
    card = base.decisions[1]
    for gain in (DealGain("TD", "AH", (2,), (-3,), 5.0, math.inf, 12.5, math.inf),
                 DealGain("TD", "AH", (), (), math.nan, math.nan, math.nan, math.nan)):
        odd = GameAnalysis(4, 0, 1, (card.__class__(**{**card.__dict__, "on_deal": gain}),))
        back = analysis_from_text(record_text(analysis_to_record(odd)), EVENTS)
        assert back is not None and back.decisions[0].on_deal.seeds == gain.seeds


def test_the_store_load_says_nothing_stored_for_a_nested_record(populated):
    """Through the app's reading of the database (the session worker's `stored_analysis.load`):
    the exception stayed inside, the review got None and analysed the game again."""
    from dokodesk.app import stored_analysis
    from dokodesk.coach.records import FORMAT_VERSION, field_key
    from dokodesk.store import Store

    with Store.open() as store:
        game = store.own_games("t-set")[0]
        analysis = GameAnalysis(game.deal_number, 0, game.seat, (
            Decision(len(game.log) - 1, "card", "AH", "TD", 1.5, {"AH": 0.0, "TD": 1.5}, loss_se=0.5),))
        stored_analysis.save(store, game.id, analysis, [])
        assert stored_analysis.load(store, game.id, game.seat, game.deal_number, []) == analysis
        valid = store.stored_analysis(game.id, game.seat, FORMAT_VERSION)
        assert '"loss":1.5' in valid and '"event_index":' in valid
        for record in ("[" * 200_000, valid.replace('"loss":1.5', '"loss":1e308'),
                       valid.replace('"loss_se":0.5', '"loss_se":1e200'),
                       valid.replace(f'"event_index":{len(game.log) - 1}', f'"event_index":{2 ** 70}')):
            with store._write() as conn:
                conn.execute("UPDATE analyses SET record = ? WHERE game_id = ?", (record, game.id))
            assert store.stored_analysis(game.id, game.seat, FORMAT_VERSION, field_key([])) == record
            assert stored_analysis.load(store, game.id, game.seat, game.deal_number, []) is None
        # an event beyond this game's log, found from the game's own length
        beyond = GameAnalysis(game.deal_number, 0, game.seat, (
            Decision(len(game.log), "card", "AH", "AH", 0.0, {"AH": 0.0}),))
        stored_analysis.save(store, game.id, beyond, [])
        assert stored_analysis.load(store, game.id, game.seat, game.deal_number, []) is None
