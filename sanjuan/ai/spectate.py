"""A game played headless by computer players for a number of actions (screenshots,
layout checks): same players, seed and count = same position."""

from __future__ import annotations

from sanjuan.ai import make_player
from sanjuan.rules.events import Event, RoleChosen, RoundStarted
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options


def played_game(players: int, edition: str, seed: int, actions: int,
                level: str = "medium") -> tuple[Game, list[Event]]:
    """The game after ``actions`` actions (fewer if it ends first) of ``level`` computer
    players seeded as the window seeds them (:func:`sanjuan.rules.seeds.player_seed`), and the
    events of the last role's phase so far (from its RoleChosen on, or from the round's
    start if no role was chosen in it yet; unfiltered: what the table marks as the latest
    moves; empty when no role was chosen). Raises ValueError for bad
    options."""
    game = Game(Options(players=players, edition=edition, seed=seed))
    for _ in range(actions):
        d = game.state.decision
        if game.state.over or d is None:
            break
        ai = make_player(level, player_seed(seed, d.seat, len(game.actions)))
        game.apply(ai.choose(observe(game.state, d.seat)))
    log = list(game.state.log or [])
    start = max((i for i, e in enumerate(log) if isinstance(e, RoleChosen | RoundStarted)),
                default=len(log))
    return game, log[start:]
