#!/usr/bin/env bash
# Set up dokodesk for development on Debian/Ubuntu (or any machine with Python >= 3.11):
# the system libraries Qt needs (when apt-get is there and we may use it), a virtual
# environment in .venv, and the package with its test extras. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
# Qt's shared libraries (offscreen and X11), what a fresh Debian lacks for a venv, and the
# validators the packaging tests run on the desktop entry and the AppStream file; a C compiler and
# Python's headers to compile the rules kernel (setup.py; without them the kernel runs interpreted).
DEBIAN_PACKAGES="python3-venv gcc python3-dev libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3
libglib2.0-0 libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1
fonts-dejavu-core desktop-file-utils appstream"

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
    missing=()
    for p in $DEBIAN_PACKAGES; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        echo "setup: installing Debian packages: ${missing[*]}" >&2
        # Another apt or unattended-upgrades may hold the dpkg or lists lock for a while: wait
        # for it (up to 10 minutes) instead of failing. DPkg::Lock::Timeout covers the dpkg
        # lock; the lists lock of `update` is retried here.
        for attempt in $(seq 60); do
            err=$($sudo apt-get -o DPkg::Lock::Timeout=600 update -qq 2>&1) && break
            if ! grep -qi "lock" <<<"$err" || [ "$attempt" -eq 60 ]; then echo "$err" >&2; exit 1; fi
            echo "setup: apt is busy (lock held by another process); waiting..." >&2
            sleep 10
        done
        DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
            "${missing[@]}" >/dev/null
    fi
fi

if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
# cluster: Dask for `simulate --cluster`, so that its tests run here and in CI
.venv/bin/python -m pip install -q -e '.[test,cluster]'
echo "setup: ready (.venv)" >&2
