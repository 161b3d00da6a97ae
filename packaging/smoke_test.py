"""Smoke test of the frozen program: build the bundle (``packaging/build.py``), then run
it offscreen as a user's machine would:

1. ``SanJuan --version`` prints ``sanjuan <version of pyproject.toml>``;
2. ``SanJuan check`` loads every resource (art, rules, translations), Qt's German
   translation, the SVG plugins and every module of the game (``ui/cli/self_check.py``);
3. ``SanJuan play --players 3 --spectate --exit-when-over`` plays a whole game and prints
   its result as JSON;
4. ``SanJuan serve`` on 127.0.0.1 (a free port) serves a game that ``SanJuan net new``
   creates and ``SanJuan net play`` plays to its end (network play, issue 21);
4b. the window hosts a network game on 127.0.0.1 (``host_probe.py``, run with
   ``SANJUAN_HOST_PROBE``): Game ▸ Host starts the frozen program as its server, a
   headless guest joins with the lobby's invite, the window plays its seat to the end;
5. the game-over chart (pyqtgraph, NumPy; the bundle leaves out Qt's OpenGL bindings)
   draws: the program, run with ``SANJUAN_CHART_PROBE`` (``chart_probe.py``), saves the
   chart as a PNG, in which both players' line colours must cover a few hundred pixels;
6. the sound plays (``sound_probe.py``, run with ``SANJUAN_SOUND_PROBE``): miniaudio's
   null device plays every effect of the resources, and the default device opens or
   fails soft (one log line);

and nothing prints "Traceback", "ModuleNotFoundError" or "could not load". On Linux it
also validates the desktop entry and AppStream metainfo where ``desktop-file-validate``
and ``appstreamcli`` are installed (it says so where they are not).

    python packaging/smoke_test.py [--no-build]

Exit status 0 when passed or skipped (it skips, saying why, on a Linux machine that
lacks the system libraries Qt needs), 1 when a check failed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from app_info import APP_ID, NAME  # noqa: E402

from sanjuan.version import pyproject_version  # noqa: E402


def _load_build() -> types.ModuleType:  # packaging/build.py, not taken for PyPA's "build" package
    spec = importlib.util.spec_from_file_location("sanjuan_build", HERE / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()
DIST = build.DIST

FORBIDDEN = ("Traceback", "ModuleNotFoundError", "could not load")
#: What the offscreen runs load: the program, Qt's core libraries and their bindings,
#: the offscreen platform (not xcb/wayland, which a headless machine may lack).
ESSENTIAL = re.compile(r"(^SanJuan$|/(Qt|lib)?(Qt6)?(Core|Gui|Widgets|Svg|OpenGL|OpenGLWidgets|"
                       r"DBus)(\.abi3)?\.so|/libqoffscreen\.so$|^_internal/lib[^/]*\.so)")
TIMEOUT = 300  # s per run of the program: a whole game at pace 0 takes a few seconds


class SmokeError(Exception):
    """A check of the frozen program failed; the message says which and shows output."""


def program() -> Path:
    """The frozen executable in dist/ for this platform."""
    if sys.platform == "darwin":
        return DIST / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return DIST / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def missing_system_libraries() -> list[str]:
    """Linux: system libraries that Qt's core, the offscreen platform plugin or the
    program need but this machine lacks (empty elsewhere, or if none are missing)."""
    if not sys.platform.startswith("linux"):
        return []
    return sorted(build.missing_libraries(DIST / NAME, ESSENTIAL))


def run(args: list[str], env: dict[str, str], label: str = "") -> str:
    """Run the frozen program with ``args``; returns stdout. Raises SmokeError if it
    fails, times out or prints a FORBIDDEN word. ``label`` names the run in what is
    printed (default: the arguments)."""
    cmd = [str(program()), *args]
    label = label or " ".join(args)
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True,
                              encoding="utf-8", errors="replace", timeout=TIMEOUT)
    except subprocess.TimeoutExpired as exc:
        raise SmokeError(f"{label}: no exit within {TIMEOUT} s") from exc
    output = proc.stdout + proc.stderr
    shown = f"\n--- output ---\n{output[-3000:]}"
    if proc.returncode != 0:
        raise SmokeError(f"{label}: exit status {proc.returncode}{shown}")
    bad = [w for w in FORBIDDEN if w in output]
    if bad:
        raise SmokeError(f"{label}: printed {', '.join(bad)}{shown}")
    print(f"  ok   SanJuan {label}  ({time.monotonic() - start:.1f} s)", flush=True)
    return proc.stdout


def check_version(env: dict[str, str]) -> None:
    """``--version`` shows pyproject.toml's version."""
    expected = f"sanjuan {pyproject_version(ROOT / 'pyproject.toml')}"
    shown = run(["--version"], env).strip()
    if shown != expected:
        raise SmokeError(f"--version printed {shown!r}, expected {expected!r}")


def check_resources(env: dict[str, str]) -> None:
    """``check`` passes every check (its failures are named in the error)."""
    out = run(["check", "--quiet"], env)
    if not re.search(r"(\d+) of \1 checks passed", out):
        raise SmokeError(f"check did not pass:\n{out}")
    print("       " + out.strip().replace("\n", "\n       "))


def check_core(env: dict[str, str]) -> None:
    """The bundle carries the compiled play-out core and uses it (packaging/core_probe.py:
    it loads, passes its self-check and plays out as the Python engine does)."""
    out = run([], {**env, "SANJUAN_CORE_PROBE": "1"}, "(SANJUAN_CORE_PROBE: play-out core)")
    print("       " + out.strip().splitlines()[-1])


def check_game(env: dict[str, str]) -> None:
    """A spectated 3-player game runs to its end and prints the result as JSON."""
    out = run(["play", "--players", "3", "--spectate", "--exit-when-over", "--seed", "7"], env)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if not lines:
        raise SmokeError(f"play printed no JSON result:\n{out}")
    result = json.loads(lines[-1])
    if result.get("players") != 3 or len(result.get("seats", [])) != 3 or not result["winners"]:
        raise SmokeError(f"play printed an unfinished game: {lines[-1]}")
    print(f"       game over after {result['rounds']} rounds, winners {result['winners']}")


def check_network(env: dict[str, str], tmp: str) -> None:
    """The frozen server on 127.0.0.1 (only) serves a game that the frozen headless
    client creates and plays to its end, against a Hard computer seat that the server's
    thinking pool plays (worker processes of the frozen program); the server logs no
    error and does not fall back to thinking in threads."""
    server = subprocess.Popen([str(program()), "serve", "--host", "127.0.0.1", "--port", "0",
                               "--data", str(Path(tmp) / "server")], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()  # type: ignore[union-attr]
        if not line.startswith("listening on ws://127.0.0.1:"):
            raise SmokeError(f"serve printed {line!r}; {server.stderr.read()[-2000:]}")  # type: ignore[union-attr]
        url = line.split()[2]
        print(f"  ok   SanJuan serve  ({url})", flush=True)
        # (no --seed: the server alone draws the deal, issue 37)
        created = json.loads(run(["net", "new", url, "--players", "2", "--computer", "hard",
                                  "--json"], env))
        code = created["invites"][0]["code"]
        result = json.loads(run(["net", "play", url, code, "--ai", "easy", "--json"],
                                env).splitlines()[-1])
        if not isinstance(result.get("seed"), int) or len(result.get("seats", [])) != 2:
            raise SmokeError(f"net play printed {result}")
        print(f"       network game against Hard over after {result['rounds']} rounds")
    finally:
        server.terminate()
        try:
            _, err = server.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            _, err = server.communicate()
    bad = [w for w in (*FORBIDDEN, "ERROR", "think in threads") if w in err]
    if bad:
        raise SmokeError(f"serve logged {', '.join(bad)}:\n{err[-3000:]}")


def check_hosting(env: dict[str, str], tmp: str) -> None:
    """The window hosts a network game in the bundle (``host_probe.py``): Game ▸ Host
    starts the frozen program as ``serve`` on 127.0.0.1, a headless guest takes the
    network seat, the window plays its seat to the end, the game lands in the history,
    and closing the window stops the server."""
    out = run([], {**env, "SANJUAN_HOST_PROBE": str(Path(tmp) / "host")},
              "(SANJUAN_HOST_PROBE: Game > Host a network game)")
    done = [line for line in out.splitlines() if line.startswith("host probe: ok")]
    if not done:
        raise SmokeError(f"the host probe did not finish:\n{out[-3000:]}")
    for line in out.splitlines():
        if line.startswith("host probe: LAN"):
            print(f"       {line.removeprefix('host probe: ')}")
    print(f"       {done[0].removeprefix('host probe: ok: ')}")


#: The line colours of the probe's two players (ui/dialogs/game_over.py SEAT_COLOURS).
CHART_COLOURS = ((0xC1, 0x50, 0x2E), (0x1F, 0x7A, 0x8C))
#: Pixels of each colour a drawn line covers at least (a 600×470 chart: ~1,700 each).
CHART_MIN_PIXELS = 300


def colour_counts(png: Path) -> list[int]:
    """How many pixels of ``png`` have each of CHART_COLOURS (exactly). Reads the PNG with
    the standard library: 8-bit RGB or RGBA, not interlaced (what Qt writes)."""
    import struct
    import zlib

    data = png.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SmokeError(f"{png.name} is not a PNG")
    pos, idat, header = 8, b"", b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or colour_type not in (2, 6) or interlace:
        raise SmokeError(f"{png.name}: unexpected PNG format ({depth} bit, type {colour_type})")
    bpp = 3 if colour_type == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    prev = bytearray(stride)
    counts = [0] * len(CHART_COLOURS)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):  # undo the PNG filter of this row
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, bpp):
            pixel = tuple(line[x:x + 3])
            for k, colour in enumerate(CHART_COLOURS):
                if pixel == colour:
                    counts[k] += 1
        prev = line
    return counts


def check_chart(env: dict[str, str], tmp: str) -> None:
    """The game-over chart draws in the bundle: both players' lines are in the PNG."""
    png = Path(tmp) / "chart.png"
    run([], {**env, "SANJUAN_CHART_PROBE": str(png)}, "(SANJUAN_CHART_PROBE: game-over chart)")
    if not png.exists():
        raise SmokeError("the chart probe wrote no PNG")
    counts = colour_counts(png)
    if min(counts) < CHART_MIN_PIXELS:
        raise SmokeError(f"the chart lacks a player's line: colour pixels {counts}")
    print(f"       game-over chart drawn: {counts[0]} and {counts[1]} pixels of the two "
          f"players' line colours")


def check_sound(env: dict[str, str]) -> None:
    """The sound plays in the bundle (miniaudio and cffi are there, the effects too)."""
    out = run([], {**env, "SANJUAN_SOUND_PROBE": "1"}, "(SANJUAN_SOUND_PROBE: sound)")
    if "the null device played" not in out:
        raise SmokeError(f"the sound probe did not play:\n{out}")
    print("       " + out.strip())


def validate_desktop_files() -> None:
    """Validate the desktop entry and metainfo with the distribution's tools, where
    installed; raises SmokeError on a validation error."""
    share = DIST / NAME / "share"
    for tool, path in (("desktop-file-validate", share / "applications" / f"{APP_ID}.desktop"),
                       ("appstreamcli", share / "metainfo" / f"{APP_ID}.metainfo.xml")):
        if shutil.which(tool) is None:
            print(f"  skip {tool} is not installed: {path.name} not validated")
            continue
        cmd = [tool, str(path)] if tool != "appstreamcli" else [
            tool, "validate", "--no-net", "--explain", str(path)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise SmokeError(f"{tool} rejects {path.name}:\n{proc.stdout}{proc.stderr}")
        print(f"  ok   {tool} {path.name}")


def main(argv: list[str] | None = None) -> int:
    """Build and smoke-test; returns the exit status (0 passed or skipped, 1 failed)."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-build", action="store_true", help="test the bundle already in dist/")
    args = ap.parse_args(argv)
    start = time.monotonic()
    if not args.no_build:
        build.main([])
    if not program().exists():
        print(f"smoke test: FAILED: {program()} is missing")
        return 1
    missing = missing_system_libraries()
    if missing:
        print("smoke test: SKIPPED: this machine lacks system libraries the bundle needs: "
              + ", ".join(missing))
        return 0
    with tempfile.TemporaryDirectory(prefix="sanjuan-smoke-") as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SANJUAN_DATA_DIR=tmp,
                   XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, LANG="C.UTF-8")
        try:
            print(f"smoke test of {program().relative_to(ROOT)}:")
            check_version(env)
            check_resources(env)
            check_core(env)
            check_game(env)
            check_network(env, tmp)
            check_hosting(env, tmp)
            check_chart(env, tmp)
            check_sound(env)
            if sys.platform.startswith("linux"):
                validate_desktop_files()
        except SmokeError as exc:
            print(f"smoke test: FAILED: {exc}")
            return 1
    built = "build included" if not args.no_build else "no build"
    print(f"smoke test: passed in {time.monotonic() - start:.0f} s ({built})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
