"""The league rules of seed 002, each pinned by numbers worked by hand.

The arithmetic is in the comments next to each expectation; Fractions keep the comparisons
exact.
"""

from __future__ import annotations

from datetime import date, datetime
from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dokodesk.league import (
    ClassOutcome,
    EternalEntry,
    LeagueClass,
    Month,
    MonthEntry,
    MonthRegime,
    Season,
    SeasonEntry,
    SeasonKind,
    SoloWindow,
    SperrmonatError,
    can_cancel_sperrmonat,
    check_sperrmonat,
    choosable_sperrmonate,
    class_outcome,
    eternal_league_points,
    eternal_window,
    format_figure,
    last_paying_place,
    league_points,
    league_points_unrounded,
    monatswertung,
    month_rating,
    plain_average,
    rank_eternal,
    rank_month,
    rank_season,
    ranking_average,
    required_solos,
    round_half_up,
    season_average,
    season_of,
    solo_rating,
    sperrmonat_problems,
    trend,
    validate_sperrmonate,
)

K, E1, Z2, Q = (LeagueClass.KOENIGSLIGA, LeagueClass.ERSTE, LeagueClass.ZWEITE,
                LeagueClass.QUALIFIKATION)


# ======================================================================================
# Rounding
# ======================================================================================


def test_round_half_up_is_kaufmaennisch_not_bankers():
    assert round_half_up(F(5, 2)) == 3  # Python's round(2.5) would give 2
    assert round_half_up(F(7, 2)) == 4
    assert round_half_up(F(-5, 2)) == -3  # halves away from zero
    assert round_half_up(F(1125, 1000), 2) == F(113, 100)  # 1.125 → 1.13 (round() → 1.12)
    assert round_half_up(F(1, 3), 2) == F(33, 100)


def test_format_figure():
    assert format_figure(F(1125, 1000), 2) == "1.13"
    assert format_figure(F(-1, 200), 2) == "-0.01"  # -0.005 → -0.01
    assert format_figure(F(2975, 2), 0) == "1488"
    assert format_figure(3, 2) == "3.00"
    assert format_figure(None) == "–"


# ======================================================================================
# Monatswertung (section 3)
# ======================================================================================


class TestMonatswertungUpTo200:
    """(Spielpunkte − (200 − Spiele) × 2) ÷ 200"""

    def test_exactly_200_games_divides_by_200(self):
        # (300 − (200 − 200) × 2) ÷ 200 = 300 ÷ 200 = 1.5
        rating = month_rating(300, 200)
        assert rating.regime is MonthRegime.PENALTY
        assert rating.value == F(3, 2)
        assert rating.missing_games == 0 and rating.penalty_points == 0
        assert rating.full_month

    def test_exactly_200_games_negative_account(self):
        # (−201 − 0) ÷ 200 = −1.005 (still the penalty formula, no plain average)
        assert monatswertung(-201, 200) == F(-201, 200)

    def test_missing_games_cost_two_points_each(self):
        # 150 games: 50 missing → 100 Strafpunkte; (300 − 100) ÷ 200 = 1
        rating = month_rating(300, 150)
        assert rating.value == 1
        assert rating.missing_games == 50 and rating.penalty_points == 100
        assert not rating.full_month

    def test_199_games(self):
        # (1 − 1 × 2) ÷ 200 = −1/200 = −0.005
        assert monatswertung(1, 199) == F(-1, 200)

    def test_negative_points_with_penalty(self):
        # (−50 − 100 × 2) ÷ 200 = −250 ÷ 200 = −1.25
        assert monatswertung(-50, 100) == F(-5, 4)

    def test_no_games(self):
        # (0 − 200 × 2) ÷ 200 = −2
        assert monatswertung(0, 0) == -2


class TestMonatswertungAbove200:
    def test_201_games_positive_gets_bonus_on_rounded_average(self):
        # 300 ÷ 201 = 1.4925… → rounded 1.49; factor 1 + (201 − 200) × 0.001 = 1.001
        # 1.49 × 1.001 = 1.49149
        rating = month_rating(300, 201)
        assert rating.regime is MonthRegime.BONUS
        assert rating.rounded_average == F(149, 100)
        assert rating.bonus_factor == F(1001, 1000)
        assert rating.value == F(149149, 100000)

    def test_201_games_unrounded_reading(self):
        # 300 ÷ 201 × 1.001 = 300.3 ÷ 201 = 1.49402…
        assert monatswertung(300, 201, average_decimals=None) == F(3003, 2010)

    def test_201_games_zero_account_is_plain_average(self):
        # not positive → 0 ÷ 201 = 0, no bonus
        rating = month_rating(0, 201)
        assert rating.regime is MonthRegime.PLAIN
        assert rating.value == 0 and rating.bonus_factor == 1

    def test_201_games_negative_account_is_plain_average(self):
        # −201 ÷ 201 = −1 (no penalty, no bonus, no rounding)
        assert monatswertung(-201, 201) == -1
        # −5 ÷ 1201: the plain regime also covers more than 1,200 games
        assert month_rating(-5, 1201).value == F(-5, 1201)
        assert month_rating(-5, 1201).regime is MonthRegime.PLAIN

    def test_rounding_is_half_up(self):
        # 1125 ÷ 1000 = 1.125 → 1.13 (half up; half-to-even would give 1.12)
        # factor 1 + 800 × 0.001 = 1.8 → 1.13 × 1.8 = 2.034
        assert monatswertung(1125, 1000) == F(2034, 1000)
        # unrounded: 1.125 × 1.8 = 2.025
        assert monatswertung(1125, 1000, average_decimals=None) == F(2025, 1000)

    def test_mid_range(self):
        # 1000 ÷ 700 = 1.428571… → 1.43; factor 1 + 500 × 0.001 = 1.5; 1.43 × 1.5 = 2.145
        assert monatswertung(1000, 700) == F(2145, 1000)

    def test_exactly_1200_games_reaches_factor_2(self):
        # 1800 ÷ 1200 = 1.5; factor 1 + 1000 × 0.001 = 2; 1.5 × 2 = 3
        rating = month_rating(1800, 1200)
        assert rating.regime is MonthRegime.BONUS
        assert rating.bonus_factor == 2
        assert rating.value == 3

    def test_1200_games_rounding_matters(self):
        # 1201 ÷ 1200 = 1.000833… → 1.00; × 2 = 2
        assert monatswertung(1201, 1200) == 2

    def test_1201_games_factor_capped_at_2(self):
        # 1800 ÷ 1201 = 1.49875… → rounded 1.50; capped factor 2 → 3.00
        rating = month_rating(1800, 1201)
        assert rating.regime is MonthRegime.CAPPED
        assert rating.bonus_factor == 2
        assert rating.rounded_average == F(3, 2)
        assert rating.value == 3
        # unrounded: 1800 ÷ 1201 × 2 = 3600/1201 = 2.9975…
        assert monatswertung(1800, 1201, average_decimals=None) == F(3600, 1201)

    def test_1201_games_plain_numbers(self):
        # 1201 ÷ 1201 = 1 → × 2 = 2 (not 1 + 1001 × 0.001 = 2.001)
        assert monatswertung(1201, 1201) == 2

    def test_far_above_cap(self):
        # 10000 ÷ 5000 = 2.00 → × 2 = 4
        assert monatswertung(10000, 5000) == 4

    def test_tiny_positive_account_rounds_to_zero(self):
        # 1 ÷ 1000 = 0.001 → rounded 0.00 → × 1.8 = 0
        assert monatswertung(1, 1000) == 0


class TestMonatswertungInput:
    def test_negative_games(self):
        with pytest.raises(ValueError, match="games cannot be negative"):
            month_rating(0, -1)

    def test_points_without_games(self):
        with pytest.raises(ValueError, match="with 0 games"):
            month_rating(5, 0)

    def test_float_refused(self):
        with pytest.raises(ValueError, match="whole number"):
            month_rating(1.5, 200)


@given(st.integers(0, 3000), st.integers(-20000, 20000), st.integers(0, 500))
def test_monatswertung_is_monotone_in_points(games, points, more):
    # More Spielpunkte in the same number of games never lower the Monatswertung,
    # including across the switch from the plain to the bonus regime at 0 points.
    if games == 0:
        points, more = 0, 0
    assert monatswertung(points + more, games) >= monatswertung(points, games)


@given(st.integers(-2000, 2000), st.integers(0, 199))
def test_more_games_under_200_lower_the_penalty(points, games):
    # Each extra game up to 200 removes 2 Strafpunkte: +2/200 = +0.01 per game.
    if games == 0:
        return
    assert monatswertung(points, games + 1) - monatswertung(points, games) == F(1, 100)


@given(st.integers(1, 100000), st.integers(1200, 1201))
def test_factor_is_2_on_both_sides_of_the_cap(points, games):
    rating = month_rating(points, games)
    assert rating.bonus_factor == 2
    assert rating.value == 2 * rating.rounded_average


# ======================================================================================
# Sort order of the month table
# ======================================================================================


def test_month_order_with_all_tie_breaks():
    t = datetime(2026, 5, 31, 20, 0)
    entries = [
        # 1.5 with 200 games, last game at 20:00
        MonthEntry("Anton", 300, 200, t),
        # 1.5 with 200 games, last game at 21:00 → later → before Anton
        MonthEntry("Berta", 300, 200, t.replace(hour=21)),
        # 450 ÷ 300 = 1.5 → 1.50 × 1.1 = 1.65 → first
        MonthEntry("Cäsar", 450, 300, t),
        # (−200 − 100 × 2) ÷ 200 = −2 → last
        MonthEntry("Dora", -200, 100, t),
        # (150 − 50 × 2) ÷ 200 = 0.25 with 150 games …
        MonthEntry("Emil", 150, 150, t),
        # … ties with 50 ÷ 200 = 0.25 with 200 games: fewer games first → Emil, Friedrich
        MonthEntry("Friedrich", 50, 200, t),
        # 0.5 and everything else equal: by name, case-insensitive: "gustav" < "Heinrich"
        MonthEntry("Heinrich", 100, 200, t),
        MonthEntry("gustav", 100, 200, t),
        # 0.5, but no last game recorded → counts as earliest → after both
        MonthEntry("Ida", 100, 200, None),
    ]
    table = rank_month(entries)
    assert [row.entry.name for row in table] == [
        "Cäsar", "Berta", "Anton", "gustav", "Heinrich", "Ida", "Emil", "Friedrich", "Dora",
    ]
    assert [row.place for row in table] == list(range(1, 10))
    assert table[0].rating.value == F(165, 100)
    assert table[0].league_points is None and table[0].outcome is None


def test_month_table_with_class_gives_ligapunkte_and_outcome():
    entries = [MonthEntry("A", 600, 200), MonthEntry("B", 400, 200), MonthEntry("C", 200, 200)]
    table = rank_month(entries, "koenigsliga")
    # places 1, 2, 3 of the Königsliga: 1500, 1487.5 → 1488, 1475.05 → 1475 (see below)
    assert [row.league_points for row in table] == [1500, 1488, 1475]
    # with 3 players all three are among "die letzten 75"
    assert {row.outcome for row in table} == {ClassOutcome.RELEGATION}
    # in the Erste Liga all three are among "die ersten 75" (promotion checked first)
    assert {row.outcome for row in rank_month(entries, E1)} == {ClassOutcome.PROMOTION}


def test_month_table_larger_than_class_is_refused():
    entries = [MonthEntry(f"p{i}", 0, 200) for i in range(261)]
    with pytest.raises(ValueError, match="at most 260"):
        rank_month(entries, K)


# ======================================================================================
# Classes, Aufstieg and Abstieg (section 2)
# ======================================================================================


def test_class_table():
    assert [(c.display_name, c.max_size, c.promoted, c.relegated) for c in LeagueClass] == [
        ("Königsliga", 260, 0, 75),
        ("Erste Liga", 370, 75, 105),
        ("Zweite Liga", 530, 105, 165),
        ("Qualifikation", None, 165, 0),
    ]
    # as many move up from a class as move down from the class above it
    for upper, lower in zip(list(LeagueClass), list(LeagueClass)[1:]):
        assert upper.lower is lower and lower.higher is upper
        assert lower.promoted == upper.relegated
    assert K.higher is None and Q.lower is None


def test_parse_class():
    assert LeagueClass.parse("koenigsliga") is K
    assert LeagueClass.parse("Königsliga") is K
    assert LeagueClass.parse("Erste Liga") is E1
    assert LeagueClass.parse("ZWEITE") is Z2
    assert LeagueClass.parse("qualifikation") is Q
    with pytest.raises(ValueError, match="unknown league class 'dritte'"):
        LeagueClass.parse("dritte")


@pytest.mark.parametrize(
    "cls, place, expected",
    [
        # Königsliga, 260 players: nobody moves up; 260 − 75 = 185 → 186..260 move down
        (K, 1, ClassOutcome.STAY),
        (K, 185, ClassOutcome.STAY),
        (K, 186, ClassOutcome.RELEGATION),
        (K, 260, ClassOutcome.RELEGATION),
        # Erste Liga, 370: 1..75 up; 370 − 105 = 265 → 266..370 down
        (E1, 75, ClassOutcome.PROMOTION),
        (E1, 76, ClassOutcome.STAY),
        (E1, 265, ClassOutcome.STAY),
        (E1, 266, ClassOutcome.RELEGATION),
        # Zweite Liga, 530: 1..105 up; 530 − 165 = 365 → 366..530 down
        (Z2, 105, ClassOutcome.PROMOTION),
        (Z2, 106, ClassOutcome.STAY),
        (Z2, 365, ClassOutcome.STAY),
        (Z2, 366, ClassOutcome.RELEGATION),
        # Qualifikation, unbounded: 1..165 up, nobody down
        (Q, 165, ClassOutcome.PROMOTION),
        (Q, 166, ClassOutcome.STAY),
        (Q, 100000, ClassOutcome.STAY),
    ],
)
def test_class_outcome_full_classes(cls, place, expected):
    assert class_outcome(cls, place) is expected


def test_class_outcome_smaller_table():
    # Erste Liga with 300 players: 300 − 105 = 195 → 196..300 move down
    assert class_outcome(E1, 195, 300) is ClassOutcome.STAY
    assert class_outcome(E1, 196, 300) is ClassOutcome.RELEGATION


def test_sperrmonat_protects_the_class():
    assert class_outcome(K, 260, sperrmonat=True) is ClassOutcome.STAY
    assert class_outcome(E1, 1, sperrmonat=True) is ClassOutcome.STAY


def test_class_outcome_input():
    with pytest.raises(ValueError, match="at most 260"):
        class_outcome(K, 1, 261)
    with pytest.raises(ValueError, match="beyond the class size"):
        class_outcome(E1, 301, 300)
    with pytest.raises(ValueError, match="place must be 1 or more"):
        class_outcome(E1, 0)


# ======================================================================================
# Ligapunkte (section 4): round(((G + 1 − p)(G + 2 − p)) ÷ (G(G + 1)) × Höchstwert)
# ======================================================================================


def test_g_and_maximum_per_class():
    assert [(c.paying_places, c.max_league_points) for c in LeagueClass] == [
        (239, 1500), (247, 1200), (309, 900), (0, 0),
    ]


@pytest.mark.parametrize(
    "cls, place, expected",
    [
        # Königsliga: G = 239, G(G + 1) = 239 × 240 = 57,360, Höchstwert 1,500
        (K, 1, 1500),  # 239 × 240 ÷ 57,360 × 1,500 = 1,500
        (K, 2, 1488),  # 238 × 239 ÷ 57,360 × 1,500 = 238 ÷ 240 × 1,500 = 1,487.5 → 1,488
        (K, 57, 881),  # 183 × 184 = 33,672; 33,672 ÷ 57,360 × 1,500 = 880.54 → 881
        (K, 236, 1),  # 4 × 5 = 20; 20 × 1,500 ÷ 57,360 = 0.523 → 1 (last place with points)
        (K, 237, 0),  # 3 × 4 = 12; 18,000 ÷ 57,360 = 0.314 → 0
        (K, 239, 0),  # 1 × 2 = 2; 3,000 ÷ 57,360 = 0.052 → 0
        (K, 240, 0),  # beyond G
        (K, 260, 0),  # last place of a full Königsliga
        # Erste Liga: G = 247, 247 × 248 = 61,256, Höchstwert 1,200
        (E1, 1, 1200),
        (E1, 2, 1190),  # 246 × 247 ÷ 61,256 × 1,200 = 246 ÷ 248 × 1,200 = 1,190.32 → 1,190
        (E1, 57, 718),  # 191 × 192 = 36,672; × 1,200 ÷ 61,256 = 718.40 → 718
        (E1, 243, 1),  # 5 × 6 = 30; 36,000 ÷ 61,256 = 0.588 → 1 (last place with points)
        (E1, 244, 0),  # 4 × 5 = 20; 24,000 ÷ 61,256 = 0.392 → 0
        (E1, 247, 0),  # 2 × 1,200 ÷ 61,256 = 0.039 → 0
        (E1, 248, 0),
        (E1, 370, 0),
        # Zweite Liga: G = 309, 309 × 310 = 95,790, Höchstwert 900
        (Z2, 1, 900),
        (Z2, 57, 604),  # 253 × 254 = 64,262; × 900 ÷ 95,790 = 603.78 → 604
        (Z2, 303, 1),  # 7 × 8 = 56; 50,400 ÷ 95,790 = 0.526 → 1 (last place with points)
        (Z2, 304, 0),  # 6 × 7 = 42; 37,800 ÷ 95,790 = 0.395 → 0
        (Z2, 309, 0),  # 2 × 900 ÷ 95,790 = 0.019 → 0
        (Z2, 310, 0),
        (Z2, 530, 0),
        # Qualifikation: no Ligapunkte at all
        (Q, 1, 0),
        (Q, 165, 0),
        (Q, 5000, 0),
    ],
)
def test_league_points(cls, place, expected):
    assert league_points(cls, place) == expected


def test_league_points_exact_half():
    # the only .5 value in all three tables is Königsliga place 2: exactly 2975/2
    assert league_points_unrounded(K, 2) == F(2975, 2)
    assert league_points_unrounded(K, 57) == F(210450, 239)  # 33,672 × 1,500 / 57,360


def test_last_paying_place():
    assert [last_paying_place(c) for c in LeagueClass] == [236, 243, 303, None]


def test_league_points_input():
    with pytest.raises(ValueError, match="place must be 1 or more"):
        league_points(K, 0)
    with pytest.raises(ValueError, match="place must be 1 or more"):
        league_points(E1, -3)
    with pytest.raises(ValueError, match="only 260 places"):
        league_points(K, 261)
    with pytest.raises(ValueError, match="unknown league class"):
        league_points("bezirksliga", 1)


@given(st.sampled_from([K, E1, Z2]), st.data())
def test_league_points_never_increase_with_place(cls, data):
    place = data.draw(st.integers(1, cls.max_size - 1))
    here, below = league_points(cls, place), league_points(cls, place + 1)
    assert cls.max_league_points >= here >= below >= 0


# ======================================================================================
# Seasons (section 4)
# ======================================================================================


@pytest.mark.parametrize(
    "day, year, kind",
    [
        (date(2026, 4, 1), 2026, SeasonKind.SUMMER),
        (date(2026, 9, 30), 2026, SeasonKind.SUMMER),
        (date(2026, 10, 1), 2026, SeasonKind.WINTER),
        (date(2027, 1, 15), 2026, SeasonKind.WINTER),  # carries the year it began in
        (date(2027, 3, 31), 2026, SeasonKind.WINTER),
        (date(2026, 3, 31), 2025, SeasonKind.WINTER),
    ],
)
def test_season_of(day, year, kind):
    assert season_of(day) == Season(year, kind)


def test_season_names_and_bounds():
    summer, winter = Season(2026, SeasonKind.SUMMER), Season(2026, SeasonKind.WINTER)
    assert summer.name == "Sommersaison 2026" and summer.short_name == "Sommer 2026"
    assert winter.name == "Wintersaison 2026/2027" and winter.short_name == "Winter 2026/27"
    assert Season(1999, SeasonKind.WINTER).short_name == "Winter 1999/00"
    assert (summer.start, summer.end) == (date(2026, 4, 1), date(2026, 9, 30))
    assert (winter.start, winter.end) == (date(2026, 10, 1), date(2027, 3, 31))
    assert [str(m) for m in winter.months] == [
        "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03",
    ]
    assert date(2027, 2, 28) in winter and Month(2026, 9) not in winter
    assert summer < winter < Season(2027, SeasonKind.SUMMER)
    assert summer.next() == winter and winter.next().previous() == winter
    assert winter.previous() == summer


def test_month_helpers():
    assert Month.parse("2026-11") == Month(2026, 11) and str(Month(2026, 4)) == "2026-04"
    assert Month(2026, 12).next() == Month(2027, 1)
    assert Month(2026, 1).previous() == Month(2025, 12)
    assert Month(2028, 2).last_day == date(2028, 2, 29)
    with pytest.raises(ValueError, match="YYYY-MM"):
        Month.parse("11/2026")
    with pytest.raises(ValueError, match="1..12"):
        Month(2026, 13)


# ======================================================================================
# Saisonschnitt
# ======================================================================================


class TestSaisonschnitt:
    def test_under_1200_games(self):
        # (1500 − (1200 − 1000) × 2) ÷ 1200 = (1500 − 400) ÷ 1200 = 1100/1200 = 0.9166…
        assert season_average(1500, 1000) == F(11, 12)

    def test_1199_games(self):
        # (1199 − 1 × 2) ÷ 1200 = 1197/1200 = 0.9975
        assert season_average(1199, 1199) == F(1197, 1200)

    def test_exactly_1200_games_both_formulas_agree(self):
        # penalty: (1200 − 0) ÷ 1200 = 1; plain: 1200 ÷ 1200 = 1
        assert season_average(1200, 1200) == 1

    def test_above_1200_plain_average(self):
        assert season_average(1201, 1201) == 1  # 1201 ÷ 1201
        assert season_average(1800, 2400) == F(3, 4)  # 1800 ÷ 2400 = 0.75
        assert season_average(-600, 2400) == F(-1, 4)  # no penalty, no bonus

    def test_no_games(self):
        # (0 − 1200 × 2) ÷ 1200 = −2
        assert season_average(0, 0) == -2

    def test_input(self):
        with pytest.raises(ValueError, match="cannot be negative"):
            season_average(0, -1)


def test_season_order():
    rows = rank_season([
        # (1000 − 200 × 2) ÷ 1200 = 0.5
        SeasonEntry("A", 3000, 1000, 1000),
        # 1300 ÷ 1300 = 1.0: same Ligapunkte as A, better Saisonschnitt → before A
        SeasonEntry("B", 3000, 1300, 1300),
        # most Ligapunkte → first, whatever the Schnitt
        SeasonEntry("C", 3500, -500, 600),
        # (1200 − 300 × 2) ÷ 1200 = 600/1200 = 0.5: ties with A on both criteria → the
        # seed names no third one, so the input order is kept
        SeasonEntry("D", 3000, 1200, 900),
    ])
    assert [r.entry.name for r in rows] == ["C", "B", "A", "D"]
    assert [r.saisonschnitt for r in rows][1:] == [1, F(1, 2), F(1, 2)]
    # the complete tie keeps whichever order it came in
    a, d = SeasonEntry("A", 3000, 1000, 1000), SeasonEntry("D", 3000, 1200, 900)
    assert [r.entry.name for r in rank_season([d, a])] == ["D", "A"]


# ======================================================================================
# Ewige Bestenliste (section 5)
# ======================================================================================


class TestEternal:
    def test_ranking_average_under_4800(self):
        # (5000 − (4800 − 3000) × 2) ÷ 4800 = (5000 − 3600) ÷ 4800 = 1400/4800 = 7/24
        assert ranking_average(5000, 3000) == F(7, 24)
        # (4799 − 1 × 2) ÷ 4800 = 4797/4800
        assert ranking_average(4799, 4799) == F(4797, 4800)

    def test_ranking_average_from_4800(self):
        assert ranking_average(6000, 4800) == F(5, 4)  # 6000 ÷ 4800 = 1.25
        assert ranking_average(6000, 6000) == 1

    def test_visible_schnitt_is_always_plain(self):
        assert plain_average(5000, 3000) == F(5, 3)  # 1.67, although Wertungsschnitt is 0.29
        assert plain_average(0, 0) is None

    def test_tendenz(self):
        assert trend(9000, 12) == 18000  # 9000 ÷ 12 × 24
        assert trend(1000, 7) == F(24000, 7)  # 1000 ÷ 7 × 24 = 3428.57…
        assert trend(20000, 24) == 20000  # complete window: Tendenz = Ligapunkte
        assert trend(1500, 1) == 36000  # one perfect Königsliga month × 24
        assert trend(0, 5) == 0

    def test_tendenz_input(self):
        with pytest.raises(ValueError, match="between 1 and 24"):
            trend(0, 0)
        with pytest.raises(ValueError, match="between 1 and 24"):
            trend(100, 25)
        with pytest.raises(ValueError, match="maximum of 1500 per month"):
            trend(1501, 1)
        with pytest.raises(ValueError, match="cannot be negative"):
            trend(-1, 3)

    def test_window_is_24_completed_months(self):
        window = eternal_window(date(2026, 11, 30))
        assert len(window) == 24
        # the running month 2026-11 is not part of it
        assert (window[0], window[-1]) == (Month(2024, 11), Month(2026, 10))

    def test_window_sum_and_months(self):
        points = {
            Month(2024, 10): 700,  # 25 months ago: outside
            Month(2024, 11): 500,  # oldest month inside
            Month(2026, 10): 0,  # listed without Ligapunkte: counts as a month
            Month(2026, 11): 900,  # running month: not yet
        }
        assert eternal_league_points(points, date(2026, 11, 5)) == (500, 2)

    def test_order_with_tie_breaks(self):
        t = datetime(2026, 10, 31, 22, 0)
        rows = rank_eternal([
            # (4000 − 800 × 2) ÷ 4800 = 2400/4800 = 0.5
            EternalEntry("A", 5000, 4000, 4000, t),
            # (6000 − 1800 × 2) ÷ 4800 = 2400/4800 = 0.5, fewer games (3000) → before A and C
            EternalEntry("B", 5000, 6000, 3000, t),
            # same as A but a later last game → before A
            EternalEntry("C", 5000, 4000, 4000, t.replace(hour=23)),
            # 5000 ÷ 5000 = 1.0 → best of the 5000s
            EternalEntry("D", 5000, 5000, 5000, t),
            # more Ligapunkte → first, despite the worst average
            EternalEntry("E", 6000, -100, 1000, t),
        ])
        assert [r.entry.name for r in rows] == ["E", "D", "B", "C", "A"]
        b = rows[2]
        assert b.ranking_average == F(1, 2) and b.average == 2  # visible 6000 ÷ 3000


# ======================================================================================
# Solowertung (section 6)
# ======================================================================================


class TestSoloSeason:
    def test_short_of_games_and_solos(self):
        # required = max(1000, 1200) ÷ 40 = 30
        # Solowertung = 500 ÷ 1200 × 100 = 41.67; o.A. 500 ÷ 1000 × 100 = 50
        # Gewinnquote = 10 ÷ max(20, 30) = 1/3; o.A. 10 ÷ 20 = 0.5
        r = solo_rating(500, 1000, 20, 10, "season")
        assert r.required_solos == 30 and r.divisor_games == 1200
        assert r.solowertung == F(125, 3) and r.solowertung_oa == 50
        assert r.gewinnquote == F(1, 3) and r.gewinnquote_oa == F(1, 2)
        assert r.missing_solos == 10

    def test_exactly_1200_games_and_30_solos(self):
        # required 1200 ÷ 40 = 30; 600 ÷ 1200 × 100 = 50; 12 ÷ 30 = 0.4; no o.A. values
        r = solo_rating(600, 1200, 30, 12, SoloWindow.SEASON)
        assert (r.required_solos, r.solowertung, r.gewinnquote) == (30, 50, F(2, 5))
        assert r.solowertung_oa is None and r.gewinnquote_oa is None

    def test_1199_games(self):
        # 120 ÷ 1200 × 100 = 10; o.A. 120 ÷ 1199 × 100 = 12000/1199 = 10.008…
        r = solo_rating(120, 1199, 30, 15, "season")
        assert r.solowertung == 10 and r.solowertung_oa == F(12000, 1199)

    def test_more_games_need_more_solos_fractional(self):
        # 1210 games: required 1210 ÷ 40 = 30.25 (not rounded to 30)
        # 31 solos ≥ 30.25 → Gewinnquote 20 ÷ 31; Solowertung 600 ÷ 1210 × 100 = 6000/121
        r = solo_rating(600, 1210, 31, 20, "season")
        assert r.required_solos == F(121, 4)
        assert r.gewinnquote == F(20, 31) and r.gewinnquote_oa is None
        assert r.solowertung == F(6000, 121) and r.solowertung_oa is None

    def test_required_not_rounded_early(self):
        # 30 solos < 30.25 required → 15 ÷ 30.25 = 60/121 = 0.4959 (rounding 30.25 to 30
        # would wrongly give 0.5); o.A. 15 ÷ 30 = 0.5
        r = solo_rating(300, 1210, 30, 15, "season")
        assert r.gewinnquote == F(60, 121) and r.gewinnquote_oa == F(1, 2)

    def test_no_solos(self):
        # 0 ÷ max(0, 30) = 0; no o.A. value without a solo played
        r = solo_rating(0, 800, 0, 0, "season")
        assert r.gewinnquote == 0 and r.gewinnquote_oa is None
        assert r.solowertung == 0 and r.solowertung_oa == 0


class TestSoloEternal:
    def test_short_of_games_and_solos(self):
        # required = 4800 ÷ 40 = 120; 1200 ÷ 4800 × 100 = 25, o.A. 1200 ÷ 3000 × 100 = 40
        # Gewinnquote 60 ÷ 120 = 0.5, o.A. 60 ÷ 100 = 0.6
        r = solo_rating(1200, 3000, 100, 60, "eternal")
        assert r.required_solos == 120 and r.divisor_games == 4800
        assert (r.solowertung, r.solowertung_oa) == (25, 40)
        assert (r.gewinnquote, r.gewinnquote_oa) == (F(1, 2), F(3, 5))

    def test_above_4800_games(self):
        # required 6000 ÷ 40 = 150; 160 solos ≥ 150 → 80 ÷ 160 = 0.5; 3000 ÷ 6000 × 100 = 50
        r = solo_rating(3000, 6000, 160, 80, "eternal")
        assert (r.required_solos, r.gewinnquote, r.solowertung) == (150, F(1, 2), 50)
        assert r.solowertung_oa is None and r.gewinnquote_oa is None

    def test_missing_solos_count_even_with_enough_games(self):
        # 6020 games ≥ 4800, but required 6020 ÷ 40 = 150.5 > 150 played:
        # 75 ÷ 150.5 = 150/301 = 0.498…; o.A. 75 ÷ 150 = 0.5
        r = solo_rating(3010, 6020, 150, 75, "eternal")
        assert r.required_solos == F(301, 2)
        assert r.gewinnquote == F(150, 301) and r.gewinnquote_oa == F(1, 2)
        assert r.solowertung_oa is None  # the games target is reached


def test_required_solos_minimum():
    assert required_solos(0, "season") == 30  # 1200 ÷ 40
    assert required_solos(0, "eternal") == 120  # 4800 ÷ 40
    assert required_solos(4801, "eternal") == F(4801, 40)  # 120.025


def test_solo_input():
    with pytest.raises(ValueError, match="cannot be more than the 10 solos"):
        solo_rating(0, 1000, 10, 11, "season")
    with pytest.raises(ValueError, match="cannot be more than the 100 league games"):
        solo_rating(0, 100, 101, 0, "season")
    with pytest.raises(ValueError, match="cannot be negative"):
        solo_rating(0, -5, 0, 0, "season")
    with pytest.raises(ValueError, match="unknown solo window"):
        solo_rating(0, 100, 0, 0, "monthly")


@given(st.integers(0, 10000), st.integers(0, 400), st.data(), st.sampled_from(list(SoloWindow)))
def test_gewinnquote_never_above_oa_value(games, solos, data, window):
    # dividing by max(played, required) can only lower the quote
    solos = min(solos, games)
    won = data.draw(st.integers(0, solos))
    r = solo_rating(0, games, solos, won, window)
    assert 0 <= r.gewinnquote <= 1
    if r.gewinnquote_oa is not None:
        assert r.gewinnquote <= r.gewinnquote_oa


# ======================================================================================
# Sperrmonat (section 7)
# ======================================================================================


class TestSperrmonat:
    def test_valid_set(self):
        # one in summer 2026, one in winter 2026/27, one in summer 2027
        assert validate_sperrmonate(["2026-11", "2026-05", "2027-04"]) == (
            Month(2026, 5), Month(2026, 11), Month(2027, 4),
        )

    def test_two_in_one_season(self):
        with pytest.raises(SperrmonatError, match="Sommersaison 2026 has 2 Sperrmonate"):
            validate_sperrmonate(["2026-05", "2026-06"])
        # December and February belong to the same Wintersaison 2026/2027
        with pytest.raises(SperrmonatError, match="Wintersaison 2026/2027"):
            validate_sperrmonate(["2026-12", "2027-02"])

    @pytest.mark.parametrize("month", ["2026-03", "2026-09"])
    def test_march_and_september_never(self, month):
        with pytest.raises(SperrmonatError, match="March and September"):
            validate_sperrmonate([month])
        assert sperrmonat_problems(month)

    def test_must_be_chosen_before_the_month_begins(self):
        assert check_sperrmonat("2026-11", today=date(2026, 10, 31)) == Month(2026, 11)
        with pytest.raises(SperrmonatError, match="already begun"):
            check_sperrmonat("2026-11", today=date(2026, 11, 1))

    def test_other_sperrmonat_in_the_season_blocks(self):
        with pytest.raises(SperrmonatError, match="already has the Sperrmonat 2027-01"):
            check_sperrmonat("2026-11", today=date(2026, 10, 15), chosen=["2027-01"])
        # a Sperrmonat in another season does not
        check_sperrmonat("2026-11", today=date(2026, 10, 15), chosen=["2026-05"])
        # re-checking the chosen month itself is fine
        check_sperrmonat("2026-11", today=date(2026, 10, 15), chosen=["2026-11"])

    def test_cancel_until_the_month_begins(self):
        assert can_cancel_sperrmonat("2026-11", date(2026, 10, 31))
        assert not can_cancel_sperrmonat("2026-11", date(2026, 11, 1))

    def test_choosable_months(self):
        # mid-August: only September is left in the summer, and it is excluded
        assert [str(m) for m in choosable_sperrmonate(date(2026, 8, 15))] == [
            "2026-10", "2026-11", "2026-12", "2027-01", "2027-02",
        ]
        # mid-March: the rest of the winter is March itself; summer 2026 is open
        assert [str(m) for m in choosable_sperrmonate(date(2026, 3, 15))] == [
            "2026-04", "2026-05", "2026-06", "2026-07", "2026-08",
        ]
        # with June 2026 chosen, nothing else in that summer
        assert [str(m) for m in choosable_sperrmonate(date(2026, 4, 10), ["2026-06"])] == [
            "2026-10", "2026-11", "2026-12", "2027-01", "2027-02",
        ]
