"""Benchmark: seconds from process start to the window's first paint, median of N runs,
for the program run from source (the ``sanjuan`` console script of this environment) and
for the frozen bundle (``dist/SanJuan/SanJuan``, if built).

Run: ``python bench/startup.py [--runs 10] [--bundle PATH]… [--checkout DIR]… [--display]``.
Prints a table (not a test: nothing is asserted). Each run starts the program with
``SANJUAN_FIRST_PAINT=1`` (see ``ui/cli/first_paint.py``): it prints the wall-clock time of
its first finished paint and quits. Offscreen unless ``--display`` (then the current
``$DISPLAY``, e.g. under ``xvfb-run``). User data and settings go to a temporary folder.
One unmeasured warm-up run per program fills the disk cache and (from source) writes the
bytecode cache, as installing the program would.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def source_command() -> list[str]:
    """The ``sanjuan`` console script beside this Python, else ``python -m ui.cli``."""
    script = Path(sys.executable).with_name("sanjuan")
    return [str(script)] if script.exists() else [sys.executable, "-m", "ui.cli"]


def children_cpu() -> float:
    """CPU seconds (user + system) used so far by finished child processes; 0 where the
    platform cannot tell (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_to_first_paint(cmd: list[str], env: dict[str, str], cwd: Path | None = None
                        ) -> tuple[float, float]:
    """Seconds from starting ``cmd`` to the first paint it reports, and the CPU seconds
    the whole run took (to its exit: less disturbed by other load than wall time);
    raises RuntimeError if it reports no paint (crash, or a timeout after 60 s)."""
    cpu, start = children_cpu(), time.time()
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60,
                              cwd=cwd)
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"{cmd[0]} did not paint and quit within 60 s") from exc
    for line in proc.stdout.splitlines():
        if line.startswith("first-paint "):
            return float(line.split()[1]) - start, children_cpu() - cpu
    raise RuntimeError(f"{cmd[0]} reported no paint (exit {proc.returncode}):\n"
                       f"{proc.stdout}{proc.stderr}")


def measure(programs: dict[str, tuple[list[str], Path | None]], runs: int,
            env: dict[str, str]) -> dict[str, list[tuple[float, float]]]:
    """``runs`` (wall, cpu) timings in seconds per program, after one warm-up run each;
    the programs take turns, so a change in the machine's load hits all alike."""
    for cmd, cwd in programs.values():
        time_to_first_paint(cmd, env, cwd)
    timings: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, (cmd, cwd) in programs.items():
            timings[name].append(time_to_first_paint(cmd, env, cwd))
    return timings


def main() -> int:
    """Print median, min and max seconds to first paint and the median CPU seconds per
    program; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--bundle", type=Path, action="append", default=[],
                    help="frozen program to time (default dist/SanJuan/SanJuan); repeatable")
    ap.add_argument("--display", action="store_true", help="use $DISPLAY, not offscreen")
    ap.add_argument("--checkout", type=Path, action="append", default=[],
                    help="also time `python -m ui.cli` in this source tree (e.g. an older "
                         "version exported with git archive); repeatable")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="sanjuan-bench-") as tmp:
        env = dict(os.environ, SANJUAN_FIRST_PAINT="1", SANJUAN_DATA_DIR=tmp,
                   XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp)
        # As an installed program runs: with its bytecode cached (the warm-up writes it).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not args.display:
            env["QT_QPA_PLATFORM"] = "offscreen"
        programs: dict[str, tuple[list[str], Path | None]] = {"source": (source_command(), None)}
        for tree in args.checkout:
            programs[f"{tree.name} (-m)"] = ([sys.executable, "-m", "ui.cli"], tree)
        for i, bundle in enumerate(args.bundle or [ROOT / "dist" / "SanJuan" / "SanJuan"]):
            if bundle.exists():
                programs[f"bundle{i + 1 if args.bundle else ''}"] = ([str(bundle)], None)
            else:
                print(f"(no bundle at {bundle}: build it with packaging/build.py)")
        from sanjuan.ai.arena import load_average  # the game is imported in main(), not at the top
        print(f"load average: {' '.join(f'{x:.2f}' for x in load_average())}")
        print(f"{'program':16} {'median s':>9} {'min s':>7} {'max s':>7} "
              f"{'median cpu s':>13}  runs")
        for name, runs in measure(programs, args.runs, env).items():
            wall = [w for w, _ in runs]
            cpu = statistics.median(c for _, c in runs)
            print(f"{name:16} {statistics.median(wall):9.3f} {min(wall):7.3f} "
                  f"{max(wall):7.3f} {cpu:13.3f}  {len(runs)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
