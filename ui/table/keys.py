"""The table's keyboard, in one place: which key does what, the list shown in Help and
the tooltips, and the navigator that moves the focus between the table's things.

The keys (like KPatience: arrows to move, Space to pick, Enter to play):

* Left/Right: the previous/next thing in the focused row; Home/End: its first/last.
* Up/Down: the row above/below (the thing nearest the focused one).
* Tab/Shift+Tab: the next/previous row (its first thing you may choose); past the last
  row Tab leaves the table for the log and the Hint dock.
* Space: select or unselect the focused card; press the focused role or button.
* Enter: confirm the decision (the Confirm button); on a focused role, option or Pass
  button: press it.
* Esc: clear the selection. It never passes (passing is the Pass button).
* 1–5: choose the role Builder, Producer, Trader, Councillor, Prospector (the order
  of the role cards, whatever the language).

The rows, top to bottom: the opponents (each seat, then its buildings); the roles with
the trading house, the piles and the cards beside the tiles; the cards drawn for a
choice (Councillor, Gold mine); the prompt and the decision's buttons; your seat and
buildings; your hand. Only the table (ui/table/table.py) uses this module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum, auto
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
from ui.table import style
from ui.table.card import CardWidget
from ui.table.roles import RoleCard
from ui.text import QT_TRANSLATE_NOOP

#: a ui.table.table.TableWidget (not imported: the table imports this module)
TableWidget = Any

translate = QCoreApplication.translate


class Command(Enum):
    """What a key asks the table to do."""

    LEFT = auto()
    RIGHT = auto()
    UP = auto()
    DOWN = auto()
    NEXT_ROW = auto()
    PREV_ROW = auto()
    FIRST = auto()
    LAST = auto()
    TOGGLE = auto()
    CONFIRM = auto()
    CLEAR = auto()
    ROLE = auto()


K = Qt.Key
#: digit keys → role, in the order of the role cards (Role's order, roles.role_digit)
ROLE_KEYS: dict[int, Role] = {int(K.Key_1) + i: role for i, role in enumerate(Role)}
_PLAIN: dict[int, Command] = {int(k): c for k, c in {
    K.Key_Left: Command.LEFT, K.Key_Right: Command.RIGHT, K.Key_Up: Command.UP,
    K.Key_Down: Command.DOWN, K.Key_Tab: Command.NEXT_ROW, K.Key_Backtab: Command.PREV_ROW,
    K.Key_Home: Command.FIRST, K.Key_End: Command.LAST, K.Key_Space: Command.TOGGLE,
    K.Key_Return: Command.CONFIRM, K.Key_Enter: Command.CONFIRM, K.Key_Escape: Command.CLEAR,
}.items()}
_IGNORED_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


def command(key: int, modifiers: Qt.KeyboardModifier) -> tuple[Command, Role | None] | None:
    """The table's command for ``key`` (a Qt.Key value) pressed with ``modifiers``, with
    the role of a digit key; None for keys the table leaves alone (anything with Ctrl,
    Alt or Meta: menu shortcuts)."""
    if modifiers & _IGNORED_MODIFIERS:
        return None
    if key in ROLE_KEYS:
        return Command.ROLE, ROLE_KEYS[key]
    if key == int(K.Key_Tab) and modifiers & Qt.KeyboardModifier.ShiftModifier:
        return Command.PREV_ROW, None
    cmd = _PLAIN.get(key)
    return None if cmd is None else (cmd, None)


#: (keys, what they do) of Help ▸ Keyboard, translated by shortcuts()
_SHORTCUTS = [
    (QT_TRANSLATE_NOOP("Keys", "Left, Right"),
     QT_TRANSLATE_NOOP("Keys", "previous / next card or button in the row")),
    (QT_TRANSLATE_NOOP("Keys", "Up, Down"),
     QT_TRANSLATE_NOOP("Keys", "the row above / below")),
    (QT_TRANSLATE_NOOP("Keys", "Tab, Shift+Tab"),
     QT_TRANSLATE_NOOP("Keys", "next / previous row (past the last row: the log and the "
                      "hints)")),
    (QT_TRANSLATE_NOOP("Keys", "Home, End"),
     QT_TRANSLATE_NOOP("Keys", "first / last in the row")),
    (QT_TRANSLATE_NOOP("Keys", "Space"),
     QT_TRANSLATE_NOOP("Keys", "select or unselect the card; press the role or button")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"),
     QT_TRANSLATE_NOOP("Keys", "confirm (or press the focused role, option or Pass button; "
                      "hand the computer over)")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"),
     QT_TRANSLATE_NOOP("Keys", "clear the selection (never passes)")),
    (QT_TRANSLATE_NOOP("Keys", "1 2 3 4 5"),
     QT_TRANSLATE_NOOP("Keys", "choose Builder, Producer, Trader, Councillor, Prospector")),
    (QT_TRANSLATE_NOOP("Keys", "H"),
     QT_TRANSLATE_NOOP("Keys", "ask for a hint")),
    (QT_TRANSLATE_NOOP("Keys", "F1"),
     QT_TRANSLATE_NOOP("Keys", "the rules")),
]


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) for every table key, translated, in the order of Help."""
    return [(translate("Keys", k), translate("Keys", v)) for k, v in _SHORTCUTS]


def shortcuts_html() -> str:
    """:func:`shortcuts` as an HTML table (Help ▸ Keyboard)."""
    rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;{v}</td></tr>" for k, v in shortcuts())
    intro = translate("Keys", "Every decision can be made with the keyboard. The focused "
                              "card or button has a white and black ring.")
    if style.HIGH_CONTRAST:  # ui.table.focus_ring: magenta where black edges are everywhere
        intro = translate("Keys", "Every decision can be made with the keyboard. The focused "
                                  "card has a white and magenta ring, the focused button a "
                                  "magenta edge.")
    return f"<p>{intro}</p><table>{rows}</table>"


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
        self.browser = QTextBrowser(objectName="keyboard_help_text")
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


def card_tip() -> str:
    """The keys line added to the tooltip of a card that can be chosen now."""
    return translate("Keys", "Keys: Space selects or unselects, Enter confirms, Esc clears.")


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
        at = next(((r, row.index(focused)) for r, row in enumerate(rows) if focused in row),
                  None)
        if at is None:  # the table itself, or a thing gone: start at the home thing
            self.focus_home()
            return
        r, i = at
        row = rows[r]
        target: QWidget | None = None
        if cmd is Command.LEFT:
            target = row[max(0, i - 1)]
        elif cmd is Command.RIGHT:
            target = row[min(len(row) - 1, i + 1)]
        elif cmd is Command.FIRST:
            target = row[0]
        elif cmd is Command.LAST:
            target = row[-1]
        elif cmd in (Command.UP, Command.DOWN):
            r2 = r - 1 if cmd is Command.UP else r + 1
            if 0 <= r2 < len(rows):
                target = self._nearest(rows[r2], focused)
        elif cmd is Command.NEXT_ROW:
            if r + 1 < len(rows):
                target = self._preferred(rows[r + 1])
            elif not self._leave(True):
                target = self._preferred(rows[0])
        elif cmd is Command.PREV_ROW:
            if r > 0:
                target = self._preferred(rows[r - 1])
            elif not self._leave(False):
                target = self._preferred(rows[-1])
        if target is not None:
            self._focus(target)

    # -- focus --------------------------------------------------------------------

    def _centre_x(self, w: QWidget) -> int:
        return w.mapTo(self.table, QPoint(w.width() // 2, 0)).x()

    def _nearest(self, row: Sequence[QWidget], focused: QWidget) -> QWidget:
        x = self._centre_x(focused)
        return min(row, key=lambda w: abs(self._centre_x(w) - x))

    @staticmethod
    def _preferred(row: Sequence[QWidget]) -> QWidget:
        return next((w for w in row if choosable(w)), row[0])

    def _focus(self, w: QWidget) -> None:
        w.setFocus(Qt.FocusReason.TabFocusReason)
        if isinstance(w, CardWidget):
            w.raise_()  # a fanned hand: the focused card on top, its ring whole

    def home(self) -> QWidget | None:
        """The thing the focus goes to first: the first thing of the decision to choose
        (a drawn card, a role, a hand card, an own building, ... in that order), else
        the first hand card, else the first thing of the table; None if there is none."""
        rows = self.rows()
        if not rows:
            return None
        table = self.table
        order: list[list[QWidget]] = [
            list(table.revealed.values()), list(table.roles.cards.values()),
            list(table.hand.cards.values()),
            [] if table.own is None else list(table.own.cards.values()),
            list(table.info.cards.values())]
        shown = {w for row in rows for w in row}
        for group in order:
            for w in group:
                if w in shown and choosable(w):
                    return w
        hand = [w for w in table.hand.cards.values() if w in shown]
        return hand[0] if hand else rows[0][0]

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

    def _leave(self, forward: bool) -> bool:
        """Give the focus to the next (``forward``) or previous widget of the window's
        Tab chain outside the table; False if there is none."""
        table = self.table
        w = table.nextInFocusChain() if forward else table.previousInFocusChain()
        for _ in range(2000):
            if w is None or w is table:
                return False
            if not table.isAncestorOf(w) and w.window() is table.window() and \
                    w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isVisible() and w.isEnabled():
                w.setFocus(Qt.FocusReason.TabFocusReason if forward
                           else Qt.FocusReason.BacktabFocusReason)
                return True
            w = w.nextInFocusChain() if forward else w.previousInFocusChain()
        return False

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
