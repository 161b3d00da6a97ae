"""Seeing well (issue 22): the text-size setting (100–200 %) scales the card text, the
prompts and the log at once; card effect text grows with the card at 4K; the
high-contrast look paints the felt black with white letters; both are set in the Settings
dialog and applied live, and the layout still fits at 960×540 with 200 % text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from test_layout_fit import check_layout, settle, window_at

from sanjuan.rules.decisions import DecisionKind
from ui.settings import Settings
from ui.settings.values import as_text_scale
from ui.table import card_paint, style


@pytest.fixture(autouse=True)
def normal_look():
    yield
    style.set_look(1.0, False)  # the look is application-wide: leave it as found


def test_text_scale_values_are_checked(tmp_path):
    assert as_text_scale("1.5") == 1.5 and as_text_scale(2) == 2.0
    for bad in ("abc", 3, 0.5, True, "1,5", [], "nan"):
        with pytest.raises(ValueError):
            as_text_scale(bad)
    q = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    q.setValue("view/text_scale", "huge")
    q.setValue("view/high_contrast", "maybe")
    s = Settings(q)
    assert s.text_scale() == 1.0 and s.high_contrast() is False
    s.set_text_scale(7)
    assert s.text_scale() == 2.0  # clamped


def test_text_size_and_contrast_apply_live(qtbot, tmp_path):
    w = window_at(qtbot, tmp_path, (1280, 800), 3)
    t = w.table
    prompt, log = t.panel.prompt.fontInfo().pixelSize(), w.log._font_px
    seen: list[tuple[str, object]] = []
    w.settings.changed.connect(lambda k, v: seen.append((k, v)))
    dialog = w.show_settings()
    dialog.look_box.text_size.setValue(200)  # the Settings dialog's row
    qtbot.wait(20)
    assert ("text_scale", 2.0) in seen and w.settings.text_scale() == 2.0
    assert t.panel.prompt.fontInfo().pixelSize() >= 2 * prompt - 1
    assert t.hand.title.fontInfo().pixelSize() >= 1.5 * prompt - 1  # half the growth
    assert w.log._font_px == 2 * log
    assert style.TEXT_SCALE == 2.0
    dialog.look_box.high_contrast.setChecked(True)
    qtbot.wait(20)
    assert w.settings.high_contrast() and style.HIGH_CONTRAST
    img = t.grab().toImage()
    felt = QColor(img.pixel(2, img.height() // 2))
    assert max(felt.red(), felt.green(), felt.blue()) < 30  # black felt
    assert t.panel.prompt.palette().windowText().color() == QColor("#000000")
    assert t.seats[0].stats.palette().windowText().color() == QColor("#ffffff")
    dialog.look_box.text_size.setValue(100)
    dialog.look_box.high_contrast.setChecked(False)
    qtbot.wait(20)
    assert t.panel.prompt.fontInfo().pixelSize() == prompt and not style.HIGH_CONTRAST
    dialog.close()


def test_effect_text_grows_with_the_card_and_the_text_size():
    assert card_paint._effect_px(300) > 2.5 * card_paint._effect_px(100)  # 4K cards
    assert card_paint._effect_px(300) >= 30  # not ~9-13 px on a 300 px card
    style.set_look(2.0, False)
    assert card_paint._effect_px(100) == pytest.approx(2 * 100 * 0.105)


def test_4k_hand_cards_print_their_effect_large(qtbot, tmp_path):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    w = window_at(qtbot, tmp_path, (3840, 2160), 3)
    card = max(w.table.hand.cards.values(), key=lambda c: c.width())
    assert card.width() >= 200 and card.effect
    img = QImage(card.width(), card.height(), QImage.Format.Format_ARGB32)
    p = QPainter(img)
    body = QRectF(0, 0, card.width() * 0.84, card.height() * 0.44)
    px = card_paint._fit_font_px(p, card.effect, body, card_paint._effect_px(card.width()),
                                 False)
    p.end()
    assert px >= 16, px


@pytest.mark.parametrize("kind", [DecisionKind.COUNCILLOR_KEEP, DecisionKind.BUILD])
def test_layout_fits_at_200_percent_text(qtbot, tmp_path, kind):
    make = Settings(QSettings(str(tmp_path / "pre.ini"), QSettings.Format.IniFormat))
    make.set_text_scale(2.0)
    w = window_at(qtbot, tmp_path, (960, 540), 4, kind)
    w.settings.set_text_scale(2.0)
    w.settings.set_high_contrast(True)
    qtbot.wait(30)
    settle(qtbot, w)  # letters changed: the layout runs again in posted events
    check_layout(w)
    t = w.table
    opponents = [c.width() for p in t.seats for c in p.cards.values()]
    assert min(c.width() for c in t.hand.cards.values()) >= max(opponents)
    assert min(c.width() for c in t.own.cards.values()) >= max(opponents)
