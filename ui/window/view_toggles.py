"""The View menu's check boxes of the table: animations of other players' moves and
automatic answers to decisions without a choice (both stored in ui.settings, and kept
in step with the Settings dialog through ``Settings.changed``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ui.settings import Settings

translate = QCoreApplication.translate


def add_view_toggles(parent: QObject, settings: Settings, menu: QMenu,
                     acts: dict[str, QAction]) -> None:
    """Add the checkable entries ``animations`` and ``skip_forced`` to ``menu`` (and to
    ``acts`` by those keys); toggling one stores it in ``settings`` at once, and a
    change made elsewhere (the Settings dialog) checks or unchecks it."""
    s = settings
    entries = (
        ("animations", translate("Menus", "&Animate other players' moves"),
         s.animations(), s.set_animations),
        ("skip_forced", translate("Menus", "&Skip decisions with one possible answer"),
         s.skip_forced(), s.set_skip_forced),
    )
    for key, text, on, setter in entries:
        act = QAction(text, parent, checkable=True, checked=on)
        act.setObjectName(f"action_{key}")
        act.toggled.connect(setter)
        menu.addAction(act)
        acts[key] = act

        def follow(changed: str, value: object, key: str = key, act: QAction = act) -> None:
            if changed == key:
                act.setChecked(bool(value))

        settings.follow(act, follow)
