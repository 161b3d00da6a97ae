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

Since schema 4 a game keeps how many take-backs against the computer its player used
(``games.takebacks``, issue 34): such a game is casual, marked in the history and left
out of the rating.

The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` brings an older
database up to :data:`SCHEMA_VERSION`. Every failure (damaged file, locked or read-only
database, newer schema, unwritable folder) raises :class:`HistoryError` with a short
readable message; callers turn history off and play on.

Every field of every row is checked when read (:mod:`sanjuan.rules.checks`, the options
through :mod:`sanjuan.rules.codec`): types, ranges, known editions, ISO dates, the seats
of each game, action lists inflated to :data:`MAX_ACTIONS_BYTES` at most. One damaged
game is left out and counted (:meth:`History.read`), never the whole history. Player
names follow the name rule (:mod:`sanjuan.rules.names`): cleaned when a game is recorded
and again when it is read.
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

from sanjuan.rules.checks import (
    is_flag,
    is_int,
    is_int_in,
    is_iso_date,
    is_iso_time,
    is_list,
    is_object,
    is_text,
    is_word,
    loads_bounded,
)
from sanjuan.rules.codec import actions_from_json, actions_to_json, check_options
from sanjuan.rules.game import Game
from sanjuan.rules.names import MAX_NAME, sanitize_name
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seat import HUMAN, Seat
from sanjuan.rules.state import Options
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
#: The largest action list inflated from the database, in bytes of JSON (a real game's is
#: 10–20 KB): a small damaged or hostile blob that would inflate to megabytes is refused.
MAX_ACTIONS_BYTES = 2 * 1024 * 1024
#: The most actions a stored game may hold (a real game has a few hundred).
MAX_ACTIONS = 10_000
#: Bounds of the numbers a stored seat or game holds; beyond them the row is damage (a
#: total of 9·10¹⁸ VP is a valid SQLite integer but no score).
MAX_VP = 1_000
MAX_ROUNDS = 1_000
MAX_HINTS = 100_000
#: The longest stored text of a seat's scoring parts (about 200 characters in practice).
MAX_PARTS_TEXT = 2_000


class HistoryError(Exception):
    """The history database cannot be used (damaged, locked, read-only, too new); the
    message is short and readable (shown in the status bar or by the CLI)."""


class _Damaged(ValueError):
    """One stored row breaks a check (caught where the row is read)."""


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
    date (``YYYY-MM-DD``) of a deal of the day, else None; ``takebacks``: the take-backs
    against the computer used in it (schema 4; 0 for older games)."""

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
    takebacks: int = 0

    @property
    def casual(self) -> bool:
        """True for a game with take-backs against the computer (not rated)."""
        return self.takebacks > 0

    @property
    def options(self) -> Options:
        """The game's options (players, edition, variant, seed): with the actions, the
        whole game."""
        return Options(self.players, self.edition, self.variant, self.seed)

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats (several on a shared win)."""
        return tuple(i for i, s in enumerate(self.seats) if s.winner)


@dataclass(frozen=True)
class HistoryRead:
    """What :meth:`History.read` could read: the good ``records`` (oldest first) and how
    many stored games were ``unreadable`` (damaged rows, skipped)."""

    records: list[GameRecord]
    unreadable: int = 0


def unreadable_text(count: int) -> str:
    """``"1 game could not be read."`` / ``"2 games could not be read."`` (English, for
    the command line; the window says it in its own words)."""
    return f"{count} game{'' if count == 1 else 's'} could not be read."


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
              hints: Sequence[int] | None = None, takebacks: int = 0) -> GameRecord:
    """The record of the finished ``game`` played by ``seats`` (one per seat), finished
    at ``when`` (default now, UTC), of ``mode`` (one of :data:`MODES`; ``deal_date``, the
    ISO date of the deal, only and always with ``"daily"``), with ``hints[i]`` hints asked
    for by seat i (default none) and ``takebacks`` take-backs against the computer. Raises
    ValueError if the game is not over, the seat or hint count differs, the mode or date
    is invalid or ``takebacks`` is negative."""
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
    if takebacks < 0:
        raise ValueError("takebacks is a count (0 or more)")
    used = tuple(hints) if hints is not None else (0,) * len(seats)
    if len(used) != len(seats) or any(h < 0 for h in used):
        raise ValueError("give one hint count (0 or more) per seat")
    scores = score(s)
    won = winners(scores)
    # the name rule at the history door: what is stored can be shown anywhere
    rows = tuple(SeatResult(Seat(sanitize_name(c.name), c.kind), b.parts(), b.total,
                            b.tiebreak, i in won, used[i])
                 for i, (c, b) in enumerate(zip(seats, scores, strict=True)))
    o = game.options
    stamp = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    return GameRecord(stamp, o.edition, o.variant, o.players, o.seed, s.round,
                      not any(r.is_human for r in rows), rows,
                      tuple(actions_to_json(game.actions)), None, mode, deal_date,
                      takebacks)


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


def _v4(db: sqlite3.Connection) -> None:
    """Schema 4: the take-backs against the computer used in a game (older games: 0)."""
    db.executescript("ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;")


#: Migration i brings a database from ``user_version`` i to i + 1 (0: a new file).
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4)
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
        """Store ``record`` (names cleaned by the name rule); returns its id."""
        with self._connect() as db:
            cur = db.execute(
                "INSERT INTO games (finished_at, edition, variant, players, seed, rounds, "
                "spectated, actions, mode, deal_date, takebacks) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.finished_at, record.edition, int(record.variant), record.players,
                 record.seed, record.rounds, int(record.spectated),
                 pack_actions(record.actions), record.mode, record.deal_date,
                 record.takebacks))
            gid = cur.lastrowid
            assert gid is not None
            db.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, parts, total, tiebreak, "
                "winner, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(gid, i, sanitize_name(s.name), s.kind, json.dumps(s.parts), s.total,
                  s.tiebreak, int(s.winner), s.hints) for i, s in enumerate(record.seats)])
            return gid

    def read(self, with_actions: bool = False) -> HistoryRead:
        """Every readable recorded game, oldest first, and the number of damaged ones
        left out (:class:`HistoryRead`); ``with_actions``: include the action lists (a
        listing does not need them). A damaged row (a field of the wrong type or out of
        range, a game without its seats, an unknown edition, an action list that does
        not unpack) costs only its own game. HistoryError when the database itself
        cannot be used."""
        with self._connect() as db:
            seats: dict[object, list[SeatResult]] = {}
            damaged: set[object] = set()
            for gid, index, *row in db.execute(
                    "SELECT game_id, seat, name, kind, parts, total, tiebreak, winner, hints "
                    "FROM seats ORDER BY game_id, seat"):
                got = seats.setdefault(gid, [])
                try:
                    if index != len(got):
                        raise _Damaged("the seats are not numbered 0, 1, …")
                    got.append(_seat(*row))
                except _Damaged:
                    damaged.add(gid)
            cols = "actions" if with_actions else "NULL"
            rows = db.execute(
                "SELECT id, finished_at, edition, variant, players, seed, rounds, spectated, "
                f"{cols}, mode, deal_date, takebacks FROM games ORDER BY finished_at, id"
            ).fetchall()
        records, unreadable = [], 0
        for row in rows:
            try:
                if row[0] in damaged:
                    raise _Damaged("a seat is damaged")
                records.append(_record(row, seats.get(row[0], []), with_actions))
            except _Damaged:
                unreadable += 1
        return HistoryRead(records, unreadable)

    def games(self, with_actions: bool = False) -> list[GameRecord]:
        """The readable games of :meth:`read` (damaged ones left out, uncounted)."""
        return self.read(with_actions).records

    def game(self, game_id: int) -> GameRecord:
        """The game ``game_id`` with its actions; HistoryError if there is none or it is
        damaged."""
        with self._connect() as db:
            row = db.execute(
                "SELECT id, finished_at, edition, variant, players, seed, rounds, spectated, "
                "actions, mode, deal_date, takebacks FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            if row is None:
                raise HistoryError(f"there is no game {game_id} in the history")
            seat_rows = db.execute(
                "SELECT seat, name, kind, parts, total, tiebreak, winner, hints FROM seats "
                "WHERE game_id = ? ORDER BY seat", (game_id,)).fetchall()
        try:
            if [r[0] for r in seat_rows] != list(range(len(seat_rows))):
                raise _Damaged("the seats are not numbered 0, 1, …")
            return _record(row, [_seat(*r[1:]) for r in seat_rows], True)
        except _Damaged:
            raise HistoryError(f"the game {game_id} in the history is damaged") from None

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
        """Every started attempt at a deal of the day, by date, with its actions.
        HistoryError (naming the date when it is one) if a row is damaged: its actions,
        its state, its date or its start time."""
        with self._connect() as db:
            rows = db.execute("SELECT deal_date, started_at, state, actions "
                              "FROM daily_attempts ORDER BY deal_date").fetchall()
        out = []
        for deal, when, state, blob in rows:
            try:
                acts = unpack_actions(blob)
            except ValueError:
                deal = deal if is_iso_date(deal) else "an unreadable date"
                raise HistoryError(f"the attempt at the deal of {deal} in the history is "
                                   "damaged") from None
            if state not in ATTEMPT_STATES or not is_iso_date(deal) or not is_iso_time(when):
                deal = deal if is_iso_date(deal) else "an unreadable date"
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
                if not (is_iso_date(deal) and is_text(level, 40)):
                    raise ValueError("a damaged date or level")
                out[(deal, level)] = unpack_actions(blob)
            except ValueError:
                deal = deal if is_iso_date(deal) else "an unreadable date"
                raise HistoryError(f"Expert's game on the deal of {deal} in the history "
                                   "is damaged") from None
        return out

    def drop_expert_game(self, deal_date: str, level: str) -> None:
        """Forget the kept Expert game of ``deal_date`` and ``level`` (a damaged one)."""
        with self._connect() as db:
            db.execute("DELETE FROM daily_expert WHERE deal_date = ? AND level = ?",
                       (deal_date, level))


def _record(row: Sequence[Any], seats: list[SeatResult], with_actions: bool) -> GameRecord:
    """The record of a ``games`` row with its ``seats``; _Damaged when a field breaks
    its check (the names of the fields are the database's)."""
    gid, when, ed, variant, players, seed, rounds, spectated, actions, mode, deal, backs = row
    if not is_int(gid) or not is_iso_time(when):
        raise _Damaged("id or finished_at")
    try:
        opts = check_options(players, ed, variant, seed, stored=True)
    except ValueError as exc:
        raise _Damaged(str(exc)) from None
    if len(seats) != opts.players:
        raise _Damaged("the game's seats are missing")
    if not (is_int_in(rounds, 0, MAX_ROUNDS) and is_flag(spectated) and is_word(mode)):
        raise _Damaged("rounds, spectated or mode")
    if not (deal is None or is_iso_date(deal)) or (mode == "daily") != (deal is not None):
        raise _Damaged("deal_date")
    if not is_int_in(backs, 0, MAX_ACTIONS):
        raise _Damaged("takebacks")
    try:
        acts = unpack_actions(actions) if with_actions else ()
        actions_from_json(acts, MAX_ACTIONS)  # each one well-formed (legal: on replay)
    except ValueError as exc:
        raise _Damaged(str(exc)) from None
    return GameRecord(when, opts.edition, opts.variant, opts.players, opts.seed, rounds,
                      bool(spectated), tuple(seats), acts, gid, mode, deal, backs)


def _seat(name: object, kind: object, parts: object, total: object, tiebreak: object,
          winner: object, hints: object) -> SeatResult:
    """The seat of a ``seats`` row; _Damaged when a field breaks its check. A name is
    cleaned by the name rule (:func:`~sanjuan.rules.names.sanitize_name`): a row written
    before the rule, or changed by hand, still shows."""
    if not isinstance(name, str) or len(name) > 4 * MAX_NAME or not is_word(kind):
        raise _Damaged("name or kind")
    if not (is_int_in(total, 0, MAX_VP) and is_int_in(tiebreak, 0, MAX_VP)
            and is_flag(winner) and is_int_in(hints, 0, MAX_HINTS)):
        raise _Damaged("total, tiebreak, winner or hints")
    return SeatResult(Seat(sanitize_name(name), kind), _parts(parts), total, tiebreak,
                      bool(winner), hints)


def pack_actions(actions: Sequence[dict[str, Any]]) -> bytes:
    """The JSON action list, zlib-compressed (a game's actions shrink ~13×, to ~1 KB)."""
    return zlib.compress(json.dumps(list(actions), separators=(",", ":")).encode(), 9)


def unpack_actions(blob: object) -> tuple[dict[str, Any], ...]:
    """The JSON actions packed by :func:`pack_actions`. Raises ValueError (and nothing
    else) for damaged data: not bytes, not zlib, inflating to more than
    :data:`MAX_ACTIONS_BYTES` (inflation stops there), not UTF-8 JSON, not a list of at
    most :data:`MAX_ACTIONS` objects."""
    if not isinstance(blob, bytes):
        raise ValueError(f"the action list is {type(blob).__name__}, not bytes")
    inflate = zlib.decompressobj()
    try:
        data = inflate.decompress(blob, MAX_ACTIONS_BYTES + 1)
    except zlib.error:
        raise ValueError("the action list is not compressed data") from None
    if len(data) > MAX_ACTIONS_BYTES or inflate.unconsumed_tail:
        raise ValueError(f"the action list is larger than {MAX_ACTIONS_BYTES} bytes")
    if not inflate.eof:
        raise ValueError("the action list is cut short")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("the action list is not UTF-8 text") from None
    acts = loads_bounded(text, MAX_ACTIONS_BYTES)
    if not is_list(acts, MAX_ACTIONS) or not all(is_object(a) for a in acts):
        raise ValueError("the action list is not a list of objects")
    return tuple(acts)


def _parts(text: object) -> dict[str, int]:
    """A seat's scoring parts, stored as a short JSON object of part → VP."""
    try:
        parts = loads_bounded(text, MAX_PARTS_TEXT)
    except ValueError as exc:
        raise _Damaged(str(exc)) from None
    if not (is_object(parts) and len(parts) <= 20
            and all(is_word(k, 40) and is_int_in(v, 0, MAX_VP) for k, v in parts.items())):
        raise _Damaged("the scoring parts")
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
