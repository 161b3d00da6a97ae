"""The SO-ISMCTS benchmark opponent (bench/ismcts.py) plays legal moves to the end of
a game of each player count, and its tree only holds actions that were legal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from ismcts import ISMCTSPlayer, Node


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ismcts_plays_legal_games(players: int) -> None:
    bots = [ISMCTSPlayer(seed=i, cpu_ms=0.5) for i in range(players)]
    s = new_game(Options(players, "classic", False, 40 + players), log=False)
    while not s.over and s.round < 200:
        d = s.decision
        obs = observe(s, d.seat)
        a = bots[d.seat].choose(obs)
        assert a in d.legal_actions()
        apply(s, a, d.seat)
    assert s.over


def test_tree_counts() -> None:
    s = new_game(Options(2, "classic", False, 5), log=False)
    obs = observe(s, s.decision.seat)
    p = ISMCTSPlayer(seed=1)
    root = Node(None, -1)
    for _ in range(30):
        p.iterate(obs, root)
    legal = set(obs.decision.legal_actions())
    assert set(root.children) <= legal
    assert sum(c.visits for c in root.children.values()) == 30
    assert all(c.available >= c.visits >= 1 for c in root.children.values())
