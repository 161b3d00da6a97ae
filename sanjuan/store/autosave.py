"""The autosave: the running game written after every applied action to one file in the
data folder (:func:`sanjuan.store.paths.data_dir`), so a crash or ``kill -9`` loses at most the
decision in progress. Pure Python (no Qt).

Writing a save costs about 1 ms to build the JSON and several more to sync it to disk;
:class:`AutosaveWriter` builds the text in the caller's thread and writes it on one
background thread, keeping only the newest text when writes fall behind. Files are
written atomically (:func:`sanjuan.store.save.write_atomic`): the autosave is always a whole
game, either the previous one or the new one.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sanjuan.rules.actions import action_to_json
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.store.paths import data_dir
from sanjuan.store.save import PlayCounts, SavedGame, head_json, load_saved, write_atomic

FILE_NAME = "autosave.sanjuan.json"
_COMPACT = (",", ":")


def autosave_path() -> Path:
    """Where the autosave lives (in the data folder; raises OSError if that cannot be
    created)."""
    return data_dir() / FILE_NAME


@dataclass(frozen=True)
class Unfinished:
    """An autosaved game that can be resumed (``loaded``: game, seats and viewer), and
    when it was ``saved`` (local time)."""

    loaded: SavedGame
    saved: datetime

    @property
    def game(self) -> Game:
        """The game to resume."""
        return self.loaded.game


def read_autosave() -> Unfinished | None:
    """The autosaved unfinished game, or None when there is none (or it is over). Raises
    SaveFileError for a damaged file, OSError if the data folder is unusable."""
    path = autosave_path()
    if not path.exists():
        return None
    saved = datetime.fromtimestamp(path.stat().st_mtime)
    loaded = load_saved(path)
    return None if loaded.game.state.over else Unfinished(loaded, saved)


#: How long the writer's thread waits for the next save before it ends (seconds).
IDLE_SECONDS = 10.0


class AutosaveWriter:
    """Writes autosaves on one background (daemon) thread. ``error`` holds the text of
    the last failed write (None after a good one)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.error: str | None = None
        self._cond = threading.Condition()
        self._pending: str | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self._cache_game: Game | None = None
        self._cache: list[str] = []  # the encoded actions of _cache_game

    def save(self, game: Game, seats: Sequence[Seat], viewer: int = -1,
             counts: PlayCounts | None = None) -> None:
        """Queue ``game`` with ``seats``, ``viewer`` and ``counts`` (see
        :func:`sanjuan.store.save.to_json`) for writing; returns at once."""
        text = self._text(game, seats, viewer, counts)
        with self._cond:
            self._pending = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _text(self, game: Game, seats: Sequence[Seat], viewer: int,
              counts: PlayCounts | None = None) -> str:
        """The save text; the actions already encoded for this game are reused, so an
        autosave late in a game costs no more than one early on."""
        n = len(game.actions)
        if self._cache_game is not game or len(self._cache) > n:
            self._cache_game, self._cache = game, []
        self._cache += [json.dumps(action_to_json(a), separators=_COMPACT)
                        for a in game.actions[len(self._cache):]]
        # the document without actions, then the actions (save.to_json puts them last)
        head = json.dumps(head_json(game.options, seats, viewer, counts), separators=_COMPACT)
        return head[:-1] + ',"actions":[' + ",".join(self._cache) + "]}"

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every queued save is written (at most ``timeout`` seconds); True
        when nothing is left and the last write succeeded."""
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)
            return self._pending is None and not self._busy and self.error is None

    def clear(self) -> None:
        """Drop any queued save and delete the autosave (the game ended or was
        abandoned). Errors are kept in ``error``, never raised."""
        with self._cond:
            self._pending = None
            self._cond.wait_for(lambda: not self._busy, 5.0)
            try:
                self._target().unlink(missing_ok=True)
                self.error = None
            except OSError as exc:
                self.error = str(exc)

    def _target(self) -> Path:
        return self.path if self.path is not None else autosave_path()

    def _run(self) -> None:
        while True:
            with self._cond:
                # An idle writer's thread ends (the next save starts another): a writer
                # left behind by a closed window keeps no thread alive for ever.
                if not self._cond.wait_for(lambda: self._pending is not None,
                                           IDLE_SECONDS):
                    self._thread = None
                    return
                text, self._pending, self._busy = self._pending or "", None, True
            try:
                write_atomic(self._target(), text)
                error = None
            except OSError as exc:
                error = str(exc)
            with self._cond:
                self.error, self._busy = error, False
                self._cond.notify_all()
