"""The history of finished games: a SQLite database (``history.sqlite3``) in the data
folder (:func:`sanjuan.store.paths.data_dir`). Pure Python (``sqlite3``, no Qt).

Each finished game is one row of ``games`` (when, edition, variant, player count, seed,
rounds, whether every seat was a computer, the full action list as the save format's JSON
actions, since schema 2 the game's *mode* and the date of a deal of the day) and one row of
``seats`` per seat (name, ``"human"`` or computer level, every scoring part of RULES.md 4,
the tie-break, winner flag, since schema 2 the hints that seat asked for). Same options +
same actions = same game, so a record replays exactly (:mod:`sanjuan.store.replay`).

Since schema 3 the deal of the day keeps two more things: ``daily_attempts``, one row
per deal date whose first attempt was started (when, its state ``open``, ``abandoned`` or
``finished``, and its actions so far, so that it is resumed and never dealt afresh), and
``daily_expert``, Expert's own game in the person's seat on a deal (level and actions; the
scores are replayed from them, never trusted), so that it is not computed again after a
restart.

The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` brings an older
database up to :data:`SCHEMA_VERSION`. Every failure (damaged file, locked or read-only
database, newer schema, unwritable folder) raises :class:`HistoryError` with a short
readable message; callers turn history off and play on.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from sanjuan.rules.actions import action_to_json
from sanjuan.rules.game import Game
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seat import HUMAN, Seat
from sanjuan.store.paths import data_dir

FILE_NAME = "history.sqlite3"
#: Game modes (``games.mode``): an ordinary game, the deal of the day
#: (:mod:`sanjuan.learn.daily`), a tutorial game, a puzzle played out, a game played over
#: the network (its other people's seats are ``"human"`` too). Tutorials and puzzles do not
#: count for the rating by default (:mod:`sanjuan.store.rating`).
MODES = ("game", "daily", "tutorial", "puzzle", "network")
#: Seconds to wait for a database another process holds locked before giving up.
LOCK_TIMEOUT_S = 0.5
#: States of a deal of the day's first attempt (``daily_attempts.state``): started and
#: not yet over, given up (another game was started in its place), played to its end.
ATTEMPT_STATES = ("open", "abandoned", "finished")


class HistoryError(Exception):
    """The history database cannot be used (damaged, locked, read-only, too new); the
    message is short and readable (shown in the status bar or by the CLI)."""


@dataclass(frozen=True)
class SeatResult:
    """One seat of a recorded game and how it ended: the ``seat`` (name and kind),
    ``parts`` (VP per scoring part, RULES.md 4), ``total`` VP, ``tiebreak`` (hand cards +
    goods, RULES.md 2.3), ``winner`` and ``hints`` (hints that seat asked for; 0 in
    games recorded before schema 2)."""

    seat: Seat
    parts: dict[str, int]
    total: int
    tiebreak: int
    winner: bool
    hints: int = 0

    @property
    def name(self) -> str:
        """The seat's player name."""
        return self.seat.name

    @property
    def kind(self) -> str:
        """``"human"`` or the computer level of the seat."""
        return self.seat.kind

    @property
    def is_human(self) -> bool:
        """True for a person's seat."""
        return self.seat.kind == HUMAN


@dataclass(frozen=True)
class GameRecord:
    """One finished game. ``finished_at``: ISO 8601 UTC time; ``spectated``: every seat
    was a computer; ``actions``: the save format's JSON actions (empty when listed
    without them); ``id``: the database row (None before it is stored); ``mode``: one of
    :data:`MODES` (``"game"`` for games recorded before schema 2); ``deal_date``: the ISO
    date (``YYYY-MM-DD``) of a deal of the day, else None."""

    finished_at: str
    edition: str
    variant: bool
    players: int
    seed: int
    rounds: int
    spectated: bool
    seats: tuple[SeatResult, ...]
    actions: tuple[dict[str, Any], ...] = ()
    id: int | None = None
    mode: str = "game"
    deal_date: str | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats (several on a shared win)."""
        return tuple(i for i, s in enumerate(self.seats) if s.winner)


@dataclass(frozen=True)
class DailyAttempt:
    """The first attempt at the deal of ``deal_date`` (ISO date): ``started_at`` (ISO
    8601 UTC), ``state`` (one of :data:`ATTEMPT_STATES`) and the ``actions`` played so
    far (the save format's JSON actions; the last ones kept while it was open)."""

    deal_date: str
    started_at: str
    state: str
    actions: tuple[dict[str, Any], ...] = ()


def record_of(game: Game, seats: Sequence[Seat], when: datetime | None = None, *,
              mode: str = "game", deal_date: str | None = None,
              hints: Sequence[int] | None = None) -> GameRecord:
    """The record of the finished ``game`` played by ``seats`` (one per seat), finished
    at ``when`` (default now, UTC), of ``mode`` (one of :data:`MODES`; ``deal_date``, the
    ISO date of the deal, only and always with ``"daily"``), with ``hints[i]`` hints asked
    for by seat i (default none). Raises ValueError if the game is not over, the seat or
    hint count differs, or the mode or date is invalid."""
    s = game.state
    if not s.over:
        raise ValueError("only a finished game can be recorded")
    if len(seats) != s.num_players:
        raise ValueError(f"the game has {s.num_players} seats, not {len(seats)}")
    if mode not in MODES:
        raise ValueError(f"unknown game mode {mode!r}; one of {', '.join(MODES)}")
    if (mode == "daily") != (deal_date is not None):
        raise ValueError("a deal date goes with the deal of the day and only with it")
    if deal_date is not None:
        date.fromisoformat(deal_date)  # ValueError if it is not YYYY-MM-DD
    used = tuple(hints) if hints is not None else (0,) * len(seats)
    if len(used) != len(seats) or any(h < 0 for h in used):
        raise ValueError("give one hint count (0 or more) per seat")
    scores = score(s)
    won = winners(scores)
    rows = tuple(SeatResult(Seat(c.name, c.kind), b.parts(), b.total, b.tiebreak, i in won,
                            used[i])
                 for i, (c, b) in enumerate(zip(seats, scores, strict=True)))
    o = game.options
    stamp = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    return GameRecord(stamp, o.edition, o.variant, o.players, o.seed, s.round,
                      not any(r.is_human for r in rows), rows,
                      tuple(action_to_json(a) for a in game.actions), None, mode, deal_date)


def _v1(db: sqlite3.Connection) -> None:
    db.executescript("""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY, finished_at TEXT NOT NULL, edition TEXT NOT NULL,
            variant INTEGER NOT NULL, players INTEGER NOT NULL, seed INTEGER NOT NULL,
            rounds INTEGER NOT NULL, spectated INTEGER NOT NULL, actions BLOB NOT NULL);
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
            parts TEXT NOT NULL, total INTEGER NOT NULL, tiebreak INTEGER NOT NULL,
            winner INTEGER NOT NULL, PRIMARY KEY (game_id, seat));
        CREATE INDEX games_by_time ON games(finished_at);
    """)


def _v2(db: sqlite3.Connection) -> None:
    """Schema 2: the game's mode and deal date, the hints each seat asked for. Older
    rows become ordinary games without hints."""
    db.executescript("""
        ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'game';
        ALTER TABLE games ADD COLUMN deal_date TEXT;
        ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX games_by_deal_date ON games(deal_date);
    """)


def _v3(db: sqlite3.Connection) -> None:
    """Schema 3: the first attempt at each deal of the day and Expert's games on them."""
    db.executescript("""
        CREATE TABLE daily_attempts (
            deal_date TEXT PRIMARY KEY, started_at TEXT NOT NULL, state TEXT NOT NULL,
            actions BLOB NOT NULL);
        CREATE TABLE daily_expert (
            deal_date TEXT NOT NULL, level TEXT NOT NULL, computed_at TEXT NOT NULL,
            actions BLOB NOT NULL, PRIMARY KEY (deal_date, level));
    """)


#: Migration i brings a database from ``user_version`` i to i + 1 (0: a new file).
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3)
SCHEMA_VERSION = len(MIGRATIONS)


def default_path() -> Path:
    """``history.sqlite3`` in the data folder; raises HistoryError if the folder cannot
    be created."""
    try:
        return data_dir() / FILE_NAME
    except OSError as exc:
        raise HistoryError(f"no folder for the game history: {exc.strerror or exc}") from None


class History:
    """The history database at ``path`` (default :func:`default_path`). Each method opens
    its own short connection, so a damaged or locked file is reported on every use and
    never leaves a connection behind. Every method raises :class:`HistoryError`."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            db = sqlite3.connect(self.path, timeout=LOCK_TIMEOUT_S)
        except sqlite3.Error as exc:
            raise HistoryError(_message(exc, self.path)) from None
        try:
            with db:  # one transaction: all or nothing
                self._migrate(db)
                db.execute("PRAGMA foreign_keys = ON")
                yield db
        except sqlite3.Error as exc:
            raise HistoryError(_message(exc, self.path)) from None
        finally:
            db.close()

    def _migrate(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError(f"the game history {self.path.name} is from a newer version "
                               f"of San Juan (schema {version})")
        for step in range(version, SCHEMA_VERSION):
            MIGRATIONS[step](db)
            db.execute(f"PRAGMA user_version = {step + 1}")

    def add(self, record: GameRecord) -> int:
        """Store ``record``; returns its id."""
        with self._connect() as db:
            cur = db.execute(
                "INSERT INTO games (finished_at, edition, variant, players, seed, rounds, "
                "spectated, actions, mode, deal_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.finished_at, record.edition, int(record.variant), record.players,
                 record.seed, record.rounds, int(record.spectated),
                 pack_actions(record.actions), record.mode, record.deal_date))
            gid = cur.lastrowid
            assert gid is not None
            db.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, parts, total, tiebreak, "
                "winner, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(gid, i, s.name, s.kind, json.dumps(s.parts), s.total, s.tiebreak,
                  int(s.winner), s.hints) for i, s in enumerate(record.seats)])
            return gid

    def games(self, with_actions: bool = False) -> list[GameRecord]:
        """Every recorded game, oldest first; ``with_actions``: include the action lists
        (a listing does not need them)."""
        with self._connect() as db:
            seats: dict[int, list[SeatResult]] = {}
            for gid, name, kind, parts, total, tb, win, hints in db.execute(
                    "SELECT game_id, name, kind, parts, total, tiebreak, winner, hints "
                    "FROM seats ORDER BY game_id, seat"):
                seats.setdefault(gid, []).append(
                    SeatResult(Seat(name, kind), _parts(parts), total, tb, bool(win), hints))
            cols = "actions" if with_actions else "''"
            rows = db.execute(
                "SELECT id, finished_at, edition, variant, players, seed, rounds, spectated, "
                f"{cols}, mode, deal_date FROM games ORDER BY finished_at, id").fetchall()
        return [_record(row, seats.get(row[0], []), with_actions) for row in rows]

    def game(self, game_id: int) -> GameRecord:
        """The game ``game_id`` with its actions; HistoryError if there is none."""
        with self._connect() as db:
            row = db.execute(
                "SELECT id, finished_at, edition, variant, players, seed, rounds, spectated, "
                "actions, mode, deal_date FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise HistoryError(f"there is no game {game_id} in the history")
            seats = [SeatResult(Seat(n, k), _parts(p), t, tb, bool(w), h)
                     for n, k, p, t, tb, w, h in db.execute(
                         "SELECT name, kind, parts, total, tiebreak, winner, hints FROM seats "
                         "WHERE game_id = ? ORDER BY seat", (game_id,))]
        return _record(row, seats, True)

    def count(self) -> int:
        """The number of recorded games."""
        with self._connect() as db:
            count: int = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
            return count

    # ------------------------------------------------------------------ deal of the day
    def start_attempt(self, deal_date: str, when: datetime | None = None) -> bool:
        """Note that the first attempt at the deal of ``deal_date`` (ISO date) starts now
        (``when``, default now): True if it is the first, False if an attempt was
        started before (then nothing changes). ValueError for a date that is not one."""
        date.fromisoformat(deal_date)
        stamp = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
        with self._connect() as db:
            cur = db.execute("INSERT OR IGNORE INTO daily_attempts (deal_date, started_at, "
                             "state, actions) VALUES (?, ?, 'open', ?)",
                             (deal_date, stamp, pack_actions(())))
            return cur.rowcount == 1

    def update_attempt(self, deal_date: str, state: str | None = None,
                       actions: Sequence[dict[str, Any]] | None = None) -> None:
        """Set the ``state`` (one of :data:`ATTEMPT_STATES`) and/or the ``actions`` so far
        (the save format's JSON actions) of the attempt at ``deal_date``'s deal. A
        finished or abandoned attempt stays so (only an open one changes); nothing
        happens without an attempt. ValueError for an unknown state."""
        if state is not None and state not in ATTEMPT_STATES:
            raise ValueError(f"unknown attempt state {state!r}; one of {ATTEMPT_STATES}")
        with self._connect() as db:
            if actions is not None:
                db.execute("UPDATE daily_attempts SET actions = ? WHERE deal_date = ? "
                           "AND state = 'open'", (pack_actions(actions), deal_date))
            if state is not None:
                db.execute("UPDATE daily_attempts SET state = ? WHERE deal_date = ? "
                           "AND state = 'open'", (state, deal_date))

    def attempts(self) -> list[DailyAttempt]:
        """Every started attempt at a deal of the day, by date, with its actions."""
        with self._connect() as db:
            rows = db.execute("SELECT deal_date, started_at, state, actions "
                              "FROM daily_attempts ORDER BY deal_date").fetchall()
        out = []
        for deal, when, state, blob in rows:
            try:
                acts = unpack_actions(blob)
            except (ValueError, TypeError, zlib.error):
                raise HistoryError(f"the attempt at the deal of {deal} in the history is "
                                   "damaged") from None
            if state not in ATTEMPT_STATES:
                raise HistoryError(f"the attempt at the deal of {deal} in the history is "
                                   "damaged")
            out.append(DailyAttempt(deal, when, state, acts))
        return out

    def attempt(self, deal_date: str) -> DailyAttempt | None:
        """The attempt at ``deal_date``'s deal, or None if none was started."""
        return next((a for a in self.attempts() if a.deal_date == deal_date), None)

    def add_expert_game(self, deal_date: str, level: str,
                        actions: Sequence[dict[str, Any]],
                        when: datetime | None = None) -> None:
        """Keep ``level``'s game in the person's seat on ``deal_date``'s deal (its JSON
        actions; a second one of the same date and level replaces the first)."""
        date.fromisoformat(deal_date)
        stamp = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
        with self._connect() as db:
            db.execute("INSERT OR REPLACE INTO daily_expert (deal_date, level, computed_at, "
                       "actions) VALUES (?, ?, ?, ?)",
                       (deal_date, level, stamp, pack_actions(actions)))

    def expert_games(self) -> dict[tuple[str, str], tuple[dict[str, Any], ...]]:
        """Every kept Expert game: (deal date, level) → its JSON actions. A damaged row
        raises HistoryError (its message names the date)."""
        with self._connect() as db:
            rows = db.execute("SELECT deal_date, level, actions FROM daily_expert").fetchall()
        out = {}
        for deal, level, blob in rows:
            try:
                out[(deal, level)] = unpack_actions(blob)
            except (ValueError, TypeError, zlib.error):
                raise HistoryError(f"Expert's game on the deal of {deal} in the history "
                                   "is damaged") from None
        return out

    def drop_expert_game(self, deal_date: str, level: str) -> None:
        """Forget the kept Expert game of ``deal_date`` and ``level`` (a damaged one)."""
        with self._connect() as db:
            db.execute("DELETE FROM daily_expert WHERE deal_date = ? AND level = ?",
                       (deal_date, level))


def _record(row: Sequence[Any], seats: list[SeatResult], with_actions: bool) -> GameRecord:
    gid, when, ed, variant, players, seed, rounds, spectated, actions, mode, deal = row
    try:
        acts = unpack_actions(actions) if with_actions else ()
    except (ValueError, TypeError, zlib.error):
        raise HistoryError(f"the actions of game {gid} in the history are damaged") from None
    return GameRecord(when, ed, bool(variant), players, seed, rounds, bool(spectated),
                      tuple(seats), acts, gid, mode, deal)


def pack_actions(actions: Sequence[dict[str, Any]]) -> bytes:
    """The JSON action list, zlib-compressed (a game's actions shrink ~13×, to ~1 KB)."""
    return zlib.compress(json.dumps(list(actions), separators=(",", ":")).encode(), 9)


def unpack_actions(blob: bytes) -> tuple[dict[str, Any], ...]:
    """The JSON actions packed by :func:`pack_actions`; raises ValueError or zlib.error
    for damaged data."""
    acts = json.loads(zlib.decompress(blob))
    if not isinstance(acts, list):
        raise ValueError("the action list is not a list")
    return tuple(acts)


def _parts(text: str) -> dict[str, int]:
    try:
        parts = json.loads(text)
    except json.JSONDecodeError:
        raise HistoryError("a score in the game history is damaged") from None
    if not isinstance(parts, dict):
        raise HistoryError("a score in the game history is damaged")
    return parts


def _message(exc: sqlite3.Error, path: Path) -> str:
    """A short sentence for a sqlite3 error (no traceback, no SQL)."""
    text = str(exc).lower()
    name = path.name
    if "locked" in text or "busy" in text:
        return f"the game history {name} is in use by another program"
    if "readonly" in text or "read-only" in text:
        return f"the game history {name} is read-only"
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return f"the game history {name} is damaged"
    if "unable to open" in text:
        return f"the game history {name} cannot be opened"
    if isinstance(exc, sqlite3.DatabaseError) and "no such" in text:
        return f"the game history {name} has an unknown layout"
    return f"the game history {name} cannot be used ({exc})"
