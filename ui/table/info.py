"""The middle of the table: trading-house tile, draw and discard piles, the cards
beside the tiles (expansion: Cathedral), round and phase."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from sanjuan.rules.cards import Good
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import TILES
from ui.table import style
from ui.table.accessible import plain
from ui.table.card import CardWidget
from ui.table.cards_row import CardsRow
from ui.table.focus_ring import paint_focus_ring
from ui.text import arg
from ui.text import prompts as prompt_text
from ui.text import table as table_text

translate = QCoreApplication.translate


class TileWidget(QWidget):
    """The current trading-house tile: a good icon and its price for each good, or the
    face-down stack before the first trader phase."""

    a11y_role = QAccessible.Role.StaticText  # read by screen readers (ui.table.accessible)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trading_house")
        self.prices: tuple[int, ...] | None = None
        self.letter = ""
        self.setMinimumSize(150, 70)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(190, 100)

    def show_tile(self, obs: Observation) -> None:
        """Show the tile turned last (``obs.state.tile``, -1 before any trader phase)."""
        t = obs.state.tile
        self.prices = TILES[t] if t >= 0 else None
        self.letter = "ABCDE"[t] if t >= 0 else ""
        self.setToolTip(table_text.tile_tooltip(obs))
        title = translate("Table", "Trading house")
        self.setAccessibleName(f"{title} {self.letter}" if self.letter else title)
        self.setAccessibleDescription(plain(self.toolTip()))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        h = min(r.height(), r.width() * 0.62)
        r = QRectF(r.left(), r.top() + (r.height() - h) / 2, r.width(), h)
        path = QPainterPath()
        path.addRoundedRect(r, 8, 8)
        p.fillPath(path, style.PARCHMENT_DARK)
        p.setPen(QPen(style.INK, 1.5))
        p.drawPath(path)
        title_h = h * 0.26
        p.setFont(style.font(max(10.0, title_h * 0.6), True))
        p.setPen(style.INK)
        title = translate("Table", "Trading house")
        if self.letter:
            title += f" {self.letter}"
        p.drawText(QRectF(r.left(), r.top() + 2, r.width(), title_h), Qt.AlignmentFlag.AlignCenter,
                   title)
        inner = QRectF(r.left() + 6, r.top() + title_h + 2, r.width() - 12,
                       h - title_h - 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(style.PARCHMENT)
        p.drawRoundedRect(inner, 5, 5)
        col = inner.width() / 5
        icon = min(col * 0.8, inner.height() * 0.55)
        for g in Good:
            cx = inner.left() + col * (g + 0.5)
            style.draw_svg(p, style.good_path(g), QRectF(cx - icon / 2, inner.top() + 3,
                                                         icon, icon))
            price = "?" if self.prices is None else str(self.prices[g])
            p.setPen(style.INK if self.prices is not None else style.INK_SOFT)
            p.setFont(style.font(max(10.0, inner.height() * 0.3), True))
            p.drawText(QRectF(cx - col / 2, inner.top() + icon + 2, col,
                              inner.bottom() - inner.top() - icon - 2),
                       Qt.AlignmentFlag.AlignCenter, price)
        if self.hasFocus():
            paint_focus_ring(p, r, 8)
        p.end()


class PileWidget(QWidget):
    """A face-down pile with its size (the draw pile or the discard pile)."""

    a11y_role = QAccessible.Role.StaticText  # read by screen readers (ui.table.accessible)

    def __init__(self, pile: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pile = pile
        self.count = 0
        self.setObjectName(f"{pile}_pile")
        self.setMinimumSize(44, 70)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(70, 100)

    def show_pile(self, obs: Observation) -> None:
        """Show the size of this pile in ``obs``."""
        s = obs.state
        self.count = len(s.draw if self.pile == "draw" else s.discard)
        self.setToolTip(table_text.pile_tooltip(self.pile, obs))
        title = (translate("Table", "Draw pile") if self.pile == "draw"
                 else translate("Table", "Discard"))
        self.setAccessibleName(arg(translate("Table", "%1: %2 cards"), title, self.count))
        self.setAccessibleDescription(plain(self.toolTip()))
        self.update()

    def label(self) -> str:
        """The pile's name written under it ("Draw pile" or "Discard", translated)."""
        return (translate("Table", "Draw pile") if self.pile == "draw"
                else translate("Table", "Discard"))

    def _label_height(self) -> float:
        """The label band's height (px): 14 % of the pile (at least 16 px: it grows with
        the table on large windows), times the text size, but at most 30 % of the
        pile (at 200 % the label stayed 10–11 px on a 1366×768 window; issue 34)."""
        base = max(16.0, self.height() * 0.14)
        return max(base, min(base * style.TEXT_SCALE, self.height() * 0.3))

    def label_font(self) -> QFont:
        """The font the label is painted in: 70 % of the label band's height, smaller
        where the label would be wider than the pile (a narrow pile beside the log at
        200 % text read "Draw pil"; issue 34), never below 7 px."""
        label_h = self._label_height()
        px = label_h * 0.7
        room = self.width() - 4  # px; clear of the focus ring's edge
        while px > 7:
            f = style.font(px)
            if QFontMetricsF(f).horizontalAdvance(self.label()) <= room:
                return f
            px -= 0.5
        return style.font(7)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        label_h = self._label_height()
        avail = QRectF(self.rect()).adjusted(2, 2, -2, -label_h)
        w = min(avail.width() - 6, avail.height() * style.CARD_RATIO - 4)
        h = w / style.CARD_RATIO
        x = avail.center().x() - w / 2
        y = avail.top() + (avail.height() - h) / 2
        layers = min(3, (self.count + 9) // 10)
        if self.count == 0:
            empty = QColor(style.ON_FELT)
            empty.setAlpha(120)
            p.setPen(QPen(empty, 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(QRectF(x, y, w, h), 5, 5)
        for i in range(layers):
            style.draw_svg(p, style.CARD_BACK, QRectF(x + (layers - 1 - i) * 2,
                                                      y + (layers - 1 - i) * 2 - 4, w, h))
        if self.count:
            d = w * 0.55
            badge = QRectF(x + w / 2 - d / 2, y + h / 2 - d / 2 - 2, d, d)
            p.setPen(QPen(style.GOLD, 1.5))
            p.setBrush(style.INK)
            p.drawEllipse(badge)
            p.setPen(QColor("#ffffff"))
            p.setFont(style.font(d * 0.45, True))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))
        p.setPen(style.ON_FELT)
        p.setFont(self.label_font())
        p.drawText(QRectF(0, self.height() - label_h, self.width(), label_h),
                   Qt.AlignmentFlag.AlignCenter, self.label())
        if self.hasFocus():
            paint_focus_ring(p, QRectF(self.rect()))
        p.end()


class InfoPanel(QWidget):
    """Round/phase line above the tile, the piles and the table cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        self.phase = QLabel()
        self.phase.setObjectName("phase_label")
        self.phase.setAccessibleDescription(translate("Table", "Round and phase"))
        self.phase.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.phase)
        lay = QHBoxLayout()
        lay.setSpacing(6)
        self.tile = TileWidget()
        self.draw = PileWidget("draw")
        self.discard = PileWidget("discard")
        self.table_cards = CardsRow(max_width=66, min_width=40)
        self.table_cards.setObjectName("table_cards")
        lay.addWidget(self.tile, 3)
        lay.addWidget(self.draw, 1)
        lay.addWidget(self.discard, 1)
        lay.addWidget(self.table_cards, 1)
        outer.addLayout(lay, 1)
        self.cards: dict[int, CardWidget] = {}

    def show_info(self, obs: Observation) -> None:
        """Re-render from ``obs``."""
        from ui.table import factory

        self.phase.setText(prompt_text.phase_name(obs))
        self.tile.show_tile(obs)
        self.draw.show_pile(obs)
        self.discard.show_pile(obs)
        self.cards = {c: factory.face(obs, c, f"table_card_{c}") for c in obs.state.table}
        self.table_cards.set_cards(list(self.cards.values()))
        self.table_cards.setVisible(bool(obs.state.edition.table_cards))
