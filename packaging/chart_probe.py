"""Bundle smoke test: draw the game-over dialog's chart (pyqtgraph, NumPy) offscreen and
save it as a PNG; ``packaging/smoke_test.py`` counts the players' line colours in it.

The frozen program runs this instead of the game when ``SANJUAN_CHART_PROBE`` names the
PNG to write (``launch.py``); nothing else starts it. Exit status 0 when the PNG was
written, 1 if not.
"""

from __future__ import annotations

import sys


def main(out: str) -> int:
    """Draw a two-player game-over chart into ``out`` (a PNG path); returns the exit
    status."""
    from PySide6.QtWidgets import QApplication

    from sanjuan.rules.scoring import ScoreBreakdown
    from ui.dialogs.game_over import GameOverDialog

    app = QApplication.instance() or QApplication(sys.argv[:1])
    dialog = GameOverDialog([ScoreBreakdown(buildings=22), ScoreBreakdown(buildings=27)],
                            ["Ana", "Ben"], [[2, 1], [6, 8], [13, 15], [22, 27]])
    dialog.show()
    dialog.build_chart()
    for _ in range(5):
        app.processEvents()
    chart = dialog.chart
    ok = chart is not None and chart.grab().save(out)
    dialog.close()
    print(f"chart drawn: {out}" if ok else "chart could not be drawn", flush=True)
    return 0 if ok else 1
