"""`dokodesk check` on an archive of 200 deals x 100 logged games (issue 37, point 5): the CPU
of `check_file` in-process, parsing in one C call (the command line) against parsing in pieces
that leave other threads the interpreter lock (the window's process, `share_the_lock`).

Run from the repository root:  python benchmarks/bench_check.py [--runs 5] [--before DIR ...]

Each run is a new process that reads the archive once (imports, caches) and then times one
`check_file` with `time.process_time`; the variants take turns, run after run, so that the
machine's load falls on all of them alike. It prints the median CPU of each variant and the
games per second it makes. `--before DIR` adds a variant for another version of dokodesk
(DIR holds its `dokodesk` package, compiled modules included, e.g. a wheel of `git archive
0878eeb` unpacked); such a version has no `share_the_lock` and parses as it did.
Also timed: `dokodesk check FILE` as a whole process (user + system CPU, imports included).
The archive is made as benchmarks/bench_rules.py makes it (seed 2026), in a temporary folder.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

_CHILD = """
import sys, time
sys.path.insert(0, sys.argv[1])
from dokodesk.dodge.setfile import check_file
if sys.argv[3] != "-":
    from dokodesk.dodge.setfile.parsing import share_the_lock
    share_the_lock(sys.argv[3] == "on")
assert check_file(sys.argv[2]).ok
t = time.process_time()
report = check_file(sys.argv[2])
print(time.process_time() - t)
assert report.ok and report.tally()[2] == int(sys.argv[4])
"""


def make_archive(path: Path, deals: int, per_deal: int) -> int:
    from bench_rules import random_deal, random_game, write_archive

    rng = random.Random(2026)
    made = [random_deal(rng) for _ in range(deals)]
    index = [i % deals for i in range(deals * per_deal)]
    games = [random_game(rng, made[i]) for i in index]
    write_archive(made, index, [g.log for g in games], [g.value().re_points for g in games], path)
    return len(games)


def in_process(tree: Path, archive: Path, share: str, games: int) -> float:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(tree), str(archive), share, str(games)],
                         check=True, capture_output=True, text=True, cwd=tempfile.gettempdir())
    return float(out.stdout)


def whole_process(tree: Path, archive: Path) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); from dokodesk.cli import main; "
                    "sys.argv[1:2] = []; raise SystemExit(main())", str(tree), "check", str(archive)],
                   check=True, stdout=subprocess.DEVNULL, cwd=tempfile.gettempdir())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--per-deal", type=int, default=100)
    parser.add_argument("--before", action="append", default=[], metavar="DIR",
                        help="another version's package folder, measured alongside")
    args = parser.parse_args()
    variants = [(f"{Path(d).name} (its own parse)", Path(d).resolve(), "-") for d in args.before]
    variants += [("this tree, one C call (the command line)", ROOT, "off"),
                 ("this tree, in pieces sharing the lock (the window)", ROOT, "on")]
    trees = [(f"{Path(d).name}", Path(d).resolve()) for d in args.before] + [("this tree", ROOT)]
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "archive.json.gz"
        games = make_archive(archive, args.deals, args.per_deal)
        print(f"archive: {args.deals} deals x {args.per_deal} = {games:,} logged games, "
              f"{archive.stat().st_size:,} bytes gzip")
        cpu: dict[str, list[float]] = {name: [] for name, _, _ in variants}
        proc: dict[str, list[float]] = {name: [] for name, _ in trees}
        for _ in range(args.runs):
            for name, tree, share in variants:
                cpu[name].append(in_process(tree, archive, share, games))
            for name, tree in trees:
                proc[name].append(whole_process(tree, archive))
    print(f"check_file in-process, CPU, median of {args.runs} alternating runs (min-max):")
    for name, times in cpu.items():
        m = statistics.median(times)
        print(f"  {name:52} {m:.3f} s  {games / m:9,.0f} games/s  ({min(times):.3f}-{max(times):.3f} s)")
    print(f"`dokodesk check FILE` as a process, user + system CPU, median of {args.runs}:")
    for name, times in proc.items():
        m = statistics.median(times)
        print(f"  {name:52} {m:.3f} s  {games / m:9,.0f} games/s  ({min(times):.3f}-{max(times):.3f} s)")


if __name__ == "__main__":
    main()
