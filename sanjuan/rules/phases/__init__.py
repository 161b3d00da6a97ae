"""The rules of each round step and role phase, as steps of the engine's agenda.

Each module registers its steps in :mod:`.registry`: automatic steps (``AUTO``) and
decision steps (``DECIDE`` builds the decision, ``RESOLVE`` carries out the answer;
``RESOLVE`` gets ``None`` when the decider found nothing to choose).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sanjuan.rules.cards import Role
    from sanjuan.rules.state import GameState

    PhaseStart = Callable[[GameState, int], None]

#: Role → function(state, chooser) that schedules that role's phase.
ROLE_PHASES: dict[Role, PhaseStart] = {}


def role_phase(role: Role) -> Callable[[PhaseStart], PhaseStart]:
    """Register the function that starts the phase of ``role``."""
    def deco(fn: PhaseStart) -> PhaseStart:
        ROLE_PHASES[role] = fn
        return fn
    return deco
