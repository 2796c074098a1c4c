"""Opening the announcement training: the open set's deals whose hands may be seen, read by the
set session in the window's long work (a closed set may have 100,000 deals), then the dialog,
or why not."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from dokodesk.session import SetSession
from dokodesk.store import Store

TRAINING_DEALS = 2000  # the announcement training takes at most this many deals of a set
translate = QCoreApplication.translate


def show_training(window) -> None:
    """Announcement training on the open set's deals whose hands may be seen (rated game
    played, forfeited or the set closed), the first TRAINING_DEALS of them; the dialog opens
    when they are there (`window.training_dialog`), or a message says why not."""
    from dokodesk.app.training_dialog import TrainingDialog

    title = translate("TrainingFlow", "Announcement training")
    if window.current_set is None:
        QMessageBox.information(window, title, translate("TrainingFlow", "Open a set first."))
        return
    set_id, data_dir = window.current_set.id, window.data_dir

    def work(progress):
        with Store.open(data_dir) as store:
            return SetSession(store, set_id).training_deals(
                TRAINING_DEALS, lambda done, total: progress(done, total, ""))

    def succeeded(deals) -> None:
        if not deals:
            QMessageBox.information(window, title, translate(
                "TrainingFlow",
                "Announcement training shows the hands: play the deals of this set first (or close the set)."))
            return
        dialog = TrainingDialog(deals, window.data_dir, window, art=window.art, set_id=set_id)
        dialog.play_on_requested.connect(window.play.practice_from)
        dialog.show()
        window.training_dialog = dialog

    def failed(error: Exception) -> None:
        QMessageBox.critical(window, title, window.error_words(error))

    window.long_work.run(translate("TrainingFlow", "Preparing the training…"), work, succeeded, failed)
