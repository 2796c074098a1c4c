"""Every worked example of rules.md ("Worked examples (value for Re)") as a test."""

import pytest

from dokodesk.rules import KONTRA, RE, GameSummary, score
from dokodesk.rules.scoring import FUCHS_GEFANGEN, KARLCHEN

UP_TO = {"-": 0, "Ansage": 1, "k90": 2, "k60": 3, "k30": 4, "schwarz": 5}
NONE = None

# (#, Re level, Kontra level, Augen Re, Augen Kontra, tricks Re, tricks Kontra, specials, winner, value)
EXAMPLES = [
    (1, "-", "Ansage", 80, 160, 4, 8, (), KONTRA, -5),
    (2, "k60", "-", 130, 110, 7, 5, (), KONTRA, -7),
    (3, "k90", "k90", 114, 126, 6, 6, (), NONE, -1),
    (4, "schwarz", "schwarz", 57, 183, 3, 9, (), NONE, -5),
    (5, "k90", "schwarz", 75, 165, 4, 8, (), NONE, 0),
    (6, "k90", "-", 130, 110, 7, 5, (), KONTRA, -5),
    (7, "k60", "Ansage", 170, 70, 9, 3, (), KONTRA, -8),
    (8, "k60", "k60", 170, 70, 9, 3, (), NONE, 3),
    (9, "Ansage", "schwarz", 207, 33, 10, 2, ((RE, KARLCHEN),), RE, 16),
    (10, "k90", "schwarz", 129, 111, 6, 6, (), NONE, 4),
    (11, "-", "-", 120, 120, 6, 6, (), KONTRA, -2),
    (12, "-", "Ansage", 120, 120, 6, 6, (), RE, 3),
    (13, "k30", "k60", 211, 29, 10, 2, (), RE, 15),
    (14, "schwarz", "-", 240, 0, 12, 0, (), RE, 11),
    (15, "-", "k60", 60, 180, 3, 9, (), RE, 5),
    (16, "schwarz", "-", 240, 0, 11, 1, (), KONTRA, -8),
    (17, "-", "-", 121, 119, 6, 6, ((KONTRA, FUCHS_GEFANGEN), (KONTRA, FUCHS_GEFANGEN), (KONTRA, KARLCHEN)), RE, -2),
    (18, "Ansage", "-", 150, 90, 7, 5, ((KONTRA, FUCHS_GEFANGEN), (KONTRA, FUCHS_GEFANGEN), (KONTRA, KARLCHEN)), RE, 0),
    (19, "k90", "-", 151, 89, 8, 4, (), RE, 5),
    (20, "k90", "-", 150, 90, 7, 5, (), KONTRA, -5),
]


@pytest.mark.parametrize("number, re_up_to, kontra_up_to, re_augen, kontra_augen, re_tricks, "
                         "kontra_tricks, specials, winner, value", EXAMPLES, ids=[f"example {e[0]}" for e in EXAMPLES])
def test_worked_example(number, re_up_to, kontra_up_to, re_augen, kontra_augen, re_tricks,
                        kontra_tricks, specials, winner, value):
    summary = GameSummary((re_augen, kontra_augen), (re_tricks, kontra_tricks),
                          (UP_TO[re_up_to], UP_TO[kontra_up_to]), specials)
    result = score(summary)
    assert result.winner == winner
    assert result.re_points == value
    assert result.re_points == result.total(RE) - result.total(KONTRA)


def keys(result, party):
    return sorted(line.key for line in result.lines if line.party == party for _ in range(line.points))


def test_example_2_is_the_seed_checklist_lines():
    # Seed 004, Bsp. 2: rows 1, 6, 8, 9, 17 and 24 score for Kontra; no "unter 90" for Kontra.
    result = score(GameSummary((130, 110), (7, 5), (3, 0)))
    assert keys(result, KONTRA) == sorted(["won", "re", "re", "absage_re_90", "absage_re_60",
                                           "reached_90", "gegen_die_alten"])
    assert keys(result, RE) == []


def test_no_winner_counts_only_under_reached_and_sonderpunkte():
    # Example 4: Kontra kept Re under 90 and 60 and reached all four; Re reached 30 against schwarz.
    result = score(GameSummary((57, 183), (3, 9), (5, 5)))
    assert keys(result, KONTRA) == sorted(["under_90", "under_60", "reached_120", "reached_90",
                                           "reached_60", "reached_30"])
    assert keys(result, RE) == ["reached_30"]


def test_schwarz_needs_no_trick_not_no_augen():
    # Example 16: a 0-Augen trick is a trick, so Re's schwarz fails and Kontra wins.
    assert score(GameSummary((240, 0), (11, 1), (5, 0))).winner == KONTRA
    won_schwarz = score(GameSummary((240, 0), (12, 0), (5, 0)))
    assert "schwarz" in keys(won_schwarz, RE)


def test_lines_have_german_labels():
    result = score(GameSummary((80, 160), (4, 8), (0, 1)))
    assert [line.label for line in result.lines] == [
        "gewonnen", "unter 90", "Kontra angesagt", "gegen die Kreuz-Damen gewonnen"]
