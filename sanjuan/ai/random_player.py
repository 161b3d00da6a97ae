"""The random-legal-move player (the baseline of simulations and the arena)."""

from __future__ import annotations

import random

from sanjuan.rules.actions import Action
from sanjuan.rules.observation import Observation


class RandomPlayer:
    """Chooses uniformly among a decision's options (selections: random size, random
    cards) with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """A random legal action for ``obs.decision``."""
        assert obs.decision is not None and obs.decision.seat == obs.seat
        return obs.decision.sample(self.rng)
