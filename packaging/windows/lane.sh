#!/usr/bin/env bash
# The Windows lane of .ci/run: installs what it needs (Debian's wine, wine64, nsis,
# osslsigncode and, for the play-out core's DLL, gcc-mingw-w64-x86-64) and runs
# packaging/windows/lane.py with this checkout's environment.
# If Wine cannot be installed at all (no package registry), says loudly what was not
# checked and exits 0; any other failure exits 1.
set -uo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}

need=()
command -v wine >/dev/null 2>&1 || need+=(wine wine64)
command -v makensis >/dev/null 2>&1 || need+=(nsis)
command -v osslsigncode >/dev/null 2>&1 || need+=(osslsigncode)
# the compiled play-out core's DLL, cross-compiled (tools/build_core.py --windows)
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need+=(gcc-mingw-w64-x86-64)
if [ ${#need[@]} -gt 0 ]; then
    echo "windows-lane: installing ${need[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    if ! { $sudo apt-get update -qq &&
           DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
               "${need[@]}"; } >/tmp/sanjuan-windows-lane-apt.log 2>&1; then
        echo "windows-lane: ******** NOT CHECKED: the game on Windows (sanjuan check, seeded games," \
             "network game, tests, screenshot, bundle and installer): ${need[*]} could not be" \
             "installed (see /tmp/sanjuan-windows-lane-apt.log) ********"
        exit 0
    fi
fi
exec nice -n 5 "$PY" packaging/windows/lane.py "$@"
