"""What a Linux screen reader gets from the window: the AT-SPI tree, events and Orca's speech.

    .venv/bin/python tools/atspi_check.py [--orca] [--seconds 40]

Starts a private D-Bus session with the accessibility bus and an Xvfb display, runs the
main window (xcb platform, ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``) with a 2-player game
against an easy computer and plays a few keys on the table (Right, Right, Space, Esc,
Space, Enter, then the digit 2 for the Producer and Up, Up), while an AT-SPI client (the
system ``python3`` with ``pyatspi``, what Orca uses) walks the window's tree and records
the focus and checked-state events and the announcements (``ui.table.announce``: over
AT-SPI a hidden notification becoming showing; ``object:announcement`` events are listed
too, none are expected). With ``--orca`` Orca itself runs too and its debug log's
"SPEECH OUTPUT" lines (what it would say) are printed, each announcement as
"notification <text>".

Needs (Debian): ``xvfb dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0`` and the
xcb libraries of Qt (``libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0
libxcb-render-util0 libxkbcommon-x11-0``), ``orca`` for ``--orca``. A manual check, not
a test: CI machines have none of these. Exit status 0 when the tree held the table's
things and the client saw an announcement's notification; 2 when something needed is
missing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"

APP = r'''
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.settings import Settings
from ui.table.announce import announcer
from ui.window.main_window import MainWindow

app = make_app()
settings = Settings(QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"),
                              QSettings.Format.IniFormat))
settings.set_pace_ms(500)
settings.set_skip_forced(False)
win = MainWindow(settings)
win.resize(1280, 800)
win.show()
win.activateWindow()
announcer().announced.connect(lambda t: print("ANNOUNCED:", t, flush=True))
QTimer.singleShot(6000, lambda: win.start_game(Options(2, "classic", False, 12),
                                               [Seat("Ann"), Seat("Rosa", "easy")]))
K = Qt.Key
def press(key):
    QTest.keyClick(QApplication.focusWidget() or win.table, key)
    w = QApplication.focusWidget()
    print("KEY", key.name, "focus:", w.objectName() if w else None, flush=True)
plan = [(10, K.Key_Right), (12, K.Key_Right), (14, K.Key_Space), (16, K.Key_Escape),
        (18, K.Key_Space), (20, K.Key_Return), (26, K.Key_2), (32, K.Key_Up), (34, K.Key_Up)]
for t, key in plan:
    QTimer.singleShot(t * 1000, lambda key=key: press(key))
QTimer.singleShot(float(sys.argv[1]) * 1000, app.quit)
app.exec()
win.model.cancel()
'''

CLIENT = r'''
import sys, threading, time
import pyatspi

def walk(node, depth=0, out=None):
    out = [] if out is None else out
    try:
        out.append((depth, node.getRoleName(), node.name, node.description,
                    [pyatspi.stateToString(s) for s in node.getState().getStates()]))
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None and depth < 30:
                walk(child, depth + 1, out)
    except Exception:
        pass
    return out

app = None
for _ in range(60):
    desk = pyatspi.Registry.getDesktop(0)
    app = next((a for a in desk if a is not None and a.name == "San Juan"), None)
    if app is not None:
        break
    time.sleep(0.25)
if app is None:
    sys.exit("the window is not on the accessibility bus")
time.sleep(float(sys.argv[2]))
for depth, role, name, desc, states in walk(app):
    if role in ("push button", "check box", "panel", "label", "list", "page tab"):
        print("NODE", role, "|", name, "|", desc[:100], "|", ",".join(states))
events = []
def on_event(e):
    role = e.source.getRoleName() if e.source else ""
    if e.type.startswith("object:state-changed:showing") and role != "notification":
        return
    events.append((e.type, role, e.source.name if e.source else "", str(e.any_data)[:120]))
for kind in ("object:announcement", "object:state-changed:focused",
             "object:state-changed:checked", "object:state-changed:showing"):
    pyatspi.Registry.registerEventListener(on_event, kind)
def stop():
    time.sleep(float(sys.argv[1]))
    pyatspi.Registry.stop()
threading.Thread(target=stop, daemon=True).start()
pyatspi.Registry.start()
for e in events:
    print("EVENT", *e)
'''


def missing() -> list[str]:
    """What this check needs and this machine lacks."""
    need = {"Xvfb": shutil.which("Xvfb"), "dbus-run-session": shutil.which("dbus-run-session"),
            BUS_LAUNCHER: os.path.exists(BUS_LAUNCHER) or None}
    lack = [name for name, found in need.items() if not found]
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False) if os.path.exists(SYSTEM_PYTHON) else None
    if probe is None or probe.returncode != 0:
        lack.append("python3-pyatspi")
    return lack


def inside(seconds: float, orca: bool) -> int:
    """Run the display, the bus, (Orca,) the window and the client; print what they saw."""
    tmp = Path(tempfile.mkdtemp(prefix="sanjuan-atspi-"))
    display = f":{90 + os.getpid() % 9}"
    procs = [subprocess.Popen(["Xvfb", display, "-screen", "0", "1400x900x24"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    env = dict(os.environ, DISPLAY=display, HOME=str(tmp))
    time.sleep(1)
    procs.append(subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    time.sleep(1)
    orca_log = tmp / "orca.out"
    if orca:
        procs.append(subprocess.Popen(["orca", "--debug-file", str(orca_log)], env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(4)
    app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   SANJUAN_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
    window = subprocess.Popen([sys.executable, "-c", APP, str(seconds)], env=app_env,
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True)
    client = subprocess.run([SYSTEM_PYTHON, "-c", CLIENT, str(seconds - 12), "8"], env=env,
                            capture_output=True, text=True, check=False)
    out, _ = window.communicate(timeout=seconds + 30)
    for p in reversed(procs):
        p.terminate()
        p.wait(timeout=10)
    print(out, end="")
    print(client.stdout, end="")
    if client.returncode:
        print("client:", client.stderr[-500:])
    if orca and orca_log.exists():
        for line in orca_log.read_text(errors="replace").splitlines():
            if "SPEECH OUTPUT" in line:
                print("ORCA", line.split("SPEECH OUTPUT:", 1)[1].split("{")[0].strip())
    ok = "NODE check box" in client.stdout and \
        "EVENT object:state-changed:showing notification" in client.stdout
    print("tree and announcements seen" if ok else "MISSING: table things or announcements")
    return 0 if ok else 1


def main() -> int:
    """Check the prerequisites, then run :func:`inside` in a private D-Bus session."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--orca", action="store_true", help="run Orca too, print its speech")
    p.add_argument("--seconds", type=float, default=40.0)
    p.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.inside:
        return inside(args.seconds, args.orca)
    lack = missing() + (["orca"] if args.orca and not shutil.which("orca") else [])
    if lack:
        print("missing:", ", ".join(lack), "(see this script's doc for the packages)")
        return 2
    argv = [sys.executable, __file__, "--inside", "--seconds", str(args.seconds)]
    return subprocess.run(["dbus-run-session", "--", *argv + (["--orca"] if args.orca else [])],
                          check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
