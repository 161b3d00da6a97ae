"""The table's keyboard on its widgets: the navigator that moves the focus between the
table's things and presses them, and Help ▸ Keyboard. Which key does what, the list of
keys and where a key moves the focus are decided in :mod:`ui.table.keymap` (no widgets).

The rows, top to bottom: the opponents (each seat, then its buildings); the roles with
the trading house, the piles and the cards beside the tiles; the cards drawn for a
choice (Councillor, Gold mine); the prompt and the decision's buttons; your seat and
buildings; your hand. Only the table (ui/table/table.py) uses the navigator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sanjuan.rules.cards import Role
from ui.table import keymap
from ui.table.card import CardWidget
from ui.table.keymap import Command, command, shortcuts_html
from ui.table.roles import RoleCard

#: a ui.table.table.TableWidget (not imported: the table imports this module)
TableWidget = Any

translate = QCoreApplication.translate


def screen_room(widget: QWidget) -> QRect:
    """The free area (logical px) of the screen ``widget`` is on."""
    screen = widget.screen() or QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


class KeyboardHelp(QDialog):
    """Help ▸ Keyboard: the table's keys (:func:`shortcuts_html`) in a read-only text
    that scrolls, and a Close button. Not a message box: a message box wraps its text
    at about half the screen's width and grows taller than a small screen with large
    text (issue 22); this one is as large as its text, never larger than the screen."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("keyboard_help")
        self.setWindowTitle(translate("Keys", "Keyboard"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("keyboard_help_text")
        self.browser.setAccessibleName(translate("Keys", "Keyboard"))
        self.browser.setHtml(shortcuts_html())
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.fit()

    def text(self) -> str:
        """The keys shown, as HTML."""
        return shortcuts_html()

    def fit(self) -> None:
        """As large as the text (lines of 40 to 80 letters), within the screen's free
        area."""
        doc = self.browser.document()
        doc.setDefaultFont(self.font())
        room = screen_room(self)
        letter = self.fontMetrics().averageCharWidth()
        doc.setTextWidth(-1)  # unwrapped: its natural width
        natural = round(doc.size().width())
        width = min(room.width() - 60, max(40 * letter, min(natural + 60, 80 * letter)))
        doc.setTextWidth(width - 60)
        height = min(room.height() - 60, round(doc.size().height()) + 100)
        self.resize(width, height)


def keyboard_box(parent: QWidget) -> KeyboardHelp:
    """Open Help ▸ Keyboard (window-modal, not blocking; see :class:`KeyboardHelp`)."""
    box = KeyboardHelp(parent)
    box.open()
    return box


def choosable(w: QWidget) -> bool:
    """True if ``w`` is something the viewer may choose now (a selectable card, a role
    they may take, an enabled button)."""
    if isinstance(w, CardWidget):
        return w.selectable
    if isinstance(w, RoleCard):
        return w.choosable and w.isEnabled()
    return isinstance(w, QAbstractButton) and w.isEnabled()


def focus_rows(table: TableWidget) -> list[list[QWidget]]:
    """The focusable things of ``table``, row by row from the top (see the module
    doc), only those shown and enabled; empty rows left out."""
    info, panel = table.info, table.panel
    # the opponents side by side: one row, Up from the roles lands on the one above
    rows: list[list[QWidget]] = [[w for seat in table.seats
                                  for w in (seat, *seat.cards.values())]]
    rows.append([*table.roles.cards.values(), info.tile, info.draw, info.discard,
                 *info.cards.values()])
    rows.append(list(table.revealed.values()))
    # the prompt first: a screen reader whose version ignores announcements reads it here
    prompt = [panel.prompt] if panel.prompt.text() else []
    rows.append([*prompt, *panel.option_buttons, panel.library, panel.pass_button,
                 panel.confirm_button])
    hand = list(table.hand.cards.values())
    if table.own is not None:
        own = [table.own, *table.own.cards.values()]
        if _beside(table, table.own, table.hand):
            # small windows (ui.table.layout_plan): the own tableau left of the hand is one
            # row with it, so Up from the hand goes to the prompt above, not sideways
            rows.append(own + hand)
            hand = []
        else:
            rows.append(own)
    rows.append(hand)
    shown = [[w for w in row if w.isVisibleTo(table) and w.isEnabled()] for row in rows]
    return [row for row in shown if row]


def _beside(table: QWidget, left: QWidget, right: QWidget) -> bool:
    """Whether ``left`` stands left of ``right`` in ``table``, sharing most of its height
    (the own tableau beside the hand), rather than above it."""
    a = QRect(left.mapTo(table, QPoint(0, 0)), left.size())
    b = QRect(right.mapTo(table, QPoint(0, 0)), right.size())
    shared = min(a.bottom(), b.bottom()) - max(a.top(), b.top())
    return a.right() <= b.left() and shared > min(a.height(), b.height()) / 2


class KeyNavigator(QObject):
    """Moves the keyboard focus over ``table``'s rows and turns keys into the table's
    answers (through its DecisionController and RolesBar, the paths of the mouse).

    It filters the key presses of every focusable thing of the table (:meth:`attach`
    after each rendering). ``active`` is True once the keyboard was used on the table
    (then a new decision puts the focus on its first choice) and False again after a
    mouse press on it."""

    def __init__(self, table: TableWidget,
                 rows: Callable[[], list[list[QWidget]]] | None = None) -> None:
        super().__init__(table)
        self.table = table
        self.rows = rows or (lambda: focus_rows(table))
        self.active = False
        self._decision: object = None  # the viewer's decision shown last (restore)
        table.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:  # no Python filter left on widgets torn down at exit
            app.aboutToQuit.connect(self.detach)

    # -- wiring -------------------------------------------------------------------

    def attach(self) -> None:
        """Filter the keys of every focusable thing shown now; they take the focus by
        keyboard only (a click does not move it)."""
        for row in self.rows():
            for w in row:
                if w.property("keys_attached"):
                    continue
                w.setProperty("keys_attached", True)
                w.installEventFilter(self)
                if not isinstance(w, QAbstractButton) or isinstance(w, RoleCard):
                    w.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def detach(self) -> None:
        """Remove this filter from the table and every thing it was attached to (the
        application quits: no Python code is called while Qt tears the widgets down)."""
        self.table.removeEventFilter(self)
        for w in self.table.findChildren(QWidget):
            if w.property("keys_attached"):
                w.removeEventFilter(self)
                w.setProperty("keys_attached", False)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Handle the table's keys on ``obj``; a mouse press ends keyboard mode."""
        t = event.type()
        if t == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            found = command(event.key(), event.modifiers())
            if found is None or not isinstance(obj, QWidget):
                return False
            return self.handle(found[0], found[1], obj)
        if t == QEvent.Type.MouseButtonPress:
            self.active = False
        elif t == QEvent.Type.FocusIn and obj is self.table and self.active:
            QTimer.singleShot(0, self._enter)  # entered by Tab from outside: to a thing
        return False

    # -- commands -----------------------------------------------------------------

    def handle(self, cmd: Command, role: Role | None, focused: QWidget) -> bool:
        """Carry out ``cmd`` with ``focused`` holding the focus; True when done (the key
        is used), False to leave the key to ``focused`` (Space on a button)."""
        self.active = True
        ctl = self.table.controller
        if cmd is Command.ROLE:
            assert role is not None
            card = self.table.roles.cards[role]
            if card.choosable and card.isEnabled():
                card.click()
            return True
        if cmd is Command.CLEAR:
            ctl.escape()
            return True
        if cmd is Command.CONFIRM:
            if isinstance(focused, RoleCard) or (
                    isinstance(focused, QAbstractButton) and focused is not self.table.panel.library
                    and focused is not self.table.panel.confirm_button):
                if focused.isEnabled():
                    focused.click()
                return True
            ctl.confirm()
            return True
        if cmd is Command.TOGGLE:
            if isinstance(focused, CardWidget):
                if focused.selectable:
                    focused.clicked.emit(focused.card_id)
                return True
            if isinstance(focused, RoleCard):
                if focused.choosable and focused.isEnabled():
                    focused.click()
                return True
            if isinstance(focused, QAbstractButton):
                return False  # the button's own Space
            self.focus_home()
            return True
        self._move(cmd, focused)
        return True

    def _move(self, cmd: Command, focused: QWidget) -> None:
        rows = self.rows()
        if not any(focused in row for row in rows):
            self.focus_home()  # the table itself, or a thing gone: start at the home thing
            return
        # past the last row Tab goes round: it stays in the table (issue 34: Tab into
        # the Hint dock, Space switched hints off); F6 / Ctrl+Tab reach the docks
        move = keymap.step(cmd, rows, focused, self._centre_x, choosable)
        target = move[0]
        if target is not None:
            self._focus(target)

    def window_key(self, event: QKeyEvent) -> bool:
        """A key press that reached the window outside the table (the log, a dock,
        nothing focused after a menu): 1–5 and Enter act on the viewer's open decision
        as they do on the table. True when used; False (left alone) for other keys and
        while no decision of the viewer is open."""
        found = command(event.key(), event.modifiers())
        if found is None or self.table.controller.decision is None:
            return False
        cmd, role = found
        if cmd not in (Command.ROLE, Command.CONFIRM):
            return False
        return self.handle(cmd, role, self.table)

    # -- focus --------------------------------------------------------------------

    def _centre_x(self, w: QWidget) -> int:
        return w.mapTo(self.table, QPoint(w.width() // 2, 0)).x()

    def _focus(self, w: QWidget) -> None:
        w.setFocus(Qt.FocusReason.TabFocusReason)
        if isinstance(w, CardWidget):
            w.raise_()  # a fanned hand: the focused card on top, its ring whole

    def home(self) -> QWidget | None:
        """The thing the focus goes to first: the first thing of the decision to choose
        (a drawn card, a role, a hand card, an own building, ... in that order), else
        the first hand card, else the first thing of the table; None if there is none."""
        table = self.table
        order: list[list[QWidget]] = [
            list(table.revealed.values()), list(table.roles.cards.values()),
            list(table.hand.cards.values()),
            [] if table.own is None else list(table.own.cards.values()),
            list(table.info.cards.values())]
        return keymap.home(self.rows(), order, list(table.hand.cards.values()), choosable)

    def focus_home(self) -> None:
        """Put the focus on :meth:`home` (the table itself if nothing is focusable)."""
        w = self.home()
        if w is None:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._focus(w)

    def _enter(self) -> None:
        if self.table.hasFocus():
            self.focus_home()

    def focused_name(self) -> str | None:
        """The objectName of the table's thing holding the focus now ("" for the table
        itself), None when the focus is outside the table (before a rendering)."""
        fw = QApplication.focusWidget()
        if fw is self.table:
            return ""
        if fw is None or not self.table.isAncestorOf(fw):
            return None
        return fw.objectName()

    def restore(self, name: str | None, decision: object = None) -> None:
        """After a rendering: keep the focus in the table if it was there (``name`` from
        :meth:`focused_name`). In keyboard mode a new decision of the viewer
        (``decision``: any value that differs between two decisions, None while the
        viewer does not decide) puts the focus on the :meth:`home` thing; otherwise the
        same thing keeps it if it is still shown, else the home thing takes it."""
        new = decision is not None and decision != self._decision
        self._decision = decision
        if name is None:
            return
        rows = self.rows()
        shown = {w.objectName(): w for row in rows for w in row if w.objectName()}
        w = shown.get(name) if name else None
        if not self.active:
            if w is None and not self.table.hasFocus():
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if w is not None and not new:
            if QApplication.focusWidget() is not w:
                self._focus(w)
            return
        self.focus_home()
