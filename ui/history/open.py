"""Game ▸ Statistics, Game ▸ History and Game ▸ Open replay…: the menu entries and the
functions that open their windows (each deletes itself when closed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from sanjuan.learn.daily import ExpertRun
from sanjuan.rules.errors import SaveFileError
from sanjuan.store.history import DailyAttempt, History, HistoryError
from sanjuan.store.replay import Replay, ReplayError
from sanjuan.store.save import load_saved
from ui.history.records import replay_error, replay_record, when_text
from ui.history.replay_viewer import ReplayViewer
from ui.settings import Settings
from ui.text import arg

__all__ = ["add_history_actions", "open_replay_file", "replay_record",
           "show_history", "show_statistics", "when_text"]

translate = QCoreApplication.translate


def add_history_actions(w: QWidget, menu: QMenu, add: Callable[..., Any],
                        settings: Settings | None = None) -> None:
    """Add Statistics…, History… and Open replay… to the Game ``menu`` (windows parented
    to ``w``; Open replay starts in ``settings``' save folder) with ``add(menu, key,
    text, slot)`` of :func:`ui.window.menus.build_menus` (keys ``statistics``,
    ``history``, ``open_replay``)."""
    menu.addSeparator()
    add(menu, "statistics", translate("History", "S&tatistics…"),
        lambda: show_statistics(w, settings))
    add(menu, "history", translate("History", "&History…"), lambda: show_history(w))
    add(menu, "open_replay", translate("History", "Open &replay…"),
        lambda: open_replay_file(w, settings=settings))


def show_statistics(w: QWidget, settings: Settings | None = None) -> QWidget:
    """Open the statistics window of the history (a failing database is explained in
    it, damaged games are counted in it; ``settings`` say whether and how the rating is
    shown), with the deals of the day and Expert's kept results on them. Returns the
    window."""
    from ui.history.statistics import StatisticsDialog  # pyqtgraph: load only when needed
    from ui.learn.daily_deal import kept_expert_runs

    attempts: list[DailyAttempt] = []
    expert: dict[str, ExpertRun] = {}
    note = ""
    unreadable = 0
    try:
        history = History()
        read = history.read()  # damaged games are left out and counted
        records, error, unreadable = read.records, "", read.unreadable
    except HistoryError as exc:
        records, error = [], str(exc)
    else:
        try:  # the deals of the day: what cannot be read is left out, with a word
            attempts = history.attempts()
            expert, note = kept_expert_runs(history)
        except HistoryError as exc:
            note = str(exc)
    dialog = StatisticsDialog(records, w, error, settings, attempts, expert, note,
                              unreadable)
    dialog.show()
    return dialog


def show_history(w: QWidget) -> QWidget:
    """Open the list of past games (a failing database is explained in it)."""
    from ui.history.history_list import HistoryDialog

    dialog = HistoryDialog(w)
    dialog.show()
    return dialog


def open_replay_file(w: QWidget, path: str | None = None,
                     settings: Settings | None = None) -> ReplayViewer | None:
    """Ask for a save file (unless ``path`` is given; the dialog starts in ``settings``'
    save folder) and open it in the replay viewer; a damaged file is explained. None
    when nothing was opened."""
    if path is None:
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
        replay_error(w, str(exc))
        return None
    names = [s.name for s in loaded.seats] if loaded.seats else []
    if len(names) != game.options.players or not all(names):
        names = [arg(translate("History", "Player %1"), i + 1)
                 for i in range(game.options.players)]
    viewer = ReplayViewer(replay, names, path.rsplit("/", 1)[-1], w, 0)
    viewer.show()
    return viewer
