"""The composed game table: opponents on top, roles and trading house in the middle,
the decision strip, then the viewer's own tableau and hand."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from sanjuan.observation import Observation
from sanjuan.state import UNKNOWN

from . import factory, style
from .card import CardWidget
from .decision import DecisionController
from .decision_panel import DecisionPanel
from .hand import HandArea
from .info import InfoPanel
from .roles import RolesBar
from .seat_panel import SeatPanel


class TableWidget(QWidget):
    """Renders an :class:`Observation` (never the real state) and emits
    ``actionChosen(Action)`` answering the viewer's decision (UI contract, U2)."""

    actionChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_widget")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(style.TABLE_STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(760, 560)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(6)
        self.opponents_box = QHBoxLayout()
        self.opponents_box.setSpacing(8)
        lay.addLayout(self.opponents_box, 26)
        middle = QHBoxLayout()
        middle.setSpacing(12)
        self.roles = RolesBar()
        self.info = InfoPanel()
        middle.addWidget(self.roles, 5)
        middle.addWidget(self.info, 4)
        lay.addLayout(middle, 17)
        self.panel = DecisionPanel()
        lay.addWidget(self.panel, 0)
        self.own_box = QVBoxLayout()
        lay.addLayout(self.own_box, 22)
        self.hand = HandArea()
        lay.addWidget(self.hand, 24)
        self.seats: list[SeatPanel] = []
        self.own: SeatPanel | None = None
        self.revealed: dict[int, CardWidget] = {}
        self.controller = DecisionController(self.panel, self._zones)
        self.controller.actionChosen.connect(self.actionChosen)
        self.roles.roleClicked.connect(self.controller.role_clicked)
        self._hand_hidden = False
        self._last: tuple[Observation, Sequence[str], int | None, bool] | None = None

    # -- public API (UI contract) ------------------------------------------------------

    def show_observation(self, obs: Observation, names: Sequence[str],
                         thinking_seat: int | None = None, interactive: bool = True) -> None:
        """Re-render everything from ``obs`` (viewer ``obs.seat``); seat names from
        ``names``; ``thinking_seat``: the seat whose AI is thinking (None/-1: none);
        ``interactive``: offer the viewer's decision (False for a spectator)."""
        self._last = (obs, names, thinking_seat, interactive)
        s = obs.state
        self._ensure_seats(obs.seat, s.num_players)
        d = obs.decision
        deciding = -1 if d is None else d.seat
        for panel in [*self.seats, self.own]:
            assert panel is not None
            panel.show_seat(obs, names, thinking_seat == panel.seat, deciding == panel.seat,
                            private=not self._hand_hidden)
        self.info.show_info(obs)
        self.hand.show_hand(obs, self._hand_hidden)
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        lay.setStretch(lay.indexOf(self.hand), 24 if obs.hand else 4)
        # While the hand is hidden (hot-seat hand-over) the seat's own draw is hidden too.
        shown = [] if self._hand_hidden else [c for c in s.revealed if c != UNKNOWN]
        self.revealed = {c: factory.face(obs, c, f"revealed_{c}", effect=True) for c in shown}
        self.panel.revealed.set_cards(list(self.revealed.values()))
        self.panel.revealed.setVisible(bool(shown))
        live = interactive and not self._hand_hidden
        roles = self.controller.start(obs, names, live)
        self.roles.show_roles(obs, names, roles)
        self._wire_cards()
        if live and d is not None and d.seat == obs.seat:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def observation(self) -> Observation | None:
        """The observation shown now (None before the first one)."""
        return None if self._last is None else self._last[0]

    def set_hand_hidden(self, hidden: bool) -> None:
        """Hot-seat: show the hand as card backs (and accept no answers) while hidden."""
        self._hand_hidden = hidden
        if self._last is not None:
            self.show_observation(*self._last)

    # -- internals -----------------------------------------------------------------

    def _ensure_seats(self, viewer: int, players: int) -> None:
        order = [(viewer + i) % players for i in range(1, players)]
        if self.own is not None and self.own.seat == viewer and \
                [p.seat for p in self.seats] == order:
            return
        for panel in [*self.seats, self.own]:
            if panel is not None:
                panel.hide()
                panel.deleteLater()
        self.seats = [SeatPanel(seat, own=False) for seat in order]
        # One opponent fits 12 buildings in one line; more share the width in two lines.
        width, lines, stretch = {1: (100, 1, 17), 2: (96, 2, 24)}.get(len(order), (84, 2, 26))
        for panel in self.seats:
            panel.tableau.max_width, panel.tableau.max_lines = width, lines
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        lay.setStretch(0, stretch)
        for panel in self.seats:
            self.opponents_box.addWidget(panel, 1)
            panel.show()  # a widget added to a shown layout appears only later otherwise
        self.own = SeatPanel(viewer, own=True)
        self.own_box.addWidget(self.own)
        self.own.show()

    def _zones(self) -> dict[str, dict[int, CardWidget]]:
        return {"hand": self.hand.cards,
                "buildings": self.own.cards if self.own is not None else {},
                "revealed": self.revealed, "table": self.info.cards}

    def _wire_cards(self) -> None:
        for zone in self._zones().values():
            for w in zone.values():
                if not w.property("wired"):  # reused widgets are connected already
                    w.clicked.connect(self.controller.card_clicked)
                    w.setProperty("wired", True)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.controller.confirm()
        elif key == Qt.Key.Key_Escape:
            self.controller.escape()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        r = self.rect()
        glow = QRadialGradient(r.center().x(), r.height() * 0.45, max(r.width(), r.height()) * 0.7)
        glow.setColorAt(0.0, style.FELT.lighter(118))
        glow.setColorAt(1.0, style.FELT.darker(135))
        p.fillRect(r, glow)
        p.end()
