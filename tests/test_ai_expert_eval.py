"""The Expert player's learned position model: the committed weights load and match the
training script's format, and the model behaves like a win chance."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sanjuan.ai.evaluation import (
    FEATURES,
    FORMAT,
    WEIGHTS_FILE,
    chance_to_win,
    load_weights,
    model_inputs,
    seat_strength,
    weights_file,
    win_chance,
    winner_chance,
)
from sanjuan.rules.engine import new_game
from sanjuan.rules.state import Options

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_committed_weights_load_and_match_the_format(players: int) -> None:
    path = weights_file(players)
    assert (path == WEIGHTS_FILE) == (players == 2)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and tuple(data["features"]) == FEATURES
    assert data.get("players", 2) == players
    w = load_weights(str(path))
    assert len(w) == 2 * len(FEATURES) and all(abs(x) < 50 for x in w)
    # More VP now is better, whatever else.
    assert w[FEATURES.index("vp")] > 0


def test_training_script_fits_games_of_more_players(tmp_path: Path) -> None:
    out = tmp_path / "w4.json"
    subprocess.run([sys.executable, str(ROOT / "tools" / "train_expert_eval.py"),
                    "--games", "4", "--seed", "3", "--players", "4", "--out", str(out)],
                   check=True, capture_output=True, timeout=120)
    assert json.loads(out.read_text())["players"] == 4
    assert len(load_weights(str(out))) == 2 * len(FEATURES)


def test_training_script_writes_what_the_loader_reads(tmp_path: Path) -> None:
    out = tmp_path / "w.json"
    subprocess.run([sys.executable, str(ROOT / "tools" / "train_expert_eval.py"),
                    "--games", "6", "--seed", "3", "--out", str(out)],
                   check=True, capture_output=True, timeout=120)
    w = load_weights(str(out))
    assert len(w) == 2 * len(FEATURES)
    again = tmp_path / "w2.json"
    subprocess.run([sys.executable, str(ROOT / "tools" / "train_expert_eval.py"),
                    "--games", "6", "--seed", "3", "--out", str(again)],
                   check=True, capture_output=True, timeout=120)
    assert json.loads(again.read_text()) == json.loads(out.read_text())  # same seed


def test_training_on_hard_games_is_the_same_in_one_process_or_two(tmp_path: Path) -> None:
    """``--policy hard`` plays the games with Hard players; a process pool (``--jobs 2``)
    gives the same weights as one process, and the file says who played."""
    outs = []
    for jobs in (1, 2):
        out = tmp_path / f"h{jobs}.json"
        subprocess.run([sys.executable, str(ROOT / "tools" / "train_expert_eval.py"),
                        "--games", "3", "--seed", "4", "--players", "3", "--policy", "hard",
                        "--iterations", "4", "--jobs", str(jobs), "--out", str(out)],
                       check=True, capture_output=True, timeout=180)
        outs.append(json.loads(out.read_text()))
    assert outs[0] == outs[1]
    assert outs[0]["policy"] == "hard" and outs[0]["iterations"] == 4
    assert len(load_weights(str(tmp_path / "h1.json"))) == 2 * len(FEATURES)


def test_bad_weights_file_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": FORMAT, "features": list(FEATURES),
                               "weights": [1.0]}))
    with pytest.raises(ValueError, match="weights"):
        load_weights(str(bad))


def test_win_chance_is_symmetric_and_likes_vp() -> None:
    s = new_game(Options(2, "classic", seed=5), log=False)
    p0, p1 = win_chance(s, 0), win_chance(s, 1)
    assert p0 + p1 == pytest.approx(1.0)
    assert model_inputs(s, 0, 1) == [-x for x in model_inputs(s, 1, 0)]
    before = win_chance(s, 0)
    s.players[0].chapel.extend(s.draw[:3])  # 3 VP tucked under a (notional) Chapel
    del s.draw[:3]
    assert win_chance(s, 0) > before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_winner_chance_shares_one_among_the_seats(players: int) -> None:
    s = new_game(Options(players, "classic", seed=7), log=False)
    s.players[1].chapel.extend(s.draw[:2])  # seat 1 ahead by 2 VP
    del s.draw[:2]
    w = load_weights(str(weights_file(players)))
    chances = [winner_chance(s, q, w) for q in range(players)]
    assert sum(chances) == pytest.approx(1.0)
    assert max(chances) == chances[1]
    # Its pairwise form is the fitted logistic model: the difference of the scores.
    z = seat_strength(s, 1, w) - seat_strength(s, 0, w)
    assert z == pytest.approx(sum(a * b for a, b in zip(w, model_inputs(s, 1, 0),
                                                        strict=True)))
    if players == 2:
        assert chances[1] == pytest.approx(win_chance(s, 1, w))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chance_to_win_is_the_model_of_the_player_count(players: int) -> None:
    """The coach's learned value: the model fitted for that many players, every seat's
    chance at once (with 2 players the logistic model itself)."""
    s = new_game(Options(players, "classic", seed=9), log=False)
    s.players[0].chapel.extend(s.draw[:3])  # seat 0 ahead by 3 VP
    del s.draw[:3]
    w = load_weights(str(weights_file(players)))
    chances = [chance_to_win(s, q) for q in range(players)]
    assert chances == [pytest.approx(winner_chance(s, q, w)) for q in range(players)]
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] == max(chances) > 1 / players
