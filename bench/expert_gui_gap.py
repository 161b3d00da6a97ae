"""How responsive the GUI thread stays while Expert players think (prints figures).

Runs a spectated 2-player game of Expert seats in :class:`sanjuan.model.GameModel`
(its AI worker thread, as in the window) under an offscreen Qt event loop with a 5 ms
timer, for ``--seconds`` or until the game ends, and prints the longest and 99th
percentile gap between timer ticks (the GUI thread's longest stall) with the load.

Usage: ``QT_QPA_PLATFORM=offscreen python bench/expert_gui_gap.py [--seconds 30]``.
"""

from __future__ import annotations

import argparse
import os
import time

from PySide6.QtCore import QCoreApplication, QTimer

from sanjuan.ai.arena import percentile
from sanjuan.model import GameModel, SeatConfig
from sanjuan.state import Options


def main() -> None:
    """Play, measure the gaps between 5 ms ticks, print them."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
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
    model.new_game(Options(2, "classic", False, args.seed),
                   [SeatConfig("A", args.level), SeatConfig("B", args.level)])
    app.exec()
    model.cancel()
    gaps = [1000 * (b - a) for a, b in zip(ticks, ticks[1:], strict=False)]
    print(f"{args.level}: {moves[0]} moves, {len(ticks)} ticks; gap between 5 ms ticks: "
          f"max {max(gaps):.1f} ms, p99 {percentile(gaps, 0.99):.1f} ms; "
          f"load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
