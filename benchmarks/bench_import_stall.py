"""How long the window stalls around big imports and a big field (issue 30, point 8): a 10 ms
QTimer heartbeat in the GUI thread; the longest gap between its beats is the longest time the
event loop was blocked. Each case runs in its own process (its peak RSS is its own, VmHWM).

Cases:
  invalid   a results file of 2,000,000 results, each invalid (re_points 99): the import fails
  valid     a results file of 2,000,000 valid points-only results
  logged    a set file (gzip) of 100,000 logged results with players, pretty-printed JSON
            (about 130 MB unpacked, near the 128 MiB limit)
  bare      a results file (gzip) whose bulk is one list of 12,000,000 bare texts, no objects
            (60 MB unpacked, within the limits): the import fails
  finish    a game's end on a deal with 100,000 logged field results (the set of `logged`
            imported first), with the expert's analysis and the open-hands solve running as
            after a real game, then Compare from the result page
  escapes   a results file (one valid result) with one text of 60 MB: 10,000,000 \u00e9
            escapes, under a key the format does not know (issue 40, point 9)
  text      the same with 60 MB of plain letters
  playon    review of a deal with 99,000 results (5,000 logged, the most review says what the
            field did for), then a field game chosen and "Play on from here" (issue 40, point 9)

Run from the repository root:  python benchmarks/bench_import_stall.py [case ...]
Files and data folders are made in a temporary directory (never the user's database).
Message boxes are answered by a timer after 100 ms (their building is part of the gap).
"""

from __future__ import annotations

import gzip
import json
import os
import random
import shutil
import subprocess
import sys
import threading
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SET_ID = "stall-set"
RESULTS = 2_000_000
LOGGED = 100_000
DISTINCT_GAMES = 300
BARE = 12_000_000
HUGE_TEXT = 10_000_000  # \u00e9 escapes (60 MB) or 60 MB of letters in one JSON text
PLAYON_LOGGED, PLAYON_RESULTS = 5_000, 99_000


def peak_mb() -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM")) / 1024


def queue_waits() -> dict[str, tuple[float, float]]:
    """Each thread's time on a core and time waiting, runnable, for one (ms, Linux schedstat):
    a gap while the thread holding the interpreter lock waits for a core is the machine's load,
    not our work."""
    out = {}
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/schedstat") as f:
                ran, waited = f.read().split()[:2]
            out[task] = (int(ran) / 1e6, int(waited) / 1e6)
        except (OSError, ValueError):
            pass
    return out


def make_files(folder: Path) -> dict[str, Path]:
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import play_randomly

    paths = {name: folder / name for name in ("set.json", "invalid.json", "valid.json", "logged.json.gz",
                                              "bare.json.gz")}
    if all(p.exists() for p in paths.values()):
        return paths
    deals = generate_deals(3, 30)
    deal_json = [{"number": n, "dealer": d.dealer, "hands": d.hand_strings()} for n, d in enumerate(deals, 1)]
    paths["set.json"].write_text(json.dumps({"format": "dokodesk-set", "version": 1, "set": {"id": SET_ID},
                                             "deals": deal_json}))
    head = '{"format":"dokodesk-results","version":1,"set_id":"%s","results":[' % SET_ID
    for name, item in (("invalid.json", '{"deal":1,"re_points":99}'), ("valid.json", None)):
        with open(paths[name], "w") as f:
            f.write(head)
            rng = random.Random(3)
            items = [item or '{"deal":%d,"re_points":%d}' % (rng.randrange(1, 4), rng.randrange(-12, 13))
                     for _ in range(1000)]
            for k in range(RESULTS // 1000):
                f.write(("," if k else "") + ",".join(items))
            f.write("]}")
    with gzip.open(paths["bare.json.gz"], "wt", compresslevel=6) as f:
        f.write(head + ",".join(['"ab"'] * 1000))
        for _ in range(BARE // 1000 - 1):
            f.write("," + ",".join(['"ab"'] * 1000))
        f.write("]}")
    rng = random.Random(5)
    games = [play_randomly(deals[0], rng) for _ in range(DISTINCT_GAMES)]
    with gzip.open(paths["logged.json.gz"], "wt", compresslevel=6) as f:
        f.write('{\n "format": "dokodesk-set",\n "version": 1,\n "set": {"id": "logged-set"},\n "deals": [\n')
        for n, d in enumerate(deal_json, 1):
            f.write('  {"number": %d, "dealer": %d, "hands": %s, "results": [' % (n, d["dealer"], json.dumps(d["hands"])))
            if n == 1:
                for i in range(LOGGED):
                    g = games[i % DISTINCT_GAMES]
                    f.write(("," if i else "") + "\n   " + json.dumps(
                        {"re_points": g.value().re_points, "log": list(g.log),
                         "players": [f"Player {i} north", f"Player {i} east", f"Player {i} south",
                                     f"Player {i} west"]}, indent=1).replace("\n", "\n" + " " * 12))
            f.write("]}" + ("," if n < 3 else "") + "\n")
        f.write(" ]\n}\n")
    return paths


def make_issue40_files(folder: Path) -> dict[str, Path]:
    """The files of issue 40, point 9 (made once, beside make_files')."""
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import play_randomly

    paths = {name: folder / name for name in ("escapes.json", "text.json", "playon.json.gz")}
    head = '{"format":"dokodesk-results","version":1,"set_id":"%s","note":"' % SET_ID
    tail = '","results":[{"deal":1,"re_points":3}]}'
    for name, piece in (("escapes.json", "\\u00e9"), ("text.json", "abcdef")):
        if not paths[name].exists():
            with open(paths[name], "w") as f:
                f.write(head)
                for _ in range(HUGE_TEXT // 100_000):
                    f.write(piece * 100_000)
                f.write(tail)
    if not paths["playon.json.gz"].exists():
        deals = generate_deals(3, 40)
        rng = random.Random(40)
        games = [play_randomly(deals[0], rng) for _ in range(DISTINCT_GAMES)]
        results = [{"re_points": games[i % DISTINCT_GAMES].value().re_points,
                    "log": list(games[i % DISTINCT_GAMES].log), "players": [f"P{i}{s}" for s in "nesw"]}
                   for i in range(PLAYON_LOGGED)]
        results += [{"re_points": rng.randrange(-12, 13)} for _ in range(PLAYON_RESULTS - PLAYON_LOGGED)]
        doc = {"format": "dokodesk-set", "version": 1, "set": {"id": "playon-set"},
               "deals": [{"number": n, "dealer": d.dealer, "hands": d.hand_strings(),
                          "results": results if n == 1 else []} for n, d in enumerate(deals, 1)]}
        with gzip.open(paths["playon.json.gz"], "wt", compresslevel=6) as f:
            json.dump(doc, f)
    return paths


def run_case(case: str, folder: Path) -> None:
    """In the child: the window, the heartbeat, the case; prints one line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from dokodesk.app.main_window import MainWindow
    from dokodesk.store import Store

    paths = {**make_files(folder), **make_issue40_files(folder)}
    from dokodesk.app.main import SWITCH_INTERVAL
    sys.setswitchinterval(SWITCH_INTERVAL)  # as the app's create_application does
    app = QApplication.instance() or QApplication([])
    data = Path(tempfile.mkdtemp(prefix="stall-data-", dir=folder))
    with Store.open(data) as store:
        store.import_file(paths["set.json"])
        if case == "finish":
            store.import_file(paths["logged.json.gz"])
        if case == "playon":
            store.import_file(paths["playon.json.gz"])
    store = Store.open(data)
    window = MainWindow(store, data)
    window.controller.pace_ms = 0
    window.resize(1200, 800)
    window.show()
    window.art._master_thread.join()
    boxes = []

    def answer_boxes() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                boxes.append(len(w.text()) + len(w.informativeText()) + len(w.detailedText()))
                w.done(0)

    answerer = QTimer()
    answerer.setInterval(100)
    answerer.timeout.connect(answer_boxes)
    answerer.start()

    def wait(until, timeout=600.0) -> None:
        end = time.monotonic() + timeout
        while not until():
            if time.monotonic() > end:
                raise SystemExit(f"{case}: timed out")
            app.processEvents()
            time.sleep(0.002)
        end = time.monotonic() + 0.3
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.002)

    def settled() -> bool:
        return window.long_work.idle() and window.settled()

    wait(settled)
    clock = QElapsedTimer()
    beats = []
    heart = QTimer()
    heart.setInterval(10)
    cpu = []  # the GUI thread's CPU time at each beat: a gap with little of it is a wait (the GIL)
    waits = []  # queue_waits() at each beat
    heart.timeout.connect(lambda: (beats.append(clock.elapsed()), cpu.append(time.thread_time()),
                                   waits.append(queue_waits())))

    if os.environ.get("STALL_STACKS"):  # where the GUI thread is while a beat is 80 ms late
        import traceback
        from collections import Counter

        gui = threading.main_thread().ident
        seen: Counter = Counter()

        def watch() -> None:
            while True:
                time.sleep(0.02)
                if heart.isActive() and beats and clock.elapsed() - beats[-1] > 80:
                    frame = sys._current_frames().get(gui)
                    seen["".join(traceback.format_stack(frame)[-12:])] += 1

        threading.Thread(target=watch, daemon=True).start()
        import atexit

        atexit.register(lambda: [print(f"--- {n} samples\n{stack}") for stack, n in seen.most_common(6)])

    trace = []  # (ms on the heartbeat's clock, what): with STALL_TRACE, what the workers did when
    if os.environ.get("STALL_TRACE"):
        import gc

        def stamp(what: str) -> None:
            trace.append((clock.elapsed() if clock.isValid() else -1, f"{what} [{threading.current_thread().name}]"))

        gc.callbacks.append(lambda phase, info: stamp(f"gc {phase} gen {info['generation']}")
                            if info["generation"] == 2 else None)
        import importlib

        for module_name, name in (("dokodesk.dodge.setfile.parsing", "read_bytes"),
                                  ("dokodesk.dodge.setfile.parsing", "count_limits"),
                                  ("dokodesk.dodge.setfile.parsing", "release"),
                                  ("dokodesk.store.importing", "parse_json"),
                                  ("dokodesk.store.importing", "check_document"),
                                  ("dokodesk.store.importing", "release"),
                                  ("dokodesk.store.store", "Store.import_results"),
                                  ("dokodesk.store.store", "Store.import_set"),
                                  ("dokodesk.store.store", "Store.import_file"),
                                  ("dokodesk.app.field_loading", "load_field"),
                                  ("dokodesk.app.traveller", "compute_traveller"),
                                  ("dokodesk.store.store", "Store.logged_results_json"),
                                  ("dokodesk.store.store", "Store.field_points"),
                                  ("dokodesk.app.field_loading", "FieldGames.__init__"),
                                  ("dokodesk.store.store", "Store.logged_results"),
                                  ("dokodesk.coach.field", "field_at_decisions"),
                                  ("dokodesk.app.tasks", "free_in_slices"),
                                  ("dokodesk.store.importing", "_result_rows"),
                                  ("dokodesk.app.field_games", "FieldGames.prepare_compare"),
                                  ("dokodesk.app.traveller", "text_ranks"),
                                  ("dokodesk.app.review_page", "ReviewPage.show_compare")):
            module = importlib.import_module(module_name)
            owner, attr = (getattr(module, name.split(".")[0]), name.split(".")[1]) if "." in name else (module, name)
            real = getattr(owner, attr)

            def traced(*args, _real=real, _name=name, **kwargs):
                stamp(f"{_name} starts")
                try:
                    return _real(*args, **kwargs)
                finally:
                    stamp(f"{_name} ends")
            setattr(owner, attr, traced)

    def probed(label: str, action, until) -> None:
        beats.clear()
        cpu.clear()
        waits.clear()
        clock.start()
        beats.append(0)
        cpu.append(time.thread_time())
        waits.append(queue_waits())
        heart.start()
        started = time.perf_counter()
        ran = []
        QTimer.singleShot(0, lambda: (action(), ran.append(True)))
        wait(lambda: bool(ran) and until())
        heart.stop()
        beats.append(clock.elapsed())
        cpu.append(time.thread_time())
        waits.append(queue_waits())
        gui = str(threading.get_native_id())

        def on_cpu(k: int) -> float:
            """Gap k as far as our threads used a core in it: the GUI thread's own time on one
            plus the longest time another thread (the lock's holder) ran, at most the gap. On a
            loaded machine the rest of a gap is the wait for a core."""
            a, b = waits[k], waits[k + 1]
            own = b[gui][0] - a[gui][0] if gui in a and gui in b else 0
            other = max((b[t][0] - a[t][0] for t in b if t in a and t != gui), default=0)
            return min(beats[k + 1] - beats[k], own + other)
        net = max(on_cpu(k) for k in range(len(beats) - 1))
        gaps = sorted((b - a for a, b in zip(beats, beats[1:])), reverse=True)
        if trace:
            names = {str(t.native_id): t.name for t in threading.enumerate()}

            def busiest(k: int) -> str:
                a, b = waits[k], waits[k + 1]
                ran = sorted(((b[t][0] - a[t][0], t) for t in b if t in a and t != gui), reverse=True)[:2]
                return ", ".join(f"{names.get(t, t)} ran {ms:.0f} ms" for ms, t in ran)
            late = [(beats[k + 1] - beats[k], beats[k], 1000 * (cpu[k + 1] - cpu[k]), busiest(k))
                    for k in range(len(beats) - 1) if beats[k + 1] - beats[k] > 60]
            for when, what in sorted(trace + [(a, f"-- GUI gap of {g} ms from here (GUI thread CPU {c:.0f} ms; {who})")
                                              for g, a, c, who in late]):
                print(f"  {when:7d} ms  {what}")
            trace.clear()
        print(f"{label}: longest gap {gaps[0]} ms (next {gaps[1:4]}), {net:.0f} ms on a core, "
              f"{time.perf_counter() - started:.1f} s, load {os.getloadavg()[0]:.1f}, "
              f"peak RSS {peak_mb():,.0f} MB, message boxes {boxes} chars", flush=True)
        boxes.clear()

    if case in ("invalid", "valid", "logged", "bare", "escapes", "text"):
        path = paths[{"invalid": "invalid.json", "valid": "valid.json", "logged": "logged.json.gz",
                      "bare": "bare.json.gz", "escapes": "escapes.json", "text": "text.json"}[case]]
        size = path.stat().st_size
        probed(f"import {case} ({size / 1e6:.0f} MB)", lambda: window.import_file(str(path)), settled)
    elif case == "finish":
        from dokodesk.app.controller import GameOutcome
        from dokodesk.dodge.points import dodge_against_field
        from dokodesk.rules import play_randomly

        window.open_set("logged-set")
        wait(lambda: settled() and window.current_set is not None)
        deal = window.current_set.deal(1).deal
        game = play_randomly(deal, random.Random(1))
        seat = 0
        value = game.value()
        own = value.player_points(game.parties)[seat]
        field = store.field_points("logged-set", 1)
        dodge = dodge_against_field(value.re_points, field, game.parties[seat])
        game_id = store.start_game("logged-set", 1, seat, True)
        store.finish_game(game_id, game.log, value.re_points, own, dodge)
        party = game.parties[seat]
        outcome = GameOutcome("logged-set", 1, seat, party, True, value, own,
                              field if party == 0 else -field, dodge, game)
        traveller = window.result_page.traveller
        probed("the game's end (100,000 logged results)", lambda: window.controller.finished.emit(outcome),
               lambda: settled() and traveller.rowCount() == LOGGED + 1)
        pages = window.review_page
        probed("compare", window.compare_last,
               lambda: settled() and pages.games.count() == LOGGED + 1 and getattr(pages, "compare_dialog", None) is not None)
        window.analysis.cancel(quiet=True)
    elif case == "playon":
        window.open_set("playon-set")
        wait(lambda: settled() and window.current_set is not None)
        page = window.review_page
        deal = window.current_set.deal(1).deal
        probed(f"review of a deal with {PLAYON_RESULTS:,} results ({PLAYON_LOGGED:,} logged)",
               lambda: window.reviews.show_review(1, [], deal.leader),
               lambda: settled() and page.games.count() == PLAYON_LOGGED)

        def play_on() -> None:
            page.games.setCurrentIndex(7)  # what the field did at this game's cards (review_page._field_at_for)
            page.slider.setValue(3)
            page.play_on_button.click()
        controller = window.controller
        probed("a field game chosen, then play on from trick 4", play_on,
               lambda: settled() and window.stack.currentWidget() is window.table_page
               and (controller.is_human_turn or controller.game.is_over))
        controller.stop()
    window.close()
    store.close()
    shutil.rmtree(data, ignore_errors=True)


def main() -> None:
    cases = sys.argv[1:] or ["invalid", "valid", "logged", "bare", "finish", "escapes", "text", "playon"]
    if cases[0] == "--child":
        run_case(cases[1], Path(cases[2]))
        return
    folder = Path(os.environ.get("STALL_FILES", tempfile.gettempdir())) / "dokodesk-stall-files"
    folder.mkdir(exist_ok=True)
    make_files(folder)
    make_issue40_files(folder)
    for case in cases:
        subprocess.run([sys.executable, __file__, "--child", case, str(folder)], cwd=ROOT, check=False)


if __name__ == "__main__":
    main()
