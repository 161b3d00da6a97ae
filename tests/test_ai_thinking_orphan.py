"""Issue 22, "Nothing lost": when the program is killed, its thinking process
(sanjuan.ai.thinking) and multiprocessing's resource tracker end too instead of staying
behind, orphaned. A real parent process is started, killed with SIGKILL, and its
children are watched through /proc until they are gone."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

PROC = Path("/proc")
ROOT = Path(__file__).resolve().parents[1]

pytestmark = [
    pytest.mark.skipif(not (PROC / "self" / "stat").exists(),
                       reason="needs /proc to find the worker and its resource tracker"),
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
    pytest.mark.skipif((os.cpu_count() or 1) < 2,
                       reason="one CPU core: players think in-process, no worker to watch"),
]

#: The parent: starts the thinking process, prints its pid, optionally keeps it busy
#: with a long Expert search, says "ready" and waits to be killed.
PARENT = """
import random, sys, threading, time
from sanjuan.ai.thinking import ThinkingService
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

if __name__ == "__main__":
    tp = ThinkingService(1)
    print(tp.pid(), flush=True)
    if sys.argv[1] == "busy":
        g = Game(Options(2, "2018", False, 3))
        rng = random.Random(3)
        while g.state.decision.kind is not DecisionKind.CHOOSE_ROLE:
            g.apply(g.state.decision.sample(rng))
        obs = observe(g.state, g.state.decision.seat)
        kwargs = {"iterations": 10**8, "max_seconds": 120.0}
        threading.Thread(target=tp.choose, args=("expert", 1, kwargs, obs),
                         daemon=True).start()
        time.sleep(0.5)
    print("ready", flush=True)
    time.sleep(120)
"""

GONE_WITHIN_S = 10.0


def _stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, start time) of ``pid`` from /proc, None if it is gone."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # the name may hold spaces and ')'
    return fields[0], int(fields[1]), int(fields[19])


def _children(ppid: int) -> dict[int, tuple[int, str]]:
    """The live children of ``ppid``: pid -> (start time, command line)."""
    out = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        st = _stat(int(entry.name))
        if st is None or st[1] != ppid or st[0] == "Z":
            continue
        try:
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        out[int(entry.name)] = (st[2], cmd)
    return out


def _alive(pid: int, start: int) -> bool:
    """True while ``pid`` (started at ``start``: not a reused pid) runs; a zombie
    waiting for its new parent to reap it counts as ended."""
    st = _stat(pid)
    return st is not None and st[2] == start and st[0] != "Z"


def _read_until_ready(proc: subprocess.Popen, timeout: float) -> list[str]:
    """The parent's lines up to its "ready" (raw reads: no buffer hides a line)."""
    fd, data = proc.stdout.fileno(), b""
    deadline = time.monotonic() + timeout
    while not data.endswith(b"ready\n"):
        left = deadline - time.monotonic()
        assert left > 0 and select.select([fd], [], [], left)[0], \
            f"the parent was not ready within {timeout} s: {data!r}"
        chunk = os.read(fd, 4096)
        assert chunk, f"the parent ended early: {data!r}"
        data += chunk
    return data.decode().split()


def _kinds(children: dict[int, tuple[int, str]]) -> dict[int, str]:
    return {pid: ("worker" if "spawn_main" in cmd else
                  "tracker" if "resource_tracker" in cmd else cmd)
            for pid, (_, cmd) in children.items()}


def _kill_and_watch(proc: subprocess.Popen, children: dict[int, tuple[int, str]]) -> None:
    """SIGKILL ``proc``; assert its ``children`` end within :data:`GONE_WITHIN_S`."""
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    deadline = time.monotonic() + GONE_WITHIN_S
    left = children
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = {p: v for p, v in left.items() if _alive(p, v[0])}
    kinds = _kinds(children)
    assert not left, f"still running {GONE_WITHIN_S} s after the parent was killed: " \
                     f"{ {p: kinds[p] for p in left} }"


def _clean_up(proc: subprocess.Popen, children: dict[int, tuple[int, str]]) -> None:
    """Never leave a process of the test behind, even when it failed."""
    if proc.poll() is None:
        proc.kill()
        proc.wait(10)
    kinds = _kinds(children)
    # the worker first: the tracker then ends by itself and removes the semaphores
    # (a tracker killed outright would leave them in /dev/shm)
    for pid in sorted(children, key=lambda p: kinds[p] == "tracker"):
        start = children[pid][0]
        if kinds[pid] == "tracker":
            deadline = time.monotonic() + 5
            while _alive(pid, start) and time.monotonic() < deadline:
                time.sleep(0.05)
        if _alive(pid, start):
            os.kill(pid, signal.SIGKILL)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


@pytest.mark.parametrize("mode", ["idle", "busy"])
def test_the_thinking_process_ends_when_its_parent_is_killed(mode: str) -> None:
    proc = subprocess.Popen([sys.executable, "-c", PARENT, mode], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    children: dict[int, tuple[int, str]] = {}
    try:
        pid_line, ready = _read_until_ready(proc, 60)
        worker = int(pid_line)
        assert ready == "ready"
        children = _children(proc.pid)
        kinds = _kinds(children)
        assert kinds.get(worker) == "worker", kinds
        assert "tracker" in kinds.values(), kinds
        _kill_and_watch(proc, children)
    finally:
        _clean_up(proc, children)


def test_the_windows_thinking_process_ends_when_the_window_is_killed(tmp_path: Path) -> None:
    """The issue's case: the game window (two Experts playing, offscreen) is killed in
    mid-game, while its worker searches."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               SANJUAN_DATA_DIR=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "ui.cli", "play", "--players", "2", "--edition", "2018",
         "--seed", "3", "--spectate", "--ai", "expert", "--pace-ms", "25"],
        env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children: dict[int, tuple[int, str]] = {}
    try:
        deadline = time.monotonic() + 60
        while sorted(_kinds(children).values()) != ["tracker", "worker"]:
            assert proc.poll() is None, "the window ended by itself"
            assert time.monotonic() < deadline, f"no worker within 60 s: {_kinds(children)}"
            time.sleep(0.1)
            children = _children(proc.pid)
        time.sleep(1.0)  # into the game: the worker searches
        _kill_and_watch(proc, children)
    finally:
        _clean_up(proc, children)
