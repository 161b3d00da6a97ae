"""Saving and loading: round trips, determinism and clear errors for bad files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options
from sanjuan.store.save import (
    VERSION,
    PlayCounts,
    load_game,
    save_game,
    to_json,
    write_atomic,
)


def play(options: Options, steps: int, seed: int = 0) -> Game:
    g = Game(options)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.state.over:
            break
        g.apply(g.state.decision.sample(rng))
    return g


def full_key(g: Game) -> tuple:
    """Everything about a game's state, card identities included."""
    s = g.state
    return (tuple((n, tuple(c)) for n, c in s.seat_cards()), s.governor, s.round, s.tiles,
            s.tile_pos, tuple(s.agenda), s.pending, s.decision, s.over, s.rng.getstate())


@pytest.mark.parametrize("edition", ["classic", "2018", "2018-expansion"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_load_round_trip(tmp_path: Path, edition: str, players: int) -> None:
    g = play(Options(players, edition, variant=players == 3, seed=players * 7), 150)
    path = tmp_path / "game.sanjuan"
    save_game(g, path)
    loaded = load_game(path)
    assert full_key(loaded) == full_key(g)
    assert loaded.actions == g.actions
    assert [e.__class__ for e in loaded.state.log] == [e.__class__ for e in g.state.log]


def test_same_seed_same_actions_same_game() -> None:
    a = play(Options(3, "2018-expansion", seed=11), 400, seed=5)
    b = Game.replay(a.options, a.actions)
    assert full_key(a) == full_key(b)
    assert a.state.log == b.state.log


def test_different_seed_different_deal() -> None:
    a, b = Game(Options(2, "classic", seed=1)), Game(Options(2, "classic", seed=2))
    assert a.state.draw != b.state.draw


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text, words", [
    ("{not json", "damaged"),
    ("[1, 2, 3]", "not a San Juan save"),
    ('{"format": "chess"}', "not a San Juan save"),
    ('{"format": "sanjuan-save", "version": 99}', "newer version"),
    ('{"format": "sanjuan-save", "version": 1, "options": {"players": 9, "edition": '
     '"classic", "variant": false, "seed": 0}, "actions": []}', "player count"),
    ('{"format": "sanjuan-save", "version": 1, "options": {"players": 2, "edition": '
     '"deluxe", "variant": false, "seed": 0}, "actions": []}', "unknown edition"),
    ('{"format": "sanjuan-save", "version": 1, "options": {"players": 2, "edition": '
     '"classic", "variant": false, "seed": 0}, "actions": [{"type": "build", "card": 0}]}',
     "action 1"),
    ('{"format": "sanjuan-save", "version": 1, "options": {"players": 2, "edition": '
     '"classic", "variant": false, "seed": 0}, "actions": [{"type": "__import__"}]}',
     "action 1"),
])
def test_bad_files_give_readable_errors(tmp_path: Path, text: str, words: str) -> None:
    with pytest.raises(SaveFileError, match=words):
        load_game(write(tmp_path / "bad.sanjuan", text))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="cannot read"):
        load_game(tmp_path / "nope.sanjuan")


def test_failed_load_leaves_running_game_untouched(tmp_path: Path) -> None:
    g = play(Options(2, "classic", seed=3), 40)
    before = full_key(g)
    with pytest.raises(SaveFileError):
        load_game(write(tmp_path / "bad.sanjuan", "{"))
    assert full_key(g) == before


def test_save_is_atomic_and_versioned(tmp_path: Path) -> None:
    path = tmp_path / "game.sanjuan"
    g = play(Options(2, "classic", seed=3), 40)
    save_game(g, path, counts=PlayCounts())
    doc = json.loads(path.read_text())
    assert doc["version"] == VERSION and doc == to_json(g, counts=PlayCounts())
    assert [p.name for p in tmp_path.iterdir()] == ["game.sanjuan"]  # no temp file left


def test_loaded_observation_equals_original(tmp_path: Path) -> None:
    g = play(Options(4, "2018", seed=8), 120)
    save_game(g, tmp_path / "g.json")
    h = load_game(tmp_path / "g.json")
    for seat in range(4):
        assert observe(h.state, seat) == observe(g.state, seat)


def test_a_save_is_the_same_bytes_on_every_platform(tmp_path: Path) -> None:
    # text mode would write "\r\n" on Windows (the Windows lane runs this file there)
    write_atomic(tmp_path / "a.txt", "one\ntwo\n\u00fc")
    assert (tmp_path / "a.txt").read_bytes() == b"one\ntwo\n\xc3\xbc"
    game = Game(Options(2, "classic", False, 5))
    save_game(game, tmp_path / "g.json")
    raw = (tmp_path / "g.json").read_bytes()
    assert b"\r" not in raw and raw.count(b"\n") > 10
