"""The Steady player: the rung below Medium — Medium's rules with a tight temper
(:mod:`.tempered`): a little noise in its judgement and a rare impulse. Never an absurd
build (:mod:`.plausible`)."""

from __future__ import annotations

from sanjuan.ai.tempered import TemperedPlayer


class SteadyPlayer(TemperedPlayer):
    """One rung below Medium: Medium's judgement with a little noise (0.5 VP, less than
    half the Casual player's) and a rare impulse (about one time in thirty)."""

    name = "steady"
    noise = 0.5
    blunder = 0.03


__all__ = ["SteadyPlayer"]
