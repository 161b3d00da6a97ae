"""The text-size setting reaches everything (issue 22): menus, the status bar, docks and
dialogs follow it live through the application font, and at 200 % every dialog still
fits a 960×540 screen (its rows scroll, its buttons stay)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QBoxLayout, QDialogButtonBox, QWidget
from windowkit import make_window

from sanjuan.rules.scoring import ScoreBreakdown
from ui.dialogs import fit
from ui.dialogs import settings as settings_dialog
from ui.table import keys
from ui.window import text_size

pytest.importorskip("pytestqt")
SMALL = QRect(0, 0, 960, 540)


def point_size(w: QWidget) -> float:
    return w.font().pointSizeF()


def test_menus_status_bar_and_docks_follow_the_setting_live(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    base = QApplication.font().pointSizeF()
    menu = window.menuBar()
    assert point_size(menu) == pytest.approx(base)
    window.settings.set_text_scale(2.0)
    QApplication.processEvents()
    assert QApplication.font().pointSizeF() == pytest.approx(2 * base)
    for w in (menu, window.statusBar(), window.info_label, window.hints.button,
              window.hints.list):
        assert point_size(w) == pytest.approx(2 * base), w.objectName()
    menu_font = window.menuBar().actions()[0].menu().font()
    assert menu_font.pointSizeF() == pytest.approx(2 * base)
    window.settings.set_text_scale(1.5)
    QApplication.processEvents()
    assert point_size(window.statusBar()) == pytest.approx(1.5 * base)
    window.settings.set_text_scale(1.0)
    QApplication.processEvents()
    assert point_size(window.statusBar()) == pytest.approx(base)
    assert text_size.text_scale() == 1.0


def test_the_hint_dock_never_widens_the_log_beside_the_table(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    row = window.hints.row
    assert row.direction() is QBoxLayout.Direction.LeftToRight
    window.settings.set_text_scale(2.0)
    # the Hint button and "Offer hints" one above the other: the docks stay narrow
    qtbot.waitUntil(lambda: row.direction() is QBoxLayout.Direction.TopToBottom)
    qtbot.waitUntil(lambda: window.hints.dock.minimumSizeHint().width() <= 240)
    window.settings.set_text_scale(1.0)
    qtbot.waitUntil(lambda: row.direction() is QBoxLayout.Direction.LeftToRight)


@pytest.fixture
def small_screen(monkeypatch):
    """Every dialog sized for a 960×540 (logical) screen's free area."""
    for module in (fit, settings_dialog):
        monkeypatch.setattr(module, "available", lambda *_a: QRect(SMALL))
    monkeypatch.setattr(keys, "screen_room", lambda *_a: QRect(SMALL))


def fits(dialog: QWidget) -> list[str]:
    """What of the shown ``dialog`` is too large for SMALL or cannot be reached."""
    QApplication.processEvents()
    bad = []
    if dialog.width() > SMALL.width() or dialog.height() > SMALL.height():
        bad.append(f"{dialog.objectName()}: {dialog.width()}×{dialog.height()}")
    if dialog.minimumSizeHint().boundedTo(QSize(SMALL.width(), SMALL.height())) != \
            dialog.minimumSizeHint():
        bad.append(f"{dialog.objectName()}: minimum {dialog.minimumSizeHint()}")
    for box in dialog.findChildren(QDialogButtonBox):
        r = QRect(box.mapTo(dialog, box.rect().topLeft()), box.size())
        if not dialog.rect().contains(r):
            bad.append(f"{dialog.objectName()}: buttons outside at {r}")
    return bad


def test_dialogs_fit_a_small_screen_at_200_percent(qtbot, tmp_path, small_screen) -> None:
    from ui.dialogs.game_over import GameOverDialog

    window = make_window(qtbot, tmp_path)
    window.settings.set_text_scale(2.0)
    QApplication.processEvents()
    bad = []
    dialog = window.show_settings()
    # "Playing" and "Seeing" no longer side by side: they would be wider than the screen
    assert dialog.top.direction() is QBoxLayout.Direction.TopToBottom
    bad += fits(dialog)
    dialog.close()
    new = window.show_new_game_dialog()
    new.players.setValue(4)  # the tallest: four seats' rows
    bad += fits(new)
    new.reject()
    box = keys.keyboard_box(window)
    bad += fits(box)
    box.close()
    scores = [ScoreBreakdown(buildings=20, tiebreak=1), ScoreBreakdown(buildings=26,
                                                                       tiebreak=4)] * 2
    over = GameOverDialog(scores, ["Ann", "Bob", "Cy", "Di"], [[1, 1, 1, 1]] * 4, window)
    over.show()
    bad += fits(over)
    over.close()
    host = window.net.show_host_dialog()
    host.players.setValue(4)
    bad += fits(host)
    host.reject()
    join = window.net.show_join_dialog()
    bad += fits(join)
    join.reject()
    assert not bad, "\n".join(bad)


def test_settings_side_by_side_at_100_percent(qtbot, tmp_path, small_screen) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.show_settings()
    assert dialog.top.direction() is QBoxLayout.Direction.LeftToRight
    assert not fits(dialog)
    # whole: no scrolling at the normal text size
    assert not dialog.rows_scroll.verticalScrollBar().isVisible()


def test_the_score_table_shows_every_name_whole_at_200_percent(qtbot, tmp_path) -> None:
    """At 200 % text the game-over dialog's row names took most of its 640 px and the
    players' columns were cut ("★ Ann" read "r An"): the dialog is as wide as its
    table needs (on a large enough screen: the test's is 800 px wide)."""
    from ui.dialogs.game_over import GameOverDialog

    window = make_window(qtbot, tmp_path)
    window.settings.set_text_scale(2.0)
    QApplication.processEvents()
    scores = [ScoreBreakdown(buildings=b, tiebreak=1) for b in (26, 17, 14)]
    over = GameOverDialog(scores, ["Ann", "Bea", "Carla"], [[1, 1, 1]] * 3, window)
    over.show()
    QApplication.processEvents()
    header = over.table.horizontalHeader()
    fm = header.fontMetrics()
    for c in range(over.table.columnCount()):
        text = over.table.horizontalHeaderItem(c).text()
        assert header.sectionSize(c) >= fm.horizontalAdvance(text), text
    over.close()
    window.settings.set_text_scale(1.0)


def test_the_vp_chart_title_and_legend_follow_the_text_size(qtbot, tmp_path) -> None:
    """pyqtgraph draws its title and legend at 9 pt of its own: at 200 % text they
    stayed small beside the doubled axes and scores."""
    from ui.dialogs.game_over import GameOverDialog

    window = make_window(qtbot, tmp_path)
    scores = [ScoreBreakdown(buildings=b, tiebreak=1) for b in (26, 17)]
    sizes = {}
    for scale in (1.0, 2.0):
        window.settings.set_text_scale(scale)
        QApplication.processEvents()
        over = GameOverDialog(scores, ["Ann", "Bea"], [[1, 2], [5, 3]], window)
        over.build_chart()
        item = over.chart.getPlotItem()
        sizes[scale] = (float(item.titleLabel.opts["size"].removesuffix("pt")),
                        float(item.legend.opts["labelTextSize"].removesuffix("pt")))
        over.close()
    window.settings.set_text_scale(1.0)
    assert sizes[2.0][0] == pytest.approx(2 * sizes[1.0][0], rel=0.05)
    assert sizes[2.0][1] == pytest.approx(2 * sizes[1.0][1], rel=0.05)
    assert sizes[1.0][1] >= 9  # never below pyqtgraph's own size at 100 %
