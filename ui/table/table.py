"""The composed game table: opponents on top, roles and trading house in the middle,
the decision strip, then the viewer's own tableau and hand."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAccessible, QPainter, QPaintEvent, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from sanjuan.rules.events import Event
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import UNKNOWN
from ui.table import accessible, factory, style
from ui.table.card import CardWidget
from ui.table.decision import DecisionController
from ui.table.decision_panel import DecisionPanel
from ui.table.follow import Follower, Halo
from ui.table.hand import HandArea
from ui.table.info import InfoPanel
from ui.table.keys import KeyNavigator
from ui.table.roles import RolesBar
from ui.table.seat_panel import SeatPanel

MIN_WIDTH, MIN_HEIGHT = 520, 400  # px: 960×540 at 200 % with the log beside
#: share of the table's height for opponents + roles, by player count
TOP_SHARE = {2: 0.36, 3: 0.42, 4: 0.42}
#: px kept below the roles besides the drawn cards' row: prompt line and margins ~45, own
#: tableau ~70, hand ~95, spacing
BOTTOM_RESERVE = 240


class TableWidget(QWidget):
    """Renders an :class:`Observation` (never the real state) and emits
    ``actionChosen(Action)`` answering the viewer's decision (UI contract, U2)."""

    actionChosen = Signal(object)
    a11y_role = QAccessible.Role.Pane  # screen readers (ui.table.accessible)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_widget")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(style.table_style(1.0))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(6)
        # Opponents and roles get a fixed share of the height (resizeEvent), so the role
        # row and the decision panel never move when options or revealed cards appear
        # or the hand empties: only the own tableau and the hand give way.
        self.top_area = QWidget(objectName="top_area")
        top = QVBoxLayout(self.top_area)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(6)
        self.opponents_box = QHBoxLayout()
        self.opponents_box.setSpacing(8)
        top.addLayout(self.opponents_box, 26)
        middle = QHBoxLayout()
        middle.setSpacing(12)
        self.roles = RolesBar()
        self.info = InfoPanel()
        middle.addWidget(self.roles, 5)
        middle.addWidget(self.info, 4)
        top.addLayout(middle, 17)
        lay.addWidget(self.top_area, 0)
        self.panel = DecisionPanel()
        lay.addWidget(self.panel, 0)
        self.own_box = QVBoxLayout()
        lay.addLayout(self.own_box, 22)
        self.hand = HandArea()
        lay.addWidget(self.hand, 24)
        self._top_share = TOP_SHARE[3]
        self._opponent_width = 84
        self._scale = 1.0
        self.seats: list[SeatPanel] = []
        self.own: SeatPanel | None = None
        self.revealed: dict[int, CardWidget] = {}
        self.controller = DecisionController(self.panel, self._zones)
        self.controller.actionChosen.connect(self.actionChosen)
        self.roles.roleClicked.connect(self.controller.role_clicked)
        self._hand_hidden = False
        self.follower = Follower(self, self._follow_target)
        self.follow_ms = 0  # how long other players' moves stay marked (0: not at all)
        self._pending: list[Event] = []
        self._fresh = True
        self._last: tuple[Observation, Sequence[str], int | None, bool] | None = None
        accessible.install()  # cards, seats, tile: roles and states for screen readers
        self.keys = KeyNavigator(self)  # every decision by keyboard (ui/table/keys.py)

    # -- public API (UI contract) ------------------------------------------------------

    def show_observation(self, obs: Observation, names: Sequence[str],
                         thinking_seat: int | None = None, interactive: bool = True) -> None:
        """Re-render everything from ``obs`` (viewer ``obs.seat``); seat names from
        ``names``; ``thinking_seat``: the seat whose AI is thinking (None/-1: none);
        ``interactive``: offer the viewer's decision (False for a spectator)."""
        self._last = (obs, names, thinking_seat, interactive)
        focused = self.keys.focused_name()  # kept on the same thing if it stays
        self.setAccessibleName(QCoreApplication.translate("Table", "Game table"))
        self.setAccessibleDescription(QCoreApplication.translate(
            "Keys", "Arrow keys and Tab move, Space selects, Enter confirms, Esc clears, "
            "1 to 5 choose a role; Help, Keyboard lists every key."))
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
        lay.setStretch(lay.indexOf(self.hand), 24 if obs.hand else 6)
        # While the hand is hidden (hot-seat hand-over) the seat's own draw is hidden too.
        shown = [] if self._hand_hidden else [c for c in s.revealed if c != UNKNOWN]
        self.revealed = {c: factory.face(obs, c, f"revealed_{c}", effect=True) for c in shown}
        self.panel.revealed.set_cards(list(self.revealed.values()))
        self.panel.revealed.setVisible(bool(shown))
        live = interactive and not self._hand_hidden
        roles = self.controller.start(obs, names, live)
        self.roles.show_roles(obs, names, roles)
        self._wire_cards()
        self.keys.attach()
        deciding = live and d is not None and d.seat == obs.seat
        if deciding and not self.keys.active:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        # a new decision of the viewer: in keyboard mode the focus goes to its first choice
        key = (s.round, s.role, repr(d)) if deciding else None
        self.keys.restore("" if deciding and focused is None else focused, key)
        if self._fresh:  # a new or loaded game: its history is not a move to follow
            self._fresh, self._pending = False, []
        elif self._pending and not self._hand_hidden:  # hot-seat: shown after hand-over
            pending, self._pending = self._pending, []
            self.follow(pending, names)

    def note_event(self, event: Event, mark: bool = True) -> None:
        """Remember ``event`` (the viewer's copy) to mark on the table at the next
        rendering; ``mark=False``: the viewer's own move, not marked."""
        if mark:
            self._pending.append(event)

    def reset_follow(self) -> None:
        """A new game starts: forget the pending events, drop the marks, check the
        Library box again."""
        self._pending, self._fresh = [], True
        self.follower.clear()
        self.controller.use_library = True

    def follow(self, events: Sequence[Event], names: Sequence[str],
               hold: bool = False) -> list[Halo]:
        """Mark what ``events`` did for :attr:`follow_ms` ms (``hold``: until the next
        move, for screenshots); returns the marks."""
        return self.follower.show(events, names, self.follow_ms, hold)

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
        self._opponent_width = width
        for panel in self.seats:
            panel.tableau.max_lines = lines
        top = self.top_area.layout()
        assert isinstance(top, QVBoxLayout)
        top.setStretch(0, stretch)
        self._top_share = TOP_SHARE.get(len(order) + 1, TOP_SHARE[3])
        self._fit_top()
        for panel in self.seats:
            # equal shares: a long tableau must not squeeze the others' headers
            panel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.opponents_box.addWidget(panel, 1)
            panel.show()  # a widget added to a shown layout appears only later otherwise
        self.own = SeatPanel(viewer, own=True)
        self.own_box.addWidget(self.own)
        self.own.show()
        self._fit_top()

    def _follow_target(self, kind: str, key: object) -> QWidget | None:
        if kind == "role":
            return self.roles.cards.get(key)  # type: ignore[arg-type]
        panels = [p for p in [*self.seats, self.own] if p is not None]
        if kind == "seat":  # the hand icon: the mark goes just left of it (follow.py)
            return next((p.hand_icon for p in panels if p.seat == key), None)
        return next((p.cards[key] for p in panels if key in p.cards), None)  # type: ignore[index]

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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        self._fit_top()
        super().resizeEvent(event)

    def _fit_top(self) -> None:
        # never so high that the decision panel (with drawn cards), the own tableau and the
        # hand lack their minimum below; the same for every decision: no jumps
        k = max(1.0, min(self.width() / 1100, self.height() / 700))
        k = round(k * 4) / 4  # in steps: restyling on every pixel of a drag is slow
        # drawn cards (Councillor, Gold mine) as large as the table allows
        revealed = max(64, min(round(134 * k), round(self.height() * 0.14)))
        if revealed != self.panel.revealed.hint_height:
            self.panel.revealed.hint_height = revealed
            self.panel.revealed.updateGeometry()
        top = min(round(self.height() * self._top_share),
                  self.height() - BOTTOM_RESERVE - revealed)
        top = max(self.top_area.minimumSizeHint().height(), top)
        if top != self.top_area.minimumHeight():
            self.top_area.setFixedHeight(top)
            lay = self.layout()
            assert lay is not None
            lay.invalidate()  # the layout ran before this resizeEvent: place it again now
            lay.setGeometry(self.rect())
        # Large windows get large cards and letters (readable at 4K), never smaller
        # than the 1280×800 design.
        self.hand.row.max_width = round(112 * k)
        self.panel.revealed.max_width = round(96 * k)
        self.info.table_cards.max_width = round(66 * k)
        for panel in self.seats:
            panel.tableau.max_width = round(self._opponent_width * k)
        if self.own is not None:
            self.own.tableau.max_width = round(104 * k)
        if k != self._scale:
            self._scale = k
            self.setStyleSheet(style.table_style(k))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        r = self.rect()
        glow = QRadialGradient(r.center().x(), r.height() * 0.45, max(r.width(), r.height()) * 0.7)
        glow.setColorAt(0.0, style.FELT.lighter(118))
        glow.setColorAt(1.0, style.FELT.darker(135))
        p.fillRect(r, glow)
        p.end()
