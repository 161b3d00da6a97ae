"""Network play behind the window (issue 21), without a widget: host a game, join one,
come back to one, the game server on this computer, the game announced on the local
network, and what closing the window means for a network game.

:class:`NetPlay` starts ``sanjuan serve`` on this computer when the host wants it
(:class:`~ui.session.local_server.LocalServer`), creates the game (``create`` with a
lobby), takes the host's seat or a guest's (:class:`~ui.session.net_session.NetSession`,
which puts the game's :class:`~ui.session.remote_game.NetTable` on the model), and
announces the game on the local network while seats are free
(:class:`~ui.session.lan_announce.LanAnnouncer`). The window (:mod:`ui.window.net_ui`)
keeps the dialogs, the lobby, the Chat dock and the questions, and listens to the
signals: every failure — refused or expired invite, a server that cannot be reached,
another protocol version, a server that stopped — is one sentence (``failed``), never a
traceback; nothing waits on the GUI thread. The network code is imported only when
network play is used.

A host who closes the window mid-game chooses (:meth:`NetPlay.close_question`): pause
the game (the server stops, the game stays in its database, the guests' clients keep
trying) or end it for everybody (:meth:`NetPlay.end_for_everybody`). A paused game is
offered again when the window starts next (:meth:`NetPlay.paused_game`): the server is
started again on the same port with the same data, and the host's seat taken up with
its token (:meth:`NetPlay.resume_hosted`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ui.session import net_seats
from ui.text import arg

if TYPE_CHECKING:
    from ui.session.controller import GameController
    from ui.session.lan_announce import LanAnnouncer
    from ui.session.local_server import LocalServer
    from ui.session.net_link import NetCall
    from ui.session.net_session import NetSession

__all__ = ["BROWSE_SECONDS", "HOST", "GUEST", "HostRequest", "NetPlay", "STATUS_MS"]

translate = QCoreApplication.translate
STATUS_MS = 8000
BROWSE_SECONDS = 2.0  # how long a look for announced games listens
#: What closing the window would do to a running network game (:meth:`NetPlay.close_question`).
HOST, GUEST = "host", "guest"

#: Answers a look for announced games: ``done(games, problem)``.
GamesFound = Callable[[list[Any], str], object]


class HostRequest(Protocol):
    """What the host chose (:class:`ui.dialogs.net_setup.HostChoices`): ``name`` (seat 1
    is theirs), ``kinds`` of the other seats (``"network"`` or a computer level),
    ``edition``, ``variant``, ``local_server`` (start ``sanjuan serve`` here) with
    ``lan`` (for the local network) and ``announce``, else the server's ``url``; the
    stand-in's ``takeover_minutes`` and ``takeover_level``; ``players``."""

    name: str
    kinds: list[str]
    edition: str
    variant: bool
    local_server: bool
    lan: bool
    announce: bool
    url: str
    takeover_minutes: int
    takeover_level: str

    @property
    def players(self) -> int:
        """Seats at the table."""
        ...


class NetPlay(QObject):
    """Network play through ``controller`` (whose model shows the game); see the module
    docstring.

    Signals: ``status(text, ms)`` (for the status bar; ``ms`` 0: until replaced, text
    "": clear it), ``failed(text)`` (the network game is left, the server started here
    stopped: say why), ``opened(session, invites, address)`` (a seat is being taken:
    the lobby shows ``invites`` — ``(seat, code)`` pairs — and ``address``),
    ``shown()`` (the table shows the started game), ``closed()`` (the game was left: no
    lobby, no Chat dock), ``closeNow()`` (the window may close now: the host's game was
    ended for everybody, or the server did not answer in time)."""

    status = Signal(str, int)
    failed = Signal(str)
    opened = Signal(object, object, str)
    shown = Signal()
    closed = Signal()
    closeNow = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.session: NetSession | None = None
        self.server: LocalServer | None = None
        self.announcer: LanAnnouncer | None = None  # the game announced on the network
        self.last_url = ""
        self.last_name = ""
        self.invites: list[tuple[int, str]] = []  # the free seats' codes, for the lobby
        self.address = ""  # the address guests connect to
        self._pending: NetCall | None = None  # the request under way (kept alive)
        self._finding: NetCall | None = None  # a look for announced games
        self._serve: dict[str, Any] | None = None  # how the server started here runs
        #: The remembered seat of the game whose server here stopped under it: the
        #: table shows it paused and offers :meth:`resume_paused`.
        self.paused_entry: dict[str, Any] | None = None
        controller.gameStarted.connect(self._game_started)

    # ------------------------------------------------------------------ hosting
    def host(self, c: HostRequest) -> None:
        """Host a game as ``c`` says: leave any network game, start a server here when
        asked, create the game, take seat 1 (answers: ``opened``, then ``shown`` once
        the game starts; ``failed``)."""
        self.leave()
        self.last_name = c.name
        if not c.local_server:
            self._create(c, c.url, c.url)
            return
        from ui.session.local_server import LocalServer, server_data

        server = self.server = LocalServer(self)
        self.status.emit(translate("Network", "Starting the game server…"), 0)
        pace, data = self.controller.settings.pace_ms(), server_data()

        def ready(port: int) -> None:
            self._serve = {"lan": c.lan, "port": port, "data": data, "pace_ms": pace,
                           "invites": [], "announce": c.lan and c.announce}
            self._create(c, server.url, self._address_of(server, c.lan))

        server.ready.connect(ready)
        server.failed.connect(self._server_failed)
        server.start(c.lan, pace, data=data)

    @staticmethod
    def _address_of(server: LocalServer, lan: bool) -> str:
        """The address guests connect to: this computer's on the local network (LAN),
        else the loopback URL."""
        from ui.session.local_server import lan_addresses

        found = lan_addresses() if lan else []
        return f"ws://{found[0]}:{server.port}/" if found else server.url

    def _create(self, c: HostRequest, url: str, address: str) -> None:
        from ui.session.net_link import call, create_game

        self.status.emit(translate("Network", "Creating the game…"), 0)
        self._pending = call(
            lambda: create_game(url, ["network", *c.kinds], edition=c.edition,
                                variant=c.variant, takeover_seconds=60 * c.takeover_minutes,
                                takeover_level=c.takeover_level),
            self, lambda created: self._created(c, url, address, created), self._fail_code)

    def _created(self, c: HostRequest, url: str, address: str,
                 created: dict[str, Any]) -> None:
        invites = sorted((int(i["seat"]), str(i["code"])) for i in created["invites"])
        mine = invites[0]  # seat 1 is the host's
        if self._serve is not None:
            self._serve["invites"] = invites[1:]
        session = self._open(url, created["host"], invites[1:], address)
        session.join(mine[1], c.name)
        if self._serve is not None and self._serve.get("announce"):
            self._announce(str(created["game"]), c.name, c.players, len(invites) - 1)

    # ------------------------------------------------------------------ joining
    def join(self, url: str, code: str, name: str) -> None:
        """Take a seat at ``url`` with the invite ``code`` under ``name``."""
        self.leave()
        self.last_url, self.last_name = url, name
        self._open(url, None, [], url).join(code, name)

    def rejoin(self, entry: dict[str, Any]) -> None:
        """Take up again a seat this computer holds (``entry``: a remembered seat, see
        :mod:`ui.session.net_seats`); a game hosted here whose server stopped is
        started again first (:meth:`resume_hosted`)."""
        if entry.get("host") and "serve" in entry:
            self.resume_hosted(entry)  # our own server, stopped: start it again first
            return
        self.leave()
        self.last_url, self.last_name = entry["url"], entry["name"]
        self._open(entry["url"], entry.get("host"), [], entry["url"]).resume(
            entry["game"], entry["token"], entry["name"])

    # ------------------------------------------------------------------ a host comes back
    @staticmethod
    def paused_game() -> dict[str, Any] | None:
        """The newest game this window hosted and paused (its server stopped when the
        window closed; the guests wait), or None. Loads no network code."""
        paused = net_seats.hosted()
        return paused[0] if paused else None

    @staticmethod
    def held_seat() -> dict[str, Any] | None:
        """The newest seat this computer took as a guest in a game that was not over
        when the window closed (a crash, or closed mid-game: a computer stands in until
        the player is back), or None. Loads no network code."""
        held = [e for e in net_seats.load() if net_seats.serve_info(e) is None]
        return held[0] if held else None

    @staticmethod
    def forget(entry: dict[str, Any]) -> None:
        """Forget the remembered seat ``entry`` (it is not offered again)."""
        net_seats.forget(str(entry["game"]))

    def resume_hosted(self, entry: dict[str, Any]) -> None:
        """Take up again a game this window hosted (``entry``: a remembered seat with a
        ``serve`` part, :mod:`ui.session.net_seats`): start ``sanjuan serve`` again on
        the same port with the same data, then resume the host's seat with its token.
        A port another program took meanwhile is said in one sentence (``failed``)."""
        from ui.session.local_server import LocalServer

        info = net_seats.serve_info(entry)
        if info is None:
            return
        self.leave()
        self.last_url, self.last_name = str(entry["url"]), str(entry["name"])
        server = self.server = LocalServer(self)
        self.status.emit(translate("Network", "Starting the game server again…"), 0)

        def ready(port: int) -> None:
            self._serve = dict(info)
            session = self._open(server.url, entry.get("host"), list(info["invites"]),
                                 self._address_of(server, bool(info["lan"])))
            session.resume(str(entry["game"]), str(entry["token"]), str(entry["name"]))
            if info.get("announce"):  # the seats' count comes with the first picture
                self._announce(str(entry["game"]), str(entry["name"]), 0, 0)

        server.ready.connect(ready)
        server.failed.connect(self._server_failed)
        server.start(bool(info["lan"]), int(info["pace_ms"]), port=int(info["port"]),
                     data=str(info["data"]))

    # ------------------------------------------------------------------ the local network
    def find_games(self, done: GamesFound) -> None:
        """Look for games announced on the local network (on the network loop) and
        answer ``done(games, problem)`` (see :data:`ui.dialogs.net_setup.GameFinder`)."""
        import asyncio

        from ui.session.net_link import call

        def look() -> Any:
            from sanjuan.net.announce import browse

            return asyncio.to_thread(browse, BROWSE_SECONDS)

        def found(games: Any) -> None:
            done(list(games), "")

        def failed(_code: str, text: str) -> None:
            done([], arg(translate("Network", "The local network could not be searched: %1"),
                         text))

        self._finding = call(look, self, found, failed, timeout=BROWSE_SECONDS + 10)

    def _announce(self, game: str, name: str, players: int, free: int) -> None:
        """Announce the game hosted here on the local network (the host chose it) while
        network seats are free; the seats' changes keep the count current."""
        from ui.session.lan_announce import LanAnnouncer, free_seats
        from ui.session.local_server import lan_addresses

        addresses, session, server = lan_addresses(), self.session, self.server
        if not addresses or session is None or server is None:
            return  # no local network: nothing to announce on
        announcer = self.announcer = LanAnnouncer(name, addresses, server.port, game,
                                                  players, free)

        def seats(docs: list[dict[str, Any]]) -> None:
            if self.announcer is announcer:
                announcer.players = len(docs)
                announcer.update(free_seats(docs))

        session.seatsChanged.connect(seats)

    # ------------------------------------------------------------------ the session
    def _open(self, url: str, host: str | None, invites: list[tuple[int, str]],
              address: str) -> NetSession:
        from ui.session.net_session import NetSession

        session = self.session = NetSession(self.controller.model, url, host, self)
        session.serve = self._serve if self.server is not None else None
        self.invites, self.address = invites, address
        session.failed.connect(self._session_failed)
        session.notice.connect(lambda text: self.status.emit(text, STATUS_MS))
        session.connectionChanged.connect(self._connection)
        session.gameShown.connect(self._game_shown)
        session.finished.connect(lambda: self.status.emit(translate(
            "Network", "The network game is over; it is in your history."), STATUS_MS))
        session.joined.connect(lambda *_: self.status.emit("", 0))
        self.opened.emit(session, invites, address)
        self.status.emit(translate("Network", "Connecting…"), 0)
        return session

    def _game_shown(self) -> None:
        self.shown.emit()
        self.status.emit(translate("Network", "The network game has started."), STATUS_MS)

    def _connection(self, state: str) -> None:
        session, model = self.session, self.controller.model
        ours = session is not None and session.table is not None \
            and model.table is session.table
        if ours:  # said on the table too, not only in a status bar that cuts it off
            model.set_paused(translate(
                "Network", "the game's server has stopped (the host may have closed San "
                           "Juan). The game goes on when it is back; Game ▸ New game leaves "
                           "it.") if state == "paused" else "")
        if state == "paused":
            self.status.emit(translate(
                "Network", "The game's server has stopped (the host may have closed San Juan): "
                           "the game is paused until it is back. Game ▸ New game leaves it."), 0)
        elif state == "reconnecting":
            self.status.emit(translate(
                "Network", "Connection to the server lost – trying again…"), 0)
        elif self.session is not None and self.session.started:
            self.status.emit(translate("Network", "Connected to the server again."), STATUS_MS)

    def _session_failed(self, text: str) -> None:
        session = self.session
        if session is not None and session.over:
            return  # after the end nothing is lost
        self.fail(text)

    def _server_failed(self, text: str) -> None:
        """The server started here could not start or stopped. Mid-game the game is not
        lost (it is in the server's database): the table shows it paused, with
        "Restart the server and resume" (:meth:`resume_paused`); otherwise ``failed``."""
        session, model = self.session, self.controller.model
        game = session.game_id if session is not None and session.started \
            and not session.over and model.table is session.table else ""
        entry = next((e for e in net_seats.hosted() if e["game"] == game), None) if game \
            else None
        if entry is None:
            self.fail(text)
            return
        self.leave()
        self.paused_entry = entry
        self.status.emit(text, STATUS_MS)
        model.set_paused(arg(translate(
            "Network", "%1 The game is kept; the other players wait until you restart "
                       "the server."), text).strip(), resumable=True)

    def resume_paused(self) -> None:
        """The table's "Restart the server and resume": start the stopped server here
        again and take up the host's seat (:meth:`resume_hosted`)."""
        entry, self.paused_entry = self.paused_entry, None
        if entry is not None:
            self.resume_hosted(entry)

    # ------------------------------------------------------------------ endings
    def _fail_code(self, code: str, detail: str) -> None:
        from ui.session.net_session import failure_text

        self.fail(failure_text(code, detail))

    def fail(self, text: str) -> None:
        """Leave the network game and say why (``failed(text)``)."""
        self.leave()
        self.status.emit("", 0)
        self.failed.emit(text)

    def leave(self) -> None:
        """Leave the network game (its seat stays ours on the server; our moves go
        nowhere now), withdraw its announcement and stop a server started here."""
        session, self.session = self.session, None
        if session is not None:
            session.close()
            session.deleteLater()
        self.closed.emit()
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.close(wait_s=0.0)  # its thread says goodbye on the network
        server, self.server = self.server, None
        self._serve = None
        if server is not None:
            server.stop()
            server.deleteLater()

    def _game_started(self) -> None:
        """A game took the table: another one (a local game) ends the network game."""
        session = self.session
        if session is not None and (session.table is None
                                    or self.controller.model.table is not session.table):
            self.leave()

    def close_question(self) -> str:
        """What closing the window now would do: "" (nothing is lost: no network game,
        or it is over), :data:`HOST` (this computer hosts the running game: closing
        pauses it for the others, or the host ends it for everybody) or :data:`GUEST`
        (a computer player takes over our seat)."""
        session = self.session
        if session is None or session.over:
            return ""
        return HOST if self.server is not None else GUEST

    def end_for_everybody(self) -> bool:
        """The host ends the game for everybody before the window closes: the server
        closes every seat's connection, saying so, and the seat is not offered again;
        ``closeNow`` follows once the server answered, or after a few seconds without
        an answer. False (nothing done) when we do not host a game."""
        session = self.session
        if session is None or not session.game_id or not session.host:
            return False
        from ui.session.net_link import call
        from ui.session.net_link import end_game as end

        net_seats.forget(session.game_id)
        url, game, host = session.url, session.game_id, session.host
        self._pending = call(lambda: end(url, game, host), self,
                             lambda _r: self.closeNow.emit(),
                             lambda _code, _text: self.closeNow.emit(), timeout=5.0)
        self.status.emit(translate("Network", "Ending the game for everybody…"), 0)
        return True

    def shut_down(self) -> None:
        """The window closes: leave, and stop the server started here (a game announced
        on the local network is withdrawn first, waiting a moment for the goodbye)."""
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.close(wait_s=1.5)
        self.leave()
