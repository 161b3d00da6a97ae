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
missing; 3 when it did not finish in time.

Whatever happens — a timeout, Ctrl+C, SIGTERM, an error — nothing it started outlives
it (:class:`ProcessTree`): this process adopts every orphaned descendant (Linux's
child subreaper: speech-dispatcher, which Orca starts and which detaches itself, and
the D-Bus session's services included) and ends them all, politely first. Its waits
are scaled by the machine's load (:func:`load_factor`): at a load of 14 on 2 cores the
first version timed out and left Xvfb, Orca and speech-dispatcher running.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import ctypes
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
#: prctl(2)'s option that makes orphaned descendants this process's children.
PR_SET_CHILD_SUBREAPER = 36
#: Seconds a process gets to end after SIGTERM before SIGKILL.
GRACE_SECONDS = 3.0
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
SCALE = float(sys.argv[2])  # the machine's load: every step waits as much longer
QTimer.singleShot(int(6000 * SCALE), lambda: win.start_game(Options(2, "classic", False, 12),
                                               [Seat("Ann"), Seat("Rosa", "easy")]))
K = Qt.Key
def press(key):
    QTest.keyClick(QApplication.focusWidget() or win.table, key)
    w = QApplication.focusWidget()
    print("KEY", key.name, "focus:", w.objectName() if w else None, flush=True)
plan = [(10, K.Key_Right), (12, K.Key_Right), (14, K.Key_Space), (16, K.Key_Escape),
        (18, K.Key_Space), (20, K.Key_Return), (26, K.Key_2), (32, K.Key_Up), (34, K.Key_Up)]
for t, key in plan:
    QTimer.singleShot(int(t * 1000 * SCALE), lambda key=key: press(key))
QTimer.singleShot(int(float(sys.argv[1]) * 1000), app.quit)
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


# -- nothing outlives the check ------------------------------------------------------

def load_factor() -> float:
    """How much longer every wait should be on this machine now: the 1-minute load per
    core, at least 1 (1 where the load cannot be read)."""
    try:
        return max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))
    except OSError:
        return 1.0


def become_subreaper() -> bool:
    """Make this process adopt its orphaned descendants (Linux ``prctl``), so that a
    process that detaches itself (a daemon's double fork) can still be found and ended;
    False where that is not available."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _parents() -> dict[int, int]:
    """pid → parent pid of every living (not zombie) process, from ``/proc``."""
    out = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue  # it ended meanwhile
        fields = stat[stat.rindex(")") + 2:].split()  # after "pid (name) "
        if fields[0] != "Z":
            out[int(entry)] = int(fields[1])
    return out


def descendants(pid: int) -> list[int]:
    """The living descendants of ``pid`` (children first)."""
    parents = _parents()
    found, frontier = [], [pid]
    while frontier:
        kids = [p for p, pp in parents.items() if pp in frontier and p not in found]
        found += kids
        frontier = kids
    return found


def _reap() -> None:
    """Collect the exit status of every child that ended (adopted ones included)."""
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass


def end_descendants(pid: int | None = None, grace: float = GRACE_SECONDS) -> list[int]:
    """End every descendant of ``pid`` (default: this process): SIGTERM, up to
    ``grace`` seconds to go, then SIGKILL; reaps them. Returns the pids that were
    ended. Never raises for a process that is gone already."""
    me = os.getpid() if pid is None else pid
    ended: list[int] = []
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5.0)):
        alive = descendants(me)
        for p in alive:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(p, sig)
        ended += [p for p in alive if p not in ended]
        deadline = time.monotonic() + wait
        while alive and time.monotonic() < deadline:
            _reap()
            time.sleep(0.05)
            alive = descendants(me)
        if not alive:
            break
    _reap()
    return ended


class ProcessTree:
    """A ``with`` block after which no process started inside it is left: this process
    becomes a subreaper (:func:`become_subreaper`), SIGTERM and SIGHUP end the block
    like an error does, and on the way out — normal, error, Ctrl+C, timeout, or at exit
    — :func:`end_descendants` ends every descendant."""

    def __init__(self, grace: float = GRACE_SECONDS) -> None:
        self.grace = grace
        self.ended: list[int] = []
        self._old: dict[int, object] = {}

    def __enter__(self) -> ProcessTree:
        become_subreaper()
        atexit.register(self.close)
        for sig in (signal.SIGTERM, signal.SIGHUP):
            self._old[sig] = signal.signal(sig, self._signalled)
        return self

    @staticmethod
    def _signalled(signum: int, _frame: FrameType | None) -> None:
        raise SystemExit(128 + signum)

    def close(self) -> None:
        """End every descendant (again: at exit too)."""
        self.ended += end_descendants(grace=self.grace)

    def __exit__(self, *_exc: object) -> None:
        try:
            self.close()
        finally:
            for sig, old in self._old.items():
                signal.signal(sig, old)  # type: ignore[arg-type]
            atexit.unregister(self.close)


def run_bounded(argv: Sequence[str], timeout: float) -> int | None:
    """Run ``argv`` for at most ``timeout`` seconds; its exit status, or None when it
    ran out of time (it and everything it started are then ended: use it inside a
    :class:`ProcessTree`)."""
    proc = subprocess.Popen(list(argv))
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        end_descendants()
        return None


@contextlib.contextmanager
def _started(procs: list[subprocess.Popen[bytes]]) -> Iterator[None]:
    """End ``procs`` (last first) however the block ends."""
    try:
        yield
    finally:
        for p in reversed(procs):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(timeout=GRACE_SECONDS)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()


# -- the check ---------------------------------------------------------------------------

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


def inside(seconds: float, orca: bool, scale: float) -> int:
    """Run the display, the bus, (Orca,) the window and the client; print what they saw.
    ``scale``: every wait is that much longer (the machine's load)."""
    tmp = Path(tempfile.mkdtemp(prefix="sanjuan-atspi-"))
    display = f":{90 + os.getpid() % 9}"
    procs: list[subprocess.Popen[bytes]] = []
    with _started(procs):
        procs.append(subprocess.Popen(["Xvfb", display, "-screen", "0", "1400x900x24"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        env = dict(os.environ, DISPLAY=display, HOME=str(tmp))
        time.sleep(1 * scale)
        procs.append(subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(1 * scale)
        orca_log = tmp / "orca.out"
        if orca:
            procs.append(subprocess.Popen(["orca", "--debug-file", str(orca_log)], env=env,
                                          stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL))
            time.sleep(4 * scale)
        app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                       SANJUAN_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
        total = seconds * scale
        window = subprocess.Popen([sys.executable, "-c", APP, str(total), str(scale)],
                                  env=app_env, cwd=ROOT, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)
        procs.append(window)  # type: ignore[arg-type]
        try:
            client = subprocess.run(
                [SYSTEM_PYTHON, "-c", CLIENT, str(total - 12 * scale), str(8 * scale)],
                env=env, capture_output=True, text=True, check=False, timeout=total + 30)
            client_out, client_err, client_rc = client.stdout, client.stderr, client.returncode
        except subprocess.TimeoutExpired as exc:
            client_out, client_err, client_rc = str(exc.stdout or ""), "timed out", 1
        try:
            out, _ = window.communicate(timeout=30 * scale)
        except subprocess.TimeoutExpired:
            window.kill()
            out, _ = window.communicate()
            out += "the window did not quit in time\n"
    print(out, end="")
    print(client_out, end="")
    if client_rc:
        print("client:", client_err[-500:])
    if orca and orca_log.exists():
        for line in orca_log.read_text(errors="replace").splitlines():
            if "SPEECH OUTPUT" in line:
                print("ORCA", line.split("SPEECH OUTPUT:", 1)[1].split("{")[0].strip())
    ok = "NODE check box" in client.stdout and \
        "EVENT object:state-changed:showing notification" in client.stdout
    print("tree and announcements seen" if ok else "MISSING: table things or announcements")
    return 0 if ok else 1


def bound_seconds(seconds: float, orca: bool, scale: float) -> float:
    """How long the whole check may take before it is given up (``scale``: the load)."""
    return (seconds + 60 + (10 if orca else 0)) * scale


def main() -> int:
    """Check the prerequisites, then run :func:`inside` in a private D-Bus session."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--orca", action="store_true", help="run Orca too, print its speech")
    p.add_argument("--seconds", type=float, default=40.0)
    p.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--scale", type=float, default=0.0, help=argparse.SUPPRESS)
    args = p.parse_args()
    scale = args.scale or load_factor()
    if args.inside:
        return inside(args.seconds, args.orca, scale)
    lack = missing() + (["orca"] if args.orca and not shutil.which("orca") else [])
    if lack:
        print("missing:", ", ".join(lack), "(see this script's doc for the packages)")
        return 2
    argv = [sys.executable, __file__, "--inside", "--seconds", str(args.seconds),
            "--scale", str(scale), *(["--orca"] if args.orca else [])]
    bound = bound_seconds(args.seconds, args.orca, scale)
    with ProcessTree() as tree:
        rc = run_bounded(["dbus-run-session", "--", *argv], bound)
    if tree.ended:
        print(f"ended {len(tree.ended)} processes left running")
    if rc is None:
        print(f"timed out after {bound:.0f} s (load factor {scale:.1f}); everything it "
              "started was ended")
        return 3
    return rc


if __name__ == "__main__":
    sys.exit(main())
