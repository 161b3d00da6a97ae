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
goes to the close calls (:mod:`.search`, shared with the Expert player and the coach).
Candidates: every role; for building, Medium's best few builds and passing.

``evaluation="learned"`` (not Hard's own play; the coach's hints rate with it) values the
horizon with the Expert player's learned model instead, over the Expert's longer
horizon (:data:`EVALUATIONS`).

The budget is a number of simulations (default :data:`DEFAULT_ITERATIONS`), so the result
depends only on the seed, never on machine load; ``max_seconds`` is a safety net and
``think_ms`` a time budget for the arena. ``cancel`` is polled between simulations.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from sanjuan.ai.evaluation import chance_to_win
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import FastPolicy
from sanjuan.ai.search import SearchResult, play_out, reward, role_and_build_candidates, search
from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import DecisionKind
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
#: Rollouts stop before the this-many-th next role choice (unless the end is near).
HORIZON_ROLES = 5
#: … and near the end (usually to the game's end, which is then 2–3 rounds away).
NEAR_END_ROLES = 9
SEARCHED = (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)
#: The horizon with the learned evaluation: the Expert's ``HORIZON_ROLES`` (not imported:
#: Hard and the coach need nothing else of the Expert; a test ties them).
LEARNED_HORIZON_ROLES = 9
#: Position values at the horizon: Hard's hand-tuned one ("hand", :func:`.search.reward`)
#: or the Expert's learned model for the game's player count ("learned",
#: :func:`.evaluation.chance_to_win`, with the Expert's longer horizon
#: :data:`LEARNED_HORIZON_ROLES`); the coach rates with the learned one (docs/ai.md).
EVALUATIONS = ("hand", "learned")


class HardPlayer:
    """Search player. ``iterations``: simulations per decision (2 players; scaled by
    2 / players); ``think_ms``: if given, think this long instead (ms); ``max_seconds``:
    wall-clock cap per decision (s); ``rollout``: ``"fast"`` or ``"medium"`` policy;
    ``evaluation``: the position value at the horizon (:data:`EVALUATIONS`; Hard plays
    with "hand"). Raises ValueError for an unknown evaluation."""

    name = "hard"

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS,
                 think_ms: float | None = None,
                 max_seconds: float = DEFAULT_MAX_SECONDS, rollout: str = "fast",
                 evaluation: str = "hand") -> None:
        if evaluation not in EVALUATIONS:
            raise ValueError(f"evaluation must be one of {EVALUATIONS}, not {evaluation!r}")
        self.learned = evaluation == "learned"
        self.horizon = LEARNED_HORIZON_ROLES if self.learned else HORIZON_ROLES
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
        return role_and_build_candidates(self.policy, obs, BUILD_CANDIDATES)

    def search(self, obs: Observation, cands: list[Action],
               cancel: Callable[[], bool] | None) -> Action:
        """Successive halving over ``cands`` with shared determinisations: the candidate
        of best mean reward among those most tried."""
        return cands[self.estimate(obs, cands, cancel).best]

    def estimate(self, obs: Observation, cands: list[Action],
                 cancel: Callable[[], bool] | None) -> SearchResult:
        """The search behind :meth:`search` (:func:`.search.search`) over ``cands``:
        per candidate the summed rewards and simulations, and the candidates still in the
        race when it stopped. ``result.mean(i)`` is candidate ``i``'s estimated win
        chance (used by hints, :mod:`sanjuan.learn.coach`). ``cancel`` is polled after
        every simulation."""
        res = search(obs, cands, self.rng, self.simulate, iterations=self.iterations,
                     seconds=self.max_seconds, timed=self.think_ms is not None,
                     cancel=cancel)
        self.capped += res.capped
        self.last_simulations = res.simulations
        return res

    def simulate(self, det: GameState, action: Action, seat: int, roll_seed: int) -> float:
        """Reward in [0, 1] for ``seat`` of playing ``action`` on a copy of deal ``det``
        and rolling on (:meth:`play`): :meth:`value` of the position reached."""
        return self.value(self.play(det, action, roll_seed), seat)

    def play(self, det: GameState, action: Action, roll_seed: int) -> GameState:
        """A copy of deal ``det`` after ``action``, rolled on with the fast rollout policy
        (``rollout="medium"``: the Medium player itself, about four times slower) to the
        horizon, or further when the end is near (:func:`.search.play_out`)."""
        return play_out(det, action, roll_seed, self.rollout, self.horizon, NEAR_END_ROLES)

    def value(self, s: GameState, seat: int) -> float:
        """Reward in [0, 1] for ``seat`` of a play-out's last position ``s``: the win share
        if the game is over (:func:`.search.reward`), else the hand-tuned position value
        against the best opponent, or with ``evaluation="learned"`` the learned chance to
        win (:func:`.evaluation.chance_to_win`)."""
        if self.learned and not s.over:
            return chance_to_win(s, seat)
        return reward(s, seat)
