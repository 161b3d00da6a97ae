"""The window's keys around the table (issue 34, item 7): Tab stays on the table
(:mod:`ui.table.keys`), so F6 and Ctrl+Tab (Shift: backwards) move the keyboard focus
between the table and the docks shown (the log, the hints, the chat), as in other
desktop programs; and 1–5 and Enter reach the viewer's open decision from anywhere in
the window (the log, a dock, nothing focused after a menu was closed with Esc), except
while the player types in a text field (the chat line: Enter sends the line there).
H is the Hint dock's own window shortcut.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from ui.table.table import TableWidget

#: the keys that move between the table and the docks: (key sequence, forward)
CYCLE_KEYS = (("F6", True), ("Shift+F6", False), ("Ctrl+Tab", True),
              ("Ctrl+Shift+Tab", False))


def typing_into(w: QWidget | None) -> bool:
    """Whether ``w`` (the focused widget) takes typed text: an editable line or text
    field, a spin box, an editable combo box. Its keys are the player's words."""
    if isinstance(w, QLineEdit | QAbstractSpinBox):
        return True
    if isinstance(w, QTextEdit | QPlainTextEdit):
        return not w.isReadOnly()
    return isinstance(w, QComboBox) and w.isEditable()


def first_focusable(w: QWidget) -> QWidget | None:
    """``w`` or its first child that takes the focus by Tab and is enabled and not
    hidden within ``w`` (``w`` may be a dock behind another's tab, about to be raised)."""
    for c in [w, *w.findChildren(QWidget)]:
        if c.focusPolicy() & Qt.FocusPolicy.TabFocus and c.isEnabled() \
                and (c is w or c.isVisibleTo(w)):
            return c
    return None


class WindowKeys(QObject):
    """F6/Ctrl+Tab between ``table`` and the docks of ``window``; 1–5 and Enter for the
    open decision from anywhere in ``window`` (see the module docstring)."""

    def __init__(self, window: QMainWindow, table: TableWidget) -> None:
        super().__init__(window)
        self.window, self.table = window, table
        self.actions: list[QAction] = []
        for keys, forward in CYCLE_KEYS:
            action = QAction(window)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _c=False, f=forward: self.cycle(f))
            window.addAction(action)
            self.actions.append(action)
        window.installEventFilter(self)

    def docks(self) -> list[QDockWidget]:
        """The docks shown (also one behind another's tab), in a fixed order (by area,
        then name: raising a dock reorders the window's children)."""
        docks = [d for d in self.window.findChildren(QDockWidget)
                 if d.toggleViewAction().isChecked() and d.widget() is not None]
        return sorted(docks, key=lambda d: (self.window.dockWidgetArea(d).value,
                                            d.objectName()))

    def cycle(self, forward: bool = True) -> None:
        """Move the focus to the next (``forward``) or previous stop: the table, then
        each dock shown (raised when it is behind another's tab), round and round."""
        stops: list[QWidget] = [self.table, *self.docks()]
        fw = QApplication.focusWidget()
        here = next((i for i, s in enumerate(stops)
                     if fw is not None and (fw is s or s.isAncestorOf(fw))), -1)
        step = 1 if forward else -1
        for k in range(1, len(stops) + 1):
            stop = stops[(here + step * k) % len(stops)]
            if stop is self.table:
                if self.table.isVisible():
                    self.table.keys.active = True
                    self.table.keys.focus_home()
                    return
                continue
            assert isinstance(stop, QDockWidget)
            stop.raise_()
            inner = stop.widget()
            target = None if inner is None else first_focusable(inner)
            if target is not None:
                reason = (Qt.FocusReason.TabFocusReason if forward
                          else Qt.FocusReason.BacktabFocusReason)
                target.setFocus(reason)
                # raising a dock from behind a tab hides the one in front, whose focus
                # Qt hands on: the focus is set again once the raise is done
                QTimer.singleShot(0, target, lambda t=target, r=reason: t.setFocus(r))
                return

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """A key press no widget used reaches the window: 1–5 and Enter go to the open
        decision (never from a text field)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and not typing_into(QApplication.focusWidget()) and self.table.isVisible():
            return self.table.keys.window_key(event)
        return False
