"""Issue 38, item 2: one verdict that accounts for the Dodge result against the field and names
its main cause; never "well played" beside value given away or a game below the field's median.

The hand-built deal and logs of test_field_splits: seats 0 and 1 Re, 2 and 3 Kontra; the
analysed seat is 2 (Kontra), the analysed game Re +2, so Kontra -2."""

from __future__ import annotations

from dokodesk.coach.decisions import Decision, GameAnalysis
from dokodesk.coach.verdict import trick_at, verdict, verdict_text
from dokodesk.dodge.model import FieldResult
from test_field_splits import DEAL, LOGS, RE_POINTS, SEAT, YOURS


def _r(name: str, re_points: int) -> FieldResult:
    return FieldResult(re_points, tuple(LOGS[name]), None)


def _analysis(*decisions: Decision) -> GameAnalysis:
    return GameAnalysis(deal=1, result=0, seat=SEAT, decisions=list(decisions))


def test_the_partners_card_is_the_main_cause_when_most_better_pairs_left_there():
    # Kontra points: partner_tc +4 and +1 (both better than -2), you_9c_a +3 (better), yours -2
    field = [_r("partner_tc", -4), _r("partner_tc", -1), _r("you_9c_a", -3), _r("yours", 2)]
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [4, 1, 3, -2, -7], field)  # one unlogged pair at -7
    assert (v.pairs, v.more, v.fewer, v.own_points) == (5, 3, 1, -2)
    assert v.cause == "partner"  # 2 better pairs left at the partner's card, 1 at yours
    assert (v.split.event_index, v.split.yours, v.split.theirs, v.split.better) == (4, "3:9C", "3:TC", 2)
    assert v.split_trick == 1  # the partner's 9C is the fourth card of trick 1
    assert v.median == 1  # of 4, 1, 3, -2, -7
    text = verdict_text(v)
    assert text.startswith("3 of 5 pairs scored more than your -2, 1 less.")
    assert "2 of them left your line at trick 1: where your partner played 9C, at their tables their partner played TC" in text
    assert "those 2 averaged +2.5 (you -2)" in text


def test_where_more_pairs_left_the_line_than_scored_more_the_text_counts_both():
    # "1 of them left your line at trick 3 ...; those 2 averaged +7.0" read as if the 2 were the 1
    from dataclasses import replace

    from dokodesk.coach.field_splits import FieldSplit

    field = [_r("partner_tc", -4), _r("partner_tc", -1), _r("you_9c_a", -3), _r("yours", 2)]
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [4, 1, 3, -2, -7], field)
    wider = replace(v, split=FieldSplit(4, "3:9C", "3:TC", "partner", pairs=3, better=2, worse=1, mean_points=1.0))
    text = verdict_text(wider)
    assert "2 of them left your line at trick 1: where your partner played 9C, at their tables their partner " \
           "played TC; all 3 pairs that left it there averaged +1.0 (you -2)." in text


def test_trick_numbers_count_cards_not_calls():
    # 0:AC 1:KC 3:kontra 2:TC 3:9C: the partner's 9C is the trick's fourth card
    assert [trick_at(YOURS, i) for i in range(5)] == [1, 1, 1, 1, 1]
    assert trick_at(YOURS + ["0:QC"], 5) == 2


def test_your_own_card_and_an_opponents_call():
    field = [_r("you_9c_a", -3), _r("you_9c_b", -4), _r("opponent_re", -1)]
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [3, 4, 1], field)
    assert v.cause == "you" and v.split.better == 2 and v.split.theirs == "2:9C"
    field = [_r("opponent_re", -6), _r("you_9c_a", 5)]
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [6, -5], field)
    assert v.cause == "opponent" and v.split.theirs == "0:re"
    assert "where an opponent played TC, at their tables the opponent said Re" in verdict_text(v)


def test_top_of_the_field_same_line_and_unlogged():
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [-5, -2], [_r("you_9c_a", 5), _r("yours", 2)])
    assert (v.cause, v.more, v.fewer) == ("top", 0, 1)
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [-2, -2], [_r("yours", 2), _r("yours", 2)])
    assert v.cause == "same_line"
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [3, -2], [_r("yours", 2)])  # the better pair has no log
    assert v.cause == "unlogged"
    assert verdict(DEAL, YOURS, SEAT, RE_POINTS, [], []).cause == "no_field"


def _card(event: int, chosen: str, open_hands: dict | None = None, loss: float = 0.0, se: float = 0.0,
          mistake: bool = False) -> Decision:
    return Decision(event, "card", chosen, chosen, loss, loss_se=se, mistake=mistake, open_hands=open_hands,
                    open_hands_party=1)


def test_never_well_played_beside_value_given_away_or_below_the_median():
    # Kontra's side: Re values after each card; the chosen TC leaves Re +5, 9C would leave Re +3:
    # the card gave away 2 game points with all hands open
    gave = _card(3, "TC", {"TC": 5, "9C": 3})
    kept = _card(3, "TC", {"TC": 3, "9C": 5})
    field = [_r("yours", 2)]
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [-2], field, _analysis(gave))
    assert v.own.given_away == 2 and v.own.given_tricks == (1,) and not v.well_played
    assert "with all hands open, 2 game points given away (trick 1)" in verdict_text(v)
    assert "well played" not in verdict_text(v)
    # nothing found, but below the field's median (-2 against +3 and +4): no praise either
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [3, 4, -2], field, _analysis(kept))
    assert v.own.clean and v.below_median and not v.well_played
    assert verdict_text(v).endswith("Your own cards: no mistake found.")
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [-3, -4, -2], field, _analysis(kept))
    assert v.well_played and verdict_text(v).endswith("well played.")


def test_one_mistake_names_its_own_error_once():
    mistake = _card(3, "TC", loss=2.5, se=0.6, mistake=True)
    v = verdict(DEAL, YOURS, SEAT, RE_POINTS, [1], [], _analysis(mistake))
    assert "one mistake cost about 2.5 expected game points (±0.6; trick 1)" in verdict_text(v)
