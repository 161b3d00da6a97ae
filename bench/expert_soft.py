"""Expert with play-outs whose role choices are sampled, not the rule's best (prints figures).

A deterministic play-out policy answers a position the same way in every play-out, so
its errors are the same in all of them and no number of simulations averages them away
(simulation balancing, Silver & Tesauro 2009). Here every role choice of a play-out (any
seat's) is drawn from the softmax of the fast rule policy's own role values
(:meth:`sanjuan.ai.rollout.FastPolicy.role_values`, in VP-equivalents) at temperature
``soft``; builds and the rest stay the rule's. The draws come from the play-out's own
generator, so a search is still deterministic for its seed and budget. A measurement of
an Expert variant, not a player of the game.

Usage, the screen of the README (one run of 75 3-player games; the README's rows sum the
runs of seeds 5000, 5025, …)::

    python bench/expert_soft.py "expert:roles=maxn,iterations=64,max_seconds=5,soft=0.5" \\
        "hard:iterations=40,max_seconds=5" --games 75 --players 3 --seed 5000

The arguments are ``bench/expert_ab.py``'s; a variant may add ``soft=T`` (T > 0).
Prints what that script prints.
"""

from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import expert_ab  # a sibling script, not a package

from sanjuan.ai import Player, make_player
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


def make(level: str, seed: int = 0, **kw: object) -> Player:
    """:func:`sanjuan.ai.make_player`, with ``soft=T`` giving an Expert :class:`SoftPolicy`
    play-outs."""
    soft = kw.pop("soft", None)
    player = make_player(level, seed, **kw)
    if soft is not None:
        player.rollout = SoftPolicy(float(soft))  # type: ignore[attr-defined]
    return player


if __name__ == "__main__":
    expert_ab.make_player = make  # type: ignore[assignment]
    expert_ab.main()
