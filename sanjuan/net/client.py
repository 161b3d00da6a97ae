"""A headless client: create games on a server, and play a seat with a computer player.

:class:`Connection` is one WebSocket connection that has said hello (protocol version
checked). :func:`create_game` asks a server for a new game and returns its invites.
:class:`SeatPlayer` takes a seat (with an invite, or a token it already holds) and plays
it with a computer player of a given level to the end, reconnecting with its token
when the connection drops; it returns the final result (the JSON of ``sanjuan play
--exit-when-over``). Its computer player is seeded by the client's seed, the seat and
the action number, so a client that reconnects (or is restarted with its token) makes
the same choices it would have made.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import ssl
import time
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from sanjuan.ai import level_of, make_player
from sanjuan.net import PROTOCOL_VERSION, protocol, trust
from sanjuan.net.protocol import dumps
from sanjuan.net.wire import observation_from_json
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.observation import Observation
from sanjuan.rules.seat import NETWORK

log = logging.getLogger("sanjuan.net.client")

#: Errors after which a player gives up instead of reconnecting.
FATAL_CODES = frozenset({protocol.VERSION, protocol.UNKNOWN_INVITE, protocol.EXPIRED_INVITE,
                         protocol.BAD_TOKEN, protocol.ILLEGAL, protocol.BAD_MESSAGE,
                         protocol.NAME_TAKEN, protocol.DAMAGED_GAME})
#: Close codes after which a player gives up.
FATAL_CLOSES = frozenset({protocol.CLOSE_VERSION, protocol.CLOSE_REPLACED,
                          protocol.CLOSE_POLICY, protocol.CLOSE_ENDED})
#: The error code a client reports when the host ended the game (close code
#: :data:`~sanjuan.net.protocol.CLOSE_ENDED`).
ENDED = "ended"


def connect_problem(url: str, exc: BaseException) -> str:
    """One sentence saying why connecting to ``url`` failed with ``exc`` (a
    ``websockets`` handshake error, an SSL or other OSError, a timeout): the mistakes
    people make — ``ws://`` to a TLS port, ``wss://`` to a plain one, a certificate
    nobody vouches for — are named as such, never as a traceback."""
    tls = url.startswith("wss:")
    if isinstance(exc, trust.CertificateChanged):
        return (f"WARNING: the certificate of the server at {url} has CHANGED since you "
                f"trusted it (trusted {exc.expected}, now {exc.presented}): it may be "
                "another machine posing as the server; nothing was sent")
    if isinstance(exc, ssl.SSLCertVerificationError):
        return (f"the certificate of the server at {url} is not trusted "
                f"({exc.verify_message or exc.reason}); if you trust it, give its "
                "certificate authority with --cafile")
    if isinstance(exc, ssl.SSLError) or (tls and isinstance(exc, (EOFError,
                                                                  ConnectionResetError))):
        return (f"the server at {url} does not speak TLS (wss://) there; if it serves "
                "plain connections, use ws:// instead")
    if isinstance(exc, InvalidHandshake) or isinstance(exc, EOFError):
        hint = ("; if it serves TLS, use wss:// instead" if not tls else "")
        return f"the server at {url} did not answer as a game server{hint}"
    if isinstance(exc, TimeoutError):
        return f"the server at {url} did not answer in time"
    if isinstance(exc, ConnectionRefusedError):
        return f"the connection to {url} was refused: nothing is listening there"
    return f"the server at {url} cannot be reached ({exc or type(exc).__name__})"


class ServerError(Exception):
    """The server answered with an ``error`` message (``code``, ``message``)."""

    def __init__(self, code: str, message: str, doc: dict[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.doc = code, message, doc or {}


def client_name() -> str:
    """This program as named in ``hello``."""
    from sanjuan.version import version

    return f"sanjuan {version()}"


class Connection:
    """One connection to ``url`` (``ws://`` or ``wss://``; ``ssl_context`` for a server
    with its own certificate). ``record``: called with the raw text of every message the
    server sends (tests record a seat's bytes with it)."""

    def __init__(self, url: str, ssl_context: ssl.SSLContext | None = None,
                 record: Callable[[str], None] | None = None) -> None:
        self.url, self.ssl_context, self.record = url, ssl_context, record
        self.ws: ClientConnection | None = None

    async def open(self, timeout: float = 10.0) -> dict[str, Any]:
        """Connect and say hello; returns the ``welcome``. Raises ServerError (e.g. code
        ``version`` from a server of another protocol version), OSError and the
        ``websockets`` exceptions when the server cannot be reached."""
        kwargs: dict[str, Any] = {"max_size": protocol.MAX_SERVER_MESSAGE,
                                  "compression": None, "open_timeout": timeout}
        pinned = self.url.startswith("wss:") and self.ssl_context is None and bool(
            trust.pinned(self.url))
        if self.url.startswith("wss:"):
            # a certificate the player trusted for this server (trust on first use) is
            # checked itself, right after the handshake, before anything is sent
            kwargs["ssl"] = self.ssl_context or (
                trust.pinned_context() if pinned else ssl.create_default_context())
        self.ws = await connect(self.url, **kwargs)
        if pinned:
            try:
                trust.check_pin(self.url, self.ws.transport.get_extra_info("ssl_object"))
            except trust.CertificateChanged:
                await self.ws.close()
                raise
        await self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "client": client_name()})
        async with asyncio.timeout(timeout):
            return await self.expect("welcome")

    async def send(self, msg: dict[str, Any]) -> None:
        """Send one message."""
        assert self.ws is not None
        await self.ws.send(dumps(msg))

    async def recv(self) -> dict[str, Any]:
        """The next message (a dict); raises ConnectionClosed when the connection ends."""
        assert self.ws is not None
        raw = await self.ws.recv()
        if isinstance(raw, bytes):
            raw = raw.decode("utf-8")
        if self.record is not None:
            self.record(raw)
        msg = json.loads(raw)
        if not isinstance(msg, dict):
            raise ValueError("the server sent something that is not a message")
        return msg

    async def expect(self, *types: str) -> dict[str, Any]:
        """The next message of one of ``types`` (others are skipped); raises ServerError
        if an ``error`` comes first."""
        while True:
            msg = await self.recv()
            if msg.get("type") == "error":
                raise ServerError(str(msg.get("code")), str(msg.get("message")), msg)
            if msg.get("type") in types:
                return msg

    async def close(self) -> None:
        """Close the connection."""
        if self.ws is not None:
            await self.ws.close()


async def create_game(url: str, players: int, computers: Sequence[str] = (), *,
                      edition: str = "2018", variant: bool = False, seed: int | None = None,
                      takeover_seconds: int = protocol.TAKEOVER_DEFAULT,
                      takeover_level: str = "medium", invite_minutes: int = protocol.INVITE_DEFAULT,
                      autostart: bool = True,
                      ssl_context: ssl.SSLContext | None = None) -> dict[str, Any]:
    """Create a game of ``players`` seats on the server at ``url``; the last
    ``len(computers)`` seats are computer players of those levels, the others network
    seats; with ``autostart`` False the game waits for ``start`` with the host token
    (a lobby) even when every seat is taken. Returns the server's ``created`` message:
    ``game``, ``host`` (the host token, for ``start``), ``invites`` (seat, code, expires
    as Unix time) and ``seats``. Raises
    ServerError if the server refuses, ValueError for bad arguments."""
    if not 2 <= players <= 4 or len(computers) >= players:
        raise ValueError("2 to 4 players, at least one of them over the network")
    kinds = [NETWORK] * (players - len(computers)) + list(computers)
    msg: dict[str, Any] = {"type": "create", "seats": kinds, "edition": edition,
                           "variant": variant, "seed": seed,
                           "takeover_seconds": takeover_seconds,
                           "takeover_level": takeover_level, "invite_minutes": invite_minutes,
                           "autostart": autostart}
    conn = Connection(url, ssl_context)
    await conn.open()
    try:
        await conn.send(msg)
        return await conn.expect("created")
    finally:
        await conn.close()


def seat_seed(seed: int, seat: int, seq: int) -> int:
    """The seed of this client's computer player for action ``seq`` of ``seat``."""
    h = hashlib.sha256(f"client:{seed}:{seat}:{seq}".encode()).digest()
    return int.from_bytes(h[:8], "big")


class SeatPlayer:
    """Plays one seat of a network game with a computer player of ``level``.

    Give ``invite`` (a code) to take a seat, or ``game`` and ``token`` to resume one.
    ``on_token(game, token)`` is called once a seat is taken (keep the token to come back
    after a crash). ``delay``: seconds to wait before each action (a human's pace).
    ``reconnect_seconds``: how long to keep trying when the server cannot be reached;
    ``away_seconds`` instead after the server said it was going away (it stopped, e.g.
    its host closed the window: the game waits for it to come back).
    ``record`` is passed to each :class:`Connection`. ``on_connection`` receives each new
    connection (tests close it to simulate a dropped network)."""

    def __init__(self, url: str, level: str = "medium", *, invite: str | None = None,
                 game: str | None = None, token: str | None = None, name: str = "",
                 seed: int = 0, delay: float = 0.0, reconnect_seconds: float = 60.0,
                 away_seconds: float = protocol.AWAY_SECONDS,
                 ssl_context: ssl.SSLContext | None = None,
                 on_token: Callable[[str, str], None] | None = None,
                 record: Callable[[str], None] | None = None,
                 on_connection: Callable[[Connection], None] | None = None) -> None:
        if invite is None and (game is None or token is None):
            raise ValueError("an invite, or a game and its token, is needed")
        make_player(level)  # raises ValueError for an unknown level
        self.url, self.level, self.invite = url, level, invite
        self.game, self.token, self.name, self.seed = game, token, name, seed
        self.delay, self.reconnect_seconds = delay, reconnect_seconds
        self.away_seconds = away_seconds
        self.server_away = False  # the server said it was going away; not back yet
        self.ssl_context, self.on_token, self.record = ssl_context, on_token, record
        self.on_connection = on_connection
        self.seat = -1
        self.seq = -1
        self.obs: Observation | None = None
        self.seats: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self.chat: list[dict[str, Any]] = []
        self.connections = 0
        self.result: dict[str, Any] | None = None
        self.record_doc: dict[str, Any] | None = None

    async def run(self) -> dict[str, Any]:
        """Play to the end; returns the final result. Raises ServerError for a refusal
        (unknown or expired invite, wrong token, another protocol version), and
        ConnectionError when the server stays unreachable for ``reconnect_seconds``
        (``away_seconds`` after it said it was going away)."""
        last_ok = time.monotonic()
        backoff = 0.05
        while True:
            conn = Connection(self.url, self.ssl_context, self.record)
            try:
                await conn.open()
                self.connections += 1
                self.server_away = False
                if self.on_connection is not None:
                    self.on_connection(conn)
                backoff = 0.05
                result = await self._play(conn)
                if result is not None:
                    return result
            except ServerError as exc:
                if exc.code in FATAL_CODES:
                    raise
                log.info("server error %s; reconnecting", exc)
            except ConnectionClosed as exc:
                code = exc.rcvd.code if exc.rcvd is not None else None
                if code == protocol.CLOSE_ENDED:
                    raise ServerError(ENDED, "the host ended the game") from exc
                if code in FATAL_CLOSES:
                    raise ServerError("closed", f"the server closed the connection ({code}: "
                                                f"{exc.rcvd.reason if exc.rcvd else ''})") from exc
                last_ok = time.monotonic()
                self.server_away = self.server_away or code == protocol.CLOSE_GOING_AWAY
            except (OSError, InvalidHandshake, TimeoutError) as exc:
                if isinstance(exc, InvalidURI | trust.CertificateChanged
                              | ssl.SSLCertVerificationError):
                    raise  # trying again cannot help: the player must decide
                log.info("cannot reach %s: %s", self.url, exc)
            finally:
                await conn.close()
            patience = self.away_seconds if self.server_away else self.reconnect_seconds
            if time.monotonic() - last_ok > patience:
                raise ConnectionError(f"the server at {self.url} could not be reached for "
                                      f"{patience:g} s")
            await asyncio.sleep(backoff)
            backoff = min(2.0 if self.server_away else 1.0, backoff * 2)

    async def _play(self, conn: Connection) -> dict[str, Any] | None:
        if self.token is None:
            await conn.send({"type": "join", "invite": self.invite, "name": self.name})
            joined = await conn.expect("joined")
            self.game, self.token = joined["game"], joined["token"]
            if self.on_token is not None:
                self.on_token(joined["game"], joined["token"])
        else:
            await conn.send({"type": "resume", "game": self.game, "token": self.token})
            joined = await conn.expect("joined")
        self.seat = joined["seat"]
        while True:
            msg = await conn.recv()
            kind = msg.get("type")
            if kind == "error":
                code = str(msg.get("code"))
                if code in (protocol.STALE, protocol.NOT_YOUR_TURN, protocol.NOT_STARTED):
                    continue  # an update is on its way; it will ask again if need be
                raise ServerError(code, str(msg.get("message")), msg)
            if kind == "seats":
                self.seats = msg["seats"]
            elif kind == "chat":
                self.chat.append(msg)
            elif kind in ("state", "update"):
                if kind == "state":
                    self.seats, self.events = msg["seats"], list(msg["events"])
                    if not msg["started"]:
                        continue
                else:
                    self.events.extend(msg["events"])
                self.seq = msg["seq"]
                self.obs = observation_from_json(msg["obs"])
                if "result" in msg:
                    self.result, self.record_doc = msg["result"], msg.get("record")
                    return self.result
                await self._maybe_decide(conn)

    async def _maybe_decide(self, conn: Connection) -> None:
        obs, seq = self.obs, self.seq
        if obs is None or obs.decision is None or obs.decision.seat != self.seat:
            return
        player = make_player(self.level, seat_seed(self.seed, self.seat, seq))
        if level_of(self.level).searches:  # off the event loop: it holds the connection
            action = await asyncio.to_thread(player.choose, obs)
        else:
            action = player.choose(obs)
        if self.delay:
            await asyncio.sleep(self.delay)
        await conn.send({"type": "action", "seq": seq, "action": action_to_json(action)})


async def _as_host(url: str, kind: str, answer: str, game: str, host: str,
                   ssl_context: ssl.SSLContext | None) -> None:
    """Send the host's ``kind`` message for ``game`` on a connection of its own and wait
    for ``answer``. Raises ServerError."""
    conn = Connection(url, ssl_context)
    await conn.open()
    try:
        await conn.send({"type": kind, "game": game, "host": host})
        await conn.expect(answer)
    finally:
        await conn.close()


async def end_game(url: str, game: str, host: str,
                   ssl_context: ssl.SSLContext | None = None) -> None:
    """End ``game`` for everybody now (its host token ``host``): the server keeps it as
    over without a result and closes every seat's connection. Raises ServerError."""
    await _as_host(url, "end", "ended", game, host, ssl_context)


async def start_game(url: str, game: str, host: str,
                     ssl_context: ssl.SSLContext | None = None) -> None:
    """Start ``game`` now (its host token ``host``): seats nobody took are played by the
    takeover computer after the game's takeover timeout. Raises ServerError."""
    await _as_host(url, "start", "started", game, host, ssl_context)
