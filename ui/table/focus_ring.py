"""The keyboard focus ring: a black ring with a yellow ring inside it, drawn over a
widget after its own painting. Black and yellow together stand out on the felt, on
parchment and on every card colour, in either theme; the width grows with the widget
(a card twice as large gets a ring twice as thick)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

OUTER = QColor("#111111")
INNER = QColor("#ffd83d")

#: the focus look of the decision strip's buttons (a style sheet: they are Qt buttons)
BUTTON_CSS = (
    "QPushButton:focus { border: 3px solid #111111; padding: 2px 10px; }\n"
    "QCheckBox:focus { border: 2px solid #111111; border-radius: 4px; padding: 1px; "
    "background: #ffd83d; }\n")


def ring_width(size: float) -> float:
    """The width in px of each of the two rings for a widget ``size`` px wide: 2 px up
    to 66 px, growing by 3 % of the width above."""
    return max(2.0, size * 0.03)


def paint_focus_ring(p: QPainter, rect: QRectF, radius: float | None = None) -> None:
    """Draw the ring just inside ``rect`` (the widget's rectangle) with ``p``; corners
    rounded by ``radius`` px (default: 6 % of the width)."""
    w = ring_width(min(rect.width(), rect.height() * 1.4))
    r = rect.width() * 0.06 if radius is None else radius
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    outer = rect.adjusted(w, w, -w, -w)
    p.setPen(QPen(OUTER, 2 * w))
    p.drawRoundedRect(outer, r, r)
    inner = outer.adjusted(w * 1.5, w * 1.5, -w * 1.5, -w * 1.5)
    p.setPen(QPen(INNER, w))
    p.drawRoundedRect(inner, max(0.0, r - w), max(0.0, r - w))
    p.restore()
