"""The dialogs painted like paper (new game, host and join, game over, statistics) in the
colours of the theme in use (issue 35): a palette for every widget in them (fields,
tables, tabs, buttons) and a small style sheet for what a palette cannot say (the
headline's and the group titles' colours, the group frames), both from
:func:`ui.table.themes.dialog_chrome` — the night theme's dark chrome, the parchment
theme's light one, else parchment and ink as before."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

from ui.table import style
from ui.table.themes import Chrome, chrome_palette, dialog_chrome


class PaperLook(QObject):
    """Keeps ``dialog`` (its parent) in the paper colours of the theme in use: its
    palette from the theme's :func:`dialog_chrome`, its style sheet ``sheet(chrome)``;
    a theme chosen later reaches it, open or hidden, through :func:`follow_all`, and
    then ``changed()`` (a bound method of the dialog, held weakly) recolours what a
    palette does not reach (charts).

    No event filter on the dialog: a Python event filter is called while Qt destroys
    the dialog it watches, and the test suite's rare crashes in the event loop all came
    from tests that close such dialogs."""

    def __init__(self, dialog: QWidget, sheet: Callable[[Chrome], str],
                 changed: Callable[[], None] | None = None) -> None:
        super().__init__(dialog)
        self.setObjectName("paper_look")
        # the dialog is not kept here: the dialog holds this look, and a cycle would
        # keep a dialog's Python side alive after Qt deleted it (WA_DeleteOnClose);
        # so ``changed`` (a method of the dialog) is held weakly
        self._sheet = sheet
        self._changed = (None if changed is None
                         else weakref.WeakMethod(changed))
        self._shown: Chrome | None = None
        self.follow_look()

    def chrome(self) -> Chrome:
        """The colours the dialog shows now."""
        return self._shown if self._shown is not None else dialog_chrome(style.THEME)

    def follow_look(self) -> bool:
        """Take the colours of the theme in use, if they are not the ones shown;
        returns True if they changed."""
        c = dialog_chrome(style.THEME)
        if c == self._shown:
            return False
        dialog = self.parent()
        if not isinstance(dialog, QWidget):
            return False
        first = self._shown is None
        self._shown = c
        dialog.setPalette(chrome_palette(c))
        dialog.setStyleSheet(self._sheet(c))
        then = None if self._changed is None or first else self._changed()
        if then is not None:
            then()  # what the palette cannot reach: the dialog's charts
        return True


def follow_all() -> None:
    """Every open paper dialog takes the colours of the theme in use (after a theme
    change; ui.window.chrome)."""
    for window in QApplication.topLevelWidgets():
        for look in window.findChildren(PaperLook):  # the window's own and its dialogs'
            look.follow_look()
