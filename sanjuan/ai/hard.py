"""The Hard player: determinised search over what the seat really knows.

Role and build decisions are searched; every other decision is answered at once by the
Medium player's rules, and a decision with one legal action needs no thought.

Search (a flat form of Information Set MCTS, Cowling, Powley & Whitehouse 2012): each
simulation deals the cards the seat cannot see at random into the unknown places
(:meth:`Observation.determinize`, which samples only from cards the seat cannot account
for), then plays every surviving candidate action on that same deal and rolls the game
on with a fast version of the Medium player's rules in every seat (:mod:`.rollout`) —
for up to nine role phases when the end is near (usually to the game's end), otherwise
for five, where a heuristic position value (:func:`.heuristics.position`) takes over. Playing all
candidates on the same deal (common random numbers) makes their comparison fair;
successive halving drops the weaker half of the candidates in rounds, so the budget
goes to the close calls. Candidates: every role; for building, Medium's best few builds
and passing.

The budget is a number of simulations (default :data:`DEFAULT_ITERATIONS`), so the result
depends only on the seed, never on machine load; ``max_seconds`` is a safety net and
``think_ms`` a time budget for the arena. ``cancel`` is polled between simulations.
"""

from __future__ import annotations

import math
import random
import time

from sanjuan.ai.heuristics import GAME_END, position
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import FastPolicy, play_on
from sanjuan.rules.actions import Action, Build, Pass
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import GameState

#: Simulations per searched decision in a 2-player game (each plays one candidate); with
#: more players rollouts are longer and the budget is scaled by 2 / players. Chosen so
#: that the 95th percentile stays well under 1 s on one core of today's engine; raise it
#: when the engine gets faster (the search gets stronger with every simulation).
DEFAULT_ITERATIONS = 160
#: Safety net on thinking time per decision, in seconds.
DEFAULT_MAX_SECONDS = 0.85
BUILD_CANDIDATES = 4
#: Position difference (VP) that counts as a near-certain win at the search horizon.
SCALE = 6.0
#: Rollouts stop before the this-many-th next role choice (unless the end is near).
HORIZON_ROLES = 5
#: … and near the end (usually to the game's end, which is then 2–3 rounds away).
NEAR_END_ROLES = 9
SEARCHED = (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)


class HardPlayer:
    """Search player. ``iterations``: simulations per decision (2 players; scaled by
    2 / players); ``think_ms``: if given, think this long instead (ms); ``max_seconds``:
    wall-clock cap per decision (s); ``rollout``: ``"fast"`` or ``"medium"`` policy."""

    name = "hard"

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS,
                 think_ms: float | None = None,
                 max_seconds: float = DEFAULT_MAX_SECONDS, rollout: str = "fast") -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.think_ms = think_ms
        self.max_seconds = max_seconds if think_ms is None else think_ms / 1000
        self.policy = MediumPlayer(seed)
        self.rollout = FastPolicy() if rollout == "fast" else self.policy
        self.last_simulations = 0
        #: Searches stopped by the wall-clock cap (not by budget or cancel) so far.
        self.capped = 0

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """A legal action for ``obs.decision``: searched for roles and builds, else the
        Medium player's answer. Returns the best action so far when ``cancel()`` turns
        True."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        self.last_simulations = 0
        if d.kind not in SEARCHED:
            return self.policy.decide(obs.state, d)
        cands = self.candidates(obs)
        if len(cands) == 1:
            return cands[0]
        return self.search(obs, cands, cancel if callable(cancel) else None)

    def candidates(self, obs: Observation) -> list[Action]:
        """Actions worth searching, in Medium's order of preference."""
        d = obs.decision
        assert d is not None
        if d.kind is DecisionKind.CHOOSE_ROLE:
            return [a for _, a in self.policy.role_scores(obs.state, d)]
        scored = self.policy.build_scores(obs.state, d)
        out = [a for _, a in scored if isinstance(a, Build)][:BUILD_CANDIDATES]
        return [*out, Pass()] if out else [Pass()]

    def search(self, obs: Observation, cands: list[Action], cancel) -> Action:
        """Successive halving over ``cands`` with shared determinisations."""
        total, count, alive = self.estimate(obs, cands, cancel)
        best = max(range(len(cands)),
                   key=lambda i: (count[i] >= min(count[j] for j in alive),
                                  total[i] / count[i] if count[i] else -1.0, -i))
        return cands[best]

    def estimate(self, obs: Observation, cands: list[Action],
                 cancel) -> tuple[list[float], list[int], list[int]]:
        """The search behind :meth:`search`: successive halving over ``cands``.

        Returns (``total``, ``count``, ``alive``): per candidate the summed rewards (each
        in [0, 1]) and the number of simulations, and the indices of the candidates still
        in the race when the search stopped. ``total[i] / count[i]`` is candidate ``i``'s
        estimated win chance (used by hints, :mod:`sanjuan.learn.coach`)."""
        start = time.perf_counter()
        deadline = start + self.max_seconds
        budget = (max(1, self.iterations * 2 // obs.state.num_players)
                  if self.think_ms is None else 10**9)
        alive = list(range(len(cands)))
        total = [0.0] * len(cands)
        count = [0] * len(cands)
        rounds = max(1, math.ceil(math.log2(len(cands))))
        sims = 0
        stop = False
        timed = self.think_ms is not None
        for r in range(rounds):
            # Each halving round gets an equal share of the simulations (or time) left.
            per_round = max(1, (budget - sims) // ((rounds - r) * len(alive)))
            round_end = start + self.max_seconds * (r + 1) / rounds if timed else deadline
            for _ in range(per_round):
                det = obs.determinize(self.rng)
                roll_seed = self.rng.getrandbits(32)
                for i in alive:
                    total[i] += self.simulate(det, cands[i], obs.seat, roll_seed)
                    count[i] += 1
                    sims += 1
                    if cancel is not None and cancel():
                        stop = True
                        break
                    if not timed and time.perf_counter() > deadline:
                        self.capped += 1  # the safety net, not the budget, ended it
                        stop = True
                        break
                if stop or time.perf_counter() > round_end:
                    break
                if sims >= budget:
                    stop = True
                    break
            if stop:
                break
            alive.sort(key=lambda i: (-total[i] / max(1, count[i]), i))
            alive = alive[:max(1, math.ceil(len(alive) / 2))]
            if len(alive) == 1:
                break
        self.last_simulations = sims
        return total, count, alive

    def simulate(self, det: GameState, action: Action, seat: int, roll_seed: int) -> float:
        """Reward in [0, 1] for ``seat`` of playing ``action`` on a copy of deal ``det``
        and rolling on with the fast rollout policy (``rollout="medium"``: the Medium
        player itself, about four times slower)."""
        s = det.copy()
        s.rng = random.Random(roll_seed)
        apply(s, action)
        play_on(s, self.rollout, NEAR_END_ROLES if _near_end(s) else HORIZON_ROLES)
        return reward(s, seat)


def _near_end(s: GameState) -> bool:
    """True when the game is likely to end within about three rounds."""
    return max(len(p.buildings) for p in s.players) >= GAME_END - 3


def reward(s: GameState, seat: int) -> float:
    """1 for a win, 0 for a loss at the game's end; before it, a logistic function of the
    seat's position value minus the best opponent's."""
    if s.over:
        from sanjuan.rules.scoring import score, winners

        won = winners(score(s))
        return 1.0 / len(won) if seat in won else 0.0
    mine = position(s, seat)
    best = max(position(s, q) for q in range(s.num_players) if q != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best) / SCALE))
