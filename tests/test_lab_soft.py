"""The lab's sampled play-out policy (lab/ai/soft.py): it takes only offered roles, its
draws depend only on the play-out's generator, a cold temperature takes a role of the
rule's best value, a warm one also takes other roles, and an Expert with it still plays
whole games."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options

sys.path.append(str(Path(__file__).resolve().parents[1]))  # the lab is not installed
from lab.ai.soft import SoftPolicy
from lab.ai.variants import make


def role_positions(players: int, games: int) -> list[GameState]:
    """Positions at a role choice with at least two options, from rule-policy games."""
    f = FastPolicy()
    out = []
    for seed in range(games):
        s = new_game(Options(players, "classic", seed=seed), log=False)
        while not s.over:
            d = s.decision
            assert d is not None
            if d.kind is DecisionKind.CHOOSE_ROLE and len(d.options) > 1:
                out.append(s.copy())
            apply(s, f.decide(s, d))
    return out


def test_draws_are_offered_roles_and_repeat_for_the_same_generator() -> None:
    soft = SoftPolicy(0.5)
    for s in role_positions(3, 3):
        d = s.decision
        assert d is not None
        s.rng = random.Random(7)
        first = soft.decide(s, d)
        s.rng = random.Random(7)
        assert soft.decide(s, d) == first
        assert first in d.options


def test_cold_is_the_rule_and_warm_takes_other_roles() -> None:
    rule, cold, warm = FastPolicy(), SoftPolicy(1e-6), SoftPolicy(2.0)
    positions = role_positions(3, 4)
    differ = 0
    for i, s in enumerate(positions):
        d = s.decision
        assert d is not None
        vals = rule.role_values(s, d)
        s.rng = random.Random(i)
        # Options of equal value share the draw; the rule takes the first of them.
        assert vals[d.options.index(cold.decide(s, d))] == max(vals)
        s.rng = random.Random(i)
        differ += warm.decide(s, d) != rule.decide(s, d)
    assert len(positions) > 40
    assert differ > len(positions) // 5


def test_a_temperature_of_zero_is_refused() -> None:
    with pytest.raises(ValueError, match="temperature"):
        SoftPolicy(0.0)


def test_an_expert_with_sampled_play_outs_plays_a_whole_game() -> None:
    s = new_game(Options(3, "classic", seed=11), log=False)
    bots = [make("expert", i, iterations=8, soft=0.5) for i in range(3)]
    assert all(isinstance(b.rollout, SoftPolicy) for b in bots)  # type: ignore[attr-defined]
    while not s.over:
        d = s.decision
        assert d is not None
        a = bots[d.seat].choose(observe(s, d.seat))
        assert a in d.legal_actions()
        apply(s, a, d.seat)
