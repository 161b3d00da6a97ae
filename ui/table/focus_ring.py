"""The keyboard focus ring: a white ring at the widget's edge with a black ring inside
it, drawn over the widget after its own painting. White stands out on the felt, black
on the parchment and on every card colour (each with at least the 3:1 contrast asked
of non-text marks), and neither is the gold edge of a card one may choose. The width
grows with the widget (a card twice as large gets a ring twice as thick). In the
high-contrast look, where cards and panels already have black or white edges, the inner
ring is magenta (:data:`CONTRAST_FOCUS`) instead of black."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ui.table import style

LIGHT = QColor("#ffffff")
DARK = QColor("#111111")

#: the focus look of the decision strip's buttons (a style sheet: they are Qt buttons)
BUTTON_CSS = (
    "QPushButton:focus { border: 3px solid #111111; padding: 2px 10px; }\n"
    "QCheckBox:focus { border: 2px solid #111111; border-radius: 4px; padding: 1px; }\n"
    "QLabel#prompt_label:focus { border: 2px solid #111111; border-radius: 4px; }\n")

#: the same in the high-contrast look, where every button already has a 2 px black edge
#: (ui.table.style.HIGH_CONTRAST_STYLE): a thicker magenta edge (6:1 on white), not black
CONTRAST_FOCUS = QColor("#c2005c")
BUTTON_CSS_CONTRAST = (
    "QPushButton:focus { border: 4px solid #c2005c; padding: 1px 9px; }\n"
    "QCheckBox:focus { border: 3px solid #c2005c; border-radius: 4px; padding: 0px; }\n"
    "QLabel#prompt_label:focus { border: 3px solid #c2005c; border-radius: 4px; }\n")


def button_css(high_contrast: bool) -> str:
    """The focus style sheet of the decision strip for the normal look or the
    high-contrast one (``high_contrast``)."""
    return BUTTON_CSS_CONTRAST if high_contrast else BUTTON_CSS


def ring_width(size: float) -> float:
    """The width in px of each of the two rings for a widget ``size`` px wide: 2 px up
    to 57 px, growing by 3.5 % of the width above, at most 8 px."""
    return min(8.0, max(2.0, size * 0.035))


def paint_focus_ring(p: QPainter, rect: QRectF, radius: float | None = None) -> None:
    """Draw the ring just inside ``rect`` (the widget's rectangle) with ``p``: white
    from the edge in, then black, each :func:`ring_width` wide; corners rounded by
    ``radius`` px (default: 6 % of the width). High-contrast look: the inner ring is
    :data:`CONTRAST_FOCUS`."""
    w = ring_width(min(rect.width(), rect.height() * 1.4))
    r = rect.width() * 0.06 if radius is None else radius
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    light = rect.adjusted(w / 2, w / 2, -w / 2, -w / 2)
    p.setPen(QPen(LIGHT, w))
    p.drawRoundedRect(light, r, r)
    dark = light.adjusted(w, w, -w, -w)
    p.setPen(QPen(QColor(style.THEME.focus_inner), w))
    p.drawRoundedRect(dark, max(0.0, r - w), max(0.0, r - w))
    p.restore()
