"""The Tough player: the rung between Hard and Expert — the Expert's search with a small
budget (:data:`ITERATIONS` simulations per role or build decision where Expert runs 320).

It is the Expert player (:mod:`.expert`) in every other way: more candidates than Hard,
searched selections, the learned evaluation at a longer horizon and, with 2 players, role
choices searched against the rival's answers. With a fifth of Expert's budget it
compares its candidates on fewer deals and misjudges the close calls more often;
measured in the arena, 2 players, it beats Hard about two games in three and loses to
Expert about as often (docs/ai.md, "Ladder"). Never an absurd build: its candidates are
Medium's plausible builds (:mod:`.plausible`). Deterministic for a seed (its budget is a
number of simulations, never a time).
"""

from __future__ import annotations

from sanjuan.ai.expert import ExpertPlayer

#: Simulations per searched role or build decision in a 2-player game (Expert: 320),
#: scaled with the player count like Expert's; chosen in the arena so that the step from
#: Hard to Tough is about the step from Tough to Expert (docs/ai.md, "Ladder").
ITERATIONS = 64


class ToughPlayer(ExpertPlayer):
    """The Expert's search at :data:`ITERATIONS` simulations per decision. ``seed``:
    random seed; the other keyword arguments are Expert's (``iterations`` overrides the
    budget, ``max_seconds`` the wall-clock cap in seconds)."""

    name = "tough"

    def __init__(self, seed: int = 0, *, iterations: int = ITERATIONS,
                 **kwargs: object) -> None:
        super().__init__(seed, iterations=iterations, **kwargs)  # type: ignore[arg-type]


__all__ = ["ITERATIONS", "ToughPlayer"]
