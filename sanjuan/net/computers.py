"""Computer players on the server: the seats of a computer level, and stand-ins for
network seats whose human is gone (:mod:`sanjuan.net.takeover`).

:class:`Computers` lets them move while it is their turn, one decision after another
per game. Levels that search (:attr:`Level.searches <sanjuan.ai.Level.searches>`: Hard,
Expert) think in the thinking service's processes (:mod:`sanjuan.ai.thinking`, its async
face, each job tagged with the room's id); the others answer in milliseconds, on the
event loop. Each answer is checked against the game before it is applied: if the game
moved on meanwhile (an undo), the seat was taken back or the room was replaced, it is
dropped and the turn looked at again. A computer's seed is fixed by the game's seed,
the action number and the seat (:func:`ai_seed`), so a restarted server plays exactly
as before.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from sanjuan.ai import level_of, make_player
from sanjuan.ai.thinking import ThinkingService
from sanjuan.net.rooms import Room
from sanjuan.rules.actions import Action
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import NETWORK

log = logging.getLogger("sanjuan.net.server")


def ai_seed(game_seed: int, seq: int, seat: int) -> int:
    """The seed of the computer player that decides action ``seq`` for ``seat``:
    fixed by the game, so a restarted server plays exactly as before."""
    h = hashlib.sha256(f"{game_seed}:{seq}:{seat}".encode()).digest()
    return int.from_bytes(h[:8], "big")


class Computers:
    """The computer players of every room.

    ``pool`` thinks for the searching levels (its jobs tagged with the room's id);
    ``apply(room, seat, action, by)`` plays an action (``by``: "computer" or "standin";
    it may raise, which ends that room's computer moves with a log line);
    ``is_live(room)`` tells whether the room is still the server's; ``spawn(coroutine)``
    runs a task the server owns; ``delay``: seconds a computer waits after each of its
    moves (0: only lets other games through)."""

    def __init__(self, pool: ThinkingService, apply: Callable[[Room, int, Action, str], None],
                 is_live: Callable[[Room], bool],
                 spawn: Callable[[Coroutine[Any, Any, None]], None], delay: float = 0.0) -> None:
        self.pool = pool
        self.apply, self.is_live, self.spawn = apply, is_live, spawn
        self.delay = delay

    def schedule(self, room: Room) -> None:
        """Start the room's computer moves if a computer (or stand-in) decides now and
        none is thinking for the room already."""
        s = room.game.state
        if (room.started and not room.thinking and not s.over and s.decision is not None
                and room.computer_level(s.decision.seat) is not None):
            room.thinking = True
            self.spawn(self._moves(room))

    def cancel(self, room: Room) -> None:
        """Stop thinking for ``room`` now (its decision went stale or is a human's again);
        :meth:`schedule` looks at the turn afresh."""
        self.pool.cancel(room.id)

    async def _moves(self, room: Room) -> None:
        """Let computer players (and stand-ins) move while it is their turn."""
        try:
            while self.is_live(room):
                s = room.game.state
                if s.over or s.decision is None:
                    return
                seat = s.decision.seat
                level = room.computer_level(seat)
                if level is None:
                    return
                seq = len(room.game.actions)
                obs = observe(s, seat)
                seed = ai_seed(room.options.seed, seq, seat)
                action: Action | None
                if level_of(level).searches:
                    action = await self.pool.choose_async(room.id, level, seed, obs)
                else:
                    action = make_player(level, seed).choose(obs)
                if (action is None or not self.is_live(room)
                        or len(room.game.actions) != seq or room.computer_level(seat) != level):
                    continue  # cancelled, or the human came back meanwhile: look again
                by = "computer" if room.seats[seat].kind != NETWORK else "standin"
                self.apply(room, seat, action, by)
                await asyncio.sleep(self.delay)  # (0: let other games through)
        except Exception:
            log.exception("game %s: a computer player failed", room.id)
        finally:
            room.thinking = False
