"""The composed game table: opponents on top, roles and trading house in the middle,
the decision strip, then the viewer's own tableau and hand."""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget
from shiboken6 import isValid

from sanjuan.rules.cards import Role
from sanjuan.rules.events import Event
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import UNKNOWN
from ui.table import accessible, card_paint, factory, layout_plan, style, themes
from ui.table.card import CardWidget
from ui.table.decision import DecisionController
from ui.table.decision_panel import DecisionPanel
from ui.table.focus_ring import button_css
from ui.table.follow import Follower, Halo
from ui.table.hand import HandArea
from ui.table.info import InfoPanel
from ui.table.keys import KeyNavigator
from ui.table.motion import Motion
from ui.table.roles import RolesBar
from ui.table.seat_panel import IconLabel, SeatPanel
from ui.table.style import paint_felt
from ui.table.themes import Theme
from ui.table.zoom import zoom

MIN_WIDTH, MIN_HEIGHT = 520, 400  # px: 960×540 at 200 % with the log beside


#: every table made and not yet garbage (the look applies to all of them)
_TABLES: weakref.WeakSet[TableWidget] = weakref.WeakSet()


class TableWidget(QWidget):
    """Renders an :class:`Observation` (never the real state) and emits
    ``actionChosen(Action)`` answering the viewer's decision (UI contract, U2)."""

    actionChosen = Signal(object)
    a11y_role = QAccessible.Role.Pane  # screen readers (ui.table.accessible)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_widget")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(style.table_style(1.0, False))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(6)
        # Opponents and roles get a fixed share of the height (resizeEvent), so the role
        # row and the decision panel never move when options or revealed cards appear
        # or the hand empties: only the own tableau and the hand give way.
        self.top_area = QWidget()
        self.top_area.setObjectName("top_area")
        top = QVBoxLayout(self.top_area)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(6)
        self.opponents_box = QHBoxLayout()
        self.opponents_box.setSpacing(8)
        top.addLayout(self.opponents_box, 1)
        # roles and trading house: a row of the height the plan gives (layout_plan.py)
        self.middle = QWidget()
        self.middle.setObjectName("middle_row")
        middle = QHBoxLayout(self.middle)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(12)
        self.roles = RolesBar()
        self.info = InfoPanel()
        middle.addWidget(self.roles, 5)
        middle.addWidget(self.info, 4)
        top.addWidget(self.middle, 0)
        lay.addWidget(self.top_area, 0)
        self.panel = DecisionPanel()
        self.panel.options_changed.connect(self._fit_top)
        lay.addWidget(self.panel, 0)
        # the own tableau above the hand, or beside it on small windows (layout_plan)
        self.bottom = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.bottom.setSpacing(6)
        self.own_box = QVBoxLayout()
        self.bottom.addLayout(self.own_box, 22)
        self.hand = HandArea()
        self.bottom.addWidget(self.hand, 24)
        lay.addLayout(self.bottom, 1)
        self._opponent_width = 84
        self._scale = 1.0
        self._text_scale = 1.0
        self._high_contrast = False
        self._theme = themes.FELT  # the theme (ui.table.themes) of the sheet shown
        self._restyle_on_show = False
        self._laid_out = QSize()  # the size the bands were last placed for
        self.plan: layout_plan.Plan | None = None  # the last layout (tests read it)
        self.seats: list[SeatPanel] = []
        self.own: SeatPanel | None = None
        self.revealed: dict[int, CardWidget] = {}
        self.controller = DecisionController(self.panel, self._zones)
        self.controller.actionChosen.connect(self.actionChosen)
        self.actionChosen.connect(lambda _action: zoom().hide_now())  # confirmed
        self.roles.roleClicked.connect(self.controller.role_clicked)
        self._hand_hidden = False
        self.follower = Follower(self, self._follow_target)
        self.follow_ms = 0  # how long other players' moves stay marked (0: not at all)
        self.motion = Motion(self, self)  # cards that move (ui/table/motion.py)
        self.actionChosen.connect(lambda _action: self.motion.finish())
        #: The seat shown is not the player at this screen (a replay, a watched game):
        #: the hand is named by its seat ("Rosa's hand"), not "Your hand".
        self.viewer_named = False
        self._pending: list[Event] = []
        self._fresh = True
        self._last: tuple[Observation, Sequence[str], int | None, bool] | None = None
        accessible.install()  # cards, seats, tile: roles and states for screen readers
        self.keys = KeyNavigator(self)  # every decision by keyboard (ui/table/keys.py)
        # the look is one for the program (ui.table.style): a table made later (puzzles,
        # review, replay) starts in it, and set_look on one table restyles them all
        _TABLES.add(self)
        if (style.TEXT_SCALE, style.THEME) != (1.0, themes.FELT):
            self.follow_look()

    # -- public API (UI contract) ------------------------------------------------------

    def show_observation(self, obs: Observation, names: Sequence[str],
                         thinking_seat: int | None = None, interactive: bool = True) -> None:
        """Re-render everything from ``obs`` (viewer ``obs.seat``); seat names from
        ``names``; ``thinking_seat``: the seat whose AI is thinking (None/-1: none);
        ``interactive``: offer the viewer's decision (False for a spectator)."""
        self._last = (obs, names, thinking_seat, interactive)
        before = self.motion.before()  # the running motion ends at its final place
        zoom().hide_now()  # a new position: the zoomed card may be gone or elsewhere
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
        self.hand.show_hand(obs, self._hand_hidden,
                            names[obs.seat] if self.viewer_named else None)
        # While the hand is hidden (hot-seat hand-over) the seat's own draw is hidden too.
        shown = [] if self._hand_hidden else [c for c in s.revealed if c != UNKNOWN]
        self.revealed = {c: factory.face(obs, c, f"revealed_{c}", effect=True) for c in shown}
        self.panel.revealed.set_cards(list(self.revealed.values()))
        self.panel.revealed.setVisible(bool(shown))
        live = interactive and not self._hand_hidden
        roles = self.controller.start(obs, names, live)
        self.roles.show_roles(obs, names, roles)
        self._wire_cards()
        self._fit_top()  # the opponents' tableaus may need another line now
        self.keys.attach()
        deciding = live and d is not None and d.seat == obs.seat
        if deciding and not self.keys.active:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        # a new decision of the viewer: in keyboard mode the focus goes to its first choice
        key = (s.round, s.role, repr(d)) if deciding else None
        self.keys.restore("" if deciding and focused is None else focused, key)
        if self._fresh or self._hand_hidden:  # nothing of it moves
            self.motion.drop()
        else:
            self.motion.play(obs, before)
        if self._fresh:  # a new or loaded game: its history is not a move to follow
            self._fresh, self._pending = False, []
        elif self._pending and not self._hand_hidden:  # hot-seat: shown after hand-over
            pending, self._pending = self._pending, []
            self.follow(pending, names)

    def note_event(self, event: Event, mark: bool = True) -> None:
        """Remember ``event`` (the viewer's copy) to mark on the table at the next
        rendering; ``mark=False``: the viewer's own move, not marked (it still moves:
        :mod:`ui.table.motion`)."""
        self.motion.note(event)
        if mark:
            self._pending.append(event)

    def reset_follow(self) -> None:
        """A new game starts: forget the pending events, drop the marks, check the
        Library box again."""
        self._pending, self._fresh = [], True
        self.follower.clear()
        self.motion.finish()
        self.motion.drop()
        self.controller.use_library = True

    def follow(self, events: Sequence[Event], names: Sequence[str],
               hold: bool = False) -> list[Halo]:
        """Mark what ``events`` did for :attr:`follow_ms` ms (``hold``: until the next
        move, for screenshots); returns the marks."""
        return self.follower.show(events, names, self.follow_ms, hold)

    def zoom_keep_clear(self) -> list[QWidget]:
        """What a keyboard card zoom must leave in sight (ui.table.zoom.keep_clear): the
        prompt, the decision's buttons and the viewer's own tableau (issue 34: moving
        through the Councillor's cards, the zoom hid the buildings they are weighed
        against)."""
        p = self.panel
        own = [] if self.own is None else [self.own]
        return [p.prompt, *p.option_buttons, p.library, p.pass_button, p.confirm_button, *own]

    def set_look(self, text_scale: float, look: Theme | bool) -> None:
        """Letters ``text_scale`` (1.0–2.0) times their size on cards, prompts and
        labels, and the colours of theme ``look`` (ui.table.themes; True: high
        contrast, False: the green felt); applied at once (the Settings dialog changes
        them live)."""
        changed = style.set_look(text_scale, look)
        if changed:  # every other table shown (puzzles, review, replay windows) follows;
            card_paint.clear_caches()  # a hidden one when it is shown again (showEvent)
            for table in list(_TABLES):
                if table is not self and isValid(table) and table.isVisible():
                    table.follow_look()
        self.follow_look()

    def follow_look(self) -> None:
        """Restyle for the program's look (:mod:`ui.table.style`: text size, theme) if it
        is not the one shown; called by :meth:`set_look` on every table."""
        if (style.TEXT_SCALE, style.THEME) == (self._text_scale, self._theme):
            return
        self._text_scale, self._theme = style.TEXT_SCALE, style.THEME
        self._high_contrast = style.THEME.strong_edges
        card_paint.clear_caches()  # faces of the old look are not shown again soon
        self._restyle()
        self._fit_top()
        # the new letters reach the labels' sizes only after Qt polished them: plan again
        QTimer.singleShot(0, self, self._fit_top)
        if self._last is not None:
            self.show_observation(*self._last)
        for w in self.findChildren(QWidget):
            if isinstance(w, IconLabel):
                w.refresh()  # the card back of the new theme
            w.update()

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
        width, lines = {1: (100, 1), 2: (96, 2)}.get(len(order), (84, 2))
        self._opponent_width = width
        for panel in self.seats:
            panel.tableau.max_lines = lines
        self._fit_top()
        for panel in self.seats:
            # equal shares: a long tableau must not squeeze the others' headers
            panel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.opponents_box.addWidget(panel, 1)
            panel.show()  # a widget added to a shown layout appears only later otherwise
        self.own = SeatPanel(viewer, own=True)
        # its height decides whether its cards go in two lines beside the hand
        self.own.tableau.installEventFilter(self)
        self.own_box.addWidget(self.own)
        self.own.show()
        self._fit_top()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The own tableau's new height: its lines beside the hand decided again."""
        if self.own is not None and watched is self.own.tableau \
                and event.type() == QEvent.Type.Resize and self.plan is not None \
                and self.plan.side:
            old = event.oldSize()  # type: ignore[attr-defined]
            if old.height() != self.own.tableau.height():
                QTimer.singleShot(0, self, self._fit_top)
        return False

    def _follow_target(self, kind: str, key: object) -> QWidget | None:
        if kind == "role":
            return self.roles.cards.get(key) if isinstance(key, Role) else None
        panels = [p for p in [*self.seats, self.own] if p is not None]
        if kind == "seat":  # the hand icon: the mark goes just left of it (follow.py)
            return next((p.hand_icon for p in panels if p.seat == key), None)
        return next((p.cards[key] for p in panels if isinstance(key, int) and key in p.cards),
                    None)

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
        zoom().hide_now()
        self._fit_top()
        super().resizeEvent(event)

    def _fit_top(self) -> None:
        """Lay the bands out by :func:`ui.table.layout_plan.plan`: every card row gets
        the same card height, the viewer's rows at least an opponent's."""
        # Large windows get large cards and letters (readable at 4K), never smaller
        # than the 1280×800 design.
        k = max(1.0, min(self.width() / 1100, self.height() / 700))
        k = round(k * 4) / 4  # in steps: restyling on every pixel of a drag is slow
        if k != self._scale:
            self._scale = k
            self._restyle()
        self.info.table_cards.max_width = round(66 * k)
        caps = layout_plan.Caps(
            round(self._opponent_width * k), round(104 * k), round(112 * k), round(96 * k),
            max(1, max((s.tableau.max_lines for s in self.seats), default=1)),
            layout_plan.STACKED_READABLE)
        viewer = self._viewer_rows()
        side_now = self.plan is not None and self.plan.side
        # the decision's letters give way (in steps towards 100 %) where at the size set
        # the cards would shrink below a readable size (200 % text on 960×540: 12 px
        # wide), only as far as that makes the cards larger
        steps = style.PROMPT_STEPS if self._text_scale > 1.0 else 0
        best: tuple[float, int] | None = None
        for step in range(steps + 1):
            self.panel.set_prompt_fit(step)
            o = self._overheads()
            p = layout_plan.plan(self.height(), o, caps, self._opponent_rows(), viewer,
                                 side_now)
            # the build options stand where drawn cards would: within their row's room
            over = max(0, self.panel.options_height() - p.revealed)
            if layout_plan.readable(p, caps, bool(self.seats)) and not over:
                break
            score = layout_plan.readability(p, caps, bool(self.seats)) - over / 100
            if best is None or score > best[0]:
                best = (score, step)
        else:
            if best is not None and best[1] != steps:
                self.panel.set_prompt_fit(best[1])
                o = self._overheads()
                p = layout_plan.plan(self.height(), o, caps, self._opponent_rows(), viewer,
                                     side_now)
        self.plan = p
        # below the planned size cards overlap rather than shrink further
        opp_w = int(p.opponent_card * style.CARD_RATIO)
        own_w = int(p.own_card * style.CARD_RATIO)
        rows = [(panel.tableau, min(caps.opponent, opp_w), min(40, opp_w))
                for panel in self.seats]  # never larger than planned: own rows first
        if self.own is not None:
            rows.append((self.own.tableau, caps.own, min(24, own_w)))
        rows.append((self.hand.row, caps.hand, min(52, own_w)))
        rev = self.panel.revealed
        rows.append((rev, caps.revealed, min(48, int((p.revealed - rev.lift)
                                                      * style.CARD_RATIO))))
        changed = False
        for row, most, least in rows:
            if (row.max_width, row.min_width) != (most, least):
                row.max_width, row.min_width = most, least
                row.updateGeometry()
                row.relayout()
                changed = True
        if p.revealed != rev.hint_height:
            rev.hint_height = p.revealed
            rev.setMinimumHeight(min(64, p.revealed))
            rev.updateGeometry()
            changed = True
        if self.middle.height() != p.middle or self.middle.minimumHeight() != p.middle:
            self.middle.setFixedHeight(p.middle)
            changed = True
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        changed |= self._place_own_rows(p, o)
        if p.top != self.top_area.minimumHeight() or p.top != self.top_area.maximumHeight():
            self.top_area.setFixedHeight(p.top)
            changed = True
        if changed or self.size() != self._laid_out:
            self._laid_out = self.size()
            lay.invalidate()  # the layout ran before this resizeEvent: place it again now
            lay.setGeometry(self.rect())

    def _place_own_rows(self, p: layout_plan.Plan, o: layout_plan.Overheads) -> bool:
        """The own tableau above the hand (stretches by planned height), or beside it
        (stretches by the width their cards need); True if anything changed."""
        b = self.bottom
        has_hand = bool(self.hand.cards) or self._hand_hidden
        title = self.hand.title
        one_line = title.text().replace("\n(", " (")
        # beside the tableau the hand's column is narrow: the title in two lines there
        text = one_line.replace(" (", "\n(", 1) if p.side else one_line
        if text != title.text():
            title.setText(text)
        if p.side:
            direction = QBoxLayout.Direction.LeftToRight
            w = p.own_card * style.CARD_RATIO + o.row_gap
            nb = max(len(self.own.cards) if self.own is not None else 0,
                     layout_plan.MIN_COUNTED)
            if self.own is not None:  # many buildings: the tableau in two lines if the
                # row is tall enough for it (its height now: the vertical layout's)
                lines, nb = layout_plan.side_lines(
                    self.own.tableau.height() - self.own.tableau.lift, self._viewer_rows().width,
                    len(self.own.cards), len(self.hand.cards) or len(self.hand.row.cards), o)
                self.own.tableau.max_lines = lines
            nh = max(len(self.hand.cards), layout_plan.MIN_COUNTED) if has_hand else 1
            stretch = (max(1, round(nb * w)), max(1, round(nh * w)))
            # (the tableau's own_m margin aside, one line of it against the whole hand)
        else:
            if self.own is not None:
                self.own.tableau.max_lines = 1
            direction = QBoxLayout.Direction.TopToBottom
            stretch = (max(1, o.own + p.own_card),
                       max(1, o.hand + p.own_card if has_hand else o.hand))
        if (b.direction(), b.stretch(0), b.stretch(1)) == (direction, *stretch):
            return False
        b.setDirection(direction)
        b.setStretch(0, stretch[0])
        b.setStretch(1, stretch[1])
        return True

    def _viewer_rows(self) -> layout_plan.Viewer:
        """The own rows' width and card counts, for the plan."""
        lay = self.layout()
        assert lay is not None
        m = lay.contentsMargins()
        return layout_plan.Viewer(self.width() - m.left() - m.right(),
                                  len(self.own.cards) if self.own is not None else 0,
                                  len(self.hand.cards) or len(self.hand.row.cards))

    def _overheads(self) -> layout_plan.Overheads:
        """The table's pixels besides cards, measured on its widgets (they depend on the
        letter size)."""
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        m = lay.contentsMargins()
        table = m.top() + m.bottom() + 2 * lay.spacing()  # top, panel, own rows
        seat = _header_px(self.seats[0]) if self.seats else 40
        top = self.top_area.layout()
        assert top is not None
        pl = self.panel.layout()
        assert isinstance(pl, QVBoxLayout)
        inner = self.width() - m.left() - m.right()
        self.panel.arrange(inner)  # its buttons beside or below the prompt at that width
        # the prompt wraps: its height for the panel's width, not its one-line hint
        panel = (self.panel.heightForWidth(inner) if self.panel.hasHeightForWidth()
                 else self.panel.sizeHint().height()) + pl.spacing()
        for part in (self.panel.revealed, self.panel.options_box):
            if not part.isHidden():  # what the plan places itself, not overhead
                panel -= part.sizeHint().height() + pl.spacing()
        own = (_header_px(self.own) if self.own is not None else 40) + 8  # + the lift
        hl = self.hand.layout()
        assert isinstance(hl, QVBoxLayout)
        hm = hl.contentsMargins()
        line = self.hand.title.fontMetrics().lineSpacing()
        hand = hm.top() + hm.bottom() + line + 2 + hl.spacing() + self.hand.row.lift
        hand_side = hand + line  # beside the tableau the title takes two lines
        own_m = (self.own.contentsMargins().left() + self.own.contentsMargins().right()
                 + 16) if self.own is not None else 18
        return layout_plan.Overheads(
            table=table, seat=seat, top_gap=top.spacing(),
            middle_min=self.middle.minimumSizeHint().height(), panel=panel, own=own,
            hand=hand, line_gap=self.seats[0].tableau.gap if self.seats else 4,
            revealed_lift=self.panel.revealed.lift, side=max(own, hand_side),
            own_gap=self.bottom.spacing(),
            side_width=own_m + self.bottom.spacing() + hm.left() + hm.right(),
            row_gap=8)

    def _opponent_rows(self) -> list[tuple[float, int]]:
        """(tableau row width px, buildings) of each opponent, as the row will be."""
        n = len(self.seats)
        if not n:
            return []
        lay = self.layout()
        assert lay is not None
        m = lay.contentsMargins()
        width = (self.width() - m.left() - m.right()
                 - self.opponents_box.spacing() * (n - 1)) / n
        s = self.seats[0]
        sm = s.contentsMargins()
        sl = s.layout()
        assert sl is not None
        lm = sl.contentsMargins()
        inner = width - sm.left() - sm.right() - lm.left() - lm.right()
        return [(inner, len(panel.cards)) for panel in self.seats]

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        # a sheet changed before the first show does not reach every label (Qt keeps
        # the letter size of the first polish): apply it again once shown
        if self._restyle_on_show:
            self._restyle_on_show = False
            self._restyle()
        self.follow_look()  # a look chosen while this table was hidden
        super().showEvent(event)

    def _restyle(self) -> None:
        if not self.isVisible():
            self._restyle_on_show = True
        self.setStyleSheet(style.table_style(self._scale, self._theme, self._text_scale))
        self.panel.setStyleSheet(button_css(self._high_contrast))  # its focus look
        # Qt keeps the letter size a label got from the old sheet until it is polished
        # again (seen with the prompt and the hand title): polish every child now
        for w in self.findChildren(QWidget):
            w.style().unpolish(w)
            w.style().polish(w)
            w.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        r = self.rect()
        paint_felt(p, r)
        p.end()


def _header_px(panel: SeatPanel) -> int:
    """The pixels of ``panel`` above and around its tableau: frame, margins, the header
    line and the spacing below it. The header counts as tall as its tallest part even
    while that is hidden (the governor's crown, "thinking…"), so that the plan does not
    change when they come and go."""
    lay = panel.layout()
    assert isinstance(lay, QVBoxLayout)
    item = lay.itemAt(0)
    head = item.layout() if item is not None else None
    assert head is not None
    parts = [it.widget() for it in (head.itemAt(i) for i in range(head.count()))
             if it is not None]
    line = max((w.sizeHint().height() for w in parts if w is not None), default=20)
    m, lm = panel.contentsMargins(), lay.contentsMargins()
    return m.top() + m.bottom() + lm.top() + lm.bottom() + line + lay.spacing()
