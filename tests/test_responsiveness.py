"""The GUI thread keeps processing events while a computer player thinks: the AI runs
on a worker thread (BRIEF: "AI opponents think on a worker thread").

No timing bound here (a loaded machine would make it flaky): the player burns CPU
until the test releases it, and the test asserts that the GUI thread's timer keeps
ticking meanwhile. ``bench/expert_gui_gap.py`` prints the longest gap (quiet machine:
about 13 ms with Expert thinking)."""

from __future__ import annotations

import threading
import time

import pytest

from sanjuan.rules.actions import Action
from sanjuan.rules.observation import Observation
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.session.game_model import GameModel

pytest.importorskip("pytestqt")


class BusyPlayer:
    """Burns CPU in pure Python (holding the GIL as much as Python lets it) until
    ``release`` is set, it is cancelled or 10 s have passed (so that a player run on
    the GUI thread fails the test instead of hanging it), then answers the first legal
    action."""

    name = "busy"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.done = threading.Event()

    def choose(self, obs: Observation, cancel=None) -> Action:
        self.started.set()
        x = 0
        deadline = time.monotonic() + 10.0
        while not self.release.is_set() and time.monotonic() < deadline:
            for i in range(2000):
                x = (x * 31 + i) % 1_000_003
            if cancel is not None and cancel():
                break
        assert obs.decision is not None
        self.done.set()
        return obs.decision.legal_actions()[0]


def test_gui_ticks_while_the_ai_thinks(qtbot) -> None:
    from PySide6.QtCore import QTimer

    player = BusyPlayer()
    model = GameModel(player_factory=lambda level, seed: player)
    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(player.started.is_set()
                                               and not player.done.is_set()))
    timer.start()
    try:
        model.new_game(Options(2, "classic", False, 3), [Seat("A", "hard"),
                                                         Seat("B", "hard")])
        # new_game returned although the player cannot have answered: it thinks elsewhere
        assert model.thinking_seat >= 0
        assert not player.done.is_set()
        # the GUI thread's timer ticks while the player is busy on its worker
        qtbot.waitUntil(lambda: sum(ticks) >= 20, timeout=20000)
        assert not player.done.is_set()
        with qtbot.waitSignal(model.changed, timeout=20000):
            player.release.set()
    finally:
        player.release.set()
        timer.stop()
        model.cancel()
    assert player.done.is_set()
