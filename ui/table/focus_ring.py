"""The keyboard focus ring: a white ring at the widget's edge with a black ring inside
it, drawn over the widget after its own painting. White stands out on the felt, black
on the parchment and on every card colour (each with at least the 3:1 contrast asked
of non-text marks), and neither is the gold edge of a card one may choose. The width
grows with the widget (a card twice as large gets a ring twice as thick)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

LIGHT = QColor("#ffffff")
DARK = QColor("#111111")

#: the focus look of the decision strip's buttons (a style sheet: they are Qt buttons)
BUTTON_CSS = (
    "QPushButton:focus { border: 3px solid #111111; padding: 2px 10px; }\n"
    "QCheckBox:focus { border: 2px solid #111111; border-radius: 4px; padding: 1px; }\n"
    "QLabel#prompt_label:focus { border: 2px solid #111111; border-radius: 4px; }\n")


def ring_width(size: float) -> float:
    """The width in px of each of the two rings for a widget ``size`` px wide: 2 px up
    to 57 px, growing by 3.5 % of the width above, at most 8 px."""
    return min(8.0, max(2.0, size * 0.035))


def paint_focus_ring(p: QPainter, rect: QRectF, radius: float | None = None) -> None:
    """Draw the ring just inside ``rect`` (the widget's rectangle) with ``p``: white
    from the edge in, then black, each :func:`ring_width` wide; corners rounded by
    ``radius`` px (default: 6 % of the width)."""
    w = ring_width(min(rect.width(), rect.height() * 1.4))
    r = rect.width() * 0.06 if radius is None else radius
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    light = rect.adjusted(w / 2, w / 2, -w / 2, -w / 2)
    p.setPen(QPen(LIGHT, w))
    p.drawRoundedRect(light, r, r)
    dark = light.adjusted(w, w, -w, -w)
    p.setPen(QPen(DARK, w))
    p.drawRoundedRect(dark, max(0.0, r - w), max(0.0, r - w))
    p.restore()
