"""The coach as a player meets it (issue 37), in the real window on the demo set: a practice game
where the player presses H at several tricks, some at once when the turn comes and some after
thinking a few seconds, with the wall time until the hint is on show; then the result page while
the analysis shows its parts (the decisions first, "Still working: …") and when it is done.
Prints the timings and saves screenshots:

    xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python scripts/coach_screenshots.py OUT_DIR [--lang de|en]
        [--deal 5] [--think 3] [--size 1024x640]

The hints and the analysis run as in the app (in processes of their own, the product's budgets).
The player's cards are chosen by a strong bot. Uses a throwaway data dir.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=["de", "en"])
    parser.add_argument("--deal", type=int, default=5)
    parser.add_argument("--think", type=float, default=3.0, help="seconds the player thinks before H at tricks 5 and 9")
    parser.add_argument("--size", default="1280x820", help="the window's size (e.g. 1024x640, the smallest screen)")
    parser.add_argument("--pace", type=float, default=0.0,
                        help="seconds the player takes for each card (the work done ahead runs meanwhile)")
    parser.add_argument("--no-hints", action="store_true", help="press no H (a rated game's pace)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from demo_window import close, demo_window
    from dokodesk.bots import make_bot
    from dokodesk.session import GameStart

    app, store, dodge_set, window, wait = demo_window(args.lang, "dokodesk-coach")
    window.resize(*(int(n) for n in args.size.split("x")))
    window.show()
    window.open_set(dodge_set.id)
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    c = window.controller
    seat = 0
    practice = store.start_game(dodge_set.id, args.deal, seat, rated=False)
    window.play.put_on_table(GameStart(window.current_set.deal(args.deal), seat, False, practice))
    helper, rng = make_bot("strong"), random.Random(args.deal)
    notice = window.table_page.notice
    # H at once at tricks 1, 2, 3 (the player asks as soon as the turn comes), after thinking at 5 and 9
    at_once, after_thinking = ({1, 2, 3}, {5, 9}) if not args.no_hints else (set(), set())
    while c.game is not None and not c.game.is_over:
        wait(lambda: c.game is None or c.game.is_over or c.is_human_turn, 60)
        if c.game is None or c.game.is_over:
            break
        trick = len(c.game.tricks) + 1
        legal = {card.id for card in c.game.legal_cards(seat)}
        if trick in at_once | after_thinking and len(legal) == 1:
            print(f"trick {trick}: one legal card, no hint asked", flush=True)
        if trick in at_once | after_thinking and len(legal) > 1:
            notice.setText("")
            if trick in after_thinking:
                wait(lambda: False, args.think)  # the player thinks; the hint is searched meanwhile
            window.activateWindow()
            window.table_page.setFocus()
            asked = time.perf_counter()
            QTest.keyClick(window.table_page, Qt.Key.Key_H)
            if not wait(lambda: notice.text() != "", 0.5):
                # no window manager under Xvfb: the window may not be active, and the H shortcut
                # then does not fire; the same slot as the shortcut
                window.table_page._on_hint()
            shown = wait(lambda: c.hinted_card is not None, 60)
            seconds = time.perf_counter() - asked
            when = "at once" if trick in at_once else f"after {args.think:.0f} s"
            print(f"trick {trick}: H pressed {when}: hint on show after {seconds:.2f} s: {notice.text()!r}"
                  f"{'' if shown else ' (none in time)'}", flush=True)
            if trick in (1, 5):
                path = args.out / f"coach-hint-trick{trick}-{args.lang}.png"
                window.grab().save(str(path))
                print(f"  saved {path}", flush=True)
            # the deeper race may replace it while the player still thinks: give it a moment
            first = c.hinted_card
            wait(lambda: c.hinted_card is not first, 8 if trick in after_thinking else 0.1)
            if c.hinted_card is not first:
                print(f"  replaced by the whole race: {notice.text()!r}", flush=True)
        if args.pace:
            wait(lambda: False, args.pace)  # the player thinks
        c.play_card(helper.choose_card(c.game.view(seat), rng).card)
    ended = time.perf_counter()
    game = c.game
    wait(lambda: window.stack.currentWidget() is window.result_page, 30)
    panel = window.result_page.analysis_panel
    if wait(lambda: panel.analysis is not None, 240):
        print(f"analysis: first part on show after {time.perf_counter() - ended:.1f} s "
              f"(still to come: {panel.still})", flush=True)
        path = args.out / f"coach-analysis-part-{args.lang}.png"
        window.grab().save(str(path))
        print(f"  saved {path}", flush=True)
    if wait(lambda: panel.analysis is not None and panel.still is None, 300):
        print(f"analysis: whole after {time.perf_counter() - ended:.1f} s", flush=True)
        path = args.out / f"coach-analysis-done-{args.lang}.png"
        window.grab().save(str(path))
        print(f"  saved {path}", flush=True)
    runner = window.review_page.open_hands_runner
    if game is not None and wait(lambda: runner.result_for(game.deal, game.log) is not None, 120):
        review = runner.result_for(game.deal, game.log)
        print(f"open hands: the game's review after {time.perf_counter() - ended:.1f} s, from trick {review.earliest}",
              flush=True)
    print("status:", panel.status.text().replace("\n", " / "), flush=True)
    close(app, store, window)


if __name__ == "__main__":
    main()
