"""The window's side of the session: the questions the game controller asks through
injected callables (a file path, abandon this game?, quit and lose it?) and the Resume
line of the welcome page. Each box is window-modal and not blocking."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from sanjuan.store.autosave import Unfinished
from ui.dialogs.new_game import edition_label
from ui.session.files import SUFFIX, file_filter, home
from ui.settings import Settings
from ui.text import arg

translate = QCoreApplication.translate


def resume_summary(unfinished: Unfinished, names: Sequence[str]) -> str:
    """One line about an unfinished game: players, edition, round and when it was saved."""
    g = unfinished.game
    saved = QDateTime.fromMSecsSinceEpoch(round(unfinished.saved.timestamp() * 1000))
    when = QLocale().toString(saved, QLocale.FormatType.ShortFormat)
    return arg(translate("Autosave", "%1 · %2 · round %3 · %4"), ", ".join(names),
               edition_label(g.options.edition), g.state.round, when)


def ask_abandon(parent: QWidget, round_: int, then: Callable[[], object]) -> QMessageBox:
    """Ask whether to go on towards another game while one is in progress (in round
    ``round_``); ``then()`` (the new-game dialog, the file dialog) runs on "Choose another
    game…". The game is abandoned only when another one starts, so Cancel in that next
    step keeps it, and the box says so. Returns the box (object name ``abandon_box``)."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("Autosave", "Leave this game?"),
                      arg(translate("Autosave", "Starting or opening another game abandons "
                                    "the game in progress (round %1)."), str(round_)),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(translate("Autosave", "It cannot be resumed afterwards. "
                                     "Cancelling the next step keeps it."))
    box.setObjectName("abandon_box")
    abandon = box.addButton(translate("Autosave", "Choose another game…"),
                            QMessageBox.ButtonRole.DestructiveRole)
    abandon.setObjectName("abandon_button")
    keep = box.addButton(translate("Autosave", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keep_button")
    box.setDefaultButton(keep)
    abandon.clicked.connect(lambda _checked=False: then())
    box.open()
    return box


def ask_quit_anyway(parent: QWidget, why: str, then: Callable[[], object]) -> QMessageBox:
    """Ask whether to quit although the game could not be autosaved (``why``);
    ``then()`` runs on "Quit anyway". Returns the box (``lose_game_box``)."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Autosave", "Quit and lose the game?"),
                      arg(translate("Autosave", "The game could not be autosaved (%1), so it "
                                "cannot be resumed after quitting."), why),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("lose_game_box")
    quit_ = box.addButton(translate("Autosave", "Quit anyway"),
                          QMessageBox.ButtonRole.DestructiveRole)
    quit_.setObjectName("quit_anyway_button")
    box.addButton(translate("Autosave", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
    quit_.clicked.connect(lambda _checked=False: then())
    box.open()
    return box


def ask_save_path(parent: QWidget, settings: Settings) -> str | None:
    """The file dialog of Game ▸ Save…: a path (``.sanjuan.json`` added) or None."""
    today = QDate.currentDate().toString("yyyy-MM-dd")
    name = arg(translate("GameFiles", "San Juan %1"), today)
    start = str(Path(settings.save_dir() or home()) / (name + SUFFIX))
    path, _ = QFileDialog.getSaveFileName(
        parent, translate("GameFiles", "Save game"), start, file_filter())
    if path and not path.endswith(".json"):
        path += SUFFIX
    return _remember_dir(settings, path)


def ask_open_path(parent: QWidget, settings: Settings) -> str | None:
    """The file dialog of Game ▸ Open…: a path or None."""
    path, _ = QFileDialog.getOpenFileName(parent, translate("GameFiles", "Open game"),
                                          settings.save_dir(), file_filter())
    return _remember_dir(settings, path)


def _remember_dir(settings: Settings, path: str) -> str | None:
    if not path:
        return None
    settings.set_save_dir(str(Path(path).parent))
    return path
