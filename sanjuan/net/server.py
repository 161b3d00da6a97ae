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

The parts, one job each: :mod:`~sanjuan.net.rooms` (rooms, seats, what each seat is
sent), :mod:`~sanjuan.net.hall` (the games held: load, apply, publish),
:mod:`~sanjuan.net.handlers` (each message), :mod:`~sanjuan.net.connections` (a
connection's life and limits, :mod:`~sanjuan.net.limits`), :mod:`~sanjuan.net.takeover`
(stand-in timers), :mod:`~sanjuan.net.computers` (computer players; searches in the
thinking service's worker processes, :mod:`sanjuan.ai.thinking`),
:mod:`~sanjuan.net.invites`.
"""

from __future__ import annotations

import ssl
import time
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import Server, serve

from sanjuan.ai.thinking import ThinkingService
from sanjuan.net import protocol
from sanjuan.net.computers import ai_seed
from sanjuan.net.connections import ConnectionHandler
from sanjuan.net.hall import GameHall
from sanjuan.net.invites import new_invite_code, normalise_code
from sanjuan.net.limits import BURST, HELLO_SECONDS, RATE
from sanjuan.net.limits import Bucket as _Bucket
from sanjuan.net.rooms import Conn, Room, Seat
from sanjuan.net.store import GameStore


class GameServer:
    """A game server keeping its games under ``data_dir`` (``games.sqlite``).

    ``ping_interval``/``ping_timeout`` (s) detect dead connections; ``max_games`` bounds
    the unfinished games held, ``max_connections`` the open connections; ``clock``
    (Unix time) is used for invite expiry; ``rate``/``burst``: messages a connection may
    send per second on average and at once (more closes it); ``computer_delay``: seconds
    a computer player (or stand-in) waits after each of its moves (0: none);
    ``thinkers``: worker processes for searching computer players (default: one per
    core but one; :func:`sanjuan.ai.thinking.default_size`). Raises ValueError for a bad
    ``thinkers``. Call :meth:`start`, then :meth:`close`."""

    def __init__(self, data_dir: str | Path, *, ping_interval: float = 20.0,
                 ping_timeout: float = 20.0, max_games: int = 10_000,
                 max_connections: int = 20_000, clock: Callable[[], float] = time.time,
                 rate: float = RATE, burst: int = BURST, computer_delay: float = 0.0,
                 thinkers: int | None = None) -> None:
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.pool = ThinkingService(thinkers, background=0)  # every decision is live
        self.hall = GameHall(GameStore(self.data_dir / "games.sqlite"), clock, self.pool,
                             computer_delay)
        self.connections = ConnectionHandler(self.hall, max_connections=max_connections,
                                             max_games=max_games, rate=rate, burst=burst)
        self.server: Server | None = None

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
        self.hall.load_all()
        self.server = await serve(
            self.connections, host, port, ssl=ssl_context, compression=None,
            max_size=4 * protocol.MAX_CLIENT_MESSAGE, max_queue=4,
            ping_interval=self.ping_interval, ping_timeout=self.ping_timeout,
            open_timeout=HELLO_SECONDS, close_timeout=1)
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop listening, close every connection, the database, the timers and the
        thinking processes."""
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.hall.close()


__all__ = ["BURST", "RATE", "GameServer", "Room", "Seat", "_Bucket", "ai_seed",
           "new_invite_code", "normalise_code"]
