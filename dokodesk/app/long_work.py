"""One long job of the window at a time (an import, generating a set, counting statistics): in
the thread pool, behind a progress dialog that names its stage, counts what is done and says
the time left. A job run in the background (generating a set) keeps the window usable and can
be cancelled: its work stops at its next progress call and stores nothing."""

from __future__ import annotations

import logging
import time
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
            "Please wait until this has finished: {what}").format(what=self._label))
        return True

    def remaining_text(self, done: int, total: int, elapsed: float) -> str:
        """"about 3 minutes left" from the pace so far (nothing before the first step)."""
        if done <= 0 or total <= done or elapsed <= 0:
            return ""
        seconds = elapsed * (total - done) / done
        if seconds < 90:
            return self.tr("about %n second(s) left", None, max(1, round(seconds)))
        return self.tr("about %n minute(s) left", None, round(seconds / 60))

    def run(self, label: str, work: Callable, succeeded: Callable[[Any], None],
            failed: Callable[[Exception], None], cancelled: Callable[[], None] | None = None) -> None:
        """`work(progress)` in the pool; the dialog closes before `succeeded` or `failed` runs.
        With `cancelled`, the job runs in the background: the window stays usable, and the
        dialog's Cancel (or Esc) stops the work, then `cancelled()` runs."""
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

        dialog = QProgressDialog(label, self.tr("Cancel") if cancelled else "", 0, 0, self._window)
        if cancelled is None:
            dialog.setCancelButton(None)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
        else:  # the player browses meanwhile; Cancel stops the work and stores nothing
            dialog.setWindowModality(Qt.WindowModality.NonModal)
            dialog.canceled.connect(lambda: self._cancel(cancelled))
        dialog.setMinimumDuration(300)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        self.progress_dialog = dialog
        stages = {"parsing": self.tr("reading the file"), "verifying": self.tr("replaying the logged games"),
                  "inserting": self.tr("storing"), "simulating": self.tr("bots play the field")}
        # what a stage counts, where the number alone does not say it: "3 of 200 deals"
        counts = {"simulating": self.tr("{stage}: {done} of {total} deals")}
        started: dict[str, float] = {}  # per stage: when its first step was done

        def progress(done: int, total: int, stage: str) -> None:
            if self.progress_dialog is None:
                return
            self.progress_dialog.setMaximum(total)
            self.progress_dialog.setValue(done)
            now = time.monotonic()
            first = started.setdefault(stage, now)
            line = stages.get(stage, stage)
            if total > 0:
                line = counts.get(stage, self.tr("{stage}: {done} of {total}")).format(
                    stage=line, done=done, total=total)
                left = self.remaining_text(done, total, now - first)
                if left:
                    line += " · " + left
            if line:
                self.progress_dialog.setLabelText(f"{label}\n{line}")

        self._task = start_task(work, progress, done, broke, owner=self)

    def _cancel(self, cancelled: Callable[[], None]) -> None:
        """The player cancelled: the work stops at its next step (an import's transaction is
        rolled back) and nothing of it arrives here any more."""
        if self._task is None:
            return
        self._task.cancel()
        self._task = None
        self._close_dialog()
        log.info("%s cancelled", self._label)
        cancelled()

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
