"""The rule-based rungs of the ladder between Easy and Medium (Casual, :mod:`.casual`;
Steady, :mod:`.steady`).

Both are the Medium player's rules (:class:`~sanjuan.ai.medium.RuleBased`) with a
*temper*: noise on the judgement of every role and building (``noise``, VP), a chance of
an impulsive choice (``blunder``: any role, or any plausible affordable building), and
attention to what the opponents gain from a role (``opponents``: the share of their gain
that Medium subtracts, 0 … 1). Easy is the loosest temper (1.5 VP noise, one impulse in
five, no attention to opponents), Medium the tightest (none of these). The rungs between
them keep Medium's attention to opponents and differ in how often they misjudge and act
on impulse; tuned in the arena so that in two-player games each level beats the one below
it about two times in three, as every step of the ladder does (docs/ai.md, "Ladder").
Noise is the knob that weakens a player across the board; without the opponents' share a
player lost mostly to Medium (78 %) and hardly more to the others, and impulses cost
little.

Like Easy they never make an absurd move (:mod:`.plausible`): an impulse picks among the
plausible buildings only. Deterministic for a seed; they read only the observation.
"""

from __future__ import annotations

from sanjuan.ai.medium import RuleBased
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.decisions import Decision
from sanjuan.rules.state import GameState


class TemperedPlayer(RuleBased):
    """Medium's rules with ``noise`` (VP, standard deviation), ``blunder`` (probability
    of an impulsive role or building) and ``opponents`` (1.0: weigh the opponents' gain
    from a role as Medium does; 0.0: ignore it, as Easy does). Deterministic for a seed."""

    name = "tempered"
    noise = 0.0
    blunder = 0.0
    opponents = 1.0

    def role(self, s: GameState, d: Decision) -> Action:
        """The role of best (noisy) score, weighing the opponents' gain by
        ``opponents``; with probability ``blunder`` any role."""
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice([a for a in d.options if isinstance(a, ChooseRole)])
        return self.role_scores(s, d)[0][1]

    def build(self, s: GameState, d: Decision) -> Action:
        """The building of best (noisy) net value among the plausible ones, or Pass;
        with probability ``blunder`` any plausible affordable building."""
        scored = self.build_scores(s, d)  # plausible builds only
        builds = [a for _, a in scored if isinstance(a, Build)]
        if builds and self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(builds)
        return scored[0][1]


__all__ = ["TemperedPlayer"]
