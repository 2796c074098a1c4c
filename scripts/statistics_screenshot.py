"""A screenshot of the Statistics page with a season's worth of data: two simulated club sets
(the user plays as Anna), the first closed. For checking by eye in both languages:

    xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python scripts/statistics_screenshot.py OUT_DIR --lang de
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
    parser.add_argument("--deals", type=int, default=120)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="dokodesk-stats-"))
    os.environ["DOKODESK_DATA_DIR"] = str(data_dir)

    from dokodesk.app.main import create_application, install_translations
    from dokodesk.app.main_window import MainWindow
    from dokodesk.bots.simulate import simulate_club
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.dodge.model import DodgeSet, SetDeal
    from dokodesk.dodge.setfile import write_results
    from dokodesk.store import Store

    players = "Anna Ben Cem Dora Emil Fia Gus Hal Ida Jo Kim Lea Max".split()
    store = Store.open(data_dir)
    for k, month in enumerate(("2026-09", "2026-10", "2026-11")):
        set_id = f"club-{month}"
        deals = [SetDeal(i + 1, d) for i, d in enumerate(generate_deals(args.deals, set_id))]
        dodge_set = DodgeSet(set_id, deals, title=f"Club {month}", month=month, field="club")
        store.import_set(dodge_set)
        results = simulate_club(dodge_set, players, 3, seed=k, workers=2)
        path = data_dir / f"{set_id}.json"
        write_results(results, path)
        store.import_file(path, me="Anna")
        if k < 2:
            store.close_set(set_id)

    app = create_application([sys.argv[0]])
    install_translations(app, args.lang)
    window = MainWindow(store, data_dir)
    window.resize(1280, 900)
    window.show()
    window.show_statistics()
    for _ in range(400):
        app.processEvents()
        if window.stack.currentWidget() is window.statistics_page:
            break
        import time
        time.sleep(0.02)
    for _ in range(5):
        app.processEvents()
    path = args.out / f"statistics-{args.lang}.png"
    window.grab().save(str(path))
    print(path)
    window.close()
    window.deleteLater()
    app.processEvents()
    store.close()
    app.shutdown()


if __name__ == "__main__":
    main()
