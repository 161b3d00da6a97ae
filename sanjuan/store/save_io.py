"""Bounded, safe file access for save files (used by ``save.py``).

Reading opens only regular files, never blocks (a named pipe would hang the window for
ever) and reads at most :data:`MAX_SAVE_BYTES` (``/dev/zero`` would fill the memory).
Writing follows a symbolic link to its target and clears ``.sanjuan-*.tmp`` files left
by an interrupted earlier save.
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from sanjuan.rules.errors import SaveFileError

#: The largest save file read, in bytes (a real save is a few tens of kilobytes).
MAX_SAVE_BYTES = 10 * 1024 * 1024
TMP_PREFIX, TMP_SUFFIX = ".sanjuan-", ".tmp"
#: A temporary file older than this (seconds) belongs to no save in progress.
LITTER_AGE = 10.0


def read_save_text(path: str | os.PathLike[str]) -> str:
    """The text of the save file at ``path``; raises SaveFileError when it is not a
    regular file, cannot be read, is empty, larger than MAX_SAVE_BYTES or not UTF-8."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise SaveFileError("this is not a file (a folder or a device cannot be opened)")
        # O_NONBLOCK: should the file have become a pipe since the stat, open never waits.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise SaveFileError(f"cannot read the save file: {_reason(exc)}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError("this is not a file (a folder or a device cannot be opened)")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveFileError(f"the file is too large for a save file "
                                f"({info.st_size // 1024 ** 2} MB)")
        data = _read_at_most(fd, MAX_SAVE_BYTES + 1)  # files may grow: never past the cap
        if len(data) > MAX_SAVE_BYTES:
            raise SaveFileError("the file is too large for a save file")
    except OSError as exc:
        raise SaveFileError(f"cannot read the save file: {_reason(exc)}") from None
    finally:
        os.close(fd)
    if not data.strip():
        raise SaveFileError("the save file is empty")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError("the save file is damaged (not UTF-8 text)") from None


def _read_at_most(fd: int, limit: int) -> bytes:
    """Up to ``limit`` bytes from ``fd`` (fewer at the end of the file)."""
    chunks, left = [], limit
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _reason(exc: OSError) -> str:
    """The operating system's reason without the (possibly long) path."""
    return exc.strerror or type(exc).__name__


def write_target(path: str | os.PathLike[str]) -> Path:
    """The file a save to ``path`` replaces: the final target of a symbolic link (so
    the link survives), else ``path`` itself."""
    p = Path(path)
    return Path(os.path.realpath(p)) if p.is_symlink() else p


def remove_litter(folder: Path) -> int:
    """Delete temporary files of interrupted saves (``.sanjuan-*.tmp``, older than
    LITTER_AGE seconds) in ``folder``; returns how many. Never raises."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for e in entries:
        if not (e.name.startswith(TMP_PREFIX) and e.name.endswith(TMP_SUFFIX)):
            continue
        try:
            if e.is_file(follow_symlinks=False) and now - e.stat().st_mtime > LITTER_AGE:
                os.unlink(e.path)
                removed += 1
        except OSError:
            continue
    return removed
