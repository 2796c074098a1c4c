"""The real window on the bundled demo set, for the screenshot scripts (verdict_screenshots.py,
table_screenshots.py): a throwaway data dir and config, the UI language, bots at pace 0, and a
`wait` that keeps the event loop running. Not a test helper: the scripts run it under Xvfb."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path


def demo_window(lang: str, prefix: str):
    """(app, store, the demo set, the shown MainWindow, wait(condition, seconds) -> bool)."""
    data_dir = Path(tempfile.mkdtemp(prefix=f"{prefix}-"))
    os.environ["DOKODESK_DATA_DIR"] = str(data_dir)
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix=f"{prefix}-config-")

    from dokodesk.app.main import create_application, install_translations
    from dokodesk.app.main_window import MainWindow
    from dokodesk.dodge.setfile import read_set
    from dokodesk.resources import resource_path
    from dokodesk.store import Store

    app = create_application([sys.argv[0]])
    install_translations(app, lang)
    store = Store.open(data_dir)
    dodge_set = read_set(str(resource_path("demo", "dodge-demo.json.gz")))
    store.import_set(dodge_set)
    window = MainWindow(store, data_dir)
    from dokodesk.coach.own_process import keep_spare

    keep_spare()  # as the app does once its window is up (dokodesk.app.main)
    window.controller.pace_ms = 0
    window.table_page.trick_pause.setValue(0)

    def wait(condition, seconds: float = 20.0) -> bool:
        end = time.time() + seconds
        while not condition() and time.time() < end:
            app.processEvents()
            time.sleep(0.005)
        app.processEvents()
        return condition()

    return app, store, dodge_set, window, wait


def close(app, store, window) -> None:
    """Stop the game, close the window and the store, and shut Qt down here (see dokodesk.app.main)."""
    window.controller.stop()
    window.close()
    window.deleteLater()
    app.processEvents()
    store.close()
    app.shutdown()
