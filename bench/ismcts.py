"""A benchmark opponent from the literature: single-observer Information Set MCTS.

SO-ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012, algorithm 3): one tree over the observer's information set.
Every iteration

1. *determinises*: deals the cards the observer cannot see at random
   (:meth:`Observation.determinize`, no memory);
2. *selects* down the tree among the children whose actions are legal in that
   determinisation, by UCB1 with availability counts
   (``mean + c * sqrt(ln(available) / visits)``, ``c`` = :data:`UCB_C`), every
   compatible child's availability counted up on the way;
3. *expands* one untried legal action at random;
4. *plays out* to the game's end with a greedy rule policy
   (:class:`sanjuan.ai.rollout.FastPolicy`) or uniformly at random (``--playout random``);
5. *backpropagates* each node's reward for the seat that chose its action: 1 for a
   win, 1/k for a k-way shared win, else 0.

It plays the most visited root action legal now. Decisions whose legal actions are
more than :data:`MAX_BRANCH` (big card selections, enumerated as combinations) are
answered by the greedy policy, in the tree as well as at the root. The budget is
*CPU time* per decision (``time.process_time``), so results depend on the machine;
it is a benchmark, not shipped to players.

Usage: ``python bench/ismcts.py --multiple 2 --deals 20 [--players 2] [--edition E]``
measures Expert's mean CPU per decision first (or takes ``--expert-cpu-ms``), gives
SO-ISMCTS that many times as much, and prints one arena JSON line per deal (seeds
``--seed`` …, every seat rotation) with the load average; ``bench/arena_sum.py`` sums
them (95 % Wilson intervals).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sanjuan.ai import arena as arena_mod
from sanjuan.ai import make_player
from sanjuan.ai.expert import DEFAULT_EVALUATION
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options

UCB_C = 0.7
MAX_BRANCH = 40
#: Play-outs stop after this many actions (a random play-out can drag on).
MAX_PLAYOUT = 3000


class Node:
    """A tree node: the ``action`` that led here, chosen by ``seat``; ``visits``,
    ``available`` (times it could have been chosen) and summed ``reward`` for ``seat``."""

    __slots__ = ("action", "seat", "children", "visits", "available", "reward")

    def __init__(self, action: Action | None, seat: int) -> None:
        self.action = action
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


class ISMCTSPlayer:
    """SO-ISMCTS with ``cpu_ms`` of CPU time per decision; ``playout``: "greedy" or
    "random"; ``seed``: its random generator's seed."""

    name = "ismcts"

    def __init__(self, seed: int = 0, cpu_ms: float = 200.0, playout: str = "greedy") -> None:
        self.rng = random.Random(seed)
        self.cpu_ms = cpu_ms
        self.greedy = FastPolicy()
        self.random_playout = playout == "random"
        self.last_iterations = 0

    def legal(self, s: GameState, d: Decision) -> list[Action]:
        """The actions the tree branches on at ``d`` (the greedy answer alone for a
        selection with more than :data:`MAX_BRANCH` legal answers)."""
        if d.kind in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD):
            return d.legal_actions()
        n = sum(math.comb(len(d.candidates), k)
                for k in range(max(d.min_count, 1), d.max_count + 1)) + (d.min_count == 0)
        if n > MAX_BRANCH:
            return [self.greedy.decide(s, d)]
        return d.legal_actions()

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """The most visited root action after ``cpu_ms`` of CPU time."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        real = obs.determinize(random.Random(0))
        root_legal = self.legal(real, real.decision)
        if len(root_legal) == 1:
            return root_legal[0]
        root = Node(None, -1)
        end = time.process_time() + self.cpu_ms / 1000
        it = 0
        while True:
            self.iterate(obs, root)
            it += 1
            if time.process_time() >= end or (callable(cancel) and cancel()):
                break
        self.last_iterations = it
        ok = set(root_legal)
        best = max((c for a, c in root.children.items() if a in ok),
                   key=lambda c: (c.visits, c.reward), default=None)
        return root_legal[0] if best is None else best.action  # type: ignore[return-value]

    def iterate(self, obs: Observation, root: Node) -> None:
        """One determinise-select-expand-play-out-backpropagate iteration."""
        rng = self.rng
        s = obs.determinize(rng)
        node = root
        path = [root]
        while not s.over:
            d = s.decision
            assert d is not None
            legal = self.legal(s, d)
            untried = [a for a in legal if a not in node.children]
            for a in legal:
                c = node.children.get(a)
                if c is not None:
                    c.available += 1
            if untried:
                a = rng.choice(untried)
                child = Node(a, d.seat)
                child.available = 1
                node.children[a] = child
                apply(s, a)
                path.append(child)
                break
            best, best_v = None, -1.0
            for a in legal:
                c = node.children[a]
                v = c.reward / c.visits + UCB_C * math.sqrt(math.log(c.available) / c.visits)
                if v > best_v:
                    best, best_v = c, v
            assert best is not None
            apply(s, best.action)  # type: ignore[arg-type]
            node = best
            path.append(node)
        self.play_out(s)
        rewards = self.rewards(s)
        for n in path[1:]:
            n.visits += 1
            n.reward += rewards[n.seat]

    def play_out(self, s: GameState) -> None:
        """Play ``s`` to its end (or :data:`MAX_PLAYOUT` actions)."""
        rng = self.rng
        greedy = None if self.random_playout else self.greedy
        for _ in range(MAX_PLAYOUT):
            if s.over:
                return
            d = s.decision
            assert d is not None
            apply(s, d.sample(rng) if greedy is None else greedy.decide(s, d))

    @staticmethod
    def rewards(s: GameState) -> list[float]:
        """Each seat's reward of a finished (or abandoned) play-out."""
        won = winners(score(s))
        return [1.0 / len(won) if q in won else 0.0 for q in range(s.num_players)]


def expert_cpu_per_decision(deals: int, players: int, edition: str, seed: int) -> float:
    """Expert's mean CPU seconds per decision with at least two legal actions, playing
    every seat of ``deals`` deals against itself."""
    total = 0.0
    n = 0
    for k in range(deals):
        s = new_game(Options(players, edition, False, seed + k), log=False)
        bots = [make_player("expert", 10 * k + i, max_seconds=60.0) for i in range(players)]
        while not s.over:
            d = s.decision
            obs = observe(s, d.seat)
            t = time.process_time()
            a = bots[d.seat].choose(obs)
            dt = time.process_time() - t
            if d.kind in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD) or len(
                    d.candidates) > 1:
                total += dt
                n += 1
            apply(s, a)
    return total / max(1, n)


def main() -> None:
    """Measure Expert's CPU per decision, then run Expert against SO-ISMCTS."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--multiple", type=float, default=2.0)
    ap.add_argument("--expert-cpu-ms", type=float, default=None)
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--seed", type=int, default=700)
    ap.add_argument("--playout", default="greedy", choices=("greedy", "random"))
    ap.add_argument("--evaluation", default=None,
                    help="Expert's evaluation (net or logistic; default: Expert's own)")
    args = ap.parse_args()
    cpu_ms = args.expert_cpu_ms
    if cpu_ms is None:
        cpu_ms = 1000 * expert_cpu_per_decision(2, args.players, args.edition, 9000)
    budget = cpu_ms * args.multiple

    def make(level: str, seed: int = 0, **kw: object) -> object:
        if level == "ismcts":
            return ISMCTSPlayer(seed, budget, args.playout)
        if level == "expert" and args.evaluation:
            kw = {**kw, "evaluation": args.evaluation}
        return make_player(level, seed, **kw)

    arena_mod.LEVELS = (*arena_mod.LEVELS, "ismcts")  # type: ignore[misc]
    arena_mod.make_player = make  # type: ignore[assignment]
    for k in range(args.deals):  # one JSON line per deal, for bench/arena_sum.py
        rep = arena_mod.arena(["expert", "ismcts"], args.players, args.players,
                              args.edition, args.seed + k,
                              hard_kwargs={"max_seconds": 60.0})
        rep["expert_cpu_ms_per_decision"] = round(cpu_ms, 1)
        rep["ismcts_cpu_ms"] = round(budget, 1)
        rep["multiple"] = args.multiple
        rep["playout"] = args.playout
        rep["expert_evaluation"] = args.evaluation or DEFAULT_EVALUATION
        rep["load"] = os.getloadavg()
        print(json.dumps(rep), flush=True)


if __name__ == "__main__":
    main()
