"""One long job of the window at a time (an import, generating a set, counting statistics): in
the thread pool, behind a window-modal progress dialog that names its stage."""

from __future__ import annotations

import logging
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from dokodesk.app.tasks import Task, cancel_and_wait, start_task
from dokodesk.dodge.setfile import SetFileError

log = logging.getLogger(__name__)


class LongWork(QObject):
    def __init__(self, window: QWidget):
        super().__init__(window)
        self._window = window
        self._task: Task | None = None
        self._label = ""
        self.progress_dialog: QProgressDialog | None = None

    def idle(self) -> bool:
        return self._task is None

    def refuse_while_busy(self) -> bool:
        """True (and the player is told) while a job runs: one at a time."""
        if self._task is None:
            return False
        QMessageBox.information(self._window, self.tr("Please wait"), self.tr(
            "{what} is still running. Start the next one when it has finished.").format(what=self._label))
        return True

    def run(self, label: str, work: Callable, succeeded: Callable[[Any], None],
            failed: Callable[[Exception], None]) -> None:
        """`work(progress)` in the pool; the dialog closes before `succeeded` or `failed` runs."""
        if self.refuse_while_busy():
            return
        self._label = label.rstrip("…")

        def done(result) -> None:
            self._task = None
            self._close_dialog()
            succeeded(result)

        def broke(error: Exception) -> None:
            self._task = None
            self._close_dialog()
            if isinstance(error, (SetFileError, OSError)):  # the file's fault, told to the player: no traceback
                log.warning("%s failed: %s", label, error)
            else:
                log.error("%s failed: %s\n%s", label, error, getattr(error, "traceback_text", ""))
            failed(error)

        dialog = QProgressDialog(label, "", 0, 0, self._window)
        dialog.setCancelButton(None)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.setAutoClose(False)
        self.progress_dialog = dialog
        stages = {"parsing": self.tr("reading the file"), "verifying": self.tr("replaying the logged games"),
                  "inserting": self.tr("storing"), "simulating": self.tr("bots play the field")}

        def progress(done: int, total: int, stage: str) -> None:
            if self.progress_dialog is not None:
                self.progress_dialog.setMaximum(total)
                self.progress_dialog.setValue(done)
                if stage:
                    self.progress_dialog.setLabelText(f"{label}\n{stages.get(stage, stage)}")

        self._task = start_task(work, progress, done, broke, owner=self)

    def stop(self) -> None:
        """The window closes: an unfinished import is rolled back; wait for the pool either way
        before Qt goes away."""
        cancel_and_wait([self._task] if self._task is not None else [])
        self._task = None

    def _close_dialog(self) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.close()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None
