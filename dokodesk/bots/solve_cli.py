"""`dokodesk solve`: the open-hands value of a deal, or of a logged game from a trick on (no Qt)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from dokodesk.terminal import counted

PROG = "dokodesk solve"
DEFAULT_BUDGET_S = 60.0  # from trick 1 a solve may take far longer (issue 30): say so, don't hang
PROGRESS_EVERY_S = 5.0  # a line on stderr this often while the search runs
EXIT_NOT_SOLVED = 3  # the input was fine; the search ran out of time
NO_LIMIT_S = 1e9  # --budget 0: the budget's clock is still read, for the progress lines


def whole_number_at_least(low: int):
    """An argparse type: a whole number `low` or more (shared by solve and analyse)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not {text[:40]!r}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be {low} or more, not {value}")
        return value

    parse.__name__ = "number"
    return parse


_positive = whole_number_at_least(1)
_nonnegative = whole_number_at_least(0)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, not {text[:40]!r}") from None
    if not 0 <= value < 1e7:
        raise argparse.ArgumentTypeError(f"must be 0 (no limit) or a positive number of seconds, not {text[:40]}")
    return value


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "solve", help="the exact game value with all four hands open (double dummy)",
        description="The game value for Re with all four hands open, both parties playing best for "
                    "their game value (DDV lines with Sonderpunkte), from the start of trick K of a "
                    "logged game with the announcements made before trick K and no later ones; "
                    "without --result, from the deal's first trick with no announcements. Prints "
                    "the value, one optimal line of cards, the nodes searched and the time. While it "
                    f"searches, a line every {PROGRESS_EVERY_S:g} s on stderr says how far it is; a "
                    f"search that runs out of its --budget ends with exit code {EXIT_NOT_SOLVED}.")
    p.add_argument("file", metavar="FILE", help="a set file or results file (.json or .json.gz)")
    p.add_argument("--deal", type=_positive, required=True, metavar="N", help="the deal's number")
    p.add_argument("--result", type=_nonnegative, default=None, metavar="I",
                   help="which of the deal's logged results in FILE, counting from 0")
    p.add_argument("--trick", type=_positive, default=None, metavar="K",
                   help="start at trick K of that result (default 1; needs --result)")
    p.add_argument("--card", type=_positive, default=1, metavar="J",
                   help="start before the J-th card (1 to 4) of trick K (default 1; after 1 needs --result)")
    p.add_argument("--set", dest="set_file", metavar="SET_FILE",
                   help="the set a results file belongs to (without it, a results file's deal is "
                        "read from the logged game itself)")
    p.add_argument("--budget", type=_seconds, default=DEFAULT_BUDGET_S, metavar="SECONDS",
                   help=f"give up after this many seconds (default {DEFAULT_BUDGET_S:g}; 0 for no limit: "
                        "from an early trick that can take hours)")
    p.add_argument("--json", action="store_true",
                   help='print {"deal", "trick", "card", "re_value", "cards", "line", "nodes", "seconds"} as '
                        'JSON; "cards" is Re\'s value after each legal card of the seat on turn')
    p.add_argument("--game", action="store_true",
                   help="the whole logged game (needs --result): every legal card's value at every card, "
                        "solved from the last trick backwards with one table while the --budget lasts; "
                        "the tricks it did not reach are null")
    p.set_defaults(handler=run_solve)


def _fail(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return 2


def deal_from_log(log: tuple[str, ...] | list[str], where: str):
    """The deal a complete logged game was played with: every card with its seat, the dealer
    before the first card's seat. A string when the log cannot be a deal's game."""
    from dokodesk.rules import Card, Deal, DealError, Ruleset
    from dokodesk.rules.errors import LogError
    from dokodesk.rules.game import parse_event

    hands: list[list[Card]] = [[], [], [], []]
    first = -1
    for index, token in enumerate(log):
        try:
            seat, what = parse_event(token)
        except LogError as exc:
            return f"{where}, event {index}: {exc}"
        if isinstance(what, Card):
            hands[seat].append(what)
            if first < 0:
                first = seat
    n = sum(len(h) for h in hands)
    if first < 0 or n not in (40, 48):
        return f"{where}: the log has {counted(n, 'card')}; a complete game has 48 (or 40)"
    try:
        return Deal(hands, (first - 1) % 4, Ruleset(n))
    except DealError as exc:
        return f"{where}: the log's cards are no Dodge deal ({exc})"


def find_position(args: argparse.Namespace):
    """(deal, log or None) for the arguments, or an error message naming the place."""
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
        else:
            try:
                dodge_set = read_set(args.file)
            except SetFileError as exc:
                if not any("results file" in m for _, m in exc.problems):
                    raise
                dodge_set = None
            if dodge_set is None:
                results = read_results(args.file)
                of_deal = [r for number, r in results.results if number == args.deal]
                if not of_deal:
                    return f"{args.file}: no result for deal {args.deal}"
                deal = None
            else:
                deals = {d.number: d for d in dodge_set.deals}
                if args.deal not in deals:
                    numbers = sorted(deals)
                    return (f"{args.file}: set {dodge_set.id} has no deal {args.deal} "
                            f"(deals {numbers[0]} to {numbers[-1]})")
                deal = deals[args.deal].deal
                of_deal = deals[args.deal].results
    except SetFileError as exc:
        return str(exc)
    except OSError as exc:
        return f"{exc.filename or args.file}: {exc.strerror or exc}"
    where = f"{args.file}: deal {args.deal}"
    if args.result is None:
        if deal is None:
            return f"{where}: a results file holds no deals; name a result with --result I (or the set with --set)"
        return deal, None
    logged = [r for r in of_deal if r.log]
    if not of_deal:
        return f"{where} has no results; there is no result {args.result}"
    if args.result >= len(of_deal):
        return (f"{where} has {len(of_deal)} result{'s' if len(of_deal) != 1 else ''} "
                f"(0 to {len(of_deal) - 1}); there is no result {args.result}")
    result = of_deal[args.result]
    if not result.log:
        return (f"{where}, result {args.result} has no log; only logged games can be solved from a trick on "
                f"({len(logged)} of the deal's results {'has' if len(logged) == 1 else 'have'} one)")
    if deal is None:
        deal = deal_from_log(result.log, f"{where}, result {args.result}")
        if isinstance(deal, str):
            return deal
    return deal, list(result.log)


def start_state(deal, log: list[str] | None, trick: int, card: int = 1):
    """The kernel state at the start of `trick` (see `solver.state_at_trick`), after the whole
    log has been replayed: a log that goes wrong after trick K is no game to solve from trick K
    either. Raises IllegalEventError (with its event_index) for a bad or unfinished log."""
    from dokodesk.bots.solver import state_at_trick
    from dokodesk.rules import Game
    from dokodesk.rules.errors import LogError

    if log is not None:
        game = Game.replay(deal, log)
        if not game.is_over:
            exc = LogError("incomplete", f"the log ends after {counted(len(log), 'event')}, before the game's last card")
            exc.event_index = len(log)
            raise exc
    return state_at_trick(deal, log, trick, card)


class _ProgressClock:
    """The solver's budget clock (`Solver(clock=...)`, read every few thousand nodes), which
    also prints a progress line on stderr every `every` seconds."""

    def __init__(self, budget: float, every: float):
        self.start = time.perf_counter()
        self.next_line = self.start + every
        self.every = every
        self.budget = budget
        self.solver = None

    def __call__(self) -> float:
        now = time.perf_counter()
        if now >= self.next_line and self.solver is not None:
            self.next_line = now + self.every
            limit = f" of at most {self.budget:g} s" if self.budget else ""
            print(f"{PROG}: still searching: {self.solver.nodes:,} nodes in {now - self.start:.0f} s{limit}",
                  file=sys.stderr, flush=True)
        return now


def proven_text(low: int | None, high: int | None) -> str:
    """What an unfinished solve proved (`solver.proven_sides`), for its message (empty:
    nothing), as the review says it."""
    if low is None and high is None:
        return ""
    if low is not None and low == high:
        return f"; proved: Re {low:+d} (not yet every card's value and a line)"
    if low is None:
        return f"; proved so far: Re at most {high:+d}"
    if high is None:
        return f"; proved so far: Re at least {low:+d}"
    return f"; proved so far: Re between {low:+d} and {high:+d}"


def solve_with_progress(state, budget: float, every: float | None = None, with_cards: bool = False):
    """`solver.solve(state, budget=budget, with_cards=with_cards)` with a progress line on
    stderr every `every` seconds (default PROGRESS_EVERY_S); budget 0 is no limit. Raises
    SolveTimeout, with the nodes searched as its `nodes` and what the search proved before
    it (`Solver.proven_range`: (low, high), or None) as its `proven`."""
    from dokodesk.bots.solver import Solution, SolveTimeout, Solver

    clock = _ProgressClock(budget, PROGRESS_EVERY_S if every is None else every)
    solver = Solver(state, budget=budget or NO_LIMIT_S, clock=clock)
    clock.solver = solver
    try:
        value = solver.value()
        cards = solver.card_values(value) if with_cards else {}
        line = solver.line(value)
    except SolveTimeout as exc:
        exc.nodes = solver.nodes
        exc.proven = solver.proven_range()
        raise
    return Solution(value, line, solver.nodes, time.perf_counter() - clock.start, cards)


def run_solve(args: argparse.Namespace) -> int:
    from dokodesk.bots.solver import SolveTimeout, proven_sides
    from dokodesk.rules import IllegalEventError
    from dokodesk.rules.cards import CARD_CODES
    from dokodesk.rules.kernel import action_text

    if args.game and (args.result is None or args.trick is not None or args.card != 1):
        return _fail("--game needs --result and takes no --trick or --card: it solves every card of that game")
    if (args.trick is not None or args.card != 1) and args.result is None:
        option = "--trick" if args.trick is not None else "--card"
        return _fail(f"{option} needs --result: without a logged game the solve starts at the deal's first trick")
    if args.card > 4:
        return _fail(f"--card {args.card}: a trick has cards 1 to 4")
    found = find_position(args)
    if isinstance(found, str):
        return _fail(found)
    deal, log = found
    trick = args.trick or 1
    tricks = deal.ruleset.tricks
    if trick > tricks:
        return _fail(f"--trick {trick}: a game of {deal.ruleset.cards} cards has tricks 1 to {tricks}")
    try:
        state = start_state(deal, log, trick, args.card)
    except IllegalEventError as exc:
        return _fail(f"{args.file}: deal {args.deal}, result {args.result}, event {exc.event_index}: {exc}")
    if args.game:
        return _run_game(args, deal, log)
    # where the solve starts: "trick 1", or "trick 1, card 2" (issue 40: --card 2 was said as "from trick 1")
    where = f"trick {trick}" + (f", card {args.card}" if args.card != 1 else "")
    try:
        solution = solve_with_progress(state, args.budget, with_cards=True)
    except SolveTimeout as exc:
        # From the first tricks more time rarely helps: each trick back costs 4-13x the nodes,
        # and the one deal given 25 min from trick 1 did not solve (benchmarks/results/solver.md).
        hours = f"; from {where} a solve can take hours" if trick <= 2 else ""
        low, high = proven_sides(getattr(exc, "proven", None))
        print(f"{PROG}: deal {args.deal} from {where}: not solved within {args.budget:g} seconds "
              f"({getattr(exc, 'nodes', 0):,} nodes searched){proven_text(low, high)}; "
              f"allow more time with --budget SECONDS (0 for no limit{hours}), or start at a later trick",
              file=sys.stderr)
        if args.json:  # the bounds for a program too (null: a side no search narrowed)
            out = {"deal": args.deal, "trick": trick, "card": args.card, "solved": False,
                   "re_low": low, "re_high": high, "nodes": getattr(exc, "nodes", 0)}
            if args.result is not None:
                out["result"] = args.result
            print(json.dumps(out))
        return EXIT_NOT_SOLVED
    line = [action_text(a) for a in solution.line]
    cards = {CARD_CODES[c]: v for c, v in sorted(solution.cards.items())}
    if args.json:
        out = {"deal": args.deal, "trick": trick, "card": args.card, "re_value": solution.re_value,
               "cards": cards, "line": line, "nodes": solution.nodes, "seconds": round(solution.seconds, 4)}
        if args.result is not None:
            out["result"] = args.result
        print(json.dumps(out))
        return 0
    print(f"deal {args.deal}, from {where}: with all hands open and best play, Re {solution.re_value:+d}")
    print("Re's value after each card: " + " ".join(f"{code} {v:+d}" for code, v in cards.items()))
    print("line: " + " ".join(line))
    print(f"{counted(solution.nodes, 'node')} in {solution.seconds:.2f} s")
    return 0


def _tricks_before(earliest: int) -> str:
    """The tricks before the first solved one: "trick 1", "tricks 1 to 4"."""
    return "trick 1" if earliest == 2 else f"tricks 1 to {earliest - 1}"


def _run_game(args: argparse.Namespace, deal, log: list[str]) -> int:
    """`--game`: every card's options (bots.open_hands with `every_card`), a line per trick on
    stderr as it is solved."""
    from dokodesk.bots.open_hands import open_hands_review

    start = time.perf_counter()
    budget = args.budget or NO_LIMIT_S
    tricks = deal.ruleset.tricks

    def progress(done: int, total: int) -> None:
        print(f"{PROG}: trick {total - done + 1} solved ({time.perf_counter() - start:.1f} s)", file=sys.stderr,
              flush=True)

    review = open_hands_review(deal, log, budget=budget, total_budget=budget, every_card=True, progress=progress)
    seconds = time.perf_counter() - start
    positions = []
    for trick in range(1, tricks + 1):
        solved = review.tricks.get(trick)
        for j in range(4):
            card = solved.cards[j] if solved else None
            positions.append({"trick": trick, "card": j + 1, "event_index": card.event_index if card else None,
                              "seat": card.seat if card else None, "played": card.card if card else None,
                              "re_value": card.before if card else None,
                              "cards": dict(card.options) if card else None})
    if args.json:
        print(json.dumps({"deal": args.deal, "result": args.result, "earliest_trick": review.earliest,
                          "positions": positions, "seconds": round(seconds, 3)}))
        return 0
    if review.earliest is None:
        print(f"deal {args.deal}, result {args.result}: no trick solved within {args.budget:g} seconds")
        return EXIT_NOT_SOLVED
    print(f"deal {args.deal}, result {args.result}: solved from trick {review.earliest} to the end in {seconds:.1f} s"
          + (f"; {_tricks_before(review.earliest)} not within {args.budget:g} seconds" if review.earliest > 1 else ""))
    for trick in sorted(review.tricks):
        for card in review.tricks[trick].cards:
            party = deal.parties[card.seat]
            options = " ".join(f"{code} {v:+d}" for code, v in card.options.items())
            lost = card.loss(party)
            verdict = "kept the value" if lost <= 0 else f"gave away {lost}"
            print(f"trick {trick:>2}, seat {card.seat}: Re {card.before:+d}; played {card.card} ({verdict}); "
                  f"after each card: {options}")
    return 0
