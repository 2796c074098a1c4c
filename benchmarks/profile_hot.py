"""Where the time of the kernel's users goes: cProfile summaries (top functions by own time).

Run: python benchmarks/profile_hot.py [--top 12] [strong expert verify analyse]
     DOKODESK_KERNEL=python python benchmarks/profile_hot.py   (the interpreted program)

- strong: 30 games of four strong bots (dokodesk.bots.strong).
- expert: the expert's card decisions in one game of four experts (sampler + rollouts).
- verify: verify_logs (dokodesk.dodge.verify) on 20,000 random logged games of 200 deals.
- analyse: dokodesk analyse of one seat in 2 strong-bot games (coach.analysis).
Compiled functions do not show in cProfile: their time is counted in the Python function that
calls them (the numbers say what is left in Python after compiling).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import time

from dokodesk._native import kernel_kind
from dokodesk.dodge.generator import generate_deals


def strong() -> None:
    from dokodesk.bots.runner import play_game
    from dokodesk.bots.strong import StrongBot

    for i, deal in enumerate(generate_deals(30, "profile-strong")):
        play_game(deal, [StrongBot()] * 4, random.Random(i))


def expert() -> None:
    from dokodesk.bots.expert import ExpertBot
    from dokodesk.bots.runner import play_game

    for i, deal in enumerate(generate_deals(1, "profile-expert")):
        play_game(deal, [ExpertBot()] * 4, random.Random(i))


def verify() -> None:
    from dokodesk.dodge.verify import verify_logs
    from dokodesk.rules import play_randomly

    deals = generate_deals(200, "profile-verify")
    rng = random.Random(1)
    index = [i % 200 for i in range(20_000)]
    logs = [play_randomly(deals[i], rng, 0.03).log for i in index]
    cProfile_target = lambda: verify_logs(deals, index, logs)  # noqa: E731
    verify.target = cProfile_target  # type: ignore[attr-defined]


def analyse() -> None:
    from dokodesk.bots.runner import play_game
    from dokodesk.bots.strong import StrongBot
    from dokodesk.coach.analysis import analyse_game

    for i, deal in enumerate(generate_deals(2, "profile-analyse")):
        game = play_game(deal, [StrongBot()] * 4, random.Random(i))
        analyse_game(deal, game.log, seat=i % 4)


WORKLOADS = {"strong": strong, "expert": expert, "verify": verify, "analyse": analyse}


def profile(name: str, top: int) -> str:
    work = WORKLOADS[name]
    if name == "verify":  # profile the batch check only, not making the logs
        work()
        work = verify.target  # type: ignore[attr-defined]
    profiler = cProfile.Profile()
    start = time.perf_counter()
    profiler.runcall(work)
    elapsed = time.perf_counter() - start
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("tottime")
    stats.print_stats(top)
    lines = [line for line in out.getvalue().splitlines() if line.strip()]
    body = lines[lines.index(next(line for line in lines if line.lstrip().startswith("ncalls"))):]
    return f"### {name} ({kernel_kind()} kernel): {elapsed:.2f} s under the profiler\n\n```\n" + "\n".join(body) + "\n```\n"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("workloads", nargs="*", default=list(WORKLOADS))
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    for name in args.workloads:
        print(profile(name, args.top))


if __name__ == "__main__":
    main()
