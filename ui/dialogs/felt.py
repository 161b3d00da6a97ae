"""A page painted like the table cloth (felt green with a soft glow), for the screens
that stand in for the table: welcome and hot-seat hand-over."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

FELT = QColor("#2f5d50")  # the table's cloth (ui/table/style.py)


class FeltPage(QWidget):
    """A QWidget whose background is the table cloth."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the felt."""
        p = QPainter(self)
        r = self.rect()
        glow = QRadialGradient(r.center().x(), r.height() * 0.45,
                               max(r.width(), r.height()) * 0.7)
        glow.setColorAt(0.0, FELT.lighter(118))
        glow.setColorAt(1.0, FELT.darker(135))
        p.fillRect(r, glow)
        p.end()


BUTTON_CSS = (
    "QPushButton { background: #c1502e; color: #fffaf0; border-radius: 8px;"
    " padding: 12px 36px; font-size: 17px; font-weight: bold; }"
    "QPushButton:hover { background: #d8643f; }"
    "QPushButton:focus { border: 2px solid #e9b949; }")
SECONDARY_CSS = (
    "QPushButton { background: #fffaf0; color: #3b2418; border-radius: 8px;"
    " padding: 10px 28px; font-size: 15px; }"
    "QPushButton:hover { background: #f2d9a6; }")
