"""A play-out policy whose role choices are distilled from the Expert's search (lab).

:class:`DistilledPolicy` plays like :class:`~.rollout.FastPolicy` except for the role
choice: each option gets a score ``weights · role_features(option)`` and the best one
is taken. The features (:func:`role_features`) are FastPolicy's own numbers — the
chooser's gain from the role and the others' summed gain — plus, per role, a bias and
its interaction with how far the game is, the chooser's hand, goods and empty
production buildings, and whether the option uses the Library. With the weights
``own gain 1, others' gain −w`` and the rest 0 it is FastPolicy's rule (w = 0.7 with
2 players, 0.45 with more).

The weights (``rollout_roles.json`` next to this module, format :data:`FORMAT`) are a
conditional-logit fit to the Expert's choices on positions of FastPolicy self-play
games (``lab/tools/train_rollout_policy.py``, from a seed). An Expert with it:
``ExpertPlayer(rollout=DistilledPolicy())``; it measured no stronger than the rule
policy (docs/ai.md: 50.5 % of 200 games head to head), so it is not shipped.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

from sanjuan.ai.rollout import PROD, FastPolicy, _left
from sanjuan.rules.actions import Action, ChooseRole
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import Decision
from sanjuan.rules.state import GameState

ROLE_FILE = Path(__file__).with_name("rollout_roles.json")
FORMAT = "sanjuan-rollout-roles-1"
N_ROLES = len(Role)
#: own gain, others' gain, then per role: bias, × progress, × hand, × goods, × empty
#: production buildings; then the Library flag.
N_FEATURES = 2 + 5 * N_ROLES + 1
FEATURE_NAMES = ("own_gain", "others_gain",
                 *[f"{k}_{r.name.lower()}" for k in ("bias", "progress", "hand", "goods",
                                                     "empty") for r in Role],
                 "library")


def context(s: GameState, seat: int) -> tuple[float, float, float, float]:
    """The chooser's situation: (progress 0…1 = most buildings / 12, hand / 7, goods / 3,
    empty production buildings / 3)."""
    p = s.players[seat]
    types = s.types
    empty = sum(1 for b in p.buildings if PROD[types[b]] and b not in p.goods)
    most = max([len(q.buildings) for q in s.players])
    return most / 12.0, len(p.hand) / 7.0, len(p.goods) / 3.0, empty / 3.0


def role_features(f: FastPolicy, s: GameState, d: Decision) -> list[list[float]]:
    """One feature vector (:data:`N_FEATURES` numbers, :data:`FEATURE_NAMES`) per option
    of the role decision ``d`` in the full state ``s``, in the options' order."""
    me, n = d.seat, s.num_players
    left = _left(s)
    ctx = context(s, me)
    others: dict[Role, float] = {}
    out = []
    for a in d.options:
        r = a.role
        own = f._gain(s, me, r, 2 if a.use_library else 1, left)  # noqa: SLF001
        o = others.get(r)
        if o is None:
            o = others[r] = sum([f._gain(s, q, r, 0, left)  # noqa: SLF001
                                 for q in range(n) if q != me])
        x = [0.0] * N_FEATURES
        x[0], x[1] = own, o
        x[2 + r] = 1.0
        for k, v in enumerate(ctx):
            x[2 + (k + 1) * N_ROLES + r] = v
        x[-1] = 1.0 if a.use_library else 0.0
        out.append(x)
    return out


def baseline_weights(players: int) -> tuple[float, ...]:
    """The weights that reproduce FastPolicy's role rule for ``players`` seats."""
    w = [0.0] * N_FEATURES
    w[0], w[1] = 1.0, -(0.7 if players == 2 else 0.45)
    return tuple(w)


@lru_cache(maxsize=4)
def load_role_weights(path: Path = ROLE_FILE) -> tuple[float, ...]:
    """The fitted weights (:data:`N_FEATURES` finite floats) from ``path``. Raises
    ValueError if the file is not of format :data:`FORMAT` or the weights are not
    :data:`N_FEATURES` finite numbers; OSError if it cannot be read."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"{path}: not a {FORMAT} file")
    w = doc.get("weights")
    if (not isinstance(w, list) or len(w) != N_FEATURES
            or not all(type(x) in (int, float) and math.isfinite(x) for x in w)):
        raise ValueError(f"{path}: 'weights' must be {N_FEATURES} finite numbers")
    if doc.get("features") != list(FEATURE_NAMES):
        raise ValueError(f"{path}: its features are not {FEATURE_NAMES}")
    return tuple(float(x) for x in w)


class DistilledPolicy(FastPolicy):
    """FastPolicy with role choices scored by ``weights`` (default: the fitted ones)."""

    def __init__(self, weights: tuple[float, ...] | None = None) -> None:
        super().__init__()
        self.weights = load_role_weights() if weights is None else weights
        if len(self.weights) != N_FEATURES:
            raise ValueError(f"a role policy needs {N_FEATURES} weights")

    def role(self, s: GameState, d: Decision) -> Action:
        """The option of highest score ``weights · role_features`` (the first of equal
        ones), summed without building the feature vectors."""
        w = self.weights
        me, n = d.seat, s.num_players
        left = _left(s)
        progress, hand, goods, empty = context(s, me)
        gain = self._gain
        others: dict[Role, float] = {}
        best, choice = -1e18, d.options[0]
        for a in d.options:
            r = a.role
            o = others.get(r)
            if o is None:
                o = others[r] = sum([gain(s, q, r, 0, left) for q in range(n) if q != me])
            v = (w[0] * gain(s, me, r, 2 if a.use_library else 1, left) + w[1] * o
                 + w[2 + r] + w[7 + r] * progress + w[12 + r] * hand + w[17 + r] * goods
                 + w[22 + r] * empty + (w[27] if a.use_library else 0.0))
            if v > best:
                best, choice = v, a
        assert isinstance(choice, ChooseRole)
        return choice


__all__ = ["DistilledPolicy", "role_features", "baseline_weights", "load_role_weights",
           "context", "N_FEATURES", "FEATURE_NAMES", "FORMAT", "ROLE_FILE"]
