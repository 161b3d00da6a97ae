"""Benchmark: memory and responsiveness over many spectated games in one window.

Run: ``python bench/memory.py [--games N] [--players P] [--ai LEVEL]``. Plays N games
with every seat a computer player (pace 0) in one main window, closing each game-over
dialog as a player would, and prints per game: the process's resident memory (RSS,
MB) after the game, the time from the game's end (its GameEnded event) until the
game-over dialog was shown and the event loop ran again (ms: final table render plus
dialog), and the longest stall of the GUI thread during the
game (ms, from a 5 ms heartbeat timer). Then the growth per game after the first five.
Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTimer


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; else peak RSS)."""
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


class Heartbeat:
    """Measures the longest gap between ticks of a 5 ms timer (a GUI stall)."""

    def __init__(self) -> None:
        self.timer = QTimer(interval=5)
        self.timer.timeout.connect(self.tick)
        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer.start()

    def tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def reset(self) -> float:
        longest, self.longest, self.last = self.longest, 0.0, time.perf_counter()
        return longest


def main() -> None:
    """Play the games and print the table."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--ai", default="easy")
    args = ap.parse_args()

    import tempfile

    QStandardPaths.setTestModeEnabled(True)
    os.environ.setdefault("SANJUAN_DATA_DIR", tempfile.mkdtemp(prefix="sanjuan-bench-"))
    from sanjuan.rules.events import GameEnded
    from sanjuan.rules.seat import Seat
    from sanjuan.rules.state import Options
    from ui.cli.app import make_app
    from ui.settings import Settings
    from ui.window.main_window import MainWindow

    app = make_app()
    folder = tempfile.mkdtemp(prefix="sanjuan-bench-settings-")
    settings = Settings(QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat))
    window = MainWindow(settings)
    window.model.pace_ms = 0
    window.resize(1280, 800)
    window.show()
    beat = Heartbeat()
    state = {"ended": 0.0, "shown": 0.0}

    def on_event(event: object) -> None:  # the game's last event, before the final render
        if isinstance(event, GameEnded) and not state["ended"]:
            state["ended"] = time.perf_counter()

    def on_over(_scores: object) -> None:  # runs after the window opened the dialog
        QTimer.singleShot(0, lambda: state.update(shown=time.perf_counter()))

    window.model.eventOccurred.connect(on_event)
    window.model.gameOver.connect(on_over)
    seats = [Seat(f"AI {i + 1}", args.ai) for i in range(args.players)]
    rows = []
    print(f"{'game':>4} {'rss MB':>8} {'dialog ms':>9} {'stall ms':>8} {'objects':>8}")
    for g in range(args.games):
        state.update(ended=0.0, shown=0.0)
        beat.reset()
        window.start_game(Options(args.players, "2018", False, 1000 + g), seats)
        while not state["shown"]:
            app.processEvents()
            time.sleep(0.001)
        stall = beat.reset()
        dialog = window.game_over_dialog
        if dialog is not None:
            dialog.reject()  # Close, as a player would
        for _ in range(3):
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, 0)  # deferred deletes
        gc.collect()
        rows.append((rss_mb(), (state["shown"] - state["ended"]) * 1000, stall * 1000))
        print(f"{g + 1:4d} {rows[-1][0]:8.1f} {rows[-1][1]:9.0f} {rows[-1][2]:8.0f} "
              f"{len(gc.get_objects()):8d}", flush=True)
    if len(rows) > 6:
        per_game = (rows[-1][0] - rows[4][0]) / (len(rows) - 5)
        print(f"growth after the first five games: {per_game:.2f} MB per game")
    print(f"first game-over dialog: {rows[0][1]:.0f} ms; longest of all: "
          f"{max(r[1] for r in rows):.0f} ms; longest GUI stall: {max(r[2] for r in rows):.0f} ms")
    window.close()


if __name__ == "__main__":
    main()
