"""`dokodesk hint`: the practice hint the app gives, at a position of a logged game (no Qt)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from dokodesk.bots.solve_cli import whole_number_at_least

_nonnegative = whole_number_at_least(0)
_positive = whole_number_at_least(1)

# The app's hints sample with the analysis's seed, 0 (dokodesk.app.analysis_worker.ANALYSIS_SEED,
# not imported: the app package loads Qt).
HINT_SEED = 0


def register_hint(subparsers: argparse._SubParsersAction) -> None:
    from dokodesk.coach.cli import _seed

    p = subparsers.add_parser(
        "hint", help="the practice hint the app would give at a position of a logged game",
        description="The expert's practice hint, as the app gives it, to the seat on turn before event E "
                    "of a logged game of a set file (or of a results file, with --set): the events 0 to E-1 "
                    "of its log are applied. The card to play (rated in expected game points over the "
                    "layouts the seat cannot tell apart, with the runner-up), and an announcement when "
                    "the expert would make one now. A seat with one legal card and no announcement open is "
                    "answered at once.")
    p.add_argument("file", metavar="FILE", help="a set file or results file (.json or .json.gz)")
    p.add_argument("--deal", type=_nonnegative, required=True, metavar="N", help="the deal's number")
    p.add_argument("--result", type=_nonnegative, required=True, metavar="I",
                   help="which of the deal's results in FILE, counting from 0")
    p.add_argument("--before", type=_nonnegative, required=True, metavar="E",
                   help="the position: before event E of the log, counting from 0 (0: before the first card)")
    p.add_argument("--set", dest="set_file", metavar="SET_FILE", help="the set a results file belongs to")
    p.add_argument("--samples", type=_positive, default=None,
                   help="at most this many sampled deals per rating (default: the app's)")
    p.add_argument("--full", action="store_true",
                   help="the analysis's own race at this position (the hint the app shows once its deeper "
                        "search, run while the player thinks, has ended) instead of the quick hint (about a "
                        "second of CPU)")
    p.add_argument("--seed", default=HINT_SEED, type=_seed, metavar="X",
                   help="seed of the sampling (default 0, the app's); another seed draws other deals")
    p.add_argument("--json", action="store_true",
                   help='print {"deal", "result", "before", "seat", "card", "calls", "value", "second", '
                        '"second_value", "samples", "seconds"} as JSON: card, the card to play (its code, e.g. '
                        '"QC"; null when no card is asked for); calls, the announcements to make now (as a log '
                        'writes them: "re", "kontra", "90", ...); value and second_value, the expected game points '
                        'of the card and of the runner-up card second, over samples sampled deals (null and 0 '
                        'with one legal card); seconds, the CPU seconds the hint took')
    p.set_defaults(handler=run_hint)


def _fail(message: str) -> int:
    print(f"dokodesk hint: {message}", file=sys.stderr)
    return 2


def run_hint(args: argparse.Namespace) -> int:
    from dokodesk.coach.cli import find_result
    from dokodesk.coach.hints import HINT_SAMPLES, expert_hint
    from dokodesk.rules import IllegalEventError, PARTY_NAMES, Game

    found = find_result(args, "hinted at")
    if isinstance(found, str):
        return _fail(found)
    deal, of_deal, _ = found
    log = list(of_deal[args.result].log)
    where = f"{args.file}: deal {args.deal}, result {args.result}"
    if args.before > len(log):
        return _fail(f"{where}: its log has {len(log)} event{'s' if len(log) != 1 else ''} (0 to {len(log) - 1}); there is no event "
                     f"{args.before}: give --before 0 to {len(log) - 1}")
    try:
        game = Game.replay(deal, log[:args.before])
    except IllegalEventError as exc:
        return _fail(f"{where}, event {exc.event_index}: {exc}")
    seat = game.turn
    if seat is None:
        after = (f" (after the log's {len(log)} event{'s' if len(log) != 1 else ''})"
                 if args.before == len(log) else "")
        return _fail(f"{where}: before event {args.before}{after} the game is over, nobody may act there: "
                     f"give --before 0 to {len(log) - 1}")
    started = time.process_time()
    hint = expert_hint(game.view(seat), args.seed, samples=args.samples or HINT_SAMPLES, deeper=args.full)
    seconds = time.process_time() - started
    d = hint.details
    rated = hint.key == "best_card"
    if args.json:
        print(json.dumps({
            "deal": args.deal, "result": args.result, "before": args.before, "seat": seat,
            "card": None if hint.card is None else hint.card.code,
            "calls": [c.value for c in hint.calls],
            "value": round(d["value"], 3) if rated else None,
            "second": d["second_code"] if rated else None,
            "second_value": round(d["second_value"], 3) if rated else None,
            "samples": d["samples"] if rated else 0,
            "seconds": round(seconds, 3)}))
        return 0
    trick = len(game.tricks) + 1
    print(f"deal {args.deal}, result {args.result}, before event {args.before} of {len(log)}: trick {trick}, "
          f"seat {seat} ({PARTY_NAMES[deal.parties[seat]]}) to play")
    text = hint.text
    print(f"Hint (expert): {text}" if hint.card is not None or hint.calls else f"Hint: {text}")
    print(f"({seconds:.2f} s of CPU)")
    return 0
