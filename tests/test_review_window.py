"""The Review window: opened from the game-over dialog, computed on a worker with a
progress bar (the window stays responsive), chart + list of mistakes, the position of
the selected mistake on a read-only table; Cancel stops it."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt
from windowkit import make_window, play_to_end

from sanjuan.learn.review import ReviewedDecision
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.learn.review_window import ReviewWindow


def finished_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 12),
                      [Seat("Ann"), Seat("Rosa", "easy")])
    play_to_end(qtbot, window, random.Random(5))
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
    axis = rw.chart.getAxis("bottom")  # decisions are counted in whole numbers
    ticks = [v for _, values in axis.tickValues(0, len(review.decisions), 400) for v in values]
    assert ticks and all(float(v).is_integer() for v in ticks)
    if review.mistakes:
        r = review.mistakes[0]
        assert rw.table.observation == r.obs and "Round" in rw.list.item(0).text()
        assert rw.detail.text()
    rw.close()
    window.close()


def hold_reviews(monkeypatch) -> None:
    """Make the window's reviews wait for their Cancel (at most 20 s) and then stop as a
    cancelled review does (ReviewCancelled): with the compiled play-out core a review
    of this short game can end before the click is handled, and these tests are about
    the window's Cancel, not the review's figures (the test above has those)."""
    import ui.learn.review_window as review_window
    from sanjuan.learn.review import ReviewCancelled

    real = review_window.review_game

    def held(*args, cancel=None, **kwargs):
        deadline = time.monotonic() + 20
        while cancel is not None and not cancel() and time.monotonic() < deadline:
            time.sleep(0.01)
        if cancel is not None and cancel():
            raise ReviewCancelled
        return real(*args, cancel=cancel, **kwargs)

    monkeypatch.setattr(review_window, "review_game", held)


def test_review_can_be_cancelled(qtbot, tmp_path, monkeypatch) -> None:
    hold_reviews(monkeypatch)
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


def test_review_opened_from_game_over_is_usable_at_once(qtbot, tmp_path,
                                                         monkeypatch) -> None:
    """Issue 22: the game-over dialog is window-modal; a Review window parented to the
    main window was blocked with it (no click, no close) until the dialog closed."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    hold_reviews(monkeypatch)
    window = finished_window(qtbot, tmp_path)
    over = window.game_over_dialog
    assert over.isVisible() and over.isModal() or over.windowModality() != Qt.NonModal
    qtbot.mouseClick(over.findChild(object, "review_button"), Qt.MouseButton.LeftButton)
    rw = window.hints.review_window
    qtbot.waitExposed(rw)
    assert rw.is_running()
    # a click through the window system (QTest on the QWindow: modality applies there,
    # unlike a click sent to the widget) reaches its Cancel button
    b = rw.cancel_button
    QTest.mouseClick(rw.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, b.mapTo(rw, b.rect().center()))
    qtbot.waitUntil(lambda: "stopped" in rw.status.text(), timeout=10000)
    assert over.isVisible()  # the game-over dialog is still there
    QTest.keyClick(rw.windowHandle(), Qt.Key.Key_Escape)  # and Esc closes it at once
    qtbot.waitUntil(lambda: window.hints.review_window is None, timeout=5000)
    assert QApplication.activeModalWidget() in (over, None)
    window.close()


def test_a_review_without_mistakes_says_so(qtbot) -> None:
    """Issue 22: no mistake gave an empty list and an empty table with live-looking
    buttons; now a sentence says so and neither is shown."""
    from ui.cli.app import make_app

    make_app()
    rw = ReviewWindow(Options(2, "classic", False, 12), [], 0, ["Ann", "Rosa"])
    qtbot.addWidget(rw)
    rw.show()
    qtbot.waitUntil(lambda: rw.review is not None, timeout=20000)
    assert not rw.review.mistakes
    assert rw.verdict.isVisible() and rw.verdict.text().startswith("No mistakes found")
    assert not rw.list.isVisible() and not rw.table.isVisible()
    rw.close()
