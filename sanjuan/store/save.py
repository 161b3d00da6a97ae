"""Saving and loading games as versioned JSON (options, seed, actions and, since
version 2, the seats and the hot-seat viewer; see :mod:`sanjuan.rules.seat`; since
version 3, the take-backs against the computer and the hints asked for so far,
:class:`PlayCounts`: a resumed game stays casual and keeps its hint count).

A document without counts (a network game's record, a game saved with none) is still
written as version 2, so that older programs read it; version 1 and 2 files are read
with no take-backs and no hints.

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

from sanjuan.rules.actions import action_from_json
from sanjuan.rules.checks import is_int, is_int_in, is_list, is_object
from sanjuan.rules.codec import MAX_SEED, actions_to_json, options_from_json, options_to_json
from sanjuan.rules.errors import IllegalActionError, SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.quoting import quote, shorten
from sanjuan.rules.seat import Seat, legacy_seats, seats_from_json, seats_to_json
from sanjuan.rules.state import Options
from sanjuan.store.save_io import read_save_text, remove_litter, write_target

FORMAT = "sanjuan-save"
VERSION = 3
#: The version of a document without :class:`PlayCounts` (see the module docstring).
VERSION_WITHOUT_COUNTS = 2
#: The largest count a save file may hold (take-backs, hints of one seat).
MAX_COUNT = 100_000
__all__ = ["FORMAT", "MAX_COUNT", "MAX_SEED", "VERSION", "PlayCounts", "SavedGame",
           "counts_from_json", "from_json", "load_game", "load_saved", "head_json",
           "save_game", "to_json", "write_atomic"]


@dataclass(frozen=True)
class PlayCounts:
    """What a game against the computer counted so far: ``takebacks`` (take-backs of a
    misclick, which make the game casual: marked in the history, not rated) and
    ``hints`` asked for, one count per seat (empty: none counted)."""

    takebacks: int = 0
    hints: tuple[int, ...] = ()


@dataclass(frozen=True)
class SavedGame:
    """What a save file holds: the ``game`` (replayed from its actions), its ``seats``
    (None for a version-1 file, which stored none; see :func:`legacy_seats`), the
    hot-seat ``viewer`` whose view was shown when it was saved (-1: none) and its
    :class:`PlayCounts` (none before version 3)."""

    game: Game
    seats: tuple[Seat, ...] | None = None
    viewer: int = -1
    counts: PlayCounts = PlayCounts()


def to_json(game: Game, seats: Sequence[Seat] | None = None, viewer: int = -1,
            counts: PlayCounts | None = None) -> dict[str, Any]:
    """The save-file document of ``game`` with ``seats`` (default: those a version-1 file
    opens with, :func:`legacy_seats`), the hot-seat ``viewer`` (-1: none) and ``counts``
    (None: a version-2 document without them)."""
    return {**head_json(game.options, seats, viewer, counts),
            "actions": actions_to_json(game.actions)}


def head_json(options: Options, seats: Sequence[Seat] | None = None,
              viewer: int = -1, counts: PlayCounts | None = None) -> dict[str, Any]:
    """The save-file document without its ``"actions"`` (which :func:`to_json` adds
    last): format, version, ``options``, ``seats`` (default :func:`legacy_seats`),
    ``viewer`` and, given ``counts``, ``"counts": {"takebacks", "hints"}`` (version 3;
    without, version 2). The autosave appends the actions it encoded before."""
    seats = seats if seats is not None else legacy_seats(options.players)
    doc = {"format": FORMAT, "version": VERSION_WITHOUT_COUNTS if counts is None else VERSION,
           "options": options_to_json(options), **seats_to_json(seats, viewer)}
    if counts is not None:
        doc["counts"] = {"takebacks": counts.takebacks, "hints": list(counts.hints)}
    return doc


def counts_from_json(doc: Any, players: int) -> PlayCounts:
    """The :class:`PlayCounts` of a version-3 document's ``"counts"`` (``doc``): a
    whole number of take-backs and a list of hint counts, none or one per seat, each
    0–:data:`MAX_COUNT`. Raises SaveFileError naming the damaged field."""
    if not is_object(doc) or set(doc) != {"takebacks", "hints"}:
        raise SaveFileError("the save file's counts are damaged (they need exactly "
                            "'takebacks' and 'hints')")
    takebacks, hints = doc["takebacks"], doc["hints"]
    if not is_int_in(takebacks, 0, MAX_COUNT):
        raise SaveFileError(f"the save file's count of take-backs is damaged "
                            f"({quote(takebacks)}); it must be a whole number "
                            f"0–{MAX_COUNT}")
    if not is_list(hints, players) or len(hints) not in (0, players) \
            or not all(is_int_in(h, 0, MAX_COUNT) for h in hints):
        raise SaveFileError(f"the save file's count of hints is damaged "
                            f"({quote(hints)}); it must list one whole number "
                            f"0–{MAX_COUNT} per seat")
    return PlayCounts(takebacks, tuple(hints))


def from_json(doc: Any) -> SavedGame:
    """The game, seats and viewer described by save document ``doc`` (seats None and
    viewer -1 for a version-1 file); raises SaveFileError if it is not a valid save of
    this version or older, or its actions are not a legal game."""
    if not is_object(doc) or doc.get("format") != FORMAT:
        raise SaveFileError("this is not a San Juan save file")
    version = doc.get("version")
    if not is_int(version) or version < 1:
        raise SaveFileError(f"the save file has no valid version ({quote(version)})")
    if version > VERSION:
        raise SaveFileError(f"the save file is from a newer version ({version}) of San Juan")
    if not is_object(doc.get("options")):
        raise SaveFileError("the save file has no game options")
    try:
        options = options_from_json(doc.get("options"))
    except ValueError as exc:  # "invalid player count (5)", "unknown edition ('x')" …
        raise SaveFileError(f"the save file has an {exc}") from None
    raw = doc.get("actions")
    if not is_list(raw):
        raise SaveFileError("the save file has no list of actions")
    players = options.players
    seats, viewer = seats_from_json(doc, players) if version >= 2 else (None, -1)
    counts = counts_from_json(doc.get("counts"), players) if version >= 3 else PlayCounts()
    game = Game(options)
    for i, item in enumerate(raw):
        try:
            game.apply(action_from_json(item))
        except (ValueError, IllegalActionError) as exc:
            raise SaveFileError(f"action {i + 1} of the save file is invalid: "
                                f"{shorten(str(exc), 160)}") from None
    return SavedGame(game, None if seats is None else tuple(seats), viewer, counts)


def save_game(game: Game, path: str | os.PathLike[str], seats: Sequence[Seat] | None = None,
              viewer: int = -1, counts: PlayCounts | None = None) -> None:
    """Write ``game`` (with ``seats``, ``viewer`` and ``counts``, see :func:`to_json`)
    to ``path`` atomically (the old file stays intact on failure). Raises OSError."""
    write_atomic(path, json.dumps(to_json(game, seats, viewer, counts), indent=1))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` (UTF-8, its line ends "\\n" as given, also on
    Windows) through a synced temporary file and a rename, so the file is always either
    the old or the new one.

    A symbolic link at ``path`` is followed (its target is replaced, the link stays);
    temporary files left in that folder by an interrupted earlier save are removed.
    Raises OSError when the folder or file cannot be written."""
    target = write_target(path)
    remove_litter(target.parent)
    fd, tmp = tempfile.mkstemp(prefix=".sanjuan-", suffix=".tmp", dir=target.parent)
    try:
        # "\n" as written on every platform: a save (or page) is the same bytes on Windows
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
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

