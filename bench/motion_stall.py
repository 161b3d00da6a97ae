"""How long the GUI thread stalls while cards move (issue 35): a whole spectated game
(computer players only) in the main window at 1280×800 with the View menu's animations
on, measured by a 5 ms heartbeat timer on the GUI thread; prints the p50/p95/max gap
between its ticks (a gap over 5 ms is a stall), where the longest ones fell, how much
moved, and the machine's load. Not a test: nothing is asserted.

Usage: ``QT_QPA_PLATFORM=offscreen python bench/motion_stall.py [--pace 300]
[--players 3] [--level medium] [--seed 5] [--no-motion]``. ``--pace``: the computer
players' pace in ms (one of 0, 300, 800, 1500; at 0 the table is redrawn every 40 ms
and each rendering ends the motion before it); ``--no-motion``: the same game with
animations off, for comparison. Settings and data go to a temporary folder.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
import threading
import time


def main() -> None:
    """Play one spectated game, measure the heartbeat's gaps, print them."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--pace", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--no-motion", action="store_true")
    ap.add_argument("--limit", type=float, default=600.0, help="seconds at most")
    args = ap.parse_args()
    os.environ["SANJUAN_DATA_DIR"] = tempfile.mkdtemp(prefix="sanjuan-motion-")
    os.environ.setdefault("SANJUAN_REDUCED_MOTION", "0")

    from PySide6.QtCore import QSettings, QTimer

    from sanjuan.ai.arena import percentile
    from sanjuan.rules.seat import Seat
    from sanjuan.rules.state import Options
    from ui.cli.app import make_app
    from ui.settings import Settings
    from ui.window.main_window import MainWindow

    app = make_app()
    ini = os.path.join(os.environ["SANJUAN_DATA_DIR"], "settings.ini")
    settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
    settings.set_pace_ms(args.pace)
    settings.set_animations(not args.no_motion)
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    table = window.table
    flown: list[int] = []  # ghosts started per rendering that moved anything
    play = table.motion.play

    def counting(*a: object) -> list[object]:
        ghosts = play(*a)  # type: ignore[arg-type]
        if ghosts:
            flown.append(len(ghosts))
        return list(ghosts)

    table.motion.play = counting  # type: ignore[method-assign]
    spent: dict[str, list[float]] = {}  # ms per call of the GUI thread's big steps

    def timed(owner: object, name: str, label: str) -> None:
        inner = getattr(owner, name)

        def wrapper(*a: object, **k: object) -> object:
            t0 = time.perf_counter()
            try:
                return inner(*a, **k)
            finally:
                spent.setdefault(label, []).append(1000 * (time.perf_counter() - t0))

        setattr(owner, name, wrapper)

    timed(table.motion, "play", "motion.play")
    timed(table.motion, "before", "motion.before")
    timed(table, "show_observation", "table.show_observation (with motion)")
    timed(window.view, "show_event", "view.show_event (log line, mark)")
    ticks: list[float] = []
    cpu: list[float] = []  # the GUI thread's own CPU time at each tick (s)
    timer = QTimer()
    timer.setInterval(5)
    timer.setTimerType(timer.timerType().PreciseTimer)
    timer.timeout.connect(lambda: (ticks.append(time.perf_counter()),
                                   cpu.append(time.thread_time())))
    window.model.gameOver.connect(lambda _s: QTimer.singleShot(500, app.quit))
    QTimer.singleShot(int(args.limit * 1000), app.quit)
    options = Options(args.players, "2018", False, args.seed)
    seats = [Seat(n, args.level) for n in ("Ana", "Ben", "Cleo", "Dan")[:args.players]]
    # the watchdog: a thread that, while the heartbeat is 30 ms late, notes what the
    # GUI thread is running (its Python frames from the project: where a stall is)
    main_id = threading.get_ident()
    stalls: collections.Counter[str] = collections.Counter()
    done = threading.Event()

    def watch() -> None:
        while not done.wait(0.01):
            if ticks and time.perf_counter() - ticks[-1] > 0.030:
                frame = sys._current_frames().get(main_id)  # noqa: SLF001 (a sampler)
                where = []
                while frame is not None:
                    path = frame.f_code.co_filename
                    if "/ui/" in path or "/sanjuan/" in path:
                        where.append(f"{os.path.basename(path)}:{frame.f_code.co_name}")
                    frame = frame.f_back
                stalls[" < ".join(where[:3]) or "Qt (no Python frame: painting, layout, "
                       "events) or waiting for the GIL"] += 1

    threading.Thread(target=watch, daemon=True).start()
    start = time.perf_counter()
    timer.start()
    window.start_game(options, seats)
    app.exec()
    done.set()
    took = time.perf_counter() - start
    window.model.cancel()
    over = window.model.over
    gaps = [1000 * (b - a) for a, b in zip(ticks, ticks[1:], strict=False)]
    print(f"spectated {args.players}-player game, {args.level}, pace {args.pace} ms, "
          f"motion {'off' if args.no_motion else 'on'}: "
          f"{'finished' if over else 'NOT finished'} in {took:.1f} s, {len(ticks)} ticks")
    print(f"renderings with motion: {len(flown)}, cards/goods/tiles moved: {sum(flown)}")
    print(f"gap between 5 ms ticks: p50 {percentile(gaps, 0.5):.1f} ms, "
          f"p95 {percentile(gaps, 0.95):.1f} ms, p99 {percentile(gaps, 0.99):.1f} ms, "
          f"max {max(gaps):.1f} ms; over 50 ms: {sum(g > 50 for g in gaps)}")
    # how much of each gap the GUI thread itself ran (the rest it waited for a core:
    # the machine's load, not our work)
    busy = [1000 * (b - a) for a, b in zip(cpu, cpu[1:], strict=False)]
    print(f"GUI thread's CPU time within a gap: p50 {percentile(busy, 0.5):.1f} ms, "
          f"p95 {percentile(busy, 0.95):.1f} ms, p99 {percentile(busy, 0.99):.1f} ms, "
          f"max {max(busy):.1f} ms; over 50 ms: {sum(b > 50 for b in busy)}")
    worst = sorted(range(len(gaps)), key=lambda i: -gaps[i])[:6]
    print("longest gaps (ms wall / ms of it on the CPU, at s after the start): " + ", ".join(
        f"{gaps[i]:.0f}/{busy[i]:.0f} at {ticks[i] - ticks[0]:.1f}" for i in sorted(worst)))
    worst = sorted(range(len(busy)), key=lambda i: -busy[i])[:6]
    print("most CPU in one gap (ms on the CPU / ms wall, at s): " + ", ".join(
        f"{busy[i]:.0f}/{gaps[i]:.0f} at {ticks[i] - ticks[0]:.1f}" for i in sorted(worst)))
    for label, ms in sorted(spent.items()):
        print(f"  {label}: {len(ms)} calls, p50 {percentile(ms, 0.5):.1f} ms, "
              f"p95 {percentile(ms, 0.95):.1f} ms, max {max(ms):.1f} ms")
    print("the GUI thread while the heartbeat was over 30 ms late (10 ms samples):")
    for where, n in stalls.most_common(8):
        print(f"  {n:4d}  {where}")
    with open("/proc/loadavg", encoding="ascii") as f:
        load = f.read().split()[:3]
    print(f"load average (1/5/15 min): {' '.join(load)} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
