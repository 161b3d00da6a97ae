"""Every building has its own pictogram (issue 22): a distinct SVG resource per building
id of both editions and the expansion, which loads and renders something."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from sanjuan.rules.cards import CARD_TYPES
from ui.table import style


def test_every_building_has_a_distinct_pictogram_that_renders(qapp):
    paths = [style.building_path(i) for i in range(len(CARD_TYPES))]
    assert len(set(paths)) == len(CARD_TYPES) == len(paths)
    for i, path in enumerate(paths):
        assert path.startswith(":/assets/"), path
        r = QSvgRenderer(path)
        assert r.isValid(), f"{CARD_TYPES[i].key}: {path} does not load"
        img = QImage(24, 24, QImage.Format.Format_ARGB32)  # the smallest card's icon
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        r.render(p)
        p.end()
        opaque = sum(img.pixelColor(x, y).alpha() > 128 for x in range(24) for y in range(24))
        assert opaque > 24 * 24 // 4, f"{CARD_TYPES[i].key} renders almost nothing"


def test_pictograms_differ_from_each_other_at_small_size(qapp):
    """No two buildings share a picture: their 24 px renderings differ clearly."""
    images = {}
    for i, ct in enumerate(CARD_TYPES):
        img = QImage(24, 24, QImage.Format.Format_ARGB32)
        img.fill(QColor(255, 255, 255))
        p = QPainter(img)
        QSvgRenderer(style.building_path(i)).render(p)
        p.end()
        images[ct.key] = [img.pixelColor(x, y).getRgb()[:3] for y in range(24) for x in range(24)]
    keys = list(images)
    for a_i, a in enumerate(keys):
        for b in keys[a_i + 1:]:
            diff = sum(sum(abs(u - v) for u, v in zip(pa, pb, strict=True)) > 90
                       for pa, pb in zip(images[a], images[b], strict=True))
            assert diff >= 20, f"{a} and {b} look alike at 24 px ({diff} pixels differ)"
