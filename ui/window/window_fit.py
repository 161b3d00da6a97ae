"""Keeping the main window on its screen: never larger than the available area (a
restored geometry from a bigger screen or a lower scale factor is shrunk and moved
back), and the log dock a sensible share of the width."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

DEFAULT_SIZE = (1280, 800)  # logical px, when nothing was saved and the screen allows it
LOG_SHARE = 0.24  # the log dock's share of the window width by default


def clamp_rect(rect: QRect, available: QRect) -> QRect:
    """``rect`` shrunk to fit ``available`` and moved inside it (logical pixels)."""
    w = min(rect.width(), available.width())
    h = min(rect.height(), available.height())
    x = min(max(rect.x(), available.x()), available.right() - w + 1)
    y = min(max(rect.y(), available.y()), available.bottom() - h + 1)
    return QRect(x, y, w, h)


def fit_to_screen(window: QMainWindow, restored: bool) -> None:
    """Resize ``window`` (not yet shown) to fit the available area of its screen: the
    restored geometry clamped (``restored``), else 1280×800 or the screen if smaller.
    The frame (title bar) is allowed for by keeping 40 px spare when the screen is
    small."""
    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    if not restored:
        window.resize(min(DEFAULT_SIZE[0], avail.width()),
                      min(DEFAULT_SIZE[1], max(avail.height() - 40, 300)))
        return
    frame = window.frameGeometry()
    if frame.width() > avail.width() or frame.height() > avail.height() \
            or not avail.intersects(frame):
        inner = clamp_rect(window.geometry(), avail)
        window.setGeometry(inner)


def size_log_dock(window: QMainWindow, dock: QDockWidget) -> None:
    """Give ``dock`` about a quarter of the window's width (at least its minimum)."""
    width = max(dock.minimumWidth(), round(window.width() * LOG_SHARE))
    window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
