"""Records every game the window's model finishes into the history database."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sanjuan.rules.seat import HUMAN, Seat
from sanjuan.store.history import History, HistoryError, record_of
from ui.session.game_model import GameModel
from ui.session.remote_game import NETWORK
from ui.text import arg

translate = QCoreApplication.translate
STATUS_MS = 10000


class HistoryRecorder(QObject):
    """Stores each game of ``model`` that finishes (spectated ones too, marked as such)
    into ``history`` (default: the data folder's database, opened on first use), exactly
    once; its owner calls :meth:`started` and :meth:`game_over` (the GameController, in
    its fixed order of follow-ups). A game is what the model started (a new game or a
    loaded save); undo and redo (``GameModel.rewind`` replays it into a new
    :class:`~sanjuan.rules.game.Game` object) keep it the same game, so it is recorded when it
    ends, undo or not — and not again if it is taken back past its end and finishes
    once more (Edit ▸ Undo stops at the end anyway). A network game is recorded with mode
    ``"network"``, its other people's seats as ``"human"``. A game that was already over when
    loaded (an old save) is not recorded again. A failure never stops play:
    ``show_message(text, ms)`` (the status bar's ``showMessage``) explains it and
    ``failed(str)`` is emitted; ``recorded(int)`` gives the new game's id."""

    recorded = Signal(int)
    failed = Signal(str)

    def __init__(self, model: GameModel, show_message: Callable[[str, int], None],
                 history: History | None = None) -> None:
        super().__init__(model)
        self.model = model
        self.show_message = show_message
        self.history = history
        #: True while the model's game was seen in progress and is not yet recorded.
        self._pending = False

    def started(self) -> None:
        """The model started (or loaded) a game: record it when it ends, unless it is
        over already (an old finished save)."""
        self._pending = not self.model.over

    def game_over(self) -> None:
        """The model's game ended: record it, once per game (undo and redo keep it the
        same game; a second ``gameOver`` records nothing)."""
        game = self.model.game
        if game is None or not self._pending:
            return
        self._pending = False  # once per game, even if gameOver comes again
        try:
            if self.history is None:
                self.history = History()
            seats = [Seat(s.name, HUMAN) if s.kind == NETWORK else s for s in self.model.seats]
            mode = "network" if self.model.network else "game"
            gid = self.history.add(record_of(game, seats, mode=mode))
        except HistoryError as exc:
            text = arg(translate("History", "Game history is off: %1"), str(exc))
            self.show_message(text, STATUS_MS)
            self.failed.emit(str(exc))
            return
        self.recorded.emit(gid)
