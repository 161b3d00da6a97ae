"""Saving and loading games as versioned JSON (options, seed, actions and, since
version 2, the seats and the hot-seat viewer; see :mod:`sanjuan.rules.seat`).

A save file is replayed on load, so a loaded game equals the saved one exactly. Files
are written atomically (temporary file + rename), so a crash never leaves half a save.
A damaged, foreign or newer file raises :class:`SaveFileError` with a readable message.
Nothing from the file is ever evaluated: it is parsed as JSON and checked field by field.
Reading is bounded (see ``save_io.py``): only regular files up to 10 MB are opened, and
values from the file are quoted at most ~40 characters in messages.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sanjuan.rules.actions import action_from_json, action_to_json, is_int
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.errors import IllegalActionError, SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.quoting import quote, shorten
from sanjuan.rules.seat import Seat, legacy_seats, seats_from_json, seats_to_json
from sanjuan.rules.state import Options
from sanjuan.store.save_io import read_save_text, remove_litter, write_target

FORMAT = "sanjuan-save"
VERSION = 2
MAX_SEED = 2**64  # seeds are below this in magnitude (a longer one is damage)


@dataclass(frozen=True)
class SavedGame:
    """What a save file holds: the ``game`` (replayed from its actions), its ``seats``
    (None for a version-1 file, which stored none; see :func:`legacy_seats`) and the
    hot-seat ``viewer`` whose view was shown when it was saved (-1: none)."""

    game: Game
    seats: tuple[Seat, ...] | None = None
    viewer: int = -1


def to_json(game: Game, seats: Sequence[Seat] | None = None, viewer: int = -1) -> dict[str, Any]:
    """The save-file document of ``game`` with ``seats`` (default: those a version-1 file
    opens with, :func:`legacy_seats`) and the hot-seat ``viewer`` (-1: none)."""
    o = game.options
    seats = seats if seats is not None else legacy_seats(o.players)
    return {"format": FORMAT, "version": VERSION,
            "options": {"players": o.players, "edition": o.edition, "variant": o.variant,
                        "seed": o.seed,
                        # the computer players' own seed: their choices stay reproducible
                        **({} if o.ai_seed is None else {"ai_seed": o.ai_seed})},
            **seats_to_json(seats, viewer),
            "actions": [action_to_json(a) for a in game.actions]}


def from_json(doc: Any) -> SavedGame:
    """The game, seats and viewer described by save document ``doc`` (seats None and
    viewer -1 for a version-1 file); raises SaveFileError if it is not a valid save of
    this version or older, or its actions are not a legal game."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveFileError("this is not a San Juan save file")
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveFileError(f"the save file has no valid version ({quote(version)})")
    if version > VERSION:
        raise SaveFileError(f"the save file is from a newer version ({version}) of San Juan")
    opts = doc.get("options")
    if not isinstance(opts, dict):
        raise SaveFileError("the save file has no game options")
    players, ed, variant, seed = (opts.get(k) for k in ("players", "edition", "variant", "seed"))
    if not (is_int(players) and 2 <= players <= 4):
        raise SaveFileError(f"the save file has an invalid player count ({quote(players)})")
    if not isinstance(ed, str) or ed not in EDITIONS:
        raise SaveFileError(f"the save file names an unknown edition ({quote(ed)})")
    if not isinstance(variant, bool) or not (is_int(seed) and abs(seed) < MAX_SEED):
        raise SaveFileError("the save file has an invalid variant or seed")
    ai_seed = opts.get("ai_seed")
    if ai_seed is not None and not (is_int(ai_seed) and 0 <= ai_seed < MAX_SEED):
        raise SaveFileError("the save file has an invalid computer players' seed")
    raw = doc.get("actions")
    if not isinstance(raw, list):
        raise SaveFileError("the save file has no list of actions")
    seats, viewer = seats_from_json(doc, players) if version >= 2 else (None, -1)
    game = Game(Options(players, ed, variant, seed, ai_seed))
    for i, item in enumerate(raw):
        try:
            game.apply(action_from_json(item))
        except (ValueError, IllegalActionError) as exc:
            raise SaveFileError(f"action {i + 1} of the save file is invalid: "
                                f"{shorten(str(exc), 160)}") from None
    return SavedGame(game, None if seats is None else tuple(seats), viewer)


def save_game(game: Game, path: str | os.PathLike[str], seats: Sequence[Seat] | None = None,
              viewer: int = -1) -> None:
    """Write ``game`` (with ``seats`` and ``viewer``, see :func:`to_json`) to ``path``
    atomically (the old file stays intact on failure). Raises OSError."""
    write_atomic(path, json.dumps(to_json(game, seats, viewer), indent=1))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` through a synced temporary file and a rename, so the
    file is always either the old or the new one.

    A symbolic link at ``path`` is followed (its target is replaced, the link stays);
    temporary files left in that folder by an interrupted earlier save are removed.
    Raises OSError when the folder or file cannot be written."""
    target = write_target(path)
    remove_litter(target.parent)
    fd, tmp = tempfile.mkstemp(prefix=".sanjuan-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_game(path: str | os.PathLike[str]) -> Game:
    """The game saved at ``path`` (without its seats; see :func:`load_saved`); raises
    SaveFileError as :func:`load_saved`."""
    return load_saved(path).game


def load_saved(path: str | os.PathLike[str]) -> SavedGame:
    """Read the game, seats and viewer saved at ``path``; raises SaveFileError (and
    nothing else) for an unreadable, damaged or foreign file: not a regular file, over
    10 MB, not UTF-8, not JSON, nested too deeply, numbers too long, any field of the
    wrong type."""
    text = read_save_text(path)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"the save file is damaged (not valid JSON: {exc})") from None
    except (RecursionError, ValueError, MemoryError):  # deep nesting, 5,000-digit numbers
        raise SaveFileError("the save file is damaged (its JSON is nested too deeply or "
                            "holds a number too long)") from None
    try:
        return from_json(doc)
    except SaveFileError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError,
            OverflowError, MemoryError) as exc:  # a field of a type no check foresaw
        raise SaveFileError(f"the save file is damaged ({type(exc).__name__} "
                            "while reading it)") from None

