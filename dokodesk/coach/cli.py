"""`dokodesk analyse`: rate every decision of one seat in a logged game (no Qt); `dokodesk hint`
registers here too (hint_cli)."""

from __future__ import annotations

import argparse
import json
import sys

from dokodesk.bots.solve_cli import whole_number_at_least

_nonnegative = whole_number_at_least(0)
_positive = whole_number_at_least(1)


def _seat(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seat is 0, 1, 2 or 3, not {text!r}") from None
    if not 0 <= value <= 3:
        raise argparse.ArgumentTypeError(f"a seat is 0, 1, 2 or 3, not {value}")
    return value


def _seed(text: str) -> int | str:
    """A whole number stays a number, so `--seed 0` samples as the app does (its seed is 0)."""
    try:
        return int(text)
    except ValueError:
        return text


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "analyse", help="rate every decision of one seat in a logged game: from what it knew, and on this deal",
        description="Rate every decision of seat S in a logged game of a set file (or of a results "
                    "file, with --set): each card it played and each point where it could have "
                    "announced. From what S knew at that moment: the expected game value for S's party of "
                    "the choice made and of the best choice over the layouts S could not tell apart; the "
                    "loss is their difference, with its standard error, and a mistake only when significant. "
                    "On this deal: every legal card's exact value with all hands open where the solver "
                    "reaches, and each mistake's better choice played on by the table, in game points and "
                    "in Dodge points against the deal's field.")
    p.add_argument("file", metavar="FILE", help="a set file or results file (.json or .json.gz)")
    p.add_argument("--deal", type=_nonnegative, required=True, metavar="N", help="the deal's number")
    p.add_argument("--result", type=_nonnegative, required=True, metavar="I",
                   help="which of the deal's results in FILE, counting from 0")
    p.add_argument("--seat", type=_seat, required=True, metavar="S", help="the seat to analyse, 0 to 3")
    p.add_argument("--set", dest="set_file", metavar="SET_FILE", help="the set a results file belongs to")
    p.add_argument("--samples", type=_positive, default=None,
                   help="at most this many sampled deals per decision (default 256): close calls get "
                        "more samples until they are decided or this is reached")
    p.add_argument("--seed", default=0, type=_seed, metavar="X",
                   help="seed of the sampling (default 0); another seed draws other deals")
    p.add_argument("--json", action="store_true",
                   help='print {"deal", "result", "seat", "decisions": [...], "total_loss", "field_pairs", '
                        '"achieved_dodge", "room", "headline", "field_splits", "same_line"} as JSON. From what you '
                        'knew (expected game points over the layouts the player could not tell apart): each '
                        'decision\'s loss, loss_se and '
                        'mistake, total_loss, headline.from_what_you_knew. On this deal: a card\'s "open_hands": '
                        '{"cards": {card: Re value}, "loss": game points given away against the best card} with all '
                        'hands open (null where the solver did not reach it); a mistake\'s "on_deal": its best '
                        'choice against the choice made, played on by the table (game and Dodge points with their '
                        'errors; took_trick and won: in how many continuations the party took the decision\'s '
                        'trick and won the game, augen: the party\'s mean Augen, each [with the best choice, with the choice '
                        'made]); headline.on_this_deal: the first mistake whose better choice gained there, its '
                        'Dodge points capped by the room (100 minus achieved_dodge). field_splits: where the field\'s '
                        'logged games first left this log, grouped by that event index and their event there '
                        '(event_index, yours, theirs, by: you/partner/opponent, pairs, better, worse, mean_points '
                        'for the seat\'s party); same_line: the field\'s games with this very log')
    p.set_defaults(handler=run_analyse)
    from dokodesk.coach.hint_cli import register_hint

    register_hint(subparsers)


def _fail(message: str) -> int:
    print(f"dokodesk analyse: {message}", file=sys.stderr)
    return 2


def find_game(args: argparse.Namespace, with_field: bool = False):
    """(deal, log, field, table) of the chosen result for `args.seat`, or an error message; with
    `with_field` also the analysed result and the field's results (`field_results`, for the
    field splits)."""
    found = find_result(args, "analysed")
    if isinstance(found, str):
        return found
    deal, of_deal, field_kind = found
    result = of_deal[args.result]
    from dokodesk.coach.on_this_deal import table_kinds

    # who plays on for the others on this deal: the kinds of the table's simulated seats, the
    # expert for a person (see analyse_game)
    table = table_kinds(result.players, args.seat, field_kind)
    found = deal, list(result.log), field_of(deal, of_deal, args.result, args.seat, field_kind), table
    if with_field:
        from dokodesk.coach.field_splits import field_results

        return found + (result, field_results(of_deal, args.result, args.seat, field_kind))
    return found


def find_result(args: argparse.Namespace, what: str):
    """(deal, the deal's results, the set's field kind) with a logged result `args.result` of deal
    `args.deal` in `args.file` (a results file read with its set `args.set_file`), or an error
    message; `what` is what is done to the game ("analysed": "only logged games can be analysed")."""
    from dokodesk.dodge.setfile import SetFileError, read_results, read_set

    try:
        if args.set_file:
            known = read_set(args.set_file)
            results = read_results(args.file, known)
            deals = {d.number: d for d in known.deals}
            if args.deal not in deals:
                return f"set {known.id} ({args.set_file}) has no deal {args.deal}"
            deal = deals[args.deal].deal
            of_deal = [r for number, r in results.results if number == args.deal]
            where = f"{args.file}: deal {args.deal}"
            field_kind = None  # a results file's names are people's unless written as simulated seats
        else:
            try:
                dodge_set = read_set(args.file)
            except SetFileError as exc:
                if any("results file" in m for _, m in exc.problems):
                    return f"{args.file} is a results file: name its set with --set SET_FILE"
                raise
            deals = {d.number: d for d in dodge_set.deals}
            if args.deal not in deals:
                numbers = sorted(deals)
                span = f"deals {numbers[0]} to {numbers[-1]}" if numbers else "no deals"
                return f"{args.file}: set {dodge_set.id} has no deal {args.deal} ({span})"
            deal = deals[args.deal].deal
            of_deal = deals[args.deal].results
            where = f"{args.file}: deal {args.deal}"
            field_kind = dodge_set.field
    except SetFileError as exc:
        return str(exc)
    except OSError as exc:
        return f"{exc.filename or args.file}: {exc.strerror or exc}"
    if not of_deal:
        return f"{where} has no results"
    if args.result >= len(of_deal):
        return (f"{where} has {len(of_deal)} result{'s' if len(of_deal) != 1 else ''} "
                f"(0 to {len(of_deal) - 1}); there is no result {args.result}")
    if not of_deal[args.result].log:
        return f"{where}, result {args.result} has no log; only logged games can be {what}"
    return deal, of_deal, field_kind


def field_of(deal, results, index: int, seat: int, field_kind: str | None = None) -> list[int]:
    """The field's points for the seat's party: every other result of the deal, without the
    analysed game and the analysed player's own games (results naming the same person; see
    dokodesk.coach.field_splits.field_results, the one rule for the Dodge points and the field
    splits)."""
    from dokodesk.coach.field_splits import field_results

    sign = 1 if deal.parties[seat] == 0 else -1
    return [sign * r.re_points for r in field_results(results, index, seat, field_kind)]


def headline_text(analysis) -> str:
    """The game in two lines, each named as the view it is: from what you knew (expected game
    points the mistakes lost) and on this deal (what the first decisive mistake's better choice
    gained there, played on by the table, in Dodge points against this field capped by the room)."""
    h = analysis.headline()
    if not analysis.mistakes():
        return "from what you knew: no decision cost you significantly"
    knew = f"from what you knew: the mistakes cost you about {h.game:.1f} expected game points (±{h.game_se:.1f})"
    if h.lost_nothing:
        deal = (f"on this deal: your game was top of this field ({analysis.achieved:+.0f} Dodge points): "
                "nothing was lost on this deal")
    elif h.first is None:
        deal = ("on this deal: no mistake's better choice scored more here, played on by the table "
                f"({sum(1 for d in analysis.mistakes() if d.on_deal is not None)} played out)")
    else:
        d = h.first
        better = d.best if d.kind == "card" else ("no announcement" if d.best == "pass" else d.best)
        deal = f"on this deal: {better} instead of {d.chosen} (event {d.event_index}), played on by the table, " \
               f"would have gained {h.deal_game:+.1f} game points (±{h.deal_game_se:.1f})"
        if h.deal_dodge is not None:
            deal += f", {h.deal_dodge:+.0f} Dodge points against this field (±{h.deal_dodge_se:.0f})"
            if h.capped:
                deal += (f"; capped at the room your game had ({analysis.achieved:+.0f} Dodge points, {h.room:.0f} "
                         f"to the top; played on it gained {h.uncapped:.0f})")
    return knew + "\n" + deal


def run_analyse(args: argparse.Namespace) -> int:
    from dokodesk.coach.analysis import ANALYSIS_SAMPLES, analyse_game, on_deal_why_text
    from dokodesk.rules import IllegalEventError, PARTY_NAMES

    found = find_game(args, with_field=True)
    if isinstance(found, str):
        return _fail(found)
    deal, log, field, table, analysed, field_games = found
    try:
        analysis = analyse_game(deal, log, args.seat, deal_number=args.deal, result_index=args.result,
                                samples=args.samples or ANALYSIS_SAMPLES, seed=args.seed, field_points=field,
                                table=table)
    except IllegalEventError as exc:
        return _fail(f"{args.file}: deal {args.deal}, result {args.result}, event {exc.event_index}: {exc}")
    from dokodesk.coach.verdict import verdict, verdict_text

    story = verdict(deal, log, args.seat, analysed.re_points, field, field_games, analysis)
    if args.json:
        from dokodesk.coach.field_splits import field_splits

        out = analysis.to_json()
        splits, same_line = field_splits(deal, log, args.seat, analysed.re_points, field_games)
        out["field_splits"] = [s.to_json() for s in splits]
        out["same_line"] = same_line
        out["verdict"] = story.to_json()
        print(json.dumps(out))
        return 0
    print(verdict_text(story))
    party = PARTY_NAMES[deal.parties[args.seat]]
    field = (f"{analysis.field_size} {party} pairs in the field, your game {analysis.achieved:+.0f} Dodge points"
             if analysis.field_size else f"no {party} pairs in the field: no Dodge points")
    print(f"deal {args.deal}, result {args.result}, seat {args.seat} ({party}): {len(analysis.decisions)} decision{'s' if len(analysis.decisions) != 1 else ''}; "
          f"{field}; from what you knew, every decision's loss summed: {analysis.total_loss:.2f} expected game points")
    print(headline_text(analysis))
    print(open_hands_text(analysis))
    print(f"{'':21}{'from what you knew':^20}  {'on this deal':^41}")
    print(f"{'':21}{'':20}  {'all hands open':^16}  {'played on: best - chosen':^23}")
    print(f"{'event':>5}  {'kind':4}  {'chosen':7} {'best':7} {'loss':>6} {'±':>5}  {'best':9} {'loss':>6}  "
          f"{'game':>6} {'±':>4} {'dodge':>6} {'±':>4}")
    for d in analysis.decisions:
        mark = f"  MISTAKE: {d.reason}" if d.mistake else ""
        why = on_deal_why_text(d) if d.mistake else ""
        if why:
            mark += f"; on this deal, {why}"
        lost = d.open_hands_loss
        if lost is None:
            oh = f"{'-':9} {'-':>6}"
        else:
            oh = f"{'kept' if not lost else ','.join(d.open_hands_best())[:9]:9} {-lost:6d}"
        g = d.on_deal
        if g is None:
            od = f"{'-':>6} {'-':>4} {'-':>6} {'-':>4}"
        else:
            dodge = f"{g.dodge:+6.0f} {g.dodge_se:4.0f}" if g.dodge is not None else f"{'-':>6} {'-':>4}"
            od = f"{g.game:+6.1f} {g.game_se:4.1f} {dodge}"
        print(f"{d.event_index:>5}  {d.kind:4}  {d.chosen:7} {d.best:7} {d.loss:6.2f} {d.loss_se:5.2f}  {oh}  {od}{mark}")
    return 0


def open_hands_text(analysis) -> str:
    """The open-hands view in one line: which cards it covers and what they gave away."""
    cards = [d for d in analysis.decisions if d.kind == "card"]
    solved = [d for d in cards if d.open_hands_loss is not None]
    if not solved:
        return "on this deal, all hands open: not solved within the time budget"
    lost = [d for d in solved if d.open_hands_loss]
    given = sum(d.open_hands_loss for d in lost)
    reach = "every card" if len(solved) == len(cards) else f"your last {len(solved)} of {len(cards)} cards"
    if not lost:
        return f"on this deal, all hands open ({reach}): each kept the value (best play by all four from there)"
    return (f"on this deal, all hands open ({reach}): {len(lost)} card{'s' if len(lost) != 1 else ''} gave away "
            f"{given} game point{'s' if given != 1 else ''} against best play by all four")
