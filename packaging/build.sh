#!/usr/bin/env bash
# Build the standalone one-folder bundle dist/dokodesk/ with PyInstaller (packaging/dokodesk.spec)
# and put the desktop integration files beside it:
#
#   dist/dokodesk/dokodesk                                   the program (+ _internal/)
#   dist/dokodesk/share/applications/io.github.dokodesk.Dokodesk.desktop
#   dist/dokodesk/share/metainfo/io.github.dokodesk.Dokodesk.metainfo.xml
#   dist/dokodesk/share/icons/hicolor/{16x16,…,256x256,scalable}/apps/io.github.dokodesk.Dokodesk.*
#
# PyInstaller is a build-only dependency: installed into .venv here when missing, never a
# runtime requirement. Prints the bundle's size and the build time. Check the result with
#   dist/dokodesk/dokodesk --self-test
set -euo pipefail
cd "$(dirname "$0")/.."

PY=.venv/bin/python
APP_ID=io.github.dokodesk.Dokodesk
if [ ! -x "$PY" ]; then
    echo "build: no .venv; run scripts/setup.sh first" >&2
    exit 1
fi
# The spec relies on PyInstaller 6 (the one-folder layout with _internal/, its Qt hooks).
if ! "$PY" -c "import sys, PyInstaller; sys.exit(PyInstaller.__version__.split('.')[0] != '6')" 2>/dev/null; then
    echo "build: installing pyinstaller 6 into .venv (build-only dependency)" >&2
    .venv/bin/pip install -q "pyinstaller>=6.0,<7"
fi

# Never bundle a Qt binding that is known to crash the app (packaging/dokodesk.spec says why).
pyside=$("$PY" -c "import PySide6; print(PySide6.__version__)")
if [ "$pyside" = "6.12.0" ]; then
    echo "build: PySide6 $pyside leaks a reference to None per QPainter.drawPixmap and crashes long" \
         "sessions; install another release: .venv/bin/pip install 'PySide6-Essentials!=6.12.0'" >&2
    exit 1
fi

start=$(date +%s.%N)
# The compiled modules (setup.py: the rules kernel, the expert's search), built from the sources
# as they are now; Cython is a build-only dependency like PyInstaller. Without a C compiler the
# bundle still works, on the interpreted kernel (said here).
if ! "$PY" -c "import Cython" 2>/dev/null; then
    echo "build: installing Cython into .venv (build-only dependency)" >&2
    .venv/bin/pip install -q "Cython>=3.0"
fi
"$PY" setup.py -q build_ext --inplace
kernel=$("$PY" -c "from dokodesk._native import kernel_kind; print(kernel_kind())")
echo "build: the bundle's rules kernel is $kernel" >&2
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/dokodesk.spec

share=dist/dokodesk/share
install -D -m 644 "packaging/$APP_ID.desktop" "$share/applications/$APP_ID.desktop"
install -D -m 644 "packaging/$APP_ID.metainfo.xml" "$share/metainfo/$APP_ID.metainfo.xml"
install -D -m 644 "resources/icons/$APP_ID.svg" "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
for png in resources/icons/hicolor/*/apps/"$APP_ID".png; do
    size_dir=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$share/icons/hicolor/$size_dir/apps/$APP_ID.png"
done
end=$(date +%s.%N)
# The bundle checks itself (Qt, card art, painting without leaks, demo set, a bot game).
QT_QPA_PLATFORM=offscreen dist/dokodesk/dokodesk --self-test

[ -f resources/demo/dodge-demo.json.gz ] || \
    echo "build: warning: resources/demo/dodge-demo.json.gz is missing; the bundle has no demo set" >&2
echo "build: dist/dokodesk  $(du -sh dist/dokodesk | cut -f1)  ($(find dist/dokodesk -type f | wc -l) files)" \
    "built in $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.0f", b - a }') s"
