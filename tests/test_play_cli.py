"""``sanjuan play --spectate --exit-when-over``: the window plays a computer-only game to
the end, closes and prints the final scores as one JSON object."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import ui.session.game_model
from sanjuan.ai import make_player
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options
from ui.cli import main
from ui.cli.app import make_app

ROOT = Path(__file__).resolve().parents[1]


def engine_game(options: Options, level: str) -> list[int]:
    """The same game without Qt: each seat's player made exactly as the model makes it
    (seed ``player_seed(seed, seat, actions so far)``) and given only its observation."""
    s = new_game(options, log=False)
    done = 0
    while not s.over:
        seat = s.decision.seat
        player = make_player(level, player_seed(options.seed, seat, done))
        apply(s, player.choose(observe(s, seat)))
        done += 1
    return [b.total for b in score(s)]


def test_spectate_prints_scores_equal_to_an_engine_replay(
        qtbot, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # The random player is deterministic for a seed; stronger levels may think by time.
    monkeypatch.setattr(ui.session.game_model, "make_thinking_player",
                        lambda level, seed: make_player("random", seed))
    make_app()
    assert main(["play", "--players", "3", "--edition", "2018", "--seed", "7", "--spectate",
                 "--exit-when-over"]) == 0
    out = capsys.readouterr().out.strip()
    doc = json.loads(out)  # exactly one JSON object, nothing else on stdout
    assert doc["players"] == 3 and doc["seed"] == 7 and doc["edition"] == "2018"
    seats = doc["seats"]
    totals = [s["total"] for s in seats]
    assert totals == engine_game(Options(3, "2018", False, 7), "random")
    for s in seats:
        assert sum(s["parts"].values()) == s["total"] and "buildings" in s["parts"]
    best = max((s["total"], s["tiebreak"]) for s in seats)
    assert [s["winner"] for s in seats] == [(s["total"], s["tiebreak"]) == best for s in seats]
    assert doc["winners"] == [s["seat"] for s in seats if s["winner"]]


def test_play_json_winners_are_consistent_in_a_subprocess() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-m", "ui.cli", "play", "--players", "2", "--edition", "classic",
         "--seed", "3", "--spectate", "--ai", "easy", "--exit-when-over"],
        capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-2000:]
    doc = json.loads(result.stdout)
    seats = doc["seats"]
    from sanjuan.rules.scoring import ScoreBreakdown

    breakdowns = [ScoreBreakdown(**s["parts"], tiebreak=s["tiebreak"]) for s in seats]
    assert [b.total for b in breakdowns] == [s["total"] for s in seats]
    assert tuple(doc["winners"]) == winners(breakdowns)
    assert doc["rounds"] > 1
