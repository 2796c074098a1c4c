"""Issue 12's attack, measured again: mutated files, kills during imports and games, database
faults and bad command-line arguments. Prints one line per attack with its figures.

Run from the repository root (Linux; some cases need root for tmpfs and chattr, and are
skipped otherwise):  python benchmarks/attack_robust.py [--mutants 2300] [--kills 28]
Works in temporary folders only (never the user's database).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "robust"))

from fuzzing import base_files, fingerprint, fuzz, run_cli  # noqa: E402

from dokodesk.dodge.generator import generate_deals  # noqa: E402
from dokodesk.dodge.model import DodgeSet, FieldResult, SetDeal  # noqa: E402
from dokodesk.dodge.setfile import write_set  # noqa: E402
from dokodesk.rules import RULES_48, play_randomly  # noqa: E402

DB = "dokodesk.sqlite3"


def cli(data_dir: Path, *argv: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dokodesk", "--data-dir", str(data_dir), *argv], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


def digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def integrity(db: Path) -> str:
    conn = sqlite3.connect(db)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


# ------------------------------------------------------------------------------ mutants
def attack_mutants(tmp: Path, mutants: int) -> None:
    start = time.perf_counter()
    tally = fuzz(tmp / "fuzz", mutants, seed=2026) if (tmp / "fuzz").mkdir() is None else None
    print(f"mutants: {tally}  ({time.perf_counter() - start:.0f} s)")
    for failure in tally.failures[:3]:
        print("   ", failure[:500])


# -------------------------------------------------------------------------------- kills
def big_set(path: Path, set_id: str = "big", deals: int = 120, points: int = 4000, logs: int = 60) -> tuple[int, int]:
    rng = random.Random(5)
    out = []
    for number, deal in enumerate(generate_deals(deals, set_id, RULES_48), start=1):
        results = [FieldResult(rng.randint(-12, 12)) for _ in range(points)]
        for _ in range(logs):
            game = play_randomly(deal, rng, 0.05)
            results.append(FieldResult(game.value().re_points, tuple(game.log)))
        out.append(SetDeal(number, deal, results))
    write_set(DodgeSet(set_id, out, RULES_48, field="archive"), path)
    return deals, deals * (points + logs)


def attack_kills_during_import(tmp: Path, kills: int) -> None:
    folder = tmp / "kills-import"
    folder.mkdir()
    big = folder / "big.json.gz"
    deals, results = big_set(big)
    _, _, small = base_files(folder)
    data = folder / "data"
    assert cli(data, "import", str(small)).returncode == 0
    start = time.perf_counter()
    assert cli(data, "import", str(big)).returncode == 0
    duration = time.perf_counter() - start
    wanted = fingerprint(data / DB)
    rng = random.Random(28)
    outcomes = {"absent": 0, "whole": 0, "broken": 0}
    for k in range(kills):
        shutil.rmtree(data)
        assert cli(data, "import", str(small)).returncode == 0
        before = fingerprint(data / DB)
        child = subprocess.Popen([sys.executable, "-m", "dokodesk", "--data-dir", str(data), "import", str(big)],
                                 cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, 1.1 * duration))
        child.send_signal(signal.SIGKILL)
        child.wait()
        state = fingerprint(data / DB)
        ok = integrity(data / DB) == "ok" and cli(data, "sets").returncode == 0
        if ok and state == before:
            outcomes["absent"] += 1
        elif ok and state == wanted:
            outcomes["whole"] += 1
        else:
            outcomes["broken"] += 1
    print(f"kills during import: {kills} kills of a {results:,}-result import ({duration:.1f} s): "
          f"{outcomes['absent']} left nothing, {outcomes['whole']} finished whole, {outcomes['broken']} broken or half")


GAME_CHILD = r"""
import random, sys
from dokodesk.store import Store
from dokodesk.rules import play_randomly
data, seed = sys.argv[1], int(sys.argv[2])
with Store.open(data) as store:
    deal = store.deal("fuzz-set", 1).deal
    full = play_randomly(deal, random.Random(seed), 0.1).log
    game_id = store.start_game("fuzz-set", 1, 0, False)
    print("GAME", game_id, flush=True)
    for n in range(1, len(full) + 1):
        store.save_progress(game_id, full[:n])
        print("SAVED", n, flush=True)
"""


def attack_kills_during_games(tmp: Path, kills: int) -> None:
    folder = tmp / "kills-game"
    folder.mkdir()
    _, _, small = base_files(folder)
    data = folder / "data"
    assert cli(data, "import", str(small)).returncode == 0
    from dokodesk.rules import play_randomly as play
    from dokodesk.store import Store

    rng = random.Random(24)
    lost = kept = 0
    for k in range(kills):
        child = subprocess.Popen([sys.executable, "-c", GAME_CHILD, str(data), str(k)], cwd=ROOT,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        game_id, saved, target = None, 0, rng.randint(1, 50)
        for line in child.stdout:
            word, value = line.split()
            if word == "GAME":
                game_id = int(value)
            else:
                saved = int(value)
                if saved >= target:
                    break
        child.send_signal(signal.SIGKILL)
        child.wait()
        with Store.open(data) as store:
            game = store.game(game_id)
            full = play(store.deal("fuzz-set", 1).deal, random.Random(k), 0.1).log
        if len(game.log) >= saved and tuple(game.log) == tuple(full[:len(game.log)]):
            kept += 1
        else:
            lost += 1
    print(f"kills during games: {kills} kills after a saved move: {kept} kept every saved move, {lost} lost one")


# ------------------------------------------------------------------------------- faults
def attack_faults(tmp: Path) -> None:
    folder = tmp / "faults"
    folder.mkdir()
    _, _, small = base_files(folder)
    other = folder / "other.json"
    base = json.loads(small.read_text())
    base["set"]["id"] = "other"
    other.write_text(json.dumps(base))
    results = []

    def fresh(name: str) -> Path:
        data = folder / name
        assert cli(data, "import", str(small)).returncode == 0
        return data

    def judge(name: str, data: Path, words: tuple[str, ...], commands=(("sets",), ("standings", "fuzz-set"),
                                                                       ("import", None)), may_answer=False) -> None:
        db = data / DB
        before = digest(db)
        verdicts = []
        for command in commands:
            argv = [c if c is not None else str(other) for c in command]
            proc = cli(data, *argv)
            text = proc.stdout + proc.stderr
            good = "Traceback" not in text and (
                (proc.returncode == 1 and str(db if db.name in text else data) in text
                 and all(w in text for w in words)) or (may_answer and proc.returncode == 0))
            verdicts.append(good)
        untouched = digest(db) == before or before is None
        results.append((name, all(verdicts) and untouched))
        if not (all(verdicts) and untouched):
            print(f"   FAILED {name}: {verdicts} untouched={untouched}: {text[-300:]}")

    # damaged files
    for seed in range(3):
        data = fresh(f"pages-{seed}")
        raw = bytearray((data / DB).read_bytes())
        r = random.Random(seed)
        for start in range(4096, len(raw), 4096):
            raw[start:start + 12] = bytes(r.randrange(256) for _ in range(12))
        (data / DB).write_bytes(bytes(raw))
        judge(f"malformed pages {seed}", data, ("damaged", "backup"))
    for seed in range(3):
        data = fresh(f"bytes-{seed}")
        raw = bytearray((data / DB).read_bytes())
        r = random.Random(seed)
        for _ in range(300):
            raw[r.randrange(100, len(raw))] = r.randrange(256)
        (data / DB).write_bytes(bytes(raw))
        judge(f"random bytes {seed}", data, ("damaged", "backup"), may_answer=True)
    for table in ("sets", "deals", "results", "games", "settings", "closed_sets", "forfeits"):
        data = fresh(f"drop-{table}")
        conn = sqlite3.connect(data / DB)
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute(f"DROP TABLE {table}")
        conn.commit()
        conn.close()
        judge(f"dropped table {table}", data, ("lacks the table", "backup"))
    data = fresh("version")
    conn = sqlite3.connect(data / DB)
    conn.execute("PRAGMA user_version = 0")
    conn.close()
    judge("user_version reset", data, ("user_version", "backup"))
    for fraction in (2, 3):
        data = fresh(f"cut-{fraction}")
        raw = (data / DB).read_bytes()
        (data / DB).write_bytes(raw[:len(raw) // fraction])
        judge(f"cut to 1/{fraction}", data, ("cut off", "backup"))
    data = fresh("header")
    raw = bytearray((data / DB).read_bytes())
    raw[:16] = b"not sqlite at al"
    (data / DB).write_bytes(bytes(raw))
    judge("header overwritten", data, ("not a dokodesk database",))
    # the folder
    data = folder / "dir-is-file"
    data.write_text("a file")
    judge("data dir is a file", data, ("not a folder",))
    data = folder / "dangling"
    data.mkdir()
    (data / DB).symlink_to(folder / "nowhere" / DB)
    judge("dangling symlink", data, ("symbolic link",))
    if os.geteuid() == 0 and shutil.which("chattr"):
        data = folder / "immutable-empty"
        data.mkdir()
        subprocess.run(["chattr", "+i", str(data)], check=True)
        try:
            judge("immutable empty dir", data, ("writable",))
        finally:
            subprocess.run(["chattr", "-i", str(data)], check=True)
        data = fresh("immutable-db")
        subprocess.run(["chattr", "+i", str(data)], check=True)
        try:
            judge("immutable dir with a database", data, ("writable",), may_answer=True)
        finally:
            subprocess.run(["chattr", "-i", str(data)], check=True)
    elif os.geteuid() != 0:
        data = fresh("readonly")
        data.chmod(0o500)
        try:
            judge("read-only dir with a database", data, ("writable",), may_answer=True)
        finally:
            data.chmod(0o700)
    # a disk that fills during an import (a 1 MB tmpfs; distinct logs take a row each)
    mount = folder / "tmpfs"
    mount.mkdir()
    if os.geteuid() == 0 and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                                            capture_output=True).returncode == 0:
        try:
            data = mount / "data"
            assert cli(data, "import", str(small)).returncode == 0
            big = folder / "big.json.gz"
            big_set(big, "full", deals=60, points=10, logs=40)
            before = fingerprint(data / DB)
            proc = cli(data, "import", str(big))
            text = proc.stdout + proc.stderr
            good = (proc.returncode == 1 and "disk is full" in text and "Free some space" in text
                    and "Traceback" not in text and fingerprint(data / DB) == before and integrity(data / DB) == "ok")
            results.append(("disk full during import (tmpfs)", good))
            if not good:
                print("   FAILED disk full:", text[-400:])
        finally:
            subprocess.run(["umount", str(mount)], check=False)
    # locked by a long write: readers answer at once, a writer is told
    data = fresh("locked")
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sqlite3, sys, time; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
        "c.execute('BEGIN IMMEDIATE'); c.execute(\"INSERT INTO settings VALUES ('x', '1')\"); "
        "print('locked', flush=True); time.sleep(30)"), str(data / DB)], stdout=subprocess.PIPE, text=True)
    holder.stdout.readline()
    try:
        started = time.perf_counter()
        readers = [cli(data, "sets"), cli(data, "standings", "fuzz-set")]
        reader_seconds = time.perf_counter() - started
        writer = cli(data, "import", str(other))
        text = writer.stdout + writer.stderr
        good = (all(r.returncode == 0 for r in readers) and reader_seconds < 4 and writer.returncode == 1
                and "locked" in text and "close the other dokodesk" in text and "Traceback" not in text)
        results.append((f"locked by a long write (readers {reader_seconds:.1f} s)", good))
        if not good:
            print("   FAILED locked:", [r.stderr[-200:] for r in readers], text[-300:])
    finally:
        holder.kill()
        holder.wait()
    passed = sum(1 for _, good in results if good)
    print(f"database faults: {len(results)} cases, {passed} with a message naming the file and what to do "
          f"(or a right answer) and the file untouched, {len(results) - passed} not")
    for name, good in results:
        print(f"   {'ok ' if good else 'BAD'} {name}")


# ---------------------------------------------------------------------------- arguments
def attack_arguments(tmp: Path, per_command: int) -> None:
    folder = tmp / "args"
    folder.mkdir()
    _, _, small = base_files(folder)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe")
    nasty = ["0", "-1", str(2**63), str(10**30), "1e23", "nan", "inf", "", "\udcff", "x" * 5000, "-", "--",
             "2026-13", "2026-1", "0000-00", "99999-01", "10**20", str(folder), str(folder / "pipe"),
             str(folder / "missing.json"), str(small), "simple", "3", "1", "koenigsliga", "season", "9" * 5000,
             "²", " 2026-11", "2026-11-31", "-5"]
    commands = {
        "check": ["FILE", "--set", "--json"], "generate": ["--deals", "--seed", "--cards", "--id", "--field", "-o"],
        "import": ["FILE", "--me"], "sets": ["--json"], "standings": ["SET", "--json"],
        "rally": ["FILE", "FILE", "--json"], "close": ["SET", "--json"], "stars": ["--json"],
        "duel": ["BOT", "BOT", "--seed", "--cards", "--deals"], "simulate": ["FILE", "--seed", "--workers",
                                                                            "--tables", "-o", "--results",
                                                                            "--players"],
        "league month": ["--points", "--games", "--exact-average"],
        "league points": ["--class", "--place", "--class-size"],
        "league season": ["--points", "--games", "--date"],
        "league eternal": ["--league-points", "--points", "--games", "--months"],
        "league solo": ["--solo-points", "--games", "--solos", "--won", "--window"],
        "league sperrmonat": ["--month", "--today", "--chosen"],
    }
    rng = random.Random(355)
    runs = bad = 0
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        for name, options in commands.items():
            for _ in range(per_command):
                argv = ["--data-dir", str(folder / "data"), *name.split()]
                for option in options:
                    if option.isupper():
                        argv.append(rng.choice(nasty))
                    elif option in ("--json", "--exact-average"):
                        if rng.random() < 0.5:
                            argv.append(option)
                    elif rng.random() < 0.8:
                        value = rng.choice(nasty)
                        if option in ("--deals", "--tables") and value.isascii() and value.isdigit() and len(value) < 9:
                            value = rng.choice(("1", "2", value))  # keep the valid runs short
                        argv += [option, value]
                code, text = run_cli(argv)
                runs += 1
                if "Traceback" in text or code not in (0, 1, 2):
                    bad += 1
                    print("   BAD", argv[:8], code, text[-300:])
    finally:
        os.chdir(cwd)
    print(f"bad arguments: {runs} runs over {len(commands)} commands: {runs - bad} with a clear message or a right "
          f"answer, {bad} tracebacks or unexpected errors")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=2300)
    parser.add_argument("--kills", type=int, default=28, help="kills during imports")
    parser.add_argument("--game-kills", type=int, default=24, help="kills during games")
    parser.add_argument("--arguments", type=int, default=26, help="fuzzed runs per command")
    parser.add_argument("--only", choices=("mutants", "kills", "faults", "arguments"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="dokodesk-attack-") as tmp:
        tmp = Path(tmp)
        if args.only in (None, "faults"):
            attack_faults(tmp)
        if args.only in (None, "arguments"):
            attack_arguments(tmp, args.arguments)
        if args.only in (None, "kills"):
            attack_kills_during_import(tmp, args.kills)
            attack_kills_during_games(tmp, args.game_kills)
        if args.only in (None, "mutants"):
            attack_mutants(tmp, args.mutants)


if __name__ == "__main__":
    main()
