"""`dokodesk league …`: the league calculator on the command line (no Qt).

Every command prints a short text summary, or with ``--json`` one JSON object.

JSON key scheme: the numbers a player typed are echoed under the option's name (``points``,
``games``, ``place`` …, dashes as underscores); every computed figure is named by the site's
German term in lower snake_case without umlauts (``monatswertung``, ``ligapunkte``,
``saisonschnitt``, ``wertungsschnitt``, ``schnitt``, ``tendenz``, ``solowertung``,
``gewinnquote_prozent`` …); categorical values (``regime``, ``klassenergebnis``) are
English words.  Numbers are exact where whole (JSON integers) and otherwise the float
nearest the exact value; nothing is rounded except where the rules round (Ligapunkte).
A value that does not apply (an o.A. value while no deduction applies) is ``null``.

Invalid input is reported like an argparse error (usage, ``error: …``) with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from datetime import date
from fractions import Fraction
from typing import Any, Callable

from dokodesk.league import (
    ETERNAL_GAMES,
    ETERNAL_MONTHS,
    PENALTY_PER_MISSING_GAME,
    SEASON_GAMES,
    LeagueClass,
    Month,
    SoloWindow,
    class_outcome,
    choosable_sperrmonate,
    format_figure,
    last_paying_place,
    league_points,
    league_points_unrounded,
    month_rating,
    plain_average,
    ranking_average,
    season_average,
    season_of,
    solo_rating,
    sperrmonat_problems,
    trend,
)

__all__ = ["register"]

_EPILOG = (
    "JSON keys: inputs keep their option names; computed figures carry the site's German "
    "name in snake_case (monatswertung, ligapunkte, saisonschnitt, wertungsschnitt, "
    "schnitt, tendenz, solowertung, gewinnquote_prozent, ...). Non-whole numbers are the "
    "nearest float to the exact value."
)


def _number(value: Fraction | int | None) -> int | float | None:
    if value is None:
        return None
    value = Fraction(value)
    return int(value) if value.denominator == 1 else float(value)


def _emit(args: argparse.Namespace, data: dict[str, Any], lines: list[tuple[str, str]]) -> int:
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        width = max(len(label) for label, _ in lines)
        for label, text in lines:
            print(f"{label + ':':<{width + 1}} {text}")
    return 0


def _guarded(compute: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Turn a ValueError from the rules into an argparse-style error with status 2."""

    def handler(args: argparse.Namespace) -> int:
        try:
            return compute(args)
        except (ValueError, ArithmeticError) as error:  # ArithmeticError: a number too large for a float
            parser: argparse.ArgumentParser = args.league_parser
            parser.print_usage(sys.stderr)
            reason = error if isinstance(error, ValueError) else f"a number is too large ({error})"
            print(f"{parser.prog}: error: {reason}", file=sys.stderr)
            return 2

    handler.__name__ = compute.__name__
    handler.__doc__ = compute.__doc__
    return handler


# --------------------------------------------------------------------------------------
# Argument types
# --------------------------------------------------------------------------------------


def _league_class(text: str) -> LeagueClass:
    try:
        return LeagueClass.parse(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _solo_window(text: str) -> SoloWindow:
    try:
        return SoloWindow.parse(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _month(text: str) -> Month:
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}", text):  # Month.parse also takes "2026-1"; the CLI asks for the form it prints
        raise argparse.ArgumentTypeError(f"not a month {text!r}; expected YYYY-MM, e.g. 2026-11")
    try:
        return Month.parse(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date {text!r}; expected YYYY-MM-DD") from None


# --------------------------------------------------------------------------------------
# Commands
# --------------------------------------------------------------------------------------


def _cmd_month(args: argparse.Namespace) -> int:
    """Monatswertung."""
    rating = month_rating(args.points, args.games, average_decimals=None if args.exact_average else 2)
    data = {
        "points": rating.points,
        "games": rating.games,
        "regime": rating.regime.value,
        "monatswertung": _number(rating.value),
        "punkteschnitt": _number(rating.average),
        "gerundeter_punkteschnitt": _number(rating.rounded_average),
        "bonusfaktor": _number(rating.bonus_factor),
        "fehlende_pflichtspiele": rating.missing_games,
        "strafpunkte": rating.penalty_points,
    }
    regime_text = {
        "penalty": f"up to 200 games: {rating.penalty_points} Strafpunkte for "
        f"{rating.missing_games} missing games, divided by 200",
        "plain": "more than 200 games, account not positive: plain average",
        "bonus": "201–1,200 games, positive account: +0.1 % per game above 200",
        "capped": "more than 1,200 games, positive account: bonus factor capped at 2",
    }[rating.regime.value]
    lines = [
        ("Monatswertung", format_figure(rating.value, 4)),
        ("Rule", regime_text),
        ("Punkteschnitt", format_figure(rating.average, 4)),
    ]
    if rating.rounded_average is not None:
        lines.append(("Rounded average", format_figure(rating.rounded_average, 2)))
        lines.append(("Bonus factor", format_figure(rating.bonus_factor, 3)))
    return _emit(args, data, lines)


def _cmd_points(args: argparse.Namespace) -> int:
    """Ligapunkte for a place."""
    cls: LeagueClass = args.league_class
    points = league_points(cls, args.place)
    outcome = class_outcome(cls, args.place, args.class_size)
    data = {
        "class": cls.value,
        "place": args.place,
        "class_size": args.class_size if args.class_size is not None else cls.max_size,
        "ligapunkte": points,
        "ligapunkte_ungerundet": _number(league_points_unrounded(cls, args.place)),
        "hoechstwert": cls.max_league_points,
        "g": cls.paying_places,
        "letzter_platz_mit_punkten": last_paying_place(cls),
        "klassenergebnis": outcome.value,
    }
    outcome_text = {"promotion": "Aufstieg", "stay": "Klassenerhalt", "relegation": "Abstieg"}
    lines = [
        ("Ligapunkte", str(points)),
        ("Class", f"{cls.display_name}, place {args.place}"),
        ("Unrounded", format_figure(league_points_unrounded(cls, args.place), 4)),
        ("Month end", outcome_text[outcome.value]),
    ]
    return _emit(args, data, lines)


def _cmd_season(args: argparse.Namespace) -> int:
    """Saisonschnitt."""
    value = season_average(args.points, args.games)
    missing = max(0, SEASON_GAMES - args.games)
    data: dict[str, Any] = {
        "points": args.points,
        "games": args.games,
        "saisonschnitt": _number(value),
        "fehlende_spiele": missing,
        "strafpunkte": missing * PENALTY_PER_MISSING_GAME,
    }
    lines = [("Saisonschnitt", format_figure(value, 4))]
    if missing:
        lines.append(("Penalty", f"{missing * PENALTY_PER_MISSING_GAME} Strafpunkte for {missing} missing games"))
    if args.date is not None:
        season = season_of(args.date)
        data.update(
            {
                "date": args.date.isoformat(),
                "saison": season.name,
                "saison_kurz": season.short_name,
                "saisonbeginn": season.start.isoformat(),
                "saisonende": season.end.isoformat(),
                "saisonmonate": [str(m) for m in season.months],
            }
        )
        lines.append(("Season", f"{season.name} ({season.start} – {season.end})"))
    return _emit(args, data, lines)


def _cmd_eternal(args: argparse.Namespace) -> int:
    """Ewige Bestenliste: Wertungsschnitt, Schnitt, Tendenz."""
    tendenz = trend(args.league_points, args.months)
    internal = ranking_average(args.points, args.games)
    visible = plain_average(args.points, args.games)
    data = {
        "league_points": args.league_points,
        "points": args.points,
        "games": args.games,
        "months": args.months,
        "wertungsschnitt": _number(internal),
        "schnitt": _number(visible),
        "tendenz": _number(tendenz),
        "tendenz_angezeigt": args.months < ETERNAL_MONTHS,
        "fehlende_spiele": max(0, ETERNAL_GAMES - args.games),
    }
    lines = [
        ("Ligapunkte", str(args.league_points)),
        ("Tendenz", format_figure(tendenz, 0) + ("" if args.months < ETERNAL_MONTHS else " (24 months: not shown)")),
        ("Schnitt", format_figure(visible, 2)),
        ("Wertungsschnitt", format_figure(internal, 4)),
    ]
    return _emit(args, data, lines)


def _cmd_solo(args: argparse.Namespace) -> int:
    """Solowertung and Gewinnquote."""
    rating = solo_rating(args.solo_points, args.games, args.solos, args.won, args.window)
    percent = lambda f: None if f is None else f * 100  # noqa: E731
    data = {
        "window": rating.window.value,
        "solo_points": rating.solo_points,
        "games": rating.games,
        "solos": rating.solos,
        "won": rating.won,
        "erforderliche_soli": _number(rating.required_solos),
        "fehlende_soli": _number(rating.missing_solos),
        "divisor_spiele": rating.divisor_games,
        "solowertung": _number(rating.solowertung),
        "solowertung_oa": _number(rating.solowertung_oa),
        "gewinnquote_prozent": _number(percent(rating.gewinnquote)),
        "gewinnquote_oa_prozent": _number(percent(rating.gewinnquote_oa)),
    }

    def with_oa(value: str, oa: str | None) -> str:
        return value if oa is None else f"{value} (o.A. {oa})"

    lines = [
        ("Solowertung", with_oa(format_figure(rating.solowertung, 2),
                                None if rating.solowertung_oa is None else format_figure(rating.solowertung_oa, 2))),
        ("Gewinnquote", with_oa(format_figure(rating.gewinnquote * 100, 2) + " %",
                                None if rating.gewinnquote_oa is None
                                else format_figure(rating.gewinnquote_oa * 100, 2) + " %")),
        ("Required solos", format_figure(rating.required_solos, 3)),
    ]
    return _emit(args, data, lines)


def _cmd_sperrmonat(args: argparse.Namespace) -> int:
    """Check a Sperrmonat, or list the months still open for one."""
    today = args.today or date.today()
    chosen = list(args.chosen or [])
    data: dict[str, Any] = {"today": today.isoformat(), "chosen": [str(m) for m in chosen]}
    if args.month is None:
        months = choosable_sperrmonate(today, chosen)
        data["waehlbar"] = [str(m) for m in months]
        lines = [("Choosable", ", ".join(str(m) for m in months) or "none")]
        return _emit(args, data, lines)
    problems = sperrmonat_problems(args.month, today=today, chosen=chosen)
    data.update(
        {
            "month": str(args.month),
            "saison": args.month.season.name,
            "erlaubt": not problems,
            "gruende": problems,
        }
    )
    lines = [("Sperrmonat " + str(args.month), "allowed" if not problems else "not allowed")]
    lines += [("Reason", p) for p in problems]
    return _emit(args, data, lines)


# --------------------------------------------------------------------------------------
# Parser
# --------------------------------------------------------------------------------------


def _leaf(
    sub: argparse._SubParsersAction,
    name: str,
    help_text: str,
    compute: Callable[[argparse.Namespace], int],
) -> argparse.ArgumentParser:
    parser = sub.add_parser(name, help=help_text, description=help_text, epilog=_EPILOG)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=_guarded(compute), league_parser=parser)
    return parser


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``league`` and its subcommands to the top-level ``dokodesk`` parser."""
    league = subparsers.add_parser(
        "league",
        help="league calculator: Monatswertung, Ligapunkte, Saisonschnitt, ...",
        description="The site's individual league rules as a calculator. " + _EPILOG,
    )
    league.set_defaults(handler=lambda _args: _print_help(league))
    sub = league.add_subparsers(dest="league_command", metavar="LEAGUE_COMMAND")

    p = _leaf(sub, "month", "Monatswertung from Spielpunkte and league games", _cmd_month)
    p.add_argument("--points", type=int, required=True, help="Spielpunkte of the month")
    p.add_argument("--games", type=int, required=True, help="league games of the month")
    p.add_argument("--exact-average", action="store_true",
                   help="do not round the Punkteschnitt to 2 decimals before the bonus factor")

    p = _leaf(sub, "points", "Ligapunkte (and Aufstieg/Abstieg) for a month-end place", _cmd_points)
    p.add_argument("--class", dest="league_class", type=_league_class, required=True,
                   metavar="{koenigsliga,erste,zweite,qualifikation}", help="the class")
    p.add_argument("--place", type=int, required=True, help="month-end place (1 = best)")
    p.add_argument("--class-size", type=int, default=None,
                   help="players in the final table (default: the class's maximum size)")

    p = _leaf(sub, "season", "Saisonschnitt from season Spielpunkte and games", _cmd_season)
    p.add_argument("--points", type=int, required=True, help="Spielpunkte of the season")
    p.add_argument("--games", type=int, required=True, help="league games of the season")
    p.add_argument("--date", type=_date, default=None,
                   help="also name the season of this day (YYYY-MM-DD)")

    p = _leaf(sub, "eternal", "Ewige Bestenliste: Wertungsschnitt, Schnitt and Tendenz", _cmd_eternal)
    p.add_argument("--league-points", type=int, required=True,
                   help="sum of Ligapunkte in the 24-month window")
    p.add_argument("--points", type=int, required=True, help="Spielpunkte in the window")
    p.add_argument("--games", type=int, required=True, help="league games in the window")
    p.add_argument("--months", type=int, required=True,
                   help="months of the window in which you were listed (1-24)")

    p = _leaf(sub, "solo", "Solowertung, Solo-Gewinnquote and their o.A. values", _cmd_solo)
    p.add_argument("--solo-points", type=int, required=True, help="Solopunkte in the window")
    p.add_argument("--games", type=int, required=True, help="league games in the window")
    p.add_argument("--solos", type=int, required=True, help="solos played")
    p.add_argument("--won", type=int, required=True, help="solos won")
    p.add_argument("--window", type=_solo_window, required=True, metavar="{season,eternal}",
                   help="season (6 months, 1,200 games) or eternal (24 months, 4,800 games)")

    p = _leaf(sub, "sperrmonat", "check a Sperrmonat, or list the months still open for one",
              _cmd_sperrmonat)
    p.add_argument("--month", type=_month, default=None, help="the month to check (YYYY-MM)")
    p.add_argument("--today", type=_date, default=None, help="today (YYYY-MM-DD; default: today)")
    p.add_argument("--chosen", type=_month, nargs="*", default=[], metavar="YYYY-MM",
                   help="Sperrmonate you have already chosen")


def _print_help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2
