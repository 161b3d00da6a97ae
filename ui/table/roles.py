"""The five role cards: available, taken (and by whom) this round, the role of the
running phase; clickable when the viewer chooses a role (RULES.md 2.2)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from sanjuan.rules.cards import Role
from sanjuan.rules.observation import Observation
from ui.table import style
from ui.table.focus_ring import paint_focus_ring, ring_width
from ui.text import arg
from ui.text import roles as role_text

translate = QCoreApplication.translate


def role_digit(role: Role) -> str:
    """The digit key that chooses ``role`` (ui.table.keymap.ROLE_KEYS: the cards' order)."""
    return str(list(Role).index(role) + 1)


def name_font(name: str, width: float) -> QFont:
    """The bold font for a role's ``name`` on a card ``width`` px wide: 13 % of the
    width (10–40 px), smaller if the name would not fit inside the card's edges (German
    "Baumeister", "Goldsucher" on narrow cards), never below 7 px."""
    size = min(40.0, max(10.0, width * 0.13))
    font = style.font(size, True)
    room = width - 8  # the edge and a little air on each side
    wide = QFontMetricsF(font).horizontalAdvance(name)
    if wide > room > 0:
        px = max(7, int(size * room / wide))
        font = style.font(px, True)
        while px > 7 and QFontMetricsF(font).horizontalAdvance(name) > room:
            px -= 1  # letters do not shrink exactly in proportion
            font = style.font(px, True)
    return font


class RoleCard(QAbstractButton):
    """One role card; ``owner`` is the name of the player who took it ("" if free)."""

    def __init__(self, role: Role, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.role = role
        self.owner = ""
        self.current = False
        self.choosable = False
        self.setObjectName(f"role_{role.name.lower()}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(64, 70)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(104, 112)

    def _card_rect(self) -> QRectF:
        """The card's outline inside the widget (at most 1.25 times as tall as wide)."""
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        h = min(r.height(), r.width() * 1.25)
        return QRectF(r.left(), r.top() + (r.height() - h) / 2, r.width(), h)

    def owner_font(self) -> QFont:
        """The font of the owner's name on the ribbon: 11 % of the card's width (9–30
        px) times the text size, as large as the ribbon's height allows, and smaller
        where the name would be wider than the ribbon, but not below the 100 % size (the
        name is elided there). At 200 % it stayed 10–11 px on a 1366×768 window while
        every other letter grew (issue 34)."""
        r = self._card_rect()
        ribbon_w, ribbon_h = r.width() - 8, max(12.0, r.height() * 0.2) * 0.95
        least = min(30.0, max(9.0, r.width() * 0.11))
        px = max(least, min(least * style.TEXT_SCALE, ribbon_h * 0.85))
        while px > least and self.owner and \
                QFontMetricsF(style.font(px)).horizontalAdvance(self.owner) > ribbon_w - 4:
            px = max(least, px - 0.5)
        return style.font(px)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._card_rect()
        h = r.height()
        path = QPainterPath()
        path.addRoundedRect(r, 8, 8)
        taken = bool(self.owner)
        p.fillPath(path, style.PARCHMENT if not taken else style.TAKEN)
        edge = style.INK
        width = 1.2
        if self.choosable:
            edge, width = style.GOLD, 3.0
            if self.underMouse():
                p.fillPath(path, style.HOVER)
        if self.current:
            edge, width = style.TEAL, 3.0
        p.setPen(QPen(edge, width))
        p.drawPath(path)
        name_h = max(12.0, h * 0.2)
        # the ribbon must end inside the card: top gap + icon + name + ribbon + margins
        icon = min(r.width() * 0.62, h * 0.94 - name_h * 2.0 - 5)
        icon_rect = QRectF(r.center().x() - icon / 2, r.top() + h * 0.06, icon, icon)
        if taken and not style.HIGH_CONTRAST:  # high contrast: grey card + ribbon say it
            p.setOpacity(0.55)
        style.draw_svg(p, style.role_path(self.role), icon_rect)
        p.setOpacity(1.0)
        if self.choosable:  # its key, in the corner (ui.table.keymap)
            p.setPen(style.INK_SOFT)
            p.setFont(style.font(max(9.0, r.width() * 0.1), True))
            inset = 4 + 2 * ring_width(min(r.width(), r.height() * 1.4))  # clear of the ring
            p.drawText(r.adjusted(inset, inset * 0.6, -inset, -inset),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       role_digit(self.role))
        p.setPen(style.INK)
        name = role_text.role_name(self.role)
        p.setFont(name_font(name, r.width()))
        name_rect = QRectF(r.left(), icon_rect.bottom() + 1, r.width(), name_h)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, name)
        if taken:
            ribbon = QRectF(r.left() + 4, name_rect.bottom() + 1, r.width() - 8, name_h * 0.95)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(style.PLUM)
            p.drawRoundedRect(ribbon, 4, 4)
            p.setPen(QColor("#ffffff"))
            p.setFont(self.owner_font())
            text = p.fontMetrics().elidedText(self.owner, Qt.TextElideMode.ElideRight,
                                              int(ribbon.width() - 4))
            p.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, text)
        if self.hasFocus():
            paint_focus_ring(p, r.adjusted(-2, -2, 2, 2), 9)
        p.end()


class RolesBar(QWidget):
    """The five role cards in a row; emits ``roleClicked(Role)`` for a choosable one."""

    roleClicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.cards: dict[Role, RoleCard] = {}
        for role in Role:
            card = RoleCard(role)
            card.clicked.connect(lambda _=False, r=role: self._clicked(r))
            lay.addWidget(card)
            self.cards[role] = card

    def _clicked(self, role: Role) -> None:
        if self.cards[role].choosable:
            self.roleClicked.emit(role)

    def show_roles(self, obs: Observation, names: Sequence[str],
                   choosable: set[Role]) -> None:
        """Render who holds which role; ``choosable``: roles the viewer may take now."""
        s = obs.state
        for role, card in self.cards.items():
            owner = s.role_owner[role]
            card.owner = names[owner] if owner >= 0 else ""
            card.current = s.role is role and owner >= 0 and not s.over
            card.choosable = role in choosable
            if not card.choosable and card.hasFocus():
                card.clearFocus()  # not handed on along the row (the table places it)
            card.setEnabled(card.choosable)
            card.setCursor(Qt.CursorShape.PointingHandCursor if card.choosable
                           else Qt.CursorShape.ArrowCursor)
            tip = role_text.role_tooltip(role, obs, names)
            if card.choosable:
                tip += "<br><i>" + arg(translate("Keys", "Key %1 chooses this role."),
                                       role_digit(role)) + "</i>"
            card.setToolTip(tip)
            card.setAccessibleName(role_text.role_name(role))
            card.setAccessibleDescription(self._describe(card))
            card.update()

    @staticmethod
    def _describe(card: RoleCard) -> str:
        """Who took the role, whether it is the running phase, or its key if it may be
        chosen (screen readers)."""
        parts = []
        if card.owner:
            parts.append(arg(translate("Table", "taken by %1"), card.owner))
        if card.current:
            parts.append(translate("Table", "the phase being played"))
        if card.choosable:
            parts.append(arg(translate("Keys", "you may choose it: key %1"),
                             role_digit(card.role)))
        elif not card.owner:
            parts.append(translate("Table", "still free"))
        return "; ".join(parts)
