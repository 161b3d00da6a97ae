"""The final result of a game as JSON, as ``sanjuan play --exit-when-over`` prints it
(``ui/cli/play.py`` and the server both use this one function): options, rounds and per
seat the name, total, every scoring part, the tie-break and whether the seat won
(RULES.md 4, 2.3)."""

from __future__ import annotations

from typing import Any

from sanjuan.rules.codec import options_to_json
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState


def result_json(state: GameState, names: list[str]) -> dict[str, Any]:
    """The result of the finished game ``state`` (the server's full state: its options
    carry the seed, which may be known once the game is over) with seat ``names``: the
    options as the shared codec writes them (:func:`~sanjuan.rules.codec.options_to_json`,
    with the seed, and the computer players' ``ai_seed`` when they have one), ``rounds``,
    ``winners`` and ``seats``."""
    scores = score(state)
    won = winners(scores)
    return {
        **options_to_json(state.options), "rounds": state.round, "winners": list(won),
        "seats": [{"seat": i, "name": names[i], "total": b.total, "parts": b.parts(),
                   "tiebreak": b.tiebreak, "winner": i in won}
                  for i, b in enumerate(scores)]}
