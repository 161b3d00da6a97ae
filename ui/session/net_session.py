"""Our seat in a network game: the server's messages turned into the window's game.

A :class:`NetSession` is one more source of actions for the
:class:`~ui.session.game_model.GameModel`: it puts a
:class:`~ui.session.remote_game.NetTable` on the model's table; the other seats' actions
arrive from the server (which alone holds the game and decides: it deals, shuffles,
plays computer seats and stand-ins), our seat's choices go to the server. The table
holds only a :class:`~ui.session.remote_game.RemoteGame` — what the server sent our
seat — until the game is over and the server sends its record; then it holds the real
game (for the final scores, the chart, the history with mode ``"network"``, replays).

Before the start the session is a lobby: ``seatsChanged`` says who has taken which seat,
the host may :meth:`start_game`. Chat lines arrive in :attr:`NetSession.chat`. A dropped
connection is taken up again with the seat's token (:class:`~ui.session.net_link.NetLink`);
while it is down, ``connectionChanged`` says so, and the seats' marks show who is gone
and where a computer stands in (the names at the table carry them too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sanjuan.net.protocol import CHOSEN_DEAL_NOTICE
from sanjuan.rules.actions import Action, action_to_json
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.seat import COMPUTER_NAMES, HUMAN, Seat
from ui.session import net_seats
from ui.session.game_model import GameModel, SeatNotes
from ui.session.net_link import NetLink
from ui.session.remote_game import NETWORK, NetTable, RemoteGame
from ui.text import arg

if TYPE_CHECKING:
    from sanjuan.net.wire import PassFact

translate = QCoreApplication.translate

#: Server errors that only mean "an update is on its way" (docs/protocol.md).
QUIET_ERRORS = frozenset({"stale", "not_your_turn", "not_started"})
MAX_CHAT_LINES = 200


DEFAULT_PORT = 8765  # sanjuan serve's


def normalise_url(text: str) -> str:
    """The server address ``ws://HOST:PORT/`` from what a player typed: an address with
    or without ``ws://`` or ``wss://``, with or without a port (default 8765). Raises
    ValueError for anything else (another scheme, no host, a bad port)."""
    from urllib.parse import urlsplit

    t = text.strip()
    if not t or any(c.isspace() for c in t):
        raise ValueError(f"not a server address: {text!r}")
    if "://" not in t:
        t = "ws://" + t
    u = urlsplit(t)
    if u.scheme not in ("ws", "wss") or not u.hostname:
        raise ValueError(f"not a server address: {text!r}")
    port = u.port or DEFAULT_PORT  # .port raises ValueError for a bad port
    host = f"[{u.hostname}]" if ":" in u.hostname else u.hostname
    return f"{u.scheme}://{host}:{port}{u.path or '/'}"


def failure_text(code: str, detail: str = "") -> str:
    """A sentence for a player about a failed connection or a refusal ``code`` (a
    protocol error code or a :mod:`ui.session.net_link` code); ``detail`` is the
    server's own words, added for codes without a sentence of their own."""
    texts = {
        "unknown_invite": translate(
            "Network", "This invite code is not known to the server, or it was used already, "
            "or its game is over. Ask the host for a new one."),
        "expired_invite": translate(
            "Network", "This invite has expired. Ask the host for a new one."),
        "bad_token": translate(
            "Network", "The server does not know this seat any more."),
        "version": translate(
            "Network", "The server speaks another version of the game's protocol. "
            "Both players need the same version of San Juan."),
        "unreachable": translate(
            "Network", "The server cannot be reached. Check the address, and that the host's "
            "game is still open."),
        "bad_address": translate(
            "Network", "This is not a server address. It looks like ws://192.168.1.20:8765/."),
        "untrusted_certificate": translate(
            "Network", "The server's certificate is not signed by an authority this computer "
            "trusts (a server on a friend's computer usually is not)."),
        "certificate_changed": translate(
            "Network", "WARNING: the server's certificate has CHANGED since you trusted it. "
            "Another computer may be posing as the server. Nothing was sent to it."),
        "closed": translate("Network", "The server closed the connection."),
        "ended": translate("Network", "The host has ended the game."),
        "rate": translate("Network", "The server closed the connection: too many messages."),
        "limit": translate("Network", "The server is full. Try again later."),
        "illegal": translate("Network", "The server refused that move."),
        "chat_refused": translate("Network", "Chat is limited to a few lines at a time."),
        "undo_refused": translate("Network", "That cannot be taken back any more."),
    }
    text = texts.get(code)
    if text is None:
        return arg(translate("Network", "The server said: %1"), detail or code)
    return text


def seat_name(doc: dict[str, Any]) -> str:
    """The name of a seat (``doc``: one seat of a ``seats`` message) without marks: the
    player's name; a computer seat has the name a local game gives it."""
    i = int(doc.get("seat", 0))
    if doc.get("kind") != NETWORK:
        return COMPUTER_NAMES[i % len(COMPUTER_NAMES)]
    return str(doc.get("name") or "") or arg(translate("Network", "Player %1"), i + 1)


def seat_mark(doc: dict[str, Any], mine: bool) -> str:
    """The short mark a seat panel puts before a seat's name (``doc``: one seat of a
    ``seats`` message): ``"⚙ "`` while a computer stands in for its player, ``"⚠ "``
    while its player is gone, else "" (our own seat, a computer seat, a present player).
    A decoration of the seat panels only: the log never shows it."""
    if doc.get("kind") != NETWORK or mine:
        return ""
    if doc.get("standin"):
        return translate("Network", "⚙ %1").replace("%1", "")  # a gear: a machine plays
    if doc.get("claimed") and not doc.get("connected"):
        return translate("Network", "⚠ %1").replace("%1", "")
    return ""


def seat_plain(doc: dict[str, Any]) -> str:
    """The name of a seat without marks (``doc``: one seat of a ``seats`` message): the
    player's name, or "Seat 2 (free)" while nobody has taken it."""
    if doc.get("kind") == NETWORK and not doc.get("claimed"):
        return arg(translate("Network", "Seat %1 (free)"), int(doc.get("seat", 0)) + 1)
    return seat_name(doc)


def seat_label(doc: dict[str, Any], mine: bool) -> str:
    """The name shown at a seat (``doc``: one seat of a ``seats`` message): the player's
    name, marked when nobody has taken the seat yet, when its player is gone, or while a
    computer stands in for them (a short mark first, :func:`seat_mark`: a narrow seat
    elides the end; the Chat dock's seat list says it in words)."""
    return seat_mark(doc, mine) + seat_plain(doc)


def _names(seats: list[dict[str, Any]], which: list[int]) -> str:
    """The names of the seats ``which`` ("Bea and Carla")."""
    names = [seat_name(seats[i]) if 0 <= i < len(seats) else "?" for i in which]
    if len(names) <= 1:
        return "".join(names)
    return arg(translate("Network", "%1 and %2"), ", ".join(names[:-1]), names[-1])


def rematch_text(offer: dict[str, Any], seat: int, seats: list[dict[str, Any]]) -> str:
    """A sentence about the rematch ``offer`` (the server's ``rematch_offer``) for the
    player of ``seat``: who proposed it, who will be governor first, who has still to
    accept. Raises KeyError, TypeError, ValueError for a malformed offer."""
    proposer, governor = int(offer["from"]), int(offer["governor"])
    waiting = [int(i) for i in offer["waiting"]]
    if governor == seat:
        first = translate("Network", "You will be governor first.")
    else:
        first = arg(translate("Network", "%1 will be governor first."),
                    _names(seats, [governor]))
    if proposer == seat:
        head = translate("Network", "You proposed a rematch with the same seats.")
    else:
        head = arg(translate("Network", "%1 proposes a rematch with the same seats."),
                   _names(seats, [proposer]))
    if seat in waiting:
        tail = translate("Network", "Accept it to play again.")
    else:
        tail = arg(translate("Network", "Waiting for %1 to accept…"),
                   _names(seats, [i for i in waiting if i != seat]))
    return f"{head} {first} {tail}"


def rematch_off_text(msg: dict[str, Any]) -> str:
    """A sentence about a rematch offer that ended without a game (the server's
    ``rematch_off``: declined, withdrawn, not answered in time, a player left). Raises
    KeyError, TypeError for a malformed message."""
    names = [str(n) or "?" for n in msg["names"]]
    who = names[0] if len(names) == 1 else arg(
        translate("Network", "%1 and %2"), ", ".join(names[:-1]), names[-1] if names else "?")
    texts = {
        "declined": translate("Network", "%1 declined the rematch."),
        "withdrawn": translate("Network", "%1 withdrew the rematch."),
        "timed_out": translate("Network", "The rematch was not accepted in time "
                                          "(no answer from %1)."),
        "left": translate("Network", "The rematch cannot start: %1 left the game."),
    }
    return arg(texts.get(str(msg["reason"]), translate("Network", "The rematch is off.")),
               who)


def _passes(msg: dict[str, Any]) -> list[PassFact]:
    """The passes a ``state`` or ``update`` message carries (none from a server that
    sends none); raises WireError (a ValueError) for a malformed one."""
    from sanjuan.net.wire import WireError, pass_from_json

    raw = msg.get("passes", [])
    if not isinstance(raw, list):
        raise WireError("passes must be a list")
    return [pass_from_json(p) for p in raw]


class NetSession(QObject):
    """Our seat in the game at ``url`` on ``model``; see the module docstring. Take the
    seat with :meth:`join` (an invite) or :meth:`resume` (a token). ``host`` is the host
    token (the game's creator may start it).

    Signals: ``joined(game, seat, token)``, ``seatsChanged(list[dict])`` (the server's
    seats), ``lobby(bool)`` (True while the game waits for its start), ``gameShown()``
    (the table shows the network game), ``chatChanged()`` (:attr:`chat` has new lines:
    dicts of ``seat``, ``name``, ``text``, ``time`` — other people's words, plain text),
    ``connectionChanged(str)`` (``"connected"``/``"reconnecting"``/``"paused"``: the
    server went away, e.g. its host closed the window; the game waits for it), ``notice(str)`` (a
    refused move or chat line, for the status bar), ``failed(str)`` (the seat is lost:
    why, as a sentence), ``finished()`` (the game is over and held by the model) and
    ``rematchChanged(offer, text)`` after the end: ``offer`` is the server's
    ``rematch_offer`` under way (:attr:`rematch`) or None, ``text`` a sentence about it
    ("" when there is nothing to say); :meth:`propose_rematch` and
    :meth:`answer_rematch` send ours. When every seat accepted, the server moves us into
    the new game (``rematch_started``): the session then plays it, and its first
    picture takes the table like any start (``gameShown``)."""

    joined = Signal(str, int, str)
    seatsChanged = Signal(object)
    lobby = Signal(bool)
    gameShown = Signal()
    chatChanged = Signal()
    connectionChanged = Signal(str)
    notice = Signal(str)
    failed = Signal(str)
    finished = Signal()
    rematchChanged = Signal(object, str)

    def __init__(self, model: GameModel, url: str, host: str | None = None,
                 parent: QObject | None = None, link: NetLink | None = None) -> None:
        super().__init__(parent)
        self.model, self.url, self.host = model, url, host
        self.link = link or NetLink(url, self)
        self.game_id = ""
        self.seat = -1
        self.seats: list[dict[str, Any]] = []
        #: Whether the server says that the game's host chose the deal (a server
        #: started for testing): the host may then know every hand (the lobby and the
        #: Chat dock say so; set before ``seatsChanged``).
        self.deal_chosen = False
        self.chat: list[dict[str, Any]] = []
        self.started = False
        self.over = False
        self.connected = False
        #: log indices of the events a computer caused for our seat while we were away
        self._away: set[int] = set()
        #: Our seat's table, from the first picture of the started game on.
        self.table: NetTable | None = None
        self.name = ""
        #: How to start this game's server again (a server this window started; see
        #: :func:`ui.session.net_seats.serve_info`), kept with the seat; None otherwise.
        self.serve: dict[str, Any] | None = None
        self._resuming = ""
        #: The rematch offer under way (the server's ``rematch_offer``), or None.
        self.rematch: dict[str, Any] | None = None
        self.link.message.connect(self._on_message)
        self.link.connection.connect(self._on_connection)
        self.link.failed.connect(self._on_failed)
        model.gameStarted.connect(self._on_model_started)

    # ------------------------------------------------------------------ requests
    def join(self, invite: str, name: str = "") -> None:
        """Take a seat with ``invite`` under ``name`` (answers: ``joined`` or ``failed``).
        The seat is remembered (:mod:`ui.session.net_seats`) until its game is over."""
        self.name = name
        self.link.join(invite, name)

    def resume(self, game: str, token: str, name: str = "") -> None:
        """Take up our seat of ``game`` again with its ``token`` (after the window was
        closed, say)."""
        self.name, self._resuming = name, game
        self.link.resume(game, token)

    def start_game(self) -> bool:
        """The host starts the game now (free seats are played by the stand-in computer
        after the takeover time). False when we are not the host or not connected."""
        if self.host is None or not self.game_id:
            return False
        return self.link.send({"type": "start", "game": self.game_id, "host": self.host})

    def send_chat(self, text: str) -> bool:
        """Send one chat line (cut to the protocol's 300 characters); False when empty
        or the connection is down."""
        text = " ".join(text.split())[:300]
        return bool(text) and self.link.send({"type": "chat", "text": text})

    def send_action(self, action: Action) -> None:
        """Our seat's action, for the server (the table sends it; see
        :meth:`NetTable.submit`)."""
        if self.table is None:
            return
        if not self.link.send({"type": "action", "seq": len(self.table.view.actions),
                               "action": action_to_json(action)}):
            self.notice.emit(translate(
                "Network", "Not connected: your move will be asked again when the "
                "connection is back."))

    def request_undo(self) -> bool:
        """Ask the server to take back our last action; it refuses (``notice``) when
        something was revealed or another seat decided since (docs/protocol.md, Undo).
        False when there is no game or the connection is down."""
        if self.table is None or self.over:
            return False
        return self.link.send({"type": "undo", "seq": len(self.table.view.actions)})

    def propose_rematch(self) -> bool:
        """"Play again, same seats": propose a rematch of the finished game to the other
        seats (the server answers every seat with ``rematch_offer``). False when the
        game is not over, an offer is under way or the connection is down."""
        if not self.over or self.rematch is not None or not self.game_id:
            return False
        return self.link.send({"type": "rematch", "game": self.game_id})

    def answer_rematch(self, accept: bool) -> bool:
        """Accept (or decline) the rematch offer under way; declining our own offer
        withdraws it. False when there is none or the connection is down."""
        if self.rematch is None:
            return False
        return self.link.send({"type": "rematch_reply", "game": self.game_id,
                               "accept": accept})

    @property
    def rematch_accepted(self) -> bool:
        """Whether our seat has said yes to the offer under way (or proposed it)."""
        offer = self.rematch
        return offer is not None and self.seat in offer.get("accepted", ())

    def close(self) -> None:
        """Leave: close the connection (the seat stays ours on the server: its token
        brings us back); our moves go nowhere from now on."""
        if self.table is not None:
            self.table.leave()
        self.link.close()

    @property
    def token(self) -> str | None:
        """Our seat's secret token (to come back), once a seat is held."""
        return self.link.token

    # ------------------------------------------------------------------ messages
    def _on_message(self, msg: dict[str, Any]) -> None:
        if self.link.stopped:
            return
        kind = msg.get("type")
        try:
            if kind == "joined":
                self.game_id, self.seat = str(msg["game"]), int(msg["seat"])
                if self.link.token:
                    net_seats.remember(self.url, self.game_id, self.link.token, self.seat,
                                       self.name, self.host, self.serve)
                self.joined.emit(self.game_id, self.seat, self.link.token or "")
            elif kind == "state":
                self._on_state(msg)
            elif kind == "update":
                self._on_update(msg)
            elif kind == "seats":
                self._note_deal(msg)
                self._set_seats(msg["seats"])
            elif kind == "chat":
                self._add_chat(msg)
            elif kind in ("rematch_offer", "rematch_off", "rematch_started"):
                self._on_rematch(kind, msg)
            elif kind == "error":
                code = str(msg.get("code"))
                if code not in QUIET_ERRORS:
                    self.notice.emit(failure_text(code, str(msg.get("message", ""))))
        except (KeyError, TypeError, ValueError, SaveFileError) as exc:
            # the server is trusted to be right; a message we cannot read is reported
            self.notice.emit(arg(translate("Network", "A message from the server could not "
                                           "be read: %1"), str(exc)))

    def _on_state(self, msg: dict[str, Any]) -> None:
        from sanjuan.net.wire import event_from_json, observation_from_json

        self.seats = list(msg["seats"])
        self._note_deal(msg)
        self.chat = list(msg.get("chat", []))[-MAX_CHAT_LINES:]
        self.chatChanged.emit()
        self.seatsChanged.emit(self.seats)
        if not msg["started"]:
            self.lobby.emit(True)
            return
        obs = observation_from_json(msg["obs"])
        events = [event_from_json(e) for e in msg["events"]]
        passes = _passes(msg)
        seq = int(msg["seq"])
        table = self.table
        shown = table is not None and self._shown()
        if table is not None and shown and seq >= len(table.view.actions) \
                and len(events) >= len(table.view.state.log or ()):
            # back after a drop
            known = len(table.view.state.log or ())
            steps = table.update(seq, obs, events[known:], passes)
            # what our seat did while we were away, a computer did for us: the log says so
            self._away |= {known + i for i, e in enumerate(events[known:])
                           if e.seat == self.seat}
            if "result" in msg:  # it ended meanwhile: shown once its record is held
                self.model.notes = self._notes()
            else:
                self.model.table_changed(self._table_seats(), steps, self._notes())
        elif table is not None and shown:  # an undo: the game was taken back
            self._away = {i for i in self._away if i < len(events)}
            table.rewound(RemoteGame(self.seat, seq, obs, events, passes))
            self.model.table_rewound()
        else:  # the first picture
            self.table = NetTable(RemoteGame(self.seat, seq, obs, events, passes),
                                  self.send_action, self.request_undo)
            ended = "result" in msg
            if ended:
                # it ended before we came (back): the table holds the whole game from
                # the start, so the final scores, the chart and the history read it
                from sanjuan.store.save import from_json

                self.table.finish(from_json(msg["record"]).game)
                self.over = True
                net_seats.forget(self.game_id)
            if not self.started:
                self.started = True
                self.lobby.emit(False)
            self.model.play(self.table, self._table_seats(plain=ended), self._notes())
            self.gameShown.emit()
            if ended:
                self.finished.emit()
            return
        if "result" in msg:
            self._finish(msg)

    def _on_update(self, msg: dict[str, Any]) -> None:
        from sanjuan.net.wire import event_from_json, observation_from_json

        table = self.table
        if table is None or not self._shown():
            return
        obs = observation_from_json(msg["obs"])
        steps = table.update(int(msg["seq"]), obs,
                             [event_from_json(e) for e in msg["events"]], _passes(msg))
        if "result" in msg:
            self._finish(msg)
        else:
            self.model.table_changed(steps=steps)

    def _finish(self, msg: dict[str, Any]) -> None:
        from sanjuan.store.save import from_json

        if self.over:
            return
        self.over = True
        net_seats.forget(self.game_id)
        saved = from_json(msg["record"])
        table = self.table
        if table is not None and self.model.table is table:
            self.model.table_finished(lambda: table.finish(saved.game),
                                      self._table_seats(plain=True))
        self.finished.emit()

    def _on_rematch(self, kind: str, msg: dict[str, Any]) -> None:
        """A rematch message (raises KeyError, TypeError, ValueError for a malformed
        one: reported as unreadable)."""
        if kind == "rematch_offer":
            if str(msg["game"]) != self.game_id or not self.over:
                return  # about another game: nothing to show
            self.rematch = msg
            self.rematchChanged.emit(msg, rematch_text(msg, self.seat, self.seats))
        elif kind == "rematch_off":
            if str(msg["game"]) != self.game_id:
                return
            self.rematch = None
            self.rematchChanged.emit(None, rematch_off_text(msg))
        else:  # rematch_started: our seat in the new game, with its token
            self.game_id, self.seat = str(msg["new_game"]), int(msg["seat"])
            self.over = self.started = False
            self.table, self._away, self.rematch, self._resuming = None, set(), None, ""
            if self.link.token:
                net_seats.remember(self.url, self.game_id, self.link.token, self.seat,
                                   self.name, self.host, self.serve)
            self.rematchChanged.emit(None, "")

    def _note_deal(self, msg: dict[str, Any]) -> None:
        """Keep whether the server's ``state``/``seats`` message ``msg`` says that the
        host chose the deal (it says so in every such message of that game)."""
        self.deal_chosen = msg.get("notice") == CHOSEN_DEAL_NOTICE

    def _set_seats(self, seats: list[dict[str, Any]]) -> None:
        self.seats = list(seats)
        self.seatsChanged.emit(self.seats)
        if self._shown():
            self.model.table_changed(self._table_seats(), notes=self._notes())

    def _notes(self) -> SeatNotes:
        """The seats' marks, the seats a computer stands in for, and the events a
        computer caused for our seat while we were away,
        :class:`~ui.session.game_model.SeatNotes`."""
        marks = tuple(seat_mark(doc, i == self.seat) for i, doc in enumerate(self.seats))
        computers = {i for i, doc in enumerate(self.seats)
                     if doc.get("kind") == NETWORK and doc.get("standin") and i != self.seat}
        return SeatNotes(marks, frozenset(computers), frozenset(self._away))

    def _table_seats(self, plain: bool = False) -> list[Seat]:
        """The seats for the model: ours human, other people network seats, computers
        their level; plain names (the marks are :meth:`_notes`), the record's own
        names once ``plain``."""
        out = []
        for i, doc in enumerate(self.seats):
            name = seat_name(doc) if plain else seat_plain(doc)
            if i == self.seat:
                out.append(Seat(name, HUMAN))
            elif doc.get("kind") == NETWORK:
                out.append(Seat(name, NETWORK))
            else:
                out.append(Seat(name, str(doc.get("level") or "medium")))
        return out

    def _add_chat(self, msg: dict[str, Any]) -> None:
        line = {k: msg.get(k) for k in ("seat", "name", "text", "time")}
        self.chat = (self.chat + [line])[-MAX_CHAT_LINES:]
        self.chatChanged.emit()

    # ------------------------------------------------------------------ link reports
    def _on_connection(self, state: str) -> None:
        self.connected = state == "connected"
        self.connectionChanged.emit(state)

    def _on_failed(self, code: str, detail: str) -> None:
        self.connected = False
        if code in ("bad_token", "unknown_invite", "ended") and (self.game_id or self._resuming):
            net_seats.forget(self.game_id or self._resuming)  # the server knows it no more
        self.failed.emit(failure_text(code, detail))

    def _shown(self) -> bool:
        """True while the model shows our table and the game is not over."""
        return self.table is not None and self.model.table is self.table and not self.over

    def _on_model_started(self) -> None:
        """Another game took the table (a new local game, say): leave this one."""
        if self.table is not None and self.model.table is not self.table and not self.over:
            self.close()
