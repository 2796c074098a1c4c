"""Issue 20, section 4: the announcement training dialog: stops, the verdict in the background,
the score per session, the history file, and playing on."""

from __future__ import annotations

import json

from dokodesk.app.training_dialog import HISTORY_FILE, TrainingDialog
from dokodesk.dodge.generator import generate_deals


def test_a_stop_an_answer_a_verdict_and_the_score(qtbot, tmp_path):
    deals = generate_deals(1, "training-dialog")
    dialog = TrainingDialog([(1, deals[0], 0, [-3, 0, 2, 4])], tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.trainer.current is not None
    assert dialog.stop_label.text().startswith("Deal 1, trick 1: you are ")
    assert dialog.announce_button.text().startswith("&Announce ")
    dialog.silent_button.click()
    qtbot.waitUntil(lambda: dialog.history.count() == 1, timeout=60000)
    text = dialog.verdict_label.text()
    assert text.startswith(("Right.", "Not the best choice.")) and "From what you knew, with the others answering" in text
    assert "game points" in text and "Dodge" not in text  # the field played the real layout, not these
    r = dialog.trainer.right
    assert dialog.score_label.text() == f"This session: {r} of 1 right · all sessions: {r} of 1."
    lines = (tmp_path / HISTORY_FILE).read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["announced"] is False
    assert dialog.past_answers() == (dialog.trainer.right, 1)
    # You play on: the game so far (with your silence and your card) goes to a practice game.
    with qtbot.waitSignal(dialog.play_on_requested) as got:
        dialog.play_on_button.click()
    number, seat, log = got.args
    assert (number, seat) == (1, 0) and log == list(dialog.trainer.game.log)
    dialog.every_box.setChecked(True)
    assert dialog.trainer.every
    dialog.next_button.click()
    assert dialog.verdict_label.text() == ""


def test_the_menu_opens_training_on_the_deals_that_may_be_seen(qtbot, window):
    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    window.store.forfeit_deal("test-set", 2)  # deal 2's hands may be seen now, deals 1 and 3 not
    window.show_training()  # the deals are read in the pool
    qtbot.waitUntil(lambda: window.training_dialog is not None, timeout=20000)
    dialog = window.training_dialog
    assert [d[0] for d in dialog.trainer.deals] == [2]
    assert dialog.trainer.current is not None and dialog.trainer.current.deal_number == 2
    dialog.close()


def test_training_without_a_visible_deal_says_why_and_opens_nothing(qtbot, window):
    from app_fixtures import answer_next_dialog

    window.open_set("test-set")
    qtbot.waitUntil(lambda: window.reads_done() and window.current_set is not None, timeout=20000)
    said: list[str] = []
    answer_next_dialog(qtbot, "OK", said)
    window.show_training()  # no deal played, forfeited or closed: nothing may be seen
    qtbot.waitUntil(lambda: bool(said) and window.long_work.idle(), timeout=20000)
    assert "play the deals of this set first" in said[0]
    assert window.training_dialog is None


def test_a_damaged_history_line_is_skipped(qtbot, tmp_path):
    (tmp_path / HISTORY_FILE).write_text('{"right": true}\nnot json\n[1]\n{"right": false}\n\x00\n')
    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.past_answers() == (1, 2)
    assert dialog.score_label.text() == "This session: 0 of 0 right · all sessions: 1 of 2."


# ------------------------------------------------------ issue 30, points 7 and 12
def _an_answer():
    from types import SimpleNamespace

    from dokodesk.rules import Call

    stop = SimpleNamespace(deal_number=1, call=next(iter(Call)), log=())
    return SimpleNamespace(stop=stop, announced=True, right=True, dodge=1.5, game=2.0, samples=48)


def _remember_within(dialog, seconds: float) -> bool:
    """Whether writing one answer returns within `seconds` (a writer blocked on a named pipe is
    released afterwards by opening the pipe for reading)."""
    import os
    import threading

    worker = threading.Thread(target=dialog._remember, args=(_an_answer(),), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        fd = os.open(dialog.history_path, os.O_RDONLY | os.O_NONBLOCK)
        worker.join(5)
        os.close(fd)
        return False
    return True


def test_a_named_pipe_as_the_history_freezes_nothing(qtbot, tmp_path, caplog):
    import logging
    import os
    import stat

    os.mkfifo(tmp_path / HISTORY_FILE)
    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.past_answers() == (0, 0)
    with caplog.at_level(logging.WARNING):
        assert _remember_within(dialog, 5), "the first answer waited on the named pipe"
    assert "a named pipe" in caplog.text and HISTORY_FILE in caplog.text
    assert stat.S_ISFIFO(os.lstat(tmp_path / HISTORY_FILE).st_mode)


def test_the_history_is_private_whatever_the_umask(qtbot, tmp_path):
    import os
    import stat

    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], tmp_path)
    qtbot.addWidget(dialog)
    old = os.umask(0o002)
    try:
        assert _remember_within(dialog, 5)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / HISTORY_FILE).stat().st_mode) == 0o600
    os.chmod(tmp_path / HISTORY_FILE, 0o644)  # written by an older dokodesk
    assert _remember_within(dialog, 5)
    assert stat.S_IMODE((tmp_path / HISTORY_FILE).stat().st_mode) == 0o600
    assert dialog.past_answers() == (2, 2)


# ------------------------------------------------------------------ issue 28: the coach forgets
def test_the_history_is_kept_in_the_data_directory_without_data_dir(qtbot, fresh_data_dir):
    """Started without --data-dir (the main window passes None), the answers still go to the
    app's data directory (here DOKODESK_DATA_DIR, as the app resolves it) and count next time."""
    fresh_data_dir.mkdir(parents=True, exist_ok=True)  # the app's store has made it
    dialog = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], None)
    qtbot.addWidget(dialog)
    assert _remember_within(dialog, 5)
    lines = (fresh_data_dir / HISTORY_FILE).read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["deal"] == 1
    again = TrainingDialog([(1, generate_deals(1, "training-history")[0], 2, [])], None)
    qtbot.addWidget(again)
    assert again.past_answers() == (1, 1)
