"""Seeded headless games whose whole record the Windows lane compares between Linux
and Windows: same command, same seeds, so the same bytes on both.

    python packaging/windows/seeded_games.py [--hard-iterations N]

Plays 2, 3 and 4 players × every edition × Medium and Hard (every seat that level,
seeded as the arena seeds them; Hard with ``--hard-iterations`` simulations a decision
and no wall-clock cap, so that the result depends on the seeds alone) and prints one
JSON line per game: its options, the save document (every action) and the final scores.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sanjuan.ai import make_player
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score
from sanjuan.rules.state import Options
from sanjuan.store.save import to_json


def play(players: int, edition: str, level: str, seed: int, hard_iterations: int) -> dict:
    """One finished game of ``players`` computer players of ``level``: its record as a
    JSON-ready dict (options, save document, scores by seat)."""
    kwargs = {"iterations": hard_iterations, "max_seconds": 1e9} if level == "hard" else {}
    ais = [make_player(level, seed * 8 + i, **kwargs) for i in range(players)]
    game = Game(Options(players=players, edition=edition, seed=seed))
    while not game.state.over:
        d = game.state.decision
        assert d is not None
        game.apply(ais[d.seat].choose(observe(game.state, d.seat)))
    scores = [s.total for s in score(game.state)]
    return {"players": players, "edition": edition, "level": level, "seed": seed,
            "save": to_json(game), "scores": scores}


def main(argv: list[str] | None = None) -> int:
    """Print one JSON line per game; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hard-iterations", type=int, default=40)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args(argv)
    for players in (2, 3, 4):
        for edition in EDITIONS:
            for level in ("medium", "hard"):
                seed = args.seed + players * 10 + list(EDITIONS).index(edition)
                rec = play(players, edition, level, seed, args.hard_iterations)
                print(json.dumps(rec, sort_keys=True, separators=(",", ":")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
