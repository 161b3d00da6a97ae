"""The learned player: single-observer ISMCTS guided by a checkpoint's policy and value.

The tree is the textbook one of ``bench/ismcts.py`` (Cowling, Powley & Whitehouse 2012):
one tree over the observer's information set, a fresh determinisation per iteration,
edges keyed by what an observer sees (a role and the Library flag; a building type and
the replaced type; passing), and only role and build choices as tree moves — every
selection (payment, sale, production, councillor, Chapel …) is answered by the shipped
rule policy (:class:`sanjuan.ai.rollout.FastPolicy`). What Expert Iteration (Anthony,
Tian & Barber 2017) adds, as in AlphaZero:

* **priors**: every move legal in the determinisation is tried once, the likeliest
  first (the rule policy's move breaks ties), then a child is chosen by PUCT,
  ``Q + c · P · sqrt(N) / (1 + n)``, where ``P`` is the checkpoint's policy over the
  legal moves (uniform without one) and ``N`` the times the search passed the node;
* **value**: a new leaf is not played to the end; the rule policy plays on for
  ``horizon`` role choices and the checkpoint's value model gives every seat's chance
  to win from there (the game's result if it ended). With ``seeded_leaf`` (every run
  since the second) the play-on is :func:`sanjuan.ai.search.play_out` — the new leaf's
  move, then the fast rule policy with its own random draws from a seed the search
  draws — which runs in the compiled core (:mod:`sanjuan.ai.fastcore`) where it is
  built and gives the same position in pure Python where it is not; without it (the
  first run's checkpoints) the rule policy plays on in Python with the
  determinisation's generator (:func:`sanjuan.ai.rollout.play_on`).

The budget is a fixed number of iterations per searched decision (``iterations``), so a
game depends only on its seeds and the checkpoint: a work unit replays exactly. The
player sees only ``observe(state, seat)``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import numpy as np

from sanjuan.ai.rollout import FastPolicy, play_on
from sanjuan.ai.search import play_out
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options

from .model import (
    N_MOVES,
    Model,
    context_features,
    move_features,
    move_index,
    policy_features,
    value_features,
)

SEARCHED = (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)
Key = tuple[int, int, int]
PASS_KEY: Key = (0, 0, 0)


def edge_key(s: GameState, a: Action) -> Key:
    """What an observer sees of the role or build move ``a`` in ``s``."""
    if isinstance(a, ChooseRole):
        return (1, int(a.role), int(a.use_library))
    if isinstance(a, Build):
        return (2, s.types[a.card], -1 if a.replace is None else s.types[a.replace])
    return PASS_KEY


def edges(s: GameState, d: Decision) -> dict[Key, Action]:
    """One legal action per observable move of the role or build decision ``d``."""
    out: dict[Key, Action] = {}
    for a in d.legal_actions():
        out.setdefault(edge_key(s, a), a)
    return out


class Node:
    """A tree node reached by a move of ``seat``: ``visits``, summed ``reward`` for
    ``seat``, ``passes`` (times the search chose among its children), ``children`` by
    observable move and the policy's ``logits`` for the seat to move (set on first use)."""

    __slots__ = ("seat", "children", "visits", "reward", "passes", "logits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Key, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.passes = 0
        self.logits: np.ndarray | None = None


@dataclass
class Settings:
    """The search's settings (a checkpoint's ``search``): ``iterations`` per searched
    decision, rule-policy ``horizon`` in role choices before the value model, PUCT's
    ``c``, and the rounds during which self-play samples its move from the visit
    shares (``explore_rounds``; afterwards and in gates: the most visited);
    ``seeded_leaf``: the leaf's play-on by :func:`sanjuan.ai.search.play_out` (module
    doc; False only in the first run's checkpoints, which lack the key)."""

    iterations: int = 48
    horizon: int = 4
    c: float = 1.5
    explore_rounds: int = 3
    seeded_leaf: bool = False

    @classmethod
    def of(cls, data: dict[str, object]) -> Settings:
        """Settings from a checkpoint's ``search`` dict (unknown keys ignored)."""
        known = {k: data[k] for k in ("iterations", "horizon", "c", "explore_rounds",
                                      "seeded_leaf") if k in data}
        return cls(**known)  # type: ignore[arg-type]


@dataclass
class Record:
    """What a self-play game records at each searched decision: the linear policy's
    inputs ``X``, the feature policy's move features ``F`` and context ``C``, legal-move
    mask ``M``, visit shares ``P``, the seats' value inputs ``G`` and the deciding
    ``seat``; ``result``: every seat's final win share."""

    X: list[np.ndarray] = field(default_factory=list)
    F: list[np.ndarray] = field(default_factory=list)
    C: list[np.ndarray] = field(default_factory=list)
    M: list[np.ndarray] = field(default_factory=list)
    P: list[np.ndarray] = field(default_factory=list)
    G: list[np.ndarray] = field(default_factory=list)
    seat: list[int] = field(default_factory=list)
    result: list[float] = field(default_factory=list)


class GuidedPlayer:
    """ISMCTS guided by ``model`` (module doc) with ``settings``; ``seed``: its random
    generator; ``record``: where self-play positions go (None: not recorded);
    ``explore``: sample early moves from the visit shares (self-play)."""

    name = "learned"

    def __init__(self, model: Model, settings: Settings, seed: int,
                 record: Record | None = None, explore: bool = False) -> None:
        self.model = model
        self.settings = settings
        self.rng = random.Random(seed)
        self.policy = FastPolicy()
        self.record = record
        self.explore = explore
        self.last_root: Node | None = None

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """A legal action for ``obs.decision`` (this seat's): searched for a role or build
        with more than one observable move, else the rule policy's."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        here = obs.determinize(random.Random(0))  # own cards are the same in every one
        if d.kind not in SEARCHED:
            return self.policy.decide(here, here.decision)  # type: ignore[arg-type]
        moves = edges(here, here.decision)  # type: ignore[arg-type]
        if len(moves) == 1:
            return next(iter(moves.values()))
        root = Node(-1)
        for _ in range(self.settings.iterations):
            self.iterate(obs, root)
            if callable(cancel) and cancel():
                break
        self.last_root = root
        # The rule policy's move first, so that it wins a tie (few iterations).
        favourite = edge_key(here, self.policy.decide(here, here.decision))  # type: ignore[arg-type]
        keys = sorted(moves, key=lambda k: k != favourite)
        visits = np.array([root.children[k].visits if k in root.children else 0
                           for k in keys], dtype=float)
        if self.record is not None:
            pi = np.zeros(N_MOVES)
            mask = np.zeros(N_MOVES, dtype=bool)
            for k, n in zip(keys, visits, strict=True):
                i = move_index(here, moves[k])
                pi[i] += n
                mask[i] = True
            self.record.X.append(policy_features(obs.state, obs.seat))
            # The move features count the others' gain from a role from a determinised
            # hand (as the search's priors do); ``here`` is the same for every seed.
            self.record.F.append(move_features(here, obs.seat).astype(np.float32))
            self.record.C.append(context_features(here, obs.seat))
            self.record.M.append(mask)
            self.record.P.append(pi / max(1.0, pi.sum()))
            self.record.G.append(value_features(obs.state))
            self.record.seat.append(obs.seat)
        if self.explore and obs.state.round <= self.settings.explore_rounds \
                and visits.sum() > 0:
            r = self.rng.random() * visits.sum()
            j = int(np.searchsorted(np.cumsum(visits), r, side="right"))
            return moves[keys[min(j, len(keys) - 1)]]
        return moves[keys[int(np.argmax(visits))]]  # ties: the rule policy's first

    def priors(self, node: Node, s: GameState, d: Decision,
               moves: dict[Key, Action]) -> dict[Key, float]:
        """The policy's probabilities of the moves legal here (uniform without a policy)."""
        if node.logits is None:
            lg = self.model.logits(s, d.seat)
            node.logits = np.zeros(N_MOVES) if lg is None else lg
        idx = [move_index(s, a) for a in moves.values()]
        z = node.logits[idx]
        e = np.exp(z - z.max())
        e /= e.sum()
        return {k: float(p) for k, p in zip(moves, e, strict=True)}

    def iterate(self, obs: Observation, root: Node) -> None:
        """One iteration: determinise, select by PUCT, expand one move, evaluate the
        leaf (rule policy for ``horizon`` roles, then the value model), back up."""
        s = obs.determinize(self.rng)
        node = root
        path: list[Node] = []
        c = self.settings.c
        rewards: list[float] | None = None
        while not s.over:
            d = s.decision
            assert d is not None
            if d.kind not in SEARCHED:
                apply(s, self.policy.decide(s, d))
                continue
            moves = edges(s, d)
            if len(moves) == 1:
                apply(s, next(iter(moves.values())))
                continue
            pri = self.priors(node, s, d, moves)
            node.passes += 1
            untried = [k for k in pri if k not in node.children]
            if untried:
                # Every move once first, the likeliest first (the rule policy's move
                # breaks ties): a first-tried move never wins by a lucky first value.
                fav = edge_key(s, self.policy.decide(s, d)) if len(untried) > 1 else None
                best_k = max(untried, key=lambda k: pri[k] + (1e-3 if k == fav else 0.0))
            else:
                root_n = math.sqrt(node.passes)
                best_k, best_v = PASS_KEY, -1.0
                for k, p in pri.items():
                    ch = node.children[k]
                    v = ch.reward / ch.visits + c * p * root_n / (1 + ch.visits)
                    if v > best_v:
                        best_k, best_v = k, v
            child = node.children.get(best_k)
            if child is None:
                child = node.children[best_k] = Node(d.seat)
                path.append(child)
                if self.settings.seeded_leaf:
                    h = self.settings.horizon
                    s = play_out(s, moves[best_k], self.rng.getrandbits(32), self.policy,
                                 h, h)
                    rewards = win_shares(s) if s.over else self.model.values(s)
                    break
                apply(s, moves[best_k])
                break
            apply(s, moves[best_k])
            node = child
            path.append(node)
        if rewards is None:
            rewards = self.evaluate(s)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]

    def evaluate(self, s: GameState) -> list[float]:
        """Every seat's reward from the leaf ``s``: play on with the rule policy for
        ``horizon`` role choices, then the result (over) or the value model."""
        play_on(s, self.policy, self.settings.horizon)
        if s.over:
            return win_shares(s)
        return self.model.values(s)


def win_shares(s: GameState) -> list[float]:
    """Each seat's share of the win of the finished game ``s`` (1/k for a k-way tie)."""
    won = winners(score(s))
    return [1.0 / len(won) if q in won else 0.0 for q in range(s.num_players)]


def play(options: Options, players: list[GuidedPlayer]) -> list[float]:
    """Play the deal ``options`` with ``players[i]`` in seat ``i`` (each sees only its
    observation); every seat's win share (by the score after :data:`MAX_ROUNDS` rounds
    should a game never end)."""
    s = new_game(options, log=False)
    while not s.over and s.round <= MAX_ROUNDS:  # the arena's safety net
        d = s.decision
        assert d is not None
        apply(s, players[d.seat].choose(observe(s, d.seat)), d.seat)
    return win_shares(s)
