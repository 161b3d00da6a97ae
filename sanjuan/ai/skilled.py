"""The Skilled player: the rung between Medium and Hard — Hard's search with a small
budget (:data:`ITERATIONS` simulations per role or build decision where Hard runs 160).

It plays Hard's determinised search (:mod:`.hard`): every role and Medium's best few
builds are tried in imagined games dealt only from the cards this seat cannot see, and
every other decision is Medium's rule. With about a seventh of Hard's budget it compares
its candidates on fewer deals, so it misjudges the close calls more often; measured in the
arena, 2 players, it beats Medium about two games in three and loses to Hard about as
often (docs/ai.md, "Ladder"). Never an absurd build: its candidates are Medium's
plausible builds (:mod:`.plausible`). Deterministic for a seed (its budget is a number
of simulations, never a time).
"""

from __future__ import annotations

from sanjuan.ai.hard import HardPlayer

#: Simulations per searched decision in a 2-player game (Hard: 160), scaled by
#: 2 / players like Hard's; chosen in the arena so that the step from Medium to Skilled
#: is about the step from Skilled to Hard (docs/ai.md, "Ladder").
ITERATIONS = 24


class SkilledPlayer(HardPlayer):
    """Hard's search at :data:`ITERATIONS` simulations per decision. ``seed``: random
    seed; the other keyword arguments are Hard's (``iterations`` overrides the budget,
    ``max_seconds`` the wall-clock cap in seconds)."""

    name = "skilled"

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS,
                 **kwargs: object) -> None:
        super().__init__(seed, iterations, **kwargs)  # type: ignore[arg-type]


__all__ = ["ITERATIONS", "SkilledPlayer"]
