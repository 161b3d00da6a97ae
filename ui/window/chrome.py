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

#: Styles that draw with the platform's theme engine and ignore much of a palette (Qt's
#: QPalette documentation names Windows Vista and macOS): light buttons would carry the
#: night theme's light text. Under a theme's chrome the application takes Fusion, which
#: paints every role of the palette; the desktop's style comes back with its colours.
NATIVE_STYLES = ("windowsvista", "macos")

_shown: Chrome | None = None
_desktop_style: str | None = None  # the style replaced by Fusion, to give back


def apply_chrome(theme: Theme) -> bool:
    """Give the application the palette of ``theme``'s chrome (None: the desktop's, as
    the platform reports it now) and ask the open paper dialogs to follow; returns True
    if the palette changed. Without a QApplication nothing happens."""
    global _shown, _desktop_style
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    follow_all()
    chrome = theme.chrome
    if chrome == _shown:
        return False
    _shown = chrome
    if chrome is None:
        if _desktop_style is not None:
            QApplication.setStyle(_desktop_style)
            _desktop_style = None
        # an empty palette resolves against the platform's: the desktop's colours, and
        # later changes of them, come back
        QApplication.setPalette(QPalette())
        return True
    name = app.style().name().lower()
    if _desktop_style is None and name in NATIVE_STYLES:
        _desktop_style = name
        QApplication.setStyle("Fusion")
    QApplication.setPalette(chrome_palette(chrome))
    return True


def shown() -> Chrome | None:
    """The chrome the application shows now (None: the desktop's colours)."""
    return _shown


def reset() -> None:
    """The desktop's colours again (tests: one test's theme does not reach the next)."""
    if _shown is not None:
        apply_chrome(FELT)
