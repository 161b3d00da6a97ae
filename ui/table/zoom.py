"""A large view of a small card while the mouse rests on it: opponents' tableaus with
four players are drawn small (names below 9 pt), the zoom shows the whole card readable."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.table.card_paint import face_pixmap
from ui.table.style import CARD_RATIO

ZOOM_WIDTH = 200  # px: every text of a card is readable at this width
SMALL = 110  # px: cards narrower than this get a zoom on hover


class CardZoom(QWidget):
    """A frameless pop-up painting one card face at :data:`ZOOM_WIDTH`; never takes the
    mouse or the focus."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("card_zoom")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)
        self.resize(ZOOM_WIDTH, round(ZOOM_WIDTH / CARD_RATIO))
        self.card: QWidget | None = None

    def show_for(self, card: QWidget) -> bool:
        """Show the face of ``card`` (a CardWidget) beside it, on the side with room;
        returns False (nothing shown) for a face-down or already large card."""
        if getattr(card, "type_index", None) is None or card.width() >= SMALL:
            return False
        self.card = card
        top_left = card.mapToGlobal(QPoint(card.width() + 8, 0))
        screen = card.screen().availableGeometry() if card.screen() else QRect()
        if screen.isValid() and top_left.x() + self.width() > screen.right():
            top_left = card.mapToGlobal(QPoint(-self.width() - 8, 0))
        if screen.isValid():
            top_left.setY(max(screen.top(), min(top_left.y(), screen.bottom() - self.height())))
        self.move(top_left)
        self.show()
        self.update()
        return True

    def hide_for(self, card: QWidget) -> None:
        """Hide if showing ``card``."""
        if self.card is card:
            self.card = None
            self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        c = self.card
        if c is None:
            return
        p = QPainter(self)
        pix = face_pixmap(c.type_index, c.cost, c.name,  # type: ignore[attr-defined]
                          c.full_effect or c.effect,  # type: ignore[attr-defined]
                          self.width(), self.height(), self.devicePixelRatioF())
        p.drawPixmap(self.rect(), pix)
        p.end()


_zoom: CardZoom | None = None


def zoom() -> CardZoom:
    """The one zoom pop-up of the application."""
    global _zoom
    if _zoom is None:
        _zoom = CardZoom()
    return _zoom
