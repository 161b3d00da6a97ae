"""The main window's menus: Game (new, save, open, quit), Edit (undo), View (pace of
the computer players, the log) and Help (rules, about), built from a
:class:`MenuTargets` of callables, so that no menu code needs the window itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox, QWidget

from ui.dialogs.settings import pace_label
from ui.history.open import add_history_actions
from ui.settings import PACES, Settings
from ui.table.keys import keyboard_box
from ui.text import arg
from ui.window.view_toggles import add_view_toggles

translate = QCoreApplication.translate

__all__ = ["MenuTargets", "build_menus", "pace_label", "about_box"]


@dataclass
class MenuTargets:
    """What the menus act on: the ``parent`` of actions and dialogs, the ``settings``
    (pace and View toggles, kept in step with them live) and one callable per entry
    (``host_network``/``join_network``: Game ▸ Host/Join a network game, shown when given).
    ``edit_menu(bar)`` adds the Edit menu and returns its actions; ``log_action`` is the
    log dock's show/hide action."""

    parent: QWidget
    settings: Settings
    new_game: Callable[[], object]
    open_game: Callable[[], object]
    save_game: Callable[[], object]
    final_scores: Callable[[], object]
    show_settings: Callable[[], object]
    quit: Callable[[], object]
    rules: Callable[[], object]
    tutorial: Callable[[], object]
    about: Callable[[], object]
    edit_menu: Callable[[QMenuBar], dict[str, QAction]]
    log_action: QAction
    #: Getting better (issue 20): Deal of the day, Puzzles, Export of a finished game.
    daily: Callable[[], object] | None = None
    puzzles: Callable[[], object] | None = None
    export_game: Callable[[], object] | None = None
    export_html: Callable[[], object] | None = None
    #: Playing together (issue 21): host or join a network game.
    host_network: Callable[[], object] | None = None
    join_network: Callable[[], object] | None = None


def build_menus(bar: QMenuBar, t: MenuTargets) -> dict[str, QAction]:
    """Fill ``bar`` from ``t``; returns the actions by key (``new``, ``save``, ``open``,
    ``scores``, ``settings``, ``quit``, ``undo``, ``redo``, ``rules``, ``keyboard``,
    ``tutorial``, ``about``, ``animations``, ``skip_forced``, ``pace_<ms>``, the history
    entries, and when given ``host_network``, ``join_network``, ``daily``, ``puzzles``,
    ``export_game``, ``export_html``)."""
    acts: dict[str, QAction] = {}

    def add(menu: QMenu, key: str, text: str, slot: Callable[[], object],
            shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        act = QAction(text, t.parent)
        act.setObjectName(f"action_{key}")
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        acts[key] = act
        return act

    game = bar.addMenu(translate("Menus", "&Game"))
    add(game, "new", translate("Menus", "&New game…"), t.new_game, QKeySequence.StandardKey.New)
    if t.host_network is not None and t.join_network is not None:
        add(game, "host_network", translate("Menus", "Host a net&work game…"), t.host_network)
        add(game, "join_network", translate("Menus", "&Join a network game…"), t.join_network)
    if t.daily is not None:
        add(game, "daily", translate("Menus", "Deal of the &day"), t.daily)
    if t.puzzles is not None:
        add(game, "puzzles", translate("Menus", "&Puzzles…"), t.puzzles)
    game.addSeparator()
    add(game, "open", translate("Menus", "&Open…"), t.open_game, QKeySequence.StandardKey.Open)
    add(game, "save", translate("Menus", "&Save…"), t.save_game, QKeySequence.StandardKey.Save)
    acts["save"].setEnabled(False)
    add(game, "scores", translate("Menus", "Final s&cores…"), t.final_scores)
    acts["scores"].setEnabled(False)
    for key, text, slot in (("export_game", translate("Menus", "&Export game…"), t.export_game),
                            ("export_html", translate("Menus", "Export as web pa&ge…"),
                             t.export_html)):
        if slot is not None:
            add(game, key, text, slot).setEnabled(False)  # a finished game only
    add_history_actions(t.parent, game, add, t.settings)
    game.addSeparator()
    add(game, "settings", translate("Menus", "Sett&ings…"), t.show_settings,
        QKeySequence.StandardKey.Preferences)
    acts["settings"].setMenuRole(QAction.MenuRole.PreferencesRole)  # macOS: app menu
    add(game, "quit", translate("Menus", "&Quit"), t.quit, QKeySequence("Ctrl+Q"))

    acts.update(t.edit_menu(bar))

    view = bar.addMenu(translate("Menus", "&View"))
    pace = view.addMenu(translate("Menus", "Computer players' &pace"))
    group = QActionGroup(t.parent)
    current = t.settings.pace_ms()
    for ms in PACES:
        act = add(pace, f"pace_{ms}", pace_label(ms),
                  lambda ms=ms: t.settings.set_pace_ms(ms))  # type: ignore[misc]
        act.setCheckable(True)
        act.setChecked(ms == current)
        group.addAction(act)

    def pace_changed(key: str, value: object) -> None:
        act = acts.get(f"pace_{value}")
        if key == "pace_ms" and act is not None:
            act.setChecked(True)

    t.settings.follow(group, pace_changed)
    add_view_toggles(t.parent, t.settings, view, acts)
    view.addSeparator()
    t.log_action.setText(translate("Menus", "Game &log"))
    view.addAction(t.log_action)

    help_menu = bar.addMenu(translate("Menus", "&Help"))
    add(help_menu, "rules", translate("Menus", "&Rules"), t.rules, QKeySequence("F1"))
    add(help_menu, "keyboard", translate("Menus", "&Keyboard…"),
        lambda: keyboard_box(t.parent))  # every key of the table (ui/table/keys.py)
    add(help_menu, "tutorial", translate("Menus", "&Tutorial"), t.tutorial)
    add(help_menu, "about", translate("Menus", "&About San Juan"), t.about)
    return acts


def about_box(parent: QWidget) -> QMessageBox:
    """The About box (window-modal, not blocking), with the version (sanjuan.version)."""
    from sanjuan.version import version

    box = QMessageBox(parent)
    box.setWindowTitle(translate("Menus", "About San Juan"))
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setText(translate(
        "Menus",
        "<h3>San Juan</h3><p>The card game by Andreas Seyfarth (alea), for two to four "
        "players, against computer opponents or friends at the same computer.</p>"
        "<p>Press F1 for the rules. Every card, role and tile explains itself in its "
        "tooltip.</p><p>Made with Python, Qt (PySide6) and pyqtgraph.</p>")
        + "<p>" + arg(translate("Menus", "Version %1"), version()) + "</p>")
    box.open()
    return box
