"""The authoritative game server: asyncio and the ``websockets`` library.

The server alone holds each game's state: it deals, shuffles (the seed never leaves
it while the game runs) and applies every action with the engine. Each seat's
connection receives only ``observe(state, seat)`` and the events as that seat may see
them (:mod:`sanjuan.net.wire`). Every game is kept in SQLite (:mod:`sanjuan.net.store`)
as options and actions, so a server killed and started again replays every unfinished
game and reconnecting players continue where they were, asked their pending decision
again (Keldon's Race for the Galaxy server is the model).

Seats are claimed with an invite (a short code that expires and works once) and then
held with an unguessable token (``secrets``), valid for that seat of that game only.
A seat whose connection drops is played by a computer of the game's takeover level
after the game's takeover timeout, marked as such for everybody, until its human comes
back with the token. Undo is granted only when nothing hidden was revealed and no other
seat decided since (:mod:`sanjuan.rules.undo`, Board Game Arena's rule).

The server alone draws every seed (``secrets``, 63 bits); a seed chosen by a client is
refused unless the server was started for testing (``chosen_seeds``), and then every
seat is told "deal chosen by the host". One server at a time holds a data folder (an
exclusive lock, :mod:`~sanjuan.net.datafolder`), which is private to its owner (0700,
files 0600) and whose database is checked on every start and backed up while it runs.
Unstarted games expire with their invites and started games idle for an hour are ended
as abandoned (:meth:`~sanjuan.net.hall.GameHall.sweep`); creates, errors and failed
tokens are budgeted per address and game, chat and undo per seat
(:mod:`~sanjuan.net.limits`), so reconnecting renews nothing.

Every message is checked before it touches a game (:mod:`sanjuan.net.protocol`, then
the engine); a bad one gets an ``error`` and changes nothing. Flooding (more than
:data:`RATE` messages a second, bursts of :data:`BURST`), repeated failures to claim a
seat, and messages over the size limit close the connection. A connection's failure is
its own: no other game is touched.

The parts, one job each: :mod:`~sanjuan.net.rooms` (rooms, seats, what each seat is
sent), :mod:`~sanjuan.net.hall` (the games held: load, apply, publish),
:mod:`~sanjuan.net.handlers` (each message), :mod:`~sanjuan.net.connections` (a
connection's life and limits, :mod:`~sanjuan.net.limits`), :mod:`~sanjuan.net.takeover`
(stand-in timers), :mod:`~sanjuan.net.computers` (computer players; searches in the
thinking service's worker processes, :mod:`sanjuan.ai.thinking`),
:mod:`~sanjuan.net.invites`.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import sqlite3
import ssl
import time
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import Server, serve

from sanjuan.ai.thinking import ThinkingService
from sanjuan.net import protocol
from sanjuan.net.computers import ai_seed
from sanjuan.net.connections import ConnectionHandler
from sanjuan.net.datafolder import (
    DB_NAME,
    FolderLock,
    backup,
    make_private,
    mark_had_games,
    open_games,
)
from sanjuan.net.hall import GameHall
from sanjuan.net.invites import new_invite_code, normalise_code
from sanjuan.net.limits import (
    BURST,
    HELLO_SECONDS,
    IDLE_SECONDS,
    RATE,
    SWEEP_SECONDS,
    Budgets,
    BudgetSettings,
)
from sanjuan.net.limits import Bucket as _Bucket
from sanjuan.net.metrics import Metrics, MetricsEndpoint
from sanjuan.net.rooms import Conn, Room, Seat
from sanjuan.net.store import GameStore, StoreFailed

log = logging.getLogger("sanjuan.net.server")

#: Seconds between the full garbage collections of a server that manages them.
GC_SECONDS = 600.0
#: Seconds between the checkpoints of the database's write-ahead log (in a thread).
CHECKPOINT_SECONDS = 2.0
#: Pages after which SQLite checkpoints by itself anyway (if the thread falls behind).
WAL_SAFETY_PAGES = 50_000


def _checkpoint(path: Path) -> None:
    """Copy what the write-ahead log of the database at ``path`` holds into it (SQLite's
    PASSIVE checkpoint: writers are not held up); on a connection of its own."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
    finally:
        db.close()


class GameServer:
    """A game server keeping its games under ``data_dir`` (``games.sqlite``).

    ``ping_interval``/``ping_timeout`` (s) detect dead connections; ``max_games`` bounds
    the unfinished games held, ``max_connections`` the open connections; ``clock``
    (Unix time) is used for invite expiry; ``rate``/``burst``: messages a connection may
    send per second on average and at once (more closes it); ``computer_delay``: seconds
    a computer player (or stand-in) waits after each of its moves (0: none);
    ``thinkers``: worker processes for searching computer players (default: one per
    core but one; :func:`sanjuan.ai.thinking.default_size`); ``chosen_seeds``: let ``create`` name
    the seed (testing only: the host can then know every hand, and every seat is told);
    ``budgets``: the limits per address, game and in all (:class:`BudgetSettings`);
    ``idle_seconds``: a started game with no action for this long is ended as abandoned;
    ``sweep_seconds``: how often that, and the expiry of unstarted games, is looked at;
    ``backup_seconds``/``backup_keep``: an online backup of the database into
    ``data_dir/backups`` this often (0: never), keeping the newest so many;
    ``trust_proxy``: take the client's address from ``X-Forwarded-For`` when the peer
    is this machine (a reverse proxy); ``manage_gc``: take the cyclic garbage collector's
    full collections off the hot path (a process-wide setting: ``sanjuan serve`` does,
    an embedding program may not want it) and run one every ``gc_seconds`` instead;
    ``checkpoint_seconds``: how often the database's write-ahead log is copied into it,
    in a thread, instead of by whichever action fills it (0: SQLite's own, on the loop).

    Raises ValueError for a bad ``thinkers``,
    :class:`~sanjuan.net.datafolder.FolderBusy` when another server holds ``data_dir``,
    :class:`~sanjuan.net.datafolder.DamagedData` when its games are lost (see
    :func:`~sanjuan.net.datafolder.open_games`), OSError when it cannot be written.
    Call :meth:`start`, then :meth:`close`."""

    def __init__(self, data_dir: str | Path, *, ping_interval: float = 20.0,
                 ping_timeout: float = 20.0, max_games: int = 10_000,
                 max_connections: int = 20_000, clock: Callable[[], float] = time.time,
                 rate: float = RATE, burst: int = BURST, computer_delay: float = 0.0,
                 thinkers: int | None = None, chosen_seeds: bool = False,
                 budgets: BudgetSettings | None = None, idle_seconds: float = IDLE_SECONDS,
                 sweep_seconds: float = SWEEP_SECONDS, backup_seconds: float = 0.0,
                 backup_keep: int = 24, trust_proxy: bool = False,
                 manage_gc: bool = False, gc_seconds: float = GC_SECONDS,
                 checkpoint_seconds: float = CHECKPOINT_SECONDS) -> None:
        self.data_dir = Path(data_dir)
        make_private(self.data_dir)
        self.lock = FolderLock(self.data_dir)
        try:
            store = open_games(self.data_dir)
        except BaseException:
            self.lock.release()
            raise
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.sweep_seconds = sweep_seconds
        self.backup_seconds, self.backup_keep = backup_seconds, backup_keep
        self.chosen_seeds = chosen_seeds
        self.manage_gc, self.gc_seconds = manage_gc, gc_seconds
        self.checkpoint_seconds = checkpoint_seconds
        self._gc_threshold = gc.get_threshold()
        if checkpoint_seconds > 0:
            store.db.execute(f"PRAGMA wal_autocheckpoint={WAL_SAFETY_PAGES}")
        self.pool = ThinkingService(thinkers, background=0)  # every decision is live
        self.hall = GameHall(store, clock, self.pool, computer_delay, idle_seconds)
        self.hall.on_first_game = lambda: mark_had_games(self.data_dir)
        self.budgets = Budgets(budgets)
        self.connections = ConnectionHandler(
            self.hall, max_connections=max_connections, max_games=max_games, rate=rate,
            burst=burst, budgets=self.budgets, chosen_seeds=chosen_seeds,
            trust_proxy=trust_proxy)
        self.server: Server | None = None
        self.metrics = Metrics(self.hall.unfinished, lambda: len(self.hall.rooms),
                               lambda: len(self.connections.conns))
        self.hall.metrics = self.metrics
        self.metrics_endpoint: MetricsEndpoint | None = None
        #: Why the server stopped serving: its store's writer thread failed (None: it
        #: did not). ``on_failure`` is called with it on the loop (``sanjuan serve``
        #: then exits with status 1, so that its service manager restarts it).
        self.failed: StoreFailed | None = None
        self.on_failure: Callable[[StoreFailed], None] | None = None

    @property
    def store(self) -> GameStore:
        """The games' database."""
        return self.hall.store

    @property
    def rooms(self) -> dict[str, Room]:
        """The games held in memory, by id."""
        return self.hall.rooms

    @property
    def conns(self) -> set[Conn]:
        """The open connections."""
        return self.connections.conns

    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    ssl_context: ssl.SSLContext | None = None) -> int:
        """Load every unfinished game and listen on ``host``:``port`` (0: any free
        port); returns the port. With ``ssl_context`` it serves ``wss://``."""
        if self.chosen_seeds:
            log.warning("this server lets game creators choose the seed (for testing): "
                        "they can know every hand, and every seat is told so")
        self.hall.load_all()
        loop = asyncio.get_running_loop()
        store = self.store
        store.on_commit = lambda n: loop.call_soon_threadsafe(self.hall.committed, n)
        store.on_failure = lambda exc: loop.call_soon_threadsafe(self._store_failed, exc)
        store.start_writer()
        self.hall.spawn(self._sweeping())
        if self.manage_gc:
            self._gc_threshold = gc.get_threshold()
            gc.collect()
            gc.freeze()  # the program and the games loaded: never scanned again
            gc.set_threshold(self._gc_threshold[0], self._gc_threshold[1], 1_000_000_000)
            self.hall.spawn(self._collecting())
        if self.checkpoint_seconds > 0:
            self.hall.spawn(self._checkpointing())
        if self.backup_seconds > 0:
            self.hall.spawn(self._backing_up())
        self.server = await serve(
            self.connections, host, port, ssl=ssl_context, compression=None,
            max_size=4 * protocol.MAX_CLIENT_MESSAGE, max_queue=4,
            ping_interval=self.ping_interval, ping_timeout=self.ping_timeout,
            open_timeout=HELLO_SECONDS, close_timeout=1)
        return int(self.server.sockets[0].getsockname()[1])

    def _store_failed(self, exc: StoreFailed) -> None:
        """The writer thread could not commit: stop serving (nothing more can be kept).
        Every connection is closed (1011); what was not committed was told to nobody,
        so a server started again continues every game from what is stored."""
        self.failed = exc
        self.hall.store_failed(exc)
        self.metrics.error("store_failed")
        if self.server is not None:
            self.server.close(close_connections=False)
        for conn in list(self.conns):
            self.hall.spawn(conn.ws.close(1011, "the server cannot store games"))
        if self.on_failure is not None:
            self.on_failure(exc)

    async def start_metrics(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Serve the health and metrics endpoint (Prometheus text format,
        :mod:`~sanjuan.net.metrics`) on ``host``:``port`` (0: a free one); returns the
        port. Raises OSError."""
        self.metrics_endpoint = MetricsEndpoint(self.metrics)
        port = await self.metrics_endpoint.start(host, port)
        # what stalls the event loop, for the operator: its lag and the collector's pauses
        gc.callbacks.append(self.metrics.gc_callback)
        self.hall.spawn(self.metrics.watch_loop())
        return port

    async def _sweeping(self) -> None:
        """Every ``sweep_seconds``: end expired and abandoned games, forget whole
        budgets."""
        while True:
            await asyncio.sleep(self.sweep_seconds)
            try:
                self.hall.sweep()
                self.budgets.prune()
            except Exception:
                log.exception("the sweep for expired games failed")

    async def _collecting(self) -> None:
        """The full garbage collections, at a time of our choosing.

        With 2,000 games in memory a full (generation 2) collection scans half a million
        objects, ~0.2 s of CPU during which no connection is served; Python starts one
        whenever enough objects survived, every few seconds at 1,000 actions a second:
        that was the event loop's stall (issue 37). Automatic generation-2 collections
        are off (young generations are still collected: most garbage is freed by
        reference counting anyway) and one runs every ``gc_seconds``, so the stall comes
        once in that time instead of every few seconds; objects that survive it are
        frozen (never scanned again until the next one)."""
        while True:
            await asyncio.sleep(self.gc_seconds)
            began = time.perf_counter()
            gc.unfreeze()
            found = gc.collect()
            gc.freeze()
            log.debug("full garbage collection: %d unreachable, %.0f ms", found,
                      1000 * (time.perf_counter() - began))

    async def _checkpointing(self) -> None:
        """Copy the write-ahead log into the database every ``checkpoint_seconds`` in a
        thread (SQLite releases the GIL while it writes and syncs): left to SQLite, the
        action that fills the log does it, on the event loop, with an fsync."""
        path = self.data_dir / DB_NAME
        while True:
            await asyncio.sleep(self.checkpoint_seconds)
            try:
                # The connection lives and dies in the thread: a cancelled task must
                # never close it under a checkpoint that still runs there.
                await asyncio.to_thread(_checkpoint, path)
            except sqlite3.Error as exc:
                log.warning("checkpoint of the games database failed: %s", exc)

    async def backup_now(self) -> Path:
        """Back the database up now (SQLite's online backup API, in a thread: the
        games go on); returns the backup's path. Raises sqlite3.Error/OSError."""
        return await asyncio.to_thread(backup, self.data_dir / DB_NAME, self.data_dir,
                                       self.backup_keep)

    async def _backing_up(self) -> None:
        while True:
            await asyncio.sleep(self.backup_seconds)
            try:
                path = await self.backup_now()
                log.info("backed up the games to %s", path)
            except (OSError, sqlite3.Error) as exc:
                log.error("the backup of the games failed: %s", exc)

    async def close(self) -> None:
        """Stop listening, close every connection, the database, the timers and the
        thinking processes; let the data folder go."""
        try:
            if self.metrics_endpoint is not None:
                await self.metrics_endpoint.close()
                if self.metrics.gc_callback in gc.callbacks:
                    gc.callbacks.remove(self.metrics.gc_callback)
            if self.server is not None:
                if self.failed is None:
                    # what is queued is committed and told before the connections close
                    try:
                        async with asyncio.timeout(10):
                            await self.hall.settled()
                    except (TimeoutError, StoreFailed):
                        pass  # told on reconnecting instead; a failure was reported
                self.server.close()
                await self.server.wait_closed()
            self.hall.close()
        finally:
            if self.manage_gc:
                gc.unfreeze()
                gc.set_threshold(*self._gc_threshold)
            self.lock.release()


__all__ = ["BURST", "RATE", "GameServer", "Room", "Seat", "_Bucket", "ai_seed",
           "new_invite_code", "normalise_code"]
