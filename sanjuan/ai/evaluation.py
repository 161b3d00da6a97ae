"""The Expert player's learned position evaluation (a logistic model of winning).

Features of one seat (:func:`seat_features`) are read from a state the seat may know
about (public tableaus, goods and hand sizes; on the search's determinised states); the
model scores the difference between two seats' features, with every feature also scaled
by the game's progress so that its weight can change from the opening to the end. Since
the score is linear, it is the difference of the two seats' own scores
(:func:`seat_strength`): with 2 players :func:`win_chance` is the logistic of it; with 3
and 4 the Expert reads the seats' scores as every seat's chance to win at once
(:func:`winner_chance`, their softmax), where :func:`win_chance` is the chance to beat
the strongest rival alone. Weights come from ``expert_eval.json`` next to this module
(2 players; ``expert_eval_3p.json`` and ``expert_eval_4p.json`` for 3 and 4,
:func:`weights_file`), regenerated from a seed by ``tools/train_expert_eval.py``
(logistic regression on positions of self-play games with the rollout policy in every
seat → which of two seats finished ahead), loaded once per process and cached (cheap per
player construction). NumPy is not needed at run time: the model is a dot product of a
dozen numbers.

An :data:`Evaluator` is what a search asks at a play-out's horizon: any callable from a
position that is not over and a seat to that seat's chance to win in [0, 1].
:func:`chance_to_win` is the Expert's and the coach's; the Expert takes another as an
object (``ExpertPlayer(evaluator=…)``, :mod:`.expert`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TypeAlias

from sanjuan.ai.heuristics import EFFECT_INCOME, GOOD_PRICE, progress
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import GameState

#: A position evaluation: ``(state, seat) -> chance (0…1) that seat wins`` from a state
#: that is not over (the state may be a determinised one, so only what the seat could
#: know should matter to it).
Evaluator: TypeAlias = Callable[[GameState, int], float]

WEIGHTS_FILE = Path(__file__).with_name("expert_eval.json")
#: Names of the per-seat features, in the order of :func:`seat_features`.
FEATURES = ("vp", "hand", "goods", "production", "good_kinds", "production_value",
            "violet_income", "buildings", "governor")
FORMAT = "sanjuan-expert-eval-1"
_PROD = tuple(ct.is_production for ct in CARD_TYPES)
_GOOD = tuple(-1 if ct.good is None else int(ct.good) for ct in CARD_TYPES)
_EFFECT = tuple(EFFECT_INCOME.get(i, 0.0) for i in range(len(CARD_TYPES)))


def seat_features(s: GameState, seat: int) -> list[float]:
    """The :data:`FEATURES` of ``seat`` in ``s``: VP now (RULES.md 4), hand cards, goods,
    production buildings, distinct goods produced, summed average price of its goods,
    violet buildings' income (cards/round, :data:`.heuristics.EFFECT_INCOME`),
    buildings, and 1 if it is the governor (else 0)."""
    p = s.players[seat]
    types = s.types
    prod = kinds = 0
    pvalue = violet = 0.0
    seen: set[int] = set()
    for b in p.buildings:
        ti = types[b]
        if _PROD[ti]:
            prod += 1
            g = _GOOD[ti]
            pvalue += GOOD_PRICE[g]
            if g not in seen:
                seen.add(g)
                kinds += 1
        else:
            violet += _EFFECT[ti]
    return [float(score_player(s, seat).total), float(len(p.hand)), float(len(p.goods)),
            float(prod), float(kinds), pvalue, violet, float(len(p.buildings)),
            1.0 if s.governor == seat else 0.0]


def model_inputs(s: GameState, seat: int, rival: int) -> list[float]:
    """The model's inputs for ``seat`` against ``rival``: feature differences, then the
    same differences times the game's progress (0…1)."""
    a = seat_features(s, seat)
    b = seat_features(s, rival)
    diff = [x - y for x, y in zip(a, b, strict=True)]
    g = progress(s)
    return diff + [d * g for d in diff]


def weights_file(players: int = 2) -> Path:
    """The weights file for games of ``players`` (2–4): :data:`WEIGHTS_FILE` for 2, else
    ``expert_eval_<players>p.json`` next to it (fitted on games of that many players)."""
    if players == 2:
        return WEIGHTS_FILE
    return WEIGHTS_FILE.with_name(f"expert_eval_{players}p.json")


@lru_cache(maxsize=4)
def load_weights(path: str = str(WEIGHTS_FILE)) -> tuple[float, ...]:
    """The model's weights from the JSON file ``path`` (cached per process). Raises
    ValueError if the file's format or length does not match :data:`FEATURES`."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or tuple(data.get("features", ())) != FEATURES:
        raise ValueError(f"{path}: not a {FORMAT} file for features {FEATURES}")
    w = tuple(float(x) for x in data["weights"])
    if len(w) != 2 * len(FEATURES):
        raise ValueError(f"{path}: {len(w)} weights, expected {2 * len(FEATURES)}")
    return w


def win_chance(s: GameState, seat: int, weights: tuple[float, ...] | None = None) -> float:
    """Modelled chance (0…1) that ``seat`` wins from ``s`` (not over) against its
    strongest rival (the one the model rates best), the others left out: the chance to
    win with 2 players, too high with more (:func:`winner_chance` there)."""
    w = load_weights() if weights is None else weights
    best = 1.0
    for q in range(s.num_players):
        if q == seat:
            continue
        z = sum(wi * xi for wi, xi in zip(w, model_inputs(s, seat, q), strict=True))
        best = min(best, 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z)))))
    return best


def seat_strength(s: GameState, seat: int, weights: tuple[float, ...]) -> float:
    """The model's score of ``seat`` alone (the weights on its features and on its
    features times the game's progress): the pairwise model's logit for ``seat`` against
    a rival is exactly the difference of their scores."""
    f = seat_features(s, seat)
    g = progress(s)
    k = len(f)
    return sum(weights[i] * x for i, x in enumerate(f)) + g * sum(
        weights[k + i] * x for i, x in enumerate(f))


def winner_chance(s: GameState, seat: int, weights: tuple[float, ...]) -> float:
    """Modelled chance (0…1) that ``seat`` wins from ``s`` (not over) against every
    rival at once: the softmax of the seats' :func:`seat_strength` (a Plackett–Luce
    winner model whose pairwise form is the fitted logistic model; with 2 players it
    is :func:`win_chance`). The chances of all seats sum to 1."""
    f = [seat_strength(s, q, weights) for q in range(s.num_players)]
    top = max(f)
    e = [math.exp(max(-60.0, x - top)) for x in f]
    return e[seat] / sum(e)


@lru_cache(maxsize=4)
def _weights_for(players: int) -> tuple[float, ...]:
    """:func:`load_weights` of :func:`weights_file` for ``players`` (a search evaluates
    thousands of positions; the file's path is worked out once)."""
    return load_weights(str(weights_file(players)))


def chance_to_win(s: GameState, seat: int) -> float:
    """Modelled chance (0…1) that ``seat`` wins from ``s`` (not over), by the model fitted
    for the game's player count (:func:`weights_file`): :func:`win_chance` with 2 players,
    :func:`winner_chance` (every seat's chance at once, summing to 1) with 3 and 4 — how
    the Expert player reads it by default. Raises ValueError if that weights file is
    damaged (:func:`load_weights`)."""
    weights = _weights_for(s.num_players)
    if s.num_players == 2:
        return win_chance(s, seat, weights)
    return winner_chance(s, seat, weights)


__all__ = ["Evaluator", "FEATURES", "seat_strength", "winner_chance", "seat_features",
           "model_inputs", "load_weights", "weights_file", "win_chance", "chance_to_win"]
