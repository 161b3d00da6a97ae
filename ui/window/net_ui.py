"""The window's network games: Game ▸ Host a network game… and Game ▸ Join a network
game… (issue 21), the lobby, the Chat dock and the questions.

:class:`NetUi` is the view of :class:`~ui.session.net_play.NetPlay` (which hosts, joins,
comes back, runs the server on this computer and announces the game, without a widget):
it asks (:mod:`ui.dialogs.net_setup`), shows the lobby with the invites
(:mod:`ui.dialogs.lobby`) and, once the game starts, a "Chat" dock beside the log with
the seats and the chat; the table shows the game like any game. Every failure is a
message box, never a traceback; nothing waits on the GUI thread. The network code is
imported only when network play is used.

Closing the window mid-game asks first: the host pauses the game (offered again when the
window starts next) or ends it for everybody; a guest is told a computer will take over
their seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
)

from ui.dialogs.trust_cert import load_trusted, offer_trust
from ui.session.net_play import BROWSE_SECONDS, HOST, STATUS_MS, NetPlay
from ui.text import arg

if TYPE_CHECKING:
    from ui.dialogs.lobby import LobbyDialog, NetPanel
    from ui.dialogs.net_setup import HostChoices, HostDialog, JoinDialog
    from ui.session.controller import GameController
    from ui.session.lan_announce import LanAnnouncer
    from ui.session.local_server import LocalServer
    from ui.session.net_session import NetSession

__all__ = ["BROWSE_SECONDS", "NetUi"]

translate = QCoreApplication.translate


class NetUi(QObject):
    """Network games of ``window`` (a QMainWindow with ``statusBar()``) through its
    ``controller``; see the module docstring. ``show_error(title, text)`` explains a
    failure (the window's message box). :attr:`play` does the work."""

    def __init__(self, window: QMainWindow, controller: GameController,
                 show_error: Any) -> None:
        super().__init__(window)
        self.window, self.controller, self.show_error = window, controller, show_error
        self.play = NetPlay(controller, self)
        self.lobby: LobbyDialog | None = None
        self.dialog: HostDialog | JoinDialog | None = None
        self.dock: QDockWidget | None = None
        self.panel: NetPanel | None = None
        #: "Deal chosen by the host" in the status bar while such a game is played (the
        #: Chat dock, which says it too, is a tab behind the log).
        self.deal_label: QLabel | None = None
        self.host_choices: HostChoices | None = None
        self._closing = False
        self.close_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self._retry_join: Callable[[], None] | None = None  # after trusting a certificate
        self._trusting: Any = None
        p = self.play
        p.status.connect(self._status)
        p.failed.connect(self._failed)
        p.opened.connect(self._opened)
        p.shown.connect(self._game_shown)
        p.closed.connect(self._left)
        p.closeNow.connect(self._close_now)
        QTimer.singleShot(0, self, self._offer_resume)  # (not once this is gone)

    # ------------------------------------------------------------------ what play holds
    @property
    def session(self) -> NetSession | None:
        """Our seat's session (None: no network game)."""
        return self.play.session

    @property
    def server(self) -> LocalServer | None:
        """The game server started on this computer, if any."""
        return self.play.server

    @property
    def announcer(self) -> LanAnnouncer | None:
        """The game announced on the local network, if any."""
        return self.play.announcer

    @property
    def last_url(self) -> str:
        """The server address last joined (the Join dialog's default)."""
        return self.play.last_url

    @property
    def last_name(self) -> str:
        """The name last played under."""
        return self.play.last_name

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
                            net_seats.load(), self.play.find_games)
        dialog.accepted.connect(lambda: self._join(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _default_name(self) -> str:
        names = self.controller.settings.new_game().names
        return names[0] if names else ""

    def _host(self, c: HostChoices) -> None:
        self.host_choices = c
        load_trusted(self.controller.settings)  # the certificates trusted before
        self.play.host(c)

    def _join(self, dialog: JoinDialog) -> None:
        load_trusted(self.controller.settings)  # (network code loads when it is used)
        back = dialog.rejoin
        self._retry_join = lambda: self._join(dialog)
        if back is not None:  # a seat this computer holds: its token brings us back
            self.play.rejoin(back)
            return
        try:
            j = dialog.choices()
        except ValueError as exc:
            self.play.fail(str(exc))
            return
        self.play.join(j.url, j.code, j.name)

    def _failed(self, text: str) -> None:
        """The network game failed (``text`` says why; it was left): offer to trust a
        server's own certificate when that was the reason, else say it in a box."""
        if not self._offer_trust(self.play.last_url or "", text):
            self.show_error(translate("Network", "Network game"), text)

    def _offer_trust(self, url: str, text: str) -> bool:
        """If joining ``url`` failed for its certificate (``text``), say so and offer to
        trust it (:mod:`ui.dialogs.trust_cert`); True when offered."""
        from ui.session.net_session import failure_text

        changed = text == failure_text("certificate_changed")
        retry = self._retry_join
        if retry is None or not url.startswith("wss:") or not (
                changed or text == failure_text("untrusted_certificate")):
            return False
        self.window.statusBar().showMessage(text)
        self._trusting = offer_trust(self, self.window, self.controller.settings, url,
                                     changed, retry, lambda t: self.show_error(
                                         translate("Network", "Network game"), t))
        return True

    # ------------------------------------------------------------------ a host comes back
    def _offer_resume(self) -> None:
        """At start-up: offer the newest game this window hosted and paused (its
        server stopped when the window closed; the guests wait). No network code is
        loaded unless the player takes it up."""
        entry = self.play.paused_game()
        if entry is None or self.session is not None or self.resume_box is not None:
            return
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
        forget.clicked.connect(lambda _c=False: self.play.forget(entry))
        box.finished.connect(lambda _r: setattr(self, "resume_box", None))
        self.resume_box = box
        box.open()

    def rejoin_summary(self) -> str | None:
        """The welcome page's line about a seat this computer held as a guest when San
        Juan closed (:meth:`NetPlay.held_seat`), or None when there is none."""
        entry = self.play.held_seat()
        if entry is None or self.play.paused_game() is not None:
            return None  # a hosted game is offered first, in its own question
        return arg(translate("Network", "You were playing a network game as %1 (%2) when "
                                        "San Juan closed; a computer plays your seat until "
                                        "you rejoin."),
                   entry.get("name") or "?", entry.get("url") or "?")

    def rejoin_held(self) -> None:
        """The welcome page's Rejoin: take up the held seat again
        (:meth:`NetPlay.rejoin`)."""
        entry = self.play.held_seat()
        if entry is not None:
            self.play.rejoin(entry)

    def resume_hosted(self, entry: dict[str, Any]) -> None:
        """Take up again a game this window hosted (see
        :meth:`ui.session.net_play.NetPlay.resume_hosted`)."""
        load_trusted(self.controller.settings)
        self.play.resume_hosted(entry)

    def decorate_game_over(self, dialog: QDialog) -> None:
        """Add the rematch part ("Play again, same seats", an offer to accept with one
        click: :class:`ui.dialogs.rematch.RematchBox`) to the game-over ``dialog`` of a
        network game this window played to its end; nothing for other games."""
        session = self.session
        if session is None or not session.over or session.table is None \
                or self.controller.model.table is not session.table:
            return
        from ui.dialogs.rematch import RematchBox

        layout = dialog.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(layout.count() - 1, RematchBox(session))

    # ------------------------------------------------------------------ lobby and dock
    def _opened(self, session: NetSession, invites: list[tuple[int, str]],
                address: str) -> None:
        """A seat is being taken: the lobby, until the game starts."""
        from ui.dialogs.lobby import LobbyDialog

        session.chatChanged.connect(self._chat_line)
        lobby = self.lobby = LobbyDialog(session, invites, address, self.window)
        lobby.leave.connect(self.leave)
        lobby.show()

    def _game_shown(self) -> None:
        if self.lobby is not None:
            lobby, self.lobby = self.lobby, None
            lobby.accept()  # not "leave"
            lobby.deleteLater()
        self._show_dock()

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
        self.panel = NetPanel(self.session, self.play.invites, self.play.address)
        self.dock.setWidget(self.panel)
        if old is not None:
            old.deleteLater()
        self.dock.show()
        self._show_deal_notice(self.session.deal_chosen)

    def _show_deal_notice(self, chosen: bool) -> None:
        """Say in the status bar, for the whole game, that its host chose the deal (a
        server started for testing: the host can know every hand), or say nothing."""
        if chosen and self.deal_label is None:
            label = self.deal_label = QLabel(translate("Network", "⚠ Deal chosen by the host"))
            label.setObjectName("net_deal_status")
            label.setTextFormat(Qt.TextFormat.PlainText)
            full = translate("Network", "⚠ Deal chosen by the host: the host can know every "
                                        "hand and every card to come.")
            label.setToolTip(full)
            label.setAccessibleName(translate("Network", "Deal chosen by the host"))
            label.setAccessibleDescription(full)
            self.window.statusBar().addPermanentWidget(label)
        if self.deal_label is not None:
            self.deal_label.setVisible(chosen)

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

    def _left(self) -> None:
        """The network game was left: no lobby, no Chat dock."""
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.blockSignals(True)
            lobby.close()
            lobby.deleteLater()
        if self.dock is not None:
            self.dock.hide()
        self._show_deal_notice(False)

    def leave(self) -> None:
        """Leave the network game (its seat stays ours on the server), close the lobby,
        and stop a server started here."""
        self.play.leave()

    # ------------------------------------------------------------------ closing
    def allow_close(self) -> bool:
        """True when closing the window loses nothing of a network game (none, or it is
        over); else asks and returns False. The host chooses: *Pause the game* (the
        server stops, the game waits in its database for the host to come back: offered
        at the next start), *End it for everybody* (the seat is forgotten) or *Keep
        playing*; a guest is told a computer will take over their seat."""
        question = self.play.close_question()
        if self._closing or not question:
            return True
        hosting = question == HOST
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
        for everybody first (the window closes once the server answered, or after a few
        seconds without an answer)."""
        if not (end_game and self.play.end_for_everybody()):
            self._close_now()

    def _close_now(self) -> None:
        self._closing = True
        self.window.close()

    def shut_down(self) -> None:
        """The window closes: leave, and stop the server started here."""
        self.play.shut_down()

    def _status(self, text: str, ms: int = 0) -> None:
        if text:
            self.window.statusBar().showMessage(text, ms)
        else:
            self.window.statusBar().clearMessage()
