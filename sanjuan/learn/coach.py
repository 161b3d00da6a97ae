"""Hints: the search player's view of one seat's decision, option by option.

:func:`coach` takes an :class:`~sanjuan.rules.observation.Observation` (the seat's own, with its
decision pending) and returns the legal options worth considering, ranked best first,
each with an estimated chance of winning in [0, 1] and a :class:`~.reasons.Reason` built
from the observed position. The estimate is the Hard player's search
(:meth:`HardPlayer.estimate <sanjuan.ai.hard.HardPlayer.estimate>`: determinised
rollouts with successive halving, :mod:`.search`) and the ranking is the search's
(:meth:`.search.SearchResult.ranking`). Where a play-out stops before the game's end
the position is valued, by default, by the Expert player's learned model for the game's
player count with the Expert's horizon (``evaluation="learned"``,
:func:`sanjuan.ai.evaluation.chance_to_win`; since issue 19: with it Expert's search
won 52.6 % of a 450-game screen where Hard's hand-tuned value won 39.1 %, docs/ai.md), so
the option ranked first is the one the Hard player with that evaluation and the same
seed would play on a role or build decision; ``evaluation="hand"`` is the Hard player's
own value (the puzzles keep it, :mod:`.puzzles`). The search sees only the observation:
hidden cards are dealt at random, so shuffling what the seat cannot see changes nothing
for a fixed seed.

Candidates: every role; the Hard player's builds (Medium's best few and passing); for
selections (pay, produce, sell, keep, discard …) Medium's answer and the best few others
by a quick card value. ``include`` adds an action that must be rated (the review rates
the move actually played).

The win chance shown: a play-out that reached the game's end counts as it is (won,
shared or lost); the learned model's value is already a chance among all the seats (its
chances add up to 1). Hard's hand-tuned value is not: it is a logistic of the seat's
position against the *best* opponent's, 50 % for equal positions whatever the number of
players, so with three opponents a round-2 position looked like 57 %; with it the reward
of a play-out stopped early is mapped by :func:`win_chance` to a chance among
``players`` seats (odds against :data:`OPPONENT_WEIGHT`-weighted rivals; unchanged with
2 players). Either way the search and its ranking are unchanged by what is shown.
``bench/coach_calibration.py`` measures the result.

Two options are *about equal* (:attr:`Hint.close`) when their difference is within the
search's noise: on the deals both were played on (the search plays the candidates on
shared deals), the mean difference of their rewards is less than :data:`NOISE_SE`
standard errors of that mean (or below :data:`MIN_GAP`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from statistics import fmean, stdev

from sanjuan.ai.hard import DEFAULT_ITERATIONS, DEFAULT_MAX_SECONDS, HardPlayer
from sanjuan.ai.heuristics import GOOD_PRICE
from sanjuan.ai.rollout import GOOD, FastPolicy
from sanjuan.learn.reasons import Reason, reason
from sanjuan.rules.actions import Action, Pass, Select
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import GameState

K = DecisionKind
#: The position value the coach rates with where a play-out stops (issue 19: the
#: strongest that stays fast enough; docs/ai.md, "The coach").
DEFAULT_EVALUATION = "learned"
#: Selection candidates rated besides Medium's answer.
SELECTION_CANDIDATES = 5
#: Selections with more legal answers than this are not enumerated (greedy only).
MAX_ENUMERATED = 3000
#: Hand selections whose chosen cards leave the seat (the rest are kept).
GIVEN_AWAY = frozenset({K.PAY, K.HAND_LIMIT, K.COUNCILLOR_DISCARD, K.CHAPEL, K.BANK,
                        K.OFFICE})
#: Options whose paired reward difference is within this many standard errors of zero are
#: "about equal" (about a 95 % two-sided band).
NOISE_SE = 2.0
#: … and so are options closer than this (win chance, 0…1), however many play-outs.
MIN_GAP = 0.01
#: How many of the other seats a play-out's reward at its horizon counts as rivals, as
#: an exponent (see :func:`win_chance`). Chosen with ``bench/coach_calibration.py`` on
#: 6 four-player games (seed 90000): the reward itself (0) estimated 34 % in rounds 1–4
#: where 25 % were won, 0.5 estimated 24.5 %, and the full count (1.0, the Luce rule;
#: but the reward already compares the seat with the *best* opponent) underestimated
#: every stage (Brier 0.163 against 0.144 and 0.146). Held out, 16 games each: 4 players
#: Brier 0.145 against 0.150 raw (rounds 1–4: 25.5 % estimated, 25.5 % won, raw 36.1 %);
#: 3 players 0.150 either way (rounds 1–4: 33.7 %, 34.1 % won, raw 41.1 %).
OPPONENT_WEIGHT = 0.5


class HintCancelled(Exception):
    """Raised by :func:`coach` when its ``cancel`` callback turned True."""


@dataclass(frozen=True)
class Hint:
    """One rated option: ``action`` (legal for the decision), ``win`` (estimated chance
    of winning after it, 0…1, :func:`win_chance` of ``reward``), ``simulations``
    (play-outs behind the estimate; options dropped early by successive halving have
    fewer), ``reason``, ``reward`` (the search's mean reward, 0…1; equal to ``win`` when
    not given) and ``close`` (True when the option is about as good as the first one,
    within the search's noise; False for the first option itself)."""

    action: Action
    win: float
    simulations: int
    reason: Reason
    reward: float = -1.0
    close: bool = False

    def __post_init__(self) -> None:
        if self.reward < 0:
            object.__setattr__(self, "reward", self.win)


def win_chance(reward: float, players: int) -> float:
    """The chance of winning (0…1) shown for the ``reward`` (0…1) of a play-out stopped
    before the game's end in a game of ``players`` seats: the odds r/(1−r) against
    k = (players − 1) ** :data:`OPPONENT_WEIGHT` equally strong rivals, o / (o + k) — the
    reward itself with 2 players, 0 and 1 unchanged, lower with more players. Raises
    ValueError for fewer than 2 players or a reward outside 0…1."""
    if players < 2 or not 0.0 <= reward <= 1.0:
        raise ValueError(f"need 2+ players and a reward in 0…1, not {players}, {reward}")
    if players == 2 or reward in (0.0, 1.0):
        return reward
    odds = reward / (1.0 - reward)
    return odds / (odds + float((players - 1) ** OPPONENT_WEIGHT))


def about_equal(a: Sequence[float], b: Sequence[float]) -> bool:
    """True when rewards ``a`` and ``b`` (paired: element k of each from the same deal)
    differ by less than the search's noise: the mean difference is below
    :data:`MIN_GAP`, or within :data:`NOISE_SE` standard errors of zero. Fewer than two
    pairs say nothing against equality (True)."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    if len(diffs) < 2:
        return True
    mean = fmean(diffs)
    return abs(mean) < MIN_GAP or abs(mean) < NOISE_SE * stdev(diffs) / math.sqrt(len(diffs))


def coach(obs: Observation, seed: int = 0, iterations: int = DEFAULT_ITERATIONS,
          max_seconds: float = DEFAULT_MAX_SECONDS,
          cancel: Callable[[], bool] | None = None,
          include: Action | None = None, evaluation: str = DEFAULT_EVALUATION) -> list[Hint]:
    """The options of ``obs.decision`` ranked best first (see the module docstring).

    ``iterations``: simulations for a 2-player decision (scaled by 2 / players, as the
    Hard player); ``max_seconds``: wall-clock safety net (the result depends only on
    ``seed`` unless it is hit); ``cancel``: polled between simulations; ``evaluation``:
    the position value where a play-out stops (:data:`sanjuan.ai.hard.EVALUATIONS`:
    the learned model by default, "hand" for Hard's own). Raises ValueError if the
    decision is not the observing seat's or the evaluation is unknown, HintCancelled if
    cancelled.
    """
    d = obs.decision
    if d is None or d.seat != obs.seat:
        raise ValueError("a hint needs a decision of the observing seat")
    hard = HardPlayer(seed, iterations=iterations, max_seconds=max_seconds,
                      evaluation=evaluation)
    cands = candidates(obs, hard)
    if include is not None and include not in cands:
        cands.append(include)
    players = obs.state.num_players
    played: dict[int, dict[int, float]] = {}  # deal (its rollout seed) → option → reward
    shown = [0.0] * len(cands)  # summed win chances shown, per option

    def simulate(det: GameState, action: Action, seat: int, roll_seed: int) -> float:
        """:meth:`HardPlayer.simulate` (the same play-out and reward, so the search
        is unchanged), watched: the reward per deal, and the chance it stands for (the
        learned model's is a chance among all the seats already)."""
        end = hard.play(det, action, roll_seed)
        value = hard.value(end, seat)
        i = cands.index(action)
        played.setdefault(roll_seed, {})[i] = value
        shown[i] += value if end.over or hard.learned else win_chance(value, players)
        return value

    hard.simulate = simulate  # type: ignore[method-assign]
    res = hard.estimate(obs, cands, cancel)
    if cancel is not None and cancel():
        raise HintCancelled
    order = res.ranking()
    first = order[0]

    def close(i: int) -> bool:
        pairs = [(r[first], r[i]) for r in played.values() if first in r and i in r]
        return i != first and about_equal([p[0] for p in pairs], [p[1] for p in pairs])

    return [Hint(cands[i], shown[i] / res.count[i] if res.count[i] else 0.0, res.count[i],
                 reason(obs, cands[i]), res.mean(i), close(i)) for i in order]


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
