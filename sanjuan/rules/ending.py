"""The end of a game (RULES.md 2.3), below the engine and its phases so that both can
end a game without importing each other."""

from __future__ import annotations

from sanjuan.rules.events import GameEnded
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState

#: A safety net for simulations and arenas: a game still running after this many rounds
#: is stopped and counted as unfinished (real games last about 10–15 rounds; random ones
#: up to ~100). Games in which no card can move any more are ended by the engine
#: (``phases.roundstart.frozen``).
MAX_ROUNDS = 500


def finish(s: GameState) -> None:
    """End the game now (RULES.md 2.3): no more decisions; emit :class:`GameEnded` with
    every seat's total VP and the winners. Changes ``s`` in place; never raises."""
    s.over = True
    s.agenda.clear()
    s.pending = s.decision = None
    sc = score(s)
    s.emit(GameEnded(-1, tuple(b.total for b in sc), winners(sc)))
