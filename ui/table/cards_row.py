"""A row of cards that scales its cards to the space it gets.

The cards keep the card proportions; the row picks the number of lines (up to
``max_lines``) that gives the largest cards, and overlaps cards (like a fanned hand)
only when even the smallest allowed size does not fit.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.table.card import CardWidget
from ui.table.style import CARD_RATIO


class CardsRow(QWidget):
    """Lays out its :class:`CardWidget` children; ``max_width`` caps the card width in
    pixels, ``min_width`` is the size below which cards overlap instead of shrinking."""

    def __init__(self, max_width: int = 120, min_width: int = 44, max_lines: int = 1,
                 gap: int = 6, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[CardWidget] = []
        self.max_width, self.min_width = max_width, min_width
        self.max_lines, self.gap = max_lines, gap
        self.align_centre = False
        self.lift = 0  # pixels a selected card rises above the others
        # preferred height in px (None: full-size cards); a small one keeps a parent's
        # height-for-width small, the row still grows into spare room (Expanding)
        self.hint_height: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_cards(self, cards: list[CardWidget]) -> None:
        """Replace the cards shown; old ones not among ``cards`` are deleted, the others
        stay (reused widgets are neither re-parented nor shown again)."""
        keep = {id(c) for c in cards}
        for c in self.cards:
            if id(c) not in keep:
                if c.hasFocus():
                    c.clearFocus()  # not handed on to the next card (the table places it)
                c.hide()
                c.setObjectName("")  # stale until deleted: never found by name
                c.deleteLater()
        self.cards = cards
        for c in cards:
            if c.parent() is not self:
                c.setParent(self)
            if c.isHidden():
                c.show()
        self._relayout()

    def relayout(self) -> None:
        """Place the cards again (after a card was selected or unselected)."""
        self._relayout()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(self.min_width, round(self.min_width / CARD_RATIO))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        n = max(1, len(self.cards))
        w = self.max_width
        h = round(w / CARD_RATIO) if self.hint_height is None else self.hint_height
        return QSize(n * (w + self.gap), h)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._relayout()

    def card_size(self) -> tuple[int, int]:
        """The (card width, lines) used for the current size."""
        n = len(self.cards)
        if n == 0:
            return self.max_width, 1
        best_w, best_lines = 0.0, 1
        for lines in range(1, self.max_lines + 1):
            per = math.ceil(n / lines)
            h = (self.height() - self.lift - (lines - 1) * self.gap) / lines
            w = min(h * CARD_RATIO, (self.width() - (per - 1) * self.gap) / per,
                    self.max_width)
            if w > best_w + 4:  # prefer fewer lines unless clearly larger
                best_w, best_lines = w, lines
            if per == 1:
                break
        if best_w < self.min_width:
            lines = self.max_lines if self.max_lines > 1 else 1
            h = (self.height() - self.lift - (lines - 1) * self.gap) / lines
            best_w, best_lines = min(self.min_width, h * CARD_RATIO), lines
        return max(12, int(best_w)), best_lines

    def _relayout(self) -> None:
        n = len(self.cards)
        if not n:
            return
        w, lines = self.card_size()
        h = int(w / CARD_RATIO)
        per = math.ceil(n / lines)
        step: float = w + self.gap
        if per > 1 and per * w + (per - 1) * self.gap > self.width():
            step = max(4, (self.width() - w) / (per - 1))  # overlap like a fanned hand
        used = w + step * (per - 1)
        x0 = max(0, (self.width() - used) / 2) if self.align_centre else 0
        for i, c in enumerate(self.cards):
            line, col = divmod(i, per)
            y = line * (h + self.gap) + (0 if c.selected else self.lift)
            c.setGeometry(int(x0 + col * step), y, w, h)
            c.raise_()
