"""The text-size setting (100–200 %) for everything that is not the table: menus, the
status bar, docks, dialogs and message boxes follow the application font, which is the
system's font times the setting, changed live (Qt tells every open widget).

The table and the log size their letters themselves (style sheets in px, times the same
setting: ui.table.style, ui.table.log_view); a style sheet's ``font-size`` wins over the
application font, so nothing is scaled twice."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

_base: QFont | None = None  # the application font before the first scaling
_sheet: str | None = None  # the application style sheet before the first scaling
_scale = 1.0
#: The tabs of the docks beside the table (Game log, Hint) grow at most this much: at
#: 200 % their names would not fit a small window's dock and be cut ("Ti…").
DOCK_TABS_MAX = 1.4


def scaled(base: QFont, scale: float) -> QFont:
    """``base`` with its size times ``scale`` (clamped to 1.0–2.0): points stay points,
    pixels stay pixels."""
    scale = min(2.0, max(1.0, float(scale)))
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * scale)
    elif base.pixelSize() > 0:
        font.setPixelSize(round(base.pixelSize() * scale))
    return font


def apply_text_scale(scale: float) -> bool:
    """Make the application font the system's times ``scale`` (1.0–2.0); returns True if
    it changed. Qt drops the theme's fonts per widget class (menus, message boxes…) on the
    first change, so every class follows the one application font from then on."""
    global _base, _scale
    scale = min(2.0, max(1.0, float(scale)))
    if scale == _scale:
        return False
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    if _base is None:
        _base = QFont(app.font())
    _scale = scale
    _set_font(app, scaled(_base, scale))
    return True


def _set_font(app: QApplication, font: QFont) -> None:
    global _sheet
    QApplication.setFont(font)
    if _sheet is None:
        _sheet = app.styleSheet()
    # the style sheet set again: widgets polished under one (the tooltips' look) keep
    # the font they had then, and the docks' tabs are capped
    extra = ""
    if _base is not None and _base.pointSizeF() > 0 and _scale > DOCK_TABS_MAX:
        extra = (f"\nQMainWindow > QTabBar {{ font-size: "
                 f"{_base.pointSizeF() * DOCK_TABS_MAX:.1f}pt; }}")
    app.setStyleSheet(_sheet + extra)
    # twice: changing the sheet first gives each widget back the font it had before the
    # last sheet (the old size) and resolves it against its parent's, which may not
    # have been polished yet; the second pass finds every parent right
    app.setStyleSheet(_sheet + extra + " ")


def text_scale() -> float:
    """The scale the application font has now (1.0 until :func:`apply_text_scale`)."""
    return _scale


def reset() -> None:
    """The system's font again (tests: one test's text size does not leak into the
    next)."""
    global _scale
    app = QApplication.instance()
    was, _scale = _scale, 1.0
    if _base is not None and was != 1.0 and isinstance(app, QApplication):
        _set_font(app, _base)
