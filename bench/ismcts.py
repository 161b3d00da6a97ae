"""A benchmark opponent from the literature: single-observer Information Set MCTS.

SO-ISMCTS as in Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 4(2), 2012 (algorithm 3): one tree over the observer's information
set. Every iteration

1. *determinises*: deals the cards the observer cannot see at random
   (:meth:`Observation.determinize`, no memory);
2. *selects* down the tree among the children whose moves are legal in that
   determinisation, by UCB1 with availability counts
   (``mean + c * sqrt(ln(available) / visits)``, ``c`` = :data:`UCB_C`), every
   compatible child's availability counted up on the way;
3. *expands* one untried legal move at random;
4. *plays out* to the game's end with a greedy rule policy
   (:class:`sanjuan.ai.rollout.FastPolicy`) or uniformly at random (``--playout random``);
   the greedy play-outs run in the compiled core (:mod:`sanjuan.ai.fastcore`) when
   Expert's do, and give exactly the Python engine's end positions for the same seeds;
5. *backpropagates* each node's reward for the seat that chose its move: 1 for a
   win, 1/k for a k-way shared win, else 0.

What makes it the paper's and not a weaker cousin:

* **Edges are keyed by what the observer can see** (:func:`edge_key`): a role choice by
  its role and Library flag, a build by the *building type* and the *replaced type*
  (or none), passing by itself — never by the :class:`Action` object, whose card ids an
  opponent's hidden hand makes different in every determinisation. An opponent's
  "builds a Smithy" is one edge whichever copy the determinisation dealt it.
* **Only role and build choices are tree moves** (:data:`SEARCHED`). Payments, sales,
  production, the councillor's keep and discard, the Chapel and every other selection
  are answered inside the tree (and at the root) by the rule policy, as the paper's
  games answer their non-strategic sub-moves; they do not split the tree.
* **The budget is CPU time per searched decision, measured live** in the same match:
  :class:`CpuMeter` times Expert's role and build decisions that it actually searched
  (``time.process_time``, so other processes' load does not count), and SO-ISMCTS gets
  ``multiple`` times Expert's running mean for each of its own searched decisions — so
  "2×" means twice Expert's CPU per searched decision, not twice a mean diluted by
  Expert's cheap rule-answered ones.

It plays the most visited root move legal now. It is a benchmark, not shipped to players.

**Same engine on both sides.** "Equal CPU" is only fair when both sides' play-outs run
in the same engine (the compiled core plays about 14 times more per CPU second). Both
follow the process's engine (``--engine auto``: the compiled core when present; ``c`` or
``python`` to choose; ``SANJUAN_PURE_PYTHON=1`` as everywhere); the bench prints the
engines on stderr and in every JSON line (``engines``), and refuses a mixed set-up
(random play-outs, which run only in Python, against a compiled Expert) unless
``--allow-mixed``.

Usage::

    python bench/ismcts.py --multiple 2 --deals 10 [--players 2] [--edition E] [--seed S]
    python bench/ismcts.py --revisits --positions 8 --iterations 400

The first plays ``--deals`` deals, each once per seat rotation, and prints one JSON
line per deal (``bench/arena_sum.py`` sums them, 95 % Wilson intervals) with both
sides' CPU per searched decision, SO-ISMCTS's iterations per searched decision, the
engines and the load average. The second prints, for
``--positions`` positions of self-play games, the share of tree nodes one level below
the root's children that were visited at least twice (:func:`revisit_share`).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sanjuan.ai import fastcore, make_player
from sanjuan.ai.arena import load_average, wilson
from sanjuan.ai.rollout import FastPolicy, play_on
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options

UCB_C = 0.7
#: Play-outs stop after this many actions (a random play-out can drag on).
MAX_PLAYOUT = 3000
#: A greedy play-out runs in legs of at most :data:`sanjuan.ai.rollout.MAX_ROLLOUT_ACTIONS`
#: actions (the most one call of the compiled core plays), each a first action and a
#: :func:`~sanjuan.ai.rollout.play_on` with a fresh card-draw seed; this many legs at most.
MAX_LEGS = 5
#: Role choices a leg may play: more than any game has, so a leg ends with the game or
#: after :data:`~sanjuan.ai.rollout.MAX_ROLLOUT_ACTIONS` actions.
ALL_ROLES = 10**6
#: The decisions that are tree moves; every other one is answered by the rule policy.
SEARCHED = (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)

EdgeKey = tuple[int, ...]
PASS_KEY: EdgeKey = (0,)


def edge_key(s: GameState, a: Action) -> EdgeKey:
    """The observable identity of the role or build move ``a`` in ``s``: ``(1, role,
    library)`` for a role, ``(2, building type, replaced type or -1)`` for a build,
    :data:`PASS_KEY` for passing. Equal in every determinisation of one observation."""
    if isinstance(a, ChooseRole):
        return (1, int(a.role), int(a.use_library))
    if isinstance(a, Build):
        return (2, s.types[a.card], -1 if a.replace is None else s.types[a.replace])
    return PASS_KEY


def edges(s: GameState, d: Decision) -> dict[EdgeKey, Action]:
    """The tree moves of the role or build decision ``d`` in the full state ``s``: one
    legal action per :func:`edge_key` (the first; copies of a building are the same
    move to an observer)."""
    out: dict[EdgeKey, Action] = {}
    for a in d.legal_actions():
        out.setdefault(edge_key(s, a), a)
    return out


class Node:
    """A tree node: reached by a move of ``seat``; ``visits``, ``available`` (times its
    move could have been chosen) and summed ``reward`` for ``seat``; ``children`` by
    :func:`edge_key`."""

    __slots__ = ("seat", "children", "visits", "available", "reward")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[EdgeKey, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


def revisit_share(root: Node) -> tuple[int, float]:
    """How many nodes lie one level below the root's children (the root's grandchildren),
    and the share of them visited at least twice (0.0 if there are none). Works for any
    tree whose nodes have ``children`` (a dict) and ``visits``."""
    grand = [g for c in root.children.values() for g in c.children.values()]
    if not grand:
        return 0, 0.0
    return len(grand), sum(g.visits >= 2 for g in grand) / len(grand)


class CpuMeter:
    """Running CPU seconds per searched decision of one player (``add``), read as
    :meth:`mean`; ``prior`` (s) stands in until the first measurement."""

    def __init__(self, prior: float = 0.1) -> None:
        self.prior = prior
        self.total = 0.0
        self.count = 0

    def add(self, seconds: float) -> None:
        """Count one searched decision that took ``seconds`` of CPU."""
        self.total += seconds
        self.count += 1

    def mean(self) -> float:
        """Mean CPU seconds per searched decision so far (``prior`` before any)."""
        return self.total / self.count if self.count else self.prior


def playout_engine(playout: str, engine: str | None = None) -> str:
    """The engine SO-ISMCTS's play-outs run in (``"c"`` or ``"python"``, as
    :data:`sanjuan.ai.fastcore.ENGINES`) for the play-out kind ``playout`` ("greedy" or
    "random"): ``engine`` if given, else the process's (:func:`fastcore.engine`, the one
    Expert's play-outs use). Random play-outs run only in Python. Raises ValueError for
    ``"c"`` with random play-outs, or when the compiled core is not in use."""
    got = fastcore.engine() if engine is None else engine
    if got == "c" and not fastcore.enabled():
        raise ValueError("the compiled core is not in use (absent or SANJUAN_PURE_PYTHON=1)")
    if playout == "random":
        if engine == "c":
            raise ValueError("random play-outs run only in the Python engine")
        return "python"
    if got not in fastcore.ENGINES:
        raise ValueError(f"unknown play-out engine {got!r}")
    return got


class ISMCTSPlayer:
    """SO-ISMCTS (module doc). ``budget()`` gives the CPU seconds for each searched
    decision (default: ``cpu_ms``); ``iterations``, if given, fixes the iterations per
    decision instead (deterministic for a seed: tests, tree measurements); ``playout``:
    "greedy" or "random"; ``seed``: its random generator's seed; ``engine``: where the
    greedy play-outs run, ``"c"`` (the compiled core) or ``"python"`` (default: the
    process's engine, as Expert's play-outs; :func:`playout_engine`, which raises
    ValueError for an engine that cannot be used). Both engines play the same play-outs
    for the same seed: the same searches and the same moves, only faster in C."""

    name = "ismcts"

    def __init__(self, seed: int = 0, cpu_ms: float = 200.0, playout: str = "greedy",
                 budget: Callable[[], float] | None = None,
                 iterations: int | None = None, engine: str | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget = budget or (lambda: cpu_ms / 1000)
        self.iterations = iterations
        self.policy = FastPolicy()
        self.random_playout = playout == "random"
        self.engine = playout_engine(playout, engine)
        #: Play-out legs the compiled core declined (then played in Python; none expected).
        self.declined = 0
        self.last_iterations = 0
        self.last_root: Node | None = None
        #: CPU seconds and count of this player's searched decisions.
        self.meter = CpuMeter()

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """The most visited root move after the budget (or the rule policy's answer to a
        selection, or the only move)."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        self.last_iterations = 0
        # Only this seat's own cards matter to its decisions' legality, and they are the
        # same in every determinisation.
        here = obs.determinize(random.Random(0))
        if d.kind not in SEARCHED:
            return self.policy.decide(here, here.decision)  # type: ignore[arg-type]
        root_edges = edges(here, here.decision)  # type: ignore[arg-type]
        if len(root_edges) == 1:
            return next(iter(root_edges.values()))
        start = time.process_time()
        end = start + self.budget()
        root = Node(-1)
        it = 0
        while True:
            self.iterate(obs, root)
            it += 1
            if self.iterations is not None:
                if it >= self.iterations:
                    break
            elif time.process_time() >= end:
                break
            if callable(cancel) and cancel():
                break
        self.meter.add(time.process_time() - start)
        self.last_iterations = it
        self.last_root = root
        best = max((k for k in root_edges if k in root.children),
                   key=lambda k: (root.children[k].visits, root.children[k].reward),
                   default=None)
        return root_edges[best] if best is not None else next(iter(root_edges.values()))

    def iterate(self, obs: Observation, root: Node) -> None:
        """One determinise-select-expand-play-out-backpropagate iteration."""
        rng = self.rng
        s = obs.determinize(rng)
        node = root
        path: list[Node] = []
        policy = self.policy
        while not s.over:
            d = s.decision
            assert d is not None
            if d.kind not in SEARCHED:
                apply(s, policy.decide(s, d))
                continue
            moves = edges(s, d)
            if len(moves) == 1:  # a forced move (pass with nothing to build)
                apply(s, next(iter(moves.values())))
                continue
            children = node.children
            untried = []
            for k in moves:
                c = children.get(k)
                if c is None:
                    untried.append(k)
                else:
                    c.available += 1
            if untried:
                k = untried[rng.randrange(len(untried))]
                child = Node(d.seat)
                child.available = 1
                children[k] = child
                apply(s, moves[k])
                path.append(child)
                break
            best_k, best_v = PASS_KEY, -1.0
            for k in moves:
                c = children[k]
                v = c.reward / c.visits + UCB_C * math.sqrt(math.log(c.available) / c.visits)
                if v > best_v:
                    best_k, best_v = k, v
            apply(s, moves[best_k])
            node = children[best_k]
            path.append(node)
        s = self.play_out(s)
        rewards = self.rewards(s)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]

    def play_out(self, s: GameState) -> GameState:
        """``s`` played to its end (or about :data:`MAX_PLAYOUT` actions), in place in
        Python, a new state from the compiled core.

        A greedy play-out runs in legs: the rule policy's action, then
        :func:`~sanjuan.ai.rollout.play_on` with the card draws seeded by 32 bits of this
        player's generator (``random.Random(seed)``, as the search's play-outs), at most
        :data:`MAX_LEGS` legs — in the compiled core (:func:`fastcore.play_out`, which
        plays exactly the same leg) when :attr:`engine` is ``"c"``. A random play-out
        samples every decision from this player's generator, in Python."""
        rng = self.rng
        if self.random_playout:
            for _ in range(MAX_PLAYOUT):
                if s.over:
                    break
                d = s.decision
                assert d is not None
                apply(s, d.sample(rng))
            return s
        policy = self.policy
        compiled = self.engine == "c"
        for _ in range(MAX_LEGS):
            if s.over:
                break
            d = s.decision
            assert d is not None
            action = policy.decide(s, d)
            seed = rng.getrandbits(32)
            if compiled:
                got = fastcore.play_out(s, action, seed, policy, ALL_ROLES, ALL_ROLES)
                if got is not None:
                    s = got[0]
                    continue
                self.declined += 1
            s.rng = random.Random(seed)
            apply(s, action)
            play_on(s, policy, ALL_ROLES)
        return s

    @staticmethod
    def rewards(s: GameState) -> list[float]:
        """Each seat's reward of a finished (or abandoned) play-out."""
        won = winners(score(s))
        return [1.0 / len(won) if q in won else 0.0 for q in range(s.num_players)]


class MeteredExpert:
    """Expert (``make_player("expert", seed, max_seconds=60)``: its budget is its
    simulation count, never the wall-clock cap) with its CPU per searched role or build
    decision added to ``meter`` — those where it ran a search (``last_simulations``),
    the kind SO-ISMCTS searches too (``cpu_searched`` seconds over ``searched`` of them).
    ``cpu_all`` counts every decision's CPU."""

    name = "expert"

    def __init__(self, seed: int, meter: CpuMeter) -> None:
        self.player = make_player("expert", seed, max_seconds=60.0)
        self.meter = meter
        self.cpu_all = 0.0
        self.cpu_searched = 0.0
        self.searched = 0

    @property
    def engine(self) -> str:
        """Where Expert's play-outs run: ``"c"`` when the compiled core is in use and its
        play-out policy is the fast rule policy (the core plays only that), else
        ``"python"``."""
        rollout = getattr(self.player, "rollout", None)
        return "c" if fastcore.enabled() and fastcore.supports(rollout) else "python"

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """Expert's action for ``obs``, timed."""
        t = time.process_time()
        a = self.player.choose(obs, cancel)  # type: ignore[arg-type]
        dt = time.process_time() - t
        self.cpu_all += dt
        d = obs.decision
        assert d is not None
        if d.kind in SEARCHED and getattr(self.player, "last_simulations", 0) > 0:
            self.meter.add(dt)
            self.cpu_searched += dt
            self.searched += 1
        return a


def calibrate(options: Options, meter: CpuMeter, seed: int) -> None:
    """Seed ``meter`` with Expert's CPU on the opening role choice of the deal
    ``options`` (one search), so that SO-ISMCTS's first decision has a measured budget."""
    s = new_game(options, log=False)
    while s.decision is not None and s.decision.kind not in SEARCHED:
        apply(s, FastPolicy().decide(s, s.decision))
    MeteredExpert(seed, meter).choose(observe(s, s.decision.seat))  # type: ignore[union-attr]


def engines(playout: str) -> dict[str, str]:
    """The engine each side's play-outs run in with the process's settings: Expert's
    (the compiled core when in use: :func:`fastcore.engine`) and SO-ISMCTS's with
    ``playout`` play-outs (:func:`playout_engine`)."""
    return {"expert": fastcore.engine(), "ismcts": playout_engine(playout)}


def play_deal(options: Options, multiple: float, playout: str, meter: CpuMeter,
              seed: int) -> dict[str, object]:
    """Play the deal ``options`` once per seat rotation, Expert against SO-ISMCTS with
    ``multiple`` × ``meter``'s running mean per searched decision; the deal's report,
    with the engine each side's play-outs ran in (``engines``; a side whose engine
    changed during the deal is reported as ``"mixed"``)."""
    n = options.players
    wins = {"expert": 0.0, "ismcts": 0.0}
    vp = {"expert": 0, "ismcts": 0}
    cpu = {"expert": 0.0, "ismcts": 0.0}
    searched = {"expert": 0, "ismcts": 0}
    iters: list[int] = []
    used: dict[str, set[str]] = {"expert": set(), "ismcts": set()}
    search_cpu = {"expert": 0.0, "ismcts": 0.0}
    for rot in range(n):
        ism_seat = rot  # SO-ISMCTS takes one seat, Experts the others
        bots: list[MeteredExpert | ISMCTSPlayer] = []
        for q in range(n):
            if q == ism_seat:
                bots.append(ISMCTSPlayer(seed * 8 + q, playout=playout,
                                         budget=lambda: multiple * meter.mean()))
            else:
                bots.append(MeteredExpert(seed * 8 + q, meter))
        s = new_game(options, log=False)
        while not s.over:
            d = s.decision
            assert d is not None
            bot = bots[d.seat]
            t = time.process_time()
            a = bot.choose(observe(s, d.seat))
            if isinstance(bot, ISMCTSPlayer):
                cpu["ismcts"] += time.process_time() - t
                if bot.last_iterations:
                    iters.append(bot.last_iterations)
            apply(s, a, d.seat)
        won = winners(score(s))
        sc = score(s)
        for q, bot in enumerate(bots):
            lv = "ismcts" if q == ism_seat else "expert"
            if q in won:
                wins[lv] += 1 / len(won)
            vp[lv] += sc[q].total
            if isinstance(bot, MeteredExpert):
                cpu["expert"] += bot.cpu_all
                searched["expert"] += bot.searched
                search_cpu["expert"] += bot.cpu_searched
                used["expert"].add(bot.engine)
            else:
                searched["ismcts"] += bot.meter.count
                search_cpu["ismcts"] += bot.meter.total
                used["ismcts"].add("mixed" if bot.declined else bot.engine)
    seat_games = {"expert": n * (n - 1), "ismcts": n}
    return {
        "games": n, "players": n, "edition": options.edition, "seed": options.seed,
        "multiple": multiple, "playout": playout,
        "levels": {lv: {"seat_games": seat_games[lv], "wins": wins[lv],
                        "average_score": vp[lv] / seat_games[lv], "decision_ms_p95": 0.0,
                        "cpu_s": round(cpu[lv], 3), "searched_decisions": searched[lv],
                        "search_cpu_s": round(search_cpu[lv], 3)}
                   for lv in wins},
        "expert_cpu_ms_per_searched": round(1000 * meter.mean(), 1),
        "ismcts_cpu_ms_per_searched": round(
            1000 * search_cpu["ismcts"] / max(1, searched["ismcts"]), 1),
        "ismcts_iterations_median": sorted(iters)[len(iters) // 2] if iters else 0,
        "ismcts_iterations": iters,
        "engines": {lv: e.pop() if len(e) == 1 else "mixed" for lv, e in used.items()},
        "load": load_average(),
    }


def sample_positions(count: int, players: int, edition: str, seed: int) -> list[Observation]:
    """``count`` observations at role or build decisions of games the rule policy plays
    with itself (deals ``seed`` …), a few rounds in, each for its deciding seat."""
    out: list[Observation] = []
    pol = FastPolicy()
    k = 0
    while len(out) < count:
        s = new_game(Options(players, edition, False, seed + k), log=False)
        rng = random.Random(seed + k)
        stop = rng.randrange(10, 60)
        steps = 0
        while not s.over:
            d = s.decision
            assert d is not None
            if steps >= stop and d.kind in SEARCHED and len(edges(s, d)) > 2:
                out.append(observe(s, d.seat))
                break
            apply(s, pol.decide(s, d))
            steps += 1
        k += 1
    return out


def measure_revisits(positions: int, iterations: int, players: int, edition: str,
                     seed: int) -> list[tuple[int, float]]:
    """:func:`revisit_share` of the tree after ``iterations`` iterations on each of
    ``positions`` positions (:func:`sample_positions`)."""
    out = []
    for i, obs in enumerate(sample_positions(positions, players, edition, seed)):
        p = ISMCTSPlayer(seed=i, iterations=iterations)
        p.choose(obs)
        assert p.last_root is not None
        out.append(revisit_share(p.last_root))
    return out


def main() -> None:
    """Expert against SO-ISMCTS (one JSON line per deal), or the tree measurement."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--multiple", type=float, default=2.0,
                    help="SO-ISMCTS's CPU per searched decision, in Expert's (measured live)")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--seed", type=int, default=700)
    ap.add_argument("--playout", default="greedy", choices=("greedy", "random"))
    ap.add_argument("--revisits", action="store_true",
                    help="measure the tree's revisit share instead of playing")
    ap.add_argument("--positions", type=int, default=8)
    ap.add_argument("--iterations", type=int, default=400)
    ap.add_argument("--engine", choices=(*fastcore.ENGINES, "auto"), default="auto",
                    help="where both sides' play-outs run: c (the compiled core), python, "
                         "or auto (the compiled core when present)")
    ap.add_argument("--allow-mixed", action="store_true",
                    help="play even if the two sides' play-outs run in different engines")
    args = ap.parse_args()
    try:
        if args.engine != "auto":
            fastcore.use_engine(args.engine)
        sides = engines(args.playout)
    except ValueError as e:
        ap.error(str(e))
    names = {"c": "the compiled core", "python": "pure Python"}
    print(f"# play-outs: Expert in {names[sides['expert']]}, "
          f"SO-ISMCTS in {names[sides['ismcts']]}", file=sys.stderr)
    if len(set(sides.values())) > 1 and not args.revisits:
        msg = ("mixed set-up: the two sides' play-outs run in different engines, so equal "
               "CPU is not equal play-outs")
        if not args.allow_mixed:
            ap.error(msg + " (--allow-mixed to play anyway)")
        print(f"# warning: {msg}", file=sys.stderr)
    if args.revisits:
        res = measure_revisits(args.positions, args.iterations, args.players, args.edition,
                               args.seed)
        nodes = sum(n for n, _ in res)
        twice = sum(n * f for n, f in res)
        print(json.dumps({"positions": len(res), "iterations": args.iterations,
                          "per_position": [[n, round(f, 3)] for n, f in res],
                          "grandchildren": nodes, "visited_twice": twice / max(1, nodes),
                          "load": load_average()}))
        return
    meter = CpuMeter()
    calibrate(Options(args.players, args.edition, False, args.seed), meter, args.seed)
    total = {"expert": 0.0, "ismcts": 0.0}
    n = 0
    for k in range(args.deals):
        rep = play_deal(Options(args.players, args.edition, False, args.seed + k),
                        args.multiple, args.playout, meter, args.seed + k)
        print(json.dumps(rep), flush=True)
        for lv, st in rep["levels"].items():  # type: ignore[attr-defined]
            total[lv] += st["wins"]
        n += args.players
    lo, hi = wilson(total["expert"] * 1.0, n * (args.players - 1))
    print(f"# expert seat-wins {total['expert']:.1f} of {n * (args.players - 1)} "
          f"[{lo:.1%}-{hi:.1%}]", file=sys.stderr)


if __name__ == "__main__":
    main()
