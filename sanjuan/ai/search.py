"""The determinised successive-halving search shared by Hard, Expert and the coach.

:func:`successive_halving` is the loop (Karnin, Koren & Somekh 2013, with common random
numbers): the candidates still in the race are all played on the same random deal, a
round ends when its share of the budget (or, when ``timed``, of the time) is spent, and
then the weaker half is dropped, until one candidate is left or the budget is used up.
:func:`search` is that loop over an :class:`~sanjuan.rules.observation.Observation`: each deal
is a determinisation (:meth:`Observation.determinize`, only the cards the seat cannot
account for are dealt at random) plus a rollout seed, drawn from the player's generator.

The budget is a number of simulations, so a result depends only on the seed; the
wall-clock ``seconds`` is a safety net (counted in :attr:`SearchResult.capped`), or the
thinking time itself when ``timed`` (the arena's ``--think-ms``). ``cancel`` is polled
after every simulation; a simulation may also raise :class:`SearchCancelled` to stop
the search from inside a long rollout. Either way the result holds what was done so far.

Also shared by the players: their candidates for role and build decisions
(:func:`role_and_build_candidates`), a play-out of one candidate on a deal
(:func:`play_out`) and its :func:`reward`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TypeVar

from sanjuan.ai import fastcore
from sanjuan.ai.evaluation import win_chance
from sanjuan.ai.heuristics import GAME_END, position
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import RolloutPolicy, play_on
from sanjuan.rules.actions import Action, Build, Pass
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState

#: The budget of a timed search (:func:`search` with ``timed``): never reached.
UNLIMITED = 10**9
#: Position difference (VP) that counts as a near-certain win at the search horizon.
SCALE = 6.0
#: Rollout actions between polls of a play-out's ``check`` (a long rollout takes a few ms).
CANCEL_POLL = 32

D = TypeVar("D")


class SearchCancelled(Exception):
    """Raised by a simulation to stop the search at once (its ``cancel`` turned True)."""


@dataclass
class SearchResult:
    """What :func:`successive_halving` found, per candidate index ``i``: ``total[i]`` (summed
    rewards, each in [0, 1]) and ``count[i]`` (simulations); ``alive``: the indices still
    in the race when it stopped; ``simulations`` in all; ``capped``: stopped by the
    wall-clock safety net; ``cancelled``: stopped by ``cancel`` or :class:`SearchCancelled`."""

    total: list[float]
    count: list[int]
    alive: list[int]
    simulations: int = 0
    capped: bool = False
    cancelled: bool = False

    def mean(self, i: int) -> float:
        """Candidate ``i``'s mean reward (its estimated win chance), 0.0 if never tried."""
        return self.total[i] / self.count[i] if self.count[i] else 0.0

    def ranking(self) -> list[int]:
        """Candidate indices best first: those tried as often as the least-tried survivor
        (the finalists) before the rest, then by mean reward, then by index (the earlier,
        i.e. the rules' favourite, wins a tie)."""
        floor = min(self.count[j] for j in self.alive)
        return sorted(range(len(self.total)), key=lambda i: (
            self.count[i] < floor, -(self.total[i] / self.count[i]) if self.count[i] else 1.0,
            i))

    @property
    def best(self) -> int:
        """The index ranked first (:meth:`ranking`): the players' choice."""
        return self.ranking()[0]


def better_half(alive: list[int], value: Callable[[int], float]) -> list[int]:
    """One round of successive halving: the better half (rounded up, at least one) of the
    option indices ``alive`` by ``value`` (mean reward), ties to the lower index."""
    ranked = sorted(alive, key=lambda i: (-value(i), i))
    return ranked[:max(1, math.ceil(len(ranked) / 2))]


def scaled_budget(iterations: int, players: int) -> int:
    """Simulations for a search of ``iterations`` (as set for 2 players) in a game of
    ``players``: scaled by 2 / players (rollouts are longer with more players), at least 1."""
    return max(1, iterations * 2 // players)


def successive_halving(n: int, deal: Callable[[], D], play: Callable[[D, int], float], *,
                       budget: int, seconds: float, timed: bool = False,
                       cancel: Callable[[], bool] | None = None,
                       clock: Callable[[], float] = time.perf_counter) -> SearchResult:
    """Successive halving over candidates ``0 … n-1``.

    Each step draws one ``deal()`` and plays every surviving candidate ``i`` on it:
    ``play(deal, i)`` returns a reward in [0, 1] (it may raise :class:`SearchCancelled`).
    There are ceil(log2 n) rounds; each gives every survivor an equal share of the
    simulations left, then keeps the better half by mean reward (ties: lower index).
    Stops when ``budget`` simulations are done, when ``cancel()`` (polled after every
    simulation) is True, or when ``seconds`` of ``clock()`` have passed (counted as
    ``capped``). With ``timed`` the time is the budget instead: round r ends
    (r + 1) / rounds of ``seconds`` after the start, and nothing is ``capped``.
    Raises ValueError for no candidates or a budget below 1.
    """
    if n < 1 or budget < 1:
        raise ValueError(f"a search needs candidates and a budget (n={n}, budget={budget})")
    start = clock()
    deadline = start + seconds
    res = SearchResult([0.0] * n, [0] * n, list(range(n)))
    total, count = res.total, res.count
    alive = res.alive
    rounds = max(1, math.ceil(math.log2(n)))
    sims = 0
    stop = False
    for r in range(rounds):
        # Each halving round gets an equal share of the simulations (or time) left.
        per_round = max(1, (budget - sims) // ((rounds - r) * len(alive)))
        round_end = start + seconds * (r + 1) / rounds if timed else deadline
        for _ in range(per_round):
            d = deal()
            for i in alive:
                try:
                    value = play(d, i)
                except SearchCancelled:
                    res.cancelled = stop = True
                    break
                total[i] += value
                count[i] += 1
                sims += 1
                if cancel is not None and cancel():
                    res.cancelled = stop = True
                    break
                if not timed and clock() > deadline:
                    res.capped = stop = True  # the safety net, not the budget, ended it
                    break
            if stop or sims >= budget or clock() > round_end:
                stop = stop or sims >= budget
                break
        if stop:
            break
        alive = better_half(alive, lambda i: total[i] / max(1, count[i]))
        if len(alive) == 1:
            break
    res.alive = alive
    res.simulations = sims
    return res


class Simulate(Protocol):
    """``simulate(det, action, seat, roll_seed)``: the reward in [0, 1] for ``seat`` of
    playing ``action`` on the deal ``det`` with rollout seed ``roll_seed``."""

    def __call__(self, det: GameState, action: Action, seat: int, roll_seed: int) -> float:
        ...


def search(obs: Observation, cands: list[Action], rng: random.Random, simulate: Simulate,
           *, iterations: int, seconds: float, timed: bool = False,
           cancel: Callable[[], bool] | None = None) -> SearchResult:
    """:func:`successive_halving` over ``cands`` for ``obs.seat``: each deal is
    ``obs.determinize(rng)`` and then a rollout seed ``rng.getrandbits(32)``, shared by
    the candidates. ``iterations``: simulations for 2 players (:func:`scaled_budget`;
    ignored when ``timed``, whose budget is :data:`UNLIMITED`); ``seconds``,
    ``timed`` and ``cancel`` as in :func:`successive_halving`."""
    budget = UNLIMITED if timed else scaled_budget(iterations, obs.state.num_players)

    def deal() -> tuple[GameState, int]:
        det = obs.determinize(rng)
        return det, rng.getrandbits(32)

    def play(d: tuple[GameState, int], i: int) -> float:
        return simulate(d[0], cands[i], obs.seat, d[1])

    return successive_halving(len(cands), deal, play, budget=budget, seconds=seconds,
                              timed=timed, cancel=cancel)


def role_and_build_candidates(policy: MediumPlayer, obs: Observation, builds: int) -> list[Action]:
    """The actions worth searching for ``obs.decision`` (a role or build decision), in
    the Medium ``policy``'s order of preference: every role; or its best ``builds``
    builds and passing."""
    d = obs.decision
    assert d is not None
    if d.kind is DecisionKind.CHOOSE_ROLE:
        return [a for _, a in policy.role_scores(obs.state, d)]
    scored = policy.build_scores(obs.state, d)
    return [*[a for _, a in scored if isinstance(a, Build)][:builds], Pass()]


def near_end(s: GameState) -> bool:
    """True when the game is likely to end within about three rounds (a seat has at
    most 3 buildings to go, RULES.md 4)."""
    return max(len(p.buildings) for p in s.players) >= GAME_END - 3


def play_out(det: GameState, action: Action, roll_seed: int, policy: RolloutPolicy,
             horizon: int, near: int, cancel: Callable[[], bool] | None = None) -> GameState:
    """A copy of the deal ``det`` after ``action`` and a rollout with ``policy`` in every
    seat (random draws from ``roll_seed``) for ``horizon`` more role choices, or ``near``
    if the game is :func:`near_end` after ``action``. ``cancel`` (if given) is polled
    every :data:`CANCEL_POLL` rollout actions; raises :class:`SearchCancelled` when it
    returns True.

    With the compiled core (:mod:`.fastcore`) and a policy it plays (the fast policy,
    also inside :class:`.rollout.Answering`), the same play-out runs there (the same
    position comes back, in a few tens of microseconds) and ``cancel`` is then polled as
    often as the Python play-out would have polled it, stopping at the first True: the
    search sees the same calls and the same results. Otherwise, and with
    ``SANJUAN_PURE_PYTHON=1``, the pure-Python engine plays it."""
    if fastcore.supports(policy):
        got = fastcore.play_out(det, action, roll_seed, policy, horizon, near)
        if got is not None:
            if cancel is not None:
                for _ in range(got[1] // CANCEL_POLL):
                    if cancel():
                        raise SearchCancelled
            return got[0]
    s = det.copy()
    s.rng = random.Random(roll_seed)
    apply(s, action)
    check = None if cancel is None else _raising(cancel)
    play_on(s, policy, near if near_end(s) else horizon, check, CANCEL_POLL)
    return s


def _raising(cancel: Callable[[], bool]) -> Callable[[], None]:
    """A play-out ``check`` that raises :class:`SearchCancelled` when ``cancel()`` is True."""

    def check() -> None:
        if cancel():
            raise SearchCancelled

    return check


def reward(s: GameState, seat: int, margin: float = 0.0,
           weights: tuple[float, ...] | None = None) -> float:
    """The reward in [0, 1] for ``seat`` of the position ``s`` at a play-out's end.

    At the game's end: the win share (1, 1/k for a k-way shared win, 0; RULES.md 4),
    blended with weight ``margin`` with a logistic of the VP margin over the best
    opponent. Before it: the learned model's win chance (:func:`.evaluation.win_chance`)
    if ``weights`` are given, else a logistic of the seat's position value
    (:func:`.heuristics.position`) minus the best opponent's, on a scale of
    :data:`SCALE` VP."""
    if s.over:
        sc = score(s)
        won = winners(sc)
        win = 1.0 / len(won) if seat in won else 0.0
        if not margin:
            return win
        rival = max(sc[q].total for q in range(s.num_players) if q != seat)
        diff = sc[seat].total - rival
        return (1 - margin) * win + margin / (1.0 + math.exp(-diff / SCALE))
    if weights is not None:
        return win_chance(s, seat, weights)
    mine = position(s, seat)
    best = max(position(s, q) for q in range(s.num_players) if q != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best) / SCALE))


__all__ = ["SearchCancelled", "SearchResult", "better_half", "scaled_budget", "successive_halving",
           "search", "role_and_build_candidates", "near_end", "play_out", "reward",
           "UNLIMITED", "SCALE", "CANCEL_POLL"]
