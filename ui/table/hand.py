"""The viewer's hand: large face-up cards (or backs while hidden for a hot-seat
hand-over, or when the observation hides them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QVBoxLayout, QWidget

from sanjuan.rules.facts import hand_limit
from sanjuan.rules.observation import Observation
from ui.table import factory
from ui.table.card import CardWidget
from ui.table.cards_row import CardsRow
from ui.text import arg, is_you_name
from ui.text import count as count_text

translate = QCoreApplication.translate


class HandArea(QFrame):
    """A title line and the hand row; ``cards`` maps card id → widget (faces only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_area")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 0, 8, 4)
        lay.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("hand_title")
        lay.addWidget(self.title)
        self.row = CardsRow(max_width=112, min_width=52, gap=8)
        self.row.setObjectName("hand_row")
        self.row.lift = 10
        lay.addWidget(self.row, 1)
        self.cards: dict[int, CardWidget] = {}

    def show_hand(self, obs: Observation, hidden: bool, owner: str | None = None) -> None:
        """Render ``obs.seat``'s hand; ``hidden``: card backs only (hot-seat); ``owner``:
        the seat's name when the one looking is not that seat's player (a replay or a
        watched game seen as Rosa: "Rosa's hand"; None or the default "You": "Your
        hand")."""
        hand = obs.hand
        limit = hand_limit(obs.state, obs.seat)
        if owner is None or is_you_name(owner):
            count = count_text(len(hand), translate("Table", "Your hand: 1 card"),
                               translate("Table", "Your hand: %1 cards"))
        else:
            count = arg(translate("Table", "%2's hand: 1 card") if len(hand) == 1 else
                        translate("Table", "%2's hand: %1 cards"), len(hand), owner)
        self.title.setText(arg(translate("Table", "%1 (hand limit %2 at round start)"),
                               count, limit))
        focused = QApplication.focusWidget()
        if not hand and focused is not None and self.row.isAncestorOf(focused):
            focused.clearFocus()  # not handed on by hiding the row (the table places it)
        self.row.setVisible(bool(hand))
        if hidden:
            self.cards = {}
            tip = translate("Table", "Your hand is hidden")
            self.row.set_cards([factory.back(f"hand_back_{i}", tip) for i in range(len(hand))])
            return
        old = self.cards
        self.cards = {c: factory.reuse_face(old, obs, c, f"hand_card_{c}", effect=True)
                      for c in sorted(hand, key=lambda c: (obs.state.cost(c), c))}
        self.row.set_cards(list(self.cards.values()))
