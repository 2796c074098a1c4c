"""Peak memory and time of `dokodesk check` and `dokodesk import` on hostile and on the largest
allowed files (issue 12, point 2: any file peaks at <= 1 GB; files beyond the limits are refused
within seconds).

Run from the repository root:  python benchmarks/bench_robust_memory.py [--skip-big]
Each command runs in its own process (so its peak RSS is its own), on files in a temporary
directory, with a temporary data directory (never the user's database).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run without installing

from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.setfile import MAX_RESULTS, MAX_RICH_RESULTS  # noqa: E402
from dokodesk.rules import RULES_48, play_randomly  # noqa: E402


def write_gz_stream(path: Path, head: str, item: str, count: int, tail: str) -> None:
    """A .json.gz of head + count items joined by commas + tail, written in pieces."""
    with gzip.open(path, "wb", compresslevel=9) as f:
        f.write(head.encode())
        chunk = ("," + item) * 100_000
        f.write(item.encode())
        left = count - 1
        while left >= 100_000:
            f.write(chunk.encode())
            left -= 100_000
        f.write(("," + item).encode() * left)
        f.write(tail.encode())


def set_head(hands: list[str], set_id: str = "bomb") -> str:
    return ('{"format":"dokodesk-set","version":1,"set":{"id":"%s"},"deals":[{"number":1,"dealer":0,'
            '"hands":%s,"results":[' % (set_id, json.dumps(hands)))


def run(label: str, argv: list[str], data_dir: Path) -> tuple[float, float, int]:
    """Run `dokodesk ARGV` in a child; (seconds, peak RSS in MB, exit code)."""
    env = dict(os.environ, DOKODESK_DATA_DIR=str(data_dir))
    # VmHWM, not ru_maxrss: Linux keeps ru_maxrss across the fork and exec, so a child of a big
    # parent would report the parent's size.
    code = ("import sys, time; from dokodesk.cli import main; t = time.perf_counter(); "
            "rc = main(sys.argv[1:]); sys.stderr.write('\\nELAPSED %f\\n' % (time.perf_counter() - t)); "
            "hwm = [l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM')][0]; "
            "sys.stderr.write('PEAK %s\\n' % hwm); sys.exit(rc)")
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", code, *argv], env=env, capture_output=True, text=True, cwd=ROOT)
    seconds = time.perf_counter() - start
    peak = next((int(line.split()[1]) for line in proc.stderr.splitlines() if line.startswith("PEAK ")), 0) / 1024
    first = (proc.stdout.strip().splitlines() or proc.stderr.strip().splitlines() or [""])[0][:110]
    print(f"{label:<52} {seconds:7.2f} s  peak {peak:7.0f} MB  exit {proc.returncode}  {first}")
    if "Traceback" in proc.stderr:
        print(proc.stderr[-2000:])
    return seconds, peak, proc.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-big", action="store_true", help="skip the largest allowed files (slow)")
    args = parser.parse_args()
    deal = generate_deals(1, 1, RULES_48)[0]
    hands = deal.hand_strings()
    with tempfile.TemporaryDirectory(prefix="dokodesk-mem-") as tmp:
        tmp = Path(tmp)
        data = tmp / "data"
        # The bomb: 32 M tiny results in about 1 MB of gzip.
        bomb = tmp / "bomb-32M.json.gz"
        write_gz_stream(bomb, set_head(hands), '{"re_points":0}', 32_000_000, "]}]}")
        print(f"bomb: {bomb.stat().st_size / 1e6:.2f} MB gzip, 32,000,000 results")
        run("check bomb (32 M results)", ["check", str(bomb)], data)
        run("import bomb (32 M results)", ["import", str(bomb)], data)
        # Within the JSON size limit but beyond the result limit: 7 M results (112 MB of JSON).
        bomb7 = tmp / "bomb-7M.json.gz"
        write_gz_stream(bomb7, set_head(hands), '{"re_points":0}', 7_000_000, "]}]}")
        run("check 7 M results (under the JSON limit)", ["check", str(bomb7)], data)
        run("import 7 M results (under the JSON limit)", ["import", str(bomb7)], data)
        # Many empty objects / lists / strings: the cheapest JSON values to write.
        empties = tmp / "empties.json.gz"
        write_gz_stream(empties, set_head(hands), '[]', 40_000_000, "]}]}")
        run("check 40 M empty lists", ["check", str(empties)], data)
        strings = tmp / "strings.json.gz"
        write_gz_stream(strings, set_head(hands)[:-len('"results":[')] + '"x":[', '"ab"', 25_000_000, "]}]}")
        run("check 25 M short strings", ["check", str(strings)], data)
        # Wide text: one emoji makes Python hold the whole text at 4 bytes a character.
        for label, char in (("an emoji", "\U0001f0a1"), ("an escaped emoji", "\\ud83c\\udca1"), ("a Greek letter", "\u03b1")):
            wide = tmp / "wide.json.gz"
            with gzip.open(wide, "wb") as f:
                f.write((set_head(hands)[:-len('"results":[')] + '"note":"' + char).encode())
                for _ in range(120):
                    f.write(b"x" * 1_000_000)
                f.write(b'","results":[]}]}')
            run(f"check 120 MB of text with {label}", ["check", str(wide)], data)
        # Unknown keys on every result: within the counts, beyond the memory estimate.
        keys = tmp / "keys.json.gz"
        write_gz_stream(keys, set_head(hands), '{"re_points":0,"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}', 1_999_000, "]}]}")
        run("check 2 M results with 6 unknown keys each", ["check", str(keys)], data)
        if args.skip_big:
            return
        # The largest allowed files: MAX_RESULTS points-only results over 24 deals...
        deals = generate_deals(24, 7, RULES_48)
        rng = random.Random(1)
        per_deal = MAX_RESULTS // 24
        doc = {"format": "dokodesk-set", "version": 1, "set": {"id": "big-points"},
               "deals": [{"number": i + 1, "dealer": d.dealer, "hands": d.hand_strings(),
                          "results": [{"re_points": rng.randint(-12, 12)} for _ in range(per_deal)]}
                         for i, d in enumerate(deals)]}
        big = tmp / "big-points.json.gz"
        big.write_bytes(gzip.compress(json.dumps(doc, separators=(",", ":")).encode(), 6))
        del doc
        run(f"check {per_deal * 24:,} points-only results", ["check", str(big)], data)
        run(f"import {per_deal * 24:,} points-only results", ["import", str(big)], data)
        # ... a results file of MAX_RESULTS points-only results on that set (random deals) ...
        results = tmp / "big-results.json.gz"
        results.write_bytes(gzip.compress(json.dumps(
            {"format": "dokodesk-results", "version": 1, "set_id": "big-points",
             "results": [{"deal": rng.randint(1, 24), "re_points": rng.randint(-12, 12)} for _ in range(MAX_RESULTS)]},
            separators=(",", ":")).encode(), 6))
        run(f"check a results file of {MAX_RESULTS:,} results", ["check", str(results), "--set", str(big)], data)
        run(f"import a results file of {MAX_RESULTS:,} results", ["import", str(results)], data)
        # ... and MAX_RICH_RESULTS logged results (50 distinct games per deal, repeated), with players.
        per_deal = MAX_RICH_RESULTS // 24
        deals_json = []
        for i, d in enumerate(deals):
            games = [play_randomly(d, rng, 0.08) for _ in range(50)]
            results = [{"re_points": g.value().re_points, "players": ["Anna", "Ben", "Cem", "Dora"],
                        "log": list(g.log)} for g in games]
            deals_json.append({"number": i + 1, "dealer": d.dealer, "hands": d.hand_strings(),
                               "results": [results[k % 50] for k in range(per_deal)]})
        logs = tmp / "big-logs.json.gz"
        logs.write_bytes(gzip.compress(json.dumps({"format": "dokodesk-set", "version": 1,
                                                   "set": {"id": "big-logs"}, "deals": deals_json},
                                                  separators=(",", ":")).encode(), 6))
        del deals_json
        print(f"logged file: {logs.stat().st_size / 1e6:.1f} MB gzip")
        run(f"check {per_deal * 24:,} logged results", ["check", str(logs)], data)
        run(f"import {per_deal * 24:,} logged results", ["import", str(logs)], data)


if __name__ == "__main__":
    main()
