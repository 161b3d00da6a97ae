"""The GUI thread keeps processing events while a computer player thinks: the AI runs
on a worker thread (BRIEF: "AI opponents think on a worker thread")."""

from __future__ import annotations

import time

import pytest

from sanjuan.actions import Action
from sanjuan.model import GameModel, SeatConfig
from sanjuan.observation import Observation
from sanjuan.state import Options

pytest.importorskip("pytestqt")

THINK_SECONDS = 1.0
MAX_GAP_SECONDS = 0.25


class BusyPlayer:
    """Burns CPU in pure Python (holding the GIL as much as Python lets it) for
    ``seconds``, polling the cancel flag, then answers the first legal action."""

    name = "busy"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.calls = 0

    def choose(self, obs: Observation, cancel=None) -> Action:
        self.calls += 1
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end:
            for i in range(2000):
                x = (x * 31 + i) % 1_000_003
            if cancel is not None and cancel():
                break
        assert obs.decision is not None
        return obs.decision.legal_actions()[0]


def test_gui_ticks_while_the_ai_thinks(qtbot) -> None:
    from PySide6.QtCore import QTimer

    player = BusyPlayer(THINK_SECONDS)
    model = GameModel(player_factory=lambda level, seed: player)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    start = time.perf_counter()
    model.new_game(Options(2, "classic", False, 3), [SeatConfig("A", "hard"),
                                                     SeatConfig("B", "hard")])
    assert model.thinking_seat >= 0  # new_game returned at once: the AI thinks elsewhere
    assert time.perf_counter() - start < 0.2
    with qtbot.waitSignal(model.changed, timeout=10000):
        pass  # the first AI move arrives after about THINK_SECONDS
    timer.stop()
    model.cancel()
    assert player.calls >= 1
    thinking = [t for t in ticks if t >= start]
    gaps = [b - a for a, b in zip(thinking, thinking[1:], strict=False)]
    print(f"ticks: {len(thinking)}, longest gap between 10 ms ticks: {max(gaps) * 1000:.0f} ms")
    assert len(thinking) > THINK_SECONDS / 0.01 / 4
    assert max(gaps) < MAX_GAP_SECONDS
