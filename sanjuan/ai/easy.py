"""The Easy player: sensible but careless rule-based play, beatable by a beginner.

It uses the Medium player's rules with noisy judgement (about ±1.5 VP on every role and
building), ignores what its opponents gain from a role, and now and then (one time in
five) takes a random role or builds a random affordable building. It may be weak, never
absurd: it builds over one of its own buildings with the Crane only when that raises its
score at once (issue 34: it had replaced 22 of 37 buildings in one game, a Triumphal arch
over its Guild hall with no monument among them, 8 → 5 VP).
"""

from __future__ import annotations

from sanjuan.ai.heuristics import replacement_gain
from sanjuan.ai.medium import RuleBased
from sanjuan.ai.roles import role_gain
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.decisions import Decision
from sanjuan.rules.state import GameState

BLUNDER = 0.2


class EasyPlayer(RuleBased):
    """Noisy rule-based player; deterministic for a given seed."""

    name = "easy"
    noise = 1.5

    def role(self, s: GameState, d: Decision) -> Action:
        """Its own gain only (plus noise); sometimes any role."""
        opts = [a for a in d.options if isinstance(a, ChooseRole)]
        if self.rng.random() < BLUNDER:
            return self.rng.choice(opts)
        scored = [(role_gain(s, d.seat, a.role, 2 if a.use_library else 1, True)
                   + self._jitter(), a) for a in opts]
        scored.sort(key=lambda x: (-x[0], x[1].role, not x[1].use_library))
        return scored[0][1]

    def build(self, s: GameState, d: Decision) -> Action:
        """Builds whenever it can afford something: the best by its noisy judgement; a
        Crane replacement only when it raises its score at once."""
        scored = [(v, a) for v, a in self.build_scores(s, d)
                  if not (isinstance(a, Build) and a.replace is not None
                          and replacement_gain(s, d.seat, a.card, a.replace) <= 0)]
        builds = [a for _, a in scored if isinstance(a, Build)]
        if builds and self.rng.random() < BLUNDER:
            return self.rng.choice(builds)
        return builds[0] if builds else scored[0][1]


__all__ = ["EasyPlayer"]
