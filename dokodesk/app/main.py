"""Start-up: the application object, translations, the store and the main window."""

from __future__ import annotations

import argparse
import logging
import logging.handlers
import os
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from dokodesk.app.errors import error_text, fault_text  # noqa: F401 - part of the start-up's interface
from dokodesk.app.i18n import install_translations, language_choice
from dokodesk.resources import APP_ID, resource_path
from dokodesk.store.schema import LOG_NAME

log = logging.getLogger("dokodesk")


class PrivateLogHandler(logging.handlers.RotatingFileHandler):
    """dokodesk.log, 0600 like the database (it names the user's files and games), and quiet
    when it cannot write: a full disk must not turn every logged line into a traceback on
    stderr (logging's default `handleError`)."""

    def _open(self):
        # a named pipe there must not stall the start, nor a link send the lines elsewhere
        from dokodesk.private_files import open_append

        return open(open_append(self.baseFilename), self.mode if "a" in self.mode else "a", encoding=self.encoding,
                    errors=self.errors)

    def handleError(self, record: logging.LogRecord) -> None:
        pass  # the log is for details; losing a line on a full disk is no reason to shout


class OneLineFormatter(logging.Formatter):
    """The message without the traceback: for stderr, which a user reads."""

    def format(self, record: logging.LogRecord) -> str:
        brief = logging.makeLogRecord(record.__dict__)
        if record.exc_info and record.exc_info[1] is not None:
            brief.msg, brief.args = f"{record.getMessage()} ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})", ()
        brief.exc_info, brief.exc_text, brief.stack_info = None, None, None
        return super().format(brief).replace("\n", " ")


def setup_logging(data_dir: Path) -> Path | None:
    """Warnings and errors go to the log (LOG_NAME) in the data dir (rotated at 1 MB, 0600)."""
    from dokodesk.store.schema import StoreError, prepare_data_dir

    path = data_dir / LOG_NAME
    try:
        prepare_data_dir(data_dir)  # created 0700, as the store would
        handler = PrivateLogHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except (OSError, StoreError) as error:
        print(f"dokodesk: no log file ({error})", file=sys.stderr)
        fallback = logging.StreamHandler(sys.stderr)  # one line per problem, never a traceback
        fallback.setLevel(logging.WARNING)
        fallback.setFormatter(OneLineFormatter("dokodesk: %(levelname)s %(name)s: %(message)s"))
        logging.getLogger().addHandler(fallback)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_error_reporting(log_path: Path | None) -> None:
    """An exception nobody caught (in a slot, a timer, a paint) is logged and shown to the
    player, and the event loop goes on: the game stays playable and saved. A database fault
    (disk full, a locked or damaged database) is shown with what to do."""
    showing = []

    def hook(kind, error, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        if error is not None and error.__traceback__ is None and tb is not None:
            error = error.with_traceback(tb)
        text = error_text(error, log_path)
        app = QApplication.instance()
        if app is None:
            return
        if threading.current_thread() is not threading.main_thread():  # a pool thread's slot: no widget may be made there
            from dokodesk.app.gui_post import post

            post(None, show, text)
            return
        show(text)

    def show(text: str) -> None:
        if showing:
            return
        showing.append(True)
        try:
            QMessageBox.warning(QApplication.activeWindow(), "dokodesk", text)
        finally:
            showing.clear()

    sys.excepthook = hook
    threading.excepthook = lambda a: log.error("error in thread %s", a.thread.name if a.thread else "?",
                                                exc_info=(a.exc_type, a.exc_value, a.exc_traceback))


# The window's thread takes the interpreter lock back from a busy worker after at most this long.
# The coach's workers run Python for seconds after every game (games played on by bots), and the
# window wants the lock back at each Qt call made from Python, hundreds in a repaint: at Python's
# 5 ms a game's end stalled the window 0.6 s, Compare 0.4 s; at 1 ms 0.11 s and 0.19 s
# (benchmarks/bench_import_stall.py finish, a loaded machine; issue 30.8).
SWITCH_INTERVAL = 0.001


def create_application(argv: list[str] | None = None) -> QApplication:
    sys.setswitchinterval(SWITCH_INTERVAL)
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("dokodesk")
    app.setOrganizationName("dokodesk")
    app.setApplicationDisplayName("dokodesk")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", f"{APP_ID}.svg"))))
    check_settings_files(app)
    install_translations(app, language_choice())
    return app  # type: ignore[return-value]


def check_settings_files(app: QApplication) -> None:
    """Qt reads the settings file with a blocking open: a named pipe there hung the start. Anything
    but a regular file where the user's settings files are is moved aside (settings then start
    from the defaults); when it cannot be moved, this session keeps its settings in a new private
    temp folder. Linux and the BSDs only: elsewhere the settings are no file of this name."""
    if os.name != "posix" or sys.platform == "darwin":
        return
    import tempfile

    from PySide6.QtCore import QSettings, QStandardPaths

    from dokodesk.private_files import NotAFileError, clear_non_file

    config = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation))
    org, name = app.organizationName(), app.applicationName()
    # the files QSettings() reads, and the lock files its QLockFile reads before it writes them
    for path in (config / org / f"{name}.conf", config / f"{org}.conf",
                 config / org / f"{name}.conf.lock", config / f"{org}.conf.lock"):
        try:
            moved = clear_non_file(path)
        except NotAFileError as error:
            elsewhere = tempfile.mkdtemp(prefix="dokodesk-settings-")  # 0700, new: nothing to read there
            QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, elsewhere)
            print(f"dokodesk: {error.strerror}; this session keeps its settings in {elsewhere}", file=sys.stderr)
            return
        if moved:
            print(f"dokodesk: {moved}; the settings start from the defaults", file=sys.stderr)


def _seconds_since_process_start() -> float | None:
    """Linux only: the process's age, so a startup measurement includes Python's own start."""
    try:
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def already_running_text(path: Path, instance) -> str:
    """What the player reads when another program holds the database's lock and did not come to
    the front when asked: who holds it and why it did not answer (a `SingleInstance` after
    `ask_running_instance`), then what to do."""
    process = instance.holder_process()
    who = (QApplication.translate("Main", "process {pid} on host {host}").format(pid=process[0], host=process[1])
           if process else QApplication.translate("Main", "a program that does not say which"))
    reason = instance.unanswered() or QApplication.translate("Main", "it did not answer")
    return QApplication.translate(
        "Main", "dokodesk is already running with the database in {path} ({who}), but it did not come to the "
        "front: {reason}. Close it first, or start dokodesk with another --data-dir.").format(
        path=path, who=who, reason=reason)


def main(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    app = create_application()
    from dokodesk.app.fresh_database import start_afresh
    from dokodesk.app.main_window import MainWindow
    from dokodesk.app.single_instance import LOCK_NAME, SingleInstance
    from dokodesk.app.window_place import fit, place
    from dokodesk.store import Store, StoreError
    from dokodesk.store.schema import prepare_data_dir, resolve_data_dir

    data_dir = Path(args.data_dir) if getattr(args, "data_dir", None) else None
    open_files = getattr(args, "open_files", None) or []
    resolved = resolve_data_dir(data_dir)
    title = QCoreApplication.translate("Startup", "dokodesk cannot open its database")
    try:
        prepare_data_dir(resolved)  # a file where the folder should be: say so before anything
    except StoreError as error:
        QMessageBox.critical(None, title, error_text(error, None))
        return 1
    log_path = setup_logging(resolved)
    install_error_reporting(log_path)
    instance = SingleInstance(resolved)
    if not instance.acquire() and not instance.lock_denied():  # denied: a read-only folder, see Store.open
        if instance.problem():  # something in the lock's place that could not be moved aside
            from dokodesk.store.schema import DatabaseFault

            QMessageBox.critical(None, title, error_text(DatabaseFault(resolved / LOCK_NAME, "folder",
                                                                       instance.problem()), log_path))
            return 1
        if instance.ask_running_instance(open_files):
            print("dokodesk: already running with this database; its window was brought to the front",
                  file=sys.stderr)
            return 0
        holder = instance.holder()
        if holder:
            print(f"dokodesk: {resolved / LOCK_NAME} is held by a running program: {holder}", file=sys.stderr)
        QMessageBox.information(None, "dokodesk", already_running_text(resolved, instance))
        return 1
    for line in instance.found():  # a stale lock or something in its place: say what was there
        print(f"dokodesk: {line}", file=sys.stderr)
    try:
        store = Store.open(data_dir)
    except Exception as error:  # noqa: BLE001 - a damaged, busy or unwritable database: say so
        store = start_afresh(error, resolved, data_dir, title, log_path)  # damaged: a new one if the player wants
        if store is None:
            instance.release()
            return 1
    for line in getattr(store, "found", ()):  # a pipe or a folder as the -wal or -shm, moved aside (and logged)
        print(f"dokodesk: {line}", file=sys.stderr)
    window = None
    while window is None:
        try:
            window = MainWindow(store, data_dir)
            place(window)  # where it was closed last time, inside the screen it opens on
            window.show()
            fit(window)  # again, with the frame the window has now
            window.start(open_files)
        except Exception as error:  # noqa: BLE001 - damage past the open's checks: on a database over
            # schema.QUICK_CHECK_BYTES, SQLite meets damaged pages only when the window's first reads reach them
            if window is not None:
                window.hide()
                window.close()  # stops the workers the window started
                window.deleteLater()
                app.processEvents()
                window = None
            store.close()
            store = start_afresh(error, resolved, data_dir, title, log_path)  # damaged: a new one if the player wants
            if store is None:
                instance.release()
                return 1
    current = [window]  # a language switch replaces the window

    def adopt(successor: MainWindow) -> None:
        current[0].deleteLater()
        current[0] = successor
        successor.replaced.connect(adopt)

    window.replaced.connect(adopt)

    def bring_to_front(files: list[str]) -> None:
        window = current[0]
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()
        if files:
            window.import_file(files[0])

    instance.activated.connect(bring_to_front)
    # the coach's next process started ahead, once the window is up (a hint then does not wait
    # for a process to start and import: issue 37)
    from dokodesk.coach.own_process import keep_spare

    QTimer.singleShot(2000, keep_spare)
    if getattr(args, "startup_time", False):
        def report() -> None:  # runs once the event loop has drawn the window and is idle
            since_main = time.perf_counter() - started
            since_exec = _seconds_since_process_start()
            whole = f", {since_exec:.3f} s since the process started" if since_exec is not None else ""
            print(f"startup to interactive window: {since_main:.3f} s in the app{whole}")
            window.close()
            app.quit()

        QTimer.singleShot(0, report)
    try:
        return app.exec()
    finally:
        store.close()
        instance.release()
        # Tear Qt down while Python still holds every wrapper. Added for crashes in the GC at
        # exit that were most likely PySide6 6.12.0's None leak (see pyproject); with 6.11.3
        # twelve exits without it ran clean. Kept: it costs nothing and orders the teardown.
        current[0].art.stop()  # no painter may outlive the application object
        current[0].deleteLater()
        app.processEvents()
        app.shutdown()
