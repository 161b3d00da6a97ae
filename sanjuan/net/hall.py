"""The games a server holds: rooms in memory and in the database, applying actions,
telling every seat, seats taken and left.

:class:`GameHall` is the server without its network side: :mod:`sanjuan.net.handlers`
calls it for each checked message, :mod:`sanjuan.net.connections` when a connection
ends. An action is stored before anybody is told about it: with the store's writer
thread (:meth:`~sanjuan.net.store.GameStore.start_writer`) every message is held until
the writes queued before it are committed (:meth:`GameHall.committed`), so the event
loop never waits for the disk and a crash loses nothing anybody was told. Without it
(and if the disk refuses a write there) the room goes back to what is stored and
nothing changed. Computer players and takeover
timers are its helpers (:mod:`sanjuan.net.computers`, :mod:`sanjuan.net.takeover`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any

from websockets.asyncio.server import broadcast

from sanjuan.ai.thinking import ThinkingService
from sanjuan.net import protocol
from sanjuan.net.computers import Computers
from sanjuan.net.limits import IDLE_SECONDS, MAX_WRITE_BUFFER
from sanjuan.net.metrics import Metrics
from sanjuan.net.protocol import NETWORK
from sanjuan.net.rooms import (
    Conn,
    NewRoom,
    Room,
    new_room,
    room_from_record,
    seats_message,
    state_message,
    update_messages,
)
from sanjuan.net.store import GameStore, StoreFailed
from sanjuan.net.takeover import Takeover
from sanjuan.rules.actions import Action, action_to_json

log = logging.getLogger("sanjuan.net.server")


class GameDamaged(Exception):
    """The stored record of game ``game`` cannot be read or replayed (``detail``)."""

    def __init__(self, game: str, detail: str = "") -> None:
        super().__init__(f"game {game} is damaged in the database"
                         + (f" ({detail})" if detail else ""))
        self.game = game


class GameHall:
    """Every room of a server whose games are kept in ``store``; ``clock`` (Unix time)
    dates invites; ``pool`` thinks for searching computer players; ``computer_delay``
    (s) is a pause after each computer move. Use it from one event loop; :meth:`close`
    at the end."""

    def __init__(self, store: GameStore, clock: Callable[[], float], pool: ThinkingService,
                 computer_delay: float = 0.0, idle_seconds: float = IDLE_SECONDS) -> None:
        self.store = store
        self.clock = clock
        self.idle_seconds = idle_seconds
        self.rooms: dict[str, Room] = {}
        #: Games whose stored record cannot be replayed: their players get an error.
        self.damaged: set[str] = set()
        #: Called once, when the first game created is committed (the data folder notes
        #: it has games).
        self.on_first_game: Callable[[], None] | None = None
        #: Counts actions and their time for the metrics endpoint (None: not counted).
        self.metrics: Metrics | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._first_game_write = 0  # the write number of the first game created
        #: Messages waiting for a commit: (write number, connection, text), in order.
        self._held: deque[tuple[int, Conn, str]] = deque()
        #: Waiting for the messages held until a write number to go out.
        self._settle: list[tuple[int, asyncio.Future[None]]] = []
        self.takeover = Takeover(self._stand_in)
        self.computers = Computers(pool, self.apply, self.is_live, self.spawn, computer_delay)

    # -- life cycle ----------------------------------------------------------------------

    def spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run ``coro`` as a task that :meth:`close` cancels."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def load_all(self) -> None:
        """Load every unfinished game from the database (a damaged one is logged in one
        line and left out, so that it keeps none of the others from running; its
        players are told so when they come back), then end those that expired or were
        abandoned while the server was down (:meth:`sweep`)."""
        for gid in self.store.game_ids():
            try:
                self.load(gid)
            except GameDamaged as exc:
                log.error("%s; it is left out", exc)
        self.sweep()

    def close(self) -> None:
        """Cancel every timer, computer player and task; close the database."""
        for room in self.rooms.values():
            room.cancel_timers()
        self.computers.pool.close()
        for t in list(self._tasks):
            t.cancel()
        self.store.close()

    # -- rooms ---------------------------------------------------------------------------

    def is_live(self, room: Room) -> bool:
        """Whether ``room`` is the one this hall holds for its game (not a stale copy)."""
        return self.rooms.get(room.id) is room

    def load(self, gid: str) -> Room | None:
        """The room of game ``gid``, replayed from the database if not in memory; None
        if there is no such game, or it was ended before its end (by its host, expired
        or abandoned). Raises GameDamaged when its stored record cannot be read or
        replayed (that game only: nothing else is touched)."""
        room = self.rooms.get(gid)
        if room is not None:
            return room
        if gid in self.damaged:
            raise GameDamaged(gid)
        try:
            rec = self.store.load(gid)
            if rec is None:
                return None
            room = room_from_record(rec)
        except StoreFailed:
            raise  # the writer failed: the server stops, the game is not damaged
        except Exception as exc:  # noqa: BLE001 - any damage, reported as such
            # A damaged row (unreadable JSON, an action the engine refuses): that game
            # cannot be played; every other one can.
            self.damaged.add(gid)
            raise GameDamaged(gid, f"{type(exc).__name__}: {str(exc)[:200]}") from None
        if rec.over and not room.over:
            return None  # ended by its host, expired or abandoned: gone for good
        room.last_active = self.clock()
        self.rooms[gid] = room
        if room.started and not room.over:
            for i, s in enumerate(room.seats):
                if s.kind == NETWORK:
                    self.takeover.start(room, i)
            self.computers.schedule(room)
        log.info("game %s loaded: %d actions", gid, len(room.game.actions))
        return room

    def create(self, msg: dict[str, Any]) -> NewRoom:
        """A new room for the checked ``create`` message, stored and held."""
        made = new_room(msg, self.clock())
        write = self.store.create_game(made.record, made.invite_rows)
        self.rooms[made.room.id] = made.room
        if self.on_first_game is not None and self._first_game_write == 0:
            self._first_game_write = write
            self.committed(self.store.committed)  # committed already without a writer
        return made

    def unfinished(self) -> int:
        """Live games held: not over, and not expired unstarted ones (the limit on
        games counts these only)."""
        now = self.clock()
        return sum(1 for r in self.rooms.values() if not r.over and not r.expired(now))

    def sweep(self) -> int:
        """End the unstarted games whose invites expired ("expired") and the started
        ones with no action for ``idle_seconds`` ("abandoned"): stored as over (their
        record is kept), their seats' connections closed, out of memory. Returns how
        many were ended."""
        now = self.clock()
        ended = 0
        for room in list(self.rooms.values()):
            if room.over:
                continue
            if room.expired(now):
                self.end_game(room, "expired", "the game never started and its invites "
                                               "expired")
            elif room.started and now - room.last_active > self.idle_seconds:
                self.end_game(room, "abandoned", "nobody moved for "
                                                 f"{self.idle_seconds / 60:g} minutes")
            else:
                continue
            ended += 1
        if ended:
            log.info("%d games expired or abandoned", ended)
        return ended

    # -- sending -------------------------------------------------------------------------

    def send(self, conn: Conn, text: str) -> None:
        """Queue ``text`` on ``conn`` without waiting (order is kept, also with the
        messages of every other connection); held until the writes queued before it are
        committed (:meth:`committed`). A connection that stopped reading is closed."""
        store = self.store
        if self._held or store.committed < store.queued:
            self._held.append((store.queued, conn, text))
            return
        self._deliver(conn, text)

    def committed(self, upto: int) -> None:
        """The store committed every write up to number ``upto``: send the messages
        that waited for them (called on the loop, from the writer thread's
        ``on_commit``)."""
        if self._first_game_write and upto >= self._first_game_write \
                and self.on_first_game is not None:
            # noted once the first game is on the disk (a lost one is no game)
            self.on_first_game()
            self.on_first_game = None
        held = self._held
        while held and held[0][0] <= upto:
            _, conn, text = held.popleft()
            self._deliver(conn, text)
        if self._settle:
            done = [f for n, f in self._settle if n <= upto]
            self._settle = [(n, f) for n, f in self._settle if n > upto]
            for f in done:
                if not f.done():
                    f.set_result(None)

    async def settled(self) -> None:
        """Wait until every message held now has gone out (before a connection is
        closed after its last message). Raises StoreFailed if the writes it waits for
        were never committed."""
        if not self._held:
            return
        if self.store.failed is not None:
            raise self.store.failed
        future = asyncio.get_running_loop().create_future()
        self._settle.append((self._held[-1][0], future))
        await future

    def store_failed(self, exc: StoreFailed) -> None:
        """The store's writer thread failed: the held messages are never sent (they
        tell of writes that are lost); whoever waits for them gets ``exc``."""
        self._held.clear()
        for _, f in self._settle:
            if not f.done():
                f.set_exception(exc)
        self._settle = []

    async def close_after_sent(self, conn: Conn, code: int, reason: str) -> None:
        """Close ``conn`` with ``code`` once the messages held now have gone out."""
        try:
            await self.settled()
        finally:
            await conn.ws.close(code, reason)

    def _deliver(self, conn: Conn, text: str) -> None:
        ws = conn.ws
        transport = ws.transport
        if transport is not None and transport.get_write_buffer_size() > MAX_WRITE_BUFFER:
            self.spawn(ws.close(protocol.CLOSE_POLICY, "not reading"))
            return
        broadcast([ws], text)

    def publish_seats(self, room: Room) -> None:
        """Tell every connected seat who sits where."""
        text = seats_message(room)
        for _, conn in room.connections():
            self.send(conn, text)

    def publish_state(self, room: Room) -> None:
        """Send every connected seat the whole room as it may see it."""
        for seat, conn in room.connections():
            self.send(conn, state_message(room, seat))

    def _publish(self, room: Room, first_event: int) -> None:
        """Send every connected seat its update after a change; at the game's end mark
        it finished, else let a computer move if it is its turn."""
        for conn, text in update_messages(room, first_event):
            self.send(conn, text)
        if room.over:
            self.store.finish(room.id)
            room.cancel_timers()
            if not room.connections() and self.is_live(room):
                # Nobody is there to see the end (stand-ins finished it): the database
                # keeps it, memory need not.
                del self.rooms[room.id]
        else:
            self.computers.schedule(room)

    # -- playing -------------------------------------------------------------------------

    def apply(self, room: Room, seat: int, action: Action, by: str) -> None:
        """Apply ``action`` for ``seat`` (raises IllegalActionError, nothing changed),
        store it (``by``: "human", "computer" or "standin"), tell everybody."""
        if self.store.failed is not None:
            raise self.store.failed  # nothing more can be kept: nothing changes
        began = time.perf_counter()
        game = room.game
        first = len(game.state.log or ())
        n = len(game.actions)
        room.apply(action, seat)
        room.last_active = self.clock()
        try:
            self.store.add_action(room.id, n, seat, action_to_json(action), by)
        except Exception:
            # The disk refused: the game goes back to what is stored (nothing changed).
            log.exception("game %s: could not store action %d", room.id, n)
            self.rooms.pop(room.id, None)
            self._reload_after_failure(room)
            raise
        self._publish(room, first)
        if self.metrics is not None:
            self.metrics.action_done(time.perf_counter() - began)

    def _reload_after_failure(self, room: Room) -> None:
        self.computers.cancel(room)
        fresh = self.load(room.id)
        if fresh is None:
            return
        for i, s in enumerate(room.seats):
            fresh.seats[i].conn = s.conn
            if s.conn is not None:
                s.conn.room = fresh

    def start_game(self, room: Room) -> None:
        """Start ``room``'s game (once): takeover timers for the empty network seats,
        the whole state to everybody, computer moves."""
        if room.started:
            return
        room.started = True
        room.last_active = self.clock()
        self.store.start(room.id)
        for i, s in enumerate(room.seats):
            if s.kind == NETWORK and s.conn is None:
                self.takeover.start(room, i)
        self.publish_seats(room)
        self.publish_state(room)
        self.computers.schedule(room)

    def end_game(self, room: Room, why: str = "ended",
                 reason: str = "the host ended the game") -> None:
        """End ``room``'s game for everybody before its end (``why``: "ended" by the
        host, "expired", "abandoned"; ``reason`` is told to its seats): stored as over
        with its record kept (it is not loaded again), its timers and computer players
        stopped, every seat's connection closed with
        :data:`~sanjuan.net.protocol.CLOSE_ENDED`; it leaves memory."""
        self.store.finish(room.id, why)
        room.cancel_timers()
        self.computers.cancel(room)
        self.rooms.pop(room.id, None)
        for _seat, conn in room.connections():
            conn.room = None
            self.spawn(self.close_after_sent(conn, protocol.CLOSE_ENDED, reason))

    def replaced_game(self, room: Room) -> None:
        """After an undo replaced ``room.game``: the computer's thinking is stale; send
        everybody the state, let a computer move if it is its turn."""
        self.computers.cancel(room)
        self.publish_state(room)
        self.computers.schedule(room)

    def _stand_in(self, room: Room, seat: int) -> None:
        """A takeover timer ran out: a computer plays ``seat`` if it is still empty."""
        s = room.seats[seat]
        if s.conn is not None or room.over or not self.is_live(room):
            return
        s.standin = True
        log.info("game %s: a computer stands in for seat %d", room.id, seat)
        self.publish_seats(room)
        self.computers.schedule(room)

    # -- seats taken and left -------------------------------------------------------------

    def bind(self, conn: Conn, room: Room, seat: int, close: Callable[[Conn], None]) -> None:
        """``conn`` plays ``seat`` of ``room`` from now on: a former connection of the
        seat is let go (``close(old)``), a stand-in stops, the seat gets the whole
        state and everybody the seats."""
        s = room.seats[seat]
        old = s.conn
        if old is not None and old is not conn:
            old.room = None
            close(old)
        s.conn, conn.room, conn.seat = conn, room, seat
        room.last_active = max(room.last_active, self.clock())
        self.takeover.stop(room, seat)
        if s.standin:
            s.standin = False
            self.computers.cancel(room)  # the human decides again
        self.send(conn, state_message(room, seat))
        self.publish_seats(room)

    def detach(self, conn: Conn) -> None:
        """``conn`` has ended: its seat is empty (a takeover timer starts); a finished
        room without connections leaves memory (the database keeps it)."""
        room = conn.room
        if room is None:
            return
        seat = room.seats[conn.seat]
        if seat.conn is conn:
            seat.conn = None
            if room.started and not room.over:
                self.takeover.start(room, conn.seat)
            self.publish_seats(room)
        if room.over and not room.connections() and self.is_live(room):
            del self.rooms[room.id]
