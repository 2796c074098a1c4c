"""The table, the traveller, the review and the generate dialog at one window size, and a practice
game played to the end by keyboard only, for checking by eye (issue 39's "Done means").

Saves into OUT_DIR (names end in -<size>-<lang>.png, size the width: 1024, 1920):
  table-history   the table mid-game with every trick so far shown (the T key)
  traveller       the result page's traveller tab after the rated game
  review-open-deal, review-first-open   the review as it first opens (the deal), and trick 1 next
                  (the field's note under the table)
  review-card     the review card by card: trick 3's second card
  generate-form, generate   File > Generate, and its progress while it runs (a screen grab)
  table-hint-keyboard   the practice game's table with the hinted card lit

The practice game is the same deal again (played rated first, so it is practice now), played
with key events only: H for the expert's hint, then Enter for the hinted card (the script waits
for the hint to arrive); any Enter refused is counted, then Right and Enter until a card goes.

Run under Xvfb with a screen of exactly the size, e.g.
  xvfb-run -a -s "-screen 0 1024x640x24" .venv/bin/python scripts/table_screenshots.py OUT --lang de --size 1024x640
The rated game's analysis and the review's open-hands solve take the product's budget (about a
minute of CPU); the hints seconds each. Uses a throwaway data dir and config.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=["de", "en"])
    parser.add_argument("--size", default="1024x640", help="the window's size, WxH (the screen's, under Xvfb)")
    parser.add_argument("--generate", type=int, default=20, help="deals to generate for the progress shot")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialog

    from demo_window import close, demo_window
    from dokodesk.app.generate_dialog import FIELDS, GenerateDialog
    from dokodesk.app.window_place import fit

    app, store, dodge_set, window, wait = demo_window(args.lang, "dokodesk-table-shots")
    window.move(0, 0)
    window.resize(width, height)
    window.show()
    fit(window)
    window.activateWindow()


    wait(lambda: False, 0.3)
    screen = QGuiApplication.primaryScreen().geometry()
    frame = window.frameGeometry()
    print(f"screen {screen.width()}x{screen.height()}, window {window.width()}x{window.height()}, "
          f"frame {frame.x()},{frame.y()} {frame.width()}x{frame.height()}, "
          f"within the screen: {screen.contains(frame)}, minimum {window.minimumSizeHint().width()}x"
          f"{window.minimumSizeHint().height()}", flush=True)

    def shot(name, widget=None):
        for _ in range(5):
            app.processEvents()
        path = args.out / f"{name}-{width}-{args.lang}.png"
        (widget or window).grab().save(str(path))
        print(path, flush=True)

    def screen_shot(name):
        for _ in range(5):
            app.processEvents()
        path = args.out / f"{name}-{width}-{args.lang}.png"
        QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
        print(path, flush=True)

    c = window.controller
    table_page, table = window.table_page, window.table_page.table
    window.open_set(dodge_set.id)
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    number = dodge_set.deals[0].number

    # ---- the rated game: five tricks, then every trick so far shown by the T key
    window.play_deal(number)
    wait(window.settled)
    assert c.rated, "the first game of the deal is rated"
    while c.game is not None and len(c.game.tricks) < 5:
        wait(lambda: c.is_human_turn or c.game.is_over)
        if c.game.is_over:
            break
        c.play_card(c.game.legal_cards(c.human_seat)[0])
    wait(lambda: c.is_human_turn)
    QTest.keyClick(app.focusWidget() or table, Qt.Key.Key_T)
    wait(lambda: table_page.history.isVisible(), 2)
    print("trick history shown by T:", table_page.history.isVisible(), flush=True)
    shot("table-history")
    QTest.keyClick(app.focusWidget() or table, Qt.Key.Key_T)
    while c.game is not None and not c.game.is_over:
        wait(lambda: c.is_human_turn or c.game.is_over)
        if not c.game.is_over:
            c.play_card(c.game.legal_cards(c.human_seat)[-1])

    # ---- the result page's traveller
    wait(lambda: window.stack.currentWidget() is window.result_page)
    wait(window.reads_done)
    wait(lambda: window.result_page.analysis_panel.analysis is not None, 180)
    outcome = window.result_page.outcome
    runner = window.review_page.open_hands_runner
    wait(lambda: runner.result_for(outcome.game.deal, outcome.game.log) is not None, 180)
    window.result_page.field_tabs.setCurrentWidget(window.result_page.traveller)
    shot("traveller")
    window.result_page.field_tabs.setCurrentIndex(0)

    # ---- the review: as it first opens (trick 1, the field's note), then card by card
    window.review_last()
    wait(window.reads_done)
    review = window.review_page
    wait(lambda: False, 0.5)
    print("review first opens at step", review.slider.value(), flush=True)
    shot("review-open-deal")
    review.next_button.click()  # trick 1, with what the field did there under the table
    print("trick 1's field note:", review.field_note.isVisible(), review.field_note.text().replace("\n", " / "),
          flush=True)
    shot("review-first-open")
    review.go_to(3, 2)  # trick 3, its second card
    shot("review-card")

    # ---- File > Generate: the form, then its progress while it runs
    form = GenerateDialog(window)
    form.show()
    wait(lambda: False, 0.3)
    shot("generate-form", form)
    form.close()
    GenerateDialog.exec = lambda self: QDialog.DialogCode.Accepted
    GenerateDialog.values = lambda self: (args.generate, "shots", 30, 48, FIELDS["quick"])
    window.show_library()
    wait(window.settled)
    window.choose_generate()
    work = window.long_work
    wait(lambda: work.progress_dialog is not None and work.progress_dialog.isVisible()
         and work.progress_dialog.value() >= 3 and "·" in work.progress_dialog.labelText(), 60)
    if work.progress_dialog is not None:
        print("generate progress:", work.progress_dialog.labelText().replace("\n", " / "), flush=True)
        screen_shot("generate")
    wait(work.idle, 120)
    print("generated:", [s.title for s in store.sets() if s.id != dodge_set.id], flush=True)

    # ---- a practice game of the same deal, played by keys only
    window.open_set(dodge_set.id)
    wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
    window.play_deal(number)
    wait(window.settled)
    assert c.game is not None and not c.rated, "the deal played rated again gives a practice game"
    keys = {"H": 0, "Enter": 0, "Right": 0}
    refused = []  # (card number, Enters it took)
    played_by_keys = 0
    hint_shot = False
    hint_seconds = []

    def press(name, key):
        keys[name] += 1
        target = app.focusWidget() or table
        QTest.keyClick(target, key)
        app.processEvents()
        return target

    while c.game is not None and not c.game.is_over:
        wait(lambda: c.game is None or c.game.is_over or c.is_human_turn, 60)
        if c.game is None or c.game.is_over:
            break
        before = len(c.game.log)
        started = time.time()
        target = press("H", Qt.Key.Key_H)
        if target is not table:
            print("  H went to", type(target).__name__, flush=True)
        wait(lambda: c.hinted_card is not None and table._state is not None and table._state.hinted is not None, 120)
        hint_seconds.append(time.time() - started)
        if not hint_shot and len(c.game.tricks) >= 1:
            shot("table-hint-keyboard")
            hint_shot = True
        hinted = c.hinted_card
        press("Enter", Qt.Key.Key_Return)
        enters = 1
        while len(c.game.log) == before and enters < 14:
            press("Right", Qt.Key.Key_Right)
            press("Enter", Qt.Key.Key_Return)
            enters += 1
        if len(c.game.log) == before:
            print("  no card went with keys; stopping", flush=True)
            break
        played = c.game.log[before]
        played_by_keys += 1
        card = played.split(":")[-1]
        if enters > 1 or card != str(hinted):
            refused.append((played_by_keys, enters, str(hinted), str(card)))
    wait(lambda: window.stack.currentWidget() is window.result_page, 30)
    print(f"practice game by keys: {played_by_keys} cards played by keys, keys pressed {keys} "
          f"(total {sum(keys.values())}), cards that took more than one Enter or were not the hint: {refused}, "
          f"hint waits {[round(s, 1) for s in hint_seconds]} s, result page reached: "
          f"{window.stack.currentWidget() is window.result_page}", flush=True)
    close(app, store, window)


if __name__ == "__main__":
    main()
