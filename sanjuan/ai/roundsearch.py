"""A role choice searched against every answer of the next chooser (Expert's).

A one-move search (Hard, and Expert with ``roles="one"``) values a role by play-outs in
which every later role is chosen by the rollout policy, so the role the next player
takes after ours is the rule policy's guess. Here the next role choice after ours —
another seat's, in 2 players always the rival's (RULES.md 2.2: governor, rival,
governor, and the rival governs the next round) — is searched too: for each of our
candidate roles every role left to that seat is tried on the same deals, and a candidate
is worth its *worst* answer's mean reward (rule "worst": the rival takes what hurts us
most, a one-ply max-min over the round's role sequence; right when one rival's gain is
our loss, as with 2 players), or our mean reward under the answer whose mean reward *to
the answering seat* is highest (rule "maxn": every seat plays for itself, the max^n
rule of Luckhardt and Irani 1986 — with 3 and 4 players the next chooser's best answer
need not be the one that hurts us most). The rest of each play-out is
:func:`.search.play_out`'s.

:func:`round_search` is successive halving over our candidates (as
:func:`.search.successive_halving`), one step = one deal on which every surviving
candidate is played with each of its answers; the budget counts play-outs. The answers
of a candidate are the roles offered at the next role choice after it, read from a
play-out of the first deal (which roles are left is public, so it is the same on every
deal); with the Library's double privilege when the answering seat can use it.

Deterministic for the generator's state and the budget; ``cancel`` is polled after every
play-out (the result then holds what was done so far); the wall-clock ``seconds`` is a
safety net counted in :attr:`.search.SearchResult.capped`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from sanjuan.ai.rollout import Answering, RolloutPolicy, forced
from sanjuan.ai.search import SearchCancelled, better_half
from sanjuan.rules.actions import Action, ChooseRole
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import GameState

_CHOOSE_ROLE = DecisionKind.CHOOSE_ROLE
#: Play-out actions searched for the next role choice before giving up (a role phase
#: takes a few actions per seat).
MAX_ACTIONS_TO_ANSWER = 200


def answers_after(det: GameState, action: Action, seat: int, policy: RolloutPolicy
                  ) -> list[Role | None]:
    """The roles offered at the first role choice of another seat after ``seat`` plays
    ``action`` on a copy of ``det`` and ``policy`` plays on (in :class:`Role` order);
    ``[None]`` (the policy answers) when the game ends first or the next role choice
    is ``seat``'s own."""
    s = det.copy()
    s.rng = random.Random(0)
    apply(s, action)
    for _ in range(MAX_ACTIONS_TO_ANSWER):
        d = s.decision
        if s.over or d is None:
            break
        if d.kind is _CHOOSE_ROLE:
            if d.seat == seat:
                break
            roles = sorted({a.role for a in d.options if isinstance(a, ChooseRole)})
            return list(roles) if roles else [None]
        apply(s, policy.decide(s, d))
    return [None]


#: How a candidate is valued over its answers (module doc).
RULES = ("worst", "maxn")


class RoundResult:
    """What :func:`round_search` found: per candidate ``i`` and answer ``j``,
    ``total[i][j]`` (our summed rewards in [0, 1]), ``theirs[i][j]`` (the answering
    seat's) and ``count[i][j]``; ``answers[i]`` the answers tried; ``rule`` (:data:`RULES`);
    ``alive`` the candidates still in the race; ``simulations`` (play-outs); ``capped``
    and ``cancelled`` as in :class:`.search.SearchResult`."""

    def __init__(self, answers: list[list[Role | None]], rule: str = "worst") -> None:
        self.answers = answers
        self.rule = rule
        self.total = [[0.0] * len(a) for a in answers]
        self.theirs = [[0.0] * len(a) for a in answers]
        self.count = [[0] * len(a) for a in answers]
        self.alive = list(range(len(answers)))
        self.simulations = 0
        self.capped = False
        self.cancelled = False

    def value(self, i: int) -> float:
        """Candidate ``i``'s worth: by rule "worst" our least mean reward over its answers,
        by rule "maxn" our mean reward under the answer of highest mean reward to the
        answering seat (the first such); 0.0 if some answer was never tried."""
        counts = self.count[i]
        if not all(counts):
            return 0.0
        if self.rule == "maxn":
            j = max(range(len(counts)), key=lambda k: (self.theirs[i][k] / counts[k], -k))
            return self.total[i][j] / counts[j]
        return min(t / c for t, c in zip(self.total[i], counts, strict=True))

    def ranking(self) -> list[int]:
        """Candidates best first: the finalists (tried on as many deals as the least-tried
        survivor) before the rest, then by :meth:`value`, then by index."""
        floor = min(self.count[j][0] for j in self.alive)
        return sorted(range(len(self.total)), key=lambda i: (
            self.count[i][0] < floor, -self.value(i), i))

    @property
    def best(self) -> int:
        """The index ranked first: the player's choice."""
        return self.ranking()[0]


def round_search(obs: Observation, cands: Sequence[Action], rng: random.Random,
                 simulate: Callable[[GameState, Action, int, Role | None],
                                    tuple[float, float]],
                 policy: RolloutPolicy, *, budget: int, seconds: float,
                 cancel: Callable[[], bool] | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 rule: str = "worst") -> RoundResult:
    """Successive halving over the role choices ``cands`` for ``obs.seat`` (module doc).

    Each step draws a deal ``obs.determinize(rng)`` and a rollout seed
    ``rng.getrandbits(32)``; ``simulate(det, action, roll_seed, answer)`` returns the
    rewards (ours, the answering seat's) of ``action`` when the next other seat's role
    choice is ``answer`` (the second is read by rule "maxn" only; it may raise
    :class:`.search.SearchCancelled` to stop the search at once). ``budget``: play-outs
    in all (at least 1); ``rule``: how a candidate is valued over its answers
    (:data:`RULES`). Raises ValueError for no candidates or an unknown rule."""
    if not cands or budget < 1:
        raise ValueError(f"a search needs candidates and a budget ({len(cands)}, {budget})")
    if rule not in RULES:
        raise ValueError(f"rule must be one of {RULES}, not {rule!r}")
    start = clock()
    deadline = start + seconds
    first = obs.determinize(rng)
    res = RoundResult([answers_after(first, a, obs.seat, policy) for a in cands], rule)
    n = len(cands)
    rounds = max(1, math.ceil(math.log2(n)))
    alive = res.alive
    sims = 0
    stop = False
    det: GameState | None = first
    for r in range(rounds):
        cost = sum(len(res.answers[i]) for i in alive)
        per_round = max(1, (budget - sims) // ((rounds - r) * cost))
        for _ in range(per_round):
            d = det if det is not None else obs.determinize(rng)
            det = None
            seed = rng.getrandbits(32)
            for i in alive:
                for j, ans in enumerate(res.answers[i]):
                    try:
                        ours, theirs = simulate(d, cands[i], seed, ans)
                    except SearchCancelled:
                        res.cancelled = stop = True
                        break
                    res.total[i][j] += ours
                    res.theirs[i][j] += theirs
                    res.count[i][j] += 1
                    sims += 1
                    if cancel is not None and cancel():
                        res.cancelled = stop = True
                    elif clock() > deadline:
                        res.capped = stop = True
                    if stop:
                        break
                if stop:
                    break
            if stop or sims >= budget:
                stop = True
                break
        if stop:
            break
        alive = better_half(alive, res.value)
        if len(alive) == 1:
            break
    res.alive = alive
    res.simulations = sims
    return res


__all__ = ["Answering", "answers_after", "forced", "round_search", "RoundResult",
           "MAX_ACTIONS_TO_ANSWER", "RULES"]
