#!/bin/bash
# The database file changed under the running window (issue 30, point 3), by hand: the real
# window plays deal 1; after 9 saved events $1 = "garbage" writes 64 KB of random bytes over the
# file, or "rename" renames an older copy (the set, no games) over it. The game is played to the
# end, the app killed, and started again (a damaged file moved aside first, as the start-up
# dialog offers); prints what the window said and what the databases hold.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
MAIN=${MAIN:-$(cd "$HERE/../.." && pwd)}; PY=$MAIN/.venv/bin/python
D=$(mktemp -d /tmp/changed-XXXX)
export DOKODESK_DATA_DIR=$D QT_QPA_PLATFORM=offscreen
cd $MAIN; W=$(mktemp -d)
$PY -m dokodesk generate --deals 3 --seed s --id small -o $W/small.json >/dev/null
$PY -m dokodesk simulate $W/small.json --tables 4 --seed 1 --mix strong:0.85,simple:0.15 -o $W/field.json >/dev/null 2>&1
DOKODESK_DATA_DIR=$W/copy $PY -m dokodesk import $W/field.json >/dev/null  # the older copy
$PY -m dokodesk import $W/field.json >/dev/null
$PY $HERE/app_player.py $D > $W/app.out 2>$W/app.err &
APP=$!
until [ "$(grep -c '^saved' $W/app.out)" -ge 9 ]; do sleep 0.2; done
if [ "$1" = garbage ]; then
  dd if=/dev/urandom of=$D/dokodesk.sqlite3 bs=64k count=1 conv=notrunc 2>/dev/null
else
  mv $W/copy/dokodesk.sqlite3 $D/dokodesk.sqlite3
fi
echo "$1 after event $(awk '/^saved/{n=$2} END{print n}' $W/app.out)"
until grep -q "^over" $W/app.out; do sleep 0.2; done; sleep 3  # the finish reaches the saver
GAME=$(awk '/^game/{print $2}' $W/app.out); TOTAL=$(awk '/^over/{print $2}' $W/app.out)
echo "game over with $TOTAL events; saved lines after the attack: $(awk '/^saved/{n++} END{print n-9}' $W/app.out); unsaved lines: $(grep -c '^unsaved' $W/app.out); $(grep '^unsaved' $W/app.out | tail -1)"
kill -9 $APP; wait $APP 2>/dev/null
q() { $PY - "$D" <<'PY'
import json, sqlite3, sys
try:
    c = sqlite3.connect(sys.argv[1] + "/dokodesk.sqlite3")
    rows = c.execute("select id, status, log from games").fetchall()
    print([(i, s, len(json.loads(l))) for i, s, l in rows], c.execute("pragma integrity_check").fetchone()[0])
except sqlite3.Error as e:
    print("unreadable:", e)
PY
}
echo "database after the kill: $(q)"
echo "journal holds: $($PY -c "from dokodesk.store.journal import Journal; import sys; j=Journal(__import__('pathlib').Path(sys.argv[1])); print({k: (v[0], len(v[1])) for k, v in j.load().items()})" $D)"
if ! $PY -c "from dokodesk.store import Store; Store.open().close()" 2>/dev/null; then
  $PY -c "from pathlib import Path; from dokodesk.app.fresh_database import move_aside; print('moved aside:', move_aside(Path('$D')).name)"
fi
$PY $HERE/app_player.py $D restart >> $W/app.out 2>>$W/app.err
echo "after the next launch: $(q)"
if [ "$1" = garbage ]; then  # a new database: the game waits for its set
  $PY -m dokodesk import $W/field.json >/dev/null
  $PY $HERE/app_player.py $D restart >> $W/app.out 2>>$W/app.err
  echo "after importing the set and launching again: $(q)"
fi
echo "stderr: $(wc -l < $W/app.err) lines, tracebacks: $(grep -c Traceback $W/app.err)"
