"""`dokodesk league …` through the real entry point, checking the printed JSON.

The expected numbers are worked by hand in test_league_rules.py; the comments repeat the
arithmetic briefly.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dokodesk.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys, *argv: str) -> dict:
    assert main(["league", *argv, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1  # exactly one JSON object on one line
    return json.loads(out)


def run_error(capsys, *argv: str) -> str:
    """Invalid input: exit status 2 and an argparse-style message, no traceback."""
    try:
        status = main(["league", *argv])
    except SystemExit as exit_:  # argparse's own errors (unknown choice, missing option)
        status = exit_.code
    captured = capsys.readouterr()
    assert status == 2
    assert "error:" in captured.err and "Traceback" not in captured.err
    assert captured.out == ""
    return captured.err


# ---- month ---------------------------------------------------------------------------


def test_month_penalty_regime(capsys):
    # (300 − (200 − 150) × 2) ÷ 200 = 1
    data = run_json(capsys, "month", "--points", "300", "--games", "150")
    assert data == {
        "points": 300, "games": 150, "regime": "penalty", "monatswertung": 1,
        "punkteschnitt": 2, "gerundeter_punkteschnitt": None, "bonusfaktor": 1,
        "fehlende_pflichtspiele": 50, "strafpunkte": 100,
    }


def test_month_exactly_200_and_201(capsys):
    # 300 ÷ 200 = 1.5
    assert run_json(capsys, "month", "--points", "300", "--games", "200")["monatswertung"] == 1.5
    # 300 ÷ 201 = 1.4925 → 1.49; × 1.001 = 1.49149
    data = run_json(capsys, "month", "--points", "300", "--games", "201")
    assert data["regime"] == "bonus"
    assert data["gerundeter_punkteschnitt"] == 1.49 and data["bonusfaktor"] == 1.001
    assert data["monatswertung"] == pytest.approx(1.49149, abs=1e-12)


def test_month_1200_and_1201(capsys):
    # 1800 ÷ 1200 = 1.5 × (1 + 1000 × 0.001) = 3
    data = run_json(capsys, "month", "--points", "1800", "--games", "1200")
    assert (data["regime"], data["bonusfaktor"], data["monatswertung"]) == ("bonus", 2, 3)
    # 1800 ÷ 1201 = 1.49875 → 1.50 × 2 = 3
    data = run_json(capsys, "month", "--points", "1800", "--games", "1201")
    assert (data["regime"], data["bonusfaktor"], data["monatswertung"]) == ("capped", 2, 3)


def test_month_exact_average_option(capsys):
    # 1125 ÷ 1000 = 1.125: rounded 1.13 × 1.8 = 2.034; exact 1.125 × 1.8 = 2.025
    rounded = run_json(capsys, "month", "--points", "1125", "--games", "1000")
    exact = run_json(capsys, "month", "--points", "1125", "--games", "1000", "--exact-average")
    assert rounded["monatswertung"] == pytest.approx(2.034, abs=1e-12)
    assert exact["monatswertung"] == pytest.approx(2.025, abs=1e-12)


def test_month_negative_points_parse(capsys):
    # "--points -201" is a negative number, not an option; 201 games, −201 → plain −1
    data = run_json(capsys, "month", "--points", "-201", "--games", "201")
    assert (data["regime"], data["monatswertung"]) == ("plain", -1)


def test_month_text_output(capsys):
    assert main(["league", "month", "--points", "1000", "--games", "700"]) == 0
    out = capsys.readouterr().out
    # 1000 ÷ 700 = 1.4286 → 1.43 × 1.5 = 2.145
    assert "Monatswertung:" in out and "2.1450" in out and "1.43" in out


# ---- points --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cls, place, expected",
    [
        ("koenigsliga", 1, 1500),
        ("koenigsliga", 2, 1488),  # 1487.5 rounded half up
        ("koenigsliga", 57, 881),  # 183 × 184 ÷ 57,360 × 1,500 = 880.54
        ("koenigsliga", 236, 1),
        ("koenigsliga", 237, 0),
        ("erste", 1, 1200),
        ("erste", 243, 1),
        ("erste", 244, 0),
        ("zweite", 1, 900),
        ("zweite", 303, 1),
        ("zweite", 304, 0),
        ("qualifikation", 1, 0),
    ],
)
def test_points(capsys, cls, place, expected):
    data = run_json(capsys, "points", "--class", cls, "--place", str(place))
    assert data["ligapunkte"] == expected
    assert data["class"] == cls and data["place"] == place


def test_points_details(capsys):
    data = run_json(capsys, "points", "--class", "koenigsliga", "--place", "2")
    assert data == {
        "class": "koenigsliga", "place": 2, "class_size": 260, "ligapunkte": 1488,
        "ligapunkte_ungerundet": 1487.5, "hoechstwert": 1500, "g": 239,
        "letzter_platz_mit_punkten": 236, "klassenergebnis": "stay",
    }
    # Erste Liga place 196: (248 − 196) × (249 − 196) = 52 × 53 = 2,756;
    # 2,756 × 1,200 ÷ 61,256 = 3,307,200 ÷ 61,256 = 53.99 → 54 Ligapunkte.
    # In a full class (370) that is Klassenerhalt (down from 266) …
    data = run_json(capsys, "points", "--class", "erste", "--place", "196")
    assert data["ligapunkte"] == 54 and data["klassenergebnis"] == "stay"
    # … with 300 players 300 − 105 = 195, so place 196 moves down, with the same points
    data = run_json(capsys, "points", "--class", "erste", "--place", "196", "--class-size", "300")
    assert data["klassenergebnis"] == "relegation" and data["ligapunkte"] == 54
    assert data["class_size"] == 300


def test_points_errors(capsys):
    assert "place must be 1 or more" in run_error(capsys, "points", "--class", "erste", "--place", "0")
    assert "only 260 places" in run_error(capsys, "points", "--class", "koenigsliga", "--place", "261")
    assert "unknown league class" in run_error(capsys, "points", "--class", "dritte", "--place", "1")
    assert "--place" in run_error(capsys, "points", "--class", "erste")
    assert "invalid int" in run_error(capsys, "points", "--class", "erste", "--place", "x")


# ---- season --------------------------------------------------------------------------


def test_season(capsys):
    # (1500 − 200 × 2) ÷ 1200 = 11/12
    data = run_json(capsys, "season", "--points", "1500", "--games", "1000")
    assert data["saisonschnitt"] == pytest.approx(11 / 12, abs=1e-15)
    assert (data["fehlende_spiele"], data["strafpunkte"]) == (200, 400)
    # exactly 1200: 1200 ÷ 1200 = 1, no penalty
    data = run_json(capsys, "season", "--points", "1200", "--games", "1200")
    assert (data["saisonschnitt"], data["strafpunkte"]) == (1, 0)
    # 2400 games: 1800 ÷ 2400
    assert run_json(capsys, "season", "--points", "1800", "--games", "2400")["saisonschnitt"] == 0.75


def test_season_with_date(capsys):
    data = run_json(capsys, "season", "--points", "0", "--games", "0", "--date", "2027-01-15")
    assert data["saisonschnitt"] == -2  # (0 − 2400) ÷ 1200
    assert data["saison"] == "Wintersaison 2026/2027" and data["saison_kurz"] == "Winter 2026/27"
    assert (data["saisonbeginn"], data["saisonende"]) == ("2026-10-01", "2027-03-31")
    assert data["saisonmonate"][0] == "2026-10" and data["saisonmonate"][-1] == "2027-03"


def test_season_errors(capsys):
    assert "cannot be negative" in run_error(capsys, "season", "--points", "0", "--games", "-1")
    assert "not a date" in run_error(capsys, "season", "--points", "0", "--games", "1",
                                     "--date", "15.01.2027")


# ---- eternal -------------------------------------------------------------------------


def test_eternal(capsys):
    data = run_json(capsys, "eternal", "--league-points", "9000", "--points", "5000",
                    "--games", "3000", "--months", "12")
    # Wertungsschnitt (5000 − 1800 × 2) ÷ 4800 = 7/24; Schnitt 5000 ÷ 3000; 9000 ÷ 12 × 24
    assert data["wertungsschnitt"] == pytest.approx(7 / 24, abs=1e-15)
    assert data["schnitt"] == pytest.approx(5 / 3, abs=1e-15)
    assert data["tendenz"] == 18000 and data["tendenz_angezeigt"] is True
    assert data["fehlende_spiele"] == 1800


def test_eternal_full_window(capsys):
    data = run_json(capsys, "eternal", "--league-points", "20000", "--points", "6000",
                    "--games", "4800", "--months", "24")
    # 6000 ÷ 4800 = 1.25 both internally and visibly; Tendenz = Ligapunkte, not shown
    assert (data["wertungsschnitt"], data["schnitt"]) == (1.25, 1.25)
    assert data["tendenz"] == 20000 and data["tendenz_angezeigt"] is False


def test_eternal_errors(capsys):
    err = run_error(capsys, "eternal", "--league-points", "1", "--points", "0",
                    "--games", "0", "--months", "0")
    assert "between 1 and 24" in err
    err = run_error(capsys, "eternal", "--league-points", "1", "--points", "0",
                    "--games", "-3", "--months", "3")
    assert "games cannot be negative" in err


# ---- solo ----------------------------------------------------------------------------


def test_solo_season(capsys):
    data = run_json(capsys, "solo", "--solo-points", "500", "--games", "1000", "--solos", "20",
                    "--won", "10", "--window", "season")
    # required 30; 500 ÷ 1200 × 100 = 41.67 (o.A. 50); 10 ÷ 30 = 33.33 % (o.A. 50 %)
    assert data["erforderliche_soli"] == 30 and data["fehlende_soli"] == 10
    assert data["solowertung"] == pytest.approx(125 / 3, abs=1e-12)
    assert data["solowertung_oa"] == 50
    assert data["gewinnquote_prozent"] == pytest.approx(100 / 3, abs=1e-12)
    assert data["gewinnquote_oa_prozent"] == 50
    assert data["divisor_spiele"] == 1200 and data["window"] == "season"


def test_solo_fractional_requirement(capsys):
    data = run_json(capsys, "solo", "--solo-points", "300", "--games", "1210", "--solos", "30",
                    "--won", "15", "--window", "season")
    # 1210 ÷ 40 = 30.25 > 30 → 15 ÷ 30.25 = 49.59 %; o.A. 15 ÷ 30 = 50 %; no Solowertung o.A.
    assert data["erforderliche_soli"] == 30.25 and data["fehlende_soli"] == 0.25
    assert data["gewinnquote_prozent"] == pytest.approx(6000 / 121, abs=1e-12)
    assert data["gewinnquote_oa_prozent"] == 50 and data["solowertung_oa"] is None


def test_solo_eternal(capsys):
    data = run_json(capsys, "solo", "--solo-points", "1200", "--games", "3000", "--solos", "100",
                    "--won", "60", "--window", "eternal")
    # 4800 ÷ 40 = 120; 1200 ÷ 4800 × 100 = 25 (o.A. 40); 60 ÷ 120 = 50 % (o.A. 60 %)
    assert (data["erforderliche_soli"], data["solowertung"], data["solowertung_oa"]) == (120, 25, 40)
    assert (data["gewinnquote_prozent"], data["gewinnquote_oa_prozent"]) == (50, 60)


def test_solo_text_shows_oa(capsys):
    assert main(["league", "solo", "--solo-points", "500", "--games", "1000", "--solos", "20",
                 "--won", "10", "--window", "season"]) == 0
    out = capsys.readouterr().out
    assert "41.67 (o.A. 50.00)" in out and "33.33 % (o.A. 50.00 %)" in out


def test_solo_errors(capsys):
    assert "cannot be more than the 10 solos" in run_error(
        capsys, "solo", "--solo-points", "0", "--games", "100", "--solos", "10", "--won", "11",
        "--window", "season")
    assert "unknown solo window" in run_error(
        capsys, "solo", "--solo-points", "0", "--games", "100", "--solos", "10", "--won", "1",
        "--window", "monthly")


# ---- sperrmonat ----------------------------------------------------------------------


def test_sperrmonat(capsys):
    data = run_json(capsys, "sperrmonat", "--today", "2026-08-15")
    assert data["waehlbar"] == ["2026-10", "2026-11", "2026-12", "2027-01", "2027-02"]
    data = run_json(capsys, "sperrmonat", "--today", "2026-08-15", "--month", "2026-11")
    assert data["erlaubt"] is True and data["gruende"] == []
    assert data["saison"] == "Wintersaison 2026/2027"
    data = run_json(capsys, "sperrmonat", "--today", "2026-10-15", "--month", "2026-11",
                    "--chosen", "2027-01")
    assert data["erlaubt"] is False and "only one per season" in data["gruende"][0]
    data = run_json(capsys, "sperrmonat", "--today", "2026-08-15", "--month", "2027-03")
    assert data["erlaubt"] is False and "March and September" in data["gruende"][0]


# ---- the package ---------------------------------------------------------------------


def test_help_names_the_json_scheme(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["league", "month", "--help"])
    assert exit_.value.code == 0
    assert "German name in snake_case" in capsys.readouterr().out


def test_league_cli_imports_no_qt():
    code = (
        "import sys, dokodesk.league.cli, dokodesk.league;"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
