"""200 % text on a small window (issue 22): the keyboard zoom of a small card leaves the
prompt and the decision's buttons in sight; opponents' names stay readable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from test_layout_fit import window_at

from sanjuan.rules.decisions import DecisionKind
from ui.table import style

pytest.importorskip("pytestqt")


def global_rect(w) -> QRect:
    return QRect(w.mapToGlobal(QPoint(0, 0)), w.size())


def test_keyboard_zoom_leaves_the_prompt_and_buttons_in_sight(qtbot, tmp_path,
                                                             monkeypatch) -> None:
    from ui.table import zoom as zoom_module
    from ui.table.zoom import too_small, zoom

    w = window_at(qtbot, tmp_path, (960, 540), 4, DecisionKind.COUNCILLOR_KEEP)
    # a 960×540 screen, the window filling it
    top_left = w.mapToGlobal(QPoint(0, 0))
    monkeypatch.setattr(zoom_module, "screen_rect",
                        lambda _card: QRect(top_left.x(), top_left.y(), 960, 540))
    w.settings.set_text_scale(2.0)
    try:
        qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
        qtbot.wait(50)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        panel = w.table.panel
        keep = [x for x in (panel.prompt, panel.confirm_button, panel.pass_button,
                            *panel.option_buttons) if x.isVisible()]
        assert panel.prompt in keep and panel.confirm_button in keep
        drawn = list(w.table.revealed.values())
        assert drawn and all(too_small(c) for c in drawn)
        for card in drawn:
            card.setFocus(Qt.FocusReason.TabFocusReason)
            z = zoom()
            qtbot.waitUntil(lambda z=z, card=card: z.isVisible() and z.card is card)
            shown = z.frameGeometry()
            for x in keep:
                assert not shown.intersects(global_rect(x)), (x.objectName(), shown)
            assert not shown.intersects(global_rect(card))
            card.clearFocus()
    finally:
        zoom().hide_now()
        w.settings.set_text_scale(1.0)


@pytest.mark.parametrize("kind", [DecisionKind.BUILD, DecisionKind.COUNCILLOR_KEEP])
def test_opponents_names_readable_and_counts_whole(qtbot, tmp_path, kind) -> None:
    from PySide6.QtGui import QAccessible

    from ui.table.seat_panel import NAME_LEAST, short_name

    w = window_at(qtbot, tmp_path, (960, 540), 4, kind)
    w.settings.set_text_scale(2.0)
    try:
        qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
        qtbot.wait(100)
        for seat in w.table.seats:
            name, stats = seat.name, seat.stats
            full = name.text()
            assert full.startswith("Computer")  # longer than NAME_LEAST letters
            shown = name.fontMetrics().horizontalAdvance(short_name(full))
            # at least "Comp…" (not "C…"), and the counts not cut
            assert name.width() >= shown, (full, name.width(), shown)
            assert short_name(full) == full[:NAME_LEAST] + "…"
            assert stats.width() >= stats.sizeHint().width(), (stats.text(), stats.width())
            head = seat.contentsRect()
            right = stats.mapTo(seat, stats.rect().topRight()).x()
            assert right <= head.right() + 1, (stats.text(), right, head.right())
            if name.is_elided():
                assert name.toolTip() == full
            iface = QAccessible.queryAccessibleInterface(name)
            assert iface.text(QAccessible.Text.Name) == full
    finally:
        w.settings.set_text_scale(1.0)


def test_chat_seat_list_wraps_long_lines_instead_of_cutting(qtbot) -> None:
    from test_accessibility_windows import StubSession

    from ui.dialogs.lobby import NetPanel
    from ui.window import text_size

    text_size.apply_text_scale(2.0)
    session = StubSession()
    session.seats.append({"seat": 3, "kind": "computer", "level": "medium",
                          "name": "Diego"})
    panel = NetPanel(session)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.resize(230, 500)  # the dock beside the table of a 960 px window
    panel.show()
    qtbot.waitExposed(panel)
    lst = panel.seats
    qtbot.waitUntil(lambda: lst.viewport().width() < 230)
    qtbot.wait(20)
    fm = lst.fontMetrics()
    long = [lst.item(i) for i in range(lst.count())
            if fm.horizontalAdvance(lst.item(i).text()) > lst.viewport().width()]
    assert long, "no line longer than the list is wide: nothing tested"
    for item in long:
        rect = lst.visualItemRect(item)
        assert rect.height() >= 2 * fm.height() - 2, (item.text(), rect)  # wrapped
        assert lst.viewport().rect().contains(rect), (item.text(), rect)  # all in sight


def test_side_lines_two_for_many_buildings_in_a_tall_row() -> None:
    from ui.table.layout_plan import Overheads, side_lines

    o = Overheads(table=24, seat=36, top_gap=6, middle_min=96, panel=72, own=48, hand=39,
                  side=60)
    assert side_lines(100, 658, 11, 7, o) == (2, 6)  # 6 of 11 in a line: larger cards
    assert side_lines(100, 658, 4, 7, o) == (1, 4)  # few: one line
    assert side_lines(40, 658, 11, 7, o) == (1, 11)  # too low for two lines


def settle_rows(qtbot, table) -> None:
    """Wait until the table's plan and its own tableau's card size stand still."""
    last, same = None, 0
    for _ in range(100):
        qtbot.wait(20)
        now = (table.plan, table.own.tableau.card_size(), table.own.tableau.size())
        same = same + 1 if now == last else 0
        if same >= 3:
            return
        last = now


def test_puzzle_tableau_of_eleven_in_two_lines_at_200_percent(qtbot, tmp_path) -> None:
    from windowkit import make_window

    w = make_window(qtbot, tmp_path)
    w.settings.set_text_scale(2.0)
    qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
    pw = w.show_puzzles()
    pw.resize(960, 540)
    pw.list.setCurrentRow(0)  # the first puzzle: the player has 11 buildings
    tableau = pw.table.own.tableau
    qtbot.waitUntil(lambda: len(tableau.cards) >= 11)
    qtbot.waitUntil(lambda: pw.table.plan is not None)
    settle_rows(qtbot, pw.table)
    width, lines = tableau.card_size()
    if pw.table.plan.side:  # beside the hand: in two lines, not one of micro-cards
        assert lines == 2
        one_line = (tableau.width() - 10 * tableau.gap) / 11
        assert width >= 1.3 * one_line, (width, one_line)
    else:  # the decision's letters gave way (issue 34): the tableau above the hand
        assert pw.table.panel.prompt_fit() > 0
    assert width >= 48, width  # 41 px in two lines beside the hand before issue 34
    pw.close()
    w.settings.set_text_scale(1.0)


@pytest.mark.parametrize("size", [(960, 540), (1366, 768), (1280, 800)],
                         ids=["960x540", "1366x768", "1280x800"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_keyboard_zoom_never_covers_the_own_tableau(qtbot, tmp_path, monkeypatch,
                                                    scale, size) -> None:
    """Issue 34, item 9: moving through the Councillor's cards by keyboard, the large
    zoom never stands over the player's own tableau (shown elsewhere, or not at all)."""
    from ui.table import zoom as zoom_module
    from ui.table.zoom import too_small, zoom

    w = window_at(qtbot, tmp_path, size, 4, DecisionKind.COUNCILLOR_KEEP)
    top_left = w.mapToGlobal(QPoint(0, 0))
    monkeypatch.setattr(zoom_module, "screen_rect",
                        lambda _card: QRect(top_left.x(), top_left.y(), *size))
    w.settings.set_text_scale(scale)
    try:
        qtbot.waitUntil(lambda: style.TEXT_SCALE == scale)
        qtbot.wait(50)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        own = w.table.own
        assert own is not None and own.isVisible()
        drawn = [c for c in w.table.revealed.values() if too_small(c)]
        for card in drawn:  # (none small: no zoom at all)
            card.setFocus(Qt.FocusReason.TabFocusReason)
            qtbot.wait(20)
            z = zoom()
            if z.isVisible() and z.card is card:
                assert not z.frameGeometry().intersects(global_rect(own)), z.frameGeometry()
            card.clearFocus()
    finally:
        zoom().hide_now()
        w.settings.set_text_scale(1.0)
