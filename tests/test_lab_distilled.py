"""The play-out policy distilled from Expert's search (lab/ai/distilled.py): the
committed weights load and match the format, bad files are refused, its role rule
equals FastPolicy's with FastPolicy's weights and the feature dot product with the fitted
ones, and Expert with it is deterministic and honest. No training here
(lab/tools/train_rollout_policy.py is run by hand)."""

from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parents[1]))  # the lab is not installed

from lab.ai.distilled import (
    FEATURE_NAMES,
    FORMAT,
    N_FEATURES,
    ROLE_FILE,
    DistilledPolicy,
    baseline_weights,
    load_role_weights,
    role_features,
)
from lab.ai.variants import make
from sanjuan.ai.expert import ExpertPlayer
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options


def test_committed_weights_load_and_match_the_format() -> None:
    doc = json.loads(ROLE_FILE.read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT and doc["features"] == list(FEATURE_NAMES)
    w = load_role_weights()
    assert len(w) == N_FEATURES == len(FEATURE_NAMES) and all(math.isfinite(x) for x in w)
    assert w != baseline_weights(2)  # fitted, not FastPolicy's rule
    # Written by the training script: its seed and data size are recorded.
    assert isinstance(doc["trained"]["seed"], int) and doc["trained"]["positions"] > 100


@pytest.mark.parametrize("change", [
    {"format": "other"}, {"weights": [1.0] * (N_FEATURES - 1)},
    {"weights": [float("nan")] * N_FEATURES}, {"weights": ["1"] * N_FEATURES},
    {"features": ["x"] * N_FEATURES}])
def test_bad_files_are_refused(tmp_path: Path, change: dict[str, object]) -> None:
    doc = {"format": FORMAT, "features": list(FEATURE_NAMES), "weights": [0.5] * N_FEATURES}
    good = tmp_path / "good.json"
    good.write_text(json.dumps(doc), encoding="utf-8")
    assert load_role_weights(good) == (0.5,) * N_FEATURES
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc | change), encoding="utf-8")
    with pytest.raises(ValueError):
        load_role_weights(bad)
    with pytest.raises(ValueError):
        DistilledPolicy((1.0, 2.0))


def role_positions(players: int, edition: str, games: int) -> list[GameState]:
    """States at role choices with more than one option, of FastPolicy games with some
    random moves."""
    out = []
    f = FastPolicy()
    for seed in range(games):
        s = new_game(Options(players, edition, seed=seed), log=False)
        rng = random.Random(seed)
        while not s.over:
            d = s.decision
            assert d is not None
            if d.kind is DecisionKind.CHOOSE_ROLE and len(d.options) > 1:
                out.append(s.copy())
            apply(s, d.sample(rng) if rng.random() < 0.3 else f.decide(s, d))
    return out


@pytest.mark.parametrize(("players", "edition"), [(2, "classic"), (3, "2018"),
                                                  (4, "2018-expansion")])
def test_role_rule(players: int, edition: str) -> None:
    fast = FastPolicy()
    as_fast = DistilledPolicy(baseline_weights(players))
    fitted = DistilledPolicy()
    differ = 0
    for s in role_positions(players, edition, 6):
        d = s.decision
        assert d is not None
        # FastPolicy's weights give FastPolicy's choice.
        assert as_fast.decide(s, d) == fast.decide(s, d)
        # The fitted policy takes the option of the highest weights · features.
        xs = role_features(fitted, s, d)
        scores = [sum(w * x for w, x in zip(fitted.weights, xv, strict=True)) for xv in xs]
        top = max(range(len(xs)), key=lambda i: (scores[i], -i))
        assert fitted.decide(s, d) == d.options[top] or math.isclose(
            scores[top], scores[d.options.index(fitted.decide(s, d))], rel_tol=1e-9)
        differ += fitted.decide(s, d) != fast.decide(s, d)
    assert differ > 0  # the fit really changes some choices


def test_expert_with_the_distilled_rollout_is_deterministic_and_honest() -> None:
    s = new_game(Options(2, "classic", seed=11), log=False)
    while s.decision is not None and s.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(s, FastPolicy().decide(s, s.decision))
    assert s.decision is not None
    obs = observe(s, s.decision.seat)
    a = ExpertPlayer(5, iterations=60, rollout=DistilledPolicy(), max_seconds=1e9).choose(obs)
    b = ExpertPlayer(5, iterations=60, rollout=DistilledPolicy(), max_seconds=1e9).choose(obs)
    assert a == b and a in s.decision.options
    # Cards the seat has not seen, dealt differently: the same decision.
    t = s.copy()
    seat = s.decision.seat
    other = t.players[1 - seat]
    hidden = other.hand + t.draw
    random.Random(3).shuffle(hidden)
    other.hand, t.draw = hidden[:len(other.hand)], hidden[len(other.hand):]
    c = ExpertPlayer(5, iterations=60, rollout=DistilledPolicy(), max_seconds=1e9).choose(
        observe(t, seat))
    assert c == a
    with pytest.raises(ValueError, match="rollout"):
        make("expert", rollout="medium")
    assert isinstance(make("expert", rollout="distilled").rollout,  # type: ignore[attr-defined]
                      DistilledPolicy)
