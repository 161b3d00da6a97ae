"""No memory growth, no freeze at game over (issue 8): game-over dialogs are deleted
when closed, AI tasks let go of their observations, the dialog shows before its chart
(pyqtgraph) is built, pyqtgraph is imported in the background during play, and its own
context menu is never offered. (Figures: ``bench/memory.py``.)"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time
import types

import shiboken6
from history_kit import finished_game
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication
from windowkit import make_window

from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.dialogs.game_over import GameOverDialog
from ui.session.game_model import GameModel
from ui.session.worker import Call


def _game(seed: int) -> Game:
    """A 2-player classic game played to its end, with its event log."""
    return finished_game(2, "classic", seed, log=True)


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QCoreApplication.processEvents()


def test_closed_game_over_dialogs_are_deleted(qtbot, tmp_path) -> None:
    """Five finished games, each dialog closed: none of them (nor its chart) lives on."""
    window = make_window(qtbot, tmp_path)
    seats = [Seat("A", "easy"), Seat("B", "easy")]
    dialogs = []
    for seed in range(5):
        window.model.load(_game(seed), seats)
        dialog = window.game_over_dialog
        assert dialog is not None and dialog.isVisible()
        qtbot.waitUntil(lambda d=dialog: d.chart is not None, timeout=20000)
        dialogs.append(dialog)
        qtbot.mouseClick(dialog.findChild(object, "close_button"), Qt.MouseButton.LeftButton)
        assert window.game_over_dialog is None
        flush_deletes()
    assert not any(shiboken6.isValid(d) for d in dialogs)
    assert window.findChildren(GameOverDialog) == []
    window.close()


def test_dialog_replaced_by_a_new_game_is_deleted(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    seats = [Seat("A", "easy"), Seat("B", "easy")]
    window.model.load(_game(1), seats)
    dialog = window.game_over_dialog
    window.model.load(_game(2), seats)  # a new (finished) game replaces it
    flush_deletes()
    assert not shiboken6.isValid(dialog)
    assert len(window.findChildren(GameOverDialog)) == 1
    window.close()


def test_ai_tasks_let_go_of_their_observations(qtbot) -> None:
    """After two computer-only games no AI job, call and observation is left alive (each
    job holds a GameState copy; the pool must not keep them)."""
    def kept() -> list[object]:
        # the job each decision hands the worker (GameModel._start_ai's ``think``) holds
        # the player and its observation
        return [o for o in gc.get_objects()
                if isinstance(o, (Call, Observation)) or (
                    isinstance(o, types.FunctionType)
                    and o.__qualname__ == "GameModel._start_ai.<locals>.think")]

    gc.collect()
    # what earlier tests in this process left (held here, so no id is reused) is not ours
    before = {id(o): o for o in kept()}
    model = GameModel(pace_ms=0)
    seats = [Seat("A", "easy"), Seat("B", "easy")]
    for seed in range(2):
        model.new_game(Options(2, "classic", False, seed), seats)
        qtbot.waitUntil(lambda: model.over, timeout=60000)
    model.cancel()
    gc.collect()
    alive = [getattr(o, "__qualname__", type(o).__name__) for o in kept()
             if id(o) not in before]
    assert alive == []


def test_dialog_appears_before_its_chart_is_built(qtbot, tmp_path) -> None:
    """The scores show at once; the chart follows shortly after the dialog is shown."""
    window = make_window(qtbot, tmp_path)
    window.model.load(_game(3), [Seat("A", "easy"), Seat("B", "easy")])
    dialog = window.game_over_dialog
    assert dialog.isVisible() and dialog.chart is None and dialog.table.isVisible()
    qtbot.waitUntil(lambda: dialog.chart is not None and dialog.chart.isVisible(), timeout=20000)
    window.close()


def test_pyqtgraph_context_menu_is_not_offered(qtbot) -> None:
    """A right-click on the chart opens no menu (pyqtgraph's Export… can raise)."""
    history = [[1, 2], [5, 4], [9, 11]]
    from sanjuan.rules.scoring import ScoreBreakdown

    def sb(total: int) -> ScoreBreakdown:
        return ScoreBreakdown(buildings=total)

    dialog = GameOverDialog([sb(9), sb(11)], ["A", "B"], history)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.chart is not None, timeout=20000)
    chart = dialog.chart
    assert chart.scene().contextMenu == []
    assert not chart.getPlotItem().getViewBox().menuEnabled()
    for where in (chart.viewport().rect().center(), QPoint(5, 5), QPoint(30, 150)):
        qtbot.mouseClick(chart.viewport(), Qt.MouseButton.RightButton, pos=where)
        QCoreApplication.processEvents()
        assert QApplication.activePopupWidget() is None


def test_pyqtgraph_is_imported_in_the_background_not_by_the_dialog_module() -> None:
    """Importing the dialog module does not import pyqtgraph (it would block the GUI
    thread); warm_up() imports it on another thread."""
    code = ("import sys, threading\n"
            "import ui.dialogs.game_over\n"
            "assert 'pyqtgraph' not in sys.modules, 'imported by the dialog module'\n"
            "from ui.session.warmup import warm_up\n"
            "t = warm_up()\n"
            "assert t is not None and t is not threading.current_thread()\n"
            "t.join(60)\n"
            "assert 'pyqtgraph' in sys.modules and 'numpy' in sys.modules\n"
            "assert warm_up() is None\n")
    start = time.monotonic()
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-1500:]
    assert time.monotonic() - start < 120


def test_a_program_that_ends_while_pyqtgraph_is_imported_ends_cleanly() -> None:
    """Quitting soon after a game started (the warm-up still importing) ends with exit
    status 0: before, the daemon thread stopped inside pyqtgraph's import while Python
    finalized crashed the process in about 4 of 10 such exits."""
    code = ("import sys, time\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication(['x'])\n"
            "from ui.session.warmup import warm_up\n"
            "warm_up()\n"
            "time.sleep(float(sys.argv[1]))\n"
            "print('ending', flush=True)\n")
    for delay in ("0", "0.05", "0.1", "0.2", "0.3", "0.5"):
        run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", code, delay],
                             capture_output=True, text=True, timeout=120,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        assert run.returncode == 0 and "ending" in run.stdout, (delay, run.stderr[-1500:])
