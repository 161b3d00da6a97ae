"""The Expert player: the Hard player's determinised search, widened and deepened.

What it adds to :mod:`.hard` (measured figures: README, "Computer players"):

* more candidates: every role, up to :data:`BUILD_CANDIDATES` builds (Hard: 4) and pass;
* searched selections: the councillor's keep, which cards pay, the hand limit, the
  Archive's discard and the Chapel are searched over the few best-looking choices
  (:mod:`.selections`) instead of answered by a rule;
* a larger budget of simulations (the search has more to compare), still deterministic
  for a seed and budget; a wall-clock cap (``max_seconds``) is the safety net only;
* a reward that breaks ties between wins by the VP margin;
* a learned position evaluation at the search horizon (:mod:`.evaluation`: a logistic
  model of the chance to win, fitted on self-play positions by
  ``tools/train_expert_eval.py``) instead of Hard's hand-tuned position value, and a
  longer horizon (:data:`HORIZON_ROLES` role choices) that this evaluation makes pay.

Honesty: the search sees only ``obs`` — its determinisations deal only the cards this
seat cannot account for (:meth:`Observation.determinize`), so shuffling the cards it
cannot see does not change its decision (tests/test_ai_expert.py).
"""

from __future__ import annotations

import math
import random
import time

from sanjuan.ai.evaluation import load_weights, win_chance
from sanjuan.ai.heuristics import GAME_END, position
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import FastPolicy, play_on
from sanjuan.ai.selections import SEARCHED_SELECTIONS, selection_candidates
from sanjuan.rules.actions import Action, Build, Pass
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState

K = DecisionKind
#: Simulations per searched role/build decision in a 2-player game (scaled by
#: 2 / players); selections get half. Keeps p95 well under 1 s on this machine.
DEFAULT_ITERATIONS = 320
DEFAULT_MAX_SECONDS = 0.9
BUILD_CANDIDATES = 7
SCALE = 6.0
#: Role choices a rollout runs before the learned evaluation takes over (Hard: 5; 9
#: measured stronger with the learned evaluation, README).
HORIZON_ROLES = 9
NEAR_END_ROLES = 9
#: Weight of the VP margin in the reward of a finished game (wins still dominate).
MARGIN_WEIGHT = 0.1


#: Rollout actions between polls of ``cancel`` (a long rollout takes a few ms).
CANCEL_POLL = 32


class _Cancelled(Exception):
    """A rollout stopped because the search was cancelled."""


class ExpertPlayer:
    """Search player (see the module doc). ``seed``: random seed; ``iterations``:
    simulations per role/build decision (2 players); ``think_ms``: think this long per
    decision instead (arena only; results then depend on machine speed);
    ``max_seconds``: wall-clock safety cap (s); ``builds``: build candidates searched;
    ``selections``: search the selection decisions too; ``horizon``/``near_end``: role
    choices a rollout runs before the position value takes over."""

    name = "expert"

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS,
                 think_ms: float | None = None, max_seconds: float = DEFAULT_MAX_SECONDS,
                 builds: int = BUILD_CANDIDATES, selections: bool = True,
                 horizon: int = HORIZON_ROLES, near_end: int = NEAR_END_ROLES,
                 margin: float = MARGIN_WEIGHT, learned: bool = True) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.think_ms = think_ms
        self.max_seconds = max_seconds if think_ms is None else think_ms / 1000
        self.builds = builds
        self.selections = selections
        self.horizon = horizon
        self.near_end = near_end
        self.margin = margin
        #: The learned position model's weights (:mod:`.evaluation`), or None for Hard's
        #: hand-tuned position value.
        self.weights = load_weights() if learned else None
        self.policy = MediumPlayer(seed)
        self.rollout = FastPolicy()
        self.last_simulations = 0
        #: Searches stopped by the wall-clock cap (not by budget or cancel) so far.
        self.capped = 0

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """A legal action for ``obs.decision`` (this seat's): searched for roles, builds
        and (if enabled) selections, else the Medium player's answer. Returns the best
        action so far soon after ``cancel()`` turns True."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        self.last_simulations = 0
        budget = self.iterations
        if d.kind is K.CHOOSE_ROLE:
            cands = [a for _, a in self.policy.role_scores(obs.state, d)]
        elif d.kind is K.BUILD:
            scored = self.policy.build_scores(obs.state, d)
            cands = [a for _, a in scored if isinstance(a, Build)][:self.builds]
            cands = [*cands, Pass()]
        elif self.selections and d.kind in SEARCHED_SELECTIONS:
            cands = selection_candidates(obs.state, d)
            budget = max(1, self.iterations // 2)
        else:
            return self.policy.decide(obs.state, d)
        if len(cands) == 1:
            return cands[0]
        return self.search(obs, cands, budget, cancel if callable(cancel) else None)

    def search(self, obs: Observation, cands: list[Action], iterations: int,
               cancel) -> Action:
        """Successive halving over ``cands`` (first = the rules' favourite) with shared
        determinisations: every surviving candidate is played on the same deal and
        rollout seed. Returns the candidate of best mean reward among those most tried."""
        start = time.perf_counter()
        deadline = start + self.max_seconds
        timed = self.think_ms is not None
        budget = max(1, iterations * 2 // obs.state.num_players) if not timed else 10**9
        alive = list(range(len(cands)))
        total = [0.0] * len(cands)
        count = [0] * len(cands)
        rounds = max(1, math.ceil(math.log2(len(cands))))
        sims = 0
        stop = False
        for r in range(rounds):
            per_round = max(1, (budget - sims) // ((rounds - r) * len(alive)))
            round_end = start + self.max_seconds * (r + 1) / rounds if timed else deadline
            for _ in range(per_round):
                det = obs.determinize(self.rng)
                roll_seed = self.rng.getrandbits(32)
                for i in alive:
                    try:
                        total[i] += self.simulate(det, cands[i], obs.seat, roll_seed,
                                                  cancel)
                    except _Cancelled:
                        stop = True
                        break
                    count[i] += 1
                    sims += 1
                    if cancel is not None and cancel():
                        stop = True
                        break
                    if not timed and time.perf_counter() > deadline:
                        self.capped += 1
                        stop = True
                        break
                if stop or sims >= budget or time.perf_counter() > round_end:
                    stop = stop or sims >= budget
                    break
            if stop:
                break
            alive.sort(key=lambda i: (-total[i] / max(1, count[i]), i))
            alive = alive[:max(1, math.ceil(len(alive) / 2))]
            if len(alive) == 1:
                break
        self.last_simulations = sims
        most = min(count[j] for j in alive)
        best = max(range(len(cands)),
                   key=lambda i: (count[i] >= most,
                                  total[i] / count[i] if count[i] else -1.0, -i))
        return cands[best]

    def simulate(self, det: GameState, action: Action, seat: int, roll_seed: int,
                 cancel=None) -> float:
        """Reward in [0, 1] for ``seat`` of playing ``action`` on a copy of the deal
        ``det`` and rolling on with the fast rollout policy in every seat. Raises
        :class:`_Cancelled` when ``cancel()`` turns True during a long rollout."""
        s = det.copy()
        s.rng = random.Random(roll_seed)
        apply(s, action)
        most = max(len(p.buildings) for p in s.players)
        roles_left = self.near_end if most >= GAME_END - 3 else self.horizon

        def check() -> None:
            if cancel():
                raise _Cancelled

        play_on(s, self.rollout, roles_left, check if cancel is not None else None,
                CANCEL_POLL)
        return self.reward(s, seat)

    def reward(self, s: GameState, seat: int) -> float:
        """At the game's end: win share (shared wins split), blended with a logistic of
        the VP margin over the best opponent (weight ``margin``); before it, a logistic
        of the position value (:func:`.heuristics.position`) minus the best opponent's."""
        if s.over:
            sc = score(s)
            won = winners(sc)
            win = 1.0 / len(won) if seat in won else 0.0
            if not self.margin:
                return win
            best = max(sc[q].total for q in range(s.num_players) if q != seat)
            diff = sc[seat].total - best
            return (1 - self.margin) * win + self.margin / (1.0 + math.exp(-diff / SCALE))
        if self.weights is not None:
            return win_chance(s, seat, self.weights)
        mine = position(s, seat)
        best = max(position(s, q) for q in range(s.num_players) if q != seat)
        return 1.0 / (1.0 + math.exp(-(mine - best) / SCALE))


__all__ = ["ExpertPlayer", "DEFAULT_ITERATIONS"]
