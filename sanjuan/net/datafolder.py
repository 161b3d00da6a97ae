"""The server's data folder: one server at a time, private files, a database checked on
every start, and online backups.

* :class:`FolderLock` — an exclusive lock on the folder (``server.lock``, holding the
  process id): a second server on the same folder would load the first one's games and
  play in them, so it refuses to start instead (:class:`FolderBusy`).
* :func:`make_private` — the folder 0700 and its files 0600: the database holds every
  running game's seed, which would let any local user read every hand.
* :func:`open_games` — the games database after an integrity check. A damaged file is
  moved aside (``games-damaged-<time>.sqlite``) with one log line naming it and how to
  recover it (``sqlite3 … .recover``); every game that can still be read from it is copied
  into a fresh database and served. A folder that held games (``had-games`` marker) but
  whose database now holds none raises :class:`DamagedData`: ``sanjuan serve`` exits
  with :data:`EXIT_DAMAGED`, which a service manager should not restart
  (``docs/server.md``).
* :func:`backup` — a copy of the live database with SQLite's online backup API into
  ``backups/``, keeping the newest ``keep``.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import sys
import time
from pathlib import Path
from typing import IO

from sanjuan.net.store import GameStore, private

log = logging.getLogger("sanjuan.net.server")

DB_NAME = "games.sqlite"
LOCK_NAME = "server.lock"
#: Written once the database holds a game: an empty database after that is damage.
MARKER_NAME = "had-games"
BACKUP_DIR = "backups"
#: Exit status of ``sanjuan serve`` when its data is damaged beyond what it repairs by
#: itself: restarting cannot help, a person must look (``RestartPreventExitStatus``).
EXIT_DAMAGED = 3

#: The tables and columns the server reads: a database without them is damaged.
_COLUMNS = {
    "games": "id, created, options, settings, host, started, over",
    "seats": "game, seat, kind, name, token",
    "invites": "code, game, seat, expires, used",
    "actions": "game, n, seat, action, by, time",
}


class FolderBusy(RuntimeError):
    """Another server holds the data folder (the message names the folder and its
    process)."""


class DamagedData(RuntimeError):
    """The data folder's games are gone or unreadable and a person must decide (the
    message says what happened and how to recover)."""


def make_private(folder: Path) -> None:
    """Create ``folder`` if needed and make it and every file in it (and in its
    ``backups``) readable by the owner only (0700 / 0600). POSIX only; raises OSError."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if os.name != "posix":
        return
    for sub in (folder, folder / BACKUP_DIR):
        if not sub.is_dir():
            continue
        private(sub)
        for p in sub.iterdir():
            if p.is_file() and not p.is_symlink():
                private(p)


class FolderLock:
    """An exclusive lock on ``folder`` for this process's life (until :meth:`release`).
    Raises FolderBusy naming the folder and the process that holds it, OSError if the
    lock file cannot be made."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        path = folder / LOCK_NAME
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        self._fh: IO[bytes] | None = os.fdopen(fd, "r+b")
        try:
            _lock(self._fh)
        except OSError:
            self._fh.seek(0)
            holder = self._fh.read(40).decode("ascii", "replace").strip() or "unknown"
            self._fh.close()
            self._fh = None
            raise FolderBusy(f"the data folder {folder} is in use by another game server "
                             f"(process {holder}); stop that one or give this one another "
                             "--data folder") from None
        self._fh.seek(0)
        self._fh.truncate()
        self._fh.write(f"{os.getpid()}\n".encode("ascii"))
        self._fh.flush()

    def release(self) -> None:
        """Let the folder go (closing the file releases the lock)."""
        if self._fh is not None:
            self._fh.close()
            self._fh = None


def _lock(fh: IO[bytes]) -> None:
    """Lock ``fh`` exclusively without waiting; raises OSError if another holds it."""
    if sys.platform == "win32":
        import msvcrt

        # Lock a byte past the process id, which others must still be able to read.
        fh.seek(64)
        msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
        fh.seek(0)
    else:
        import fcntl

        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def check_database(path: Path) -> str | None:
    """What is wrong with the SQLite database at ``path``, or None when it is sound (or
    missing, or empty: a new one). Runs SQLite's ``quick_check`` and reads the columns
    the server uses. Never raises."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    try:
        db = sqlite3.connect(path)
    except sqlite3.Error as exc:
        return str(exc)
    try:
        rows = db.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            return "; ".join(str(r[0]) for r in rows[:3])
        for table, columns in _COLUMNS.items():
            db.execute(f"SELECT {columns} FROM {table} LIMIT 1").fetchall()
    except sqlite3.Error as exc:
        return str(exc)
    finally:
        db.close()
    return None


def _move_aside(path: Path) -> Path:
    """Rename ``path`` (and its ``-wal``/``-shm`` files) to ``games-damaged-<time>``;
    returns the new path of the database."""
    stamp = time.strftime("%Y%m%dT%H%M%S")
    aside = path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.stem}-damaged-{stamp}-{n}{path.suffix}")
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.replace(aside.with_name(aside.name + suffix))
    path.replace(aside)
    return aside


def _salvage(damaged: Path, store: GameStore) -> int:
    """Copy every game that can still be read whole from ``damaged`` into ``store``;
    returns how many. A game of which any row cannot be read is left out."""
    try:
        src = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)
    except sqlite3.Error:
        return 0
    saved = 0
    try:
        ids: dict[str, None] = {}
        # Each table names the games it holds: one damaged table hides none of them.
        for sql in ("SELECT id FROM games", "SELECT DISTINCT game FROM seats",
                    "SELECT DISTINCT game FROM actions", "SELECT DISTINCT game FROM invites"):
            try:
                ids.update(dict.fromkeys(r[0] for r in src.execute(sql)))
            except sqlite3.Error:
                continue
        for gid in ids:
            try:
                game = src.execute("SELECT id, created, options, settings, host, started, "
                                   "over FROM games WHERE id=?", (gid,)).fetchall()
                seats = src.execute("SELECT game, seat, kind, name, token FROM seats "
                                    "WHERE game=?", (gid,)).fetchall()
                invites = src.execute("SELECT code, game, seat, expires, used FROM "
                                      "invites WHERE game=?", (gid,)).fetchall()
                actions = src.execute("SELECT game, n, seat, action, by, time FROM "
                                      "actions WHERE game=?", (gid,)).fetchall()
            except sqlite3.Error:
                continue
            if len(game) != 1:
                continue
            db = store.db
            try:
                with db:
                    db.execute("BEGIN")
                    db.executemany("INSERT INTO games (id, created, options, settings, host, "
                                   "started, over) VALUES (?,?,?,?,?,?,?)", game)
                    db.executemany("INSERT INTO seats VALUES (?,?,?,?,?)", seats)
                    db.executemany("INSERT INTO invites VALUES (?,?,?,?,?)", invites)
                    db.executemany("INSERT INTO actions VALUES (?,?,?,?,?,?)", actions)
            except sqlite3.Error:
                continue
            saved += 1
    finally:
        src.close()
    return saved


def open_games(folder: Path) -> GameStore:
    """The games database of ``folder``, checked (see the module's docstring): a
    damaged file is moved aside and its readable games copied into a fresh one. Raises
    DamagedData when the folder had games and none are left, OSError when the folder
    cannot be written."""
    path = folder / DB_NAME
    marker = folder / MARKER_NAME
    problem = check_database(path)
    salvaged = -1
    if problem is not None:
        aside = _move_aside(path)
        store = GameStore(path)
        salvaged = _salvage(aside, store)
        log.error("the games database %s is damaged (%s): moved aside to %s; %d games "
                  "could be read from it and are served; to recover more, stop the "
                  "server and run: sqlite3 %s .recover | sqlite3 recovered.sqlite "
                  "(docs/server.md, 'Restore')", path, problem, aside, salvaged, aside)
    else:
        try:
            store = GameStore(path)
        except sqlite3.Error as exc:  # pragma: no cover - check_database saw it first
            raise DamagedData(f"the games database {path} cannot be opened: {exc}") from None
    has_games = store.count_games() > 0
    if marker.exists() and not has_games:
        store.close()
        lost = "were all unreadable" if salvaged >= 0 else "are gone (the file is empty)"
        raise DamagedData(
            f"the data folder {folder} held games, but they {lost}: restore a backup from "
            f"{folder / BACKUP_DIR} (docs/server.md, 'Restore'), or delete {marker} to "
            "start with no games")
    if has_games:
        mark_had_games(folder)
    return store


def mark_had_games(folder: Path) -> None:
    """Note that ``folder``'s database has held a game (an empty one later is damage)."""
    marker = folder / MARKER_NAME
    if not marker.exists():
        os.close(os.open(marker, os.O_WRONLY | os.O_CREAT, 0o600))


def backup(source: Path, folder: Path, keep: int) -> Path:
    """Copy the live database ``source`` into ``folder/backups`` with SQLite's online
    backup API (consistent while the server writes; safe to call from another thread:
    it opens its own connection), then delete all but the newest ``keep`` backups.
    Returns the new backup's path; raises sqlite3.Error/OSError."""
    target_dir = folder / BACKUP_DIR
    target_dir.mkdir(mode=0o700, exist_ok=True)
    private(target_dir)
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    target = target_dir / f"games-{stamp}.sqlite"
    n = 1
    while target.exists():
        n += 1
        target = target_dir / f"games-{stamp}-{n}.sqlite"
    tmp = target.with_name(target.name + ".tmp")
    os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
    src = sqlite3.connect(source)
    try:
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    tmp.replace(target)
    kept = sorted(target_dir.glob("games-*.sqlite"), key=lambda p: (p.stat().st_mtime_ns,
                                                                      p.name))
    for old in kept[:-max(1, keep)]:
        old.unlink(missing_ok=True)
    return target
