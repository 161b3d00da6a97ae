"""200 % text on a 960×540 window (issue 34, item 11): the piles' labels and the Crane's
option buttons keep their text whole, measured with QFontMetrics against the widgets'
rectangles; a card's name and effect text follow one rule for every card."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from test_layout_fit import rect_in, settle, window_at

from sanjuan.rules.cards import CARD_TYPES, Kind
from sanjuan.rules.editions import edition
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


def test_syllable_breaks_for_card_names() -> None:
    from ui.table.card_paint import hyphenation_points

    assert hyphenation_points("Schmiede") == [6]  # Schmie-de, never Sch-miede
    assert hyphenation_points("Carpenter") == [3, 6]  # Car-pen-ter
    assert hyphenation_points("Archiv") == [] and hyphenation_points("Well") == []


@pytest.mark.parametrize("width", [40, 45, 48, 60, 100, 140])
def test_schmiede_is_written_as_large_as_the_other_names(qtbot, width) -> None:
    """German, 200 %: "Schmiede" has no soft hyphen in the translation, so it was fitted
    on one line in smaller letters than every two-line name ("Armen­haus")."""
    import ui.window.language as language
    from ui.cli.app import make_app
    from ui.table.card_paint import name_font_px
    from ui.text.cards import card_name

    make_app()
    language.apply_language("de")
    style.set_look(2.0, False)
    try:
        h = round(width / style.CARD_RATIO)
        names = [card_name(i) for i in range(len(CARD_TYPES))]
        assert "Schmiede" in names
        px = {n: name_font_px(n, width, h)[1] for n in names}
        two_line = sorted(p for n, p in px.items() if "\u00ad" in n or " " in n)
        median = two_line[len(two_line) // 2]
        assert round(px["Schmiede"]) >= round(median), (px["Schmiede"], median)
        text, _ = name_font_px("Schmiede", width, h)
        assert text in ("Schmiede", "Schmie\u00adde")
    finally:
        style.set_look(1.0, False)
        language.apply_language("system")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_every_violet_card_of_a_width_prints_its_effect_alike(qtbot, lang, scale) -> None:
    """At 200 % the Chapel's effect text gave way to its pictogram on a card as wide as an
    Aqueduct that kept its text: now every violet card of a width either prints its
    effect, all in one size, or none does; and large cards still print it."""
    import ui.window.language as language
    from ui.cli.app import make_app
    from ui.table.card_paint import effect_font_px
    from ui.text.card_short import short_effect_text

    make_app()
    language.apply_language(lang)
    style.set_look(scale, False)
    try:
        ed = edition("2018")
        violet = [i for i, ct in enumerate(CARD_TYPES) if ct.kind is Kind.VIOLET]
        shown_at = []
        for width in range(80, 321, 16):
            h = round(width / style.CARD_RATIO)
            sizes = {effect_font_px(short_effect_text(i, ed), width, h) for i in violet}
            assert len(sizes) == 1, (width, sizes)
            if sizes != {None}:
                shown_at.append(width)
        assert shown_at and shown_at[-1] == 320  # large cards print the effect
        assert shown_at == list(range(shown_at[0], 321, 16))  # from one width on
    finally:
        style.set_look(1.0, False)
        language.apply_language("system")
