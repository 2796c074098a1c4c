#!/bin/bash
# A 4 MB tmpfs data folder filled mid-game (root only). $1 = "free" (space comes back while the
# window is open) or "kill" (kill -9 while full, space back, the app started again).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
MAIN=${MAIN:-$(cd "$HERE/../.." && pwd)}; PY=$MAIN/.venv/bin/python
D=$(mktemp -d /tmp/fulldisk-XXXX); mount -t tmpfs -o size=4m tmpfs $D
export DOKODESK_DATA_DIR=$D QT_QPA_PLATFORM=offscreen
cd $MAIN; W=$(mktemp -d)
$PY -m dokodesk generate --deals 3 --seed s --id small -o $W/small.json >/dev/null
$PY -m dokodesk simulate $W/small.json --tables 4 --seed 1 --mix strong:0.85,simple:0.15 -o $W/field.json >/dev/null 2>&1
$PY -m dokodesk import $W/field.json >/dev/null
$PY $HERE/app_player.py $D > $W/app.out 2>$W/app.err &
APP=$!
until [ "$(grep -c '^saved' $W/app.out)" -ge 3 ]; do sleep 0.2; done
dd if=/dev/zero of=$D/filler bs=16k 2>/dev/null; echo "disk filled at event $(awk '/^saved/{n=$2} END{print n}' $W/app.out): $(df -k $D | tail -1 | awk '{print $4}') KB free"
until grep -q '^over' $W/app.out; do sleep 0.2; done
GAME=$(awk '/^game/{print $2}' $W/app.out); TOTAL=$(awk '/^over/{print $2}' $W/app.out)
echo "game over with $TOTAL events; unsaved lines: $(grep -c '^unsaved' $W/app.out); $(grep '^unsaved' $W/app.out | tail -1)"
q() { $PY -c "import sqlite3,json,sys; c=sqlite3.connect(sys.argv[1]); r=c.execute('select status, log from games where id=?',(int(sys.argv[2]),)).fetchone(); print(r[0], len(json.loads(r[1])), c.execute('pragma integrity_check').fetchone()[0])" $D/dokodesk.sqlite3 $GAME; }
echo "database while full: $(q)"
if [ "$1" = kill ]; then
  kill -9 $APP; wait $APP 2>/dev/null; rm $D/filler
  echo "killed while full; journal files: $(ls $D | grep -c journal)"
  $PY $HERE/app_player.py $D restart >> $W/app.out 2>>$W/app.err
  echo "after the next launch: $(q)"
else
  rm $D/filler; sleep 5
  echo "space back 5 s ago: $(q)"
  kill -9 $APP; wait $APP 2>/dev/null
fi
echo "stderr: $(wc -l < $W/app.err) lines, tracebacks: $(grep -c Traceback $W/app.err)"
umount $D
