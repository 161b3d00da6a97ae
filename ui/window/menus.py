"""The main window's menus: Game (new, save, open, quit), View (pace of the computer
players, the log) and Help (rules, about)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from ui.history.open import add_history_actions
from ui.settings import PACES
from ui.window.view_toggles import add_view_toggles

if TYPE_CHECKING:
    from ui.dialogs.rules import RulesWindow
    from ui.window.main_window import MainWindow

translate = QCoreApplication.translate


def pace_label(ms: int) -> str:
    """Menu text of a pace in ms."""
    names = {0: translate("Menus", "Instant"),
             300: translate("Menus", "Fast (0.3 s per move)"),
             800: translate("Menus", "Normal (0.8 s per move)"),
             1500: translate("Menus", "Slow (1.5 s per move)")}
    return names.get(ms, translate("Menus", "%1 ms per move").replace("%1", str(ms)))


def build_menus(w: MainWindow) -> dict[str, QAction]:
    """Create the menus of ``w``; returns its actions by key (``new``, ``save``, ``open``,
    ``scores``, ``settings``, ``quit``, ``rules``, ``about``, ``pace_<ms>``)."""
    acts: dict[str, QAction] = {}
    bar = w.menuBar()

    def add(menu, key: str, text: str, slot, shortcut=None) -> QAction:  # noqa: ANN001
        act = QAction(text, w)
        act.setObjectName(f"action_{key}")
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        acts[key] = act
        return act

    game = bar.addMenu(translate("Menus", "&Game"))
    add(game, "new", translate("Menus", "&New game…"), w.request_new_game,
        QKeySequence.StandardKey.New)
    game.addSeparator()
    add(game, "open", translate("Menus", "&Open…"), w.request_open_game,
        QKeySequence.StandardKey.Open)
    add(game, "save", translate("Menus", "&Save…"), w.save_game, QKeySequence.StandardKey.Save)
    acts["save"].setEnabled(False)
    add(game, "scores", translate("Menus", "Final &scores…"), w.show_final_scores)
    acts["scores"].setEnabled(False)
    add_history_actions(w, game, add)
    game.addSeparator()
    add(game, "settings", translate("Menus", "Se&ttings…"), lambda: show_settings(w),
        QKeySequence.StandardKey.Preferences)
    acts["settings"].setMenuRole(QAction.MenuRole.PreferencesRole)  # macOS: app menu
    add(game, "quit", translate("Menus", "&Quit"), w.close, QKeySequence("Ctrl+Q"))

    acts.update(w.undo.build_menu(bar))

    view = bar.addMenu(translate("Menus", "&View"))
    pace = view.addMenu(translate("Menus", "Computer players' &pace"))
    group = QActionGroup(w)
    current = w.model.pace_ms
    for ms in PACES:
        act = add(pace, f"pace_{ms}", pace_label(ms), lambda ms=ms: w.set_pace(ms))
        act.setCheckable(True)
        act.setChecked(ms == current)
        group.addAction(act)
    add_view_toggles(w, view, acts)
    view.addSeparator()
    log = w.log_dock.toggleViewAction()
    log.setText(translate("Menus", "Game &log"))
    view.addAction(log)

    help_menu = bar.addMenu(translate("Menus", "&Help"))
    add(help_menu, "rules", translate("Menus", "&Rules"), lambda: show_rules(w),
        QKeySequence("F1"))
    add(help_menu, "tutorial", translate("Menus", "&Tutorial"), lambda: w.tutorial.start())
    add(help_menu, "about", translate("Menus", "&About San Juan"), lambda: show_about(w))
    return acts


def show_settings(w: MainWindow) -> None:
    """Open the Settings dialog of ``w`` (see ui/dialogs/settings.py)."""
    from ui.dialogs.settings import show_settings as show

    show(w)


def show_rules(w: MainWindow) -> RulesWindow:
    """Open (or raise) the rules window of ``w``."""
    rules = getattr(w, "rules_window", None)
    if rules is None:
        from ui.dialogs.rules import RulesWindow  # only when asked for: faster start-up

        rules = RulesWindow(w)
        w.rules_window = rules  # type: ignore[attr-defined]
    rules.show()
    rules.raise_()
    rules.activateWindow()
    return rules


def show_about(w: MainWindow) -> None:
    """The About box (window-modal, not blocking), with the version (sanjuan.version)."""
    from PySide6.QtWidgets import QMessageBox

    from sanjuan.version import version

    box = QMessageBox(w)
    box.setWindowTitle(translate("Menus", "About San Juan"))
    box.setIconPixmap(w.windowIcon().pixmap(64, 64))
    box.setText(translate(
        "Menus",
        "<h3>San Juan</h3><p>The card game by Andreas Seyfarth (alea), for two to four "
        "players, against computer opponents or friends at the same computer.</p>"
        "<p>Press F1 for the rules. Every card, role and tile explains itself in its "
        "tooltip.</p><p>Made with Python, Qt (PySide6) and pyqtgraph.</p>")
        + "<p>" + translate("Menus", "Version %1").replace("%1", version()) + "</p>")
    w.about_box = box  # type: ignore[attr-defined]
    box.open()
