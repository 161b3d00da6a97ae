"""Play-outs whose role choices are sampled, not the rule's best (lab).

A deterministic play-out policy answers a position the same way in every play-out, so
its errors are the same in all of them and no number of simulations averages them away
(simulation balancing, Silver & Tesauro 2009). Here every role choice of a play-out (any
seat's) is drawn from the softmax of the fast rule policy's own role values
(:meth:`sanjuan.ai.rollout.FastPolicy.role_values`, in VP-equivalents) at temperature
``soft``; builds and the rest stay the rule's. The draws come from the play-out's own
generator, so a search is still deterministic for its seed and budget. Measured within
the noise of the rule policy's play-outs (docs/ai.md, issue 19's tenth step), so not
shipped: ``ExpertPlayer(rollout=SoftPolicy(0.5))``.

The screen of docs/ai.md (one run of 75 3-player games; its rows sum the runs of seeds
5000, 5025, …)::

    python lab/bench/variant_ab.py "expert:roles=maxn,iterations=64,max_seconds=5,soft=0.5" \\
        "hard:iterations=40,max_seconds=5" --games 75 --players 3 --seed 5000
"""

from __future__ import annotations

import math

from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import Decision
from sanjuan.rules.state import GameState


class SoftPolicy(FastPolicy):
    """The fast rule policy, but a role choice is drawn with probability proportional to
    exp(value / ``temperature``) of each option's :meth:`FastPolicy.role_values` (VP)."""

    def __init__(self, temperature: float) -> None:
        if temperature <= 0:
            raise ValueError(f"soft= needs a temperature above 0, not {temperature}")
        super().__init__()
        self.temperature = temperature

    def role(self, s: GameState, d: Decision) -> Action:
        """A role option drawn from ``s.rng`` (the play-out's generator) by softmax."""
        vals = self.role_values(s, d)
        top = max(vals)
        weights = [math.exp((v - top) / self.temperature) for v in vals]
        x = s.rng.random() * sum(weights)
        for option, w in zip(d.options, weights, strict=True):
            x -= w
            if x <= 0:
                return option
        return d.options[-1]


__all__ = ["SoftPolicy"]
