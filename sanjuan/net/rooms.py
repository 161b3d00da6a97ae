"""Rooms and seats: one game on the server, who sits where, and what each seat is sent.

A :class:`Room` holds a game's state, its :class:`Seat` list and settings; a :class:`Conn`
is one client connection, bound to a seat once it joined. The messages built here
(:func:`state_message`, :func:`update_message`, :func:`seats_message`) carry only what
the receiving seat may see: ``observe(state, seat)``, the events as that seat may
see them and who passed (public facts, :class:`~sanjuan.net.wire.PassFact`; the engine
has no event for a pass) (:mod:`sanjuan.net.wire`), never the seed or another seat's
hidden cards while the game runs.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection

from sanjuan.net import protocol
from sanjuan.net.invites import new_invite_code, normalise_code
from sanjuan.net.limits import Bucket
from sanjuan.net.protocol import NETWORK, dumps
from sanjuan.net.results import result_json
from sanjuan.net.store import GameRecord, SeatRow, digest
from sanjuan.net.wire import (
    PassFact,
    event_to_json,
    events_for,
    observation_to_json,
    pass_fact,
    pass_to_json,
)
from sanjuan.rules.actions import Action, action_from_json
from sanjuan.rules.events import Event
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import HUMAN
from sanjuan.rules.seat import Seat as TableSeat
from sanjuan.rules.state import Options
from sanjuan.store.save import to_json as save_json

#: Chat lines kept per game (sent to a player who joins).
CHAT_KEPT = 50


class Conn:
    """One client connection (``ws``) from ``address`` (the peer's IP address, the key
    of its address's budgets), bound to ``seat`` of ``room`` once it joined, with its
    message bucket (``rate``/s, ``burst``) and its own error counts (the address's and
    the seat's budgets outlive it: :class:`~sanjuan.net.limits.Budgets`, :class:`Seat`)."""

    __slots__ = ("ws", "address", "room", "seat", "bucket", "errors", "auth_failures")

    def __init__(self, ws: ServerConnection, rate: float, burst: int,
                 address: str = "") -> None:
        self.ws = ws
        self.address = address
        self.room: Room | None = None
        self.seat = -1
        self.bucket = Bucket(rate, burst)
        self.errors = self.auth_failures = 0


@dataclass
class Seat:
    """A seat of a room: ``kind`` ("network" or a computer level), ``name``, the token
    digest once claimed, the connection playing it, whether a computer stands in, the
    timer that will make one stand in, and the seat's chat and undo budgets (they
    belong to the seat, so a player who reconnects does not get them back:
    ``chat_times`` are the monotonic times of its last chat lines, ``last_undo`` that of
    its last undo)."""

    kind: str
    name: str = ""
    token: str | None = None
    conn: Conn | None = None
    standin: bool = False
    timer: asyncio.TimerHandle | None = None
    chat_times: deque[float] = field(
        default_factory=lambda: deque(maxlen=protocol.CHAT_BURST))
    last_undo: float = -1e9

    def public(self, i: int) -> dict[str, Any]:
        """What everybody may know of this seat (number ``i``)."""
        network = self.kind == NETWORK
        return {"seat": i, "name": self.name, "kind": NETWORK if network else "computer",
                "level": None if network else self.kind, "claimed": self.token is not None,
                "connected": self.conn is not None, "standin": self.standin}


@dataclass
class Room:
    """One game on the server (state, seats and settings)."""

    id: str
    options: Options
    settings: dict[str, Any]
    host: str
    seats: list[Seat]
    game: Game
    started: bool = False
    thinking: bool = False
    #: The seat that decided each action so far.
    deciders: list[int] = field(default_factory=list)
    chat: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=CHAT_KEPT))
    #: Every pass so far (public facts: who passed which decision; the engine has no
    #: event for it).
    passes: list[PassFact] = field(default_factory=list)
    #: Unix time after which an unstarted game has expired (its invites' expiry).
    expires: float = float("inf")
    #: Unix time of the last action (or of the start, or of the load): a started game
    #: idle for :data:`~sanjuan.net.limits.IDLE_SECONDS` is ended as abandoned.
    last_active: float = 0.0

    def expired(self, now: float) -> bool:
        """Whether the unstarted game has outlived its invites at Unix time ``now``."""
        return not self.started and now > self.expires

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.game.state.over

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer that plays ``seat`` now, or None (a human's turn)."""
        s = self.seats[seat]
        if s.kind != NETWORK:
            return s.kind
        level: str = self.settings["takeover_level"]
        return level if s.standin else None

    def connections(self) -> list[tuple[int, Conn]]:
        """(seat, connection) of every connected seat."""
        return [(i, s.conn) for i, s in enumerate(self.seats) if s.conn is not None]

    def public_seats(self) -> list[dict[str, Any]]:
        """Every seat as everybody may know it."""
        return [s.public(i) for i, s in enumerate(self.seats)]

    def result(self) -> dict[str, Any]:
        """The final result (as ``sanjuan play --exit-when-over`` prints it)."""
        return result_json(self.game.state, [s.name for s in self.seats])

    def record(self) -> dict[str, Any]:
        """The finished game as a save-file document (options with the seed, seats,
        actions): it can be replayed and kept in a history. Only once the game is over."""
        assert self.over
        seats = [TableSeat(s.name, HUMAN if s.kind == NETWORK else s.kind) for s in self.seats]
        return save_json(self.game, seats)

    def apply(self, action: Action, seat: int) -> None:
        """Apply ``action`` for ``seat`` to the game (raises IllegalActionError, nothing
        changed) and note who decided it and whether it was a pass."""
        game = self.game
        fact = pass_fact(game.state.decision, action, len(game.actions),
                         len(game.state.log or ()))
        game.apply(action, seat)
        self.deciders.append(seat)
        if fact is not None:
            self.passes.append(fact)

    def take_back(self) -> None:
        """Take back the game's last action (undo): the game is replayed without it."""
        n = len(self.game.actions) - 1
        self.game = Game.replay(self.options, self.game.actions[:n])
        self.deciders.pop()
        self.passes = [p for p in self.passes if p.seq < n]

    def cancel_timers(self) -> None:
        """Cancel every seat's takeover timer."""
        for s in self.seats:
            if s.timer is not None:
                s.timer.cancel()
                s.timer = None


# -- making rooms ----------------------------------------------------------------------

def room_from_record(rec: GameRecord) -> Room:
    """The room of a stored game, its actions replayed by the engine (deterministic:
    the same options and actions give the same state). Raises what the engine raises
    for a damaged record."""
    seats = [Seat(r.kind, r.name, r.token) for r in rec.seats]
    room = Room(rec.id, rec.options, rec.settings, rec.host, seats, Game(rec.options),
                rec.started, expires=rec.expires)
    for data, seat, _by in rec.actions:
        room.apply(action_from_json(data), seat)
    return room


@dataclass
class NewRoom:
    """A room made from a ``create`` message, with what the store keeps of it and what
    its creator is told (the host token and the invite codes, in clear only here)."""

    room: Room
    record: GameRecord
    #: (code digest, seat, expiry in Unix time) of every invite.
    invite_rows: list[tuple[str, int, float]]
    #: The ``created`` message's fields: game id, host token, invites.
    info: dict[str, Any]


def new_room(msg: dict[str, Any], now: float) -> NewRoom:
    """A fresh room for the checked ``create`` message ``msg`` at Unix time ``now``:
    a seed drawn here (63 bits from ``secrets``: nobody can replay the deal) unless the
    message gives one (the caller allows that only on a server started for testing;
    the room's settings then say ``seed_chosen``, and every seat is told
    :data:`~sanjuan.net.protocol.CHOSEN_DEAL_NOTICE`), a game id, a host token and one
    invite per network seat (all from ``secrets``)."""
    kinds: list[str] = msg["seats"]
    seed = msg.get("seed")
    chosen = seed is not None
    if seed is None:
        seed = secrets.randbits(63)
    options = Options(len(kinds), msg.get("edition", "2018"), msg.get("variant", False), seed)
    settings = {"takeover_seconds": msg.get("takeover_seconds", protocol.TAKEOVER_DEFAULT),
                "takeover_level": msg.get("takeover_level", "medium"),
                "autostart": msg.get("autostart", True)}
    if chosen:
        settings["seed_chosen"] = True
    gid = secrets.token_hex(12)
    host = secrets.token_hex(32)
    seats = [Seat(k, "" if k == NETWORK else f"{k.title()} computer") for k in kinds]
    expires = now + 60 * msg.get("invite_minutes", protocol.INVITE_DEFAULT)
    invites, rows = [], []
    for i, k in enumerate(kinds):
        if k == NETWORK:
            code = new_invite_code()
            invites.append({"seat": i, "code": code, "expires": expires})
            rows.append((digest(normalise_code(code)), i, expires))
    rec = GameRecord(gid, options, settings, digest(host),
                     [SeatRow(s.kind, s.name) for s in seats], expires=expires)
    room = Room(gid, options, settings, digest(host), seats, Game(options), expires=expires,
                last_active=now)
    info: dict[str, Any] = {"game": gid, "host": host, "invites": invites}
    info.update(deal_notice(room))
    return NewRoom(room, rec, rows, info)


# -- what each seat is sent -----------------------------------------------------------

def deal_notice(room: Room) -> dict[str, str]:
    """``{"notice": "deal chosen by the host"}`` for a room whose seed its host chose
    (a server started for testing), else ``{}``: the lobby and table messages carry it
    so that every seat knows that the host may know every hand."""
    if room.settings.get("seed_chosen"):
        return {"notice": protocol.CHOSEN_DEAL_NOTICE}
    return {}


def state_message(room: Room, seat: int) -> str:
    """The ``state`` message for ``seat``: everything it may see of the room, the whole
    event log as it may see it, every pass so far, the chat, and the result once the
    game is over."""
    s = room.game.state
    msg: dict[str, Any] = {
        "type": "state", "game": room.id, "seat": seat, "seq": len(room.game.actions),
        "started": room.started, "settings": dict(room.settings),
        "seats": room.public_seats(), "obs": observation_to_json(observe(s, seat)),
        "events": [event_to_json(e) for e in events_for(s.log or (), seat)],
        "chat": list(room.chat), "passes": [pass_to_json(p) for p in room.passes],
        **deal_notice(room)}
    if room.over:
        msg["result"], msg["record"] = room.result(), room.record()
    return dumps(msg)


def update_messages(room: Room, first_event: int) -> list[tuple[Conn, str]]:
    """The ``update`` message for every connected seat after an action: its observation,
    the events from ``first_event`` on as it may see them, the action's pass if it was
    one (a public fact), and the result once the game is over."""
    s = room.game.state
    new: list[Event] = (s.log or [])[first_event:]
    seq = len(room.game.actions)
    extra = {"result": room.result(), "record": room.record()} if room.over else {}
    passes = [pass_to_json(p) for p in room.passes[-1:] if p.seq == seq - 1]
    return [(conn, dumps({
        "type": "update", "seq": seq, "obs": observation_to_json(observe(s, seat)),
        "events": [event_to_json(e) for e in events_for(new, seat)], "passes": passes,
        **extra}))
        for seat, conn in room.connections()]


def seats_message(room: Room) -> str:
    """The ``seats`` message: every seat as everybody may know it."""
    return dumps({"type": "seats", "seats": room.public_seats(), **deal_notice(room)})
