"""One client connection from its first byte to its end: the hello, the rate limit,
the error count, each message checked and handed on, and the seat let go at the end.

:class:`ConnectionHandler` is the ``websockets`` handler of the server. A connection
must say ``hello`` with the server's protocol version within
:data:`~sanjuan.net.limits.HELLO_SECONDS`; after that every message is counted
(:class:`~sanjuan.net.limits.Bucket`: flooding closes the connection), checked
(:func:`~sanjuan.net.protocol.parse_client_message`) and done by
:class:`~sanjuan.net.handlers.Handlers`. A connection's failure is its own: an internal
error on one message is logged and answered with an ``internal`` error, and no other
connection or game is touched. Every error a connection is answered with (internal ones
too) counts toward closing it, and toward its address's error budget
(:class:`~sanjuan.net.limits.Budgets`): a connection whose address has none left is
closed at its next error, so reconnecting renews nothing.
"""

from __future__ import annotations

import asyncio
import logging

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from sanjuan.net import PROTOCOL_VERSION, protocol
from sanjuan.net.hall import GameHall
from sanjuan.net.handlers import Handlers
from sanjuan.net.limits import HELLO_SECONDS, MAX_AUTH_FAILURES, MAX_ERRORS, Budgets
from sanjuan.net.protocol import ProtocolError, dumps, parse_client_message
from sanjuan.net.rooms import Conn
from sanjuan.net.store import StoreFailed
from sanjuan.version import version

#: What the server says it is in its ``welcome`` (read once: reading it from the
#: project's file for every connection was the costliest part of a reconnect storm).
SERVER_NAME = f"sanjuan {version()}"

log = logging.getLogger("sanjuan.net.server")


class ConnectionHandler:
    """Serves each connection of a server over ``hall``: at most ``max_connections``
    at once, each allowed ``rate`` messages per second on average and ``burst`` at
    once; ``max_games`` unfinished games in all."""

    def __init__(self, hall: GameHall, *, max_connections: int, max_games: int,
                 rate: float, burst: int, budgets: Budgets | None = None,
                 chosen_seeds: bool = False, trust_proxy: bool = False) -> None:
        self.hall = hall
        self.max_connections = max_connections
        self.rate, self.burst = rate, burst
        self.budgets = budgets or Budgets()
        self.trust_proxy = trust_proxy
        self.conns: set[Conn] = set()
        self.handlers = Handlers(hall, max_games, self.replaced, self.budgets, chosen_seeds)

    def address(self, ws: ServerConnection) -> str:
        """The client's IP address: the peer's, or with ``trust_proxy`` and a peer on
        this machine (a reverse proxy), the last one its ``X-Forwarded-For`` names."""
        peer = ws.remote_address
        address = str(peer[0]) if peer else ""
        if self.trust_proxy and address in ("127.0.0.1", "::1") and ws.request is not None:
            forwarded = ws.request.headers.get("X-Forwarded-For", "")
            last = forwarded.rsplit(",", 1)[-1].strip()
            if last:
                address = last[:64]
        return address

    def _count(self, code: str) -> None:
        if self.hall.metrics is not None:
            self.hall.metrics.error(code)

    def replaced(self, conn: Conn) -> None:
        """Close ``conn``: a newer connection took up its seat with the seat's token."""
        self.hall.spawn(self.hall.close_after_sent(conn, protocol.CLOSE_REPLACED,
                                                   "seat taken up elsewhere"))

    async def __call__(self, ws: ServerConnection) -> None:
        """Serve one connection until it ends."""
        if len(self.conns) >= self.max_connections:
            await ws.close(protocol.CLOSE_LIMIT, "server full")
            return
        conn = Conn(ws, self.rate, self.burst, self.address(ws))
        self.conns.add(conn)
        try:
            if not await self._greet(conn):
                return
            async for data in ws:
                if not conn.bucket.take():
                    self.hall.send(conn, protocol.error(protocol.RATE, "too many messages"))
                    self._count(protocol.RATE)
                    await self.hall.settled()
                    await ws.close(protocol.CLOSE_POLICY, "too many messages")
                    return
                try:
                    self.handlers.dispatch(conn, parse_client_message(data))
                    continue
                except StoreFailed:
                    return  # the server stops (GameServer closes every connection)
                except ProtocolError as exc:
                    self.hall.send(conn, protocol.error(exc.code, exc.message))
                    self._count(exc.code)
                except Exception:
                    log.exception("internal error on a message")
                    self.hall.send(conn, protocol.error(protocol.INTERNAL,
                                                        "internal server error"))
                    self._count(protocol.INTERNAL)
                # Every error counts, on the connection and on its address.
                conn.errors += 1
                if (not self.budgets.errors.take(conn.address) or conn.errors >= MAX_ERRORS
                        or conn.auth_failures >= MAX_AUTH_FAILURES):
                    await self.hall.settled()
                    await ws.close(protocol.CLOSE_POLICY, "too many errors")
                    return
        except (ConnectionClosed, StoreFailed):
            pass
        finally:
            self.conns.discard(conn)
            self.hall.detach(conn)

    async def _greet(self, conn: Conn) -> bool:
        """Wait for the connection's ``hello`` and welcome it; False (connection
        closed, with an error saying why) if it does not come, is malformed or names
        another protocol version."""
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
            self.hall.send(conn, protocol.error(exc.code, exc.message))
            self.budgets.errors.take(conn.address)
            await self.hall.settled()
            await ws.close(protocol.CLOSE_POLICY, "bad hello")
            return False
        if msg["type"] != "hello":
            self.hall.send(conn, protocol.error(protocol.HELLO_FIRST, "say hello first"))
            await self.hall.settled()
            await ws.close(protocol.CLOSE_POLICY, "no hello")
            return False
        if msg["protocol"] != PROTOCOL_VERSION:
            self.hall.send(conn, protocol.error(
                protocol.VERSION, f"this server speaks protocol version {PROTOCOL_VERSION}, "
                f"your program version {msg['protocol']}: update the program that is older",
                protocol=PROTOCOL_VERSION))
            await self.hall.settled()
            await ws.close(protocol.CLOSE_VERSION, "protocol version")
            return False
        self.hall.send(conn, dumps({"type": "welcome", "protocol": PROTOCOL_VERSION,
                                    "server": SERVER_NAME}))
        return True
