"""How long re-simulating the bundled demo's field takes (issue 19): a sample of its deals and
tables, timed in CPU seconds (fair on a machine other work is loading) and in wall time, with
the load average, extrapolated to the whole field (200 deals x make_demo.TABLES tables) on 2 cores.

    python benchmarks/bench_demo_field.py --deals 2 --tables 10 [--mix expert:0.45,strong:0.4,simple:0.15]

Tables of a deal depend only on (seed, deal, table), so the first tables of the first deals are
exactly those the full run plays. The full run itself: `python -m dokodesk.bots.make_demo`.
"""

from __future__ import annotations

import argparse
import json
import os
import time

from dokodesk.bots import make_demo
from dokodesk.bots.simulate import DEFAULT_MIX, simulate_deal
from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import RULES_48


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--mix", default=None, help="NAME:WEIGHT,... (default: the simulate default)")
    args = parser.parse_args()
    mix = DEFAULT_MIX if not args.mix else tuple((n, float(w)) for n, w in (x.split(":") for x in args.mix.split(",")))
    deals = generate_deals(make_demo.DEALS, make_demo.SEED, RULES_48)[:args.deals]
    load0 = os.getloadavg()[0]
    wall, cpu = time.perf_counter(), time.process_time()
    seats = []
    for i, deal in enumerate(deals):
        for r in simulate_deal(deal, i + 1, args.tables, make_demo.SEED, mix):
            seats += r.players
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    games = args.deals * args.tables
    full = make_demo.DEALS * make_demo.TABLES
    print(json.dumps({
        "mix": [list(m) for m in mix], "games": games, "expert_seats": round(seats.count("expert") / len(seats), 3),
        "cpu_s": round(cpu, 1), "wall_s": round(wall, 1), "cpu_s_per_game": round(cpu / games, 3),
        "full_field_cpu_h": round(cpu / games * full / 3600, 2),
        "full_field_minutes_on_2_idle_cores": round(cpu / games * full / 2 / 60, 1),
        "load_avg_start_end": [round(load0, 1), round(os.getloadavg()[0], 1)],
        "kernel": os.environ.get("DOKODESK_KERNEL", "default")}))


if __name__ == "__main__":
    main()
