"""The ladder's rungs between Easy and Medium (Casual, Steady): whole legal games in every
edition and player count, determinism for a seed, and their place among the levels."""

from __future__ import annotations

import pytest

from sanjuan.ai import LEVEL_TABLE, make_player, searches
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import LEVELS, PLAYER_LEVELS
from sanjuan.rules.state import Options

RUNGS = ("casual", "steady")


def test_the_rungs_sit_between_easy_and_medium() -> None:
    assert LEVELS == ("random", "easy", "casual", "steady", "medium", "hard", "expert")
    assert PLAYER_LEVELS == LEVELS[1:]
    assert tuple(lv.name for lv in LEVEL_TABLE) == LEVELS
    for rung in RUNGS:
        assert not searches(rung)
        assert make_player(rung, 3).name == rung


def _play(lineup: list[str], options: Options) -> list[object]:
    """Play one game to its end (every action through the engine's legality check);
    returns the actions."""
    players = [make_player(lv, options.seed * 10 + i) for i, lv in enumerate(lineup)]
    s = new_game(options, log=False)
    actions: list[object] = []
    while not s.over:
        assert s.round < 200
        d = s.decision
        assert d is not None
        action = players[d.seat].choose(observe(s, d.seat), None)
        apply(s, action, d.seat)  # raises IllegalActionError for an illegal action
        actions.append(action)
    return actions


@pytest.mark.parametrize("rung", RUNGS)
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_rungs_play_whole_legal_games(rung: str, edition: str) -> None:
    for seed, players in enumerate((2, 3, 4)):
        lineup = [rung, "easy", "medium", rung][:players]
        _play(lineup, Options(players, edition, variant=seed == 1, seed=seed + 40))


@pytest.mark.parametrize("rung", RUNGS)
def test_rungs_are_deterministic_for_a_seed(rung: str) -> None:
    opts = Options(3, "classic", seed=7)
    assert _play([rung, rung, "easy"], opts) == _play([rung, rung, "easy"], opts)
