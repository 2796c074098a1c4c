"""`dokodesk check` and the other set commands (no Qt)."""

from __future__ import annotations

import argparse
import gc
import json
import re
import sys

from dokodesk.dodge.setfile import MAX_PROBLEMS, SetFileError, check_file, count_words, more_words, read_set
from dokodesk.terminal import counted, shown


def register(subparsers: argparse._SubParsersAction) -> None:
    check = subparsers.add_parser(
        "check", help="validate a set or results file and replay every logged game",
        description="Validate a set file or results file (.json or .json.gz): deals, every result's "
                    "log replayed event by event, every re_points recomputed. Reports the first "
                    f"{MAX_PROBLEMS} problems with their places and counts the others (as import does); "
                    "exits 0 when all is valid, 1 otherwise.")
    check.add_argument("file")
    check.add_argument("--set", dest="set_file", help="the set file a results file belongs to "
                       "(needed to replay its logs)")
    check.add_argument("--json", action="store_true",
                       help="one JSON object per line and result: deal, result, ok, error, "
                            "event_index, re_points (problems outside any result have result null)")
    check.set_defaults(handler=run_check)


def run_check(args: argparse.Namespace) -> int:
    # A one-shot command over a possibly huge file whose objects hold no reference cycles: the
    # cyclic collector would only rescan them again and again (setfile pauses it while reading;
    # here it stays off until the command returns: dokodesk.cli.main switches it back on).
    gc.disable()
    known_set = None
    if args.set_file:
        try:
            known_set = read_set(args.set_file)
        except (SetFileError, OSError) as exc:
            print(shown(f"dokodesk check: cannot use --set {args.set_file}: {exc}"), file=sys.stderr)
            return 2
    try:
        report = check_file(args.file, known_set)
    except OSError as exc:
        print(shown(f"dokodesk check: {args.file}: {exc.strerror or exc}"), file=sys.stderr)
        return 2
    if args.json:
        results = report.results
        result_errors = {r.error for r in results if not r.ok}
        out = sys.stdout
        for place, message in report.problems:
            if message in result_errors:
                continue  # reported on its result's line
            deal = re.match(r"deal (\d+)", place)
            out.write(json.dumps({"deal": int(deal.group(1)) if deal else None, "result": None, "ok": False,
                                  "error": f"{place}: {message}" if place else message,
                                  "event_index": None, "re_points": None}) + "\n")
        if report.problems.more:
            out.write(json.dumps({"deal": None, "result": None, "ok": False,
                                  "error": f"… and {more_words(report.problems.more)} (not listed)",
                                  "event_index": None, "re_points": None}) + "\n")
        for r in sorted(results, key=lambda r: (r.deal is None, r.deal or 0, r.result)):
            out.write(json.dumps(r.to_json()) + "\n")
    else:
        for place, message in report.problems:
            print(shown(f"{args.file}: {place}: {message}" if place else f"{args.file}: {message}"))
        if report.problems.more:
            print(f"{args.file}: … and {more_words(report.problems.more)}")
        total, wrong, logs = report.tally()  # no verdict object per result: files have millions
        if report.ok:
            what = "set" if report.dodge_set else "results file"
            deals = f"{counted(len(report.dodge_set.deals), 'deal')}, " if report.dodge_set else ""
            print(shown(f"{args.file}: valid {what}: {deals}{counted(total, 'result')}, "
                        f"{counted(logs, 'log')} replayed"))
        else:
            of_results = f" ({wrong:,} of {counted(total, 'result')} wrong)" if total else ""
            print(shown(f"{args.file}: {count_words(report.problems.total)}{of_results}"))
    if report.kind == "dokodesk-results" and known_set is None and report.ok and not args.json:
        print("note: logs were not replayed; pass --set SET_FILE to replay them", file=sys.stderr)
    return 0 if report.ok else 1
