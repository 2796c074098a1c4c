"""Screenshots of every main view of the real window, for checking by eye and for the docs.

Run under Xvfb for a real X11 window (`xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python
scripts/screenshots.py OUT_DIR [--lang de|en]`), or offscreen. Uses a throwaway data dir.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=["de", "en"])
    parser.add_argument("--set", dest="set_file", help="set file to import (default: the demo set)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="dokodesk-shots-"))
    os.environ["DOKODESK_DATA_DIR"] = str(data_dir)
    # settings (bot pace, trick pause) go to a throwaway place, never the user's own
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="dokodesk-shots-config-")

    from dokodesk.app.main import create_application, install_translations
    from dokodesk.app.main_window import MainWindow
    from dokodesk.dodge.setfile import read_set
    from dokodesk.resources import resource_path
    from dokodesk.store import Store

    app = create_application([sys.argv[0]])
    install_translations(app, args.lang)
    store = Store.open(data_dir)
    set_file = args.set_file or str(resource_path("demo", "dodge-demo.json.gz"))
    dodge_set = read_set(set_file)
    store.import_set(dodge_set)
    window = MainWindow(store, data_dir)
    window.resize(1280, 820)
    window.controller.pace_ms = 0
    window.table_page.trick_pause.setValue(0)
    window.show()

    def wait(condition, ms=20000):
        import time
        end = time.time() + ms / 1000
        while not condition() and time.time() < end:
            app.processEvents()
        app.processEvents()

    def shot(name):
        for _ in range(5):
            app.processEvents()
        path = args.out / f"{name}-{args.lang}.png"
        window.grab().save(str(path))
        print(path)

    window.show_library()

    wait(window.settled)
    shot("library")
    c = window.controller
    window.open_set(dodge_set.id)
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    shot("set")
    window.play_deal(dodge_set.deals[0].number)
    wait(window.settled)
    # play six tricks with the first legal card, then stop mid-trick for the table shot
    while c.game is not None and len(c.game.tricks) < 5:
        wait(lambda: c.is_human_turn or c.game.is_over)
        if c.game.is_over:
            break
        if len(c.game.log) < 4 and window.table_page.call_buttons[1].isEnabled():
            c.announce(next(a.call for a in c.game.allowed_calls(c.human_seat)))
        c.play_card(c.game.legal_cards(c.human_seat)[0])
    wait(lambda: c.is_human_turn)
    window.table_page.trick_pause.setValue(1500)  # the default, as a player sees it
    shot("table")
    window.table_page.trick_pause.setValue(0)
    window.table_page.last_button.setChecked(True)
    shot("table-last-trick")
    window.table_page.last_button.setChecked(False)
    # a complete trick on show, its winner marked, until a click
    window.table_page.trick_pause.setValue(5000)
    while c.shown_trick is None and not c.game.is_over:
        wait(lambda: c.is_human_turn or c.shown_trick is not None or c.game.is_over)
        if c.is_human_turn and c.shown_trick is None:
            c.play_card(c.game.legal_cards(c.human_seat)[0])
    shot("table-trick")
    c.collect_trick()
    window.table_page.trick_pause.setValue(0)
    if not c.rated:
        window.table_page.hint_button.click()
    while c.game is not None and not c.game.is_over:
        wait(lambda: c.is_human_turn or c.game.is_over)
        if not c.game.is_over:
            c.play_card(c.game.legal_cards(c.human_seat)[-1])
    wait(lambda: window.stack.currentWidget() is window.result_page)
    wait(window.reads_done)  # the traveller, computed in a worker
    wait(lambda: window.result_page.analysis_panel.analysis is not None, 120000)  # the expert's analysis
    outcome = window.result_page.outcome
    runner = window.review_page.open_hands_runner
    wait(lambda: runner.result_for(outcome.game.deal, outcome.game.log) is not None, 120000)  # open hands
    shot("result")
    window.result_page.field_tabs.setCurrentWidget(window.result_page.traveller)
    shot("result-traveller")
    window.result_page.field_tabs.setCurrentIndex(0)
    window.review_last()
    wait(window.reads_done)  # the field's games arrive from a worker
    window.review_page.slider.setValue(0)
    shot("review-start")
    marks = window.review_page.analysis_panel.marked_tricks()
    window.review_page.slider.setValue(min(marks) if marks else 3)
    shot("review")
    window.resize(1024, 640)  # the smallest screen the window fits (issue 29.2)
    wait(lambda: False, 200)
    shot("review-1024")
    window.resize(1280, 820)
    wait(lambda: False, 200)
    # what the field did at the player's position, and the side-by-side comparison
    if window.review_page.games.count() > 1:
        window.review_page.games.setCurrentIndex(1)
        window.review_page.slider.setValue(1)
        shot("review-field")
        compare = window.review_page.show_compare()
        if compare is not None:
            app.processEvents()
            compare.grab().save(str(args.out / f"compare-{args.lang}.png"))
            compare.close()
        window.review_page.games.setCurrentIndex(0)
    window.review_page.show_traveller()
    app.processEvents()
    window.review_page._traveller_dialog.grab().save(str(args.out / f"review-traveller-{args.lang}.png"))
    window.review_page._traveller_dialog.close()
    window.review_page.slider.setValue(window.review_page.slider.maximum() - 2)
    shot("review-open-hands")
    window.review_page.go_to(window.review_page.slider.maximum() - 1, 2)  # card by card: a trick's second card
    shot("review-card")
    window.open_set(dodge_set.id)
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    shot("set-after")
    # announcement training on the deal just played: a stop, then a verdict
    window.show_training()  # its deals are read in the pool
    wait(lambda: window.training_dialog is not None and window.long_work.idle())
    training = window.training_dialog
    if training is not None:
        # a stop with tricks behind it, as the drill shows them: stop before every card, answer on
        training.every_box.setChecked(True)
        while training.trainer.current is not None and not training.tricks.tricks and training.history.count() < 4:
            training.silent_button.click()
            wait(training.next_button.isEnabled, 60000)
            training.next_button.click()
        app.processEvents()
        training.grab().save(str(args.out / f"training-stop-{args.lang}.png"))
        answered = training.history.count()
        training.silent_button.click()
        wait(lambda: training.history.count() > answered, 60000)
        training.grab().save(str(args.out / f"training-verdict-{args.lang}.png"))
        training.close()
    # a set whose title is markup and very long: shown as text, wrapped, the window not widened
    from dokodesk.dodge.model import DodgeSet
    crafted = DodgeSet("crafted-title", dodge_set.deals[:3], dodge_set.ruleset, field="club",
                       title="<img src='x.png'><b>rating +99.00 ★★★</b>" + " and a very long title" * 20)
    store.import_set(crafted, verify=False)
    store.close_set("crafted-title")
    window.open_set("crafted-title")
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    shot("set-crafted-closed")
    from dokodesk.app.league_dialog import LeagueCalculatorDialog
    dialog = LeagueCalculatorDialog(window)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(args.out / f"league-{args.lang}.png"))
    from dokodesk.app.help_dialogs import DodgeHelpDialog
    help_dialog = DodgeHelpDialog(window)
    help_dialog.show()
    app.processEvents()
    help_dialog.grab().save(str(args.out / f"help-{args.lang}.png"))
    # a practice game with a hint: the hinted card lights up
    window.play_deal(dodge_set.deals[0].number)
    wait(window.settled)
    wait(lambda: c.is_human_turn)
    window.table_page.hint_button.click()
    wait(lambda: c.hinted_card is not None, 60000)  # the expert's answer lights the card up
    shot("table-hint")
    c.stop()
    window.close()
    window.deleteLater()
    app.processEvents()
    store.close()
    app.shutdown()  # see dokodesk.app.main: no Qt teardown left to the interpreter's exit


if __name__ == "__main__":
    main()
