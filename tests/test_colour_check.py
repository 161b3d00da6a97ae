"""The colour-blind check of the palette (tools/colour_check.py, issue 22): the
simulation is the published one, and every group that is told apart by colour alone
stays clearly distinct under protanopia, deuteranopia and tritanopia; groups that come
closer than that are told apart by shape as well."""

from __future__ import annotations

import pytest


def test_simulation_confuses_what_it_should(cc):
    # red and green are far apart normally, close for protanopes and deuteranopes
    red, green = "#d03030", "#6a8a00"
    assert cc.distance(red, green) > 0.15
    assert cc.distance(red, green, "deuteranopia") < cc.distance(red, green) / 4
    red, olive = "#d02020", "#606010"  # a bright red looks dark to protanopes
    assert cc.distance(red, olive, "protanopia") < cc.distance(red, olive) / 4
    # blue and green stay apart for them, but come together for tritanopes
    blue, teal = "#3050c0", "#20a0a0"
    assert cc.distance(blue, teal, "tritanopia") < cc.distance(blue, teal, "deuteranopia")
    assert cc.distance("#ffffff", "#ffffff", "tritanopia") == 0
    with pytest.raises(ValueError):
        cc.parse("red")


def test_colour_only_marks_are_distinct_in_every_vision(cc):
    groups = cc.groups()
    assert len(groups) >= 8
    for g in groups:
        close = cc.check(g)
        if not g.shape:
            assert close == [], f"{g.name}: {close}"
    assert cc.main() == 0


def test_goods_keep_their_shapes(qapp):
    """The goods' icons are five different pictures (their shape tells them apart where
    the colours come close in some vision)."""
    from PySide6.QtCore import QFile, QIODevice

    from sanjuan.rules.cards import Good
    from ui.table import style

    texts = set()
    for g in Good:
        f = QFile(style.good_path(g))
        assert f.open(QIODevice.OpenModeFlag.ReadOnly)
        texts.add(bytes(f.readAll()))
    assert len(texts) == len(Good)
