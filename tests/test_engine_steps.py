"""The engine loop's step table: steps it skips the resolver of really do nothing then."""

from __future__ import annotations

import random

import pytest
from helpers import snapshot

from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.phases.registry import _NOTHING_IF_SKIPPED, RESOLVE, STEPS
from sanjuan.rules.state import Options


def test_steps_table_matches_the_registries() -> None:
    for name, (auto_step, decide, skipped) in STEPS.items():
        assert (auto_step is None) != (decide is None), name
        if decide is not None:
            assert skipped is (None if name in _NOTHING_IF_SKIPPED else RESOLVE[name]), name
    assert _NOTHING_IF_SKIPPED == {"start_keep", "office", "chapel", "bank", "limit", "sell",
                                   "produce"}


@pytest.mark.parametrize("edition", ["classic", "2018-expansion"])
def test_skipped_resolvers_leave_the_state_unchanged(edition: str) -> None:
    # Mid-game states of random games, with goods, Chapels, Banks and full hands about.
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        s = new_game(Options(3, edition, variant=True, seed=seed), log=True)
        while not s.over and s.round < 15:
            for name in sorted(_NOTHING_IF_SKIPPED):
                for seat in range(s.num_players):
                    before = snapshot(s)
                    RESOLVE[name](s, (name, seat), None)
                    assert snapshot(s) == before, (name, seat)
                    checked += 1
            apply(s, s.decision.sample(rng))
    assert checked > 1000
