"""A page painted like the table cloth (the felt of the theme in use, with its soft
glow), for the screens that stand in for the table: welcome and hot-seat hand-over."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from ui.table import style
from ui.table.themes import Theme


class FeltPage(QWidget):
    """A QWidget whose background is the table cloth and whose labels have the colours
    of text on it (a label with the property ``soft`` the softer one), both of the
    theme in use (ui.table.themes); :meth:`follow_look` after a theme change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme: Theme | None = None
        self.follow_look()

    def follow_look(self) -> None:
        """Take the colours of the theme in use, if they are not the ones shown."""
        t = style.THEME
        if t is self._theme:
            return
        self._theme = t
        self.setStyleSheet(f"QLabel {{ color: {t.on_felt}; }}"
                           f" QLabel[soft=\"true\"] {{ color: {t.on_felt_soft}; }}")
        self.update()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """A theme chosen while the page was hidden shows now."""
        self.follow_look()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the felt."""
        p = QPainter(self)
        style.paint_felt(p, self.rect())
        p.end()


# Terracotta and parchment read on every theme's cloth (the secondary button has an ink
# edge for the light one).
BUTTON_CSS = (
    "QPushButton { background: #c1502e; color: #fffaf0; border-radius: 8px;"
    " padding: 12px 36px; font-size: 17px; font-weight: bold; }"
    "QPushButton:hover { background: #d8643f; }"
    "QPushButton:focus { border: 2px solid #e9b949; }")
SECONDARY_CSS = (
    "QPushButton { background: #fffaf0; color: #3b2418; border-radius: 8px;"
    " border: 1px solid #6b5443; padding: 10px 28px; font-size: 15px; }"
    "QPushButton:hover { background: #f2d9a6; }")
