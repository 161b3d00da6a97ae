"""Game ▸ Statistics, Game ▸ History and Game ▸ Open replay…: the menu entries and the
functions that open their windows (each deletes itself when closed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.state import Options
from sanjuan.store.history import GameRecord, History, HistoryError
from sanjuan.store.replay import Replay, ReplayError
from sanjuan.store.save import load_saved
from ui.history.replay_viewer import ReplayViewer
from ui.text import arg

if TYPE_CHECKING:
    from ui.window.main_window import MainWindow

translate = QCoreApplication.translate


def add_history_actions(w: MainWindow, menu: QMenu, add: Callable) -> None:
    """Add Statistics…, History… and Open replay… to the Game ``menu`` of ``w`` with
    ``add(menu, key, text, slot)`` of :func:`ui.window.menus.build_menus` (keys ``statistics``,
    ``history``, ``open_replay``)."""
    menu.addSeparator()
    add(menu, "statistics", translate("History", "S&tatistics…"), lambda: show_statistics(w))
    add(menu, "history", translate("History", "&History…"), lambda: show_history(w))
    add(menu, "open_replay", translate("History", "Open &replay…"), lambda: open_replay_file(w))


def when_text(iso: str) -> str:
    """An ISO 8601 UTC time as the user's local short date and time."""
    t = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not t.isValid():
        return iso
    return QLocale().toString(t.toLocalTime(), QLocale.FormatType.ShortFormat)


def level_label(level: str) -> str:
    """The word for a seat kind or opponent level (``"human"``: people only)."""
    words = {"easy": translate("Statistics", "easy"),
             "medium": translate("Statistics", "medium"),
             "hard": translate("Statistics", "hard"),
             "expert": translate("Statistics", "expert"),
             "human": translate("Statistics", "people only")}
    return words.get(level, level)


def show_statistics(w: QWidget) -> QWidget:
    """Open the statistics window of the history (a failing database is explained in
    it). Returns the window."""
    from ui.history.statistics import StatisticsDialog  # pyqtgraph: load only when needed

    try:
        records, error = History().games(), ""
    except HistoryError as exc:
        records, error = [], str(exc)
    dialog = StatisticsDialog(records, w, error)
    dialog.show()
    return dialog


def show_history(w: QWidget) -> QWidget:
    """Open the list of past games (a failing database is explained in it)."""
    from ui.history.history_list import HistoryDialog

    dialog = HistoryDialog(w)
    dialog.show()
    return dialog


def replay_record(parent: QWidget, history: History, game_id: int) -> ReplayViewer | None:
    """Open the replay viewer on game ``game_id`` of ``history``; None (and a message box)
    if it cannot be read."""
    try:
        r: GameRecord = history.game(game_id)
        replay = Replay.from_json(Options(r.players, r.edition, r.variant, r.seed), r.actions)
    except (HistoryError, ReplayError) as exc:
        _error(parent, str(exc))
        return None
    names = [s.name for s in r.seats]
    humans = [i for i, s in enumerate(r.seats) if s.is_human]
    title = f"{', '.join(names)} · {when_text(r.finished_at)}"
    viewer = ReplayViewer(replay, names, title, parent, humans[0] if len(humans) == 1 else None)
    viewer.show()
    return viewer


def open_replay_file(w: QWidget, path: str | None = None) -> ReplayViewer | None:
    """Ask for a save file (unless ``path`` is given) and open it in the replay viewer;
    a damaged file is explained. None when nothing was opened."""
    if path is None:
        settings = getattr(w, "settings", None)  # the main window's: start where saves go
        path, _ = QFileDialog.getOpenFileName(
            w, translate("History", "Open replay"), settings.save_dir() if settings else "",
            translate("History", "San Juan games (*.sanjuan.json *.json)"))
    if not path:
        return None
    try:
        loaded = load_saved(path)
        game = loaded.game
        replay = Replay(game.options, game.actions)
    except (SaveFileError, ReplayError) as exc:
        _error(w, str(exc))
        return None
    names = [s.name for s in loaded.seats] if loaded.seats else []
    if len(names) != game.options.players or not all(names):
        names = [arg(translate("History", "Player %1"), i + 1)
                 for i in range(game.options.players)]
    viewer = ReplayViewer(replay, names, path.rsplit("/", 1)[-1], w, 0)
    viewer.show()
    return viewer


def _error(parent: QWidget, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, translate("History", "Replay"),
                      arg(translate("History", "The game cannot be replayed: %1"), text),
                      QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setObjectName("replay_error_box")
    box.open()
