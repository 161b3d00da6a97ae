"""Helpers for the window tests (U1): a window with private settings, and playing the
human seat through the table by clicks."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QPushButton
from uidriver import answer, click

from sanjuan.store.history import History
from ui.cli.app import make_app
from ui.learn.daily_deal import today
from ui.session.game_model import GameModel
from ui.settings import Settings
from ui.window.main_window import MainWindow


def make_window(qtbot, tmp_path: Path, pace_ms: int = 0,
                model: GameModel | None = None) -> MainWindow:
    """A shown main window whose settings live in ``tmp_path`` (computer pace 0), with
    ``model`` (default: the window's own)."""
    make_app()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_pace_ms(pace_ms)
    # every decision stays for the click-driven tests (test_auto_answer.py covers skipping)
    settings.set_skip_forced(False)
    window = MainWindow(settings, model)
    qtbot.addWidget(window)
    window.show()
    return window


def wait_for_human_or_end(qtbot, window: MainWindow, timeout: int = 20000) -> None:
    """Wait until a human seat must decide (and is shown), or the game is over."""
    m = window.model

    def ready() -> bool:
        if m.over:
            return True
        seat = m.deciding_seat
        return seat in m.human_seats and not window.controller.hot_seat.handing_over and (
            window.table.observation is not None and window.table.observation.seat == seat)

    try:
        qtbot.waitUntil(ready, timeout=timeout)
    except Exception:
        obs = window.table.observation
        print("STUCK", m.deciding_seat, m.thinking_seat, m.over,
              window.controller.hot_seat.handing_over,
              None if obs is None else obs.seat, len(m.game.actions), m._paced,
              m._pace_timer.isActive(), m.pace_ms)
        raise


def play_human_turn(qtbot, window: MainWindow, rng: random.Random) -> None:
    """Answer the shown decision of the human seat by clicks (a random legal choice
    drawn from the human's own observation)."""
    obs = window.model.observation(window.model.deciding_seat)
    assert obs.decision is not None
    before = len(window.model.game.actions)
    answer(qtbot, window.table, obs.decision.sample(rng))
    assert len(window.model.game.actions) == before + 1


def play_to_end(qtbot, window: MainWindow, rng: random.Random) -> int:
    """Play the human seats' turns by clicks (random legal choices from ``rng``) until
    the game is over; returns how many turns were played."""
    turns = 0
    while True:
        wait_for_human_or_end(qtbot, window)
        if window.model.over:
            return turns
        play_human_turn(qtbot, window, rng)
        turns += 1


def join_by_dialog(qtbot, window: MainWindow, url: str, code: str, name: str = "") -> None:
    """Game ▸ Join a network game…: type ``url``, ``code`` (and ``name``) into the
    dialog and click Join (what follows, the test waits for)."""
    net = window.net
    net.show_join_dialog()
    net.dialog.url.setText(url)
    net.dialog.code.setText(code)
    if name:
        net.dialog.name.setText(name)
    click(qtbot, net.dialog, "join_button")


def start_first_attempt(window: MainWindow) -> None:
    """Game ▸ Deal of the day, the first time today: the box says that this is the day's
    one attempt before anything starts (issue 34); its Start button starts the deal."""
    window.actions_["daily"].trigger()
    box = window.daily.question
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.objectName() == "daily_first_box" and "one attempt" in box.informativeText()
    assert History().attempt(today().isoformat()) is None  # nothing has started yet
    box.findChild(QPushButton, "daily_start_button").click()
