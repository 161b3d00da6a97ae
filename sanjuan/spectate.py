"""A game played headless by computer players for a number of actions (screenshots,
layout checks): same players, seed and count = same position."""

from __future__ import annotations

from .ai import make_player
from .events import Event
from .game import Game
from .observation import observe
from .state import Options


def played_game(players: int, edition: str, seed: int, actions: int,
                level: str = "medium") -> tuple[Game, list[Event]]:
    """The game after ``actions`` actions (fewer if it ends first) of ``level`` computer
    players seeded as the window seeds them (``seed * 10 + seat``), and the events of the
    last action (unfiltered; empty when no action was played). Raises ValueError for
    bad options."""
    game = Game(Options(players=players, edition=edition, seed=seed))
    ais = [make_player(level, seed * 10 + i) for i in range(players)]
    last: list[Event] = []
    for _ in range(actions):
        d = game.state.decision
        if game.state.over or d is None:
            break
        before = len(game.state.log or [])
        game.apply(ais[d.seat].choose(observe(game.state, d.seat)))
        last = list((game.state.log or [])[before:])
    return game, last
