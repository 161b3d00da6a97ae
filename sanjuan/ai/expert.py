"""The Expert player: the Hard player's determinised search, widened and deepened.

What it adds to :mod:`.hard` (measured figures: README, "Computer players"):

* more candidates: every role, up to :data:`BUILD_CANDIDATES` builds (Hard: 4) and pass;
* searched selections: the councillor's keep, which cards pay, the hand limit, the
  Archive's discard, the Chapel, and how many cards go under the Bank or to the Office
  building's discard are searched over the few best-looking choices
  (:mod:`.selections`) instead of answered by a rule;
* a larger budget of simulations (the search has more to compare), still deterministic
  for a seed and budget; a wall-clock cap (``max_seconds``) is the safety net only;
* a reward that breaks ties between wins by the VP margin;
* a learned position evaluation at the search horizon instead of Hard's hand-tuned
  position value: by default the logistic model of :mod:`.evaluation`, fitted for the
  game's player count and, with 3 and 4 players, read as every seat's chance to win
  at once (:func:`.evaluation.winner_chance`; ``evaluation="logistic-2p"`` is the
  2-player model against the strongest rival alone, the Expert before issue 19's fifth
  step), or the value
  network of :mod:`.valuenet` (``evaluation="net"``: a NumPy MLP over a public encoding
  of the position, trained on self-play positions by ``tools/train_expert_net.py``; it
  predicts outcomes better but won only 40.6 % of 32 games head to head against the
  logistic model, README); and a longer horizon (:data:`HORIZON_ROLES` role choices);
* a memory of the cards its seat saw go face down into the discard pile
  (:mod:`.memory`, built from its own observations only): its determinisations keep
  them there and deal only the cards it has not seen into the other hands and the draw
  pile.

The search loop, the play-out and the reward are :mod:`.search`'s, shared with Hard. The
play-outs use the fast rule policy (:class:`.rollout.FastPolicy`); ``rollout="distilled"``
uses one whose role choices are fitted to Expert's own searched choices
(:mod:`.distilled`, opt-in: README gives what it measured). A role choice is searched
against every role the next chooser may answer with and valued by its worst answer
(:mod:`.roundsearch`, with :data:`ROUND_BUDGET` times the play-outs; by default in
2-player games since issue 19: 57.1 % of 290 games head to head against the Expert
before it, README); with 3 players (by default since issue 19's sixth step, README)
or ``roles="maxn"`` it is valued by the answer best for the answering seat instead
(every seat plays for itself); with 4 players, or with ``roles="one"``, a role choice
is searched as one move like a build.

Honesty: the search sees only ``obs`` and the memory built from this seat's earlier
observations — its determinisations deal only the cards this seat cannot account for
(:meth:`Observation.determinize` of :meth:`.memory.CardMemory.informed`), so shuffling
the cards it has not seen does not change its decision (tests/test_ai_expert.py,
tests/test_ai_memory.py). One player object follows one seat of one game at a time
(its memory starts afresh for another seat or an earlier round).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from sanjuan.ai.distilled import DistilledPolicy
from sanjuan.ai.evaluation import chance_to_win, load_weights
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.memory import CardMemory
from sanjuan.ai.rollout import FastPolicy
from sanjuan.ai.roundsearch import Answering, round_search
from sanjuan.ai.search import (
    play_out,
    reward,
    role_and_build_candidates,
    scaled_budget,
    search,
)
from sanjuan.ai.selections import SEARCHED_SELECTIONS, selection_candidates
from sanjuan.ai.valuenet import load_net
from sanjuan.rules.actions import Action
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import GameState

K = DecisionKind
#: Simulations per searched role/build decision in a 2-player game (scaled by
#: 2 / players); selections get half. Keeps p95 well under 1 s on this machine.
DEFAULT_ITERATIONS = 320
DEFAULT_MAX_SECONDS = 0.9
BUILD_CANDIDATES = 7
#: Role choices a rollout runs before the learned evaluation takes over (Hard: 5; 9
#: measured stronger with the learned evaluation, README).
HORIZON_ROLES = 9
NEAR_END_ROLES = 9
#: Position evaluations at the search horizon: the logistic model (:mod:`.evaluation`)
#: fitted for the game's player count ("logistic"), the 2-player one against the
#: strongest rival alone in every game ("logistic-2p", the Expert before issue 19's
#: fifth step) or the value network (:mod:`.valuenet`); ``learned=False`` gives Hard's.
EVALUATIONS = ("logistic", "logistic-2p", "net")
DEFAULT_EVALUATION = "logistic"
#: Play-out policies: the fast rule policy (:class:`.rollout.FastPolicy`) or the one whose
#: role choices are distilled from Expert's search (:mod:`.distilled`, opt-in).
ROLLOUTS = ("fast", "distilled")
DEFAULT_ROLLOUT = "fast"
#: How role choices are searched: against every answer of the next chooser, valued by
#: the worst one ("round") or by the one best for the answering seat ("maxn",
#: :mod:`.roundsearch`), or one move with the rollout policy answering ("one").
ROLE_SEARCHES = ("one", "round", "maxn")
#: The role search by player count when none is asked for: "round" in 2-player games,
#: where it measured stronger (issue 19's fourth step, README); "maxn" with 3 players
#: (61.8 % against Hard where the one-move search won 59.1 % of the same 450 games,
#: issue 19's sixth step, README: within the noise, at 2.5 times the p95 decision
#: time, still under 0.5 s); with 4 players neither the worst-answer search (48.1 % of
#: 80 against 46.9 % of 160 games) nor max^n (45.3 % of 160) won more often, at twice
#: the p95 decision time, so they keep the one-move search.
DEFAULT_ROLE_SEARCH = {2: "round", 3: "maxn", 4: "one"}
#: Play-outs of a "round" role search, as a multiple of ``iterations`` (each deal plays
#: every surviving role with each of its answers).
ROUND_BUDGET = 2.5
#: Weight of the VP margin in the reward of a finished game (wins still dominate).
MARGIN_WEIGHT = 0.1


class ExpertPlayer:
    """Search player (see the module doc). ``seed``: random seed; ``iterations``:
    simulations per role/build decision (2 players); ``think_ms``: think this long per
    decision instead (arena only; results then depend on machine speed);
    ``max_seconds``: wall-clock safety cap (s); ``builds``: build candidates searched;
    ``selections``: search the selection decisions too; ``horizon``/``near_end``: role
    choices a rollout runs before the position value takes over; ``learned``: use a
    learned evaluation at the horizon (else Hard's hand-tuned one); ``evaluation``: which
    (:data:`EVALUATIONS`); ``memory``: remember the cards seen go into the discard pile
    (:mod:`.memory`; off by default until it measures stronger, README); ``rollout``: the
    play-out policy (:data:`ROLLOUTS`; "distilled" is opt-in, README); ``roles``: how
    role choices are searched (:data:`ROLE_SEARCHES`; None: :data:`DEFAULT_ROLE_SEARCH`
    for the game's player count). Raises ValueError for an unknown evaluation, rollout
    or role search."""

    name = "expert"

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS,
                 think_ms: float | None = None, max_seconds: float = DEFAULT_MAX_SECONDS,
                 builds: int = BUILD_CANDIDATES, selections: bool = True,
                 horizon: int = HORIZON_ROLES, near_end: int = NEAR_END_ROLES,
                 margin: float = MARGIN_WEIGHT, learned: bool = True,
                 evaluation: str = DEFAULT_EVALUATION, memory: bool = False,
                 rollout: str = DEFAULT_ROLLOUT, roles: str | None = None) -> None:
        if roles is not None and roles not in ROLE_SEARCHES:
            raise ValueError(f"roles must be one of {ROLE_SEARCHES}, not {roles!r}")
        if evaluation not in EVALUATIONS:
            raise ValueError(f"evaluation must be one of {EVALUATIONS}, not {evaluation!r}")
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout must be one of {ROLLOUTS}, not {rollout!r}")
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
        #: The 2-player model's weights (:mod:`.evaluation`; "logistic-2p" reads it against
        #: the strongest rival), or None for Hard's hand-tuned position value or the net.
        self.weights = load_weights() if learned and evaluation != "net" else None
        #: Whether the logistic model is the one fitted for the game's player count,
        #: read as every seat's chance to win at once (:func:`.evaluation.chance_to_win`).
        self.by_players = self.weights is not None and evaluation == "logistic"
        #: The value network (:mod:`.valuenet`) when ``evaluation`` is "net" (and learned).
        self.net = load_net() if learned and evaluation == "net" else None
        self.policy = MediumPlayer(seed)
        self.rollout: FastPolicy = FastPolicy() if rollout == "fast" else DistilledPolicy()
        self.roles = roles
        self.last_simulations = 0
        #: What this seat has seen go face down into the discard pile (:mod:`.memory`).
        self.memory = CardMemory() if memory else None
        #: Searches stopped by the wall-clock cap (not by budget or cancel) so far.
        self.capped = 0

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """A legal action for ``obs.decision`` (this seat's): searched for roles, builds
        and (if enabled) selections, else the Medium player's answer. Returns the best
        action so far soon after ``cancel()`` turns True."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        self.last_simulations = 0
        if self.memory is not None:
            self.memory.update(obs)
            obs_searched = self.memory.informed(obs)
        else:
            obs_searched = obs
        budget = self.iterations
        if d.kind is K.CHOOSE_ROLE or d.kind is K.BUILD:
            cands = role_and_build_candidates(self.policy, obs, self.builds)
        elif self.selections and d.kind in SEARCHED_SELECTIONS:
            cands = selection_candidates(obs.state, d)
            budget = max(1, self.iterations // 2)
        else:
            return self.policy.decide(obs.state, d)
        if len(cands) == 1:
            return cands[0]
        roles = self.roles or DEFAULT_ROLE_SEARCH[obs.state.num_players]
        if roles != "one" and d.kind is K.CHOOSE_ROLE:
            return self.round_search(obs_searched, cands,
                                     cancel if callable(cancel) else None,
                                     "maxn" if roles == "maxn" else "worst")
        return self.search(obs_searched, cands, budget,
                           cancel if callable(cancel) else None)

    def search(self, obs: Observation, cands: list[Action], iterations: int,
               cancel: Callable[[], bool] | None) -> Action:
        """Successive halving over ``cands`` (first = the rules' favourite) with shared
        determinisations (:func:`.search.search`): every surviving candidate is played
        on the same deal and rollout seed. ``iterations``: the budget for 2 players.
        Returns the candidate of best mean reward among those most tried."""
        res = search(obs, cands, self.rng, partial(self.simulate, cancel=cancel),
                     iterations=iterations, seconds=self.max_seconds,
                     timed=self.think_ms is not None, cancel=cancel)
        self.capped += res.capped
        self.last_simulations = res.simulations
        return cands[res.best]

    def round_search(self, obs: Observation, cands: list[Action],
                     cancel: Callable[[], bool] | None, rule: str = "worst") -> Action:
        """The role choice among ``cands`` best against the next chooser's answer, valued
        by ``rule`` (:data:`.roundsearch.RULES`: the worst answer, or the one best for the
        answering seat; :func:`.roundsearch.round_search`, :data:`ROUND_BUDGET` ×
        ``iterations`` play-outs for 2 players, scaled like :func:`.search.scaled_budget`).
        Its budget is always a number of play-outs: ``think_ms`` only caps it, like
        ``max_seconds``."""
        budget = scaled_budget(round(self.iterations * ROUND_BUDGET), obs.state.num_players)
        seat = obs.seat

        def simulate(det: GameState, action: Action, roll_seed: int,
                     answer: Role | None) -> tuple[float, float]:
            policy = Answering(self.rollout, seat, answer)
            s = play_out(det, action, roll_seed, policy, self.horizon, self.near_end,
                         cancel)
            ours = self.value(s, seat)
            if rule != "maxn" or policy.answerer is None:
                return ours, ours
            return ours, self.value(s, policy.answerer)

        res = round_search(obs, cands, self.rng, simulate, self.rollout, budget=budget,
                           seconds=self.max_seconds, cancel=cancel, rule=rule)
        self.capped += res.capped
        self.last_simulations = res.simulations
        return cands[res.best]

    def simulate(self, det: GameState, action: Action, seat: int, roll_seed: int,
                 cancel: Callable[[], bool] | None = None) -> float:
        """Reward in [0, 1] for ``seat`` of playing ``action`` on a copy of the deal
        ``det`` and rolling on with the fast rollout policy in every seat
        (:func:`.search.play_out`, :func:`.search.reward` with this player's margin and
        learned weights). Raises :class:`~.search.SearchCancelled` when ``cancel()``
        turns True during a long rollout."""
        s = play_out(det, action, roll_seed, self.rollout, self.horizon, self.near_end,
                     cancel)
        return self.value(s, seat)

    def value(self, s: GameState, seat: int) -> float:
        """Reward in [0, 1] for ``seat`` of a play-out's last position ``s``: the game's
        result (:func:`.search.reward`) if it is over, else this player's evaluation —
        the value network's win chance, the model fitted for the game's player count
        (:func:`.evaluation.chance_to_win`: every seat's chance to win at once), or
        :func:`.search.reward`'s (the 2-player model against the strongest rival, or
        Hard's position value)."""
        if not s.over:
            if self.net is not None:
                return self.net.win_chance(s, seat)
            if self.by_players:
                return chance_to_win(s, seat)
        return reward(s, seat, self.margin, self.weights)


__all__ = ["ExpertPlayer", "DEFAULT_ITERATIONS"]
