"""The shared successive-halving search (sanjuan.ai.search): its budget, cancel and time
cap, its ranking, determinism for a seed, and the play-out reward."""

from __future__ import annotations

import math
import random

import pytest
from test_ai_players import mid_game_observations

from sanjuan.ai.hard import HardPlayer
from sanjuan.ai.heuristics import GAME_END
from sanjuan.ai.search import (
    SearchCancelled,
    SearchResult,
    near_end,
    play_out,
    reward,
    scaled_budget,
    search,
    successive_halving,
)
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import Options

NO_CAP = 1e9


def run(n: int, budget: int, values: list[float] | None = None,
        **kw: object) -> SearchResult:
    """successive_halving over n candidates whose reward is fixed (default i / n)."""
    vals = values or [i / n for i in range(n)]
    return successive_halving(n, lambda: None, lambda _d, i: vals[i], budget=budget,
                              seconds=NO_CAP, **kw)


def test_budget_respected() -> None:
    for n in range(1, 13):
        rounds = max(1, math.ceil(math.log2(n)))
        for budget in range(1, 400, 7):
            res = run(n, budget)
            assert res.simulations == sum(res.count)
            # It stops at the first deal that reaches the budget: at most one deal over.
            assert res.simulations < budget + n
            if budget >= n * rounds:  # every round can give each survivor a share
                assert budget - n < res.simulations <= budget, (n, budget)
            assert not res.capped and not res.cancelled


def test_weaker_half_dropped_each_round() -> None:
    res = run(8, 240)
    # 3 rounds with 8, 4, then 2 survivors; the best (highest reward) is tried most and
    # ranked first.
    assert res.alive == [7, 6]
    c = res.count
    assert c[0] == c[1] == c[2] == c[3] < c[4] == c[5] < c[6] == c[7]
    assert res.best == 7 and res.ranking() == [7, 6, 5, 4, 3, 2, 1, 0]
    assert res.mean(7) == pytest.approx(7 / 8)


def test_ties_go_to_the_first_candidate() -> None:
    res = run(5, 60, values=[0.5] * 5)
    assert res.best == 0 and res.ranking()[0] == 0


def test_finalists_rank_before_better_means_of_dropped_candidates() -> None:
    # 4 candidates, budget 40: round 1 plays 5 deals each, round 2 10 deals each for the
    # 2 survivors. Candidate 3 leads round 1 (0.9) and then scores 0: mean 0.3, below
    # the dropped candidates' 0.5, yet a finalist ranks before them.
    deals = iter(range(1000))

    def play(d: int, i: int) -> float:
        return ((0.9 if d < 5 else 0.0), 0.5, 0.8, 0.5)[3 - i] if i == 3 else (
            0.5, 0.5, 0.8)[i]

    res = successive_halving(4, lambda: next(deals), play, budget=40, seconds=NO_CAP)
    assert sorted(res.alive) == [2, 3] and res.count == [5, 5, 15, 15]
    assert res.mean(3) == pytest.approx(0.3) and res.mean(0) == pytest.approx(0.5)
    assert res.ranking() == [2, 3, 0, 1] and res.best == 2


def test_cancel_stops_at_once() -> None:
    for after in (1, 3, 10):
        polls = [0]
        res = run(6, 1000, cancel=_counting(polls, after))
        assert res.cancelled and not res.capped
        assert res.simulations == after == polls[0]  # polled once per simulation


def _counting(polls: list[int], after: int):
    """A cancel callable counting its calls in ``polls[0]``, True from the ``after``-th."""

    def cancel() -> bool:
        polls[0] += 1
        return polls[0] >= after

    return cancel


def test_a_simulation_may_cancel_by_raising() -> None:
    done = {"n": 0}

    def play(_d: object, i: int) -> float:
        if done["n"] == 4:
            raise SearchCancelled
        done["n"] += 1
        return 0.5

    res = successive_halving(3, lambda: None, play, budget=100, seconds=NO_CAP)
    assert res.cancelled and res.simulations == 4 == sum(res.count)


def test_wall_clock_cap_counts_as_capped() -> None:
    ticks = iter(range(10**6))
    res = successive_halving(4, lambda: None, lambda _d, i: i / 4, budget=10**6,
                             seconds=20, clock=lambda: float(next(ticks)))
    assert res.capped and not res.cancelled
    assert 0 < res.simulations < 40


def test_timed_search_spends_time_not_budget() -> None:
    ticks = iter(range(10**6))
    res = successive_halving(4, lambda: None, lambda _d, i: i / 4, budget=10**9,
                             seconds=100, timed=True, clock=lambda: float(next(ticks)))
    assert not res.capped and not res.cancelled
    # The clock ticks once per deal here: round 1 ends after 51 deals (past 50 of the 100
    # "seconds"), round 2 after 50 more with the 2 survivors.
    assert res.count == [51, 51, 101, 101] and res.alive == [3]


def test_no_candidates_is_an_error() -> None:
    with pytest.raises(ValueError):
        run(0, 10)
    with pytest.raises(ValueError):
        run(3, 0)


def test_scaled_budget() -> None:
    assert [scaled_budget(160, n) for n in (2, 3, 4)] == [160, 106, 80]
    assert scaled_budget(1, 4) == 1


def test_search_is_deterministic_for_a_seed() -> None:
    obs = next(o for o in mid_game_observations(6)
               if o.decision.kind is DecisionKind.CHOOSE_ROLE)
    hard = HardPlayer(0, max_seconds=NO_CAP)
    cands = hard.candidates(obs)
    budget = scaled_budget(24, obs.state.num_players)

    def once(seed: int) -> tuple[list[float], list[int], list[int]]:
        res = search(obs, cands, random.Random(seed), hard.simulate, iterations=24,
                     seconds=NO_CAP)
        assert budget - len(cands) < res.simulations < budget + len(cands)
        return res.total, res.count, res.alive

    a = once(3)
    assert once(3) == a
    assert any(once(s) != a for s in (4, 5, 6))


def test_reward_of_a_finished_game_is_the_win_share() -> None:
    s = new_game(Options(3, "classic", seed=4), log=False)
    rng = random.Random(1)
    while not s.over:
        apply(s, s.decision.sample(rng))
    won = winners(score(s))
    for seat in range(3):
        share = 1 / len(won) if seat in won else 0.0
        assert reward(s, seat) == share
        blended = reward(s, seat, margin=0.1)
        assert 0.0 <= blended <= 1.0 and abs(blended - share) <= 0.1


def test_play_out_leaves_the_deal_alone_and_is_repeatable() -> None:
    obs = mid_game_observations(4)[3]
    det = obs.determinize(random.Random(2))
    hard = HardPlayer(0)
    action = hard.candidates(obs)[0]
    before = repr(det.players[0].hand), det.round
    s1 = play_out(det, action, 77, hard.rollout, 5, 9)
    s2 = play_out(det, action, 77, hard.rollout, 5, 9)
    assert (repr(det.players[0].hand), det.round) == before
    assert observe(s1, 0) == observe(s2, 0)
    assert 0.0 <= reward(s1, obs.seat) <= 1.0
    assert near_end(s1) == (max(len(p.buildings) for p in s1.players) >= GAME_END - 3)


def test_play_out_cancel_raises() -> None:
    obs = mid_game_observations(4)[3]
    det = obs.determinize(random.Random(2))
    hard = HardPlayer(0)
    with pytest.raises(SearchCancelled):
        play_out(det, hard.candidates(obs)[0], 1, hard.rollout, 50, 50, lambda: True)
