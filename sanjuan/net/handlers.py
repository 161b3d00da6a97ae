"""What the server does with each checked client message (after ``hello``).

:class:`Handlers` takes a message that :func:`sanjuan.net.protocol.parse_client_message`
accepted, checks it against the connection and the game (joined? whose turn? which
seq? the right token?) and hands it to the :class:`~sanjuan.net.hall.GameHall`. A
message that cannot be done raises :class:`ProtocolError` (the connection gets an
``error``, nothing changed); an illegal action gets an ``illegal`` error from the
engine's check. Failed joins, resumes and host commands count against the connection
(:data:`~sanjuan.net.limits.MAX_AUTH_FAILURES`).
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable
from typing import Any

from sanjuan.net import protocol
from sanjuan.net.hall import GameHall
from sanjuan.net.invites import normalise_code
from sanjuan.net.limits import MAX_CREATES, UNDO_SECONDS
from sanjuan.net.protocol import NETWORK, ProtocolError, dumps
from sanjuan.net.rooms import Conn, Room
from sanjuan.net.store import digest
from sanjuan.rules.actions import action_from_json
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.undo import steps_of, undo_depth


class Handlers:
    """The message handlers of a server over ``hall``; ``max_games`` bounds the
    unfinished games held; ``close(conn)`` closes a connection whose seat was taken up
    by a newer one."""

    def __init__(self, hall: GameHall, max_games: int, close: Callable[[Conn], None]) -> None:
        self.hall = hall
        self.max_games = max_games
        self.close = close
        self._by_type: dict[str, Callable[[Conn, dict[str, Any]], None]] = {
            "create": self.create, "join": self.join, "resume": self.resume,
            "start": self.start, "end": self.end}
        self._in_room: dict[str, Callable[[Conn, Room, dict[str, Any]], None]] = {
            "action": self.action, "undo": self.undo, "chat": self.chat}

    def dispatch(self, conn: Conn, msg: dict[str, Any]) -> None:
        """Do the checked message ``msg`` of ``conn``; raises ProtocolError."""
        kind = msg["type"]
        if kind == "hello":
            raise ProtocolError(protocol.BAD_MESSAGE, "hello was said already")
        handler = self._by_type.get(kind)
        if handler is not None:
            handler(conn, msg)
            return
        room = conn.room
        if room is None:
            raise ProtocolError(protocol.NOT_JOINED, "join a game first")
        self._in_room[kind](conn, room, msg)

    # -- games and seats -------------------------------------------------------------------

    def create(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``create``: a new game; the creator gets its id, host token and invites."""
        if conn.creates >= MAX_CREATES:
            raise ProtocolError(protocol.LIMIT, "this connection has created enough games")
        if self.hall.unfinished() >= self.max_games:
            raise ProtocolError(protocol.LIMIT, "the server holds as many games as it may")
        conn.creates += 1
        made = self.hall.create(msg)
        room = made.room
        self.hall.send(conn, dumps({"type": "created", **made.info,
                                    "seats": room.public_seats()}))
        if NETWORK not in (s.kind for s in room.seats):
            self.hall.start_game(room)

    @staticmethod
    def _auth_failed(conn: Conn, code: str, message: str) -> ProtocolError:
        conn.auth_failures += 1
        return ProtocolError(code, message)

    def join(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``join``: take the seat an unused, unexpired invite opens; the player gets
        the seat's token (only now, only here)."""
        if conn.room is not None:
            raise ProtocolError(protocol.ALREADY_JOINED, "this connection plays a seat already")
        code = digest(normalise_code(msg["invite"]))
        found = self.hall.store.invite(code)
        if found is None or found[3]:
            raise self._auth_failed(conn, protocol.UNKNOWN_INVITE,
                                    "no such invite (or it was used already)")
        gid, seat, expires, _ = found
        if self.hall.clock() > expires:
            raise self._auth_failed(conn, protocol.EXPIRED_INVITE, "this invite has expired")
        room = self.hall.load(gid)
        if room is None or room.over:
            raise self._auth_failed(conn, protocol.UNKNOWN_INVITE, "that game is over")
        token = secrets.token_hex(32)
        name = msg.get("name") or f"Player {seat + 1}"
        self.hall.store.claim(gid, seat, name, digest(token), code)
        s = room.seats[seat]
        s.name, s.token = name, digest(token)
        self.hall.send(conn, dumps({"type": "joined", "game": gid, "seat": seat,
                                    "token": token}))
        self.hall.bind(conn, room, seat, self.close)
        if room.settings.get("autostart", True) and all(
                x.token is not None for x in room.seats if x.kind == NETWORK):
            self.hall.start_game(room)

    def resume(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``resume``: take up again the seat that the token holds."""
        if conn.room is not None:
            raise ProtocolError(protocol.ALREADY_JOINED, "this connection plays a seat already")
        room = self.hall.load(msg["game"])
        want = digest(msg["token"])
        seat = -1
        if room is not None:
            for i, s in enumerate(room.seats):
                if s.token is not None and hmac.compare_digest(s.token, want):
                    seat = i
        if room is None or seat < 0:
            raise self._auth_failed(conn, protocol.BAD_TOKEN,
                                    "this token holds no seat of that game")
        self.hall.send(conn, dumps({"type": "joined", "game": room.id, "seat": seat}))
        self.hall.bind(conn, room, seat, self.close)

    def start(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``start``: the host starts the game (with the host token)."""
        room = self.hall.rooms.get(msg["game"])
        if room is None or not hmac.compare_digest(room.host, digest(msg["host"])):
            raise self._auth_failed(conn, protocol.BAD_TOKEN, "not the host of that game")
        self.hall.start_game(room)
        self.hall.send(conn, dumps({"type": "started", "game": room.id}))

    def end(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``end``: the host ends the game for everybody (with the host token): it is
        kept as over, unfinished (no result, no history), and every seat's connection is
        closed with :data:`~sanjuan.net.protocol.CLOSE_ENDED`."""
        room = self.hall.rooms.get(msg["game"])
        if room is None or not hmac.compare_digest(room.host, digest(msg["host"])):
            raise self._auth_failed(conn, protocol.BAD_TOKEN, "not the host of that game")
        if room.over:
            raise ProtocolError(protocol.BAD_MESSAGE, "the game is over already")
        self.hall.send(conn, dumps({"type": "ended", "game": room.id}))
        self.hall.end_game(room)

    # -- playing ---------------------------------------------------------------------------

    @staticmethod
    def _check_turn(room: Room, seq: int) -> None:
        if not room.started:
            raise ProtocolError(protocol.NOT_STARTED, "the game has not started yet")
        if room.over:
            raise ProtocolError(protocol.GAME_OVER, "the game is over")
        if seq != len(room.game.actions):
            raise ProtocolError(protocol.STALE, f"seq {seq} is not the game's current "
                                                f"{len(room.game.actions)}")

    def action(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``action``: the seat's decision, if it is its turn at that seq and the
        engine accepts it."""
        self._check_turn(room, msg["seq"])
        d = room.game.state.decision
        if d is None or d.seat != conn.seat:
            raise ProtocolError(protocol.NOT_YOUR_TURN, "it is not your decision")
        try:
            action = action_from_json(msg["action"])
        except ValueError as exc:
            raise ProtocolError(protocol.BAD_MESSAGE, str(exc)[:200]) from None
        try:
            self.hall.apply(room, conn.seat, action, "human")
        except IllegalActionError as exc:
            self.hall.send(conn, protocol.error(protocol.ILLEGAL, str(exc)[:300],
                                                rule=exc.rule, seq=msg["seq"]))

    def undo(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``undo``: take back the seat's last action, if it was the last one of the
        game and nothing hidden was revealed since (Board Game Arena's rule)."""
        self._check_turn(room, msg["seq"])
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
        self.hall.store.remove_action(room.id, n)
        room.take_back()
        self.hall.replaced_game(room)

    def chat(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``chat``: a line to every seat of the room (rate-limited per connection)."""
        now = time.monotonic()
        times = conn.chat_times
        if len(times) == times.maxlen and now - times[0] < protocol.CHAT_WINDOW:
            raise ProtocolError(protocol.CHAT_REFUSED, "too many chat messages; wait a little")
        times.append(now)
        line = {"type": "chat", "seat": conn.seat, "name": room.seats[conn.seat].name,
                "text": msg["text"], "time": round(self.hall.clock(), 3)}
        room.chat.append(line)
        text = dumps(line)
        for _, c in room.connections():
            self.hall.send(c, text)
