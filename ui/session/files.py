"""Saving and opening games from the main window (Game ▸ Save…/Open…), with file
dialogs that tests can replace (``ask_save_path``/``ask_open_path``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import QFileDialog

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.quoting import shorten
from sanjuan.rules.seat import Seat
from sanjuan.store.save import load_saved, save_game
from ui.dialogs.new_game import NewGameDialog

if TYPE_CHECKING:
    from ui.session.game_model import GameModel
    from ui.settings import Settings

SUFFIX = ".sanjuan.json"
translate = QCoreApplication.translate

#: Asks for a file path (returns None when the user cancels).
PathAsker = Callable[[], str | None]


class GameFilesMixin:
    """Save/Open for :class:`ui.window.main_window.MainWindow` (which provides ``model``,
    ``settings``, ``show_error`` and ``statusBar``)."""

    model: GameModel
    settings: Settings

    def save_game(self) -> bool:
        """Ask for a path and save the running game there; True when saved."""
        if self.model.game is None:
            return False
        path = self.ask_save_path()
        if not path:
            return False
        try:
            viewer = self._viewer if len(self.model.human_seats) >= 2 else -1
            save_game(self.model.game, path, self.model.seats, viewer)
        except Exception as exc:  # noqa: BLE001 - any failure is reported, the game kept
            self.show_error(translate("GameFiles", "The game could not be saved"),
                            failure_text(exc))
            return False
        saved = translate("GameFiles", "Saved to %1").replace("%1", path)
        self.statusBar().showMessage(saved, 5000)
        return True

    def open_game(self) -> bool:
        """Ask for a save file and continue the game in it; a damaged file is explained
        and the running game continues unchanged. True when a game was loaded."""
        path = self.ask_open_path()
        if not path:
            return False
        try:
            loaded = load_saved(path)
        except Exception as exc:  # noqa: BLE001 - SaveFileError, or a bug: keep the game
            self.show_error(translate("GameFiles", "The game could not be opened"),
                            failure_text(exc))
            return False
        self.continue_game(loaded)
        self.statusBar().showMessage(translate("GameFiles", "Opened %1").replace("%1", path), 5000)
        return True

    def _seats_for(self, game: Game) -> list[Seat]:
        """The seats of a version-1 save (which holds the game, not who sits where): one
        human against Medium computers."""
        d = NewGameDialog(self.settings.new_game(), self)
        d.players.setValue(game.options.players)
        for i in range(game.options.players):
            d.kinds[i].setCurrentIndex(0 if i == 0 else 2)
        seats = d.seats()
        d.deleteLater()
        return seats

    def _ask_save_path(self) -> str | None:
        today = QDate.currentDate().toString("yyyy-MM-dd")
        name = translate("GameFiles", "San Juan %1").replace("%1", today)
        start = str(Path(self.settings.save_dir() or _home()) / (name + SUFFIX))
        path, _ = QFileDialog.getSaveFileName(
            self, translate("GameFiles", "Save game"), start, _filter())
        if path and not path.endswith(".json"):
            path += SUFFIX
        return self._remember_dir(path)

    def _ask_open_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self, translate("GameFiles", "Open game"),
                                              self.settings.save_dir(), _filter())
        return self._remember_dir(path)

    def _remember_dir(self, path: str) -> str | None:
        if not path:
            return None
        self.settings.set_save_dir(str(Path(path).parent))
        return path



def _home() -> str:
    """The user's home folder, or "" (the current folder) when there is none."""
    try:
        return str(Path.home())
    except RuntimeError:
        return ""


def failure_text(exc: BaseException) -> str:
    """A short readable reason for a failed save or open (at most ~200 characters): the
    message of a SaveFileError or OSError, else the exception's type and message."""
    if isinstance(exc, OSError) and exc.strerror:
        text = exc.strerror + (f": {exc.filename}" if exc.filename else "")
    elif isinstance(exc, SaveFileError):
        text = str(exc)
    else:
        text = f"{type(exc).__name__}: {exc}"
    return shorten(text, 200)


def _filter() -> str:
    return translate("GameFiles", "San Juan games (*.sanjuan.json *.json)")
