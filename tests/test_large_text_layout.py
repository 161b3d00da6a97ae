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
