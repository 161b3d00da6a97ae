"""Sharing a finished game as one file the replay viewer opens.

* :func:`export_game` / :func:`export_record` write the game as a save file (the save
  format of :mod:`sanjuan.store.save`, version 2 with the seats' names), which the replay
  viewer (Game ▸ Open replay) and :func:`import_game` open. Only finished games are
  exported.
* :func:`import_game` reads such a file back; a damaged, foreign or newer file raises
  :class:`~sanjuan.rules.errors.SaveFileError` with the same readable message as Open.

The store stores: the game as people read it (the English log, the HTML page) is
:mod:`sanjuan.learn.page`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from sanjuan.rules.codec import actions_from_json
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.store.history import GameRecord
from sanjuan.store.replay import Replay, ReplayError
from sanjuan.store.save import load_saved, save_game

#: The file name ending of an exported game (the save format).
SUFFIX = ".sanjuan.json"


def export_game(game: Game, names: Sequence[str], kinds: Sequence[str],
                path: str | os.PathLike[str]) -> None:
    """Write the finished ``game`` with its seats' ``names`` and ``kinds`` (``"human"``
    or a computer level) to ``path`` in the save format. Raises ValueError if the game is
    not over or the seats do not match, OSError if the file cannot be written."""
    if not game.state.over:
        raise ValueError("only a finished game can be shared")
    if not len(names) == len(kinds) == game.options.players:
        raise ValueError(f"the game has {game.options.players} seats")
    seats = [Seat(n, k) for n, k in zip(names, kinds, strict=True)]
    save_game(game, path, seats)


def record_game(record: GameRecord) -> Game:
    """The game of a history ``record`` (which must hold its actions); raises ReplayError
    if they are not a legal game."""
    if not record.actions:
        raise ReplayError("the record holds no actions")
    opts = record.options
    try:
        return Game.replay(opts, actions_from_json(record.actions), log=False)
    except ValueError as exc:  # IllegalActionError is a ValueError too
        raise ReplayError(f"the recorded game cannot be replayed: {exc}") from None


def export_record(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write the game of the history ``record`` (with its actions) to ``path``; raises
    ReplayError for a damaged record, ValueError/OSError as :func:`export_game`."""
    export_game(record_game(record), [s.name for s in record.seats],
                [s.kind for s in record.seats], path)


@dataclass(frozen=True)
class SharedGame:
    """An imported game: the ``game``, its ``replay`` (every position) and the seat
    ``names`` (``Player 1`` … when the file has none) and ``seats`` as saved (empty for a
    version-1 file)."""

    game: Game
    replay: Replay
    names: tuple[str, ...]
    seats: tuple[Seat, ...] = ()


def import_game(path: str | os.PathLike[str]) -> SharedGame:
    """Read a shared game from ``path``; raises SaveFileError with a readable message for
    a damaged, foreign or newer file (exactly as Open does)."""
    saved = load_saved(path)
    game = saved.game
    try:
        replay = Replay(game.options, game.actions)
    except ReplayError as exc:  # cannot happen after load_saved; kept as a guard
        raise SaveFileError(str(exc)) from None
    names = tuple(s.name for s in saved.seats) if saved.seats else ()
    if len(names) != game.options.players or not all(names):
        names = tuple(f"Player {i + 1}" for i in range(game.options.players))
    return SharedGame(game, replay, names, saved.seats or ())
