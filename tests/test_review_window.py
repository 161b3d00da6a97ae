"""The Review window: opened from the game-over dialog, computed on a worker with a
progress bar (the window stays responsive), chart + list of mistakes, the position of
the selected mistake on a read-only table; Cancel stops it."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.learn.review import ReviewedDecision
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.learn.review_window import ReviewWindow


def finished_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 12),
                      [Seat("Ann"), Seat("Rosa", "easy")])
    rng = random.Random(5)
    wait_for_human_or_end(qtbot, window)
    while not window.model.over:
        play_human_turn(qtbot, window, rng)
        wait_for_human_or_end(qtbot, window)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    return window


def test_review_from_the_game_over_dialog(qtbot, tmp_path) -> None:
    window = finished_window(qtbot, tmp_path)
    button = window.game_over_dialog.findChild(object, "review_button")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    rw = window.hints.review_window
    assert rw.is_running()  # the click returned while the review runs on its worker
    qtbot.waitUntil(lambda: not rw.is_running(), timeout=120000)
    review = rw.review
    assert review is not None and review.seat == 0 and review.decisions
    assert rw.bar.maximum() == len(review.decisions) == rw.bar.value()
    items = [rw.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(rw.list.count())]
    assert [r for r in items if isinstance(r, ReviewedDecision)] == review.mistakes
    assert len(rw.chart.getPlotItem().listDataItems()) >= 1
    if review.mistakes:
        r = review.mistakes[0]
        assert rw.table.observation == r.obs and "Round" in rw.list.item(0).text()
        assert rw.detail.text()
    rw.close()
    window.close()


def test_review_can_be_cancelled(qtbot, tmp_path) -> None:
    window = finished_window(qtbot, tmp_path)
    g = window.model.game
    rw = ReviewWindow(g.options, g.actions, 1, window.model.names, window)
    qtbot.addWidget(rw)
    rw.show()
    qtbot.mouseClick(rw.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "stopped" in rw.status.text() or rw.review is not None,
                    timeout=10000)
    assert rw.review is None
    rw.close()
    running = window.hints.open_review()  # closing the main window stops a review too
    assert running.is_running()
    window.close()
    assert not running._worker.busy() and not running._worker.running()
