"""Every network game in SQLite: options, seats, invites and the list of actions.

The engine is deterministic (same options, same actions = same game), so a game is
kept as its options (with the seed) and its actions, and a server started again replays
each unfinished game to exactly where it was. The database is in WAL mode with
``synchronous=NORMAL``: a committed action survives the server process being killed
(``kill -9``); a power cut may lose the last few (SQLite's documented trade-off).

A server writes through a writer thread (:meth:`GameStore.start_writer`): every write
is queued in order and the thread commits what has gathered in one transaction, so no
commit (a ``write()`` the kernel may hold up while the disk is busy) runs on the event
loop. Each write gets a number; :attr:`GameStore.committed` is the highest one
committed, and the server holds every message it sends until the writes queued before
it are committed (:class:`~sanjuan.net.hall.GameHall`): nobody is told of an action
that a crash would lose. Reads on the loop's connection first wait for the writes
queued before them (:meth:`GameStore.flush`). A failed commit stops the thread for good
(:attr:`GameStore.failed`; every later write raises :class:`StoreFailed`) and is
reported through ``on_failure``.

Secrets are never stored: seat tokens, host tokens and invite codes are kept as their
SHA-256 digests (:func:`digest`); they are long random strings (``secrets``), so the
digest alone is of no use to someone who reads the file.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sanjuan.net.protocol import TAKEOVER_MAX, TAKEOVER_MIN
from sanjuan.rules.checks import is_int_in, is_object, is_text, loads_bounded
from sanjuan.rules.codec import options_from_json, options_to_json
from sanjuan.rules.names import is_valid_name
from sanjuan.rules.seat import LEVELS, NETWORK
from sanjuan.rules.state import Options

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    options TEXT NOT NULL,       -- sanjuan.rules.codec.options_to_json (with the seed)
    settings TEXT NOT NULL,      -- {"takeover_seconds", "takeover_level", "autostart", ...}
    host TEXT NOT NULL,          -- digest of the host token
    started INTEGER NOT NULL DEFAULT 0,
    over INTEGER NOT NULL DEFAULT 0,
    ended TEXT                   -- why it is over: finished, ended, expired, abandoned
);
CREATE TABLE IF NOT EXISTS seats (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,          -- "network" or a computer level
    name TEXT NOT NULL DEFAULT '',
    token TEXT,                  -- digest of the seat token once claimed
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS invites (
    code TEXT PRIMARY KEY,       -- digest of the invite code
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    expires REAL NOT NULL,       -- Unix time
    used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS actions (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,          -- 0-based index in the game's list of actions
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,        -- sanjuan.rules.actions.action_to_json
    by TEXT NOT NULL,            -- "human", "computer" or "standin"
    time REAL NOT NULL,
    PRIMARY KEY (game, n)
);
"""


log = logging.getLogger("sanjuan.net.store")

#: One write: SQL statements with their parameters, run in one transaction.
Statements = list[tuple[str, tuple[Any, ...] | list[tuple[Any, ...]]]]

#: Most writes the writer thread commits in one transaction.
BATCH_MAX = 2000
#: How long the writer thread waits for a lock on the database held by another
#: program (a backup tool, ``sqlite3`` by hand) before its commit fails, in ms.
WRITER_BUSY_MS = 5000


class StoreFailed(RuntimeError):
    """The writer thread could not commit (the disk failed or refused): nothing more
    is written; the message says why."""


def digest(secret: str) -> str:
    """The SHA-256 hex digest of ``secret`` (tokens and invite codes are stored so)."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


@dataclass
class SeatRow:
    """One seat as stored: ``kind`` ("network" or a level), ``name``, token digest."""

    kind: str
    name: str = ""
    token: str | None = None


@dataclass
class GameRecord:
    """One game as stored (see :data:`SCHEMA`); ``actions`` are (action JSON, seat, by)."""

    id: str
    options: Options
    settings: dict[str, Any]
    host: str
    seats: list[SeatRow]
    started: bool = False
    over: bool = False
    actions: list[tuple[dict[str, Any], int, str]] = field(default_factory=list)
    #: Unix time at which the game's invites expire (an unstarted game with them).
    expires: float = float("inf")


class GameStore:
    """The database at ``path`` (created with its tables if missing, readable and
    writable by its owner only: it holds every running game's seed; SQLite gives its
    ``-wal`` and ``-shm`` files the same permissions). Until :meth:`start_writer`, every
    write commits before it returns; after it, writes are queued for the writer thread
    (see the module's text). Raises sqlite3.Error when the disk fails or the file is no
    database, StoreFailed once the writer thread failed."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        private(self.path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(SCHEMA)
        columns = {r[1] for r in self.db.execute("PRAGMA table_info(games)")}
        if "ended" not in columns:  # a database of an earlier version
            self.db.execute("ALTER TABLE games ADD COLUMN ended TEXT")
        #: Number of the last write queued (or done, without a writer thread).
        self.queued = 0
        #: Number of the last write committed.
        self.committed = 0
        #: Why the writer thread stopped, once it failed (then nothing more is written).
        self.failed: StoreFailed | None = None
        #: Called in the writer thread after each commit, with :attr:`committed`.
        self.on_commit: Callable[[int], object] | None = None
        #: Called in the writer thread once, when a commit failed.
        self.on_failure: Callable[[StoreFailed], object] | None = None
        self._queue: queue.SimpleQueue[tuple[int, Statements] | None] | None = None
        self._thread: threading.Thread | None = None
        self._done = threading.Condition()

    # -- writing ---------------------------------------------------------------------------

    def start_writer(self) -> None:
        """From now on, commit writes in a thread of their own (see the module's text);
        :meth:`close` commits what is queued and stops it."""
        if self._thread is not None:
            return
        self._queue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._write_loop, name="sanjuan-store-writer",
                                        daemon=True)
        self._thread.start()

    def _write(self, statements: Statements) -> int:
        """Run ``statements`` in one transaction, now or (with a writer thread) queued;
        returns the write's number. Raises StoreFailed once the writer thread failed,
        sqlite3.Error (without one) when the disk refuses."""
        if self.failed is not None:
            raise self.failed
        if self._queue is None:
            with self.db:
                self.db.execute("BEGIN")
                _run(self.db, statements)
            self.queued = self.committed = self.queued + 1
            return self.queued
        self.queued += 1
        self._queue.put((self.queued, statements))
        return self.queued

    def _write_loop(self) -> None:
        """The writer thread: commit what has gathered in the queue, in order, in one
        transaction at a time, until :meth:`close` (a ``None`` in the queue)."""
        assert self._queue is not None
        try:
            db = sqlite3.connect(self.path, isolation_level=None)
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(f"PRAGMA busy_timeout={int(WRITER_BUSY_MS)}")
        except Exception as exc:  # noqa: BLE001 - reported, as any failure of the writer
            self._fail(StoreFailed(f"could not open the games database for writing: "
                                   f"{type(exc).__name__}: {exc}"[:300]))
            return
        try:
            self._drain(db)
        except Exception as exc:  # noqa: BLE001 - a bug here must not hang every flush
            if self.failed is None:
                self._fail(StoreFailed(f"the games database's writer stopped: "
                                       f"{type(exc).__name__}: {exc}"[:300]))
        finally:
            db.close()

    def _drain(self, db: sqlite3.Connection) -> None:
        """The writer thread's loop on its connection ``db`` (see :meth:`_write_loop`)."""
        assert self._queue is not None
        stop = False
        while not stop:
            batch = [self._queue.get()]
            while len(batch) < BATCH_MAX:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            writes = [w for w in batch if w is not None]
            stop = len(writes) < len(batch)
            if not writes:
                continue
            try:
                db.execute("BEGIN")
                for sql, rows in _grouped(writes):
                    db.executemany(sql, rows)
                db.execute("COMMIT")
            except Exception as exc:  # noqa: BLE001 - any failure stops the writes
                if db.in_transaction:
                    db.rollback()
                self._fail(StoreFailed(f"could not write the games database: "
                                       f"{type(exc).__name__}: {exc}"[:300]))
                return
            with self._done:
                self.committed = writes[-1][0]
                self._done.notify_all()
            if self.on_commit is not None:
                try:
                    self.on_commit(self.committed)
                except RuntimeError:  # the server's loop is closed: nobody to tell
                    pass

    def _fail(self, exc: StoreFailed) -> None:
        log.critical("%s; nothing more is written (what was not committed was told to "
                     "nobody)", exc)
        with self._done:
            self.failed = exc
            self._done.notify_all()
        if self.on_failure is not None:
            try:
                self.on_failure(exc)
            except RuntimeError:  # the server's loop is closed: logged above
                pass

    def flush(self, timeout: float | None = None) -> None:
        """Wait until every write queued so far is committed (at most ``timeout``
        seconds). Raises StoreFailed if the writer thread failed, TimeoutError."""
        target = self.queued
        with self._done:
            if not self._done.wait_for(
                    lambda: self.committed >= target or self.failed is not None, timeout):
                raise TimeoutError("the games database's writer did not catch up")
        if self.failed is not None:
            raise self.failed

    def close(self) -> None:
        """Commit every queued write (a clean shutdown loses nothing), stop the writer
        thread and close the database. A failure of the writer is logged (it was
        reported when it happened)."""
        if self._thread is not None and self._queue is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None
        self.db.close()

    def create_game(self, rec: GameRecord, invites: list[tuple[str, int, float]]) -> int:
        """Store the new game ``rec`` with its ``invites`` (code digest, seat, expiry);
        returns the write's number (committed once :attr:`committed` reaches it)."""
        o = rec.options
        return self._write([
            ("INSERT INTO games (id, created, options, settings, host) VALUES (?,?,?,?,?)",
             (rec.id, time.time(), json.dumps(options_to_json(o)),
              json.dumps(rec.settings), rec.host)),
            ("INSERT INTO seats (game, seat, kind, name) VALUES (?,?,?,?)",
             [(rec.id, i, s.kind, s.name) for i, s in enumerate(rec.seats)]),
            ("INSERT INTO invites (code, game, seat, expires) VALUES (?,?,?,?)",
             [(c, rec.id, seat, exp) for c, seat, exp in invites])])

    def invite(self, code_digest: str) -> tuple[str, int, float, bool] | None:
        """(game, seat, expires, used) of the invite with this digest, or None (after
        the writes queued before: a seat claimed a moment ago is used)."""
        self.flush()
        row = self.db.execute("SELECT game, seat, expires, used FROM invites WHERE code=?",
                              (code_digest,)).fetchone()
        return None if row is None else (row[0], row[1], row[2], bool(row[3]))

    def claim(self, game: str, seat: int, name: str, token_digest: str,
              code_digest: str) -> None:
        """Give ``seat`` of ``game`` to the holder of a new token; the invite is used."""
        self._write([("UPDATE seats SET name=?, token=? WHERE game=? AND seat=?",
                      (name, token_digest, game, seat)),
                     ("UPDATE invites SET used=1 WHERE code=?", (code_digest,))])

    def start(self, game: str) -> None:
        """Mark ``game`` started."""
        self._write([("UPDATE games SET started=1 WHERE id=?", (game,))])

    def finish(self, game: str, why: str = "finished") -> None:
        """Mark ``game`` over; ``why``: "finished" (played to its end), "ended" (by its
        host), "expired" (never started before its invites expired) or "abandoned" (no
        move for :data:`~sanjuan.net.limits.IDLE_SECONDS`). Its rows are kept."""
        self._write([("UPDATE games SET over=1, ended=? WHERE id=?", (why, game))])

    def ended(self, game: str) -> str | None:
        """Why ``game`` is over (see :meth:`finish`), or None."""
        self.flush()
        row = self.db.execute("SELECT ended FROM games WHERE id=?", (game,)).fetchone()
        return None if row is None else row[0]

    def seat_of_token(self, game: str, token_digest: str) -> int | None:
        """The seat of ``game`` that the token with this digest holds, or None (checked
        before the game is loaded, so that a guessed token costs no replay)."""
        self.flush()
        row = self.db.execute("SELECT seat FROM seats WHERE game=? AND token=?",
                              (game, token_digest)).fetchone()
        return None if row is None else int(row[0])

    def count_games(self) -> int:
        """How many games the database holds (over or not)."""
        self.flush()
        return int(self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def add_action(self, game: str, n: int, seat: int, action: dict[str, Any], by: str) -> None:
        """Append action number ``n`` (0-based) of ``game``."""
        self._write([("INSERT INTO actions (game, n, seat, action, by, time) "
                      "VALUES (?,?,?,?,?,?)",
                      (game, n, seat, json.dumps(action), by, time.time()))])

    def remove_action(self, game: str, n: int) -> None:
        """Delete action number ``n`` of ``game`` (an undo; it must be the last)."""
        self._write([("DELETE FROM actions WHERE game=? AND n=?", (game, n))])

    def game_ids(self, unfinished_only: bool = True) -> list[str]:
        """Ids of the stored games (only those not over, by default), oldest first."""
        self.flush()
        sql = "SELECT id FROM games" + (" WHERE over=0" if unfinished_only else "")
        return [r[0] for r in self.db.execute(sql + " ORDER BY created")]

    def load(self, game: str) -> GameRecord | None:
        """The stored game ``game`` with its actions in order, or None. Every field is
        checked as it is read (the options by the shared codec); raises
        :class:`DamagedRecord` naming the first damaged one (the server tells that
        game's players so, and runs every other game)."""
        self.flush()  # its last actions may still be on their way to the disk
        row = self.db.execute("SELECT options, settings, host, started, over FROM games "
                              "WHERE id=?", (game,)).fetchone()
        if row is None:
            return None
        try:
            options = options_from_json(loads_bounded(row[0], MAX_FIELD))
        except ValueError as exc:
            raise DamagedRecord(f"game {game}: options: {exc}") from None
        settings = _loads(row[1], game, "settings")
        if not is_object(settings):
            raise DamagedRecord(f"game {game}: the settings are not an object")
        if not is_int_in(settings.get("takeover_seconds"), TAKEOVER_MIN, TAKEOVER_MAX) \
                or settings.get("takeover_level") not in LEVELS:
            raise DamagedRecord(f"game {game}: the takeover settings are damaged")
        if not is_text(row[2], 200):
            raise DamagedRecord(f"game {game}: the host digest is not text")
        rec = GameRecord(game, options, settings, row[2], [], bool(row[3]), bool(row[4]))
        rec.seats = [_seat_row(game, i, k, n, t) for i, (k, n, t) in enumerate(self.db.execute(
            "SELECT kind, name, token FROM seats WHERE game=? ORDER BY seat", (game,)))]
        if len(rec.seats) != options.players:
            raise DamagedRecord(f"game {game}: {len(rec.seats)} seats for "
                                f"{options.players} players")
        rec.actions = []
        for n, (a, s, b) in enumerate(self.db.execute(
                "SELECT action, seat, by FROM actions WHERE game=? ORDER BY n", (game,))):
            action = _loads(a, game, f"action {n + 1}")
            if not is_object(action) or not is_int_in(s, 0, options.players - 1) \
                    or not is_text(b, 20):
                raise DamagedRecord(f"game {game}: action {n + 1} is damaged")
            rec.actions.append((action, s, b))
        expires = self.db.execute("SELECT MAX(expires) FROM invites WHERE game=?",
                                  (game,)).fetchone()[0]
        if expires is not None:
            rec.expires = float(expires)
        return rec


def _run(db: sqlite3.Connection, statements: Statements) -> None:
    """Execute ``statements`` on ``db`` (a list of parameter tuples: once for each)."""
    for sql, params in statements:
        if isinstance(params, list):
            db.executemany(sql, params)
        else:
            db.execute(sql, params)


def _grouped(writes: list[tuple[int, Statements]]
             ) -> list[tuple[str, list[tuple[Any, ...]]]]:
    """The statements of ``writes`` in order, each run of one SQL text joined into one
    ``executemany``: the writer thread then takes Python's lock a few times per batch,
    not once per write (each time it may wait for the event loop's thread)."""
    out: list[tuple[str, list[tuple[Any, ...]]]] = []
    for _, statements in writes:
        for sql, params in statements:
            rows = params if isinstance(params, list) else [params]
            if out and out[-1][0] == sql:
                out[-1][1].extend(rows)
            else:
                out.append((sql, list(rows)))
    return out


#: Longest stored JSON field (options, settings, one action) read back, in characters:
#: each is well under 200; a longer one is damage and is not parsed.
MAX_FIELD = 4000


class DamagedRecord(ValueError):
    """A stored game's row cannot be read: the message names the game and the field."""


def _loads(text: object, game: str, what: str) -> Any:
    """The JSON value of the stored field ``what`` of ``game`` (bounded, see
    :data:`MAX_FIELD`); raises DamagedRecord."""
    try:
        return loads_bounded(text, MAX_FIELD)
    except ValueError as exc:
        raise DamagedRecord(f"game {game}: {what}: {exc}") from None


def _seat_row(game: str, i: int, kind: object, name: object, token: object) -> SeatRow:
    """Seat ``i`` of ``game`` as stored, checked: a known kind, a name by the name rule
    (empty until a network seat is claimed), a token digest or NULL."""
    if not isinstance(kind, str) or not (kind == NETWORK or kind in LEVELS):
        raise DamagedRecord(f"game {game}: seat {i + 1}: unknown kind")
    if not isinstance(name, str) or not (name == "" or is_valid_name(name)):
        raise DamagedRecord(f"game {game}: seat {i + 1}: the name breaks the name rule")
    if not (token is None or is_text(token, 200)):
        raise DamagedRecord(f"game {game}: seat {i + 1}: the token digest is not text")
    return SeatRow(kind, name, token)


def private(path: Path) -> None:
    """Make ``path`` readable and writable by its owner only (0600; a folder 0700).
    Does nothing where the system has no such modes (Windows)."""
    if os.name == "posix":
        os.chmod(path, 0o700 if path.is_dir() else 0o600)
