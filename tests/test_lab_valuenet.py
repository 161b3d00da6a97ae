"""The Expert player's value network (lab/ai/valuenet.py): the committed weights load
and match the format, bad files are refused, and the network behaves like a win chance.
No training here (lab/tools/train_expert_net.py is run by hand)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.append(str(Path(__file__).resolve().parents[1]))  # the lab is not installed

from lab.ai.valuenet import (
    FORMAT,
    INPUT_SIZE,
    NET_FILE,
    SEAT_SIZE,
    ValueNet,
    from_json,
    game_encoding,
    load_net,
    pair_inputs,
    seat_encoding,
)
from lab.ai.variants import make
from sanjuan.ai import make_player
from sanjuan.ai.expert import ExpertPlayer
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def test_committed_weights_load_and_match_the_format() -> None:
    data = json.loads(NET_FILE.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["input_size"] == INPUT_SIZE
    net = load_net()
    assert net.layers[0][0].shape[0] == INPUT_SIZE and net.layers[-1][0].shape[1] == 1
    assert all(np.isfinite(w).all() for w, _ in net.layers)
    # Written by the training script: its seed and held-out figures are recorded.
    assert isinstance(data["seed"], int) and 0 < data["held_out_log_loss"] < 0.7


def test_round_trip_and_bad_files(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    net = ValueNet([(rng.normal(size=(INPUT_SIZE, 4)), np.zeros(4)),
                    (rng.normal(size=(4, 1)), np.zeros(1))],
                   np.zeros(INPUT_SIZE), np.ones(INPUT_SIZE))
    path = tmp_path / "n.json"
    path.write_text(json.dumps(net.to_json()))
    back = load_net(str(path))
    x = rng.normal(size=(3, INPUT_SIZE))
    assert np.allclose(back.scores(x), net.scores(x), atol=1e-4)
    data = net.to_json()
    for broken in ({**data, "format": "other"}, {**data, "input_size": 3},
                   {**data, "mean": [0.0]},
                   {**data, "layers": [{"w": [[1.0]], "b": [0.0]}]},
                   {**data, "layers": [{"w": data["layers"][0]["w"], "b": [0.0]}]},
                   {k: v for k, v in data.items() if k != "layers"}):
        with pytest.raises(ValueError):
            from_json(broken)


def mid_game(seed: int, players: int = 2):
    s = new_game(Options(players, "classic", seed=seed), log=False)
    med = make_player("medium")
    for _ in range(60):
        apply(s, med.choose(observe(s, s.decision.seat)))
    return s


def test_encoding_sizes_and_pairs_add_up_to_one() -> None:
    net = load_net()
    for players in (2, 3, 4):
        s = mid_game(players, players)
        assert len(seat_encoding(s, 0)) == SEAT_SIZE
        assert len(pair_inputs(s, 0, 1)) == INPUT_SIZE
        assert len(game_encoding(s)) == INPUT_SIZE - 2 * SEAT_SIZE
        chances = [net.win_chance(s, q) for q in range(players)]
        assert all(0.0 < c < 1.0 for c in chances)
        if players == 2:
            assert chances[0] + chances[1] == pytest.approx(1.0)


def test_more_vp_is_better() -> None:
    net = load_net()
    s = mid_game(7)
    before = net.win_chance(s, 0)
    # Give seat 0 an opponent's building of the highest VP it lacks: it should gain.
    s.players[0].buildings.append(s.players[0].hand.pop())
    s.players[0].buildings.append(s.players[0].hand.pop())
    assert net.win_chance(s, 0) > before


def test_the_network_sees_only_public_facts() -> None:
    # Hidden card identities (hands, the draw pile, goods) do not enter the encoding.
    s = mid_game(3)
    t = s.copy()
    pool = [c for p in t.players for c in p.hand] + t.draw
    random.Random(1).shuffle(pool)
    t.draw = pool[len(pool) - len(t.draw):]
    k = 0
    for p in t.players:
        n = len(p.hand)
        p.hand = pool[k:k + n]
        k += n
    assert t.players[1].hand != s.players[1].hand
    for q in range(2):
        assert seat_encoding(s, q) == seat_encoding(t, q)
    assert game_encoding(s) == game_encoding(t)


def test_expert_searches_with_the_network() -> None:
    s = mid_game(11)
    obs = observe(s, s.decision.seat)
    net = load_net()
    ex = ExpertPlayer(1, iterations=8, evaluator=net.win_chance)
    assert ex.choose(obs) in obs.decision.legal_actions()
    det = obs.determinize(random.Random(2))
    assert ex.value(det, obs.seat) == net.win_chance(det, obs.seat)  # the network values
    named = make("expert", 1, iterations=8, evaluation="net")
    assert named.choose(obs) == ExpertPlayer(1, iterations=8, evaluator=net.win_chance).choose(obs)
    with pytest.raises(ValueError, match="evaluation"):
        make("expert", 1, evaluation="oracle")
