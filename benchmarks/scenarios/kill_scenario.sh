#!/bin/bash
# The window plays, the CLI runs alongside (sets, stars, import, sqlite3 .backup), then kill -9.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
MAIN=${MAIN:-$(cd "$HERE/../.." && pwd)}
D=$(mktemp -d /tmp/byhand-XXXX); export DOKODESK_DATA_DIR=$D QT_QPA_PLATFORM=offscreen
cd $MAIN
PY=$MAIN/.venv/bin/python
$PY -m dokodesk generate --deals 3 --seed extra --id extra-set -o $D/extra.json >/dev/null 2>&1
$PY $HERE/app_player.py $D > $D/app.out 2>$D/app.err &
APP=$!
for t in $(seq 1 600); do grep -q "^game" $D/app.out 2>/dev/null && break; sleep 0.1; done
# the CLI alongside until the app has saved $1 times
i=0
while [ $(grep -c "^saved" $D/app.out) -lt $1 ]; do
  i=$((i+1))
  case $((i % 4)) in
    0) $PY -m dokodesk sets >/dev/null 2>&1 ;;
    1) $PY -m dokodesk stars >/dev/null 2>&1 ;;
    2) $PY -m dokodesk import $D/extra.json >/dev/null 2>&1 ;;
    3) [ -f $D/dokodesk.sqlite3 ] && sqlite3 $D/dokodesk.sqlite3 ".backup $D/backup.sqlite3" 2>/dev/null ;;
  esac
  kill -0 $APP 2>/dev/null || { echo "app ended early"; cat $D/app.err | tail -5; break; }
done
kill -9 $APP; wait $APP 2>/dev/null
GAME=$(awk '/^game/{print $2}' $D/app.out); LAST=$(awk '/^saved/{n=$2} END{print n}' $D/app.out)
DB=$(ls $D/*.sqlite3 | grep -v backup | head -1)
STORED=$($PY -c "import sqlite3,json,sys; c=sqlite3.connect(sys.argv[1]); print(len(json.loads(c.execute('select log from games where id=?',(int(sys.argv[2]),)).fetchone()[0])), c.execute('pragma integrity_check').fetchone()[0])" $DB $GAME)
echo "cli runs alongside: $i; app said saved up to $LAST events; after kill -9 the database holds: $STORED; stderr lines: $(wc -l < $D/app.err)"
ls $D
