"""Records every game the window's model finishes into the history database."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sanjuan.store.history import History, HistoryError, record_of
from ui.session.game_model import GameModel

translate = QCoreApplication.translate
STATUS_MS = 10000


class HistoryRecorder(QObject):
    """Listens to ``model`` and stores each game it sees finish (spectated ones too,
    marked as such) into ``history`` (default: the data folder's database, opened on
    first use). A game that was already over when loaded (an old save) is not recorded
    again. A failure never stops play: ``show_message(text, ms)`` (the status bar's
    ``showMessage``) explains it and ``failed(str)`` is emitted; ``recorded(int)`` gives
    the new game's id."""

    recorded = Signal(int)
    failed = Signal(str)

    def __init__(self, model: GameModel, show_message: Callable[[str, int], None],
                 history: History | None = None) -> None:
        super().__init__(model)
        self.model = model
        self.show_message = show_message
        self.history = history
        self._live: object | None = None  # the game seen in progress, not yet recorded
        model.gameStarted.connect(self._on_started)
        model.gameOver.connect(self._on_over)

    def _on_started(self) -> None:
        self._live = None if self.model.over else self.model.game

    def _on_over(self, _scores: object) -> None:
        game = self.model.game
        if game is None or game is not self._live:
            return
        self._live = None  # once per game, even if gameOver comes again
        try:
            if self.history is None:
                self.history = History()
            gid = self.history.add(record_of(game, self.model.seats))
        except HistoryError as exc:
            text = translate("History", "Game history is off: %1").replace("%1", str(exc))
            self.show_message(text, STATUS_MS)
            self.failed.emit(str(exc))
            return
        self.recorded.emit(gid)
