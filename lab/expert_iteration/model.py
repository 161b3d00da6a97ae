"""The learned player's two models and their checkpoint file.

* **Policy**: a linear softmax over the observable moves of a role or build decision
  (:func:`move_index`: a role with or without the Library, a building *type*, passing —
  the same keys the search's tree edges use), from :func:`policy_features` of the
  deciding seat: its own and its strongest rivals' public figures, the game's progress,
  the building types in its own hand and the roles already taken this round.
* **Value**: every seat's chance to win, the softmax over the seats of a linear
  strength of :func:`value_features` (the shipped logistic evaluation's features,
  :func:`sanjuan.ai.evaluation.seat_features`, and the same times the game's progress).
  Checkpoint 0 takes the shipped model's weights for the player count, so the loop
  starts from today's evaluation, not from nothing.

A checkpoint is a small JSON file (format :data:`FORMAT`); its hash (:func:`ckpt_hash`) is
that of its canonical JSON text, so a work unit names the exact weights it played with.
:func:`fit` trains the next models with NumPy alone (full-batch Adam, deterministic:
same data, same checkpoint).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from pathlib import Path
from typing import Any

import numpy as np

from sanjuan.ai.evaluation import load_weights, seat_features, weights_file
from sanjuan.ai.heuristics import progress
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.state import GameState

FORMAT = "sanjuan-expert-iteration-1"
N_TYPES = len(CARD_TYPES)
#: Move indices: 10 role choices (role × Library flag), one per building type, pass.
N_MOVES = 10 + N_TYPES + 1
PASS_INDEX = N_MOVES - 1
#: Scale of each of :func:`sanjuan.ai.evaluation.seat_features` in the policy's inputs.
_SCALE = (10.0, 5.0, 3.0, 5.0, 5.0, 10.0, 2.0, 12.0, 1.0)
N_SEAT = len(_SCALE)
#: Policy inputs: own figures, rivals' best, progress, bias, hand types, roles taken.
N_POLICY = 2 * N_SEAT + 2 + N_TYPES + 5
#: Value inputs per seat: the seat's figures and the same times progress.
N_VALUE = 2 * N_SEAT
#: Decimal places kept in a checkpoint (its hash is of what is saved).
DIGITS = 5


def move_index(s: GameState, a: Action) -> int:
    """The policy's index of the role or build move ``a`` in ``s`` (0 … N_MOVES-1)."""
    if isinstance(a, ChooseRole):
        return 2 * int(a.role) + int(a.use_library)
    if isinstance(a, Build):
        return 10 + s.types[a.card]
    return PASS_INDEX


def policy_features(s: GameState, seat: int) -> np.ndarray:
    """The policy's inputs (:data:`N_POLICY` floats) for ``seat`` deciding in ``s`` (a
    real, redacted or determinised state: only public figures and the seat's own hand)."""
    n = s.num_players
    own = [x / k for x, k in zip(seat_features(s, seat), _SCALE, strict=True)]
    rivals = [0.0] * N_SEAT
    for q in range(n):
        if q != seat:
            f = seat_features(s, q)
            rivals = [max(r, x / k) for r, x, k in zip(rivals, f, _SCALE, strict=True)]
    hand = [0.0] * N_TYPES
    types = s.types
    for c in s.players[seat].hand:
        if c >= 0:
            hand[types[c]] += 0.5
    taken = [1.0 if o >= 0 else 0.0 for o in s.role_owner]
    return np.array(own + rivals + [progress(s), 1.0] + hand + taken)


def value_features(s: GameState) -> np.ndarray:
    """Every seat's value inputs, shape (players, :data:`N_VALUE`)."""
    g = progress(s)
    rows = []
    for q in range(s.num_players):
        f = seat_features(s, q)
        rows.append(f + [x * g for x in f])
    return np.array(rows)


def softmax(z: np.ndarray) -> np.ndarray:
    """Softmax along the last axis (stable; -inf entries get 0)."""
    m = np.max(z, axis=-1, keepdims=True)
    e = np.exp(z - m)
    out: np.ndarray = e / np.sum(e, axis=-1, keepdims=True)
    return out


class Model:
    """A checkpoint's models: ``W`` (N_MOVES × N_POLICY) and ``b`` of the policy (None:
    uniform priors) and the value weights ``v`` (N_VALUE)."""

    def __init__(self, data: dict[str, Any]) -> None:
        pol = data.get("policy")
        self.W = None if pol is None else np.array(pol["W"], dtype=float)
        self.b = None if pol is None else np.array(pol["b"], dtype=float)
        self.v = np.array(data["value"], dtype=float)
        self.players = int(data["players"])

    def logits(self, s: GameState, seat: int) -> np.ndarray | None:
        """The policy's logits over every move index for ``seat`` in ``s`` (None when the
        checkpoint has no policy yet)."""
        if self.W is None or self.b is None:
            return None
        out: np.ndarray = self.W @ policy_features(s, seat) + self.b
        return out

    def values(self, s: GameState) -> list[float]:
        """Every seat's modelled chance to win from ``s`` (not over); they sum to 1."""
        z = value_features(s) @ self.v
        return [float(x) for x in softmax(z)]


def initial_checkpoint(players: int, search: dict[str, Any]) -> dict[str, Any]:
    """Checkpoint 0 for ``players``: no policy (uniform priors) and the shipped logistic
    evaluation's weights for that player count as the value; ``search``: the search's
    settings (iterations, horizon, exploration), part of what the hash covers."""
    w = load_weights(str(weights_file(players)))
    return {"format": FORMAT, "players": players, "generation": 0, "parent": None,
            "search": dict(search), "policy": None,
            "value": [round(x, DIGITS) for x in w]}


def canonical(data: dict[str, Any]) -> str:
    """The checkpoint's canonical JSON text (sorted keys, no spaces)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def ckpt_hash(data: dict[str, Any]) -> str:
    """The first 16 hex digits of the SHA-256 of :func:`canonical` ``data``."""
    return hashlib.sha256(canonical(data).encode()).hexdigest()[:16]


def save_checkpoint(folder: Path, data: dict[str, Any]) -> str:
    """Write ``data`` to ``folder/<hash>.json`` atomically; returns the hash."""
    h = ckpt_hash(data)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{h}.json"
    if not path.exists():
        tmp = path.with_suffix(".tmp")
        tmp.write_text(canonical(data) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    return h


def load_checkpoint(folder: Path, h: str) -> dict[str, Any]:
    """The checkpoint ``h`` from ``folder``. Raises ValueError if it is not one of ours or
    its content does not match its hash (a damaged or edited file)."""
    path = folder / f"{h}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"checkpoint {h}: cannot read {path.name} ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"checkpoint {h}: not a {FORMAT} file")
    if ckpt_hash(data) != h:
        raise ValueError(f"checkpoint {h}: its content does not match its hash")
    return data


# -- fitting -------------------------------------------------------------------------


def _adam(params: list[np.ndarray], grad: Any, steps: int, lr: float) -> None:
    """Minimise with Adam in place: ``grad()`` returns the gradients of ``params``."""
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    b1, b2, eps = 0.9, 0.999, 1e-8
    for t in range(1, steps + 1):
        for p, g, mi, vi in zip(params, grad(), m, v, strict=True):
            mi *= b1
            mi += (1 - b1) * g
            vi *= b2
            vi += (1 - b2) * g * g
            p -= lr * (mi / (1 - b1**t)) / (np.sqrt(vi / (1 - b2**t)) + eps)


def fit_policy(X: np.ndarray, M: np.ndarray, P: np.ndarray, steps: int = 300,
               lr: float = 0.05, l2: float = 1e-3) -> tuple[np.ndarray, np.ndarray]:
    """The linear softmax policy (W, b) that best predicts the search's visit shares ``P``
    (N × N_MOVES, each row summing to 1 over its legal moves ``M``, booleans) from the
    inputs ``X`` (N × N_POLICY): masked cross-entropy plus ``l2`` × |W|², from zero."""
    n = len(X)
    W = np.zeros((N_MOVES, X.shape[1]))
    b = np.zeros(N_MOVES)
    neg = np.where(M, 0.0, -1e9)

    def grad() -> list[np.ndarray]:
        q = softmax(X @ W.T + b + neg)
        d = (q - P) / n
        return [d.T @ X + 2 * l2 * W, d.sum(axis=0)]

    _adam([W, b], grad, steps, lr)
    return W, b


def policy_loss(W: np.ndarray | None, b: np.ndarray | None, X: np.ndarray, M: np.ndarray,
                P: np.ndarray) -> tuple[float, float]:
    """Cross-entropy (nats per decision) of the policy against the visit shares ``P``, and
    how often its favourite is the search's most visited move (uniform priors for None)."""
    neg = np.where(M, 0.0, -1e9)
    z = neg if W is None or b is None else X @ W.T + b + neg
    q = softmax(z)
    ce = float(-(P * np.log(np.maximum(q, 1e-12))).sum(axis=1).mean())
    agree = float((np.argmax(q, axis=1) == np.argmax(P, axis=1)).mean())
    return ce, agree


def fit_value(G: np.ndarray, T: np.ndarray, start: np.ndarray, steps: int = 200,
              lr: float = 0.01, l2: float = 1e-2) -> np.ndarray:
    """Value weights that best predict the final win shares ``T`` (N × players) from the
    seats' inputs ``G`` (N × players × N_VALUE) through a softmax over the seats: cross-
    entropy plus ``l2`` × |u|², where the weights are ``start`` (the current ones) plus
    ``u`` divided by each input's spread — a change is measured in standard deviations
    of its input (VP run to 40, the governor flag to 1), and a game's one result,
    repeated at every one of its positions, cannot pull the weights far from ``start``."""
    spread = G.reshape(-1, G.shape[-1]).std(axis=0) + 1e-6
    u = np.zeros(G.shape[-1])
    Gs = G / spread
    n = len(G)

    def grad() -> list[np.ndarray]:
        q = softmax(G @ start + Gs @ u)
        d = (q - T) / n
        return [np.einsum("ns,nsk->k", d, Gs) + 2 * l2 * u]

    _adam([u], grad, steps, lr)
    out: np.ndarray = start + u / spread
    return out


def value_loss(v: np.ndarray, G: np.ndarray, T: np.ndarray) -> float:
    """Cross-entropy (nats per position) of the value model ``v`` against ``T``."""
    q = softmax(G @ v)
    return float(-(T * np.log(np.maximum(q, 1e-12))).sum(axis=1).mean())


def fit(current: dict[str, Any], parent_hash: str, data: dict[str, np.ndarray],
        holdout: float = 0.1) -> tuple[dict[str, Any], dict[str, float]]:
    """The next checkpoint fitted on ``data`` (arrays X, M, P, G, T and ``game``, the
    game each position came from), and a report of held-out losses (the last
    ``holdout`` share of the games) of the current and the new models. The new models
    are then refitted on all the data."""
    games = np.unique(data["game"])
    cut = games[int(len(games) * (1 - holdout))] if len(games) >= 5 else games[-1] + 1
    train = data["game"] < cut
    test = ~train
    X, M, P, G, T = (data[k] for k in ("X", "M", "P", "G", "T"))
    cur = Model(current)
    rep: dict[str, float] = {"positions": int(len(X)), "games": int(len(games))}
    if test.any() and train.any():
        W, b = fit_policy(X[train], M[train], P[train])
        v = fit_value(G[train], T[train], cur.v)
        rep["policy_ce_current"], rep["policy_agree_current"] = policy_loss(
            cur.W, cur.b, X[test], M[test], P[test])
        rep["policy_ce_new"], rep["policy_agree_new"] = policy_loss(
            W, b, X[test], M[test], P[test])
        rep["value_ce_current"] = value_loss(cur.v, G[test], T[test])
        rep["value_ce_new"] = value_loss(v, G[test], T[test])
    W, b = fit_policy(X, M, P)
    v = fit_value(G, T, cur.v)
    if rep.get("value_ce_new", 0.0) > rep.get("value_ce_current", math.inf):
        v = cur.v  # the refit predicted held-out games worse: keep the current value
        rep["value_kept"] = 1.0
    nxt = {"format": FORMAT, "players": current["players"],
           "generation": int(current["generation"]) + 1, "parent": parent_hash,
           "search": current["search"],
           "policy": {"W": [[round(float(x), DIGITS) for x in row] for row in W],
                      "b": [round(float(x), DIGITS) for x in b]},
           "value": [round(float(x), DIGITS) for x in v]}
    return nxt, {k: (round(x, 4) if isinstance(x, float) and math.isfinite(x) else x)
                 for k, x in rep.items()}
