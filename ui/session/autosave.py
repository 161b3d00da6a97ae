"""Never lose a game (session side): autosave after every applied action, the game to
resume, and whether abandoning or quitting loses something.

The autosave itself is :mod:`sanjuan.store.autosave` (written off the GUI thread).
Quitting needs no confirmation while the autosave is current: the game stays
resumable. Starting or opening another game replaces it, so the window asks first
(:meth:`AutosaveService.unfinished_round` says whether to ask).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from sanjuan.rules.errors import SaveFileError
from sanjuan.store.autosave import AutosaveWriter, Unfinished, read_autosave
from sanjuan.store.save import PlayCounts
from ui.session.game_model import GameModel
from ui.text import arg

translate = QCoreApplication.translate


class AutosaveService:
    """Autosaves ``model``'s game: :meth:`save` after each change (once per applied
    action), :meth:`clear` when it is over. ``writer`` is the background writer;
    ``costs`` the GUI-thread cost of each autosave in ms (building the JSON, for
    benchmarks); ``resume_problem`` why the autosave cannot be resumed ("" if it can)."""

    def __init__(self, model: GameModel, writer: AutosaveWriter | None = None) -> None:
        self.model = model
        #: The running game's take-backs and hints, kept with it (the controller's).
        self.counts: Callable[[], PlayCounts] = PlayCounts
        self.writer = writer or AutosaveWriter()
        self.costs: list[float] = []
        self.resume_problem = ""
        self._saved: tuple[int, int, PlayCounts] | None = None

    def save(self, viewer: int) -> None:
        """Autosave the running game with the hot-seat ``viewer`` (-1: none) unless
        nothing was applied since the last autosave or the game is over. A game this
        computer does not hold (a network game: its server keeps it, the seat's token
        brings it back) is never autosaved here."""
        g = self.model.record()
        if g is None or g.state.over:
            return
        counts = self.counts()
        key = (id(g), len(g.actions), counts)
        if key == self._saved:
            return
        self._saved = key
        start = time.perf_counter()
        self.writer.save(g, self.model.seats, viewer, counts)
        self.costs.append((time.perf_counter() - start) * 1000)

    def clear(self) -> None:
        """The game is over: nothing to resume."""
        self.writer.clear()

    def read(self) -> Unfinished | None:
        """The autosaved unfinished game, or None (none, or it cannot be read: then
        :attr:`resume_problem` says why)."""
        self.resume_problem = ""
        try:
            return read_autosave()
        except (SaveFileError, OSError) as exc:
            self.resume_problem = arg(translate(
                "Autosave", "The unfinished game cannot be resumed: %1"), str(exc))
            return None

    def unfinished_round(self) -> int | None:
        """The round of the game that starting another would abandon: the running one,
        or before any game the autosaved one offered by Resume; None if there is none."""
        if self.model.game is not None:
            return None if self.model.over else self.model.game.state.round
        try:
            unfinished = read_autosave()
        except (SaveFileError, OSError):
            return None  # a damaged autosave cannot be resumed anyway
        return None if unfinished is None else unfinished.game.state.round

    def flush(self) -> bool:
        """Wait for the autosave being written; True when it is on disk."""
        return self.writer.flush()
