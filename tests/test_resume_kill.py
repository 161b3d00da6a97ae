"""Kill test: a spectated game killed with SIGKILL in mid-game and resumed with
``sanjuan play --resume`` ends exactly as the same seed played without interruption."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sanjuan.ai import make_player
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options
from sanjuan.store.save import load_saved

ROOT = Path(__file__).resolve().parents[1]
OPTIONS = Options(4, "2018", False, 11)


def reference() -> tuple[list, list[dict], int]:
    """The uninterrupted game, its players made exactly as the model makes them (a fresh
    Easy player per decision: Easy draws random numbers, so a player carrying its
    generator across decisions would end a resumed game differently): actions, score
    parts, rounds."""
    s = new_game(OPTIONS, log=False)
    actions = []
    while not s.over:
        seat = s.decision.seat
        player = make_player("easy", player_seed(OPTIONS.seed, seat, len(actions)))
        a = player.choose(observe(s, seat))
        apply(s, a)
        actions.append(a)
    return actions, [b.parts() for b in score(s)], s.round


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_game_resumes_to_the_same_end(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               SANJUAN_DATA_DIR=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               HOME=str(tmp_path))
    cli = [sys.executable, "-m", "ui.cli", "play"]
    proc = subprocess.Popen(
        [*cli, "--players", "4", "--edition", "2018", "--seed", "11", "--spectate",
         "--ai", "easy", "--pace-ms", "25"],
        env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    autosave = tmp_path / "data" / "autosave.sanjuan.json"
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            if autosave.exists() and len(json.loads(autosave.read_text())["actions"]) >= 40:
                break
            assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
            time.sleep(0.05)
        else:
            pytest.fail("the game did not get going")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        proc.stderr.close()
    actions, parts, rounds = reference()
    loaded = load_saved(autosave)  # a whole, valid save: never half written
    killed = loaded.game
    assert killed.actions == actions[: len(killed.actions)]
    assert loaded.seats is not None and [s.kind for s in loaded.seats] == ["easy"] * 4
    result = subprocess.run([*cli, "--resume", "--exit-when-over"], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    doc = json.loads(result.stdout)
    assert doc["seed"] == 11 and doc["rounds"] == rounds
    assert [s["parts"] for s in doc["seats"]] == parts
    assert not autosave.exists()  # a finished game is not unfinished
    again = subprocess.run([*cli, "--resume", "--exit-when-over"], env=env, cwd=ROOT,
                           capture_output=True, text=True, timeout=60)
    assert again.returncode == 1 and "no unfinished game to resume" in again.stderr
