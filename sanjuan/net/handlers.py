"""What the server does with each checked client message (after ``hello``).

:class:`Handlers` takes a message that :func:`sanjuan.net.protocol.parse_client_message`
accepted, checks it against the connection and the game (joined? whose turn? which
seq? the right token?) and hands it to the :class:`~sanjuan.net.hall.GameHall`. A
message that cannot be done raises :class:`ProtocolError` (the connection gets an
``error``, nothing changed); an illegal action gets an ``illegal`` error from the
engine's check. Failed joins, resumes and host commands count against the connection
(:data:`~sanjuan.net.limits.MAX_AUTH_FAILURES`), its address and the game they name
(:class:`~sanjuan.net.limits.Budgets`, which a new connection does not reset); so do
games created (per address and in all); chat lines and undos count against the seat.
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable
from typing import Any

from sanjuan.net import protocol
from sanjuan.net.hall import GameDamaged, GameHall
from sanjuan.net.invites import normalise_code
from sanjuan.net.limits import MAX_AUTH_FAILURES, UNDO_SECONDS, Budgets
from sanjuan.net.protocol import NETWORK, ProtocolError, dumps
from sanjuan.net.rematch import Rematches
from sanjuan.net.rooms import Conn, Room
from sanjuan.net.store import digest
from sanjuan.rules.actions import action_from_json
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.names import check_name, duplicate_names
from sanjuan.rules.undo import steps_of, undo_depth


class Handlers:
    """The message handlers of a server over ``hall``; ``max_games`` bounds the live
    games held; ``close(conn)`` closes a connection whose seat was taken up by a newer
    one; ``budgets`` are the limits that outlive a connection; ``chosen_seeds``: whether
    ``create`` may name the seed (a server started for testing only)."""

    def __init__(self, hall: GameHall, max_games: int, close: Callable[[Conn], None],
                 budgets: Budgets | None = None, chosen_seeds: bool = False) -> None:
        self.hall = hall
        self.max_games = max_games
        self.close = close
        self.budgets = budgets or Budgets()
        self.chosen_seeds = chosen_seeds
        self._by_type: dict[str, Callable[[Conn, dict[str, Any]], None]] = {
            "create": self.create, "join": self.join, "resume": self.resume,
            "start": self.start, "end": self.end}
        #: "Play again, same seats" (:mod:`sanjuan.net.rematch`).
        self.rematches = Rematches(hall, max_games)
        self._in_room: dict[str, Callable[[Conn, Room, dict[str, Any]], None]] = {
            "action": self.action, "undo": self.undo, "chat": self.chat,
            "rematch": self.rematches.propose, "rematch_reply": self.rematches.reply}

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
        """``create``: a new game; the creator gets its id, host token and invites. The
        server draws the seed; a chosen one is refused unless the server was started
        for testing. Creates are budgeted per address and in all."""
        if msg.get("seed") is not None and not self.chosen_seeds:
            raise ProtocolError(protocol.SEED_REFUSED, "this server draws every deal itself; "
                                "a chosen seed is only for a server started for testing")
        if self.hall.unfinished() >= self.max_games:
            raise ProtocolError(protocol.LIMIT, "the server holds as many games as it may")
        b = self.budgets
        if not b.creates.left(conn.address):
            raise ProtocolError(protocol.LIMIT, "your address has created enough games for "
                                                "now; wait a little")
        if not b.creates_total.take(None):
            raise ProtocolError(protocol.LIMIT, "the server is making many games just now; "
                                                "try again in a minute")
        b.creates.take(conn.address)
        made = self.hall.create(msg)
        room = made.room
        self.hall.send(conn, dumps({"type": "created", **made.info,
                                    "seats": room.public_seats()}))
        if NETWORK not in (s.kind for s in room.seats):
            self.hall.start_game(room)

    def _auth_failed(self, conn: Conn, code: str, message: str,
                     game: str | None = None) -> ProtocolError:
        """A failed join, resume or host command: counted against the connection, its
        address and the game it named."""
        conn.auth_failures += 1
        self.budgets.failures.take(conn.address)
        if game is not None:
            self.budgets.game_failures.take(game)
        return ProtocolError(code, message)

    def _may_try(self, conn: Conn, game: str | None = None) -> None:
        """Refuse a join, resume or host command (and close the connection) once the
        address, or the game named, has failed too often."""
        if (not self.budgets.failures.left(conn.address)
                or (game is not None and not self.budgets.game_failures.left(game))):
            conn.auth_failures = MAX_AUTH_FAILURES
            raise ProtocolError(protocol.RATE, "too many failed attempts; wait a few minutes")

    def _load(self, gid: str) -> Room | None:
        """``hall.load``; a game whose record is damaged answers with an error (its
        players only: nothing else is touched)."""
        try:
            return self.hall.load(gid)
        except GameDamaged:
            raise ProtocolError(protocol.DAMAGED_GAME, "this game is damaged on the server "
                                "and cannot be played; other games are not affected") from None

    def _seat_name(self, room: Room, seat: int, name: str) -> str:
        """The name the player of ``seat`` asked for (or "Player N"), checked by the name
        rule (:mod:`sanjuan.rules.names`) and against the other seats' names (two seats
        of one game may not look alike, "Player 1" may not sit in seat 2)."""
        try:
            name = check_name(name, "name")
        except ValueError as exc:
            raise ProtocolError(protocol.BAD_MESSAGE, str(exc)) from None
        name = name or f"Player {seat + 1}"
        # Every other seat's name, and every other seat's default name ("Player 2" may
        # not sit in seat 1, even once seat 2 has a name of its own).
        others = [s.name for i, s in enumerate(room.seats)
                  if i != seat and (s.token is not None or s.kind != NETWORK)]
        others += [f"Player {i + 1}" for i in range(len(room.seats)) if i != seat]
        if name in duplicate_names([*others, name]):
            raise ProtocolError(protocol.NAME_TAKEN, "another seat of this game has that "
                                                     "name (or one that looks like it)")
        return name

    def join(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``join``: take the seat an unused, unexpired invite opens; the player gets
        the seat's token (only now, only here)."""
        if conn.room is not None:
            raise ProtocolError(protocol.ALREADY_JOINED, "this connection plays a seat already")
        self._may_try(conn)
        code = digest(normalise_code(msg["invite"]))
        found = self.hall.store.invite(code)
        if found is None or found[3]:
            raise self._auth_failed(conn, protocol.UNKNOWN_INVITE,
                                    "no such invite (or it was used already)")
        gid, seat, expires, _ = found
        if self.hall.clock() > expires:
            raise self._auth_failed(conn, protocol.EXPIRED_INVITE, "this invite has expired")
        room = self._load(gid)
        if room is None or room.over:
            raise self._auth_failed(conn, protocol.UNKNOWN_INVITE, "that game is over")
        name = self._seat_name(room, seat, msg.get("name") or "")
        token = secrets.token_hex(32)
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
        """``resume``: take up again the seat that the token holds. The token is checked
        against the database before the game is loaded: a wrong one costs no replay."""
        if conn.room is not None:
            raise ProtocolError(protocol.ALREADY_JOINED, "this connection plays a seat already")
        gid = msg["game"]
        self._may_try(conn, gid)
        want = digest(msg["token"])
        held = self.hall.rooms.get(gid)
        if held is not None:
            found = [i for i, s in enumerate(held.seats)
                     if s.token is not None and hmac.compare_digest(s.token, want)]
            seat = found[0] if found else None
        else:
            seat = self.hall.store.seat_of_token(gid, want)
        room = self._load(gid) if seat is not None else None
        if room is None or seat is None:
            raise self._auth_failed(conn, protocol.BAD_TOKEN,
                                    "this token holds no seat of that game", gid)
        self.hall.send(conn, dumps({"type": "joined", "game": room.id, "seat": seat}))
        self.hall.bind(conn, room, seat, self.close)
        self.rematches.rejoined(conn, room)

    def start(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``start``: the host starts the game (with the host token)."""
        self._may_try(conn, msg["game"])
        room = self.hall.rooms.get(msg["game"])
        if room is None or not hmac.compare_digest(room.host, digest(msg["host"])):
            raise self._auth_failed(conn, protocol.BAD_TOKEN, "not the host of that game",
                                    msg["game"])
        self.hall.start_game(room)
        self.hall.send(conn, dumps({"type": "started", "game": room.id}))

    def end(self, conn: Conn, msg: dict[str, Any]) -> None:
        """``end``: the host ends the game for everybody (with the host token): it is
        kept as over, unfinished (no result, no history), and every seat's connection is
        closed with :data:`~sanjuan.net.protocol.CLOSE_ENDED`."""
        self._may_try(conn, msg["game"])
        room = self.hall.rooms.get(msg["game"])
        if room is None or not hmac.compare_digest(room.host, digest(msg["host"])):
            raise self._auth_failed(conn, protocol.BAD_TOKEN, "not the host of that game",
                                    msg["game"])
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
            if self.hall.metrics is not None:
                self.hall.metrics.error(protocol.ILLEGAL)

    def undo(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``undo``: take back the seat's last action, if it was the last one of the
        game and nothing hidden was revealed since (Board Game Arena's rule)."""
        self._check_turn(room, msg["seq"])
        game = room.game
        now = time.monotonic()
        if not room.deciders or room.deciders[-1] != conn.seat:
            raise ProtocolError(protocol.UNDO_REFUSED, "nothing to take back (other_seat)")
        seat = room.seats[conn.seat]  # the seat's budget: reconnecting does not renew it
        if now - seat.last_undo < UNDO_SECONDS:
            raise ProtocolError(protocol.UNDO_REFUSED, "one undo at a time; wait a little")
        seat.last_undo = now
        limit = undo_depth(steps_of(game), conn.seat)
        if limit.depth < 1:
            raise ProtocolError(protocol.UNDO_REFUSED, f"nothing to take back "
                                                       f"({limit.blocker.value})")
        n = len(game.actions) - 1
        self.hall.store.remove_action(room.id, n)
        room.take_back()
        self.hall.replaced_game(room)

    def chat(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``chat``: a line to every seat of the room (rate-limited per seat: a new
        connection does not renew the budget)."""
        now = time.monotonic()
        times = room.seats[conn.seat].chat_times
        if len(times) == times.maxlen and now - times[0] < protocol.CHAT_WINDOW:
            raise ProtocolError(protocol.CHAT_REFUSED, "too many chat messages; wait a little")
        times.append(now)
        line = {"type": "chat", "seat": conn.seat, "name": room.seats[conn.seat].name,
                "text": msg["text"], "time": round(self.hall.clock(), 3)}
        room.chat.append(line)
        text = dumps(line)
        for _, c in room.connections():
            self.hall.send(c, text)
