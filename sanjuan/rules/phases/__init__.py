"""The rules of each round step and role phase, as steps of the engine's agenda.

Each module registers its steps in :mod:`.registry`: automatic steps (``AUTO``) and
decision steps (``DECIDE`` builds the decision, ``RESOLVE`` carries out the answer;
``RESOLVE`` gets ``None`` when the decider found nothing to choose).
"""

from collections.abc import Callable

#: Role → function(state, chooser) that schedules that role's phase.
ROLE_PHASES: dict = {}


def role_phase(role: object) -> Callable:
    """Register the function that starts the phase of ``role``."""
    def deco(fn: Callable) -> Callable:
        ROLE_PHASES[role] = fn
        return fn
    return deco
