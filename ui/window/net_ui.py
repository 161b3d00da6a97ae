"""The window's network games: Game ▸ Host a network game… and Game ▸ Join a network
game… (issue 21).

:class:`NetUi` asks (:mod:`ui.dialogs.net_setup`), starts ``sanjuan serve`` on this
computer when the host wants it (:class:`~ui.session.local_server.LocalServer`), creates
the game (``create`` with a lobby), takes the host's seat, and shows the lobby with the
invites (:mod:`ui.dialogs.lobby`); a guest joins with a code. Once the game starts the
table shows it like any game (the :class:`~ui.session.net_session.NetSession` feeds the
model) and a "Network game" dock beside the log keeps the seats and the chat. Every
failure — refused or expired invite, a server that cannot be reached, another protocol
version, a server that stopped — is a message box, never a traceback; nothing waits on
the GUI thread. The network code is imported only when one of the two entries is used.

A host who closes the window mid-game chooses: pause the game (the server stops, the
game stays in its database, the guests' clients keep trying) or end it for everybody.
A paused game is offered again when the window starts next (and under Game ▸ Join a
network game ▸ Come back to a game): the server is started again on the same port with
the same data, and the host's seat taken up with its token (:meth:`NetUi.resume_hosted`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox

from ui.text import arg

if TYPE_CHECKING:
    from ui.dialogs.lobby import LobbyDialog, NetPanel
    from ui.dialogs.net_setup import HostChoices, HostDialog, JoinDialog
    from ui.session.controller import GameController
    from ui.session.lan_announce import LanAnnouncer
    from ui.session.local_server import LocalServer
    from ui.session.net_session import NetSession

translate = QCoreApplication.translate
STATUS_MS = 8000
BROWSE_SECONDS = 2.0  # how long the Join dialog listens for announced games


class NetUi(QObject):
    """Network games of ``window`` (a QMainWindow with ``statusBar()``) through its
    ``controller``; see the module docstring. ``show_error(title, text)`` explains a
    failure (the window's message box)."""

    def __init__(self, window: QMainWindow, controller: GameController,
                 show_error: Any) -> None:
        super().__init__(window)
        self.window, self.controller, self.show_error = window, controller, show_error
        self.session: NetSession | None = None
        self.server: LocalServer | None = None
        self.lobby: LobbyDialog | None = None
        self.dialog: HostDialog | JoinDialog | None = None
        self.dock: QDockWidget | None = None
        self.panel: NetPanel | None = None
        self.host_choices: HostChoices | None = None
        self.last_url = ""
        self.last_name = ""
        self._pending: Any = None  # the NetCall of a request under way (kept alive)
        self._invites: list[tuple[int, str]] = []
        self._address = ""
        self._closing = False
        self._serve: dict[str, Any] | None = None  # how the server started here runs
        self.close_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.announcer: LanAnnouncer | None = None  # the game announced on the network
        self._finding: Any = None  # the NetCall of a look for announced games
        controller.gameStarted.connect(self._game_started)
        QTimer.singleShot(0, self, self._offer_resume)  # (not once this is gone)

    # ------------------------------------------------------------------ menu entries
    def host(self) -> None:
        """Game ▸ Host a network game…: ask before abandoning a game, then the dialog."""
        self.controller.confirm_abandon(self.show_host_dialog)

    def join(self) -> None:
        """Game ▸ Join a network game…: ask before abandoning a game, then the dialog."""
        self.controller.confirm_abandon(self.show_join_dialog)

    def show_host_dialog(self) -> HostDialog:
        """Open the host dialog (window-modal, not blocking); returns it."""
        from ui.dialogs.net_setup import HostChoices, HostDialog

        choices = self.host_choices or HostChoices(name=self._default_name())
        dialog = HostDialog(choices, self.window)
        dialog.accepted.connect(lambda: self._host(dialog.choices()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_join_dialog(self) -> JoinDialog:
        """Open the join dialog (window-modal, not blocking); returns it."""
        from ui.dialogs.net_setup import JoinDialog
        from ui.session import net_seats

        dialog = JoinDialog(self.last_url, self.last_name or self._default_name(), self.window,
                            net_seats.load(), self._find_games)
        dialog.accepted.connect(lambda: self._join(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _find_games(self, done: Any) -> None:
        """Look for games announced on the local network (off the GUI thread) and
        answer ``done(games, problem)`` (see :data:`ui.dialogs.net_setup.GameFinder`)."""
        import asyncio

        from ui.session.net_link import call

        def look() -> Any:
            from sanjuan.net.announce import browse

            return asyncio.to_thread(browse, BROWSE_SECONDS)

        self._finding = call(
            look, self, lambda games: done(list(games), ""),
            lambda _code, text: done([], arg(translate(
                "Network", "The local network could not be searched: %1"), text)),
            timeout=BROWSE_SECONDS + 10)

    def _default_name(self) -> str:
        names = self.controller.settings.new_game().names
        return names[0] if names else ""

    # ------------------------------------------------------------------ hosting
    def _host(self, c: HostChoices) -> None:
        self.leave()
        self.host_choices, self.last_name = c, c.name
        if not c.local_server:
            self._create(c.url, c.url)
            return
        from ui.session.local_server import LocalServer, server_data

        server = self.server = LocalServer(self)
        self._status(translate("Network", "Starting the game server…"))
        pace, data = self.controller.settings.pace_ms(), server_data()

        def ready(port: int) -> None:
            self._serve = {"lan": c.lan, "port": port, "data": data, "pace_ms": pace,
                           "invites": [], "announce": c.lan and c.announce}
            self._create(server.url, self._address_of(server, c.lan))

        server.ready.connect(ready)
        server.failed.connect(lambda text: self._fail(text))
        server.start(c.lan, pace, data=data)

    @staticmethod
    def _address_of(server: LocalServer, lan: bool) -> str:
        """The address guests connect to: this computer's on the local network (LAN),
        else the loopback URL."""
        from ui.session.local_server import lan_addresses

        found = lan_addresses() if lan else []
        return f"ws://{found[0]}:{server.port}/" if found else server.url

    def _create(self, url: str, address: str) -> None:
        from ui.session.net_link import call, create_game

        c = self.host_choices
        assert c is not None
        self._status(translate("Network", "Creating the game…"))
        self._pending = call(
            lambda: create_game(url, ["network", *c.kinds], edition=c.edition,
                                variant=c.variant, takeover_seconds=60 * c.takeover_minutes,
                                takeover_level=c.takeover_level),
            self, lambda created: self._created(url, address, created), self._fail_code)

    def _created(self, url: str, address: str, created: dict[str, Any]) -> None:
        c = self.host_choices
        assert c is not None
        invites = sorted((int(i["seat"]), str(i["code"])) for i in created["invites"])
        mine = invites[0]  # seat 1 is the host's
        if self._serve is not None:
            self._serve["invites"] = invites[1:]
        self._open(url, created["host"], invites[1:], address)
        assert self.session is not None
        self.session.join(mine[1], c.name)
        if self._serve is not None and self._serve.get("announce"):
            self._announce(str(created["game"]), c.name, c.players, len(invites) - 1)

    # ------------------------------------------------------------------ joining
    def _join(self, dialog: JoinDialog) -> None:
        self.leave()
        back = dialog.rejoin
        if back is not None and back.get("host") and "serve" in back:
            self.resume_hosted(back)  # our own server, stopped: start it again first
            return
        if back is not None:  # a seat this computer holds: its token brings us back
            self._retry_join = lambda: self._join(dialog)
            self.last_url, self.last_name = back["url"], back["name"]
            self._open(back["url"], back.get("host"), [], back["url"])
            assert self.session is not None
            self.session.resume(back["game"], back["token"], back["name"])
            return
        try:
            j = dialog.choices()
        except ValueError as exc:
            self._fail(str(exc))
            return
        self._retry_join = lambda: self._join(dialog)  # after trusting its certificate
        self.last_url, self.last_name = j.url, j.name
        self._open(j.url, None, [], j.url)
        assert self.session is not None
        self.session.join(j.code, j.name)

    # ------------------------------------------------------------------ a host comes back
    def _offer_resume(self) -> None:
        """At start-up: offer the newest game this window hosted and paused (its
        server stopped when the window closed; the guests wait). No network code is
        loaded unless the player takes it up."""
        from ui.session import net_seats

        paused = net_seats.hosted()
        if not paused or self.session is not None or self.resume_box is not None:
            return
        entry = paused[0]
        box = QMessageBox(QMessageBox.Icon.Question,
                          translate("Network", "Resume your network game?"),
                          arg(translate("Network", "You were hosting a network game as %1 "
                                                   "when San Juan closed. The other players "
                                                   "wait until you come back."),
                              entry.get("name") or "?"),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("net_resume_box")
        resume = box.addButton(translate("Network", "Resume the game"),
                               QMessageBox.ButtonRole.AcceptRole)
        resume.setObjectName("net_resume_button")
        later = box.addButton(translate("Network", "Not now"), QMessageBox.ButtonRole.RejectRole)
        later.setObjectName("net_resume_later")
        forget = box.addButton(translate("Network", "Forget it"),
                               QMessageBox.ButtonRole.DestructiveRole)
        forget.setObjectName("net_resume_forget")
        box.setDefaultButton(resume)
        resume.clicked.connect(lambda _c=False: self.resume_hosted(entry))
        forget.clicked.connect(lambda _c=False: net_seats.forget(str(entry["game"])))
        box.finished.connect(lambda _r: setattr(self, "resume_box", None))
        self.resume_box = box
        box.open()

    def resume_hosted(self, entry: dict[str, Any]) -> None:
        """Take up again a game this window hosted (``entry``: a remembered seat with a
        ``serve`` part, :mod:`ui.session.net_seats`): start ``sanjuan serve`` again on
        the same port with the same data, then resume the host's seat with its token.
        A port another program took meanwhile is said in one sentence."""
        from ui.session import net_seats
        from ui.session.local_server import LocalServer

        info = net_seats.serve_info(entry)
        if info is None:
            return
        self.leave()
        self.last_url, self.last_name = str(entry["url"]), str(entry["name"])
        server = self.server = LocalServer(self)
        self._status(translate("Network", "Starting the game server again…"))

        def ready(port: int) -> None:
            self._serve = dict(info)
            self._open(server.url, entry.get("host"), list(info["invites"]),
                       self._address_of(server, bool(info["lan"])))
            assert self.session is not None
            self.session.resume(str(entry["game"]), str(entry["token"]), str(entry["name"]))
            if info.get("announce"):  # the seats' count comes with the first picture
                self._announce(str(entry["game"]), str(entry["name"]), 0, 0)

        server.ready.connect(ready)
        server.failed.connect(lambda text: self._fail(text))
        server.start(bool(info["lan"]), int(info["pace_ms"]), port=int(info["port"]),
                     data=str(info["data"]))

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
              address: str) -> None:
        from ui.dialogs.lobby import LobbyDialog
        from ui.dialogs.trust_cert import load_trusted
        from ui.session.net_session import NetSession

        load_trusted(self.controller.settings)  # certificates the player trusted
        session = self.session = NetSession(self.controller.model, url, host, self)
        session.serve = self._serve if self.server is not None else None
        self._invites, self._address = invites, address
        session.failed.connect(self._session_failed)
        session.notice.connect(lambda text: self._status(text, STATUS_MS))
        session.connectionChanged.connect(self._connection)
        session.gameShown.connect(self._game_shown)
        session.finished.connect(self._finished)
        session.chatChanged.connect(self._chat_line)
        session.joined.connect(lambda *_: self.window.statusBar().clearMessage())
        lobby = self.lobby = LobbyDialog(session, invites, address, self.window)
        lobby.leave.connect(self.leave)
        lobby.show()
        self._status(translate("Network", "Connecting…"))

    def _game_shown(self) -> None:
        if self.lobby is not None:
            lobby, self.lobby = self.lobby, None
            lobby.accept()  # not "leave"
            lobby.deleteLater()
        self._show_dock()
        self._status(translate("Network", "The network game has started."), STATUS_MS)

    def _show_dock(self) -> None:
        from ui.dialogs.lobby import NetPanel

        assert self.session is not None
        if self.dock is None:
            self.dock = QDockWidget(self.window)
            self.dock.setObjectName("net_dock")
            self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                  | QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
            log = self.window.findChild(QDockWidget, "log_dock")
            if log is not None:  # a tab beside the log (and the hints); the log in front
                self.window.tabifyDockWidget(log, self.dock)
                QTimer.singleShot(0, log.raise_)
        self.dock.setWindowTitle(translate("Network", "Chat"))
        old = self.panel
        self.panel = NetPanel(self.session, self._invites, self._address)
        self.dock.setWidget(self.panel)
        if old is not None:
            old.deleteLater()
        self.dock.show()

    def _chat_line(self) -> None:
        """Another player's new chat line, in the status bar while the chat is hidden
        behind another tab (plain text: it is their words)."""
        session, dock = self.session, self.dock
        if session is None or not session.chat or dock is None or not session.started:
            return
        line = session.chat[-1]
        if line.get("seat") == session.seat or not dock.visibleRegion().isEmpty():
            return
        self._status(arg(translate("Network", "%1 says: %2"), line.get("name") or "?",
                         line.get("text") or ""), STATUS_MS)

    def _connection(self, state: str) -> None:
        if state == "paused":
            self.window.statusBar().showMessage(translate(
                "Network", "The game's server has stopped (the host may have closed San Juan): "
                           "the game is paused until it is back. Game ▸ New game leaves it."))
        elif state == "reconnecting":
            self.window.statusBar().showMessage(translate(
                "Network", "Connection to the server lost – trying again…"))
        elif self.session is not None and self.session.started:
            self._status(translate("Network", "Connected to the server again."), STATUS_MS)

    def _finished(self) -> None:
        self._status(translate("Network", "The network game is over; it is in your history."),
                     STATUS_MS)

    def _session_failed(self, text: str) -> None:
        session = self.session
        if session is not None and session.over:
            return  # after the end nothing is lost
        if session is not None and self._offer_trust(session.url, text):
            return
        self._fail(text)

    def _offer_trust(self, url: str, text: str) -> bool:
        """If joining ``url`` failed for its certificate (``text``), say so and offer to
        trust it (:mod:`ui.dialogs.trust_cert`); True when offered."""
        from ui.dialogs.trust_cert import offer_trust
        from ui.session.net_session import failure_text

        changed = text == failure_text("certificate_changed")
        retry = getattr(self, "_retry_join", None)
        if retry is None or not url.startswith("wss:") or not (
                changed or text == failure_text("untrusted_certificate")):
            return False
        self.leave()
        self.window.statusBar().showMessage(text)
        self._trusting = offer_trust(self, self.window, self.controller.settings, url,
                                     changed, retry, self._fail)
        return True

    # ------------------------------------------------------------------ endings
    def _fail_code(self, code: str, detail: str) -> None:
        from ui.session.net_session import failure_text

        self._fail(failure_text(code, detail))

    def _fail(self, text: str) -> None:
        self.leave()
        self.window.statusBar().clearMessage()
        self.show_error(translate("Network", "Network game"), text)

    def leave(self) -> None:
        """Leave the network game (its seat stays ours on the server), close the lobby,
        and stop a server started here."""
        session, self.session = self.session, None
        if session is not None:
            model = self.controller.model
            if model.remote is not None and not model.over:  # our moves go nowhere now
                model.remote, model.remote_undo = None, None
            session.close()
            session.deleteLater()
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.blockSignals(True)
            lobby.close()
            lobby.deleteLater()
        if self.dock is not None:
            self.dock.hide()
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.close(wait_s=0.0)  # its thread says goodbye on the network
        server, self.server = self.server, None
        self._serve = None
        if server is not None:
            server.stop()
            server.deleteLater()

    def _game_started(self) -> None:
        """A game took the table: a local one ends the network game."""
        if self.session is not None and self.controller.model.remote is None:
            self.leave()

    def allow_close(self) -> bool:
        """True when closing the window loses nothing of a network game (none, or it is
        over); else asks and returns False. The host chooses: *Pause the game* (the
        server stops, the game waits in its database for the host to come back: offered
        at the next start), *End it for everybody* (the seat is forgotten) or *Keep
        playing*; a guest is told a computer will take over their seat."""
        session = self.session
        if self._closing or session is None or session.over:
            return True
        hosting = self.server is not None
        if hosting:
            title = translate("Network", "Pause the network game?")
            text = translate("Network", "You host this game on this computer. If you close "
                                        "the window, the game pauses for the others until "
                                        "you come back: start San Juan again and resume it. "
                                        "Or end it for everybody.")
        else:
            title = translate("Network", "Leave the network game?")
            text = translate("Network", "A computer player will take over your seat.")
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("net_close_box")
        if hosting:
            close = box.addButton(translate("Network", "Pause the game"),
                                  QMessageBox.ButtonRole.AcceptRole)
            end = box.addButton(translate("Network", "End it for everybody"),
                                QMessageBox.ButtonRole.DestructiveRole)
            end.setObjectName("net_end_button")
            end.clicked.connect(lambda _checked=False: self._close_anyway(end_game=True))
        else:
            close = box.addButton(translate("Network", "Close anyway"),
                                  QMessageBox.ButtonRole.DestructiveRole)
        close.setObjectName("net_close_button")
        keep = box.addButton(translate("Network", "Keep playing"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        close.clicked.connect(lambda _checked=False: self._close_anyway())
        self.close_box = box
        box.open()
        return False

    def _close_anyway(self, end_game: bool = False) -> None:
        """Close the window after the question; ``end_game``: the host ends the game
        for everybody first (the server closes every seat's connection, saying so; the
        seat is not offered again) — the window closes once the server answered, or
        after a few seconds without an answer."""
        session = self.session
        if end_game and session is not None and session.game_id and session.host:
            from ui.session import net_seats
            from ui.session.net_link import call
            from ui.session.net_link import end_game as end

            net_seats.forget(session.game_id)
            url, game, host = session.url, session.game_id, session.host
            self._pending = call(lambda: end(url, game, host), self,
                                 lambda _r: self._close_now(),
                                 lambda _code, _text: self._close_now(), timeout=5.0)
            self._status(translate("Network", "Ending the game for everybody…"))
            return
        self._close_now()

    def _close_now(self) -> None:
        self._closing = True
        self.window.close()

    def shut_down(self) -> None:
        """The window closes: leave, and stop the server started here (a game announced
        on the local network is withdrawn first, waiting a moment for the goodbye)."""
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.close(wait_s=1.5)
        self.leave()

    def _status(self, text: str, ms: int = 0) -> None:
        self.window.statusBar().showMessage(text, ms)

