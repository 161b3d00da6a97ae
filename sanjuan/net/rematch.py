"""Rematch: "Play again, same seats" after a network game's end.

A seat of a finished game proposes (``rematch``); every other network seat is offered
it (``rematch_offer``, which the proposer gets too, and again after each acceptance)
and answers (``rematch_reply`` with ``accept``). When every network seat has accepted,
the server makes the new game itself: the same seats, names and kinds (computer seats
accept by themselves), the same settings and host token, and a seed that the server
alone draws (``secrets``) among those that give the governor card to the seat after
the one that had it at the start of the finished game (RULES.md 2.1.1 draws the
first governor at random; a rematch passes it on instead, as the governor card passes
clockwise at the end of a round, RULES.md 2.2.5). Each seat gets a new token with
``rematch_started`` on its own connection, which moves into the new game (a ``seats``
and a ``state`` follow, as at any start).

A declined offer (``accept: false``; from the proposer it withdraws it), one nobody
answered within :data:`REMATCH_SECONDS`, or one whose seat left before the start ends
with ``rematch_off`` to every seat (``reason``: ``declined``, ``withdrawn``,
``timed_out`` or ``left``, and who). Every message out of turn — no finished game,
another game's id, an offer already under way, nothing to answer, an answer given
twice — gets ``rematch_refused`` and changes nothing; a connection that holds no seat
gets ``not_joined`` (the handlers' rule for every in-game message).

The offers live in memory only: a server that restarts forgets them (the players
propose again).
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sanjuan.net import protocol
from sanjuan.net.hall import GameHall
from sanjuan.net.protocol import NETWORK, ProtocolError, dumps
from sanjuan.net.rooms import Conn, Room, Seat
from sanjuan.net.store import GameRecord, SeatRow, digest
from sanjuan.rules.engine import first_governor
from sanjuan.rules.game import Game
from sanjuan.rules.state import Options

#: Seconds an offer waits for every answer before it ends as ``timed_out``.
REMATCH_SECONDS = 120.0
#: Seeds drawn at most to find one with the wanted governor (each try hits with
#: probability 1/players: 64 misses in a row at 4 players is ~1e-8).
SEED_TRIES = 64


def next_governor(options: Options) -> int:
    """The seat that is governor at the start of a rematch of a game of ``options``:
    the one after the finished game's first governor (:func:`first_governor`)."""
    return (first_governor(options) + 1) % options.players


def seed_for_governor(players: int, governor: int,
                      draw: Callable[[], int] = lambda: secrets.randbits(63)) -> int:
    """A seed from ``draw`` (the server's: 63 bits of ``secrets``) whose game of
    ``players`` gives the governor card to ``governor`` first; the other seeds drawn
    are thrown away, so the deal is as unpredictable as any other. Raises
    RuntimeError if :data:`SEED_TRIES` draws all missed (not seen in practice)."""
    for _ in range(SEED_TRIES):
        seed = draw()
        if first_governor(Options(players, seed=seed)) == governor:
            return seed
    raise RuntimeError("no seed with that governor was drawn")


@dataclass
class Offer:
    """A rematch proposed by ``proposer`` for the finished game ``room``; the network
    seats that said yes so far (the proposer's among them)."""

    room: Room
    proposer: int
    accepted: set[int] = field(default_factory=set)

    def waiting(self) -> list[int]:
        """The network seats whose answer is still missing."""
        return [i for i, s in enumerate(self.room.seats)
                if s.kind == NETWORK and i not in self.accepted]


class Rematches:
    """The rematch offers of the games ``hall`` holds; ``max_games`` bounds the live
    games (a rematch is a new game). ``rematch`` and ``rematch_reply`` messages go to
    :meth:`propose` and :meth:`reply` (both raise ProtocolError, nothing changed)."""

    def __init__(self, hall: GameHall, max_games: int) -> None:
        self.hall = hall
        self.max_games = max_games
        self.offers: dict[str, Offer] = {}
        #: Finished games whose rematch has started (a second one is refused).
        self.started: dict[str, str] = {}

    # -- messages --------------------------------------------------------------------

    def propose(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``rematch``: the seat of ``conn`` proposes a rematch of the finished game it
        played."""
        self._check_game(room, msg)
        if room.id in self.started:
            raise ProtocolError(protocol.REMATCH_REFUSED, "the rematch of this game has "
                                                          "started already")
        if room.id in self.offers:
            raise ProtocolError(protocol.REMATCH_REFUSED, "a rematch is proposed already; "
                                                          "answer it instead")
        free = [i + 1 for i, s in enumerate(room.seats) if s.kind == NETWORK and s.token is None]
        if free:
            raise ProtocolError(protocol.REMATCH_REFUSED, f"seat {free[0]} never had a "
                                                          "player; host a new game instead")
        self._check_room_for_a_game()
        offer = Offer(room, conn.seat, {conn.seat})
        self.offers[room.id] = offer
        if not offer.waiting():  # the others are computers: they always say yes
            self._start(offer)
            return
        self.hall.spawn(self._time_out(offer))
        self._tell_offer(offer)

    def reply(self, conn: Conn, room: Room, msg: dict[str, Any]) -> None:
        """``rematch_reply``: the seat of ``conn`` accepts or declines the offer under
        way (the proposer's ``accept: false`` withdraws it)."""
        self._check_game(room, msg)
        offer = self.offers.get(room.id)
        if offer is None:
            raise ProtocolError(protocol.REMATCH_REFUSED, "no rematch is proposed")
        if not msg["accept"]:
            why = "withdrawn" if conn.seat == offer.proposer else "declined"
            self._call_off(offer, why, [conn.seat])
            return
        if conn.seat in offer.accepted:
            raise ProtocolError(protocol.REMATCH_REFUSED, "you said yes already")
        offer.accepted.add(conn.seat)
        if offer.waiting():
            self._tell_offer(offer)
            return
        gone = [i for i, s in enumerate(room.seats) if s.kind == NETWORK and s.conn is None]
        if gone:  # their new token could not reach them
            self._call_off(offer, "left", gone)
            return
        self._check_room_for_a_game()
        self._start(offer)

    # -- checks ----------------------------------------------------------------------

    @staticmethod
    def _check_game(room: Room, msg: dict[str, Any]) -> None:
        if msg["game"] != room.id:
            raise ProtocolError(protocol.REMATCH_REFUSED, "that is not the game you play")
        if not room.over:
            raise ProtocolError(protocol.REMATCH_REFUSED, "the game is not over yet")

    def _check_room_for_a_game(self) -> None:
        if self.hall.unfinished() >= self.max_games:
            raise ProtocolError(protocol.LIMIT, "the server holds as many games as it may")

    # -- telling the seats -----------------------------------------------------------

    def _send_all(self, room: Room, text: str) -> None:
        for _, c in room.connections():
            self.hall.send(c, text)

    def rejoined(self, conn: Conn, room: Room) -> None:
        """``conn`` took up its seat of ``room`` again: it is told the offer under way,
        if any (it may be the answer still missing)."""
        offer = self.offers.get(room.id)
        if offer is not None:
            self.hall.send(conn, self._offer_message(offer))

    def _tell_offer(self, offer: Offer) -> None:
        self._send_all(offer.room, self._offer_message(offer))

    def _offer_message(self, offer: Offer) -> str:
        room = offer.room
        return dumps({
            "type": "rematch_offer", "game": room.id, "from": offer.proposer,
            "name": room.seats[offer.proposer].name,
            "governor": next_governor(room.options),
            "accepted": sorted(offer.accepted), "waiting": offer.waiting(),
            "seconds": REMATCH_SECONDS})

    async def _time_out(self, offer: Offer) -> None:
        """End ``offer`` after :data:`REMATCH_SECONDS` unless it ended before (a task
        of the hall's: the server's close cancels it)."""
        await asyncio.sleep(REMATCH_SECONDS)
        if self.offers.get(offer.room.id) is offer:
            self._call_off(offer, "timed_out", offer.waiting())

    def _call_off(self, offer: Offer, reason: str, seats: list[int]) -> None:
        """End ``offer`` and tell every seat: ``reason`` and the ``seats`` it is about
        (who declined, withdrew or left; who did not answer in time)."""
        room = offer.room
        del self.offers[room.id]
        self._send_all(room, dumps({
            "type": "rematch_off", "game": room.id, "reason": reason, "seats": seats,
            "names": [room.seats[i].name for i in seats]}))

    # -- the new game ----------------------------------------------------------------

    def _start(self, offer: Offer) -> None:
        """Make the rematch of ``offer``'s game, move every seat's connection into it
        with its new token, and start it."""
        old = offer.room
        del self.offers[old.id]
        o = old.options
        seed = seed_for_governor(o.players, next_governor(o))
        options = Options(o.players, o.edition, o.variant, seed)
        settings = {"takeover_seconds": old.settings["takeover_seconds"],
                    "takeover_level": old.settings["takeover_level"],
                    "autostart": True, "rematch_of": old.id}
        gid = secrets.token_hex(12)
        tokens = {i: secrets.token_hex(32) for i, s in enumerate(old.seats)
                  if s.kind == NETWORK}
        seats = [Seat(s.kind, s.name, digest(tokens[i]) if i in tokens else None)
                 for i, s in enumerate(old.seats)]
        now = self.hall.clock()
        rec = GameRecord(gid, options, settings, old.host,
                         [SeatRow(s.kind, s.name) for s in seats])
        store = self.hall.store
        store.create_game(rec, [])
        for i, token in tokens.items():
            # no invite: the seat is given to its player of the finished game ("" is
            # no invite's digest, so none is marked used)
            store.claim(gid, i, seats[i].name, digest(token), "")
        new = Room(gid, options, settings, old.host, seats, Game(options), last_active=now)
        self.hall.rooms[gid] = new
        self.started[old.id] = gid
        for i, s in enumerate(old.seats):
            conn = s.conn
            if conn is None:
                continue
            self.hall.send(conn, dumps({"type": "rematch_started", "game": old.id,
                                        "new_game": gid, "seat": i,
                                        "token": tokens.get(i)}))
            s.conn = None
            new.seats[i].conn, conn.room, conn.seat = conn, new, i
        old.cancel_timers()
        if self.hall.is_live(old):  # nobody is in it any more; the database keeps it
            del self.hall.rooms[old.id]
        self.hall.start_game(new)
