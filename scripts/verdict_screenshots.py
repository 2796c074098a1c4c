"""The result page's verdict on real rated games of the demo set, for checking by eye (issue 38):
plays deals with a strong bot choosing the player's cards (or a simple one, for games with
mistakes) until it has a game of each kind — top of the field, bottom of the field, the partner's
card the main cause, an own mistake — and saves the result page of each, printing its verdict.

Run under Xvfb for a real X11 window (`xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python
scripts/verdict_screenshots.py OUT_DIR [--lang de|en] [--deals 16]`), or offscreen. Each game's
analysis runs at the product's budget (20-40 s of CPU). Uses a throwaway data dir.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

KINDS = ("top", "bottom", "partner", "mistake")


def kinds_of(verdict) -> set[str]:
    found = set()
    if verdict.pairs and verdict.more == 0:
        found.add("top")
    if verdict.pairs and verdict.fewer == 0 and verdict.more:
        found.add("bottom")
    if verdict.cause == "partner":
        found.add("partner")
    if verdict.own is not None and verdict.own.mistakes:
        found.add("mistake")
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=["de", "en"])
    parser.add_argument("--deals", type=int, default=16, help="play at most this many deals")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from dataclasses import replace

    from demo_window import close, demo_window
    from dokodesk.app.verdict_words import verdict_text
    from dokodesk.bots import make_bot
    from dokodesk.coach.verdict import own_cards

    app, store, dodge_set, window, wait = demo_window(args.lang, "dokodesk-verdicts")
    window.resize(1280, 820)
    window.show()

    c = window.controller
    panel = window.result_page.analysis_panel
    window.open_set(dodge_set.id)
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    captured: dict[str, int] = {}
    for k, d in enumerate(dodge_set.deals[:args.deals]):
        if len(captured) == len(KINDS):
            break
        # mostly strong play; every third game a simple player, who makes mistakes
        helper, rng = make_bot("simple" if k % 3 == 2 else "strong"), random.Random(k)
        window.play_deal(d.number)
        wait(window.settled)
        while c.game is not None and not c.game.is_over:
            wait(lambda: c.game is None or c.game.is_over or c.is_human_turn)
            if c.game is None or c.game.is_over:
                break
            c.play_card(helper.choose_card(c.game.view(c.human_seat), rng).card)
        wait(lambda: window.stack.currentWidget() is window.result_page, 30)
        wait(lambda: panel.analysis is not None and panel.verdict is not None, 240)
        if panel.verdict is None or panel.analysis is None:
            print(f"deal {d.number}: no verdict or analysis in time", flush=True)
            continue
        v = replace(panel.verdict, own=own_cards(panel.analysis, list(window.result_page.outcome.game.log)))
        new = [kind for kind in sorted(kinds_of(v)) if kind not in captured]
        print(f"deal {d.number} ({helper.name}): {sorted(kinds_of(v))}: {verdict_text(v)}".replace("\n", " / "),
              flush=True)
        for kind in new:
            captured[kind] = d.number
            path = args.out / f"verdict-{kind}-{args.lang}.png"
            window.grab().save(str(path))
            print(f"  saved {path}", flush=True)
        window.open_set(dodge_set.id)
        wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    print("captured:", captured, "missing:", [k for k in KINDS if k not in captured])
    close(app, store, window)


if __name__ == "__main__":
    main()
