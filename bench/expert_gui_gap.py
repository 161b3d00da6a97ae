"""How responsive the GUI thread stays while Expert players think (prints figures).

Runs a spectated 2-player game of Expert seats in :class:`ui.session.game_model.GameModel`
(its AI worker thread, as in the window) under an offscreen Qt event loop with a 5 ms
timer, for ``--seconds`` or until the game ends, and prints the longest and 99th
percentile gap between timer ticks (the GUI thread's longest stall) with the load.
``--window``: the whole main window at 1280×800 instead (table, log and marks redrawn
after every move at the default pace, as a player sees it; settings and data in a
temporary folder).

Usage: ``QT_QPA_PLATFORM=offscreen python bench/expert_gui_gap.py [--seconds 30]
[--window] [--players 2]``.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

from PySide6.QtCore import QCoreApplication, QSettings, QTimer

from sanjuan.ai.arena import load_average, percentile
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.session.game_model import GameModel


def main() -> None:
    """Play, measure the gaps between 5 ms ticks, print them."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--window", action="store_true")
    args = ap.parse_args()
    window = None
    if args.window:
        os.environ["SANJUAN_DATA_DIR"] = tempfile.mkdtemp(prefix="sanjuan-gap-")
        from ui.cli.app import make_app
        from ui.settings import Settings
        from ui.window.main_window import MainWindow

        app = make_app()
        ini = os.path.join(os.environ["SANJUAN_DATA_DIR"], "settings.ini")
        window = MainWindow(Settings(QSettings(ini, QSettings.Format.IniFormat)))
        window.resize(1280, 800)
        window.show()
        model = window.model
    else:
        app = QCoreApplication([])
        model = GameModel()
    ticks: list[float] = []
    moves = [0]
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    model.changed.connect(lambda: moves.__setitem__(0, moves[0] + 1))
    model.gameOver.connect(lambda _s: app.quit())
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    timer.start()
    options = Options(args.players, "classic", False, args.seed)
    seats = [Seat(n, args.level) for n in "ABCD"[:args.players]]
    if window is not None:
        window.start_game(options, seats)
    else:
        model.new_game(options, seats)
    app.exec()
    model.cancel()
    gaps = [1000 * (b - a) for a, b in zip(ticks, ticks[1:], strict=False)]
    where = "window" if window is not None else "model"
    print(f"{args.level} ({where}, {args.players} players): {moves[0]} moves, "
          f"{len(ticks)} ticks; gap between 5 ms ticks: "
          f"max {max(gaps):.1f} ms, p99 {percentile(gaps, 0.99):.1f} ms; "
          f"load {load_average()[0]:.2f}")
    later = [g for g, t in zip(gaps, ticks, strict=False) if t - ticks[0] > 1.0]
    if later:
        print(f"after the game's first second (its start: first table, warm-up imports): "
              f"max {max(later):.1f} ms, p99 {percentile(later, 0.99):.1f} ms")
    worst = sorted(range(len(gaps)), key=lambda i: -gaps[i])[:5]
    print("longest gaps (ms after the first tick): " + ", ".join(
        f"{gaps[i]:.0f} ms at {1000 * (ticks[i] - ticks[0]):.0f}" for i in sorted(worst)))


if __name__ == "__main__":
    main()
