"""The engine reproduces the golden games: same seed and same actions give the same game.

``tests/data/golden_games.json`` holds a fingerprint per seeded random game (every
decision offered, every action, the event log, final places and scores, play-outs of
copies and determinised observations) made by ``tools/golden_games.py``. A mismatch means
the engine's behaviour changed: a deliberate rule change regenerates the file with
``python tools/golden_games.py --write`` (after reviewing why the games changed); an
optimisation must never change it.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("golden_games", ROOT / "tools" / "golden_games.py")
assert _spec is not None and _spec.loader is not None
golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(golden)

GOLDEN: dict[str, str] = json.loads((ROOT / "tests" / "data" / "golden_games.json").read_text())


def test_golden_file_covers_every_edition_and_player_count() -> None:
    assert set(GOLDEN) == {golden.key(o) for o in golden.golden_options()}
    assert len(GOLDEN) >= 30


@pytest.mark.parametrize("options", golden.golden_options(), ids=golden.key)
def test_game_matches_golden(options: object) -> None:
    assert golden.fingerprint(options) == GOLDEN[golden.key(options)]


def test_fingerprint_sees_a_different_action() -> None:
    opts = golden.golden_options()[0]
    other = type(opts)(opts.players, opts.edition, opts.variant, opts.seed + 1)
    assert golden.fingerprint(opts) != golden.fingerprint(other)
