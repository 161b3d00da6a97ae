"""Saving and opening games (Game ▸ Save…/Open…), session side: the file suffix, what a
failure says, and the callables through which the controller asks for a path."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.quoting import shorten
from sanjuan.rules.seat import Seat
from sanjuan.store.save import PlayCounts, SavedGame, load_saved, save_game

log = logging.getLogger(__name__)

SUFFIX = ".sanjuan.json"
translate = QCoreApplication.translate

#: Asks for a file path (returns None when the user cancels).
PathAsker = Callable[[], str | None]


def home() -> str:
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


def file_filter() -> str:
    """The file dialogs' filter of save files."""
    return translate("GameFiles", "San Juan games (*.sanjuan.json *.json)")


def save_to(path: str, game: Game, seats: Sequence[Seat], viewer: int,
            counts: PlayCounts | None = None) -> str:
    """Save ``game`` with its ``seats``, hot-seat ``viewer`` (-1: none) and ``counts``
    (take-backs and hints so far) at ``path``; returns "" when saved, else the reason
    it failed (the game is kept either way)."""
    try:
        save_game(game, path, seats, viewer, counts)
    except Exception as exc:  # any failure is reported, the game kept
        log.warning("could not save the game to %s", path, exc_info=True)
        return failure_text(exc)
    return ""


def load_from(path: str) -> tuple[SavedGame | None, str]:
    """The game, seats and viewer saved at ``path`` and "", or None and the reason it
    cannot be opened."""
    try:
        return load_saved(path), ""
    except Exception as exc:  # SaveFileError, or a bug: keep the game
        log.warning("could not open the game in %s", path, exc_info=True)
        return None, failure_text(exc)
