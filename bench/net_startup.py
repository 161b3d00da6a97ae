"""Benchmark: how fast ``sanjuan serve`` and ``sanjuan net ...`` start (issue 21: under
0.4 s; no Qt, no NumPy on these paths).

Run: ``nice -n 10 python bench/net_startup.py [--runs 10] [--bundle]``. Times, as the
median and minimum of ``--runs`` fresh processes (wall clock, from the start of the
process to the moment named):

* ``serve``: ``sanjuan serve --port 0`` on 127.0.0.1 with an empty data folder, until it
  prints ``listening on`` (then it is stopped with SIGTERM);
* ``serve --help``, ``net --help``: argument parsing only;
* ``net new``: ``sanjuan net new URL --players 2 --computer easy --json`` against a
  server started once beforehand, until the process exits (it connected, created the
  game and printed its invites);
* ``net play``: ``sanjuan net play URL CODE --ai easy --json`` — connects, plays a whole
  game against an Easy computer and exits (a game's worth of messages, not only start-up).

Then, from ``python -X importtime`` of one ``serve`` start, the modules imported until
it listens: their number, the ten slowest (cumulative), and whether Qt, pyqtgraph or
NumPy are among them. ``--bundle`` runs ``dist/SanJuan/SanJuan`` instead of the source
(``-X importtime`` is then skipped). Prints figures and the machine's load; asserts
nothing (``tests/test_net_startup.py`` checks the imports).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import selectors
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"  # loopback only
HEAVY = ("PySide6", "shiboken6", "pyqtgraph", "numpy")


def command(bundle: bool) -> list[str]:
    """How to run ``sanjuan``: the bundle, or this checkout's console entry point."""
    if bundle:
        return [str(ROOT / "dist" / "SanJuan" / "SanJuan")]
    return [sys.executable, "-c", "import sys; from ui.cli import main; sys.exit(main())"]


def env() -> dict[str, str]:
    """The environment of every run: this checkout first on the path, offscreen Qt."""
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def until_listening(cmd: list[str], data: str, extra: list[str] | None = None,
                    timeout: float = 30.0) -> tuple[float, str, subprocess.Popen[str]]:
    """Start ``cmd serve`` and wait for its ``listening on`` line: (seconds, URL, process);
    raises RuntimeError if it does not come within ``timeout``."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([*cmd, *(extra or []), "serve", "--host", HOST, "--port", "0",
                             "--data", data], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env(), cwd=ROOT)
    assert proc.stdout is not None
    line = ""
    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        while not line.startswith("listening on"):
            left = timeout - (time.perf_counter() - t0)
            if left <= 0 or proc.poll() is not None:
                proc.kill()
                raise RuntimeError("the server did not start")
            if sel.select(timeout=left):
                line = proc.stdout.readline()
    return time.perf_counter() - t0, line.split()[2], proc


def stop(proc: subprocess.Popen[str]) -> str:
    """SIGTERM ``proc``, wait for it; returns its stderr."""
    proc.terminate()
    try:
        _, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err


def timed(cmd: list[str]) -> tuple[float, str]:
    """Run ``cmd`` to its end: (seconds, stdout); raises RuntimeError if it fails."""
    t0 = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env(), cwd=ROOT, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[-6:])} failed: {out.stderr[-500:]}")
    return time.perf_counter() - t0, out.stdout


def show(name: str, times: list[float]) -> None:
    """Print the median and minimum of ``times`` (s) as ms."""
    print(f"{name:<12} median {1000 * statistics.median(times):6.0f} ms   "
          f"min {1000 * min(times):6.0f} ms   ({len(times)} runs)", flush=True)


def imports_of_serve(cmd: list[str], data: str) -> None:
    """Print what one ``serve`` start imports until it listens (``-X importtime``)."""
    _, _, proc = until_listening([cmd[0], "-X", "importtime", *cmd[1:]], data)
    err = stop(proc)
    rows = []
    for line in err.splitlines():
        m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)", line)
        if m:
            rows.append((int(m.group(2)), len(m.group(3)), m.group(4)))
    names = {r[2] for r in rows}
    heavy = sorted(n for n in names if n.split(".")[0] in HEAVY)
    print(f"serve imports {len(names)} modules before listening; Qt/pyqtgraph/NumPy among "
          f"them: {', '.join(heavy) or 'none'}")
    print("slowest top-level imports (cumulative):")
    for cum, _, name in sorted((r for r in rows if r[1] == 1), reverse=True)[:10]:
        print(f"  {cum / 1000:6.1f} ms  {name}")


def main() -> int:
    """Run the benchmark; prints one line per measurement."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", type=int, default=10, help="processes timed per measurement")
    p.add_argument("--bundle", action="store_true", help="time dist/SanJuan/SanJuan")
    args = p.parse_args()
    cmd = command(args.bundle)
    print(f"{'bundle' if args.bundle else 'source'}: {' '.join(cmd)[:80]}")
    with tempfile.TemporaryDirectory(prefix="sanjuan-startup-") as tmp:
        serve: list[float] = []
        for i in range(args.runs):
            took, _, proc = until_listening(cmd, str(Path(tmp) / f"s{i}"))
            stop(proc)
            serve.append(took)
        show("serve", serve)
        for what in (["serve", "--help"], ["net", "--help"]):
            show(" ".join(what), [timed([*cmd, *what])[0] for _ in range(args.runs)])
        _, url, server = until_listening(cmd, str(Path(tmp) / "shared"))
        try:
            new: list[float] = []
            play: list[float] = []
            for _ in range(args.runs):
                took, out = timed([*cmd, "net", "new", url, "--players", "2", "--computer",
                                   "easy", "--json"])
                new.append(took)
                code = json.loads(out)["invites"][0]["code"]
                play.append(timed([*cmd, "net", "play", url, code, "--ai", "easy",
                                   "--json"])[0])
            show("net new", new)
            show("net play", play)
        finally:
            stop(server)
        if not args.bundle:
            imports_of_serve(cmd, str(Path(tmp) / "imports"))
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
