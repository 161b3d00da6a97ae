"""The Casual and Steady players: the rungs of the ladder between Easy and Medium.

Both are the Medium player's rules (:class:`~sanjuan.ai.medium.RuleBased`) with a
*temper*: noise on the judgement of every role and building (``noise``, VP), a chance of
an impulsive choice (``blunder``: any role, or any affordable building), and attention to
what the opponents gain from a role (``opponents``: the share of their gain that Medium
subtracts, 0 … 1). Easy is the loosest temper (1.5 VP noise, one impulse in five, no
attention to opponents), Medium the tightest (none of these). Each rung between them
loosens fewer of the three, so that each level wins about 70 % of two-player games
against the one below it (docs/ai.md, "Ladder").

Like Easy they never make an absurd move (:mod:`.plausible`): an impulse picks among the
plausible buildings only. Deterministic for a seed; they read only the observation.
"""

from __future__ import annotations

from sanjuan.ai.medium import RuleBased
from sanjuan.ai.plausible import absurd_build
from sanjuan.ai.roles import role_gain, role_score
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
        """The role of best (noisy) score; with probability ``blunder`` any role."""
        opts = [a for a in d.options if isinstance(a, ChooseRole)]
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(opts)
        scored = []
        for a in opts:
            own = role_gain(s, d.seat, a.role, 2 if a.use_library else 1, True)
            full = role_score(s, d.seat, a.role, a.use_library)
            # role_score = own gain - share of the others' gain + endgame judgement;
            # ``opponents`` scales everything beyond the own gain.
            v = own + self.opponents * (full - own)
            scored.append((v + self._jitter(), a))
        scored.sort(key=lambda x: (-x[0], x[1].role, not x[1].use_library))
        return scored[0][1]

    def build(self, s: GameState, d: Decision) -> Action:
        """The building of best (noisy) net value among the plausible ones, or Pass;
        with probability ``blunder`` any plausible affordable building."""
        scored = [(v, a) for v, a in self.build_scores(s, d)
                  if not (isinstance(a, Build) and absurd_build(s, d.seat, a) is not None)]
        builds = [a for _, a in scored if isinstance(a, Build)]
        if builds and self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(builds)
        return scored[0][1]


class CasualPlayer(TemperedPlayer):
    """Between Easy and Steady: less noise and fewer impulses than Easy, still blind to
    what its opponents gain."""

    name = "casual"
    noise = 1.0
    blunder = 0.1
    opponents = 0.0


class SteadyPlayer(TemperedPlayer):
    """Between Casual and Medium: a little noise, rare impulses, and half of Medium's
    attention to its opponents."""

    name = "steady"
    noise = 0.6
    blunder = 0.04
    opponents = 0.5


__all__ = ["CasualPlayer", "SteadyPlayer", "TemperedPlayer"]
