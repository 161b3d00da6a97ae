"""The View menu's check boxes of the table: animations of other players' moves and
automatic answers to decisions without a choice (both stored in ui.settings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from ui.window.main_window import MainWindow

translate = QCoreApplication.translate


def add_view_toggles(w: MainWindow, menu: QMenu, acts: dict[str, QAction]) -> None:
    """Add the checkable entries ``animations`` and ``skip_forced`` to ``menu`` (and to
    ``acts`` by those keys); toggling one stores it in ``w.settings`` at once."""
    s = w.settings
    entries = (
        ("animations", translate("Menus", "&Animate other players' moves"),
         s.animations(), s.set_animations),
        ("skip_forced", translate("Menus", "&Skip decisions with one possible answer"),
         s.skip_forced(), s.set_skip_forced),
    )
    for key, text, on, setter in entries:
        act = QAction(text, w, checkable=True, checked=on)
        act.setObjectName(f"action_{key}")
        act.toggled.connect(setter)
        menu.addAction(act)
        acts[key] = act
