"""The learned player's two models and their checkpoint file.

* **Policy**: a softmax over the observable moves of a role or build decision
  (:func:`move_index`: a role with or without the Library, a building *type*, passing —
  the same keys the search's tree edges use). Since format 2 a move's logit is a
  bilinear form of the move's own features and the position's (:func:`move_features`:
  the building's cost, VP, kind, the rule policy's value of it, how many the seat owns
  and holds; the role's gain to the seat and to the others as the rule policy counts
  it; × :func:`context_features`: the seat's public figures and the game's progress)
  plus one bias per move: ``b[m] + move_features[m] · θ · context``, 216 weights where
  format 1's linear softmax (one weight row per move over :func:`policy_features`,
  kept for the first run's checkpoints and as the yardstick of the fit's report) had
  3,366.
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
from sanjuan.ai.heuristics import GAME_END, MONUMENTS, progress
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.cards import CARD_TYPES, Kind, Role
from sanjuan.rules.state import GameState

FORMAT = "sanjuan-expert-iteration-2"
#: The first run's format: a linear policy over :func:`policy_features` (``W``, ``b``).
FORMAT_LINEAR = "sanjuan-expert-iteration-1"
FORMATS = (FORMAT, FORMAT_LINEAR)
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
#: Move features (:func:`move_features`) and context features (:func:`context_features`).
N_MOVE_FEATURES = 15
N_CONTEXT = N_SEAT + 2
#: Static columns of the building moves: cost / 6, VP / 4, production, violet, monument.
_TYPE_STATIC = np.array([[ct.cost / 6.0, ct.vp / 4.0, float(ct.kind is Kind.PRODUCTION),
                          float(ct.kind is Kind.VIOLET), float(i in MONUMENTS)]
                         for i, ct in enumerate(CARD_TYPES)])
_RULES = FastPolicy()
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


def move_features(s: GameState, seat: int) -> np.ndarray:
    """Every move index's features for ``seat`` deciding in ``s`` (a determinised or
    real state: the others' hands enter only the rule policy's count of what a role
    gives them), shape (:data:`N_MOVES`, :data:`N_MOVE_FEATURES`); columns:

    0 role move; 1 its gain to the seat, 2 the others' summed gain, 3 the rule policy's
    value of it (gain − weight × others', :meth:`FastPolicy.role_values`), 4 with the
    Library (all in VP-equivalents / 3); 5 build move; 6 cost / 6, 7 VP / 4,
    8 production, 9 violet, 10 monument, 11 the rule policy's value of owning it
    (:meth:`FastPolicy.value`) / 5, 12 that value less 0.6 × cost (the rule policy's
    build score) / 5, 13 copies the seat owns, 14 copies in its hand / 2. Passing's
    row is zero (its bias alone)."""
    n = s.num_players
    out = np.zeros((N_MOVES, N_MOVE_FEATURES))
    most = max(len(p.buildings) for p in s.players)
    left = max(0.0, (GAME_END - most) / (0.75 if n == 2 else 0.65))
    w = 0.7 if n == 2 else 0.45
    gain = _RULES.gain
    for r in Role:
        others = sum(gain(s, q, r, 0) for q in range(n) if q != seat) / 3.0
        for lib in (0, 1):
            me = gain(s, seat, r, 1 + lib) / 3.0
            out[2 * int(r) + lib, :5] = (1.0, me, others, me - w * others, float(lib))
    types = s.types
    owned = [types[b] for b in s.players[seat].buildings]
    held = [0.0] * N_TYPES
    for c in s.players[seat].hand:
        if c >= 0:
            held[types[c]] += 0.5
    costs = s.costs
    value = _RULES.value
    rows = out[10:10 + N_TYPES]
    rows[:, 5] = 1.0
    rows[:, 6:11] = _TYPE_STATIC
    for t in range(N_TYPES):
        v = value(s, seat, t, owned, left)
        rows[t, 11:] = (v / 5.0, (v - 0.6 * costs[t]) / 5.0, float(owned.count(t)),
                        held[t])
    return out


def context_features(s: GameState, seat: int) -> np.ndarray:
    """The position's side of the policy's bilinear form (:data:`N_CONTEXT` floats):
    1, the game's progress, and the seat's public figures (scaled as in
    :func:`policy_features`)."""
    own = [x / k for x, k in zip(seat_features(s, seat), _SCALE, strict=True)]
    return np.array([1.0, progress(s), *own])


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
    """A checkpoint's models: the policy (None: uniform priors) — ``theta``
    (N_MOVE_FEATURES × N_CONTEXT) and ``b`` (N_MOVES), or a format-1 linear ``W``
    (N_MOVES × N_POLICY) and ``b`` — and the value weights ``v`` (N_VALUE)."""

    def __init__(self, data: dict[str, Any]) -> None:
        pol = data.get("policy")
        self.W = self.theta = self.b = None
        if pol is not None:
            self.b = np.array(pol["b"], dtype=float)
            if "theta" in pol:
                self.theta = np.array(pol["theta"], dtype=float)
            else:
                self.W = np.array(pol["W"], dtype=float)
        self.v = np.array(data["value"], dtype=float)
        self.players = int(data["players"])

    def logits(self, s: GameState, seat: int) -> np.ndarray | None:
        """The policy's logits over every move index for ``seat`` in ``s`` (None when the
        checkpoint has no policy yet)."""
        if self.b is None:
            return None
        if self.theta is not None:
            a = self.theta @ context_features(s, seat)
            z: np.ndarray = move_features(s, seat) @ a + self.b
            return z
        assert self.W is not None
        out: np.ndarray = self.W @ policy_features(s, seat) + self.b
        return out

    def values(self, s: GameState) -> list[float]:
        """Every seat's modelled chance to win from ``s`` (not over); they sum to 1."""
        z = value_features(s) @ self.v
        return [float(x) for x in softmax(z)]


def initial_checkpoint(players: int, search: dict[str, Any],
                       fmt: str = FORMAT) -> dict[str, Any]:
    """Checkpoint 0 for ``players``: no policy (uniform priors) and the shipped logistic
    evaluation's weights for that player count as the value; ``search``: the search's
    settings (iterations, horizon, exploration), part of what the hash covers; ``fmt``:
    the checkpoint format (:data:`FORMAT_LINEAR` for the first run's linear policy)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown checkpoint format {fmt!r}")
    w = load_weights(str(weights_file(players)))
    return {"format": fmt, "players": players, "generation": 0, "parent": None,
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
    if not isinstance(data, dict) or data.get("format") not in FORMATS:
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


def _feature_logits(theta: np.ndarray, b: np.ndarray, F: np.ndarray,
                    C: np.ndarray) -> np.ndarray:
    """Logits (N × N_MOVES) of the feature policy: ``F[n,m] · theta · C[n] + b[m]``."""
    out: np.ndarray = np.einsum("nmf,nf->nm", F, C @ theta.T) + b
    return out


def fit_feature_policy(F: np.ndarray, C: np.ndarray, M: np.ndarray, P: np.ndarray,
                       steps: int = 300, lr: float = 0.05,
                       l2: float = 1e-3) -> tuple[np.ndarray, np.ndarray]:
    """The feature policy (``theta``: N_MOVE_FEATURES × N_CONTEXT, ``b``: N_MOVES) that
    best predicts the visit shares ``P`` over the legal moves ``M`` from the move
    features ``F`` (N × N_MOVES × N_MOVE_FEATURES) and the contexts ``C`` (N ×
    N_CONTEXT): masked cross-entropy plus ``l2`` × |theta|², from zero, full-batch Adam."""
    n = len(F)
    theta = np.zeros((F.shape[2], C.shape[1]))
    b = np.zeros(F.shape[1])
    neg = np.where(M, 0.0, -1e9)

    def grad() -> list[np.ndarray]:
        q = softmax(_feature_logits(theta, b, F, C) + neg)
        d = (q - P) / n
        da = np.einsum("nm,nmf->nf", d, F)
        return [da.T @ C + 2 * l2 * theta, d.sum(axis=0)]

    _adam([theta, b], grad, steps, lr)
    return theta, b


def _loss(z: np.ndarray, M: np.ndarray, P: np.ndarray) -> tuple[float, float]:
    q = softmax(z + np.where(M, 0.0, -1e9))
    ce = float(-(P * np.log(np.maximum(q, 1e-12))).sum(axis=1).mean())
    agree = float((np.argmax(q, axis=1) == np.argmax(P, axis=1)).mean())
    return ce, agree


def model_policy_loss(model: Model, data: dict[str, np.ndarray],
                      rows: np.ndarray) -> tuple[float, float]:
    """:func:`policy_loss` of ``model``'s policy (either kind, or uniform) on the
    positions ``rows`` (a boolean mask) of ``data``."""
    M, P = data["M"][rows], data["P"][rows]
    if model.theta is not None and model.b is not None:
        return _loss(_feature_logits(model.theta, model.b, data["F"][rows],
                                     data["C"][rows]), M, P)
    if model.W is None:
        return _loss(np.zeros(M.shape), M, P)  # uniform priors
    return policy_loss(model.W, model.b, data["X"][rows], M, P)


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
    """The next checkpoint fitted on ``data`` (arrays X, M, P, G, T, ``game`` — the game
    each position came from, unique across units — and for the feature policy F and C),
    and a report of held-out losses (the last ``holdout`` share of the games) of the
    current and the new models. The policy keeps the current checkpoint's kind (format
    1: linear; format 2: features); for a feature policy the report also gives the
    held-out figures of a linear policy fitted on the same positions
    (``policy_*_linear``), the yardstick. The new models are then refitted on all the
    data."""
    games = np.unique(data["game"])
    cut = games[int(len(games) * (1 - holdout))] if len(games) >= 5 else games[-1] + 1
    train = data["game"] < cut
    test = ~train
    X, M, P, G, T = (data[k] for k in ("X", "M", "P", "G", "T"))
    featured = current["format"] == FORMAT
    cur = Model(current)
    rep: dict[str, float] = {"positions": int(len(X)), "games": int(len(games))}

    def fit_pol(rows: np.ndarray) -> dict[str, Any]:
        if featured:
            th, bb = fit_feature_policy(data["F"][rows], data["C"][rows], M[rows], P[rows])
            return {"theta": th, "b": bb}
        W, bb = fit_policy(X[rows], M[rows], P[rows])
        return {"W": W, "b": bb}

    if test.any() and train.any():
        pol = fit_pol(train)
        v = fit_value(G[train], T[train], cur.v)
        rep["policy_ce_current"], rep["policy_agree_current"] = model_policy_loss(
            cur, data, test)
        new = Model({"players": current["players"], "value": v, "policy": pol})
        rep["policy_ce_new"], rep["policy_agree_new"] = model_policy_loss(new, data, test)
        if featured:
            W, bb = fit_policy(X[train], M[train], P[train])
            rep["policy_ce_linear"], rep["policy_agree_linear"] = policy_loss(
                W, bb, X[test], M[test], P[test])
        rep["value_ce_current"] = value_loss(cur.v, G[test], T[test])
        rep["value_ce_new"] = value_loss(v, G[test], T[test])
    pol = fit_pol(np.ones(len(X), dtype=bool))
    v = fit_value(G, T, cur.v)
    if rep.get("value_ce_new", 0.0) > rep.get("value_ce_current", math.inf):
        v = cur.v  # the refit predicted held-out games worse: keep the current value
        rep["value_kept"] = 1.0
    nxt = {"format": current["format"], "players": current["players"],
           "generation": int(current["generation"]) + 1, "parent": parent_hash,
           "search": current["search"],
           "policy": {k: _rounded(x) for k, x in pol.items()},
           "value": [round(float(x), DIGITS) for x in v]}
    return nxt, {k: (round(x, 4) if isinstance(x, float) and math.isfinite(x) else x)
                 for k, x in rep.items()}


def _rounded(a: np.ndarray) -> Any:
    """``a`` as nested lists of floats rounded to :data:`DIGITS` (what a checkpoint keeps)."""
    if a.ndim == 1:
        return [round(float(x), DIGITS) for x in a]
    return [_rounded(row) for row in a]
