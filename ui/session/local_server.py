"""A game server on this machine for Game ▸ Host a network game: ``sanjuan serve`` as a
child process (:class:`~PySide6.QtCore.QProcess`, so that waiting for it never blocks
the window), on a free port, stopped with the window.

It listens on ``127.0.0.1`` (this machine only) or on every interface (``0.0.0.0``:
friends on the local network can join). :func:`lan_addresses` names this machine's
addresses on the local network for the invites.

The games are kept under the data folder's ``server`` folder (:func:`server_data`), so a
server started again on the same port (:meth:`LocalServer.start` with ``port``) has every
unfinished game back: a host who closed the window mid-game resumes it there, and the
guests' clients, which keep trying, find it again. The server ends with the window
that started it, even one killed outright (``sanjuan serve --parent-pid``); a server of
ours that still holds the port when the host resumes (one started by an older version,
or one not yet gone) is recognised by its greeting and used as it is
(:attr:`LocalServer.adopted`).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QTimer, Signal

from ui.text import arg

translate = QCoreApplication.translate

LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"
START_TIMEOUT_MS = 20000
GREET_TIMEOUT_S = 4.0  # a server of ours on a held port answers hello within this


def server_data() -> str:
    """The folder of the games of servers started by the window: ``server`` in the data
    folder (what ``sanjuan serve`` uses without ``--data``)."""
    from sanjuan.store.paths import data_dir

    return str(data_dir() / "server")


def serve_command(host: str, port: int = 0, pace_ms: int = 0,
                  data: str | None = None) -> list[str]:
    """The program and arguments that start ``sanjuan serve`` on ``host``:``port`` (0: a
    free one) with a pause of ``pace_ms`` after each computer move, keeping its games in
    ``data`` (default :func:`server_data`), ending with this process (``--parent-pid``:
    a window killed outright leaves no server holding the port): this interpreter with
    ``-m sanjuan.cli.serve`` from source, the bundle's own program when frozen."""
    args = ["--host", host, "--port", str(port), "--computer-delay-ms", str(max(0, pace_ms)),
            "--data", data or server_data(), "--parent-pid", str(os.getpid()),
            "--stop-on-input"]
    if getattr(sys, "frozen", False):
        return [sys.executable, "serve", *args]
    return [sys.executable, "-m", "sanjuan.cli.serve", *args]


#: Addresses whose routes name this machine's interfaces: a documentation address
#: (TEST-NET-1, RFC 5737; never routed on the internet: the default route), then one in
#: each private range (RFC 1918: a local network without a default route). A UDP socket
#: "connected" to one sends nothing; it only makes the system pick the interface its
#: route would leave by.
PROBE_ADDRESSES = (("192.0.2.1", 9), ("10.254.254.254", 9), ("172.31.254.254", 9),
                   ("192.168.254.254", 9))


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (no loopback, no link-local),
    e.g. ``["192.168.1.20"]``; empty when it has none. Sends nothing and asks no name
    server: reads the interfaces through QtNetwork where it is installed (from source);
    the bundle leaves QtNetwork out, so there it takes the addresses of the interfaces
    the system would send from to :data:`PROBE_ADDRESSES` (:func:`route_address`)."""
    try:
        from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
    except ImportError:
        found = (route_address(probe) for probe in PROBE_ADDRESSES)
        return [a for a in dict.fromkeys(found) if a]
    out = []
    for a in QNetworkInterface.allAddresses():
        if (a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not a.isLoopback() and not a.isLinkLocal()):
            out.append(a.toString())
    return out


def port_free(host: str, port: int) -> bool:
    """Whether a server could listen on ``host``:``port`` now: binds a TCP socket there
    (with SO_REUSEADDR, as the server does on POSIX, so that connections of the last run
    still closing do not count) and lets it go at once. Sends nothing."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            if sys.platform != "win32":
                s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((host, port))
    except OSError:
        return False
    return True


def port_taken_text(port: int) -> str:
    """The sentence for a port another program holds."""
    return arg(translate("Network", "Port %1 on this computer is in use by another program, "
                                    "so the game server cannot listen there again; close "
                                    "that program and try once more."), port)


def route_address(probe: tuple[str, int]) -> str:
    """The IPv4 address of the interface this machine would send to ``probe`` (host,
    port) from: a UDP socket's ``connect()`` only chooses the route, no packet leaves
    (UDP has no handshake, and nothing is sent). "" when there is no such route, or only
    loopback or link-local."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(probe)
            address = str(s.getsockname()[0])
    except OSError:
        return ""
    if address.startswith(("127.", "169.254.", "0.")):
        return ""
    return address


class LocalServer(QObject):
    """``sanjuan serve`` as a child process. :meth:`start` it; ``ready(port)`` says it
    listens, ``failed(text)`` that it could not start or ended unexpectedly. The URL to
    connect to from this machine is :attr:`url`."""

    ready = Signal(int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process: QProcess | None = None
        self.port = 0
        self.wanted_port = 0
        self.host = LOOPBACK
        self._buffer = b""
        #: True while the server used is one of ours already running on the wanted port,
        #: not our child (:meth:`start`): nothing to stop, its end is the connection's.
        self.adopted = False
        self._probe: object = None  # the greeting under way (kept alive)
        self._timer = QTimer(self, singleShot=True, interval=START_TIMEOUT_MS)
        self._timer.timeout.connect(self._timed_out)

    @property
    def url(self) -> str:
        """``ws://127.0.0.1:PORT/`` once ready ("" before)."""
        return f"ws://{LOOPBACK}:{self.port}/" if self.port else ""

    def running(self) -> bool:
        """True while the child process runs (or a server of ours is adopted)."""
        return self.adopted or (self.process is not None and
                                self.process.state() != QProcess.ProcessState.NotRunning)

    def start(self, lan: bool, pace_ms: int = 0, port: int = 0,
              data: str | None = None) -> None:
        """Start the server, for the local network (``lan``) or this machine only, on
        ``port`` (0: a free one), keeping its games in ``data`` (default
        :func:`server_data`). A ``port`` held already is greeted as a game server
        (:func:`sanjuan.net.client.Connection`): one of ours is used as it is
        (``ready``, :attr:`adopted`); another program's is refused (``failed`` with
        :func:`port_taken_text`). Both answer after this call returns."""
        self.stop()
        self.host = EVERYWHERE if lan else LOOPBACK
        self.port, self._buffer = 0, b""
        self.wanted_port = port
        if port and not port_free(self.host, port):
            self._greet(port)
            return
        p = QProcess(self)
        p.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        p.readyReadStandardOutput.connect(self._read)
        p.finished.connect(self._finished)
        p.errorOccurred.connect(self._error)
        program, *args = serve_command(self.host, port, pace_ms, data)
        self.process = p
        self._timer.start()
        p.start(program, args)

    def _greet(self, port: int) -> None:
        """Say hello to whatever holds ``port`` on this machine: a San Juan game server
        answers ``welcome`` (then it is ours to use: ``ready``), anything else is
        another program (``failed``). Bounded by a few seconds, off the GUI thread."""
        from ui.session.net_link import call

        async def hello() -> bool:
            from sanjuan.net.client import Connection

            conn = Connection(f"ws://{LOOPBACK}:{port}/")
            try:
                await conn.open(timeout=GREET_TIMEOUT_S)
            finally:
                await conn.close()
            return True

        def ours(_answer: object) -> None:
            if self._probe is probe:  # not stopped or started again meanwhile
                self._probe = None
                self.adopted, self.port = True, port
                self.ready.emit(port)

        def other(_code: str, _text: str) -> None:
            if self._probe is probe:
                self._probe = None
                self.failed.emit(port_taken_text(port))

        # no Qt parent: a server let go meanwhile drops the answer (the guard above)
        probe = self._probe = call(hello, None, ours, other, timeout=GREET_TIMEOUT_S + 2)

    def stop(self) -> None:
        """Stop the server cleanly (``stop`` on its standard input, and SIGTERM where there
        is one; it tells its guests that it is going away), killed if it has not ended
        after 3 s, and wait for it; an adopted one is only let go (it is not our child)."""
        p, self.process = self.process, None
        self._timer.stop()
        self.port, self.adopted, self._probe = 0, False, None
        if p is None:
            return
        p.blockSignals(True)
        if p.state() != QProcess.ProcessState.NotRunning:
            p.write(b"stop\n")  # --stop-on-input: Windows' only clean stop
            p.closeWriteChannel()
            if sys.platform != "win32":  # (there terminate() posts WM_CLOSE: unseen)
                p.terminate()
            if not p.waitForFinished(3000):
                p.kill()
                p.waitForFinished(3000)
        p.deleteLater()

    def _read(self) -> None:
        p = self.process
        if p is None:
            return
        self._buffer += bytes(p.readAllStandardOutput().data())
        for line in self._buffer.decode("utf-8", "replace").splitlines():
            if line.startswith("listening on ") and not self.port:
                url = line.split()[2]
                try:
                    self.port = int(url.rstrip("/").rsplit(":", 1)[1])
                except (IndexError, ValueError):
                    continue
                self._timer.stop()
                self.ready.emit(self.port)

    def _error_text(self) -> str:
        p = self.process
        err = "" if p is None else bytes(p.readAllStandardError().data()).decode(
            "utf-8", "replace").strip()
        return err.splitlines()[-1] if err else ""

    def _finished(self, code: int, _status: object) -> None:
        text = self._error_text()
        wanted, started = self.wanted_port, bool(self.port)
        self.stop()
        if wanted and not started and "in use" in text.lower():  # taken meanwhile
            self.failed.emit(port_taken_text(wanted))
            return
        self.failed.emit(arg(translate("Network", "The game server stopped (exit status %1). %2"),
                             code, text).strip())

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.stop()
            self.failed.emit(translate("Network", "The game server could not be started."))

    def _timed_out(self) -> None:
        if not self.port:
            self.stop()
            self.failed.emit(translate("Network", "The game server did not start in time."))
