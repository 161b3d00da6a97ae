"""Is the game about to end? (RULES.md 2.3: the game ends after the builder phase in
which a player builds their 12th building.)"""

from __future__ import annotations

from sanjuan.rules.cards import Role
from sanjuan.rules.phases.builder import GAME_END_BUILDINGS
from sanjuan.rules.state import GameState


def end_warning(s: GameState) -> str | None:
    """``"last_phase"`` during a builder phase in which someone has reached 12 buildings
    (the game ends with it); when someone has 11 (one more ends the game): ``"may_end"``
    during a builder phase, ``"may_end_soon"`` outside role phases (round start, role
    choice); else None."""
    if s.over or s.decision is None:
        return None
    most = max(len(p.buildings) for p in s.players)
    builder = s.decision.role is Role.BUILDER
    if builder and most >= GAME_END_BUILDINGS:
        return "last_phase"
    if most == GAME_END_BUILDINGS - 1:
        if builder:
            return "may_end"
        if s.decision.role is None:
            return "may_end_soon"
    return None
