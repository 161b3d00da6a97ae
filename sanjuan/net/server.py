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

Every message is checked before it touches a game (:mod:`sanjuan.net.protocol`, then
the engine); a bad one gets an ``error`` and changes nothing. Flooding (more than
:data:`RATE` messages a second, bursts of :data:`BURST`), repeated failures to claim a
seat, and messages over the size limit close the connection. A connection's failure is
its own: no other game is touched.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import ssl
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from sanjuan.ai import make_player
from sanjuan.net import PROTOCOL_VERSION, protocol
from sanjuan.net.protocol import NETWORK, ProtocolError, dumps, parse_client_message
from sanjuan.net.results import result_json
from sanjuan.net.store import GameRecord, GameStore, SeatRow, digest
from sanjuan.net.wire import event_to_json, events_for, observation_to_json
from sanjuan.rules.actions import action_from_json, action_to_json
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import HUMAN
from sanjuan.rules.seat import Seat as TableSeat
from sanjuan.rules.state import Options
from sanjuan.rules.undo import steps_of, undo_depth
from sanjuan.store.save import to_json as save_json

log = logging.getLogger("sanjuan.net.server")

#: Messages per second a connection may send on average, and its burst.
RATE, BURST = 20.0, 40
#: Protocol errors, and failed joins/resumes, after which a connection is closed.
MAX_ERRORS, MAX_AUTH_FAILURES = 20, 5
#: Seconds a new connection has to say hello.
HELLO_SECONDS = 10.0
#: A connection whose unsent data exceeds this (bytes) is closed (it does not read).
MAX_WRITE_BUFFER = 1 << 20
#: Games one connection may create.
MAX_CREATES = 20
#: Seconds between two undos of one connection (an undo replays the game, ~10 ms).
UNDO_SECONDS = 0.5
#: Chat lines kept per game (sent to a player who joins).
CHAT_KEPT = 50
#: Invite codes: Crockford's base-32 alphabet (no I, L, O, U), 10 characters = 50 bits.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 10


def new_invite_code() -> str:
    """A fresh invite code like ``K7QM3-XPD2R`` (50 random bits from ``secrets``)."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:5]}-{raw[5:]}"


def normalise_code(code: str) -> str:
    """``code`` as typed by a person, in the canonical form: upper case, no dashes or
    spaces, O read as 0 and I/L as 1 (Crockford)."""
    code = code.upper().replace("-", "").replace(" ", "")
    return code.translate(str.maketrans("OIL", "011"))


def ai_seed(game_seed: int, seq: int, seat: int) -> int:
    """The seed of the computer player that decides action ``seq`` for ``seat``:
    fixed by the game, so a restarted server plays exactly as before."""
    h = hashlib.sha256(f"{game_seed}:{seq}:{seat}".encode()).digest()
    return int.from_bytes(h[:8], "big")


class _Bucket:
    """A token bucket: :meth:`take` is False once more than ``burst`` messages came
    faster than ``rate`` per second."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.last = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _Conn:
    """One client connection, bound to a seat of a room once it joined."""

    __slots__ = ("ws", "room", "seat", "bucket", "errors", "auth_failures", "creates",
                 "chat_times", "last_undo")

    def __init__(self, ws: ServerConnection, rate: float, burst: int) -> None:
        self.ws = ws
        self.room: Room | None = None
        self.seat = -1
        self.bucket = _Bucket(rate, burst)
        self.errors = self.auth_failures = self.creates = 0
        self.chat_times: deque[float] = deque(maxlen=protocol.CHAT_BURST)
        self.last_undo = -1e9


@dataclass
class Seat:
    """A seat of a room: ``kind`` ("network" or a computer level), ``name``, the token
    digest once claimed, the connection playing it, and whether a computer stands in."""

    kind: str
    name: str = ""
    token: str | None = None
    conn: _Conn | None = None
    standin: bool = False
    timer: asyncio.TimerHandle | None = None

    def public(self, i: int) -> dict[str, Any]:
        """What everybody may know of this seat."""
        network = self.kind == NETWORK
        return {"seat": i, "name": self.name, "kind": NETWORK if network else "computer",
                "level": None if network else self.kind, "claimed": self.token is not None,
                "connected": self.conn is not None, "standin": self.standin}


@dataclass
class Room:
    """One game on the server (state, seats and settings)."""

    id: str
    options: Options
    settings: dict[str, Any]
    host: str
    seats: list[Seat]
    game: Game
    started: bool = False
    thinking: bool = False
    #: The seat that decided each action so far.
    deciders: list[int] = field(default_factory=list)
    chat: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=CHAT_KEPT))

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.game.state.over

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer that plays ``seat`` now, or None (a human's turn)."""
        s = self.seats[seat]
        if s.kind != NETWORK:
            return s.kind
        return self.settings["takeover_level"] if s.standin else None

    def connections(self) -> list[tuple[int, _Conn]]:
        """(seat, connection) of every connected seat."""
        return [(i, s.conn) for i, s in enumerate(self.seats) if s.conn is not None]

    def public_seats(self) -> list[dict[str, Any]]:
        """Every seat as everybody may know it."""
        return [s.public(i) for i, s in enumerate(self.seats)]

    def result(self) -> dict[str, Any]:
        """The final result (as ``sanjuan play --exit-when-over`` prints it)."""
        return result_json(self.game.state, [s.name for s in self.seats])

    def record(self) -> dict[str, Any]:
        """The finished game as a save-file document (options with the seed, seats,
        actions): it can be replayed and kept in a history. Only once the game is over."""
        assert self.over
        seats = [TableSeat(s.name, HUMAN if s.kind == NETWORK else s.kind) for s in self.seats]
        return save_json(self.game, seats)


class GameServer:
    """A game server keeping its games under ``data_dir`` (``games.sqlite``).

    ``ping_interval``/``ping_timeout`` (s) detect dead connections; ``max_games`` bounds
    the unfinished games held, ``max_connections`` the open connections; ``clock``
    (Unix time) is used for invite expiry; ``rate``/``burst``: messages a connection may
    send per second on average and at once (more closes it); ``computer_delay``: seconds
    a computer player (or stand-in) waits after each of its moves (0: none).
    Call :meth:`start`, then :meth:`close`."""

    def __init__(self, data_dir: str | Path, *, ping_interval: float = 20.0,
                 ping_timeout: float = 20.0, max_games: int = 10_000,
                 max_connections: int = 20_000, clock: Callable[[], float] = time.time,
                 rate: float = RATE, burst: int = BURST, computer_delay: float = 0.0) -> None:
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = GameStore(self.data_dir / "games.sqlite")
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.max_games, self.max_connections = max_games, max_connections
        self.clock = clock
        self.rate, self.burst = rate, burst
        self.computer_delay = computer_delay
        self.rooms: dict[str, Room] = {}
        self.conns: set[_Conn] = set()
        self.server: Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    # -- life cycle ----------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    ssl_context: ssl.SSLContext | None = None) -> int:
        """Load every unfinished game and listen on ``host``:``port`` (0: any free
        port); returns the port. With ``ssl_context`` it serves ``wss://``."""
        for gid in self.store.game_ids():
            try:
                self._load(gid)
            except Exception:  # a damaged game must not keep the others from running
                log.exception("game %s could not be loaded; it is left out", gid)
        self.server = await serve(
            self._handler, host, port, ssl=ssl_context, compression=None,
            max_size=4 * protocol.MAX_CLIENT_MESSAGE, max_queue=4,
            ping_interval=self.ping_interval, ping_timeout=self.ping_timeout,
            open_timeout=HELLO_SECONDS, close_timeout=1)
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop listening, close every connection, the database and the timers."""
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for room in self.rooms.values():
            for s in room.seats:
                if s.timer is not None:
                    s.timer.cancel()
        for t in list(self._tasks):
            t.cancel()
        self.store.close()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- rooms ----------------------------------------------------------------------

    def _load(self, gid: str) -> Room | None:
        """The room of game ``gid``, replayed from the database if not in memory."""
        room = self.rooms.get(gid)
        if room is not None:
            return room
        rec = self.store.load(gid)
        if rec is None:
            return None
        game = Game(rec.options)
        for data, seat, _by in rec.actions:
            game.apply(action_from_json(data), seat)
        seats = [Seat(r.kind, r.name, r.token) for r in rec.seats]
        room = Room(gid, rec.options, rec.settings, rec.host, seats, game, rec.started,
                    deciders=[seat for _, seat, _ in rec.actions])
        self.rooms[gid] = room
        if room.started and not room.over:
            for i, s in enumerate(seats):
                if s.kind == NETWORK:
                    self._start_takeover_timer(room, i)
            self._schedule_computer(room)
        log.info("game %s loaded: %d actions", gid, len(game.actions))
        return room

    def _new_room(self, msg: dict[str, Any]) -> tuple[Room, list[dict[str, Any]]]:
        kinds: list[str] = msg["seats"]
        seed = msg.get("seed")
        if seed is None:
            seed = secrets.randbits(63)
        options = Options(len(kinds), msg.get("edition", "2018"), msg.get("variant", False), seed)
        settings = {"takeover_seconds": msg.get("takeover_seconds", protocol.TAKEOVER_DEFAULT),
                    "takeover_level": msg.get("takeover_level", "medium"),
                    "autostart": msg.get("autostart", True)}
        gid = secrets.token_hex(12)
        host = secrets.token_hex(32)
        seats = [Seat(k, "" if k == NETWORK else f"{k.title()} computer") for k in kinds]
        expires = self.clock() + 60 * msg.get("invite_minutes", protocol.INVITE_DEFAULT)
        invites, rows = [], []
        for i, k in enumerate(kinds):
            if k == NETWORK:
                code = new_invite_code()
                invites.append({"seat": i, "code": code, "expires": expires})
                rows.append((digest(normalise_code(code)), i, expires))
        rec = GameRecord(gid, options, settings, digest(host),
                         [SeatRow(s.kind, s.name) for s in seats])
        self.store.create_game(rec, rows)
        room = Room(gid, options, settings, digest(host), seats, Game(options))
        self.rooms[gid] = room
        return room, [{"game": gid, "host": host, "invites": invites}]

    def _unfinished(self) -> int:
        return sum(1 for r in self.rooms.values() if not r.over)

    # -- sending -------------------------------------------------------------------

    def _send(self, conn: _Conn, text: str) -> None:
        """Queue ``text`` on ``conn`` without waiting (order is kept); a connection
        that stopped reading is closed."""
        ws = conn.ws
        transport = ws.transport
        if transport is not None and transport.get_write_buffer_size() > MAX_WRITE_BUFFER:
            self._spawn(ws.close(protocol.CLOSE_POLICY, "not reading"))
            return
        broadcast([ws], text)

    def _state_message(self, room: Room, seat: int) -> str:
        s = room.game.state
        msg: dict[str, Any] = {
            "type": "state", "game": room.id, "seat": seat, "seq": len(room.game.actions),
            "started": room.started, "settings": dict(room.settings),
            "seats": room.public_seats(), "obs": observation_to_json(observe(s, seat)),
            "events": [event_to_json(e) for e in events_for(s.log or (), seat)],
            "chat": list(room.chat)}
        if room.over:
            msg["result"], msg["record"] = room.result(), room.record()
        return dumps(msg)

    def _publish_seats(self, room: Room) -> None:
        text = dumps({"type": "seats", "seats": room.public_seats()})
        for _, conn in room.connections():
            self._send(conn, text)

    def _publish(self, room: Room, first_event: int) -> None:
        """Send every connected seat its update after a change: its observation and the
        new events as it may see them; then let a computer move if it is its turn."""
        s = room.game.state
        new = (s.log or [])[first_event:]
        seq = len(room.game.actions)
        extra = {"result": room.result(), "record": room.record()} if room.over else {}
        for seat, conn in room.connections():
            self._send(conn, dumps({
                "type": "update", "seq": seq, "obs": observation_to_json(observe(s, seat)),
                "events": [event_to_json(e) for e in events_for(new, seat)], **extra}))
        if room.over:
            self.store.finish(room.id)
            for place in room.seats:
                if place.timer is not None:
                    place.timer.cancel()
                    place.timer = None
        else:
            self._schedule_computer(room)

    # -- playing ----------------------------------------------------------------------

    def _apply(self, room: Room, seat: int, action: Any, by: str) -> None:
        """Apply ``action`` for ``seat`` (raises IllegalActionError, nothing changed),
        store it, tell everybody."""
        game = room.game
        first = len(game.state.log or ())
        n = len(game.actions)
        game.apply(action, seat)
        room.deciders.append(seat)
        try:
            self.store.add_action(room.id, n, seat, action_to_json(action), by)
        except Exception:
            # The disk refused: the game goes back to what is stored (nothing changed).
            log.exception("game %s: could not store action %d", room.id, n)
            self.rooms.pop(room.id, None)
            self._reload_after_failure(room)
            raise
        self._publish(room, first)

    def _reload_after_failure(self, room: Room) -> None:
        fresh = self._load(room.id)
        if fresh is None:
            return
        for i, s in enumerate(room.seats):
            fresh.seats[i].conn = s.conn
            if s.conn is not None:
                s.conn.room = fresh

    def _schedule_computer(self, room: Room) -> None:
        s = room.game.state
        if (room.started and not room.thinking and not s.over and s.decision is not None
                and room.computer_level(s.decision.seat) is not None):
            room.thinking = True
            self._spawn(self._computer_moves(room))

    async def _computer_moves(self, room: Room) -> None:
        """Let computer players (and stand-ins) move while it is their turn."""
        from sanjuan.ai.remote import REMOTE_LEVELS, make_thinking_player

        try:
            while self.rooms.get(room.id) is room:
                s = room.game.state
                if s.over or s.decision is None:
                    return
                seat = s.decision.seat
                level = room.computer_level(seat)
                if level is None:
                    return
                seq = len(room.game.actions)
                obs = observe(s, seat)
                seed = ai_seed(room.options.seed, seq, seat)
                if level in REMOTE_LEVELS:  # searches think in a second process
                    action = await asyncio.to_thread(make_thinking_player(level, seed).choose, obs)
                else:
                    action = make_player(level, seed).choose(obs)
                if (self.rooms.get(room.id) is not room or len(room.game.actions) != seq
                        or room.computer_level(seat) != level):
                    continue  # the human came back meanwhile: they decide
                by = "computer" if room.seats[seat].kind != NETWORK else "standin"
                self._apply(room, seat, action, by)
                await asyncio.sleep(self.computer_delay)  # (0: let other games through)
        except Exception:
            log.exception("game %s: a computer player failed", room.id)
        finally:
            room.thinking = False

    def _start_game(self, room: Room) -> None:
        if room.started:
            return
        room.started = True
        self.store.start(room.id)
        for i, s in enumerate(room.seats):
            if s.kind == NETWORK and s.conn is None:
                self._start_takeover_timer(room, i)
        self._publish_seats(room)
        for seat, conn in room.connections():
            self._send(conn, self._state_message(room, seat))
        self._schedule_computer(room)

    def _start_takeover_timer(self, room: Room, seat: int) -> None:
        s = room.seats[seat]
        if s.timer is not None or s.standin or room.over:
            return
        loop = asyncio.get_running_loop()
        s.timer = loop.call_later(room.settings["takeover_seconds"], self._take_over, room, seat)

    def _take_over(self, room: Room, seat: int) -> None:
        s = room.seats[seat]
        s.timer = None
        if s.conn is not None or room.over or self.rooms.get(room.id) is not room:
            return
        s.standin = True
        log.info("game %s: a computer stands in for seat %d", room.id, seat)
        self._publish_seats(room)
        self._schedule_computer(room)

    # -- connections ------------------------------------------------------------------

    async def _handler(self, ws: ServerConnection) -> None:
        if len(self.conns) >= self.max_connections:
            await ws.close(protocol.CLOSE_LIMIT, "server full")
            return
        conn = _Conn(ws, self.rate, self.burst)
        self.conns.add(conn)
        try:
            if not await self._greet(conn):
                return
            async for data in ws:
                if not conn.bucket.take():
                    self._send(conn, protocol.error(protocol.RATE, "too many messages"))
                    await ws.close(protocol.CLOSE_POLICY, "too many messages")
                    return
                try:
                    self._dispatch(conn, parse_client_message(data))
                except ProtocolError as exc:
                    self._send(conn, protocol.error(exc.code, exc.message))
                    conn.errors += 1
                    if conn.errors >= MAX_ERRORS or conn.auth_failures >= MAX_AUTH_FAILURES:
                        await ws.close(protocol.CLOSE_POLICY, "too many errors")
                        return
                except Exception:
                    log.exception("internal error on a message")
                    self._send(conn, protocol.error(protocol.INTERNAL, "internal server error"))
        except ConnectionClosed:
            pass
        finally:
            self.conns.discard(conn)
            self._detach(conn)

    async def _greet(self, conn: _Conn) -> bool:
        ws = conn.ws
        try:
            async with asyncio.timeout(HELLO_SECONDS):
                first = await ws.recv()
        except TimeoutError:
            await ws.close(protocol.CLOSE_POLICY, "no hello")
            return False
        try:
            msg = parse_client_message(first)
        except ProtocolError as exc:
            self._send(conn, protocol.error(exc.code, exc.message))
            await ws.close(protocol.CLOSE_POLICY, "bad hello")
            return False
        if msg["type"] != "hello":
            self._send(conn, protocol.error(protocol.HELLO_FIRST, "say hello first"))
            await ws.close(protocol.CLOSE_POLICY, "no hello")
            return False
        if msg["protocol"] != PROTOCOL_VERSION:
            self._send(conn, protocol.error(
                protocol.VERSION, f"this server speaks protocol version {PROTOCOL_VERSION}, "
                f"your program version {msg['protocol']}: update the program that is older",
                protocol=PROTOCOL_VERSION))
            await ws.close(protocol.CLOSE_VERSION, "protocol version")
            return False
        from sanjuan.version import version

        self._send(conn, dumps({"type": "welcome", "protocol": PROTOCOL_VERSION,
                                "server": f"sanjuan {version()}"}))
        return True

    def _detach(self, conn: _Conn) -> None:
        room = conn.room
        if room is None:
            return
        seat = room.seats[conn.seat]
        if seat.conn is conn:
            seat.conn = None
            if room.started and not room.over:
                self._start_takeover_timer(room, conn.seat)
            self._publish_seats(room)
        if room.over and not room.connections() and self.rooms.get(room.id) is room:
            del self.rooms[room.id]  # finished: the database keeps it

    def _dispatch(self, conn: _Conn, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "hello":
            raise ProtocolError(protocol.BAD_MESSAGE, "hello was said already")
        if kind in ("create", "join", "resume", "start"):
            getattr(self, f"_on_{kind}")(conn, msg)
            return
        room = conn.room
        if room is None:
            raise ProtocolError(protocol.NOT_JOINED, "join a game first")
        getattr(self, f"_on_{kind}")(conn, room, msg)

    def _on_create(self, conn: _Conn, msg: dict[str, Any]) -> None:
        if conn.creates >= MAX_CREATES:
            raise ProtocolError(protocol.LIMIT, "this connection has created enough games")
        if self._unfinished() >= self.max_games:
            raise ProtocolError(protocol.LIMIT, "the server holds as many games as it may")
        conn.creates += 1
        room, (info,) = self._new_room(msg)
        self._send(conn, dumps({"type": "created", **info, "seats": room.public_seats()}))
        if NETWORK not in (s.kind for s in room.seats):
            self._start_game(room)

    def _auth_failed(self, conn: _Conn, code: str, message: str) -> ProtocolError:
        conn.auth_failures += 1
        return ProtocolError(code, message)

    def _on_join(self, conn: _Conn, msg: dict[str, Any]) -> None:
        if conn.room is not None:
            raise ProtocolError(protocol.ALREADY_JOINED, "this connection plays a seat already")
        code = digest(normalise_code(msg["invite"]))
        found = self.store.invite(code)
        if found is None or found[3]:
            raise self._auth_failed(conn, protocol.UNKNOWN_INVITE,
                                    "no such invite (or it was used already)")
        gid, seat, expires, _ = found
        if self.clock() > expires:
            raise self._auth_failed(conn, protocol.EXPIRED_INVITE, "this invite has expired")
        room = self._load(gid)
        if room is None or room.over:
            raise self._auth_failed(conn, protocol.UNKNOWN_INVITE, "that game is over")
        token = secrets.token_hex(32)
        name = msg.get("name") or f"Player {seat + 1}"
        self.store.claim(gid, seat, name, digest(token), code)
        s = room.seats[seat]
        s.name, s.token = name, digest(token)
        self._send(conn, dumps({"type": "joined", "game": gid, "seat": seat, "token": token}))
        self._bind(conn, room, seat)
        if room.settings.get("autostart", True) and all(
                x.token is not None for x in room.seats if x.kind == NETWORK):
            self._start_game(room)

    def _on_resume(self, conn: _Conn, msg: dict[str, Any]) -> None:
        if conn.room is not None:
            raise ProtocolError(protocol.ALREADY_JOINED, "this connection plays a seat already")
        room = self._load(msg["game"])
        want = digest(msg["token"])
        seat = -1
        if room is not None:
            for i, s in enumerate(room.seats):
                if s.token is not None and hmac.compare_digest(s.token, want):
                    seat = i
        if room is None or seat < 0:
            raise self._auth_failed(conn, protocol.BAD_TOKEN,
                                    "this token holds no seat of that game")
        self._send(conn, dumps({"type": "joined", "game": room.id, "seat": seat}))
        self._bind(conn, room, seat)

    def _bind(self, conn: _Conn, room: Room, seat: int) -> None:
        s = room.seats[seat]
        old = s.conn
        if old is not None and old is not conn:
            old.room = None
            self._spawn(old.ws.close(protocol.CLOSE_REPLACED, "seat taken up elsewhere"))
        s.conn, conn.room, conn.seat = conn, room, seat
        if s.timer is not None:
            s.timer.cancel()
            s.timer = None
        s.standin = False
        self._send(conn, self._state_message(room, seat))
        self._publish_seats(room)

    def _on_start(self, conn: _Conn, msg: dict[str, Any]) -> None:
        room = self.rooms.get(msg["game"])
        if room is None or not hmac.compare_digest(room.host, digest(msg["host"])):
            raise self._auth_failed(conn, protocol.BAD_TOKEN, "not the host of that game")
        self._start_game(room)
        self._send(conn, dumps({"type": "started", "game": room.id}))

    def _check_turn(self, room: Room, conn: _Conn, seq: int) -> None:
        if not room.started:
            raise ProtocolError(protocol.NOT_STARTED, "the game has not started yet")
        if room.over:
            raise ProtocolError(protocol.GAME_OVER, "the game is over")
        if seq != len(room.game.actions):
            raise ProtocolError(protocol.STALE, f"seq {seq} is not the game's current "
                                                f"{len(room.game.actions)}")

    def _on_action(self, conn: _Conn, room: Room, msg: dict[str, Any]) -> None:
        self._check_turn(room, conn, msg["seq"])
        d = room.game.state.decision
        if d is None or d.seat != conn.seat:
            raise ProtocolError(protocol.NOT_YOUR_TURN, "it is not your decision")
        try:
            action = action_from_json(msg["action"])
        except ValueError as exc:
            raise ProtocolError(protocol.BAD_MESSAGE, str(exc)[:200]) from None
        try:
            self._apply(room, conn.seat, action, "human")
        except IllegalActionError as exc:
            self._send(conn, protocol.error(protocol.ILLEGAL, str(exc)[:300],
                                            rule=exc.rule, seq=msg["seq"]))

    def _on_undo(self, conn: _Conn, room: Room, msg: dict[str, Any]) -> None:
        self._check_turn(room, conn, msg["seq"])
        game = room.game
        now = time.monotonic()
        if not room.deciders or room.deciders[-1] != conn.seat:
            raise ProtocolError(protocol.UNDO_REFUSED, "nothing to take back (other_seat)")
        if now - conn.last_undo < UNDO_SECONDS:
            raise ProtocolError(protocol.UNDO_REFUSED, "one undo at a time; wait a little")
        conn.last_undo = now
        limit = undo_depth(steps_of(game), conn.seat)
        if limit.depth < 1:
            raise ProtocolError(protocol.UNDO_REFUSED, f"nothing to take back "
                                                       f"({limit.blocker.value})")
        n = len(game.actions) - 1
        self.store.remove_action(room.id, n)
        room.game = Game.replay(room.options, game.actions[:n])
        room.deciders.pop()
        for seat, c in room.connections():
            self._send(c, self._state_message(room, seat))
        self._schedule_computer(room)

    def _on_chat(self, conn: _Conn, room: Room, msg: dict[str, Any]) -> None:
        now = time.monotonic()
        times = conn.chat_times
        if len(times) == times.maxlen and now - times[0] < protocol.CHAT_WINDOW:
            raise ProtocolError(protocol.CHAT_REFUSED, "too many chat messages; wait a little")
        times.append(now)
        line = {"type": "chat", "seat": conn.seat, "name": room.seats[conn.seat].name,
                "text": msg["text"], "time": round(self.clock(), 3)}
        room.chat.append(line)
        text = dumps(line)
        for _, c in room.connections():
            self._send(c, text)
