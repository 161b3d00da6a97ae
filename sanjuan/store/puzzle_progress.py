"""Which puzzles a person has solved: ``puzzles.json`` in the data folder.

A small versioned JSON file ``{"format": "sanjuan-puzzle-progress", "version": 1,
"solved": {puzzle id: ISO time of the first solve}, "tries": {puzzle id: wrong moves}}``,
written atomically (:func:`sanjuan.store.save.write_atomic`). Pure Python, no Qt. A
damaged or foreign file raises :class:`ProgressError` with a readable message and is never
overwritten by :meth:`PuzzleProgress.load`; the caller may start afresh with
:meth:`PuzzleProgress.reset`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from sanjuan.rules.checks import is_int_in, is_iso_time, is_object
from sanjuan.rules.errors import SaveFileError
from sanjuan.store.paths import data_dir
from sanjuan.store.save import write_atomic
from sanjuan.store.save_io import read_save_text

FILE_NAME = "puzzles.json"
#: The most tries counted at one puzzle (a larger count is damage).
MAX_TRIES = 10**9
FORMAT = "sanjuan-puzzle-progress"
VERSION = 1
_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class ProgressError(Exception):
    """The puzzle progress file cannot be read or written (readable message)."""


@dataclass
class PuzzleProgress:
    """Solved puzzles (``solved``: id → ISO time) and wrong moves per puzzle (``tries``),
    stored at ``path`` (default ``puzzles.json`` in the data folder)."""

    path: Path
    solved: dict[str, str] = field(default_factory=dict)
    tries: dict[str, int] = field(default_factory=dict)

    @classmethod
    def load(cls, path: str | Path | None = None) -> PuzzleProgress:
        """The progress at ``path``; empty if there is no file yet. Raises ProgressError
        for a damaged, foreign or newer file (left as it is)."""
        p = Path(path) if path is not None else _default_path()
        if not p.exists():
            return cls(p)
        try:
            doc = json.loads(read_save_text(p))
        except SaveFileError as exc:
            raise ProgressError(f"the puzzle progress cannot be read: {exc}") from None
        except (json.JSONDecodeError, RecursionError, ValueError):
            raise ProgressError("the puzzle progress is damaged (not valid JSON)") from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ProgressError("this is not a San Juan puzzle progress file")
        if doc.get("version") != VERSION:
            raise ProgressError(f"the puzzle progress has an unknown version "
                                f"({str(doc.get('version'))[:20]})")
        solved, tries = doc.get("solved"), doc.get("tries", {})
        if not (is_object(solved) and is_object(tries)
                and all(_ID.fullmatch(k) and is_iso_time(v) for k, v in solved.items())
                and all(_ID.fullmatch(k) and is_int_in(v, 0, MAX_TRIES) for k, v in tries.items())):
            raise ProgressError("the puzzle progress is damaged (a wrong entry)")
        return cls(p, dict(solved), dict(tries))

    def is_solved(self, puzzle_id: str) -> bool:
        """True if ``puzzle_id`` was solved."""
        return puzzle_id in self.solved

    def record(self, puzzle_id: str, correct: bool, when: datetime | None = None) -> None:
        """Note a move at ``puzzle_id`` (the first correct one marks it solved at ``when``,
        default now) and save. Raises ValueError for a malformed id, ProgressError if the
        file cannot be written (the progress in memory is kept)."""
        if not _ID.fullmatch(puzzle_id):
            raise ValueError(f"not a puzzle id: {puzzle_id[:40]!r}")
        if correct:
            stamp = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
            self.solved.setdefault(puzzle_id, stamp)
        else:
            self.tries[puzzle_id] = self.tries.get(puzzle_id, 0) + 1
        self.save()

    def reset(self) -> None:
        """Forget every puzzle and save (also replaces a damaged file)."""
        self.solved.clear()
        self.tries.clear()
        self.save()

    def save(self) -> None:
        """Write the file atomically; ProgressError if it cannot be written."""
        doc = {"format": FORMAT, "version": VERSION, "solved": self.solved,
               "tries": self.tries}
        try:
            write_atomic(self.path, json.dumps(doc, indent=1, sort_keys=True))
        except OSError as exc:
            raise ProgressError(f"the puzzle progress cannot be saved: "
                                f"{exc.strerror or exc}") from None


def _default_path() -> Path:
    try:
        return data_dir() / FILE_NAME
    except OSError as exc:
        raise ProgressError(f"no folder for the puzzle progress: {exc.strerror or exc}") from None
