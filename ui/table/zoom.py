"""A large view of a small card while the mouse rests on it: opponents' tableaus with
four players are drawn small (names below 9 pt), the zoom shows the whole card readable.

The zoom is shown only for a card too small to read (narrower than :data:`SMALL` px
times the text size), never takes a click or the focus (it is transparent for input: a
fast second click goes to the card under it), and hides as soon as its card moves,
changes size, hides or is pressed, when the table shows a new position and when a
decision is confirmed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.table import style
from ui.table.card_paint import face_pixmap
from ui.table.style import CARD_RATIO

ZOOM_WIDTH = 200  # px: every text of a card is readable at this width (100 % text)
SMALL = 96  # px: narrower cards (× the text size) print no effect text ≥ 10 px: zoom them

#: events on the zoomed card after which the zoom is out of place: hide it
_HIDE_ON = frozenset((QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Hide,
                      QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                      QEvent.Type.ParentChange, QEvent.Type.Leave, QEvent.Type.DeferredDelete))


#: the zoom never takes more than this share of the screen's height (at 200 % text on a
#: 540 px screen the card would be 560 px tall: off the screen, over the whole table)
SCREEN_SHARE = 0.7


def zoom_width(text_scale: float, screen_height: int) -> int:
    """The zoom's width in logical px: :data:`ZOOM_WIDTH` times ``text_scale``, narrowed
    so that the card stays within :data:`SCREEN_SHARE` of ``screen_height`` (logical px;
    0 or less: unknown, not narrowed), never below :data:`SMALL`."""
    width = ZOOM_WIDTH * text_scale
    if screen_height > 0:
        width = min(width, screen_height * SCREEN_SHARE * CARD_RATIO)
    return round(max(float(SMALL), width))


def screen_rect(card: QWidget) -> QRect:
    """The free area (global logical px) of the screen ``card`` is on; invalid if none."""
    screen = card.screen()
    return screen.availableGeometry() if screen is not None else QRect()


def keep_clear(card: QWidget) -> list[QRect]:
    """Where (global rectangles) a keyboard zoom of ``card`` must not stand: what the
    nearest ancestor with a ``zoom_keep_clear()`` method (the table: its prompt, the
    decision's buttons and the own tableau) names, but for what holds ``card`` itself
    (a card of the own tableau: its neighbours are kept clear as its row's)."""
    w = card.parentWidget()
    while w is not None and not hasattr(w, "zoom_keep_clear"):
        w = w.parentWidget()
    if w is None:
        return []
    return [QRect(x.mapToGlobal(QPoint(0, 0)), x.size())
            for x in w.zoom_keep_clear() if x.isVisible() and not x.isAncestorOf(card)]


def too_small(card: QWidget) -> bool:
    """True if ``card`` (a CardWidget) is a face too small to read at the current text
    size, i.e. one the zoom is for."""
    return getattr(card, "type_index", None) is not None and \
        card.width() < SMALL * style.TEXT_SCALE


class CardZoom(QWidget):
    """A frameless pop-up painting one card face at :data:`ZOOM_WIDTH` (times the text
    size); never takes the mouse or the focus."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint
                         | Qt.WindowType.WindowTransparentForInput
                         | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setObjectName("card_zoom")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.card: QWidget | None = None

    def show_for(self, card: QWidget, across: bool = False) -> bool:
        """Show the face of ``card`` (a CardWidget) beside it, on the side with room;
        ``across``: above or below it instead (keyboard focus: the arrow keys move along
        the row, so the zoom keeps clear of the card's neighbours), towards the middle of
        its window. Returns False (nothing shown) for a face-down or readable card."""
        if not too_small(card):
            self.hide_now()
            return False
        if self.card is not None and self.card is not card:
            self.card.removeEventFilter(self)
        self.card = card
        card.installEventFilter(self)
        screen = screen_rect(card)
        width = zoom_width(style.TEXT_SCALE, screen.height() if screen.isValid() else 0)
        self.resize(width, round(width / CARD_RATIO))
        top_left = card.mapToGlobal(QPoint(card.width() + 8, 0))
        placed = self._place_across(card, screen) if across else False
        if placed is None:  # the keyboard's zoom would hide what must stay in sight
            self.hide_now()
            return False
        if placed:
            top_left = self.pos()
        elif screen.isValid() and top_left.x() + self.width() > screen.right():
            left = card.mapToGlobal(QPoint(-self.width() - 8, 0))
            # the side with more room; if neither has enough, kept on the screen below
            if left.x() >= screen.left() or \
                    screen.left() - left.x() < top_left.x() + self.width() - screen.right():
                top_left = left
        if screen.isValid():
            top_left.setX(max(screen.left(),
                              min(top_left.x(), screen.right() + 1 - self.width())))
            top_left.setY(max(screen.top(), min(top_left.y(), screen.bottom() - self.height())))
        self.move(top_left)
        self.show()
        self.update()
        return True

    def _place_across(self, card: QWidget, screen: QRect) -> bool | None:
        """Move (and if need be shrink, to no less than 60 % or :data:`SMALL`) the zoom
        above or below ``card`` on ``screen``: towards the middle of the card's window if
        it fits there, else where there is more room — but never over what the card's
        table keeps clear (the prompt and the decision's buttons, see
        :func:`keep_clear`): then the other way, or beside the card. False if it fits
        neither above nor below; None (nothing moved) if every place it fits covers
        something kept clear: then no zoom (the focus ring and the accessible text
        still say which card it is)."""
        top = card.mapToGlobal(QPoint(0, 0)).y()
        bottom = top + card.height()
        mid = card.window().mapToGlobal(QPoint(0, card.window().height() // 2)).y()
        if not screen.isValid():
            screen = QRect(-10**6, -10**6, 2 * 10**6, 2 * 10**6)
        full = self.width()
        least = max(SMALL, 0.6 * full)
        below_first = (top + bottom) // 2 < mid
        rooms = {True: screen.bottom() + 1 - bottom - 8, False: top - 8 - screen.top()}
        if rooms[below_first] < self.height():
            below_first = rooms[True] > rooms[False]
        across: list[QRect] = []
        for below in (below_first, not below_first):
            width = min(full, int(rooms[below] * CARD_RATIO))
            if width < least:
                continue
            height = int(width / CARD_RATIO)
            x = card.mapToGlobal(QPoint(card.width() // 2 - width // 2, 0)).x()
            x = max(screen.left(), min(x, screen.right() + 1 - width))
            across.append(QRect(x, bottom + 8 if below else top - 8 - height, width, height))
        if not across:
            return False
        clear = keep_clear(card)
        parent = card.parentWidget()
        row = [QRect(w.mapToGlobal(QPoint(0, 0)), w.size()) for w in parent.findChildren(
               type(card), options=Qt.FindChildOption.FindDirectChildrenOnly)
               if w is not card and w.isVisible()] if parent is not None else []
        options = list(across)
        if any(r.intersects(c) for r in across for c in clear):
            options += self._beside(card, screen, full, least, clear)

        def free(r: QRect, avoid: list[QRect]) -> bool:
            return not any(r.intersects(c) for c in avoid)
        place = next((r for r in options if free(r, clear + row)),
                     next((r for r in options if free(r, clear)), None))
        if place is None:
            return None
        self.resize(place.size())
        self.move(place.topLeft())
        return True

    @staticmethod
    def _beside(card: QWidget, screen: QRect, full: int, least: float,
                clear: list[QRect]) -> list[QRect]:
        """Places for the zoom left or right of ``card``: level with it, or just below
        or above each rectangle of ``clear``, each as large as the screen allows there
        (from ``full`` px wide down to ``least``)."""
        out = []
        top_left = card.mapToGlobal(QPoint(0, 0))
        for right in (True, False):
            room = screen.right() + 1 - (top_left.x() + card.width() + 8) if right \
                else top_left.x() - 8 - screen.left()
            tops = [None] + [c.bottom() + 5 for c in clear]
            bottoms = [c.top() - 5 for c in clear]
            for y0 in tops:
                height_room = screen.bottom() + 1 - (screen.top() if y0 is None else y0)
                width = min(full, room, int(height_room * CARD_RATIO))
                if width < least:
                    continue
                height = int(width / CARD_RATIO)
                y = top_left.y() + card.height() // 2 - height // 2 if y0 is None else y0
                y = max(screen.top(), min(y, screen.bottom() + 1 - height))
                x = top_left.x() + card.width() + 8 if right else top_left.x() - 8 - width
                out.append(QRect(x, y, width, height))
            for y1 in bottoms:
                width = min(full, room, int((y1 - screen.top()) * CARD_RATIO))
                if width < least:
                    continue
                height = int(width / CARD_RATIO)
                x = top_left.x() + card.width() + 8 if right else top_left.x() - 8 - width
                out.append(QRect(x, y1 - height, width, height))
        return out

    def hide_for(self, card: QWidget) -> None:
        """Hide if showing ``card``."""
        if self.card is card:
            self.hide_now()

    def hide_now(self) -> None:
        """Hide whatever card is shown (a new layout, a confirmed decision)."""
        if self.card is not None:
            self.card.removeEventFilter(self)
        self.card = None
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Hide when the zoomed card moves, resizes, hides, is pressed or left."""
        if watched is self.card and event.type() in _HIDE_ON:
            self.hide_now()
        return False

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
