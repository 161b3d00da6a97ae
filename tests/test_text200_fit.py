"""200 % text on a 960×540 window (issue 34, item 11): the piles' labels and the Crane's
option buttons keep their text whole, measured with QFontMetrics against the widgets'
rectangles; a card's name and effect text follow one rule for every card."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from test_layout_fit import rect_in, settle, window_at

from ui.table import style

pytest.importorskip("pytestqt")


def _big_text(qtbot, w, lang: str) -> None:
    import ui.window.language as language

    language.apply_language(lang)
    w.settings.set_text_scale(2.0)
    qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
    qtbot.wait(50)  # the window re-translates itself on a zero timer
    settle(qtbot, w)


def _reset(w) -> None:
    import ui.window.language as language

    w.settings.set_text_scale(1.0)
    language.apply_language("system")  # as make_app() left it for the next tests


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_pile_labels_fit_beside_the_log(qtbot, tmp_path, lang, scale) -> None:
    """"Draw pile" was painted at 70 % of its band's height whatever the pile's width:
    beside Discard with the log open it read "Draw pil"."""
    w = window_at(qtbot, tmp_path, (960, 540), 4)
    try:
        _big_text(qtbot, w, lang)
        if scale == 1.0:
            w.settings.set_text_scale(1.0)
            qtbot.waitUntil(lambda: style.TEXT_SCALE == 1.0)
            settle(qtbot, w)
        assert w.log_dock.isVisible()
        for pile in (w.table.info.draw, w.table.info.discard):
            text = pile.label()
            assert text in ("Draw pile", "Discard", "Stapel", "Ablage")
            f = pile.label_font()
            width = QFontMetricsF(f).horizontalAdvance(text)
            assert width <= pile.width(), (text, width, pile.width())
            assert f.pixelSize() >= 7
    finally:
        _reset(w)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_crane_options_keep_their_text_whole(qtbot, tmp_path, lang) -> None:
    """Three "Over …" options of the Crane at 200 % text in a 960-px window: every
    button is at least as wide as its text (fewer columns, then lines), inside the
    panel, and the buttons do not overlap."""
    from PySide6.QtCore import QCoreApplication

    from ui.text.warnings_text import good_lost_text

    w = window_at(qtbot, tmp_path, (960, 540), 4)
    try:
        _big_text(qtbot, w, lang)
        tr = QCoreApplication.translate
        texts = [tr("Table", "Over %1: %2").replace("%1", old).replace(
            "%2", f"4 − 1 {tr('Costs', 'Builder')} − 2 {tr('Costs', 'Crane')} = 1")
            + f" — {good_lost_text()}" for old in ("Indigo plant", "Chapel", "Smithy")]
        panel = w.table.panel
        buttons = panel.set_options([(f"option_{i}", t, t) for i, t in enumerate(texts)])
        settle(qtbot, w)
        box = panel.contentsRect()
        rects = []
        for b, full in zip(buttons, texts, strict=True):
            assert b.isVisible()
            fm = b.fontMetrics()
            widest = max(fm.horizontalAdvance(line) for line in b.text().split("\n"))
            assert widest <= b.contentsRect().width(), (b.text(), widest, b.width())
            assert b.width() >= b.sizeHint().width(), (b.text(), b.width())
            assert b.text().replace("\n", " ") == full
            r = rect_in(b, panel)
            assert box.contains(r), (r, box)
            rects.append(r)
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.intersects(b)
    finally:
        _reset(w)
