"""The window's connection to a game server, off the GUI thread.

:class:`NetLink` holds one seat's connection (:class:`sanjuan.net.client.Connection`,
the ``websockets`` library) as one task on the window's one network loop
(:mod:`ui.session.net_loop`), so that nothing the network does — connecting, waiting, a
server gone silent — can block the window.
Every message the server sends arrives as the ``message`` signal on the GUI thread;
:meth:`NetLink.send` hands a message to the loop. A dropped connection is taken up
again with the seat's token (``resume``; the server sends the whole picture again and
asks the pending decision again) for ``reconnect_seconds`` (default
:data:`RECONNECT_SECONDS`); refusals that no retry can
mend (unknown or expired invite, wrong token, another protocol version) end the link
with ``failed(code, text)``.

:func:`call` runs a one-shot request (create a game, start it) the same way and
answers with a :class:`NetCall`'s ``done(result)`` or ``failed(code, text)``.

Importing this module does not import ``websockets``: that happens on the loop.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import ssl
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from ui.session.net_loop import NetLoop, shared_loop

log = logging.getLogger("sanjuan.net.window")

#: Codes of :attr:`NetLink.failed` besides the server's error codes (docs/protocol.md).
UNREACHABLE = "unreachable"
BAD_ADDRESS = "bad_address"
CLOSED = "closed"
#: How long (s) a link keeps trying to take a dropped connection up again before it
#: gives up with :data:`UNREACHABLE` (tests shorten it).
RECONNECT_SECONDS = 120.0
#: How long (s) a link keeps trying after the server said it was going away (its host
#: closed the window: the game is paused until the host starts it again);
#: :data:`sanjuan.net.protocol.AWAY_SECONDS`, written out here so that importing this
#: module imports no network code.
AWAY_SECONDS = 3600.0


def describe_failure(exc: BaseException) -> tuple[str, str]:
    """``(code, text)`` for an exception of a connection attempt: a server's refusal
    (its code and message), an address that is no WebSocket URL, a server that cannot
    be reached or closed the connection for good. Never raises."""
    from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

    from sanjuan.net.client import ServerError

    if isinstance(exc, ServerError):
        return exc.code, exc.message
    from sanjuan.net.trust import CertificateChanged  # (an SSLError, and so a ValueError)

    if isinstance(exc, CertificateChanged | ssl.SSLCertVerificationError):
        changed = isinstance(exc, CertificateChanged)
        return ("certificate_changed" if changed else "untrusted_certificate"), str(exc)
    if isinstance(exc, InvalidURI | ValueError):
        return BAD_ADDRESS, str(exc)
    if isinstance(exc, ConnectionClosed):
        rcvd = exc.rcvd
        return CLOSED, f"{rcvd.code if rcvd else ''} {rcvd.reason if rcvd else ''}".strip()
    if isinstance(exc, OSError | InvalidHandshake | TimeoutError):
        return UNREACHABLE, str(exc) or type(exc).__name__
    return "internal", f"{type(exc).__name__}: {exc}"


async def end_game(url: str, game: str, host: str) -> None:
    """End ``game`` for everybody (its host token ``host``) on the server at ``url``
    (:func:`sanjuan.net.client.end_game`); raises what it raises."""
    from sanjuan.net.client import end_game as end

    await end(url, game, host)


async def create_game(url: str, seats: list[str], *, edition: str = "2018",
                      variant: bool = False, takeover_seconds: int = 120,
                      takeover_level: str = "medium") -> dict[str, Any]:
    """Create a game with a lobby (it starts when the host says so) on the server at
    ``url``; ``seats`` in seating order, each ``"network"`` or a computer level. Returns
    the server's ``created`` message (``game``, ``host`` token, ``invites``, ``seats``).
    Raises :class:`sanjuan.net.client.ServerError` for a refusal, OSError and the
    ``websockets`` exceptions when the server cannot be reached."""
    from sanjuan.net.client import Connection

    conn = Connection(url)
    await conn.open()
    try:
        await conn.send({"type": "create", "seats": seats, "edition": edition,
                         "variant": variant, "seed": None,
                         "takeover_seconds": takeover_seconds,
                         "takeover_level": takeover_level, "autostart": False})
        created: dict[str, Any] = await conn.expect("created")
        return created
    finally:
        await conn.close()


class NetCall(QObject):
    """One request on the network loop. Signals: ``done(object)`` with the coroutine's
    result, ``failed(code, text)`` (see :func:`describe_failure`)."""

    done = Signal(object)
    failed = Signal(str, str)


def call(coro_factory: Callable[[], Coroutine[Any, Any, Any]], parent: QObject | None,
         on_done: Callable[[Any], None], on_failed: Callable[[str, str], None],
         timeout: float = 15.0, loop: NetLoop | None = None) -> NetCall:
    """Run ``coro_factory()`` on the network loop (``loop``, default
    :func:`~ui.session.net_loop.shared_loop`), bounded by ``timeout`` seconds;
    ``on_done(result)`` or ``on_failed(code, text)`` (see :func:`describe_failure`) is
    called once in the GUI thread. Both are connected before the request starts: a quick
    answer is never emitted to nobody. Keep the returned NetCall referenced until it
    answers."""
    answer = NetCall(parent)
    answer.done.connect(on_done)
    answer.failed.connect(on_failed)

    async def bounded() -> None:
        try:
            async with asyncio.timeout(timeout):
                result = await coro_factory()
        except Exception as exc:  # noqa: BLE001 - every failure becomes a message
            answer.failed.emit(*describe_failure(exc))
            return
        answer.done.emit(result)

    (loop or shared_loop()).submit(bounded())
    return answer


class NetLink(QObject):
    """One seat's connection to the server at ``url``; see the module docstring.

    Signals: ``message(dict)`` (every server message once a seat is held: ``joined``,
    ``state``, ``update``, ``seats``, ``chat``, ``error``…), ``connection(str)``
    (``"connected"``, ``"reconnecting"``, or ``"paused"``: the server said it was going
    away — its host closed the window — and the link keeps trying for
    :data:`AWAY_SECONDS`, the game waiting for the host), ``failed(code, text)`` (the
    link has stopped; codes of the protocol or :data:`UNREACHABLE`, :data:`BAD_ADDRESS`,
    :data:`CLOSED`)."""

    message = Signal(object)
    connection = Signal(str)
    failed = Signal(str, str)

    def __init__(self, url: str, parent: QObject | None = None,
                 reconnect_seconds: float | None = None, open_timeout: float = 8.0,
                 away_seconds: float | None = None, loop: NetLoop | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.reconnect_seconds = RECONNECT_SECONDS if reconnect_seconds is None \
            else reconnect_seconds
        #: How long (s) to keep trying after the server said it was going away.
        self.away_seconds = AWAY_SECONDS if away_seconds is None else away_seconds
        self.open_timeout = open_timeout
        self.game: str | None = None
        self.token: str | None = None
        self._invite: str | None = None
        self._name = ""
        self._net = loop or shared_loop()
        self._future: concurrent.futures.Future[None] | None = None
        self._conn: Any = None  # the open sanjuan.net.client.Connection, on the loop
        self._ended = threading.Event()  # set when the seat's task has finished
        self.stopped = False

    # ------------------------------------------------------------------ GUI thread
    def join(self, invite: str, name: str = "") -> None:
        """Take a seat with ``invite`` (a code) under ``name``, then keep it."""
        self._invite, self._name = invite, name
        self._start()

    def resume(self, game: str, token: str) -> None:
        """Take up again the seat ``token`` holds in ``game``."""
        self.game, self.token = game, token
        self._start()

    def send(self, msg: dict[str, Any]) -> bool:
        """Send ``msg`` now; False (nothing sent) while the connection is down — the
        server asks a pending decision again after reconnecting."""
        conn = self._conn
        if conn is None or self.stopped or self._future is None:
            return False
        self._net.submit(self._send(conn, msg))
        return True

    def close(self, wait_s: float = 3.0) -> None:
        """Close the connection and end the seat's task (waiting up to ``wait_s`` for
        it to close the connection; never when called on the network loop itself)."""
        self.stopped = True
        future = self._future
        if future is None:
            return
        future.cancel()
        if self._net.thread is not threading.current_thread():
            self._ended.wait(wait_s)

    def _start(self) -> None:
        if self._future is not None:
            raise RuntimeError("a link is used for one seat only")
        self._future = self._net.submit(self._run())

    # ------------------------------------------------------------------ on the loop
    async def _run(self) -> None:
        try:
            await self._keep_seat()
        except asyncio.CancelledError:
            pass
        except Exception as exc:  # the link ends with a message, never a traceback
            log.exception("network link failed")
            self.failed.emit(*describe_failure(exc))
        finally:
            self._ended.set()

    def _moved(self, msg: dict[str, Any]) -> None:
        """The server moved our seat into a rematch (``rematch_started``): from now on
        a dropped connection comes back to the new game with the new token (before the
        window hears of it: a drop right after must not resume the finished game)."""
        game, token = msg.get("new_game"), msg.get("token")
        if isinstance(game, str) and isinstance(token, str) and game and token:
            self.game, self.token = game, token

    async def _send(self, conn: Any, msg: dict[str, Any]) -> None:
        try:
            await conn.send(msg)
        except Exception as exc:  # noqa: BLE001 - the reading side notices the broken link
            log.info("send failed: %s", exc)

    async def _keep_seat(self) -> None:
        from websockets.exceptions import ConnectionClosed, InvalidHandshake

        from sanjuan.net import protocol
        from sanjuan.net.client import ENDED, FATAL_CLOSES, FATAL_CODES, Connection, ServerError

        ever_connected = False
        away = False  # the server said it was going away (its host closed the window)
        lost_at = time.monotonic()
        backoff = 0.1
        while not self.stopped:
            conn = Connection(self.url)
            try:
                await conn.open(timeout=self.open_timeout)
                if self.token is None:
                    await conn.send({"type": "join", "invite": self._invite, "name": self._name})
                else:
                    await conn.send({"type": "resume", "game": self.game, "token": self.token})
                async with asyncio.timeout(self.open_timeout):
                    joined = await conn.expect("joined")
                if self.token is None:
                    self.game, self.token = joined["game"], joined["token"]
                ever_connected, backoff, away = True, 0.1, False
                self._conn = conn
                self.message.emit(joined)
                self.connection.emit("connected")
                while True:
                    msg = await conn.recv()
                    if msg.get("type") == "rematch_started":
                        self._moved(msg)
                    self.message.emit(msg)
            except ServerError as exc:  # a refusal before the seat was ever held is final
                if exc.code in FATAL_CODES or exc.code == protocol.RATE or not ever_connected:
                    self.failed.emit(exc.code, exc.message)
                    return
                log.info("server error %s; reconnecting", exc)
            except ConnectionClosed as exc:
                code = exc.rcvd.code if exc.rcvd is not None else None
                if code == protocol.CLOSE_ENDED:
                    self.failed.emit(ENDED, "the host ended the game")
                    return
                if code in FATAL_CLOSES:
                    self.failed.emit(*describe_failure(exc))
                    return
                away = away or (ever_connected and code == protocol.CLOSE_GOING_AWAY)
            except (OSError, InvalidHandshake, TimeoutError, ValueError) as exc:
                if not ever_connected or isinstance(exc, ssl.SSLCertVerificationError):
                    # a wrong address, no server, a certificate not (or no more) trusted
                    self.failed.emit(*describe_failure(exc))
                    return
                log.info("cannot reach %s: %s", self.url, exc)
            finally:
                if self._conn is conn:
                    lost_at = time.monotonic()
                self._conn = None
                await conn.close()
            if self.stopped:
                return
            self.connection.emit("paused" if away else "reconnecting")
            patience = max(self.reconnect_seconds, self.away_seconds) if away \
                else self.reconnect_seconds
            if time.monotonic() - lost_at > patience:
                self.failed.emit(UNREACHABLE, f"no answer from {self.url} for {patience:g} s")
                return
            await asyncio.sleep(backoff)
            backoff = min(5.0 if away else 2.0, backoff * 2)
