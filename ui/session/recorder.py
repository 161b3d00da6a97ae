"""Records every game the window's model finishes into the history database, with its
mode (an ordinary game, the deal of the day, the tutorial, a puzzle), the deal's date and
the hints each seat asked for (schema 2 of :mod:`sanjuan.store.history`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sanjuan.store.history import MODES, History, HistoryError, record_of
from ui.session.game_model import GameModel
from ui.text import arg

translate = QCoreApplication.translate
STATUS_MS = 10000


@dataclass(frozen=True)
class GameMode:
    """How the next game is recorded: ``mode`` (one of
    :data:`sanjuan.store.history.MODES`), ``deal_date`` (ISO date, with ``"daily"`` only)
    and ``record`` (False: not recorded at all, e.g. a second try at a deal of the day
    that is already in the history). Raises ValueError for an unknown mode or a date
    without ``"daily"``."""

    mode: str = "game"
    deal_date: str | None = None
    record: bool = True

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown game mode {self.mode!r}")
        if (self.mode == "daily") != (self.deal_date is not None):
            raise ValueError("a deal date goes with the deal of the day and only with it")


ORDINARY = GameMode()


class HistoryRecorder(QObject):
    """Stores each game of ``model`` that finishes (spectated ones too, marked as such)
    into ``history`` (default: the data folder's database, opened on first use), exactly
    once; its owner calls :meth:`started` and :meth:`game_over` (the GameController, in
    its fixed order of follow-ups). A game is what the model started (a new game or a
    loaded save); undo and redo (``GameModel.rewind`` replays it into a new
    :class:`~sanjuan.rules.game.Game` object) keep it the same game, so it is recorded when it
    ends, undo or not — and not again if it is taken back past its end and finishes
    once more (Edit ▸ Undo stops at the end anyway). The game's table says under which
    seats and mode it is recorded (:meth:`ui.session.table.Table.history_entry`: a
    network game under its own mode, its other people's seats as people at this one). A game
    that was already over when loaded (an old save) is not recorded again. A failure
    never stops play: ``show_message(text, ms)`` (the status bar's ``showMessage``)
    explains it and
    ``failed(str)`` is emitted; ``recorded(int)`` gives the new game's id.

    What kind of game it is comes from :meth:`set_next_mode` (called just before the game
    starts; consumed by :meth:`started`, so every other game is an ordinary one) or, for
    a loaded game, from ``infer_mode(game, seats)`` (the window recognises a resumed deal
    of the day). ``hints()`` gives the hints asked for per seat when the game ends
    (the hint dock's count; default none); ``takebacks()`` the take-backs against the
    computer used (such a game is marked and not rated)."""

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
        #: How the running game is recorded.
        self.mode: GameMode = ORDINARY
        self._next: GameMode | None = None
        self.hints: Callable[[], Sequence[int]] = lambda: ()
        #: The take-backs against the computer used in the game (the undo controller's).
        self.takebacks: Callable[[], int] = lambda: 0
        self.infer_mode: Callable[[object, Sequence[object]], GameMode | None] = \
            lambda _game, _seats: None

    def set_next_mode(self, mode: GameMode | None) -> None:
        """Record the game that starts next as ``mode`` (games after it are ordinary;
        None: as :meth:`started` infers it)."""
        self._next = mode

    def started(self) -> None:
        """The model started (or loaded) a game: record it when it ends, unless it is
        over already (an old finished save)."""
        self._pending = not self.model.over
        mode, self._next = self._next, None
        if mode is None and self.model.game is not None:
            mode = self.infer_mode(self.model.game, self.model.seats)
        self.mode = mode or ORDINARY

    def game_over(self) -> None:
        """The model's game ended: record it, once per game (undo and redo keep it the
        same game; a second ``gameOver`` records nothing)."""
        game, table = self.model.record(), self.model.table
        if game is None or table is None or not self._pending:
            return
        self._pending = False  # once per game, even if gameOver comes again
        if not self.mode.record:
            return
        used = list(self.hints()) or [0] * len(self.model.seats)
        try:
            if self.history is None:
                self.history = History()
            seats, mode = table.history_entry(self.model.seats, self.mode.mode)
            gid = self.history.add(record_of(game, seats, mode=mode,
                                             deal_date=self.mode.deal_date, hints=used,
                                             takebacks=self.takebacks()))
        except HistoryError as exc:
            text = arg(translate("History", "Game history is off: %1"), str(exc))
            self.show_message(text, STATUS_MS)
            self.failed.emit(str(exc))
            return
        self.recorded.emit(gid)
