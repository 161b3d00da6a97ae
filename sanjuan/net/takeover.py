"""Takeover timers: a network seat whose connection is gone is played by a computer
(of the game's ``takeover_level``) once the game's ``takeover_seconds`` have passed,
until its human comes back with the seat's token.

:class:`Takeover` only keeps the timers (one per seat, on the event loop); what
happens when one is due is the server's ``on_due(room, seat)``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from sanjuan.net.rooms import Room


class Takeover:
    """Takeover timers of every room; ``on_due(room, seat)`` is called when one runs
    out (the seat's connection may have come back meanwhile: check)."""

    def __init__(self, on_due: Callable[[Room, int], None]) -> None:
        self.on_due = on_due

    def start(self, room: Room, seat: int) -> None:
        """Start ``seat``'s timer, unless it runs already, a computer stands in already
        or the game is over."""
        s = room.seats[seat]
        if s.timer is not None or s.standin or room.over:
            return
        loop = asyncio.get_running_loop()
        s.timer = loop.call_later(room.settings["takeover_seconds"], self._due, room, seat)

    def stop(self, room: Room, seat: int) -> None:
        """Stop ``seat``'s timer (its human is back)."""
        s = room.seats[seat]
        if s.timer is not None:
            s.timer.cancel()
            s.timer = None

    def _due(self, room: Room, seat: int) -> None:
        room.seats[seat].timer = None
        self.on_due(room, seat)
