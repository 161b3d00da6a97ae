"""The Casual player: the rung above Easy — Medium's rules with a loose temper
(:mod:`.tempered`): it watches what its opponents gain, but misjudges often and now and
then follows an impulse. Never an absurd build (:mod:`.plausible`)."""

from __future__ import annotations

from sanjuan.ai.tempered import TemperedPlayer


class CasualPlayer(TemperedPlayer):
    """One rung above Easy: watches what its opponents gain as Medium does, but misjudges
    often (1.2 VP noise) and follows an impulse one time in twenty."""

    name = "casual"
    noise = 1.2
    blunder = 0.05


__all__ = ["CasualPlayer"]
