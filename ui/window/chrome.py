"""The window's chrome in the colours of the table theme (issue 35): the menu bar, the
docks (game log, hint) and their tabs, the status bar, message boxes and the Settings
dialog follow the application palette, which is the theme's :class:`~ui.table.themes.Chrome`
(parchment, night) or the desktop's own (felt, high contrast: the palette the desktop
gives, also when it changes while San Juan runs). The paper dialogs (new game, game over,
statistics) dress themselves (ui.dialogs.paper); :func:`apply_chrome` asks the open ones
to follow.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from ui.dialogs.paper import follow_all
from ui.table.themes import FELT, Chrome, Theme, chrome_palette

# The application runs Fusion (ui.cli.app), which paints every role of a palette; the
# platform styles that draw with a native theme engine would not (Qt's QPalette docs).
_shown: Chrome | None = None


def apply_chrome(theme: Theme) -> bool:
    """Give the application the palette of ``theme``'s chrome (None: the desktop's, as
    the platform reports it now) and ask the open paper dialogs to follow; returns True
    if the palette changed. Without a QApplication nothing happens."""
    global _shown
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    follow_all()
    chrome = theme.chrome
    if chrome == _shown:
        return False
    _shown = chrome
    # an empty palette resolves against the platform's: the desktop's colours, and later
    # changes of them, come back
    QApplication.setPalette(QPalette() if chrome is None else chrome_palette(chrome))
    # under an application style sheet (the tooltips', ui.cli.app; the docks' tabs, ui.
    # window.text_size) widgets already polished keep their old palette until the sheet
    # is set again
    if app.styleSheet():
        app.setStyleSheet(app.styleSheet())
    return True


def shown() -> Chrome | None:
    """The chrome the application shows now (None: the desktop's colours)."""
    return _shown


def reset() -> None:
    """The desktop's colours again (tests: one test's theme does not reach the next)."""
    if _shown is not None:
        apply_chrome(FELT)
