"""A value network for the Expert (lab): a small multilayer perceptron of winning chances.

It predicts outcomes better than the shipped logistic model (:mod:`sanjuan.ai.evaluation`)
and played worse with the same search (docs/ai.md: 40.6 % of 32 games head to head, 38.8 %
against 52.6 % in the 3-player screen), so it is not shipped. An Expert with it:
``ExpertPlayer(evaluator=load_net().win_chance)``.

:func:`seat_encoding` describes one seat of a (determinised or real) state by what is
public about it — every building type in its tableau, goods on its buildings by kind,
hand, Chapel, Bank and Harbor counts, VP now, whether it is the governor — and
:func:`pair_inputs` puts a seat's encoding, a rival's and the game's (progress, piles,
the round, the players, the edition, the next trading-house tile's prices, the roles
already taken this round) into one input vector. The network maps that vector to a
score ``g``; the chance that the seat finishes ahead of that rival is
``sigmoid(g(seat, rival) - g(rival, seat))``, so the two chances of a pair add up to 1.
:func:`win_chance` is the lowest of those chances over the rivals (as the logistic
model of :mod:`.evaluation` does).

Weights: ``expert_net.json`` next to this module (format :data:`FORMAT`), regenerated
from a seed by ``lab/tools/train_expert_net.py`` (self-play
positions of the rollout policy, Monte Carlo targets: who won). They are loaded once per
process and evaluated with NumPy (no deep-learning framework at run time).
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

import numpy as np

from sanjuan.ai.heuristics import EFFECT_INCOME, GAME_END, GOOD_PRICE
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import TILES, GameState

NET_FILE = Path(__file__).with_name("expert_net.json")
FORMAT = "sanjuan-expert-net-1"
N_TYPES = len(CARD_TYPES)
_GOOD = tuple(-1 if ct.good is None else int(ct.good) for ct in CARD_TYPES)
_EFFECT = tuple(EFFECT_INCOME.get(i, 0.0) for i in range(N_TYPES))
#: Length of :func:`seat_encoding`: type counts, goods by kind (5), 11 numbers.
SEAT_SIZE = N_TYPES + 5 + 11
#: Length of the game part of :func:`pair_inputs`.
GAME_SIZE = 11 + 5 + 6
INPUT_SIZE = 2 * SEAT_SIZE + GAME_SIZE


def seat_encoding(s: GameState, seat: int) -> list[float]:
    """``seat``'s public description (:data:`SEAT_SIZE` numbers): how many buildings of
    each type it has, its goods by kind (indigo … silver), then hand cards, goods,
    Chapel cards, Bank cards, Harbor cards, VP now (RULES.md 4, / 10), buildings
    (/ 12), 1 if it is the governor, the summed average price of its production
    (/ 5), its violet buildings' income (cards/round, :data:`.heuristics.EFFECT_INCOME`)
    and the number of kinds of goods it produces (/ 5)."""
    p = s.players[seat]
    types = s.types
    out = [0.0] * SEAT_SIZE
    pvalue = violet = 0.0
    kinds = 0
    for b in p.buildings:
        ti = types[b]
        out[ti] += 1.0
        g = _GOOD[ti]
        if g >= 0:
            pvalue += GOOD_PRICE[g]
            if out[ti] == 1.0:
                kinds += 1  # one production type per good kind
        else:
            violet += _EFFECT[ti]
    for b in p.goods:
        g = _GOOD[types[b]]
        if g >= 0:
            out[N_TYPES + g] += 1.0
    base = N_TYPES + 5
    out[base] = len(p.hand) / 5.0
    out[base + 1] = len(p.goods) / 3.0
    out[base + 2] = len(p.chapel) / 3.0
    out[base + 3] = len(p.bank) / 3.0
    out[base + 4] = len(p.harbor) / 3.0
    out[base + 5] = score_player(s, seat).total / 10.0
    out[base + 6] = len(p.buildings) / GAME_END
    out[base + 7] = 1.0 if s.governor == seat else 0.0
    out[base + 8] = pvalue / 5.0
    out[base + 9] = violet
    out[base + 10] = kinds / 5.0
    return out


def game_encoding(s: GameState) -> list[float]:
    """The game's public description (:data:`GAME_SIZE` numbers): progress (most
    buildings / 12), draw and discard pile sizes (/ 100), the round (/ 20), one-hot
    player count (2, 3, 4), the 2018 edition flag, the trading-house tile position (/ 5),
    spare; the next tile's prices (/ 3, five goods); the roles taken this round (six)."""
    most = max(len(p.buildings) for p in s.players)
    n = s.num_players
    tile = TILES[s.tiles[s.tile_pos % len(s.tiles)]] if s.tiles else (1, 1, 2, 2, 3)
    taken = [1.0 if o >= 0 else 0.0 for o in s.role_owner][:6]
    taken += [0.0] * (6 - len(taken))
    return ([most / GAME_END, len(s.draw) / 100.0, len(s.discard) / 100.0,
             s.round / 20.0, float(n == 2), float(n == 3), float(n == 4),
             float(s.options.edition != "classic"), s.tile_pos / 5.0, 0.0, 0.0]
            + [x / 3.0 for x in tile[:5]] + taken)


def pair_inputs(s: GameState, seat: int, rival: int,
                enc: dict[int, list[float]] | None = None,
                game: list[float] | None = None) -> list[float]:
    """The network's input (:data:`INPUT_SIZE` numbers) for ``seat`` against ``rival``:
    the two seat encodings and the game's. ``enc``/``game``: precomputed encodings."""
    a = enc[seat] if enc is not None else seat_encoding(s, seat)
    b = enc[rival] if enc is not None else seat_encoding(s, rival)
    return a + b + (game if game is not None else game_encoding(s))


class ValueNet:
    """A multilayer perceptron: ReLU hidden layers, one linear output (the score ``g``).
    ``layers``: list of (weight matrix (in × out), bias (out)) as float arrays; inputs
    are standardised by ``mean`` and ``scale`` first."""

    def __init__(self, layers: list[tuple[np.ndarray, np.ndarray]], mean: np.ndarray,
                 scale: np.ndarray) -> None:
        if not layers or layers[0][0].shape[0] != INPUT_SIZE or layers[-1][0].shape[1] != 1:
            raise ValueError("a value network maps INPUT_SIZE inputs to one score")
        self.layers = layers
        self.mean = mean
        self.scale = scale

    def scores(self, x: np.ndarray) -> np.ndarray:
        """The score ``g`` of each row of ``x`` (rows × :data:`INPUT_SIZE`)."""
        h = (x - self.mean) * self.scale
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if i < last:
                np.maximum(h, 0.0, out=h)
        out: np.ndarray = h[:, 0]
        return out

    def win_chance(self, s: GameState, seat: int) -> float:
        """Modelled chance (0…1) that ``seat`` finishes ahead of its strongest rival
        in ``s`` (a state that is not over)."""
        n = s.num_players
        enc = {q: seat_encoding(s, q) for q in range(n)}
        game = game_encoding(s)
        rows = []
        for q in range(n):
            if q != seat:
                rows.append(pair_inputs(s, seat, q, enc, game))
                rows.append(pair_inputs(s, q, seat, enc, game))
        g = self.scores(np.array(rows))
        z = float(np.min(g[0::2] - g[1::2]))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_json(self) -> dict[str, object]:
        """The weights as a JSON-ready dict (format :data:`FORMAT`)."""
        return {"format": FORMAT, "input_size": INPUT_SIZE,
                "mean": [round(float(v), 6) for v in self.mean],
                "scale": [round(float(v), 6) for v in self.scale],
                "layers": [{"w": np.round(w, 6).tolist(), "b": np.round(b, 6).tolist()}
                           for w, b in self.layers]}


def from_json(data: dict[str, object]) -> ValueNet:
    """A :class:`ValueNet` from :meth:`ValueNet.to_json`'s dict. Raises ValueError if the
    format, the input size or a layer's shape does not match."""
    if data.get("format") != FORMAT or data.get("input_size") != INPUT_SIZE:
        raise ValueError(f"not a {FORMAT} file for {INPUT_SIZE} inputs")
    try:
        mean = np.array(data["mean"], dtype=np.float64)
        scale = np.array(data["scale"], dtype=np.float64)
        layers = [(np.array(la["w"], dtype=np.float64), np.array(la["b"], dtype=np.float64))
                  for la in data["layers"]]  # type: ignore[attr-defined]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"malformed {FORMAT} data: {exc}") from None
    if mean.shape != (INPUT_SIZE,) or scale.shape != (INPUT_SIZE,):
        raise ValueError("mean/scale must have INPUT_SIZE entries")
    width = INPUT_SIZE
    for w, b in layers:
        if w.ndim != 2 or w.shape[0] != width or b.shape != (w.shape[1],):
            raise ValueError(f"layer shapes do not chain: {w.shape}, {b.shape}")
        width = w.shape[1]
    if not all(np.isfinite(w).all() and np.isfinite(b).all() for w, b in layers):
        raise ValueError("non-finite weights")
    return ValueNet(layers, mean, scale)


@lru_cache(maxsize=2)
def load_net(path: str = str(NET_FILE)) -> ValueNet:
    """The network stored in the JSON file ``path`` (cached per process). Raises
    ValueError for a file of another format or shape, OSError if it cannot be read."""
    return from_json(json.loads(Path(path).read_text(encoding="utf-8")))


__all__ = ["ValueNet", "load_net", "from_json", "seat_encoding", "game_encoding",
           "pair_inputs", "INPUT_SIZE", "SEAT_SIZE", "GAME_SIZE", "FORMAT", "NET_FILE"]
