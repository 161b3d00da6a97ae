"""One card on the table, painted with QPainter: a building face or a card back.

A face shows the colour band of its kind/good with the name, the cost badge (cards), the
VP badge, the good icon of a production building (or, on large cards, the effect in
plain words), a face-down good lying on it, and the cards tucked under it. Full details
are in the tooltip (ui.text.cards.card_tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleStateChangeEvent,
    QFocusEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import QWidget

from ui.table import style
from ui.table.accessible import plain
from ui.table.card_paint import face_pixmap, paint_badge, paint_good, paint_state, paint_tucked
from ui.table.focus_ring import paint_focus_ring
from ui.text import arg

translate = QCoreApplication.translate


class CardWidget(QWidget):
    """A card (``card_id``, ``type_index`` None for a face-down card) that can be made
    selectable/selected/dimmed and emits ``clicked(card_id)`` when clickable.

    Screen readers (ui.table.accessible) hear a card as a check box, checked when
    selected, "unavailable" while it cannot be chosen (an opponent's building as text);
    its name with its badge ("Smithy, sells 2") and its tooltip as the description.
    The keyboard focus draws a ring over the card (ui.table.keys moves it)."""

    clicked = Signal(int)

    def __init__(self, card_id: int, type_index: int | None, cost: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.type_index = type_index
        self.cost = cost
        self.name = ""
        self.effect = ""
        self.full_effect = ""  # the effect text shown by the hover zoom of a small card
        self.has_good = False
        self.tucked = 0
        self.badge = ""
        self.selectable = False
        self.selected = False
        self.dimmed = False
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    # -- state --------------------------------------------------------------------

    def set_texts(self, name: str, effect: str = "") -> None:
        """The name printed on the band and the effect shown on large cards."""
        self.name, self.effect = name, effect
        self.setAccessibleName(name)

    def set_state(self, *, selectable: bool | None = None, selected: bool | None = None,
                  dimmed: bool | None = None, badge: str | None = None) -> None:
        """Change the interaction look; ``None`` keeps a value."""
        if selectable is not None:
            was, self.selectable = self.selectable, selectable
            if was != selectable:  # screen readers: available / unavailable
                changed = QAccessible.State()
                changed.disabled = True
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self, changed))
            self.setCursor(Qt.CursorShape.PointingHandCursor if selectable
                           else Qt.CursorShape.ArrowCursor)
        if selected is not None and selected != self.selected:
            self.selected = selected
            changed = QAccessible.State()
            changed.checked = True
            QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self, changed))
            relayout = getattr(self.parentWidget(), "relayout", None)
            if relayout is not None:
                relayout()  # a chosen card is lifted out of its row
        if dimmed is not None:
            self.dimmed = dimmed
        if badge is not None:
            self.badge = badge
        self.update()

    def reset(self) -> None:
        """Back to the plain look of a freshly made card (no good, nothing tucked, not
        selectable/selected/dimmed, no badge), so that the table can reuse this widget."""
        self.has_good, self.tucked, self.badge = False, 0, ""
        self.selectable = self.selected = self.dimmed = False
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.update()

    # -- accessibility (ui.table.accessible) ----------------------------------------

    @property
    def a11y_role(self) -> QAccessible.Role:
        """A picture for a face-down card, text for a building of an opponent (never
        chosen), else a check box (checked when selected, unavailable while it cannot
        be chosen). The role stays the same while the card lives: screen readers keep
        the role they were told first."""
        if self.type_index is None:
            return QAccessible.Role.Graphic
        row = self.parentWidget()
        seat = None if row is None else row.parentWidget()
        if getattr(seat, "own", True) is False:
            return QAccessible.Role.StaticText
        return QAccessible.Role.CheckBox

    def a11y_state(self, state: QAccessible.State) -> QAccessible.State:
        """``state`` with checkable, checked (selected) and disabled (not choosable now)."""
        state.checkable = self.a11y_role is QAccessible.Role.CheckBox
        state.checked = self.selected
        state.disabled = state.checkable and not self.selectable
        return state

    def a11y_actions(self) -> list[str]:
        """The toggle action while the card may be chosen (a switch or voice-control
        user chooses it as a click does), else none."""
        return [QAccessibleActionInterface.toggleAction()] if self.selectable else []

    def a11y_do(self, name: str) -> None:
        """Do the action ``name``: the toggle chooses or unchooses the card, as a click."""
        if name == QAccessibleActionInterface.toggleAction() and self.selectable:
            self.clicked.emit(self.card_id)

    def a11y_name(self) -> str:
        """The card's name, with its badge ("sells 2") when it has one."""
        if self.type_index is None:
            return self.accessibleName() or translate("Table", "face-down card")
        badge = " ".join(self.badge.split())
        return f"{self.name}, {badge}" if badge else self.name

    def a11y_description(self) -> str:
        """Selected / may be chosen / cannot be chosen, the cost, then the tooltip."""
        parts = []
        if self.selected:
            parts.append(translate("Table", "selected"))
        elif self.selectable:
            parts.append(translate("Table", "can be chosen"))
        elif self.dimmed:
            parts.append(translate("Table", "cannot be chosen now"))
        if self.type_index is not None:
            parts.append(arg(translate("Table", "printed cost %1"), self.cost))
        if self.has_good:
            parts.append(translate("Table", "a good lies on it"))
        if self.tucked:
            parts.append(arg(translate("Table", "%1 cards under it"), self.tucked))
        tip = plain(self.toolTip())
        return "; ".join([*parts, tip] if tip else parts)

    def _face_pixmap(self) -> QPixmap:
        assert self.type_index is not None
        # a badge ("costs 2", "sells 3") covers the body: show the emblem behind it, not
        # half-hidden effect text
        effect = "" if self.badge else self.effect
        return face_pixmap(self.type_index, self.cost, self.name, effect, self.width(),
                           self.height(), self.devicePixelRatioF())

    def enterEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        from ui.table.zoom import zoom

        zoom().show_for(self)
        super().enterEvent(event)  # type: ignore[arg-type]

    def leaveEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        from ui.table.zoom import zoom

        zoom().hide_for(self)
        super().leaveEvent(event)  # type: ignore[arg-type]

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        from ui.table.zoom import zoom

        # a small card is read large, as under the mouse; above or below it, so that
        # the next card along the row (Left/Right) stays in sight
        zoom().show_for(self, across=True)
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        from ui.table.zoom import zoom

        zoom().hide_for(self)
        self.update()
        super().focusOutEvent(event)

    def hideEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        from ui.table.zoom import zoom

        zoom().hide_for(self)
        super().hideEvent(event)  # type: ignore[arg-type]

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if (self.selectable and event.button() == Qt.MouseButton.LeftButton
                and self.rect().contains(event.position().toPoint())):
            self.clicked.emit(self.card_id)
        super().mouseReleaseEvent(event)

    # -- painting -----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.type_index is None:
            style.draw_svg(p, style.CARD_BACK, r)
        else:
            p.drawPixmap(self.rect(), self._face_pixmap())
            if self.has_good:
                paint_good(p, r)
            if self.tucked:
                paint_tucked(p, r, self.tucked)
        if self.badge:
            paint_badge(p, r, self.badge)
        paint_state(p, r, self.selectable, self.selected, self.dimmed)
        if self.hasFocus():  # over everything the card shows (ui.table.keys)
            paint_focus_ring(p, QRectF(self.rect()))
        p.end()
