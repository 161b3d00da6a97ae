"""Hints: the search player's view of one seat's decision, option by option.

:func:`coach` takes an :class:`~sanjuan.rules.observation.Observation` (the seat's own, with its
decision pending) and returns the legal options worth considering, ranked best first,
each with an estimated chance of winning in [0, 1] and a :class:`~.reasons.Reason` built
from the observed position. The estimate is the Hard player's search
(:meth:`HardPlayer.estimate <sanjuan.ai.hard.HardPlayer.estimate>`: determinised
rollouts with successive halving, :mod:`.search`) and the ranking is the search's
(:meth:`.search.SearchResult.ranking`), so the option ranked first is the one the Hard
player with the same seed would play on a role or build decision. The search sees only
the observation: hidden cards are dealt at random, so shuffling what the seat cannot
see changes nothing for a fixed seed.

Candidates: every role; the Hard player's builds (Medium's best few and passing); for
selections (pay, produce, sell, keep, discard …) Medium's answer and the best few others
by a quick card value. ``include`` adds an action that must be rated (the review rates
the move actually played).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from sanjuan.ai.hard import DEFAULT_ITERATIONS, DEFAULT_MAX_SECONDS, HardPlayer
from sanjuan.ai.heuristics import GOOD_PRICE
from sanjuan.ai.rollout import GOOD, FastPolicy
from sanjuan.learn.reasons import Reason, reason
from sanjuan.rules.actions import Action, Pass, Select
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.observation import Observation

K = DecisionKind
#: Selection candidates rated besides Medium's answer.
SELECTION_CANDIDATES = 5
#: Selections with more legal answers than this are not enumerated (greedy only).
MAX_ENUMERATED = 3000
#: Hand selections whose chosen cards leave the seat (the rest are kept).
GIVEN_AWAY = frozenset({K.PAY, K.HAND_LIMIT, K.COUNCILLOR_DISCARD, K.CHAPEL, K.BANK,
                        K.OFFICE})


class HintCancelled(Exception):
    """Raised by :func:`coach` when its ``cancel`` callback turned True."""


@dataclass(frozen=True)
class Hint:
    """One rated option: ``action`` (legal for the decision), ``win`` (estimated chance
    of winning after it, 0…1), ``simulations`` (play-outs behind the estimate; options
    dropped early by successive halving have fewer) and ``reason``."""

    action: Action
    win: float
    simulations: int
    reason: Reason


def coach(obs: Observation, seed: int = 0, iterations: int = DEFAULT_ITERATIONS,
          max_seconds: float = DEFAULT_MAX_SECONDS,
          cancel: Callable[[], bool] | None = None,
          include: Action | None = None) -> list[Hint]:
    """The options of ``obs.decision`` ranked best first (see the module docstring).

    ``iterations``: simulations for a 2-player decision (scaled by 2 / players, as the
    Hard player); ``max_seconds``: wall-clock safety net (the result depends only on
    ``seed`` unless it is hit); ``cancel``: polled between simulations. Raises
    ValueError if the decision is not the observing seat's, HintCancelled if cancelled.
    """
    d = obs.decision
    if d is None or d.seat != obs.seat:
        raise ValueError("a hint needs a decision of the observing seat")
    hard = HardPlayer(seed, iterations=iterations, max_seconds=max_seconds)
    cands = candidates(obs, hard)
    if include is not None and include not in cands:
        cands.append(include)
    res = hard.estimate(obs, cands, cancel)
    if cancel is not None and cancel():
        raise HintCancelled
    return [Hint(cands[i], res.mean(i), res.count[i], reason(obs, cands[i]))
            for i in res.ranking()]


def candidates(obs: Observation, hard: HardPlayer) -> list[Action]:
    """Options worth rating for ``obs.decision``, most promising (by rules) first."""
    d = obs.decision
    assert d is not None
    if d.kind in (K.CHOOSE_ROLE, K.BUILD):
        return hard.candidates(obs)
    first = hard.policy.decide(obs.state, d)
    out = [first]
    for a in _ranked_selections(obs, d):
        if len(out) > SELECTION_CANDIDATES:
            break
        if a not in out:
            out.append(a)
    return out


def _ranked_selections(obs: Observation, d: Decision) -> list[Action]:
    """Legal selections ordered by a quick value of the chosen cards (or buildings)."""
    s = obs.state
    if d.kind in (K.PRODUCE, K.SELL):
        prices = d.info.get("prices", {})
        val = {b: prices.get(b, GOOD_PRICE[max(0, GOOD[s.types[b]])]) for b in d.candidates}
    elif d.kind in GIVEN_AWAY or d.kind in (K.COUNCILLOR_KEEP, K.START_HAND, K.GOLD_MINE):
        hv = FastPolicy().hand_values(s, d.seat, d.candidates)
        sign = -1.0 if d.kind in GIVEN_AWAY else 1.0
        val = {c: sign * v for c, v in hv.items()}
    else:
        return d.legal_actions()[:SELECTION_CANDIDATES + 1]
    n = len(d.candidates)
    size = sum(math.comb(n, k) for k in range(max(d.min_count, 1), d.max_count + 1))
    if size > MAX_ENUMERATED:  # greedy: the best cards for each allowed count
        best = sorted(d.candidates, key=lambda c: -val[c])
        acts: list[Action] = [Select(tuple(best[:k]))
                              for k in range(max(d.min_count, 1), d.max_count + 1)]
    else:
        acts = [Select(c) for k in range(max(d.min_count, 1), d.max_count + 1)
                for c in combinations(d.candidates, k)]
    if d.min_count == 0:
        acts.append(Pass())
    return sorted(acts, key=lambda a: -sum(val[c] for c in getattr(a, "cards", ())))
