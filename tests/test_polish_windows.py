"""Dialogs and windows on small screens and by keyboard (issue 34, item 10): the
New-game dialog opens whole, Settings grows with the text size, Statistics fits a
960×540 screen, Esc closes Statistics and the Review window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from test_progress_ui import rated_records
from windowkit import make_window

from ui.dialogs import fit
from ui.dialogs import settings as settings_dialog

pytest.importorskip("pytestqt")


def _screen(monkeypatch, w: int, h: int) -> QRect:
    room = QRect(0, 0, w, h)
    for module in (fit, settings_dialog):
        monkeypatch.setattr(module, "available", lambda *_a: QRect(room))
    return room


def _scrolls(dialog: QWidget) -> bool:
    scroll = dialog.rows_scroll
    return scroll.verticalScrollBar().isVisible() or scroll.horizontalScrollBar().isVisible()


def test_the_new_game_dialog_opens_whole(qtbot, tmp_path, monkeypatch) -> None:
    _screen(monkeypatch, 1280, 800)
    window = make_window(qtbot, tmp_path)
    dialog = window.show_new_game_dialog()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    body = dialog.rows_scroll.widget()
    assert not _scrolls(dialog), (dialog.size(), body.sizeHint())
    assert dialog.rows_scroll.viewport().height() >= body.sizeHint().height()
    dialog.reject()


def test_settings_grow_with_the_text_size(qtbot, tmp_path, monkeypatch) -> None:
    _screen(monkeypatch, 1920, 1080)
    window = make_window(qtbot, tmp_path)
    dialog = window.show_settings()
    qtbot.waitExposed(dialog)
    assert not _scrolls(dialog)
    small = dialog.size()
    window.settings.set_text_scale(2.0)
    try:
        # grown to the larger text, whole (the scroll bars follow on the event loop)
        qtbot.waitUntil(lambda: dialog.width() > small.width()
                        and dialog.height() > small.height() and not _scrolls(dialog),
                        timeout=3000)
    finally:
        window.settings.set_text_scale(1.0)
    dialog.close()


def test_statistics_fit_a_small_screen_and_esc_closes_them(qtbot, tmp_path,
                                                           monkeypatch) -> None:
    from ui.history.statistics import StatisticsDialog

    room = _screen(monkeypatch, 960, 540)
    dialog = StatisticsDialog(rated_records(5), None)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    frame = dialog.frameGeometry()
    assert frame.width() <= room.width() and frame.height() <= room.height(), frame
    # the focus on a chart (a graphics view, which keeps the keys it gets)
    chart = dialog.rating_chart
    assert chart is not None and dialog.tabs.currentWidget() is chart
    chart.setFocus()
    qtbot.keyClick(chart, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_esc_closes_the_review_window(qtbot) -> None:
    from history_kit import finished_game

    from ui.learn.review_window import ReviewWindow

    g = finished_game(edition="classic", seed=12)
    rw = ReviewWindow(g.options, g.actions, 0, ["Ann", "Rosa"])
    qtbot.addWidget(rw)
    with qtbot.waitActive(rw):
        rw.show()
        rw.activateWindow()
    # the focus on the position's table (shown with a selected mistake), whose keys
    # (Esc: clear the selection) kept Esc from the window
    rw.table.show()
    rw.table.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or rw.table, Qt.Key.Key_Escape)
    assert not rw.isVisible()


def test_a_charts_export_dialog_goes_with_statistics(qtbot) -> None:
    """Issue 34, item 12: the right-click Export… dialog of a chart outlived it."""
    import shiboken6

    from ui.history.statistics import StatisticsDialog

    dialog = StatisticsDialog(rated_records(3), None)
    dialog.show()
    qtbot.waitExposed(dialog)
    chart = dialog.rating_chart
    scene = chart.scene()
    scene.contextMenuItem = chart.getPlotItem()  # as a right-click on the chart sets it
    scene.showExportDialog()
    export = scene.exportDialog
    assert export.isVisible()
    with qtbot.waitSignal(dialog.destroyed, timeout=5000):
        dialog.close()  # deleted on close
    qtbot.waitUntil(lambda: not shiboken6.isValid(export) or not export.isVisible(),
                    timeout=3000)
